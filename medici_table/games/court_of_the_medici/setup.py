"""Setting up a game (seed 000, Préparation de la partie) and the optional redraw rule."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine.rng import Rng
from medici_table.games.court_of_the_medici.court import card_value
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState

CIRCLE_CARDS = 4
HAND_SIZE = 5


def lay_out(players: tuple[str, ...], options: dict[str, Any], seed: int) -> CourtState:
    """Shuffle each House's deck and lay its first 4 cards face up in the First Circle."""
    d = deck()
    rng = Rng.from_seed(seed)
    decks: list[tuple[str, ...]] = []
    removed: list[str] = []
    circle: list[tuple[str, ...]] = []
    for house in d.house_order:
        cards = d.house_cards(house, dukes=True)
        if not options["dukes"]:
            removed.extend(c for c in cards if d.cards[c].role == "duke")
            cards = tuple(c for c in cards if d.cards[c].role != "duke")
        shuffled, rng = rng.shuffle(cards)
        circle.extend((c,) for c in shuffled[:CIRCLE_CARDS])
        decks.append(shuffled[CIRCLE_CARDS:])
    jesters = tuple(sorted((c[0], 1) for c in circle if d.cards[c[0]].role == "jester"))
    state = CourtState(
        players=players,
        houses=d.house_order,
        dukes=options["dukes"],
        english_end=options["english_end"],
        decks=tuple(decks),
        hands=((), ()),
        first_circle=tuple(circle),
        outer=((), ()),
        discards=((), ()),
        removed=tuple(removed),
        jesters=jesters,
        limits=(None, None),
        shown=(),
        prepared=(0, 0),
        revalued=(),
        turn=0,
        phase="redraw",
        pending="",
        pending_target="",
        result="",
        to_act=0,
        rng=rng,
    )
    if options["redraw_duplicates"]:
        return next_redraw(state, 0)
    return finish_setup(state)


def value_key(card: str) -> str:
    """Cards of equal printed value for the redraw rule (two Jesters are both 'X')."""
    c = deck().cards[card]
    return "X" if c.role == "jester" else str(c.value)


def duplicates(state: CourtState, seat: int) -> list[str]:
    """The seat's First Circle cards whose value another of its First Circle cards shares."""
    house = state.houses[seat]
    own = [s[0] for s in state.first_circle if deck().cards[s[0]].house == house]
    keys = [value_key(c) for c in own]
    return [c for c, k in zip(own, keys, strict=True) if keys.count(k) > 1]


def next_redraw(state: CourtState, seat: int) -> CourtState:
    """Offer the redraw to `seat` (then the next seat) while it has duplicates and cards."""
    for s in range(seat, len(state.players)):
        if duplicates(state, s) and state.decks[s]:
            return replace(state, phase="redraw", to_act=s, turn=s)
    return finish_setup(state)


def redraw(state: CourtState, card: str) -> CourtState:
    """Set `card` aside and replace it, in place, by the top card of its owner's deck."""
    seat = state.to_act
    assert seat is not None
    new = state.decks[seat][0]
    circle = tuple((new,) if s[0] == card else s for s in state.first_circle)
    decks = list(state.decks)
    decks[seat] = decks[seat][1:]
    jesters = tuple(j for j in state.jesters if j[0] != card)
    if deck().cards[new].role == "jester":
        jesters = tuple(sorted(jesters + ((new, 1),)))
    state = replace(state, first_circle=circle, decks=tuple(decks), jesters=jesters,
                    removed=state.removed + (card,))
    return next_redraw(state, seat)


def keep_circle(state: CourtState) -> CourtState:
    assert state.to_act is not None
    return next_redraw(state, state.to_act + 1)


def finish_setup(state: CourtState) -> CourtState:
    """Shuffle set-aside cards back, deal 5 cards each, and find the first player."""
    d = deck()
    rng = state.rng
    decks = list(state.decks)
    removed = list(state.removed)
    for seat, house in enumerate(state.houses):
        back = [c for c in removed if d.cards[c].house == house
                and (state.dukes or d.cards[c].role != "duke")]
        if back:
            removed = [c for c in removed if c not in back]
            decks[seat], rng = rng.shuffle(decks[seat] + tuple(back))
    hands = tuple(decks[s][:HAND_SIZE] for s in range(len(decks)))
    decks = [decks[s][HAND_SIZE:] for s in range(len(decks))]
    state = replace(state, decks=tuple(decks), hands=hands, removed=tuple(removed), rng=rng)
    # First player: the House with the higher First Circle total, Jesters counting 1.
    totals = [0, 0]
    for s in state.first_circle:
        c = d.cards[s[0]]
        totals[state.houses.index(c.house)] += 1 if c.role == "jester" else card_value(state, s[0])
    if totals[0] != totals[1]:
        first = 0 if totals[0] > totals[1] else 1
    else:
        first, rng = rng.below(2)
    return replace(state, turn=first, to_act=first, phase="play", rng=rng)
