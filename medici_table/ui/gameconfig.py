"""What a new game is made of (game, players, options, seed, seats) and the last choices made.

Kept apart from the dialogs (`ui/dialogs.py`) so that starting the table does not build the
dialogs' widget classes: the new-game dialog is only needed when it is opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from medici_table import games
from medici_table.app.seatwords import PERSON, REMOTE
from medici_table.ui import games as tables
from medici_table.ui.i18n import tr

if TYPE_CHECKING:  # (the welcome screen's first frame asks which game, not its rules)
    from PySide6.QtCore import QSettings

    from medici_table.engine import Option

# a seat's kind in the dialog: a person, a level, or a friend on another computer
SEAT_WORDS = (PERSON, "random", "normal", "strong", REMOTE)


class GameConfig:
    """A game to set up: its id, the players' names, its options, the deal's seed (None: a
    fresh one) and per seat "person" or a computer's level. (A plain class, compared and shown
    as a dataclass would be: `dataclasses` and the functions it writes cost ~5 M instructions
    of the welcome screen's first frame.)"""

    __hash__ = None  # type: ignore[assignment]  # (mutable: compared, not hashed)

    def __init__(self, game: str, players: list[str], options: dict[str, Any] | None = None,
                 seed: int | None = None, seats: list[str] | None = None) -> None:
        self.game = game
        self.players = players
        self.options: dict[str, Any] = {} if options is None else options
        self.seed = seed
        self.seats: list[str] = [] if seats is None else seats

    def _fields(self) -> tuple[Any, ...]:
        return (self.game, self.players, self.options, self.seed, self.seats)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, GameConfig)
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        return (f"GameConfig(game={self.game!r}, players={self.players!r}, "
                f"options={self.options!r}, seed={self.seed!r}, seats={self.seats!r})")


LAST_GAME = "new_game/game"  # the game set up last
ENCRYPT = "net/encrypt"  # tables with friends' seats are hosted encrypted (the new-game dialog)


def encrypting(settings: QSettings) -> bool:
    """Whether this host encrypts its tables (the new-game dialog's check box, remembered)."""
    return settings.value(ENCRYPT, False) in (True, "true", "1", 1)


def _key(game: str, what: str) -> str:
    return f"new_game/{game}/{what}"


def _strings(value: Any) -> list[str]:
    """A list the settings file gave back (an .ini file returns one item as plain text)."""
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return [str(value)] if value not in (None, "") else []


def default_game(settings: QSettings | None = None, game_id: str = "") -> str:
    """`game_id` if it is offered, else the game set up last, else the first — without
    importing any game's rules (the welcome screen's first frame asks; `default_config`
    passes over a game whose data does not load)."""
    ids = listed()
    saved = str(settings.value(LAST_GAME, "")) if settings is not None else ""
    return game_id if game_id in ids else (saved if saved in ids else ids[0])


def default_config(settings: QSettings | None = None, game_id: str = "") -> GameConfig:
    """`game_id` (else the game set up last, else the first) as it was last set up: the number
    of players, their names, each seat's kind and level, the options; else its defaults. A game
    whose data does not load is passed over; with none left, its DataError. Only the games
    tried are loaded, and only as far as a deal (`check_game(quick=True)`): the whole check of
    every game comes once the table is painted (`ui.safety`)."""
    from medici_table.app.catalogue import catalogue, check_game
    from medici_table.engine.errors import DataError

    ids = listed()
    saved = str(settings.value(LAST_GAME, "")) if settings is not None else ""
    tried = [g for g in (game_id, saved) if g in ids] + ids
    gid = next((g for g in tried if check_game(g, quick=True) is None), "")
    if not gid:
        errors = [e for e in catalogue(ids).values() if e is not None]
        raise errors[0] if errors else DataError("rules_data", None, "", "no game has a table",
                                                 "aucun jeu n'a de table")
    rules = games.get(gid)
    names = list(rules.meta.default_names) or [tr("Player {n}", n=i + 1) for i in range(8)]
    count = rules.meta.min_players
    options = {o.id: o.default for o in rules.options()}
    kinds: list[str] = []
    if settings is not None:
        per_game = settings.contains(_key(gid, "count"))
        if per_game or gid == saved:  # (before versions that kept each game's own choices)
            prefix = _key(gid, "") if per_game else "new_game/"

            def key(what: str) -> str:
                return prefix + what

            try:
                count = int(str(settings.value(key("count"), count)))
            except ValueError:
                pass
            given = _strings(settings.value(key("names"), []))
            names = given + names[len(given):]
            kinds = [k for k in _strings(settings.value(key("seats"), [])) if k in SEAT_WORDS]
            for o in rules.options():
                v = settings.value(key(f"option/{o.id}"))
                if v is not None:
                    options[o.id] = restore(o, v)
    count = max(rules.meta.min_players, min(rules.meta.max_players, count))
    names = (names + [tr("Player {n}", n=i + 1) for i in range(len(names), 8)])[:count]
    kinds = (kinds + [PERSON] * count)[:count]
    return GameConfig(gid, names, options, None, kinds)


def remember(settings: QSettings, config: GameConfig) -> None:
    """Keep `config` as its game's last set-up (the dialog opens with it next time)."""
    gid = config.game
    settings.setValue(LAST_GAME, gid)
    settings.setValue(_key(gid, "count"), len(config.players))
    settings.setValue(_key(gid, "names"), list(config.players))
    settings.setValue(_key(gid, "seats"), list(config.seats))
    for oid, v in config.options.items():
        settings.setValue(_key(gid, f"option/{oid}"), v)


def against_computer(config: GameConfig) -> GameConfig:
    """`config` with one person (the first seat) and computers in every other seat: a seat
    the computer played keeps its level (a normal and a strong one stay so: the strong one
    became normal), another takes the first level chosen (else normal)."""
    others = list(config.seats[1:len(config.players)])
    levels = [k for k in others if k not in (PERSON, REMOTE)]
    level = levels[0] if levels else "normal"
    others += [level] * (len(config.players) - 1 - len(others))
    return GameConfig(config.game, list(config.players), dict(config.options), config.seed,
                      [PERSON] + [k if k not in (PERSON, REMOTE) else level for k in others])


def with_friends(config: GameConfig) -> GameConfig:
    """`config` with a person in every seat (hot seat)."""
    return GameConfig(config.game, list(config.players), dict(config.options), config.seed,
                      [PERSON] * len(config.players))


def hosted(config: GameConfig) -> GameConfig:
    """`config` for a game hosted here: a person in the first seat (the host), a friend on
    another computer in every other."""
    return GameConfig(config.game, list(config.players), dict(config.options), config.seed,
                      [PERSON] + [REMOTE] * (len(config.players) - 1))


def listed() -> list[str]:
    """Games that have both rules and a table (offered in the new-game dialog)."""
    return [g for g in games.available() if g in tables.available()]


def playable() -> list[str]:
    """Listed games whose data loads; the others are shown greyed with their error."""
    from medici_table.app.catalogue import check_game

    return [g for g in listed() if check_game(g) is None]


def restore(option: Option, value: Any) -> Any:
    """An option's value as the settings file gave it back (text), in the option's own type."""
    if option.type == "bool":
        return value in (True, "true", "1", 1)
    for c in option.choices:
        if str(c) == str(value):
            return c
    return option.default
