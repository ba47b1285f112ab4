"""When Qt's X11 plugin cannot load, `medici-table` names the missing system libraries and the
line that installs them on this system, and exits 1 — instead of Qt's abort (issue 21). Here the
libraries are faked (an injected resolver, a fake `ldd`, fake os-release files); the real run
with libraries hidden is in tests/packaging/test_desktop.py."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from medici_table.app import sysreq
from medici_table.ui import platform_check

ROOT = Path(__file__).resolve().parent.parent.parent
DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n'
MINT = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n'
FEDORA = "NAME=\"Fedora Linux\"\nID=fedora\nVERSION_ID=40\n"
MANJARO = "NAME=\"Manjaro Linux\"\nID=manjaro\nID_LIKE=arch\n"
ALPINE = "NAME=\"Alpine Linux\"\nID=alpine\n"
LDD = """\tlinux-vdso.so.1 (0x00007ffc)
\tlibQt6XcbQpa.so.6 => /opt/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
"""


def test_os_release_names_the_family_of_systems() -> None:
    family = {text: (sysreq.system_of(sysreq.parse_os_release(text)) or sysreq.System(
        "none", "", "", (), ())).id for text in (DEBIAN, MINT, FEDORA, MANJARO, ALPINE)}
    assert list(family.values()) == ["debian", "debian", "fedora", "arch", "none"]


def test_ldd_not_found_lines_become_each_missing_library_once() -> None:
    assert sysreq.parse_ldd(LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


@pytest.mark.parametrize(("os_release", "line"), [
    (DEBIAN, "sudo apt install libxcb-icccm4 libxcb-keysyms1"),
    (MINT, "sudo apt install libxcb-icccm4 libxcb-keysyms1"),
    (FEDORA, "sudo dnf install xcb-util-wm xcb-util-keysyms"),
    (MANJARO, "sudo pacman -S --needed xcb-util-wm xcb-util-keysyms"),
])
def test_the_message_names_the_libraries_and_this_systems_install_line(os_release: str,
                                                                     line: str) -> None:
    found = sysreq.diagnose(Path(sys.executable), {"DISPLAY": ":0"}, lambda _p: sysreq.parse_ldd(LDD),
                            sysreq.parse_os_release(os_release))
    message = found.message()
    assert "libxcb-icccm.so.4 libxcb-keysyms.so.1" in message
    assert f"\n    {line}\n" in message
    assert "No display" not in message


def test_an_unknown_system_gets_the_three_known_lines_and_no_display_is_said() -> None:
    found = sysreq.diagnose(Path(sys.executable), {}, lambda _p: ["libxcb-cursor.so.0"],
                            sysreq.parse_os_release(ALPINE))
    message = found.message()
    assert found.install_line() == ""
    for system in sysreq.SYSTEMS.values():
        assert sysreq.readme_line(system) in message
    assert "No display was found" in message and "--smoke-test" in message


def test_a_plugin_that_fails_with_all_its_libraries_says_how_to_learn_more() -> None:
    found = sysreq.diagnose(Path(sys.executable), {"DISPLAY": ":0"}, lambda _p: [],
                            sysreq.parse_os_release(DEBIAN))
    assert "QT_DEBUG_PLUGINS=1" in found.message()


def test_every_xcb_library_has_a_package_on_each_system() -> None:
    for lib, names in sysreq.PACKAGES.items():
        assert all(names), lib
    window = {s.id: set(s.window) for s in sysreq.SYSTEMS.values()}
    for lib in ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1",
                "libxkbcommon-x11.so.0", "libEGL.so.1"):
        for system in sysreq.SYSTEMS.values():
            assert set(sysreq.packages_for([lib], system)) <= window[system.id], (lib, system.id)


def test_the_plugins_qt_tries_follow_its_environment(tmp_path: Path) -> None:
    assert platform_check.requested_plugins({}) == ["xcb"]
    assert platform_check.requested_plugins({"XDG_SESSION_TYPE": "wayland"}) == ["wayland", "xcb"]
    assert platform_check.requested_plugins({"QT_QPA_PLATFORM": "xcb:foo=1;offscreen"}) == [
        "xcb", "offscreen"]
    (tmp_path / "libqxcb.so").write_bytes(b"")
    files = platform_check.plugin_files({"QT_QPA_PLATFORM_PLUGIN_PATH": str(tmp_path)})
    assert files == [tmp_path / "libqxcb.so"]


def _fake_ldd(folder: Path) -> dict[str, str]:
    """A PATH whose `ldd` says two X11 libraries are not found."""
    folder.mkdir()
    ldd = folder / "ldd"
    ldd.write_text("#!/bin/sh\ncat <<'EOF'\n" + LDD + "EOF\n", encoding="utf-8")
    ldd.chmod(ldd.stat().st_mode | stat.S_IEXEC)
    return {"PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}"}


def test_medici_table_reports_a_failed_plugin_in_plain_words_and_exits_1(tmp_path: Path) -> None:
    """A real Qt start that fails: a platform plugin folder with a plugin that cannot load (an
    empty file), and a fake `ldd` that says which libraries it lacks."""
    plugins = tmp_path / "platforms"
    plugins.mkdir()
    (plugins / "libqxcb.so").write_bytes(b"")
    env = {**os.environ, **_fake_ldd(tmp_path / "bin"), "QT_QPA_PLATFORM": "xcb",
           "QT_QPA_PLATFORM_PLUGIN_PATH": str(plugins), "DISPLAY": ":99"}
    result = subprocess.run([sys.executable, "-m", "medici_table", "--settings",
                             str(tmp_path / "s.ini")], env=env, capture_output=True, text=True,
                            timeout=120, cwd=ROOT)
    assert result.returncode == 1, result.stderr
    assert "Medici Table cannot open its window." in result.stderr
    assert "libxcb-icccm.so.4 libxcb-keysyms.so.1" in result.stderr
    system = sysreq.system_of(sysreq.read_os_release())
    if system is not None:
        packages = " ".join(sysreq.packages_for(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"],
                                                system))
        assert f"    {system.install} {packages}\n" in result.stderr
    assert "Aborted" not in result.stderr and not re.search(r"core dumped", result.stderr)


def test_the_readme_gives_each_systems_line_before_the_play_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    play = readme.index(".venv/bin/medici-table\n")
    for system in sysreq.SYSTEMS.values():
        line = sysreq.readme_line(system)
        assert line in readme, f"README lacks: {line}"
        assert readme.index(line) < play
