"""Helpers for the table tests: real mouse drags on the view, clicks, screenshots, a position."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from benchmarks.sheet_resize import EMPTY_BOATS, season_end
from medici_table.ui.window import MainWindow

SHOTS = Path(__file__).resolve().parent.parent / "screenshots"

POSITION = """
game: court_of_the_medici
players: [Ada, Bo]
seed: 5
position:
  turn: 0
  hands:
    - [della_rovere.sculptor.1, della_rovere.minister.1, della_rovere.lady.1,
       della_rovere.jester.1, della_rovere.count.1]
    - [gonzaga.poet.1, gonzaga.cardinal.1, gonzaga.friar.2, gonzaga.lord.1, gonzaga.jester.1]
  first_circle: [gonzaga.friar.1, [gonzaga.painter.1, della_rovere.playwright.1],
                 gonzaga.scholar.1, della_rovere.banker.1]
  outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]
"""


def read_sheets(qtbot: Any, window: MainWindow) -> int:
    """Read every scoring sheet up, to its last page, as the players would; how many pages."""
    sheet = window.table.interlude
    pages = 0
    while sheet.isVisible():
        qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
        pages += 1
    return pages


def lift_curtain(qtbot: Any, window: MainWindow) -> None:
    """The next person clicks the curtain (after reading any sheet shown over it)."""
    read_sheets(qtbot, window)
    curtain = window.table.curtain
    if curtain.isVisible():
        qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()


def view_point(window: MainWindow, scene_pt: QPointF) -> QPoint:
    return window.table.view.mapFromScene(scene_pt)


def card_centre(window: MainWindow, card: str) -> QPointF:
    item = window.table.scene.card_item(card)
    assert item is not None, f"{card} is not on the table"
    return item.mapToScene(item.boundingRect().center())


def zone_point(window: MainWindow, zone: str, fx: float = 0.9, fy: float = 0.5) -> QPointF:
    z = window.table.scene.zones[zone].zone
    return QPointF(z.x + z.w * fx, z.y + z.h * fy)


def drag(qtbot: Any, window: MainWindow, start: QPointF, end: QPointF) -> None:
    """A real mouse drag on the view's viewport, in steps, as a hand would make it."""
    viewport = window.table.view.viewport()
    a, b = view_point(window, start), view_point(window, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 6):
        p = a + (b - a) * (i / 5)
        qtbot.mouseMove(viewport, pos=QPoint(int(p.x()), int(p.y())))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def click(qtbot: Any, window: MainWindow, at: QPointF) -> None:
    viewport = window.table.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, at))


def shot(widget: QWidget, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()  # what was just shown is laid out and painted
    path = SHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


#: Medici at three, season 1: Ada's boat holds four goods (20), Bo's and Cy's are empty, one card
#: left in the deck (no buyer for it ends the season: the weight page ranks the empty boats)
MEDICI_EMPTY_BOATS = EMPTY_BOATS  # (the position `benchmarks/sheet_resize.py` measures on)
MEDICI_SEASON_END = season_end  # the moves that end its season
