"""RESULTS.md: the figures of one run, each beside its budget, and the machine they came from."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from benchmarks.budgets import BUDGETS, Figure, mark, playout_gain

if TYPE_CHECKING:
    from benchmarks.suite import Results

NOTES = Path(__file__).resolve().parent / "NOTES.md"


def _machine(res: Results) -> list[str]:
    loads = ", ".join(f"{load:.2f} {moment}" for moment, load in res.loads)
    cores = res.machine.get("cores", "?")
    out = ["## The machine", "", "| | |", "| --- | --- |"]
    out += [f"| {k} | {v} |" for k, v in res.machine.items()]
    out += [f"| load average (1 min) | {loads} |", "",
            f"The machine is shared with other engineers' builds and tests and is noisy: the load "
            f"average above ({cores} cores) says how busy it was. Table figures are therefore "
            "given next to a bare reference measured in the same run (as a ratio); rules and "
            "table times are CPU time of the measuring process (wall time beside for the table), "
            "throughputs the best of three passes, a state's `legal_moves` time the fastest of "
            "three calls. Start-up children run with their bytecode compiled once (as an "
            "installed program has it), in a cache outside the source tree.", ""]
    return out


def _summary(found: list[Figure]) -> list[str]:
    out = ["## Budgets", "", "| budget | figures | worst | where | |",
           "| --- | ---: | ---: | --- | --- |"]
    for key, budget in BUDGETS.items():
        mine = [f for f in found if f.key == key]
        if not mine:
            out.append(f"| {budget.text} | 0 | | | not measured |")
            continue
        worst = max(mine, key=lambda f: f.value if budget.at_most else -f.value)
        bad = sum(not f.ok for f in mine)
        status = mark(True) if not bad else f"✗ {bad} over budget"
        out.append(f"| {budget.text} | {len(mine)} | {worst.value:,.2f} | {worst.subject} "
                   f"| {status} |")
    return [*out, ""]


def _engine(rows: list[dict[str, Any]]) -> list[str]:
    out = ["## Rules engine", "",
           "Over states of seeded random playouts (one sample of states per game and player "
           "count). Long game: tracemalloc peak while a `GameSession` plays the longest of "
           "those games and keeps its whole history.", "",
           "| game | players | legal_moves/s | legal_moves p99 (ms) | apply/s | playouts/s "
           "| × baseline | moves/game | long game peak (MB) |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        p99 = BUDGETS["legal_p99_ms"].met(r["legal_p99_ms"])
        apply = BUDGETS["apply_per_s"].met(r["apply_per_s"])
        out.append(f"| {r['game']} | {r['players']} | {r['legal_per_s']:,.0f} "
                   f"| {r['legal_p99_ms']:.3f}{'' if p99 else ' ✗'} "
                   f"| {r['apply_per_s']:,.0f}{'' if apply else ' ✗'} "
                   f"| {r['playouts_per_s']:.1f} | {_gain(r)} | {r['moves_per_game']:.0f} "
                   f"| {r['memory_mb']:.2f} |")
    return [*out, ""]


def _gain(r: dict[str, Any]) -> str:
    gain = playout_gain(r["game"], r["players"], r["playouts_per_s"])
    if gain is None:
        return ""
    return f"{gain:.2f}{'' if BUDGETS['playout_gain'].met(gain) else ' ✗'}"


FROZEN_NAMES = {"bare": "frozen bare PySide6 window", "welcome": "frozen bundle, welcome",
                "resume": "frozen bundle, welcome screen, a game to resume"}


def _frozen(frozen: dict[str, float]) -> list[str]:
    bare = frozen.get("bare")
    out = ["### The frozen bundle", "",
           "The PyInstaller bundle (`packaging/build.sh`) against a frozen bare PySide6 window "
           "built the same way (`benchmarks/frozen.py`), from spawn to the first paint, median.",
           "", "| what | start-up (ms) | × frozen bare window | |", "| --- | ---: | ---: | --- |"]
    for kind, seconds in frozen.items():
        ratio = seconds / bare if bare else 0.0
        status = "" if kind == "bare" else mark(BUDGETS["frozen_startup_ratio"].met(ratio))
        name = FROZEN_NAMES.get(kind, f"frozen bundle, {kind}")
        out.append(f"| {name} | {seconds * 1000:.0f} | {ratio:.2f} | {status} |")
    return [*out, ""]


def _scale(scale: dict[str, Any], evening: dict[str, Any]) -> list[str]:
    out = ["## The largest game, and a long evening", ""]
    if scale:
        ok = {k: BUDGETS[b].met(scale[v]) for k, b, v in (
            ("save", "save_ms", "save_cpu_ms"), ("open", "open_ms", "open_cpu_ms"),
            ("memory", "scale_memory_mb", "memory_mb"))}
        out += [f"`benchmarks/scale.py`: {scale['game']} at {scale['players']} players (seed "
                f"{scale['seed']}) played to its end through the table ({scale['moves']} moves, "
                f"{scale['history']} kept in its history), saved to a file "
                f"({scale['file_kb']:.0f} kB), opened (read, every move replayed and checked, "
                "put on the table and painted) and replayed move by move, each step painted.",
                "", "| | CPU (ms) | wall (ms) | |", "| --- | ---: | ---: | --- |",
                f"| save | {scale['save_cpu_ms']:.0f} | {scale['save_ms']:.0f} "
                f"| {mark(ok['save'])} |",
                f"| open | {scale['open_cpu_ms']:.0f} | {scale['open_ms']:.0f} "
                f"| {mark(ok['open'])} |",
                f"| a replay step (median) | {scale['replay_step_cpu_ms']:.1f} | | |", "",
                f"Peak memory through it all: {scale['memory_mb']:.0f} MB "
                f"{mark(ok['memory'])}.", ""]
    if evening:
        ok_e = BUDGETS["evening_growth_mb"].met(evening["growth_mb"])
        out += [f"`benchmarks/long_evening.py`: {evening['games']} games of {evening['game']} "
                "in one window, each ended with Play again: resident memory "
                f"{evening['first_mb']} MB after the first, {evening['last_mb']} MB after the "
                f"last, {evening['growth_mb']} MB grown {mark(ok_e)}.", ""]
    return out


def _startup(startup: dict[str, float]) -> list[str]:
    bare = startup.get("bare")
    out = ["## Start-up to the first painted table", "",
           "A fresh process from spawn to the end of the first paint of the table "
           "(`medici-table --game <id>`, the hot-seat curtain lifted at once), median of the "
           "runs, next to a bare PySide6 window and a bare scene of 200 rectangles.", "",
           "| what | start-up (ms) | × bare window | |", "| --- | ---: | ---: | --- |"]
    for kind, seconds in startup.items():
        ratio = seconds / bare if bare else 0.0
        status = "" if kind in ("bare", "rects") else mark(BUDGETS["startup_ratio"].met(ratio))
        name = {"bare": "bare PySide6 window", "rects": "bare scene, 200 rectangles",
                "welcome": "welcome screen",
                "resume": "welcome screen, a game to resume"}.get(kind, kind)
        out.append(f"| {name} | {seconds * 1000:.0f} | {ratio:.2f} | {status} |")
    return [*out, ""]


def _tables(rows: list[dict[str, Any]]) -> list[str]:
    out = ["## The table, per game", "",
           "The fullest table: a late state of a seeded game with the most pieces, seen by the "
           "seat that decides, with the whole game in the history. A drag step is a mouse move "
           "on the view + a synchronous repaint of the whole view (the worst frame of a drag; "
           "the dirty-region column is the frame Qt paints in a real drag, for information); "
           "the bare scene is 200 plain rectangles, one dragged, measured in the same process "
           "just before. Redraw: a move played until the table is painted again for the next "
           "decider (docks, autosave and the hot-seat curtain included); when the game ends "
           "first, the rest of the moves are played from a position earlier in the same game "
           "(the position column says how many from where). The same moves are played in 5 "
           "rounds, each from the table shown afresh with no picture kept, and each move counts "
           "its least CPU time over the rounds (as `timeit` keeps the least of its repeats: "
           "what the machine's other work added is left out, not what the code did); the "
           "median and 95th percentile are over those moves (`ui_table.py`'s JSON also has "
           "each round's own, and the event loop's next turn after each move). Times are "
           "medians in "
           "CPU time of the process, with the wall time beside (offscreen, painting is all CPU "
           "work; the wall time adds the waits for a core on this shared machine, and the "
           "autosave's disk syncs). Memory: peak resident size of that process.",
           "", "| game | players | pieces | position | new game (ms, wall) | drag CPU (ms) "
           "| bare scene CPU (ms) | × bare | drag p95 CPU (ms) | drag wall (ms) | drag p95 wall "
           "(ms) | dirty-region drag CPU (ms): table / bare | redraw CPU (ms) "
           "| redraw p95 CPU (ms) | redraw wall (ms) | memory (MB) |",
           "| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
           "| ---: | ---: | ---: | ---: |"]
    for t in rows:
        def flag(key: str, value: float) -> str:
            return "" if BUDGETS[key].met(value) else " ✗"

        out.append(
            f"| {t['game']} | {t['players']} | {t['pieces']} | {t['position']} "
            f"| {t['new_game_ms']:.1f} | {t['drag_cpu_ms']:.2f} | {t['rects_cpu_ms']:.2f} "
            f"| {t['drag_ratio']:.2f}{flag('drag_ratio', t['drag_ratio'])} "
            f"| {t['drag_cpu_p95_ms']:.2f}{flag('drag_ms', t['drag_cpu_p95_ms'])} "
            f"| {t['drag_ms']:.2f} | {t['drag_p95_ms']:.2f} "
            f"| {t.get('drag_dirty_cpu_ms', 0):.2f} / {t.get('rects_dirty_cpu_ms', 0):.2f} "
            f"| {t['redraw_cpu_ms']:.1f}{flag('redraw_ms', t['redraw_cpu_ms'])} "
            f"| {_p95(t)} | {t['redraw_ms']:.1f} "
            f"| {t['memory_mb']:.0f}{flag('memory_mb', t['memory_mb'])} |")
    return [*out, ""]


def _p95(t: dict[str, Any]) -> str:
    if "redraw_cpu_p95_ms" not in t:
        return ""
    p95 = t["redraw_cpu_p95_ms"]
    return f"{p95:.1f}{'' if BUDGETS['redraw_p95_ms'].met(p95) else ' ✗'}"


def _bots(rows: list[dict[str, Any]]) -> list[str]:
    out = ["## Bots: think time per level", "",
           "At the table's play budget (1 s a decision), on positions of seeded games with a real "
           "choice (`bots_think.py`); the strong bot's slowest decision answers to its 2 s.", "",
           "| game | players | level | decisions | mean (s) | slowest (s) |",
           "| --- | ---: | --- | ---: | ---: | ---: |"]
    for b in rows:
        flag = "" if b["level"] != "strong" or BUDGETS["strong_max_s"].met(b["max"]) else " ✗"
        out.append(f"| {b['game']} | {b['players']} | {b['level']} | {b['decisions']} "
                   f"| {b['mean']:.4f} | {b['max']:.4f}{flag} |")
    return [*out, ""]


def render(res: Results, found: list[Figure], broken: list[str]) -> str:
    plan = {"full": "", "quick": " --quick", "tiny": " --tiny"}[res.plan]
    out = ["# Benchmark results", "",
           f"Written by `python -m benchmarks{plan}` on {res.started} in {res.seconds:.0f} s "
           f"({res.plan} run). Budgets: `benchmarks/budgets.py`; `--check` fails past them.", ""]
    out += _summary(found)
    if broken:
        out += ["Past budget or not measured:", ""] + [f"* {b}" for b in broken] + [""]
    out += _machine(res)
    if res.engine:
        out += _engine(res.engine)
    if res.startup:
        out += _startup(res.startup)
    if res.frozen:
        out += _frozen(res.frozen)
    if res.tables:
        out += _tables(res.tables)
    if res.scale or res.evening:
        out += _scale(res.scale, res.evening)
    if res.bots:
        out += _bots(res.bots)
    if NOTES.exists():
        out += [NOTES.read_text().rstrip(), ""]
    return "\n".join(out)
