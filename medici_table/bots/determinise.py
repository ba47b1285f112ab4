"""Generic determinisation: fill a view's "?" placeholders with ids the player has not seen.

A view is the full state with secrets replaced by placeholders (strings starting with "?").
Given the ids a game can hold (its components) and which pool each placeholder draws from,
`fill_placeholders` deals the unseen ids at random into the placeholders — a state consistent
with everything the player sees (OpenSpiel's `resample_from_infostate`, by counting).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields, is_dataclass, replace
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

from medici_table.engine.rng import Rng

T = TypeVar("T")

#: the field names of each dataclass met so far (reading `fields` every time cost a third of
#: a deal)
_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _names(cls: type) -> tuple[str, ...] | None:
    """The field names of dataclass `cls`, None for any other type."""
    try:
        return _FIELDS[cls]
    except KeyError:
        names = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None
        _FIELDS[cls] = names
        return names


def strings_in(obj: Any) -> set[str]:
    """Every string held anywhere in a state (fields, tuples, nested dataclasses)."""
    return set(_shape(obj).visible)


def map_strings(obj: T, fn: Callable[[str], str]) -> T:
    """`obj` with every string s replaced by fn(s); unchanged parts are shared, not copied."""
    return _map(obj, fn)  # type: ignore[no-any-return]


def _map(obj: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(obj, str):
        return fn(obj)
    if isinstance(obj, tuple):
        items = tuple(_map(item, fn) for item in obj)
        return obj if all(a is b for a, b in zip(items, obj, strict=True)) else items
    names = _names(type(obj))
    if names is not None:
        changes = {}
        for name in names:
            old = getattr(obj, name)
            new = _map(old, fn)
            if new is not old:
                changes[name] = new
        return replace(obj, **changes) if changes else obj
    return obj


class _Shape:
    """Where a state's placeholders sit, read once per view: the strings it holds, its
    placeholders ("?..." strings) in the order `map_strings` meets them, and the containers
    on the way to them, so a deal rebuilds only those (the same state `map_strings` makes)."""

    __slots__ = ("holes", "plan", "root", "settled", "visible")

    def __init__(self, obj: Any) -> None:
        self.visible: set[str] = set()
        #: the strings outside the placeholders' places
        self.settled: set[str] = set()
        self.holes: list[str] = []
        self.root = obj
        self.plan = self._walk(obj)

    def _walk(self, obj: Any) -> Any:
        """A rebuilding plan for `obj`: None when no placeholder lies inside, an index into
        `holes` for a placeholder, else (obj, names or None for a tuple, [(slot, plan)])."""
        if isinstance(obj, str):
            self.visible.add(obj)
            if obj.startswith("?"):
                self.holes.append(obj)
                return len(self.holes) - 1
            self.settled.add(obj)
            return None
        if isinstance(obj, tuple):
            parts = [(i, p) for i, item in enumerate(obj) if (p := self._walk(item)) is not None]
            return (obj, None, parts) if parts else None
        names = _names(type(obj))
        if names is None:
            return None
        parts = [(n, p) for n in names if (p := self._walk(getattr(obj, n))) is not None]
        return (obj, names, parts) if parts else None

    def build(self, values: list[str]) -> Any:
        """The state with placeholder i replaced by values[i] (the one given if nothing is)."""
        return self.root if self.plan is None else _build(self.plan, values)

    def visible_with(self, values: list[str]) -> set[str]:
        """`strings_in` of `build(values)`."""
        return self.settled.union(values)


def _build(plan: Any, values: list[str]) -> Any:
    if isinstance(plan, int):
        return values[plan]
    obj, names, parts = plan
    if names is None:
        items = list(obj)
        changed = False
        for i, sub in parts:
            new = _build(sub, values)
            if new is not items[i]:
                items[i] = new
                changed = True
        return tuple(items) if changed else obj
    changes = {}
    for name, sub in parts:
        new = _build(sub, values)
        if new is not getattr(obj, name):
            changes[name] = new
    return replace(obj, **changes) if changes else obj


#: shapes of the last views dealt from (a decision deals from one view dozens of times); each
#: entry holds its view, so an id is not reused while it is cached
_SHAPES: dict[int, tuple[Any, _Shape]] = {}
_SHAPES_KEPT = 8


def _shape(obj: Any) -> _Shape:
    hit = _SHAPES.get(id(obj))
    if hit is not None and hit[0] is obj:
        return hit[1]
    shape = _Shape(obj)
    if len(_SHAPES) >= _SHAPES_KEPT:
        _SHAPES.pop(next(iter(_SHAPES)), None)
    _SHAPES[id(obj)] = (obj, shape)
    return shape


class PoolExhausted(ValueError):
    """The view holds more placeholders of a kind than there are unseen ids of that kind."""


Pools = Callable[[str], str | None]


def fill_placeholders(view: T, universe: Iterable[str], pool_of: Pools,
                      rng: random.Random) -> T:
    """Deal the ids of `universe` not visible in `view` into its placeholders.

    `pool_of(s)` names the pool a string belongs to (always the same for a string: it is
    asked once per function): for a placeholder ("?gonzaga") the pool
    it draws from, for a real id the pool it would be hidden in; None for anything else
    (names, phases, handles that are not secrets). Unseen ids left over stay out of the state
    (cards in the box nobody saw).
    """
    return fill_in_turn(view, [(universe, pool_of)], rng)


def fill_in_turn(view: T, deals: Sequence[tuple[Iterable[str], Pools]],
                 rng: random.Random) -> T:
    """`fill_placeholders` once for each (universe, pool_of) of `deals`, each on the state the
    one before dealt: the same state and the same draws, with the view read once."""
    shape = _shape(view)
    values = list(shape.holes)
    visible = shape.visible
    for k, (universe, pool_of) in enumerate(deals):
        if k:
            visible = shape.visible_with(values)
        _deal(values, visible, universe, pool_of, rng)
        if k < len(deals) - 1 and _has_rng(view):
            rng.getrandbits(62)  # the generator the state between two deals would get
    return with_fresh_rng(shape.build(values), rng)


def _has_rng(state: Any) -> bool:
    names = _names(type(state))
    return names is not None and "rng" in names


#: the pool of each string, by pool function (a game's pools are fixed by its components: a
#: deal asks for the same hundreds of ids again and again)
_POOLS: WeakKeyDictionary[Pools, dict[str, str | None]] = WeakKeyDictionary()


def _pools_of(pool_of: Pools) -> dict[str, str | None]:
    memo = _POOLS.get(pool_of)
    if memo is None:
        memo = _POOLS[pool_of] = {}
    return memo


def _deal(values: list[str], visible: set[str], universe: Iterable[str], pool_of: Pools,
          rng: random.Random) -> None:
    """Replace each placeholder of `values` by an unseen id of its pool, in order."""
    memo = _pools_of(pool_of)
    pools: dict[str, list[str]] = {}
    for cid in universe:
        if cid in visible:
            continue
        try:
            pool = memo[cid]
        except KeyError:
            pool = memo[cid] = pool_of(cid)
        if pool is not None:
            pools.setdefault(pool, []).append(cid)
    for ids in pools.values():
        ids.sort()
        rng.shuffle(ids)
    for i, s in enumerate(values):
        if not s.startswith("?"):
            continue
        try:
            pool = memo[s]
        except KeyError:
            pool = memo[s] = pool_of(s)
        if pool is None:
            continue
        ids = pools.get(pool)
        if not ids:
            raise PoolExhausted(f"no unseen id left for placeholder {s!r}")
        values[i] = ids.pop()


def with_fresh_rng(state: T, rng: random.Random) -> T:
    """The state with its generator reseeded, so simulated draws are not the real ones."""
    if is_dataclass(state) and any(f.name == "rng" for f in fields(state)):
        return replace(state, rng=Rng.from_seed(rng.getrandbits(62)))  # type: ignore[type-var]
    return state
