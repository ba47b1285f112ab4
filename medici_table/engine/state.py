"""The base of every game state: plain frozen data with an exact JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from medici_table.engine.codec import encode, from_plain


@dataclass(frozen=True, slots=True)
class GameState:
    """Subclasses are frozen dataclasses; they must define `to_act` (int | None)."""

    def to_dict(self) -> dict[str, Any]:
        result: dict[str, Any] = encode(self)
        return result

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        return from_plain(cls, data)
