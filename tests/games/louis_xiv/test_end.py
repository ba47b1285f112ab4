"""Seed 003, Fin de la partie, and the round structure (four rounds, the first player)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine import Move
from medici_table.engine.sim import random_playout
from medici_table.games.louis_xiv.scoring import conversion

from .conftest import play, position

GUILLAUME, CARINE, MICHEL = range(3)


def _end_missions(rules: Any, s: Any) -> Any:
    while s.to_act is not None and s.phase == "missions":
        s = rules.apply(s, rules.legal_moves(s)[-1])  # end_missions / keep / end_swap
    return s


def test_guillaume_converts_his_leftovers_into_seven_arms(rules: Any) -> None:
    """Seed 003, Fin de la partie example: 1 influence card (Mazarin) + 2 intrigue cards +
    8 gold (2 arms) + 2 tokens on board 5 (Maintenon) = 7 coats of arms."""
    _, s = position("guillaume_end")
    assert conversion(s, GUILLAUME) == 7
    s = _end_missions(rules, s)
    assert rules.is_over(s)
    g = s.seats[GUILLAUME]
    assert g.influence == () and g.intrigue == () and g.gold == 2 and s.boards[4] == (0, 0, 0)
    first_seven = g.arms[:7]
    kinds = {a.split(".")[1] for a in first_seven}
    # Carine and Michel hold nothing: Guillaume has the majority of every kind he drew
    assert len(g.arms) == 7 + len(kinds)
    assert rules.scores(s) == [len(g.arms), 0, 0]


def test_majorities_of_each_kind_and_the_tie_break_on_personal_tokens(rules: Any) -> None:
    """Seed 003, Fin de la partie: the most arms of a kind draws one more, every tied player
    too; 1 point per arm, 5 per mission; a tie goes to the most tokens in the personal
    reserve (RULINGS), and still tied the victory is shared."""
    _, s = position("final_tie")
    s = _end_missions(rules, s)
    # A: Carine 2, Michel 2 (both +1); B: Carine (+1); C: Michel (+1)
    assert rules.scores(s) == [5, 5, 5]
    assert [x.personal for x in s.seats] == [11, 11, 10]
    assert rules.winners(s) == [GUILLAUME, CARINE]
    shared = replace(s, seats=(s.seats[0], s.seats[1], replace(s.seats[2], personal=11)))
    assert rules.winners(shared) == [GUILLAUME, CARINE, MICHEL]


def test_three_players_the_first_player_of_round_four_draws_an_intrigue_card(rules: Any
                                                                            ) -> None:
    """Seed 003, 4e phase: with 3 players, the first player of round 4 draws an intrigue card
    to make up for being first player twice; the marker passes to the left."""
    _, s = position("round_three_end")
    s = play(rules, s, Move("end_missions"), Move("end_missions"), Move("end_missions"))
    assert s.round == 4 and s.first == 1  # Michel
    assert [len(x.intrigue) for x in s.seats] == [0, 1, 0]


def test_a_game_lasts_four_rounds_and_the_marker_goes_round(rules: Any) -> None:
    """Seed 003, Déroulement: four rounds, one money card each; the first player marker
    passes to the next player after each missions phase."""
    game = random_playout(rules, ["A", "B", "C", "D"], {}, seed=7)
    s = game.final
    assert rules.is_over(s) and s.phase == "over" and s.round == 4
    assert len(s.money_shown) == 4 and len(s.money_removed) == 4 and s.first == 3
    assert rules.legal_moves(s) == []
    assert len(rules.winners(s)) >= 1


def test_arms_are_revealed_at_the_end(rules: Any) -> None:
    """Seed 003: arms stay face down until the end, then everybody turns theirs over."""
    _, s = position("final_tie")
    assert rules.view(s, GUILLAUME).seats[CARINE].arms == ("?arms",) * 3
    s = _end_missions(rules, s)
    assert rules.view(s, GUILLAUME).seats[CARINE].arms == s.seats[CARINE].arms
