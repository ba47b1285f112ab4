"""The `--smoke-test` from source and the icon files Qt draws (fast: no bundle is built)."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

from tests.packaging.smokecheck import check_smoke_log, run_smoke

ROOT = Path(__file__).resolve().parent.parent.parent


def test_smoke_test_from_source_plays_every_registered_game(tmp_path: Path) -> None:
    log = tmp_path / "smoke.log"
    home = tmp_path / "home"
    home.mkdir()
    result = run_smoke([sys.executable, "-m", "medici_table"], log, "--moves", "6", home=home)
    lines = check_smoke_log(result, log)
    # Settings, autosaves and interrupted games of the player stay untouched (caches may be made).
    left = sorted(str(p.relative_to(home)) for folder in (".local", ".config")
                  for p in (home / folder).rglob("*") if p.is_file())
    assert left == [], f"the smoke test wrote into the player's data: {left}"
    assert any("main window drawn" in line for line in lines)
    assert any("bundled font 'EB Garamond'" in line for line in lines)


def test_smoke_test_fails_naming_what_failed(tmp_path: Path) -> None:
    log = tmp_path / "smoke.log"
    result = run_smoke([sys.executable, "-m", "medici_table"], log, "--games", "no_such_game",
                       "--moves", "1")
    assert result.returncode == 1
    last = log.read_text(encoding="utf-8").splitlines()[-1]
    assert "RESULT  FAILED: unknown games asked for" in last
    assert "FAILED" in result.stderr


def test_icons_are_drawn_from_the_svg_by_qt(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(tmp_path)],
                   check=True, capture_output=True, timeout=120)
    png = (tmp_path / "medici-table.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)
    ico = (tmp_path / "medici-table.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    sizes = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    for i in range(count):
        length, offset = struct.unpack("<II", ico[6 + 16 * i + 8: 6 + 16 * i + 16])
        assert ico[offset:offset + 4] == b"\x89PNG" and offset + length <= len(ico)
    icns = (tmp_path / "medici-table.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic10" in icns  # the 1024 px Retina entry
