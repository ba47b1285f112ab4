"""Load and validate the YAML data of a game (`rules_data/<game>/*.yaml`).

Every component file names its `kind`; the kind picks the JSON Schema in
`rules_data/schema/<kind>.schema.json`. Errors name the file, line and field.

A bundled file (under `rules_data/`) that passed its schema is kept, with the line of each of its
values, in the user's cache folder (`medici-table/data/<install>/`, one JSON file each; the lines
matched to their values again only when a message needs one), and read from there while
the file, its schema and this loading code keep their size and modification time: starting the
table then neither imports PyYAML nor parses it. An entry is checked like the file it stands for
(its kind, then its schema: a planted or damaged entry is ignored and the file read again), so
the cache never lets through what the file would not. Any other file, and any file that fails,
is always read afresh. `MEDICI_TABLE_DATA_CACHE=0` turns the cache off; `fresh=True` (what
`medici-table validate` asks) reads the file itself and renews its entry.
"""

from __future__ import annotations

import os
import sys
import zlib
from functools import cache
from pathlib import Path
from typing import Any

from medici_table.engine.errors import DataError
from medici_table.engine.records import record
from medici_table.engine.resources import keep_in_cache, rules_data, user_cache
from medici_table.engine.schema import validate
from medici_table.engine.yamlload import LineMap, load_yaml_file

CACHE_FORMAT = 3  # bump when what is cached changes shape
MAX_ENTRY = 4_000_000  # bytes: an entry is a few kilobytes


@record
class DataFile:
    path: Path
    data: Any
    lines: LineMap


@cache
def load_schema(kind: str) -> dict[str, Any]:
    path = rules_data("schema", f"{kind}.schema.json")
    if not path.is_file():
        raise DataError(str(path), None, "kind", f"no schema for kind '{kind}'")
    try:
        result = _loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, RecursionError) as exc:
        raise DataError(str(path), None, "", f"cannot read the schema ({exc})") from None
    except ValueError as exc:  # (json.JSONDecodeError)
        raise DataError(str(path), getattr(exc, "lineno", None), "",
                        f"not a JSON schema: {getattr(exc, 'msg', exc)}") from None
    if not isinstance(result, dict):
        raise DataError(str(path), None, "", "a schema is a JSON object")
    return result


def load_file(path: Path, expected_kind: str | None = None, fresh: bool = False) -> DataFile:
    """Load one YAML data file and validate it against the schema its `kind` names."""
    cached = None if fresh else _from_cache(path, expected_kind)
    if cached is not None:
        return cached
    data, lm = load_yaml_file(path)
    kind = _checked(path, data, lm, expected_kind)
    _to_cache(path, expected_kind, data, lm, kind)
    return DataFile(path, data, lm)


def _checked(path: Path, data: Any, lm: LineMap, expected_kind: str | None) -> str:
    """The file's kind, once `data` is known to be a file of that kind that passes its schema."""
    if not isinstance(data, dict):
        raise DataError(str(path), lm.line(()) or 1, "", "the file must be a mapping of fields",
                        "le fichier doit être une suite de champs")
    kind = data.get("kind")
    if not isinstance(kind, str):
        raise lm.error((), "missing required field 'kind' (what sort of file this is)")
    if expected_kind is not None and kind != expected_kind:
        raise lm.error(("kind",), f"expected kind '{expected_kind}', found '{kind}'")
    if not kind.replace("_", "").isalnum():
        raise lm.error(("kind",), f"unknown kind '{kind}'")
    try:
        schema = load_schema(kind)
    except DataError:
        raise lm.error(("kind",), f"unknown kind '{kind}'") from None
    validate(data, schema, lm)
    return kind


# --- the cache of bundled files -------------------------------------------------------------------
def cache_dir() -> Path:
    """`medici-table/data` in the user's cache folder (`resources.user_cache`)."""
    return user_cache("data")


def _stamp(path: Path | str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


@cache
def _code_stamp() -> list[Any]:
    """What the cached result depends on besides the files: this loader, the validator, the
    YAML reader (absent in a bundle, whose data files change with every install anyway)."""
    here = Path(__file__).parent
    return [CACHE_FORMAT, list(sys.version_info[:2]),
            *(_stamp(here / name) for name in ("data.py", "schema.py", "yamlload.py"))]


_roots: dict[str, tuple[str, str]] = {}  # rules_data() -> its real path, its install folder


def _root() -> tuple[str, str]:
    """`rules_data/`'s real path (symbolic links followed) and the folder of its entries,
    worked out once per process (`os.path.realpath` reads every folder on the way)."""
    root = str(rules_data())
    found = _roots.get(root)
    if found is None:
        real = os.path.realpath(root)
        found = _roots[root] = (real, _install_folder(real))
    return found


def _entry(path: Path, expected_kind: str | None) -> tuple[Path, str] | None:
    """Where a bundled file's entry is kept, and the file's real path; None for a file outside
    `rules_data/` (or with the cache turned off)."""
    if os.environ.get("MEDICI_TABLE_DATA_CACHE", "1") == "0":
        return None
    try:
        real = _real(path)
        root, folder = _root()
    except (OSError, ValueError):
        return None
    inside = os.path.normcase(real)
    if not inside.startswith(os.path.join(os.path.normcase(root), "")):
        return None
    name = "__".join(real[len(root):].lstrip(os.sep).split(os.sep))
    return cache_dir() / folder / f"{name}.{expected_kind or 'any'}.json", real


_real_folders: dict[str, str] = {}  # a folder -> its real path, worked out once per process


def _real(path: Path | str) -> str:
    """`os.path.realpath(path)`, its folder's worked out once per process (`realpath` reads
    every folder on the way: ~0.15 ms a file, and a start loads five to seven); a file that is
    itself a link is followed each time."""
    where, name = os.path.split(os.fspath(path))
    if not name or name in (os.curdir, os.pardir) or not os.path.isabs(where) \
            or os.path.islink(path):
        return os.path.realpath(path)  # (a relative folder: the working one may change)
    folder = _real_folders.get(where)
    if folder is None:
        folder = _real_folders[where] = os.path.realpath(where)
    return os.path.join(folder, name)


def _install_folder(real_root: str) -> str:
    """One folder per installed copy (named after where its `rules_data/` is): two installs of
    the program (a package and a checkout, two versions) each keep their own entries instead
    of replacing each other's at every start, which made both parse their files every time."""
    where = real_root.encode("utf-8", "surrogateescape")
    # (two checksums, not hashlib: importing it loads OpenSSL, ~5 ms of the first frame; an
    # entry names its file in its key anyway)
    return f"{zlib.crc32(where):08x}{zlib.adler32(where):08x}"


def _key(real: str, expected_kind: str | None, kind: str) -> list[Any] | None:
    """What an entry must hold in its key to stand for the file (`real` its real path): as
    JSON writes it back (lists), to compare with the entry's as it is."""
    file, schema = _stamp(real), _stamp(rules_data("schema", f"{kind}.schema.json"))
    if file is None or schema is None:
        return None
    return [real, expected_kind, kind, file, schema, _code_stamp()]


# what this process read from the cache and found sound, by entry: (its key, the entry's own
# stamp, the file) — the same file asked for again (game.yaml: by the rules, then by the game's
# data for its player counts) is not read and checked again while the file, its schema and
# the entry itself stay as they were (its data is shared: every reader only reads it)
_served: dict[Path, tuple[list[Any], list[int], DataFile]] = {}


def _from_cache(path: Path, expected_kind: str | None) -> DataFile | None:
    found = _entry(path, expected_kind)
    if found is None:
        return None
    where, real = found
    served = _served.get(where)
    if served is not None and served[1] == _stamp(where) \
            and served[0] == _key(real, expected_kind, served[0][2]):
        return served[2] if served[2].path == path else DataFile(path, served[2].data,
                                                                 served[2].lines)
    try:
        with open(where, "rb") as entry_file:
            raw = entry_file.read(MAX_ENTRY + 1)
            st = os.fstat(entry_file.fileno())
        if len(raw) > MAX_ENTRY:
            return None
        entry = _loads(raw)
        key, data, lines = entry["key"], entry["data"], entry["lines"]
        if (not isinstance(key[2], str) or key != _key(real, expected_kind, key[2])
                or lines.__class__ is not list):
            return None
        lm = LineMap.later(str(path), lambda: _lines_of(path, data, lines))
        if _checked(path, data, lm, expected_kind) != key[2]:
            return None
        file = DataFile(path, data, lm)
        _served[where] = (key, [st.st_mtime_ns, st.st_size], file)
        return file
    except (OSError, ValueError, TypeError, KeyError, IndexError, RecursionError, DataError):
        return None  # a damaged, stale or planted entry: the file itself is read again


# An entry keeps the line of each value of its data in the order `_paths` walks them (the order
# the YAML reader met them): the paths themselves are found again, from the data, only when a
# message needs a line.
def _paths(value: Any, path: tuple[str | int, ...], out: list[tuple[str | int, ...]]) -> None:
    """Every path in `value`, each before those inside it, as `yamlload` maps their lines."""
    out.append(path)
    if isinstance(value, dict):
        for key, item in value.items():
            _paths(item, path + (str(key),), out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _paths(item, path + (i,), out)


def _lines_of(path: Path, data: Any, lines: list[Any]) -> dict[tuple[str | int, ...], int]:
    """The line map of an entry's data; an entry whose lines do not fit its data (damaged,
    planted) has the file's own lines read again instead."""
    paths: list[tuple[str | int, ...]] = []
    try:
        _paths(data, (), paths)
        if len(paths) == len(lines) and {line.__class__ for line in lines} <= {int}:
            return dict(zip(paths, lines, strict=True))
    except RecursionError:
        pass
    try:
        return load_yaml_file(path)[1].lines
    except DataError:
        return {}


def _plain(value: Any) -> Any:
    """`value` as JSON gives it back (tuples become lists), to compare with a cached entry."""
    import json

    return json.loads(json.dumps(value))


def _loads(text: str | bytes) -> Any:
    """`json.loads(text)`, without importing `json` for the text it writes: its import compiles
    six regular expressions, ~5.5 M instructions, a third of what reading a game's data from
    the cache costs. `json`'s own reader (`_json`'s scanner, made as `json.JSONDecoder` makes
    it) reads one value filling the whole text (JSON's spaces around it aside); any other text
    (a mistake) is given to `json.loads` itself, for its answer and its message."""
    scan = _scanner()
    if scan is not None:
        try:
            whole = (text.decode("utf-8") if isinstance(text, bytes) else text).strip(" \t\n\r")
            value, end = scan(whole, 0)
            if end == len(whole):
                return value
        except (StopIteration, ValueError):
            pass
    import json

    return json.loads(text)


class _Reading:
    """What `json.JSONDecoder()` gives its scanner to read with (its defaults)."""

    strict = True
    object_hook = object_pairs_hook = None
    parse_float, parse_int = float, int
    parse_constant = {"-Infinity": float("-inf"), "Infinity": float("inf"),
                      "NaN": float("nan")}.__getitem__


@cache
def _scanner() -> Any:
    try:
        from _json import make_scanner  # (CPython's; another Python reads with `json.loads`)
    except ImportError:
        return None
    return make_scanner(_Reading())  # type: ignore[arg-type]  # (any object with these names)


def _to_cache(path: Path, expected_kind: str | None, data: Any, lm: LineMap, kind: str) -> None:
    found = _entry(path, expected_kind)
    key = _key(found[1], expected_kind, kind) if found is not None else None
    if found is None or key is None:
        return
    try:
        if _plain(data) != data:  # a value JSON would change (a YAML date, a number as key)
            return
        paths: list[tuple[str | int, ...]] = []
        _paths(data, (), paths)
        if paths != list(lm.lines):  # (never, for a file the YAML reader read)
            return
        import json

        text = json.dumps({"key": key, "data": data, "lines": list(lm.lines.values())})
    except (TypeError, ValueError, RecursionError):
        return
    keep_in_cache(found[0], text.encode("utf-8"))  # (else the file is parsed again next time)


def game_dir(game_id: str) -> Path:
    return rules_data(game_id)


def load_game_file(game_id: str, name: str, kind: str | None = None) -> DataFile:
    return load_file(game_dir(game_id) / name, kind)
