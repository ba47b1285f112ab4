"""The one move type every game uses: a small hashable value with plain attributes.

The UI matches drops to moves through `card`/`token` (what is moved), `target` (where to)
and `value`/`amount`/`choice` (parameters), so it needs no game-specific code.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from typing import Any

from medici_table.engine.records import record

# What a table's drop may name besides ids (see `Rules.explain_drop`): a stand-in for one more
# token taken from a reserve, and the place where a card whose move names no target is played.
DROP_ANY = "*"
DROP_PLAY = "play"


@record(slots=True)
class Move:
    kind: str
    card: str | None = None
    token: str | None = None
    target: str | None = None
    value: int | None = None
    amount: int | None = None
    choice: str | None = None
    player: int | None = None

    def __eq__(self, other: object) -> bool:
        """Field by field as the dataclass compares, but the same move at once and a different
        kind or card without building two tuples: `move in legal_moves` compares many."""
        if self is other:
            return True
        if other.__class__ is not Move:
            return NotImplemented
        o: Move = other
        return (self.kind == o.kind and self.card == o.card and self.target == o.target
                and self.token == o.token and self.value == o.value and self.amount == o.amount
                and self.choice == o.choice and self.player == o.player)

    def __hash__(self) -> int:
        return hash((self.kind, self.card, self.token, self.target, self.value, self.amount,
                     self.choice, self.player))

    def to_dict(self) -> dict[str, Any]:
        values = ((f.name, getattr(self, f.name)) for f in fields(self))
        return {name: v for name, v in values if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Move:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("a move needs a 'kind' string")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown move field(s): {', '.join(sorted(unknown))}")
        for name in ("card", "token", "target", "choice"):
            if data.get(name) is not None and not isinstance(data[name], str):
                raise ValueError(f"move field '{name}' must be a string")
        for name in ("value", "amount", "player"):
            v = data.get(name)
            if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
                raise ValueError(f"move field '{name}' must be a whole number")
        return cls(**data)

    def __str__(self) -> str:
        parts = [f"{k}={v}" for k, v in self.to_dict().items() if k != "kind"]
        return f"{self.kind}({', '.join(parts)})"


#: `Move(...)`, made once per distinct value and shared after that: moves are values, and
#: making one runs eight checked attribute stores (~2 µs) where a shared one is a dictionary
#: look-up (~0.4 µs); games list the same moves again at every decision. Only for moves made
#: from the game's own ids and numbers: never from a move that came from outside (a save, a
#: remote seat), whose fields could fill the cache without end.
shared_move = cache(Move)
