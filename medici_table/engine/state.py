"""The base of every game state: plain frozen data with an exact JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import Any, Self, TypeVar

from medici_table.engine.codec import encode, from_plain

T = TypeVar("T")
_new = object.__new__
_set = object.__setattr__


@dataclass(frozen=True, slots=True)
class GameState:
    """Subclasses are frozen dataclasses; they must define `to_act` (int | None)."""

    def to_dict(self) -> dict[str, Any]:
        result: dict[str, Any] = encode(self)
        return result

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        return from_plain(cls, data)


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def evolve(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for frozen slotted records, without re-running `__init__` and its
    checks: about twice as fast, which matters at several new records per move. Unchanged
    fields are shared, never copied."""
    cls = type(obj)
    new = _new(cls)
    for name in _field_names(cls):  # type: ignore[arg-type]
        _set(new, name, changes[name] if name in changes else getattr(obj, name))
    return new
