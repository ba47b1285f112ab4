"""What one tournament game costs, and what a person at the table waits for.

For each game and player count, one seeded game of the tournament's strong-vs-normal series
(strong capped at 80 iterations, its seat the first game's) is played and timed in CPU
seconds of this process (a shared machine's load stretches wall time, not CPU time); the
slowest decision of each level is reported, and then, at positions of a normal-level game,
the slowest decision of each level with the play budget (1 s), the wait a player feels.

    python -m benchmarks.bots_game_time [--game ID] [--players N]

Run it under `nice -n 19`; figures go to stdout (the bots' report quotes them).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from medici_table import games
from medici_table.bots.base import Bot, ask_bot, make_bot
from medici_table.bots.match import seat_bots
from medici_table.bots.mcts import StrongBot
from medici_table.engine.sim import default_players

#: the tournament's first chunk: seed 1000, the strong bot in seat 0
SEED = 1000
ITERATIONS = 80


def tournament_game(game: str, players: int) -> dict[str, float]:
    """CPU seconds of one strong@80-vs-normal game and its slowest decision per level."""
    rules = games.get(game)
    levels = ["strong" if i == 0 else "normal" for i in range(players)]
    bots = seat_bots(rules, levels, SEED)
    for bot in bots:
        if isinstance(bot, StrongBot):
            bot.iterations = ITERATIONS
    state = rules.new_game(default_players(rules, players), {}, SEED)
    slowest = {"strong": 0.0, "normal": 0.0}
    start = time.process_time()
    while not rules.is_over(state):
        seat = state.to_act
        before = time.process_time()
        move = ask_bot(bots[seat], rules, state, 120.0)
        level = levels[seat]
        slowest[level] = max(slowest[level], time.process_time() - before)
        state = rules.apply(state, move)
    return {"game": time.process_time() - start, **slowest}


def table_wait(game: str, players: int, budget: float = 1.0) -> dict[str, float]:
    """The slowest wall-clock decision of each level with the play budget along a game of
    normal bots: the normal bot asked at every third position, the strong bot (which uses its
    whole budget) at every tenth."""
    rules = games.get(game)
    state = rules.new_game(default_players(rules, players), {}, SEED + 1)
    walkers = [make_bot("normal", rules, SEED + i) for i in range(players)]
    asked: dict[str, Bot] = {"normal": make_bot("normal", rules, 1),
                             "strong": make_bot("strong", rules, 1)}
    slowest = {"strong": 0.0, "normal": 0.0}
    decision = 0
    while not rules.is_over(state):
        due = [level for level, every in (("normal", 3), ("strong", 10)) if decision % every == 0]
        if due and len(rules.legal_moves(state)) > 1:
            for level in due:
                bot = asked[level]
                before = time.perf_counter()
                ask_bot(bot, rules, state, budget)
                slowest[level] = max(slowest[level], time.perf_counter() - before)
        state = rules.apply(state, ask_bot(walkers[state.to_act], rules, state, budget))
        decision += 1
    return slowest


def row(game: str, players: int) -> dict[str, Any]:
    played = tournament_game(game, players)
    wait = table_wait(game, players)
    return {"game": game, "players": players, "cpu_game": played["game"],
            "cpu_strong": played["strong"], "cpu_normal": played["normal"],
            "wait_strong": wait["strong"], "wait_normal": wait["normal"]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", action="append", default=[])
    ap.add_argument("--players", type=int, action="append", default=[])
    args = ap.parse_args()
    print("| game | players | CPU s a game (strong@80 vs normal) | slowest strong@80 (CPU s) "
          "| slowest normal (CPU s) | slowest strong, 1 s budget (wall s) "
          "| slowest normal (wall s) |\n| --- | --- | --- | --- | --- | --- | --- |")
    for game in args.game or games.available():
        meta = games.get(game).meta
        for n in range(meta.min_players, meta.max_players + 1):
            if args.players and n not in args.players:
                continue
            r = row(game, n)
            print(f"| {game} | {n} | {r['cpu_game']:.1f} | {r['cpu_strong']:.2f} "
                  f"| {r['cpu_normal']:.2f} | {r['wait_strong']:.2f} | {r['wait_normal']:.2f} |",
                  flush=True)


if __name__ == "__main__":
    main()
