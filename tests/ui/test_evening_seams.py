"""Seams a person met playing a whole evening in a real window (journey of 27 November): each
test walks the same path with real mouse drags and clicks, offscreen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gestures import make
from journeys import persons_turn, quick
from PySide6.QtCore import QSettings, Qt
from tablebot import shot

from medici_table.app.record import PERSON
from medici_table.ui import theme
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.window import MainWindow


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def welcomed(qtbot: Any, folder: Path, lang: str, size: tuple[int, int]) -> MainWindow:
    """The window as `medici-table` opens it, on the welcome screen."""
    theme.load_fonts()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, settings, anim_ms=0, lang=lang, defer=True, welcome=True)
    qtbot.addWidget(w)
    w.resize(*size)
    with qtbot.waitSignal(w.completed, timeout=5000):
        w.show()
    qtbot.waitExposed(w)
    quick(w)
    return w


# --- Game → New game at the table's game -----------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_from_a_medici_table_opens_at_medici_as_it_is_set(qtbot: Any, tmp_path: Path,
                                                                   lang: str) -> None:
    """Médicis started with "Play against the computer", a move made by the mouse: Game → New
    game (Ctrl+N) opened at Court of the Medici, every seat a person."""
    w = welcomed(qtbot, tmp_path, lang, (1024, 768))
    assert w.welcome is not None
    qtbot.mouseClick(w.welcome.tile("medici").buttons["computer"], Qt.MouseButton.LeftButton)
    c = w.controller
    persons_turn(qtbot, w)
    before = len(c.session.history)
    make(qtbot, w, c.legal_moves()[0])  # the deck dragged to the stall, or a bid
    assert len(c.session.history) > before
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(NewGameDialog) if d.isVisible())
    assert dialog.game.currentData() == "medici"
    assert dialog.config().seats == [PERSON, "normal", "normal"]
    shot(dialog, f"evening_new_game_at_medici_{lang}")
    dialog.reject()
