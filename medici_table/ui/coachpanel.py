"""The panel beside the table while a player learns (ui/learning.py): a lesson's step — what to
look at, what to do, what the table said of the last move, Next step — or a game's puzzles —
the list, the goal, the engine's verdict and how many ways solve it, Try again.

One panel per window (`coach_panel`), docked under the scores in the log's place (the log and
the moves panel step aside while it is there, so the table keeps its room); it goes when
another game comes onto the table.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from medici_table.app.learn import puzzles as puzzle_files
from medici_table.app.learn.tutorial import Verdict, say
from medici_table.engine import IllegalMove, Move
from medici_table.ui import theme
from medici_table.ui.i18n import tr
from medici_table.ui.learning import (
    LessonController,
    PuzzleController,
    start_finale,
    start_puzzle,
)

GOOD, WRONG = "#2f6b3a", "#9a2f22"  # the verdict's edge: the move taught / another move
TAUGHT = (f"QPushButton {{ border: 3px solid {theme.WALNUT.name()}; border-radius: 5px; "
          f"background: {theme.HIGHLIGHT.name()}; color: {theme.INK.name()}; padding: 3px 8px; "
          f"font-weight: bold; }}")


WIDE, NARROW = 330, 280  # the panel's width; in a window under `SMALL` pixels, narrower
SMALL = 1000  # (a 1024×768 screen's window, 921 px: the table beside it at the legibility floor)


def coach_panel(window: Any) -> CoachPanel:
    """The window's learning panel, made when first wanted."""
    panel: CoachPanel | None = getattr(window, "coach", None)
    if panel is None:
        panel = CoachPanel(window)
        window.coach = panel
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        window.splitDockWidget(window.score_dock, panel, Qt.Orientation.Vertical)
    return panel


SOLVED_KEY = "puzzles/solved"  # the settings' list of the puzzles solved (game/id)


def solved_puzzles(settings: Any) -> set[str]:
    """The puzzles solved at earlier evenings (a settings value that is no list of words is
    read as none: a hand-edited file loses nothing else)."""
    value = settings.value(SOLVED_KEY, [])
    if isinstance(value, str):
        value = [value] if value else []
    if not isinstance(value, list):
        return set()
    return {v for v in value if isinstance(v, str) and "/" in v}


def keep_solved(settings: Any, solved: set[str]) -> None:
    settings.setValue(SOLVED_KEY, sorted(solved))


def _label(size: int, bold: bool = False, italic: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setFont(theme.font(size, bold=bold, italic=italic))
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class CoachPanel(QDockWidget):
    """A lesson's step or a game's puzzles, beside the table (see the module's words)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("coach")
        self.window_ = window
        self.setMinimumWidth(WIDE)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.lesson: LessonController | None = None
        self.puzzle: PuzzleController | None = None
        self.solved: set[str] = solved_puzzles(window.settings)  # (game/id), kept between starts
        self.tucked: list[QDockWidget] = []  # the docks that step aside while it is shown
        self._said: Callable[[], tuple[str, str, bool]] | None = None  # the verdict, again
        outer = QWidget()  # the words, scrolled when long; the buttons under them, always seen
        outer.setObjectName("coach_body")
        outer.setStyleSheet(f"#coach_body, #coach_words {{ background: {theme.PARCHMENT.name()}; }}"
                            f"#coach_body QLabel {{ color: {theme.INK.name()}; }}")
        whole = QVBoxLayout(outer)
        whole.setContentsMargins(0, 0, 0, 10)
        body = QWidget()
        body.setObjectName("coach_words")
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        whole.addWidget(self.scroller, 1)
        col = QVBoxLayout(body)
        col.setContentsMargins(14, 12, 14, 6)
        col.setSpacing(8)
        self.heading = _label(15, bold=True)
        self.progress = _label(11, italic=True)
        self.list = QListWidget()
        self.list.setFont(theme.font(12))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)  # whole in its tooltip
        self.list.itemActivated.connect(self._puzzle_chosen)
        self.list.itemClicked.connect(self._puzzle_chosen)
        self.title = _label(14, bold=True)
        self.look = _label(12)
        self.do = _label(13, bold=True)
        self.verdict = _label(12)
        self.verdict_box = QFrame()
        self.verdict_box.setObjectName("verdict")
        box = QVBoxLayout(self.verdict_box)
        box.setContentsMargins(10, 8, 10, 8)
        box.addWidget(self.verdict)
        self.rule = QLabel()
        self.rule.setFont(theme.font(11))
        self.rule.linkActivated.connect(lambda anchor: window.show_rule(anchor))
        # a finished puzzle's other way on, under its verdict: "Try again" when the button says
        # "Next puzzle", and the reverse
        self.other = QLabel()
        self.other.setFont(theme.font(11))
        self.other.linkActivated.connect(lambda _anchor: self._other())
        self.other.hide()
        links = QHBoxLayout()
        links.setContentsMargins(0, 0, 0, 0)
        links.addWidget(self.rule)
        links.addStretch(1)
        links.addWidget(self.other)
        box.addLayout(links)
        for widget in (self.heading, self.progress, self.list, self.title, self.look, self.do,
                       self.verdict_box):
            col.addWidget(widget)
        col.addStretch(1)
        self.scroller.setWidget(body)
        row = QHBoxLayout()
        row.setContentsMargins(14, 0, 14, 0)
        self.primary = QPushButton()
        self.primary.setFont(theme.font(13, bold=True))
        self.primary.clicked.connect(self._primary)
        self.primary.setAutoDefault(True)  # Enter presses it when it has the focus
        self.leave = QPushButton()
        self.leave.setFont(theme.font(12))
        self.leave.clicked.connect(self._leave)
        row.addWidget(self.leave)
        row.addStretch(1)
        row.addWidget(self.primary)
        whole.addLayout(row)
        self.setWidget(outer)
        window.table.changed.connect(self._light)
        window.table.changed.connect(self._say_status)
        window.table.status.connect(lambda _text: self._say_status())  # (after the window's)
        window.seating.changed.connect(self._seated)

    # --- what is followed ------------------------------------------------------------------------
    def follow_lesson(self, c: LessonController) -> None:
        self.lesson, self.puzzle, self._said = c, None, None
        c.judged.connect(self._judged)
        c.move_rejected.connect(self._rejected)
        c.step_set.connect(self._step_set)
        self._tuck()
        self.show()
        self.raise_()
        self.retranslate()
        self._light()

    def follow_puzzle(self, c: PuzzleController) -> None:
        self.lesson, self.puzzle, self._said = None, c, None
        c.solved.connect(self._puzzle_done)
        self._tuck()
        self.show()
        self.raise_()
        self.retranslate()

    def _seated(self) -> None:
        """Another game came onto the table (not this panel's): the panel goes."""
        live = self.window_.seating.live
        if live is not self.lesson and live is not self.puzzle:
            self._close()

    def _tuck(self) -> None:
        w = self.window_
        for dock in (w.log_dock, w.moves_dock, w.rules_dock):
            if not dock.isHidden() and dock not in self.tucked:
                self.tucked.append(dock)
                dock.hide()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        """Beside the table, as wide as its words need; narrower in a small window, where the
        table's figures would otherwise fall under the legibility floor (Medici's track)."""
        super().showEvent(event)
        width = NARROW if self.window_.width() < SMALL else WIDE
        self.setMinimumWidth(width)
        self.window_.resizeDocks([self], [width], Qt.Orientation.Horizontal)

    def _close(self) -> None:
        """The panel goes, the docks it took the place of come back."""
        self.lesson = self.puzzle = None
        self.window_.table.scene.taught = None
        self.hide()
        for dock in self.tucked:
            dock.show()
        self.tucked = []
        self.window_.log_dock.raise_()

    @property
    def lang(self) -> str:
        return str(self.window_.lang)

    # --- the words -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(tr("Learn to play") if self.puzzle is None else tr("Puzzles"))
        self.leave.setText(tr("Leave the lesson") if self.puzzle is None
                           else tr("Leave the puzzles"))
        if self.lesson is not None:
            self._show_step()
        elif self.puzzle is not None:
            self._show_puzzle()
        self._show_said()

    def _show_step(self) -> None:
        c = self.lesson
        assert c is not None
        t, lesson, lang = c.lesson.tutorial, c.lesson, self.lang
        self.heading.setText(html.escape(say(t.title, lang)))
        self.list.hide()
        self.other.hide()  # (a puzzle's)
        if lesson.finished:
            self.progress.setText(tr("The lesson is over."))
            self.title.setText(tr("Now a real game"))
            self.look.setText(html.escape(say(t.finale.text, lang)))
            self.do.setText("")
            self.primary.setText(tr("Play a real game"))
            self.primary.setEnabled(True)
            return
        step = lesson.step
        self.progress.setText(tr("Step {n} of {total}", n=lesson.index + 1,
                                 total=len(t.steps)))
        self.title.setText(html.escape(say(step.title, lang)))
        self.look.setText(html.escape(say(step.look, lang)))
        self.do.setText("→ " + html.escape(say(step.do, lang)))
        self.primary.setText(tr("Next step"))
        self.primary.setEnabled(c.waiting)

    def _show_puzzle(self) -> None:
        c = self.puzzle
        assert c is not None
        p, lang = c.puzzle, self.lang
        found = puzzle_files.puzzles_of(p.game)
        self.heading.setText(html.escape(c.rules.name(lang)))
        done = sum(f"{q.game}/{q.id}" in self.solved for q in found)
        self.progress.setText(tr("{n} puzzles · none solved", n=len(found)) if not done
                              else tr("{n} puzzles · 1 solved", n=len(found)) if done == 1
                              else tr("{n} puzzles · {solved} solved", n=len(found), solved=done))
        self.list.show()
        self.list.blockSignals(True)
        self.list.clear()
        for q in found:
            title = say(q.title, lang)
            solved = f"{q.game}/{q.id}" in self.solved
            item = QListWidgetItem(tr("{title} — solved", title=title) if solved else title)
            if solved:
                item.setForeground(QColor(GOOD))
            item.setData(Qt.ItemDataRole.UserRole, q.id)
            item.setToolTip(say(q.title, lang))
            self.list.addItem(item)
            if q is p:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        rows = sum(self.list.sizeHintForRow(i) for i in range(self.list.count()))
        self.list.setFixedHeight(rows + 2 * self.list.frameWidth() + 4)  # every puzzle seen
        self.title.setText(html.escape(say(p.title, lang)))
        self.look.setText(html.escape(say(p.goal_text, lang)))
        self.do.setText(tr("You play {name}.", name=html.escape(
            c.rules.players(c.attempt.start)[c.attempt.learner])))
        again = c.finished and not c.attempt.solved  # missed: trying again comes first
        self.primary.setText(tr("Try again") if again else tr("Next puzzle"))
        self.primary.setEnabled(True)
        words = html.escape(tr("Next puzzle") if again else tr("Try again"))
        self.other.setText(f'<a href="other" style="color:{theme.INK.name()}">{words}</a>')
        self.other.setVisible(c.finished)

    def _show_said(self) -> None:
        said = self._said() if self._said is not None else None
        self.verdict_box.setVisible(said is not None)
        if said is None:
            return
        text, rule, good = said
        self.verdict.setText(html.escape(text))
        self.verdict_box.setStyleSheet(
            f"#verdict {{ background: {theme.PARCHMENT_DARK.name()}; border-left: 5px solid "
            f"{GOOD if good else WRONG}; border-radius: 4px; }}")
        self.rule.setVisible(bool(rule))
        QTimer.singleShot(0, self._verdict_seen)
        words = tr("Read the rule")
        self.rule.setText(f'<a href="{rule}" style="color:{WRONG}">{words}</a>')

    def _verdict_seen(self) -> None:
        """The verdict scrolled into sight (under a long puzzle list or step text)."""
        if not self.verdict_box.isHidden():
            self.scroller.ensureWidgetVisible(self.verdict_box, 0, 0)

    # --- what happens ----------------------------------------------------------------------------
    def _judged(self, move: Move, verdict: Verdict) -> None:
        """The move taught was made: the step's closing words."""
        c = self.lesson
        if c is None:
            return
        step = c.lesson.step
        self._said = lambda: (say(step.after, self.lang) if step.after else tr("Well played."),
                              "", True)
        self._show_step()
        self._show_said()
        self._light()
        if self.primary.isEnabled():  # the keyboard goes on too: Enter or Space, Next step
            self.primary.setFocus()

    def _rejected(self, move: Move, exc: IllegalMove) -> None:
        """Another move: why it is not what the step teaches (said again in a new language)."""
        c = self.lesson
        if c is None:
            return
        piece, target = move.card or "", move.target

        def again() -> tuple[str, str, bool]:
            said = (c.explain_drop_fully(piece, target) if move.kind == "drop"
                    else c.explain_fully(move))
            return said.reason, said.rule, False

        self._said = again
        self._show_said()

    def _step_set(self) -> None:
        self._said = None
        self._show_step()
        self._show_said()
        self._light()

    def _puzzle_done(self, solved: bool, text: str) -> None:
        c = self.puzzle
        if c is None:
            return
        if solved:
            self.solved.add(f"{c.puzzle.game}/{c.puzzle.id}")
            keep_solved(self.window_.settings, self.solved)
        self._said = lambda: (c.attempt.verdict(self.lang), c.puzzle.rule, solved)
        self._show_puzzle()
        self._show_said()

    def _say_status(self) -> None:
        """The status line says what the lesson or the puzzle waits for, not the game."""
        w = self.window_
        if self.lesson is not None and w.controller is self.lesson:
            if self.lesson.waiting:
                w.status_label.setText(tr("Well played: click Next step to go on."))
            elif self.lesson.lesson.finished:
                w.status_label.setText(tr("The lesson is over: play a real game."))
        elif self.puzzle is not None and w.controller is self.puzzle and self.puzzle.finished:
            w.status_label.setText(tr("The puzzle is over: try it again or choose another."))

    def _light(self) -> None:
        """Only the move the step teaches is lit on the table (its piece, its place, its
        button)."""
        table = self.window_.table
        c = self.lesson
        if c is None or self.window_.controller is not c:
            return
        taught = c.taught()
        table.scene.taught = [m for m in table.scene.moves if table.undressed.get(m, m) in taught]
        table.scene.refresh_marks()
        said = set(c.describe_all(taught)) if taught else set()
        bar = table.number_bar
        numbers = {getattr(m, bar.field) for m in taught if m in bar.moves}
        lit: list[QPushButton] = [b for (_t, m), b in zip(table._actions, table.action_bar.buttons,
                                                          strict=False) if m in taught]
        lit += [b for b in bar.quick if int(b.text()) in numbers]
        lit += [b for b in bar.others if b.text() in said]
        if numbers and not any(int(b.text()) in numbers for b in bar.quick):
            bar.box.setValue(min(numbers))  # the number taught, ready to play
            lit.append(bar.play)
        for button in (*table.action_bar.buttons, *bar.quick, *bar.others, bar.play):
            button.setProperty("taught", button in lit)
            button.setStyleSheet(TAUGHT if button in lit else "")

    def _primary(self) -> None:
        if self.lesson is not None:
            if self.lesson.lesson.finished:
                start_finale(self.window_, self.lesson.lesson.tutorial.game)
            else:
                self.lesson.next_step()
        elif self.puzzle is not None:
            if self.puzzle.finished and not self.puzzle.attempt.solved:
                self.try_again()
            else:
                self.next_puzzle()

    def _other(self) -> None:
        """A finished puzzle's second button: the way on the first one does not take."""
        c = self.puzzle
        if c is None or not c.finished:
            return
        if c.attempt.solved:
            self.try_again()
        else:
            self.next_puzzle()

    def try_again(self) -> None:
        if self.puzzle is None:
            return
        self.puzzle.restart()
        self._said = None
        self._show_puzzle()
        self._show_said()

    def next_puzzle(self) -> None:
        """The next of the game's puzzles not yet solved (in the list's order, round to the
        first); when every other one is solved, simply the next."""
        c = self.puzzle
        if c is None:
            return
        found = puzzle_files.puzzles_of(c.puzzle.game)
        i = next(k for k, q in enumerate(found) if q is c.puzzle)
        after = found[i + 1:] + found[:i]
        unsolved = [q for q in after if f"{q.game}/{q.id}" not in self.solved]
        start_puzzle(self.window_, (unsolved or after or [c.puzzle])[0])

    def _puzzle_chosen(self, item: QListWidgetItem) -> None:
        c = self.puzzle
        if c is None:
            return
        pid = item.data(Qt.ItemDataRole.UserRole)
        chosen = next(q for q in puzzle_files.puzzles_of(c.puzzle.game) if q.id == pid)
        if chosen is not c.puzzle:
            start_puzzle(self.window_, chosen)

    def _leave(self) -> None:
        self._close()
        self.window_.show_welcome()
