"""Every game's guided first game (issue 22), walked without the table: each step's table is
the learner's to play, its expected move is legal there, every other move is explained (the
game's refusal or the step's words, with a rule of the rules text), the steps cover the core
turn, the scoring and every special card or power, and the lesson ends in a real game."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table import games
from medici_table.app.learn import tutorial as tut
from medici_table.app.learn.patterns import aliases
from medici_table.engine import Move

GAMES = [g for g in games.available() if tut.available(g)]

# What each tutorial must teach at least once: its core turn, its scoring, every special card
# or power (anchors of the game's rules text).
MUST_TEACH = {
    "court_of_the_medici": {"turn", "outer-court", "alliance", "conspiracy", "prepare", "draw",
                            "last-card", "minister", "lady", "jester", "end", "scoring"},
    "medici": {"turn", "turning", "bidding", "boats", "unsold", "last-boat", "season-end",
               "weight", "ties", "goods", "track-bonus", "next-season", "end", "mystery-five",
               "overstock", "captain", "new-auction"},
    "courtisans": {"turn", "queen-table", "domains", "nobles", "spies", "assassins", "guards",
                   "refill", "status", "scoring", "missions", "end"},
    "louis_xiv": {"turn", "supply", "influence", "placing", "token-path", "recovering",
                  "last-card", "scoring", "money-condition", "first-place-condition",
                  "tokens-condition", "louis-xiv", "intrigue", "board-flip", "income", "missions",
                  "keep-tile", "mission-cards", "end"},
    "les_7_blasons": {"turn", "playing", "powers", "manant", "menetrier", "magistrat",
                      "intendant", "malandrin", "taking-the-trick", "set-aside", "end-of-round",
                      "scoring", "end", "coats-deal", "variant-religieux", "bourgeoisie"},
}


def test_every_game_has_a_tutorial() -> None:
    assert GAMES == games.available()


def _walk(game: str) -> list[tuple[tut.Step, tut.Lesson, Any]]:
    """Each step with the lesson at its start (the state before the taught move)."""
    lesson = tut.lesson(game)
    seen = []
    while not lesson.finished:
        seen.append((lesson.step, lesson, lesson.state))
        moves = lesson.expected()
        assert moves, f"{game} {lesson.step.id}: the expected move is not legal"
        lesson.play(moves[0])
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_each_step_is_the_learners_to_play_and_its_move_is_legal(game: str) -> None:
    tutorial = tut.load(game)
    assert 10 <= len(tutorial.steps) <= 20
    lesson = tut.lesson(game)
    rules = lesson.rules
    for i, step in enumerate(tutorial.steps):
        state = lesson.state
        assert state.to_act == tutorial.learner, f"{step.id}: not the learner's decision"
        expected = lesson.expected()
        assert expected, f"{step.id}: no legal move matches {[str(p) for p in step.expect]}"
        nxt = tutorial.steps[i + 1] if i + 1 < len(tutorial.steps) else None
        if nxt is not None and nxt.position is None:
            assert len(expected) == 1, f"{step.id}: the next step goes on from the one move taught"
        for move in expected:
            assert lesson.judge(move).ok and lesson.judge(move, "fr").ok
        verdict = lesson.play(expected[0])
        assert verdict.ok and verdict.text
        assert lesson.index == i + 1
    assert lesson.finished
    assert rules.is_over(lesson.state) or tutorial.finale.seats


@pytest.mark.parametrize("game", GAMES)
def test_every_other_move_is_explained_with_a_rule(game: str) -> None:
    anchors = tut.anchors(game)
    for step, lesson, state in _walk(game):
        lesson_now = tut.Lesson(lesson.tutorial)
        lesson_now.index, lesson_now.state = lesson.tutorial.steps.index(step), state
        others = [m for m in lesson_now.rules.legal_moves(state)
                  if m not in lesson_now.expected()]
        for move in others[:60]:
            for lang in ("en", "fr"):
                v = lesson_now.judge(move, lang)
                assert not v.ok and v.legal and v.text.strip()
                assert v.rule in anchors, f"{step.id}: {v.rule}"
        # an illegal move: the game's own refusal, then what the step teaches
        illegal = Move("outer", card="no.such.card", target="nowhere")
        v = lesson_now.judge(illegal, "fr")
        assert not v.ok and not v.legal and v.text.endswith(step.why["fr"])
        assert v.rule in anchors


@pytest.mark.parametrize("game", GAMES)
def test_each_wrong_move_explanation_fits_a_move_of_its_step(game: str) -> None:
    """A step's explanation of a wrong move names a move one can make there (else it would
    never be read)."""
    for step, lesson, state in _walk(game):
        legal = lesson.rules.legal_moves(state)
        names = aliases(state)
        for w in step.wrong:
            hits = [m for m in w.when.among(legal, names)
                    if not any(p.matches(m, names) for p in step.expect)]
            assert hits, f"{game} {step.id}: no wrong move matches {w.when}"


@pytest.mark.parametrize("game", GAMES)
def test_the_tutorial_teaches_the_core_turn_the_scoring_and_every_power(game: str) -> None:
    taught = {a for s in tut.load(game).steps for a in s.teaches + (s.rule,)}
    assert MUST_TEACH[game] <= taught, MUST_TEACH[game] - taught
    assert taught <= tut.anchors(game)


@pytest.mark.parametrize("game", GAMES)
def test_the_tutorial_ends_in_a_real_game_against_a_beginner_computer(game: str) -> None:
    finale = tut.load(game).finale
    assert "random" in finale.seats and finale.seats.count("person") == 1
    rules = games.get(game)
    state = rules.new_game(list(finale.players), finale.options, 1)
    assert rules.legal_moves(state)
    assert finale.text["en"] and finale.text["fr"]


def test_a_broken_tutorial_is_refused_with_its_file_line_and_field(tmp_path: Any) -> None:
    src = tut.folder("court_of_the_medici")
    for f in src.iterdir():
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "tutorial.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("rule: minister\n", "rule: ministers\n", 1), encoding="utf-8")
    with pytest.raises(tut.DataError) as exc:
        tut.read(path)
    assert exc.value.field.endswith(".rule") and "ministers" in exc.value.message
    assert exc.value.line is not None and exc.value.file == str(path)
    path.write_text(text.replace("c08_jester.yaml", "c99.yaml"), encoding="utf-8")
    with pytest.raises(tut.DataError) as exc:
        tut.read(path)
    assert exc.value.field.endswith(".position") and "c99.yaml" in exc.value.message
