"""Whole games between bots, headless: the simulator's, the tournament's and the tests' loop."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from medici_table.bots.base import Bot, ask_bot, make_bot
from medici_table.engine.rules import Rules
from medici_table.engine.sim import default_players

MAX_DECISIONS = 5_000


@dataclass
class GameRecord:
    """One finished game: who won (shares), and how long each seat thought."""

    shares: list[float]
    scores: list[int]
    decisions: int
    think: list[list[float]] = field(default_factory=list)


def play_game(rules: Rules[Any], bots: Sequence[Bot], seed: int, budget: float,
              options: dict[str, Any] | None = None) -> GameRecord:
    """A seeded game where seat i is played by bots[i]; every bot sees only its view."""
    players = default_players(rules, len(bots))
    state = rules.new_game(players, options or {}, seed)
    think: list[list[float]] = [[] for _ in bots]
    decisions = 0
    while not rules.is_over(state):
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"{rules.id}: no end after {decisions} decisions (seed {seed})")
        seat = state.to_act
        start = time.perf_counter()
        move = ask_bot(bots[seat], rules, state, budget)
        think[seat].append(time.perf_counter() - start)
        state = rules.apply(state, move)
        decisions += 1
    won = rules.winners(state)
    shares = [1 / len(won) if p in won else 0.0 for p in range(len(bots))]
    return GameRecord(shares, list(rules.scores(state)), decisions, think)


def seat_bots(rules: Rules[Any], levels: Sequence[str], seed: int) -> list[Bot]:
    return [make_bot(level, rules, seed * 31 + i) for i, level in enumerate(levels)]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (half wins count half)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)
