"""A one-line label that ends in '…' when its words do not fit, and shows them whole as its
tooltip: the status line, whose longest messages (a save's notice) ran under the "What can I do
now?" link and, being a plain label, asked the window to be as wide as they are; and the status
bar whose passing messages end in '…' the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

if TYPE_CHECKING:  # (made when a message is shown: its enums are not the first frame's)
    from PySide6.QtCore import QRect


class ElidedLabel(QLabel):
    """`text()` stays whole (what was said); only its drawing is cut to the width there is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._elided = False

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("…") * 8), hint.height())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        if text == self.text():  # (the table says its status 4-5 times a move, mostly alike:
            return  # its width measured again each time)
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


class ElidingStatusBar(QStatusBar):
    """The window's status bar: a passing message (`showMessage`: a save's notice, why a menu
    entry is disabled) ends in '…' before the permanent widgets instead of running under the
    "What can I do now?" link, as Qt's own drawing of it does."""

    def shown_message(self) -> tuple[QRect, str]:
        """Where the passing message is drawn, and its words as they fit there."""
        from PySide6.QtCore import QRect, Qt

        right = self.width()
        for child in self.children():  # the permanent widgets stay shown beside a message
            if isinstance(child, QWidget) and child.isVisible() and not child.isWindow():
                right = min(right, child.geometry().left())
        rect = QRect(15, 0, max(0, right - 8 - 15), self.height())  # Qt's margin on the left
        words = self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                              rect.width())
        return rect, words

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if not self.currentMessage():
            super().paintEvent(event)
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QStyle, QStyleOption

        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        rect, words = self.shown_message()
        painter.setPen(self.palette().windowText().color())
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                                   | Qt.TextFlag.TextSingleLine), words)
        painter.end()


class PassingNotice(ElidedLabel):
    """A passing notice beside the status line's prompt ("Resumed after move 12.", "Saved to
    …"): the status bar's own passing message (`showMessage`) hid the prompt for its eight
    seconds, so that a game just resumed did not say what to do. It takes only the width the
    prompt leaves (ends in '…' there, whole in its tooltip), stays `ms`, then fades out."""

    def __init__(self, parent: QWidget | None = None, ms: int = 8000, fade_ms: int = 700) -> None:
        super().__init__(parent)
        from PySide6.QtCore import QTimer

        self.ms, self.fade_ms = ms, fade_ms
        self.setObjectName("passing_notice")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)
        self._fading: object = None  # the fade under way (a QPropertyAnimation)
        self.hide()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(0, super().sizeHint().height())  # what the prompt leaves, no more

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(0, super().minimumSizeHint().height())

    def say(self, text: str) -> None:
        """Show `text` beside the prompt, for `ms` milliseconds from now."""
        self._stop_fading()
        self.setText(text)
        self.show()
        self._timer.start(self.ms)

    def withdraw(self) -> None:
        self._timer.stop()
        self._stop_fading()
        self.hide()

    def _stop_fading(self) -> None:
        if self._fading is not None:
            self._fading.stop()  # type: ignore[attr-defined]
            self._fading = None
        self.setGraphicsEffect(None)  # type: ignore[arg-type]

    def _fade(self) -> None:
        if self.fade_ms <= 0:
            self.hide()
            return
        from PySide6.QtCore import QPropertyAnimation
        from PySide6.QtWidgets import QGraphicsOpacityEffect

        effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(effect)
        fading = QPropertyAnimation(effect, b"opacity", self)
        fading.setDuration(self.fade_ms)
        fading.setStartValue(1.0)
        fading.setEndValue(0.0)
        fading.finished.connect(self.withdraw)
        self._fading = fading
        fading.start()
