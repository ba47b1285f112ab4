"""Every game has rules texts in French and English with the same anchors, and every refused
move points at an anchor that exists (probed with moves of other seeds' games)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from medici_table import games
from medici_table.app.position import load_position_text
from medici_table.engine import IllegalMove
from medici_table.engine.resources import rules_data
from medici_table.engine.sim import default_players

ANCHOR = re.compile(r"\{#([a-z0-9-]+)\}")


def _anchors(game_id: str, lang: str) -> set[str]:
    return set(ANCHOR.findall(rules_data(game_id, f"rules.{lang}.md").read_text(encoding="utf-8")))


@pytest.mark.parametrize("game_id", games.available())
def test_both_languages_carry_the_same_anchors(game_id: str) -> None:
    en, fr = _anchors(game_id, "en"), _anchors(game_id, "fr")
    assert en == fr, f"only in en: {en - fr}; only in fr: {fr - en}"
    assert "position-files" not in en  # syntax for developers: in docs/position-files.md


DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", games.available())
def test_every_game_s_position_files_are_documented_with_a_working_example(
        game_id: str, lang: str) -> None:
    """docs/position-files.md (and its French twin) has a section per game whose first example
    is a position file that loads."""
    text = (DOCS / ("position-files.md" if lang == "en" else "position-files.fr.md")
            ).read_text(encoding="utf-8")
    section = text.split(f"{{#{game_id}}}")[1].split("\n## ")[0]
    block = section.split("```yaml\n")[1].split("```")[0]
    rules, _state = load_position_text(block, f"position-files ({game_id}, {lang})")
    assert rules.id == game_id


@pytest.mark.parametrize("game_id", games.available())
def test_refusals_point_at_existing_anchors(game_id: str) -> None:
    rules = games.get(game_id)
    anchors = _anchors(game_id, "en")
    n = rules.meta.min_players
    players = default_players(rules, n)
    chooser = random.Random(5)
    # moves that were legal in another game are mostly illegal here: a varied probe
    other = rules.new_game(players, {}, seed=99)
    pool = []
    for _ in range(200):
        if rules.is_over(other):
            break
        legal = rules.legal_moves(other)
        pool.extend(legal[:20])
        other = rules.apply(other, chooser.choice(legal))
    state = rules.new_game(players, {}, seed=1)
    refused = 0
    for _ in range(120):
        if rules.is_over(state):
            break
        legal = set(rules.legal_moves(state))
        for probe in chooser.sample(pool, min(15, len(pool))):
            if probe in legal:
                continue
            with pytest.raises(IllegalMove) as exc:
                rules.apply(state, probe)
            assert exc.value.reason and exc.value.rule in anchors, (probe, exc.value.rule)
            refused += 1
        state = rules.apply(state, chooser.choice(sorted(legal, key=str)))
    assert refused > 0
