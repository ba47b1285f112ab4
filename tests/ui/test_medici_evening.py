"""Seams of a six-player Medici evening, each played with the mouse: a bidder who cannot
outbid is told to pass, not asked for a bid they cannot make."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

# Cy put up the 3 of wheat; Ada bid 3. Bo has 1 florin left: he can only pass.
POOR = """
game: medici
players: [Ada, Bo, Cy]
seed: 2
position:
  auctioneer: Cy
  money: {Ada: 20, Bo: 1, Cy: 12}
  lot: [wheat.3.1]
  bidding:
    high_bid: 3
    high_bidder: Ada
    to_bid: [Bo, Cy]
"""

SAID = {"en": "Bo: you cannot bid more than 3 (Ada's bid) with 1 florin: pass.",
        "fr": "Bo : vous ne pouvez pas enchérir au-dessus de 3 (offre d'Ada) avec 1 denier : "
              "passez."}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bidder_who_cannot_outbid_is_told_to_pass(qtbot: Any, make_window: Any,
                                                     lang: str) -> None:
    """The status line and the banner said 'Piero : enchérissez au-dessus de 3 (offre de
    Cosimo) ou passez (vous avez 1 denier)': a bid he could not make."""
    window = make_window(game="medici", names=["Ada", "Bo", "Cy"], position=POOR,
                         size=(1500, 950))
    window.set_language(lang)
    c = window.controller
    assert c.to_act() == 1 and [m.kind for m in c.legal_moves()] == ["pass"]
    assert window.status_label.text() == SAID[lang]
    table = window.table
    bar = table.action_bar if table.action_bar.isVisible() else None
    buttons = bar.buttons if bar is not None else table.number_bar.others
    assert len(buttons) == 1
    with qtbot.waitSignal(c.move_applied, timeout=2000,
                          check_params_cb=lambda m: m.kind == "pass"):
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert c.to_act() == 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_season_sheet_says_a_draw_chose_among_the_poorest(qtbot: Any, make_window: Any,
                                                                lang: str) -> None:
    """Season 1 ends with Bo and Cy as poor as each other (37): the sheet said 'Bo, the
    poorest, opens season 2', leaving Cy asking why not him (the rules text: among merchants
    as poor, the draw decides)."""
    from gestures import make
    from tablebot import MEDICI_EMPTY_BOATS

    from medici_table.engine import Move

    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS,
                         size=(1500, 950))
    window.set_language(lang)
    c = window.controller
    for move in (Move("turn"), Move("start_auction"), Move("pass"), Move("pass"), Move("pass")):
        make(qtbot, window, move)
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    assert c.state.money[1] == c.state.money[2] < c.state.money[0]
    first = c.state.players[c.state.auctioneer]
    note = sheet.pages[-1].note
    assert note == {"en": f"Bo and Cy are the poorest (37 each): the draw names {first}, who "
                          "opens season 2.",
                    "fr": f"Bo et Cy sont les plus pauvres (37 chacun) : le sort désigne "
                          f"{first}, qui ouvre la saison 2."}[lang]
    while sheet.isVisible():
        qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
