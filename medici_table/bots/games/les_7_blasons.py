"""Les 7 Blasons for bots: the other hands dealt from each house's unseen characters, unseen
won tricks from the rest, face-down coats from the unseen coats; a position is worth the
rounds already scored plus what the round would score now, a face-down coat half counted."""

from __future__ import annotations

import random
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.determinise import fill_in_turn
from medici_table.games.les_7_blasons import rounds
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.state import HIDDEN_CARD, HIDDEN_COAT, NOBODY, BlasonsState

#: a face-down coat in front of a player may still be turned up: it counts this much
DOWN_COAT = 0.5


def _house_pool(s: str) -> str | None:
    comp = components()
    if s.startswith("?"):
        return s[1:] if s[1:] in comp.houses else None
    return comp.card_house.get(s)


def _rest_pool(s: str) -> str | None:
    if s.startswith("?"):
        return {HIDDEN_CARD: "card", HIDDEN_COAT: "coat"}.get(s)
    comp = components()
    if s in comp.card_house:
        return "card"
    return "coat" if s in comp.coat_house else None


def round_value(state: BlasonsState, seat: int) -> float:
    """The best house's coats times its values in `seat`'s tricks (own house excluded), the
    tricks counting also what `seat` may still take of that house: the values of its cards
    still in hand (on this deal) and in the trick on the table, shared among the players (the
    trick whole once `seat` has taken it). Counting only the tricks already taken, every coat
    was worth nothing early in a round, and the normal level took its own house's coat or gave
    a leader a coat as readily as the one that scores."""
    return round_values(state)[seat]


def round_values(state: BlasonsState) -> list[float]:
    """`round_value` of every seat, the hands and the coats read once for all of them, a house
    summed only where the seat holds its coat (elsewhere it multiplies nothing): the same sums,
    added in the same order."""
    comp = components()
    houses, values = comp.card_house, comp.card_value
    n = state.n
    index = {h: i for i, h in enumerate(state.houses)}
    coats = [[0.0] * n for _ in range(n)]
    for c in state.coats:
        if 0 <= c.at < n and not c.face.startswith("?"):
            coats[c.at][index[comp.coat_house[c.face]]] += 1.0 if c.up else DOWN_COAT
    shared: list[list[float]] = [[] for _ in range(n)]  # per house, in the order of the hands
    for hand in state.hands:
        for card in hand:
            if card in houses:
                shared[index[houses[card]]].append(values[card] / n)
    out = []
    for seat in range(n):
        mine = coats[seat]
        own = index[state.houses[seat]]
        held = [h for h in range(n) if h != own and mine[h]]
        if not held:
            out.append(0.0)
            continue
        sums = [0.0] * n
        for pile in state.piles[seat]:
            for card in pile.cards:
                if card in houses:
                    sums[index[houses[card]]] += values[card]
        if state.winner in (seat, NOBODY):  # the trick on the table goes to its taker
            part = 1.0 if state.winner == seat else 1 / n
            trick = [(index[houses[p.card]], part * values[p.card]) for p in state.trick]
        else:
            trick = []
        best = 0.0
        for h in held:
            total = sums[h]
            for value in shared[h]:
                total += value
            for house, value in trick:
                if house == h:
                    total += value
            best = max(best, mine[h] * total)
        out.append(best)
    return out


class BlasonsAdapter(GameAdapter):
    game_id = "les_7_blasons"
    scale = 6.0
    rollout_depth = 30

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """Two deals: each other hand from its house's unseen characters (a seat holds only
        its own house), then unseen tricks and coats from whatever is left."""
        comp = components()
        cards = [c for h in view.houses for c in comp.cards_of(h)]
        return fill_in_turn(view, [(cards, _house_pool),
                                   ([*cards, *rounds.coat_faces(view.houses)], _rest_pool)], rng)

    def evaluate(self, state: BlasonsState) -> list[float]:
        done = rounds.totals(state)
        if state.to_act is None:
            return [float(t) for t in done]
        return [d + v for d, v in zip(done, round_values(state), strict=True)]


ADAPTER = BlasonsAdapter()
