"""A piece seen large: resting the pointer on it, the right button, or Z shows it with its words
and what it may do now; every kind of piece of every game; a hidden card stays hidden; the
zoom never stands in the way of a drag."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from tablebot import POSITION, card_centre, drag, shot, view_point, zone_point

from benchmarks.fullest import find
from benchmarks.ui_table import show_fullest
from medici_table.engine import Move
from medici_table.ui.items import CardItem, own_art
from medici_table.ui.window import MainWindow

GAMES = ("court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons")
COUNT = "della_rovere.count.1"


def kind(item: CardItem) -> str:
    """What sort of piece: a printed card face up or down, or a game's own drawing's name."""
    art = own_art(item.piece)
    if art is not None:
        return type(art).__name__
    return "card" if item.piece.face is not None else "back"


def centre(window: MainWindow, item: CardItem) -> QPoint:
    return view_point(window, item.mapToScene(QRectF(0, 0, item.w, item.h).center()))


def reachable(window: MainWindow) -> dict[str, CardItem]:
    """One piece of each kind whose middle is not covered by another piece."""
    watcher = window.table.zoom_watcher
    found: dict[str, CardItem] = {}
    for item in window.table.scene.cards.values():
        if kind(item) not in found and watcher.item_at(centre(window, item)) is item:
            found[kind(item)] = item
    return found


def right_click(qtbot: Any, window: MainWindow, at: QPoint) -> None:
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.RightButton, pos=at)


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_piece_is_seen_large(make_window: Callable[..., MainWindow], qtbot: Any,
                                           game: str) -> None:
    full = find(game)
    window = make_window(game=game, names=full.players, size=(1366, 768))
    show_fullest(window, full)
    QApplication.processEvents()
    zoom, view = window.table.zoom, window.table.view
    kinds = reachable(window)
    assert len(kinds) >= 2, f"{game}: {sorted(kinds)}"
    for name, item in kinds.items():
        right_click(qtbot, window, centre(window, item))
        assert zoom.isVisible() and zoom.item is item, f"{game}: {name} not shown large"
        assert window.table.stage.rect().contains(zoom.geometry()), f"{game}: {name} off stage"
        on_screen = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        larger = zoom.picture.width() >= 1.4 * on_screen.width() \
            or zoom.picture.height() >= 0.55 * window.table.stage.height()
        assert larger, f"{game}: {name} is not larger ({zoom.picture.size()}, {on_screen})"
        assert zoom.words.text() == (item.piece.tooltip or zoom.words.text())
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        assert zoom.isHidden()
    biggest = max(kinds.values(), key=lambda it: it.piece.face is not None)
    right_click(qtbot, window, centre(window, biggest))
    shot(window, f"zoom-{game}")


def test_resting_on_a_card_shows_it_and_what_it_may_do(make_window: Callable[..., MainWindow],
                                                       qtbot: Any) -> None:
    window = make_window(position=POSITION, size=(1024, 700))
    zoom, viewport = window.table.zoom, window.table.view.viewport()
    window.table.zoom_watcher.hover_ms = 5
    at = view_point(window, card_centre(window, COUNT))
    qtbot.mouseMove(viewport, at + QPoint(2, 0))
    qtbot.mouseMove(viewport, at)
    qtbot.waitUntil(zoom.isVisible, timeout=2000)
    assert zoom.item is window.table.scene.card_item(COUNT)
    assert "Count" in zoom.words.text()
    assert zoom.now.isVisible() and "Outer Court" in zoom.now.text(), zoom.now.text()
    shot(window, "zoom-hover-count")
    # Qt's tooltip comes a moment later (700 ms): it would write the same words in a box over
    # the zoom's corner, so it does not come while the piece is seen large
    QToolTip.hideText()
    QApplication.sendEvent(viewport, QHelpEvent(QHelpEvent.Type.ToolTip, at,
                                                viewport.mapToGlobal(at)))
    assert not QToolTip.isVisible()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z)
    assert zoom.isHidden()
    QApplication.sendEvent(viewport, QHelpEvent(QHelpEvent.Type.ToolTip, at,
                                                viewport.mapToGlobal(at)))
    assert QToolTip.isVisible()  # without the zoom, the tooltip as before
    assert QToolTip.text() == window.table.scene.card_item(COUNT).toolTip()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z)  # seen large again: the tooltip goes
    assert zoom.isVisible()
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)  # (Qt lets it go at once)
    empty = view_point(window, zone_point(window, "outer.0", 0.02, 0.02)) + QPoint(0, -30)
    qtbot.mouseMove(viewport, empty)
    assert zoom.isHidden()


def test_z_shows_the_piece_under_the_pointer_and_hides_it(
        make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    window = make_window(position=POSITION, size=(1024, 700))
    zoom, view = window.table.zoom, window.table.view
    window.table.zoom_watcher.hover_ms = 60_000  # only the key shows it here
    qtbot.mouseMove(view.viewport(), view_point(window, card_centre(window, COUNT)))
    qtbot.keyClick(view, Qt.Key.Key_Z)
    assert zoom.isVisible() and zoom.item is window.table.scene.card_item(COUNT)
    qtbot.keyClick(view, Qt.Key.Key_Z)
    assert zoom.isHidden()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert zoom.isVisible()


def test_a_card_face_down_stays_face_down(make_window: Callable[..., MainWindow],
                                          qtbot: Any) -> None:
    """Bo's hand, seen by Ada: the zoom draws the backs, and names none of Bo's cards."""
    window = make_window(position=POSITION, size=(1024, 700))
    scene = window.table.scene
    hidden = [it for it in scene.cards.values() if it.piece.face is None
              and it.piece.card is None and window.table.zoom_watcher.item_at(
                  centre(window, it)) is it]
    assert hidden, "Bo's hand lies face down on Ada's table"
    for item in hidden:
        right_click(qtbot, window, centre(window, item))
        zoom = window.table.zoom
        assert zoom.isVisible() and zoom.item is item
        assert zoom.item.piece.face is None  # the back is what is drawn
        for word in ("Poet", "Cardinal", "Lord", "gonzaga"):
            assert word not in zoom.words.text() + zoom.now.text()
        image = zoom.picture.grab().toImage()
        assert not image.isNull()


def test_the_zoom_does_not_stand_in_the_way_of_a_drag(make_window: Callable[..., MainWindow],
                                                      qtbot: Any) -> None:
    window = make_window(position=POSITION, size=(1024, 700))
    right_click(qtbot, window, view_point(window, card_centre(window, COUNT)))
    assert window.table.zoom.isVisible()
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m == Move("outer", card=COUNT,
                                                              target="outer.0")):
        drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert window.table.zoom.isHidden()
