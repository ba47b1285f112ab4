"""Seed 001, 2 Décompte du poids and 3 Décompte du type de cargaison, with RULINGS "Medici"."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.games.medici.data import tables
from medici_table.games.medici.season import advance_tracks, season_income, split_prizes

from .conftest import play, table

PLAYERS = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]


@pytest.mark.parametrize(("n", "prizes"), [(3, (30, 15)), (4, (30, 20, 10)),
                                           (5, (30, 20, 10, 5)), (6, (30, 20, 10, 10, 5))])
def test_weight_bonuses_follow_the_rulebook_table(n: int, prizes: tuple[int, ...]) -> None:
    """Seed 001, Décompte du poids (RULINGS: 3p 30/15, 4p 30/20/10, 5p 30/20/10/5, 6p 30/20/10/10/5)."""
    assert tables().weight_bonus[n] == prizes
    weights = list(range(50, 50 - n, -1))  # all different, seat 0 heaviest
    assert split_prizes(weights, prizes) == prizes + (0,) * (n - len(prizes))


def test_tied_merchants_share_the_prizes_of_their_places_rounded_down() -> None:
    """Seed 001: "ils se répartissent équitablement l'ensemble des primes de leur place, arrondi"."""
    assert split_prizes([23, 23, 16], (30, 15)) == (22, 22, 0)
    assert split_prizes([20, 17, 17, 8], (30, 20, 10)) == (30, 15, 15, 0)
    assert split_prizes([9, 9, 9, 9, 2], (30, 20, 10, 5)) == (16, 16, 16, 16, 0)  # 65 // 4


def test_the_next_merchant_takes_the_next_free_place() -> None:
    """RULINGS: after a tie for 1st and 2nd, the next player is 3rd, not 2nd."""
    assert split_prizes([20, 20, 15, 10, 5], (30, 20, 10, 5)) == (25, 25, 10, 5, 0)
    assert split_prizes([20, 15, 15, 15, 1, 1], (30, 20, 10, 10, 5)) == (30, 13, 13, 13, 2, 2)


def test_every_boat_ranks_an_empty_one_at_weight_0() -> None:
    """Seed 001, Décompte du poids: "Les meilleurs gagnent des deniers de bonus suivant ce
    tableau" pays by rank; RULINGS (Medici): every boat ranks, an empty one at weight 0, ties
    share as usual: 3 players at 20 / 0 / 0 -> 30 / 7 / 7."""
    assert split_prizes([20, 0, 0], (30, 15), least=0) == (30, 7, 7)
    assert split_prizes([12, 9, 0, 0], (30, 20, 10), least=0) == (30, 20, 5, 5)
    assert split_prizes([0, 0, 0], (30, 15), least=0) == (15, 15, 15)


def test_an_empty_boat_earns_its_place_at_the_season_scoring() -> None:
    """Seed 001, Décompte du poids, from a position: Ada's boat weighs 20, Bo's and Cy's are
    empty; the two empty boats share 2nd and 3rd place, (15 + 0) // 2 = 7 each."""
    s = table(PLAYERS[:3], {"auctioneer": "Ada", "deck": 3,
                            "boats": {"Ada": ["swords.5.1", "wheat.5.1", "grapes.5.1",
                                              "diamonds.5.1"]}})
    income = season_income(s)
    assert income.boat_weight == (20, 0, 0)
    assert income.weight == (30, 7, 7)


def four_boats(**position: Any) -> Any:
    return table(PLAYERS[:4], {"auctioneer": "Ada", "deck": 3, **position})


def test_goods_prizes_are_10_and_5_per_track() -> None:
    """Seed 001, Décompte du type de cargaison: highest marker 10, second 5, per good."""
    s = four_boats(tracks={"Ada": {"wheat": 3}, "Bo": {"wheat": 2}, "Cy": {"wheat": 1},
                           "Di": {"swords": 1}})
    assert season_income(s).goods == (10, 5, 0, 10)


def test_goods_ties_share_like_weight_ties() -> None:
    """Seed 001: "En cas d'égalité, il sera procédé de la même manière" — (10 + 5) // 2 = 7."""
    s = four_boats(tracks={"Ada": {"grapes": 2}, "Bo": {"grapes": 2}, "Cy": {"grapes": 1}})
    assert season_income(s).goods == (7, 7, 0, 0)
    s = four_boats(tracks={"Ada": {"grapes": 4}, "Bo": {"grapes": 2}, "Cy": {"grapes": 2}})
    assert season_income(s).goods == (10, 2, 2, 0)  # 5 // 2


def test_a_marker_at_the_base_earns_nothing() -> None:
    """RULINGS: a marker still at the base earns nothing, even as the 'second' of a track."""
    s = four_boats(tracks={"Ada": {"diamonds": 1}})
    assert season_income(s).goods == (10, 0, 0, 0)


def test_spaces_6_and_7_pay_10_and_20_at_every_scoring() -> None:
    """RULINGS: a marker on space 6 earns 10, on space 7 earns 20, every season while there."""
    s = four_boats(tracks={"Ada": {"swords": 7, "wheat": 6}, "Bo": {"swords": 6}})
    income = season_income(s)
    assert income.bonus == (30, 10, 0, 0)
    assert tables().track_bonus == (0, 0, 0, 0, 0, 0, 10, 20)


def test_markers_stop_at_space_7_and_carry_into_the_next_season(rules: Any) -> None:
    """RULINGS: tracks 0..7 carried across seasons (seed 001: "on repartira de l'endroit")."""
    s = table(PLAYERS[:3], {
        "auctioneer": "Ada", "tracks": {"Ada": {"swords": 6}},
        "boats": {"Ada": ["swords.5.1", "swords.4.1", "swords.3.1", "swords.2.1"],
                  "Bo": ["wheat.5.1", "wheat.4.1", "wheat.3.1", "wheat.2.1", "wheat.1.1"],
                  "Cy": ["grapes.5.1", "grapes.4.1", "grapes.3.1", "grapes.2.1", "grapes.1.1"]},
        "deck": ["swords.1.1"]})
    s = play(s, "turn", "start")
    assert s.season == 2 and s.tracks[0][0] == 7  # five swords from space 6: stops at 7
    assert s.tracks[1][2] == 5 and s.tracks[2][1] == 5  # kept for season 2
    assert s.ledger[0].bonus == (20, 0, 0)


def test_the_10_weighs_10_and_moves_no_marker(rules: Any) -> None:
    """RULINGS: the "10" card is worth 10 in weight and is no good."""
    s = four_boats(boats={"Ada": ["ten.1"], "Bo": ["swords.5.1", "swords.4.1"]})
    income = season_income(s)
    assert income.weight == (30, 20, 5, 5)  # the empty boats share 3rd and 4th place
    assert advance_tracks(s)[0] == (0, 0, 0, 0, 0) and advance_tracks(s)[1] == (2, 0, 0, 0, 0)
