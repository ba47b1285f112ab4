"""Which games can be played: a game whose data does not load is set aside, not the program.

`check_game(game_id)` loads the game's data files through its own loaders, sets up a game at
its smallest and largest table and checks it with the game's validator; it returns None when
all is well, or the `DataError` that says which file, line and field is at fault. Anything else
that goes wrong while loading (a file that passed its schema but breaks a rule of the game's
code) is returned as a DataError of the game's data folder, never raised. The answer is kept
for the process (no Qt).

`check_game(game_id, quick=True)` only reads game.yaml and deals one game (what starting the
table does anyway, so it costs a deal): the table asks it of the game it starts, before its first
frame, and the whole check of every game once that frame is painted.
"""

from __future__ import annotations

from medici_table.engine.data import load_game_file
from medici_table.engine.errors import DataError
from medici_table.engine.resources import rules_data

_known: dict[str, DataError | None] = {}
_dealt: dict[str, DataError | None] = {}  # the quick check's answers


def check_game(game_id: str, again: bool = False, quick: bool = False) -> DataError | None:
    """None if `game_id` can be played, else the located error of its data."""
    if quick and not again and game_id not in _known:
        if game_id not in _dealt:
            _dealt[game_id] = _load(game_id, again, quick)
        return _dealt[game_id]
    if again or game_id not in _known:
        _known[game_id] = _load(game_id, again, False)
    return _known[game_id]


def _load(game_id: str, again: bool, quick: bool) -> DataError | None:
    from medici_table import games

    try:
        rules = games.get(game_id)
        if again:
            rules.__dict__.pop("meta", None)  # read game.yaml again, in case it changed
        meta = rules.meta
        for n in [meta.min_players] if quick else sorted({meta.min_players, meta.max_players}):
            names = list(meta.default_names[:n])
            names += [f"P{i + 1}" for i in range(len(names), n)]
            state = rules.new_game(names, {}, 0)
            if not quick:
                rules.validate_state(state)
        if not quick:
            load_game_file(game_id, "table.yaml", "table")  # where the table lays the pieces
    except DataError as exc:
        return exc
    except Exception as exc:  # a loader tripped on data its schema let through
        folder = str(rules_data(game_id))
        return DataError(folder, None, "", f"the game's data cannot be used "
                         f"({type(exc).__name__}: {exc})", f"les données du jeu sont "
                         f"inutilisables ({type(exc).__name__} : {exc})")
    return None


def game_name(game_id: str, lang: str = "en") -> str:
    """The game's name from its game.yaml, or (that file being broken) from its id."""
    from medici_table import games

    try:
        return games.get(game_id).name(lang)
    except Exception:  # the name is in the very data that does not load
        return game_id.replace("_", " ").capitalize()


def catalogue(game_ids: list[str] | None = None) -> dict[str, DataError | None]:
    """Every game (or those of `game_ids`) with None or its error, in order."""
    from medici_table import games

    return {gid: check_game(gid) for gid in (games.available() if game_ids is None else game_ids)}


def playable(game_ids: list[str]) -> list[str]:
    """Those of `game_ids` whose data loads."""
    return [gid for gid in game_ids if check_game(gid) is None]


def forget() -> None:
    """Ask every game again next time (tests, and after `validate` renewed the data)."""
    _known.clear()
    _dealt.clear()
