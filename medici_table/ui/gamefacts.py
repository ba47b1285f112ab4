"""What the welcome screen says of each game — its names, how many play it, for how long —
from the games' `game.yaml`, without reading them at every start.

The facts are read through the data loader (`engine/data.py`: each file checked against its
schema) the first time, then kept in the user's cache folder (`medici-table/welcome/`, one small
text file per installed copy) under a key made of the program's version and the size and time
of each game's `game.yaml` and of its schema: while the key holds, a start reads that one file
instead of importing the loader, JSON and the five checked entries (~10 ms of the first frame).
A file that does not parse whole, or whose key differs, is read again from the games' files
and written anew; a game whose data cannot be read is left out, as before.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path
from typing import Any

import medici_table
from medici_table import games
from medici_table.engine.resources import keep_in_cache, rules_data, user_cache
from medici_table.ui import games as tables
from medici_table.ui.i18n import tr

FORMAT = "facts 1"  # bump when the file's lines change


class GameFacts:
    """What the welcome screen says of a game, from its game.yaml. (A plain class, compared and
    shown as a dataclass would be: `dataclasses` cost the welcome screen's first frame.)"""

    __slots__ = ("id", "name", "players", "minutes")

    def __init__(self, id: str, name: dict[str, str], players: tuple[int, int],  # noqa: A002
                 minutes: tuple[int, int]) -> None:
        self.id = id
        self.name = name
        self.players = players
        self.minutes = minutes

    def _fields(self) -> tuple[Any, ...]:
        return (self.id, self.name, self.players, self.minutes)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, GameFacts)
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # (its names are a dict)

    def __repr__(self) -> str:
        return (f"GameFacts(id={self.id!r}, name={self.name!r}, players={self.players!r}, "
                f"minutes={self.minutes!r})")

    def title(self, lang: str) -> str:
        return self.name.get(lang) or self.name["en"]

    def line(self) -> str:
        low, high = self.players
        who = (tr("{n} players", n=low) if low == high
               else tr("{low}–{high} players", low=low, high=high))
        if not self.minutes[1]:
            return who
        a, b = self.minutes
        return who + " · " + (tr("about {n} min", n=a) if a == b
                              else tr("{low}–{high} min", low=a, high=b))


def facts() -> list[GameFacts]:
    """Every game with a table, in the order of the registry (a game whose data cannot be
    read is left out: the others are offered): kept, else read from the games' files."""
    ids = [gid for gid in games.available() if gid in tables.available()]
    key = _key(ids)
    where = _kept_at()
    kept = _read(where, key) if key is not None and where is not None else None
    if kept is not None:
        return kept
    found = read_facts(ids)
    if key is not None and where is not None:
        _write(where, key, found)
    return found


def read_facts(ids: list[str]) -> list[GameFacts]:
    """The facts of the games `ids`, read from their `game.yaml` (checked against its schema)."""
    from medici_table.engine.data import load_game_file
    from medici_table.engine.errors import DataError

    out = []
    for gid in ids:
        try:
            d = load_game_file(gid, "game.yaml", "game").data
        except DataError:  # its own error is shown when it is played; the others are offered
            continue
        minutes = d.get("minutes") or {"min": 0, "max": 0}
        out.append(GameFacts(gid, dict(d["name"]), (d["players"]["min"], d["players"]["max"]),
                             (minutes["min"], minutes["max"])))
    return out


def _kept_at() -> Path | None:
    """This installed copy's file (named after where its `rules_data/` is); None when the
    data cache is turned off (`MEDICI_TABLE_DATA_CACHE=0`)."""
    if os.environ.get("MEDICI_TABLE_DATA_CACHE", "1") == "0":
        return None
    where = str(rules_data().resolve()).encode("utf-8", "surrogateescape")
    return user_cache("welcome", f"{zlib.crc32(where):08x}{zlib.adler32(where):08x}.txt")


def _stamp(path: Path) -> str | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return f"{st.st_mtime_ns}:{st.st_size}"


def _key(ids: list[str]) -> str | None:
    """What the kept facts were read from: the version, the schema's and each game.yaml's size
    and time (None when one is missing: then they are read, not kept)."""
    stamps = [_stamp(rules_data("schema", "game.schema.json")),
              *(_stamp(rules_data(gid, "game.yaml")) for gid in ids)]
    if any(stamp is None for stamp in stamps):
        return None
    parts = [FORMAT, medici_table.__version__, str(rules_data().resolve()), *ids,
             *(stamp or "" for stamp in stamps)]
    if any("\t" in p or "\n" in p for p in parts):
        return None
    return "\t".join(parts)


def _read(path: Path, key: str) -> list[GameFacts] | None:
    """The facts kept at `path` under `key`, or None (absent, another key, not whole)."""
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
        if lines[0] != key or lines[-1] != "end":
            return None
        out = []
        for line in lines[1:-1]:
            gid, low, high, a, b, *names = line.split("\t")
            name = dict(n.split("=", 1) for n in names)
            if "en" not in name:
                return None
            out.append(GameFacts(gid, name, (int(low), int(high)), (int(a), int(b))))
        return out
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def _write(path: Path, key: str, found: list[GameFacts]) -> None:
    """Keep `found` at `path` (whole or not at all); facts a line cannot hold are not kept."""
    lines = [key]
    for f in found:
        fields = [f.id, *map(str, f.players), *map(str, f.minutes),
                  *(f"{lang}={text}" for lang, text in f.name.items())]
        if any("\t" in x or "\n" in x for x in fields) or any("=" in lang for lang in f.name):
            return
        lines.append("\t".join(fields))
    lines.append("end")
    keep_in_cache(path, "\n".join(lines).encode("utf-8"))
