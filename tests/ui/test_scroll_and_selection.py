"""Scroll bars and the chosen line wear the table's colours: a gold handle in a walnut groove,
a gold line with dark words — not Qt's grey bar and blue line in the middle of the walnut and
parchment (seen on the welcome screen of an 800x600 screen and in the Moves panel)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from journeys import welcomed
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QScrollBar
from tablebot import shot
from test_moves_panel import open_moves

from medici_table.ui import theme


def near(a: QColor, b: QColor, by: int = 24) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
               abs(a.blue() - b.blue())) <= by


def colours(bar: QScrollBar) -> set[str]:
    """The colours a scroll bar is painted in, as a player sees it."""
    image = bar.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    x = image.width() // 2
    return {image.pixelColor(x, y).name() for y in range(0, image.height(), 2)} | {
        image.pixelColor(x2, image.height() // 2).name() for x2 in range(image.width())}


def themed(bar: QScrollBar) -> None:
    seen = [QColor(c) for c in colours(bar)]
    assert any(near(c, theme.GOLD) for c in seen), sorted(colours(bar))  # the handle
    assert any(near(c, theme.SCROLL_TRACK) for c in seen), sorted(colours(bar))  # the groove
    greys = [c for c in seen if abs(c.red() - c.green()) < 8 and abs(c.green() - c.blue()) < 8
             and c.value() > 150]
    assert not greys, [c.name() for c in greys]  # no light grey of Qt's own bar


def test_the_welcome_screens_scroll_bar_at_800_by_600(qtbot: Any, tmp_path: Path) -> None:
    w = welcomed(qtbot, tmp_path, size=(720, 540))
    bar = w.welcome.verticalScrollBar() if hasattr(w.welcome, "verticalScrollBar") else next(
        b for b in w.welcome.findChildren(QScrollBar) if b.isVisible())
    assert bar.isVisible() and bar.maximum() > 0  # the five games do not fit: it scrolls
    themed(bar)
    shot(w, "welcome_scroll_bar_720")


def test_the_moves_panels_bar_and_chosen_line(make_window: Any, qtbot: Any) -> None:
    window = make_window(game="medici", names=["Ada", "Bo", "Cy"], size=(1024, 700))
    c = window.controller
    while not any(m.kind == "bid" for m in c.legal_moves()):
        window.table.play_move(next(m for m in c.legal_moves() if m.kind != "pass"))
    listing = open_moves(qtbot, window)
    assert listing.count() > 20  # every bid: the list scrolls
    listing.setCurrentRow(0)
    themed(listing.verticalScrollBar())
    rect = listing.visualItemRect(listing.item(0))
    image = listing.viewport().grab().toImage()
    ground = image.pixelColor(rect.left() + 2, rect.center().y())
    assert near(ground, theme.GOLD), ground.name()  # not the system's blue
    shot(window, "moves_panel_chosen_line")


def test_the_rules_contents_are_parchment_and_their_chosen_line_gold(make_window: Any,
                                                                      qtbot: Any) -> None:
    """The rules panel's contents were a white box above the parchment page."""
    window = make_window(game="medici", names=["Ada", "Bo", "Cy"], size=(1500, 950))
    tree = window.rules_dock.open_at().contents  # (as Help → Rules of the game opens it)
    qtbot.waitUntil(lambda: tree.isVisible() and tree.topLevelItemCount() > 0)
    tree.setCurrentItem(tree.topLevelItem(0).child(1))
    image = tree.viewport().grab().toImage()
    chosen = tree.visualItemRect(tree.currentItem())
    assert near(image.pixelColor(chosen.right() - 3, chosen.center().y()), theme.GOLD)
    empty = image.pixelColor(image.width() - 3, image.height() - 3)
    assert near(empty, theme.PARCHMENT), empty.name()
