"""Words: move descriptions and prompts in French and English; refusals name an existing rule."""

from __future__ import annotations

import random
import re

import pytest
from l7b_table import POSITIONS, Table

from medici_table.app.position import load_position_text
from medici_table.engine import IllegalMove, Move
from medici_table.engine.resources import rules_data
from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.state import BlasonsState

ANCHOR = re.compile(r"\{#([a-z0-9-]+)\}")


def anchors(lang: str) -> set[str]:
    text = rules_data("les_7_blasons", f"rules.{lang}.md").read_text(encoding="utf-8")
    return set(ANCHOR.findall(text))


def test_both_rules_texts_carry_the_same_anchors() -> None:
    assert anchors("en") == anchors("fr")
    assert {"malandrin", "malandrin-two", "malandrin-self", "scoring", "scoring-example",
            "decisions", "variant-consult", "variant-serve",
            "variant-curious", "variant-religieux"} <= anchors("en")


def test_describe_and_prompt_speak_both_languages(t: Table) -> None:
    state = t.play(t.load("table3"), "grandbois.intendant", "guilloux.bourgeois",
                   "bellay.bourgeoise")
    move = t.moves(state)[0]
    assert RULES.describe(state, move, "en").startswith("Grandbois swaps")
    assert RULES.describe(state, move, "fr").startswith("Grandbois échange")
    # spoken to the card's own player: "your", not "Grandbois's" to Grandbois
    assert RULES.prompt(state, "en") == "Grandbois: use the power of your Intendant (5)."
    assert RULES.prompt(state, "fr") == "Grandbois : utilisez le pouvoir de votre Intendant (5)."
    start = t.load("table3")
    assert RULES.describe(start, Move("play", card="grandbois.malandrin", target="trick")) == \
        "Grandbois plays the Malandrin (*)"
    assert RULES.prompt(start, "fr") == "Grandbois : jouez une carte."


def all_moves_of_a_game(t: Table) -> list[tuple[BlasonsState, Move]]:
    """Every move offered in two random games with every variant on."""
    options = {"bourgeois_consult": True, "bourgeois_curious": True, "bourgeois_serve": True,
               "active_religieux": True}
    seen = []
    for seed in (2, 3):
        chooser = random.Random(seed)
        state = RULES.new_game(["A", "B", "C", "D"], options, seed=seed)
        while state.to_act is not None:
            moves = RULES.legal_moves(state)
            seen.extend((state, m) for m in moves)
            state = RULES.apply(state, chooser.choice(moves))
    return seen


def test_every_kind_of_move_is_described(t: Table) -> None:
    pairs = all_moves_of_a_game(t)
    kinds = {m.kind for _, m in pairs}
    assert kinds == {"play", "malandrin", "manant", "menetrier", "magistrat", "intendant",
                     "religieux", "reveal", "take", "bourgeoisie", "consult", "serve", "peek",
                     "done"}
    for state, move in pairs:
        for lang in ("en", "fr"):
            line = RULES.describe(state, move, lang)
            assert line and "?" not in line.split()[0]
            assert RULES.prompt(state, lang)


@pytest.mark.parametrize("name", ["table3", "tie_7_7_7_2", "two_malandrins", "malandrin_self"])
def test_every_refusal_points_at_an_anchor(t: Table, name: str) -> None:
    known = anchors("en")
    probes = [Move("play", card="bellay.joker", target="trick"), Move("done"),
              Move("malandrin", card="grandbois.bourgeois", choice="power"),
              Move("malandrin", card="aubigny.malandrin", choice="value"),
              Move("bourgeoisie", card="bourgeoisie.haute", choice="serve"),
              Move("reveal", token="coat.99"), Move("take", token="coat.01", target="coats.0"),
              Move("consult", target="pile.0.0"), Move("peek", token="coat.01")]
    probes += [Move(kind, token="coat.01", target="pool")
               for kind in ("manant", "menetrier", "magistrat", "intendant", "religieux")]
    state = t.load(name)
    refusals = 0
    while state.to_act is not None and state.round == 1:
        legal = set(RULES.legal_moves(state))
        for probe in probes:
            if probe not in legal:
                with pytest.raises(IllegalMove) as err:
                    RULES.apply(state, probe)
                assert err.value.rule in known and err.value.reason
                refusals += 1
        state = t.first_of(state)
    assert refusals > 100


def test_refusals_speak_french_too(t: Table) -> None:
    state = t.load("table3")
    err = RULES.explain_in(state, Move("play", card="bellay.manant", target="trick"), "fr")
    assert err.reason == "Cette carte n'est pas dans votre main." and err.rule == "playing"


def test_a_finished_game_refuses_everything_with_the_end_rule(t: Table) -> None:
    state = RULES.new_game(["A", "B", "C"], {}, seed=8)
    while state.to_act is not None:
        state = t.first_of(state)
    with pytest.raises(IllegalMove) as err:
        RULES.apply(state, Move("play", card="aubigny.manant", target="trick"))
    assert err.value.rule == "end" and RULES.explain(state, Move("done")).rule == "end"


def test_french_lines_read_as_french(t: Table) -> None:
    """A French player reads whole sentences: no move id, no English word, names with their
    article (seed 004 names the characters "le ménétrier", "l'intendant")."""
    state = t.play(t.load("two_malandrins"), "grandbois.menetrier")
    take = Move("malandrin", card="bellay.intendant", choice="value")
    assert RULES.describe(state, take, "fr") == \
        "Le Malandrin d'Aubigny prend la valeur de la carte Intendant (5) de Bellay"
    assert RULES.prompt(state, "fr") == ("Aubigny : votre Malandrin (*) prend la "
                                         "valeur ou le pouvoir d'une carte.")
    refused = RULES.explain_in(state, Move("manant", token="coat.01", target="coats.0"), "fr")
    assert refused.reason == "C'est au tour d'un Malandrin de choisir une carte du tour."
    state = RULES.apply(state, take)  # now Bellay's Intendant acts
    refused = RULES.explain_in(state, Move("manant", token="coat.01", target="coats.1"), "fr")
    assert refused.reason == "C'est au tour du pouvoir de l'Intendant."
    swap = t.moves(state)[0]
    line = RULES.describe(state, swap, "fr")
    assert line.startswith("Bellay échange un blason") and " du jeu d'Aubigny " in line
    assert line.endswith(" de son jeu")  # Bellay's own: not "du jeu de Bellay" after "Bellay"


def test_activating_a_bourgeoisie_card_is_described_in_words(t: Table) -> None:
    text = (POSITIONS / "bourgeois4.yaml").read_text(encoding="utf-8")
    _, state = load_position_text(text.replace("options: {}",
                                               "options: {bourgeois_curious: true}"))
    assert isinstance(state, BlasonsState)
    move = Move("bourgeoisie", card="bourgeoisie.grande", choice="peek")
    assert RULES.describe(state, move, "fr") == \
        "Aubigny active la carte Grande bourgeoisie (regarder des blasons)"
    assert RULES.describe(state, move, "en") == \
        "Aubigny activates the Upper bourgeoisie (look at coats of arms)"


def test_a_power_is_asked_of_its_own_player_as_theirs(t: Table) -> None:
    """Seed 004: each card's power is used by whoever played it, the Malandrin's choice too: the
    prompt says "your Malandrin (*)" to its player (the banner read "Your turn, Aubigny — use
    the power of Aubigny's Magistrat (3)")."""
    asked = {id(s): s for s, _m in all_moves_of_a_game(t) if s.phase == "resolve"}
    assert len(asked) > 20
    powers, others = set(), 0
    for state in asked.values():
        played = state.trick[state.resolving]
        en, fr = RULES.prompt(state, "en"), RULES.prompt(state, "fr")
        if played.seat == state.to_act:
            assert " your " in en and "'s " not in en, en
            assert " votre " in fr, fr
            powers.add(played.card.split(".")[1])
        else:  # another's card whose power this player uses (taken by a Malandrin): named
            assert " your " not in en and "'s " in en, en
            others += 1
    assert "malandrin" in powers and len(powers) >= 4 and others
