"""What a new game is made of (game, players, options, seed, seats) and the last choices made.

Kept apart from the dialogs (`ui/dialogs.py`) so that starting the table does not build the
dialogs' widget classes: the new-game dialog is only needed when it is opened.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QSettings

from medici_table import games
from medici_table.engine import Option
from medici_table.ui import games as tables
from medici_table.ui.i18n import tr


@dataclass
class GameConfig:
    game: str
    players: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    seats: list[str] = field(default_factory=list)  # per seat "person" or a bot level


def default_config(settings: QSettings | None = None, game_id: str = "") -> GameConfig:
    """The last choices made in the dialog, else the first game with its default names."""
    ids = playable()
    saved = settings.value("new_game/game", "") if settings is not None else ""
    gid = game_id or (saved if saved in ids else ids[0])
    rules = games.get(gid)
    names = list(rules.meta.default_names) or [tr("Player {n}", n=i + 1) for i in range(8)]
    count = rules.meta.min_players
    options = {o.id: o.default for o in rules.options()}
    if settings is not None and gid == saved:
        count = int(str(settings.value("new_game/count", count)))
        saved_names = settings.value("new_game/names", [])
        if isinstance(saved_names, list):
            names = [str(n) for n in saved_names] + names[len(saved_names):]
        for o in rules.options():
            v = settings.value(f"new_game/option/{o.id}")
            if v is not None:
                options[o.id] = restore(o, v)
    count = max(rules.meta.min_players, min(rules.meta.max_players, count))
    names = (names + [tr("Player {n}", n=i + 1) for i in range(len(names), 8)])[:count]
    return GameConfig(gid, names, options, None)


def playable() -> list[str]:
    """Games that have both rules and a table."""
    return [g for g in games.available() if g in tables.available()]


def restore(option: Option, value: Any) -> Any:
    """An option's value as the settings file gave it back (text), in the option's own type."""
    if option.type == "bool":
        return value in (True, "true", "1", 1)
    for c in option.choices:
        if str(c) == str(value):
            return c
    return option.default
