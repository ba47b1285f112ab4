"""A scoring held back, for a look at the position it counts (`Rules.as_scored`).

A game whose scoring is a step inside a move (Medici's season, Les 7 Blasons' round) asks its
hold at that step: inside `holding()`, the scoring is noted (its season, its round) and left
undone, so that playing the move gives the position the scoring counts — what a table shows
behind the scoring's sheet. Each thread has its own hold (a `ContextVar`): a computer player
thinking in another thread is unaffected. No Qt.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar


class ScoringHold:
    def __init__(self, name: str) -> None:
        self._noted: ContextVar[list[int] | None] = ContextVar(name, default=None)

    @contextmanager
    def holding(self) -> Iterator[list[int]]:
        """Inside, the scoring is not made: what it would have scored is noted in the list."""
        noted: list[int] = []
        token = self._noted.set(noted)
        try:
            yield noted
        finally:
            self._noted.reset(token)

    def held(self, what: int) -> bool:
        """At the scoring step: True (and `what` noted) when it is to be left undone."""
        noted = self._noted.get()
        if noted is None:
            return False
        noted.append(what)
        return True
