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

The table's drawings (cards, portraits, boards, zones: `ui/pixcache.py`) are kept the same way,
in `art/table/`, for a window's first frame only (`starting`): the pictures drawn for it are
read back at the next start, at the same size, instead of being drawn (a fifth of a Louis XIV
table's first frame). Those drawn anew meanwhile are written once that frame is painted; the
folder is then trimmed to `TABLE_BYTES`, the oldest first. Later drawings (another zoom, the
next moves) stay in memory only: the disk holds what a start needs, not every size ever seen.
"""

from __future__ import annotations

import mmap
import os
import sys
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PySide6.QtCore import qVersion
from PySide6.QtGui import QImage, QPainter, QPixmap

import medici_table
from medici_table.engine.resources import keep_in_cache, user_cache
from medici_table.ui.i18n import lang

FORMAT = b"MTART2"  # bump when the file's layout changes
ALIGN = 64  # the header is padded to this: the pixels that follow it are read in place
MAX_PIXELS = 4_000_000  # device pixels: anything larger is drawn, not kept

_kept: dict[str, QImage] = {}  # read or drawn this run
# what a table drawing depends on besides its key: every module of the table (ui/ and its games'
# and portraits' folders), and the language its words are in
TABLE_CODE = ("", "games", "portraits")
TABLE_BYTES = 48 * 2**20  # the table's folder is trimmed to this, the oldest files first
_starting = [False]  # a window's first frame is being made: table drawings come from the disk
_table_folder = [""]  # meanwhile, where they are (`folder()/table/`; "": not looked for)
_to_keep: list[tuple[str, QPixmap]] = []  # drawn meanwhile, written once that frame is painted


def folder() -> Path:
    """`medici-table/art` in the user's cache folder, beside the data cache."""
    return user_cache("art")


@cache
def code_stamp(modules: tuple[str, ...]) -> str:
    """What a drawing depends on besides its arguments: the program's and Qt's versions, and the
    drawing modules' files (`ui/<name>.py`, or a package's folder of them) by size and time; in a
    frozen bundle, its executable's. (Folders listed with `os.scandir`, files named by strings,
    not `Path`s: a table's start stamps ~100 files, and each `Path` joined and asked cost more
    than its `stat`.)"""
    parts = [medici_table.__version__, qVersion(), sys.version.split()[0]]
    files: list[tuple[str, str | os.DirEntry[str]]] = []
    if getattr(sys, "frozen", False):
        files.append((os.path.basename(sys.executable), sys.executable))
    else:
        ui = os.path.dirname(__file__)
        for name in modules:
            where = os.path.join(ui, name) if name else ui
            try:  # (not `glob`: a pattern compiled before the first frame)
                with os.scandir(where) as found:
                    files += sorted((e.name, e) for e in found if e.name.endswith(".py"))
            except OSError:  # a module, not a package's folder
                files.append((f"{name}.py", f"{where}.py"))
    for name, file in files:
        try:
            st = file.stat() if isinstance(file, os.DirEntry) else os.stat(file)
        except OSError:
            parts.append(f"{name}:-")
            continue
        parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
    return "|".join(parts)


@cache
def table_stamp() -> str:
    """`code_stamp` of the table's modules, as its two checksums (a hundred files' names)."""
    raw = code_stamp(TABLE_CODE).encode("utf-8", "surrogateescape")
    return f"{medici_table.__version__}:{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"


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
    path = _path(key)
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


def _path(key: str, under: str = "") -> Path:
    """The file a drawing is kept in: named by its key's checksums (hashlib loads OpenSSL,
    ~5 ms), under `art/` or a folder of it."""
    where = folder() / under if under else folder()
    return where / _name(key)


def _name(key: str) -> str:
    raw = key.encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}{len(raw):x}.argb"


def _head(key: str) -> bytes:
    """A file's header: the format and the key, padded with NULs to a multiple of `ALIGN`
    bytes, so that the pixels after it lie where an image's rows may (Qt asks 32-bit aligned
    data; a cache line's start is better)."""
    head = FORMAT + b"\n" + key.encode("utf-8", "surrogateescape") + b"\n"
    return head + b"\0" * (-len(head) % ALIGN)


def _read(path: str | Path, key: str, width: int, height: int, ratio: float,
          opaque: bool = False) -> QImage | None:
    """The image kept at `path` if it is the one `key` names, whole; else None. `opaque`: a
    drawing with no transparent pixel, read as such (its bytes are the same: Qt then neither
    looks through every pixel for transparency nor converts it to make an opaque pixmap).

    The file is mapped, not read, and the image lies on its pixels: reading a table's hundred
    pictures (~10 MB) into fresh memory cost the kernel a page fault for each 4 kB and a copy,
    about half of reading them. The mapping is private (copy on write: the file is never
    changed through it), and PySide keeps it alive as long as the image's data, and any pixmap
    made from it, are."""
    head = _head(key)
    size = width * height * 4
    try:
        with open(path, "rb", buffering=0) as file:
            if os.fstat(file.fileno()).st_size != len(head) + size:
                return None  # another key's size, or cut short
            mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_COPY)
    except (OSError, ValueError):
        return None
    if mapped[:len(head)] != head:  # another key (a hash collision, a planted file)
        mapped.close()
        return None
    found = QImage(memoryview(mapped)[len(head):], width, height, width * 4,
                   QImage.Format.Format_RGB32 if opaque
                   else QImage.Format.Format_ARGB32_Premultiplied)
    found.setDevicePixelRatio(ratio)
    return found


def _write(path: Path, key: str, made: QImage) -> None:
    """Keep `made` at `path` (whole or not at all: written aside, then renamed)."""
    if made.bytesPerLine() != made.width() * 4:
        return
    keep_in_cache(path, _head(key) + bytes(made.constBits()))


def forget() -> None:
    """Forget the drawings kept this run (the disk's stay): a test reads them back afresh."""
    _kept.clear()
    _to_keep.clear()


def starting(on: bool) -> None:
    """A window begins its first frame (True: the table's drawings are looked for on the disk,
    `table_picture`), or has painted it (False: what was drawn meanwhile is written, `flush`)."""
    _starting[0] = on
    _table_folder[0] = (str(folder() / "table") + os.sep if on and os.environ.get(
        "MEDICI_TABLE_ART_CACHE", "1") != "0" else "")
    if not on:
        flush()


def is_starting() -> bool:
    return _starting[0]


def table_picture(full: object, width: int, height: int, ratio: float,
                  opaque: bool = False) -> tuple[str, QImage | None] | None:
    """While a window starts: the table drawing kept under `full` (`pixcache`'s key: the
    drawing's own key, box, scale, pixel ratio, offset) at `width` x `height` device pixels, as
    (its key on the disk, its image, or None when it is not there). None when it is not to be
    kept: after the start, turned off (`MEDICI_TABLE_ART_CACHE=0` when it began), too large, or
    a key that names an object by its address (its words would differ at the next start).
    `opaque`: as `_read`'s. (A hundred are asked for at a start: the folder, and whether the
    cache is on, are worked out once, by `starting`.)"""
    where = _table_folder[0]
    if not where or width * height > MAX_PIXELS:
        return None
    words = repr(full)
    if " at 0x" in words or "<" in words:
        return None
    key = f"{table_stamp()}|table|{lang()}|{words}|{width}x{height}@{ratio!r}"
    return key, _read(where + _name(key), key, width, height, ratio, opaque)


def keep_later(key: str, pixmap: QPixmap) -> None:
    """Write `pixmap` under `key` (from `table_picture`) once the first frame is painted."""
    _to_keep.append((key, pixmap))


def flush() -> None:
    """Write the table drawings made during the start, then trim their folder."""
    kept = list(_to_keep)
    _to_keep.clear()
    for key, pixmap in kept:
        made = pixmap.toImage()
        if made.format() != QImage.Format.Format_ARGB32_Premultiplied:
            made = made.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        _write(_path(key, "table"), key, made)
    if kept:
        trim(folder() / "table", TABLE_BYTES)


def trim(where: Path, most: int) -> None:
    """Remove the oldest files of `where` until it holds at most `most` bytes."""
    try:
        found = [(st.st_mtime_ns, st.st_size, path) for path in where.glob("*.argb")
                 for st in [path.stat()]]
    except OSError:
        return
    total = sum(size for _, size, _ in found)
    for _, size, path in sorted(found):
        if total <= most:
            break
        try:
            path.unlink()
        except OSError:
            continue
        total -= size
