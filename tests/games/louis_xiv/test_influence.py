"""Seed 003, 2e phase : Influence — playing cards, the token path, taking tokens back."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move

from .conftest import place, play, position, targets, task


def test_conde_example_path_goes_to_1_or_5_not_both(rules: Any) -> None:
    """Seed 003, Influence example (figures 2-5): Carine plays the Grand Condé (6); she
    places on 6, may move on to 1 or 5 leaving a token on 6; from 1 on to 4, 2 or 7; never
    from 6 to both 5 and 1."""
    _, s = position("conde_placement")
    s = rules.apply(s, Move("influence", card="influence.6.1"))
    assert targets(rules, s) == {"board.6"}  # figure 2: the first token goes on 6
    s = rules.apply(s, place(6))
    assert targets(rules, s) == {"board.6", "board.1", "board.5"}  # figure 3
    s = rules.apply(s, place(1))
    assert targets(rules, s) == {"board.1", "board.2", "board.4", "board.7"}  # figure 4
    with pytest.raises(IllegalMove) as exc:  # figure 5: 6 -> 1 and 6 -> 5 is two directions
        rules.apply(s, place(5))
    assert exc.value.rule == "token-path"
    s = rules.apply(s, place(4))
    assert [row[0] for row in s.boards][:6] == [1, 0, 0, 1, 0, 1]
    assert s.seats[0].personal == 11 - 3
    assert s.to_act == 1 and task(s) == "turn"  # three tokens placed: the turn ends by itself


def test_from_board_5_the_path_may_cover_5_6_and_1(rules: Any) -> None:
    """Seed 003: "Ceci n'est possible qu'en commençant sur le personnage no. 1 ou no. 5"."""
    _, s = position("conde_placement")
    s = play(rules, s, Move("influence", card="influence.5.1"), place(5), place(6), place(1))
    assert [s.boards[b - 1][0] for b in (5, 6, 1)] == [1, 1, 1]


def test_fewer_tokens_may_be_placed(rules: Any) -> None:
    """Seed 003: "Elle peut aussi placer moins de trois jetons si elle le souhaite"."""
    _, s = position("conde_placement")
    s = play(rules, s, Move("influence", card="influence.6.1"), place(6), place(6))
    s = rules.apply(s, Move("end_path"))
    assert s.boards[5][0] == 2 and s.seats[0].personal == 9 and s.to_act == 1


def test_a_path_never_turns_back(rules: Any) -> None:
    """Seed 003, Récapitulatif: moves go on to diagonal neighbours, never back."""
    _, s = position("conde_placement")
    s = play(rules, s, Move("influence", card="influence.6.1"), place(6), place(1))
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, place(6))
    assert exc.value.rule == "token-path" and "never goes back" in exc.value.reason
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, place(9))
    assert exc.value.rule == "token-path" and "diagonal neighbour" in exc.value.reason


def test_a_character_card_starts_on_its_character(rules: Any) -> None:
    """Seed 003, Cartes d'influence à personnage: tokens go first on the card's character."""
    _, s = position("conde_placement")
    s = rules.apply(s, Move("influence", card="influence.6.1"))
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, place(1))
    assert exc.value.rule == "placing" and "character 6" in exc.value.reason


def test_a_joker_places_two_tokens_anywhere_then_on_a_neighbour(rules: Any) -> None:
    """Seed 003, Cartes d'influence joker: one token on any of the 12, a second on the same
    character or a diagonal neighbour."""
    _, s = position("conde_placement")
    s = rules.apply(s, Move("influence", card="influence.joker.1"))
    assert targets(rules, s) == {f"board.{b}" for b in range(1, 13)}
    s = rules.apply(s, place(11))
    assert targets(rules, s) == {"board.11", "board.3", "board.12"}
    s = rules.apply(s, place(12))
    assert s.boards[10][0] == 1 and s.boards[11][0] == 1 and s.to_act == 1


def test_taking_back_three_tokens_or_two_with_a_joker(rules: Any) -> None:
    """Seed 003, Retirer: a character card takes back 3 tokens from the general reserve, a
    joker 2; placing and taking back with one card is not allowed."""
    _, s = position("conde_placement")
    s = play(rules, s, Move("influence", card="influence.6.1"), Move("recover"))
    assert (s.seats[0].general, s.seats[0].personal) == (2, 14)
    _, s = position("conde_placement")
    s = play(rules, s, Move("influence", card="influence.joker.1"), Move("recover"))
    assert (s.seats[0].general, s.seats[0].personal) == (3, 13)
    _, s = position("conde_placement")
    s = play(rules, s, Move("influence", card="influence.6.1"), place(6))
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("recover"))
    assert exc.value.rule == "recovering"


def test_taking_back_stops_when_the_general_reserve_is_empty(rules: Any) -> None:
    """Seed 003, Retirer: "S'il n'y a plus assez de jetons ... il ne récupère que le nombre
    restant"."""
    _, s = position("last_cards")
    s = play(rules, s, Move("influence", card="influence.8.1"), Move("recover"))
    assert (s.seats[1].general, s.seats[1].personal) == (0, 16)


def test_the_last_card_is_discarded_and_a_player_may_play_twice_in_a_row(rules: Any) -> None:
    """Seed 003, Influence: the last card is discarded face down, never played or kept; when
    the others are out of cards a player plays several times in a row; then all 30 cards are
    shuffled back into the deck."""
    _, s = position("last_cards")
    assert s.to_act == 1  # Carine, the first player, has no card left
    s = play(rules, s, Move("influence", card="influence.8.1"), Move("recover"))
    assert s.seats[1].influence == () and "influence.9.1" in s.influence_deck
    assert "influence.8.1" in s.influence_played
    assert s.to_act == 2
    s = play(rules, s, Move("influence", card="influence.10.1"), Move("recover"))
    assert s.to_act == 2  # Sybille again: nobody else has cards
    s = play(rules, s, Move("influence", card="influence.12.1"), Move("recover"))
    s = play(rules, s, Move("influence", card="influence.joker.2"), Move("recover"))
    assert s.seats[2].influence == ()  # joker 3 was her last card
    assert s.phase != "influence"
    assert s.influence_played == () and len(s.influence_deck) == 30


def test_only_cards_in_hand_can_be_played(rules: Any) -> None:
    """Seed 003, Influence: a player plays one of their own influence cards."""
    _, s = position("conde_placement")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("influence", card="influence.1.1"))
    assert exc.value.rule == "influence"


def test_the_quick_legality_check_agrees_with_the_move_list(rules: Any) -> None:
    """The legality check that skips listing moves accepts exactly the listed moves."""
    import random

    chooser = random.Random(3)
    probes = [Move("place", target=f"board.{b}") for b in range(0, 14)]
    probes += [Move("place", target="board.05"), Move("place", target="x"),
               Move("place", target="board.6", value=1), Move("recover"), Move("end_path"),
               Move("recover", amount=3), Move("end_missions"), Move("end_missions", card="x")]
    probes += [Move("influence", card=f"influence.{b}.{k}") for b in range(1, 13)
               for k in (1, 2)] + [Move("influence", card="influence.joker.1", token="y")]
    checked = 0
    for seed in range(6):
        s = rules.new_game(["Carine", "Michel", "Sybille", "Guillaume"][: 2 + seed % 3], {},
                           seed)
        while not rules.is_over(s) and s.round <= 2:
            if task(s) in ("card", "turn", "missions"):
                legal = set(rules.legal_moves(s))
                for m in probes:
                    assert rules.is_legal(s, m) == (m in legal), (m, s.path)
                    checked += 1
            s = rules.apply(s, chooser.choice(rules.legal_moves(s)))
    assert checked > 100


def test_a_player_without_cards_is_passed_over(rules: Any) -> None:
    """Seed 003, Précision: players may hold different numbers of cards; one who has none
    left (or only the last one) does not play."""
    from medici_table.app.position import load_position_text

    from .conftest import POSITIONS

    text = (POSITIONS / "last_cards.yaml").read_text(encoding="utf-8")
    _, s = load_position_text(text.replace("turn: Michel", "turn: Carine"))
    assert s.to_act == 1 and task(s) == "turn"
