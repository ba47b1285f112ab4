"""The games' knowledge the bots stand on: Medici's projected season, Courtisans' uncertain
standings and turn planner, and the strong level's prior."""

from __future__ import annotations

import random
from dataclasses import replace

from medici_table import games
from medici_table.bots.games import courtisans as cbot
from medici_table.bots.games import medici as mbot
from medici_table.bots.mcts import StrongBot
from medici_table.engine.sim import default_players
from medici_table.games.medici.data import tables
from tests.bots.courtisans_play import random_moves, random_position
from tests.bots.medici_auction import first_auction


def _medici(players: int, seed: int = 3):  # type: ignore[no-untyped-def]
    rules = games.get("medici")
    return rules, rules.new_game(default_players(rules, players), {}, seed)


def test_medici_empty_boats_share_the_weight_prizes_evenly() -> None:
    _, state = _medici(4)
    prizes = mbot.expected_weight_prizes(state)
    total = sum(tables().weight_bonus[4])
    assert abs(sum(prizes) - total) < 1e-6
    assert max(prizes) - min(prizes) < 1e-6


def test_medici_a_heavier_boat_expects_more_but_not_the_whole_first_prize() -> None:
    """Early in a season the others' boats will fill: a first heavy card is a lead, not the
    first prize (the old 'if the season ended now' gave it all 30 florins)."""
    _, state = _medici(4)
    heavy = next(c for c in state.deck if c.split(".")[1] == "5")
    boats = ((heavy,), (), (), ())
    prizes = mbot.expected_weight_prizes(replace(state, boats=boats))
    assert prizes[0] == max(prizes)
    assert prizes[0] < tables().weight_bonus[4][0]
    assert abs(sum(prizes) - sum(tables().weight_bonus[4])) < 1e-6


def test_medici_no_bid_above_half_ones_money_while_the_boat_keeps_room() -> None:
    """Issue 23: a normal bot paid 24 of its 30 florins for two cards in the first auction.
    Whatever the lot is worth, half one's money is the most, unless the lot fills the boat."""
    rules = games.get("medici")
    state = first_auction(4, 3)
    me = state.to_act
    heavy = ("diamonds.5.1", "diamonds.5.2")
    rest = tuple(c for c in state.deck if c not in heavy + state.lot)
    early = replace(state, lot=heavy, deck=rest)
    assert mbot.highest_bid(rules.view(early, me), me, 10.0) == state.money[me] / 2
    aboard = rest[:4]
    boats = tuple(aboard if q == me else () for q in range(4))
    last = replace(early, lot=heavy[:1], deck=rest[4:], boats=boats)
    assert mbot.highest_bid(rules.view(last, me), me, 10.0) > state.money[me] / 2


def test_medici_search_counts_promises_below_money() -> None:
    _, state = _medici(3)
    money, promised = mbot.ADAPTER.outlook(state), mbot.season_value(state)
    for m, o, v in zip(state.money, money, promised, strict=True):
        assert m <= o <= v and abs(o - (m + mbot.PROMISE * (v - m))) < 1e-9


def test_courtisans_outlook_weighs_standings_by_how_sure_they_are() -> None:
    """Mid-game, a card of a family one card ahead counts less than a sure point; at the
    end the outlook is the score itself."""
    rules, state = random_position()
    outlook, scores = cbot.ADAPTER.outlook(state), rules.scores(state)
    assert outlook != [float(s) for s in scores]
    assert all(abs(o) <= abs(s) + 3 * 12 for o, s in zip(outlook, scores, strict=True))
    end = random_moves(rules, state, random.Random(1))
    assert cbot.ADAPTER.outlook(end) == [float(s) for s in rules.scores(end)]


def test_courtisans_strong_prior_plans_the_whole_turn() -> None:
    rules, state = random_position(moves=0)
    me = state.to_act
    moves = rules.legal_moves(state)
    chosen = cbot.ADAPTER.strong_move(rules.view(state, me), me, moves, random.Random(2))
    assert chosen in moves


def test_strong_bot_starts_from_the_games_strong_prior() -> None:
    rules, state = _medici(3)
    bot = StrongBot(rules, seed=1, iterations=1)
    me = state.to_act
    moves = rules.legal_moves(state)
    view = rules.view(state, me)
    assert bot.heuristic(view, me, moves) == mbot.ADAPTER.strong_move(view, me, moves, bot.rng)
