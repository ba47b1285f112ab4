"""Pictures of learning at the table, to look at (tests/screenshots/learn/; a set is kept in
docs/screens/learn/): for each game, a lesson's step with a wrong move explained beside the lit
taught move (English), and a puzzle solved with its verdict (French), at 1366x768."""

from __future__ import annotations

from typing import Any

import pytest
from gestures import make
from tablebot import SHOTS, read_sheets, shot
from test_learning import wrong_gesture
from test_puzzles_table import play_through

from medici_table.app.learn import puzzles as pz
from medici_table.ui.learning import start_lesson, start_puzzle

GAMES = ["court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons"]
STEP = {"court_of_the_medici": 3, "medici": 3, "courtisans": 4, "louis_xiv": 2,
        "les_7_blasons": 5}  # a step with a piece to move and a wrong move to explain


def params() -> list[Any]:
    return [pytest.param(g, marks=[] if g == "court_of_the_medici" else [pytest.mark.slow])
            for g in GAMES]


@pytest.mark.parametrize("game", params())
def test_a_lesson_step_and_a_puzzle_pictured(qtbot: Any, make_window: Any, game: str) -> None:
    window = make_window(size=(1366, 768))
    c = start_lesson(window, game)
    assert c is not None
    for _ in range(STEP[game]):
        read_sheets(qtbot, window)
        make(qtbot, window, c.taught()[0])
        read_sheets(qtbot, window)
        c.next_step()
    scene, table = window.table.scene, window.table
    assert scene.taught is not None  # the taught move lit: its piece, its place or its button
    assert (any(getattr(i, "hint", False) for i in scene.cards.values())
            or any(z.lit for z in scene.zones.values())
            or table.action_bar.isVisible() or table.number_bar.isVisible())
    assert wrong_gesture(qtbot, window, c)
    assert window.table.message.isVisible() and window.coach is not None
    assert window.coach.verdict_box.isVisible()
    (SHOTS / "learn").mkdir(parents=True, exist_ok=True)
    shot(window, f"learn/{game}-lesson-en")
    window.set_language("fr")
    puzzle = pz.puzzles_of(game)[1]
    p = start_puzzle(window, puzzle)
    play_through(qtbot, window, p, win=True)
    read_sheets(qtbot, window)
    assert window.coach.verdict.text().startswith("Résolu")
    shot(window, f"learn/{game}-puzzle-fr")
