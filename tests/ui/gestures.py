"""A move made on the table as a person makes it, for any game: the piece dragged to its place
with real mouse events (or clicked, or a button pressed), then the table's question answered
or the number chosen. Used by the tests that walk the tutorials and the puzzles."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from tablebot import click, drag

from medici_table.engine import Move
from medici_table.ui import matching
from medici_table.ui.items import CardItem
from medici_table.ui.window import MainWindow


def place_point(window: MainWindow, target: str) -> QPointF:
    """Where to drop on or click `target`: a piece standing for it (a stack), else its zone."""
    scene = window.table.scene
    for item in scene.cards.values():
        if isinstance(item, CardItem) and item.piece.target == target and item.isVisible():
            return visible_point(window, item)
    zone = scene.zones.get(target)
    assert zone is not None, f"no place {target} on the table"
    return zone.sceneBoundingRect().center()


def piece_point(window: MainWindow, piece: str) -> QPointF:
    """A point of `piece` that no other piece covers (cards overlap in a row or a stack)."""
    scene = window.table.scene
    item = scene.card_item(piece)
    assert item is not None, f"{piece} is not on the table"
    return visible_point(window, item)


def visible_point(window: MainWindow, item: CardItem) -> QPointF:
    rect = item.boundingRect()
    centre = item.mapToScene(rect.center())
    for fy in (0.5, 0.3, 0.15, 0.7, 0.85, 0.06, 0.94):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            pt = item.mapToScene(QPointF(rect.left() + rect.width() * fx,
                                         rect.top() + rect.height() * fy))
            top = next((it for it in window.table.scene.items(pt) if isinstance(it, CardItem)),
                       None)
            if top is item:
                return pt
    return centre


def dressed(window: MainWindow, move: Move) -> list[Move]:
    """The table's forms of `move`: itself, and a drag the table offers for it."""
    table = window.table
    return [m for m in table.scene.moves if m == move or table.undressed.get(m) == move]


def gesture(qtbot: Any, window: MainWindow, move: Move) -> None:
    """The mouse gesture that asks for `move` (which may then need an answer: `answer`)."""
    table = window.table
    for i, (_text, offered) in enumerate(table._actions):
        if offered == move and table.action_bar.isVisible():
            qtbot.mouseClick(table.action_bar.buttons[i], Qt.MouseButton.LeftButton)
            return
    if table.number_bar.isVisible():
        if move in table.number_bar.moves:
            number(qtbot, window, move)
            return
        said = window.controller.describe(move)  # another decision beside the numbers: pass
        for button in table.number_bar.others:
            if button.text() == said:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return
    forms = dressed(window, move) or [move]
    m = forms[-1]
    piece = matching.piece_of(m)
    if matching.carried(m):
        drag(qtbot, window, piece_point(window, str(m.token)), piece_point(window, str(m.card)))
    elif piece is not None and m.target is not None:
        drag(qtbot, window, piece_point(window, piece), place_point(window, m.target))
    elif piece is not None:
        moves = table.scene.moves
        if piece in matching.piece_actions(moves):
            click(qtbot, window, piece_point(window, piece))
        else:
            drag(qtbot, window, piece_point(window, piece), place_point(window, matching.PLAY))
    elif m.target is not None:
        click(qtbot, window, place_point(window, m.target))
    else:
        raise AssertionError(f"no gesture for {move}")


def answer(qtbot: Any, window: MainWindow, move: Move) -> None:
    """The table asks which move (a question, a number): answer with `move`."""
    table = window.table
    if table.prompt.isVisible():
        values = table.prompt.values
        assert move in values, f"{move} is not offered by the question"
        qtbot.mouseClick(table.prompt.buttons[values.index(move)], Qt.MouseButton.LeftButton)
    elif table.number_bar.isVisible() and move in table.number_bar.moves:
        number(qtbot, window, move)


def number(qtbot: Any, window: MainWindow, move: Move) -> None:
    """A number chosen on the number bar: its quick button, else typed and played."""
    bar = window.table.number_bar
    value = getattr(move, bar.field)
    for button in bar.quick:
        if button.text() == str(value):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    bar.box.selectAll()
    qtbot.keyClicks(bar.box, str(value))
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)


def make(qtbot: Any, window: MainWindow, move: Move) -> None:
    """`move` made on the table by the mouse, its question answered."""
    before = len(window.controller.session.history)
    gesture(qtbot, window, move)
    if len(window.controller.session.history) == before:
        answer(qtbot, window, move)
