"""The Qt binding must not leak references to None/True/False (PySide6 6.12.0 on CPython 3.11
does, and the application then aborts after a few thousand calls)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsRectItem


def test_calls_returning_nothing_keep_none_alive(qapp: object) -> None:
    item = QGraphicsRectItem(0, 0, 10, 10)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    counts = (sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False))
    for i in range(2000):
        item.setPos(QPointF(i, i))
        item.setVisible(i % 2 == 0)
        painter.setPen(QPen(QColor(i % 255, 0, 0)))
    painter.end()
    after = (sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False))
    assert all(a >= b - 50 for a, b in zip(after, counts, strict=True)), (counts, after)
