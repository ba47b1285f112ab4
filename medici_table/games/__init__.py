"""The registry of games: each subpackage `<id>` exposes `RULES`, a Rules object whose id is `<id>`.

A new game is a new package here plus `rules_data/<id>/`; nothing else needs editing. Games are
listed by their package names and imported only when asked for (`get`): the table starts one
game without importing the four others.
"""

from __future__ import annotations

import importlib
import os
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
    return tuple(sorted(name for name, package in modules_in(__path__)
                        if package and not name.startswith("_")))


_SUFFIXES = (".py", ".pyc")


def modules_in(folders: list[str] | tuple[str, ...]) -> list[tuple[str, bool]]:
    """(name, is a package) of the modules in a package's `folders` (its `__path__`), as
    `pkgutil.iter_modules` lists them: a module's file (source or compiled) or a folder with
    an `__init__`. Read with `os.scandir`: importing `pkgutil` (its named tuple, its generic
    functions, `inspect` for each name) cost ~4 M instructions before a start's first frame.
    A package that is not folders of files (a zip archive, a frozen bundle's archive) is
    listed by `pkgutil` itself."""
    found: dict[str, bool] = {}
    try:
        for folder in folders:
            with os.scandir(folder) as entries:
                for entry in entries:
                    name = entry.name
                    if entry.is_dir():
                        inits = (os.path.join(entry.path, "__init__" + s) for s in _SUFFIXES)
                        if "." not in name and any(os.path.isfile(init) for init in inits):
                            found.setdefault(name, True)
                        continue
                    stem, suffix = os.path.splitext(name)
                    if suffix in _SUFFIXES and stem != "__init__":
                        found.setdefault(stem, False)
    except OSError:
        found.clear()
    if not found:  # (not folders of files, or none found there: as `pkgutil` finds them)
        import pkgutil

        return sorted((info.name, info.ispkg) for info in pkgutil.iter_modules(list(folders)))
    return sorted(found.items())


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
