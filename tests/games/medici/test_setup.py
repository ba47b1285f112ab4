"""Seed 001, Le jeu comprend / Installation, with RULINGS "Medici" (deck, money, first auctioneer)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from medici_table.games.medici.data import deck, tables

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]


def test_the_deck_is_five_goods_of_seven_cards_and_the_10() -> None:
    """RULINGS, deck: 5 goods x (0,1,2,3,4,5,5) plus one "10" = 36; porcelain is the fifth good."""
    d = deck()
    assert len(d.base) == 36
    assert d.good_ids == ("swords", "grapes", "wheat", "diamonds", "porcelain")
    for good in d.good_ids:
        values = sorted(c.weight for c in d.cards.values() if c.good == good)
        assert values == [0, 1, 2, 3, 4, 5, 5]
    ten = d.cards["ten.1"]
    assert ten.weight == 10 and ten.good is None and ten.takes_slot
    assert Counter(d.cards[c].good for c in d.base)[None] == 1


def test_every_merchant_starts_with_30_florins_and_every_marker_at_the_base(rules: Any) -> None:
    """Seed 001, Installation: boats on space 30, goods markers on the bottom space."""
    s = rules.new_game(NAMES[:4], {}, seed=1)
    assert s.money == (30, 30, 30, 30)
    assert s.tracks == ((0, 0, 0, 0, 0),) * 4
    assert s.season == 1 and s.ledger == ()


def test_option_start_money_gives_40(rules: Any) -> None:
    """RULINGS: start money 30, option 40 (the later editions)."""
    s = rules.new_game(NAMES[:3], {"start_money": 40}, seed=1)
    assert s.money == (40, 40, 40)
    assert [o.id for o in rules.options()] == ["start_money", "original_auction", "special_cards"]
    assert {o.id: o.default for o in rules.options()} == {
        "start_money": 30, "original_auction": False, "special_cards": False}


@pytest.mark.parametrize(("n", "size"), [(3, 18), (4, 24), (5, 30), (6, 36)])
def test_the_season_deck_is_six_cards_per_player_the_rest_set_aside(rules: Any, n: int,
                                                                   size: int) -> None:
    """Seed 001, Installation: 18 cards at 3, 24 at 4, 30 at 5, all 36 at 6; the rest set aside."""
    s = rules.new_game(NAMES[:n], {}, seed=n)
    assert len(s.deck) == size and len(s.aside) == 36 - size
    assert sorted(s.deck + s.aside) == sorted(deck().base)
    assert tables().cards_per_player * n == size


def test_the_first_auctioneer_is_drawn_from_the_seed(rules: Any) -> None:
    """RULINGS: season 1's first auctioneer is seeded random; same seed, same table."""
    firsts = {rules.new_game(NAMES[:5], {}, seed=k).auctioneer for k in range(40)}
    assert firsts == set(range(5))
    a, b = rules.new_game(NAMES[:5], {}, seed=9), rules.new_game(NAMES[:5], {}, seed=9)
    assert a == b and a.to_act == a.auctioneer and a.phase == "turn"


def test_the_special_cards_are_shuffled_in_only_with_the_advanced_rule(rules: Any) -> None:
    """Seed 001, Le jeu comprend: the 4 special cards stay out unless the advanced rule is on."""
    specials = {"mystery.1", "captain.1", "overstock.1", "new_auction.1"}
    plain = rules.new_game(NAMES[:4], {}, seed=2)
    assert not specials & set(plain.deck + plain.aside)
    advanced = rules.new_game(NAMES[:4], {"special_cards": True}, seed=2)
    assert specials <= set(advanced.deck + advanced.aside)
    assert len(advanced.deck) == 24 and len(advanced.aside) == 16


def test_three_to_six_players(rules: Any) -> None:
    """RULINGS: Medici is played by 3 to 6."""
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:2], {}, seed=0)
    with pytest.raises(ValueError):
        rules.new_game(NAMES + ["Gus"], {}, seed=0)
