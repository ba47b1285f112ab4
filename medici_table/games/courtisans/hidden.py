"""What each player may know, and the count of every component (seed 002, Mise en place /
Les espions; RULINGS, Courtisans).

Secret from player p: the deck, the cards set aside, the missions left in the box, the other
players' hands and (until the end) missions, and every face-down spy, whoever laid it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from medici_table.games.courtisans.state import CourtisansState, handle_index, is_handle

CARD_BACK = "?card"
SPY_BACK = "?spy"
MISSION_BACK = "?mission"


def hidden_spies(state: CourtisansState) -> set[int]:
    """Indices k of spies still face down: all of them until the end, then those eliminated."""
    if not state.revealed:
        return set(range(len(state.spies)))
    return {handle_index(c) for c in state.discard if is_handle(c)}


def secret_ids(state: CourtisansState, p: int) -> frozenset[str]:
    out: set[str] = set(state.deck) | set(state.removed) | set(state.unused_missions)
    for q in range(len(state.players)):
        if q != p:
            out.update(state.hands[q])
            if not state.revealed:
                out.update(state.missions[q])
    out.update(state.spies[k] for k in hidden_spies(state))
    return frozenset(out)


def view(state: CourtisansState, p: int) -> CourtisansState:
    """The same table with what `p` may not know turned face down."""
    hidden = hidden_spies(state)
    hands = tuple(h if q == p else (CARD_BACK,) * len(h) for q, h in enumerate(state.hands))
    missions = tuple(m if q == p or state.revealed else (MISSION_BACK,) * len(m)
                     for q, m in enumerate(state.missions))
    return replace(
        state,
        deck=(CARD_BACK,) * len(state.deck),
        removed=(CARD_BACK,) * len(state.removed),
        hands=hands,
        spies=tuple(SPY_BACK if k in hidden else s for k, s in enumerate(state.spies)),
        missions=missions,
        unused_missions=(MISSION_BACK,) * len(state.unused_missions),
    )


def components(state: CourtisansState) -> Counter[str]:
    """Every courtier card and mission card, wherever it lies (spies counted as themselves)."""
    out: Counter[str] = Counter()
    piles = (state.deck, state.removed, state.discard, state.unused_missions,
             *state.hands, *state.above, *state.below, *state.domains, *state.missions)
    for pile in piles:
        out.update(state.real(c) for c in pile)
    return out
