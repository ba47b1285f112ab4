"""The number bar: for moves that differ only in a number (a bid), a row of quick amounts, a
spin box and the other free moves (pass), instead of one button per possible number.

The arrows and quick amounts never go past the largest legal number; a larger number may still
be typed, and the game then refuses it with its own reason (you cannot bid more than you own).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from medici_table.engine import Move
from medici_table.ui import theme
from medici_table.ui.matching import NumberField

CEILING = 9999  # what may be typed; the game says why a number past the legal ones is refused


class AmountBox(QSpinBox):
    """A spin box whose arrows stop at the legal top, though a larger number can be typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.top = 0
        self.setFont(theme.number_font(22))
        self.setMinimumWidth(90)

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt API)
        self.setValue(max(self.minimum(), min(self.top, self.value() + steps)))


def quick_amounts(low: int, top: int) -> list[int]:
    """A few useful numbers from `low` to `top`: the next ones, some round steps, and all."""
    picks = [low, low + 1, low + 2, low + 5, low + 10, top]
    return sorted({n for n in picks if low <= n <= top})


class NumberBar(QFrame):
    """One row: 'Ada bids …' [quick amounts] [spin box] [Bid] | [other moves]."""

    chosen = Signal(object)  # the Move (possibly not legal: a typed number past the top)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("numbers")
        self.setStyleSheet(f"#numbers {{ background: {theme.WALNUT_LIGHT.name()}; }}"
                           f"#numbers QLabel {{ color: {theme.GOLD_PALE.name()}; }}")
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(12, 4, 12, 4)
        self.title = QLabel()
        self.title.setFont(theme.font(14))  # regular: the bundled bold face has no accents
        self.box = AmountBox()
        self.box.editingFinished.connect(self._label_play)
        self.box.valueChanged.connect(lambda _: self._label_play())
        self.play = QPushButton()
        self.play.setFont(theme.font(13))
        self.play.clicked.connect(self._play_box)
        self.quick: list[QPushButton] = []
        self.others: list[QPushButton] = []
        self.moves: list[Move] = []
        self.field: NumberField = "value"  # the one set by `offer`
        self._describe: Callable[[Move], str] = str
        self.row.addWidget(self.title)
        self.quick_row = QHBoxLayout()
        self.row.addLayout(self.quick_row)
        self.row.addSpacing(16)
        self.row.addWidget(self.box)
        self.row.addWidget(self.play)
        self.row.addSpacing(24)
        self.others_row = QHBoxLayout()
        self.row.addLayout(self.others_row)
        self.row.addStretch(1)
        # its width is the window's: it never widens a narrow window (Medici's bids in French at
        # 921 px did), the quick amounts it has no room for are left out instead (`_fit`)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.hide()

    def offer(self, moves: list[Move], field: NumberField, others: list[tuple[str, Any]],
              title: str, describe: Callable[[Move], str]) -> None:
        """Offer `moves` (one per number of `field`) and the `others` as plain buttons."""
        self._clear()
        self.moves = sorted(moves, key=lambda m: getattr(m, field))
        self.field = field
        self._describe = describe
        self.title.setText(title)
        numbers = [getattr(m, field) for m in self.moves]
        low, top = numbers[0], numbers[-1]
        self.box.blockSignals(True)
        self.box.top = top
        self.box.setRange(low, max(top, CEILING))
        self.box.setValue(low)
        self.box.blockSignals(False)
        for n in quick_amounts(low, top):
            button = QPushButton(str(n))
            button.setFont(theme.number_font(22))
            button.setMinimumSize(48, 38)
            button.setToolTip(describe(self._move(n)))
            button.clicked.connect(lambda _=False, v=n: self.chosen.emit(self._move(v)))
            self.quick_row.addWidget(button)
            button.show()  # at once, not when the event loop next runs
            self.quick.append(button)
        for label, value in others:
            button = QPushButton(label)
            button.setFont(theme.font(13))
            button.clicked.connect(lambda _=False, v=value: self.chosen.emit(v))
            self.others_row.addWidget(button)
            button.show()
            self.others.append(button)
        self._label_play()
        self.show()
        self._fit()
        self.row.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The quick amounts that fit the bar's width: the middle ones left out first, the
        largest of them first; the lowest and the whole amount stay, the spin box takes any."""
        for button in self.quick:
            button.setVisible(True)
        middle = self.quick[1:-1]
        while middle and self._needed() > self.width():
            middle.pop().setVisible(False)

    def _needed(self) -> int:
        """The row's least width with the buttons now shown (its inner row measured anew)."""
        self.quick_row.invalidate()
        self.row.invalidate()
        return int(self.row.minimumSize().width())

    def withdraw(self) -> None:
        self._clear()
        self.moves = []
        self.hide()

    def _clear(self) -> None:
        for b in self.quick + self.others:
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.quick, self.others = [], []

    def _move(self, number: int) -> Move:
        for m in self.moves:
            if getattr(m, self.field) == number:
                return m
        first = self.moves[0]
        return replace(first, value=number) if self.field == "value" else replace(first, amount=number)

    def _label_play(self) -> None:
        if self.moves:
            self.play.setText(self._describe(self._move(self.box.value())))

    def _play_box(self) -> None:
        self.box.interpretText()
        self.chosen.emit(self._move(self.box.value()))

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.moves:
            self._play_box()
        else:
            super().keyPressEvent(event)


def stripped_title(text: str, number: int) -> str:
    """'Ada bids 3' -> 'Ada bids …' (the bar's title names no number)."""
    tail = str(number)
    return (text[: -len(tail)].rstrip() + " …") if text.endswith(tail) else text

