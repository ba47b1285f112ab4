"""The advanced rule's decisions (seed 001, Règle avancée avec 4 cartes spéciales).

The Captain and the Over-stock act through `cargo` and `season`; this module holds what asks
a player to decide: the New auction (which card, then buy back / let go, keep / discard) and
the Mystery 5's good.
"""

from __future__ import annotations

from medici_table.engine.move import Move, shared_move
from medici_table.engine.state import evolve
from medici_table.games.medici import auction, cargo, season
from medici_table.games.medici.data import deck
from medici_table.games.medici.state import MediciState


def new_auction_card(state: MediciState) -> str:
    """The New auction card the holder is using."""
    assert state.holder is not None
    return next(c for c in state.specials[state.holder] if cargo.special_of(c) == "new_auction")


# --- the New auction ------------------------------------------------------------------------
def pick_moves(state: MediciState) -> list[Move]:
    using = new_auction_card(state)
    return [shared_move("reauction", card=c) for c in auction.reauction_cards(state, using)]


def put_up_again(state: MediciState, card: str) -> MediciState:
    """The card leaves its owner for the block; its owner may not bid (seed 001)."""
    owner, holder = cargo.owner_of(state, card), state.holder
    assert owner is not None and holder is not None
    boats, specials = cargo.take_away(state, owner, card)
    state = evolve(state, boats=boats, specials=specials, lot=(card,), seller=owner)
    return auction.open_bidding(state, holder)


def buy_back_moves(state: MediciState) -> list[Move]:
    assert state.seller is not None
    card = state.lot[0]
    moves = []
    if state.money[state.seller] >= state.high_bid:
        moves.append(shared_move("buy_back", card=card, amount=state.high_bid))
    moves.append(shared_move("release", card=card))
    return moves


def buy_back(state: MediciState) -> MediciState:
    """The owner pays the last bid to the bank and keeps the card."""
    assert state.seller is not None
    return _return_to(state, state.seller, state.high_bid)


def release(state: MediciState) -> MediciState:
    """The highest bidder pays the bank and takes the card."""
    assert state.high_bidder is not None
    return _return_to(state, state.high_bidder, state.high_bid)


def no_bid_moves(state: MediciState) -> list[Move]:
    card = state.lot[0]
    return [shared_move("keep", card=card), shared_move("discard", card=card)]


def keep(state: MediciState) -> MediciState:
    assert state.seller is not None
    return _return_to(state, state.seller, 0)


def discard(state: MediciState) -> MediciState:
    state = evolve(state, discard=state.discard + state.lot, lot=())
    return _finish(state)


def _return_to(state: MediciState, seat: int, price: int) -> MediciState:
    boats, specials = cargo.give(state, seat, state.lot)
    state = evolve(state, boats=boats, specials=specials, lot=(),
                    money=cargo.add_at(state.money, seat, -price))
    return _finish(state)


def _finish(state: MediciState) -> MediciState:
    """The New auction card is spent; the next auctioneer sits left of the last one."""
    assert state.holder is not None
    state = auction.spend(state, state.holder, new_auction_card(state))
    return auction.next_auction(state)


# --- the Mystery 5 --------------------------------------------------------------------------
def mystery_card(state: MediciState) -> str:
    assert state.to_act is not None
    return next(c for c in state.boats[state.to_act] if cargo.special_of(c) == "mystery")


def mystery_moves(state: MediciState) -> list[Move]:
    card = mystery_card(state)
    return [shared_move("choose_good", card=card, choice=g) for g in deck().good_ids]


def choose_good(state: MediciState, good: str) -> MediciState:
    """Its owner moves the chosen good's marker, after everyone else (seed 001, 5 mystère)."""
    assert state.to_act is not None
    return season.move_marker(state, state.to_act, good)
