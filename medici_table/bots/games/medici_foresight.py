"""Medici's strong level: each auction foreseen to its end.

The normal level bids the minimum while the price stays under its ceiling (`highest_bid`),
which it reads from what lies face up: the strong level can work out every other bidder's
ceiling. So at each bid it plays the auction under way to its end for every ceiling of its
own, and keeps the one whose outcome (who loads the lot, at what price) leaves it with the
best chance of ending the game richest. It weighs that outcome for the whole table: a lot
going cheaply to the leader costs it more than the same lot going to the poorest merchant,
and a rival who wants a lot can be made to pay up to its ceiling (the price is lost to the
bank: seed 001, the auction's winner pays what he bid and nobody receives it). As
auctioneer it turns up another card when the lots it would then put up are, on average over
the unseen cards, worth more to it than the lot on the block.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from medici_table.bots.games.medici import BID_SHARE, highest_bid, season_value
from medici_table.engine.move import Move
from medici_table.games.medici import auction, cargo, season
from medici_table.games.medici.data import tables
from medici_table.games.medici.state import MediciState

#: what the strong level counts of a florin the season or the tracks promise, against a
#: florin in hand, when it weighs an auction's outcome. The foresight alone against normal
#: bots, seeds 5000 and up, 200 games a cell at 3 / 4 / 5 / 6 merchants (27 November):
#: 1.0 won 42% of 100 at 4 and 4.5% of 100 at 6 (a lot's promise counted in full pays too
#: much at a large table); 0.85: 68 / 42 / 19 / 13%; 0.7: 59 / 47.5 / 38 / 29%;
#: 0.6: 48 / 45 / 37 / 27%; 0.5: 46.5 / 35 / 33 / 34.5%
PROMISED = 0.7
#: the spread of the merchants' final fortunes around where they stand, in florins: a base,
#: plus this much for each season still to come after this one
SPREAD = (8.0, 12.0)


def standing(state: MediciState) -> list[float]:
    """Each merchant's money, plus what the season and the tracks promise at `PROMISED`."""
    values = season_value(state)
    return [m + PROMISED * (v - m) for m, v in zip(state.money, values, strict=True)]


def win_chance(state: MediciState, seat: int) -> float:
    """A smooth chance for `seat` to end richest: the share of `exp(standing / spread)`.
    Standing 10 florins behind the leader is worse than 10 behind the poorest merchant."""
    values = standing(state)
    spread = SPREAD[0] + SPREAD[1] * (tables().seasons - state.season)
    top = max(values)
    weights = [math.exp((v - top) / spread) for v in values]
    return weights[seat] / sum(weights)


def after_sale(state: MediciState, winner: int | None, price: int) -> MediciState:
    """The position once the lot is sold to `winner` at `price` (None: discarded unsold)."""
    if winner is None:
        return replace(state, discard=state.discard + state.lot, lot=())
    boats, specials = cargo.give(state, winner, state.lot)
    return replace(state, boats=boats, specials=specials, lot=(),
                   money=cargo.add_at(state.money, winner, -price))


def ceilings(state: MediciState, seat: int) -> dict[int, float]:
    """The most each other merchant bids for the lot, as the normal level works it out."""
    return {q: highest_bid(state, q, BID_SHARE) for q in range(len(state.players)) if q != seat}


def play_out(state: MediciState, seat: int, mine: float, tops: dict[int, float]
             ) -> tuple[int | None, int]:
    """The auction under way to its end (seed 001, Enchères: each in turn bids higher or
    passes for good): each bidder bids one more while that stays under its ceiling, `seat`
    under `mine`. Who buys, and at what price."""
    bidders = list(state.bidders)
    high, leader = state.high_bid, state.high_bidder
    while bidders and not (bidders == [leader] and not state.original_auction):
        p = bidders.pop(0)
        top = mine if p == seat else tops[p]
        if high + 1 <= top and high + 1 <= state.money[p]:
            high, leader = high + 1, p
            if not state.original_auction:
                bidders.append(p)
    return leader, high


@dataclass(frozen=True)
class Plan:
    """The ceiling `seat` bids to, and the outcome it foresees."""

    ceiling: int
    chance: float
    winner: int | None
    price: int


def best_plan(state: MediciState, seat: int) -> Plan:
    """Of every ceiling `seat` may bid to, the one whose outcome gives it the best chance
    (the lowest ceiling of those that reach the same outcome)."""
    tops = ceilings(state, seat)
    last = min(state.money[seat], int(max(tops.values(), default=0.0)) + 1)
    seen: dict[tuple[int | None, int], Plan] = {}
    for mine in range(state.high_bid, max(state.high_bid, last) + 1):
        winner, price = play_out(state, seat, mine, tops)
        if (winner, price) not in seen:
            chance = win_chance(after_sale(state, winner, price), seat)
            seen[(winner, price)] = Plan(mine, chance, winner, price)
    return max(seen.values(), key=lambda plan: (plan.chance, -plan.ceiling))


def bid_move(state: MediciState, seat: int) -> Move:
    """One more than the high bid while the best plan's ceiling allows it. A bid that only
    makes a rival pay more is made when being left with the lot at that price would be no
    worse than passing now (other players may stop sooner than foreseen)."""
    plan = best_plan(state, seat)
    amount = state.high_bid + 1
    if amount > plan.ceiling:
        return auction.PASS
    if plan.winner != seat:
        winner, price = play_out(state, seat, state.high_bid, ceilings(state, seat))
        stuck = win_chance(after_sale(state, seat, amount), seat)
        if stuck < win_chance(after_sale(state, winner, price), seat):
            return auction.PASS
    return auction.bid(amount)


def sale_chance(state: MediciState, seat: int) -> float:
    """`seat`'s chance once the lot on the block is put up (as auctioneer or not), the
    auction played as `best_plan` foresees it."""
    a = state.auctioneer
    able = cargo.takers(state, cargo.in_order(state, a), state.lot)
    if able == [a]:  # alone able to take it, the auctioneer pays 1
        return win_chance(after_sale(state, a, min(1, state.money[a])), seat)
    if not able:
        return win_chance(after_sale(state, None, 0), seat)
    opened = replace(state, bidders=tuple(able), high_bid=0, high_bidder=None)
    if seat not in able:
        winner, price = play_out(opened, seat, 0, ceilings(opened, seat))
        return win_chance(after_sale(opened, winner, price), seat)
    return best_plan(opened, seat).chance


def unseen(state: MediciState) -> list[str]:
    """The cards the next one turned up may be: neither aboard, discarded nor on the block."""
    seen = set(state.discard) | set(state.lot)
    for seat in range(len(state.players)):
        seen.update(state.boats[seat])
        seen.update(state.specials[seat])
    return [c for c in season.all_cards(state.special_cards) if c not in seen]


def turn_move(state: MediciState, seat: int, moves: Sequence[Move]) -> Move:
    """As auctioneer: a first card always; then another while the lot it may become is worth
    more, on average over the cards it may be, than putting up the lot as it lies."""
    if auction.START not in moves:
        return moves[0]  # an empty block: the first card is turned up
    if auction.TURN_UP not in moves:
        return auction.START
    now = sale_chance(state, seat)
    cards = unseen(state)
    more = sum(sale_chance(replace(state, lot=state.lot + (c,), deck=state.deck[1:]), seat)
               for c in cards) / len(cards)
    return auction.TURN_UP if more > now else auction.START
