"""Find `rules_data/` and `assets/` from a source checkout, an installed package or a bundle."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path


@cache
def project_root() -> Path:
    """The folder that holds `rules_data/` and `assets/`."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    here = Path(__file__).resolve().parent.parent  # medici_table/
    for candidate in (here.parent, here / "_data"):
        if (candidate / "rules_data").is_dir():
            return candidate
    raise FileNotFoundError(
        f"rules_data/ not found next to {here}; reinstall Medici Table (pip install -e .)"
    )


RULES_DATA_ENV = "MEDICI_TABLE_RULES_DATA"


def rules_data(*parts: str) -> Path:
    """`rules_data/` (or the folder `$MEDICI_TABLE_RULES_DATA` names: a data author's copy)."""
    override = os.environ.get(RULES_DATA_ENV)
    root = Path(override) if override else project_root() / "rules_data"
    return root.joinpath(*parts)


def asset(*parts: str) -> Path:
    return project_root().joinpath("assets", *parts)


def user_cache(*parts: str) -> Path:
    """`medici-table/` in the user's cache folder (where Qt's GenericCacheLocation is): the data
    files' checked copies (`engine/data.py`), the compiled translations, the drawings kept."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local") / "cache"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base.joinpath("medici-table", *parts)


def keep_in_cache(path: Path, content: bytes) -> bool:
    """Keep `content` at `path` in the cache, whole or not at all (written aside, then renamed:
    another process may read `path` meanwhile). False when the disk refuses (read-only, full):
    what was to be kept is made again next time."""
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(content)
        os.replace(part, path)
        return True
    except OSError:
        try:
            part.unlink(missing_ok=True)
        except OSError:
            pass
        return False
