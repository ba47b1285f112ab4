"""What each player may see (seed 004; RULINGS: face-down coats are unseen by everyone)."""

from __future__ import annotations

from l7b_table import Table

from medici_table.engine import GameSession, Move
from medici_table.engine.rng import Rng
from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.state import HIDDEN_CARD, HIDDEN_COAT


def test_hands_are_secret_to_the_others(t: Table) -> None:
    state = t.load("table3")
    view = RULES.view(state, 1)
    assert view.hands[1] == state.hands[1]
    assert view.hands[0] == ("?grandbois",) * 8
    assert set(state.hands[0]) <= RULES.secret_ids(state, 1)


def test_face_down_coats_are_unseen_even_by_their_holder(t: Table) -> None:
    """Seed 004: "2 face cachée, sans les regarder"."""
    state = t.load("table3")
    view = RULES.view(state, 0)
    mine = [c for c in view.coats if c.at == 0]
    assert sorted(c.face for c in mine) == [HIDDEN_COAT, HIDDEN_COAT, "guilloux.blason.1"]
    assert {"bellay.blason.1", "bellay.blason.2"} <= RULES.secret_ids(state, 0)
    assert [c.id for c in view.coats] == [c.id for c in state.coats]  # tokens stay addressable


def test_own_won_tricks_may_be_looked_at_not_the_others(t: Table) -> None:
    """Seed 004: "Chaque pli est consultable en cours de jeu par le joueur qui l'a fait"."""
    state = t.load("table3")
    state = t.finish_trick(t.play(state, "grandbois.bourgeois", "guilloux.bourgeoise",
                                  "bellay.religieux"))
    assert RULES.view(state, 0).piles[0][0].cards == ("grandbois.bourgeois",
                                                       "guilloux.bourgeoise", "bellay.religieux")
    assert RULES.view(state, 1).piles[0][0].cards == (HIDDEN_CARD,) * 3
    assert "guilloux.bourgeoise" in RULES.secret_ids(state, 1)


def test_the_trick_on_the_table_and_set_aside_tricks_are_public(t: Table) -> None:
    state = t.play(t.load("tie_5_5_3_3_1"), "guilloux.manant")
    assert RULES.view(state, 2).trick == state.trick
    state = t.first_of(state)
    assert RULES.view(state, 2).set_aside == state.set_aside
    assert not set(state.set_aside) & RULES.secret_ids(state, 2)


def test_a_view_cannot_foresee_the_next_shuffle(t: Table) -> None:
    assert RULES.view(t.load("table3"), 0).rng == Rng(0)


def test_turning_up_a_coat_reveals_it_and_cannot_be_undone(t: Table) -> None:
    state = t.play(t.load("table3"), "grandbois.menetrier", "guilloux.bourgeois",
                   "bellay.bourgeoise")
    session = GameSession(RULES, state)
    coat = t.coat(state, "bellay.blason.1")
    session.play(Move("menetrier", token=coat.id))
    assert not session.can_undo()
    assert RULES.view(session.state, 2).coat(coat.id) == t.coat(session.state, "bellay.blason.1")


def test_everything_is_shown_once_the_game_is_over(t: Table) -> None:
    state = RULES.new_game(["A", "B", "C"], {}, seed=8)
    while state.to_act is not None:
        state = t.first_of(state)
    assert RULES.view(state, 0) == state and RULES.secret_ids(state, 0) == frozenset()


def test_a_hidden_coat_keeps_everything_but_its_face(t: Table) -> None:
    """The view makes each hidden coat anew (not through `replace`, slower): the same token,
    side, place and lookers, its face alone hidden."""
    from dataclasses import replace

    state = t.load("table3")
    for player in range(state.n):
        view = RULES.view(state, player)
        for coat, seen in zip(state.coats, view.coats, strict=True):
            hidden = not coat.up and player not in coat.seen
            assert seen == (replace(coat, face=HIDDEN_COAT) if hidden else coat)
