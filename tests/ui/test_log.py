"""The game log: lines keep the height Qt would give them, at any width of the dock."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QListWidget, QStyledItemDelegate

from medici_table.ui.window import MainWindow


def _play(window: MainWindow, moves: int, seed: int = 5) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        c = window.controller
        if c.is_over():
            break
        legal = c.legal_moves()
        c.play(legal[rng.randrange(len(legal))])
        window.table.curtain.lift()
    QApplication.processEvents()


def _heights(lst: QListWidget) -> list[int]:
    lst.doItemsLayout()
    return [lst.visualItemRect(lst.item(i)).height() for i in range(lst.count())]


def _plain_heights(log: QListWidget) -> list[int]:
    """The same lines in a plain word-wrapped list of the same size, font and style."""
    plain = QListWidget(log.parentWidget())
    plain.setFont(log.font())
    plain.setWordWrap(True)
    plain.setGeometry(log.geometry())
    plain.addItems([log.item(i).text() for i in range(log.count())])
    plain.show()
    plain.lower()
    QApplication.processEvents()
    assert plain.viewport().width() == log.viewport().width()
    heights = _heights(plain)
    plain.deleteLater()
    return heights


def test_log_lines_keep_the_height_qt_gives_them(qtbot: Any, make_window: Any) -> None:
    window = make_window(game="les_7_blasons", names=("Ada", "Bo", "Cy", "Di", "Ed"))
    _play(window, 60)
    log = window.log_dock.list
    assert log.count() > 30
    heights = _heights(log)
    assert 2 * min(heights) in heights  # some lines wrap: the heights are not all alike
    assert heights == _plain_heights(log)
    width = log.viewport().width()
    window.resizeDocks([window.log_dock], [width + 120], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    assert log.viewport().width() > width
    assert _heights(log) == _plain_heights(log)
    _play(window, 5, seed=6)  # lines added at the new width
    assert _heights(log) == _plain_heights(log)
    assert log.verticalScrollBar().value() == log.verticalScrollBar().maximum()


def _largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of a colour channel between two images of one size (0 to 255)."""
    assert a.size() == b.size()
    x, y = a.convertToFormat(QImage.Format.Format_ARGB32), b.convertToFormat(QImage.Format.Format_ARGB32)
    xs, ys = bytes(x.constBits()), bytes(y.constBits())
    return max((abs(p - q) for p, q in zip(xs, ys, strict=True) if p != q), default=0)


def test_kept_lines_paint_the_pixels_the_list_paints(qtbot: Any, make_window: Any) -> None:
    """Each line's picture is kept and copied (ui/docks.KeptLines): the log looks as the list's
    own delegate draws it, at the first paint and when copied, scored lines included; a selected
    line (a replay's) is blended on an opaque picture first: within 1/255 of the list's."""
    window = make_window(game="court_of_the_medici", names=("Ada", "Bo"))
    _play(window, 40)
    log = window.log_dock.list
    assert log.count() > 20
    viewport = log.viewport()
    kept, again = viewport.grab().toImage(), viewport.grab().toImage()  # drawn, then copied
    log.setCurrentRow(log.count() - 3)
    selected = viewport.grab().toImage()
    own = log.itemDelegate()
    log.setItemDelegate(QStyledItemDelegate(log))
    plain_selected = viewport.grab().toImage()
    log.setCurrentRow(-1)
    log.clearSelection()
    plain = viewport.grab().toImage()
    log.setItemDelegate(own)
    assert kept == plain
    assert again == plain
    assert _largest_difference(selected, plain_selected) <= 1
