"""The state of a game of Medici: plain frozen data with an exact JSON round trip."""

from __future__ import annotations

from medici_table.engine.records import record
from medici_table.engine.rng import Rng
from medici_table.engine.state import GameState

# What the deciding player is asked (see rules.en.md, #turn).
TURN = "turn"  # the auctioneer turns up a card or starts the auction
BID = "bid"  # a bidder bids or passes
PICK = "pick"  # the New auction's holder picks the card to put up again
BUY_BACK = "buy_back"  # the re-auctioned card's owner buys it back or lets it go
NO_BID = "no_bid"  # nobody bid on the re-auctioned card: its owner keeps or discards it
MYSTERY = "mystery"  # the Mystery 5's owner picks its good at the season's scoring
OVER = "over"


@record(slots=True)
class Income:
    """One season's scoring: what each seat earned, and the cargoes it was scored from."""

    season: int
    weight: tuple[int, ...]  # florins for the weight ranking
    goods: tuple[int, ...]  # florins for 1st/2nd place on the goods tracks
    bonus: tuple[int, ...]  # florins for markers on spaces 6 and 7
    boat_weight: tuple[int, ...]  # each boat's weight, as ranked
    card_weights: tuple[tuple[int, ...], ...]  # each boat's cards' weights, in boat order
    # (weights, not card ids: the cards are reshuffled into the next deck, unseen)
    captain: int | None  # who held the Captain (advanced rule), else None

    def total(self, seat: int) -> int:
        return self.weight[seat] + self.goods[seat] + self.bonus[seat]


@record
class MediciState(GameState):
    players: tuple[str, ...]
    original_auction: bool  # option: one bid each, once around
    special_cards: bool  # option: the advanced rule
    season: int  # 1..3
    phase: str
    money: tuple[int, ...]
    tracks: tuple[tuple[int, ...], ...]  # per seat, the space of its marker on each good's track
    boats: tuple[tuple[str, ...], ...]  # per seat, the cards loaded this season
    specials: tuple[tuple[str, ...], ...]  # per seat, special cards that take no boat slot
    deck: tuple[str, ...]  # the season's deck, face down, top card first
    aside: tuple[str, ...]  # cards set aside unseen for the season
    discard: tuple[str, ...]  # unsold and spent cards, face up
    lot: tuple[str, ...]  # the cards on the auction block, face up
    auctioneer: int
    bidders: tuple[int, ...]  # who may still bid, the first decides now
    high_bid: int  # 0 while nobody has bid
    high_bidder: int | None
    bids: tuple[int, ...]  # per seat, its last offer in the auction under way (0: none)
    seller: int | None  # owner of a re-auctioned card (New auction), else None
    holder: int | None  # who is using the New auction card, else None
    ledger: tuple[Income, ...]  # the scoring of each finished season
    to_act: int | None
    rng: Rng
