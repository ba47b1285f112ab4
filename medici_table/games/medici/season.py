"""Setting up, scoring and closing a season (seed 001, Installation, Décomptes, Saison suivante)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from medici_table.engine.rng import Rng
from medici_table.engine.scoring_hold import ScoringHold
from medici_table.engine.state import evolve
from medici_table.games.medici import cargo
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import MYSTERY, OVER, TURN, Income, MediciState


def all_cards(special_cards: bool) -> tuple[str, ...]:
    """The 36 cards of the base game, plus the 4 special cards with the advanced rule."""
    d = deck()
    return d.base + d.specials if special_cards else d.base


def new_game(players: tuple[str, ...], options: dict[str, Any], seed: int) -> MediciState:
    """Everyone's boat on space 30 (or 40), every marker at the base of its track."""
    n = len(players)
    rng = Rng.from_seed(seed)
    first, rng = rng.below(n)  # RULINGS: season 1's first auctioneer is drawn at random
    empty: tuple[tuple[str, ...], ...] = ((),) * n
    state = MediciState(
        players=players,
        original_auction=options["original_auction"],
        special_cards=options["special_cards"],
        season=0,
        phase=TURN,
        money=(options["start_money"],) * n,
        tracks=((0,) * len(deck().goods),) * n,
        boats=empty,
        specials=empty,
        deck=(),
        aside=all_cards(options["special_cards"]),
        discard=(),
        lot=(),
        auctioneer=first,
        bidders=(),
        high_bid=0,
        high_bidder=None,
        bids=(0,) * n,
        seller=None,
        holder=None,
        ledger=(),
        to_act=first,
        rng=rng,
    )
    return start_season(state, first)


def start_season(state: MediciState, first: int) -> MediciState:
    """All the cards shuffled; a deck of 6 per player; the rest set aside unseen."""
    n = len(state.players)
    shuffled, rng = state.rng.shuffle(all_cards(state.special_cards))
    size = min(len(shuffled), tables().cards_per_player * n)
    empty: tuple[tuple[str, ...], ...] = ((),) * n
    return evolve(state, season=state.season + 1, phase=TURN, boats=empty, specials=empty,
                   deck=shuffled[:size], aside=shuffled[size:], discard=(), lot=(),
                   auctioneer=first, bidders=(), high_bid=0, high_bidder=None, bids=(0,) * n,
                   seller=None,
                   holder=None, to_act=first, rng=rng)


def places(scores: Sequence[int], captain: int | None = None, least: int = 1
           ) -> dict[int, tuple[int, bool]]:
    """Each ranked seat's place (0 is first) and whether it shares it with others.

    Only a score of at least `least` ranks: every boat ranks, an empty one at weight 0 (seed
    001, Décompte du poids: "Les meilleurs gagnent des deniers de bonus suivant ce tableau";
    RULINGS, Medici), while a goods marker still at the base earns nothing (RULINGS). The
    Captain ranks ahead of the players he ties with (seed 001, Le Capitaine).
    """
    ranked = sorted((p for p, s in enumerate(scores) if s >= least),
                    key=lambda p: (-scores[p], p != captain))
    out: dict[int, tuple[int, bool]] = {}
    place = k = 0
    while k < len(ranked):
        key = (scores[ranked[k]], ranked[k] == captain)
        j = k + 1
        while j < len(ranked) and (scores[ranked[j]], ranked[j] == captain) == key:
            j += 1
        for p in ranked[k:j]:
            out[p] = (place, j - k > 1)
        place += j - k
        k = j
    return out


def split_prizes(scores: Sequence[int], prizes: Sequence[int], captain: int | None = None,
                 least: int = 1) -> tuple[int, ...]:
    """Prizes by rank (seed 001, Décompte du poids, exemple: 30+15 shared by two is 22 each).

    Tied players add the prizes of the places they occupy and share them, rounded down; the
    next player takes the next free place (see `places` for who ranks).
    """
    ranks = places(scores, captain, least)
    out = [0] * len(scores)
    for p, (place, _) in ranks.items():
        size = sum(1 for q, _ in ranks.values() if q == place)
        out[p] = sum(prizes[place:place + size]) // size
    return tuple(out)


def advance_tracks(state: MediciState) -> tuple[tuple[int, ...], ...]:
    """Each good card moves its owner's marker one space up that good's track (seed 001, 3)."""
    d, top = deck(), tables().track_top
    index = {g: i for i, g in enumerate(d.good_ids)}
    out = []
    for seat, boat in enumerate(state.boats):
        row = list(state.tracks[seat])
        for c in boat:
            good = d.cards[c].good
            if good is not None:
                row[index[good]] = min(top, row[index[good]] + 1)
        out.append(tuple(row))
    return tuple(out)


def end_season(state: MediciState) -> MediciState:
    """The buying is over: markers move, the Mystery 5's owner picks its good, then scoring."""
    state = evolve(state, tracks=advance_tracks(state), lot=(), bidders=(), high_bid=0,
                    high_bidder=None, bids=(0,) * len(state.players), seller=None, holder=None)
    mystery = cargo.owner_with(state, "mystery")
    if mystery is not None and state.special_cards:
        return evolve(state, phase=MYSTERY, to_act=mystery)
    return score(state)


def move_marker(state: MediciState, seat: int, good: str) -> MediciState:
    """The Mystery 5's good, chosen after the others have moved their markers."""
    i = deck().good_ids.index(good)
    row = state.tracks[seat]
    moved = row[:i] + (min(tables().track_top, row[i] + 1),) + row[i + 1:]
    return score(evolve(state, tracks=cargo.replace_at(state.tracks, seat, moved)))


def season_income(state: MediciState) -> Income:
    """Weight bonus, goods prizes and track bonuses of the season that just ended."""
    t = tables()
    n = len(state.players)
    captain = cargo.owner_with(state, "captain") if state.special_cards else None
    weights = tuple(cargo.weight(b) for b in state.boats)
    weight_income = split_prizes(weights, t.weight_bonus[n], captain, least=0)
    goods = [0] * n
    for g in range(len(deck().goods)):
        for seat, prize in enumerate(split_prizes([row[g] for row in state.tracks],
                                                  t.goods_prizes, captain)):
            goods[seat] += prize
    bonus = tuple(sum(t.track_bonus[space] for space in row) for row in state.tracks)
    cards = deck().cards
    each = tuple(tuple(cards[c].weight for c in boat) for boat in state.boats)
    return Income(state.season, weight_income, tuple(goods), bonus, weights, each, captain)


# inside `HOLD.holding()`: a season's scoring is noted, not made (`MediciRules.as_scored`)
HOLD = ScoringHold("medici_held_scoring")


def score(state: MediciState) -> MediciState:
    if HOLD.held(state.season):  # the state as the scoring counts it
        return state
    income = season_income(state)
    money = tuple(m + income.total(seat) for seat, m in enumerate(state.money))
    state = evolve(state, money=money, ledger=state.ledger + (income,))
    if state.season >= tables().seasons:
        return evolve(state, phase=OVER, to_act=None, lot=(), bidders=())
    poorest = min(money)
    tied = [seat for seat, m in enumerate(money) if m == poorest]
    first, rng = state.rng.choice(tied) if len(tied) > 1 else (tied[0], state.rng)
    return start_season(evolve(state, rng=rng), first)
