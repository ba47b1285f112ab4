"""Why a card cannot go somewhere: the table's drops (`Move("drop")`) and every refused move,
with the rule it breaks, in English and in French (seed 002, Ce que vous faites à votre tour /
La table de la Reine / Les espions / Les assassins / Les gardes / Fin de votre tour)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move
from medici_table.games.courtisans.data import court

from .conftest import DRAW, SPARE, kill, place, position


def drop(card: str, target: str) -> Move:
    """What the table asks when a card is let go over a place no move of it reaches."""
    return Move("drop", card=card, target=target)


def _both(rules: Any, s: Any, move: Move) -> tuple[IllegalMove, IllegalMove]:
    en, fr = rules.explain(s, move), rules.explain_in(s, move, "fr")
    assert en.rule == fr.rule and en.reason != fr.reason
    return en, fr


def test_a_second_card_dropped_into_your_domain(rules: Any) -> None:
    """Seed 002, Ce que vous faites à votre tour: one card in each zone, once a turn."""
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("stag.plain.1", "domain.0"))
    en, fr = _both(rules, s, drop("fish.guard.1", "domain.0"))
    assert en.rule == "turn"
    assert en.reason == ("You have already played a card in your domain this turn: each of the "
                         "three zones takes one card a turn.")
    assert fr.reason == ("Vous avez déjà posé une carte dans votre domaine ce tour-ci : chacune "
                         "des trois zones reçoit une carte par tour.")


def test_a_second_card_dropped_into_an_opponents_domain(rules: Any) -> None:
    """Seed 002, Ce que vous faites à votre tour: one card in the domain of *one* opponent."""
    _, s = position("assassin_in_domain")
    s = rules.apply(s, place("toad.plain.2", "domain.1"))
    en, fr = _both(rules, s, drop("stag.plain.4", "domain.2"))  # Cy: another opponent
    assert en.rule == "turn" and "already played a card in an opponent's domain" in en.reason
    assert fr.reason.startswith("Vous avez déjà posé une carte dans le domaine d'un adversaire")


def test_a_second_card_dropped_at_the_queens_table(rules: Any) -> None:
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("stag.plain.1", "queen.stag.above"))
    en, fr = _both(rules, s, drop("fish.guard.1", "queen.fish.below"))
    assert en.rule == "turn" and "already played a card at the Queen's table" in en.reason
    assert fr.reason.startswith("Vous avez déjà posé une carte à la table de la Reine")


def test_a_spy_dropped_on_a_family_column(rules: Any) -> None:
    """Seed 002, Les espions: at the Queen's table a spy goes in the middle column."""
    _, s = position("spies_last_turn")
    for target in ("queen.bird.above", "queen.toad.below"):
        en, fr = _both(rules, s, drop("bird.spy.1", target))
        assert en.rule == "spies"
        assert en.reason == ("At the Queen's table a spy goes face down in the middle column, "
                             "never in a family's column.")
        assert fr.reason == ("À la table de la Reine, un espion se pose face cachée dans la "
                             "colonne du milieu, jamais dans la colonne d'une famille.")


def test_a_card_dropped_on_the_column_of_another_family(rules: Any) -> None:
    """Seed 002, Comment fonctionne la table de la Reine: the column of its own family."""
    _, s = position("spies_last_turn")
    en, fr = _both(rules, s, drop("stag.plain.1", "queen.hare.above"))
    assert en.rule == "queen-table"
    assert en.reason == ("At the Queen's table a card goes in its own family's column: the "
                         "Stag courtier goes in the Stag column, above or below.")
    assert fr.reason == ("À la table de la Reine, une carte va dans la colonne de sa famille : "
                         "le courtisan Cerf va dans la colonne de la famille Cerf, au-dessus "
                         "ou au-dessous.")


def test_a_card_dropped_on_the_spy_column(rules: Any) -> None:
    """Seed 002, Les espions: the middle column is the spies' own."""
    _, s = position("spies_last_turn")
    en, fr = _both(rules, s, drop("hare.plain.1", "queen.spies.below"))
    assert en.rule == "spies"
    assert en.reason == ("Only spies go in the middle column: the Hare courtier goes in the "
                         "Hare column, above or below.")
    assert fr.reason == ("Seuls les espions vont dans la colonne du milieu : le courtisan Lièvre "
                         "va dans la colonne de la famille Lièvre, au-dessus ou au-dessous.")


def test_a_card_dropped_while_the_assassin_waits(rules: Any) -> None:
    """Seed 002, Les assassins: the assassin acts as it is laid, before the next card."""
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("bird.assassin.1", "queen.bird.below"))
    en, fr = _both(rules, s, drop("stag.plain.1", "domain.0"))
    assert en.rule == "assassins" and en.reason.startswith("First decide what your assassin")
    assert fr.reason == ("Décidez d'abord ce que fait votre assassin : éliminer une carte ou "
                         "n'éliminer personne.")


def test_a_card_dropped_after_the_three_cards(rules: Any) -> None:
    """Seed 002, Fin de votre tour: three cards played, the turn ends with the draw."""
    _, s = position("spies_last_turn")
    for move in (place("bird.spy.1", "queen.spies.above"), place("stag.plain.1", "domain.0")):
        s = rules.apply(s, move)
    s = rules.apply(s, place("hare.plain.1", "domain.1"))
    en, fr = _both(rules, s, drop("hare.plain.1", "domain.1"))
    assert en.rule == "refill"
    assert fr.reason == "Vos trois cartes sont posées : piochez pour terminer votre tour."


@pytest.mark.parametrize("target", ["deck", "discard", "hand.0", "hand.1", "queen", "domain.7",
                                    "domain.01", "domain.²", "domain.", "queen.owls.above"])
def test_a_card_dropped_where_no_card_goes(rules: Any, target: str) -> None:
    """Seed 002, Le matériel et les zones de jeu: the Queen's table and the domains, nothing
    else; a malformed place is refused with a reason, never played or crashed on."""
    _, s = position("assassin_at_queen")
    for move in (drop("stag.plain.1", target), place("stag.plain.1", target)):
        en, fr = _both(rules, s, move)
        assert en.rule in ("turn", "queen-table")
        with pytest.raises(IllegalMove):
            rules.apply(s, move)
    en, fr = _both(rules, s, drop("stag.plain.1", "deck"))
    assert en.reason == "A card goes to the Queen's table or into a domain."
    assert fr.reason == "Une carte se pose à la table de la Reine ou dans un domaine."


def test_a_card_from_another_hand(rules: Any) -> None:
    _, s = position("assassin_at_queen")
    en, fr = _both(rules, s, drop("butterfly.plain.1", "domain.1"))
    assert en.rule == "turn"
    assert fr.reason == "Vous ne pouvez jouer qu'une carte de votre main."


def test_a_drop_is_never_played_even_where_the_card_could_go(rules: Any) -> None:
    """A drop only asks why; the card is played with its own move (`place`)."""
    _, s = position("assassin_at_queen")
    with pytest.raises(IllegalMove):
        rules.apply(s, drop("stag.plain.1", "domain.0"))
    assert place("stag.plain.1", "domain.0") in rules.legal_moves(s)


def test_a_draw_from_anywhere_but_the_deck(rules: Any) -> None:
    """Seed 002, Fin de votre tour: "vous piochez" — from the deck, nowhere else."""
    _, s = position("ready_to_draw")
    for move in (Move("draw"), Move("draw", target="discard"), Move("draw", card="toad.plain.1",
                                                                     target="deck")):
        en, fr = _both(rules, s, move)
        assert en.rule == "refill" and en.reason == "You draw from the deck, nothing else."
        assert fr.reason == "On ne pioche que dans la pioche."


def test_a_drop_when_the_game_is_over(rules: Any) -> None:
    _, s = position("neutral_family")
    en, fr = _both(rules, s, drop("toad.plain.1", "domain.0"))
    assert en.rule == "end" and fr.reason == "La partie est terminée."


def test_the_assassins_refusals_in_french(rules: Any) -> None:
    """Seed 002, Les assassins / Les gardes, as a French player reads them."""
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("bird.assassin.1", "queen.bird.below"))
    guard = rules.explain_in(s, kill("toad.guard.1"), "fr")
    assert guard.rule == "guards"
    assert guard.reason == "Un garde ne peut pas être éliminé par un assassin."
    itself = rules.explain_in(s, kill("bird.assassin.1"), "fr")
    assert itself.reason == "Un assassin élimine une autre carte, pas lui-même."
    away = rules.explain_in(s, kill("stag.noble.1"), "fr")
    assert away.reason == "Un assassin n'élimine qu'une carte de la zone où il est posé."
    s = rules.apply(s, SPARE)
    late = rules.explain_in(s, kill("toad.plain.1"), "fr")
    assert late.rule == "assassins"
    assert late.reason == "Seul l'assassin que vous venez de poser peut éliminer une carte."


def test_every_refusal_has_its_french_sentence(rules: Any) -> None:
    """Whatever is refused in a game, the French player reads French, under the same rule."""
    chooser = random.Random(3)
    s = rules.new_game(["Ada", "Bo", "Cy"], {"hand_of_5": True}, 3)
    wild = [Move(k, card=c, target=t) for k in ("place", "drop")
            for c in court().card_ids[::4] for t in ("queen.toad.above", "queen.spies.below",
                                                     "domain.0", "domain.1", "deck")]
    wild += [Move("spare"), Move("spare", card="toad.guard.1"), Move("kill", card="toad.guard.1"),
             Move("kill"), DRAW, Move("draw"), Move("pass"), Move("place", card="x", value=1)]
    seen = set()
    while not rules.is_over(s):
        legal = rules.legal_moves(s)
        for m in chooser.sample(wild, 8):
            if m not in legal:
                en, fr = _both(rules, s, m)
                seen.add(en.reason)
        s = rules.apply(s, legal[chooser.randrange(len(legal))])
    assert len(seen) >= 10
