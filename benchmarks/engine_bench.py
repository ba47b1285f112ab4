"""Rules throughput for every registered game and player count.

Measures, over states collected from seeded random playouts: `legal_moves` calls per second
and its 99th percentile, `apply` calls per second (with the legality check the contract
does), and whole random playouts per second. Run: `python -m benchmarks.engine_bench`.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import Any

from medici_table import games
from medici_table.engine.sim import default_players, random_playout


@dataclass
class EngineFigures:
    game: str
    players: int
    legal_per_s: float
    legal_p99_ms: float
    apply_per_s: float
    playouts_per_s: float
    moves_per_game: float


def measure(game_id: str, n: int, games_count: int = 10, seed: int = 1) -> EngineFigures:
    rules = games.get(game_id)
    players = default_players(rules, n)
    pairs: list[tuple[Any, Any]] = []
    moves_total = 0
    start = time.perf_counter()
    for g in range(games_count):
        result = random_playout(rules, players, {}, seed + g)
        moves_total += len(result.moves)
        state = rules.new_game(players, {}, seed + g)
        for m in result.moves:
            pairs.append((state, m))
            state = rules.play(state, m)
    playout_time = time.perf_counter() - start
    rng = random.Random(seed)
    sample = rng.sample(pairs, min(3000, len(pairs)))
    timings = []
    for state, _ in sample:
        t0 = time.perf_counter()
        rules.legal_moves(state)
        timings.append(time.perf_counter() - t0)
    timings.sort()
    t0 = time.perf_counter()
    for state, move in sample:
        rules.apply(state, move)
    apply_time = time.perf_counter() - t0
    # playout time includes the replay above; measure the playouts alone
    t0 = time.perf_counter()
    for g in range(games_count):
        random_playout(rules, players, {}, seed + 100 + g)
    playout_time = time.perf_counter() - t0
    return EngineFigures(
        game=game_id,
        players=n,
        legal_per_s=len(timings) / sum(timings),
        legal_p99_ms=1000 * timings[int(0.99 * (len(timings) - 1))],
        apply_per_s=len(sample) / apply_time,
        playouts_per_s=games_count / playout_time,
        moves_per_game=moves_total / games_count,
    )


def table(rows: list[EngineFigures]) -> str:
    out = ["| game | players | legal_moves/s | legal_moves p99 (ms) | apply/s | playouts/s | moves/game |",
           "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        out.append(f"| {r.game} | {r.players} | {r.legal_per_s:,.0f} | {r.legal_p99_ms:.3f} | "
                   f"{r.apply_per_s:,.0f} | {r.playouts_per_s:.1f} | {r.moves_per_game:.0f} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="random games per case")
    parser.add_argument("--only", default="", help="one game id")
    args = parser.parse_args(argv)
    rows = []
    for gid in games.available():
        if args.only and gid != args.only:
            continue
        rules = games.get(gid)
        for n in range(rules.meta.min_players, rules.meta.max_players + 1):
            rows.append(measure(gid, n, args.games))
            print(table(rows[-1:]).splitlines()[-1], flush=True)
    print()
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
