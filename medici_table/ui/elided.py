"""A one-line label that ends in '…' when its words do not fit, and shows them whole as its
tooltip: the status line, whose longest messages (a save's notice) ran under the "What can I do
now?" link and, being a plain label, asked the window to be as wide as they are."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """`text()` stays whole (what was said); only its drawing is cut to the width there is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._elided = False

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("…") * 8), hint.height())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        super().setText(text)
        self._tip()

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._tip()

    def _tip(self) -> None:
        """The whole words as the tooltip while they are cut, none otherwise."""
        cut = self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()
        if cut != self._elided or (cut and self.toolTip() != self.text()):
            self._elided = cut
            self.setToolTip(self.text() if cut else "")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if not self._elided:
            super().paintEvent(event)
            return
        from PySide6.QtCore import Qt

        rect = self.contentsRect()
        words = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment()), words)
        painter.end()
