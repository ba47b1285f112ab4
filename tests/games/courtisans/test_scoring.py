"""Seed 002, Fin de la partie / Compter les points; RULINGS, Courtisans: statuses, missions."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.scoring import (
    domain_points,
    mission_done,
    score_lines,
    statuses,
)

from .conftest import position


def test_two_above_two_below_is_neutral_and_scores_nothing(rules: Any) -> None:
    """Seed 002, Compter les points (RULINGS: equal → neutral): Toad 2 above, 2 below → 0."""
    _, s = position("neutral_family")
    assert rules.is_over(s)
    assert statuses(s) == {"butterfly": "neutral", "toad": "neutral", "bird": "neutral",
                           "hare": "favoured", "stag": "neutral", "fish": "disgraced"}
    # Ada: Toad noble 0, Toad courtier 0, Hare noble +2, Hare guard +1, Fish courtier −1
    assert domain_points(s, 0, statuses(s)) == 2
    # Bo: Toad guard 0, Fish noble −2, Hare courtier +1, Bird courtier 0
    assert domain_points(s, 1, statuses(s)) == -1


def test_final_scores_add_three_points_per_mission_fulfilled(rules: Any) -> None:
    """Seed 002, Compter les points; RULINGS: a mission is worth 3, a failed one 0."""
    _, s = position("neutral_family")
    # Ada: 2 nobles (needs 3) ✗, Fish in disgrace ✓ → 2 + 3; Bo: 2 guards ✗, ≤3 in favour ✓
    assert rules.scores(s) == [5, 2]
    assert rules.winners(s) == [0]
    assert rules.prompt(s) == "The game is over: Ada wins with 5 points."


def test_missions_worth_two_with_the_random_missions_option(rules: Any) -> None:
    """Seed 002, Compter les points: "Mission réussie +2" (option two random missions)."""
    s = rules.new_game(["Ada", "Bo"], {"random_missions": True}, 3)
    assert s.mission_points == 2


def test_a_tie_for_the_best_score_is_a_shared_victory(rules: Any) -> None:
    """Seed 002, Compter les points: tied players share the victory."""
    _, s = position("shared_victory")
    assert rules.scores(s) == [2, 0, 2]
    assert rules.winners(s) == [0, 2]
    assert rules.prompt(s, "fr") == ("La partie est finie : Ada et Cy partagent la victoire "
                                     "avec 2 points.")


def test_three_players_tied_share_the_victory(rules: Any) -> None:
    """Seed 002, Compter les points: "les joueurs à égalité partagent la victoire" — all three."""
    _, s = position("three_way_tie")
    assert rules.scores(s) == [1, 1, 1] and rules.winners(s) == [0, 1, 2]
    assert rules.prompt(s) == ("The game is over: Ada, Bo and Cy share the victory with "
                               "1 point.")
    assert rules.prompt(s, "fr") == ("La partie est finie : Ada, Bo et Cy partagent la "
                                     "victoire avec 1 point.")


def test_a_revealed_spy_scores_like_any_card_of_its_family(rules: Any) -> None:
    """Seed 002, Fin de la partie: spies are revealed, then everything is counted."""
    _, s = position("missions_three_players")
    # Cy: Butterfly spy −1, Hare spy −1, Stag spy +1, Toad courtier +1
    assert domain_points(s, 2, statuses(s)) == 0
    assert rules.scores(s) == [11, 10, 3]


WHITE_FEWER = {  # (player, family) -> fewer cards of that family than the left neighbour?
    ("Ada", "toad"): True, ("Ada", "bird"): False, ("Ada", "butterfly"): False,
    ("Bo", "butterfly"): True, ("Bo", "hare"): True, ("Bo", "toad"): False,
    ("Cy", "toad"): True, ("Cy", "bird"): True, ("Cy", "fish"): True, ("Cy", "stag"): False,
    ("Cy", "hare"): False,
}


@pytest.mark.parametrize(("player", "family"), sorted(WHITE_FEWER))
def test_white_fewer_than_your_left_neighbour(rules: Any, player: str, family: str) -> None:
    """RULINGS: strictly fewer cards of the family than the next player clockwise; Cy's left
    neighbour is Ada, whose Bird card is a spy — counted once revealed."""
    _, s = position("missions_three_players")
    p = s.players.index(player)
    assert mission_done(s, p, f"white.fewer.{family}") is WHITE_FEWER[(player, family)]


def test_with_two_players_the_left_neighbour_is_the_opponent(rules: Any) -> None:
    """RULINGS: left neighbour = next player clockwise (with two, the opponent)."""
    _, s = position("crowd_of_nobles")
    assert mission_done(s, 0, "white.fewer.hare")  # Ada 1 Hare card, Bo 2
    assert not mission_done(s, 1, "white.fewer.hare")


@pytest.mark.parametrize(("mission", "who"), [
    ("white.nobles", {"Ada"}), ("white.assassins", {"Ada"}), ("white.guards", {"Bo"}),
    ("white.spies", {"Cy"}),
])
def test_white_at_least_so_many_of_a_role_in_your_domain(rules: Any, mission: str,
                                                         who: set[str]) -> None:
    """RULINGS: at least 3 nobles / 2 assassins / 4 guards / 3 spies in your own domain
    (Cy's three spies count once revealed; Ada's 3 nobles are 3 cards, not 6)."""
    _, s = position("missions_three_players")
    done = {name for p, name in enumerate(s.players) if mission_done(s, p, mission)}
    assert done == who


@pytest.mark.parametrize(("mission", "expected"), [
    ("blue.disgrace.butterfly", True), ("blue.disgrace.toad", False),
    ("blue.disgrace.bird", False), ("blue.disgrace.hare", True),
    ("blue.disgrace.stag", False), ("blue.disgrace.fish", False),
    ("blue.light", True), ("blue.disgraced", True), ("blue.crowd", True),
    ("blue.all_below", False),
])
def test_blue_missions_read_the_queens_table(rules: Any, mission: str, expected: bool) -> None:
    """RULINGS: [family] in disgrace; at most 3 in favour; at least 2 in disgrace; one family
    with 5 cards below; every family with a card below (Stag has none)."""
    _, s = position("missions_three_players")
    assert statuses(s) == {"butterfly": "disgraced", "toad": "favoured", "bird": "neutral",
                           "hare": "disgraced", "stag": "favoured", "fish": "neutral"}
    assert {mission_done(s, p, mission) for p in range(3)} == {expected}


def test_missions_at_their_limits(rules: Any) -> None:
    """RULINGS: *at most* 3 in favour (3 is enough), *at least* 2 in disgrace (2 is enough),
    every family below — a spy of the spy column counts for its family once revealed."""
    _, s = position("missions_at_the_limit")
    assert statuses(s) == {"butterfly": "favoured", "toad": "favoured", "bird": "favoured",
                           "hare": "disgraced", "stag": "neutral", "fish": "disgraced"}
    assert s.below[court().columns.index("fish")] == ("fish.spy.1",)
    for mission in ("blue.light", "blue.disgraced", "blue.all_below"):
        assert mission_done(s, 0, mission) and mission_done(s, 1, mission)
    _, four = position("four_in_favour")
    assert not mission_done(four, 0, "blue.light")
    assert not mission_done(four, 1, "blue.disgraced")  # none in disgrace


def test_fewer_than_the_left_neighbour_counts_cards_and_none_is_not_fewer(rules: Any) -> None:
    """RULINGS: strictly fewer cards — a noble is one card (1 Hare noble < 2 Hare cards,
    though it weighs as much), and 0 Stag against 0 is not fewer."""
    _, s = position("missions_at_the_limit")
    assert mission_done(s, 0, "white.fewer.hare")
    assert not mission_done(s, 1, "white.fewer.stag")
    # Ada: Hare noble in disgrace −2, two missions +6; Bo: two Hare courtiers −2, +3
    assert rules.scores(s) == [4, 1]


def test_missions_count_cards_not_noble_weight(rules: Any) -> None:
    """RULINGS: "count cards, not noble weight": four nobles below are four cards."""
    _, s = position("crowd_of_nobles")
    assert statuses(s)["hare"] == "disgraced"
    assert not mission_done(s, 0, "blue.crowd")
    assert rules.scores(s) == [2, -2]  # Ada: Hare courtier −1, fewer Hare +3


def test_every_mission_card_has_a_test_here() -> None:
    """RULINGS: the twenty missions, each one judged above."""
    covered = {f"white.fewer.{f}" for _, f in WHITE_FEWER} | {
        "white.nobles", "white.assassins", "white.guards", "white.spies", "blue.light",
        "blue.disgraced", "blue.crowd", "blue.all_below"} | {
        f"blue.disgrace.{f.id}" for f in court().families}
    assert covered == set(court().missions)


def test_missions_are_shown_to_everybody_at_the_end(rules: Any) -> None:
    """Seed 002, Compter les points: each player reveals their missions."""
    _, s = position("neutral_family")
    assert rules.view(s, 1).missions[0] == ("white.nobles", "blue.disgrace.fish")


def test_the_score_of_a_game_in_progress_ignores_spies_a_player_cannot_see(rules: Any) -> None:
    """Rules text, What each player sees: a view scores without the hidden spies."""
    _, s = position("spies_last_turn")
    # The full table: the Toad spy below balances the Toad courtier above, so Bo's Toad noble
    # is worth 0, and Bo has fewer Hare cards than Ada (+3).
    assert rules.scores(s)[1] == 3
    # Bo cannot see that spy: from his seat the Toads look in favour (+2).
    assert rules.scores(rules.view(s, 1))[1] == 5


def test_the_score_panel_lines(rules: Any) -> None:
    """One line per player: domain points, missions fulfilled, total."""
    _, s = position("missions_three_players")
    assert score_lines(s) == [
        "Ada: domain +5, missions 2 of 2 (+6) = 11",
        "Bo: domain +4, missions 2 of 2 (+6) = 10",
        "Cy: domain +0, missions 1 of 2 (+3) = 3",
    ]
    assert score_lines(s, "fr")[2] == "Cy : domaine +0, missions 1 sur 2 (+3) = 3"
