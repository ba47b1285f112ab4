"""Every game's puzzles (issue 22): each goal is reachable (the exhaustive search proves it and
counts the ways), a winning line played through a try is recognised as solved, a losing line
as not, and the goal is a check of the position reached — several different winning first
moves succeed where the puzzle has them."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table import games
from medici_table.app.learn import puzzles as pz
from medici_table.app.learn.goals import Goal
from medici_table.app.learn.solver import SearchTooLarge, solve, still_possible
from medici_table.app.position import read_position
from medici_table.engine import DataError

GAMES = [g for g in games.available() if pz.available(g)]
PUZZLES = [pytest.param(p, id=f"{p.game}-{p.id}") for g in GAMES for p in pz.load(g)]


def test_every_game_has_five_puzzles_or_more() -> None:
    assert GAMES == games.available()
    for game in GAMES:
        assert len(pz.load(game)) >= 5, game


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_the_goal_is_reachable_and_its_solutions_are_counted(puzzle: pz.Puzzle) -> None:
    found = pz.solution(puzzle)
    assert found.solvable and 1 <= found.solutions < found.lines, puzzle.id
    assert found.winning_moves and found.example
    attempt = pz.Attempt(puzzle)
    assert attempt.state.to_act == attempt.learner and not attempt.finished
    rules, goal = attempt.rules, puzzle.goal
    attempt.play(found.example[0])
    while not attempt.finished:  # the learner keeps to moves that still force the goal
        good = [m for m in rules.legal_moves(attempt.state)
                if still_possible(rules, attempt.start, rules.apply(attempt.state, m),
                                  attempt.learner, goal)]
        attempt.play(good[0])
    assert attempt.solved, puzzle.id
    for lang in ("en", "fr"):
        words = attempt.verdict(lang)
        assert str(found.solutions) in words or "one" in words or "seule" in words


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_a_wrong_answer_is_recognised(puzzle: pz.Puzzle) -> None:
    """The learner's first move that can no longer force the goal (at the first decision that
    has one), played on against the defence's best replies, ends in a position the check
    refuses."""
    attempt = pz.Attempt(puzzle)
    rules, goal = attempt.rules, puzzle.goal
    strayed = False
    while not attempt.finished:
        moves = rules.legal_moves(attempt.state)
        bad = [m for m in moves if not still_possible(rules, attempt.start,
                                                      rules.apply(attempt.state, m),
                                                      attempt.learner, goal)]
        strayed = strayed or bool(bad)
        attempt.play(bad[0] if bad else moves[0])
    assert strayed, f"{puzzle.id}: every move wins — no puzzle"
    assert not attempt.solved
    assert attempt.verdict("en").startswith("Not this time")
    assert attempt.verdict("fr").startswith("Pas cette fois")
    attempt.restart()
    assert attempt.state == attempt.start and not attempt.moves


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_the_puzzle_is_told_in_both_languages_with_a_rule(puzzle: pz.Puzzle) -> None:
    from medici_table.app.learn.tutorial import anchors

    for words in (puzzle.title, puzzle.goal_text, puzzle.explain):
        assert words["en"].strip() and words["fr"].strip() and words["en"] != words["fr"]
    assert puzzle.rule in anchors(puzzle.game)


def test_several_winning_moves_all_succeed() -> None:
    """The check is of the position reached: each of the four ways to strike the Countess
    solves the puzzle."""
    puzzle = next(p for p in pz.load("court_of_the_medici") if p.id == "countess")
    found = pz.solution(puzzle)
    assert len(found.winning_moves) == 4
    for first in found.winning_moves:
        attempt = pz.Attempt(puzzle)
        attempt.play(first)
        while not attempt.finished:
            attempt.play(attempt.rules.legal_moves(attempt.state)[-1])
        assert attempt.solved, first


def test_a_search_past_its_limit_says_so() -> None:
    found = read_position(pz.load("court_of_the_medici")[0].position)
    with pytest.raises(SearchTooLarge):
        solve(found.rules, found.state, 0, Goal.of("game", {"wins": True}), limit=50)


def test_a_broken_puzzle_file_is_refused_with_its_line(tmp_path: Any) -> None:
    src = pz.folder("court_of_the_medici")
    for f in src.iterdir():
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "puzzles.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("{others_at_most: 12}", "{richest: 12}"), encoding="utf-8")
    with pytest.raises(DataError) as exc:
        pz.read(path)
    assert exc.value.field.endswith(".check") and "richest" in exc.value.message
    assert exc.value.line is not None
    path.write_text(text.replace("until: turn", "until: forever", 1), encoding="utf-8")
    with pytest.raises(DataError) as exc:
        pz.read(path)
    assert exc.value.field.endswith(".until")
