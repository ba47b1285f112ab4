"""The scoring record (issue 23): each board counted at a scoring phase leaves in the state the
side it was counted on, the tokens that stood on it, the Louis XIV marker, who took it and
whether it turned (seed 003, 3e phase and Retourner les cartons), so the table, replays and the
log read it instead of working it out."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from medici_table import games
from medici_table.engine import DataError, Move
from medici_table.games.louis_xiv.state import LouisState, Scored

from .conftest import position

CARINE, MICHEL = 0, 1


def test_a_board_turns_before_its_bribe_question_and_the_record_keeps_its_side(
        rules: Any) -> None:
    """Anne is counted on its money side and turns over at once (Carine took the majority);
    Michel's bribe question is asked on the turned board, and the record says money."""
    _, s = position("bribe_after_turning")
    assert s.to_act == MICHEL and s.queue[0].kind == "bribe" and s.queue[0].count == 3
    assert s.sides[0] == 1  # already turned
    assert s.scored == (Scored(board=1, side=0, counts=(3, 1, 0), louis=False, winner=CARINE,
                               turned=True),)
    assert rules.view(s, MICHEL).scored == s.scored  # what every player saw on the table


def test_boards_counted_without_a_decision_are_recorded_too(rules: Any) -> None:
    """After Michel declines, boards 2 to 12 are counted without anyone deciding (nobody has
    a token there): each leaves its record, on the side it showed, and none turned."""
    _, s = position("bribe_after_turning")
    s = rules.apply(s, Move("bribe", target="board.1", choice="no"))
    assert [r.board for r in s.scored] == list(range(1, 13))
    for r in s.scored[1:]:
        assert r.side == 0 and not r.turned and r.winner == -1 and sum(r.counts) == 0
    assert s.phase == "missions"


def test_an_intrigue_cards_tokens_are_in_the_record(rules: Any) -> None:
    """Seed 003, Les cartes complot: Carine adds 2 tokens to Marie-Thérèse before it is
    counted; the record holds the 3 against Michel's 2 and her majority."""
    _, s = position("intrigue")
    s = rules.apply(s, Move("intrigue", card="intrigue.3", choice="personal", amount=2))
    record = s.scored_board(3)
    assert record is not None and record.counts[:2] == (3, 2) and record.winner == CARINE
    assert record.turned and s.sides[2] == 1 - record.side


def test_the_record_starts_afresh_at_each_scoring_phase(rules: Any) -> None:
    """Over a random game of four rounds: during a scoring phase the record holds this
    phase's boards, 1 onwards in order; at each round's missions phase all twelve."""
    s = rules.new_game(["Carine", "Michel", "Sybille"], {}, 4)
    chooser = random.Random(4)
    phases = 0
    while not rules.is_over(s):
        boards = [r.board for r in s.scored]
        if s.phase == "scoring":
            assert boards == list(range(1, len(boards) + 1))
        elif s.phase == "missions":
            assert boards == list(range(1, 13))
            phases += s.queue[0].kind == "missions" and s.to_act == s.first
        moves = rules.legal_moves(s)
        s = rules.apply(s, moves[chooser.randrange(len(moves))])
    assert phases >= 4


def test_a_state_saved_before_the_record_reads_without_it(rules: Any) -> None:
    _, s = position("bribe_after_turning")
    old = s.to_dict()
    del old["court"]["scored"]  # a state saved before the record
    assert LouisState.from_dict(old).scored == ()
    assert LouisState.from_dict(s.to_dict()) == s


def test_a_saved_position_keeps_the_scoring_record() -> None:
    """Seed 003, 3e phase: the boards counted so far are part of what a saved position says
    (`scored`), so a position saved mid-scoring opens with the same record, and a hand-written
    record naming an unknown side is refused where it stands."""
    from medici_table.app.position import load_position_text, position_text

    rules = games.get("louis_xiv")
    state = rules.new_game(["Ada", "Bo", "Cy"], {}, 4)
    chooser = random.Random(4)
    while not (state.phase == "scoring" and state.to_act is not None and len(state.scored) >= 3):
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[chooser.randrange(len(moves))])
    text = position_text(rules, state, {})
    assert "scored:" in text
    _, loaded = load_position_text(text)
    assert loaded.scored == state.scored and loaded == state
    head, tail = text.split("scored:", 1)
    bad = head + "scored:" + re.sub(r"side: \w+", "side: gold", tail, count=1)
    with pytest.raises(DataError, match=r"scored.*side"):
        load_position_text(bad)
