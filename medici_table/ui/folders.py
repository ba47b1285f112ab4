"""Where the file dialogs open, and the name they offer for a new file.

A fresh account may have no Documents folder (Qt names it anyway, and the dialog then opens in
the folder the program was started from — its own); the home folder is offered instead. A new
save is named after the game as the player knows it and the moment, never the game's id.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QStandardPaths

_UNSAFE = '<>:"/\\|?*'  # not allowed in a file name on one system or another


def documents() -> Path:
    """The user's Documents folder if it exists, else their home folder."""
    named = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if named and Path(named).is_dir():
        return Path(named)
    return Path.home()


def file_name(title: str, suffix: str, when: datetime | None = None) -> str:
    """'Louis XIV 2026-11-26 21h50.medici.json': the game's name and the moment, safe on every
    system (characters a file name may not hold become spaces)."""
    moment = (when or datetime.now()).strftime("%Y-%m-%d %Hh%M")
    clean = "".join(" " if c in _UNSAFE or ord(c) < 32 else c for c in title)
    return f"{' '.join(clean.split())} {moment}{suffix}"
