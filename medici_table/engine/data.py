"""Load and validate the YAML data of a game (`rules_data/<game>/*.yaml`).

Every component file names its `kind`; the kind picks the JSON Schema in
`rules_data/schema/<kind>.schema.json`. Errors name the file, line and field.

A bundled file (under `rules_data/`) that passed its schema is kept, with its line map, in the
user's cache folder (`medici-table/data/<install>/`, one JSON file each), and read from there while
the file, its schema and this loading code keep their size and modification time: starting the
table then neither imports PyYAML nor parses it. An entry is checked like the file it stands for
(its kind, then its schema: a planted or damaged entry is ignored and the file read again), so
the cache never lets through what the file would not. Any other file, and any file that fails,
is always read afresh. `MEDICI_TABLE_DATA_CACHE=0` turns the cache off; `fresh=True` (what
`medici-table validate` asks) reads the file itself and renews its entry.
"""

from __future__ import annotations

import json
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

CACHE_FORMAT = 2  # bump when what is cached changes shape
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
        result = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, RecursionError) as exc:
        raise DataError(str(path), None, "", f"cannot read the schema ({exc})") from None
    except json.JSONDecodeError as exc:
        raise DataError(str(path), exc.lineno, "", f"not a JSON schema: {exc.msg}") from None
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


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


@cache
def _code_stamp() -> tuple[Any, ...]:
    """What the cached result depends on besides the files: this loader, the validator, the
    YAML reader (absent in a bundle, whose data files change with every install anyway)."""
    here = Path(__file__).parent
    return (CACHE_FORMAT, sys.version_info[:2],
            *(_stamp(here / name) for name in ("data.py", "schema.py", "yamlload.py")))


def _cache_path(path: Path, expected_kind: str | None) -> Path | None:
    """Where a bundled file's entry is kept; None for a file outside `rules_data/`."""
    if os.environ.get("MEDICI_TABLE_DATA_CACHE", "1") == "0":
        return None
    try:
        relative = path.resolve().relative_to(rules_data().resolve())
    except (OSError, ValueError):
        return None
    name = "__".join(relative.parts) + f".{expected_kind or 'any'}.json"
    return cache_dir() / _install_folder() / name


def _install_folder() -> str:
    """One folder per installed copy (named after where its `rules_data/` is): two installs of
    the program (a package and a checkout, two versions) each keep their own entries instead
    of replacing each other's at every start, which made both parse their files every time."""
    where = str(rules_data().resolve()).encode("utf-8", "surrogateescape")
    # (two checksums, not hashlib: importing it loads OpenSSL, ~5 ms of the first frame; an
    # entry names its file in its key anyway)
    return f"{zlib.crc32(where):08x}{zlib.adler32(where):08x}"


def _key(path: Path, expected_kind: str | None, kind: str) -> tuple[Any, ...] | None:
    file, schema = _stamp(path), _stamp(rules_data("schema", f"{kind}.schema.json"))
    if file is None or schema is None:
        return None
    return (str(path.resolve()), expected_kind, kind, file, schema, _code_stamp())


def _from_cache(path: Path, expected_kind: str | None) -> DataFile | None:
    where = _cache_path(path, expected_kind)
    if where is None:
        return None
    try:
        if where.stat().st_size > MAX_ENTRY:
            return None
        entry = json.loads(where.read_text(encoding="utf-8"))
        key = entry["key"]
        if not isinstance(key[2], str) or key != _plain(_key(path, expected_kind, key[2])):
            return None
        lines = {tuple(at): line for at, line in entry["lines"]}
        if not all(isinstance(line, int) and all(isinstance(x, str | int) for x in at)
                   for at, line in lines.items()):
            return None
        lm = LineMap(str(path), lines)
        if _checked(path, entry["data"], lm, expected_kind) != key[2]:
            return None
        return DataFile(path, entry["data"], lm)
    except (OSError, ValueError, TypeError, KeyError, IndexError, RecursionError, DataError):
        return None  # a damaged, stale or planted entry: the file itself is read again


def _plain(value: Any) -> Any:
    """`value` as JSON gives it back (tuples become lists), to compare with a cached entry."""
    return json.loads(json.dumps(value))


def _to_cache(path: Path, expected_kind: str | None, data: Any, lm: LineMap, kind: str) -> None:
    where = _cache_path(path, expected_kind)
    key = _key(path, expected_kind, kind) if where is not None else None
    if where is None or key is None:
        return
    try:
        if _plain(data) != data:  # a value JSON would change (a YAML date, a number as key)
            return
        text = json.dumps({"key": key, "data": data,
                           "lines": [[list(at), line] for at, line in lm.lines.items()]})
    except (TypeError, ValueError):
        return
    keep_in_cache(where, text.encode("utf-8"))  # (else the file is parsed again next time)


def game_dir(game_id: str) -> Path:
    return rules_data(game_id)


def load_game_file(game_id: str, name: str, kind: str | None = None) -> DataFile:
    return load_file(game_dir(game_id) / name, kind)
