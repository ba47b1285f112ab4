"""Position files: YAML that sets up any mid-game position of a game.

    game: court_of_the_medici      # which game
    players: [Ada, Bo]             # seat order
    options: {dukes: true}         # optional; defaults otherwise
    seed: 7                        # optional; drives later shuffles
    position: {...}                # game-specific: what lies where, whose turn, counters

The `position:` mapping of each game is documented in docs/position-files.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from medici_table.engine.errors import DataError
from medici_table.engine.yamlload import LineMap, load_yaml_file, load_yaml_text

_TOP = {"game", "players", "options", "seed", "position", "title", "note"}


def position_from_data(data: Any, lm: LineMap) -> tuple[Any, Any]:
    from medici_table import games

    if not isinstance(data, dict):
        raise lm.error((), "a position file is a mapping with game, players and position")
    unknown = set(data) - _TOP
    if unknown:
        key = sorted(unknown)[0]
        raise lm.error((key,), f"unknown field '{key}' (known: {', '.join(sorted(_TOP))})")
    for name in ("game", "players", "position"):
        if name not in data:
            raise lm.error((), f"missing required field '{name}'")
    game_id = data["game"]
    if game_id not in games.available():
        known = ", ".join(games.available())
        raise lm.error(("game",), f"unknown game '{game_id}' (known: {known})")
    rules = games.get(game_id)
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise lm.error(("players",), "players must be a list of names")
    try:
        rules.check_players(players)
        options = rules.resolve_options(data.get("options") or {})
    except ValueError as exc:
        field = "players" if "played by" in str(exc) else "options"
        raise lm.error((field,), str(exc)) from None
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise lm.error(("seed",), "seed must be a whole number")
    position = data["position"]
    if not isinstance(position, dict):
        raise lm.error(("position",), "position must be a mapping")
    try:
        state = rules.from_position(tuple(players), options, seed, position, lm)
    except DataError:
        raise
    except (ValueError, KeyError, TypeError) as exc:
        raise lm.error(("position",), f"cannot set up this position: {exc}") from None
    return rules, state


def load_position(path: str | Path) -> tuple[Any, Any]:
    """(rules, state) from a position file; DataError names the file, line and field."""
    data, lm = load_yaml_file(Path(path))
    return position_from_data(data, lm)


def load_position_text(text: str, name: str = "<position>") -> tuple[Any, Any]:
    data, lm = load_yaml_text(text, name)
    return position_from_data(data, lm)
