"""Whether the autosave folder may hold a game to offer (`app/autosave_paths.py`): the welcome
screen asks it before its first frame, without reading the games."""

from __future__ import annotations

from pathlib import Path

from medici_table.app.autosave_paths import CURRENT, may_hold_a_game


def test_a_live_or_an_interrupted_game_is_found_and_nothing_else(tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    assert not may_hold_a_game(folder)  # no folder yet: the first start
    folder.mkdir()
    assert not may_hold_a_game(folder)
    (folder / "notes.txt").write_text("x")
    (folder / "interrupted-.medici.json.part").write_text("x")
    (folder / "old-interrupted-1.medici.json").write_text("x")
    assert not may_hold_a_game(folder)
    (folder / "interrupted-20260101-120000.medici.json").write_text("{}")
    assert may_hold_a_game(folder)
    for f in folder.iterdir():
        f.unlink()
    (folder / CURRENT).write_text("{}")
    assert may_hold_a_game(folder)


def test_a_file_where_the_folder_should_be_holds_no_game(tmp_path: Path) -> None:
    (tmp_path / "autosave").write_text("not a folder")
    assert not may_hold_a_game(tmp_path / "autosave")
