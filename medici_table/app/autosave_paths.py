"""Where the autosave lives and what its files are called (no Qt, and nothing else imported).

Kept apart from `autosave` and `savefile` so that the window can look for an interrupted game
before its first frame without importing them (they cost ~10 ms at start-up).
"""

from __future__ import annotations

import os
from pathlib import Path

SUFFIX = ".medici.json"  # every save file's (savefile.SUFFIX)
CURRENT = "autosave" + SUFFIX  # the live game
INTERRUPTED = "interrupted-*" + SUFFIX  # unfinished games set aside at a restart (a glob pattern)
ENV_FOLDER = "MEDICI_TABLE_DATA_DIR"


def folder_from_env(default: Path) -> Path:
    """`$MEDICI_TABLE_DATA_DIR/autosave` when set (tests, portable installs), else `default`."""
    override = os.environ.get(ENV_FOLDER)
    return Path(override) / "autosave" if override else default


def may_hold_a_game(folder: Path) -> bool:
    """Whether `folder` holds a live or an interrupted game (not read: it may not replay)."""
    if not folder.is_dir():
        return False
    if (folder / CURRENT).exists():
        return True
    head, tail = INTERRUPTED.split("*")  # (not `glob`: its pattern is compiled, before the
    # welcome screen's first frame)
    try:
        return any(p.startswith(head) and p.endswith(tail) for p in os.listdir(folder))
    except OSError:  # (gone meanwhile, or not readable: as `glob` found nothing)
        return False
