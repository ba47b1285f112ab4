"""Seed 002, Mise en place; RULINGS, Courtisans: composition, removals, hands, missions."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from medici_table.games.courtisans.data import court

NAMES = ["Ada", "Bo", "Cy", "Di", "Eve"]


def test_ninety_cards_six_families_of_fifteen() -> None:
    """RULINGS: 6 families × 15 = 4 nobles, 2 spies, 2 assassins, 3 guards, 4 plain."""
    data = court()
    assert len(data.cards) == 90
    per_family = Counter(c.family for c in data.cards.values())
    assert per_family == {f: 15 for f in ("butterfly", "toad", "bird", "hare", "stag", "fish")}
    roles = Counter(c.role for c in data.cards.values() if c.family == "toad")
    assert roles == {"noble": 4, "spy": 2, "assassin": 2, "guard": 3, "plain": 4}


def test_families_have_french_and_english_names_and_their_colours() -> None:
    """RULINGS: Papillon/Butterfly #91b2c0 … Poisson/Fish #6f8fbe."""
    fams = {f.id: (f.name["fr"], f.name["en"], f.colour) for f in court().families}
    assert fams == {
        "butterfly": ("Papillon", "Butterfly", "#91b2c0"),
        "toad": ("Crapaud", "Toad", "#798842"),
        "bird": ("Oiseau", "Bird", "#b1706c"),
        "hare": ("Lièvre", "Hare", "#ead95d"),
        "stag": ("Cerf", "Stag", "#3a7850"),
        "fish": ("Poisson", "Fish", "#6f8fbe"),
    }


def test_the_spy_column_stands_in_the_middle_between_bird_and_hare() -> None:
    """RULINGS: a middle column for spies (between Bird and Hare)."""
    assert court().columns == ("butterfly", "toad", "bird", "spies", "hare", "stag", "fish")


@pytest.mark.parametrize(("n", "removed"), [(2, 30), (3, 18), (4, 6), (5, 0)])
def test_cards_set_aside_unseen_by_player_count(rules: Any, n: int, removed: int) -> None:
    """Seed 002, Mise en place (RULINGS: 30 with two players, the seed's 10 is a typo)."""
    s = rules.new_game(NAMES[:n], {}, seed=n)
    assert len(s.removed) == removed
    assert len(s.deck) == 90 - removed - 3 * n
    for p in range(n):  # nobody sees the cards set aside
        assert set(s.removed) <= rules.secret_ids(s, p)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_cards_in_play_make_whole_turns(n: int) -> None:
    """RULINGS: only 30 removed with two players gives every player whole turns of 3."""
    in_play = 90 - court().removed[n]
    assert in_play % (3 * n) == 0


def test_hand_of_three_by_default_and_five_with_the_option(rules: Any) -> None:
    """RULINGS: the published game deals 3; option "hand of 5" (the seed's 5)."""
    s = rules.new_game(NAMES[:3], {}, seed=1)
    assert [len(h) for h in s.hands] == [3, 3, 3]
    s5 = rules.new_game(NAMES[:3], {"hand_of_5": True}, seed=1)
    assert [len(h) for h in s5.hands] == [5, 5, 5]
    assert len(s5.deck) == 90 - 18 - 15


def test_each_player_gets_one_white_and_one_blue_mission_worth_three(rules: Any) -> None:
    """RULINGS: 20 missions (10 white, 10 blue), one of each per player, 3 points each."""
    data = court()
    assert Counter(m.colour for m in data.missions.values()) == {"white": 10, "blue": 10}
    s = rules.new_game(NAMES, {}, seed=7)
    assert s.mission_points == 3
    for held in s.missions:
        assert [data.missions[m].colour for m in held] == ["white", "blue"]
    every = [m for held in s.missions for m in held] + list(s.unused_missions)
    assert sorted(every) == sorted(data.missions)


def test_option_two_random_missions_worth_two(rules: Any) -> None:
    """Seed 002, Mise en place: two missions each, drawn from all; RULINGS: worth 2 as option."""
    colours = set()
    for seed in range(20):
        s = rules.new_game(NAMES[:2], {"random_missions": True}, seed=seed)
        assert s.mission_points == 2 and [len(m) for m in s.missions] == [2, 2]
        colours.add(tuple(court().missions[m].colour for m in s.missions[0]))
    assert ("white", "white") in colours or ("blue", "blue") in colours


def test_missions_are_secret_from_the_other_players(rules: Any) -> None:
    """Seed 002, Mise en place: missions stay secret until the end of the game."""
    s = rules.new_game(NAMES[:3], {}, seed=3)
    v = rules.view(s, 0)
    assert v.missions[0] == s.missions[0]
    assert v.missions[1] == ("?mission", "?mission")
    assert set(s.missions[1]) | set(s.unused_missions) <= rules.secret_ids(s, 0)


def test_first_player_is_drawn_by_lot_and_the_seed_replays_it(rules: Any) -> None:
    """Seed 002, Mise en place: a random first player (seeded, so a game replays)."""
    firsts = {rules.new_game(NAMES[:4], {}, seed=k).to_act for k in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert rules.new_game(NAMES[:4], {}, 11) == rules.new_game(NAMES[:4], {}, 11)


def test_player_counts_two_to_five(rules: Any) -> None:
    """Seed 002: Courtisans is for 2 to 5 players."""
    with pytest.raises(ValueError):
        rules.new_game(["Ada"], {})
    with pytest.raises(ValueError):
        rules.new_game(NAMES + ["Fay"], {})


def test_golden_deal_seed_42(rules: Any) -> None:
    """A deal is pinned to its seed, so saves, replays and bug reports stay valid (KPat's
    golden shuffle test)."""
    s = rules.new_game(["Ada", "Bo"], {}, 42)
    assert s.to_act == 1
    assert s.hands == (("butterfly.spy.1", "butterfly.plain.2", "bird.plain.1"),
                       ("butterfly.guard.3", "toad.noble.1", "stag.assassin.1"))
    assert s.missions == (("white.fewer.fish", "blue.disgrace.bird"),
                          ("white.fewer.bird", "blue.disgraced"))
    assert s.deck[:3] == ("bird.spy.2", "stag.plain.2", "toad.assassin.1")
