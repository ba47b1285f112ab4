"""What lies before each merchant: boats, their room, weight, and the special cards' owners."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import MediciState

T = TypeVar("T")


def special_of(card: str) -> str | None:
    return deck().cards[card].special


def takes_slot(card: str) -> bool:
    return deck().cards[card].takes_slot


def _kinds() -> tuple[frozenset[str], frozenset[str]]:
    """The cards that fill a boat's place and the Over-stock cards, worked out once per deck
    (the auctions ask about room at every bid)."""
    d = deck()
    if _KINDS[0] is not d:
        _KINDS[:] = [d, frozenset(c for c, x in d.cards.items() if x.takes_slot),
                     frozenset(c for c, x in d.cards.items() if x.special == "overstock")]
    return _KINDS[1], _KINDS[2]


_KINDS: list[Any] = [None, frozenset(), frozenset()]


def need(cards: Iterable[str]) -> int:
    """Boat places a lot fills (seed 001, Sur-stockage: special cards are no cargo)."""
    return sum(map(_kinds()[0].__contains__, cards))  # how many fill a place


def extra_room(cards: Iterable[str]) -> int:
    """One more place when the cards bring the Over-stock with them."""
    if not cards:
        return 0
    return sum(map(_kinds()[1].__contains__, cards))  # how many are an Over-stock


def capacity(state: MediciState, seat: int) -> int:
    """Five places (RULINGS, boat), six with the Over-stock."""
    return tables().boat_size + extra_room(state.specials[seat])


def room(state: MediciState, seat: int) -> int:
    specials = state.specials[seat]  # capacity(), asked at every bid: most boats have none
    cap = tables().boat_size + (extra_room(specials) if specials else 0)
    return max(0, cap - len(state.boats[seat]))


def can_take(state: MediciState, seat: int, cards: tuple[str, ...]) -> bool:
    """A merchant whose boat is full buys nothing more; nobody may overfill a boat."""
    r = room(state, seat)
    return r > 0 and need(cards) <= r + extra_room(cards)


def takers(state: MediciState, seats: Iterable[int], cards: tuple[str, ...]) -> list[int]:
    """The seats (in the order given) that `can_take` the cards: the lot's places and its
    Over-stock counted once for all of them (every auction asks this of every seat)."""
    more = need(cards)
    extra = extra_room(cards)
    size = tables().boat_size
    boats, specials = state.boats, state.specials
    out = []
    for p in seats:
        own = specials[p]
        r = size + (extra_room(own) if own else 0) - len(boats[p])
        if r > 0 and more <= r + extra:
            out.append(p)
    return out


def with_room(state: MediciState) -> list[int]:
    """The seats whose boat has room, in seat order."""
    size = tables().boat_size
    boats, specials = state.boats, state.specials
    return [p for p in range(len(boats))
            if size + (extra_room(specials[p]) if specials[p] else 0) > len(boats[p])]


def weight(boat: Iterable[str]) -> int:
    cards_ = deck().cards
    return sum(cards_[c].weight for c in boat)


def owner_with(state: MediciState, special: str) -> int | None:
    """The seat holding a special card this season (in its boat or before it), if any."""
    for seat in range(len(state.players)):
        for c in state.specials[seat] + state.boats[seat]:
            if deck().cards[c].special == special:
                return seat
    return None


def in_order(state: MediciState, after: int) -> tuple[int, ...]:
    """Every seat clockwise starting left of `after`, `after` itself last."""
    n = len(state.players)
    return _ORDERS[n][after % n] if n in _ORDERS else tuple((after + i) % n for i in range(1, n + 1))


#: `in_order` for each player count and seat (asked at every auction)
_ORDERS = {n: tuple(tuple((a + i) % n for i in range(1, n + 1)) for a in range(n)) for n in range(1, 9)}


def owner_of(state: MediciState, card: str) -> int | None:
    for seat in range(len(state.players)):
        if card in state.boats[seat] or card in state.specials[seat]:
            return seat
    return None


def give(state: MediciState, seat: int, cards: tuple[str, ...]
         ) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """Boats and special rows after `seat` receives `cards` (cargo in the boat, specials aside)."""
    cargo = tuple(c for c in cards if takes_slot(c))
    extras = tuple(c for c in cards if not takes_slot(c))
    boats, specials = state.boats, state.specials
    if cargo:
        boats = replace_at(boats, seat, boats[seat] + cargo)
    if extras:
        specials = replace_at(specials, seat, specials[seat] + extras)
    return boats, specials


def take_away(state: MediciState, seat: int, card: str
              ) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """Boats and special rows after `card` leaves `seat`."""
    boats, specials = state.boats, state.specials
    if card in boats[seat]:
        boats = replace_at(boats, seat, tuple(c for c in boats[seat] if c != card))
    else:
        specials = replace_at(specials, seat, tuple(c for c in specials[seat] if c != card))
    return boats, specials


def replace_at(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return items[:i] + (value,) + items[i + 1:]


def add_at(items: tuple[int, ...], i: int, amount: int) -> tuple[int, ...]:
    return items[:i] + (items[i] + amount,) + items[i + 1:]
