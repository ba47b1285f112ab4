"""The games and their tables are listed from their folders without `pkgutil` (issue 24,
start-up: importing it cost ~4 M instructions before every first frame), as it lists them."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import medici_table.games as games
import medici_table.ui.portraits as portraits
from medici_table.games import modules_in


def test_the_listing_is_pkgutils(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "compiled").mkdir()
    (tmp_path / "compiled" / "__init__.pyc").write_bytes(b"")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "data.d").mkdir()
    (tmp_path / "data.d" / "__init__.py").write_text("")
    for name in ("mod.py", "other.pyc", "__init__.py", "notes.txt", "bad-name.py"):
        (tmp_path / name).write_text("")
    folders = [str(tmp_path)]
    assert modules_in(folders) == sorted((i.name, i.ispkg) for i in pkgutil.iter_modules(folders))
    assert modules_in(folders) == [("bad-name", False), ("compiled", True), ("mod", False),
                                   ("other", False), ("pkg", True)]
    for package in (games, portraits):
        assert modules_in(package.__path__) == sorted(
            (i.name, i.ispkg) for i in pkgutil.iter_modules(package.__path__))


def test_a_package_not_in_folders_is_listed_by_pkgutil(tmp_path: Path) -> None:
    assert modules_in([str(tmp_path / "nowhere")]) == []


def test_listing_the_games_and_their_tables_imports_no_pkgutil() -> None:
    code = ("import sys; from medici_table.ui.gameconfig import listed; print(listed()); "
            "print('pkgutil' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[:2] == ["['court_of_the_medici', 'courtisans', 'les_7_blasons', 'louis_xiv', "
                       "'medici']", "False"]
