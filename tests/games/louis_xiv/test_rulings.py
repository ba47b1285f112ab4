"""RULINGS "Louis XIV" (reconstructed mission needs) and the rulebook's Remarques."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

from medici_table.engine import Move
from medici_table.games.louis_xiv.data import tables

from .conftest import place, play, position, targets, task

JAUNE, ROUGE, VERT, BLEU = range(4)
CARINE, MICHEL, SYBILLE = range(3)


def test_mission_needs_follow_the_reconstruction() -> None:
    """RULINGS: light = one named tile + any, 5 per tile type, token-on-N asking for N's
    tile; medium = the six pairs of different tiles, twice; dark = each type twice as a pair."""
    missions = tables().missions.values()
    light = [m.needs for m in missions if m.level == "light"]
    assert all(n[1] == "any" for n in light)
    assert Counter(n[0] for n in light) == {"sceptre": 5, "letter": 5, "ring": 5, "helmet": 5}
    on = {m.effect: m.needs[0] for m in missions if m.effect.startswith("token_on_")
          and m.level == "light"}
    assert on == {"token_on_1": "sceptre", "token_on_2": "letter", "token_on_3": "ring",
                  "token_on_4": "helmet"}
    medium = Counter(frozenset(m.needs) for m in missions if m.level == "medium")
    pairs = {frozenset(p) for p in combinations(("sceptre", "letter", "ring", "helmet"), 2)}
    assert set(medium) == pairs and set(medium.values()) == {2}
    dark = Counter(m.needs for m in missions if m.level == "dark")
    assert dark == {(t, t): 2 for t in ("sceptre", "letter", "ring", "helmet")}


def test_the_majority_holder_first_then_the_others_clockwise(rules: Any) -> None:
    """Seed 003, Remarques: the majority holder always receives first, then the others
    clockwise (so Vert's neighbours Bleu, Jaune, Rouge are asked in that order)."""
    _, s = position("round4_majority")
    asked = []
    while task(s) == "bribe":
        asked.append(s.to_act)
        s = rules.apply(s, Move("bribe", target="board.2", choice="no"))
    assert asked == [BLEU, JAUNE, ROUGE]


def test_in_round_four_tokens_still_go_back_or_to_the_general_reserve(rules: Any) -> None:
    """Seed 003, Retourner les cartons, Remarque: in round 4 the majority holder's tokens
    still go to the general reserve and the others' back home (the tie-break counts them)."""
    _, s = position("round4_majority")
    assert s.seats[VERT].general == 6 + 3 and s.seats[VERT].personal == 16 - 6 - 3
    assert s.seats[BLEU].personal == 16 - 7 and s.boards[1] == (0, 0, 0, 0)


def test_a_mazarin_card_is_played_in_the_next_influence_phase(rules: Any) -> None:
    """Seed 003, Remarques: an influence card from Mazarin goes to the hand; in the next
    influence phase its owner plays one card more."""
    _, s = position("mazarin")
    assert len(s.seats[MICHEL].influence) == 1
    while s.round == 1:
        s = rules.apply(s, rules.legal_moves(s)[-1])
    while task(s) != "turn":
        s = rules.apply(s, rules.legal_moves(s)[0])
    assert [len(x.influence) for x in s.seats] == [5, 6, 5]


def test_conde_falls_back_on_the_personal_reserve(rules: Any) -> None:
    """Seed 003, Remarques: a player allowed to place tokens from the general reserve takes
    them from the personal one when the general reserve holds none."""
    _, s = position("conde_personal")
    assert s.to_act == MICHEL and len(targets(rules, s)) == 12
    personal = s.seats[MICHEL].personal
    s = rules.apply(s, place(5))  # a board already counted: the token waits for round 2
    assert s.seats[MICHEL].personal == personal - 1 and s.boards[4][MICHEL] == 1


def test_the_four_token_joker_may_take_back_four(rules: Any) -> None:
    """Seed 003, 1 carte influence = 4 jetons: '... ou récupérer jusqu'à 4 jetons'."""
    _, s = position("powers_influence")
    s = play(rules, s, Move("pass"), Move("pass"), Move("pass"))
    s = play(rules, s, Move("influence", card=s.seats[CARINE].influence[0]), Move("recover"))
    s = play(rules, s, Move("influence", card=s.seats[MICHEL].influence[0], choice="joker4"),
             Move("recover"))
    assert s.seats[MICHEL].general == 0  # had 1; took back what there was
    assert rules.prompt(s, "en").startswith("Sybille")


def test_on_a_tokens_board_the_player_with_most_tokens_receives_first(rules: Any) -> None:
    """Seed 003, Remarques: "Pour tous les personnages le joueur majoritaire est toujours le
    premier à recevoir ses revenus", then clockwise — on Condé's tokens side too, where the
    order of the placements matters: Vert (4 tokens) places before Rouge (3); Bleu (2) gets
    nothing."""
    _, s = position("conde_tokens_order")
    assert s.to_act == VERT and task(s) == "place"
    assert [len(x.arms) for x in s.seats] == [0, 0, 1, 0]
    s = rules.apply(s, place(7))
    assert s.to_act == ROUGE and task(s) == "place"
    assert [len(x.arms) for x in s.seats] == [0, 1, 1, 0]
