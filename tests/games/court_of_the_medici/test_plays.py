"""Seed 000, Jouer un Noble: Outer Court, Alliance, Conspiracy, Prepare the future; drawing."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import GameSession, IllegalMove, Move

from .conftest import moves_of, position


def test_outer_court_card_goes_alone_in_front_of_its_player(rules: Any) -> None:
    """Seed 000, Envoyer un Noble à la Cour Extérieure; RULINGS: in front of its player."""
    _, s = position("conspiracy")
    s2 = rules.apply(s, Move("outer", card="della_rovere.count.1", target="outer.0"))
    assert s2.outer[0] == (("della_rovere.architect.1",), ("della_rovere.count.1",))
    assert "della_rovere.count.1" not in s2.hands[0]
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("outer", card="della_rovere.count.1", target="outer.1"))
    assert exc.value.rule == "outer-court"


def test_alliance_on_any_stack_in_any_area(rules: Any) -> None:
    """Seed 000, Conclure une Alliance: on a card or stack, First Circle or either Outer Court."""
    _, s = position("conspiracy")
    targets = {m.target for m in moves_of(rules, s, "alliance") if m.card == "della_rovere.count.1"}
    assert targets == {"gonzaga.friar.1", "gonzaga.scholar.1", "della_rovere.knight.1",
                       "della_rovere.architect.1", "gonzaga.lord.1"}
    s2 = rules.apply(s, Move("alliance", card="della_rovere.count.1", target="gonzaga.lord.1"))
    assert s2.outer[1] == (("gonzaga.lord.1", "della_rovere.count.1"),)
    assert s2.phase == "draw"


def test_conspiracy_eliminates_one_stack_of_equal_value(rules: Any) -> None:
    """Seed 000, Conspirer: Sculptor 3 on Friar 2 = 5 eliminates the Scholar 5."""
    _, s = position("conspiracy")
    s = rules.apply(s, Move("conspire", card="della_rovere.sculptor.1", target="gonzaga.friar.1"))
    assert s.phase == "eliminate" and s.to_act == 0
    # both 5s are offered: the Scholar in the First Circle and Ada's own Architect
    assert {m.target for m in rules.legal_moves(s)} == {"gonzaga.scholar.1", "della_rovere.architect.1"}
    s = rules.apply(s, Move("eliminate", target="gonzaga.scholar.1"))
    assert ("gonzaga.friar.1", "della_rovere.sculptor.1") in s.first_circle
    assert ("gonzaga.scholar.1",) not in s.first_circle
    assert s.discards[1] == ("gonzaga.scholar.1",)
    assert s.phase == "draw"


def test_conspiracy_may_eliminate_ones_own_cards(rules: Any) -> None:
    """Seed 000, Précisions: it is possible to eliminate one's own nobles."""
    _, s = position("conspiracy")
    s = rules.apply(s, Move("conspire", card="della_rovere.sculptor.1", target="gonzaga.friar.1"))
    s = rules.apply(s, Move("eliminate", target="della_rovere.architect.1"))
    assert s.outer[0] == () and s.discards[0] == ("della_rovere.architect.1",)


def test_conspiracy_needs_a_stack_of_that_exact_value(rules: Any) -> None:
    """Seed 000, Conspirer: strictly equal; Count 10 on Friar 2 = 12 matches nothing."""
    _, s = position("conspiracy")
    assert Move("conspire", card="della_rovere.count.1", target="gonzaga.friar.1") \
        not in rules.legal_moves(s)
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("conspire", card="della_rovere.count.1", target="gonzaga.friar.1"))
    assert exc.value.rule == "conspiracy" and "12" in exc.value.reason


def test_conspiracy_cannot_target_itself(rules: Any) -> None:
    """RULINGS: the new stack cannot eliminate itself."""
    _, s = position("conspiracy")
    s = rules.apply(s, Move("conspire", card="della_rovere.sculptor.1", target="gonzaga.scholar.1"))
    # 3 + 5 = 8: only Bo's Lord 8, not the conspiracy itself
    assert [m.target for m in rules.legal_moves(s)] == ["gonzaga.lord.1"]


def test_conspiracy_needs_two_cards(rules: Any) -> None:
    """Seed 000, Précisions: a conspiracy is always played onto a card, never alone."""
    _, s = position("conspiracy")
    assert all(m.target not in ("outer.0", "outer.1") for m in moves_of(rules, s, "conspire"))


def test_prepare_the_future_puts_the_card_under_the_deck(rules: Any) -> None:
    """Seed 000, Préparer l'Avenir: face down under one's deck, then draw."""
    _, s = position("last_card")
    s2 = rules.apply(s, Move("prepare", card="della_rovere.count.1", target="deck.0"))
    assert s2.decks[0] == ("della_rovere.knight.1", "della_rovere.count.1")
    assert s2.prepared == (1, 0) and s2.phase == "draw"
    s3 = rules.apply(s2, Move("draw", target="deck.0"))
    assert "della_rovere.knight.1" in s3.hands[0] and s3.limits[0] is None


def test_three_preparations_each_end_in_a_draw(rules: Any) -> None:
    """Seed 000, IMPORTANT: both players prepare 3 times each → the game ends at once, a draw."""
    _, s = position("prepare")
    s = rules.apply(s, Move("prepare", card="gonzaga.poet.1", target="deck.1"))
    assert rules.is_over(s) and s.result == "prepared"
    assert rules.winners(s) == [0, 1]


def test_draw_is_its_own_step_so_the_play_can_be_undone(rules: Any) -> None:
    """Seed 000, Piocher une carte; undo never crosses a draw (it revealed a card)."""
    r, s = position("last_card")
    session = GameSession(r, s)
    session.play(Move("outer", card="della_rovere.sculptor.1", target="outer.0"))
    assert session.can_undo()
    session.undo()
    assert session.state == s
    session.play(Move("outer", card="della_rovere.sculptor.1", target="outer.0"))
    session.play(Move("draw", target="deck.0"))
    assert not session.can_undo()
    with pytest.raises(IllegalMove):
        session.undo()


def test_cards_played_never_move_again(rules: Any) -> None:
    """Seed 000, Précisions: a played card stays until eliminated; there is no move to shift it."""
    _, s = position("conspiracy")
    kinds = {m.kind for m in rules.legal_moves(s)}
    assert kinds <= {"outer", "alliance", "conspire", "prepare", "set_jester"}
    assert all(m.card in s.hands[0] for m in rules.legal_moves(s) if m.kind != "set_jester")


def test_only_the_player_to_act_decides(rules: Any) -> None:
    _, s = position("conspiracy")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("outer", card="gonzaga.poet.1", target="outer.1"))
    assert exc.value.rule == "turn"


@pytest.mark.slow  # eight random games probed move by move: CI runs it (pytest -m slow)
def test_the_fast_legality_check_agrees_with_legal_moves(rules: Any) -> None:
    """`is_legal` answers exactly `move in legal_moves` (probed over random games)."""
    import random

    chooser = random.Random(3)
    for seed in range(8):
        s = rules.new_game(["Ada", "Bo"], {"dukes": seed % 2 == 0}, seed=seed)
        while not rules.is_over(s):
            legal = rules.legal_moves(s)
            probes = set(legal)
            hand = s.hands[s.to_act] if s.to_act is not None else ()
            for card in hand:
                for kind in ("outer", "alliance", "conspire"):
                    for _, st in s.all_stacks():
                        probes.add(Move(kind, card=card, target=st[0]))
                    probes.add(Move(kind, card=card, target="outer.0"))
            for m in probes:
                assert rules.is_legal(s, m) == (m in legal), m
            s = rules.play(s, chooser.choice(legal))
