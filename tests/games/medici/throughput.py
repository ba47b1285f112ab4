"""A quick throughput measurement of the Medici engine (not a test; run it by hand).

    /tmp/venv/bin/python tests/games/medici/throughput.py [games-per-count]

Prints, per player count: `apply` calls per second (validated, as the UI and bots call it),
`legal_moves` calls per second on the states of real games, and whole random playouts per
second (choosing uniformly among legal moves).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from medici_table import games
from medici_table.engine.sim import default_players, random_playout


def measure(n: int, count: int, options: dict[str, Any]) -> tuple[float, float, float, float]:
    rules = games.get("medici")
    players = default_players(rules, n)
    start = time.perf_counter()
    playouts = [random_playout(rules, players, options, seed) for seed in range(count)]
    per_game = (time.perf_counter() - start) / count
    states: list[Any] = []
    applied = 0
    t_apply = 0.0
    for seed, p in enumerate(playouts):
        s = rules.new_game(players, options, seed)
        t0 = time.perf_counter()
        for m in p.moves:
            s = rules.apply(s, m)
        t_apply += time.perf_counter() - t0
        applied += len(p.moves)
        s = rules.new_game(players, options, seed)
        for m in p.moves:
            states.append(s)
            s = rules.play(s, m)
    t0 = time.perf_counter()
    for s in states:
        rules.legal_moves(s)
    t_legal = time.perf_counter() - t0
    moves = sum(len(p.moves) for p in playouts) / count
    return applied / t_apply, len(states) / t_legal, 1 / per_game, moves


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    random.seed(0)
    for label, options in (("default", {}), ("special_cards", {"special_cards": True}),
                           ("original_auction", {"original_auction": True})):
        print(f"options: {label}")
        for n in range(3, 7):
            apply_s, legal_s, games_s, moves = measure(n, count, options)
            print(f"  {n}p: apply {apply_s:9,.0f}/s   legal_moves {legal_s:9,.0f}/s "
                  f"({1e6 / legal_s:5.1f} µs)   playouts {games_s:6.1f}/s   "
                  f"({moves:.0f} moves a game)")


if __name__ == "__main__":
    main()
