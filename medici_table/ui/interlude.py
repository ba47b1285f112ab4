"""An interlude over the table: what a move settled (a season's scoring), page by page.

A game's adapter may define `interlude(rules, before, move, after, lang) -> list[Page]`; after
each move the table asks it, and shows the pages (if any) one at a time until the last
"Continue". It sees full states: it must show only what every player saw on the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from medici_table.ui import theme
from medici_table.ui.i18n import tr


@dataclass(frozen=True)
class Page:
    """One step of an interlude: a title, a table of rows (numbers drawn large), a note."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    colours: tuple[str, ...] = ()  # per row, the colour of its first cell ("" for ink)
    note: str = ""


class Interlude(QWidget):
    """Covers the table (a dimmed backdrop) with a parchment sheet; Next / Continue."""

    finished = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.pages: list[Page] = []
        self.index = 0
        self.sheet = QFrame(self)
        self.sheet.setObjectName("interlude")
        self.sheet.setStyleSheet(
            f"#interlude {{ background: {theme.PARCHMENT.name()}; border: 3px solid "
            f"{theme.GOLD.name()}; border-radius: 12px; }}"
            f"#interlude QLabel {{ color: {theme.INK.name()}; }}")
        self._layout = QVBoxLayout(self.sheet)
        self._layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        self.title.setFont(theme.font(24))  # the bundled bold face has no accents
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self.body = QWidget()
        self._layout.addWidget(self.body)
        self.note = QLabel()
        self.note.setFont(theme.font(13, italic=True))
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.note)
        row = QHBoxLayout()
        self.step = QLabel()
        self.step.setFont(theme.font(12, italic=True))
        self.next_button = QPushButton()
        self.next_button.setFont(theme.font(15))
        self.next_button.clicked.connect(self.advance)
        row.addWidget(self.step)
        row.addStretch(1)
        row.addWidget(self.next_button)
        self._layout.addLayout(row)
        self.hide()

    def present(self, pages: list[Page]) -> None:
        self.pages, self.index = list(pages), 0
        if not self.pages:
            return
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._show_page()
        self.show()
        self.raise_()
        self.next_button.setFocus()

    def advance(self) -> None:
        """The next page, or the table again after the last one."""
        if self.index + 1 < len(self.pages):
            self.index += 1
            self._show_page()
        else:
            self.dismiss()

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.pages = []
            self.finished.emit()

    def _show_page(self) -> None:
        page = self.pages[self.index]
        self.title.setText(page.title)
        self.note.setText(page.note)
        self.note.setVisible(bool(page.note))
        self.body.hide()
        self.body.setParent(None)
        self.body.deleteLater()
        self.body = QWidget()
        grid = QGridLayout(self.body)
        grid.setHorizontalSpacing(22)
        for c, text in enumerate(page.header):
            head = QLabel(text)
            head.setFont(theme.font(12, italic=True))
            head.setAlignment(Qt.AlignmentFlag.AlignCenter if c else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(head, 0, c)
        for r, cells in enumerate(page.rows, start=1):
            colour = page.colours[r - 1] if r - 1 < len(page.colours) else ""
            for c, text in enumerate(cells):
                cell = QLabel(text)
                if c == 0:
                    cell.setFont(theme.font(16))
                    if colour:
                        cell.setStyleSheet(f"color: {QColor(colour).darker(150).name()};")
                else:
                    cell.setFont(theme.number_font(26))
                    cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(cell, r, c)
        self._layout.insertWidget(1, self.body)
        self.body.show()  # at once, not when the event loop next runs
        last = self.index + 1 >= len(self.pages)
        self.next_button.setText(tr("Continue") if last else tr("Next") + " ›")
        self.step.setText(f"{self.index + 1} / {len(self.pages)}")
        self.sheet.adjustSize()
        self.recenter()

    def recenter(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.sheet.adjustSize()
        w = min(self.sheet.sizeHint().width(), max(200, self.width() - 40))
        self.sheet.resize(w, self.sheet.sizeHint().height())
        self.sheet.move((self.width() - self.sheet.width()) // 2,
                        max(0, (self.height() - self.sheet.height()) // 2))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 12, 6, 150))

    def keyPressEvent(self, event: object) -> None:  # noqa: N802
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.advance()
