"""Medici: the turn's banner lay over the plaque of the bid it named ("Your turn, Ada — bid
more than Cy's 5 or pass" over Cy's plaque, top right): it moved aside only from cards just
laid, and a bid lays no card. It now keeps in sight the plaques of the seats that have just
spoken (bid or passed) too."""

from __future__ import annotations

from typing import Any

import pytest
from gestures import make
from PySide6.QtCore import QPoint, QRect
from tablebot import read_sheets, shot

from medici_table.engine import Move
from medici_table.ui.sequencer import BANNER
from medici_table.ui.window import MainWindow


def _plaque(window: MainWindow, seat: int) -> QRect:
    """Where seat `seat`'s plaque lies on the table's stage."""
    table = window.table
    item = table.scene.cards[f"plaque.{seat}"]
    origin = table.view.viewport().mapTo(table.stage, QPoint(0, 0))
    return table.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(origin)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1500, 950)])
def test_the_banner_leaves_the_last_bids_plaque_in_sight(
        qtbot: Any, make_window: Any, lang: str, size: tuple[int, int]) -> None:
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), size=size)
    window.set_language(lang)
    table, c = window.table, window.controller
    make(qtbot, window, Move("turn"))  # Ada, the auctioneer, turns a card up
    read_sheets(qtbot, window)
    make(qtbot, window, Move("start_auction"))
    for seat, amount in ((1, 3), (2, 5)):  # Bo bids 3, Cy 5 (as typed in the number bar)
        assert c.to_act() == seat
        make(qtbot, window, Move("bid", amount=amount))
    assert c.to_act() == 0
    qtbot.waitUntil(lambda: table.sequencer.has(BANNER), timeout=2000)
    banner = table.banner.geometry()
    assert "5" in table.banner.label.text()  # it names Cy's bid
    shot(window, f"banner_spares_the_bid_{size[0]}_{lang}")
    assert not banner.intersects(_plaque(window, 2)), (banner, _plaque(window, 2))
    assert not banner.intersects(_plaque(window, 1))  # Bo's, who bid before, too
