"""The Malandrin (seed 004, Précisions sur les possibilités de jeu du malandrin; RULINGS)."""

from __future__ import annotations

import pytest
from l7b_table import Table

from medici_table.engine import IllegalMove, Move
from medici_table.engine.resources import rules_data
from medici_table.games.les_7_blasons.state import BlasonsState


def value(card: str) -> Move:
    return Move("malandrin", card=card, choice="value")


def power(card: str) -> Move:
    return Move("malandrin", card=card, choice="power")


def resolve_until_malandrin(t: Table, state: BlasonsState) -> BlasonsState:
    """Use the powers before the Malandrin's turn with their first legal move."""
    while state.phase == "resolve" and t.moves(state)[0].kind != "malandrin":
        state = t.first_of(state)
    return state


def test_played_last_it_can_only_take_a_value(t: Table) -> None:
    """Seed 004: played last, every power has been used before it speaks; the 5's value takes
    the trick."""
    state = t.play(t.load("malandrin_last"), "grandbois.malandrin")
    state = resolve_until_malandrin(t, state)
    assert state.to_act == 3 and state.resolving == 3
    choices = t.moves(state)
    assert {m.choice for m in choices} == {"value"}
    assert {m.card for m in choices} == {"aubigny.magistrat", "bellay.menetrier",
                                        "contades.intendant", "grandbois.malandrin"}
    state = t.play(state, value("contades.intendant"))
    assert state.phase == "winner" and state.to_act == 3  # Grandbois takes it with the 5


def test_a_power_already_used_cannot_be_taken(t: Table) -> None:
    """Seed 004: "sous réserve que ce pouvoir n'ait pas déjà été employé"."""
    state = resolve_until_malandrin(t, t.play(t.load("malandrin_last"), "grandbois.malandrin"))
    with pytest.raises(IllegalMove) as refused:
        t.play(state, power("contades.intendant"))
    assert refused.value.rule == "malandrin"


def test_leading_it_has_the_widest_choice(t: Table) -> None:
    """Seed 004: a leading Malandrin may choose among every power or take the trick."""
    state = t.play(t.load("malandrin_lead"), "grandbois.intendant")
    assert state.phase == "resolve" and state.resolving == 0 and state.to_act == 0
    choices = set(t.moves(state))
    assert choices == {
        value("bellay.manant"), value("contades.menetrier"), value("grandbois.intendant"),
        value("aubigny.malandrin"),
        power("bellay.manant"), power("contades.menetrier"), power("grandbois.intendant"),
    }


def test_a_taken_power_is_used_by_the_malandrin_when_the_card_would_have_used_it(
        t: Table) -> None:
    """Seed 004: "il l'utilisera au moment où le possesseur initial de la carte ciblée l'aurait
    utilisé lui-même"; the robbed player does not use it."""
    state = t.play(t.load("malandrin_lead"), "grandbois.intendant")
    state = t.play(state, power("grandbois.intendant"))
    deciders = []
    while state.phase == "resolve":
        deciders.append((state.resolving, state.to_act, t.moves(state)[0].kind))
        state = t.first_of(state)
    assert deciders == [(1, 1, "manant"), (2, 2, "menetrier"), (3, 0, "intendant")]
    assert state.phase == "winner" and state.to_act == 3  # the Intendant kept its value, 5


def test_a_taken_value_leaves_the_robbed_card_without_value(t: Table) -> None:
    """Seed 004: the Malandrin "se substitue à cette carte" and takes its value."""
    state = t.play(t.load("malandrin_lead"), "grandbois.intendant")
    state = t.play(state, value("grandbois.intendant"))
    # per card of the trick, who holds its value: the Intendant's 5 is now Aubigny's
    assert state.value_of == (-1, 1, 2, 0)
    while state.phase == "resolve":
        state = t.first_of(state)
    assert state.winner == 0  # Aubigny's 5 beats 2 and 1; Grandbois's card counts nothing


def test_middle_the_trick_with_the_5_or_the_power_of_the_5_or_the_3(t: Table) -> None:
    """Seed 004: "soit le pli par rapport à la valeur carte 5, ou utiliser le pouvoir des
    personnages 5 ou 3"."""
    state = resolve_until_malandrin(
        t, t.play(t.load("malandrin_middle_5_3"), "grandbois.magistrat"))
    assert state.to_act == 1
    powers = {m.card for m in t.moves(state) if m.choice == "power"}
    assert powers == {"contades.intendant", "grandbois.magistrat"}
    state = t.play(state, value("contades.intendant"))
    while state.phase == "resolve":
        state = t.first_of(state)
    assert state.winner == 1


def test_middle_the_trick_with_the_6_or_the_power_of_the_1_2_or_5(t: Table) -> None:
    """Seed 004: "soit le pli par rapport à la valeur carte 6, ou utiliser le pouvoir des
    personnages 1, 2 ou 5"."""
    state = resolve_until_malandrin(
        t, t.play(t.load("malandrin_middle_6"), "guilloux.intendant"))
    assert state.to_act == 1
    powers = {m.card for m in t.moves(state) if m.choice == "power"}
    assert powers == {"contades.manant", "grandbois.menetrier", "guilloux.intendant"}
    state = t.play(state, value("aubigny.bourgeoise"))
    while state.phase == "resolve":
        state = t.first_of(state)
    assert state.winner == 1  # 6 beats the Intendant's 5; Aubigny's Bourgeoise counts nothing


def two_malandrins(t: Table) -> BlasonsState:
    """Malandrin (Aubigny), Intendant 5 (Bellay), Malandrin (Contades), Ménétrier 2 (Grandbois)."""
    state = t.play(t.load("two_malandrins"), "grandbois.menetrier")
    assert state.resolving == 0 and state.to_act == 0
    return state


def finish_powers(t: Table, state: BlasonsState) -> BlasonsState:
    while state.phase == "resolve":
        state = t.first_of(state)
    return state


def test_two_malandrins_both_take_the_5_the_second_takes_the_trick(t: Table) -> None:
    """Seed 004: both choose the value of the 5: "c'est le 2ème qui fera le pli"."""
    state = t.play(two_malandrins(t), value("bellay.intendant"))
    state = t.first_of(state)  # the Intendant's power, Bellay's own
    assert state.resolving == 2 and state.to_act == 2
    state = finish_powers(t, t.play(state, value("bellay.intendant")))
    assert state.winner == 2


def test_two_malandrins_the_first_chooses_the_second_and_then_the_5(t: Table) -> None:
    """Seed 004: "la solution pour le 1er malandrin est donc de choisir le second malandrin pour
    ensuite, à sa place, choisir la valeur carte 5" — the second never speaks; and "il ne lui
    restera que deux choix [...] soit la valeur carte 5 pour le pli, soit l'action du personnage
    de la carte 2": the 5's power has acted by then."""
    state = t.play(two_malandrins(t), power("contades.malandrin"))
    assert state.resolving == 1 and state.to_act == 1  # Bellay's Intendant acts first
    state = t.first_of(state)
    assert state.resolving == 2 and state.to_act == 0  # Aubigny decides for Contades's Malandrin
    choices = t.moves(state)
    assert {m.card for m in choices if m.choice == "power"} == {"grandbois.menetrier"}
    assert value("bellay.intendant") in choices
    assert value("contades.malandrin") not in choices
    state = finish_powers(t, t.play(state, value("bellay.intendant")))
    assert state.winner == 0


def test_two_malandrins_the_first_takes_the_5s_power_the_second_its_value(t: Table) -> None:
    """Seed 004: "Si le 1er malandrin choisit la carte 5 pour en utiliser son pouvoir, le
    second malandrin pourra choisir la carte 5 pour faire le pli"."""
    state = t.play(two_malandrins(t), power("bellay.intendant"))
    assert state.resolving == 1 and state.to_act == 0  # Aubigny uses the Intendant's power
    state = t.first_of(state)
    assert state.resolving == 2 and state.to_act == 2
    state = finish_powers(t, t.play(state, value("bellay.intendant")))
    assert state.winner == 2


def test_two_malandrins_fight_over_the_power_of_the_2(t: Table) -> None:
    """Seed 004: "Le même cas de confrontation existe si les deux malandrins veulent choisir le
    pouvoir du personnage de la carte 2": the later choice wins it."""
    state = t.play(two_malandrins(t), power("grandbois.menetrier"))
    state = t.first_of(state)  # the Intendant, Bellay's own power
    state = t.play(state, power("grandbois.menetrier"))
    assert state.resolving == 3 and state.to_act == 2


def test_a_malandrin_choosing_itself_takes_the_trick_under_two_equal_cards(t: Table) -> None:
    """Seed 004: the Malandrin may choose itself "pour notamment faire le pli", in a tie of the
    top cards; its star then counts as the smallest value."""
    state = t.play(t.load("malandrin_self"), "bellay.malandrin")
    state = t.play(state, value("bellay.malandrin"))
    assert state.winner == 2 and state.phase == "winner"


def test_a_malandrin_copying_a_tied_six_does_not_break_the_tie(t: Table) -> None:
    """Taking one Bourgeoise's value leaves 6 against 6: they cancel and nobody is left."""
    state = t.play(t.load("malandrin_self"), "bellay.malandrin")
    state = t.play(state, value("grandbois.bourgeoise"))
    assert state.tricks_done == 1 and len(state.set_aside) == 3 and state.to_act == 0


def test_two_malandrins_keeping_their_stars_cancel_out(t: Table) -> None:
    """Seed 004, Autre point à signaler: the second Malandrin counters the first, and the
    trick is set aside, as with equal top cards."""
    state = t.play(t.load("two_malandrins_self"), "grandbois.malandrin")
    state = t.play(state, value("contades.malandrin"))
    assert state.to_act == 3
    state = t.play(state, value("grandbois.malandrin"))
    assert state.tricks_done == 1 and len(state.set_aside) == 4 and state.leader == 0


def test_a_malandrin_cannot_take_another_malandrins_star(t: Table) -> None:
    state = t.play(t.load("two_malandrins_self"), "grandbois.malandrin")
    with pytest.raises(IllegalMove) as refused:
        t.play(state, value("grandbois.malandrin"))
    assert refused.value.rule == "malandrin-self"


def test_a_card_without_power_offers_no_power(t: Table) -> None:
    """Bourgeoise and Bourgeois have no power (RULINGS); nor the Religieux without variant 4."""
    state = t.play(t.load("malandrin_self"), "bellay.malandrin")
    assert {m.choice for m in t.moves(state)} == {"value"}
    with pytest.raises(IllegalMove):
        t.play(state, power("guilloux.bourgeoise"))


def test_the_quick_reference_lets_the_malandrin_choose_itself(t: Table) -> None:
    """Seed 004, "le malandrin peut être amené à se choisir lui-même": its own card is among its
    choices, for its value; both quick references say so (issue 23: they said "another card")."""
    state = t.play(t.load("malandrin_self"), "bellay.malandrin")
    assert value("bellay.malandrin") in t.moves(state)
    for lang, says in (("en", "a card of the trick — itself too, for its value"),
                       ("fr", "d'une carte du pli — lui-même aussi, pour sa valeur")):
        ref = rules_data("les_7_blasons", f"quickref.{lang}.md").read_text(encoding="utf-8")
        assert says in ref
