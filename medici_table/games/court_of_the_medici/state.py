"""The state of a game of Court of the Medici: plain frozen data."""

from __future__ import annotations

from medici_table.engine.records import record
from medici_table.engine.rng import Rng
from medici_table.engine.state import GameState

Stack = tuple[str, ...]  # card ids, bottom -> top


@record
class CourtState(GameState):
    players: tuple[str, ...]
    houses: tuple[str, ...]  # House of each seat
    dukes: bool
    english_end: bool
    decks: tuple[tuple[str, ...], ...]  # per seat, top card first
    hands: tuple[tuple[str, ...], ...]
    first_circle: tuple[Stack, ...]
    outer: tuple[tuple[Stack, ...], ...]  # per seat: the Outer Court in front of that seat
    discards: tuple[tuple[str, ...], ...]  # per seat's House
    removed: tuple[str, ...]  # Dukes left in the box, cards set aside at setup
    jesters: tuple[tuple[str, int], ...]  # (Jester at court, its current value), sorted by id
    limits: tuple[int | None, ...]  # per seat: highest value playable after the last draw
    shown: tuple[str, ...]  # cards in hand shown to the opponent (a last card drawn)
    prepared: tuple[int, ...]  # times each seat prepared the future
    revalued: tuple[str, ...]  # Jesters re-valued this turn
    turn: int
    phase: str  # redraw | play | jester_value | eliminate | draw | announce | over
    pending: str  # card being played (jester value / conspiracy), "" when none
    pending_target: str  # bottom card of the stack the pending card joined
    result: str  # how the game ended ("" while it goes on)
    to_act: int | None
    rng: Rng

    def all_stacks(self) -> tuple[tuple[str, Stack], ...]:
        """Every stack at court with its area ("first" or "outer.<seat>")."""
        out: list[tuple[str, Stack]] = [("first", s) for s in self.first_circle]
        for seat, stacks in enumerate(self.outer):
            out.extend((f"outer.{seat}", s) for s in stacks)
        return tuple(out)

    def jester_value(self, card: str) -> int | None:
        for cid, v in self.jesters:
            if cid == card:
                return v
        return None
