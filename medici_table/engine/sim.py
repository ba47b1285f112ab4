"""Seeded random playouts: the fuzzer's, the simulator's and the benchmarks' common loop."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from medici_table.engine.move import Move
from medici_table.engine.rules import Rules

MAX_MOVES = 20_000


@dataclass
class Playout:
    final: Any
    moves: list[Move] = field(default_factory=list)


def random_playout(rules: Rules[Any], players: list[str], options: dict[str, Any] | None,
                   seed: int, max_moves: int = MAX_MOVES) -> Playout:
    """Play a whole game choosing uniformly among legal moves (Python's Random, seeded)."""
    # `randrange(k)` is `_randbelow(k)` for every k > 0 (CPython's own definition): called
    # straight, the same draws without its argument checks, at every move of every play-out
    below: Callable[[int], int] = random.Random(seed)._randbelow  # type: ignore[attr-defined]
    is_over, legal_moves, play = rules.is_over, rules.legal_moves, rules.play
    state = rules.new_game(players, options, seed)
    out = Playout(state)
    played = out.moves
    while not is_over(state):
        if len(played) >= max_moves:
            raise RuntimeError(f"{rules.id}: no end after {max_moves} moves (seed {seed})")
        moves = legal_moves(state)
        if not moves:
            raise ValueError(f"{rules.id}: no legal move in a game that is not over (seed {seed})")
        move = moves[below(len(moves))]
        state = play(state, move)
        played.append(move)
    out.final = state
    return out


def default_players(rules: Rules[Any], n: int) -> list[str]:
    names = list(rules.meta.default_names) or [f"Player {i + 1}" for i in range(n)]
    while len(names) < n:
        names.append(f"Player {len(names) + 1}")
    return names[:n]
