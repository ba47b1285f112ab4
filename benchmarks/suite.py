"""The benchmark suite: rules, table and bots for every registered game, against the budgets.

    python -m benchmarks [--quick] [--check] [--only GAME] [--parts engine,ui,scale,bots]
                         [--frozen DIST]

Writes `benchmarks/RESULTS.md` (the figures, the machine, the load during the run) and
`benchmarks/results.json`; `--check` exits 1 when a figure is past its budget (budgets.py).
Table figures come from fresh child processes, one per game (`ui_startup.py`, `ui_table.py`),
each next to its bare reference measured in the same run. The scale part plays the largest
game (Les 7 Blasons at 7) to its end, saves, opens and replays it (`scale.py`) and plays a
long evening of games in one window (`long_evening.py`). `--frozen DIST` adds the frozen
bundle's start-up (`frozen.py`: DIST holds the bundle and a frozen bare window).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from benchmarks import bots_levels, engine_bench, machine, ui_startup
from benchmarks.budgets import Figure, check, playout_gain
from benchmarks.report import render
from medici_table import games
from medici_table.ui import games as tables

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


@dataclass(frozen=True)
class Plan:
    """How much to measure: `full`, `quick` (under two minutes) or `tiny` (the smoke test)."""

    name: str
    engine_games: int
    engine_sample: int
    startup_runs: int
    drag_moves: int
    new_games: int
    redraws: int
    bot_positions: int
    every_count: bool  # bots at every player count (else the largest)
    evening: int  # games in the long evening


PLANS = {
    "full": Plan("full", 10, 3000, 7, 300, 10, 30, 3, True, 50),
    "quick": Plan("quick", 3, 800, 3, 120, 4, 12, 1, False, 10),
    "tiny": Plan("tiny", 1, 40, 1, 10, 1, 2, 1, False, 0),
}


@dataclass
class Results:
    plan: str
    started: str
    machine: dict[str, str]
    loads: list[tuple[str, float]] = field(default_factory=list)  # (moment, 1-min load)
    engine: list[dict[str, Any]] = field(default_factory=list)
    startup: dict[str, float] = field(default_factory=dict)  # kind -> median seconds
    tables: list[dict[str, Any]] = field(default_factory=list)
    bots: list[dict[str, Any]] = field(default_factory=list)
    scale: dict[str, Any] = field(default_factory=dict)
    evening: dict[str, Any] = field(default_factory=dict)
    frozen: dict[str, float] = field(default_factory=dict)  # kind -> median seconds
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def note_load(self, moment: str) -> None:
        self.loads.append((moment, round(machine.load()[0], 2)))


def child_env() -> dict[str, str]:
    """Children start as an installed program does: Qt offscreen here (on a desktop-sized
    screen), bytecode compiled once
    (this shell may forbid writing it; it goes to a cache outside the source tree)."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "medici-bench-pycache")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    return machine.desktop_screen(env)


def run_engine(plan: Plan, only: str, res: Results) -> None:
    cases = engine_bench.cases(only)
    if plan.name == "tiny":
        cases = cases[:1]
    for gid, n in cases:
        try:
            row = engine_bench.measure(gid, n, plan.engine_games, sample_size=plan.engine_sample)
        except Exception as exc:  # a game being edited must not stop the others' figures
            res.errors.append(f"engine {gid} {n}: {type(exc).__name__}: {exc}")
            continue
        res.engine.append(asdict(row))
        print(engine_bench.table([row]).splitlines()[-1], flush=True)


def startup_once(kind: str, ini: str) -> float:
    if kind == "resume":  # its own folder: its autosave is offered to every start beside it
        ini = os.path.join(tempfile.mkdtemp(dir=os.path.dirname(ini)), "settings.ini")
    ui_startup.prepare(kind, ini)
    t0 = time.time()
    out = subprocess.run([sys.executable, "-m", "benchmarks.ui_startup", kind, ini],
                         capture_output=True, text=True, env=child_env(), timeout=120,
                         cwd=ROOT)
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"start-up of {kind} failed: {out.stderr.strip()[-400:]}")
    return float(lines[-1]) - t0


def table_ids(only: str, res: Results) -> list[str]:
    """The registered tables (`medici_table.ui.games.available()`). While a table is being
    written its module may not import: the others are still measured and the failure noted."""
    try:
        found = tables.available()
    except Exception as exc:  # noqa: BLE001 (any error of a module someone is editing)
        res.errors.append(f"table registry: {type(exc).__name__}: {exc}")
        found = []
        for info in pkgutil.iter_modules(tables.__path__):
            try:
                module = importlib.import_module(f"{tables.__name__}.{info.name}")
            except Exception:  # noqa: BLE001, S112
                continue
            adapter = getattr(module, "ADAPTER", None)
            if adapter is not None:
                found.append(adapter.game_id)
    return sorted(g for g in found if not only or g == only)


def run_startup(plan: Plan, table_ids: list[str], res: Results) -> None:
    """Interleaved runs (bare, rects, each game, again...), so load swings hit all alike."""
    kinds = ["bare", "rects", "welcome", "resume", *table_ids]
    samples: dict[str, list[float]] = {k: [] for k in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        for k in kinds:  # compile the bytecode once, untimed
            try:
                startup_once(k, os.path.join(tmp, f"warm-{k}.ini"))
            except (RuntimeError, subprocess.SubprocessError) as exc:
                res.errors.append(str(exc))
                samples.pop(k, None)
        for run in range(plan.startup_runs):
            for k in list(samples):
                try:
                    samples[k].append(startup_once(k, os.path.join(tmp, f"{k}-{run}.ini")))
                except (RuntimeError, subprocess.SubprocessError) as exc:
                    res.errors.append(str(exc))
                    samples.pop(k)
    res.startup = {k: statistics.median(v) for k, v in samples.items() if v}
    print("start-up (s):", {k: round(v, 3) for k, v in res.startup.items()}, flush=True)


def run_tables(plan: Plan, table_ids: list[str], res: Results) -> None:
    for gid in table_ids:
        cmd = [sys.executable, "-m", "benchmarks.ui_table", gid, "--moves", str(plan.drag_moves),
               "--new-games", str(plan.new_games), "--redraws", str(plan.redraws)]
        try:
            out = subprocess.run(cmd, capture_output=True, text=True, env=child_env(),
                                 timeout=600, cwd=ROOT)
        except subprocess.SubprocessError as exc:
            res.errors.append(f"table {gid}: {exc}")
            continue
        lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
        if out.returncode != 0 or not lines:
            res.errors.append(f"table {gid}: {out.stderr.strip()[-600:]}")
            continue
        row = json.loads(lines[-1])
        res.tables.append(row)
        print(f"table {gid}: drag {row['drag_cpu_ms']:.2f} ms CPU (bare {row['rects_cpu_ms']:.2f}), "
              f"redraw {row['redraw_cpu_ms']:.1f} ms CPU, {row['memory_mb']:.0f} MB", flush=True)


def _child_json(cmd: list[str], what: str, res: Results) -> dict[str, Any]:
    try:
        out = subprocess.run([sys.executable, "-m", *cmd], capture_output=True, text=True,
                             env=child_env(), timeout=1800, cwd=ROOT)
    except subprocess.SubprocessError as exc:
        res.errors.append(f"{what}: {exc}")
        return {}
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        res.errors.append(f"{what}: {out.stderr.strip()[-600:]}")
        return {}
    row: dict[str, Any] = json.loads(lines[-1])
    return row


def run_scale(plan: Plan, res: Results) -> None:
    if plan.name == "tiny":
        res.scale = _child_json(["benchmarks.scale", "--players", "3"], "scale", res)
    else:
        res.scale = _child_json(["benchmarks.scale"], "scale", res)
    if res.scale:
        print(f"scale: save {res.scale['save_cpu_ms']:.0f} ms, open {res.scale['open_cpu_ms']:.0f}"
              f" ms CPU, {res.scale['memory_mb']:.0f} MB", flush=True)
    if plan.evening:
        res.evening = _child_json(["benchmarks.long_evening", "--games", str(plan.evening)],
                                  "long evening", res)
        if res.evening:
            print(f"long evening: {res.evening['growth_mb']} MB over {plan.evening} games",
                  flush=True)


def run_frozen(plan: Plan, dist: str, res: Results) -> None:
    from benchmarks import frozen

    try:
        res.frozen = frozen.measure(Path(dist), max(3, plan.startup_runs))
    except (RuntimeError, OSError, subprocess.SubprocessError) as exc:
        res.errors.append(f"frozen start-up: {exc}")
    print("frozen start-up (s):", {k: round(v, 3) for k, v in res.frozen.items()}, flush=True)


def run_bots(plan: Plan, only: str, res: Results) -> None:
    for gid in ([only] if only else games.available()):
        meta = games.get(gid).meta
        counts = (range(meta.min_players, meta.max_players + 1) if plan.every_count
                  else [meta.max_players])
        if plan.name == "tiny":
            counts = [meta.min_players]
        for n in counts:
            rows, errors = bots_levels.measure(gid, n, plan.bot_positions)
            res.errors.extend(errors)
            res.bots.extend(rows)
            print(f"bots {gid} {n}: " + ", ".join(f"{r['level']} {r['max']:.3f}s" for r in rows),
                  flush=True)


def figures(res: Results) -> list[Figure]:
    """Every measured number that has a budget."""
    out: list[Figure] = []
    for r in res.engine:
        subject = f"{r['game']} ({r['players']} players)"
        out.append(Figure(subject, "apply_per_s", r["apply_per_s"]))
        gain = playout_gain(r["game"], r["players"], r["playouts_per_s"])
        if gain is not None:
            out.append(Figure(subject, "playout_gain", gain))
        out.append(Figure(subject, "legal_p99_ms", r["legal_p99_ms"]))
    bare = res.startup.get("bare")
    for kind, seconds in res.startup.items():
        if bare and kind not in ("bare", "rects"):
            out.append(Figure(f"{kind} start-up", "startup_ratio", seconds / bare))
    for t in res.tables:
        subject = f"{t['game']} table"
        out.append(Figure(subject, "drag_ratio", t["drag_ratio"]))
        out.append(Figure(subject, "drag_ms", t["drag_cpu_p95_ms"]))
        if t["redraws"]:
            out.append(Figure(subject, "redraw_ms", t["redraw_cpu_ms"]))
            if "redraw_cpu_p95_ms" in t:
                out.append(Figure(subject, "redraw_p95_ms", t["redraw_cpu_p95_ms"]))
        out.append(Figure(subject, "memory_mb", t["memory_mb"]))
    fbare = res.frozen.get("bare")
    for kind, seconds in res.frozen.items():
        if fbare and kind != "bare":
            out.append(Figure(f"frozen {kind} start-up", "frozen_startup_ratio", seconds / fbare))
    if res.scale:
        subject = f"{res.scale['game']} ({res.scale['players']} players), {res.scale['moves']} moves"
        out.append(Figure(subject, "save_ms", res.scale["save_cpu_ms"]))
        out.append(Figure(subject, "open_ms", res.scale["open_cpu_ms"]))
        out.append(Figure(subject, "scale_memory_mb", res.scale["memory_mb"]))
    if res.evening:
        out.append(Figure(f"{res.evening['game']}, {res.evening['games']} games",
                          "evening_growth_mb", res.evening["growth_mb"]))
    for b in res.bots:
        if b["level"] == "strong":
            out.append(Figure(f"{b['game']} ({b['players']} players)", "strong_max_s", b["max"]))
    return out


def rerender(out: Path) -> int:
    """RESULTS.md written again from the figures of the run that wrote results.json."""
    res = Results(**json.loads(out.with_name("results.json").read_text()))
    found = figures(res)
    out.write_text(render(res, found, check(found) + [f"not measured: {e}" for e in res.errors]))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples (under 2 minutes)")
    parser.add_argument("--tiny", action="store_true", help="a smoke run (the tests use it)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a budget is broken")
    parser.add_argument("--only", default="", help="one game id")
    parser.add_argument("--parts", default="engine,ui,scale,bots", help="engine, ui, scale, bots")
    parser.add_argument("--frozen", default="", help="a folder with the frozen bundle and a "
                        "frozen bare window (benchmarks/frozen.py builds it)")
    parser.add_argument("--out", default=str(HERE / "RESULTS.md"), help="the Markdown report")
    parser.add_argument("--render", action="store_true", help="measure nothing: write the report "
                        "again from the last run's results.json (after NOTES.md was edited)")
    args = parser.parse_args(argv)
    if args.render:
        return rerender(Path(args.out))
    plan = PLANS["tiny" if args.tiny else "quick" if args.quick else "full"]
    parts = {p.strip() for p in args.parts.split(",") if p.strip()}
    t0 = time.perf_counter()
    res = Results(plan.name, time.strftime("%Y-%m-%d %H:%M %Z"), machine.describe())
    res.note_load("start")
    if "engine" in parts:
        run_engine(plan, args.only, res)
        res.note_load("after the rules")
    if "ui" in parts:
        ids = table_ids(args.only, res)
        if plan.name == "tiny":
            ids = ids[:1]
        run_startup(plan, ids, res)
        res.note_load("after start-up")
        run_tables(plan, ids, res)
        res.note_load("after the tables")
    if args.frozen:
        run_frozen(plan, args.frozen, res)
        res.note_load("after the frozen start-up")
    if "scale" in parts:
        run_scale(plan, res)
        res.note_load("after the largest game and the long evening")
    if "bots" in parts:
        run_bots(plan, args.only, res)
        res.note_load("after the bots")
    res.seconds = time.perf_counter() - t0
    found = figures(res)
    broken = check(found) + [f"not measured: {e}" for e in res.errors]
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(res, found, broken))
    out.with_name("results.json").write_text(json.dumps(asdict(res), indent=1) + "\n")
    print(f"\n{len(found)} figures, {len(broken)} past budget or not measured "
          f"({res.seconds:.0f} s); written to {out}")
    for line in broken:
        print("  " + line)
    return 1 if args.check and broken else 0
