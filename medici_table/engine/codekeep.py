"""The one way the engine writes a function from source it made itself (`compiled`: the records'
`__init__`, `__eq__` and `__hash__`, the states' copiers), and the compiled code a program keeps
between its starts (`keep_code`, `save_code`).

A table's first frame compiles some fifty such functions: ~30 M instructions, ~2.5 % of its
start. The program keeps their code objects in its cache folder, by their source, as Python
keeps a module's in its `.pyc` (`marshal`, under the interpreter's magic number). A file that
does not read back as such is ignored and its code compiled again; a source not in it is
compiled, and the file written again once the window's start is complete. Without `keep_code`
(tests, the computer players, the tools) everything is compiled at each run, as before."""

from __future__ import annotations

import marshal
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

CODE_FORMAT = b"MTCODE1\n"  # bump when the file's layout changes
MAX_CODES = 2000  # past this, the file starts again from what this run wrote

_codes: dict[str, CodeType] = {}  # source -> its code, this run's and those read back
_used: set[str] = set()  # the sources this run wrote
_kept: list[Any] = [None, False]  # the file (`keep_code`), and whether code was compiled since


def compiled(name: str, source: str, scope: dict[str, Any]) -> Any:
    """The function `name` defined by `source` (which the engine wrote from a class's field
    names) with `scope` as its globals. Its code is compiled once per run, or read back from an
    earlier start (`keep_code`: the user's own cache folder, trusted as Python's `.pyc`)."""
    code = _codes.get(source)
    if code is None:
        code = compile(source, "<string>", "exec")  # (what `exec(source)` compiles)
        _codes[source] = code
        _kept[1] = True
    _used.add(source)
    exec(code, scope)  # noqa: S102  # our own field names, from the class
    return scope[name]


def keep_code(path: Path) -> None:
    """Read back the code kept at `path` by an earlier start, and keep there what is compiled
    from now on (`save_code`). Without it (tests, bots) everything is compiled at each run."""
    _kept[0] = path
    try:
        raw = path.read_bytes()
        head = MAGIC_NUMBER + CODE_FORMAT
        if not raw.startswith(head):
            return
        found = marshal.loads(raw[len(head):])
    except (OSError, ValueError, EOFError, TypeError):
        return
    if isinstance(found, dict) and all(isinstance(k, str) and isinstance(v, CodeType)
                                       for k, v in found.items()):
        for source, code in found.items():
            _codes.setdefault(source, code)


def save_code() -> bool:
    """Write the code compiled since `keep_code` to its file, with what it held (True when
    written: nothing new, or a disk that refuses, is no error)."""
    path = _kept[0]
    if path is None or not _kept[1]:
        return False
    from medici_table.engine.resources import keep_in_cache

    _kept[1] = False
    codes = _codes if len(_codes) <= MAX_CODES else {s: _codes[s] for s in _used}
    return keep_in_cache(path, MAGIC_NUMBER + CODE_FORMAT + marshal.dumps(codes))
