"""Position files (rules text, Position files), the rules text's anchors, views and log lines."""

from __future__ import annotations

import ast
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from medici_table.app.position import load_position_text
from medici_table.engine import DataError, IllegalMove, Move
from medici_table.engine.data import game_dir
from medici_table.games.courtisans.data import court

from .conftest import POSITIONS, place, position

SOURCE = Path(__file__).resolve().parents[3] / "medici_table" / "games" / "courtisans"


def _anchors(lang: str) -> list[str]:
    text = (game_dir("courtisans") / f"rules.{lang}.md").read_text(encoding="utf-8")
    return re.findall(r"^#+ .*\{#([a-z0-9-]+)\}$", text, flags=re.M)


def test_both_languages_carry_the_same_anchors() -> None:
    assert _anchors("en") == _anchors("fr")
    assert len(set(_anchors("en"))) == len(_anchors("en"))
    assert {"turn", "end", "undo", "spies", "assassins", "guards"} <= set(
        _anchors("en"))


def test_the_french_rules_text_speaks_the_rulebooks_words() -> None:
    """Seed 002, Comment fonctionne la table de la Reine: "statut", "favorisée", "en
    disgrâce" — the words of the French rulebook a player owns, under the same anchor."""
    text = (game_dir("courtisans") / "rules.fr.md").read_text(encoding="utf-8")
    assert "## Statut des familles {#status}" in text
    section = text.split("{#status}")[1].split("\n## ")[0]
    assert "**favorisée**" in section and "**en disgrâce**" in section
    assert " rang " not in text and "[Rang]" not in text


def test_every_rule_the_engine_names_is_an_anchor_of_the_rules_text() -> None:
    """Every IllegalMove(reason, "anchor") written in the engine, whatever builds the reason."""
    named = set()
    for module in SOURCE.glob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "IllegalMove" and len(node.args) == 2:
                anchor = node.args[1]
                assert isinstance(anchor, ast.Constant), f"{module.name}:{node.lineno}"
                named.add(anchor.value)
    assert named >= {"turn", "assassins", "guards", "spies", "queen-table", "end", "refill"}
    assert named <= set(_anchors("en"))


def test_refusals_met_in_random_games_point_at_the_rules_text(rules: Any) -> None:
    anchors = set(_anchors("en"))
    chooser = random.Random(5)
    s = rules.new_game(["Ada", "Bo", "Cy"], {}, 5)
    wild = [place(c, t) for c in court().card_ids[::5]
            for t in ("queen.toad.above", "queen.spies.below", "domain.1", "elsewhere")]
    while not rules.is_over(s):
        for m in chooser.sample(wild, 6) + [Move("spare"), Move("kill", card="toad.guard.1")]:
            if m not in rules.legal_moves(s):
                with pytest.raises(IllegalMove) as refused:
                    rules.apply(s, m)
                assert refused.value.rule in anchors
        legal = rules.legal_moves(s)
        s = rules.apply(s, legal[chooser.randrange(len(legal))])


def test_every_position_file_holds_every_card_and_mission_once() -> None:
    everything = Counter(court().card_ids) + Counter(list(court().missions))
    for path in sorted(POSITIONS.glob("*.yaml")):
        rules, s = position(path.stem)
        assert rules.components(s) == everything, path.name


BASE = """game: courtisans
players: [Ada, Bo]
position:
  turn: Ada
  hands: {Ada: [toad.plain.1, toad.plain.2, toad.plain.3]}
"""


@pytest.mark.parametrize(("extra", "line", "field", "words"), [
    ("  domains: {Ada: [toad.plain.9]}\n", 6, "position.domains.Ada[0]", "unknown card"),
    ("  domains: {Ada: [toad.plain.1]}\n", 6, "position.domains.Ada[0]", "listed twice"),
    ("  domains: {Cy: [toad.noble.1]}\n", 6, "position.domains.Cy", "unknown player 'Cy'"),
    ("  queen: {toad: {above: [toad.spy.1]}}\n", 6, "position.queen.toad.above[0]",
     "spies column"),
    ("  queen: {spies: {below: [toad.noble.1]}}\n", 6, "position.queen.spies.below[0]",
     "does not belong"),
    ("  queen: {toad: {above: [fish.noble.1]}}\n", 6, "position.queen.toad.above[0]",
     "does not belong"),
    ("  queen: {owls: {}}\n", 6, "position.queen.owls", "unknown column"),
    ("  missions: {Ada: [white.kindness]}\n", 6, "position.missions.Ada[0]",
     "unknown mission"),
    ("  played: [queen, queen]\n", 6, "position.played", "zones already filled"),
    ("  played: [garden]\n", 6, "position.played", "each at most once"),
    ("  assassin: {card: toad.assassin.1, zone: queen}\n", 6, "position.assassin.card",
     "not an assassin lying"),
    ("  weather: rain\n", 6, "position.weather", "unknown field"),
])
def test_position_errors_name_the_line_and_field(extra: str, line: int, field: str,
                                                 words: str) -> None:
    with pytest.raises(DataError) as err:
        load_position_text(BASE + extra, "puzzle.yaml")
    assert (err.value.file, err.value.line, err.value.field) == ("puzzle.yaml", line, field)
    assert words in err.value.message


def test_a_position_must_say_whose_turn_it_is() -> None:
    with pytest.raises(DataError) as err:
        load_position_text(BASE.replace("  turn: Ada\n", ""), "puzzle.yaml")
    assert err.value.field == "position.turn"


def test_a_waiting_assassin_can_be_set_up() -> None:
    rules, s = load_position_text(BASE + "  domains: {Bo: [toad.assassin.1, fish.plain.1]}\n"
                                  "  assassin: {card: toad.assassin.1, zone: Bo}\n")
    assert rules.legal_moves(s) == [Move("spare"), Move("kill", card="fish.plain.1")]


def test_the_player_to_act_sees_the_same_moves_in_their_view(rules: Any) -> None:
    """Bots are given views: the moves they compute must be the real ones."""
    for seed in range(4):
        chooser = random.Random(seed)
        s = rules.new_game(["Ada", "Bo", "Cy", "Di"], {"hand_of_5": seed % 2 == 1}, seed)
        while not rules.is_over(s):
            legal = rules.legal_moves(s)
            assert rules.legal_moves(rules.view(s, s.to_act)) == legal
            s = rules.apply(s, legal[chooser.randrange(len(legal))])


def test_others_hands_and_the_deck_are_card_backs(rules: Any) -> None:
    """Seed 002, Mise en place: each looks at their own cards secretly."""
    s = rules.new_game(["Ada", "Bo"], {}, 12)
    v = rules.view(s, 0)
    assert v.hands[0] == s.hands[0] and v.hands[1] == ("?card",) * 3
    assert set(v.deck) == {"?card"} and len(v.deck) == len(s.deck)
    assert set(v.removed) == {"?card"} and len(v.removed) == 30


def test_log_lines_in_both_languages(rules: Any) -> None:
    _, s = position("assassin_at_queen")
    move = place("bird.assassin.1", "queen.bird.below")
    assert rules.describe(s, move) == "Ada places the Bird assassin below the Queen's table"
    assert rules.describe(s, move, "fr") == (
        "Ada pose l'assassin Oiseau au-dessous de la table de la Reine")
    assert rules.describe(s, place("stag.plain.1", "domain.1"), "fr") == (
        "Ada pose le courtisan Cerf dans le domaine de Bo")
    assert rules.describe(s, place("fish.guard.1", "queen.fish.above"), "fr") == (
        "Ada pose le garde Poisson au-dessus de la table de la Reine")
    s = rules.apply(s, move)
    assert rules.describe(s, Move("kill", card="toad.noble.1"), "fr") == (
        "L'assassin d'Ada élimine le noble Crapaud à la table de la Reine")
    assert rules.describe(s, Move("spare"), "fr") == "L'assassin d'Ada n'élimine personne"
    assert rules.prompt(s, "fr") == (
        "Ada : éliminez une carte avec votre assassin, ou n'éliminez personne.")


def test_a_spy_is_laid_in_words_that_never_name_it(rules: Any) -> None:
    """Seed 002, Les espions: the log says where a spy goes, never which spy it is."""
    _, s = position("spies_last_turn")
    move = place("bird.spy.1", "queen.spies.above")
    assert rules.describe(s, move) == (
        "Ada lays a spy face down in the spy column, above the Queen's table")
    assert rules.describe(s, move, "fr") == (
        "Ada pose un espion face cachée dans la colonne des espions, au-dessus de la table de "
        "la Reine")
    assert rules.describe(s, place("bird.spy.1", "domain.0"), "fr") == (
        "Ada pose un espion face cachée dans son domaine")


def test_missions_left_out_of_a_position_are_dealt_around_the_named_ones() -> None:
    """Rules text, Position files: missions not given are dealt with the seed, never twice."""
    for seed in range(12):
        rules, s = load_position_text(BASE.replace("position:", f"seed: {seed}\nposition:")
                                      + "  missions: {Ada: [white.fewer.toad, blue.crowd]}\n")
        assert s.missions[0] == ("white.fewer.toad", "blue.crowd")
        bo = s.missions[1]
        assert [court().missions[m].colour for m in bo] == ["white", "blue"]
        assert not set(bo) & set(s.missions[0])
        assert rules.components(s)["blue.crowd"] == 1
