"""Finished games, kept: each game played to its end is written at once to the `finished`
folder beside the autosaves (no Qt), as an ordinary save with its seats, and listed with its
date, game, players and result for a replay.

A file is named by when the game ended, the game and a fingerprint of its moves
(`20250301-213005-medici-1a2b3c4d5e.medici.json`): the same game is kept once however often
it is archived (at its end, again at the next start from the autosave, after Play again).
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from medici_table.app.autosave_paths import SUFFIX
from medici_table.app.incoming import state_from_dict
from medici_table.app.savefile import SaveData, atomic_write_text, read
from medici_table.engine.errors import DataError

FOLDER = "finished"


def archive_folder(autosave_folder: Path) -> Path:
    """The finished games' folder: beside the autosave folder, in the user's data folder."""
    return autosave_folder.parent / FOLDER


def fingerprint(data: SaveData) -> str:
    """What makes a game itself: the game, how it was dealt and every move (not its seats)."""
    doc = [data.game, data.seed, data.start, [m.to_dict() for m in data.moves]]
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:10]


@dataclass(frozen=True)
class Finished:
    """One finished game in the list: its file, when it ended, who played and how it ended."""

    path: Path
    ended: float  # seconds since the epoch
    game: str
    players: tuple[str, ...]
    scores: tuple[Any, ...]  # per seat, as the game counts them; () when unknown
    winners: tuple[int, ...]
    moves: int


class Archive:
    """The finished games kept in `folder`."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self._known: dict[Path, tuple[float, Finished | None]] = {}  # path -> (mtime, entry)

    def keep(self, data: SaveData, ended: float | None = None) -> Path:
        """Write the finished game `data` (once: a game already kept is not written again)."""
        key = fingerprint(data)
        for old in self.folder.glob(f"*-{key}{SUFFIX}") if self.folder.is_dir() else []:
            return old
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(ended or time.time()))
        path = self.folder / f"{stamp}-{data.game}-{key}{SUFFIX}"
        atomic_write_text(path, data.to_json())
        return path

    def paths(self) -> list[Path]:
        """The kept games' files, newest first."""
        found = self.folder.glob(f"*{SUFFIX}") if self.folder.is_dir() else []
        return sorted(found, key=lambda p: p.name, reverse=True)

    def newest(self) -> Path | None:
        """The last game finished here that can be read."""
        return next((p for p in self.paths() if self.entry(p) is not None), None)

    def entries(self) -> list[Finished]:
        """Every kept game that can be read, newest first (a damaged file is left out)."""
        out = []
        for path in self.paths():
            entry = self.entry(path)
            if entry is not None:
                out.append(entry)
        return out

    def entry(self, path: Path) -> Finished | None:
        """The list's line for one file (read once while the file is unchanged)."""
        try:
            mtime = path.stat().st_mtime
        except OSError:
            return None
        known = self._known.get(path)
        if known is not None and known[0] == mtime:
            return known[1]
        try:
            entry: Finished | None = _summarise(path, read(path), mtime)
        except DataError:
            entry = None
        self._known[path] = (mtime, entry)
        return entry


def _summarise(path: Path, data: SaveData, mtime: float) -> Finished:
    """The facts of the list from the save's last state (its replay checks it when opened)."""
    from medici_table import games

    rules = games.get(data.game)
    try:
        state = state_from_dict(rules, data.snapshot, str(path), "snapshot")  # checked: a door
        scores: tuple[Any, ...] = tuple(rules.scores(state))
        winners: tuple[int, ...] = tuple(rules.winners(state))
    except Exception:  # a snapshot the rules cannot read: listed without its result
        scores, winners = (), ()
    return Finished(path, _ended(path, mtime), data.game, tuple(data.players), scores, winners,
                    len(data.moves))


def _ended(path: Path, mtime: float) -> float:
    """When the game ended: from the file's name (a copied file keeps it), else its date."""
    try:
        return time.mktime(time.strptime(path.name[:15], "%Y%m%d-%H%M%S"))
    except ValueError:
        return mtime
