"""Playing a trick and taking it (seed 004, Déroulement du jeu; RULINGS, Les 7 Blasons)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from l7b_table import Table

from medici_table.engine import IllegalMove, Move


def test_the_leader_plays_first_then_each_in_turn(t: Table) -> None:
    """Seed 004: "Chacun, à son tour, pose la carte de son choix"; clockwise = seat order."""
    state = t.load("table3")
    assert state.to_act == 0
    state = t.play(state, "grandbois.bourgeois")
    assert state.to_act == 1
    state = t.play(state, "guilloux.manant")
    assert state.to_act == 2


def test_any_card_of_the_hand_may_be_played(t: Table) -> None:
    """Seed 004: "On n'est pas obligé de poser une carte de valeur plus importante"."""
    state = t.play(t.load("table3"), "grandbois.bourgeois")
    assert {m.card for m in t.moves(state, "play")} == {
        f"guilloux.{c}" for c in ("malandrin", "manant", "menetrier", "magistrat", "religieux",
                                  "intendant", "bourgeoise", "bourgeois")}


def test_a_card_not_in_hand_is_refused(t: Table) -> None:
    state = t.play(t.load("table3"), "grandbois.bourgeois")
    with pytest.raises(IllegalMove) as refused:
        t.play(state, "bellay.manant")  # not Guilloux's card
    assert refused.value.rule == "playing"
    with pytest.raises(IllegalMove):
        t.play(state, "grandbois.bourgeois")  # already on the table


def test_highest_value_takes_the_trick_and_leads_next(t: Table) -> None:
    """Seed 004: the highest face value takes the trick and leads the next one."""
    state = t.load("table3")
    state = t.play(state, "grandbois.bourgeoise", "guilloux.bourgeois", "bellay.religieux")
    assert state.phase == "winner" and state.to_act == 1
    state = t.first_of(state)
    assert state.tricks_done == 1 and state.leader == 1 and state.to_act == 1
    assert state.piles[1][0].cards == ("grandbois.bourgeoise", "guilloux.bourgeois",
                                       "bellay.religieux")


def test_tie_5_5_3_the_three_takes_it(t: Table) -> None:
    """RULINGS: 5, 5, 3 -> the 3 wins (the highest equal cards cancel)."""
    state = t.play(t.load("tie_5_5_3"), "bellay.magistrat")
    # the coats all lie in the pool: both Intendants and the Magistrat are skipped
    assert state.phase == "winner" and state.to_act == 2
    assert {m.kind for m in t.moves(state)} == {"take"}


def test_tie_7_7_7_2_the_two_takes_it(t: Table) -> None:
    """RULINGS: 7, 7, 7, 2 -> the 2 wins."""
    state = t.play(t.load("tie_7_7_7_2"), "grandbois.menetrier")
    assert state.phase == "resolve" and state.to_act == 3  # the Ménétrier turns up a pool coat
    state = t.first_of(state)
    assert state.phase == "winner" and state.to_act == 3


def test_tie_5_5_3_3_1_nobody_takes_it_and_the_leader_leads_again(t: Table) -> None:
    """RULINGS: one step only (5,5,3,3,1 -> nobody); the trick leaves play, its leader leads."""
    state = t.play(t.load("tie_5_5_3_3_1"), "guilloux.manant")
    assert state.phase == "resolve" and state.to_act == 4  # the Manant takes a pool coat
    state = t.first_of(state)
    assert state.tricks_done == 1 and state.phase == "play"
    assert state.leader == 0 and state.to_act == 0
    assert len(state.set_aside) == 5 and all(piles == () for piles in state.piles)
    assert state.last_winner == -1


def test_powers_are_used_after_the_last_card_in_play_order(t: Table) -> None:
    """Seed 004: "Chaque joueur utilise son pouvoir après la pose de la dernière carte du tour
    de table et dans l'ordre de pose des cartes"."""
    state = t.load("table3")
    state = t.play(state, "grandbois.menetrier")
    assert state.phase == "play" and state.to_act == 1  # no power yet
    state = t.play(state, "guilloux.manant", "bellay.magistrat")
    order = []
    while state.phase == "resolve":
        order.append((state.to_act, state.trick[state.resolving].card))
        state = t.first_of(state)
    assert order == [(0, "grandbois.menetrier"), (1, "guilloux.manant"),
                     (2, "bellay.magistrat")]


def test_powers_are_mandatory(t: Table) -> None:
    """Seed 004: "Utiliser le pouvoir d'un personnage est obligatoire": no way to pass."""
    state = t.play(t.load("table3"), "grandbois.manant", "guilloux.bourgeois", "bellay.bourgeoise")
    assert state.phase == "resolve"
    assert {m.kind for m in t.moves(state)} == {"manant"}
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("done"))
    assert refused.value.rule == "powers"


def test_an_impossible_power_is_skipped(t: Table) -> None:
    """Seed 004: "utiliser un pouvoir peut s'avérer impossible à faire : il est alors ignoré"
    (the Manant with an empty pool)."""
    state = t.load("tie_5_5_3")
    # every coat is in the pool: the Intendants cannot swap, the Magistrat has nothing to take
    state = t.play(state, "bellay.magistrat")
    assert state.phase == "winner"


def test_the_taker_turns_up_a_coat_or_takes_one_from_the_pool(t: Table) -> None:
    """Seed 004: before gathering, the taker reveals a coat in front of any player (himself
    included) or takes one from the pool as it lies."""
    state = t.load("table3")
    state = t.play(state, "grandbois.bourgeois", "guilloux.bourgeoise", "bellay.religieux")
    assert state.phase == "winner" and state.to_act == 0
    reveal = {m.token for m in t.moves(state, "reveal")}
    take = {m.token for m in t.moves(state, "take")}
    facedown = {c.id for c in state.coats if c.at >= 0 and not c.up}
    assert reveal == facedown and len(reveal) == 6  # every player's, his own included
    assert take == {c.id for c in state.coats if c.at == -1}
    coat = t.coat(state, "guilloux.blason.2")  # face down in front of Bellay
    after = t.play(state, Move("reveal", token=coat.id))
    assert t.coat(after, "guilloux.blason.2").up and t.coat(after, "guilloux.blason.2").at == 2
    pooled = t.coat(state, "bellay.blason.4")
    after = t.play(state, Move("take", token=pooled.id, target="coats.0"))
    taken = t.coat(after, "bellay.blason.4")
    assert taken.at == 0 and not taken.up  # "en l'état": still face down


def test_the_free_action_is_skipped_when_impossible(t: Table) -> None:
    """Every coat face up in a display and an empty pool: the trick is simply gathered."""
    state = t.load("table3")
    coats = tuple(replace(c, up=True, at=i % 3) for i, c in enumerate(state.coats))
    state = t.play(replace(state, coats=coats),
                   "grandbois.bourgeois", "guilloux.bourgeoise", "bellay.religieux")
    assert state.phase == "play" and state.tricks_done == 1
    assert state.leader == 0 and state.to_act == 0 and len(state.piles[0]) == 1
    assert state.coats == coats


def test_winner_action_refused_on_a_face_up_coat(t: Table) -> None:
    state = t.play(t.load("table3"), "grandbois.bourgeois", "guilloux.bourgeoise",
                   "bellay.religieux")
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("reveal", token=t.coat(state, "guilloux.blason.1").id))
    assert refused.value.rule == "taking-the-trick"


def test_a_round_is_eight_tricks(t: Table) -> None:
    """RULINGS: 8 tricks a round; every card is played once."""
    state = t.load("table3")
    for trick in range(8):
        assert state.tricks_done == trick and state.round == 1
        state = t.finish_trick(state)
    assert state.round == 2 and len(state.round_scores) == 1


def test_with_every_coat_face_up_and_the_pool_empty_the_powers_and_free_action_are_skipped(
        t: Table) -> None:
    """Seed 004: "utiliser un pouvoir peut s'avérer impossible à faire : il est alors
    simplement ignoré" — the Ménétrier finds no face-down coat, the Manant an empty pool, and
    the taker can neither turn up a coat nor take one: the trick is gathered at once."""
    state = t.load("all_coats_up")
    assert t.pool(state) == set()
    state = t.play(state, "grandbois.menetrier", "guilloux.manant", "bellay.bourgeois")
    assert state.tricks_done == 1 and state.phase == "play"
    assert state.leader == 2 and state.to_act == 2  # Bellay's 7 took it
    assert [len(p.cards) for p in state.piles[2]] == [3]
    assert all(c.up for c in state.coats)
