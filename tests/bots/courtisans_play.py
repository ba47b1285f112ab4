"""Courtisans positions for the bots' tests: a seeded game played at random, part way or to
the end."""

from __future__ import annotations

import random
from typing import Any

from medici_table import games
from medici_table.engine.sim import default_players
from medici_table.games.courtisans.state import CourtisansState


def random_moves(rules: Any, state: CourtisansState, rng: random.Random,
                 moves: int | None = None) -> CourtisansState:
    """`state` after `moves` random legal moves (None: until the game is over)."""
    done = 0
    while not rules.is_over(state) and (moves is None or done < moves):
        legal = rules.legal_moves(state)
        state = rules.play(state, legal[rng.randrange(len(legal))])
        done += 1
    return state


def random_position(players: int = 2, seed: int = 5, moves: int = 24
                    ) -> tuple[Any, CourtisansState]:
    """(rules, state) of a new seeded game after `moves` random moves."""
    rules = games.get("courtisans")
    state = rules.new_game(default_players(rules, players), {}, seed)
    return rules, random_moves(rules, state, random.Random(seed), moves)
