"""A move pattern: some of a move's fields (kind, card, token, target, value, amount, choice).

A tutorial step names the move it teaches as a pattern (every move that has these fields), and
a wrong move is explained by the first pattern it matches. Patterns are data, so a step never
compares with one hard-coded move object."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from medici_table.engine.move import Move

FIELDS = ("kind", "card", "token", "target", "value", "amount", "choice")


@dataclass(frozen=True)
class Pattern:
    fields: tuple[tuple[str, Any], ...]

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Pattern:
        return cls(tuple((k, data[k]) for k in FIELDS if k in data))

    def matches(self, move: Move, aliases: Mapping[str, str] | None = None) -> bool:
        """Whether `move` has these fields; `aliases` name a token by what it shows (a Les 7
        Blasons coat `coat.07` by its face `bellay.blason.2`), so a pattern can say which."""
        names = aliases or {}
        return all(getattr(move, k) == v or names.get(getattr(move, k) or "") == v
                   for k, v in self.fields)

    def among(self, moves: Iterable[Move], aliases: Mapping[str, str] | None = None
              ) -> list[Move]:
        """The moves of `moves` this pattern names."""
        return [m for m in moves if self.matches(m, aliases)]

    def __str__(self) -> str:
        return ", ".join(f"{k}={v}" for k, v in self.fields) or "any move"


def any_matches(patterns: Iterable[Pattern], move: Move,
                aliases: Mapping[str, str] | None = None) -> bool:
    return any(p.matches(move, aliases) for p in patterns)


def aliases(state: Any) -> dict[str, str]:
    """Other names of a state's tokens: each Les 7 Blasons coat by its face (a face shown in
    the position file; a face-down coat still has one in the whole state)."""
    return {c.id: c.face for c in getattr(state, "coats", ()) if hasattr(c, "face")}
