"""Seed 003, Matériel, Préparation du jeu, Ravitaillement; RULINGS "Louis XIV" (the board)."""

from __future__ import annotations

from typing import Any

from medici_table.games.louis_xiv.data import neighbours, tables

from .conftest import task


def test_components_match_the_box() -> None:
    """Seed 003, Matériel: 30 influence (2 per character + 6 jokers), 12 intrigue, 20+12+8
    missions, 8 money cards, 34 tiles (10 crowns, 6 of each other), 60 arms (10 x 6)."""
    t = tables()
    assert len(t.influence_ids) == 30 and sum("joker" in c for c in t.influence_ids) == 6
    assert len(t.intrigue_ids) == 12 and len(t.money) == 8
    levels = [m.level for m in t.missions.values()]
    assert (levels.count("light"), levels.count("medium"), levels.count("dark")) == (20, 12, 8)
    assert dict(zip(t.tiles, t.tile_counts, strict=True)) == {
        "crown": 10, "sceptre": 6, "letter": 6, "ring": 6, "helmet": 6}
    assert len(t.arms_ids) == 60 and len(t.arms_kinds) == 6


def test_the_checkerboard_has_sixteen_diagonal_edges() -> None:
    """RULINGS: 1-2 1-4 1-6 1-7 2-3 2-8 2-9 3-4 3-10 3-11 4-5 4-12 5-6 7-8 9-10 11-12."""
    edges = {frozenset((a, b)) for a in range(1, 13) for b in neighbours(a)}
    expected = {frozenset(e) for e in [(1, 2), (1, 4), (1, 6), (1, 7), (2, 3), (2, 8), (2, 9),
                                        (3, 4), (3, 10), (3, 11), (4, 5), (4, 12), (5, 6),
                                        (7, 8), (9, 10), (11, 12)]}
    assert edges == expected
    assert tables().characters[1].position == (2, 3)


def test_round_one_sides_show_the_red_numbers() -> None:
    """Seed 003, Comptage: money on 1,2,3,4,8,12; first place on 5,7,9,11; tokens on 6,10."""
    conds = {n: c.sides[0].condition for n, c in tables().characters.items()}
    assert [n for n in conds if conds[n] == "money"] == [1, 2, 3, 4, 8, 12]
    assert [n for n in conds if conds[n] == "first_place"] == [5, 7, 9, 11]
    assert [n for n in conds if conds[n] == "tokens"] == [6, 10]
    assert tables().characters[1].sides[0].cost == 3 == tables().characters[4].sides[0].cost


def test_each_seat_starts_with_tokens_gold_and_two_missions(rules: Any) -> None:
    """Seed 003, Préparation: 16 tokens, 5 gold, a light and a medium mission; the seats put
    5, 5, 6, 7 tokens in the general reserve (11, 11, 10, 9 stay personal)."""
    s = rules.new_game(["Carine", "Michel", "Sybille", "Guillaume"], {}, seed=3)
    assert [x.general for x in s.seats] == [5, 5, 6, 7]
    assert [x.personal for x in s.seats] == [11, 11, 10, 9]
    levels = [tuple(tables().missions[m].level for m in x.missions) for x in s.seats]
    assert levels == [("light", "medium")] * 4
    assert s.first == 0 and s.round == 1


def test_two_players_put_five_and_six_tokens_in_the_general_reserve(rules: Any) -> None:
    """Seed 003, Le jeu à deux joueurs: the second player puts 6 tokens, not 5."""
    s = rules.new_game(["Carine", "Michel"], {}, seed=1)
    assert [x.general for x in s.seats] == [5, 6]


def test_four_money_cards_are_removed_unseen(rules: Any) -> None:
    """Seed 003, Préparation: 8 money cards shuffled, 4 back in the box; one per round."""
    s = rules.new_game(["Carine", "Michel", "Sybille"], {}, seed=5)
    assert len(s.money_removed) == 4
    assert len(s.money_shown) == 1 and len(s.money_deck) == 3
    for p in range(3):
        assert set(rules.view(s, p).money_removed) == {"?money"}


def test_supply_gives_gold_places_louis_and_deals_five_cards(rules: Any) -> None:
    """Seed 003, Ravitaillement: the first money card is turned even in round 1; everyone
    takes its gold; Louis XIV goes on the character it names; five influence cards each."""
    s = rules.new_game(["Carine", "Michel", "Sybille"], {}, seed=8)
    card = tables().money[s.money_shown[0]]
    assert [x.gold for x in s.seats] == [5 + card.gold] * 3
    assert s.louis == card.character and 1 <= s.louis <= 4
    assert [len(x.influence) for x in s.seats] == [5, 5, 5]
    assert s.phase == "influence" and s.to_act == 0 and task(s) == "turn"
    assert s.sides == (0,) * 12
