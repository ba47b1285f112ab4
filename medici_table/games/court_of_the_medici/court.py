"""Pure helpers over a CourtState: card values, stack totals, and changes to the court."""

from __future__ import annotations

from functools import cache
from operator import itemgetter

from medici_table.engine.state import evolve
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState, Stack

JESTER_MAX = 10
_bottom = itemgetter(0)


def card_value(state: CourtState, card: str) -> int:
    """A card's influence now: a Jester at court counts its chosen value."""
    if state.jesters:
        v = state.jester_value(card)
        if v is not None:
            return v
    return deck().cards[card].value


@cache
def printed_values() -> dict[str, int]:
    """Every card's printed value, by id (a Jester's is 1)."""
    return {cid: c.value for cid, c in deck().cards.items()}


def values_now(state: CourtState) -> dict[str, int]:
    """Every card's influence now, by id (`card_value` for all cards at once): read, never
    changed (without Jesters at court it is `printed_values` itself)."""
    printed = printed_values()
    return printed | dict(state.jesters) if state.jesters else printed


def stack_total(state: CourtState, stack: Stack) -> int:
    cards = deck().cards
    if not state.jesters:  # most of a game: every card counts its printed value
        return sum([cards[c].value for c in stack])
    jesters = dict(state.jesters)
    return sum([jesters[c] if c in jesters else cards[c].value for c in stack])


def court_stacks(state: CourtState) -> list[Stack]:
    """Every stack at court, in `all_stacks`' order (the First Circle, then each seat's Outer
    Court), without their areas."""
    stacks = list(state.first_circle)
    for side in state.outer:
        stacks += side
    return stacks


def stack_totals(state: CourtState) -> tuple[list[Stack], list[str], list[int]]:
    """Every stack at court (`court_stacks`), its bottom card (the stack's name in moves) and
    its total: the Jesters' values looked up once, the sums run in C."""
    stacks = court_stacks(state)
    value = values_now(state).__getitem__
    return stacks, list(map(_bottom, stacks)), [sum(map(value, s)) for s in stacks]


def role(card: str) -> str:
    return deck().cards[card].role


def find_stack(state: CourtState, bottom: str) -> tuple[str, int, Stack] | None:
    """(area, index, stack) of the stack whose bottom card is `bottom`."""
    stacks = state.first_circle
    bottoms = list(map(_bottom, stacks))  # the scans run in C: this is called at every play
    if bottom in bottoms:
        i = bottoms.index(bottom)
        return "first", i, stacks[i]
    for seat, stacks in enumerate(state.outer):
        bottoms = list(map(_bottom, stacks))
        if bottom in bottoms:
            i = bottoms.index(bottom)
            return f"outer.{seat}", i, stacks[i]
    return None


def stacks_of(state: CourtState, area: str) -> tuple[Stack, ...]:
    return state.first_circle if area == "first" else state.outer[int(area.split(".")[1])]


def with_area(state: CourtState, area: str, stacks: tuple[Stack, ...]) -> CourtState:
    if area == "first":
        return evolve(state, first_circle=stacks)
    seat = int(area.split(".")[1])
    outer = state.outer[:seat] + (stacks,) + state.outer[seat + 1:]
    return evolve(state, outer=outer)


def replace_stack(state: CourtState, bottom: str, new: tuple[Stack, ...],
                  found: tuple[str, int, Stack] | None = None) -> CourtState:
    """Put `new` (zero, one or several stacks) where the stack `bottom` lies (`found`: that
    stack's place, when the caller has looked it up already)."""
    if found is None:
        found = find_stack(state, bottom)
    assert found is not None and found[2][0] == bottom, bottom
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
