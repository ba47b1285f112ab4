"""The fullest table of a game: a late state of a seeded game with the most pieces on the table.

The position is found through the game's own table adapter (pieces of its layout, seen from
the seat that decides), among states where that seat can drag a piece to a place on the table,
so a drag can be measured there. No Qt object is made (layouts are plain data).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from medici_table import games
from medici_table.engine import Move
from medici_table.engine.sim import default_players
from medici_table.ui import games as tables
from medici_table.ui import matching

LATE = 0.4  # look at the states after this share of the game
LOOKED_AT = 120  # layouts computed per game at most (evenly spread)


@dataclass
class Fullest:
    game: str
    seed: int
    players: list[str]
    moves: list[Move]  # from the deal to the fullest state
    state: Any
    pieces: int
    piece: str  # a piece its seat may drag there ("": the game has no drag, e.g. Medici's bids)
    target: str  # a place it may be dropped on


def _played(rules: Any, players: list[str], seed: int) -> list[tuple[Any, Move | None]]:
    """Every state of a seeded random game, with the move played from it (None: the end)."""
    chooser = random.Random(seed)
    state = rules.new_game(players, {}, seed)
    out: list[tuple[Any, Move | None]] = []
    while not rules.is_over(state):
        moves = rules.legal_moves(state)
        move = moves[chooser.randrange(len(moves))]
        out.append((state, move))
        state = rules.play(state, move)
    out.append((state, None))
    return out


def _drag(layout: Any, moves: list[Move]) -> tuple[str, str] | None:
    """A piece of the layout its seat may move, and a legal place on the table for it."""
    places = {z.id for z in layout.zones if z.target} | {
        p.target for p in layout.pieces if p.target is not None}
    on_table = {p.card for p in layout.pieces if p.card is not None}
    for piece in sorted(matching.movable(moves) & on_table):
        targets = sorted(matching.targets_for(moves, piece) & places)
        if targets:
            return piece, targets[0]
    return None


def find(game_id: str, players: int | None = None, seeds: range = range(1, 4)) -> Fullest:
    rules = games.get(game_id)
    adapter = tables.get(game_id)
    n = players or rules.meta.max_players
    names = default_players(rules, n)
    best: Fullest | None = None
    fullest: Fullest | None = None  # with or without a drag
    for seed in seeds:
        played = _played(rules, names, seed)
        start = int(len(played) * LATE)
        step = max(1, (len(played) - start) // LOOKED_AT)
        for i in range(start, len(played), step):
            state = played[i][0]
            seat = state.to_act
            if seat is None:
                continue
            layout = adapter.layout(rules, rules.view(state, seat), seat, "en")
            size = len(layout.pieces)
            moves = [m for _, m in played[:i] if m is not None]
            if fullest is None or size >= fullest.pieces:
                fullest = Fullest(game_id, seed, names, moves, state, size, "", "")
            if best is not None and size < best.pieces:
                continue
            drag = _drag(layout, rules.legal_moves(state))
            if drag is not None:
                best = Fullest(game_id, seed, names, moves, state, size, *drag)
        if best is not None:
            return best
    if fullest is None:
        raise RuntimeError(f"{game_id}: no late state in seeds {seeds}")
    return fullest  # no piece to drag in this game: the pointer sweeps the table instead
