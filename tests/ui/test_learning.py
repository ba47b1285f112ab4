"""Learn to play at the table (issue 22): every tutorial step walked by real mouse gestures —
first a move the step does not teach (refused, explained in the banner and the panel, nothing
changed), then the move it teaches (played, what follows played, Next step) — to the real game
against a beginner computer that ends the lesson. Court of the Medici's walk is quick; the
other four games' walks are long and carry the slow mark."""

from __future__ import annotations

from typing import Any

import pytest
from gestures import gesture, make, piece_point, place_point
from PySide6.QtCore import Qt
from tablebot import drag, read_sheets

from medici_table.app.learn import tutorial as tut
from medici_table.ui import matching
from medici_table.ui.controller import GameController
from medici_table.ui.items import CardItem
from medici_table.ui.learning import LessonController, start_lesson
from medici_table.ui.window import MainWindow

QUICK = "court_of_the_medici"
SLOW = ["medici", "courtisans", "louis_xiv", "les_7_blasons"]


def wrong_gesture(qtbot: Any, window: MainWindow, c: LessonController) -> bool:
    """A move the step does not teach, made as a person would: another legal move when there
    is one, else a piece dropped where it cannot go, else a piece pulled that has no move.
    False when the table offers no gesture but the taught one."""
    taught = c.lesson.expected()
    others = [m for m in c.legal_moves() if m not in taught]
    for move in others:
        try:
            make(qtbot, window, move)
        except AssertionError:  # no gesture reaches this one on the table: another
            continue
        return True
    scene = window.table.scene
    pieces = [p for m in taught if (p := matching.piece_of(m)) is not None]
    targets = {m.target for m in taught if m.target}
    for piece in pieces:  # the taught piece, dropped on a place where it cannot go
        item = scene.card_item(piece)
        if item is None:
            continue
        for zid, zone in scene.zones.items():
            at = zone.sceneBoundingRect().center()
            if (zid not in targets and zone.zone.target and zone.isVisible()
                    and not matching.matching(scene.moves, piece, zid)
                    and scene.drag.target_at(at, item) == zid):
                drag(qtbot, window, piece_point(window, piece), at)
                return True
    for item in scene.cards.values():  # a piece of the table pulled when it has no move
        card = item.piece.card
        if (isinstance(item, CardItem) and card and item.isVisible() and card not in pieces
                and not matching.draggable(scene.moves, card, matching.PLAY in scene.zones)):
            start = piece_point(window, card)
            if scene.drag._card_at(start) is item:
                drag(qtbot, window, start, place_point(window, next(iter(scene.zones))))
                return True
    return False


def walk(qtbot: Any, window: MainWindow, game: str, lang: str = "en") -> list[str]:
    """The lesson of `game` walked; the steps where nothing but the taught move can be done."""
    lonely: list[str] = []
    c = start_lesson(window, game)
    assert isinstance(c, LessonController) and window.controller is c
    panel = window.coach
    assert panel is not None and panel.isVisible()
    steps = c.lesson.tutorial.steps
    for i, step in enumerate(steps):
        read_sheets(qtbot, window)
        assert c.lesson.index == i and not c.waiting
        assert panel.title.text() and step.do[lang][:20] in panel.do.text().replace("&#x27;", "'")
        taught = c.taught()
        assert taught and window.table.scene.taught is not None  # the taught move is lit
        before, state = len(c.session.history), c.state
        if wrong_gesture(qtbot, window, c):
            assert c.state is state and len(c.session.history) == before, f"{step.id}: played"
            assert c.lesson.index == i and not c.waiting
            message = window.table.message
            full = panel._said()[0]  # type: ignore[misc]
            assert message.isVisible() and message.reason and message.reason in full, step.id
            assert panel.verdict_box.isVisible() and step.why[lang] in full, step.id
        else:  # the table offers nothing else to do: only the taught move can be made
            assert set(c.legal_moves()) == set(taught), step.id
            lonely.append(step.id)
        assert not panel.primary.isEnabled()
        make(qtbot, window, taught[0])
        assert c.waiting, f"{step.id}: the taught move {taught[0]} was not played"
        assert panel.primary.isEnabled() and panel._said()[2]  # type: ignore[misc]
        read_sheets(qtbot, window)
        qtbot.mouseClick(panel.primary, Qt.MouseButton.LeftButton)
    assert c.lesson.finished
    assert panel.primary.text() and panel.primary.isEnabled()
    qtbot.mouseClick(panel.primary, Qt.MouseButton.LeftButton)  # Play a real game
    live = window.controller
    assert type(live) is GameController and live.rules.id == game
    finale = tut.load(game).finale
    assert sorted(window.seating.record.computers().values()) == sorted(
        k for k in finale.seats if k != "person")
    assert not panel.isVisible() and window.table.scene.taught is None
    return lonely


def test_court_of_the_medici_lesson_walked_by_the_mouse(qtbot: Any, make_window: Any) -> None:
    assert walk(qtbot, make_window(), QUICK) == []  # a wrong move tried at every step


@pytest.mark.slow
@pytest.mark.parametrize("game", SLOW)
def test_each_lesson_walked_by_the_mouse(qtbot: Any, make_window: Any, game: str) -> None:
    lonely = walk(qtbot, make_window(), game)
    print(game, "steps where only the taught move can be made:", lonely)
    assert len(lonely) <= 2, lonely


@pytest.mark.slow
def test_a_lesson_in_french(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.set_language("fr")
    walk(qtbot, window, "les_7_blasons", "fr")


def test_the_lesson_comes_from_the_welcome_screen_and_help(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.show_welcome()
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.tile("medici").buttons["learn"], Qt.MouseButton.LeftButton)
    assert window.welcome is None and isinstance(window.controller, LessonController)
    assert window.controller.rules.id == "medici"
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    learn = next(a.menu() for a in help_menu.actions() if a.text() == "&Learn to play")
    learn.aboutToShow.emit()
    entry = next(a for a in learn.actions() if a.text() == "Louis XIV")
    entry.trigger()
    assert window.controller.rules.id == "louis_xiv"
    # the computers sit at the other seats, but the lesson plays them: they wait
    assert window.seating._held()


def test_a_wrong_move_is_said_again_in_the_new_language(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = start_lesson(window, QUICK)
    assert c is not None
    wrong_gesture(qtbot, window, c)
    step = c.lesson.step
    english = window.table.message.reason
    assert english
    window.set_language("fr")
    assert window.table.message.reason and window.table.message.reason != english
    assert window.coach is not None
    assert step.why["fr"] in window.coach.verdict.text().replace("&#x27;", "'")
    assert "Étape 1" in window.coach.progress.text()


def test_undo_does_not_unsettle_a_lesson(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = start_lesson(window, QUICK)
    assert c is not None
    gesture(qtbot, window, c.taught()[0])
    assert c.waiting and len(c.session.history) >= 1
    assert not window.undo_action.isEnabled()
    assert "step by step" in window.undo_action.toolTip()
    window.undo()
    assert c.waiting and c.lesson.index == 0
