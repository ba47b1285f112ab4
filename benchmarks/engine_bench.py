"""Rules throughput and memory for every registered game and player count.

Over states collected from seeded random playouts: `legal_moves` calls per second and its 99th
percentile, `apply` calls per second (with the legality check the contract does), whole random
playouts per second, and the peak memory (tracemalloc) of a long game kept whole in a
`GameSession`, as the table keeps it for undo and the log.

The machine is shared and noisy, so times are this process's CPU time (`time.process_time`:
what the code costs, not how long the scheduler kept it waiting) and each figure is the best of
a few repetitions: a state's
`legal_moves` time is the fastest of three calls (the 99th percentile is then taken over
states, and says which states are slow, not when the machine was busy); `apply` is the best
of nine passes over the same sample (a pass is 15-60 ms: a busy moment of the machine spans
several, so three were not enough to meet one quiet pass); whole play-outs are the quickest
of three passes over the same seeded games (one pass of 10 games until issue 24's engine work: a busy moment
during that pass halved the figure). Run: `python -m benchmarks.engine_bench`.
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc
from dataclasses import dataclass
from typing import Any

from medici_table import games
from medici_table.engine import Move
from medici_table.engine.session import GameSession
from medici_table.engine.sim import default_players, random_playout

REPEATS = 3
APPLY_REPEATS = 9
clock = time.process_time  # CPU time of this process: other engineers' load is not counted


@dataclass
class EngineFigures:
    game: str
    players: int
    legal_per_s: float
    legal_p99_ms: float
    apply_per_s: float
    playouts_per_s: float
    moves_per_game: float
    memory_mb: float  # tracemalloc peak of the longest game, history kept


def _pairs(rules: Any, players: list[str], games_count: int,
           seed: int) -> tuple[list[tuple[Any, Move]], list[list[Move]]]:
    """(state, the move played from it) along `games_count` seeded random games."""
    pairs: list[tuple[Any, Move]] = []
    played: list[list[Move]] = []
    for g in range(games_count):
        result = random_playout(rules, players, {}, seed + g)
        played.append(result.moves)
        state = rules.new_game(players, {}, seed + g)
        for m in result.moves:
            pairs.append((state, m))
            state = rules.play(state, m)
    return pairs, played


def long_game_memory(rules: Any, players: list[str], moves: list[Move], seed: int) -> float:
    """Peak MB allocated while a session plays `moves` from the deal and keeps its history."""
    tracemalloc.start()
    try:
        session = GameSession(rules, rules.new_game(players, {}, seed))
        for m in moves:
            session.play(m)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1024**2


def measure(game_id: str, n: int, games_count: int = 10, seed: int = 1,
            sample_size: int = 3000) -> EngineFigures:
    rules = games.get(game_id)
    players = default_players(rules, n)
    pairs, played = _pairs(rules, players, games_count, seed)
    sample = random.Random(seed).sample(pairs, min(sample_size, len(pairs)))
    timings = []
    for state, _ in sample:
        best = float("inf")
        for _ in range(REPEATS):
            t0 = clock()
            rules.legal_moves(state)
            best = min(best, clock() - t0)
        timings.append(best)
    timings.sort()
    apply_time = float("inf")
    for _ in range(APPLY_REPEATS):
        t0 = clock()
        for state, move in sample:
            rules.apply(state, move)
        apply_time = min(apply_time, clock() - t0)
    playout_time = float("inf")
    for _ in range(REPEATS):  # the same games each pass; the quickest pass counts
        t0 = clock()
        for g in range(games_count):
            random_playout(rules, players, {}, seed + 100 + g)
        playout_time = min(playout_time, clock() - t0)
    longest = max(range(len(played)), key=lambda g: len(played[g]))
    return EngineFigures(
        game=game_id,
        players=n,
        legal_per_s=len(timings) / sum(timings),
        legal_p99_ms=1000 * timings[int(0.99 * (len(timings) - 1))],
        apply_per_s=len(sample) / apply_time,
        playouts_per_s=games_count / playout_time,
        moves_per_game=sum(len(m) for m in played) / games_count,
        memory_mb=long_game_memory(rules, players, played[longest], seed + longest),
    )


def cases(only: str = "") -> list[tuple[str, int]]:
    """(game, player count) for every registered game, or only `only`."""
    out: list[tuple[str, int]] = []
    for gid in games.available():
        if only and gid != only:
            continue
        meta = games.get(gid).meta
        out.extend((gid, n) for n in range(meta.min_players, meta.max_players + 1))
    return out


def table(rows: list[EngineFigures]) -> str:
    out = ["| game | players | legal_moves/s | legal_moves p99 (ms) | apply/s | playouts/s "
           "| moves/game | long game peak (MB) |",
           "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        out.append(f"| {r.game} | {r.players} | {r.legal_per_s:,.0f} | {r.legal_p99_ms:.3f} | "
                   f"{r.apply_per_s:,.0f} | {r.playouts_per_s:.1f} | {r.moves_per_game:.0f} "
                   f"| {r.memory_mb:.1f} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="random games per case")
    parser.add_argument("--only", default="", help="one game id")
    args = parser.parse_args(argv)
    rows = []
    for gid, n in cases(args.only):
        rows.append(measure(gid, n, args.games))
        print(table(rows[-1:]).splitlines()[-1], flush=True)
    print()
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
