"""Is a Medici state one a game could reach? (`Rules.validate_state`)

Every card once (the special cards only with their option), each merchant's money within what
three seasons can pay, markers on their tracks, boats no fuller than their room, and the
auction under way consistent with its phase: who bids, the high bid, the New auction's holder
and seller (seed 001; RULINGS "Medici").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from medici_table.engine import validation as v
from medici_table.games.medici import cargo
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import (
    BID,
    BUY_BACK,
    MYSTERY,
    NO_BID,
    OVER,
    PICK,
    TURN,
    Income,
    MediciState,
)

if TYPE_CHECKING:
    from medici_table.games.medici.rules import MediciRules

PHASES = (TURN, BID, PICK, BUY_BACK, NO_BID, MYSTERY, OVER)


def max_money(rules: MediciRules) -> int:
    """The most florins a merchant can hold: the largest starting money, then every season's
    best weight prize, both goods prizes' first on every track and the top track bonus."""
    t = tables()
    start = max(int(c) for o in rules.options() if o.id == "start_money" for c in o.choices)
    best = max(p[0] for p in t.weight_bonus.values()) + len(deck().goods) * (
        max(t.goods_prizes) + max(t.track_bonus))
    return start + t.seasons * best


def check(rules: MediciRules, s: MediciState) -> None:
    n = len(s.players)
    for name in ("money", "tracks", "boats", "specials", "bids"):
        v.length(getattr(s, name), n, name)
    _components(rules, s)
    top = max_money(rules)
    for seat in range(n):
        v.number(s.money[seat], f"money[{seat}]", 0, top)
        v.length(s.tracks[seat], len(deck().goods), f"tracks[{seat}]")
        for g, space in enumerate(s.tracks[seat]):
            v.number(space, f"tracks[{seat}][{g}]", 0, tables().track_top)
        _boat(s, seat)
    v.number(s.season, "season", 1, tables().seasons)
    v.seat(s.auctioneer, n, "auctioneer")
    v.rng(s.rng)
    _auction(s, top)
    _phase(s)
    _ledger(s, top)


def _components(rules: MediciRules, s: MediciState) -> None:
    inv = v.Inventory()
    for name in ("deck", "aside", "discard", "lot"):
        inv.add(name, getattr(s, name))
    for seat in range(len(s.players)):
        inv.add(f"boats[{seat}]", s.boats[seat])
        inv.add(f"specials[{seat}]", s.specials[seat])
        inv.add_count(f"tracks[{seat}]", f"markers.{seat}", len(s.tracks[seat]))
    options = {"original_auction": s.original_auction, "special_cards": s.special_cards}
    inv.check(v.fresh_components(rules, s.players, options))


def _boat(s: MediciState, seat: int) -> None:
    """Cargo in the boat, the Captain, Over-stock and New auction before it; no overfilling."""
    cards = deck().cards
    for c in s.boats[seat]:
        v.need(cards[c].takes_slot, f"boats[{seat}]", f"'{c}' takes no place in a boat",
               f"« {c} » ne prend pas de place dans un bateau")
    for c in s.specials[seat]:
        v.need(not cards[c].takes_slot, f"specials[{seat}]", f"'{c}' is cargo, loaded in the boat",
               f"« {c} » est une marchandise, chargée dans le bateau")
    room = cargo.capacity(s, seat)
    v.need(len(s.boats[seat]) <= room, f"boats[{seat}]",
           f"{len(s.boats[seat])} cards in a boat that holds {room}",
           f"{len(s.boats[seat])} cartes dans un bateau qui en tient {room}")


def _auction(s: MediciState, top: int) -> None:
    n = len(s.players)
    v.unique(s.bidders, "bidders")
    for i, p in enumerate(s.bidders):
        v.seat(p, n, f"bidders[{i}]")
    v.number(s.high_bid, "high_bid", 0, top)
    v.seat_or(s.high_bidder, n, "high_bidder", None)
    v.need((s.high_bidder is None) == (s.high_bid == 0), "high_bidder",
           "a high bid needs a high bidder, and the reverse",
           "une enchère la plus haute demande un enchérisseur, et inversement")
    if s.high_bidder is not None:
        v.need(s.high_bid <= s.money[s.high_bidder], "high_bid",
               "the high bidder cannot pay the high bid", "le plus offrant ne peut pas payer son offre")
    for seat, b in enumerate(s.bids):
        v.number(b, f"bids[{seat}]", 0, s.high_bid)
    v.seat_or(s.seller, n, "seller", None)
    v.seat_or(s.holder, n, "holder", None)
    v.at_most(s.lot, tables().max_lot, "lot")


def _phase(s: MediciState) -> None:
    v.one_of(s.phase, PHASES, "phase")
    p = s.phase
    v.to_act(s.to_act, p == OVER, len(s.players))
    v.need(bool(s.bidders) == (p == BID), "bidders",
           f"{len(s.bidders)} bidders in the phase '{p}'",
           f"{len(s.bidders)} enchérisseurs dans la phase « {p} »")
    in_new_auction = p in (PICK, BUY_BACK, NO_BID) or (p == BID and s.seller is not None)
    v.need((s.holder is not None) == in_new_auction, "holder",
           f"the New auction's holder ({s.holder}) does not fit the phase '{p}'",
           f"le détenteur de la Nouvelle enchère ({s.holder}) ne va pas avec la phase « {p} »")
    v.need((s.seller is not None) == (in_new_auction and p != PICK), "seller",
           f"the seller of a card put up again ({s.seller}) does not fit the phase '{p}'",
           f"le vendeur d'une carte remise aux enchères ({s.seller}) ne va pas avec la phase "
           f"« {p} »")
    if s.holder is not None:
        v.need(any(cargo.special_of(c) == "new_auction" for c in s.specials[s.holder]), "holder",
               "the holder has no New auction card", "le détenteur n'a pas la carte Nouvelle enchère")
    if p in (BUY_BACK, NO_BID):
        v.length(s.lot, 1, "lot")
        v.need((s.high_bidder is None) == (p == NO_BID), "high_bidder",
               f"the high bidder ({s.high_bidder}) does not fit the phase '{p}'",
               f"le plus offrant ({s.high_bidder}) ne va pas avec la phase « {p} »")
    elif p in (PICK, MYSTERY, OVER):
        v.length(s.lot, 0, "lot")
    if p == TURN:
        v.need(s.high_bid == 0, "high_bid", "a high bid stands while no auction is under way",
               "une enchère tient alors qu'aucune vente n'est en cours")
    expected = {TURN: s.auctioneer, BID: s.bidders[0] if s.bidders else None, PICK: s.holder,
                BUY_BACK: s.seller, NO_BID: s.seller, MYSTERY: cargo.owner_with(s, "mystery"),
                OVER: None}[p]
    who = {TURN: ("the auctioneer", "le vendeur"), BID: ("the next bidder", "le prochain enchérisseur"),
           PICK: ("the New auction's holder", "le détenteur de la Nouvelle enchère"),
           BUY_BACK: ("the card's owner", "le propriétaire de la carte"),
           NO_BID: ("the card's owner", "le propriétaire de la carte"),
           MYSTERY: ("the Mystery 5's owner", "le propriétaire du 5 mystère"),
           OVER: ("nobody", "personne")}[p]
    v.decides(s.to_act, expected, *who)
    if p == MYSTERY:
        v.need(s.special_cards and s.to_act is not None
               and any(cargo.special_of(c) == "mystery" for c in s.boats[s.to_act]), "phase",
               "the Mystery 5 is in nobody's boat", "le 5 mystère n'est dans aucun bateau")


def _ledger(s: MediciState, top: int) -> None:
    """At most one scoring per finished season (a position file may start with none), each
    with a line per merchant."""
    n = len(s.players)
    v.at_most(s.ledger, s.season if s.phase == OVER else s.season - 1, "ledger")
    last = 0
    for i, inc in enumerate(s.ledger):
        last = _income(inc, i, n, top, last, s.season)


def _income(inc: Income, i: int, n: int, top: int, after: int, season: int) -> int:
    """A season's scoring (later than the one before it); its season."""
    at = f"ledger[{i}]"
    v.number(inc.season, f"{at}.season", after + 1, season)
    for name in ("weight", "goods", "bonus", "boat_weight", "card_weights"):
        v.length(getattr(inc, name), n, f"{at}.{name}")
    for name in ("weight", "goods", "bonus"):
        for seat, x in enumerate(getattr(inc, name)):
            v.number(x, f"{at}.{name}[{seat}]", 0, top)
    heaviest = max(c.weight for c in deck().cards.values())
    room = tables().boat_size + 1
    for seat, weights in enumerate(inc.card_weights):
        v.at_most(weights, room, f"{at}.card_weights[{seat}]")
        for w in weights:
            v.number(w, f"{at}.card_weights[{seat}]", 0, heaviest)
        v.number(inc.boat_weight[seat], f"{at}.boat_weight[{seat}]", 0, heaviest * room)
    v.seat_or(inc.captain, n, f"{at}.captain", None)
    return inc.season
