"""The Louis XIV table reads the scoring record (issue 23): a board asked for bribes is drawn on
the side it was counted on, though it has already turned; the scoring pages list the boards
counted without a decision as the state recorded them. English and French."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from tablebot import shot

from medici_table.engine import Move
from medici_table.ui.games.louis_xiv_board import BoardArt
from medici_table.ui.window import MainWindow

POSITION = (Path(__file__).parents[1] / "games" / "louis_xiv" / "positions"
            / "bribe_after_turning.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bribe_is_asked_on_the_side_counted_and_the_pages_read_the_record(
        qtbot: object, make_window: Callable[..., MainWindow], lang: str) -> None:
    window = make_window(game="louis_xiv", names=("Carine", "Michel", "Sybille"),
                         position=POSITION)
    window.set_language(lang)
    c, t = window.controller, window.table
    state = c.state
    assert state.queue[0].kind == "bribe" and state.sides[0] == 1  # turned already
    art = t.scene.cards["board.1"].piece.face
    assert isinstance(art, BoardArt)
    assert art.side == 0 and art.condition == "money" and art.amount == 3 and art.turning
    tip = t.scene.cards["board.1"].piece.tooltip
    assert ("bribe for 3 gold" if lang == "en" else "soudoyer pour 3") in tip
    no = "does not bribe 1 Anne of Austria" if lang == "en" else "ne soudoie pas 1 Anne d'Autriche"
    assert t.prompt.buttons[1].text() == f"Michel {no}"
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the prompt of before
    qtbot.waitUntil(lambda: t.prompt.buttons[1].isVisible())  # type: ignore[attr-defined]
    QApplication.processEvents()
    shot(window, f"louis_xiv_bribe_on_the_counted_side_{lang}")
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(  # type: ignore[attr-defined]
            "bribe", target="board.1", choice="no")):
        t.prompt.buttons[1].click()
    sheet = t.interlude
    assert sheet.isVisible()
    assert sheet.title.text() == ("Scoring: boards 2–12" if lang == "en"
                                  else "Comptage : personnages 2–12")
    rows = sheet.pages[0].rows
    assert len(rows) == 11 and [r[0].split()[0] for r in rows] == [str(b) for b in range(2, 13)]
    record = c.state.scored_board(8)
    assert record is not None and rows[6][1] == ("money (3)" if lang == "en" else "argent (3)")
    shot(window, f"louis_xiv_counted_boards_{lang}")


def test_the_boards_lit_as_scored_are_those_of_the_record() -> None:
    """Mid-scoring (seed 003, 3e phase: boards counted 1 to 12), a board is drawn as scored when
    the state's record holds it, not worked out from the board being decided."""
    import random

    from medici_table import games
    from medici_table.ui.games import get

    rules = games.get("louis_xiv")
    state = rules.new_game(["Ada", "Bo", "Cy"], {}, 4)
    chooser = random.Random(4)
    while not (state.phase == "scoring" and state.to_act is not None and state.queue
               and state.queue[0].board > 3):
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[chooser.randrange(len(moves))])
    layout = get("louis_xiv").layout(rules, rules.view(state, 0), 0, "en")
    lit = {p.face.number for p in layout.pieces
           if isinstance(p.face, BoardArt) and p.face.scored}
    now = state.queue[0].board
    assert lit == {r.board for r in state.scored if r.board != now} and lit
