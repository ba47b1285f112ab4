"""Medici for bots: the season's deck dealt from the cards not yet seen; a position is worth
each merchant's money plus what the season would pay if it ended now, and a lot is worth to
a bidder what it adds to that."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.determinise import fill_placeholders
from medici_table.engine.move import Move
from medici_table.games.medici import auction, cargo, season
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import BID, TURN, MediciState

BID_STEPS = (1, 2, 4, 7, 11)
#: florins a step up a goods track is worth in each season still to come
TRACK_STEP = 1.5


def _pool(s: str) -> str | None:
    if s.startswith("?"):
        return "card" if s == "?card" else None
    return "card" if s in deck().cards else None


def season_value(state: MediciState) -> list[float]:
    """Money, plus the income if the season ended now, plus the tracks' promise."""
    if state.to_act is None:
        return [float(m) for m in state.money]
    ended = replace(state, tracks=season.advance_tracks(state))
    income = season.season_income(ended)
    left = tables().seasons - state.season
    return [m + income.total(p) + TRACK_STEP * left * sum(ended.tracks[p])
            for p, m in enumerate(state.money)]


def lot_worth(state: MediciState, seat: int) -> float:
    """What the lot adds to `seat`'s standing against the best other merchant, at price 0."""
    before = season_value(state)
    boats, specials = cargo.give(state, seat, state.lot)
    after = season_value(replace(state, boats=boats, specials=specials))
    others = [q for q in range(len(state.players)) if q != seat]
    best_before = max(before[q] for q in others)
    best_after = max(after[q] for q in others)
    return (after[seat] - before[seat]) - (best_after - best_before)


class MediciAdapter(GameAdapter):
    game_id = "medici"
    scale = 12.0
    rollout_depth = 25

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """The season's deck and the cards set aside are the unseen cards, in any order."""
        return fill_placeholders(view, season.all_cards(view.special_cards), _pool, rng)

    def evaluate(self, state: MediciState) -> list[float]:
        return season_value(state)

    def candidates(self, state: MediciState, moves: Sequence[Move]) -> Sequence[Move]:
        """Bids a few steps above the high bid, and passing: enough for an open auction."""
        if state.phase != BID or state.to_act is None:
            return moves
        top = state.money[state.to_act]
        bids = [auction.bid(state.high_bid + k) for k in BID_STEPS if state.high_bid + k <= top]
        return [m for m in bids if m in moves] + [auction.PASS]

    def normal_move(self, view: MediciState, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """Bid the minimum while it stays under 70% of the lot's worth; turn up two cards."""
        if view.phase == BID:
            worth = lot_worth(view, player)
            amount = view.high_bid + 1
            if amount <= 0.7 * worth and amount <= view.money[player]:
                return auction.bid(amount)
            return auction.PASS
        if view.phase == TURN:
            if auction.TURN_UP in moves and (len(view.lot) < 2 or lot_worth(view, player) < 0):
                return auction.TURN_UP
            return auction.START if auction.START in moves else moves[0]
        return None

    def rollout_move(self, state: MediciState, rng: random.Random) -> Move:
        """Play-outs like the normal level, a little noisier: lots of one to three cards, bids
        up to about 70% of what the lot adds to the bidder's standing."""
        if state.phase == TURN:
            can_turn = auction.turn_limit(state) is None
            if can_turn and (not state.lot or (len(state.lot) < 3 and rng.random() < 0.4)):
                return auction.TURN_UP
            return auction.START if state.lot else auction.TURN_UP
        if state.phase == BID:
            p = state.bidders[0]
            cap = 0.7 * lot_worth(state, p) * rng.uniform(0.8, 1.2)
            amount = state.high_bid + 1 + rng.randrange(2)
            if amount <= cap and amount <= state.money[p]:
                return auction.bid(amount)
            return auction.PASS
        return super().rollout_move(state, rng)


ADAPTER = MediciAdapter()
