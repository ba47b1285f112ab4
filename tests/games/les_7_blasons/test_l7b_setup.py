"""Components and setup (seed 004, Matériel and Préparation; RULINGS, Les 7 Blasons)."""

from __future__ import annotations

from collections import Counter

import pytest

from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.data import components

NAMES = ["Aubigny", "Bellay", "Contades", "Grandbois", "Guilloux", "La Ferté", "Rochebrune"]


def test_eight_characters_with_the_values_of_the_rulings() -> None:
    """RULINGS: Malandrin *, Manant 1, Ménétrier 2, Magistrat 3, Religieux 4, Intendant 5,
    Bourgeoise 6, Bourgeois 7; the Malandrin scores 0."""
    chars = components().characters
    assert [(c.id, c.value) for c in chars.values()] == [
        ("malandrin", 0), ("manant", 1), ("menetrier", 2), ("magistrat", 3), ("religieux", 4),
        ("intendant", 5), ("bourgeoise", 6), ("bourgeois", 7)]
    assert chars["malandrin"].star and not chars["manant"].star
    assert chars["bourgeoise"].power == chars["bourgeois"].power == "none"
    assert chars["religieux"].requires_option == "active_religieux"


def test_seven_houses_with_the_colours_of_the_rulings() -> None:
    """RULINGS: Grandbois green, Guilloux purple, Bellay yellow; the others distinct."""
    houses = components().houses
    assert [h.name for h in houses.values()] == NAMES
    named = {h.name: h.colour_name["en"] for h in houses.values()}
    assert named["Grandbois"] == "green" and named["Guilloux"] == "purple"
    assert named["Bellay"] == "yellow"
    assert len({h.colour for h in houses.values()}) == 7
    assert list(RULES.meta.default_names) == NAMES


def test_three_to_seven_players() -> None:
    assert (RULES.meta.min_players, RULES.meta.max_players) == (3, 7)
    with pytest.raises(ValueError):
        RULES.new_game(NAMES[:2], {}, 1)


@pytest.mark.parametrize("n", range(3, 8))
def test_each_player_holds_the_eight_cards_of_their_colour(n: int) -> None:
    """Seed 004: "Chacun prend ses 8 cartes à jouer correspondant à sa couleur"."""
    state = RULES.new_game(NAMES[:n], {}, 7)
    for seat, hand in enumerate(state.hands):
        assert hand == components().cards_of(state.houses[seat])
    assert state.houses == tuple(components().house_order[:n])


@pytest.mark.parametrize(("n", "down", "up"), [(3, 2, 1), (4, 2, 1), (5, 1, 1), (6, 1, 1),
                                               (7, 1, 1)])
def test_coats_of_arms_dealt_face_down_and_face_up(n: int, down: int, up: int) -> None:
    """Seed 004, Préparation: 3 coats (2 face down unseen, 1 face up) at 3-4 players, 2 (1 and
    1) at 5-7; the rest stays face down in the pool."""
    state = RULES.new_game(NAMES[:n], {}, 5)
    for seat in range(n):
        mine = [c for c in state.coats if c.at == seat]
        assert Counter(c.up for c in mine) == Counter({False: down, True: up})
    pool = [c for c in state.coats if c.at == -1]
    assert len(pool) == 4 * n - (down + up) * n and not any(c.up for c in pool)
    houses = Counter(components().coat_house[c.face] for c in state.coats)
    assert houses == Counter({h: 4 for h in state.houses})  # only the players' houses


def test_the_deal_is_shuffled_and_token_ids_tell_nothing() -> None:
    a = RULES.new_game(NAMES[:4], {}, 1)
    b = RULES.new_game(NAMES[:4], {}, 2)
    assert [c.id for c in a.coats] == [c.id for c in b.coats]
    assert [c.face for c in a.coats] != [c.face for c in b.coats]


def test_the_first_leader_is_drawn_by_lot() -> None:
    """RULINGS: first leader seeded random."""
    leaders = {RULES.new_game(NAMES[:5], {}, seed).leader for seed in range(40)}
    assert leaders == set(range(5))
    again = RULES.new_game(NAMES[:5], {}, 9)
    assert again.leader == RULES.new_game(NAMES[:5], {}, 9).leader == again.to_act
