"""How long the strong bot takes to decide, for every game and player count.

At positions along seeded random games (only decisions with a real choice), the strong bot
decides with its play budget (1 s by default); the wall time of each decision, the search
iterations done and the worst case go to `bots_think.json`, which TOURNAMENT.md quotes.

    python -m benchmarks.bots_think [--budget 1.0] [--positions 6]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from medici_table import games
from medici_table.bots.base import ask_bot
from medici_table.bots.mcts import StrongBot
from medici_table.engine.sim import default_players

OUT = Path(__file__).resolve().parent / "bots_think.json"


def positions(game: str, players: int, count: int, seed: int) -> list[Any]:
    """`count` states with at least two legal moves, spread over a random game."""
    rules = games.get(game)
    state = rules.new_game(default_players(rules, players), {}, seed)
    rng = random.Random(seed)
    found = []
    while not rules.is_over(state):
        moves = rules.legal_moves(state)
        if len(moves) > 1:
            found.append(state)
        state = rules.play(state, moves[rng.randrange(len(moves))])
    step = max(1, len(found) // count)
    return found[::step][:count]


def measure(game: str, players: int, budget: float, count: int) -> dict[str, Any]:
    rules = games.get(game)
    times, iterations = [], []
    for i, state in enumerate(positions(game, players, count, seed=77)):
        bot = StrongBot(rules, seed=i)
        start = time.perf_counter()
        ask_bot(bot, rules, state, budget)
        times.append(time.perf_counter() - start)
        iterations.append(bot.last_iterations)
    return {"game": game, "players": players, "budget": budget, "decisions": len(times),
            "mean": sum(times) / len(times), "max": max(times),
            "iterations": sum(iterations) / len(iterations)}


def table(rows: list[dict[str, Any]]) -> str:
    out = ["| game | players | budget (s) | decisions | mean (s) | max (s) | iterations a decision |",
           "| --- | --- | --- | --- | --- | --- | --- |"]
    out += [f"| {r['game']} | {r['players']} | {r['budget']:.1f} | {r['decisions']} "
            f"| {r['mean']:.2f} | {r['max']:.2f} | {r['iterations']:.0f} |" for r in rows]
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=1.0)
    ap.add_argument("--positions", type=int, default=6)
    args = ap.parse_args()
    rows = []
    for game in games.available():
        meta = games.get(game).meta
        for n in range(meta.min_players, meta.max_players + 1):
            rows.append(measure(game, n, args.budget, args.positions))
            print(table(rows[-1:]).splitlines()[-1], flush=True)
    OUT.write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
