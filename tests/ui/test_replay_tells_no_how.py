"""A replay tells what happens, not how to do it: Les 7 Blasons' banner said "Drag a card from
your hand to the trick." and Louis XIV's note "click a lit board, or drag the token there" over
a replay, where no one plays (the status line already said "Replay — next to decide: …")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from tablebot import read_sheets

from medici_table.ui.saves import SaveManager

HOW = ("Drag", "drag", "Click", "click", "glisse", "Cliquez", "cliquez")


def told(window: Any) -> str:
    """The words the table writes for the decision: the banner's, the notes'."""
    layout = window.table.scene.layout_
    banner = [p.back.text for p in layout.pieces if p.id == "banner"]
    notes = [z.label for z in layout.zones if z.kind == "note"]
    return " ".join(banner + notes)


@pytest.mark.parametrize(("game", "names"), [
    ("les_7_blasons", ["Aubigny", "Bellay", "Contades"]),
    ("louis_xiv", ["Carine", "Michel"]),
])
def test_a_replay_tells_what_happens_not_how(qtbot: Any, make_window: Any, game: str,
                                             names: list[str]) -> None:
    window = make_window(game=game, names=names)
    c = window.controller
    hows, played = 0, 0
    while played < 60 and (hows < 2 or played < 12):  # as the people play, until the table
        read_sheets(qtbot, window)  # has told them how at least twice
        if window.table.curtain.isVisible():
            qtbot.mouseClick(window.table.curtain, Qt.MouseButton.LeftButton)
        hows += any(h in told(window) for h in HOW)
        assert window.table.play_move(c.legal_moves()[0])
        played += 1
    read_sheets(qtbot, window)
    assert hows, "the live table tells the deciding person how to act"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    bar = window.findChild(SaveManager, "saves").replay_bar
    assert bar.isVisible()
    for _ in range(played):
        said = told(window)
        assert not any(h in said for h in HOW), said
        qtbot.mouseClick(bar.buttons["next"], Qt.MouseButton.LeftButton)
