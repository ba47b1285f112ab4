"""Qt's own file dialog (a system without a desktop, as under Xvfb): opened with Ctrl+O and
Ctrl+Shift+S, its columns' headings are whole in both languages — "Dernière modification" was cut
to "Dernière modificat" — and it stays on the screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from journeys import active, window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QTreeView
from tablebot import SHOTS

from medici_table.ui.window import MainWindow

KEYS = {"open": (Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier),
        "save": (Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
                 | Qt.KeyboardModifier.ShiftModifier)}


def look_at_the_dialog(w: MainWindow, name: str, seen: dict[str, Any]) -> None:
    """Once the dialog is up: its headings measured, its picture taken, then Cancel."""
    dialogs = [d for d in w.findChildren(QFileDialog) if d.isVisible()]
    if not dialogs or not seen.get("waited"):  # (up, and given a moment to settle)
        seen["waited"] = bool(dialogs)
        QTimer.singleShot(150, lambda: look_at_the_dialog(w, name, seen))
        return
    dialog = dialogs[0]
    view = dialog.findChild(QTreeView, "treeView")
    header = view.header()
    seen["headings"] = [(view.model().headerData(i, header.orientation()),
                         header.sectionSize(i), header.sectionSizeHint(i))
                        for i in range(header.count()) if not header.isSectionHidden(i)]
    seen["room"] = view.viewport().width() >= header.length()
    seen["inside"] = dialog.screen().availableGeometry().contains(dialog.frameGeometry())
    seen["sizes"] = (view.viewport().width(), header.length(), dialog.frameGeometry(),
                     dialog.screen().availableGeometry())
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"file_dialog_{name}.png"))
    dialog.reject()


@pytest.mark.parametrize("what", ["open", "save"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_file_dialogs_headings_are_whole(qtbot: Any, tmp_path: Path, lang: str,
                                             what: str) -> None:
    w = window(qtbot, tmp_path / "home", lang=lang)
    w.resize(921, 691)
    seen: dict[str, Any] = {}
    QTimer.singleShot(0, lambda: look_at_the_dialog(w, f"{what}_{lang}", seen))
    active(qtbot, w)
    qtbot.keyClick(w, *KEYS[what])
    assert seen, "the dialog came"
    for heading, width, needs in seen["headings"]:
        assert width >= needs, f"{heading!r} is cut: {width} px for {needs}"
    assert any(h == {"en": "Date Modified", "fr": "Dernière modification"}[lang]
               for h, _, _ in seen["headings"])
    assert seen["room"] and seen["inside"], seen["sizes"]
