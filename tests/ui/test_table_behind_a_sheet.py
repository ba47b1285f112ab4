"""Behind a scoring sheet the table shows what the sheet is about until it is read: a Medici
season's boats and money, not the next season already dealt (empty boats, new money) while
page 1 ranks those boats. The table's presenting layer keeps the sheet's step while the sheet
is in its queue and draws the position that step's scoring counted (the engine's `as_scored`:
the boats full, the markers moved, no money paid yet), and the position now once the last page
is read."""

from __future__ import annotations

import random
from typing import Any

import pytest
from gestures import make
from PySide6.QtCore import Qt
from tablebot import MEDICI_EMPTY_BOATS, lift_curtain, read_sheets, shot

from medici_table.engine import Move
from medici_table.ui.window import MainWindow

ADAS_GOODS = ("swords.5.1", "wheat.5.1", "grapes.5.1", "diamonds.5.1")


def plaques(window: MainWindow) -> list[int]:
    """The money each merchant's plaque shows on the table."""
    cards = window.table.scene.cards
    return [cards[f"plaque.{seat}"].piece.face.money for seat in range(3)]  # type: ignore[union-attr]


def scores(window: MainWindow) -> list[int]:
    """The money the Scores panel shows."""
    return [int(score.text()) for _, score in window.score_dock.rows if score.text()]


def board(window: MainWindow) -> tuple[str, tuple[tuple[int, ...], ...]]:
    """The board's season and its goods markers, per seat and good."""
    face = window.table.scene.cards["board"].piece.face
    return face.title, face.tracks  # type: ignore[union-attr]


def in_boats(window: MainWindow) -> set[str]:
    """Ada's goods that lie on the table (in her boat)."""
    return set(ADAS_GOODS) & set(window.table.scene.cards)


@pytest.mark.parametrize("size", [(921, 691), (1500, 950)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_finished_season_stays_behind_its_sheet(qtbot: Any, make_window: Any, lang: str,
                                                    size: tuple[int, int]) -> None:
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS,
                         size=size)
    window.set_language(lang)
    c, table = window.controller, window.table
    make(qtbot, window, Move("turn"))  # the last card dragged from the deck to the stall
    for move in (Move("start_auction"), Move("pass"), Move("pass")):
        make(qtbot, window, move)
    season_end = (in_boats(window), plaques(window))
    assert season_end == (set(ADAS_GOODS), [30, 30, 30])
    title, tracks = board(window)
    assert tracks == ((0,) * 5,) * 3
    make(qtbot, window, Move("pass"))  # no buyer, the deck is out: the season is scored
    sheet = table.interlude
    qtbot.waitUntil(sheet.isVisible)
    assert c.state.season == 2 and not any(c.state.boats)  # the game is in season 2 already
    assert c.state.money != (30, 30, 30)
    pages = len(sheet.pages)
    for page in range(pages):  # behind every page, the season the sheet is about
        assert sheet.isVisible() and sheet.index == page
        assert (in_boats(window), plaques(window)) == season_end, f"page {page + 1}"
        assert scores(window) == [30, 30, 30]  # the Scores panel too
        # the markers moved for the season's goods (page 2 counts them), still in season 1
        assert board(window) == (title, ((1, 1, 1, 1, 0), (0,) * 5, (0,) * 5))
        unsold = table.scene.cards["porcelain.0.1"].sceneBoundingRect()  # on the discards
        assert table.scene.zones["discard"].sceneBoundingRect().contains(unsold.center())
        shot(window, f"sheet-behind-{size[0]}-{lang}-page{page + 1}")
        qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()
    # read: the table of season 2, its boats empty and the season's money on the plaques
    assert in_boats(window) == set() and plaques(window) == list(c.state.money)
    assert board(window)[0] != title and "2" in board(window)[0]
    assert scores(window) == list(c.state.money)
    assert table.scene.interactive and c.legal_moves()
    shot(window, f"sheet-behind-{size[0]}-{lang}-read")


def test_an_undo_behind_the_sheet_shows_the_position_it_returns_to(qtbot: Any,
                                                                   make_window: Any) -> None:
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS)
    c, table = window.controller, window.table
    for move in (Move("turn"), Move("start_auction"), Move("pass"), Move("pass"), Move("pass")):
        assert c.play(move)
    assert table.interlude.isVisible() and table.behind() is not None
    assert c.undo()  # (the Edit menu's Undo waits for the sheet: the controller's, directly)
    assert not table.interlude.isVisible() and table.behind() is None
    assert c.state.season == 1 and in_boats(window) == set(ADAS_GOODS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_finished_round_stays_behind_its_sheet(qtbot: Any, make_window: Any,
                                                 lang: str) -> None:
    """Les 7 Blasons: behind the round's sheet the table showed the position before the move
    that ended the round (the last trick short of its last card, the coats before the taker's
    choice). It shows the round as its scoring counts it (`as_scored`): every trick gathered,
    every coat as it lies, the banner saying the round is counted; then round 2 once read."""
    window = make_window(game="les_7_blasons", names=("Ada", "Bo", "Cy"), seed=11,
                         size=(1500, 950))
    window.set_language(lang)
    c, table = window.controller, window.table
    chooser = random.Random(11)
    while True:  # the round played up to its last move
        move = chooser.choice(c.legal_moves())
        if c.rules.as_scored(c.state, move) is not None:
            break
        assert c.play(move)
        lift_curtain(qtbot, window)
    counted = c.rules.as_scored(c.state, move)
    assert counted is not None and counted.tricks_done == 8 and counted.trick == ()
    make(qtbot, window, move)  # the round's last move, by the mouse
    sheet = table.interlude
    qtbot.waitUntil(sheet.isVisible)
    assert c.state.round == 2 and c.state.tricks_done == 0  # round 2 is dealt already
    viewer = table.viewer
    behind = table.layout_of(c.view_of(counted, viewer), viewer, [])
    assert set(table.scene.cards) == {p.id for p in behind.pieces}
    placed = {pid: (item.piece.x, item.piece.y) for pid, item in table.scene.cards.items()}
    assert placed == {p.id: (p.x, p.y) for p in behind.pieces}  # every trick in its pile
    banner = table.scene.cards["banner"].piece.back.text  # type: ignore[union-attr]
    assert banner == {"en": "Round 1 is counted.", "fr": "Décompte de la manche 1."}[lang]
    shot(window, f"sheet-behind-round-{lang}")
    read_sheets(qtbot, window)
    lift_curtain(qtbot, window)
    now = table.layout_of(c.view(table.viewer), table.viewer, [])
    assert set(table.scene.cards) == {p.id for p in now.pieces}
    banner = table.scene.cards["banner"].piece.back.text  # type: ignore[union-attr]
    assert "1" not in banner
