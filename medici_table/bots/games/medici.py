"""Medici for bots: the season's deck dealt from the cards not yet seen; a position is worth
each merchant's money plus what the season is heading for (the boats' room filled, in
expectation, by the cards still to come), and a lot is worth to a bidder what it adds to
that against the best other merchant."""

from __future__ import annotations

import math
import random
from collections import Counter
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
#: the normal level bids while the price stays under this share of the lot's worth
BID_SHARE = 0.7
#: the share of its money a merchant will spend on a lot that leaves room in its boat
SPEND_EARLY = 0.5
#: what the search counts of a florin promised by the season's end or the tracks, against a
#: florin in hand (6-player Medici, 12 games of strong@80 against normal: 0.5 won 29%, 0.3 58%)
PROMISE = 0.3
#: florins a step up a goods track is worth in each season still to come
TRACK_STEP = 1.5


def _pool(s: str) -> str | None:
    if s.startswith("?"):
        return "card" if s == "?card" else None
    return "card" if s in deck().cards else None


#: what the season promises, by the cargo and the tracks (not the money): an auction's bids
#: ask for the same lot's worth again and again, in play and in the search's play-outs
_PROMISES: dict[tuple[Any, ...], tuple[list[float], ...]] = {}
PROMISES_KEPT = 20_000


def season_value(state: MediciState) -> list[float]:
    """Money, plus the income the season is heading for, plus the tracks' promise."""
    if state.to_act is None:
        return [float(m) for m in state.money]
    key = (state.season, state.boats, state.specials, state.discard, state.lot,
           len(state.deck), state.tracks, state.special_cards)
    parts = _PROMISES.get(key)
    if parts is None:
        if len(_PROMISES) >= PROMISES_KEPT:
            _PROMISES.clear()
        parts = _PROMISES[key] = _promise(state)
    weight, goods, bonus, steps = parts
    return [m + weight[p] + goods[p] + bonus[p] + steps[p] for p, m in enumerate(state.money)]


def _promise(state: MediciState) -> tuple[list[float], ...]:
    """Per merchant: the weight prize and the goods prizes the season is heading for, the
    track bonuses, and the steps up the tracks valued for the seasons to come."""
    tracks = season.advance_tracks(state)
    bonus = tables().track_bonus
    left = tables().seasons - state.season
    coming = _to_come(state)
    return (expected_weight_prizes(state, coming), expected_goods_prizes(state, tracks, coming),
            [float(sum(bonus[space] for space in row)) for row in tracks],
            [TRACK_STEP * left * sum(row) for row in tracks])


Coming = tuple[list[str], list[float]]


def _to_come(state: MediciState) -> Coming:
    """The unseen cards, and the share of each boat's room they should fill."""
    seen = {c for boat in state.boats for c in boat} | set(state.discard) | set(state.lot)
    unseen = [c for c in season.all_cards(state.special_cards) if c not in seen]
    rooms = [cargo.room(state, p) for p in range(len(state.players))]
    to_come = len(state.deck) + len(state.lot)
    share = min(1.0, to_come / sum(rooms)) if sum(rooms) else 0.0
    return unseen, [r * share for r in rooms]


def expected_goods_prizes(state: MediciState, tracks: Sequence[Sequence[int]],
                          coming: Coming | None = None) -> list[float]:
    """What each goods track should pay at the season's end: each marker heads up by the cards
    of that good its boat's room may still take (the share of that good among the unseen
    cards), and each place's prize is weighed by the chance of reaching it. A marker at the
    base that may stay there earns nothing (RULINGS). Counting the tracks as they stand, as
    the season's score would, gave a first card of a good the whole 10 florins."""
    n = len(state.players)
    cards = deck().cards
    unseen, fills = coming or _to_come(state)
    of_good = Counter(cards[c].good for c in unseen)
    prizes = tables().goods_prizes
    out = [0.0] * n
    for g, good in enumerate(deck().good_ids):
        q = of_good[good] / len(unseen) if unseen else 0.0
        if q == 0 and not any(row[g] for row in tracks):
            continue
        heading = [tracks[p][g] + fills[p] * q for p in range(n)]
        variance = [fills[p] * q * (1 - q) + 0.5 for p in range(n)]
        for p in range(n):
            moves = 1.0 if tracks[p][g] > 0 else 1 - (1 - q) ** fills[p]
            if moves <= 0:
                continue
            place = sum(_ahead(heading[o] - heading[p], variance[p] + variance[o])
                        for o in range(n) if o != p)
            out[p] += moves * _prize_at(prizes, place)
    return out


def expected_weight_prizes(state: MediciState, coming: Coming | None = None) -> list[float]:
    """What each boat's weight ranking should pay at the season's end: the boats' room is
    filled, in expectation, with the cards still to come (the average unseen card, with its
    spread), and each place's prize is weighed by the chance of reaching it."""
    n = len(state.players)
    cards = deck().cards
    ids, fills = coming or _to_come(state)
    unseen = [cards[c].weight for c in ids]
    mean = sum(unseen) / len(unseen) if unseen else 0.0
    spread = sum((w - mean) ** 2 for w in unseen) / len(unseen) if unseen else 0.0
    heading = [cargo.weight(state.boats[p]) + fills[p] * mean for p in range(n)]
    variance = [fills[p] * spread + 0.5 for p in range(n)]
    prizes = tables().weight_bonus[n]
    out = []
    for p in range(n):
        place = sum(_ahead(heading[q] - heading[p], variance[p] + variance[q])
                    for q in range(n) if q != p)
        out.append(_prize_at(prizes, place))
    return out


def _ahead(lead: float, variance: float) -> float:
    """The chance that a boat heading `lead` above another ends ahead of it."""
    return 0.5 * (1 + math.erf(lead / math.sqrt(2 * variance)))


def _prize_at(prizes: Sequence[int], place: float) -> float:
    """The prize of a fractional place (0 is first), between the two places around it."""
    low = int(place)
    frac = place - low
    first = prizes[low] if low < len(prizes) else 0
    second = prizes[low + 1] if low + 1 < len(prizes) else 0
    return (1 - frac) * first + frac * second


def lot_worth(state: MediciState, seat: int) -> float:
    """What the lot adds to `seat`'s standing against the best other merchant, at price 0."""
    before = season_value(state)
    boats, specials = cargo.give(state, seat, state.lot)
    after = season_value(replace(state, boats=boats, specials=specials))
    others = [q for q in range(len(state.players)) if q != seat]
    best_before = max(before[q] for q in others)
    best_after = max(after[q] for q in others)
    return (after[seat] - before[seat]) - (best_after - best_before)


def highest_bid(state: MediciState, seat: int, share: float) -> float:
    """The most `seat` will bid for the lot: `share` of its worth, never more than it has, and
    never more than half its money while its boat keeps room after this lot (a bidding war
    early in a season is how a merchant pays 24 of his 30 florins for two cards)."""
    top = min(share * lot_worth(state, seat), float(state.money[seat]))
    if cargo.room(state, seat) > cargo.need(state.lot):
        top = min(top, state.money[seat] * SPEND_EARLY)
    return top


class MediciAdapter(GameAdapter):
    game_id = "medici"
    scale = 12.0
    rollout_depth = 25
    #: the strong level plays its heuristic move (`strong_move`) without searching: on the same
    #: seeded 3-merchant games against normal bots, the move alone won 62% of 13, the search at
    #: 80 iterations over it 22-33% (the play-outs' bids and the outlook's florins judge a lot
    #: below what winning it is worth against these bidders), whatever its confidence (z 1.5
    #: or 3) or the weight of promised florins (0.3 or 1.0) — 29% of 31 games in all
    search_cap = 0

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """The season's deck and the cards set aside are the unseen cards, in any order."""
        return fill_placeholders(view, season.all_cards(view.special_cards), _pool, rng)

    def evaluate(self, state: MediciState) -> list[float]:
        return season_value(state)

    def outlook(self, state: MediciState) -> list[float]:
        """The search's judgement: florins in hand at full worth, what the season and the
        tracks promise at a discount (promises are contested: bidders who count them in full
        overpay)."""
        if state.to_act is None:
            return [float(m) for m in state.money]
        values = season_value(state)
        return [m + PROMISE * (v - m) for m, v in zip(state.money, values, strict=True)]

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
        return self._heuristic(view, player, moves, BID_SHARE)

    def strong_move(self, view: MediciState, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """Each auction foreseen to its end, the normal bidders' ceilings worked out from what
        lies face up (`medici_foresight`); a card put up again by the New auction is bid on
        as the normal level would."""
        from medici_table.bots.games import medici_foresight as foresight

        if view.phase == BID and view.seller is None:
            return foresight.bid_move(view, player)
        if view.phase == TURN:
            return foresight.turn_move(view, player, moves)
        return self._heuristic(view, player, moves, BID_SHARE)

    @staticmethod
    def _heuristic(view: MediciState, player: int, moves: Sequence[Move],
                   share: float) -> Move | None:
        if view.phase == BID:
            amount = view.high_bid + 1
            if amount <= highest_bid(view, player, share):
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
            cap = BID_SHARE * lot_worth(state, p) * rng.uniform(0.8, 1.2)
            amount = state.high_bid + 1 + rng.randrange(2)
            if amount <= cap and amount <= state.money[p]:
                return auction.bid(amount)
            return auction.PASS
        return super().rollout_move(state, rng)


ADAPTER = MediciAdapter()
