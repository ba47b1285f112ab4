"""Position files, hidden information and the words of the game."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.app.position import load_position, load_position_text
from medici_table.engine import DataError, Move

from .conftest import POSITIONS


def test_a_broken_position_names_its_file_line_and_field() -> None:
    with pytest.raises(DataError) as exc:
        load_position(POSITIONS / "bad_unknown_card.yaml")
    e = exc.value
    assert e.file.endswith("bad_unknown_card.yaml") and e.line == 7
    assert e.field == "position.hands[0][1]" and "unknown card" in e.message


def test_a_card_placed_twice_is_refused() -> None:
    text = """game: court_of_the_medici
players: [Ada, Bo]
position:
  hands: [[gonzaga.poet.1], []]
  first_circle: [gonzaga.poet.1]
"""
    with pytest.raises(DataError) as exc:
        load_position_text(text)
    assert exc.value.line == 5 and "twice" in exc.value.message


def test_a_duke_needs_the_dukes_option() -> None:
    text = "game: court_of_the_medici\nplayers: [Ada, Bo]\nposition:\n  first_circle: [gonzaga.duke.1]\n"
    with pytest.raises(DataError) as exc:
        load_position_text(text)
    assert "dukes" in exc.value.message


def test_a_player_sees_neither_decks_nor_the_opponents_hand(rules: Any) -> None:
    """Hidden information: views replace secret cards with anonymous backs."""
    s = rules.new_game(["Ada", "Bo"], {}, seed=5)
    v = rules.view(s, 0)
    assert v.hands[0] == s.hands[0]
    assert all(c == "?gonzaga" for c in v.hands[1])
    assert all(c.startswith("?") for d in v.decks for c in d)
    assert len(v.decks[1]) == len(s.decks[1])


def test_every_refusal_points_at_an_anchor_of_both_rules_texts(rules: Any) -> None:
    from medici_table.engine.resources import rules_data

    anchors = {lang: (rules_data("court_of_the_medici", f"rules.{lang}.md")).read_text()
               for lang in ("en", "fr")}
    s = rules.new_game(["Ada", "Bo"], {}, seed=5)
    probes = [Move("outer", card="gonzaga.poet.1", target="outer.0"), Move("draw"),
              Move("eliminate", target="x"), Move("set_jester", card="x", value=3),
              Move("conspire", card=s.hands[s.to_act][0], target=s.first_circle[0][0])]
    for m in probes:
        if m in rules.legal_moves(s):
            continue
        err = rules.explain(s, m)
        assert err.reason
        for text in anchors.values():
            assert "{#" + err.rule + "}" in text


def test_moves_are_described_in_french_and_english(rules: Any) -> None:
    s = rules.new_game(["Ada", "Bo"], {}, seed=5)
    m = next(m for m in rules.legal_moves(s) if m.kind == "outer")
    assert "Outer Court" in rules.describe(s, m, "en")
    assert "Cour Extérieure" in rules.describe(s, m, "fr")
    assert rules.prompt(s, "fr").startswith(s.players[s.to_act])


def test_drops_that_are_no_move_get_a_reason_in_both_languages(rules: Any) -> None:
    """The table asks the game why a card cannot go somewhere (Move("drop"))."""
    s = rules.new_game(["Ada", "Bo"], {}, seed=5)
    p = s.to_act
    card = s.hands[p][0]
    other = f"deck.{1 - p}"
    err = rules.explain(s, Move("drop", card=card, target=other))
    assert err.rule == "prepare" and "own deck" in err.reason
    err = rules.explain_in(s, Move("drop", card=card, target="first_circle"), "fr")
    assert err.rule == "alliance" and "1er Cercle" in err.reason
