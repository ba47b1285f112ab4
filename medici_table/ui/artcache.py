"""Drawings kept on disk between starts: the welcome screen's boxes, read back instead of drawn.

Drawing the five boxes (`ui/boxart.py`, with the card art it borrows) costs its imports and its
painting at every start, and they are the first frame. A drawing is kept as its raw pixels
(premultiplied ARGB, the painter's own format: what is read back is what was drawn, bit for bit)
in the user's cache folder, `medici-table/art/`, under a name made of everything it depends on:
the program's version, the drawing code's files (size and time; the bundle's executable in a
frozen bundle), Qt's version, what is drawn and its size in device pixels. A file whose header
does not repeat that key, or whose length is not its pixels', is refused silently and drawn
again; writing is best-effort (a read-only disk draws each time). `MEDICI_TABLE_ART_CACHE=0`
turns it off.
"""

from __future__ import annotations

import os
import sys
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PySide6.QtCore import qVersion
from PySide6.QtGui import QImage, QPainter

import medici_table
from medici_table.engine.resources import keep_in_cache, user_cache

FORMAT = b"MTART1"  # bump when the file's layout changes
MAX_PIXELS = 4_000_000  # device pixels: anything larger is drawn, not kept

_kept: dict[str, QImage] = {}  # read or drawn this run


def folder() -> Path:
    """`medici-table/art` in the user's cache folder, beside the data cache."""
    return user_cache("art")


@cache
def code_stamp(modules: tuple[str, ...]) -> str:
    """What a drawing depends on besides its arguments: the program's and Qt's versions, and the
    drawing modules' files (`ui/<name>.py`, or a package's folder of them) by size and time; in a
    frozen bundle, its executable's."""
    parts = [medici_table.__version__, qVersion(), sys.version.split()[0]]
    if getattr(sys, "frozen", False):
        paths = [Path(sys.executable)]
    else:
        ui = Path(__file__).parent
        paths = []
        for name in modules:
            where = ui / name
            paths.extend(sorted(where.glob("*.py")) if where.is_dir() else [where.with_suffix(".py")])
    for path in paths:
        try:
            st = path.stat()
        except OSError:
            parts.append(f"{path.name}:-")
            continue
        parts.append(f"{path.name}:{st.st_size}:{st.st_mtime_ns}")
    return "|".join(parts)


def image(what: str, width: int, height: int, ratio: float, modules: tuple[str, ...],
          draw: Callable[[QPainter], None]) -> QImage:
    """The drawing `what` (every word that changes it: game, title, size, offset) at `width` x
    `height` device pixels and pixel ratio `ratio`: from this run, else from disk, else made by
    `draw` (a painter in logical pixels on a transparent image) and kept on disk."""
    key = f"{code_stamp(modules)}|{what}|{width}x{height}@{ratio!r}"
    found = _kept.get(key)
    if found is not None:
        return found
    use_disk = os.environ.get("MEDICI_TABLE_ART_CACHE", "1") != "0" and width * height <= MAX_PIXELS
    raw = key.encode("utf-8", "surrogateescape")  # (checksums: hashlib loads OpenSSL, ~5 ms)
    path = folder() / f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}{len(raw):x}.argb"
    made = _read(path, key, width, height, ratio) if use_disk else None
    if made is None:
        made = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        made.setDevicePixelRatio(ratio)
        made.fill(0)
        q = QPainter(made)
        draw(q)
        q.end()
        if use_disk:
            _write(path, key, made)
    _kept[key] = made
    return made


def _read(path: Path, key: str, width: int, height: int, ratio: float) -> QImage | None:
    """The image kept at `path` if it is the one `key` names, whole; else None."""
    head = FORMAT + b"\n" + key.encode("utf-8", "surrogateescape") + b"\n"
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    if not raw.startswith(head) or len(raw) != len(head) + width * height * 4:
        return None  # another key (a hash collision, a planted file), or cut short
    found = QImage(raw[len(head):], width, height, width * 4,
                   QImage.Format.Format_ARGB32_Premultiplied).copy()  # (owns its pixels)
    found.setDevicePixelRatio(ratio)
    return found


def _write(path: Path, key: str, made: QImage) -> None:
    """Keep `made` at `path` (whole or not at all: written aside, then renamed)."""
    if made.bytesPerLine() != made.width() * 4:
        return
    head = FORMAT + b"\n" + key.encode("utf-8", "surrogateescape") + b"\n"
    keep_in_cache(path, head + bytes(made.constBits()))


def forget() -> None:
    """Forget the drawings kept this run (the disk's stay): a test reads them back afresh."""
    _kept.clear()
