"""The frozen bundle's start-up, against a frozen bare PySide6 window built the same way.

    python -m benchmarks.frozen build DIST      (PyInstaller: both bundles into DIST)
    python -m benchmarks.frozen measure DIST [--runs 7]
    python -m benchmarks --frozen DIST          (the suite's frozen row)

`build` makes DIST/medici-table/ from `packaging/medici_table.spec` (the bundle the installers
ship) and DIST/frozen-bare/ from `benchmarks/ui_startup.py` (its bare window: nothing of the
program in it). `measure` starts each from spawn to the first paint, interleaved run after run,
after an untimed first start of each (the bundle's data cache filled, as after an install):
the bare window, the welcome screen (`medici-table`), the same with an interrupted game in the
autosave folder (`resume`: the welcome screen offers to resume it, as `ui_startup.py`'s `resume`)
and Louis XIV's table, the slowest game to paint (`medici-table --game louis_xiv`, the curtain
lifted). The bundle is timed by its own start-up trace (`MEDICI_TABLE_STARTUP_TRACE`,
`medici_table/ui/startup_trace.py`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import machine

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("bare", "welcome", "resume", "louis_xiv")


def build(dist: Path) -> None:
    work = dist / ".work"
    pyinstaller = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                   "--distpath", str(dist)]
    subprocess.run([*pyinstaller, "--workpath", str(work / "bundle"),
                    str(ROOT / "packaging" / "medici_table.spec")], check=True, cwd=ROOT)
    subprocess.run([*pyinstaller, "--workpath", str(work / "bare"), "--specpath",
                    str(work / "bare"), "--onedir", "--name", "frozen-bare",
                    "--exclude-module", "medici_table",
                    str(ROOT / "benchmarks" / "ui_startup.py")], check=True, cwd=ROOT)


def command(dist: Path, kind: str, ini: str) -> list[str]:
    if kind == "bare":
        return [str(dist / "frozen-bare" / "frozen-bare"), "bare", ini]
    program = [str(dist / "medici-table" / "medici-table"), "--settings", ini]
    return program if kind in ("welcome", "resume") else [*program, "--game", kind, "--seed", "7"]


def settings_file(tmp: str, kind: str, run: str) -> str:
    """A settings file of its own for one start, in a folder of its own (the autosave folder is
    beside it): for `resume`, with the interrupted game written there first (`ui_startup`)."""
    from benchmarks.ui_startup import prepare

    folder = os.path.join(tmp, f"{kind}-{run}")
    os.makedirs(folder)
    ini = os.path.join(folder, "settings.ini")
    prepare(kind, ini)
    return ini


def once(dist: Path, kind: str, ini: str) -> float:
    env = {**os.environ, "MEDICI_TABLE_STARTUP_TRACE": "1"}
    env = machine.desktop_screen(env)
    t0 = time.time()
    out = subprocess.run(command(dist, kind, ini), capture_output=True, text=True, env=env,
                         timeout=120)
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"frozen start-up of {kind} failed: {out.stderr.strip()[-400:]}")
    return float(lines[-1]) - t0


def measure(dist: Path, runs: int = 7) -> dict[str, float]:
    """Median seconds from spawn to the first painted window, per kind."""
    for kind in KINDS:
        if not Path(command(dist, kind, "x")[0]).is_file():
            raise RuntimeError(f"no frozen bundle in {dist} (python -m benchmarks.frozen build)")
    samples: dict[str, list[float]] = {k: [] for k in KINDS}
    with tempfile.TemporaryDirectory() as tmp:
        for kind in KINDS:  # untimed: the bundle's caches, as after a first start
            once(dist, kind, settings_file(tmp, kind, "warm"))
        for run in range(runs):
            for kind in KINDS:
                samples[kind].append(once(dist, kind, settings_file(tmp, kind, str(run))))
    return {k: statistics.median(v) for k, v in samples.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["build", "measure"])
    parser.add_argument("dist")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    dist = Path(args.dist).resolve()
    if args.what == "build":
        build(dist)
        return 0
    found = measure(dist, args.runs)
    bare = found["bare"]
    for kind, seconds in found.items():
        print(f"{kind}: {seconds * 1000:.0f} ms, {seconds / bare:.2f}× the frozen bare window")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
