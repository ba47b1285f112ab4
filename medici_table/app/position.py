"""Position files: YAML that sets up any mid-game position of a game.

    game: court_of_the_medici      # which game
    players: [Ada, Bo]             # seat order
    options: {dukes: true}         # optional; defaults otherwise
    seed: 7                        # optional; drives later shuffles
    rng: 1234567890                # optional: the generator's exact state (Save position)
    position: {...}                # game-specific: what lies where, whose turn, counters

The `position:` mapping of each game is documented in docs/position-files.md. The public
face: `load_position` / `load_position_text` read a file into (rules, state), `read_position`
with its options and title; `save_position` / `position_text` write the position of a game
on the table, whole or as one player may see it (docs/positions.md). The position set up is
checked by the game's validator like every state that comes from outside (`app.incoming`): a
position no game could reach is refused, naming the problem.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from medici_table.app.incoming import check_state
from medici_table.engine.errors import DataError
from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, load_yaml_file, load_yaml_text

_TOP = {"game", "players", "options", "seed", "rng", "position", "title", "note"}


@dataclass(frozen=True)
class PositionFile:
    """A position file read: the game's rules, the state, and what the file said about it."""

    rules: Any
    state: Any
    options: dict[str, Any]  # every option, at the file's value or its default
    title: str
    note: str


def position_from_data(data: Any, lm: LineMap) -> tuple[Any, Any]:
    found = _read(data, lm)
    return found.rules, found.state


def _read(data: Any, lm: LineMap) -> PositionFile:
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
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, StopIteration,
            AssertionError, RecursionError) as exc:
        raise lm.error(("position",), f"cannot set up this position: {exc}") from None
    if "rng" in data:
        value = data["rng"]
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**64:
            raise lm.error(("rng",), "rng is a whole number from 0 to 2^64 - 1")
        state = replace(state, rng=Rng(value))
    check_state(rules, state, lm.file, "position", lm.line(("position",)))
    return PositionFile(rules, state, options, str(data.get("title") or ""),
                        str(data.get("note") or ""))


def load_position(path: str | Path) -> tuple[Any, Any]:
    """(rules, state) from a position file; DataError names the file, line and field."""
    data, lm = load_yaml_file(Path(path))
    return position_from_data(data, lm)


def read_position(path: str | Path) -> PositionFile:
    """The position file at `path` with its options, title and note (for the table, which
    plays on with them); DataError names the file, line and field."""
    data, lm = load_yaml_file(Path(path))
    return _read(data, lm)


def load_position_text(text: str, name: str = "<position>") -> tuple[Any, Any]:
    data, lm = load_yaml_text(text, name)
    return position_from_data(data, lm)


# --- writing ------------------------------------------------------------------------------------
def position_document(rules: Any, state: Any, options: dict[str, Any], *,
                      viewer: int | None = None, seed: int | None = None,
                      title: str | None = None, note: str | None = None) -> dict[str, Any]:
    """The position file of `state` as a mapping: the whole table (`viewer` None; the
    generator's state is kept, so the game plays on exactly as it would have), or what seat
    `viewer` may see (the rest written `?`; loading deals it afresh, shuffled with `seed`).
    ValueError for a finished game: it has no position left to play."""
    if rules.is_over(state):
        raise ValueError("the game is over: there is no position left to play")
    shown = state if viewer is None else rules.view(state, viewer)
    doc: dict[str, Any] = {}
    if title:
        doc["title"] = title
    if note:
        doc["note"] = note
    doc["game"] = rules.id
    doc["players"] = list(rules.players(state))
    doc["options"] = rules.resolve_options(options)
    if viewer is None:
        doc["seed"] = 0 if seed is None else seed
        doc["rng"] = state.rng.state
    else:
        doc["seed"] = random.SystemRandom().getrandbits(32) if seed is None else seed
    doc["position"] = rules.to_position(shown)
    return doc


def position_text(rules: Any, state: Any, options: dict[str, Any], **kw: Any) -> str:
    """`position_document` as the YAML of a position file (keyword arguments the same)."""
    import yaml

    doc = position_document(rules, state, options, **kw)
    return str(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=100,
                              default_flow_style=None))


def save_position(path: str | Path, rules: Any, state: Any, options: dict[str, Any],
                  **kw: Any) -> None:
    """Write the position file of `state` to `path` (keyword arguments: `position_document`);
    written whole to a neighbour first, so a failed write leaves no half file behind."""
    target = Path(path)
    text = position_text(rules, state, options, **kw)
    tmp = target.with_name(target.name + ".part")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, target)
