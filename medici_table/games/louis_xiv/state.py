"""The Louis XIV state: frozen data, shared structurally between moves.

A game is driven by `queue`, a list of tasks. A task is either automatic (revealing the money
card, dealing, settling a board, ...: done by `flow.advance`) or a decision of one player
(play an influence card, bribe, keep a tile, ...), whose player is `to_act`.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from threading import local
from typing import Any, TypeVar

from medici_table.engine.codec import from_plain
from medici_table.engine.records import record
from medici_table.engine.rng import Rng
from medici_table.engine.state import DRAFT, GameState, copier
from medici_table.games.louis_xiv.data import tables

T = TypeVar("T")
_new = object.__new__
_set = object.__setattr__


def upd(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for our frozen records, fast. On a LouisState, changes to the
    fields kept in its `court` go there (one more copy, of the small record). The state a move
    is making (`engine.state.drafted`), which nobody else has seen yet, is changed in place."""
    cls: type = type(obj)
    if cls is LouisState:
        if obj is DRAFT.state:
            if COURT_FIELDS.isdisjoint(changes):  # the most frequent: the state's own fields
                for k in changes:
                    _set(obj, k, changes[k])
                return obj
            court = _own_court(obj)
            for k, v in changes.items():
                _set(court if k in COURT_FIELDS else obj, k, v)
            return obj
        if not COURT_FIELDS.isdisjoint(changes):
            inner = {k: changes.pop(k) for k in tuple(changes) if k in COURT_FIELDS}
            changes["court"] = _copy_court(obj.court, inner)  # type: ignore[attr-defined]
    elif cls is Seat:  # the most frequent copy: its fields' dictionary, whole
        new: Any = _new(Seat)
        _set(new, "__dict__", {**obj.__dict__, **changes})
        return new  # type: ignore[no-any-return]
    result: T = copier(cls)(obj, changes)
    return result


@record
class Seat:
    """What one player owns. Token counts are of the player's own colour."""

    gold: int
    personal: int  # tokens in the personal reserve
    general: int  # tokens of this colour in the general reserve
    influence: tuple[str, ...]  # influence cards in hand (secret)
    intrigue: tuple[str, ...]  # intrigue cards in hand (secret)
    missions: tuple[str, ...]  # mission cards in hand (secret; the back's colour is public)
    done: tuple[str, ...]  # completed missions, face up
    tiles: tuple[int, ...]  # mission tiles held, counted per tile type (tables().tiles)
    arms: tuple[str, ...]  # coats of arms, face down (secret to the others)
    spare_arms: int = 0  # arms owed while the supply was empty (worth 1 point, no kind)
    used: tuple[str, ...] = ()  # mission cards already used in this round


@record
class Task:
    kind: str
    player: int = -1
    card: str = ""
    board: int = 0
    count: int = 0
    need: str = ""
    winner: int = -1
    boards: tuple[int, ...] = ()


#: `Task(...)`, made once per distinct value and shared (tasks are values; the automatic steps
#: make the same ones at every round: a dictionary look-up instead of eight attribute stores)
task = cache(Task)


@record(slots=True)
class Scored:
    """A character board as it was counted at the scoring (seed 003, 3e phase), kept so that the
    table, the replays and the log read it rather than work it out: the side it was scored on
    (it turns over at once, before its bribes are asked), the tokens that stood on it (an
    intrigue card's included), whether the Louis XIV marker stood there, who took the majority
    (-1: nobody alone) and whether it turned over."""

    board: int
    side: int
    counts: tuple[int, ...]
    louis: bool
    winner: int
    turned: bool


@record(slots=True)
class Court:
    """What changes seldom: the round, the boards' sides, supplies and most decks. Kept apart so
    that the frequent moves copy a small state (read through LouisState's properties)."""

    round: int
    phase: str  # supply | influence | scoring | missions | over
    first: int  # who holds the first-player marker (Versailles)
    sides: tuple[int, ...]  # 12: 0 = the red-number side, face up in round 1
    louis: int  # the board with the Louis XIV marker; 0 = beside the bank
    neutral: int  # neutral tokens in their supply (two players)
    tile_supply: tuple[int, ...]
    arms_pool: tuple[str, ...]
    intrigue_deck: tuple[str, ...]
    mission_piles: tuple[tuple[str, ...], ...]  # light, medium, dark
    money_deck: tuple[str, ...]
    money_shown: tuple[str, ...]
    money_removed: tuple[str, ...]
    #: the boards counted at the current (or last) scoring phase, in order
    scored: tuple[Scored, ...] = ()


COURT_FIELDS = frozenset(f.name for f in fields(Court))
_copy_court = copier(Court)


@record(slots=True)
class LouisState(GameState):
    players: tuple[str, ...]
    to_act: int | None
    rng: Rng
    court: Court
    seats: tuple[Seat, ...]
    boards: tuple[tuple[int, ...], ...]  # 12 boards x colours (the neutral colour last, 2p)
    influence_deck: tuple[str, ...]
    influence_played: tuple[str, ...]  # face up in the middle of the table
    queue: tuple[Task, ...]
    path: tuple[int, ...] = ()  # boards of the token path being laid with this card

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LouisState:
        """The state of a save, a position or an autosave; one written before the scoring
        record (`Court.scored`) lacks it and starts with none."""
        court = data.get("court") if isinstance(data, dict) else None
        if isinstance(court, dict) and "scored" not in court:
            data = {**data, "court": {**court, "scored": []}}
        return from_plain(cls, data)

    @property
    def n(self) -> int:
        return len(self.players)

    def scored_board(self, board: int) -> Scored | None:
        """How `board` was counted at the current (or last) scoring phase, if it was."""
        return next((r for r in reversed(self.court.scored) if r.board == board), None)

    def order(self, start: int | None = None) -> tuple[int, ...]:
        """Seats clockwise from `start` (the first player by default)."""
        n = len(self.players)
        return _ORDERS[n][(self.court.first if start is None else start) % n]

    # the court's fields, read as if they were the state's own
    @property
    def round(self) -> int:
        return self.court.round

    @property
    def phase(self) -> str:
        return self.court.phase

    @property
    def first(self) -> int:
        return self.court.first

    @property
    def sides(self) -> tuple[int, ...]:
        return self.court.sides

    @property
    def louis(self) -> int:
        return self.court.louis

    @property
    def neutral(self) -> int:
        return self.court.neutral

    @property
    def tile_supply(self) -> tuple[int, ...]:
        return self.court.tile_supply

    @property
    def arms_pool(self) -> tuple[str, ...]:
        return self.court.arms_pool

    @property
    def intrigue_deck(self) -> tuple[str, ...]:
        return self.court.intrigue_deck

    @property
    def mission_piles(self) -> tuple[tuple[str, ...], ...]:
        return self.court.mission_piles

    @property
    def money_deck(self) -> tuple[str, ...]:
        return self.court.money_deck

    @property
    def money_shown(self) -> tuple[str, ...]:
        return self.court.money_shown

    @property
    def money_removed(self) -> tuple[str, ...]:
        return self.court.money_removed

    @property
    def scored(self) -> tuple[Scored, ...]:
        return self.court.scored


# --- a move's own copy of the state (engine.state.drafted), changed in place ---------------
# Its court is copied once too, the first time the move changes it (`_fresh` remembers which
# court belongs to which draft, per thread), then changed in place like the state.

class _Fresh(local):
    state: LouisState | None = None
    court: Court | None = None


_fresh = _Fresh()


def _own_court(s: LouisState) -> Court:
    """The draft's own court, copied the first time the move changes it."""
    court = s.court
    if court is _fresh.court and s is _fresh.state:
        return court
    own: Court = _copy_court(court, {})
    _fresh.state, _fresh.court = s, own
    _set(s, "court", own)
    return own


#: seats clockwise from each seat, for each player count (`LouisState.order`)
_ORDERS = {n: tuple(tuple((s + i) % n for i in range(n)) for s in range(n)) for n in range(1, 8)}


def new_state(**fields_: Any) -> LouisState:
    """A LouisState from flat fields (the court's among them)."""
    court = Court(**{k: fields_.pop(k) for k in tuple(fields_) if k in COURT_FIELDS})
    return LouisState(court=court, **fields_)


def then(s: LouisState, *tasks: Task, **changes: Any) -> LouisState:
    """An automatic step's result: its own task (the head of the queue) replaced by `tasks`,
    with `changes` made in the same copy."""
    draft: LouisState | None = DRAFT.state
    if not changes and s is draft:  # the most frequent step: only the queue changes
        _set(s, "queue", tasks + s.queue[1:])
        return s
    return upd(s, queue=tasks + s.queue[1:], **changes)


def counted(t: Task, delta: int) -> Task:
    """`t` with `delta` more in its count (a shared task, like every task the steps make)."""
    return task(t.kind, t.player, t.card, t.board, t.count + delta, t.need, t.winner, t.boards)


def with_seat(s: LouisState, p: int, **changes: Any) -> LouisState:
    seats = s.seats
    seat: Seat = _new(Seat)  # upd's copy of a seat, without the call
    _set(seat, "__dict__", {**seats[p].__dict__, **changes})
    draft: LouisState | None = DRAFT.state
    if s is draft:  # the move's own copy: the seats in place
        _set(s, "seats", seats[:p] + (seat,) + seats[p + 1:])
        return s
    return upd(s, seats=seats[:p] + (seat,) + seats[p + 1:])


def add_tokens(s: LouisState, board: int, colour: int, delta: int) -> LouisState:
    row = s.boards[board - 1]
    row = row[:colour] + (row[colour] + delta,) + row[colour + 1:]
    return upd(s, boards=s.boards[:board - 1] + (row,) + s.boards[board:])


def bump(counts: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    return counts[:i] + (counts[i] + delta,) + counts[i + 1:]


# --- components changing hands (every helper conserves them) ------------------------------

def effect_cards(s: LouisState, p: int, effect: str) -> tuple[str, ...]:
    """The completed missions of `p` with this effect (several copies all work)."""
    done = s.seats[p].done
    if not done:
        return ()
    missions = tables().missions
    return tuple(m for m in done if missions[m].effect == effect)


def unused_card(s: LouisState, p: int, effect: str) -> str | None:
    """A completed mission of `p` with `effect` not yet used this round, if any."""
    used = s.seats[p].used
    return next((m for m in effect_cards(s, p, effect) if m not in used), None)


def mark_used(s: LouisState, p: int, card: str) -> LouisState:
    return with_seat(s, p, used=s.seats[p].used + (card,))


def draw_arms(s: LouisState, p: int, k: int = 1) -> LouisState:
    """`p` draws `k` coats of arms face down; past the last one a spare counts 1 point
    (seed 003: missing material is replaced by something appropriate)."""
    take = min(k, len(s.court.arms_pool))
    seat = s.seats[p]
    drawn, pool = s.court.arms_pool[:take], s.court.arms_pool[take:]
    s = upd(s, arms_pool=pool)
    return with_seat(s, p, arms=seat.arms + drawn, spare_arms=seat.spare_arms + k - take)


def give_tile(s: LouisState, p: int, tile: str) -> LouisState:
    """`p` takes a tile from the supply. When that supply is empty a substitute is taken and
    the supply counts below zero until tiles come back (seed 003, Remarques: missing material
    is replaced by something appropriate)."""
    i = tables().tiles.index(tile)
    s = upd(s, tile_supply=bump(s.court.tile_supply, i, -1))
    return with_seat(s, p, tiles=bump(s.seats[p].tiles, i, 1))


def return_tile(s: LouisState, p: int, i: int) -> LouisState:
    s = upd(s, tile_supply=bump(s.court.tile_supply, i, 1))
    return with_seat(s, p, tiles=bump(s.seats[p].tiles, i, -1))


def draw_influence(s: LouisState, p: int) -> LouisState:
    if not s.influence_deck:
        return s
    card, deck = s.influence_deck[0], s.influence_deck[1:]
    s = upd(s, influence_deck=deck)
    return with_seat(s, p, influence=s.seats[p].influence + (card,))


def draw_intrigue(s: LouisState, p: int) -> LouisState:
    if not s.court.intrigue_deck:
        return s
    card, deck = s.court.intrigue_deck[0], s.court.intrigue_deck[1:]
    s = upd(s, intrigue_deck=deck)
    return with_seat(s, p, intrigue=s.seats[p].intrigue + (card,))


def recover(s: LouisState, p: int, k: int) -> LouisState:
    """Up to `k` of `p`'s tokens go from the general reserve back to the personal one."""
    seat = s.seats[p]
    k = min(k, seat.general)
    return with_seat(s, p, general=seat.general - k, personal=seat.personal + k) if k else s


def gain_gold(s: LouisState, p: int, k: int) -> LouisState:
    return with_seat(s, p, gold=s.seats[p].gold + k)


def can_place_from_general(s: LouisState, p: int) -> bool:
    seat = s.seats[p]
    return seat.general > 0 or seat.personal > 0


def place_from_general(s: LouisState, p: int, board: int) -> LouisState:
    """A token from the general reserve onto `board`; from the personal reserve when the
    general reserve holds none of `p`'s tokens (seed 003, Remarques)."""
    seat = s.seats[p]
    if seat.general > 0:
        s = with_seat(s, p, general=seat.general - 1)
    else:
        s = with_seat(s, p, personal=seat.personal - 1)
    return add_tokens(s, board, p, 1)


def place_from_personal(s: LouisState, p: int, board: int, k: int = 1) -> LouisState:
    s = with_seat(s, p, personal=s.seats[p].personal - k)
    return add_tokens(s, board, p, k)


def neutral_index(s: LouisState) -> int | None:
    """The neutral colour's column on the boards (two players), else None."""
    return s.n if len(s.boards[0]) > s.n else None
