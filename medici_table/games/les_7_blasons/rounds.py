"""Setting up a game and a round, dealing the coats of arms, and scoring a round.

Seed 004, Préparation and Décompte des points; RULINGS (3 rounds, one more to break a tie,
first leader drawn by lot, a round led by the taker of the last won trick).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from medici_table.engine.rng import Rng
from medici_table.engine.scoring_hold import ScoringHold
from medici_table.engine.state import maker
from medici_table.games.les_7_blasons.data import HAND, components
from medici_table.games.les_7_blasons.state import (
    COAT_IDS,
    NOBODY,
    POOL,
    BlasonsState,
    Coat,
    evolve,
)

ROUNDS = 3
TRICKS = HAND


@lru_cache(maxsize=64)  # the houses of a game, dealt again at every round
def coat_faces(houses: tuple[str, ...]) -> tuple[str, ...]:
    comp = components()
    return tuple(face for h in houses for face in comp.coats_of(h))


def _coat_id(i: int) -> str:
    """The id of the coat dealt `i`-th (from 0): "coat.01", "coat.02"..."""
    return COAT_IDS[i] if i < len(COAT_IDS) else f"coat.{i + 1:02d}"


#: `Coat(...)` with every field given, without __init__'s checked stores (a deal makes ~40)
_coat = maker(Coat)


def deal_coats(state: BlasonsState) -> BlasonsState:
    """Shuffle every coat face down into the pool; each player takes 3 (2 unseen face down and
    1 face up) at 3-4 players, 2 (1 and 1) at 5-7. Token ids follow the shuffled order."""
    faces, rng = state.rng.shuffle(coat_faces(state.houses))
    down, up = components().deal[state.n]
    coats: list[Coat] = []
    i = 0
    for seat in range(state.n):
        for k in range(down + up):
            coats.append(_coat(_coat_id(i), faces[i], k >= down, seat, ()))
            i += 1
    for face in faces[i:]:
        coats.append(_coat(_coat_id(i), face, False, POOL, ()))
        i += 1
    return evolve(state, coats=tuple(coats), rng=rng)


def start_round(state: BlasonsState, leader: int) -> BlasonsState:
    """Everybody takes back their 8 cards; the coats are shuffled and dealt again."""
    comp = components()
    state = evolve(
        state,
        tricks_done=0,
        phase="play",
        leader=leader,
        hands=tuple(comp.cards_of(h) for h in state.houses),
        trick=(), value_of=(), power_of=(), resolving=0, winner=NOBODY,
        piles=tuple(() for _ in state.players),
        set_aside=(),
        last_winner=NOBODY,
        used=(), pending=(), budget=0, partner=NOBODY,
        to_act=leader,
    )
    return deal_coats(state)


def new_game(players: tuple[str, ...], options: dict[str, Any], seed: int,
             houses: tuple[str, ...] | None = None) -> BlasonsState:
    """Seats take the houses in the order of houses.yaml; the first leader is drawn by lot."""
    comp = components()
    houses = houses or comp.house_order[: len(players)]
    bourgeois = options["bourgeois_consult"] or options["bourgeois_serve"] \
        or options["bourgeois_curious"]
    n_cards = len(comp.bourgeoisie_for(len(players))) if bourgeois else 0
    leader, rng = Rng.from_seed(seed).below(len(players))
    state = BlasonsState(
        players=players, houses=houses,
        consult=options["bourgeois_consult"], serve=options["bourgeois_serve"],
        curious=options["bourgeois_curious"], active_religieux=options["active_religieux"],
        round=1, tricks_done=0, phase="play", leader=leader, hands=(), trick=(), value_of=(),
        power_of=(), resolving=0, winner=NOBODY, coats=(), piles=(), set_aside=(),
        last_winner=NOBODY, round_scores=(), round_detail=(), round_coats=(), round_values=(),
        tied=(),
        bourgeoisie=(NOBODY,) * n_cards, used=(), pending=(), budget=0, partner=NOBODY,
        to_act=leader, rng=rng,
    )
    return start_round(state, leader)


def colour_factors(state: BlasonsState, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two factors of `seat`'s points, per house of the game (in seat order): the face-up
    coats of that house in front of `seat`, and the values of that house's cards in `seat`'s
    tricks."""
    comp = components()
    coats = [0] * state.n
    sums = [0] * state.n
    index = {h: i for i, h in enumerate(state.houses)}
    for c in state.coats:
        if c.at == seat and c.up:
            coats[index[comp.coat_house[c.face]]] += 1
    for pile in state.piles[seat]:
        for card in pile.cards:
            sums[index[comp.card_house[card]]] += comp.card_value[card]
    return tuple(coats), tuple(sums)


def colour_points(state: BlasonsState, seat: int) -> tuple[int, ...]:
    """Per house of the game: face-up coats of that house in front of `seat` times the values
    of that house's cards in `seat`'s tricks; 0 for `seat`'s own house."""
    coats, sums = colour_factors(state, seat)
    return tuple(0 if h == seat else coats[h] * sums[h] for h in range(state.n))


def totals(state: BlasonsState) -> tuple[int, ...]:
    return tuple(sum(r[s] for r in state.round_scores) for s in range(state.n))


def attribute_bourgeoisie(state: BlasonsState) -> BlasonsState:
    """After rounds 1 and 2 (variants 1-3): the highest card to the leader of the standings,
    and so on down; a card that falls on players tied with each other goes to the next one."""
    if not state.bourgeoisie or state.round > 2:
        return state
    total = totals(state)
    order = sorted(range(state.n), key=lambda s: -total[s])
    untied = [s for s in order if sum(1 for t in total if t == total[s]) == 1]
    cards = len(state.bourgeoisie)
    holders = [NOBODY] * cards
    for rank, seat in enumerate(untied[:cards]):
        holders[cards - 1 - rank] = seat
    return evolve(state, bourgeoisie=tuple(holders))


# inside `HOLD.holding()`: a round's scoring is noted, not made (`BlasonsRules.as_scored`)
HOLD = ScoringHold("les_7_blasons_held_scoring")


def end_round(state: BlasonsState) -> BlasonsState:
    """Score the round, then start the next, the tie-break round, or end the game."""
    if HOLD.held(state.round):  # the round as its scoring counts it: every trick gathered
        return evolve(state, to_act=None)
    factors = tuple(colour_factors(state, s) for s in range(state.n))
    detail = tuple(tuple(0 if h == s else c * v for h, (c, v) in enumerate(zip(*f, strict=True)))
                   for s, f in enumerate(factors))  # never one's own house
    scores = tuple(max(row) for row in detail)  # only the best house counts
    state = evolve(state, round_scores=state.round_scores + (scores,), round_detail=detail,
                   round_coats=tuple(f[0] for f in factors),
                   round_values=tuple(f[1] for f in factors))
    state = attribute_bourgeoisie(state)
    leader = state.last_winner if state.last_winner != NOBODY else state.leader
    if state.round < ROUNDS:
        return start_round(evolve(state, round=state.round + 1), leader)
    if state.round == ROUNDS:
        total = totals(state)
        best = [s for s in range(state.n) if total[s] == max(total)]
        if len(best) > 1:
            return start_round(evolve(state, round=ROUNDS + 1, tied=tuple(best)), leader)
    return evolve(state, phase="over", to_act=None, leader=leader)
