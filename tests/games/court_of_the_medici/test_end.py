"""Seed 000, Piocher (last card), Fin du jeu and the scoring with its tie-breaks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from medici_table.app.position import load_position
from medici_table.engine import IllegalMove, Move

from .conftest import POSITIONS, moves_of, position


def test_last_card_is_shown_and_limits_later_plays(rules: Any) -> None:
    """Seed 000, Piocher: the last card is shown; no card above it; no preparing the future."""
    _, s = position("last_card")
    s = rules.apply(s, Move("outer", card="della_rovere.sculptor.1", target="outer.0"))
    s = rules.apply(s, Move("draw", target="deck.0"))
    assert s.limits[0] == 7 and "della_rovere.knight.1" in s.shown
    bo_view = rules.view(s, 1)
    assert "della_rovere.knight.1" in bo_view.hands[0]
    assert "della_rovere.count.1" not in bo_view.hands[0]
    s = rules.apply(s, Move("outer", card="gonzaga.poet.1", target="outer.1"))
    s = rules.apply(s, Move("draw", target="deck.1"))
    assert s.to_act == 0
    cards = {m.card for m in rules.legal_moves(s) if m.kind != "set_jester"}
    assert cards == {"della_rovere.knight.1"}
    assert not moves_of(rules, s, "prepare")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("outer", card="della_rovere.count.1", target="outer.0"))
    assert exc.value.rule == "last-card" and "7" in exc.value.reason
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("prepare", card="della_rovere.knight.1", target="deck.0"))
    assert exc.value.rule == "prepare"


def test_a_jester_drawn_last_is_announced_and_played_at_most_that(rules: Any) -> None:
    """Seed 000, Bouffon: announced 1..10 when shown; that value is the limit; played lower."""
    _, s = position("last_jester")
    s = rules.apply(s, Move("draw", target="deck.1"))
    assert s.phase == "announce" and s.to_act == 1
    assert [m.value for m in rules.legal_moves(s)] == list(range(1, 11))
    s = rules.apply(s, Move("announce", card="gonzaga.jester.2", value=5))
    assert s.limits[1] == 5
    s = rules.apply(s, Move("outer", card="della_rovere.count.1", target="outer.0"))
    s = rules.apply(s, Move("draw", target="deck.0"))
    assert s.to_act == 1
    playable = {m.card for m in rules.legal_moves(s) if m.kind == "outer"}
    assert playable == {"gonzaga.friar.1", "gonzaga.jester.2"}
    s = rules.apply(s, Move("outer", card="gonzaga.jester.2", target="outer.1"))
    assert [m.value for m in rules.legal_moves(s)] == [1, 2, 3, 4, 5]


def test_the_game_ends_when_the_first_circle_is_empty(rules: Any) -> None:
    """Seed 000, Fin du jeu: no card left in the First Circle; Outer Courts are counted."""
    _, s = position("end_first_circle")
    s = rules.apply(s, Move("conspire", card="della_rovere.chamberlain.1", target="della_rovere.sculptor.1"))
    s = rules.apply(s, Move("eliminate", target="gonzaga.scholar.1"))
    assert rules.is_over(s) and s.result == "first_circle_empty"
    assert rules.scores(s) == [15, 18]
    assert rules.winners(s) == [1] and rules.tie_break(s) == "score"
    assert rules.legal_moves(s) == []


def test_published_english_end_stops_when_one_house_is_out(rules: Any) -> None:
    """RULINGS option "published English end": one House out of the First Circle ends it."""
    r, s = load_position(POSITIONS / "end_first_circle.yaml")
    s = replace(s, english_end=True)
    s = r.apply(s, Move("outer", card="della_rovere.knight.1", target="outer.0"))
    assert r.is_over(s) and s.result == "house_out"
    # the Scholar still in the First Circle counts for Gonzaga
    assert r.scores(s) == [20, 23]


def test_a_player_who_cannot_play_is_passed_and_the_game_ends_when_nobody_can(rules: Any) -> None:
    """Seed 000, Fin du jeu: the game also ends when no player can play any more."""
    _, s = position("no_play")
    s = rules.apply(s, Move("outer", card="della_rovere.chamberlain.1", target="outer.0"))
    # Bo holds only a Countess 10 above his limit 3: passed, Ada plays again
    assert s.to_act == 0 and s.phase == "play"
    s = rules.apply(s, Move("outer", card="della_rovere.sculptor.1", target="outer.0"))
    assert rules.is_over(s) and s.result == "no_play"


def test_scoring_is_by_the_house_of_the_card_not_the_side(rules: Any) -> None:
    """RULINGS: scoring by card colour, whichever side; equal totals → more cards wins."""
    _, s = position("scoring_tie")
    s = rules.apply(s, Move("conspire", card="della_rovere.minister.1", target="gonzaga.friar.1"))
    s = rules.apply(s, Move("eliminate", target="gonzaga.friar.2"))
    assert rules.is_over(s)
    assert rules.scores(s) == [20, 20]
    assert rules.tie_break(s) == "cards" and rules.winners(s) == [1]


def test_equal_totals_and_cards_is_a_draw(rules: Any) -> None:
    """Seed 000, Fin du jeu: still equal on cards → the game is drawn."""
    r, s = position("end_first_circle")
    s = replace(s, first_circle=(), outer=((("della_rovere.count.1",),), (("gonzaga.countess.1",),)),
                phase="over", to_act=None, result="first_circle_empty")
    assert r.scores(s) == [10, 10] and r.tie_break(s) == "draw" and r.winners(s) == [0, 1]
