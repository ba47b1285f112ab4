"""Courtisans for bots: face-down spies dealt from the unseen spy cards, then the deck, the
cards set aside and the other hands from the rest. The other players' missions stay face down:
the strong level's judgement (`courtisans_outlook`) counts each as the mean chance of the
missions it may be, which is what a deal would give on average, without a deal's noise."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.determinise import fill_in_turn
from medici_table.bots.games import courtisans_outlook
from medici_table.engine.move import Move
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import CARD_BACK, MISSION_BACK, SPY_BACK, CourtisansState

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


def _card_pool(s: str) -> str | None:
    return "card" if s == CARD_BACK or s in court().cards else None


def _missions_hidden(state: CourtisansState) -> bool:
    return any(m.startswith("?") for held in state.missions for m in held)


class CourtisansAdapter(GameAdapter):
    game_id = "courtisans"
    scale = 3.0
    #: short play-outs: random players scatter cards, so beyond the current turns the
    #: position's score says more than a random continuation (measured at 5 players)
    rollout_depth = 4
    #: the turn planner is the better judge here: random play-outs scatter cards. At 4
    #: players, 60 games of strong@80 against normal: the search overruling the planner at
    #: 1.5 standard errors won 26%, at 3 of them 41%, never 37%
    prior_z = 3.0
    face_down = frozenset({MISSION_BACK})
    #: a short search, which overrules the turn planner only where its few play-outs are
    #: sure: at 3 players against normal it won 55% of 40 games capped at 80 iterations but
    #: 35% of 80 games at 2,500 (39% of 60 with no play-outs at all), while the turn planner
    #: alone won 48% of 600
    search_cap = 80

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """Two deals: which unseen spy cards lie face down, then the other cards. Missions
        the player has not seen stay face down (`outlook` weighs what they may be; the normal
        level's score of the moment counts only the missions it knows, its own: the normal
        bot that guessed the others won 32% of 600 games at 3 players against two of this
        one, 25% at 4, their fair shares)."""
        data = court()
        return fill_in_turn(view, [(data.cards, _spy_pool), (data.cards, _card_pool)], rng)

    def evaluate(self, state: Any) -> list[float]:
        """The score if the game ended now: favoured families in one's domain, missions."""
        return [float(s) for s in self.rules().scores(state)]

    def outlook(self, state: CourtisansState) -> list[float]:
        """The score the game is heading for (see `courtisans_outlook`); at the end with every
        mission known, the score itself."""
        return courtisans_outlook.outlook(state)

    def rewards(self, state: Any) -> list[float]:
        """At the end of a deal whose missions are partly face down, who won is read from the
        outlook (the face-down missions counted by their chances), not from the score sheet,
        which cannot count them."""
        if self.rules().is_over(state) and _missions_hidden(state):
            return self.lead_rewards(self.outlook(state))
        return super().rewards(state)

    def normal_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """The turn planned whole by the score of the moment (the strong level plans by the
        outlook): a card laid for the best score at once, alone, could leave the last card
        of the turn forced into the worst zone (a disgraced noble into one's own domain)."""
        return self._best_plan(view, player, moves, rng, self._margin_now)

    def strong_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """The turn planned whole: every way of laying the cards still to lay this turn,
        judged by `outlook` (not the score of the moment) on a few deals; the first move of
        the best plan."""
        return self._best_plan(view, player, moves, rng, self._lead)

    def _best_plan(self, view: Any, player: int, moves: Sequence[Move], rng: random.Random,
                   judge: Callable[[CourtisansState, int], float]) -> Move:
        totals = [rng.random() * 1e-6 for _ in moves]
        rules = self.rules()
        for _ in range(PLAN_DEALS):
            state = self.sample_hidden(view, player, rng)
            budget = [PLAN_NODES - len(moves)]
            for i, move in enumerate(moves):
                totals[i] += self._plan(rules.play(state, move), player, budget, judge)
        return moves[max(range(len(moves)), key=totals.__getitem__)]

    def _lead(self, state: CourtisansState, me: int) -> float:
        points = self.outlook(state)
        return points[me] - max(v for q, v in enumerate(points) if q != me)

    def _margin_now(self, state: CourtisansState, me: int) -> float:
        return self.margin(state, me)

    def _plan(self, state: CourtisansState, me: int, budget: list[int],
              judge: Callable[[CourtisansState, int], float]) -> float:
        """The best `judge` of the positions the rest of `me`'s turn can reach (`budget`
        counts down the positions still allowed)."""
        rules = self.rules()
        if rules.is_over(state) or state.to_act != me or not state.played:
            return judge(state, me)
        moves = rules.legal_moves(state)
        if all(m.kind == "draw" for m in moves) or len(moves) > budget[0]:
            return judge(state, me)
        budget[0] -= len(moves)
        return max(self._plan(rules.play(state, m), me, budget, judge) for m in moves)


ADAPTER = CourtisansAdapter()
