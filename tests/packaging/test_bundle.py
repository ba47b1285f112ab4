"""The installer works: build the bundle and the Linux packages, then play from each of them.

`packaging/build.sh` makes the one-folder bundle, the .tar.gz and the .deb; the frozen
`medici-table --smoke-test` must pass offscreen from the bundle and from the command the .deb
installs (extracted with `dpkg-deb -x`, not installed). Skip locally with -m "not packaging".
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.packaging.smokecheck import check_smoke_log, run_smoke
from tests.packaging.xserver import show_window

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parent.parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
NAME: str = PROJECT["name"]
VERSION: str = PROJECT["version"]
# A frozen bare PySide6 window (benchmarks/frozen.py's, PyInstaller's defaults) is ~167 MB. Ours
# is ~150 MB: its Python modules are kept as compiled files beside it rather than compressed in
# one archive (packaging/medici_table.spec: 8 MB more, for a start with nothing to inflate).
MAX_BUNDLE_MB = 160


@dataclass(frozen=True)
class Build:
    out: Path
    seconds: float

    @property
    def bundle(self) -> Path:
        return self.out / NAME

    @property
    def deb(self) -> Path:
        return next(self.out.glob(f"{NAME}_{VERSION}_*.deb"))

    @property
    def tarball(self) -> Path:
        return next(self.out.glob(f"{NAME}-{VERSION}-linux-*.tar.gz"))


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    if not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None:
        pytest.skip("the Linux packages are built on Linux with dpkg-deb")
    out = tmp_path_factory.mktemp("dist")
    start = time.monotonic()
    result = subprocess.run(["bash", str(ROOT / "packaging" / "build.sh"), str(out)],
                            env={**os.environ, "PYTHON": sys.executable}, capture_output=True,
                            text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    return Build(out, time.monotonic() - start)


def size_mb(folder: Path) -> float:
    return sum(p.lstat().st_size for p in folder.rglob("*")) / 1e6


def test_frozen_bundle_plays_every_game_offscreen(build: Build, tmp_path: Path) -> None:
    log = tmp_path / "frozen.log"
    result = run_smoke([str(build.bundle / NAME)], log)
    lines = check_smoke_log(result, log)
    assert any("frozen=True" in line for line in lines), lines[0]
    assert any(f"data root {build.bundle}" in line for line in lines)


def test_frozen_bundle_opens_its_window_on_a_real_x_server(build: Build, tmp_path: Path) -> None:
    """Qt's xcb plugin from the bundle, on Xvfb: the libraries it needs are bundled or on this
    system (the .deb's Depends, the README's packages), and the About dialog knows the commit."""
    shown = show_window([str(build.bundle / NAME), "--settings", str(tmp_path / "s.ini")], tmp_path)
    assert re.search(r": Medici Table( — .+)?$", shown.splitlines()[0]), shown  # welcome or game
    info = json.loads((build.bundle / "_internal" / "build-info.json").read_text(encoding="utf-8"))
    assert info["version"] == VERSION and info["commit"], info


def test_bundle_is_smaller_than_the_aim(build: Build) -> None:
    size = size_mb(build.bundle)
    print(f"\nbundle {size:.0f} MB unpacked, built in {build.seconds:.0f}s")
    assert size < MAX_BUNDLE_MB, f"the bundle grew to {size:.0f} MB"
    qt = build.bundle / "_internal" / "PySide6"
    assert not list(qt.glob("QtQml*")) and not list(qt.glob("QtWebEngine*"))
    assert list(qt.glob("QtNetwork*")), "ui/single.py's local sockets need QtNetwork"


def test_deb_installs_the_command_menu_entry_and_icon(build: Build, tmp_path: Path) -> None:
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(build.deb), str(root)], check=True)
    info = subprocess.run(["dpkg-deb", "-f", str(build.deb), "Package", "Version"], check=True,
                          capture_output=True, text=True).stdout
    assert f"Package: {NAME}" in info and f"Version: {VERSION}" in info
    command = root / "usr" / "bin" / NAME
    assert command.is_symlink() and command.resolve() == root / "opt" / NAME / NAME
    desktop = (root / "usr/share/applications/medici-table.desktop").read_text(encoding="utf-8")
    assert "\nExec=medici-table\n" in desktop and "\nIcon=medici-table\n" in desktop
    assert (root / "usr/share/icons/hicolor/256x256/apps/medici-table.png").is_file()
    log = tmp_path / "deb.log"
    lines = check_smoke_log(run_smoke([str(command)], log), log)
    assert any(f"data root {root / 'opt' / NAME}" in line for line in lines)


def test_tarball_unpacks_plays_and_adds_itself_to_the_menu(build: Build, tmp_path: Path) -> None:
    subprocess.run(["tar", "-xzf", str(build.tarball), "-C", str(tmp_path)], check=True)
    folder = tmp_path / f"{NAME}-{VERSION}"
    for member in ("medici-table.desktop", "medici-table.png",
                   "_internal/rules_data/court_of_the_medici/deck.yaml",
                   "_internal/assets/icons/medici-table.svg"):
        assert (folder / member).is_file(), member
    log = tmp_path / "tar.log"
    check_smoke_log(run_smoke([str(folder / NAME)], log), log)
    data = tmp_path / "data"
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    subprocess.run([str(folder / "install.sh")], env=env, check=True, capture_output=True)
    entry = (data / "applications" / "medici-table.desktop").read_text(encoding="utf-8")
    assert f'\nExec="{folder}/medici-table"\n' in entry
    assert f"\nIcon={folder}/medici-table.png\n" in entry
    assert (data / "icons/hicolor/256x256/apps/medici-table.png").is_file()
    subprocess.run([str(folder / "install.sh"), "--remove"], env=env, check=True,
                   capture_output=True)
    assert not (data / "applications" / "medici-table.desktop").exists()
