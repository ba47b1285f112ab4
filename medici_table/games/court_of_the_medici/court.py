"""Pure helpers over a CourtState: card values, stack totals, and changes to the court."""

from __future__ import annotations

from medici_table.engine.state import evolve
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState, Stack

JESTER_MAX = 10


def card_value(state: CourtState, card: str) -> int:
    """A card's influence now: a Jester at court counts its chosen value."""
    v = state.jester_value(card)
    return v if v is not None else deck().cards[card].value


def stack_total(state: CourtState, stack: Stack) -> int:
    return sum(card_value(state, c) for c in stack)


def role(card: str) -> str:
    return deck().cards[card].role


def find_stack(state: CourtState, bottom: str) -> tuple[str, int, Stack] | None:
    """(area, index, stack) of the stack whose bottom card is `bottom`."""
    for i, s in enumerate(state.first_circle):
        if s[0] == bottom:
            return "first", i, s
    for seat, stacks in enumerate(state.outer):
        for i, s in enumerate(stacks):
            if s[0] == bottom:
                return f"outer.{seat}", i, s
    return None


def stacks_of(state: CourtState, area: str) -> tuple[Stack, ...]:
    return state.first_circle if area == "first" else state.outer[int(area.split(".")[1])]


def with_area(state: CourtState, area: str, stacks: tuple[Stack, ...]) -> CourtState:
    if area == "first":
        return evolve(state, first_circle=stacks)
    seat = int(area.split(".")[1])
    outer = state.outer[:seat] + (stacks,) + state.outer[seat + 1:]
    return evolve(state, outer=outer)


def replace_stack(state: CourtState, bottom: str, new: tuple[Stack, ...]) -> CourtState:
    """Put `new` (zero, one or several stacks) where the stack `bottom` lies."""
    found = find_stack(state, bottom)
    assert found is not None, bottom
    area, i, _ = found
    stacks = stacks_of(state, area)
    return with_area(state, area, stacks[:i] + new + stacks[i + 1:])


def discard(state: CourtState, cards: Stack) -> CourtState:
    """Send eliminated cards to their House's discard pile and forget Jester values."""
    piles = list(state.discards)
    for c in cards:
        seat = state.houses.index(deck().cards[c].house)
        piles[seat] = piles[seat] + (c,)
    gone = set(cards)
    jesters = tuple(j for j in state.jesters if j[0] not in gone)
    return evolve(state, discards=tuple(piles), jesters=jesters)


def set_jester(state: CourtState, card: str, value: int) -> CourtState:
    jesters = tuple(sorted([j for j in state.jesters if j[0] != card] + [(card, value)]))
    return evolve(state, jesters=jesters)


def playable(state: CourtState, seat: int, card: str) -> bool:
    """The last-card limit (seed 000, Piocher une carte): nothing above the last card drawn."""
    limit = state.limits[seat]
    if limit is None:
        return True
    if role(card) == "jester":
        return limit >= 1
    return deck().cards[card].value <= limit


def jester_range(state: CourtState, seat: int) -> range:
    limit = state.limits[seat]
    top = JESTER_MAX if limit is None else min(JESTER_MAX, limit)
    return range(1, top + 1)


def court_cards(state: CourtState) -> list[str]:
    return [c for _, s in state.all_stacks() for c in s]


def house_has_first_circle_card(state: CourtState, house: str) -> bool:
    return any(deck().cards[c].house == house for s in state.first_circle for c in s)
