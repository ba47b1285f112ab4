"""The cache of bundled data files: the same data and lines as a fresh parse, never stale,
never a broken file, never a file from outside `rules_data/`."""

from __future__ import annotations

import copy
import json
import os
import pickle
import shutil
from pathlib import Path
from typing import Any

import pytest

from medici_table.engine import DataError, data
from medici_table.engine.resources import rules_data

BUNDLED = rules_data()


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of one game's deck and its schema as `rules_data/`, and an empty cache."""
    root = tmp_path / "rules_data"
    (root / "court_of_the_medici").mkdir(parents=True)
    (root / "schema").mkdir()
    shutil.copy(BUNDLED / "court_of_the_medici" / "deck.yaml", root / "court_of_the_medici")
    shutil.copy(BUNDLED / "schema" / "court_of_the_medici_deck.schema.json", root / "schema")
    monkeypatch.setattr(data, "rules_data", lambda *parts: root.joinpath(*parts))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("MEDICI_TABLE_DATA_CACHE", raising=False)
    return root


def entries() -> list[Path]:
    folder = data.cache_dir()
    return sorted(folder.glob("*/*.json")) if folder.is_dir() else []


def test_a_cached_file_reads_back_as_parsed(tree: Path) -> None:
    deck = tree / "court_of_the_medici" / "deck.yaml"
    fresh = data.load_file(deck, "court_of_the_medici_deck")
    assert len(entries()) == 1
    cached = data.load_file(deck, "court_of_the_medici_deck")
    assert cached.data == fresh.data and repr(cached.data) == repr(fresh.data)
    assert cached.lines.lines == fresh.lines.lines and cached.lines.file == fresh.lines.file
    assert cached.lines.error(("houses", 0, "cards", 1), "x").line == \
        fresh.lines.error(("houses", 0, "cards", 1), "x").line


def test_an_edited_file_is_read_again_and_a_broken_one_is_refused(tree: Path) -> None:
    deck = tree / "court_of_the_medici" / "deck.yaml"
    data.load_file(deck, "court_of_the_medici_deck")
    text = deck.read_text(encoding="utf-8")
    deck.write_text(text.replace("count: 2, role: minister", 'count: "two", role: minister', 1),
                    encoding="utf-8")
    os.utime(deck, ns=(1, 1))  # even an edit that kept the modification time changes the size
    with pytest.raises(DataError) as refused:
        data.load_file(deck, "court_of_the_medici_deck")
    assert refused.value.line is not None and "count" in str(refused.value)
    deck.write_text(text, encoding="utf-8")
    assert data.load_file(deck, "court_of_the_medici_deck").data["houses"]


def test_a_changed_schema_makes_the_file_checked_again(tree: Path) -> None:
    deck = tree / "court_of_the_medici" / "deck.yaml"
    data.load_file(deck, "court_of_the_medici_deck")
    schema = tree / "schema" / "court_of_the_medici_deck.schema.json"
    schema.write_text(schema.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert data._from_cache(deck, "court_of_the_medici_deck") is None


def test_files_outside_rules_data_and_broken_files_are_not_kept(tree: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "mine.yaml"
    shutil.copy(tree / "court_of_the_medici" / "deck.yaml", elsewhere)
    data.load_file(elsewhere, "court_of_the_medici_deck")
    broken = tree / "court_of_the_medici" / "broken.yaml"
    broken.write_text("kind: court_of_the_medici_deck\nhouses: 3\n", encoding="utf-8")
    with pytest.raises(DataError):
        data.load_file(broken, "court_of_the_medici_deck")
    assert entries() == []


def test_the_cache_can_be_turned_off(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEDICI_TABLE_DATA_CACHE", "0")
    data.load_file(tree / "court_of_the_medici" / "deck.yaml", "court_of_the_medici_deck")
    assert entries() == []


def test_two_installs_keep_their_own_entries(tree: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A package and a checkout (or two versions) on one machine: neither replaces the other's
    entries, so both start from their cache."""
    deck = tree / "court_of_the_medici" / "deck.yaml"
    data.load_file(deck, "court_of_the_medici_deck")
    other = tmp_path / "other" / "rules_data"
    shutil.copytree(tree, other)
    monkeypatch.setattr(data, "rules_data", lambda *parts: other.joinpath(*parts))
    data.load_file(other / "court_of_the_medici" / "deck.yaml", "court_of_the_medici_deck")
    assert len(entries()) == 2 and len({e.parent for e in entries()}) == 2
    assert data._from_cache(other / "court_of_the_medici" / "deck.yaml",
                            "court_of_the_medici_deck") is not None
    monkeypatch.setattr(data, "rules_data", lambda *parts: tree.joinpath(*parts))
    assert data._from_cache(deck, "court_of_the_medici_deck") is not None


def test_a_planted_entry_is_refused_and_the_file_read_again(tree: Path) -> None:
    """Issue 26: a Count's value planted in the cache (10 -> 99) was used in play while
    `validate` said all was valid. An entry is checked like the file it stands for."""
    deck = tree / "court_of_the_medici" / "deck.yaml"
    data.load_file(deck, "court_of_the_medici_deck")
    entry_path = entries()[0]
    entry = json.loads(entry_path.read_text(encoding="utf-8"))
    count = entry["data"]["houses"][0]["cards"][10]
    assert count["kind"] == "count" and count["value"] == 10
    count["value"] = 99
    entry_path.write_text(json.dumps(entry), encoding="utf-8")
    loaded = data.load_file(deck, "court_of_the_medici_deck")
    assert loaded.data["houses"][0]["cards"][10]["value"] == 10
    renewed = json.loads(entry_path.read_text(encoding="utf-8"))  # and the entry is whole again
    assert renewed["data"]["houses"][0]["cards"][10]["value"] == 10


@pytest.mark.parametrize("plant", [
    lambda e: e["data"].__setitem__("houses", 3),
    lambda e: e["data"].__setitem__("kind", "game"),
    lambda e: e.__setitem__("lines", [[["houses"], "ten"]]),
    lambda e: e.__setitem__("lines", 5),
    lambda e: e.__setitem__("data", [1, 2]),
    lambda e: e.__setitem__("key", [None, None, 7]),
], ids=["wrong-type", "other-kind", "line-as-text", "lines-not-a-list", "data-a-list", "bad-key"])
def test_a_damaged_entry_of_any_shape_never_crashes(tree: Path, plant: Any) -> None:
    deck = tree / "court_of_the_medici" / "deck.yaml"
    fresh = data.load_file(deck, "court_of_the_medici_deck")
    entry_path = entries()[0]
    entry = json.loads(entry_path.read_text(encoding="utf-8"))
    plant(entry)
    entry_path.write_text(json.dumps(entry), encoding="utf-8")
    assert data.load_file(deck, "court_of_the_medici_deck").data == fresh.data


def test_a_file_asked_for_again_is_not_read_again_while_it_stays(
        tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table's start asked for game.yaml two or three times (the rules' meta, then the game's
    data for its player counts), each read from its entry and checked against its schema again
    (~0.8 M instructions): within one run, an entry read and found sound is served again while
    the file, its schema and the entry itself keep their size and time."""
    deck = tree / "court_of_the_medici" / "deck.yaml"
    first = data.load_file(deck, "court_of_the_medici_deck")  # parsed, then kept
    checked: list[int] = []
    real = data._checked
    monkeypatch.setattr(data, "_checked", lambda *a: checked.append(1) or real(*a))
    cached = data.load_file(deck, "court_of_the_medici_deck")
    assert checked == [1] and cached.data == first.data  # read from the entry, checked
    assert data.load_file(deck, "court_of_the_medici_deck") is cached
    assert data.load_file(str(deck), "court_of_the_medici_deck").data is cached.data  # type: ignore[arg-type]
    assert checked == [1], "served again, not read and checked again"
    entry_path = entries()[0]
    entry_path.write_text(entry_path.read_text(encoding="utf-8") + " ", encoding="utf-8")
    assert data.load_file(deck, "court_of_the_medici_deck").data == first.data
    assert checked == [1, 1], "the entry changed: read and checked again"
    schema = tree / "schema" / "court_of_the_medici_deck.schema.json"
    schema.write_text(schema.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert data.load_file(deck, "court_of_the_medici_deck").data == first.data
    assert len(checked) == 3, "the schema changed: the file read and checked again"


def test_validate_reads_the_file_itself_not_its_entry(tree: Path) -> None:
    deck = tree / "court_of_the_medici" / "deck.yaml"
    data.load_file(deck, "court_of_the_medici_deck")
    entry_path = entries()[0]
    entry = json.loads(entry_path.read_text(encoding="utf-8"))
    entry["data"]["houses"][0]["cards"][10]["value"] = 9  # within the schema: undetectable
    entry_path.write_text(json.dumps(entry), encoding="utf-8")
    fresh = data.load_file(deck, "court_of_the_medici_deck", fresh=True)
    assert fresh.data["houses"][0]["cards"][10]["value"] == 10
    assert data.load_file(deck, "court_of_the_medici_deck").data == fresh.data  # entry renewed


_WALK = """
import sys
from pathlib import Path
from medici_table.engine import data
loaded = []
read = data.load_file
def spy(path, expected_kind=None, fresh=False):
    loaded.append((str(path), expected_kind))
    return read(path, expected_kind, fresh)
data.load_file = spy
from medici_table import games
from medici_table.app import catalogue
from medici_table.app.learn import puzzles, tutorial
from medici_table.ui.tablespec import load_table
for gid in games.available():
    assert catalogue.check_game(gid) is None, gid  # every rules file, a deal, table.yaml
    load_table(gid)
    puzzles.load(gid)
    tutorial.load(gid)
json_read = "json" in sys.modules  # (the cache is read without importing json)
import json
json.dump({"loaded": loaded, "json": json_read}, sys.stdout)
"""


def test_every_bundled_data_file_is_kept_in_the_cache(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Each file the program loads (its rules, table, puzzles, tutorial) is read from the cache
    at the next start: a value JSON would change (an unquoted number as a key: `3: [near]` in a
    table.yaml's `seats`) kept a file out of it, so it was parsed with PyYAML at every start."""
    import subprocess
    import sys

    cache = tmp_path / "cache"
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "LOCALAPPDATA": str(cache),
           "HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("MEDICI_TABLE_DATA_CACHE", None)
    env.pop("MEDICI_TABLE_RULES_DATA", None)
    first, again = (json.loads(subprocess.run([sys.executable, "-c", _WALK], check=True,
                                              capture_output=True, text=True, env=env).stdout)
                    for _ in range(2))
    assert first["json"] and not again["json"]  # (written the first time, only read again)
    loaded = {(Path(p).resolve(), kind) for p, kind in again["loaded"]}
    with_kind = {p.resolve() for p in BUNDLED.rglob("*.yaml")
                 if any(line.startswith("kind:") for line in p.read_text("utf-8").splitlines())}
    assert with_kind - {p for p, _ in loaded} == set()  # the walk reaches every data file
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    monkeypatch.setenv("LOCALAPPDATA", str(cache))
    monkeypatch.delenv("MEDICI_TABLE_DATA_CACHE", raising=False)
    monkeypatch.delenv("MEDICI_TABLE_RULES_DATA", raising=False)
    missed = sorted(f"{p.relative_to(BUNDLED.resolve())} ({kind})" for p, kind in loaded
                    if data._from_cache(p, kind) is None)
    assert missed == []


def test_an_entry_whose_lines_do_not_fit_its_data_gives_the_file_s_lines(tree: Path) -> None:
    """An entry keeps its values' lines in the order of its data: lines that do not fit (one
    too few, one not a number) are read from the file again when a message needs one."""
    deck = tree / "court_of_the_medici" / "deck.yaml"
    fresh = data.load_file(deck, "court_of_the_medici_deck")
    entry_path = entries()[0]
    entry = json.loads(entry_path.read_text(encoding="utf-8"))
    assert entry["lines"] == list(fresh.lines.lines.values())
    for lines in (entry["lines"][:-1], [*entry["lines"][:-1], "ten"]):
        entry_path.write_text(json.dumps({**entry, "lines": lines}), encoding="utf-8")
        cached = data.load_file(deck, "court_of_the_medici_deck")
        assert cached.data == fresh.data
        assert cached.lines.error(("houses", 0, "cards", 1), "x").line == \
            fresh.lines.error(("houses", 0, "cards", 1), "x").line
        assert cached.lines.lines == fresh.lines.lines
    copied = pickle.loads(pickle.dumps(data.load_file(deck, "court_of_the_medici_deck").lines))
    assert copied == fresh.lines and copy.deepcopy(fresh.lines) == fresh.lines


@pytest.mark.parametrize("text", ['{"a": [1, 2.5, -3e10, true, null, "\\u00e9"]}', ' [1]\n', "[1] x",
                                  "", "[", '{"a": 1,}', "\ufeff{}", "NaN", '"a\x01"'])
def test_entries_are_read_as_json_reads_them(text: str) -> None:
    """The cache reads its entries with `json`'s own scanner, without importing `json`: the
    same value, or the same error, as `json.loads`."""
    def read(reader: Any, given: str | bytes) -> Any:
        try:
            return repr(reader(given))
        except ValueError as exc:
            return type(exc), str(exc)

    for given in (text, text.encode("utf-8")):
        assert read(data._loads, given) == read(json.loads, given)


def test_a_broken_schema_is_named_with_its_line(tree: Path) -> None:
    """A schema is read as JSON reads it: a mistake is said with JSON's words and its line."""
    (tree / "schema" / "broken_kind.schema.json").write_text('{\n  "type": "object"\n  "x": 1\n}',
                                                           encoding="utf-8")
    with pytest.raises(DataError) as refused:
        data.load_schema("broken_kind")
    assert refused.value.line == 3 and "not a JSON schema: Expecting ',' delimiter" in str(
        refused.value)
    (tree / "schema" / "spaced_kind.schema.json").write_text('\n {"type": "object"} \n',
                                                           encoding="utf-8")
    assert data.load_schema("spaced_kind") == {"type": "object"}


def test_a_files_real_path_is_realpaths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each entry is named after its file's real path: the folders' are worked out once per
    run (`os.path.realpath` reads every folder on the way), the file followed if it is a link,
    and a relative path (the working folder may change) each time."""
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "a.yaml").write_text("x")
    try:
        (tmp_path / "linked").symlink_to(tmp_path / "real")
        (tmp_path / "real" / "b.yaml").symlink_to(tmp_path / "real" / "a.yaml")
    except OSError:  # (Windows without the right to make links)
        pytest.skip("no symbolic links here")
    monkeypatch.chdir(tmp_path)
    for path in (tmp_path / "linked" / "a.yaml", tmp_path / "linked" / "b.yaml",
                 "linked/a.yaml", "linked/../real/b.yaml", tmp_path / "linked" / "missing.yaml"):
        assert data._real(path) == os.path.realpath(path), path
        assert data._real(path) == os.path.realpath(path), path  # (the folder's kept)
    assert data._real(tmp_path / "linked" / "a.yaml") == os.path.join(
        os.path.realpath(tmp_path), "real", "a.yaml")
