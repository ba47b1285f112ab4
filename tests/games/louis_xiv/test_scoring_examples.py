"""Seed 003, 3e phase : Comptage — the rulebook's five scoring examples and its four examples
with the Louis XIV marker, each from a position file (Jaune, Rouge, Vert, Bleu = yellow, red,
green, blue; token counts are ours, the pictures are lost)."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.app.position import load_position_text
from medici_table.engine import IllegalMove, Move

from .conftest import POSITIONS, moves_of, position, task, tiles

JAUNE, ROUGE, VERT, BLEU = range(4)


def bribe(board: int, yes: bool) -> Move:
    return Move("bribe", target=f"board.{board}", choice="yes" if yes else "no")


def test_example_1_money_majority_free_others_may_bribe(rules: Any) -> None:
    """Seed 003, Exemples de comptages 1: Jaune receives a helmet free; Rouge and Vert may buy
    one for 3 gold; Bleu, absent, can do nothing. Jaune's tokens go to the general reserve,
    Rouge and Vert take theirs back; the board turns."""
    _, s = position("score_money")
    assert tiles(s, JAUNE) == {"helmet": 1}
    assert (s.seats[JAUNE].general, s.seats[JAUNE].personal) == (5 + 3, 8)
    assert s.seats[ROUGE].personal == 11 and s.seats[VERT].personal == 10
    assert s.to_act == ROUGE and moves_of(rules, s, "bribe") == [bribe(4, True), bribe(4, False)]
    s = rules.apply(s, bribe(4, True))
    assert tiles(s, ROUGE) == {"helmet": 1} and s.seats[ROUGE].gold == 2
    assert s.to_act == VERT
    s = rules.apply(s, bribe(4, False))
    assert tiles(s, VERT) == {} and s.seats[VERT].gold == 5
    assert tiles(s, BLEU) == {} and s.boards[3] == (0, 0, 0, 0)
    assert s.sides[3] == 1 and s.phase == "missions"


def test_example_2_money_tie_everybody_must_bribe(rules: Any) -> None:
    """Seed 003, Exemples 2: nobody receives a helmet free; Jaune, Rouge and Vert may buy one
    for 3 gold; all take their tokens back; the board does not turn."""
    _, s = position("score_money_tie")
    assert [x.personal for x in s.seats] == [11, 11, 10, 9]
    asked = []
    while s.phase == "scoring":
        asked.append(s.to_act)
        s = rules.apply(s, bribe(4, s.to_act != VERT))
    assert asked == [JAUNE, ROUGE, VERT]
    assert tiles(s, JAUNE) == tiles(s, ROUGE) == {"helmet": 1} and tiles(s, VERT) == {}
    assert [x.gold for x in s.seats] == [2, 2, 5, 5]
    assert s.sides[3] == 0


def test_example_3_first_place_only_the_majority_receives(rules: Any) -> None:
    """Seed 003, Exemples 3: Jaune receives a sceptre; Rouge and Vert nothing. Jaune's tokens
    go to the general reserve, the others take theirs back; the board turns."""
    _, s = position("score_first")
    assert tiles(s, JAUNE) == {"sceptre": 1} and tiles(s, ROUGE) == tiles(s, VERT) == {}
    assert s.seats[JAUNE].general == 8 and s.seats[VERT].personal == 10
    assert s.sides[0] == 0  # turned from first place back to its money side
    assert s.phase == "missions"  # no bribe on a first-place board


def test_example_4_first_place_tie_nobody_receives(rules: Any) -> None:
    """Seed 003, Exemples 4: nobody receives a sceptre; everyone takes their tokens back; the
    board does not turn."""
    _, s = position("score_first_tie")
    assert all(tiles(s, p) == {} for p in range(4))
    assert [x.personal for x in s.seats] == [11, 11, 10, 9]
    assert s.sides[0] == 1


def test_example_5_tokens_everyone_with_enough_receives(rules: Any) -> None:
    """Seed 003, Exemples 5: Jaune and Rouge (3 tokens or more) receive two arms each; Vert
    receives nothing; all take their tokens back (none go to the general reserve); the board
    turns."""
    _, s = position("score_tokens")
    assert [len(x.arms) for x in s.seats] == [2, 2, 0, 0]
    assert [x.personal for x in s.seats] == [11, 11, 10, 9]
    assert [x.general for x in s.seats] == [5, 5, 6, 7]
    assert s.sides[9] == 1


def test_louis_example_1_money_majority_second_and_a_bribe(rules: Any) -> None:
    """Seed 003, Louis XIV examples 1: Jaune receives a helmet and a crown, Rouge a helmet;
    Vert may buy a helmet for 3 gold. Jaune's tokens go to the general reserve; the board
    turns and the marker leaves."""
    _, s = position("louis_money")
    assert tiles(s, JAUNE) == {"helmet": 1, "crown": 1} and tiles(s, ROUGE) == {"helmet": 1}
    assert s.seats[JAUNE].general == 9 and s.seats[ROUGE].personal == 11
    assert s.to_act == VERT
    s = rules.apply(s, bribe(4, True))
    assert tiles(s, VERT) == {"helmet": 1} and s.seats[VERT].gold == 2
    assert s.sides[3] == 1 and s.louis == 0


def test_louis_example_2_first_place_majority_and_second(rules: Any) -> None:
    """Seed 003, Louis XIV examples 2: Jaune receives a sceptre and a crown, Rouge a sceptre,
    Vert nothing."""
    _, s = position("louis_first")
    assert tiles(s, JAUNE) == {"sceptre": 1, "crown": 1} and tiles(s, ROUGE) == {"sceptre": 1}
    assert tiles(s, VERT) == {} and s.seats[VERT].personal == 10
    assert s.sides[0] == 0 and s.phase == "missions"


def test_louis_example_3_two_majorities_take_the_tile_only(rules: Any) -> None:
    """Seed 003, Louis XIV examples 3: Rouge and Jaune receive a helmet (no crown) and discard
    their tokens; Bleu and Vert may buy a helmet for 3 gold and take their tokens back; the
    board turns."""
    _, s = position("louis_money_tie")
    assert tiles(s, JAUNE) == tiles(s, ROUGE) == {"helmet": 1}
    assert s.seats[JAUNE].general == 8 and s.seats[ROUGE].general == 8
    assert s.to_act == VERT
    s = rules.apply(s, bribe(4, False))
    assert s.to_act == BLEU
    s = rules.apply(s, bribe(4, True))
    assert tiles(s, BLEU) == {"helmet": 1} and tiles(s, VERT) == {}
    assert s.seats[BLEU].personal == 16 - 7 and s.sides[3] == 1


def test_louis_example_4_tied_seconds_receive_nothing(rules: Any) -> None:
    """Seed 003, Louis XIV examples 4: Jaune receives a sceptre and a crown; Rouge and Vert,
    tied for second, receive nothing."""
    _, s = position("louis_first_seconds")
    assert tiles(s, JAUNE) == {"sceptre": 1, "crown": 1}
    assert tiles(s, ROUGE) == tiles(s, VERT) == {}
    assert s.sides[0] == 0


def test_sybille_wins_the_tie_with_her_first_place_card(rules: Any) -> None:
    """Seed 003, mission 'Une fois 1re place' example: Louis XIV on board 4, first-place side;
    Sybille and two others have three tokens each. Sybille uses her card: she discards her
    three tokens and receives a helmet and a crown; the others receive nothing and take their
    tokens back; the board turns; the card waits for the next round."""
    _, s = position("sybille_first_place")
    assert s.to_act == 0
    assert [m.choice for m in moves_of(rules, s, "first_place")] == ["yes", "no"]
    s = rules.apply(s, Move("first_place", card="dark.first_place", target="board.4",
                            choice="yes"))
    assert tiles(s, 0) == {"helmet": 1, "crown": 1} and s.seats[0].general == 2 + 3
    assert tiles(s, 1) == tiles(s, 2) == {}
    assert s.seats[1].personal == 16 - 5 and s.seats[2].personal == 16 - 6
    assert s.sides[3] == 0 and "dark.first_place" in s.seats[0].used


def test_declining_the_first_place_card_leaves_the_tie(rules: Any) -> None:
    """Seed 003: the card may be used, never must; the tie then stands (tiles only, Louis XIV)."""
    _, s = position("sybille_first_place")
    s = rules.apply(s, Move("first_place", card="dark.first_place", target="board.4",
                            choice="no"))
    assert [tiles(s, p) for p in range(3)] == [{"helmet": 1}] * 3
    assert "dark.first_place" not in s.seats[0].used


def test_a_bribe_is_refused_out_of_turn(rules: Any) -> None:
    """Seed 003, Argent: bribing means paying the printed cost (3) to the bank, for the board
    being counted only."""
    _, s = position("score_money")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("bribe", target="board.5", choice="yes"))
    assert exc.value.rule == "money-condition"
    s = rules.apply(s, bribe(4, True))
    assert s.seats[ROUGE].gold == 2 and s.to_act == VERT


def test_players_beaten_by_the_first_place_card_may_still_bribe(rules: Any) -> None:
    """Seed 003, 'Une fois 1re place' on a money side with the Louis XIV marker: Sybille takes
    the helmet and the crown; Carine and Michel, tied with her, get no second place but may
    buy a helmet for 3 gold."""
    text = (POSITIONS / "sybille_first_place.yaml").read_text(encoding="utf-8")
    _, s = load_position_text(text.replace("sides: {4: first_place}", "sides: {4: money}"))
    s = rules.apply(s, Move("first_place", card="dark.first_place", target="board.4",
                            choice="yes"))
    assert tiles(s, 0) == {"helmet": 1, "crown": 1}
    assert task(s) == "bribe" and s.to_act == 1
    s = rules.apply(s, bribe(4, True))
    assert tiles(s, 1) == {"helmet": 1} and s.to_act == 2


def test_the_player_beaten_by_the_first_place_card_is_second_on_the_louis_board(
        rules: Any) -> None:
    """Seed 003, Le marqueur Louis XIV: "Le joueur en 2ème position reçoit la tuile". Sybille
    wins her tie with Carine (3 each) with her card and takes a helmet and a crown; Carine,
    alone in second place, receives a helmet; Michel (2) nothing. (In the rulebook's example
    two players were tied behind Sybille: several seconds, so nothing.)"""
    _, s = position("sybille_one_tied")
    s = rules.apply(s, Move("first_place", card="dark.first_place", target="board.4",
                            choice="yes"))
    assert tiles(s, 0) == {"helmet": 1, "crown": 1}
    assert tiles(s, 1) == {"helmet": 1} and tiles(s, 2) == {}
    assert s.seats[1].personal == 16 - 5 and s.sides[3] == 0
