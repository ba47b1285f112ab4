"""What an alliance or a conspiracy makes its stack worth (`moves.new_totals`), said in the
question a player is asked when a card dropped on a stack may ally or conspire.

Seed 000, "Conclure une Alliance": "La somme totale de ces valeurs constitue la valeur
d'influence de l'Alliance." "Conspirer": the conspiracy eliminates "une carte ou une pile de
cartes dont la valeur d'influence est strictement égale à la somme des valeurs d'influence des
Nobles constituant la Conspiration." A Jester's value is chosen as it is played, "entre 1 et 10"
("Le Bouffon")."""

from __future__ import annotations

from typing import Any

from medici_table.engine import Move
from medici_table.games.court_of_the_medici.moves import new_totals

from .conftest import moves_of, position

SCULPTOR, COUNT = "della_rovere.sculptor.1", "della_rovere.count.1"


def test_the_new_total_is_the_sum_of_the_stack_and_the_card_played(rules: Any) -> None:
    """Sculptor 3 on the Friar 2: the stack is worth 5, allied or conspiring (the Scholar, 5,
    is the one it can eliminate); the Count 10 on the Knight 7: 17."""
    _, s = position("conspiracy")
    assert new_totals(s, Move("alliance", card=SCULPTOR, target="gonzaga.friar.1")) == (5,)
    assert new_totals(s, Move("conspire", card=SCULPTOR, target="gonzaga.friar.1")) == (5,)
    assert new_totals(s, Move("alliance", card=COUNT, target="della_rovere.knight.1")) == (17,)
    after = rules.apply(s, Move("conspire", card=SCULPTOR, target="gonzaga.friar.1"))
    assert ("gonzaga.friar.1", SCULPTOR) in after.first_circle  # (the stack now worth 5)
    assert {m.target for m in moves_of(rules, after, "eliminate")} == {  # each worth 5
        "gonzaga.scholar.1", "della_rovere.architect.1"}


def test_a_jesters_totals_are_those_its_values_can_make(rules: Any) -> None:
    """A Jester (1 to 10) on the Merchant 6: an alliance makes 7 to 16; a conspiracy only 9 or
    10, the totals of the other stacks (the Jester at 7 with the Chamberlain 2; the Countess)."""
    _, s = position("jester_court")
    jester = "della_rovere.jester.1"
    assert new_totals(s, Move("alliance", card=jester, target="gonzaga.merchant.1")) == \
        tuple(range(7, 17))
    assert new_totals(s, Move("conspire", card=jester, target="gonzaga.merchant.1")) == (9, 10)


def test_every_legal_conspiracy_has_a_total_to_say(rules: Any) -> None:
    for name in ("conspiracy", "jester_court", "minister"):
        _, s = position(name)
        for move in moves_of(rules, s, "conspire") + moves_of(rules, s, "alliance"):
            assert new_totals(s, move), move


def test_no_total_for_other_moves(rules: Any) -> None:
    _, s = position("conspiracy")
    assert new_totals(s, Move("outer", card=COUNT, target="outer.0")) == ()
    assert new_totals(s, Move("alliance", card=COUNT, target="nowhere.1")) == ()


def test_the_question_says_the_total_in_both_languages(rules: Any) -> None:
    _, s = position("conspiracy")
    move = Move("conspire", card=SCULPTOR, target="gonzaga.friar.1")
    assert rules.describe_choice(s, move, "en").endswith(" — new total 5")
    assert rules.describe_choice(s, move, "fr").endswith(" — nouveau total 5")
    assert "total" not in rules.describe(s, move, "en")  # the log keeps its line
    _, s = position("jester_court")
    jester = Move("conspire", card="della_rovere.jester.1", target="gonzaga.merchant.1")
    assert rules.describe_choice(s, jester, "en").endswith(" — new total 9 or 10")
    ally = Move("alliance", card="della_rovere.jester.1", target="gonzaga.merchant.1")
    assert rules.describe_choice(s, ally, "fr").endswith(" — nouveau total 7 à 16")
