"""The bots' tournament: every level pairing for every game and player count, in chunks of
seeded games on two worker processes; results accumulate in `tournament_results.jsonl` and
`TOURNAMENT.md` is rewritten from them after each chunk.

    python -m benchmarks.bots_tournament [--iterations N] [--games 30] [--counts minmax|all]
        [--game ID] [--players N] [--pairing LEVEL:AGAINST] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
from collections.abc import Iterator
from pathlib import Path

from medici_table import games
from medici_table.bots.adapter import adapter_for
from medici_table.bots.tournament import (
    PAIRINGS,
    Series,
    as_dict,
    from_dict,
    iterations_for,
    run_series,
    table,
)

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "tournament_results.jsonl"
REPORT = HERE / "TOURNAMENT.md"
READING = HERE / "TOURNAMENT-reading.md"
CHUNK = 10
#: seconds a decision may take: far above what the iteration cap needs, so that the cap, not
#: the machine's load, decides how far the strong bot searches (the results are reproducible)
BUDGET = 120.0

Job = tuple[str, int, str, str, int, int, int]


def player_counts(game: str, which: str) -> list[int]:
    meta = games.get(game).meta
    every = list(range(meta.min_players, meta.max_players + 1))
    if which == "all":
        return every
    return sorted({meta.min_players, meta.max_players})


def jobs(n_games: int, asked: int | None, which: str, only: list[str]) -> Iterator[Job]:
    """Cheap series first, then the strong ones, chunk by chunk so partial results count."""
    order = {("normal", "random"): 0, ("strong", "normal"): 1, ("strong", "random"): 2}
    for level, against, _, _ in sorted(PAIRINGS, key=lambda p: order[(p[0], p[1])]):
        size = n_games * (3 if level == "normal" else 1)
        for start in range(0, size, CHUNK):
            for game in only or games.available():
                for n in player_counts(game, which):
                    yield game, n, level, against, min(CHUNK, size - start), 1000 + start, \
                        iterations_for(game, asked)


def run(job: Job) -> dict[str, object]:
    game, n, level, against, count, seed, iterations = job
    row = as_dict(run_series(game, n, level, against, count, seed, iterations, budget=BUDGET))
    row["seed"] = seed
    if level == "strong":
        row["level"] = f"strong@{searched(game, iterations)}"
    return row


def searched(game: str, iterations: int) -> int:
    """The iterations the strong bot really does: the cap asked for, or the game's own
    `search_cap` when that is lower."""
    cap = adapter_for(game).search_cap
    return iterations if cap is None else min(cap, iterations)


def done_chunks(asked: int | None) -> set[tuple[str, int, str, str, int]]:
    """Chunks already in the results file (a run can be stopped and resumed)."""
    if not RESULTS.exists():
        return set()
    rows = [json.loads(line) for line in RESULTS.read_text().splitlines() if line]
    return {(r["game"], r["players"], r["level"].split("@")[0], r["against"], r["seed"])
            for r in rows
            if r["level"] in ("normal",
                              f"strong@{searched(r['game'], iterations_for(r['game'], asked))}")
            or (r["level"] == "strong" and iterations_for(r["game"], asked) == 80)}


def merge(rows: list[Series]) -> list[Series]:
    merged: dict[tuple[str, int, str, str], Series] = {}
    for r in rows:
        key = (r.game, r.players, r.level, r.against)
        m = merged.get(key)
        if m is None:
            merged[key] = Series(*key, r.games, r.wins, r.seconds, r.max_think)
        else:
            m.games += r.games
            m.wins += r.wins
            m.seconds += r.seconds
            m.max_think = max(m.max_think, r.max_think)
    return sorted(merged.values(), key=lambda s: (s.game, s.players, s.level, s.against))


def write_report() -> None:
    rows = [from_dict(json.loads(line)) for line in RESULTS.read_text().splitlines() if line]
    rows = [r for r in rows if r.game in games.available()]
    for r in rows:
        if r.level == "strong":  # the first run's rows: capped at 80 iterations
            r.level = "strong@80"
    REPORT.write_text(
        "# Bots' tournament\n\n"
        "Written by `python -m benchmarks.bots_tournament` (also `medici-table tournament`). "
        "One bot of the level under test against bots of the other level, its seat rotating "
        "round the table; seeded games; a shared victory counts its share. The strong bot's "
        "search is capped at the iterations a decision its level shows (`strong@80`: 80), "
        "whatever the machine's load, so a series is reproducible and takes minutes, not hours, "
        "on a 2-core machine. In play it searches for up to 1 s, which buys it more iterations "
        "than that (see the think times below), except in Courtisans, whose search stops at 80 "
        "iterations in play too (its adapter's `search_cap`), and Medici, whose strong level "
        "plays its heuristic without search (`strong@0`, in play too). Court of the Medici is "
        "measured at 300 iterations (about 1,800 in play), the other games at 80 "
        "(`ITERATIONS` in `medici_table/bots/tournament.py`). "
        "Targets (issue 8): "
        "strong vs random ≥ 90% at 2 players or ≥ 2× the fair share at 3+, strong vs normal "
        "≥ 60% or ≥ 1.3× the fair share, normal vs random: the 95% interval above the fair "
        "share.\n\n" + table(merge(rows)) + "\n" + think_section() + reading())


def reading() -> str:
    """The hand-written reading of the table (`TOURNAMENT-reading.md`), kept across runs."""
    return "\n" + READING.read_text() if READING.exists() else ""


def think_section() -> str:
    """The strong bot's decision times (from `python -m benchmarks.bots_think`)."""
    from benchmarks.bots_think import OUT
    from benchmarks.bots_think import table as think_table

    if not OUT.exists():
        return ""
    return ("\n## Think time of the strong bot\n\nWall time of a decision with the play "
            "budget, at positions spread over seeded games (`python -m benchmarks.bots_think`; "
            "iterations vary by a third with the machine's load):\n\n"
            + think_table(json.loads(OUT.read_text())) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iterations", type=int, default=None,
                    help="the strong bot's search cap (default: the game's, bots.tournament.ITERATIONS)")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--counts", choices=("minmax", "all"), default="minmax")
    ap.add_argument("--game", action="append", default=[])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--players", type=int, action="append", default=[],
                    help="only these player counts (e.g. more games where an interval is wide)")
    ap.add_argument("--pairing", action="append", default=[], metavar="LEVEL:AGAINST",
                    help="only these pairings (e.g. strong:random)")
    args = ap.parse_args()
    done = done_chunks(args.iterations)
    todo = [j for j in jobs(args.games, args.iterations, args.counts, args.game)
            if (j[0], j[1], j[2], j[3], j[5]) not in done
            and (not args.pairing or f"{j[2]}:{j[3]}" in args.pairing)
            and (not args.players or j[1] in args.players)]
    with multiprocessing.Pool(args.workers) as pool:
        for result in pool.imap_unordered(run, todo):
            with RESULTS.open("a") as f:
                f.write(json.dumps(result) + "\n")
            write_report()
            print(result, flush=True)


if __name__ == "__main__":
    main()
