"""Start a command on a real X server (`xvfb-run`, Qt's xcb plugin) and wait for its window."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


def need(*tools: str) -> None:
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (.ci/run installs them with apt-get)")


def xcb_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a player's desktop session: Qt's default X11 plugin, no Wayland; the
    program's data in `tmp_path`."""
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "MEDICI_TABLE_DATA_DIR": str(tmp_path / "data")}
    env.pop("WAYLAND_DISPLAY", None)
    return env


def show_window(command: list[str], tmp_path: Path, title: str = "^Medici Table") -> str:
    """Run `command` under Xvfb (a 1280×800 screen) until X shows a window whose name matches
    `title`, then stop it; "window ID: NAME" and its X=, Y=, WIDTH=, HEIGHT= lines, or fail with
    what the program said."""
    need("xvfb-run", "xdotool")
    out = tmp_path / "out.txt"
    script = tmp_path / "show.sh"
    quoted = " ".join(f"'{part}'" for part in command)
    script.write_text(f"""
for i in $(seq 100); do  # the X server answers first (on a loaded machine it comes late)
  xdotool getdisplaygeometry >/dev/null 2>&1 && break
  sleep 0.2
done
{quoted} > '{out}' 2>&1 &
pid=$!
found=""
for i in $(seq 240); do  # up to two minutes, while the program lives
  found=$(xdotool search --onlyvisible --name '{title}' 2>/dev/null | head -1) || true
  [ -n "$found" ] || ! kill -0 $pid 2>/dev/null && break
  sleep 0.5
done
if [ -z "$found" ]; then kill $pid 2>/dev/null; wait $pid; echo "no window (exit $?)"; exit 1; fi
echo "window $found: $(xdotool getwindowname "$found")"
xdotool getwindowgeometry --shell "$found"  # X=, Y=, WIDTH=, HEIGHT=: where it opened
kill $pid; wait $pid || true
""", encoding="utf-8")
    for _attempt in range(2):  # xvfb-run -a may race another X server for its display
        result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "bash",
                                 str(script)],
                                env=xcb_env(tmp_path), capture_output=True, text=True,
                                timeout=300)
        said = out.read_text(encoding="utf-8", errors="replace") if out.exists() else ""
        if "could not connect to display" not in said:
            break
    assert result.returncode == 0 and "window " in result.stdout, \
        result.stdout + result.stderr + said
    return result.stdout.strip()
