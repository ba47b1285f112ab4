"""Position files at the table (issue 22): Game → Open position… (and a file dropped on the
window, and `medici-table --position`) checks the file, sets the table and asks who plays each
seat; a broken file is refused with its file, line and field and the game on the table stays;
Game → Save position… writes the whole table or what the deciding person may see, and the
file opens again on the same position."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gestures import make
from journeys import answer_save_first
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel
from tablebot import lift_curtain

from medici_table.app.position import load_position
from medici_table.app.record import COMPUTER
from medici_table.engine.resources import rules_data
from medici_table.ui import positions
from medici_table.ui.app import parse
from medici_table.ui.dialogs import SeatsQuestion
from medici_table.ui.window import MainWindow
from tests.app.test_position_round_trip import _sorted_out

GAMES = ["court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons"]


def a_position(game: str) -> Path:
    """A position file of `game` (its tutorial's first)."""
    return sorted(p for p in rules_data(game, "tutorial").glob("*.yaml")
                  if p.name != "tutorial.yaml")[0]


def answer_seats(window: MainWindow, computer: int | None) -> SeatsQuestion:
    question = window.seating.question
    assert question is not None and question.isVisible()
    if computer is not None:
        combo = question.kinds[computer]
        combo.setCurrentIndex(combo.findData("normal"))
    question.accept()
    return question


@pytest.mark.parametrize("game", GAMES)
def test_open_position_sets_the_table_and_asks_the_seats(qtbot: Any, make_window: Any,
                                                         game: str) -> None:
    window = make_window()
    path = a_position(game)
    assert positions.open_position(window, path)
    rules, state = load_position(path)
    c = window.controller
    assert c.rules.id == game and c.state == state
    question = window.seating.question
    assert question is not None
    assert "who plays each seat from this position?" in " ".join(
        label.text() for label in question.findChildren(QLabel))
    assert path.name in window.status_label.text()
    answer_seats(window, computer=1)
    assert window.seating.record.seats[1].kind == COMPUTER
    assert window.seating.record.seats[0].kind == "person"
    assert window.windowTitle().endswith(rules.name("en"))


def test_a_broken_position_is_refused_where_it_is_wrong(qtbot: Any, make_window: Any,
                                                        tmp_path: Path) -> None:
    window = make_window()
    before = window.controller
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: medici\nplayers: [Ada, Bo, Cy]\nposition:\n  season: nine\n",
                   encoding="utf-8")
    assert not positions.open_position(window, bad)
    box = window.position_message
    assert box.isVisible() and "bad.yaml" in box.text() and "line" in box.text().lower()
    assert window.controller is before, "the game on the table stays"
    box.close()
    assert not positions.open_position(window, tmp_path / "missing.yaml")
    assert "missing.yaml" in window.position_message.text()


def test_a_position_file_dropped_on_the_window_opens(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.complete_startup()
    path = a_position("louis_xiv")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(200, 200), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(200, 200), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    assert window.controller.rules.id == "louis_xiv"
    assert window.seating.question is not None


def test_the_command_line_names_a_position() -> None:
    assert parse(["--position", "puzzle.yaml"]).position == "puzzle.yaml"
    assert parse([]).position == ""


@pytest.mark.parametrize("whole", [True, False])
def test_save_position_from_a_game_and_open_it_again(qtbot: Any, make_window: Any,
                                                     tmp_path: Path, monkeypatch: Any,
                                                     whole: bool) -> None:
    window = make_window(game="courtisans", names=("Ada", "Bo", "Cy"), seed=11)
    for _ in range(4):  # a few moves made on the table, each person after the curtain
        make(qtbot, window, window.controller.legal_moves()[0])
        lift_curtain(qtbot, window)
    c = window.controller
    state, seat = c.state, c.to_act()
    target = tmp_path / ("whole" if whole else "seen")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))

    def exec_(question: positions.SavePositionQuestion) -> int:
        assert c.players()[seat] in question.seen.text()
        (question.whole if whole else question.seen).setChecked(True)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(positions.SavePositionQuestion, "exec", exec_)
    window.save_position_dialog()
    saved = target.with_suffix(".yaml")
    assert saved.is_file() and saved.name in window.status_label.text()
    rules, loaded = load_position(saved)
    if whole:  # (the cards back in the box are a set: their order is not kept)
        assert _sorted_out(loaded.to_dict(), "courtisans") == _sorted_out(state.to_dict(),
                                                                          "courtisans")
    else:
        assert rules.view(loaded, seat) == rules.view(state, seat)
    assert positions.open_position(window, saved)
    answer_save_first(qtbot, window)  # the game of four moves: asked about first
    answer_seats(window, computer=None)
    assert window.controller.rules.id == "courtisans"
    assert window.controller.legal_moves() == rules.legal_moves(loaded)


def test_a_position_asked_for_at_start_comes_before_the_first_paint(qtbot: Any,
                                                                    tmp_path: Path) -> None:
    """What `medici-table --position FILE` does: the window made as at start (its files not
    yet in), the position opened at once, the seats asked over it."""
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, settings, anim_ms=0, defer=True, welcome=False)
    qtbot.addWidget(window)
    assert positions.open_position(window, a_position("medici"))
    assert window.startup_complete and window.completed_saves() is not None
    window.show()
    qtbot.waitExposed(window)
    assert window.controller.rules.id == "medici"
    answer_seats(window, computer=2)
    assert window.seating.record.computers() == {2: "normal"}
