"""The registry of games: each subpackage exposes `RULES`, a Rules object.

A new game is a new package here plus `rules_data/<id>/`; nothing else needs editing.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from medici_table.engine.rules import Rules


@cache
def _registry() -> dict[str, Rules[Any]]:
    found: dict[str, Rules[Any]] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        rules = getattr(module, "RULES", None)
        if isinstance(rules, Rules):
            found[rules.id] = rules
    return found


def available() -> list[str]:
    """The ids of every registered game, sorted."""
    return sorted(_registry())


def get(game_id: str) -> Rules[Any]:
    """The Rules object of `game_id`; KeyError names the known games."""
    try:
        return _registry()[game_id]
    except KeyError:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(available())})") from None
