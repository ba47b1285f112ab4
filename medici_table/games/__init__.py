"""The registry of games: each subpackage `<id>` exposes `RULES`, a Rules object whose id is `<id>`.

A new game is a new package here plus `rules_data/<id>/`; nothing else needs editing. Games are
listed by their package names and imported only when asked for (`get`): the table starts one
game without importing the four others.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (imported when a game is: listing the games imports no rules)
    from medici_table.engine.rules import Rules


def available() -> list[str]:
    """The ids of every registered game, sorted (no game is imported)."""
    return list(_listed())


@cache
def _listed() -> tuple[str, ...]:
    """The game packages, listed once per process (listing reads directories)."""
    return tuple(sorted(info.name for info in pkgutil.iter_modules(__path__)
                        if info.ispkg and not info.name.startswith("_")))


@cache
def _load(game_id: str) -> Rules[Any]:
    from medici_table.engine.rules import Rules

    module = importlib.import_module(f"{__name__}.{game_id}")
    rules = getattr(module, "RULES", None)
    if not isinstance(rules, Rules) or rules.id != game_id:
        raise TypeError(f"medici_table.games.{game_id} must define RULES, the Rules of '{game_id}'")
    return rules


def get(game_id: str) -> Rules[Any]:
    """The Rules object of `game_id`; KeyError names the known games."""
    if game_id not in _listed():
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(available())})")
    return _load(game_id)
