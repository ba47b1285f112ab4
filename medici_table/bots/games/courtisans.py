"""Courtisans for bots: face-down spies dealt from the unseen spy cards, unseen missions by
their colour, then the deck, the cards set aside and the other hands from the rest; a
position is worth the score the table would show if the game ended now (normal level) or
where that score is heading (the strong level's turn planner and search)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.determinise import fill_placeholders
from medici_table.bots.games.courtisans_playout import Summary, playout_move, spread
from medici_table.engine.move import Move
from medici_table.games.courtisans import scoring
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import CARD_BACK, MISSION_BACK, SPY_BACK, CourtisansState

#: a family's lead at the Queen's table (in card weights) is about this many times as safe as
#: one card still to come there can overturn (the standing is uncertain while cards remain)
SOFTNESS = 1.0
#: deals the strong level's turn planner averages over
PLAN_DEALS = 3
#: positions the planner may look at on one deal; past that (an assassin's many victims on a
#: crowded table) the rest of the turn is judged as it stands, so a decision stays well
#: under a second
PLAN_NODES = 300


def _spy_pool(s: str) -> str | None:
    if s.startswith("?"):
        return "spy" if s == SPY_BACK else None
    card = court().cards.get(s)
    return "spy" if card is not None and card.role == "spy" else None


def _pool(s: str) -> str | None:
    if s.startswith("?"):
        return {CARD_BACK: "card", MISSION_BACK: "mission"}.get(s)
    if s in court().cards:
        return "card"
    return "mission" if s in court().missions else None


def _deal_missions(state: CourtisansState, rng: random.Random) -> CourtisansState:
    """The unseen missions dealt face down as the game deals them: in the published game
    each player holds a white mission then a blue one, so a hidden first mission is one of
    the unseen whites and a hidden second one an unseen blue; with two random missions
    (scored at fewer points) any unseen mission. Those left go back to the box."""
    data = court()
    seen = {m for held in state.missions for m in held if m != MISSION_BACK}
    by_colour = state.mission_points == data.points["default"]
    pools: dict[str, list[str]] = {}
    for mid in sorted(data.missions):
        if mid not in seen:
            pools.setdefault(data.missions[mid].colour if by_colour else "", []).append(mid)
    for ids in pools.values():
        rng.shuffle(ids)
    order = ("white", "blue")

    def deal(slot: int) -> str:
        colour = order[slot] if by_colour and slot < len(order) else ""
        ids = pools.get(colour) or next(ids for ids in pools.values() if ids)
        return ids.pop()

    missions = tuple(tuple(deal(i) if m == MISSION_BACK else m for i, m in enumerate(held))
                     for held in state.missions)
    left = [m for ids in pools.values() for m in ids]
    rng.shuffle(left)
    unused = tuple(left.pop() if m == MISSION_BACK else m for m in state.unused_missions)
    return replace(state, missions=missions, unused_missions=unused)


class CourtisansAdapter(GameAdapter):
    game_id = "courtisans"
    scale = 3.0
    #: short play-outs, each player laying cards as the normal level would (the outlook
    #: then judges where the table is heading). At 4 players, 40 games at 2,500 iterations
    #: against normal: 4 moves won 44%, 16 moves 40% (and leave a third of the iterations)
    rollout_depth = 4
    #: how sure the search must be to overrule the turn planner, in standard errors (same
    #: 40 games: at 3 the search won 44%, at the default 1.5 it won 25%)
    prior_z = 3.0

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """Three deals: which unseen spy cards lie face down, the missions, then the cards."""
        data = court()
        state = fill_placeholders(view, data.cards, _spy_pool, rng)
        state = _deal_missions(state, rng)
        return fill_placeholders(state, [*data.cards, *data.missions], _pool, rng)

    def rollout_move(self, state: CourtisansState, rng: random.Random) -> Move:
        """Every player lays each card where it helps their standing most (as the normal
        level does, weighed cheaply: see `courtisans_playout`)."""
        return playout_move(state, self.rules().legal_moves(state), rng, SOFTNESS)

    def evaluate(self, state: Any) -> list[float]:
        """The score if the game ended now: favoured families in one's domain, missions."""
        return [float(s) for s in self.rules().scores(state)]

    def outlook(self, state: CourtisansState) -> list[float]:
        """The score the game is heading for: each card in one's domain counts by how surely
        its family stays in favour (tanh of its lead at the Queen's table over the cards that
        may still come there), missions as if the game ended now."""
        if state.revealed or state.to_act is None:
            return [float(s) for s in self.rules().scores(state)]
        domains = Summary(state, spread(state, SOFTNESS)).points()
        status = scoring.statuses(state)
        return [domain + state.mission_points * sum(
                    not m.startswith("?") and scoring.mission_done(state, p, m, status)
                    for m in state.missions[p])
                for p, domain in enumerate(domains)]

    def strong_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """The turn planned whole: every way of laying the cards still to lay this turn,
        judged by `outlook` (not the score of the moment) on a few deals; the first move of
        the best plan. (The normal level lays each card for the best score at once.)"""
        totals = [rng.random() * 1e-6 for _ in moves]
        rules = self.rules()
        for _ in range(PLAN_DEALS):
            state = self.sample_hidden(view, player, rng)
            budget = [PLAN_NODES - len(moves)]
            for i, move in enumerate(moves):
                totals[i] += self._plan(rules.play(state, move), player, budget)
        return moves[max(range(len(moves)), key=totals.__getitem__)]

    def _plan(self, state: CourtisansState, me: int, budget: list[int]) -> float:
        """The best lead over the best other player that the rest of `me`'s turn can reach
        (`budget` counts down the positions still allowed)."""
        rules = self.rules()
        if rules.is_over(state):
            points = [float(s) for s in rules.scores(state)]
        elif state.to_act != me or not state.played:
            points = self.outlook(state)
        else:
            moves = rules.legal_moves(state)
            if all(m.kind == "draw" for m in moves) or len(moves) > budget[0]:
                points = self.outlook(state)
            else:
                budget[0] -= len(moves)
                return max(self._plan(rules.play(state, m), me, budget) for m in moves)
        return points[me] - max(v for q, v in enumerate(points) if q != me)


ADAPTER = CourtisansAdapter()
