"""Louis XIV for bots: every face-down card or coat dealt from the unseen ones of its kind
(`?influence`, `?intrigue`, `?light`/`?medium`/`?dark` missions, `?arms`, `?money`); a position
is worth the points scored so far, what the leftovers would convert to at the end, and the
character boards one leads (majorities feed the tiles that missions ask for)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.base import greedy_move
from medici_table.bots.determinise import fill_placeholders
from medici_table.engine.move import Move
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.scoring import conversion, score
from medici_table.games.louis_xiv.state import LouisState, Seat

#: a mission card still in hand may yet be completed (5 points): it counts this much
MISSION_IN_HAND = 1.5
#: leading a character board alone is worth its income at the scoring: about this much
MAJORITY = 1.5
#: a held tile that pays a need of a mission in hand brings the mission that much closer
TILE_FIT = 0.5
#: the player's own decisions that finish what a move began: a mission's second tile, the
#: mission card drawn for it (judged before them, a mission begun looked like a tile lost,
#: and the normal level completed none)
FOLLOW_UP = frozenset({"pay", "draw_mission"})
#: deals of the hidden cards the normal level judges its moves on
NORMAL_DEALS = 3


def mission_fit(seat: Seat) -> int:
    """How many needs of the missions in hand the held tiles would pay, each mission on its
    own: a named need by its tile or a crown, "any" by any tile (seed 003, 4e phase)."""
    names = tables().tiles
    crown = tables().crown()
    fit = 0
    for mission in seat.missions:
        rest = list(seat.tiles)
        for need in sorted(tables().missions[mission].needs, key=lambda x: x == "any"):
            crowns = [crown] if rest[crown] > 0 else []
            if need == "any":
                pick = [j for j, k in enumerate(rest) if k > 0 and j != crown] or crowns
            else:
                pick = [j for j, k in enumerate(rest) if k > 0 and names[j] == need] or crowns
            if pick:
                rest[pick[0]] -= 1
                fit += 1
    return fit


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


@cache
def _dealt(players: int) -> tuple[tuple[str, ...], Any]:
    """The ids a deal draws from, in order, and the pool of each string."""
    ids = universe(players)
    return tuple(sorted(ids)), _pool_for(ids)


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
        ids, pool = _dealt(len(view.players))
        return fill_placeholders(view, ids, pool, rng)

    def evaluate(self, state: LouisState) -> list[float]:
        if state.to_act is None:
            return [float(score(state, p)) for p in range(state.n)]
        lead = majorities(state)
        return [score(state, p) + conversion(state, p) + MAJORITY * lead[p]
                + MISSION_IN_HAND * len(state.seats[p].missions)
                + TILE_FIT * mission_fit(state.seats[p]) for p in range(state.n)]

    def normal_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """The move whose outcome is best one step ahead, a mission judged once its second
        tile is paid and its new card drawn."""
        return greedy_move(self.rules(), self, view, player, moves, rng, NORMAL_DEALS,
                           judge=self._completed)

    def _completed(self, state: LouisState, me: int) -> float:
        """The margin once `me` has made the decisions that finish the move."""
        if state.to_act == me and state.queue and state.queue[0].kind in FOLLOW_UP:
            rules = self.rules()
            return max(self._completed(rules.play(state, m), me)
                       for m in rules.legal_moves(state))
        return self.margin(state, me)


ADAPTER = LouisAdapter()
