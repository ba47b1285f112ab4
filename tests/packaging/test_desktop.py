"""The installed `medici-table` on a real X server (Xvfb), with Qt's real X11 plugin, not offscreen:
its window appears — and with one of the plugin's system libraries hidden, it names the library
and the install line and exits 1 (issue 21). `.ci/run` installs Xvfb, xdotool and the README's
system packages first, so a library the README forgets is found by CI, not by a player.

Marked `packaging` (it checks the program as installed on this system): CI runs it after the
README's test command. It needs `xvfb-run` and `xdotool`; the hidden-library run needs root and
`unshare` (a private mount namespace: nothing outside the test's process sees the change).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from medici_table.app import sysreq
from medici_table.ui import platform_check
from tests.packaging.xserver import need, show_window, xcb_env

pytestmark = pytest.mark.packaging

COMMAND = Path(sys.executable).with_name("medici-table")  # what `pip install` put beside Python
HIDDEN = "libxcb-icccm.so.4"  # the library a minimal Debian 12 desktop lacked
# Replace the folder that holds the library by a folder of links to everything else in it.
HIDE = r"""
set -e
lib=$1; work=$2; shift 2
dir=$(dirname "$(readlink -f "$lib")")
mkdir "$work/real" "$work/links"
mount --bind "$dir" "$work/real"
for f in "$work"/real/* "$work"/real/.[!.]*; do [ -e "$f" ] && ln -s "$f" "$work/links/${f##*/}"; done
rm -f "$work/links/$(basename "$lib")"*
mount --bind "$work/links" "$dir"
exec "$@"
"""


def test_the_installed_command_opens_its_window_on_a_real_x_server(tmp_path: Path) -> None:
    if not COMMAND.is_file():
        pytest.skip(f"{COMMAND} is not installed (pip install -e .)")
    start = time.monotonic()
    shown = show_window([str(COMMAND), "--settings", str(tmp_path / "settings.ini"), "--lang", "en"],
                        tmp_path)
    assert re.search(r": Medici Table( — .+)?$", shown.splitlines()[0]), shown  # the welcome
    place = dict(line.split("=", 1) for line in shown.splitlines()[1:] if "=" in line)
    x, y, width, height = (int(place[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))
    assert x >= 0 and y >= 0 and x + width <= 1280 and y + height <= 800, shown  # on the screen
    print(f"\n{shown}, on Xvfb with Qt's xcb plugin, {time.monotonic() - start:.1f}s after the start")


def test_a_hidden_xcb_library_gives_the_install_line_and_exit_1(tmp_path: Path) -> None:
    """The real command, the real plugin, one real system library out of the loader's sight."""
    need("xvfb-run")
    plugin = next(iter(platform_check.plugin_files({"QT_QPA_PLATFORM": "xcb"})), None)
    assert plugin is not None, "PySide6 has no xcb plugin"
    command = [str(COMMAND), "--settings", str(tmp_path / "settings.ini")]
    if HIDDEN not in sysreq.missing_with_ldd(plugin):  # installed: hide it
        if os.geteuid() != 0 or shutil.which("unshare") is None:
            pytest.skip("hiding an installed library needs root and unshare")
        where = _resolved(plugin, HIDDEN)
        command = ["unshare", "--mount", "bash", "-c", HIDE, "hide", where, str(tmp_path), *command]
    result = subprocess.run(["xvfb-run", "-a", *command], env=xcb_env(tmp_path), capture_output=True,
                            text=True, timeout=300)
    if "unshare:" in result.stderr or "mount:" in result.stderr:
        pytest.skip(f"no private mount namespace here: {result.stderr.strip()[:200]}")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Medici Table cannot open its window." in result.stderr
    assert HIDDEN in result.stderr
    system = sysreq.system_of(sysreq.read_os_release())
    if system is not None:
        line = " ".join((system.install, *sysreq.packages_for([HIDDEN], system)))
        assert line in result.stderr, result.stderr
    assert "Aborted" not in result.stderr
    print("\n" + result.stderr)


def _resolved(plugin: Path, library: str) -> str:
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        name, _, rest = line.strip().partition(" => ")
        if name == library and rest.startswith("/"):
            return rest.split(" (")[0]
    pytest.skip(f"ldd does not show where {library} is")
