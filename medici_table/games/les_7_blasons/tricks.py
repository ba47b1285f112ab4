"""A trick: cards played, the powers used in play order, the Malandrin, and who takes it.

Seed 004, Déroulement and Précisions sur le malandrin, as settled by RULINGS: once the last card
is down, each card's power is used in play order. Each card of the trick carries its value and
its power; a Malandrin, when its turn comes, *takes* one of them from the card it chooses
("il se substitue à cette carte"): a value taken leaves that card without a value, a power taken
is used by the Malandrin's player when the robbed card's turn comes. A power already used (of a
card before the Malandrin) cannot be taken any more; a value can always be taken.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from medici_table.engine.move import Move, shared_move
from medici_table.engine.state import maker
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.state import (
    NOBODY,
    POOL,
    BlasonsState,
    Coat,
    Played,
    coat_index,
    evolve,
)


def power_of_card(state: BlasonsState, card: str) -> str:
    """The power a card has in this game ("none" for the Bourgeois, the plain Religieux)."""
    return card_power(card, state.active_religieux)


@lru_cache(maxsize=1024)  # a card's power is read at every card played and every power used
def card_power(card: str, active_religieux: bool) -> str:
    """`power_of_card` from the card and the game's variant 4 (active Religieux)."""
    return _power(card, active_religieux)


def _power(card: str, active_religieux: bool) -> str:
    comp = components()
    ch = comp.characters[comp.card_character[card]]
    if ch.requires_option == "active_religieux" and not active_religieux:
        return "none"
    return ch.power


@lru_cache(maxsize=1024)
def is_malandrin(card: str) -> bool:
    comp = components()
    return comp.characters[comp.card_character[card]].power == "malandrin"


def play_card(state: BlasonsState, seat: int, card: str) -> BlasonsState:
    """`seat` lays `card` face up in the trick; it holds its own value and power for now."""
    hands = state.hands
    hand = hands[seat]
    if hand.count(card) == 1:  # a card is one component: cut where it lies
        i = hand.index(card)
        left = hand[:i] + hand[i + 1:]
    else:
        left = tuple(c for c in hand if c != card)
    star, has_power = _traits(card, state.active_religieux)
    trick = state.trick + (_played(seat, card),)
    return evolve(
        state,
        hands=hands[:seat] + (left,) + hands[seat + 1:],
        trick=trick,
        value_of=state.value_of + ((NOBODY if star else seat),),
        power_of=state.power_of + ((seat if has_power else NOBODY),),
        to_act=(state.leader + len(trick)) % len(state.players),
    )


@lru_cache(maxsize=1024)
def _traits(card: str, active_religieux: bool) -> tuple[bool, bool]:
    """Whether `card` is a Malandrin, and whether it has a power (a Malandrin has one)."""
    star = is_malandrin(card)
    return star, star or _power(card, active_religieux) != "none"


#: `Played(seat, card)`, made once per value and shared (a record costs two checked stores)
_played = cache(Played)


def malandrin_moves(state: BlasonsState, holder: int) -> list[Move]:
    """What the Malandrin at `state.resolving` may take, chosen by `holder`'s player.

    Value: of any character card, or the holder's own Malandrin ("se choisir lui-même": the star
    then ranks below every card). Power: of a card later in play order that has one, another
    Malandrin included (its choice is then made by `holder`, when its turn comes).
    """
    k = state.resolving
    out: list[Move] = []
    for p in state.trick:
        if not is_malandrin(p.card) or p.seat == holder:
            out.append(shared_move("malandrin", card=p.card, choice="value"))
    for t in range(k + 1, len(state.trick)):
        card = state.trick[t].card
        if is_malandrin(card) or power_of_card(state, card) != "none":
            out.append(shared_move("malandrin", card=card, choice="power"))
    return out


def take(state: BlasonsState, holder: int, card: str, choice: str) -> BlasonsState:
    """`holder` takes the value or the power of `card` (a Malandrin's choice); the Malandrin's
    turn is over."""
    t = next(i for i, p in enumerate(state.trick) if p.card == card)
    if choice == "value":
        return evolve(state, value_of=_put(state.value_of, t, holder),
                       resolving=state.resolving + 1)
    return evolve(state, power_of=_put(state.power_of, t, holder), resolving=state.resolving + 1)


def _put(row: tuple[int, ...], i: int, seat: int) -> tuple[int, ...]:
    return row[:i] + (seat,) + row[i + 1:]


def held_values(state: BlasonsState) -> dict[int, int]:
    """Seat -> the value it holds in the complete trick (a seat robbed of its value holds none)."""
    values = components().card_value
    return {seat: values[state.trick[t].card]
            for t, seat in enumerate(state.value_of) if seat != NOBODY}


def trick_taker(held: dict[int, int]) -> int:
    """Who takes the trick (seed 004, Déroulement; RULINGS: one step only).

    The highest value wins; equal highest values cancel and the next value down wins; if that
    value is shared too, nobody takes the trick. 5,5,3 -> the 3; 7,7,7,2 -> the 2; 5,5,3,3,1 ->
    nobody.
    """
    if not held:
        return NOBODY
    counts: dict[int, int] = {}
    for v in held.values():
        counts[v] = counts.get(v, 0) + 1
    ranked = sorted(counts, reverse=True)
    for value in ranked[:2]:
        if counts[value] == 1:
            return next(s for s, v in held.items() if v == value)
    return NOBODY


def next_to_play(state: BlasonsState) -> int:
    return (state.leader + len(state.trick)) % state.n


# --- the powers over the coats of arms (seed 004, Présentation des pouvoirs) ------------------
# Every power names the coat token it acts on (`token`, a coat id such as "coat.07") and where it
# goes (`target`: "coats.<seat>", "pool", or, for the Intendant, the other coat's id). A coat
# always moves "en l'état": face up or face down as it lay. The trick winner's free action lives
# here too, as it also acts on coats.

COAT_POWERS = ("manant", "menetrier", "magistrat", "intendant", "religieux")


def zone(seat: int) -> str:
    """The zone id of the coats in front of `seat` ("pool" for the pool)."""
    z = _ZONES.get(seat)
    return z if z is not None else f"coats.{seat}"


_ZONES = {POOL: "pool", **{s: f"coats.{s}" for s in range(8)}}


def seat_of_zone(target: str | None) -> int | None:
    if target == "pool":
        return POOL
    if target and target.startswith("coats."):
        tail = target[6:]
        if tail.isdigit():
            return int(tail)
    return None


@cache
def coat_move(kind: str, token: str, target: str | None = None) -> Move:
    """The move `kind` on coat `token` (made once: legal_moves lists hundreds of them)."""
    return shared_move(kind, token=token, target=target)


class _SwapRow(dict[str, Move]):
    """The Intendant's moves swapping coat `a` with each other coat, by the other coat's id,
    made the first time they are listed (a listing has hundreds: a look-up each)."""

    def __init__(self, a: str) -> None:
        super().__init__()
        self.a = a

    def __missing__(self, b: str) -> Move:
        move = self[b] = coat_move("intendant", self.a, b)
        return move


class _MoveRow(dict[str, Move]):
    """The moves `kind` of each coat to one `target`, by the coat's id, made the first time
    they are listed (then a look-up each, not a call)."""

    def __init__(self, kind: str, target: str | None) -> None:
        super().__init__()
        self.kind, self.target = kind, target

    def __missing__(self, coat: str) -> Move:
        move = self[coat] = coat_move(self.kind, coat, self.target)
        return move


@cache
def _moves_of(kind: str, target: str | None) -> _MoveRow:
    return _MoveRow(kind, target)


@cache
def _swaps(a: str) -> _SwapRow:
    return _SwapRow(a)


def power_moves(state: BlasonsState, power: str, seat: int) -> list[Move]:
    """Every way `seat` may use `power` now; [] when the power is impossible (then skipped)."""
    coats = state.coats
    if power == "manant":  # takes a coat from the pool into his own display
        here = zone(seat)
        row = _moves_of("manant", here)
        return [row[c.id] for c in coats if c.at == POOL]
    if power == "menetrier":  # turns up a coat: any display, his own, or the pool
        row = _moves_of("menetrier", None)
        return [row[c.id] for c in coats if not c.up]
    if power == "magistrat":  # removes a coat from another player's display to the pool
        row = _moves_of("magistrat", "pool")
        return [row[c.id] for c in coats if c.at != POOL and c.at != seat]
    if power == "intendant":  # swaps a displayed coat with one of another display or the pool
        out: list[Move] = []
        away: dict[int, list[str]] = {}  # per place, the coats lying elsewhere, in order
        for a in coats:
            at = a.at
            if at != POOL:
                others = away.get(at)
                if others is None:
                    others = away[at] = [b.id for b in coats if b.at != at]
                out += map(_swaps(a.id).__getitem__, others)
        return out
    if power == "religieux":  # moves a displayed coat to another display (variant 4)
        return [coat_move("religieux", a.id, zone(s))
                for a in coats if a.at != POOL for s in range(state.n) if s != a.at]
    return []


def power_possible(state: BlasonsState, power: str, seat: int) -> bool:
    """Whether `power_moves` would offer anything (without listing the moves)."""
    coats = state.coats
    if power == "manant":  # from the last coat (here and below): the pool's are dealt last
        return any(c.at == POOL for c in reversed(coats))
    if power == "menetrier":
        return any(not c.up for c in reversed(coats))
    if power == "magistrat":
        return any(c.at != POOL and c.at != seat for c in coats)
    if power == "intendant":
        places = {c.at for c in coats}
        return len(places) > 1 and any(p != POOL for p in places)
    if power == "religieux":
        return any(c.at != POOL for c in coats)
    return False


def coat_move_legal(state: BlasonsState, move: Move, seat: int) -> bool:
    """Whether a power's or the taker's move is legal, without listing every move."""
    coat = state.coat(str(move.token))
    if coat is None:
        return False
    kind, cid = move.kind, coat.id
    if kind == "manant":
        return coat.at == POOL and move == shared_move(kind, token=cid, target=zone(seat))
    if kind in ("menetrier", "reveal"):
        shown = kind == "menetrier" or coat.at != POOL
        return shown and not coat.up and move == shared_move(kind, token=cid)
    if kind == "magistrat":
        return coat.at not in (POOL, seat) and move == shared_move(kind, token=cid, target="pool")
    if kind == "intendant":
        other = state.coat(str(move.target))
        return (other is not None and coat.at != POOL and other.at != coat.at
                and move == shared_move(kind, token=cid, target=other.id))
    if kind == "religieux":
        dest = seat_of_zone(move.target)
        return (coat.at != POOL and dest is not None and 0 <= dest < state.n
                and dest != coat.at and move == shared_move(kind, token=cid, target=zone(dest)))
    if kind == "take":
        return coat.at == POOL and move == shared_move(kind, token=cid, target=zone(seat))
    return False


def winner_possible(state: BlasonsState) -> bool:
    # from the last coat: the pool's are dealt last
    return any(c.at == POOL or not c.up for c in reversed(state.coats))


def winner_moves(state: BlasonsState, seat: int) -> list[Move]:
    """The trick winner's free action (seed 004, Déroulement): reveal a displayed coat, or take
    one from the pool as it lies."""
    here = zone(seat)
    reveal, take = _moves_of("reveal", None), _moves_of("take", here)
    coats = state.coats
    return ([reveal[c.id] for c in coats if c.at != POOL and not c.up]
            + [take[c.id] for c in coats if c.at == POOL])


def _index(state: BlasonsState, coat_id: str | None) -> int:
    i = coat_index(state.coats, coat_id)
    if i < 0:
        raise ValueError(f"no coat {coat_id!r}")
    return i


#: `Coat(...)` with every field given, without __init__'s checked stores
_coat = maker(Coat)


def _set(state: BlasonsState, changes: tuple[tuple[int, Coat], ...],
         **extra: Any) -> BlasonsState:
    coats = list(state.coats)
    for i, c in changes:
        coats[i] = c
    return evolve(state, coats=tuple(coats), **extra)


def apply_coat_move(state: BlasonsState, move: Move, **extra: Any) -> BlasonsState:
    """The coats after a power or the winner's action (the move is known to be legal);
    `extra` are other fields of the state to change at the same time."""
    i = _index(state, move.token)
    c = state.coats[i]
    if move.kind in ("menetrier", "reveal"):
        return _set(state, ((i, _coat(c.id, c.face, True, c.at, ())),), **extra)
    if move.kind == "intendant":
        j = _index(state, move.target)
        o = state.coats[j]
        return _set(state, ((i, _coat(c.id, c.face, c.up, o.at, c.seen)),
                            (j, _coat(o.id, o.face, o.up, c.at, o.seen))), **extra)
    dest = seat_of_zone(move.target)
    if dest is None:
        raise ValueError(f"no zone {move.target!r}")
    return _set(state, ((i, _coat(c.id, c.face, c.up, dest, c.seen)),), **extra)
