"""The machine a run was measured on: CPU, cores, memory, Python, PySide6, load."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _memory_gb() -> float:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) / 1024**2
    except OSError:
        pass
    return 0.0


def _versions() -> tuple[str, str]:
    """PySide6 and Qt versions, asked of a child so this process stays free of Qt."""
    code = "import PySide6, PySide6.QtCore as c; print(PySide6.__version__, c.qVersion())"
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             timeout=60, check=True).stdout.split()
        return out[0], out[1]
    except (subprocess.SubprocessError, IndexError, OSError):
        return "?", "?"


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=10, check=True,
                              cwd=Path(__file__).resolve().parent).stdout.strip()
    except (subprocess.SubprocessError, OSError):
        return "?"


def load() -> tuple[float, float, float]:
    try:
        return os.getloadavg()
    except OSError:
        return (0.0, 0.0, 0.0)


def describe() -> dict[str, str]:
    pyside, qt = _versions()
    return {
        "CPU": _cpu_model(),
        "cores": str(os.cpu_count() or "?"),
        "memory": f"{_memory_gb():.1f} GB",
        "system": f"{platform.system()} {platform.release()}",
        "Python": platform.python_version(),
        "PySide6": f"{pyside} (Qt {qt})",
        "Qt platform": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "commit": _commit(),
    }


DESKTOP = (1920, 1080)  # the screen a start-up child opens on


def desktop_screen(env: dict[str, str]) -> dict[str, str]:
    """`env` with Qt's offscreen platform given a 1920×1080 screen (its own is 800×800), so
    the program opens at its usual size as on a desktop (ui/placement.py fits the window to a
    smaller screen, which would flatter its start-up against the bare window)."""
    platform_name = env.get("QT_QPA_PLATFORM", "offscreen")
    if platform_name != "offscreen":
        return env
    import json
    import tempfile

    config = Path(tempfile.gettempdir()) / "medici-bench-screen.json"
    width, height = DESKTOP
    config.write_text(json.dumps({"screens": [{
        "name": "desktop", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return {**env, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
