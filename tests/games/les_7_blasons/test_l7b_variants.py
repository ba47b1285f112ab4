"""Variants 1-4 (seed 004, Les 4 variantes du jeu), each an option, default off."""

from __future__ import annotations

from dataclasses import replace

import pytest
from l7b_table import POSITIONS, Table

from medici_table.app.position import load_position_text
from medici_table.engine import DataError, IllegalMove, Move
from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.rounds import end_round
from medici_table.games.les_7_blasons.state import HIDDEN_CARD, HIDDEN_COAT, BlasonsState

GRANDE = "bourgeoisie.grande"
# a trick without powers: Grandbois's 7 takes it
TRICK = ("aubigny.bourgeoise", "bellay.religieux", "contades.bourgeoise", "grandbois.bourgeois")


def with_options(options: str) -> BlasonsState:
    text = (POSITIONS / "bourgeois4.yaml").read_text(encoding="utf-8")
    _, state = load_position_text(text.replace("options: {}", f"options: {options}"))
    assert isinstance(state, BlasonsState)
    return state


def activated(t: Table, options: str, action: str) -> BlasonsState:
    """Aubigny activates the grande card, the trick is played and its taker takes a coat."""
    state = with_options(options)
    state = t.play(state, Move("bourgeoisie", card=GRANDE, choice=action), *TRICK)
    assert state.phase == "winner" and state.to_act == 3
    state = t.first_of(state)
    assert state.phase == "bourgeois" and state.to_act == 0
    return state


def test_all_variants_are_options_off_by_default() -> None:
    options = {o.id: o.default for o in RULES.options()}
    assert options == {"bourgeois_consult": False, "bourgeois_serve": False,
                       "bourgeois_curious": False, "active_religieux": False}
    assert RULES.new_game(["A", "B", "C"], {}, 1).bourgeoisie == ()


def test_without_variants_1_to_3_there_are_no_bourgeoisie_cards(t: Table) -> None:
    state = t.load("table3")
    assert state.bourgeoisie == () and t.moves(state, "bourgeoisie") == []
    with pytest.raises(DataError) as refused:
        with_options("{active_religieux: true}")
    assert refused.value.field == "position.bourgeoisie" and refused.value.line == 25


def test_bourgeoisie_cards_go_by_the_standings_after_rounds_1_and_2(t: Table) -> None:
    """Seed 004: attributed after rounds 1 and 2 in the order of the standings; a card that
    falls on tied players goes to the next one. Our reading: haute to the leader."""
    state = with_options("{bourgeois_consult: true}")
    state = replace(state, round=1, round_scores=(), tricks_done=8, hands=((),) * 4)
    state = replace(state, piles=((), (), (), ()))
    scored = end_round(replace(state, round_scores=()))
    assert scored.round == 2 and scored.round_scores == ((0, 0, 0, 0),)
    assert scored.bourgeoisie == (-1, -1, -1, -1)  # all tied: nobody gets a card
    ranked = end_round(replace(state, round_scores=((3, 9, 1, 5),)))
    # cards petite, moyenne, grande, haute; standings Bellay, Grandbois, Aubigny, Contades
    assert ranked.bourgeoisie == (2, 0, 3, 1)
    tied = end_round(replace(state, round_scores=((9, 9, 1, 5),)))
    assert tied.bourgeoisie == (-1, -1, 2, 3)  # haute to Grandbois, grande to Contades


def test_no_new_cards_after_round_3() -> None:
    state = with_options("{bourgeois_serve: true}")
    state = replace(state, round=3, round_scores=((3, 9, 1, 5), (0, 0, 0, 0)),
                    tricks_done=8, hands=((),) * 4)
    assert end_round(state).bourgeoisie == state.bourgeoisie


def test_three_players_leave_the_haute_card_out() -> None:
    """Seed 004: "A 3 joueurs, on n'utilisera que les cartes petite, moyenne et grande"."""
    state = RULES.new_game(["A", "B", "C"], {"bourgeois_curious": True}, 1)
    assert len(state.bourgeoisie) == 3
    assert len(RULES.new_game(["A", "B", "C", "D"], {"bourgeois_curious": True}, 1)
               .bourgeoisie) == 4


def test_a_card_is_activated_at_its_holders_turn_once_a_round_not_in_the_last_trick(
        t: Table) -> None:
    """Seed 004: the cards act "une seule fois par manche et avant le dernier tour de table"."""
    state = with_options("{bourgeois_consult: true}")
    assert t.moves(state, "bourgeoisie") == [Move("bourgeoisie", card=GRANDE, choice="consult")]
    last = replace(state, tricks_done=7)
    assert t.moves(last, "bourgeoisie") == []
    with pytest.raises(IllegalMove) as refused:
        t.play(last, Move("bourgeoisie", card=GRANDE, choice="consult"))
    assert refused.value.rule == "bourgeoisie"
    state = t.play(state, Move("bourgeoisie", card=GRANDE, choice="consult"))
    assert state.to_act == 0 and t.moves(state, "bourgeoisie") == []  # now play a card
    state = t.finish_trick(t.play(state, *TRICK))
    while state.to_act != 0:
        state = t.first_of(state)
    assert t.moves(state, "bourgeoisie") == []  # used this round


def test_variant_1_nobody_may_look_at_tricks_not_even_their_own() -> None:
    """Seed 004, variante 1: "On considère qu'aucun pli n'est consultable"."""
    state = with_options("{bourgeois_consult: true}")
    bellay = RULES.view(state, 1)
    assert all(card == HIDDEN_CARD for pile in bellay.piles[1] for card in pile.cards)
    assert "bellay.bourgeois" in RULES.secret_ids(state, 1)


def test_variant_1_consults_own_tricks_and_one_other_players(t: Table) -> None:
    """Seed 004, variante 1: up to 4 tricks for the grande card, one's own and/or a single
    other player's, who may look at them too."""
    state = activated(t, "{bourgeois_consult: true}", "consult")
    assert {m.target for m in t.moves(state, "consult")} == {
        "pile.0.0", "pile.1.0", "pile.1.1", "pile.2.0"}
    assert RULES.prompt(state) == "Aubigny: look at up to 4 more tricks, or stop."
    last = replace(state, budget=1)  # the last one said as one, not "1 more tricks"
    assert RULES.prompt(last) == "Aubigny: look at one more trick, or stop."
    assert RULES.prompt(last, "fr") == "Aubigny : consultez encore un pli, ou arrêtez."
    state = t.play(state, Move("consult", target="pile.1.0"))
    assert state.partner == 1 and state.budget == 3
    with pytest.raises(IllegalMove) as refused:
        t.play(state, Move("consult", target="pile.2.0"))  # a second other player
    assert refused.value.rule == "bourgeoisie"
    state = t.play(state, Move("consult", target="pile.0.0"), Move("done"))
    assert state.phase == "play" and state.tricks_done == 5
    assert state.piles[1][0].seen == (0, 1)  # Aubigny looked, Bellay may look too
    assert "aubigny.manant" in RULES.view(state, 0).piles[1][0].cards
    assert "aubigny.manant" in RULES.view(state, 1).piles[1][0].cards
    assert "aubigny.manant" not in RULES.view(state, 2).piles[1][0].cards
    assert RULES.view(state, 0).piles[1][1].cards == (HIDDEN_CARD,) * 4


def test_variant_1_stops_when_the_count_is_reached(t: Table) -> None:
    state = activated(t, "{bourgeois_consult: true}", "consult")
    for target in ("pile.1.0", "pile.1.1", "pile.0.0"):
        state = t.play(state, Move("consult", target=target))
    assert state.phase == "play"  # nothing left to consult among own + Bellay's: done


def test_variant_2_takes_the_character_of_the_card_from_the_trick(t: Table) -> None:
    """Seed 004, variante 2: the grande bourgeoisie takes a Religieux from the trick."""
    state = activated(t, "{bourgeois_serve: true}", "serve")
    assert set(t.moves(state)) == {Move("serve", card="bellay.religieux"), Move("done")}
    state = t.play(state, Move("serve", card="bellay.religieux"))
    assert state.piles[0][-1].cards == ("bellay.religieux",)
    assert state.piles[3][-1].cards == ("aubigny.bourgeoise", "contades.bourgeoise",
                                        "grandbois.bourgeois")


def test_variant_2_with_nothing_to_take_does_nothing(t: Table) -> None:
    state = with_options("{bourgeois_serve: true}")
    state = t.play(state, Move("bourgeoisie", card=GRANDE, choice="serve"),
                   "aubigny.bourgeoise", "bellay.intendant")
    state = t.finish_trick(t.play(state, "contades.bourgeoise", "grandbois.bourgeois"))
    assert state.phase == "play" and len(state.piles[0]) == 1


def test_variant_3_looks_at_face_down_coats(t: Table) -> None:
    """Seed 004, variante 3: up to 4 face-down coats, own and/or one other player's, who may
    look at them too."""
    state = activated(t, "{bourgeois_curious: true}", "peek")
    down = {c.id for c in state.coats if c.at >= 0 and not c.up}
    assert {m.token for m in t.moves(state, "peek")} == down
    coat = t.coat(state, "aubigny.blason.1")  # face down before Bellay
    state = t.play(state, Move("peek", token=coat.id))
    assert state.partner == 1
    stranger = t.coat(state, "aubigny.blason.2")  # before Contades
    with pytest.raises(IllegalMove):
        t.play(state, Move("peek", token=stranger.id))
    state = t.play(state, Move("done"))
    i = next(i for i, c in enumerate(state.coats) if c.face == "aubigny.blason.1")
    assert RULES.view(state, 0).coats[i].face == "aubigny.blason.1"
    assert RULES.view(state, 1).coats[i].face == "aubigny.blason.1"  # the holder, too
    assert RULES.view(state, 2).coats[i].face == HIDDEN_COAT


def test_variants_together_the_holder_chooses_one_action(t: Table) -> None:
    """Seed 004, N.B.: with variants 1, 2 and 3 together a holder makes one of the actions."""
    state = with_options("{bourgeois_consult: true, bourgeois_serve: true, "
                         "bourgeois_curious: true}")
    assert {m.choice for m in t.moves(state, "bourgeoisie")} == {"consult", "serve", "peek"}
    state = t.play(state, Move("bourgeoisie", card=GRANDE, choice="peek"))
    assert t.moves(state, "bourgeoisie") == []


def test_variant_4_is_the_active_religieux_option(t: Table) -> None:
    """Seed 004, variante 4 (tested in test_l7b_powers): the Religieux's power is an option."""
    state = t.load("table3_religieux")
    assert state.active_religieux and not t.load("table3").active_religieux
