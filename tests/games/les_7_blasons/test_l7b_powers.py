"""The characters' powers (seed 004, Présentation des pouvoirs des personnages)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from l7b_table import Table

from medici_table.engine import IllegalMove, Move
from medici_table.games.les_7_blasons.state import BlasonsState


def power_turn(t: Table, name: str, *cards: str) -> BlasonsState:
    """Play a trick from table3 and stop at the first power decision."""
    state = t.play(t.load(name), *cards)
    assert state.phase == "resolve"
    return state


def test_manant_takes_a_coat_from_the_pool(t: Table) -> None:
    """Seed 004: "Le manant prend un blason de la pioche pour le mettre dans son jeu"."""
    state = power_turn(t, "table3", "grandbois.manant", "guilloux.bourgeois", "bellay.bourgeoise")
    choices = t.moves(state)
    assert {m.token for m in choices} == {c.id for c in state.coats if c.at == -1}
    assert {m.target for m in choices} == {"coats.0"}
    coat = t.coat(state, "guilloux.blason.4")
    after = t.play(state, Move("manant", token=coat.id, target="coats.0"))
    moved = t.coat(after, "guilloux.blason.4")
    assert moved.at == 0 and not moved.up  # as it lay: face down


def test_manant_with_an_empty_pool_is_skipped(t: Table) -> None:
    """Seed 004: an impossible power "est alors simplement ignoré"."""
    state = t.load("table3")
    emptied = tuple(replace(c, at=0) if c.at == -1 else c for c in state.coats)
    state = t.play(replace(state, coats=emptied), "grandbois.manant", "guilloux.bourgeoise",
                   "bellay.religieux")
    assert state.phase == "winner" and state.to_act == 1  # straight to the taker
    assert state.coats == emptied


def test_menetrier_turns_up_any_face_down_coat(t: Table) -> None:
    """Seed 004: the Ménétrier turns a coat face up, "du jeu d'un joueur ou du sien ou à la
    pioche"."""
    state = power_turn(t, "table3", "grandbois.menetrier", "guilloux.bourgeois",
                       "bellay.bourgeoise")
    assert {m.token for m in t.moves(state)} == {c.id for c in state.coats if not c.up}
    assert len(t.moves(state)) == 9  # 6 in displays (his own included) and 3 in the pool
    pooled = t.coat(state, "bellay.blason.4")
    after = t.play(state, Move("menetrier", token=pooled.id))
    assert t.coat(after, "bellay.blason.4").up and t.coat(after, "bellay.blason.4").at == -1


def test_magistrat_sends_another_players_coat_to_the_pool(t: Table) -> None:
    """Seed 004: "Le magistrat enlève un blason du jeu d'un joueur pour le mettre à la pioche"
    — another player's (our decision, see #decisions)."""
    state = power_turn(t, "table3", "grandbois.magistrat", "guilloux.bourgeois",
                       "bellay.bourgeoise")
    tokens = {m.token for m in t.moves(state)}
    assert tokens == {c.id for c in state.coats if c.at in (1, 2)}
    own = t.coat(state, "guilloux.blason.1")  # in Grandbois's own display
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("magistrat", token=own.id, target="pool"))
    assert refused.value.rule == "magistrat"
    shown = t.coat(state, "bellay.blason.3")  # face up in front of Guilloux
    after = t.play(state, Move("magistrat", token=shown.id, target="pool"))
    assert t.coat(after, "bellay.blason.3").at == -1 and t.coat(after, "bellay.blason.3").up


def test_intendant_swaps_two_coats_as_they_lie(t: Table) -> None:
    """Seed 004: the Intendant swaps a coat of a player's display (or his own) with one of
    another player's display or of the pool."""
    state = power_turn(t, "table3", "grandbois.intendant", "guilloux.bourgeois",
                       "bellay.bourgeoise")
    assert len(t.moves(state)) == 9 * 9  # 9 displayed coats, each with 6 + 3 elsewhere
    mine = t.coat(state, "guilloux.blason.1")  # face up before Grandbois
    theirs = t.coat(state, "grandbois.blason.1")  # face down before Guilloux
    after = t.play(state, Move("intendant", token=mine.id, target=theirs.id))
    assert t.coat(after, "guilloux.blason.1").at == 1 and t.coat(after, "guilloux.blason.1").up
    assert t.coat(after, "grandbois.blason.1").at == 0
    assert not t.coat(after, "grandbois.blason.1").up
    same = t.coat(state, "bellay.blason.1")  # also before Grandbois
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("intendant", token=mine.id, target=same.id))
    assert refused.value.rule == "intendant"


def test_intendant_swaps_with_the_pool(t: Table) -> None:
    state = power_turn(t, "table3", "grandbois.intendant", "guilloux.bourgeois",
                       "bellay.bourgeoise")
    mine = t.coat(state, "bellay.blason.1")
    pooled = t.coat(state, "guilloux.blason.4")
    after = t.play(state, Move("intendant", token=mine.id, target=pooled.id))
    assert t.coat(after, "bellay.blason.1").at == -1 and t.coat(after, "guilloux.blason.4").at == 0


def test_religieux_has_no_power_without_variant_4(t: Table) -> None:
    """RULINGS: the Religieux has a power only in variant 4."""
    state = t.play(t.load("table3"), "grandbois.religieux", "guilloux.bourgeois",
                   "bellay.bourgeoise")
    assert state.phase == "winner" and state.to_act == 1  # no decision: Guilloux's 7 takes it


def test_religieux_moves_a_coat_between_displays_in_variant_4(t: Table) -> None:
    """Seed 004, variante 4: the Religieux moves a coat, as it lies, from a player's display or
    his own to another player's or his own."""
    state = power_turn(t, "table3_religieux", "grandbois.religieux", "guilloux.bourgeois",
                       "bellay.bourgeoise")
    choices = t.moves(state)
    assert {m.kind for m in choices} == {"religieux"} and len(choices) == 9 * 2
    coat = t.coat(state, "grandbois.blason.1")  # face down before Guilloux
    after = t.play(state, Move("religieux", token=coat.id, target="coats.0"))
    assert t.coat(after, "grandbois.blason.1").at == 0
    assert not t.coat(after, "grandbois.blason.1").up
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("religieux", token=coat.id, target="pool"))
    assert refused.value.rule == "religieux"


def test_a_stolen_power_acts_for_the_malandrins_player(t: Table) -> None:
    """The Manant taken by Grandbois's Malandrin fills Grandbois's display, not Guilloux's."""
    state = t.play(t.load("table3"), "grandbois.malandrin", "guilloux.manant",
                   "bellay.bourgeoise")
    state = t.play(state, Move("malandrin", card="guilloux.manant", choice="power"))
    assert state.resolving == 1 and state.to_act == 0
    assert {m.target for m in t.moves(state)} == {"coats.0"}


def test_a_stolen_magistrat_spares_its_new_users_display(t: Table) -> None:
    state = t.play(t.load("table3"), "grandbois.malandrin", "guilloux.magistrat",
                   "bellay.bourgeoise")
    state = t.play(state, Move("malandrin", card="guilloux.magistrat", choice="power"))
    assert {c.at for c in state.coats if any(m.token == c.id for m in t.moves(state))} == {1, 2}


def test_a_power_of_the_wrong_kind_is_refused(t: Table) -> None:
    state = power_turn(t, "table3", "grandbois.manant", "guilloux.bourgeois", "bellay.bourgeoise")
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("menetrier", token=t.coat(state, "bellay.blason.1").id))
    assert refused.value.rule == "powers"
