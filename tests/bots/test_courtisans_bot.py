"""What the strong level knows of Courtisans beyond the rules: how it deals the missions it
cannot see, and how its play-outs weigh a move without playing it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from medici_table import games
from medici_table.bots.games import courtisans as cbot
from medici_table.bots.games.courtisans_playout import Summary, move_change, playout_move, spread
from medici_table.engine.sim import default_players
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import CourtisansState


def _positions(players: int, seed: int, options: dict[str, bool] | None = None
               ) -> Iterator[CourtisansState]:
    """Every position of a seeded game of random moves (assassins, spies, both sides)."""
    rules = games.get("courtisans")
    state = rules.new_game(default_players(rules, players), options or {}, seed)
    rng = random.Random(seed)
    while not rules.is_over(state):
        yield state
        legal = rules.legal_moves(state)
        state = rules.play(state, legal[rng.randrange(len(legal))])


def test_hidden_missions_are_dealt_a_white_then_a_blue() -> None:
    """Seed 002, Mise en place: each player receives one white and one blue mission, so the
    bot's guess of another player's missions is one unseen white and one unseen blue."""
    rules = games.get("courtisans")
    missions = court().missions
    state = next(_positions(4, seed=3))
    me = state.to_act
    assert me is not None
    view = rules.view(state, me)
    guessed = set()
    for k in range(20):
        deal = cbot.ADAPTER.sample_hidden(view, me, random.Random(k))
        assert deal.missions[me] == state.missions[me]
        for q, held in enumerate(deal.missions):
            assert [missions[m].colour for m in held] == ["white", "blue"]
            if q != me:
                guessed.update(held)
        assert sorted([*deal.unused_missions, *(m for held in deal.missions for m in held)]) \
            == sorted(court().missions)
    assert len(guessed) > 6  # a guess, not the truth


def test_with_two_random_missions_a_hidden_mission_may_be_of_either_colour() -> None:
    rules = games.get("courtisans")
    state = next(_positions(3, seed=4, options={"random_missions": True}))
    me = state.to_act
    assert me is not None
    view = rules.view(state, me)
    colours = {court().missions[deal.missions[q][0]].colour
               for k in range(30)
               for deal in [cbot.ADAPTER.sample_hidden(view, me, random.Random(k))]
               for q in range(3) if q != me}
    assert colours == {"white", "blue"}


@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_playout_weighs_each_move_as_playing_it_would(players: int) -> None:
    """The play-out policy's cheap weighing of a move (what it adds to each domain, or how
    it moves a family's lead) is what the table would read after the move is played —
    assassins' victims included — and it picks the move that best serves the mover."""
    rules = games.get("courtisans")
    kinds = set()
    for state in _positions(players, seed=players):
        me = state.to_act
        assert me is not None
        width = spread(state, cbot.SOFTNESS)
        table = Summary(state, width)
        before = table.points()
        legal = rules.legal_moves(state)
        margins = []
        for move in legal:
            after = Summary(rules.play(state, move), width).points()
            change = move_change(state, table, move) or [0.0] * players
            assert after == pytest.approx([b + c for b, c in zip(before, change, strict=True)])
            margins.append(after[me] - max(v for q, v in enumerate(after) if q != me))
            kinds.add(move.kind)
        chosen = playout_move(state, legal, random.Random(0), cbot.SOFTNESS)
        assert margins[legal.index(chosen)] == pytest.approx(max(margins))
    assert {"place", "kill", "draw"} <= kinds

