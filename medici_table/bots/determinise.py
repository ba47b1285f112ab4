"""Generic determinisation: fill a view's "?" placeholders with ids the player has not seen.

A view is the full state with secrets replaced by placeholders (strings starting with "?").
Given the ids a game can hold (its components) and which pool each placeholder draws from,
`fill_placeholders` deals the unseen ids at random into the placeholders — a state consistent
with everything the player sees (OpenSpiel's `resample_from_infostate`, by counting).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import fields, is_dataclass, replace
from typing import Any, TypeVar

from medici_table.engine.rng import Rng

T = TypeVar("T")


def strings_in(obj: Any) -> set[str]:
    """Every string held anywhere in a state (fields, tuples, nested dataclasses)."""
    found: set[str] = set()
    _collect(obj, found)
    return found


def _collect(obj: Any, found: set[str]) -> None:
    if isinstance(obj, str):
        found.add(obj)
    elif isinstance(obj, tuple):
        for item in obj:
            _collect(item, found)
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            _collect(getattr(obj, f.name), found)


def map_strings(obj: T, fn: Callable[[str], str]) -> T:
    """`obj` with every string s replaced by fn(s); unchanged parts are shared, not copied."""
    return _map(obj, fn)  # type: ignore[no-any-return]


def _map(obj: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(obj, str):
        return fn(obj)
    if isinstance(obj, tuple):
        items = tuple(_map(item, fn) for item in obj)
        return obj if all(a is b for a, b in zip(items, obj, strict=True)) else items
    if is_dataclass(obj) and not isinstance(obj, type):
        changes = {}
        for f in fields(obj):
            old = getattr(obj, f.name)
            new = _map(old, fn)
            if new is not old:
                changes[f.name] = new
        return replace(obj, **changes) if changes else obj
    return obj


class PoolExhausted(ValueError):
    """The view holds more placeholders of a kind than there are unseen ids of that kind."""


def fill_placeholders(view: T, universe: Iterable[str], pool_of: Callable[[str], str | None],
                      rng: random.Random) -> T:
    """Deal the ids of `universe` not visible in `view` into its placeholders.

    `pool_of(s)` names the pool a string belongs to: for a placeholder ("?gonzaga") the pool
    it draws from, for a real id the pool it would be hidden in; None for anything else
    (names, phases, handles that are not secrets). Unseen ids left over stay out of the state
    (cards in the box nobody saw).
    """
    visible = strings_in(view)
    pools: dict[str, list[str]] = {}
    for cid in universe:
        if cid in visible:
            continue
        pool = pool_of(cid)
        if pool is not None:
            pools.setdefault(pool, []).append(cid)
    for ids in pools.values():
        ids.sort()
        rng.shuffle(ids)

    def deal(s: str) -> str:
        if not s.startswith("?"):
            return s
        pool = pool_of(s)
        if pool is None:
            return s
        ids = pools.get(pool)
        if not ids:
            raise PoolExhausted(f"no unseen id left for placeholder {s!r}")
        return ids.pop()

    return with_fresh_rng(map_strings(view, deal), rng)


def with_fresh_rng(state: T, rng: random.Random) -> T:
    """The state with its generator reseeded, so simulated draws are not the real ones."""
    if is_dataclass(state) and any(f.name == "rng" for f in fields(state)):
        return replace(state, rng=Rng.from_seed(rng.getrandbits(62)))  # type: ignore[type-var]
    return state
