"""Position files (docs/position-files.md): what they set up and how they refuse mistakes."""

from __future__ import annotations

import json

import pytest
from l7b_table import Table

from medici_table.app.position import load_position_text
from medici_table.engine import DataError
from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.state import BlasonsState

HEAD = """game: les_7_blasons
players: [Grandbois, Guilloux, Bellay]
position:
  houses: [grandbois, guilloux, bellay]
"""


def refused(body: str) -> DataError:
    with pytest.raises(DataError) as err:
        load_position_text(HEAD + body)
    return err.value


def test_a_position_sets_up_hands_trick_piles_and_coats(t: Table) -> None:
    state = t.load("two_malandrins")
    assert state.tricks_done == 0 and state.to_act == 3 and state.leader == 0
    assert [p.card for p in state.trick] == ["aubigny.malandrin", "bellay.intendant",
                                             "contades.malandrin"]
    assert len(state.hands[3]) == 8 and len(state.hands[0]) == 7
    assert t.up(state, 0) == {"bellay.blason.1"} and t.display(state, 0) == {
        "bellay.blason.1", "grandbois.blason.2"}
    assert len(t.pool(state)) == 16 - 6


def test_a_position_round_trips_through_json(t: Table) -> None:
    state = t.load("table3")
    again = BlasonsState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again == state


def test_a_loaded_position_plays_on(t: Table) -> None:
    state = t.load("table3")
    while state.to_act is not None:
        state = t.first_of(state)
    assert len(RULES.scores(state)) == 3


def test_the_tricks_played_follow_from_the_hands() -> None:
    _, state = load_position_text(HEAD + """  leader: Guilloux
  piles:
    Guilloux: [[grandbois.manant, guilloux.manant, bellay.manant]]
""")
    assert state.tricks_done == 1 and state.to_act == 1


@pytest.mark.parametrize(("body", "field", "words"), [
    ("  leader: Nobody\n", "position.leader", "unknown player"),
    ("  trick: [grandbois.joker]\n", "position.trick[0]", "unknown card"),
    ("  trick: [guilloux.manant]\n", "position.trick[0]", "whose turn"),
    ("  trick: [grandbois.manant]\n  set_aside: [grandbois.manant]\n", "position.set_aside[0]",
     "twice"),
    ("  piles: {Bellay: [[grandbois.manant, guilloux.manant]]}\n", "position.hands",
     "should hold"),
    ("  coats: {Bellay: {up: [bellay.blason.9]}}\n", "position.coats.Bellay.up[0]",
     "unknown coat"),
    ("  coats: {Bellay: {up: [aubigny.blason.1]}}\n", "position.coats.Bellay.up[0]",
     "unknown coat"),
    ("  coats: {Bellay: {up: [bellay.blason.1]}, pool: {down: [bellay.blason.1]}}\n",
     "position.coats.pool.down[0]", "twice"),
    ("  colours: [red]\n", "position.colours", "unknown field"),
    ("  bourgeoisie: {Bellay: haute}\n", "position.bourgeoisie", "variant"),
    ("  hands: {Bellay: [guilloux.manant]}\n", "position.hands.Bellay[0]", "not Bellay's card"),
    ("  round: 5\n", "position.round", "tie-break"),
    ("  scores: [[1, 2]]\n", "position.scores[0]", "3 whole numbers"),
])
def test_mistakes_are_located(body: str, field: str, words: str) -> None:
    err = refused(body)
    assert err.field == field and words in err.message and err.line is not None


def test_houses_must_be_known_and_distinct() -> None:
    with pytest.raises(DataError) as err:
        load_position_text(HEAD.replace("[grandbois, guilloux, bellay]",
                                        "[grandbois, grandbois, bellay]"))
    assert err.value.field == "position.houses[0]"
