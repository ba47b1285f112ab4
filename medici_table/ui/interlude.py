"""An interlude over the table: what a move settled (a season's scoring), page by page.

A game's adapter may define `scoring(rules, before, move, after, lang) -> Scoring | None`;
after each move the table asks it and, in its turn (`ui/sequencer.py`), shows the pages one at
a time until the last "Continue"; the game log and the score sheet keep it. It sees full
states: it must show only what every player saw on the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Signal
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

from medici_table.engine.records import record
from medici_table.ui import theme
from medici_table.ui.i18n import tr
from medici_table.ui.legibility import tied_end


@record
class Page:
    """One step of an interlude: a title, a table of rows (numbers drawn large), a note."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    colours: tuple[str, ...] = ()  # per row, the colour of its name ("" for ink)
    note: str = ""
    name_column: int = 0  # the column that names the row (the others are numbers, drawn large)


@record
class Scoring:
    """What one move scored (a season, a round, boards of the court, the end of the game):
    its sheet's pages, a `title` for the score sheet's list and a `summary` for the game log."""

    title: str
    summary: str
    pages: tuple[Page, ...]


FITTING = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)  # the scales tried for a page's numbers, largest first


def ranks(keys: Sequence[tuple[Any, ...]]) -> list[tuple[int, str]]:
    """The seats best first, each with its place ("1", "2", "=2" when shared): `keys[seat]`
    is what ranks it, higher is better (ties on the whole key share the place)."""
    order = sorted(range(len(keys)), key=lambda s: keys[s], reverse=True)
    out: list[tuple[int, str]] = []
    for seat in order:
        first = next(j for j in range(len(order)) if keys[order[j]] == keys[seat])
        shared = sum(1 for other in order if keys[other] == keys[seat]) > 1
        out.append((seat, ("=" if shared else "") + str(first + 1)))
    return out


class Interlude(QWidget):
    """Covers the table (a dimmed backdrop) with a parchment sheet; Next / Continue."""

    finished = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.pages: list[Page] = []
        self.index = 0
        self.again: Callable[[], list[Page]] | None = None  # the pages in another language
        # its sheet: made when first presented (`_build`), not for the table's first frame
        self.sheet: QFrame
        self._layout: QVBoxLayout
        self.title: QLabel
        self.body: QWidget
        self.note: QLabel
        self.step: QLabel
        self.next_button: QPushButton
        self.built = False
        self._big = 1.0  # the numbers' scale that lets the widest page fit (`_measure`)
        self._size: QSize | None = None  # the sheet's size, the same for every page
        # each page's size with its numbers at a scale (`_measure`), kept while the pages are:
        # a resize of the window (a drag of its edge) then builds no page again
        self._sizes: dict[float, list[QSize]] = {}
        self._shown: tuple[int, float] | None = None  # the page and scale the sheet holds
        self.hide()

    def _build(self) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)

        self.built = True
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

    def present(self, pages: list[Page], again: Callable[[], list[Page]] | None = None) -> None:
        self.pages, self.index, self.again = list(pages), 0, again
        if not self.pages:
            self.finished.emit()
            return
        if not self.built:
            self._build()
        self._size, self._sizes = None, {}  # measured for these pages (`recenter`)
        self.recenter()
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
        """The last page was read: the sheet goes and play goes on."""
        if self.isVisible():
            self.withdraw()
            self.finished.emit()

    def withdraw(self) -> None:
        """Taken away unread (an undo, a new game): nothing is said."""
        self.hide()
        self.pages, self.again = [], None

    def retranslate(self) -> None:
        """The same page in the table's new language."""
        if self.again is not None and self.isVisible():
            pages = self.again()
            if len(pages) == len(self.pages):
                self.pages, self._sizes, self._shown = pages, {}, None
                self.recenter()

    def _show_page(self) -> None:
        self._fill(self.index, self._big)
        self.recenter(measure=False)

    def _fill(self, index: int, big: float) -> QSize:
        """The sheet holds page `index`, its numbers at `big`: the size it then asks for."""
        page = self.pages[index]
        self.title.setText(page.title)
        self.note.setText(tied_end(page.note))
        self.note.setVisible(bool(page.note))
        self.body.hide()
        self.body.setParent(None)
        self.body.deleteLater()
        self.body = page_grid(page, big)
        self._layout.insertWidget(1, self.body)
        self.body.show()  # at once, not when the event loop next runs
        last = index + 1 >= len(self.pages)
        self.next_button.setText(tr("Continue") if last else tr("Next") + " ›")
        self.step.setText(f"{index + 1} / {len(self.pages)}")
        self._layout.activate()
        self._shown = (index, big)
        return self.sheet.sizeHint()

    def _measure(self) -> QSize:
        """One size for every page, the largest, so that Next stays under the pointer from page
        to page; the numbers drawn smaller when the widest page would not fit the table (seven
        players' houses side by side in a narrow window were cut off at both ends)."""
        room = max(200, self.width() - 40)
        for big in FITTING:
            if big not in self._sizes:
                self._sizes[big] = [self._fill(i, big) for i in range(len(self.pages))]
            sizes = self._sizes[big]
            width = max(s.width() for s in sizes)
            if width <= room or big == FITTING[-1]:
                break
        self._big = big
        return QSize(min(width, room), max(s.height() for s in sizes))

    def recenter(self, measure: bool = True) -> None:
        if not self.built or not self.pages:
            return
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        if measure or self._size is None:
            self._size = self._measure()
            if self._shown != (self.index, self._big):
                self._fill(self.index, self._big)
        self.sheet.resize(self._size)
        self.sheet.move((self.width() - self.sheet.width()) // 2,
                        max(0, (self.height() - self.sheet.height()) // 2))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 12, 6, 150))

    def keyPressEvent(self, event: object) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.advance()


def page_grid(page: Page, big: float = 1.0) -> QWidget:
    """A page's table: its header in italics, each row's first cell in the row's colour and
    the numbers drawn large (`big` scales them: smaller in the score sheet's list)."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    body = QWidget()
    grid = QGridLayout(body)
    grid.setHorizontalSpacing(round(22 * min(1.0, big / 0.8)))  # closer when drawn smaller
    named = page.name_column
    for c, text in enumerate(page.header):
        head = QLabel(text)
        head.setFont(theme.font(12, italic=True))
        head.setAlignment(Qt.AlignmentFlag.AlignLeft if c == named
                          else Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(head, 0, c)
    for r, cells in enumerate(page.rows, start=1):
        colour = page.colours[r - 1] if r - 1 < len(page.colours) else ""
        for c, text in enumerate(cells):
            if c != named and text[:1] == "-" and text[1:2].isdigit():
                text = "\u2212" + text[1:]  # a minus sign, as wide as the plus, not a hyphen
            cell = QLabel(text)
            if c == named:
                cell.setFont(theme.font(16 * big))
                if colour:
                    cell.setStyleSheet(f"color: {theme.ink_of(colour).name()};")  # AA on parchment
            else:
                cell.setFont(theme.number_font(26 * big))
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(cell, r, c)
    return body
