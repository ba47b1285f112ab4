"""Court of the Medici for bots: decks and the hidden hand dealt from each House's unseen cards;
a position is worth the influence each House has at court."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.base import greedy_move
from medici_table.bots.determinise import fill_placeholders
from medici_table.engine.move import Move
from medici_table.games.court_of_the_medici import moves as mv
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState

#: the player's own decisions that complete a play: a conspiracy's victim, a Jester's value
FOLLOW_UP = frozenset({"eliminate", "jester_value"})
#: deals of the hidden cards the normal level judges its moves on
NORMAL_DEALS = 3


def _pool(s: str) -> str | None:
    cards = deck().cards
    if s.startswith("?"):
        return s[1:] if s[1:] in deck().houses else None
    card = cards.get(s)
    return card.house if card is not None else None


class CourtAdapter(GameAdapter):
    game_id = "court_of_the_medici"
    scale = 6.0
    rollout_depth = 12

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """Each placeholder `?<house>` (decks, the opponent's hand) becomes an unseen card of
        that House; cards a player put under their own deck are dealt like the rest."""
        return fill_placeholders(view, deck().cards, _pool, rng)

    def evaluate(self, state: CourtState) -> list[float]:
        """Influence at court per House, plus a little for cards still to play."""
        scores = [0.0] * len(state.players)
        for _, stack in state.all_stacks():
            for c in stack:
                seat = state.houses.index(deck().cards[c].house)
                scores[seat] += deck().cards[c].value
        for seat, hand in enumerate(state.hands):
            scores[seat] += 0.3 * len(hand)
        return scores

    def normal_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """The play whose outcome is best one step ahead, judging a conspiracy or a Jester by
        the victim and value the player will then choose: a conspiracy looks like an alliance
        until its victim is picked, and judged before that it led the player to eliminate its
        own House's card when another play was at hand."""
        return greedy_move(self.rules(), self, view, player, moves, rng, NORMAL_DEALS,
                           judge=self._completed)

    def _completed(self, state: CourtState, me: int) -> float:
        """The margin once `me` has made the choices that complete the play."""
        if state.to_act == me and state.phase in FOLLOW_UP:
            rules = self.rules()
            return max(self._completed(rules.play(state, m), me)
                       for m in rules.legal_moves(state))
        return self.margin(state, me)

    def rollout_move(self, state: CourtState, rng: random.Random) -> Move:
        """Mostly a card of one's hand to one's Outer Court or onto a random stack, checked
        with the fast legality test; otherwise any legal move."""
        p = state.to_act
        if state.phase == "play" and p is not None and state.hands[p] and rng.random() < 0.9:
            stacks = state.all_stacks()
            for _ in range(4):
                card = state.hands[p][rng.randrange(len(state.hands[p]))]
                kind = ("outer", "alliance", "conspire")[rng.randrange(3)]
                if kind == "outer" or not stacks:
                    move = Move("outer", card=card, target=f"outer.{p}")
                else:
                    move = Move(kind, card=card, target=stacks[rng.randrange(len(stacks))][1][0])
                if mv.is_legal(state, move):
                    return move
        moves = mv.legal_moves(state)
        return moves[rng.randrange(len(moves))]


ADAPTER = CourtAdapter()
