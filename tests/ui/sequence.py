"""Helpers for the tests of what the table presents: a game played at random up to the move
that scores (a season, a round, the end), put on a window's table."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from medici_table import games
from medici_table.engine import Move, Rules
from medici_table.ui.window import MainWindow

Wanted = Callable[[Any, Any], bool]  # (state before, state after) -> the move is the one


def just_before(game: str, names: list[str], seed: int, wanted: Wanted,
                who: Callable[[Any, Move, Any], bool] = lambda s, m, a: True,
                limit: int = 4000) -> tuple[Rules[Any], Any, Move]:
    """A seeded game played at random until one of the legal moves is `wanted` (and `who`
    accepts it): the rules, the state before it, and that move."""
    rules = games.get(game)
    state = rules.new_game(names, {}, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        moves = rules.legal_moves(state)
        for m in moves:
            after = rules.apply(state, m)
            if wanted(state, after) and who(state, m, after):
                return rules, state, m
        state = rules.apply(state, rng.choice(moves))
        if rules.is_over(state):
            state = rules.new_game(names, {}, rng.randrange(10**6))
    raise AssertionError(f"no such move in {limit} moves of {game}")


def season_ends(before: Any, after: Any) -> bool:
    return len(after.ledger) > len(before.ledger) and after.to_act is not None


def game_ends(before: Any, after: Any) -> bool:
    return before.to_act is not None and after.to_act is None


def put(window: MainWindow, rules: Rules[Any], state: Any) -> None:
    """The window's table on `state` (as a position file puts it)."""
    window.controller.new_game(rules, state)
