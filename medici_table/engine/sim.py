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
    """Play a whole game choosing uniformly among legal moves (Python's Random, seeded: the
    move `randrange(len(moves))` picks)."""
    # `randrange(k)` is `_randbelow(k)` for every k > 0, which draws `getrandbits(k.bit_length())`
    # until the number is below k (CPython's own definition, `_randbelow_with_getrandbits`):
    # done here in the loop, the same draws without two calls at every move of every play-out
    # (tests/engine/test_replay_fixtures.py replays seeded games move by move)
    getrandbits: Callable[[int], int] = random.Random(seed).getrandbits
    legal_moves, play = rules.legal_moves, rules.play
    is_over = None if type(rules).is_over is Rules.is_over else rules.is_over  # else: to_act
    state = rules.new_game(players, options, seed)
    out = Playout(state)
    played = out.moves
    while not (state.to_act is None if is_over is None else is_over(state)):
        if len(played) >= max_moves:
            raise RuntimeError(f"{rules.id}: no end after {max_moves} moves (seed {seed})")
        moves = legal_moves(state)
        n = len(moves)
        if not n:
            raise ValueError(f"{rules.id}: no legal move in a game that is not over (seed {seed})")
        k = n.bit_length()
        i = getrandbits(k)
        while i >= n:
            i = getrandbits(k)
        move = moves[i]
        state = play(state, move)
        played.append(move)
    out.final = state
    return out


def default_players(rules: Rules[Any], n: int) -> list[str]:
    names = list(rules.meta.default_names) or [f"Player {i + 1}" for i in range(n)]
    while len(names) < n:
        names.append(f"Player {len(names) + 1}")
    return names[:n]
