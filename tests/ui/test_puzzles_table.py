"""Puzzles at the table (issue 22): a game's list opened from the welcome screen, each puzzle
chosen in it and solved by real mouse gestures — the engine's check says so and how many ways
solve it, the list ticks it — then tried again and missed: a wrong answer is recognised.
Court of the Medici's puzzles are quick; the other games' carry the slow mark."""

from __future__ import annotations

from typing import Any

import pytest
from gestures import make
from PySide6.QtCore import QPoint, QSettings, Qt
from tablebot import card_centre, click, read_sheets, shot

from medici_table.app.learn import puzzles as pz
from medici_table.app.learn.solver import still_possible
from medici_table.engine import Move
from medici_table.ui.learning import PuzzleController
from medici_table.ui.window import MainWindow

SLOW = ["medici", "courtisans", "louis_xiv", "les_7_blasons"]


def choose(qtbot: Any, window: MainWindow, row: int) -> PuzzleController:
    panel = window.coach
    assert panel is not None
    rect = panel.list.visualItemRect(panel.list.item(row))
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    c = window.controller
    assert isinstance(c, PuzzleController)
    return c


def click_link(qtbot: Any, label: Any) -> None:
    """A click on the link that is all of `label`'s words."""
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(4, label.height() // 2))


def play_through(qtbot: Any, window: MainWindow, c: PuzzleController, win: bool) -> None:
    """The learner's moves by the mouse until the goal is judged: moves that still force it
    (`win`), else the first that no longer can, then any."""
    a = c.attempt
    while not c.finished:
        read_sheets(qtbot, window)
        moves = c.legal_moves()
        assert moves and c.to_act() == a.learner

        def forces(m: Move) -> bool:
            return still_possible(a.rules, a.start, a.rules.apply(a.state, m), a.learner,
                                  a.puzzle.goal)

        pick = [m for m in moves if forces(m) == win] or moves
        before = len(a.moves)
        make(qtbot, window, pick[0])
        assert len(a.moves) > before, f"{a.puzzle.id}: {pick[0]} was not played"


def walk(qtbot: Any, window: MainWindow, game: str) -> None:
    window.show_welcome()
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.tile(game).buttons["puzzles"], Qt.MouseButton.LeftButton)
    panel = window.coach
    assert panel is not None and panel.isVisible()
    found = pz.puzzles_of(game)
    assert panel.list.count() == len(found) >= 5
    for row, puzzle in enumerate(found):
        c = choose(qtbot, window, row) if row else window.controller
        assert isinstance(c, PuzzleController) and c.puzzle is puzzle
        assert puzzle.goal_text["en"] in panel.look.text().replace("&#x27;", "'")
        play_through(qtbot, window, c, win=True)
        solution = pz.solution(puzzle)
        said = panel.verdict.text()
        assert said.startswith("Solved!") and str(solution.lines) in said, said
        assert panel.list.item(row).text().endswith(" — solved")
        assert panel.primary.text() == "Next puzzle" and panel.other.isVisible()
        assert ">Try again</a>" in panel.other.text()
        click_link(qtbot, panel.other)
        assert not c.finished and c.state == c.attempt.start and not panel.verdict_box.isVisible()
        play_through(qtbot, window, c, win=False)
        assert panel.verdict.text().startswith("Not this time"), panel.verdict.text()
        assert panel.primary.text() == "Try again" and ">Next puzzle</a>" in panel.other.text()
    assert panel.progress.text().endswith(f"{len(found)} solved")


def test_court_of_the_medici_puzzles_by_the_mouse(qtbot: Any, make_window: Any) -> None:
    walk(qtbot, make_window(), "court_of_the_medici")


@pytest.mark.slow
@pytest.mark.parametrize("game", SLOW)
def test_each_games_puzzles_by_the_mouse(qtbot: Any, make_window: Any, game: str) -> None:
    walk(qtbot, make_window(), game)


def test_the_puzzles_come_from_help_in_french(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.set_language("fr")
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "Aid&e")
    sub = next(a.menu() for a in help_menu.actions() if a.text() == "&Problèmes")
    sub.aboutToShow.emit()
    next(a for a in sub.actions() if a.text() == "Louis XIV").trigger()
    c = window.controller
    assert isinstance(c, PuzzleController) and c.rules.id == "louis_xiv"
    panel = window.coach
    assert panel is not None and panel.windowTitle() == "Problèmes"
    assert c.puzzle.goal_text["fr"] in panel.look.text().replace("&#x27;", "'")
    assert window.seating._held()  # the defence is the puzzle's, not the computer's


@pytest.mark.parametrize("size", [(1152, 720), (1500, 950)])
def test_a_question_leaves_in_sight_what_it_is_about(qtbot: Any, make_window: Any,
                                                     size: tuple[int, int]) -> None:
    """Medici's first puzzle ("Which good makes you richest?"): a click on the Mystery 5 asked
    its good in the middle of the table, over the goods track the answer is read from. The
    question now lies where it hides least of the pieces: the track and the boats stay whole."""
    window = make_window(size=size)
    window.show_welcome()
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.tile("medici").buttons["puzzles"], Qt.MouseButton.LeftButton)
    c = window.controller
    assert isinstance(c, PuzzleController) and c.puzzle.id == "mystery"
    read_sheets(qtbot, window)
    click(qtbot, window, card_centre(window, "mystery.1"))
    prompt = window.table.prompt
    qtbot.waitUntil(prompt.isVisible)
    assert len(prompt.buttons) == 5 and prompt.cancel_button is not None  # five goods, Cancel
    shot(window, f"puzzle_mystery_question_{size[0]}")
    stage, view = window.table.stage, window.table.view
    asked = prompt.geometry()
    assert stage.rect().contains(asked)
    for piece in ("board", "hull.0", "hull.1", "hull.2", "mystery.1"):
        item = window.table.scene.card_item(piece)
        assert item is not None
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(
            view.viewport().mapTo(stage, QPoint(0, 0)))
        assert not asked.intersects(box), f"the question hides {piece}"
    qtbot.mouseClick(prompt.buttons[3], Qt.MouseButton.LeftButton)  # diamonds
    assert c.attempt.moves and c.attempt.moves[0].choice == "diamonds"


def test_a_puzzle_done_leads_on_and_solved_ones_are_remembered(qtbot: Any, make_window: Any,
                                                               tmp_path: Any) -> None:
    """A solved puzzle's button goes on to the next one not yet solved ("Try again" stays, as a
    link under the verdict); a missed one's button tries again ("Next puzzle" is the link).
    The puzzles solved are kept with the settings: the next evening's list still ticks them."""
    window = make_window()
    window.set_language("fr")
    window.show_welcome()
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.tile("court_of_the_medici").buttons["puzzles"],
                     Qt.MouseButton.LeftButton)
    panel = window.coach
    assert panel is not None
    found = pz.puzzles_of("court_of_the_medici")
    c = window.controller
    assert isinstance(c, PuzzleController) and c.puzzle is found[0]
    assert panel.primary.text() == "Problème suivant" and not panel.other.isVisible()
    play_through(qtbot, window, c, win=True)
    assert panel.primary.text() == "Problème suivant" and ">Réessayer</a>" in panel.other.text()
    shot(window, "puzzle_solved_fr")
    click_link(qtbot, panel.other)  # once more, for the pleasure
    assert not c.finished and not panel.other.isVisible()
    play_through(qtbot, window, c, win=True)
    qtbot.mouseClick(panel.primary, Qt.MouseButton.LeftButton)
    c = window.controller
    assert isinstance(c, PuzzleController) and c.puzzle is found[1]
    play_through(qtbot, window, c, win=False)
    assert panel.primary.text() == "Réessayer" and ">Problème suivant</a>" in panel.other.text()
    shot(window, "puzzle_missed_fr")
    click_link(qtbot, panel.other)
    c = window.controller
    assert isinstance(c, PuzzleController) and c.puzzle is found[2]
    assert panel.progress.text() == f"{len(found)} problèmes · 1 résolu"

    again = MainWindow(None, QSettings(window.settings.fileName(), QSettings.Format.IniFormat),
                       welcome=True)  # the next evening, the same settings
    qtbot.addWidget(again)
    again.show()
    assert again.welcome is not None
    qtbot.mouseClick(again.welcome.tile("court_of_the_medici").buttons["puzzles"],
                     Qt.MouseButton.LeftButton)
    later = again.coach
    assert later is not None and later.solved == {f"court_of_the_medici/{found[0].id}"}
    assert later.list.item(0).text().endswith(" — résolu")  # (French: remembered too)
    assert later.progress.text() == f"{len(found)} problèmes · 1 résolu"
    assert c.puzzle is found[2]  # (the first window's puzzle: untouched)
    again.close()


def test_solved_puzzles_read_from_a_hand_edited_settings_file(tmp_path: Any) -> None:
    from medici_table.ui.coachpanel import keep_solved, solved_puzzles

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert solved_puzzles(settings) == set()
    keep_solved(settings, {"medici/mystery", "courtisans/stags"})
    settings.sync()
    assert solved_puzzles(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)) == {
        "medici/mystery", "courtisans/stags"}
    settings.setValue("puzzles/solved", "medici/mystery")  # one, as Qt writes a single value
    assert solved_puzzles(settings) == {"medici/mystery"}
    for nonsense in (3, "", "no-slash", {"a": 1}):
        settings.setValue("puzzles/solved", nonsense)
        assert solved_puzzles(settings) <= {"medici/mystery"} and "no-slash" not in \
            solved_puzzles(settings)
