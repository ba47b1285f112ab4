"""Louis XIV for bots: every face-down card or coat dealt from the unseen ones of its kind
(`?influence`, `?intrigue`, `?light`/`?medium`/`?dark` missions, `?arms`, `?money`); a position
is worth the points scored so far, what the leftovers would convert to at the end, and the
character boards one leads (majorities feed the tiles that missions ask for)."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.determinise import fill_placeholders
from medici_table.games.louis_xiv.scoring import conversion, score
from medici_table.games.louis_xiv.state import LouisState

#: a mission card still in hand may yet be completed (5 points): it counts this much
MISSION_IN_HAND = 1.5
#: leading a character board alone is worth its income at the scoring: about this much
MAJORITY = 1.5


def majorities(state: LouisState) -> list[int]:
    """How many character boards each player leads alone."""
    out = [0] * state.n
    for counts in state.boards:
        top = max(counts[:state.n])
        if top > 0 and counts[:state.n].count(top) == 1:
            out[counts.index(top)] += 1
    return out


@cache
def universe(players: int) -> frozenset[str]:
    """Every component id of a game of that many players (counters like `tokens.*` included,
    harmless: no placeholder draws from them)."""
    from medici_table import games
    from medici_table.engine.sim import default_players

    rules = games.get("louis_xiv")
    return frozenset(rules.components(rules.new_game(default_players(rules, players), {}, 0)))


def _pool_for(ids: frozenset[str]) -> Any:
    def pool(s: str) -> str | None:
        if s.startswith("?"):
            return s[1:] or None
        return s.split(".")[0] if s in ids else None
    return pool


class LouisAdapter(GameAdapter):
    game_id = "louis_xiv"
    scale = 4.0
    rollout_depth = 30

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        ids = universe(len(view.players))
        return fill_placeholders(view, sorted(ids), _pool_for(ids), rng)

    def evaluate(self, state: LouisState) -> list[float]:
        if state.to_act is None:
            return [float(score(state, p)) for p in range(state.n)]
        lead = majorities(state)
        return [score(state, p) + conversion(state, p) + MAJORITY * lead[p]
                + MISSION_IN_HAND * len(state.seats[p].missions) for p in range(state.n)]


ADAPTER = LouisAdapter()
