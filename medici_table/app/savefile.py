"""Save files: versioned JSON that replays a game move by move and checks the result (no Qt).

A save holds the game id, its data version, the options, the seats, the seed (or the position
the game started from), every move, digests of the state along the way and a snapshot of the
final state. Loading replays the moves through the rules — nothing in a file is executed, and
a file whose moves are illegal or whose replay does not reach the snapshot is refused with a
`DataError` that says why. Older formats are migrated step by step (`MIGRATIONS`); a newer
format is refused. Version 2 added, over version 1:

* `seats` (name and kind) instead of bare `players`;
* `start`, the state a game began from when it was not dealt from a seed (position files,
  puzzles, bug reports) — version 1 could only save seeded deals;
* `checkpoints`, a digest of the state every `CHECKPOINT_EVERY` moves, so a replay that goes
  astray (rules changed since the save, a hand-edited move) is reported at the move where it
  first differs instead of only at the end.

Version 3 (the current one) keeps who sits where: each seat is a `person` or a `computer` with
its `level`, written by every save, autosave and archive, so a game opened, resumed or replayed
keeps its computer opponents. Version 2 files were written with every seat "human", computers
included: their seats (and version 1's) come back `unknown`, and the table asks once.
A seat of version 3 may also be `remote`, a friend on another computer, with the `code` they
join with (so a resumed hosted game lets the same friends back in); an older program refuses
such a file naming the seat.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from medici_table.app.autosave_paths import SUFFIX as SUFFIX  # there: that module imports nothing
from medici_table.app.incoming import check_state, state_from_dict
from medici_table.app.record import COMPUTER, PERSON, REMOTE, UNKNOWN, Seat
from medici_table.bots.base import LEVELS
from medici_table.engine.errors import DataError, IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rules import Rules
from medici_table.engine.session import GameSession

FORMAT = "medici-table-save"
VERSION = 3
CHECKPOINT_EVERY = 20
MAX_BYTES = 50_000_000
SEAT_KINDS = (PERSON, COMPUTER, REMOTE, UNKNOWN)  # unknown: a seat of an older save, not asked yet
_FIELDS = ("format", "version", "game", "data_version", "options", "seats", "seed", "start",
              "moves", "checkpoints", "snapshot")


@dataclass(frozen=True)
class SaveData:
    """One save file's content, checked for shape but not yet replayed."""

    game: str
    data_version: int
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int | None
    start: dict[str, Any] | None
    moves: tuple[Move, ...]
    checkpoints: tuple[tuple[int, str], ...]
    snapshot: dict[str, Any]

    @property
    def players(self) -> list[str]:
        return [s.name for s in self.seats]

    def to_json(self, indent: int | None = 1) -> str:
        """The file's text: indented for a person to read (a game saved by its player), or on
        one line (`indent=None`: the autosave after every move, where Python's indenting
        encoder took 5 ms of a 300-move game and its C encoder takes a tenth of it)."""
        doc = {
            "format": FORMAT, "version": VERSION, "game": self.game,
            "data_version": self.data_version, "options": self.options,
            "seats": [s.to_dict() for s in self.seats], "seed": self.seed, "start": self.start,
            "moves": [m.to_dict() for m in self.moves],
            "checkpoints": [list(c) for c in self.checkpoints], "snapshot": self.snapshot,
        }
        return json.dumps(doc, ensure_ascii=False, indent=indent) + "\n"


_DIGESTS: OrderedDict[int, tuple[Any, str]] = OrderedDict()


def digest(state: Any) -> str:
    """A short fingerprint of a state (sha256 of its canonical JSON).

    Remembered for the last few hundred states (holding them keeps their ids unique), so the
    autosave after each move does not re-encode every checkpoint of a long game.
    """
    known = _DIGESTS.get(id(state))
    if known is not None and known[0] is state:
        _DIGESTS.move_to_end(id(state))
        return known[1]
    result = _digest_of(state.to_dict())
    _DIGESTS[id(state)] = (state, result)
    if len(_DIGESTS) > 512:
        _DIGESTS.popitem(last=False)
    return result


# --- making a save ------------------------------------------------------------------------------

def from_session(session: GameSession, options: dict[str, Any] | None = None,
                 seed: int | None = None, seats: Sequence[Seat] | None = None) -> SaveData:
    """The save of `session`: its moves from the start, the options and seed it was dealt with.

    When `seed` re-deals exactly the session's first state only the seed is kept; otherwise
    (a position file, an unknown seed) the first state itself is stored in `start`.
    """
    rules = session.rules
    players = list(rules.players(session.initial))
    opts = rules.resolve_options(options)
    start: dict[str, Any] | None = None
    if seed is None or not _dealt_by(rules, players, opts, seed, session.initial):
        start = session.initial.to_dict()
    states = [step.after for step in session.history]
    checkpoints = tuple((i, digest(states[i - 1]))
                        for i in range(CHECKPOINT_EVERY, len(states) + 1, CHECKPOINT_EVERY))
    return SaveData(
        game=rules.id, data_version=rules.meta.data_version, options=opts,
        seats=tuple(seats) if seats is not None else tuple(Seat(p) for p in players),
        seed=seed, start=start, moves=tuple(session.moves()), checkpoints=checkpoints,
        snapshot=session.state.to_dict())


_DEALS: OrderedDict[int, tuple[Any, str, bool]] = OrderedDict()


def _dealt_by(rules: Rules[Any], players: list[str], options: dict[str, Any], seed: int,
              initial: Any) -> bool:
    """Whether `seed` deals exactly `initial`: dealt once per first state and seed (the
    autosave asks after every move), remembered for the last few first states."""
    key = json.dumps([rules.id, players, options, seed], sort_keys=True, default=repr)
    known = _DEALS.get(id(initial))
    if known is not None and known[0] is initial and known[1] == key:
        return known[2]
    dealt = bool(rules.new_game(players, options, seed) == initial)
    _DEALS[id(initial)] = (initial, key, dealt)
    if len(_DEALS) > 32:
        _DEALS.popitem(last=False)
    return dealt


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write `text` so that `path` holds either the old or the new content, never a torn file:
    a temporary file in the same folder, flushed and fsynced, then renamed over `path`."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        dir_fd = os.open(target.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def write(path: str | Path, data: SaveData) -> None:
    atomic_write_text(path, data.to_json())


# --- reading a save -----------------------------------------------------------------------------

def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: players become human seats; a v1 game always started from its seed."""
    out = {k: v for k, v in doc.items() if k != "players"}
    players = doc.get("players")
    if not isinstance(players, list):
        raise ValueError("players: expected a list of names")
    out["seats"] = [{"name": p, "kind": "human"} for p in players]  # (version 2's words)
    out["start"] = None
    out["checkpoints"] = []
    out["version"] = 2
    return out


def _v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 → 3: the program wrote every seat of a version 2 save "human", computers
    included, so a human seat is not known to be a person: it becomes unknown (the table asks).
    A "bot" seat naming a level (written by hand) is that computer."""
    seats = doc.get("seats")
    if not isinstance(seats, list):
        raise ValueError("seats: expected a list")
    out = dict(doc)
    out["seats"] = [_v2_seat(s) for s in seats]
    out["version"] = 3
    return out


def _v2_seat(seat: Any) -> Any:
    if not isinstance(seat, dict):
        return seat  # refused by the checks of the current format, with its place named
    name = seat.get("name")
    if seat.get("kind") == "bot" and seat.get("bot") in LEVELS:
        return {"name": name, "kind": COMPUTER, "level": seat["bot"]}
    return {"name": name, "kind": UNKNOWN}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3}


def _no_constant(name: str) -> Any:
    raise ValueError(f"'{name}' is not a number a save can hold")


def parse(text: str, name: str = "<save>") -> SaveData:
    """Check a save's text and migrate it to the current version (the moves are not replayed)."""
    def err(field: str, message: str, line: int | None = None) -> DataError:
        return DataError(name, line, field, message)

    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise err("", f"this is not a readable save (damaged or cut short): {exc.msg}",
                  exc.lineno) from None
    except (ValueError, RecursionError) as exc:
        raise err("", f"this is not a readable save: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise err("format", "this is not a Medici Table save")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise err("version", "the format version must be a whole number from 1")
    if version > VERSION:
        raise err("version", f"this save was written by a newer Medici Table (format {version});"
                             f" this one reads formats up to {VERSION} — please update")
    while version < VERSION:
        try:
            doc = MIGRATIONS[version](doc)
        except ValueError as exc:
            raise err("", f"cannot convert this format {version} save: {exc}") from None
        version = doc["version"]
    return _check(doc, err)


def _check(doc: dict[str, Any], err: Callable[..., DataError]) -> SaveData:
    from medici_table import games

    unknown = sorted(set(doc) - set(_FIELDS))
    if unknown:
        raise err(unknown[0], f"unknown field '{unknown[0]}'")
    missing = [f for f in _FIELDS if f not in doc]
    if missing:
        raise err(missing[0], f"missing field '{missing[0]}'")
    game = doc["game"]
    if not isinstance(game, str) or game not in games.available():
        raise err("game", f"unknown game {game!r} (this version has: "
                          f"{', '.join(games.available())})")
    rules = games.get(game)
    dv = doc["data_version"]
    if not _is_int(dv) or not 1 <= dv <= rules.meta.data_version:
        raise err("data_version", f"the game data version {dv!r} is not one this version knows"
                                  f" (1 to {rules.meta.data_version})")
    seats = _seats(doc["seats"], err)
    try:
        rules.check_players([s.name for s in seats])
        if not isinstance(doc["options"], dict):
            raise ValueError("options must be a mapping")
        options = rules.resolve_options(doc["options"])
    except ValueError as exc:
        raise err("seats" if "played by" in str(exc) else "options", str(exc)) from None
    seed, start = doc["seed"], doc["start"]
    if seed is not None and not _is_int(seed):
        raise err("seed", "the seed must be a whole number or null")
    if start is not None and not isinstance(start, dict):
        raise err("start", "the starting position must be a state or null")
    if seed is None and start is None:
        raise err("seed", "a save needs a seed or a starting position")
    if not isinstance(doc["moves"], list):
        raise err("moves", "the moves must be a list")
    moves = []
    for i, m in enumerate(doc["moves"]):
        try:
            moves.append(Move.from_dict(m))
        except (ValueError, TypeError) as exc:
            raise err(f"moves[{i}]", f"move {i + 1} is malformed: {exc}") from None
    checkpoints = _checkpoints(doc["checkpoints"], len(moves), err)
    if not isinstance(doc["snapshot"], dict):
        raise err("snapshot", "the snapshot must be a state")
    return SaveData(game, dv, options, seats, seed, start, tuple(moves), checkpoints,
                    doc["snapshot"])


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _seats(raw: Any, err: Callable[..., DataError]) -> tuple[Seat, ...]:
    if not isinstance(raw, list):
        raise err("seats", "the seats must be a list")
    seats = []
    for i, s in enumerate(raw):
        where = f"seats[{i}]"
        if not isinstance(s, dict) or set(s) - {"name", "kind", "level", "code"}:
            raise err(where, "a seat is {name, kind} with a level for a computer, a code for a "
                      "friend on another computer")
        name, kind, level, code = s.get("name"), s.get("kind"), s.get("level"), s.get("code")
        if not isinstance(name, str) or not name.strip():
            raise err(where, "a seat needs a player's name")
        if kind not in SEAT_KINDS:
            raise err(where, f"a seat's kind is one of {', '.join(SEAT_KINDS)}, not {kind!r}")
        if kind == COMPUTER and level not in LEVELS:
            raise err(where, f"a computer's level is one of {', '.join(LEVELS)}, not {level!r}")
        if kind != COMPUTER and level is not None:
            raise err(where, "only a computer's seat has a level")
        if kind == REMOTE:
            code = _seat_code(code, where, err)
        elif code is not None:
            raise err(where, "only a remote friend's seat has a code")
        seats.append(Seat(name, kind, level, code))
    return tuple(seats)


def _seat_code(code: Any, where: str, err: Callable[..., DataError]) -> str:
    from medici_table.net.codes import normalize

    try:
        return normalize(code if isinstance(code, str) else "")
    except ValueError as exc:
        raise err(where, f"a remote friend's seat needs its code: {exc}") from None


def _checkpoints(raw: Any, n_moves: int,
                 err: Callable[..., DataError]) -> tuple[tuple[int, str], ...]:
    if not isinstance(raw, list):
        raise err("checkpoints", "the checkpoints must be a list")
    out = []
    for i, c in enumerate(raw):
        ok = (isinstance(c, list) and len(c) == 2 and _is_int(c[0]) and 1 <= c[0] <= n_moves
              and isinstance(c[1], str) and len(c[1]) == 16
              and all(ch in "0123456789abcdef" for ch in c[1]))
        if not ok:
            raise err(f"checkpoints[{i}]", "a checkpoint is [move number, 16 hex digits]")
        out.append((c[0], c[1]))
    return tuple(out)


def first_difference(a: Any, b: Any, where: str = "state") -> str | None:
    """The path of the first place two plain JSON values differ, or None if they are equal."""
    if type(a) is not type(b):
        return where
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{where}.{k}"
            found = first_difference(a[k], b[k], f"{where}.{k}")
            if found:
                return found
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{where}[{i}]")
            if found:
                return found
        return None
    return None if a == b else where


def shaped(value: Any, shape: Any) -> Any:
    """`value` without the fields `shape` lacks: a state written before a game's state gained a
    field (Louis XIV's scoring record) is checked on the fields it has. The game replayed from
    the moves is the one that counts; the snapshot and the digests only check it."""
    if isinstance(value, dict) and isinstance(shape, dict):
        return {k: shaped(v, shape[k]) for k, v in value.items() if k in shape}
    if isinstance(value, list) and isinstance(shape, list) and shape and \
            all(isinstance(x, dict) for x in shape):
        return [shaped(v, shape[0]) for v in value]
    return value


def _readable(rules: Rules[Any], snapshot: dict[str, Any]) -> bool:
    """Whether the game reads the snapshot as a state: then fields it lacks were added to the
    game's state since the file was written (its `from_dict` migrates them), and the file is
    checked on the fields it has; otherwise every field counts."""
    try:
        rules.state_type.from_dict(snapshot)
    except (ValueError, TypeError, KeyError, AttributeError):
        return False
    return True


def _digest_of(plain: dict[str, Any]) -> str:
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def replay(data: SaveData, lang: str = "en", name: str = "<save>") -> GameSession:
    """Play the save's moves from its start and check them against the checkpoints and snapshot.

    The start (a dealt seed, or a `start` state the game's validator accepts), every
    checkpoint's state and the last are checked like any state that comes from outside
    (`app.incoming`). Returns a session with the whole history (undo, the log and replays work
    as if the game had been played here). Every refusal is a DataError naming the move or field
    at fault, in English and French.
    """
    from medici_table import games

    rules = games.get(data.game)
    newer_rules = data.data_version != rules.meta.data_version
    hint = (f" (it was saved with version {data.data_version} of the game's data, this is "
            f"version {rules.meta.data_version})") if newer_rules else ""
    hint_fr = (f" (elle a été enregistrée avec la version {data.data_version} des données du "
               f"jeu, celle-ci est la version {rules.meta.data_version})") if newer_rules else ""
    session = GameSession(rules, _start_state(rules, data, name), lang)
    marks = dict(data.checkpoints)
    older = _readable(rules, data.snapshot)
    for i, move in enumerate(data.moves, 1):
        try:
            session.play(move)
        except IllegalMove as exc:
            raise DataError(name, None, f"moves[{i - 1}]",
                            f"move {i} ({move}) is not allowed at that point: {exc.reason}"
                            f"{hint}", f"le coup {i} ({move}) n'est pas permis à ce moment : "
                            f"{exc.reason}{hint_fr}") from None
        except Exception as exc:  # a rules bug or a doctored position: refused, never a crash
            raise DataError(name, None, f"moves[{i - 1}]",
                            f"move {i} ({move}) cannot be replayed ({type(exc).__name__}: "
                            f"{exc}){hint}", f"le coup {i} ({move}) ne peut pas être rejoué "
                            f"({type(exc).__name__} : {exc}){hint_fr}") from None
        if i in marks:
            if digest(session.state) != marks[i] and not (
                    older and _digest_of(shaped(session.state.to_dict(), data.snapshot))
                    == marks[i]):
                raise DataError(name, None, "checkpoints",
                                f"after move {i} the game differs from the one that was saved"
                                f"{hint}", f"après le coup {i}, la partie diffère de celle qui "
                                f"a été enregistrée{hint_fr}")
            check_state(rules, session.state, name, f"checkpoints (move {i})")
    final = session.state.to_dict()
    where = first_difference(final, data.snapshot)
    if where is not None and older:
        where = first_difference(shaped(final, data.snapshot), data.snapshot)
    if where is not None:
        raise DataError(name, None, "snapshot",
                        f"the saved state does not match the replayed moves (first difference:"
                        f" {where}); the file was altered or damaged{hint}",
                        f"la position enregistrée ne correspond pas aux coups rejoués (première "
                        f"différence : {where}) ; le fichier a été modifié ou abîmé{hint_fr}")
    if data.moves:
        check_state(rules, session.state, name, "snapshot")
    return session


def _start_state(rules: Rules[Any], data: SaveData, name: str) -> Any:
    """The first state: dealt from the seed, or the save's `start`, checked by the game."""
    if data.start is not None:
        state = state_from_dict(rules, data.start, name, "start")
        if list(rules.players(state)) != data.players:
            raise DataError(name, None, "start", "its players are not the save's seats",
                            "ses joueurs ne sont pas les places de la sauvegarde")
        return state
    try:
        return rules.new_game(data.players, data.options, data.seed or 0)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise DataError(name, None, "start", f"cannot set up the start of this game: {exc}",
                        f"impossible de mettre en place le début de cette partie : {exc}") \
            from None


def read(path: str | Path) -> SaveData:
    """Read and check a save file (not yet replayed); DataError if it cannot be used."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_BYTES:
            raise DataError(str(p), None, "", "this file is far too large to be a save")
        raw = p.read_bytes()
    except OSError as exc:
        raise DataError(str(p), None, "", f"cannot read the file: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(str(p), None, "", f"this is not a readable save (damaged: byte "
                                          f"{exc.start} is not text)") from None
    return parse(text, str(p))


def load(path: str | Path, lang: str = "en") -> tuple[SaveData, GameSession]:
    """Read, migrate and replay a save: the data and a session at its last move."""
    data = read(path)
    return data, replay(data, lang, str(path))
