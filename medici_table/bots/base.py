"""The Bot protocol and the two fast levels: random (for fuzzing) and normal (a heuristic).

A bot is handed `view(state, me)`, the legal moves and a time budget in seconds — never the
full state — and returns one of the legal moves. `ask_bot` is the one place that builds
that view, so a game played by bots goes through the same door as one played in the UI.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from medici_table.bots.adapter import GameAdapter, adapter_for
from medici_table.engine.move import Move
from medici_table.engine.rules import Rules

LEVELS = ("random", "normal", "strong")


@runtime_checkable
class Bot(Protocol):
    """Chooses a move from what its player may know."""

    level: str

    def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
        """One of `moves`, decided within about `budget` seconds."""


class RandomBot:
    """Uniform among the legal moves: the fuzzer's opponent and the weakest level."""

    level = "random"

    def __init__(self, rules: Rules[Any], seed: int = 0) -> None:
        self.rules = rules
        self.rng = random.Random(seed)

    def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
        return moves[self.rng.randrange(len(moves))]


class NormalBot:
    """A fast heuristic: the game's own choice if it has one, else the best move one step
    ahead on a few guesses of the hidden cards, judged by the game's evaluation."""

    level = "normal"
    samples = 3

    def __init__(self, rules: Rules[Any], seed: int = 0,
                 adapter: GameAdapter | None = None) -> None:
        self.rules = rules
        self.rng = random.Random(seed)
        self.adapter = adapter or adapter_for(rules.id)

    def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
        if len(moves) == 1:
            return moves[0]
        own = self.adapter.normal_move(view, me, moves, self.rng)
        if own is not None:
            return own
        return greedy_move(self.rules, self.adapter, view, me, moves, self.rng, self.samples)


def greedy_move(rules: Rules[Any], adapter: GameAdapter, view: Any, me: int,
                moves: Sequence[Move], rng: random.Random, samples: int = 3,
                judge: Callable[[Any, int], float] | None = None) -> Move:
    """The move whose result `judge` (the adapter's margin by default) likes best, averaged
    over sampled deals."""
    judge = judge or adapter.margin
    totals = [rng.random() * 1e-6 for _ in moves]
    for _ in range(samples):
        state = adapter.sample_hidden(view, me, rng)
        for i, move in enumerate(moves):
            totals[i] += judge(rules.play(state, move), me)
    return moves[max(range(len(moves)), key=totals.__getitem__)]


def make_bot(level: str, rules: Rules[Any], seed: int = 0) -> Bot:
    """A bot of `level` ("random", "normal" or "strong") for the game `rules`."""
    if level == "random":
        return RandomBot(rules, seed)
    if level == "normal":
        return NormalBot(rules, seed)
    if level == "strong":
        from medici_table.bots.mcts import StrongBot

        return StrongBot(rules, seed)
    raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")


def ask_bot(bot: Bot, rules: Rules[Any], state: Any, budget: float) -> Move:
    """Let `bot` decide for the player to act, showing it only that player's view."""
    me = state.to_act
    if me is None:
        raise ValueError("the game is over: nobody is to act")
    moves = rules.legal_moves(state)
    move = bot.choose(rules.view(state, me), me, list(moves), budget)
    if move not in moves:
        raise RuntimeError(f"{bot.level} bot chose an illegal move {move}")
    return move
