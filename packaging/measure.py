"""Measure the installer in one run: sizes beside a bare PySide6 bundle, start-up frozen vs source.

    python packaging/measure.py [--runs 5] [--out DIR]

Builds the Linux packages with build.sh (timed) and a default PyInstaller bundle of a PySide6
"hello world" (packaging/hello_world.py, nothing excluded), then starts the table offscreen
`--runs` times from the source and from the bundle (`--smoke-test --startup-only`): the time to
the first drawn frame of the main window, counted from the process's start, and the wall time of
the whole run (start, draw, quit). Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "medici-table"
FIRST_FRAME = re.compile(r"main window drawn .* ([0-9.]+)s after the process started")


def folder_mb(folder: Path) -> float:
    return sum(p.lstat().st_size for p in folder.rglob("*")) / 1e6


def timed(command: list[str], **kwargs: object) -> float:
    start = time.monotonic()
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]
    return time.monotonic() - start


def start_up(command: list[str], log: Path) -> tuple[float, float]:
    """(seconds to the first frame, seconds for the whole start-draw-quit run)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    wall = timed([*command, "--smoke-test", "--startup-only", "--log", str(log)], env=env,
                 capture_output=True)
    match = FIRST_FRAME.search(log.read_text(encoding="utf-8"))
    if match is None:
        raise SystemExit(f"no start-up time in {log}:\n{log.read_text(encoding='utf-8')}")
    return float(match.group(1)), wall


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default="", help="build here (default: a temporary folder)")
    args = parser.parse_args(argv)
    out = Path(args.out or tempfile.mkdtemp(prefix="medici-measure-")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHON": sys.executable}
    build_s = timed(["bash", str(ROOT / "packaging" / "build.sh"), str(out / "dist")], env=env,
                    capture_output=True)
    hello_s = timed([sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir",
                     "--log-level", "WARN", "--distpath", str(out / "hello"),
                     "--workpath", str(out / "hello-work"), "--specpath", str(out / "hello-work"),
                     str(ROOT / "packaging" / "hello_world.py")], capture_output=True)
    dist = out / "dist"
    bundle = dist / NAME
    frozen = [start_up([str(bundle / NAME)], out / f"frozen-{i}.log") for i in range(args.runs)]
    source = [start_up([sys.executable, "-m", "medici_table"], out / f"source-{i}.log")
              for i in range(args.runs)]

    def median(values: list[tuple[float, float]], i: int) -> str:
        return f"{statistics.median(v[i] for v in values):.2f} s"

    rows = [
        ("bundle, unpacked", f"{folder_mb(bundle):.0f} MB"),
        ("bare PySide6 hello-world bundle (PyInstaller defaults)",
         f"{folder_mb(out / 'hello' / 'hello_world'):.0f} MB"),
        (".tar.gz", f"{next(dist.glob('*.tar.gz')).stat().st_size / 1e6:.0f} MB"),
        (".deb", f"{next(dist.glob('*.deb')).stat().st_size / 1e6:.0f} MB"),
        ("build.sh (bundle + .tar.gz + .deb)", f"{build_s:.0f} s"),
        ("hello-world bundle build", f"{hello_s:.0f} s"),
        (f"first frame, frozen (median of {args.runs})", median(frozen, 0)),
        (f"first frame, source (median of {args.runs})", median(source, 0)),
        ("start, draw and quit, frozen", median(frozen, 1)),
        ("start, draw and quit, source", median(source, 1)),
    ]
    print(f"| measured on {os.cpu_count()} cores, {time.strftime('%Y-%m-%d %H:%M')} | |")
    print("| --- | --- |")
    for label, value in rows:
        print(f"| {label} | {value} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
