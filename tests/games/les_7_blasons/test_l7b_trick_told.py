"""The game log says who takes each trick, or that nobody does and why (seed 004, Déroulement:
equal highest cards cancel, "s'il y a toujours égalité, le pli n'est pas attribué"; RULINGS: one
step only, a trick nobody takes is set aside and its leader leads again). In a seven-player
evening the cards left the table at once and the log went on with the next card: a trick set
aside was never told."""

from __future__ import annotations

from l7b_table import Table

from medici_table.engine import Move
from medici_table.games.les_7_blasons import RULES


def test_the_three_takes_the_trick_the_fives_cancel(t: Table) -> None:
    state = t.load("tie_5_5_3")
    last = Move("play", card="bellay.magistrat", target="trick")
    assert RULES.logged(state, last, "en") == (
        "Bellay plays the Magistrat (3) — Bellay takes the trick with the 3 "
        "(the 5s cancel out)")
    assert RULES.logged(state, last, "fr") == (
        "Bellay joue : Magistrat (3) — Bellay fait le pli avec le 3 (les 5 s'annulent)")


def test_nobody_takes_the_trick_one_step_only(t: Table) -> None:
    state = t.load("tie_5_5_3_3_1")
    last = Move("play", card="guilloux.manant", target="trick")
    after = RULES.apply(state, last)
    while after.tricks_done == state.tricks_done:  # the powers, then the trick set aside
        after = t.first_of(after)
    assert after.leader == state.leader and not after.trick
    # the Manant's power is still to come: the card alone settles nothing yet
    assert RULES.consequence(state, last, "en") == ""
    powered = RULES.apply(state, last)
    steps = []
    while powered.tricks_done == state.tricks_done:
        move = RULES.legal_moves(powered)[0]
        steps.append(RULES.logged(powered, move, "en"))
        fr = RULES.logged(powered, move, "fr")
        powered = RULES.apply(powered, move)
    assert steps[-1].endswith(
        " — nobody takes the trick: the 5s cancel out, and so do the 3s; its 5 cards are set "
        "aside and Aubigny leads again")
    assert fr.endswith(" — personne ne fait le pli : les 5 s'annulent, les 3 aussi ; ses 5 "
                       "cartes sont écartées et Aubigny entame à nouveau")
    assert all(" — " not in line for line in steps[:-1])


def test_a_card_that_leaves_the_trick_open_says_nothing_more(t: Table) -> None:
    state = t.load("table3")
    move = Move("play", card="grandbois.bourgeois", target="trick")
    assert RULES.logged(state, move, "en") == "Grandbois plays the Bourgeois (7)"


def test_the_two_takes_it_when_three_sevens_cancel(t: Table) -> None:
    state = t.play(t.load("tie_7_7_7_2"), "grandbois.menetrier")
    move = RULES.legal_moves(state)[0]  # the Ménétrier's power, the last decision
    assert RULES.consequence(state, move, "en") == (
        " — Grandbois takes the trick with the 2 (the 7s cancel out)")


def test_a_player_using_their_own_card_is_not_named_twice(t: Table) -> None:
    """The banner read "Bellay is using the power of Bellay's Magistrat (3)"."""
    state = t.play(t.load("table3"), "grandbois.intendant", "guilloux.bourgeois",
                   "bellay.bourgeoise")
    assert RULES.prompt(state, "en").startswith("Grandbois:")
    from medici_table.games.les_7_blasons import text

    assert text.watching(state, "en") == "Grandbois is using the power of their Intendant (5)."
    assert text.watching(state, "fr") == "Grandbois utilise le pouvoir de sa carte Intendant (5)."
    swap = RULES.legal_moves(state)[0]
    line = RULES.describe(state, swap, "en")
    assert "Grandbois's display" not in line and "Grandbois swaps" in line


def test_a_malandrin_chosen_for_by_another_says_whose_it_is(t: Table) -> None:
    """Seed 004: a Malandrin that takes another Malandrin's power makes that one's choice; the
    log said "Contades's Malandrin takes the value of..." as if it were his own."""
    state = t.play(t.load("two_malandrins"), "grandbois.menetrier")
    assert state.to_act == 0  # Aubigny's Malandrin chooses first
    state = RULES.apply(state, Move("malandrin", card="contades.malandrin", choice="power"))
    state = t.first_of(state)  # Bellay's Intendant
    from medici_table.games.les_7_blasons import text

    assert state.to_act == 0 and text.watching(state, "en").startswith(
        "Aubigny chooses what Contades's Malandrin (*) takes")
    value = Move("malandrin", card="bellay.intendant", choice="value")
    assert RULES.describe(state, value, "en") == (
        "Aubigny, in place of Contades's Malandrin (*), takes the value of Bellay's Intendant (5)")
    assert RULES.describe(state, value, "fr") == (
        "Aubigny prend, à la place du Malandrin (*) de Contades, la valeur de la carte "
        "Intendant (5) de Bellay")


def test_the_last_trick_of_a_round_is_told_from_a_players_view() -> None:
    """The host writes each friend's log from that friend's view (the others' hands hidden).
    The round's last card, played into a view, was played on to the round's scoring, which
    cannot count hidden cards: the host's table stopped (`KeyError: '?card'`). The trick is told
    from the trick alone."""
    import random

    state = RULES.new_game(["Aubigny", "Bellay", "Contades"], {}, 4)
    rng = random.Random(4)
    told = 0
    while not RULES.is_over(state) and told < 3:
        legal = RULES.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        last_of_round = move.kind == "play" and state.tricks_done == 7 \
            and len(state.trick) == state.n - 1
        if last_of_round:
            for seat in range(state.n):
                line = RULES.logged(RULES.view(state, seat), move, "en")
                assert RULES.logged(state, move, "en") == line, seat  # the same words
            told += 1
        state = RULES.apply(state, move)
    assert told >= 2
