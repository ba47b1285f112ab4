"""Autosave: the game in progress written after every move, and found again after a crash (no Qt).

The live game is `autosave.medici.json` in a folder the caller gives (the UI passes the user
data folder). Each write is atomic (see `savefile.atomic_write_text`), so a crash, a kill or a
power cut leaves either the previous move's file or this move's, never a torn one.

Writing the whole game costs milliseconds, so the table does it after painting the move, and
first appends the move alone to a journal, `autosave.journal` (one JSON line: its number and
the move; `journal()`): a process killed between the two loses nothing, since the line is in
the system's hands once written (no fsync: only a power cut within the few milliseconds before
the whole save, which is fsynced, could lose it). The next start folds the journal into the
save (`fold_journal()`, called by `set_aside()`), line by line while each is whole, is the next
move and is legal: a torn last line is ignored. The save itself is replayed and checked like any
save (`savefile.replay`), and the state the journal leads to by the game's validator. Writing
the whole save empties the journal.

At the next start `set_aside()` moves an unfinished game out of the way as
`interrupted-<time>.medici.json` before the new session writes anything, and `offer()` returns
the newest one that still replays; a file that does not is renamed `damaged-<time>…` and kept
for a bug report, never offered and never deleted silently. A finished game found there (the
table closed before it could archive it) goes to the finished games (`app/archive.py`).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from medici_table.app.archive import Archive, archive_folder
from medici_table.app.autosave_paths import CURRENT, INTERRUPTED
from medici_table.app.incoming import check_state
from medici_table.app.savefile import (
    SUFFIX,
    SaveData,
    atomic_write_text,
    from_session,
    load,
    read,
    replay,
)
from medici_table.engine.errors import DataError, IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.session import GameSession

JOURNAL = "autosave.journal"
LAST_FINISHED = "last-finished" + SUFFIX  # where versions before the archive kept one game


@dataclass(frozen=True)
class Interrupted:
    """An unfinished game found after a restart, replayed and ready to resume."""

    path: Path
    data: SaveData
    session: GameSession
    saved_at: float  # seconds since the epoch (the file's modification time)

    @property
    def moves(self) -> int:
        return len(self.data.moves)


class Autosaver:
    """Writes the live game to `folder` and finds interrupted games there."""

    def __init__(self, folder: str | Path, keep: int = 10) -> None:
        self.folder = Path(folder)
        self.keep = keep
        self.writes = 0
        self.archive = Archive(archive_folder(self.folder))  # the finished games
        self._journal = str(self.folder / JOURNAL)  # (opened after every move)
        self._made = False  # the folder was made by this autosaver (`journal`)

    @property
    def current(self) -> Path:
        return self.folder / CURRENT

    @property
    def journal_path(self) -> Path:
        return self.folder / JOURNAL

    # --- while playing ---------------------------------------------------------------------------
    def save(self, data: SaveData, extends: bool = True) -> Path:
        """Write the live game (atomically) and return its path; the journal is emptied.

        `extends`: the game saved is the one on disk with the journal's moves and maybe more
        (the journal is emptied after the write: a crash in between leaves lines the save
        already holds, which the fold skips). Otherwise (a new game, an undo) it is emptied
        first, so that no line of another game, or an undone move, can be folded into it."""
        if not extends:
            self.journal_path.unlink(missing_ok=True)
        atomic_write_text(self.current, data.to_json(indent=None))  # read by the program alone
        self._made = True
        self.writes += 1
        self.journal_path.unlink(missing_ok=True)
        return self.current

    def journal(self, number: int, move: Move) -> None:
        """Append move `number` (1 for the first move of the game) to the journal: the save on
        disk plus the journal hold the game as it is now. Written through to the system at
        once (a kill of the process loses nothing), not fsynced (see the module's text)."""
        line = json.dumps({"n": number, "move": move.to_dict()}, ensure_ascii=False,
                          separators=(",", ":"))
        if not self._made:  # (the folder is made once, not looked for at every move)
            self.folder.mkdir(parents=True, exist_ok=True)
            self._made = True
        try:
            journal = open(self._journal, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        except FileNotFoundError:  # the folder went meanwhile: made again
            self.folder.mkdir(parents=True, exist_ok=True)
            journal = open(self._journal, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        with journal:
            journal.write(line + "\n")

    def clear(self) -> None:
        """Forget the live game (it was finished, or saved and closed on purpose)."""
        self.journal_path.unlink(missing_ok=True)
        self.current.unlink(missing_ok=True)

    def fold_journal(self) -> int:
        """Fold the journal's moves into the save on disk (rewritten atomically) and remove the
        journal; return how many moves were added. Lines are taken in order while each is whole
        (a torn last line is not), is the save's next move and replays legally; the others are
        dropped (lines the save already holds, a journal without a save)."""
        path = self.journal_path
        if not path.exists():
            return 0
        try:
            lines = path.read_bytes().decode("utf-8", errors="replace").split("\n")
        except OSError:
            return 0
        added = 0
        try:
            if self.current.exists():
                data = read(self.current)
                session: GameSession | None = None
                for line in lines[:-1]:  # the last piece has no newline: empty, or torn
                    try:
                        entry = json.loads(line)
                        number, move = entry["n"], Move.from_dict(entry["move"])
                    except (ValueError, KeyError, TypeError):
                        break
                    have = len(data.moves) + added
                    if number <= have:
                        continue  # already in the save (written just before a crash)
                    if number != have + 1:
                        break
                    if session is None:
                        session = replay(data, name=str(self.current))
                    try:
                        session.play(move)
                    except IllegalMove:
                        break
                    added += 1
                if session is not None and added:
                    check_state(session.rules, session.state, str(self.journal_path), "journal")
                    atomic_write_text(self.current, from_session(
                        session, data.options, data.seed, data.seats).to_json())
        except DataError:
            pass  # a damaged save: set_aside() keeps it for a bug report
        path.unlink(missing_ok=True)
        return added

    # --- after a restart ---------------------------------------------------------------------------
    def set_aside(self) -> Path | None:
        """Move an unfinished live game to an `interrupted-…` file; return its new path.

        Called once at start-up, before this session's first autosave can overwrite it. A
        finished game goes to the archive of finished games, one without a move is dropped
        (unless friends were invited to it from other computers: they were told it is kept),
        an unreadable one is kept as `damaged-…`.
        """
        for stale in self.folder.glob(f".{CURRENT}.*.tmp") if self.folder.is_dir() else []:
            stale.unlink(missing_ok=True)  # a write cut short by a crash; the file itself is whole
        self._archive_file(self.folder / LAST_FINISHED)
        self.fold_journal()  # the moves played since the last whole save
        if not self.current.exists():
            return None
        try:
            data = read(self.current)
        except DataError:
            self._rename(self.current, "damaged")
            return None
        if not data.moves and not any(seat.remote for seat in data.seats):
            self.current.unlink(missing_ok=True)  # (friends were given their seats' codes
            return None  # for a hosted game: it is kept, for them to join when it reopens)
        if data.snapshot.get("to_act") is None:
            self._archive_file(self.current)
            return None
        moved = self._rename(self.current, "interrupted")
        self._prune()
        return moved

    def interrupted(self) -> list[Path]:
        """Interrupted games, newest first."""
        found = self.folder.glob(INTERRUPTED) if self.folder.is_dir() else []
        return sorted(found, key=lambda p: (p.stat().st_mtime, p.name), reverse=True)

    def offer(self, lang: str = "en") -> Interrupted | None:
        """The newest interrupted game that replays exactly, ready to resume."""
        for path in self.interrupted():
            try:
                saved_at = path.stat().st_mtime
                data, session = load(path, lang)
            except DataError:
                self._rename(path, "damaged")
                continue
            except OSError:
                continue
            return Interrupted(path, data, session, saved_at)
        return None

    def resumed(self, offer: Interrupted) -> None:
        """The offered game is live again: it becomes the autosave and its interrupted file goes."""
        self.save(offer.data)
        offer.path.unlink(missing_ok=True)

    def discard(self, offer: Interrupted) -> None:
        offer.path.unlink(missing_ok=True)

    # --- housekeeping ------------------------------------------------------------------------------
    def _archive_file(self, path: Path) -> None:
        """Move the finished game in `path` to the archive (kept as `finished-…` here if the
        archive cannot be written, `damaged-…` if it cannot be read)."""
        if not path.exists():
            return
        try:
            self.archive.keep(read(path), ended=path.stat().st_mtime)
        except DataError:
            self._rename(path, "damaged")
            return
        except OSError:
            self._rename(path, "finished")
            return
        path.unlink(missing_ok=True)

    def _rename(self, path: Path, kind: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(path.stat().st_mtime))
        target = self.folder / f"{kind}-{stamp}{SUFFIX}"
        n = 1
        while target.exists():
            n += 1
            target = self.folder / f"{kind}-{stamp}-{n}{SUFFIX}"
        os.replace(path, target)
        return target

    def _prune(self) -> None:
        for old in self.interrupted()[self.keep:]:
            old.unlink(missing_ok=True)


def summary(data: SaveData) -> dict[str, Any]:
    """A few facts about a save, for the recent-files menu and the replay bar."""
    return {"game": data.game, "players": data.players, "moves": len(data.moves),
            "finished": data.snapshot.get("to_act") is None}
