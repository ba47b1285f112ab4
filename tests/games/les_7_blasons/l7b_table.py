"""The Les 7 Blasons test table: load a position, play cards by id, find coats by face."""

from __future__ import annotations

from pathlib import Path

from medici_table.app.position import load_position
from medici_table.engine import Move
from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.state import BlasonsState, Coat

POSITIONS = Path(__file__).parent / "positions"


class Table:
    """A table a test can read like a game: `t.play(state, "bellay.manant", ...)`."""

    rules = RULES

    def load(self, name: str) -> BlasonsState:
        rules, state = load_position(POSITIONS / f"{name}.yaml")
        assert rules is RULES
        assert isinstance(state, BlasonsState)
        return state

    def play(self, state: BlasonsState, *steps: str | Move) -> BlasonsState:
        for step in steps:
            move = Move("play", card=step, target="trick") if isinstance(step, str) else step
            state = RULES.apply(state, move)
        return state

    def moves(self, state: BlasonsState, kind: str | None = None) -> list[Move]:
        return [m for m in RULES.legal_moves(state) if kind is None or m.kind == kind]

    def coat(self, state: BlasonsState, face: str) -> Coat:
        return next(c for c in state.coats if c.face == face)

    def display(self, state: BlasonsState, seat: int) -> set[str]:
        return {c.face for c in state.coats if c.at == seat}

    def up(self, state: BlasonsState, seat: int) -> set[str]:
        return {c.face for c in state.coats if c.at == seat and c.up}

    def pool(self, state: BlasonsState) -> set[str]:
        return {c.face for c in state.coats if c.at == -1}

    def first_of(self, state: BlasonsState) -> BlasonsState:
        """Apply the first legal move (powers and free actions nobody cares about here)."""
        return RULES.apply(state, RULES.legal_moves(state)[0])

    def finish_trick(self, state: BlasonsState) -> BlasonsState:
        """Make every decision of the current trick with its first legal move."""
        tricks = (state.round, state.tricks_done)
        while (state.round, state.tricks_done) == tricks and state.to_act is not None:
            state = self.first_of(state)
        return state
