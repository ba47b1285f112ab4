"""Buying the goods (seed 001, 1 Achat des marchandises): turning cards up, bidding, the sale.

Default: an open ascending auction; each bidder in turn bids higher or passes for good, and
the last one left buys. Option `original_auction`: one bid each, once around, auctioneer last.
"""

from __future__ import annotations

from medici_table.engine.move import Move, shared_move
from medici_table.engine.state import evolve
from medici_table.games.medici import cargo, season
from medici_table.games.medici.data import tables
from medici_table.games.medici.state import BID, BUY_BACK, NO_BID, PICK, TURN, MediciState

TURN_UP = shared_move("turn")
START = shared_move("start_auction")
PASS = shared_move("pass")
# the bids of 0 to 511 florins, shared: made when a bid is first asked for (made at import, they
# were ~7 M instructions of a table's first frame, where nobody bids yet)
_MOST = 512
_BIDS: tuple[Move, ...] = ()


def _bids() -> tuple[Move, ...]:
    global _BIDS
    if not _BIDS:  # (two threads may both make them: the same shared moves)
        _BIDS = tuple(shared_move("bid", amount=a) for a in range(_MOST))
    return _BIDS


def bid(amount: int) -> Move:
    return (_BIDS or _bids())[amount] if 0 <= amount < _MOST \
        else shared_move("bid", amount=amount)


def no_bids(state: MediciState) -> tuple[int, ...]:
    """Nobody has bid yet in this auction."""
    return (0,) * len(state.players)


# --- turning cards up ----------------------------------------------------------------------
def turn_limit(state: MediciState) -> str | None:
    """Why the auctioneer may not turn up another card, or None if he may."""
    if not state.deck:
        return "deck"
    if len(state.lot) >= tables().max_lot:
        return "three"
    more = cargo.need(state.lot) + 1
    extra = cargo.extra_room(state.lot)
    if state.original_auction:
        # Knizia's rule: more than his own boat takes, if at least one player could buy them.
        if any(cargo.room(state, p) > 0 and more <= cargo.room(state, p) + extra
               for p in range(len(state.players))):
            return None
        return "nobody"
    if more > cargo.room(state, state.auctioneer) + extra:
        return "boat"
    return None


def turn_moves(state: MediciState) -> list[Move]:
    moves = [TURN_UP] if turn_limit(state) is None else []
    if state.lot:
        moves.append(START)
    return moves


def turn_up(state: MediciState) -> MediciState:
    return evolve(state, lot=state.lot + state.deck[:1], deck=state.deck[1:])


def start(state: MediciState) -> MediciState:
    """Every turned card goes up together. Alone able to take it, the auctioneer pays 1."""
    a = state.auctioneer
    able = cargo.takers(state, cargo.in_order(state, a), state.lot)
    if able == [a]:
        return award(state, a, min(1, state.money[a]))
    return open_bidding(state, a)


def open_bidding(state: MediciState, after: int) -> MediciState:
    """Bidding starts left of `after`, who speaks last; a re-auctioned card's owner is out."""
    seller = state.seller
    bidders = tuple(cargo.takers(state, (p for p in cargo.in_order(state, after) if p != seller),
                                 state.lot))
    if not bidders:
        return resolve(evolve(state, phase=BID, bidders=(), high_bid=0, high_bidder=None,
                               bids=no_bids(state)))
    return evolve(state, phase=BID, bidders=bidders, high_bid=0, high_bidder=None,
                   bids=no_bids(state), to_act=bidders[0])


# --- bidding --------------------------------------------------------------------------------
def bid_moves(state: MediciState) -> list[Move]:
    p = state.bidders[0]
    top = state.money[p]
    low = state.high_bid + 1
    if top < _MOST:
        moves = list((_BIDS or _bids())[low:top + 1])
    else:
        moves = [bid(a) for a in range(low, top + 1)]
    moves.append(PASS)
    return moves


def is_bid_legal(state: MediciState, move: Move) -> bool:
    a = move.amount
    return (a is not None and state.high_bid < a <= state.money[state.bidders[0]]
            and move == bid(a))


def place_bid(state: MediciState, amount: int) -> MediciState:
    p = state.bidders[0]
    rest = state.bidders[1:]
    bidders = rest if state.original_auction else rest + (p,)
    bids = state.bids[:p] + (amount,) + state.bids[p + 1:]
    return _next_bidder(state, bidders, amount, p, bids)


def pass_bid(state: MediciState) -> MediciState:
    """A player who passes is out of this auction for good (seed 001, Enchères)."""
    return _next_bidder(state, state.bidders[1:], state.high_bid, state.high_bidder, state.bids)


def _next_bidder(state: MediciState, bidders: tuple[int, ...], high: int,
                 high_bidder: int | None, bids: tuple[int, ...]) -> MediciState:
    """One state change per bid or pass: the hot path of every auction."""
    if not bidders or (bidders == (high_bidder,) and not state.original_auction):
        return resolve(evolve(state, bidders=bidders, high_bid=high, high_bidder=high_bidder,
                               bids=bids))
    return evolve(state, bidders=bidders, high_bid=high, high_bidder=high_bidder, bids=bids,
                   to_act=bidders[0])


def resolve(state: MediciState) -> MediciState:
    """The highest bidder buys; unsold cards are discarded; a re-auction goes to the owner."""
    if state.seller is not None:
        phase = NO_BID if state.high_bidder is None else BUY_BACK
        return evolve(state, bidders=(), phase=phase, to_act=state.seller)
    if state.high_bidder is None:
        return next_auction(evolve(state, bidders=(), discard=state.discard + state.lot, lot=()))
    return award(state, state.high_bidder, state.high_bid)


def award(state: MediciState, winner: int, price: int) -> MediciState:
    """The buyer pays the bank and loads the lot; a New auction card is used at once."""
    boats, specials = cargo.give(state, winner, state.lot)
    bought = state.lot
    state = evolve(state, money=cargo.add_at(state.money, winner, -price), boats=boats,
                    specials=specials, lot=(), bidders=(), high_bid=0, high_bidder=None,
                    bids=no_bids(state))
    for c in bought:
        if cargo.special_of(c) == "new_auction":
            if reauction_cards(state, c):
                return evolve(state, phase=PICK, to_act=winner, holder=winner)
            return next_auction(spend(state, winner, c))
    return next_auction(state)


def reauction_cards(state: MediciState, using: str) -> list[str]:
    """Cards the New auction may put up again: any card lying before a player (seed 001).

    Not the New auction card itself, and not an Over-stock whose owner's sixth card needs it.
    """
    size = tables().boat_size
    out = []
    for seat in range(len(state.players)):
        for c in state.boats[seat] + state.specials[seat]:
            special = cargo.special_of(c)
            if c == using or special == "new_auction":
                continue
            if special == "overstock" and len(state.boats[seat]) > size:
                continue
            out.append(c)
    return out


def spend(state: MediciState, seat: int, card: str) -> MediciState:
    """A New auction card, used or useless, goes to the discard."""
    boats, specials = cargo.take_away(state, seat, card)
    return evolve(state, boats=boats, specials=specials, discard=state.discard + (card,))


# --- the next lot ---------------------------------------------------------------------------
def next_auction(state: MediciState) -> MediciState:
    """Next auctioneer clockwise with room; the last boat with room fills free; or season end."""
    open_seats = cargo.with_room(state)
    if not state.deck or not open_seats:
        return season.end_season(state)  # which clears the block
    if len(open_seats) == 1:
        return season.end_season(fill_free(state, open_seats[0]))
    a = next(p for p in cargo.in_order(state, state.auctioneer) if p in open_seats)
    return evolve(state, phase=TURN, auctioneer=a, to_act=a, lot=(), bidders=(), high_bid=0,
                   high_bidder=None, bids=no_bids(state), seller=None, holder=None)


def fill_free(state: MediciState, seat: int) -> MediciState:
    """The last merchant with room takes the top cards one by one, free, and can't refuse."""
    while state.deck and cargo.room(state, seat) > 0:
        card = state.deck[0]
        state = evolve(state, deck=state.deck[1:])
        if cargo.special_of(card) == "new_auction":
            state = evolve(state, discard=state.discard + (card,))  # no auction left to hold
            continue
        boats, specials = cargo.give(state, seat, (card,))
        state = evolve(state, boats=boats, specials=specials)
    return state
