"""Seed 003, 4e phase : Missions — handing in tiles, drawing, keeping one tile."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move
from medici_table.games.louis_xiv.moves import first_tiles

from .conftest import moves_of, play, position, task, tiles

MICHEL = 0


def test_michel_completes_two_missions(rules: Any) -> None:
    """Seed 003, Missions example: Michel hands in a sceptre and a ring for his left card and
    draws from the dark pile hoping for a double sceptre, but gets a double helmet. He then
    hands in his last two tiles for the right card (crown = helmet, sceptre = any), draws
    again, and having no tile left, stops."""
    _, s = position("michel_missions")
    assert s.to_act == MICHEL and task(s) == "missions"
    s = play(rules, s, Move("mission", card="medium.gold2.2", token="sceptre"),
             Move("mission", card="medium.gold2.2", token="ring"))
    assert s.seats[MICHEL].done == ("medium.gold2.2",) and task(s) == "draw_mission"
    s = rules.apply(s, Move("draw_mission", choice="dark"))
    assert s.seats[MICHEL].missions == ("light.supply_gold.2", "dark.first_place")
    payable = {m.card for m in moves_of(rules, s, "mission")}
    assert payable == {"light.supply_gold.2"}  # a crown and a sceptre are not two helmets
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("mission", card="dark.first_place", token="crown"))
    assert exc.value.rule == "missions" and "crown replaces any tile" in exc.value.reason
    s = play(rules, s, Move("mission", card="light.supply_gold.2", token="crown"),
             Move("mission", card="light.supply_gold.2", token="sceptre"),
             Move("draw_mission", choice="light"))
    assert tiles(s, MICHEL) == {} and len(s.seats[MICHEL].done) == 2
    assert s.seats[MICHEL].missions == ("dark.first_place", "light.pay_pass.1")
    assert rules.legal_moves(s) == [Move("end_missions")]
    s = rules.apply(s, Move("end_missions"))
    assert s.to_act == 1  # Carine's turn


def test_a_tile_that_cannot_complete_the_mission_is_refused(rules: Any) -> None:
    """Seed 003, Missions: the two tiles shown must be handed in; a crown replaces any."""
    _, s = position("michel_missions")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("mission", card="dark.first_place", token="sceptre"))
    assert exc.value.rule == "missions" and "not in your hand" in exc.value.reason
    s = rules.apply(s, Move("mission", card="light.supply_gold.2", token="sceptre"))
    assert {m.token for m in rules.legal_moves(s)} == {"crown"}


def test_two_crowns_may_complete_a_mission() -> None:
    """Seed 003, Missions: "On peut aussi défausser deux tuiles couronne"; tiles are counted
    crown, sceptre, letter, ring, helmet."""
    assert first_tiles((2, 0, 0, 0, 0), ("helmet", "helmet")) == ["crown"]
    assert first_tiles((1, 0, 0, 0, 0), ("helmet", "helmet")) == []
    assert first_tiles((1, 0, 0, 0, 1), ("helmet", "helmet")) == ["crown", "helmet"]


def test_one_tile_is_kept_the_others_become_arms(rules: Any) -> None:
    """Seed 003, Missions: "Chaque joueur ne peut garder qu'une seule tuile"; each tile
    discarded gives a coat of arms."""
    _, s = position("mission_tools")
    s = rules.apply(s, Move("end_missions"))
    assert task(s) == "keep"
    assert {m.token for m in rules.legal_moves(s)} == {"letter", "ring", "helmet"}
    s = rules.apply(s, Move("keep", token="ring"))
    assert tiles(s, 0) == {"ring": 1} and len(s.seats[0].arms) == 3


def test_plus_one_mission_card_draws_two_and_the_new_card_may_be_done_at_once(rules: Any) -> None:
    """Seed 003, +1 carte mission: when laid, draw two cards instead of one (looking at the
    first before choosing the pile of the second); a card just drawn can be completed."""
    _, s = position("mission_tools")
    s = play(rules, s, Move("mission", card="light.extra_mission.2", token="letter"),
             Move("mission", card="light.extra_mission.2", token="letter"),
             Move("draw_mission", choice="light"))
    assert task(s) == "draw_mission"  # the second draw
    s = rules.apply(s, Move("draw_mission", choice="medium"))
    assert s.seats[0].missions == ("medium.supply_arms.2", "light.supply_token.1",
                                   "medium.gold2.1")
    payable = {m.card for m in moves_of(rules, s, "mission")}
    assert payable == {"light.supply_token.1", "medium.supply_arms.2"}  # ring + helmet left


def test_exchange_a_tile_for_a_crown_for_two_gold(rules: Any) -> None:
    """Seed 003, Echanger une tuile mission: pay 2 gold, swap a tile for a crown, once per
    missions phase; usable as soon as it is laid."""
    _, s = position("mission_tools")
    s = rules.apply(s, Move("swap_tile", card="light.swap_tile.1", token="letter"))
    assert tiles(s, 0) == {"crown": 1, "letter": 1, "ring": 1, "helmet": 1}
    assert s.seats[0].gold == 2
    assert not moves_of(rules, s, "swap_tile")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("swap_tile", card="light.swap_tile.1", token="ring"))
    assert exc.value.rule == "mission-cards"


def test_exchange_mission_cards_at_the_end_of_the_phase(rules: Any) -> None:
    """Seed 003, Echanger une carte mission: at the end of the missions phase, put one or two
    mission cards under their piles and draw as many from the piles of your choice."""
    _, s = position("mission_tools")
    s = play(rules, s, Move("end_missions"), Move("keep", token="ring"))
    while task(s) == "missions":
        s = rules.apply(s, Move("end_missions"))
    assert task(s) == "swap_missions" and s.to_act == 0
    s = rules.apply(s, Move("return_mission", card="medium.supply_arms.2"))
    assert s.mission_piles[1][-1] == "medium.supply_arms.2"
    s = play(rules, s, Move("return_mission", card="light.extra_mission.2"))
    assert not moves_of(rules, s, "return_mission")  # two at most
    s = play(rules, s, Move("end_swap", card="light.swap_missions.1"),
             Move("draw_mission", choice="light"), Move("draw_mission", choice="medium"))
    assert s.seats[0].missions == ("light.supply_token.1", "medium.gold2.1")
    assert s.round == 3 and s.phase == "influence"


def test_both_exchange_cards_one_after_the_other(rules: Any) -> None:
    """Seed 003, Echanger une carte mission: "Si un joueur possède les deux cartes, il peut les
    utiliser à la suite l'une de l'autre" — even on the cards he has just drawn."""
    _, s = position("two_swaps")
    s = play(rules, s, Move("end_missions"), Move("end_missions"))
    assert task(s) == "swap_missions" and s.queue[0].card == "light.swap_missions.1"
    s = play(rules, s, Move("return_mission", card="light.pay_pass.2"),
             Move("end_swap", card="light.swap_missions.1"), Move("draw_mission", choice="dark"))
    assert s.seats[0].missions == ("medium.gold2.3", "dark.joker4")
    assert task(s) == "swap_missions" and s.queue[0].card == "light.swap_missions.2"
    s = play(rules, s, Move("return_mission", card="dark.joker4"),
             Move("end_swap", card="light.swap_missions.2"), Move("draw_mission", choice="dark"))
    assert s.seats[0].missions == ("medium.gold2.3", "dark.first_place")
    assert s.mission_piles[2][-1] == "dark.joker4" and s.round == 2
