"""The score sheet: every scoring of the game so far (each season, round or board of the court,
then the end of the game), kept where players look for it after the sheet shown at the table
has gone — the game log gives each one a line, the Score sheet dialog shows them again.

`ScoreBook` asks a game's table what each move scored (`adapter.scoring`), once per move and
language; `final_scoring` is the end of the game (`adapter.final_sheet`: players by rank, with
what made their score).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from medici_table.engine import GameSession, Rules
from medici_table.ui import theme
from medici_table.ui.i18n import tr
from medici_table.ui.interlude import Page, Scoring, page_grid
from medici_table.ui.legibility import tied_end

if TYPE_CHECKING:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QResizeEvent, QShowEvent


class ScoreBook:
    """What each move of a session scored, remembered by move (the same steps of the history,
    in the same language, are not asked again: a replay or an undo keeps what it can)."""

    def __init__(self) -> None:
        self._known: list[tuple[Any, Scoring | None]] = []
        self._key: tuple[Any, str] = (None, "")

    def scorings(self, session: GameSession, adapter: Any, lang: str) -> list[Scoring]:
        """The scorings of the moves played so far, in order, then the end of the game."""
        out = [s for _step, s in self._steps(session, adapter, lang) if s is not None]
        if session.rules.is_over(session.state) and hasattr(adapter, "final_sheet"):
            out.append(final_scoring(adapter, session.rules, session.state, lang))
        return out

    def of(self, session: GameSession, adapter: Any, lang: str, step: Any) -> Scoring | None:
        """What `step` (a step of the session's history) scored."""
        for known, scoring in reversed(self._steps(session, adapter, lang)):
            if known is step:
                found: Scoring | None = scoring
                return found
        return None

    def by_step(self, session: GameSession, adapter: Any, lang: str) -> list[Scoring | None]:
        """Per step of the history, what it scored (None for most)."""
        return [s for _step, s in self._steps(session, adapter, lang)]

    def _steps(self, session: GameSession, adapter: Any,
               lang: str) -> list[tuple[Any, Scoring | None]]:
        history = session.history
        known = self._known if self._key == (adapter, lang) else []
        keep = kept_steps(known, history)
        scoring = getattr(adapter, "scoring", None)
        rules = session.rules
        known = known[:keep] + [(step, scoring(rules, step.before, step.move, step.after, lang)
                                 if scoring is not None else None) for step in history[keep:]]
        self._known, self._key = known, (adapter, lang)
        return known


def kept_steps(known: Sequence[tuple[Any, Any]], history: Sequence[Any]) -> int:
    """How many steps at the start of `history` are the steps of `known` (pairs of a step and
    what was made of it), the same objects. After a move every one is (one look over the list,
    not a Python loop over a game's 300 steps at each of the 2-4 looks a move)."""
    most = min(len(known), len(history))
    if all(map(operator.is_, map(itemgetter(0), known[:most]), history[:most])):
        return most
    keep = 0
    while keep < most and known[keep][0] is history[keep]:
        keep += 1
    return keep


def final_scoring(adapter: Any, rules: Rules[Any], state: Any, lang: str) -> Scoring:
    """The end of the game: players by rank with the breakdown, and how it was decided."""
    page: Page = adapter.final_sheet(rules, state, lang)
    ranked = ", ".join(f"{row[page.name_column]} {_points(rules, state, row[page.name_column])}"
                       for row in page.rows)
    result = adapter.result_text(rules, state, lang)
    said = tr("Final scores: {ranked}.", ranked=ranked)
    return Scoring(tr("End of the game"), f"{said} {result}".strip(), (page,))


def _points(rules: Rules[Any], state: Any, named: str) -> int | str:
    """The points of the player a final sheet's row names ('Ada', or 'Gonzaga (Ada)'), from the
    game's own scores: a sheet's last column is not always them (Louis XIV's is the tokens
    left, its tie-break)."""
    players = list(state.players)
    seat = next((p for p, name in enumerate(players) if name == named), None)
    if seat is None:
        seat = next((p for p, name in enumerate(players) if f"({name})" in named), None)
    return rules.scores(state)[seat] if seat is not None else ""


def sheet_frame(page: Page, big: float = 0.8) -> QFrame:
    """A page on parchment (the colours of the sheet at the table), with its title and note."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    frame = QFrame()
    frame.setObjectName("sheetpage")
    frame.setStyleSheet(
        f"#sheetpage {{ background: {theme.PARCHMENT.name()}; border: 2px solid "
        f"{theme.GOLD.name()}; border-radius: 10px; }}"
        f"#sheetpage QLabel {{ color: {theme.INK.name()}; }}")
    column = QVBoxLayout(frame)
    column.setContentsMargins(18, 10, 18, 12)
    title = QLabel(page.title)
    title.setFont(theme.font(18 * big / 0.8))
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    column.addWidget(title)
    column.addWidget(page_grid(page, big))
    if page.note:
        note = QLabel(tied_end(page.note))
        note.setFont(theme.font(12, italic=True))
        note.setWordWrap(True)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(note)
    return frame


class ScoreSheetDialog(QDialog):
    """Every scoring of the game so far: pick one on the left, read its pages on the right."""

    def __init__(self, scorings: list[Scoring], title: str, parent: QWidget | None = None
                 ) -> None:
        # (imported here: with their classes' ~17 enums, not in a table's first frame, which
        # imports this module for `ScoreBook`)
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        from PySide6.QtWidgets import QDialogButtonBox, QListWidget, QScrollArea

        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.scorings = scorings
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.list = QListWidget()
        self.list.setFont(theme.font(14))
        self.list.setStyleSheet(
            f"QListWidget::item {{ padding: 4px 6px; }}"
            f"QListWidget::item:selected {{ background: {theme.GOLD_PALE.name()}; "
            f"color: {theme.INK.name()}; border-left: 4px solid {theme.GOLD.name()}; }}")
        self.list.setWordWrap(True)  # (a title wider than the list it may have: two lines)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setMaximumWidth(260)
        row.addWidget(self.list)
        self.pages_area = QScrollArea()
        self.pages_area.setWidgetResizable(True)
        self.pages_area.setStyleSheet(f"QScrollArea {{ background: {theme.WALNUT.name()}; "
                                      "border: none; }")
        self.pages_area.viewport().setObjectName("sheetview")  # (a selector: not its children)
        self.pages_area.viewport().setStyleSheet(
            f"#sheetview {{ background: {theme.WALNUT.name()}; }}")
        row.addWidget(self.pages_area, 1)
        layout.addLayout(row, 1)
        self.empty = QLabel(tr("Nothing has been scored yet: each scoring of the game comes "
                               "here as soon as it is made."))
        self.empty.setWordWrap(True)
        self.empty.setFont(theme.font(14, italic=True))
        layout.addWidget(self.empty)
        self.empty.setVisible(not scorings)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self.show_scoring)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.fill(scorings, title)
        if len(scorings) == 1:  # one scoring (the game's end): its pages, in a dialog their size
            self.resize(self._fitted())
        elif scorings:
            self.resize(1000, 640)
        else:  # a line to read, not an empty list beside an empty page
            self.empty.setMinimumWidth(460)
            self.resize(self.sizeHint())

    def _fitted(self) -> QSize:
        """The dialog's size that shows the pages read whole, up to 1000 x 640 pixels (more
        scrolls), and no larger: a short final page was a card in a large empty box."""
        from PySide6.QtCore import QSize

        body = self.pages_area.widget()
        layout = self.layout()
        if body is None or layout is None:
            return QSize(1000, 640)
        pages = body.sizeHint()
        margins = layout.contentsMargins()
        bar = self.pages_area.verticalScrollBar().sizeHint().width()
        width = pages.width() + bar + margins.left() + margins.right()
        height = (pages.height() + self.close_button.sizeHint().height() + layout.spacing()
                  + margins.top() + margins.bottom())
        return QSize(max(480, min(1000, width)), max(240, min(640, height)))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        from medici_table.ui.placement import inside_screen

        super().showEvent(event)
        inside_screen(self)  # its 1000 x 640 pixels ran past an 800 x 600 screen

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_list()

    def _fit_list(self) -> None:
        """The list of scorings as wide as its longest title ("Tour 4 : personnage 12"), up to
        a quarter of the dialog: at a sixth (166 pixels of 1000) each title was cut, and read
        only by scrolling sideways; what is still too long wraps."""
        from PySide6.QtWidgets import QStyle

        m = self.list.fontMetrics()
        widest = max((m.horizontalAdvance(self.list.item(i).text())
                      for i in range(self.list.count())), default=0)
        scroll = self.list.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        need = widest + 2 * 6 + 4 + 2 * self.list.frameWidth() + scroll + 6  # padding, border
        self.list.setMaximumWidth(max(130, min(need, self.width() // 4)))
        self.list.setMinimumWidth(min(need, max(130, self.width() // 4)))

    def fill(self, scorings: list[Scoring], title: str, row: int | None = None) -> None:
        """Show `scorings` (again, in a new language: `row` stays the one read; the latest
        when None)."""
        self.setWindowTitle(tr("Score sheet") + f" — {title}")
        self.scorings = scorings
        self.empty.setText(tr("Nothing has been scored yet: each scoring of the game comes "
                              "here as soon as it is made."))
        self.empty.setVisible(not scorings)
        self.list.setVisible(len(scorings) > 1)  # (one: nothing to choose between)
        self.pages_area.setVisible(bool(scorings))
        self.close_button.setText(tr("Close"))
        self.list.blockSignals(True)
        self.list.clear()
        for scoring in scorings:
            self.list.addItem(scoring.title)
        self.list.blockSignals(False)
        self._fit_list()
        if scorings:
            keep = row if row is not None and 0 <= row < len(scorings) else len(scorings) - 1
            self.list.setCurrentRow(keep)  # the latest first
            self.show_scoring(keep)

    def show_scoring(self, row: int) -> None:
        if not 0 <= row < len(self.scorings):
            return
        body = QWidget()
        body.setObjectName("sheetbody")
        body.setStyleSheet(f"#sheetbody {{ background: {theme.WALNUT.name()}; }}")
        column = QVBoxLayout(body)
        for page in self.scorings[row].pages:
            column.addWidget(sheet_frame(page))
        column.addStretch(1)
        self.pages_area.setWidget(body)

    def shown_titles(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
