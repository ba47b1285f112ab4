"""The state of a game of Les 7 Blasons: plain frozen data, shared between moves."""

from __future__ import annotations

from medici_table.engine.records import record
from medici_table.engine.rng import Rng
from medici_table.engine.state import GameState
from medici_table.engine.state import evolve as evolve  # the fast copy the modules share

POOL = -1  # `Coat.at` of a coat lying in the pool
NOBODY = -1
HIDDEN_COAT = "?coat"
HIDDEN_CARD = "?card"


@record(slots=True)
class Coat:
    """One coat-of-arms token on the table.

    `id` names the token where it lies ("coat.07"): it is handed out afresh, in shuffled order,
    at every deal, so it tells nothing about the face. `face` is the coat of arms itself
    ("guilloux.blason.2"), hidden in a view while the token is face down and unseen.
    """

    id: str
    face: str
    up: bool
    at: int  # seat in front of whom it lies, or POOL
    seen: tuple[int, ...] = ()  # seats that looked at it face down (variant 3)


@record(slots=True)
class Played:
    seat: int
    card: str


@record(slots=True)
class Pile:
    """One won trick lying face down in front of its taker; `seen`: who may look at it."""

    cards: tuple[str, ...]
    seen: tuple[int, ...]


@record(slots=True)
class Activation:
    """A bourgeoisie card activated during a trick; it acts once the trick is complete."""

    seat: int
    card: str
    action: str  # consult | serve | peek


@record
class BlasonsState(GameState):
    players: tuple[str, ...]
    houses: tuple[str, ...]  # house (colour) of each seat
    consult: bool  # variant 1
    serve: bool  # variant 2
    curious: bool  # variant 3
    active_religieux: bool  # variant 4
    round: int  # 1, 2, 3 and 4 for the tie-break round
    tricks_done: int  # tricks finished this round (won or set aside)
    phase: str  # play | resolve | winner | bourgeois | over
    leader: int
    hands: tuple[tuple[str, ...], ...]
    trick: tuple[Played, ...]  # cards of the trick in play order
    value_of: tuple[int, ...]  # per trick card: seat that holds its value, or NOBODY
    power_of: tuple[int, ...]  # per trick card: seat that will use its power, or NOBODY
    resolving: int  # trick position whose power is being used
    winner: int  # taker of the complete trick, or NOBODY
    coats: tuple[Coat, ...]  # every coat of the houses in play, by id
    piles: tuple[tuple[Pile, ...], ...]  # won tricks per seat
    set_aside: tuple[str, ...]  # cards of tricks that nobody won this round
    last_winner: int  # taker of the last won trick, or NOBODY
    round_scores: tuple[tuple[int, ...], ...]  # points of each finished round, per seat
    round_detail: tuple[tuple[int, ...], ...]  # last round: per seat, points per house
    round_coats: tuple[tuple[int, ...], ...]  # last round: per seat, face-up coats per house
    round_values: tuple[tuple[int, ...], ...]  # last round: per seat, card values per house
    tied: tuple[int, ...]  # seats tied for the lead, who play the tie-break round
    bourgeoisie: tuple[int, ...]  # holder seat of each bourgeoisie card in play, or NOBODY
    used: tuple[str, ...]  # bourgeoisie cards activated this round
    pending: tuple[Activation, ...]  # activations waiting for the end of this trick
    budget: int  # tricks or coats the active bourgeoisie card may still look at
    partner: int  # the one other player whose tricks / coats are being looked at
    to_act: int | None
    rng: Rng

    @property
    def n(self) -> int:
        return len(self.players)

    def coat(self, coat_id: str) -> Coat | None:
        i = coat_index(self.coats, coat_id)
        return self.coats[i] if i >= 0 else None

    def position_of(self, seat: int) -> int:
        """Where `seat`'s card lies in the current trick, or -1."""
        for i, p in enumerate(self.trick):
            if p.seat == seat:
                return i
        return -1


def coat_index(coats: tuple[Coat, ...], coat_id: str | None) -> int:
    """Where the coat `coat_id` lies in `coats`, or -1. A deal numbers them "coat.01",
    "coat.02"... in order, so the number says where to look first; any other order is searched."""
    i = _DEALT.get(coat_id, -1)  # type: ignore[arg-type]
    if 0 <= i < len(coats) and coats[i].id == coat_id:
        return i
    tail = coat_id[5:] if coat_id else ""
    if 0 < len(tail) <= 4 and tail.isdecimal():  # a number int() reads, whatever came in
        i = int(tail) - 1
        if 0 <= i < len(coats) and coats[i].id == coat_id:
            return i
    for i, c in enumerate(coats):
        if c.id == coat_id:
            return i
    return -1


#: the ids a deal gives the coats, in order ("coat.01", "coat.02", ...: `rounds.deal_coats`)
COAT_IDS = tuple(f"coat.{i + 1:02d}" for i in range(99))
_DEALT = {cid: i for i, cid in enumerate(COAT_IDS)}
