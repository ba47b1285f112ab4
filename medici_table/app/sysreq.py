"""The system libraries the table's window needs on Linux, and how each system installs them.

Qt's X11 platform plugin (`libqxcb.so`, inside PySide6) links to system libraries that a minimal
desktop may lack (`libxcb-cursor0`, `libxcb-icccm4`, `libxcb-keysyms1`...). Qt's own message
when one is missing is an abort with a misleading hint; `diagnose()` names the libraries that
are missing and the line that installs them on the system it runs on (`/etc/os-release`).
The README's one line per system and `.ci/run`'s install both come from `SYSTEMS` here.
No Qt is imported: the check runs when Qt could not start.

    python -m medici_table.app.sysreq [debian|fedora|arch]     # the install line (README, CI)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

OS_RELEASE = (Path("/etc/os-release"), Path("/usr/lib/os-release"))


@dataclass(frozen=True)
class System:
    """A family of Linux systems: its name for a person, its install command, its packages."""

    id: str
    title: str  # "Debian, Ubuntu, Mint"
    install: str  # the command the package names follow
    python: tuple[str, ...]  # what `python3 -m venv` needs beyond the system's Python
    window: tuple[str, ...]  # what Qt's window on X11 needs (the README's line)


SYSTEMS: dict[str, System] = {s.id: s for s in (
    System("debian", "Debian, Ubuntu, Mint", "sudo apt install", ("python3-venv",),
           ("libegl1", "libgl1", "libfontconfig1", "libdbus-1-3", "libxkbcommon-x11-0",
            "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1", "libxcb-randr0",
            "libxcb-render-util0", "libxcb-shape0", "libxcb-xfixes0", "libxcb-xkb1")),
    System("fedora", "Fedora", "sudo dnf install", ("python3",),
           ("libglvnd-egl", "libglvnd-glx", "fontconfig", "dbus-libs", "libxkbcommon-x11",
            "xcb-util-cursor", "xcb-util-wm", "xcb-util-image", "xcb-util-keysyms",
            "xcb-util-renderutil", "libxcb")),
    System("arch", "Arch, Manjaro", "sudo pacman -S --needed", ("python",),
           ("libglvnd", "fontconfig", "dbus", "libxkbcommon-x11", "xcb-util-cursor", "xcb-util-wm",
            "xcb-util-image", "xcb-util-keysyms", "xcb-util-renderutil", "libxcb")),
)}

# Each library the X11 plugin links to (directly or through Qt), and its package on each system
# (debian, fedora, arch). The C library and the compiler's runtime are left out: every system has them.
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libz.so.1": ("zlib1g", "zlib", "zlib"),
}
_ORDER = ("debian", "fedora", "arch")


def readme_line(system: System) -> str:
    """What a person types on `system` before the README's play command."""
    return " ".join((system.install, *system.python, *system.window))


def parse_os_release(text: str) -> dict[str, str]:
    """The KEY=value pairs of an os-release file, quotes removed."""
    fields: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition("=")
        if sep and key and not key.startswith("#"):
            fields[key] = value.strip().strip("\"'")
    return fields


def system_of(os_release: dict[str, str]) -> System | None:
    """The family of the running system (ID, then ID_LIKE: Mint is Ubuntu is Debian), or None."""
    names = [os_release.get("ID", ""), *os_release.get("ID_LIKE", "").split()]
    aliases = {"ubuntu": "debian", "rhel": "fedora", "centos": "fedora", "manjaro": "arch"}
    for name in names:
        family = aliases.get(name.lower(), name.lower())
        if family in SYSTEMS:
            return SYSTEMS[family]
    return None


def read_os_release(paths: Iterable[Path] = OS_RELEASE) -> dict[str, str]:
    for path in paths:
        try:
            return parse_os_release(path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            continue
    return {}


def packages_for(libraries: Iterable[str], system: System) -> list[str]:
    """The packages that bring `libraries` on `system`, each once, in the libraries' order;
    a library this table does not know is left out (the message still names it)."""
    column = _ORDER.index(system.id)
    found: list[str] = []
    for lib in libraries:
        names = PACKAGES.get(lib)
        if names is not None and names[column] not in found:
            found.append(names[column])
    return found


Resolver = Callable[[Path], list[str]]


def missing_with_ldd(plugin: Path) -> list[str]:
    """The libraries `plugin` links to, directly or not, that the dynamic loader cannot find
    (`ldd` lists them as "not found"); [] when `ldd` is not there."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_ldd(out)


def parse_ldd(output: str) -> list[str]:
    """The names `ldd` printed as "name => not found", each once, in its order."""
    found: list[str] = []
    for match in re.finditer(r"^\s*(\S+)\s*=>\s*not found", output, re.MULTILINE):
        if match.group(1) not in found:
            found.append(match.group(1))
    return found


def missing_with_dlopen(plugin: Path) -> list[str]:
    """The first library the loader could not find when loading `plugin` (without `ldd`)."""
    import ctypes

    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        match = re.match(r"([^:\s]+\.so[.\d]*): cannot open shared object file", str(exc))
        return [match.group(1)] if match else []
    return []


@dataclass(frozen=True)
class Diagnosis:
    missing: list[str]  # library file names
    system: System | None
    display: bool  # whether a display was named (DISPLAY or WAYLAND_DISPLAY)

    def install_line(self) -> str:
        if self.system is None:
            return ""
        packages = packages_for(self.missing, self.system)
        return " ".join((self.system.install, *packages)) if packages else ""

    def message(self) -> str:
        """What the player reads in the terminal instead of Qt's abort."""
        lines = ["Medici Table cannot open its window."]
        if self.missing:
            lines += ["Qt's X11 plugin, which draws the window, needs system libraries that are "
                      "not installed:", "    " + " ".join(self.missing)]
            line = self.install_line()
            if line:
                lines += ["Install them with:", "    " + line, "and start medici-table again."]
            else:
                lines += ["Install the packages that provide them with your system's package "
                          "manager; on Debian or Ubuntu, Fedora and Arch that would be:"]
                lines += ["    " + readme_line(s) for s in SYSTEMS.values()]
        if not self.display:
            lines += ["No display was found (DISPLAY is not set): start medici-table from a "
                      "desktop session.", "To check an installation without a screen, run "
                      "medici-table --smoke-test."]
        if self.missing or not self.display:
            return "\n".join(lines)
        lines += ["Qt could not load a window system plugin although its libraries are all there.",
                  "Run it again with QT_DEBUG_PLUGINS=1 to see why, and tell us what it says."]
        return "\n".join(lines)


def diagnose(plugin: Path, environ: dict[str, str],
             resolve: Resolver | None = None, os_release: dict[str, str] | None = None) -> Diagnosis:
    """Why Qt's window plugin `plugin` may not load: its missing libraries, the system, the display."""
    missing: list[str] = []
    if plugin.is_file():
        missing = (resolve or missing_with_ldd)(plugin)
        if not missing and resolve is None:
            missing = missing_with_dlopen(plugin)
    system = system_of(read_os_release() if os_release is None else os_release)
    display = not sys.platform.startswith(("linux", "freebsd", "openbsd")) \
        or bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))  # X11 or Wayland
    return Diagnosis(missing, system, display)


def main(argv: list[str]) -> int:
    """Print the install line of the named system (default: this one); 2 when unknown."""
    system = SYSTEMS.get(argv[0]) if argv else system_of(read_os_release())
    if system is None:
        print(f"unknown system; known: {', '.join(SYSTEMS)}", file=sys.stderr)
        return 2
    print(readme_line(system))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
