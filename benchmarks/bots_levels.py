"""Think time per bot level, at the table's play budget, for every game and player count.

Positions and the strong bot's measure are the bots engineer's (`bots_think.py`); the random
and normal levels are timed here on the same positions. Each row gives the mean and the
slowest decision in seconds; the strong bot's slowest answers to its 2 s budget.
"""

from __future__ import annotations

import time
from typing import Any

from benchmarks.bots_think import measure as strong_measure
from benchmarks.bots_think import positions
from medici_table import games
from medici_table.bots.base import ask_bot, make_bot

TABLE_BUDGET = 1.0  # seconds a decision, as the table's BotRunner gives its bots
SEED = 77  # bots_think's positions


def level_times(level: str, game: str, players: int, count: int) -> dict[str, Any]:
    rules = games.get(game)
    times = []
    for i, state in enumerate(positions(game, players, count, seed=SEED)):
        bot = make_bot(level, rules, seed=i)
        start = time.perf_counter()
        ask_bot(bot, rules, state, TABLE_BUDGET)
        times.append(time.perf_counter() - start)
    return {"level": level, "game": game, "players": players, "decisions": len(times),
            "mean": sum(times) / len(times), "max": max(times)}


def strong_times(game: str, players: int, count: int) -> dict[str, Any]:
    strong = strong_measure(game, players, TABLE_BUDGET, count)
    return {"level": "strong", "game": game, "players": players,
            "decisions": strong["decisions"], "mean": strong["mean"], "max": strong["max"],
            "iterations": strong["iterations"]}


def measure(game: str, players: int, count: int) -> tuple[list[dict[str, Any]], list[str]]:
    """A row per level, and a sentence per level that failed (a bot's error is a finding)."""
    rows, errors = [], []
    for level in ("random", "normal", "strong"):
        try:
            rows.append(strong_times(game, players, count) if level == "strong"
                        else level_times(level, game, players, count))
        except Exception as exc:  # noqa: BLE001 (reported with the figures)
            errors.append(f"bots {game} {players} {level}: {type(exc).__name__}: {exc}")
    return rows, errors
