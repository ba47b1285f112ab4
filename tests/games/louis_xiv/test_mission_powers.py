"""Seed 003, Les cartes mission: what the completed missions do, phase by phase."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.app.position import load_position_text
from medici_table.engine import IllegalMove, Move

from .conftest import POSITIONS, moves_of, place, play, position, targets, task

CARINE, MICHEL, SYBILLE = range(3)


def _finish_influence(rules: Any, s: Any) -> Any:
    """Everyone takes tokens back with each card until the phase ends."""
    while s.phase == "influence" and task(s) in ("turn", "card"):
        if task(s) == "turn":
            s = rules.apply(s, Move("influence", card=s.seats[s.to_act].influence[0]))
        else:
            s = rules.apply(s, Move("recover"))
    return s


def test_supply_powers_gold_tokens_arms_and_intrigue(rules: Any) -> None:
    """Seed 003, step 2 of the supply: +1 token, +1 gold, +1 arm, +3 tokens, +3 gold, +1
    intrigue card happen at once; '+2 gold' asks 2 gold / 1 gold and 1 token / 2 tokens;
    '1 token = 1 influence card' asks. Two identical cards both work (Remarques)."""
    _, s = position("powers_supply")
    c = s.seats[CARINE]
    assert c.gold == 5 + 5 + 1 + 1 + 3 and len(c.arms) == 1 and len(c.intrigue) == 1
    assert (c.general, c.personal) == (5 - 4, 11 + 4)
    assert s.to_act == CARINE and task(s) == "supply_choice"
    assert [m.choice for m in rules.legal_moves(s)] == ["gold", "mixed", "tokens"]
    s = rules.apply(s, Move("supply", card="medium.gold2.1", choice="mixed"))
    assert (s.seats[CARINE].gold, s.seats[CARINE].general) == (16, 0)
    assert task(s) == "token_for_card"
    s = rules.apply(s, Move("supply", card="dark.token_for_card", choice="yes"))
    c = s.seats[CARINE]
    assert (c.general, c.personal) == (1, 15)
    assert len(c.influence) == 6  # the extra card, then five dealt


def test_start_of_influence_tokens_come_from_the_general_reserve_then_personal(rules: Any
                                                                            ) -> None:
    """Seed 003: 'token on character 1', 'on Louis XIV's character', 'on 5/9' place at the
    start of the influence phase from the general reserve — from the personal reserve when
    the general one is empty (Remarques)."""
    _, s = position("powers_influence")
    assert s.louis == 3 and s.to_act == MICHEL and task(s) == "place"
    assert targets(rules, s) == {"board.1"}
    s = rules.apply(s, place(1))
    assert targets(rules, s) == {"board.3"}  # the Louis XIV marker's character
    s = rules.apply(s, place(3))
    assert targets(rules, s) == {"board.9"}
    s = rules.apply(s, Move("pass"))
    m = s.seats[MICHEL]
    assert (m.general, m.personal) == (0, 15 - 1)
    assert s.boards[0][MICHEL] == 1 and s.boards[2][MICHEL] == 1 and s.boards[8][MICHEL] == 0
    assert s.to_act == CARINE and task(s) == "turn"


def _to_michels_turn(rules: Any) -> Any:
    _, s = position("powers_influence")
    s = play(rules, s, Move("pass"), Move("pass"), Move("pass"))
    return play(rules, s, Move("influence", card=s.seats[CARINE].influence[0]),
                Move("recover"))


def test_pay_two_gold_instead_of_playing_a_card(rules: Any) -> None:
    """Seed 003, Payer 2 Louis d'or: once per influence phase, pass by paying 2 gold."""
    s = _to_michels_turn(rules)
    assert s.to_act == MICHEL
    assert moves_of(rules, s, "pay_pass") == [Move("pay_pass", card="light.pay_pass.1")]
    s = rules.apply(s, Move("pay_pass", card="light.pay_pass.1"))
    assert s.seats[MICHEL].gold == 1 + 5 - 2 and len(s.seats[MICHEL].influence) == 5
    assert s.to_act == SYBILLE


def test_exchange_an_influence_card_takes_the_turn(rules: Any) -> None:
    """Seed 003, Echanger une carte influence: discard a card without placing, draw another
    from the undealt cards; then the next player plays."""
    s = _to_michels_turn(rules)
    card = s.seats[MICHEL].influence[0]
    s = rules.apply(s, Move("swap_influence", card=card, choice="medium.swap_influence.1"))
    assert card not in s.seats[MICHEL].influence and len(s.seats[MICHEL].influence) == 5
    assert card in s.influence_played and s.to_act == SYBILLE


def test_one_card_as_a_four_token_joker(rules: Any) -> None:
    """Seed 003, 1 carte influence = 4 jetons: once per phase any card places up to 4 tokens
    on one character of the player's choice."""
    s = _to_michels_turn(rules)
    card = s.seats[MICHEL].influence[0]
    s = rules.apply(s, Move("influence", card=card, choice="joker4"))
    assert targets(rules, s) == {f"board.{b}" for b in range(1, 13)}
    s = play(rules, s, place(12), place(12))
    assert targets(rules, s) == {"board.12"}
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, place(11))
    assert exc.value.rule == "mission-cards"
    s = play(rules, s, place(12), place(12))
    assert s.boards[11][MICHEL] == 4 and s.to_act == SYBILLE
    assert "dark.joker4" in s.seats[MICHEL].used


def test_a_token_at_the_end_of_the_influence_phase(rules: Any) -> None:
    """Seed 003, Placer un jeton d'influence: at the end of each influence phase, one token
    from the general reserve on any character."""
    s = _finish_influence(rules, _to_michels_turn(rules))
    assert s.to_act == MICHEL and task(s) == "place" and len(targets(rules, s)) == 12
    gold = s.seats[MICHEL].gold
    s = rules.apply(s, place(7))
    assert s.seats[MICHEL].gold == gold + 5  # alone on Colbert, counted right after


def test_bribes_cost_one_gold_less(rules: Any) -> None:
    """Seed 003, -1 Louis d'or: bribes cost 1 less, as many as the player likes."""
    _, s = position("bribe_discount")
    assert s.to_act == MICHEL
    assert s.queue[0].count == 2  # the cost of this bribe
    s = rules.apply(s, Move("bribe", target="board.2", choice="yes"))
    assert s.seats[MICHEL].gold == 0
    assert not moves_of(rules, s, "bribe")  # no gold left for board 3


def test_a_token_on_montespan_at_the_start_of_the_influence_phase(rules: Any) -> None:
    """Seed 003, Les cartes mission bleu moyen, '1 jeton sur le personnage 5 / 9': the card for
    5 places one token from the general reserve on Montespan, and only there."""
    text = (POSITIONS / "powers_influence.yaml").read_text(encoding="utf-8")
    _, s = load_position_text(text.replace("medium.token_on_9", "medium.token_on_5"))
    s = play(rules, s, place(1), place(3))
    assert s.to_act == 1 and task(s) == "place" and targets(rules, s) == {"board.5"}
    s = rules.apply(s, place(5))
    assert s.boards[4][1] == 1 and task(s) == "turn"
