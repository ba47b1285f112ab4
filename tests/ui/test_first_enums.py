"""A table's first frame without Qt's namespace (issue 24, start-up): naming `Qt`, or calling a
Qt function whose overloads PySide weighs against one of its enums (a painter's `setPen`,
`QColor(QColor)`...), makes the namespace's 93 enums at once, ~22 ms of a start. Each table's
second start (its pictures read back, as at a player's every start after the first) is watched
by `benchmarks/first_enums.py`, which names the line that made them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from medici_table import games


def first_enums(kind: str, tmp_path: Path) -> list[str]:
    """`benchmarks/first_enums.py`'s lines for the second start of `kind`."""
    from benchmarks.machine import desktop_screen

    env = desktop_screen({**os.environ, "QT_QPA_PLATFORM": "offscreen",
                          "XDG_CACHE_HOME": str(tmp_path / "cache"),
                          "LOCALAPPDATA": str(tmp_path / "cache")})
    for key in ("MEDICI_TABLE_DATA_DIR", "MEDICI_TABLE_ART_CACHE", "MEDICI_TABLE_DATA_CACHE",
                "MEDICI_TABLE_STARTUP_TRACE"):
        env.pop(key, None)
    root = Path(__file__).resolve().parents[2]
    outs = []
    for n, child in ((1, "benchmarks.ui_startup"), (2, "benchmarks.first_enums")):
        (tmp_path / str(n)).mkdir()
        out = subprocess.run([sys.executable, "-m", child, kind, str(tmp_path / str(n) / "s.ini")],
                             capture_output=True, text=True, env=env, cwd=root, timeout=120)
        assert out.returncode == 0, out.stderr
        outs.append(out.stdout)
    return outs[1].splitlines()


@pytest.mark.parametrize("game", games.available())
def test_a_tables_first_frame_makes_no_enum_of_qts_namespace(game: str, tmp_path: Path) -> None:
    lines = first_enums(game, tmp_path)
    made = next(line for line in lines if line.startswith("made: "))
    assert made == "made: -", made  # (else: the line that made it)


def test_the_welcome_screens_first_frame_makes_no_enum_of_qts_namespace(tmp_path: Path) -> None:
    lines = first_enums("welcome", tmp_path)
    assert "made: -" in lines, lines
