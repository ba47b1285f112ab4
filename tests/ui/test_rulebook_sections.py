"""Our rules texts against the rulebooks: every section of each French rulebook maps to an anchor
of our text, in both languages, saying what the rulings settle (`rulebook_sections.yaml`); and
every rule a refusal can name, or a phase can open, is a section of both texts."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from medici_table import games
from medici_table.app.position import load_position
from medici_table.engine.resources import project_root, rules_data
from medici_table.engine.sim import default_players
from medici_table.ui import rulestext

MAP: dict[str, Any] = yaml.safe_load(
    (Path(__file__).with_name("rulebook_sections.yaml")).read_text(encoding="utf-8"))
SEEDS = project_root().parent / "shared" / "seeds"
GAMES_SRC = Path(games.__file__).parent


def _norm(text: str) -> str:
    return " ".join(text.replace("’", "'").replace("**", "").lower().split())


def _section_text(game: str, anchor: str, lang: str) -> str:
    section = rulestext.section(game, anchor, lang)
    assert section is not None, f"{game}: no {{#{anchor}}} in rules.{lang}.md"
    assert section.text.strip() or anchor == "top", f"{game} {lang}: {{#{anchor}}} is empty"
    return _norm(f"{section.title} {section.text}")


def test_every_game_has_its_rulebook_mapped() -> None:
    assert sorted(MAP) == sorted(games.available())


@pytest.mark.parametrize("game", sorted(MAP))
def test_each_rulebook_section_has_its_section_in_both_texts(game: str) -> None:
    entries = MAP[game]["sections"]
    assert len(entries) >= 12
    for entry in entries:
        for lang in ("en", "fr"):
            text = _section_text(game, entry["anchor"], lang)
            for phrase in entry.get(lang, []):
                assert _norm(phrase) in text, \
                    f"{game} rules.{lang}.md {{#{entry['anchor']}}} should say {phrase!r} " \
                    f"(rulebook: {entry['rulebook']!r})"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the rulebooks (../shared/seeds) are not here")
@pytest.mark.parametrize("game", sorted(MAP))
def test_the_mapped_sections_are_the_rulebooks_own(game: str) -> None:
    seed = _norm((SEEDS / MAP[game]["seed"]).read_text(encoding="utf-8"))
    missing = [e["rulebook"] for e in MAP[game]["sections"] if _norm(e["rulebook"]) not in seed]
    assert not missing, f"not in {MAP[game]['seed']}: {missing}"


def _anchors(game: str, lang: str) -> set[str]:
    return set(rulestext.sections(game, lang))


def _refusal_anchors(game: str) -> set[str]:
    """The `rule` of every IllegalMove the game's code builds with a literal anchor, directly or
    through a helper of its own that takes a `rule` (`_e("reason", "rule")`)."""
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in (GAMES_SRC / game).glob("*.py")]
    builders = {"IllegalMove": 1}  # function name -> position of its `rule` argument
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and "IllegalMove" in ast.unparse(node.returns or
                                                                                  ast.Constant("")):
                names = [a.arg for a in node.args.args]
                if "rule" in names:
                    builders[node.name] = names.index("rule")
    found: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name not in builders:
                continue
            at = builders[name]
            args = [*node.args[at:at + 1], *(k.value for k in node.keywords if k.arg == "rule")]
            found |= {a.value for a in args if isinstance(a, ast.Constant)
                      and isinstance(a.value, str)}
    return found


@pytest.mark.parametrize("game", games.available())
def test_every_refusal_names_a_rule_of_both_texts(game: str) -> None:
    used = _refusal_anchors(game)
    assert len(used) >= 3, used
    for lang in ("en", "fr"):
        missing = used - _anchors(game, lang)
        assert not missing, f"{game}: refusals name {missing}, absent from rules.{lang}.md"


@pytest.mark.parametrize("game", games.available())
def test_what_can_i_do_now_always_has_a_rule_to_open(game: str) -> None:
    rules = games.get(game)
    both = _anchors(game, "en") & _anchors(game, "fr")
    opened: set[str] = set()
    for seed in range(3):
        n = min(rules.meta.min_players + seed, rules.meta.max_players)
        state = rules.new_game(default_players(rules, n), {}, seed)
        chooser = random.Random(seed)
        for _ in range(300):
            if rules.is_over(state):
                break
            opened.add(rules.phase_anchor(state))
            state = rules.apply(state, chooser.choice(rules.legal_moves(state)))
    assert opened <= both, opened - both
    assert len(opened) >= 2, opened


def test_glossary_terms_are_defined_in_both_languages() -> None:
    for game in games.available():
        for lang in ("en", "fr"):
            body = rulestext.section(game, "glossary", lang)
            assert body is not None, f"{game} rules.{lang}.md has no glossary"
            assert len(re.findall(r"\S\s?:\s", body.text)) >= 6, f"{game} {lang}: too few terms"


@pytest.mark.parametrize(("puzzle", "phase", "anchor"), [
    ("p1_mystery.yaml", "mystery", "mystery-five"),
    ("p4_buy_back.yaml", "buy_back", "new-auction"),
    ("p5_new_auction.yaml", "pick", "new-auction")])
def test_what_can_i_do_now_opens_medicis_special_cards(puzzle: str, phase: str,
                                                       anchor: str) -> None:
    """Seed 001's advanced rule: a Mystery 5's good chosen at the scoring, or a New auction's
    card picked, opened "Whose decision it is" (a decision the rule of the card explains)."""
    rules, state = load_position(rules_data("medici") / "puzzles" / puzzle)
    assert state.phase == phase
    assert rules.phase_anchor(state) == anchor
    assert anchor in _anchors("medici", "en") & _anchors("medici", "fr")
