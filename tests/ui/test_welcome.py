"""The first start: a welcome screen instead of an unasked game — the five games as boxes, their
player counts and playing time, and the ways in (rules, against the computer, with friends,
resume); the new-game dialog remembers each game's table."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from journeys import names, played, welcomed
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from tablebot import shot

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.record import PERSON
from medici_table.ui import theme
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.gameconfig import default_config
from medici_table.ui.i18n import moment
from medici_table.ui.saves import autosave_folder
from medici_table.ui.welcome import MARGIN, TIGHT, WelcomeScreen
from medici_table.ui.window import MainWindow


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def screen(w: MainWindow) -> WelcomeScreen:
    assert isinstance(w.centralWidget(), WelcomeScreen) and w.welcome is w.centralWidget()
    return w.welcome


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_start_welcomes_with_the_five_games(qtbot: Any, tmp_path: Path,
                                                      lang: str) -> None:
    w = welcomed(qtbot, tmp_path, lang)
    welcome = screen(w)
    assert [t.game.id for t in welcome.tiles] == games.available()
    assert w.windowTitle() == "Medici Table"
    assert not w.log_dock.isVisible() and not w.score_dock.isVisible()
    assert not welcome.resume_button.isVisible(), "nothing to resume"
    medici = welcome.tile("medici")
    lines = [lab.text() for lab in medici.findChildren(type(welcome.resume_label))]
    assert games.get("medici").name(lang) in lines
    said = {"en": "3–6 players · 45–60 min", "fr": "3–6 joueurs · 45–60 min"}[lang]
    assert said in lines
    assert welcome.columns == 5
    shot(w, f"welcome_{lang}")
    w.resize(1024, 700)  # five slim tiles in a row (`test_a_laptops_window_sees_the_five_...`)
    qtbot.waitUntil(lambda: welcome.shape == "slim")
    assert welcome.columns == 5
    w.resize(860, 700)  # narrower still: each box beside its words, under each other
    qtbot.waitUntil(lambda: welcome.shape == "beside")
    assert welcome.columns < 5 and all(t.compact for t in welcome.tiles)
    QApplication.processEvents()
    shot(w, f"welcome_860_{lang}")
    w.resize(1500, 950)  # and back: as it was
    qtbot.waitUntil(lambda: welcome.shape == "column")
    assert not any(t.compact for t in welcome.tiles)
    assert medici.buttons["computer"].text() == medici.texts["computer"], "on one line again"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_maximised_1366_by_768_laptop_sees_the_five_games_in_a_row(qtbot: Any, tmp_path: Path,
                                                                     lang: str) -> None:
    """The commonest laptop screen: maximised, the window is 1366 pixels wide, a few short of
    five tiles beside a scroll bar; five in a row need none, being shorter than the window."""
    w = welcomed(qtbot, tmp_path, lang, size=(1366, 700))
    welcome = screen(w)
    assert welcome.width() == 1366
    qtbot.waitUntil(lambda: welcome.columns == 5)
    QApplication.processEvents()
    bar = welcome.scroller.verticalScrollBar()
    assert not bar.isVisible(), "everything fits: nothing to scroll"
    view = welcome.scroller.viewport().rect()
    for tile in welcome.tiles:  # each tile whole, its buttons inside the window
        for button in tile.buttons.values():
            corner = button.mapTo(welcome.scroller.viewport(), button.rect().bottomRight())
            assert view.contains(corner), (tile.game.id, button.text())
    shot(w, f"welcome_1366_{lang}")
    # a window wide enough for five in a row, not for them and a scroll bar: too short for
    # them, they scroll, slim, beside the bar
    width = 5 * welcome.wide + 4 * TIGHT + 2 * MARGIN + bar.sizeHint().width() // 2
    w.resize(width, 380)
    qtbot.waitUntil(lambda: welcome.shape == "slim")
    assert welcome.columns == 5
    w.resize(width, 700)
    qtbot.waitUntil(lambda: welcome.shape == "column")
    assert welcome.columns == 5


def test_play_against_the_computer_from_the_welcome_screen(qtbot: Any, tmp_path: Path) -> None:
    w = welcomed(qtbot, tmp_path)
    manager = w.completed_saves()
    assert not manager.save_action.isEnabled(), "no game chosen: none to save"
    assert manager.save_action.statusTip() == "Save: no game is on the table yet — choose one first"
    assert not manager.replay_last_action.isEnabled()
    assert manager.replay_last_action.statusTip().endswith("no game has been finished here yet")
    w.set_language("fr")
    assert "aucune partie n'est encore sur la table" in manager.save_action.statusTip()
    w.set_language("en")
    tile = screen(w).tile("medici")
    qtbot.mouseClick(tile.buttons["computer"], Qt.MouseButton.LeftButton)
    assert w.welcome is None and w.centralWidget() is w.table
    assert manager.save_action.isEnabled() and manager.replay_action.isEnabled()
    assert manager.save_action.statusTip() == ""
    assert w.controller.rules.id == "medici" and w.config.seats == [PERSON, "normal", "normal"]
    assert w.table.bot_seats == {1, 2} and w.log_dock.isVisible()
    assert not w.table.curtain.isVisible()
    assert "Medici" in w.windowTitle()


def test_play_with_friends_opens_the_new_game_dialog_at_that_game(qtbot: Any,
                                                                  tmp_path: Path) -> None:
    w = welcomed(qtbot, tmp_path)
    qtbot.mouseClick(screen(w).tile("louis_xiv").buttons["friends"], Qt.MouseButton.LeftButton)
    dialog = w.findChild(NewGameDialog)
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    assert dialog.game.currentData() == "louis_xiv"
    assert dialog.config().seats == [PERSON] * len(dialog.names)
    shot(dialog, "new_game_friends")
    dialog.accept()
    assert w.welcome is None and w.controller.rules.id == "louis_xiv"
    assert w.table.bot_seats == set() and w.table.curtain.isVisible()


def test_learn_the_rules_opens_the_rules_of_that_game(qtbot: Any, tmp_path: Path) -> None:
    w = welcomed(qtbot, tmp_path)
    qtbot.mouseClick(screen(w).tile("courtisans").buttons["rules"], Qt.MouseButton.LeftButton)
    assert w.rules_dock.isVisible() and w.rules_dock.game == "courtisans"
    assert w.welcome is not None, "reading the rules chooses no game"
    narrow = welcomed(qtbot, tmp_path / "narrow", size=(1024, 700))  # the rules in the drawer
    qtbot.mouseClick(screen(narrow).tile("louis_xiv").buttons["rules"],
                     Qt.MouseButton.LeftButton)
    assert narrow.folding.is_open(narrow.rules_dock) and narrow.rules_dock.game == "louis_xiv"
    assert narrow.welcome is not None
    shot(narrow, "welcome_rules_in_the_drawer_1024")
    tab = narrow.folding.buttons[narrow.rules_dock]  # its tab, in the menu bar, closes it
    assert tab.isVisible() and tab.isChecked()
    qtbot.mouseClick(tab, Qt.MouseButton.LeftButton)
    assert not narrow.folding.is_open() and not tab.isVisible()


def test_resume_is_offered_on_the_welcome_screen(qtbot: Any, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    folder = autosave_folder(settings)
    folder.mkdir(parents=True)
    record = played("courtisans", [PERSON, "strong", "normal"], 7, seed=3)
    sf.write(folder / "autosave.medici.json", record.to_save())  # a game the last run left
    w = welcomed(qtbot, tmp_path)
    welcome = screen(w)
    assert welcome.resume_button.isVisible()
    assert "Courtisans with" in welcome.resume_label.text()
    assert "7 moves" in welcome.resume_label.text()
    # the computers' seats said so: not read as three people at the table
    names = record.players
    assert (f"with {names[0]}, {names[1]} (the computer) and {names[2]} (the computer): "
            in welcome.resume_label.text())
    shot(w, "welcome_resume")
    w.set_language("fr")
    assert (f"avec {names[0]}, {names[1]} (l'ordinateur) et {names[2]} (l'ordinateur) : "
            in screen(w).resume_label.text()), screen(w).resume_label.text()
    shot(w, "welcome_resume_computers_fr")
    w.set_language("en")
    welcome = screen(w)
    qtbot.mouseClick(welcome.resume_button, Qt.MouseButton.LeftButton)
    assert w.welcome is None and w.controller.session.moves() == record.session.moves()
    assert w.table.bot_seats == {1, 2} and w.bots.levels == {1: "strong", 2: "normal"}


def test_after_a_lesson_the_unfinished_game_is_still_described(qtbot: Any,
                                                                 tmp_path: Path) -> None:
    """A lesson begun from the welcome screen and left: the screen came back saying only "An
    unfinished game is waiting." — which game, and how far, had gone."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    folder = autosave_folder(settings)
    folder.mkdir(parents=True)
    record = played("courtisans", [PERSON, "strong", "normal"], 7, seed=3)
    sf.write(folder / "autosave.medici.json", record.to_save())
    w = welcomed(qtbot, tmp_path)
    said = screen(w).resume_label.text()
    assert "Courtisans with" in said and "7 moves" in said
    qtbot.mouseClick(screen(w).tile("court_of_the_medici").buttons["learn"],
                     Qt.MouseButton.LeftButton)
    assert w.welcome is None and w.coach is not None
    qtbot.mouseClick(w.coach.leave, Qt.MouseButton.LeftButton)
    assert w.welcome is not None
    assert screen(w).resume_label.text() == said
    qtbot.mouseClick(screen(w).resume_button, Qt.MouseButton.LeftButton)
    assert w.controller.session.moves() == record.session.moves()


def test_the_interrupted_game_is_described_in_the_tables_language(qtbot: Any,
                                                                   tmp_path: Path) -> None:
    """A French player reads the interrupted game in French, and in English after the switch."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    folder = autosave_folder(settings)
    folder.mkdir(parents=True)
    record = played("medici", [PERSON, "normal", "normal"], 9, seed=5)
    sf.write(folder / "autosave.medici.json", record.to_save())
    w = welcomed(qtbot, tmp_path, lang="fr")
    text = screen(w).resume_label.text()
    assert "Médicis avec" in text and "9 coups" in text and "enregistrée le" in text, text
    assert " with " not in text and "moves" not in text
    shot(w, "welcome_resume_fr")
    w.set_language("en")
    text = screen(w).resume_label.text()
    assert "Medici with" in text and "9 moves, last saved" in text, text
    # the date written as the list of finished games writes it (was "11/27/26 1:42 PM")
    saved = (folder / "autosave.medici.json").stat().st_mtime
    assert f"last saved {moment(saved, 'en')}." in text and "/" not in text, text
    assert re.fullmatch(r"\d{1,2}\u00a0[A-Z][a-z]{2}\u00a0\d{4}, \d\d:\d\d",
                        moment(saved, "en"))  # (the date held on one line: no-break spaces)
    assert re.fullmatch(r"\d{1,2}\u00a0[a-zéû.]+\u00a0\d{4}, \d\d:\d\d", moment(saved, "fr"))
    w.set_language("fr")
    assert "9 coups" in screen(w).resume_label.text()


def test_the_welcome_screen_is_the_first_frame_and_nothing_moves_after(qtbot: Any,
                                                                       tmp_path: Path) -> None:
    from test_startup import FirstFrame

    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, settings, anim_ms=0, defer=True, welcome=True)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    first = FirstFrame(w)
    QApplication.instance().installEventFilter(first)  # type: ignore[union-attr]
    try:
        with qtbot.waitSignal(w.completed, timeout=3000):
            w.show()
    finally:
        QApplication.instance().removeEventFilter(first)  # type: ignore[union-attr]
    assert not first.image.isNull() and not first.complete
    QApplication.processEvents()
    assert w.grab().toImage() == first.image


def test_the_table_starts_on_the_welcome_screen_without_a_game_asked_for(
        qtbot: Any, tmp_path: Path) -> None:
    from medici_table.ui.app import run

    seen: list[bool] = []

    def look() -> None:
        windows = [x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow)
                   and x.isVisible()]
        seen.extend(isinstance(x.welcome, WelcomeScreen) for x in windows)
        for x in windows:
            x.close()
            x.deleteLater()
        QApplication.quit()

    QTimer.singleShot(0, look)
    assert run(["--settings", str(tmp_path / "s.ini")]) == 0
    assert seen == [True]
    qtbot.wait(1)  # what the closed window posted runs here, not in the next test's first wait


# --- the new-game dialog remembers -----------------------------------------------------------------

def test_the_new_game_dialog_remembers_each_games_table(qtbot: Any, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings, None, "en", "medici")
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    dialog.names[3].setText("Piera")
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("strong"))
    dialog.option_widgets["special_cards"].setChecked(True)  # type: ignore[attr-defined]
    dialog.accept()
    other = NewGameDialog(settings, None, "en", "courtisans")
    qtbot.addWidget(other)
    other.kinds[1].setCurrentIndex(other.kinds[1].findData("random"))
    other.accept()
    again = default_config(settings, "medici")
    assert len(again.players) == 4 and again.players[3] == "Piera"
    assert again.seats == [PERSON, PERSON, "strong", PERSON]
    assert again.options["special_cards"] is True
    assert default_config(settings, "courtisans").seats == [PERSON, "random"]
    assert default_config(settings).game == "courtisans", "the game set up last"
    reopened = NewGameDialog(settings, None, "en", "medici")
    qtbot.addWidget(reopened)
    assert [e.text() for e in reopened.names][3] == "Piera"
    assert [c.currentData() for c in reopened.kinds] == [PERSON, PERSON, "strong", PERSON]


def test_play_against_the_computer_in_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings, None, "en", "les_7_blasons")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(5)
    qtbot.mouseClick(dialog.vs_computer, Qt.MouseButton.LeftButton)
    config = dialog.config()
    assert config.seats == [PERSON] + ["normal"] * 4 and len(config.players) == 5
    assert config.players == names("les_7_blasons", 5)
    dialog.setStyleSheet(theme.APP_STYLE)
    qtbot.waitUntil(lambda: dialog.kinds[4].isVisible())
    shot(dialog, "new_game_vs_computer")


def test_choices_kept_by_an_earlier_version_are_read(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("new_game/game", "courtisans")
    settings.setValue("new_game/count", 4)
    settings.setValue("new_game/names", ["Ada", "Bo", "Cy", "Di"])
    config = default_config(settings)
    assert config.game == "courtisans" and config.players == ["Ada", "Bo", "Cy", "Di"]
    assert config.seats == [PERSON] * 4


def test_the_welcome_screen_follows_the_language(qtbot: Any, tmp_path: Path) -> None:
    w = welcomed(qtbot, tmp_path, "en")
    w.lang_actions["fr"].trigger()
    welcome = screen(w)
    tile = welcome.tile("medici")
    assert tile.buttons["computer"].text() == "Jouer contre l'ordinateur"
    assert tile.name.text() == "Médicis" and w.status_label.text() == "Choisissez un jeu."
    assert w.windowTitle() == "Medici Table"
    qtbot.mouseClick(tile.buttons["computer"], Qt.MouseButton.LeftButton)
    assert w.windowTitle() == "Medici Table — Médicis"


def test_the_welcome_screen_is_painted_before_the_table_behind_it_is_built(
        qtbot: Any, tmp_path: Path) -> None:
    """Issue 24: the first frame is the welcome screen alone; the last game's table is built
    after it (its files and autosave need one), hidden, and a game chosen is played on it."""
    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, settings, anim_ms=0, defer=True, welcome=True)
    qtbot.addWidget(w)
    assert not w.table_built, "no table behind the welcome screen's first frame"
    assert [m.menu().actions() for m in w.menuBar().actions()] == [[], [], [], []], \
        "the menus' entries come after the first frame"
    with qtbot.waitSignal(w.completed, timeout=5000):
        w.show()
    assert w.hurry.every.isChecked() and not w.hurry.fast.isChecked(), "the View menu is whole"
    assert w.table_built and not w.table.isVisible() and w.centralWidget() is w.welcome
    assert w.status_label.text() == "Choose a game."
    qtbot.mouseClick(screen(w).tile("louis_xiv").buttons["computer"], Qt.MouseButton.LeftButton)
    assert w.welcome is None and w.centralWidget() is w.table and w.table.isVisible()
    assert w.controller.rules.id == "louis_xiv" and w.table.scene.anim_ms == 0


def welcome_completed(qtbot: Any, settings: Path) -> MainWindow:
    """A window opened on the welcome screen, shown, its start-up complete (after the first
    frame: menus' entries, side panels)."""
    window = MainWindow(None, QSettings(str(settings), QSettings.Format.IniFormat), anim_ms=0,
                        defer=True, welcome=True)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    with qtbot.waitSignal(window.completed, timeout=5000):
        window.show()
    return window


def test_the_menus_filled_after_the_first_frame_answer_at_once(qtbot: Any,
                                                                  tmp_path: Path) -> None:
    """Issue 24: the welcome screen's first frame has the four menus' titles; their entries
    (and the actions' shortcuts) come right after it. A menu opened before has them all, and a
    shortcut works as soon as the window is complete."""
    from PySide6.QtCore import QPoint

    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, settings, anim_ms=0, defer=True, welcome=True)
    qtbot.addWidget(w)
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Help"]
    game = w.menuBar().actions()[0].menu()
    assert isinstance(game, QMenu) and game.actions() == []
    game.popup(QPoint(0, 0))  # opened at once: its entries are there
    entries = [a.text() for a in game.actions()]
    game.close()
    assert "&New game…" in entries and "&Quit" in entries
    other = welcome_completed(qtbot, tmp_path / "o.ini")
    other.activateWindow()
    qtbot.keyClick(other, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Hints
    assert not other.hints_action.isChecked(), "Ctrl+H turned the hints off"
    names = [a.text() for a in other.menuBar().actions()[0].menu().actions()]
    assert names.index("&Save") < names.index("&Quit"), "the files' entries before Quit"


def test_the_side_panels_come_after_the_welcome_screens_first_frame(qtbot: Any,
                                                                     tmp_path: Path) -> None:
    """Issue 24: the docks (log, scores, moves, rules) are made after the welcome screen's
    first frame, hidden; the View menu opened before that has their entries all the same, and
    the first game chosen shows them."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QDockWidget

    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, settings, anim_ms=0, defer=True, welcome=True)
    qtbot.addWidget(w)
    assert w.findChildren(QDockWidget) == [], "no side panel before the first frame"
    view = w.menuBar().actions()[2].menu()
    assert isinstance(view, QMenu) and view.title() == "&View"
    view.popup(QPoint(0, 0))  # opened at once: its entries for the docks are there
    entries = [a.text() for a in view.actions()]
    view.close()
    assert {"Scores", "Game log", "Moves", "Rules"} <= set(entries)
    assert len(w.findChildren(QDockWidget)) == 4
    assert not any(d.isVisible() for d in w.findChildren(QDockWidget))
    other = welcome_completed(qtbot, tmp_path / "o.ini")
    docks = other.findChildren(QDockWidget)
    assert len(docks) == 4 and not any(d.isVisible() for d in docks)
    qtbot.mouseClick(screen(other).tile("medici").buttons["computer"], Qt.MouseButton.LeftButton)
    assert other.log_dock.isVisible() and other.score_dock.isVisible()
    assert not other.rules_dock.isVisible()


def test_the_welcome_screens_first_frame_imports_no_table_and_no_game(tmp_path: Path) -> None:
    """`medici-table` paints the welcome screen without importing the table (ui/table.py and
    what it draws with), any game's rules, the computer players or the files (issue 24); nor
    the side panels (made after that frame), the engine's rules, session and records, nor the
    check of every game's data (`app.catalogue`)."""
    import os
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent("""
        import sys
        from PySide6.QtWidgets import QApplication
        import medici_table.ui.startup_trace as trace

        def painted():
            from PySide6.QtWidgets import QDockWidget
            print(" ".join(sorted(m for m in sys.modules if m.startswith((
                "medici_table.ui.table", "medici_table.games.", "medici_table.bots",
                "medici_table.ui.saves", "medici_table.ui.scene", "medici_table.ui.docks",
                "medici_table.engine.rules", "medici_table.engine.session",
                "medici_table.engine.state", "medici_table.app.catalogue")))))
            window = [w for w in QApplication.topLevelWidgets() if hasattr(w, "welcome")][0]
            print(f"docks:{len(window.findChildren(QDockWidget))}")
            QApplication.quit()

        trace.table_painted = painted
        from medici_table.ui.app import run
        raise SystemExit(run(["--settings", sys.argv[1]]))
    """)
    env = {**os.environ, "MEDICI_TABLE_STARTUP_TRACE": "1", "QT_QPA_PLATFORM": "offscreen"}
    env.pop("MEDICI_TABLE_DATA_DIR", None)
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "settings.ini")],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["docks:0"], f"imported before the first frame: {out.stdout}"


def test_the_screen_and_the_drawer_tabs_keep_the_policies_set_without_qt_namespace(
        qtbot: Any, tmp_path: Path) -> None:
    """The welcome screen and the drawer's tabs set two of Qt's enums by property, as bools (an
    int made QByteArray's enums before the first frame): they are the enums' values all the
    same — no sideways scroll bar, and tabs that take no focus."""
    w = welcomed(qtbot, tmp_path)
    welcome = screen(w)
    assert welcome.scroller.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in w._tab_strip.buttons)
    bar = welcome.resume_bar  # (its look from the body's style sheet: parchment, ink)
    bar.show()
    QApplication.processEvents()
    image = bar.grab().toImage()
    assert image.pixelColor(image.width() // 2, 4) == theme.PARCHMENT
    assert welcome.resume_label.palette().windowText().color() == theme.INK


LAPTOPS = ((1024, 768), (1024, 690), (921, 691), (1280, 800), (1280, 720), (1152, 720),
           (1500, 950))
LONG_RESUME = {"en": "Medici with Bartolomea Ammannati, Cosimo il Vecchio, Ada: 12 moves, last "
                     "saved 11/27/26 11:30 AM",
               "fr": "Médicis avec Bartolomea Ammannati, Cosimo il Vecchio, Ada : 12 coups, "
                     "enregistrée le 27/11/2026 11:30"}


def assert_every_game_in_sight(welcome: WelcomeScreen, where: str) -> None:
    """The five tiles wholly inside the visible viewport, none over another, nothing to scroll;
    every button's and name's words whole on its tile; the heading and the resume offer in
    sight too."""
    from PySide6.QtCore import QRect

    viewport = welcome.scroller.viewport()
    view = viewport.rect()
    bar = welcome.scroller.verticalScrollBar()
    assert bar.maximum() == 0 and not bar.isVisible(), f"{where}: a scroll bar"

    def seen(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())

    tiles = [seen(t) for t in welcome.tiles]
    for tile, rect in zip(welcome.tiles, tiles, strict=True):
        assert tile.isVisible() and view.contains(rect), f"{where}: {tile.game.id} {rect} {view}"
        for name, button in tile.buttons.items():
            assert button.isVisible() and rect.contains(seen(button)), (where, tile.game.id, name)
            assert button.sizeHint().width() <= button.width(), f"{where}: {button.text()!r} cut"
            assert button.sizeHint().height() <= button.height(), f"{where}: {button.text()!r} cut"
        assert tile.name.sizeHint().width() <= tile.name.width(), f"{where}: {tile.name.text()}"
        assert rect.contains(seen(tile.name)) and rect.contains(seen(tile.picture))
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            assert not a.intersects(b), f"{where}: {a} over {b}"
    heading = [welcome.title, welcome.sub, *welcome.head_buttons]
    if not welcome.resume_bar.isHidden():
        heading += [welcome.resume_label, welcome.resume_button]
    for widget in heading:
        assert view.contains(seen(widget)), f"{where}: {widget} out of sight"
    for button in welcome.head_buttons + [welcome.resume_button]:
        assert button.sizeHint().width() <= button.width(), f"{where}: {button.text()!r} cut"
    assert welcome.title.sizeHint().width() <= welcome.title.width()


@pytest.mark.parametrize("size", LAPTOPS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_laptops_window_sees_the_five_games_without_scrolling(
        qtbot: Any, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    """Seen in real windows: on 1024x768 and 1280x800 screens (the window opens at 90% of
    them, 921x691 and 1152x720; maximised, 1024 or 1280 wide, 690-768 tall) the welcome screen
    showed four games, the fifth (Medici) a scroll away. Now five slim tiles in a row, the
    buttons' words on two lines where need be; with a long interrupted game offered above
    them too. A larger window keeps the tiles as they were."""
    w = welcomed(qtbot, tmp_path, lang, size=size)
    welcome = screen(w)
    assert welcome.size().width() == size[0]
    qtbot.waitUntil(lambda: welcome.columns == 5)
    assert welcome.shape == ("column" if size[0] >= 1366 else "slim")
    QApplication.processEvents()
    assert_every_game_in_sight(welcome, f"{lang} {size}")
    name = f"welcome_{size[0]}x{size[1]}_{lang}"
    shot(w, name)
    welcome.offer_resume(LONG_RESUME[lang])
    QApplication.processEvents()
    QApplication.processEvents()
    assert welcome.resume_bar.isVisible()
    assert_every_game_in_sight(welcome, f"{lang} {size}, resume offered")
    shot(w, f"{name}_resume")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_the_medici_tile_at_1024_by_768_starts_its_game(qtbot: Any, tmp_path: Path,
                                                                   lang: str) -> None:
    """The fifth game, once a scroll away at 1024x768: its button is where it is drawn (the
    window finds it under the pointer) and a click there plays Medici against the computer."""
    w = welcomed(qtbot, tmp_path, {"en": "fr", "fr": "en"}[lang], size=(1024, 768))
    w.set_language(lang)  # (the screen built anew, in the window's size)
    welcome = screen(w)
    qtbot.waitUntil(lambda: welcome.shape == "slim")
    QApplication.processEvents()
    assert_every_game_in_sight(welcome, f"{lang} after the switch")
    button = welcome.tile("medici").buttons["computer"]
    centre = button.mapTo(w, button.rect().center())
    assert w.childAt(centre) is button, "nothing over Medici's button"
    assert w.rect().contains(centre)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    assert w.welcome is None and w.centralWidget() is w.table
    assert w.controller.rules.id == "medici"
    assert w.config.seats == [PERSON, "normal", "normal"]
    assert games.get("medici").name(lang) in w.windowTitle()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_score_sheet_without_a_game_and_an_empty_one_is_a_line(qtbot: Any, tmp_path: Path,
                                                                     lang: str) -> None:
    """On the welcome screen after a lesson was left, Game → Score sheet (Ctrl+K) opened a
    1000-pixel dialog of an empty list beside an empty page, about no game at all; Save
    position was offered too. Both now say why not; in a game before its first scoring the
    sheet is its one line, in a dialog sized to it."""
    w = welcomed(qtbot, tmp_path, lang=lang)
    qtbot.mouseClick(screen(w).tile("courtisans").buttons["learn"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.coach.leave, Qt.MouseButton.LeftButton)
    assert w.welcome is not None
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    for action in (w.sheet_action, w.save_position_action):
        assert not action.isEnabled()
        assert ("choose one first" if lang == "en" else "choisissez") in action.statusTip()
    qtbot.keyClick(w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert not [d for d in QApplication.topLevelWidgets()
                if d.isVisible() and d.windowTitle().startswith(("Score sheet", "Feuille"))]
    play = screen(w).tile("courtisans").buttons["computer"]
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
    assert w.welcome is None and w.sheet_action.isEnabled() and w.save_position_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    sheet = w.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.empty.isVisible() and not sheet.list.isVisible()
    assert not sheet.pages_area.isVisible()
    assert sheet.width() < 700 and sheet.height() < 260
    assert sheet.empty.text().startswith("Nothing" if lang == "en" else "Rien")
    shot(sheet, f"score_sheet_before_any_scoring_{lang}")
    qtbot.mouseClick(sheet.close_button, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()
