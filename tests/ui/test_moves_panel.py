"""The Moves panel at its narrowest (the drawer of a laptop's window, about 300 px): every line
is whole, wrapped at the panel's width, so lines that differ only at their end — a Jester's
value in Court of the Medici, "…Jester X (Gonzaga) at 7" — can be told apart and chosen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QImage
from PySide6.QtWidgets import QListWidget, QStyle, QStyleOptionViewItem
from tablebot import POSITION, shot

from medici_table.ui.window import MainWindow

# Court of the Medici: Lorenzo to play, Isabella's Jester at court valued 4 (it may be re-valued)
JESTER_AT_COURT = POSITION.replace("players: [Ada, Bo]", "players: [Lorenzo, Isabella]").replace(
    "outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]",
    "outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]\n  jesters: {gonzaga.jester.2: 4}",
).replace("della_rovere.banker.1]", "[della_rovere.banker.1, gonzaga.jester.2]]")
JESTER = "gonzaga.jester.2"


def open_moves(qtbot: Any, window: MainWindow) -> QListWidget:
    """The player opens the Moves panel: its tab in the drawer of a laptop's window (the panels
    folded), or its tab beside the log in a large one."""
    folding = window.folding
    if folding.folded:
        qtbot.mouseClick(folding.buttons[window.moves_dock], Qt.MouseButton.LeftButton)
    else:
        window.moves_dock.raise_()
    listing = window.moves_dock.list
    qtbot.waitUntil(lambda: listing.isVisible() and listing.count() > 0)
    return listing


def text_room(listing: QListWidget, row: int) -> QRect:
    """Where the list's style writes the words of line `row`."""
    option = QStyleOptionViewItem()
    listing.initViewItemOption(option)
    option.rect = listing.visualItemRect(listing.item(row))
    option.text = listing.item(row).text()
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
    return listing.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, listing)


def row_picture(listing: QListWidget, row: int) -> QImage:
    """A line of the list as it is seen (scrolled into sight first)."""
    item = listing.item(row)
    listing.scrollToItem(item)
    return listing.viewport().grab(listing.visualItemRect(item)).toImage()


@pytest.mark.parametrize("size", [(921, 691), (1500, 950)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_of_the_moves_panel_is_whole_and_told_apart(
        qtbot: Any, make_window: Any, lang: str, size: tuple[int, int]) -> None:
    window = make_window(position=JESTER_AT_COURT, size=size)
    window.set_language(lang)
    listing = open_moves(qtbot, window)
    width = listing.viewport().width()
    assert 280 <= width <= 360  # the panel at its narrowest (a dock: 300 px; the drawer's)
    assert listing.horizontalScrollBar().maximum() == 0  # nothing runs past its edge
    texts = [listing.item(r).text() for r in range(listing.count())]
    for row, text in enumerate(texts):  # each line's words fit where the style writes them
        room = text_room(listing, row)
        need = QFontMetrics(listing.font()).boundingRect(
            QRect(0, 0, room.width(), 10_000), int(Qt.TextFlag.TextWordWrap), text)
        assert need.width() <= room.width() and need.height() <= room.height(), text
    assert len({listing.visualItemRect(listing.item(r)).height() for r in range(len(texts))}) > 1
    moves = window.moves_dock.moves
    jesters = [r for r, m in enumerate(moves) if m.kind == "set_jester" and m.card == JESTER]
    assert [moves[r].value for r in jesters] == [1, 2, 3, 5, 6, 7, 8, 9, 10]  # not 4, its value
    assert all(texts[r].endswith(f" {moves[r].value}") for r in jesters)
    pictures = [row_picture(listing, r) for r in jesters]
    assert len({bytes(p.constBits()) for p in pictures}) == 9  # no two lines look the same
    listing.scrollToTop()
    shot(window, f"moves-panel-{size[0]}-{lang}")
    # the player clicks "…at 9", presses Enter, and the Jester is worth 9
    nine = next(r for r in jesters if moves[r].value == 9)
    listing.scrollToItem(listing.item(nine))
    spot = listing.visualItemRect(listing.item(nine)).center()
    qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert listing.currentRow() == nine
    qtbot.keyClick(listing, Qt.Key.Key_Return)
    assert dict(window.controller.state.jesters)[JESTER] == 9
