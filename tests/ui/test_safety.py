"""Nothing crashes in front of a player (issue 26): a game whose data is broken is set aside
while the others play, an unexpected error becomes a dialog and a report with the game saved,
seeds come from 64 bits of entropy, and nothing is written into the program's folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtGui import QStandardItemModel
from tablebot import shot

from medici_table import games, smoke
from medici_table.app import catalogue
from medici_table.app import record as record_module
from medici_table.app import savefile as sf
from medici_table.engine.resources import rules_data
from medici_table.engine.rng import Rng, fresh_seed
from medici_table.games.court_of_the_medici import data as court_data
from medici_table.ui import i18n, safety, theme
from medici_table.ui import window as window_module
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.gameconfig import GameConfig, default_config, playable
from medici_table.ui.window import MainWindow

BROKEN_AT = "line 30, field 'houses[0].cards[10].count'"


def _forget_court() -> None:
    court_data.deck.cache_clear()
    games.get("court_of_the_medici").__dict__.pop("meta", None)
    catalogue.forget()


@pytest.fixture
def broken_court(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of rules_data/ whose Court of the Medici deck has a Count 99999999 times."""
    copy = tmp_path / "rules_data"
    shutil.copytree(rules_data(), copy)
    deck = copy / "court_of_the_medici" / "deck.yaml"
    text = deck.read_text(encoding="utf-8")
    deck.write_text(text.replace("value: 10, count: 2,", "value: 10, count: 99999999,", 1),
                    encoding="utf-8")
    monkeypatch.setenv("MEDICI_TABLE_RULES_DATA", str(copy))
    monkeypatch.setenv("MEDICI_TABLE_DATA_CACHE", "0")
    _forget_court()
    yield deck
    _forget_court()  # the real deck is read again once the environment is restored


def test_a_broken_game_is_passed_over_at_start_and_greyed_in_the_dialog(
        qtbot: Any, tmp_path: Path, broken_court: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("new_game/game", "court_of_the_medici")
    config = default_config(settings, "court_of_the_medici")
    assert config.game == "courtisans"  # the first game that loads
    assert playable() == ["courtisans", "les_7_blasons", "louis_xiv", "medici"]
    theme.load_fonts()
    for lang in ("en", "fr"):
        dialog = NewGameDialog(settings, None, lang)
        qtbot.addWidget(dialog)
        model = dialog.game.model()
        assert isinstance(model, QStandardItemModel)
        court = model.item(dialog.game.findData("court_of_the_medici"))
        assert not court.isEnabled()
        assert str(broken_court) in court.toolTip() and "99999999" in court.toolTip()
        assert ("ligne 30, champ « houses[0].cards[10].count »" if lang == "fr"
                else BROKEN_AT) in court.toolTip()
        assert all(model.item(i).isEnabled() for i in range(dialog.game.count())
                   if dialog.game.itemData(i) != "court_of_the_medici")
        assert dialog.game.currentData() == "courtisans"
        dialog.show()
        dialog.game.showPopup()
        shot(dialog, f"safety_dialog_broken_game_{lang}")
        shot(dialog.game.view().window(), f"safety_dialog_broken_game_list_{lang}")
        dialog.game.hidePopup()


def test_the_player_is_told_which_file_line_and_field_once_the_table_is_painted(
        qtbot: Any, tmp_path: Path, broken_court: Path) -> None:
    for lang in ("en", "fr"):
        settings = QSettings(str(tmp_path / f"{lang}.ini"), QSettings.Format.IniFormat)
        theme.load_fonts()
        window = MainWindow(default_config(settings), settings, anim_ms=0, lang=lang, defer=True)
        qtbot.addWidget(window)
        previous = sys.excepthook
        try:
            safety.install(window)
            window.resize(1024, 700)
            window.show()
            qtbot.waitUntil(lambda w=window: getattr(w, "broken_games_box", None) is not None
                            and w.broken_games_box.isVisible(), timeout=10_000)
        finally:
            sys.excepthook = previous
        box = window.broken_games_box
        assert window.controller.rules.id == "courtisans"
        assert str(broken_court) in box.informativeText()
        assert ("ligne 30, champ « houses[0].cards[10].count »" if lang == "fr"
                else BROKEN_AT) in box.informativeText()
        shot(window, f"safety_broken_game_at_start_{lang}")
        shot(box, f"safety_broken_game_box_{lang}")
        box.close()
        window.close()


def test_the_welcome_screen_greys_a_broken_game(qtbot: Any, tmp_path: Path,
                                                broken_court: Path) -> None:
    settings = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
    theme.load_fonts()
    window = MainWindow(default_config(settings), settings, anim_ms=0, lang="fr", defer=True,
                        welcome=True)
    qtbot.addWidget(window)
    previous = sys.excepthook
    try:
        safety.install(window)
        window.resize(1024, 700)
        window.show()
        qtbot.waitUntil(lambda: getattr(window, "broken_games_box", None) is not None,
                        timeout=10_000)
    finally:
        sys.excepthook = previous
    window.broken_games_box.close()
    assert window.welcome is not None
    court = window.welcome.tile("court_of_the_medici")
    assert not court.buttons["computer"].isEnabled() and not court.buttons["friends"].isEnabled()
    assert "ligne 30" in court.buttons["computer"].toolTip()
    assert window.welcome.tile("medici").buttons["computer"].isEnabled()
    shot(window, "safety_welcome_broken_game_fr")
    window.close()


def test_started_on_a_broken_data_file_the_program_opens_and_the_other_four_play(
        tmp_path: Path) -> None:
    """The whole program, from its command: the smoke test opens the table offscreen with a
    broken Court of the Medici deck, names the file, line and field, and plays the others."""
    copy = tmp_path / "rules_data"
    shutil.copytree(rules_data(), copy)
    deck = copy / "court_of_the_medici" / "deck.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace(
        "value: 10, count: 2,", "value: 10, count: 99999999,", 1), encoding="utf-8")
    log = tmp_path / "smoke.log"
    env = {**os.environ, "MEDICI_TABLE_RULES_DATA": str(copy), "QT_QPA_PLATFORM": "offscreen",
           "MEDICI_TABLE_DATA_CACHE": "0"}
    result = subprocess.run([sys.executable, "-m", "medici_table", "--smoke-test", "--moves", "2",
                             "--log", str(log)], env=env, capture_output=True, text=True,
                            timeout=300)
    text = log.read_text(encoding="utf-8")
    assert result.returncode == 1, text
    assert f"court_of_the_medici is set aside, its data does not load: {deck}, {BROKEN_AT}" in text
    for game_id in ("courtisans", "les_7_blasons", "louis_xiv", "medici"):
        assert f"OK      {game_id}: " in text, text
    assert "Traceback" not in text


@pytest.mark.qt_no_exception_capture
def test_an_unexpected_error_shows_a_dialog_writes_a_report_and_keeps_the_game(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    for _ in range(3):
        window.controller.play(window.controller.legal_moves()[0])
    previous = sys.excepthook
    try:
        handler = safety.install(window)
        handler.previous = lambda *exc: None  # keep the test's output clean

        def boom() -> None:
            raise RuntimeError("a bug in a slot")

        QTimer.singleShot(0, boom)  # raised inside Qt's event loop, as a real bug would be
        qtbot.waitUntil(lambda: handler.box is not None and handler.box.isVisible(), timeout=5000)
    finally:
        sys.excepthook = previous
    box = handler.box
    assert box is not None and "RuntimeError: a bug in a slot" in box.text()
    report = handler.reports[0]
    assert str(report) in box.informativeText() and "Your game is saved" in box.informativeText()
    written = report.read_text(encoding="utf-8")
    assert "RuntimeError: a bug in a slot" in written and "game court_of_the_medici, 3 moves" in written
    saves = window.findChild(QObject, "saves")
    data, session = sf.load(saves.autosaver.current)
    assert len(data.moves) == 3 and session.state == window.controller.state
    shot(box, "safety_unexpected_error")
    box.close()


def test_new_games_are_dealt_from_64_bits_of_entropy(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = [fresh_seed() for _ in range(40)]
    assert all(0 <= s < 2**64 for s in seeds) and max(seeds) >= 2**32 and len(set(seeds)) == 40
    assert Rng.from_seed(2**64 - 1) != Rng.from_seed(2**63 - 1)
    monkeypatch.setattr(record_module, "fresh_seed", lambda: 2**64 - 5)
    config = GameConfig("medici", ["Ada", "Bo", "Cy"], {}, None)
    dealt = window_module.record_of(config)
    rules = games.get("medici")
    assert dealt.seed == 2**64 - 5
    assert dealt.session.initial == rules.new_game(["Ada", "Bo", "Cy"], {}, 2**64 - 5)


def test_a_64_bit_seed_is_kept_exactly_by_a_save(tmp_path: Path) -> None:
    seed = 2**64 - 5
    rules = games.get("louis_xiv")
    session = sf.GameSession(rules, rules.new_game(["Ada", "Bo"], {}, seed))
    for _ in range(4):
        session.play(session.legal_moves()[-1])
    path = tmp_path / f"big{sf.SUFFIX}"
    sf.write(path, sf.from_session(session, {}, seed))
    data, loaded = sf.load(path)
    assert data.seed == seed and data.start is None
    assert loaded.initial == rules.new_game(["Ada", "Bo"], {}, seed) and loaded.state == session.state


def test_the_french_catalogue_is_built_in_the_cache_never_beside_the_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    program = tmp_path / "program" / "translations"
    program.mkdir(parents=True)
    shutil.copy(i18n.ts_path("fr"), program)
    monkeypatch.setattr(i18n, "TRANSLATIONS", program)  # writable, as a source checkout is
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    qm = i18n.qm_file("fr")
    assert qm is not None and qm.is_file() and qm.parent == i18n.cache_folder(i18n.ts_path("fr"))
    assert str(qm).startswith(str(tmp_path / ("cache" if sys.platform != "darwin" else "home")))
    assert sorted(p.name for p in program.iterdir()) == ["medici_table_fr.ts"]


def test_the_smoke_tests_log_is_a_fresh_temporary_file(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: Any) -> None:
    monkeypatch.setattr(smoke, "_run", lambda args, log, path: 0)
    paths = []
    for _ in range(2):
        assert smoke.main([]) == 0
        printed = capsys.readouterr().out
        path = Path(printed.split("(log: ")[1].rstrip(")\n"))
        assert path.is_file() and path.name.startswith("medici-table-smoke-")
        assert (path.stat().st_mode & 0o777) == 0o600
        paths.append(path)
    assert paths[0] != paths[1]
    for p in paths:
        p.unlink()
