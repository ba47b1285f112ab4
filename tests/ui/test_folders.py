"""Where a file dialog opens and the name it offers (found by playing: the save dialog opened
in the program's own folder on an account without Documents, offering 'louis_xiv.medici.json',
and Qt's file dialog said 'Look in:' and 'Files of type:' in English at a French table)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from medici_table.app import savefile as sf
from medici_table.ui import folders, i18n
from medici_table.ui.saves import SaveManager

SHOTS = Path(__file__).resolve().parent.parent / "screenshots"
SHOTS.mkdir(exist_ok=True)


def test_a_new_save_is_named_after_the_game_and_the_moment() -> None:
    when = datetime(2026, 11, 26, 21, 50)
    assert folders.file_name("Louis XIV", sf.SUFFIX, when) == "Louis XIV 2026-11-26 21h50" + sf.SUFFIX
    assert folders.file_name("Médicis", ".yaml", when) == "Médicis 2026-11-26 21h50.yaml"
    # characters some system refuses in a name become spaces, and spaces do not pile up
    assert folders.file_name('A/B: "c"?', ".yaml", when) == "A B c 2026-11-26 21h50.yaml"


def test_without_a_documents_folder_the_dialogs_open_at_home(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    missing, home = tmp_path / "Documents", tmp_path / "home"
    home.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: str(missing))
    monkeypatch.setattr(Path, "home", classmethod(lambda _cls: home))
    assert folders.documents() == home
    missing.mkdir()
    assert folders.documents() == missing


def test_the_save_dialog_offers_the_games_name_in_the_tables_language(
        qtbot: Any, make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: str(tmp_path))
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"))
    offered: list[str] = []

    def dialog(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        offered.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.lang_actions["fr"].trigger()
    try:
        manager = window.findChild(SaveManager, "saves")
        manager.save_as_action.trigger()  # Game → Save as…
    finally:
        window.lang_actions["en"].trigger()
    start = Path(offered[0])
    assert start.parent == tmp_path
    assert start.name.startswith("Médicis 20") and start.name.endswith(sf.SUFFIX)


def test_qt_file_dialog_speaks_french_at_a_french_table(qapp: Any) -> None:
    try:
        i18n.set_lang("fr")
        dialog = QFileDialog(None, "", str(Path.home()))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        words = [label.text() for label in dialog.findChildren(QLabel)]
        assert "&Voir dans\u00a0:" in words and "&Fichiers de type\u00a0:" in words
        assert "&Nom de fichier\u00a0:" in words  # Qt's own catalogue still answers first
        dialog.deleteLater()
    finally:
        i18n.set_lang("en")
    assert i18n.tr("&Undo") == "&Undo"


def test_a_long_status_line_ends_in_an_ellipsis_with_its_words_in_the_tooltip(
        qtbot: Any, make_window: Any) -> None:
    window = make_window(game="louis_xiv", names=("Ada", "Bo"))
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() <= 1024)
    label = window.status_label
    long = "Saved to evening.medici.json. " + "A save holds the whole table: every hand. " * 6
    label.setText(long)
    assert label.text() == long and label.toolTip() == long  # said whole, cut on screen
    assert label.geometry().right() < window.what_now.geometry().left()
    assert window.width() <= 1024  # the words did not widen the window
    shot = window.statusBar().grab()
    assert shot.save(str(SHOTS / "status-line-elided.png"))
    label.setText("Ada: play a card")
    assert label.toolTip() == ""


def test_a_saves_notice_ends_in_an_ellipsis_before_the_what_now_link(
        qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    """Found by playing at 1366 pixels: the notice after a save (a passing message, which Qt
    draws itself) ran under "What can I do now?", cut mid-word. The notice is now said in its
    box alone, the status line saying the file's name: a long name the player gave it is cut
    the same way."""
    window = make_window(game="court_of_the_medici", names=("Ada", "Bo"))
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() <= 1024)
    QApplication.processEvents()
    bar = window.statusBar()
    link = window.what_now.geometry()
    assert window.what_now.isVisible() and window.what_now.text()
    before = bar.grab().toImage().copy(link)
    manager = window.completed_saves()
    name = ("Court of the Medici — the long evening at the villa with Bartolomea Ammannati, "
            "Cosimo il Vecchio and Lorenzo 2026-11-27 00h21.medici.json")
    assert manager.save_to(tmp_path / name)
    QApplication.processEvents()
    notice = window.notice  # beside the prompt, which stays in sight
    assert notice.text() == f"Saved to {name}." and window.status_label.isVisible()
    assert notice.toolTip() == notice.text()  # cut with '…' on screen, whole in its tooltip
    assert notice.geometry().right() < link.left()
    shot = bar.grab()
    image = shot.toImage()
    assert image.copy(link) == before, "no word drawn under the link"
    ground = image.pixel(link.left() - 1, 1)
    assert all(image.pixel(x, y) == ground for x in range(link.left() - 6, link.left())
               for y in range(bar.height())), "the words end before the link, not cut by it"
    assert shot.save(str(SHOTS / "status-bar-message-elided.png"))
