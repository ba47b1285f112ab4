"""How the strong level imagines a Courtisans game going on: every player lays each card
where it helps their own standing most, judged from one summary of the table.

The normal level does much the same by playing each move and scoring the result (50 µs a
score); the search's play-outs cannot afford that for every move of every step, so they
read the table once — each family's lead at the Queen's table and each domain's weight in
each family — and weigh every move by what it changes there: a card in a domain adds its
weight times how surely its family stays in favour, a card at the Queen's table moves its
family's lead and so every domain holding that family, an assassin's victim takes its
weight away. Missions are left out (they are judged at the end of the play-out).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from medici_table.engine.move import Move
from medici_table.games.courtisans.data import CourtData, court
from medici_table.games.courtisans.state import CourtisansState


def spread(state: CourtisansState, softness: float) -> float:
    """How far a family's lead may still move, in card weights: `softness` times the square
    root of one plus the cards still to come per three families."""
    to_come = len(state.deck) + sum(len(h) for h in state.hands)
    return softness * math.sqrt(1 + to_come / (3 * len(court().families)))


class Summary:
    """The table weighed softly: each family's lead at the Queen's table, how surely it
    stays in favour (tanh of the lead over `spread`), each domain's weight per family."""

    __slots__ = ("data", "domains", "lead", "spread", "sure")

    def __init__(self, state: CourtisansState, spread: float) -> None:
        data = self.data = court()
        cards = data.cards
        lead = self.lead = dict.fromkeys(data.columns, 0)
        for sign, piles in ((1, state.above), (-1, state.below)):
            for pile in piles:
                for cid in pile:
                    card = cards[state.real(cid)]
                    lead[card.family] += sign * card.weight
        self.domains: list[dict[str, int]] = []
        for pile in state.domains:
            weights: dict[str, int] = {}
            for cid in pile:
                card = cards[state.real(cid)]
                weights[card.family] = weights.get(card.family, 0) + card.weight
            self.domains.append(weights)
        self.spread = spread
        self.sure = {f: math.tanh(v / self.spread) for f, v in lead.items()}

    def points(self) -> list[float]:
        """Each player's domain counted card by card at how surely its family is favoured."""
        return [sum(self.sure[f] * w for f, w in dom.items()) for dom in self.domains]

    def family_change(self, family: str, change: int) -> list[float]:
        """What each player's points change by when `family`'s lead moves by `change`."""
        delta = math.tanh((self.lead[family] + change) / self.spread) - self.sure[family]
        return [delta * dom.get(family, 0) for dom in self.domains]


def playout_move(state: CourtisansState, moves: Sequence[Move], rng: random.Random,
                 softness: float) -> Move:
    """The move of the player to act that most improves the mover's lead over the best other player (ties at
    random), as `Summary` weighs it."""
    me = state.to_act
    if len(moves) == 1 or me is None:
        return moves[0]
    table = Summary(state, spread(state, softness))
    base = table.points()
    best: list[Move] = []
    best_value = -math.inf
    for move in moves:
        change = move_change(state, table, move)
        points = [b + c for b, c in zip(base, change, strict=True)] if change else base
        value = points[me] - max(v for q, v in enumerate(points) if q != me)
        if value > best_value + 1e-9:
            best, best_value = [move], value
        elif value > best_value - 1e-9:
            best.append(move)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def move_change(state: CourtisansState, table: Summary, move: Move) -> list[float] | None:
    """What `move` changes in each player's points (None: nothing)."""
    data: CourtData = table.data
    if move.kind == "place" and move.card and move.target:
        card = data.cards[move.card]
        if move.target.startswith("queen."):
            sign = 1 if move.target.endswith(".above") else -1
            return table.family_change(card.family, sign * card.weight)
        change = [0.0] * len(table.domains)
        change[int(move.target[7:])] = table.sure[card.family] * card.weight
        return change
    if move.kind == "kill" and move.card and state.pending is not None:
        card = data.cards[state.real(move.card)]
        if state.pending.startswith("domain."):
            change = [0.0] * len(table.domains)
            change[int(state.pending[7:])] = -table.sure[card.family] * card.weight
            return change
        above = any(move.card in pile for pile in state.above)
        return table.family_change(card.family, -card.weight if above else card.weight)
    return None
