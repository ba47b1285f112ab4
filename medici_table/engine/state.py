"""The base of every game state: plain frozen data with an exact JSON round trip."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from functools import cache
from threading import local
from typing import Any, Self, TypeVar

from medici_table.engine.codec import encode, from_plain
from medici_table.engine.codekeep import compiled
from medici_table.engine.records import record

T = TypeVar("T")
S = TypeVar("S")
M = TypeVar("M")
_new = object.__new__
_set = object.__setattr__


@record(slots=True)
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


@cache
def copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    """A function for `cls` that makes a copy with `changes`, field by field, without running
    `__init__` (several new records are made at every move)."""
    names = _field_names(cls)
    if "__slots__" not in cls.__dict__:  # fields in a __dict__: copied whole, in one step
        def copy_dict(obj: Any, changes: dict[str, Any]) -> Any:
            new: Any = _new(cls)
            _set(new, "__dict__", {**obj.__dict__, **changes} if changes else obj.__dict__.copy())
            return new

        return copy_dict

    # slotted fields: a function written for the class, one store per field through the field's
    # own slot (a loop over the names with getattr and object.__setattr__ took twice as long),
    # then the changes over them
    lines = [f"    set_{i}(new, obj.{n})" for i, n in enumerate(names)]
    source = ("def copy(obj, changes):\n    new = _new(cls)\n" + "\n".join(lines)
              + "\n    for k in changes:\n        _set(new, k, changes[k])\n    return new\n")
    scope: dict[str, Any] = {"_new": _new, "_set": _set, "cls": cls}
    scope.update((f"set_{i}", slot_setter(cls, n)) for i, n in enumerate(names))
    copy: Callable[[Any, dict[str, Any]], Any] = compiled("copy", source, scope)
    return copy


@cache
def maker(cls: type) -> Callable[..., Any]:
    """`cls(*values)` (every field, in order) for a frozen slotted record, without `__init__`:
    its stores go through the frozen `__setattr__` check one by one, and a few records are
    made at every move."""
    names = _field_names(cls)
    args = ", ".join(f"v{i}" for i in range(len(names)))
    lines = [f"    set_{i}(new, v{i})" for i in range(len(names))]
    source = f"def make({args}):\n    new = _new(cls)\n" + "\n".join(lines) + "\n    return new\n"
    scope: dict[str, Any] = {"_new": _new, "cls": cls}
    scope.update((f"set_{i}", slot_setter(cls, n)) for i, n in enumerate(names))
    make: Callable[..., Any] = compiled("make", source, scope)
    return make


def slot_setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The store of field `name` of a slotted frozen class, past its frozen `__setattr__`."""
    for klass in cls.__mro__:
        slot = klass.__dict__.get(name)
        if slot is not None and hasattr(slot, "__set__"):
            setter: Callable[[Any, Any], None] = slot.__set__
            return setter
    return lambda obj, value: _set(obj, name, value)


def evolve(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for frozen slotted records, without re-running `__init__` and its
    checks: several times faster, which matters at several new records per move. Unchanged
    fields are shared, never copied. The state a move is making (`drafted`) is changed in
    place instead."""
    if obj is _draft.state:
        try:
            obj.__dict__.update(changes)  # the fields in a __dict__: one update
        except AttributeError:  # slotted fields
            for name, value in changes.items():
                _set(obj, name, value)
        return obj
    cls: type = type(obj)
    result: T = copier(cls)(obj, changes)
    return result


# --- a move's own copy of the state, changed in place -------------------------------------------
# A move's steps each make a new state (`evolve`): several copies of every field at each move,
# a large part of its time. `drafted` copies the state once when a move starts; until the move
# returns it nobody else holds that copy, so `evolve` writes the move's changes into it rather
# than copying it again. Records inside it (seats, piles, tasks) are shared with earlier states
# and are still copied, never changed. Each thread has its own draft, so a computer player
# thinking in another thread is unaffected. A step must not keep an earlier binding of the state
# and read it after a later change (none does: each rebinds `state = evolve(state, ...)`); the
# replay fixtures (tests/engine/test_replay_fixtures.py) check every state of whole games.

class _Draft(local):
    state: Any = None


_draft = _Draft()
#: the thread's draft holder: `DRAFT.state` is the state the move in progress is changing in
#: place (None outside a move), for a game whose own copy function checks it
DRAFT = _draft


#: each state class's copier, read at every move (a dictionary look-up is quicker than the
#: cached call)
_copiers: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}
_NO_CHANGES: dict[str, Any] = {}


def drafted(step: Callable[[S, M], S], state: S, move: M) -> S:
    """`step(draft, move)` on a copy of `state` that `evolve` changes in place meanwhile (the
    move's draft): a game's `play` is `drafted(its_own_play, state, move)`."""
    cls: type = type(state)
    copy = _copiers.get(cls)
    if copy is None:
        copy = _copiers[cls] = copier(cls)
    draft_: S = copy(state, _NO_CHANGES)
    outer = _draft.state
    _draft.state = draft_
    try:
        return step(draft_, move)
    finally:
        _draft.state = outer
