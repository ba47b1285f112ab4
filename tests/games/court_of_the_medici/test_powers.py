"""Seed 000, Description des pouvoirs spéciaux: Minister, Lady-in-waiting, Jester."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move

from .conftest import moves_of, position


def test_minister_eliminates_an_alliance_and_stays_in_the_first_circle(rules: Any) -> None:
    """Seed 000, Ministre: an alliance on 2+ cards eliminates them all; he takes their place."""
    _, s = position("minister")
    stack = ("della_rovere.count.1", "gonzaga.friar.1", "della_rovere.sculptor.1")
    s = rules.apply(s, Move("alliance", card="gonzaga.minister.1", target=stack[0]))
    assert s.first_circle[0] == ("gonzaga.minister.1",)
    assert s.discards[0] == ("della_rovere.count.1", "della_rovere.sculptor.1")
    assert s.discards[1] == ("gonzaga.friar.1",)


def test_minister_on_a_single_card_is_a_plain_alliance(rules: Any) -> None:
    """Seed 000, Ministre: no power on a lone noble."""
    _, s = position("minister")
    s = rules.apply(s, Move("alliance", card="gonzaga.minister.1", target="della_rovere.banker.1"))
    assert ("della_rovere.banker.1", "gonzaga.minister.1") in s.first_circle
    assert s.discards == ((), ())


def test_minister_conspiring_has_no_power(rules: Any) -> None:
    """Seed 000, Ministre: the power cannot be used when conspiring (Banker 6 + 0 = Merchant 6)."""
    _, s = position("minister")
    s = rules.apply(s, Move("conspire", card="gonzaga.minister.1", target="della_rovere.banker.1"))
    s = rules.apply(s, Move("eliminate", target="gonzaga.merchant.1"))
    assert ("della_rovere.banker.1", "gonzaga.minister.1") in s.first_circle
    assert s.discards == ((), ("gonzaga.merchant.1",))


def test_lady_lays_the_alliance_out_as_single_cards_in_the_same_area(rules: Any) -> None:
    """Seed 000, Muse: all the alliance's cards, hers included, are laid out apart."""
    _, s = position("lady")
    s = rules.apply(s, Move("alliance", card="della_rovere.lady.1", target="gonzaga.countess.1"))
    assert s.outer[1] == (("gonzaga.countess.1",), ("della_rovere.knight.2",), ("della_rovere.lady.1",))


def test_lady_conspiring_has_no_power(rules: Any) -> None:
    """Seed 000, Muse: her power cannot be used to conspire (Cardinal 9 + 1 = Countess 10)."""
    _, s = position("lady")
    s = rules.apply(s, Move("conspire", card="della_rovere.lady.1", target="gonzaga.cardinal.1"))
    s = rules.apply(s, Move("eliminate", target="gonzaga.countess.2"))
    assert s.first_circle == (("gonzaga.cardinal.1", "della_rovere.lady.1"),)


def test_jester_gets_a_value_from_1_to_10_when_played(rules: Any) -> None:
    """Seed 000, Bouffon: its owner gives it a value between 1 and 10."""
    _, s = position("jester_court")
    s = rules.apply(s, Move("outer", card="della_rovere.jester.1", target="outer.0"))
    assert s.phase == "jester_value"
    assert [m.value for m in rules.legal_moves(s)] == list(range(1, 11))
    s = rules.apply(s, Move("jester_value", card="della_rovere.jester.1", value=4))
    assert s.jester_value("della_rovere.jester.1") == 4


def test_jesters_at_court_are_revalued_when_a_noble_is_played(rules: Any) -> None:
    """Seed 000, Bouffon: at each noble played, any Jester at court may get a new value."""
    _, s = position("jester_court")
    sculptor_on_merchant = Move("conspire", card="della_rovere.sculptor.1", target="gonzaga.merchant.1")
    # Jester 7 + Chamberlain 2 = 9 = Sculptor 3 + Merchant 6
    assert sculptor_on_merchant in rules.legal_moves(s)
    s = rules.apply(s, Move("set_jester", card="gonzaga.jester.1", value=8))
    assert s.jester_value("gonzaga.jester.1") == 8
    assert sculptor_on_merchant not in rules.legal_moves(s)
    # the alliance is now worth 10, like the Countess: both can be eliminated by a 10
    s = rules.apply(s, Move("conspire", card="della_rovere.jester.1", target="gonzaga.merchant.1"))
    s = rules.apply(s, Move("jester_value", card="della_rovere.jester.1", value=4))
    assert {m.target for m in rules.legal_moves(s)} == {"gonzaga.jester.1", "gonzaga.countess.1"}


def test_a_jester_is_revalued_once_a_turn_and_binds_a_noble_play(rules: Any) -> None:
    """Table decision (rules text #jester): each Jester once a turn; then a noble must be played."""
    _, s = position("jester_court")
    s = rules.apply(s, Move("set_jester", card="gonzaga.jester.1", value=3))
    assert not [m for m in moves_of(rules, s, "set_jester") if m.card == "gonzaga.jester.1"]
    assert not moves_of(rules, s, "prepare")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("prepare", card="della_rovere.sculptor.1", target="deck.0"))
    assert exc.value.rule == "jester"


def test_jester_conspiracy_values_must_match_a_stack(rules: Any) -> None:
    """Seed 000, Bouffon + Conspirer: Merchant 6 + Jester X can reach 9 (X=3) or 10 (X=4)."""
    _, s = position("jester_court")
    s = rules.apply(s, Move("conspire", card="della_rovere.jester.1", target="gonzaga.merchant.1"))
    assert s.phase == "jester_value"
    assert [m.value for m in rules.legal_moves(s)] == [3, 4]
    s = rules.apply(s, Move("jester_value", card="della_rovere.jester.1", value=4))
    assert [m.target for m in rules.legal_moves(s)] == ["gonzaga.countess.1"]


def test_a_jester_counts_1_at_the_final_count(rules: Any) -> None:
    """Seed 000, Bouffon: at the end a Jester is worth 1, whatever its value at court."""
    _, s = position("jester_court")
    before = rules.scores(s)
    s = rules.apply(s, Move("set_jester", card="gonzaga.jester.1", value=9))
    assert rules.scores(s) == before
