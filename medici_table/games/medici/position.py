"""Position files for Medici (documented in docs/position-files.md).

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

Cards named nowhere are set aside unseen (or, when `deck` is a number or omitted, shuffled
with the seed and dealt to the deck first: by default 6 per player minus the cards already
out this season).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.medici import cargo, season
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import BID, TURN, MediciState

_FIELDS = ("season", "auctioneer", "money", "tracks", "boats", "specials", "discard", "lot",
           "deck", "bidding")
_BIDDING = ("high_bid", "high_bidder", "to_bid")
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


def build(players: tuple[str, ...], options: dict[str, Any], seed: int, pos: dict[str, Any],
          lm: LineMap) -> MediciState:
    for key in pos:
        if key not in _FIELDS:
            raise lm.error(_BASE + (key,), f"unknown field '{key}' (known: {', '.join(_FIELDS)})")
    n, t = len(players), tables()
    r = _Reader(players, options["special_cards"], lm)
    state = season.new_game(players, options, seed)
    rng = Rng.from_seed(seed)
    money = list(state.money)
    for seat, v in r.per_player(pos.get("money", {}), _BASE + ("money",)).items():
        money[seat] = r.number(v, _BASE + ("money", players[seat]), 0)
    tracks = [list(row) for row in state.tracks]
    goods = deck().good_ids
    for seat, row in r.per_player(pos.get("tracks", {}), _BASE + ("tracks",)).items():
        where = _BASE + ("tracks", players[seat])
        if not isinstance(row, dict):
            raise lm.error(where, "expected a mapping from goods to spaces")
        for good, space in row.items():
            if good not in goods:
                raise lm.error(where + (good,), f"unknown good '{good}' (goods: {', '.join(goods)})")
            tracks[seat][goods.index(good)] = r.number(space, where + (good,), 0, t.track_top)
    boats: list[tuple[str, ...]] = [()] * n
    extras: list[tuple[str, ...]] = [()] * n
    for key, rows in (("specials", extras), ("boats", boats)):
        for seat, cards in r.per_player(pos.get(key, {}), _BASE + (key,)).items():
            rows[seat] = r.pile(cards, _BASE + (key, players[seat]))
    for seat in range(n):
        path = _BASE + ("specials", players[seat])
        if any(cargo.takes_slot(c) for c in extras[seat]):
            raise lm.error(path, "only the Captain, the Over-stock and the New auction lie here")
        size = t.boat_size + cargo.extra_room(extras[seat])
        if cargo.need(boats[seat]) != len(boats[seat]):
            raise lm.error(_BASE + ("boats", players[seat]), "special cards other than the "
                           "Mystery 5 lie under 'specials', not in the boat")
        if len(boats[seat]) > size:
            raise lm.error(_BASE + ("boats", players[seat]), f"a boat holds at most {size} cards")
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
        players=players, original_auction=state.original_auction,
        special_cards=state.special_cards,
        season=r.number(pos.get("season", 1), _BASE + ("season",), 1, t.seasons), phase=TURN,
        money=tuple(money), tracks=tuple(tuple(row) for row in tracks), boats=tuple(boats),
        specials=tuple(extras), deck=deck_, aside=aside, discard=discard, lot=lot,
        auctioneer=a, bidders=(), high_bid=0, high_bidder=None, bids=(0,) * n, seller=None,
        holder=None,
        ledger=(), to_act=a, rng=rng)
    if "bidding" in pos:
        return _bidding(state, pos["bidding"], r)
    if cargo.room(state, a) == 0:
        raise lm.error(_BASE + ("auctioneer",), f"{players[a]}'s boat is full: a full boat "
                       "puts nothing up for auction")
    if not state.lot and not state.deck:
        raise lm.error(_BASE + ("deck",), "the deck is empty: the season is over")
    takers = range(n) if state.original_auction else (a,)
    if state.lot and not any(cargo.can_take(state, p, state.lot) for p in takers):
        who = "no merchant's boat" if state.original_auction else f"{players[a]}'s boat"
        raise lm.error(_BASE + ("lot",), f"{who} can take this lot")
    return state


def _bidding(state: MediciState, bidding: Any, r: _Reader) -> MediciState:
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
    names = bidding.get("to_bid")
    if not isinstance(names, list) or not names:
        raise lm.error(path + ("to_bid",), "list who may still bid, the one deciding first")
    bidders = tuple(r.seat(v, path + ("to_bid", i)) for i, v in enumerate(names))
    if len(set(bidders)) != len(bidders):
        raise lm.error(path + ("to_bid",), "each bidder is listed once")
    for i, p in enumerate(bidders):
        if not cargo.can_take(state, p, state.lot):
            raise lm.error(path + ("to_bid", i), f"{state.players[p]}'s boat cannot take this lot")
    bids = tuple(high if p == high_bidder else 0 for p in range(len(state.players)))
    return replace(state, phase=BID, bidders=bidders, high_bid=high, high_bidder=high_bidder,
                   bids=bids, to_act=bidders[0])
