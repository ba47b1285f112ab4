"""Position files for Medici (docs/position-files.md), read and written.

    position:
      season: 2                        # 1..3 (default 1)
      auctioneer: Red                  # whose auction it is (default: the first player)
      money: {Red: 30, Blue: 41}       # default: the starting money
      tracks: {Red: {diamonds: 2}}     # goods markers, spaces 0..7 (default 0)
      boats: {Red: [diamonds.5.1]}     # cargo loaded this season
      specials: {Red: [captain.1]}     # Captain / Over-stock before a player (advanced rule)
      discard: [swords.0.1]
      lot: [wheat.3.1]                 # cards turned up on the auction block
      deck: [grapes.5.2, ten.1]        # top first; or a number of cards dealt from the rest
      bidding:                         # an auction under way (needs a lot)
        high_bid: 12
        high_bidder: Blue
        to_bid: [Green, Red]           # who may still bid, in order; the first decides now
        offers: {Red: 8, Blue: 12}     # optional: each one's last offer (default: the high bid)
      phase: buy_back                  # optional: turn or bid (default), pick, buy_back,
                                       # no_bid, mystery (the advanced rule's decisions)
      holder: Red                      # who is using the New auction (pick, and after)
      seller: Blue                     # whose card the New auction put up again

Cards named nowhere are set aside unseen (or, when `deck` is a number or omitted, shuffled
with the seed and dealt to the deck first: by default 6 per player minus the cards already
out this season). As in play, a position where only one boat still has room is no auction:
that boat fills free from the deck and the season is scored (seed 001, Achat des
marchandises; RULINGS: "When only one player still has room, they fill it free").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.medici import auction, cargo, season
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import (
    BID,
    BUY_BACK,
    MYSTERY,
    NO_BID,
    PICK,
    TURN,
    MediciState,
)

_FIELDS = ("season", "auctioneer", "money", "tracks", "boats", "specials", "discard", "lot",
           "deck", "bidding", "phase", "holder", "seller")
_BIDDING = ("high_bid", "high_bidder", "to_bid", "offers")
_PHASES = (TURN, BID, PICK, BUY_BACK, NO_BID, MYSTERY)
_BASE: PathKey = ("position",)


class _Reader:
    """Checks names and cards as it reads: each card known, in play, and placed once."""

    def __init__(self, players: tuple[str, ...], specials: bool, lm: LineMap) -> None:
        self.players, self.lm, self.used = players, lm, set[str]()
        self.cards = season.all_cards(specials)

    def seat(self, value: Any, path: PathKey) -> int:
        if value not in self.players:
            raise self.lm.error(path, f"unknown player {value!r} (players: {', '.join(self.players)})")
        return self.players.index(value)

    def card(self, value: Any, path: PathKey) -> str:
        if not isinstance(value, str) or value not in deck().cards:
            raise self.lm.error(path, f"unknown card {value!r} (ids look like diamonds.5.1, ten.1)")
        if value not in self.cards:
            raise self.lm.error(path, f"'{value}' is in play only with the option special_cards")
        if value in self.used:
            raise self.lm.error(path, f"card '{value}' is placed twice")
        self.used.add(value)
        return value

    def pile(self, value: Any, path: PathKey) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of card ids")
        return tuple(self.card(v, path + (i,)) for i, v in enumerate(value))

    def per_player(self, value: Any, path: PathKey) -> dict[int, Any]:
        if not isinstance(value, dict):
            raise self.lm.error(path, "expected a mapping from player names")
        return {self.seat(k, path + (k,)): v for k, v in value.items()}

    def number(self, value: Any, path: PathKey, low: int, high: int | None = None) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < low \
                or (high is not None and value > high):
            top = "" if high is None else f" to {high}"
            raise self.lm.error(path, f"expected a whole number from {low}{top}")
        return value


def _tracks(r: _Reader, pos: dict[str, Any], base: MediciState) -> tuple[tuple[int, ...], ...]:
    tracks = [list(row) for row in base.tracks]
    goods = deck().good_ids
    for seat, row in r.per_player(pos.get("tracks", {}), _BASE + ("tracks",)).items():
        where = _BASE + ("tracks", r.players[seat])
        if not isinstance(row, dict):
            raise r.lm.error(where, "expected a mapping from goods to spaces")
        for good, space in row.items():
            if good not in goods:
                raise r.lm.error(where + (good,), f"unknown good '{good}' (goods: {', '.join(goods)})")
            tracks[seat][goods.index(good)] = r.number(space, where + (good,), 0, tables().track_top)
    return tuple(tuple(row) for row in tracks)


def _cargo(r: _Reader, pos: dict[str, Any]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    n = len(r.players)
    boats: list[tuple[str, ...]] = [()] * n
    extras: list[tuple[str, ...]] = [()] * n
    for key, rows in (("specials", extras), ("boats", boats)):
        for seat, cards in r.per_player(pos.get(key, {}), _BASE + (key,)).items():
            rows[seat] = r.pile(cards, _BASE + (key, r.players[seat]))
    for seat in range(n):
        path = _BASE + ("specials", r.players[seat])
        if any(cargo.takes_slot(c) for c in extras[seat]):
            raise r.lm.error(path, "only the Captain, the Over-stock and the New auction lie here")
        size = tables().boat_size + cargo.extra_room(extras[seat])
        if cargo.need(boats[seat]) != len(boats[seat]):
            raise r.lm.error(_BASE + ("boats", r.players[seat]), "special cards other than the "
                             "Mystery 5 lie under 'specials', not in the boat")
        if len(boats[seat]) > size:
            raise r.lm.error(_BASE + ("boats", r.players[seat]), f"a boat holds at most {size} cards")
    return tuple(boats), tuple(extras)


def build(players: tuple[str, ...], options: dict[str, Any], seed: int, pos: dict[str, Any],
          lm: LineMap) -> MediciState:
    for key in pos:
        if key not in _FIELDS:
            raise lm.error(_BASE + (key,), f"unknown field '{key}' (known: {', '.join(_FIELDS)})")
    n, t = len(players), tables()
    r = _Reader(players, options["special_cards"], lm)
    base = season.new_game(players, options, seed)
    rng = Rng.from_seed(seed)
    money = list(base.money)
    for seat, v in r.per_player(pos.get("money", {}), _BASE + ("money",)).items():
        money[seat] = r.number(v, _BASE + ("money", players[seat]), 0)
    tracks = _tracks(r, pos, base)
    boats, extras = _cargo(r, pos)
    discard = r.pile(pos.get("discard", []), _BASE + ("discard",))
    lot = r.pile(pos.get("lot", []), _BASE + ("lot",))
    if len(lot) > t.max_lot:
        raise lm.error(_BASE + ("lot",), f"at most {t.max_lot} cards go up together")
    rest = [c for c in r.cards if c not in r.used]
    given = pos.get("deck", max(0, t.cards_per_player * n - len(r.used)))
    if isinstance(given, list):
        deck_ = r.pile(given, _BASE + ("deck",))
        aside = tuple(c for c in rest if c not in deck_)
    else:
        size = r.number(given, _BASE + ("deck",), 0, len(rest))
        shuffled, rng = rng.shuffle(rest)
        deck_, aside = shuffled[:size], shuffled[size:]
    a = r.seat(pos.get("auctioneer", players[0]), _BASE + ("auctioneer",))
    state = MediciState(
        players=players, original_auction=base.original_auction,
        special_cards=base.special_cards,
        season=r.number(pos.get("season", 1), _BASE + ("season",), 1, t.seasons), phase=TURN,
        money=tuple(money), tracks=tracks, boats=boats, specials=extras, deck=deck_,
        aside=aside, discard=discard, lot=lot, auctioneer=a, bidders=(), high_bid=0,
        high_bidder=None, bids=(0,) * n, seller=None, holder=None, ledger=(), to_act=a, rng=rng)
    state = _new_auction(state, pos, r)
    phase = pos.get("phase", BID if "bidding" in pos else TURN)
    if phase not in _PHASES:
        raise lm.error(_BASE + ("phase",), f"the phase is one of {', '.join(_PHASES)}")
    if "bidding" in pos and phase not in (BID, BUY_BACK):
        raise lm.error(_BASE + ("bidding",), "bids stand only in the bid and buy_back phases")
    if phase == BID:
        return _bidding(state, pos.get("bidding"), r)
    if phase == TURN:
        return _turn(state, r)
    if phase == BUY_BACK:
        state = _bidding(state, pos.get("bidding"), r, closed=True)
    return _decision(state, phase, r)


def _turn(state: MediciState, r: _Reader) -> MediciState:
    """The auctioneer's turn, or, as in play, no auction at all: the last boat with room fills
    free, and a season with no room or no card left is scored (seed 001)."""
    lm, a, players = r.lm, state.auctioneer, state.players
    open_seats = [p for p in range(len(players)) if cargo.room(state, p) > 0]
    if len(open_seats) <= 1 or not (state.deck or state.lot):
        if state.lot:
            raise lm.error(_BASE + ("lot",), "cards go up for auction only while two boats or "
                           "more have room: leave the lot empty")
        if open_seats:
            state = auction.fill_free(state, open_seats[0])
        return season.end_season(state)
    if cargo.room(state, a) == 0:
        raise lm.error(_BASE + ("auctioneer",), f"{players[a]}'s boat is full: a full boat "
                       "puts nothing up for auction")
    takers = range(len(players)) if state.original_auction else (a,)
    if state.lot and not any(cargo.can_take(state, p, state.lot) for p in takers):
        who = "no merchant's boat" if state.original_auction else f"{players[a]}'s boat"
        raise lm.error(_BASE + ("lot",), f"{who} can take this lot")
    return state


def _new_auction(state: MediciState, pos: dict[str, Any], r: _Reader) -> MediciState:
    """Who is using the New auction card, and whose card it put up again."""
    holder = seller = None
    if "holder" in pos:
        holder = r.seat(pos["holder"], _BASE + ("holder",))
        if cargo.owner_with(state, "new_auction") != holder:
            raise r.lm.error(_BASE + ("holder",), f"{state.players[holder]} has no New auction card")
    if "seller" in pos:
        seller = r.seat(pos["seller"], _BASE + ("seller",))
        if holder is None or len(state.lot) != 1:
            raise r.lm.error(_BASE + ("seller",), "a card is put up again by a New auction's "
                             "holder, alone on the block")
    return replace(state, holder=holder, seller=seller)


def _decision(state: MediciState, phase: str, r: _Reader) -> MediciState:
    """The advanced rule's decisions: which card to put up again (pick), buy it back or let it
    go (buy_back), keep or discard it (no_bid), the Mystery 5's good (mystery)."""
    lm = r.lm
    if phase == MYSTERY:
        owner = cargo.owner_with(state, "mystery")
        if owner is None or state.lot:
            raise lm.error(_BASE + ("phase",), "the Mystery 5's good is chosen at the season's "
                           "end by the player whose boat holds it, the block empty")
        return replace(state, phase=MYSTERY, to_act=owner)
    if state.holder is None:
        raise lm.error(_BASE + ("holder",), f"the {phase} phase needs the New auction's holder")
    if phase == PICK:
        if state.lot or state.seller is not None:
            raise lm.error(_BASE + ("phase",), "the holder picks a card with the block empty")
        return replace(state, phase=PICK, to_act=state.holder)
    if state.seller is None:
        raise lm.error(_BASE + ("seller",), f"the {phase} phase needs the seller")
    return replace(state, phase=phase, to_act=state.seller)


def _bidding(state: MediciState, bidding: Any, r: _Reader, closed: bool = False) -> MediciState:
    """An auction under way; `closed`: over, its high bid waiting for the seller's answer."""
    lm, path = r.lm, _BASE + ("bidding",)
    if not isinstance(bidding, dict):
        raise lm.error(path, "expected a mapping with high_bid, high_bidder and to_bid")
    for key in bidding:
        if key not in _BIDDING:
            raise lm.error(path + (key,), f"unknown field '{key}' (known: {', '.join(_BIDDING)})")
    if not state.lot:
        raise lm.error(path, "an auction needs cards on the block: give 'lot'")
    high = r.number(bidding.get("high_bid", 0), path + ("high_bid",), 0)
    who = bidding.get("high_bidder")
    high_bidder = None if who is None else r.seat(who, path + ("high_bidder",))
    if (high_bidder is None) != (high == 0):
        raise lm.error(path + ("high_bid",), "a high bid needs a high bidder, and the reverse")
    names = bidding.get("to_bid", [] if closed else None)
    if closed and (names or high_bidder is None):
        raise lm.error(path, "a closed auction has a high bidder and nobody left to bid")
    if not isinstance(names, list) or (not names and not closed):
        raise lm.error(path + ("to_bid",), "list who may still bid, the one deciding first")
    bidders = tuple(r.seat(v, path + ("to_bid", i)) for i, v in enumerate(names))
    if len(set(bidders)) != len(bidders):
        raise lm.error(path + ("to_bid",), "each bidder is listed once")
    for i, p in enumerate(bidders):
        if not cargo.can_take(state, p, state.lot):
            raise lm.error(path + ("to_bid", i), f"{state.players[p]}'s boat cannot take this lot")
    bids = [high if p == high_bidder else 0 for p in range(len(state.players))]
    for p, v in r.per_player(bidding.get("offers", {}), path + ("offers",)).items():
        bids[p] = r.number(v, path + ("offers", state.players[p]), 0, high)
    return replace(state, phase=BID, bidders=bidders, high_bid=high, high_bidder=high_bidder,
                   bids=tuple(bids), to_act=bidders[0] if bidders else None)


# --- writing ------------------------------------------------------------------------------------
def write(state: MediciState) -> dict[str, Any]:
    """The `position:` mapping of `state`; a view's face-down deck is written as its count."""
    names = state.players
    goods = deck().good_ids
    out: dict[str, Any] = {"season": state.season, "auctioneer": names[state.auctioneer],
                           "money": dict(zip(names, state.money, strict=True))}
    tracks = {names[p]: {g: v for g, v in zip(goods, row, strict=True) if v}
              for p, row in enumerate(state.tracks)}
    out["tracks"] = {k: v for k, v in tracks.items() if v}
    out["boats"] = {names[p]: list(b) for p, b in enumerate(state.boats) if b}
    specials = {names[p]: list(s) for p, s in enumerate(state.specials) if s}
    if specials:
        out["specials"] = specials
    out["discard"] = list(state.discard)
    out["lot"] = list(state.lot)
    hidden_deck = any(c.startswith("?") for c in state.deck)
    out["deck"] = len(state.deck) if hidden_deck else list(state.deck)
    if state.phase in (BID, BUY_BACK):
        out["bidding"] = {
            "high_bid": state.high_bid,
            "high_bidder": None if state.high_bidder is None else names[state.high_bidder],
            "to_bid": [names[p] for p in state.bidders],
            "offers": {names[p]: v for p, v in enumerate(state.bids) if v},
        }
    if state.phase not in (TURN, BID):
        out["phase"] = state.phase
    if state.holder is not None:
        out["holder"] = names[state.holder]
    if state.seller is not None:
        out["seller"] = names[state.seller]
    return out
