"""The code the engine writes for its records is kept between starts (`engine/codekeep.py`): read
back, it makes the same functions without compiling; a damaged or foreign file is ignored."""

from __future__ import annotations

import builtins
import marshal
from pathlib import Path
from typing import Any

import pytest

from medici_table.engine import codekeep
from medici_table.engine.records import record

SOURCE = "def __init__(self, a, b=2):\n    self.total = a + b\n"


def _fresh_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new run of the program: nothing compiled yet, no file kept."""
    monkeypatch.setattr(codekeep, "_codes", {})
    monkeypatch.setattr(codekeep, "_used", set())
    monkeypatch.setattr(codekeep, "_kept", [None, False])


@pytest.fixture(autouse=True)
def _each_test_a_new_run(monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh_run(monkeypatch)


def _no_compiling(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    real = builtins.compile

    def watched(source: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(str(source))
        return real(source, *args, **kwargs)

    monkeypatch.setattr(builtins, "compile", watched)
    return seen


class Holder:
    total = 0


def test_code_kept_at_one_start_is_read_back_at_the_next_without_compiling(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = tmp_path / "code" / "functions.marshal"
    codekeep.keep_code(kept)  # (no file yet: the first start)
    first = codekeep.compiled("__init__", SOURCE, {})
    assert codekeep.save_code() and kept.exists()
    assert not codekeep.save_code()  # nothing new since: not written again

    _fresh_run(monkeypatch)  # the next start
    seen = _no_compiling(monkeypatch)
    codekeep.keep_code(kept)
    again = codekeep.compiled("__init__", SOURCE, {})
    assert SOURCE not in seen
    assert again.__code__.co_code == first.__code__.co_code
    assert again.__code__.co_filename == "<string>"  # (as `exec(source)` named it)
    h, g = Holder(), Holder()
    first(h, 1)
    again(g, 1)
    assert h.total == g.total == 3
    assert not codekeep.save_code()  # everything came from the file


@pytest.mark.parametrize("content", [b"", b"rubbish", b"MTCODE1\n" + marshal.dumps({"a": 1}),
                                     None, "other magic", "a list"])
def test_a_damaged_or_foreign_file_is_ignored_and_written_anew(
        tmp_path: Path, content: bytes | str | None) -> None:
    from importlib.util import MAGIC_NUMBER

    kept = tmp_path / "functions.marshal"
    head = MAGIC_NUMBER + codekeep.CODE_FORMAT
    if content == "other magic":
        content = b"\x00\x00\r\n" + codekeep.CODE_FORMAT + marshal.dumps({})
    elif content == "a list":
        content = head + marshal.dumps([compile("x = 1", "<string>", "exec")])
    elif content is None:
        content = head + marshal.dumps({SOURCE: compile(SOURCE, "<string>", "exec")})[:-3]
    assert isinstance(content, bytes)
    kept.write_bytes(content)
    codekeep.keep_code(kept)
    made = codekeep.compiled("__init__", SOURCE, {})
    h = Holder()
    made(h, 5, 5)
    assert h.total == 10
    assert codekeep.save_code()
    assert kept.read_bytes().startswith(head)


def test_without_a_file_nothing_is_written(tmp_path: Path) -> None:
    codekeep.compiled("__init__", SOURCE, {})
    assert not codekeep.save_code()
    assert list(tmp_path.iterdir()) == []


def test_records_made_from_kept_code_behave_as_those_compiled(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = tmp_path / "functions.marshal"

    def make() -> Any:
        @record
        class Point:
            x: int
            y: int = 0

        return Point

    codekeep.keep_code(kept)
    one = make()
    a = one(1, 2)
    assert a == one(1, 2) and hash(a) == hash(one(1, 2))  # (__init__, __eq__, __hash__ written)
    assert codekeep.save_code()

    _fresh_run(monkeypatch)
    seen = _no_compiling(monkeypatch)
    codekeep.keep_code(kept)
    two = make()
    b = two(1, 2)
    assert b == two(1, 2) and b != two(2, 1) and hash(b) == hash(a)
    assert repr(b) == repr(a).replace(one.__qualname__, two.__qualname__)
    assert not [s for s in seen if "__init__" in s or "__eq__" in s or "__hash__" in s]


def test_a_file_too_large_keeps_only_what_this_run_wrote(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = tmp_path / "functions.marshal"
    monkeypatch.setattr(codekeep, "MAX_CODES", 3)
    codekeep.keep_code(kept)
    for i in range(4):
        codekeep.compiled("f", f"def f():\n    return {i}\n", {})
    assert codekeep.save_code()
    _fresh_run(monkeypatch)
    codekeep.keep_code(kept)
    assert len(codekeep._codes) == 4  # (under the limit when written: all of them)
    codekeep.compiled("f", "def f():\n    return 9\n", {})
    assert codekeep.save_code()
    _fresh_run(monkeypatch)
    codekeep.keep_code(kept)
    assert list(codekeep._codes) == ["def f():\n    return 9\n"]
