"""Replays: step through a saved or finished game on the table, and continue from any move.

A `ReplayController` is a `GameController` whose history is a cursor over a finished list of
steps: the table, the log and the score panel follow it as they follow a live game, and it takes
no move. The `ReplayBar` (first / previous / next / last, a slider, "continue from here") sits
under the table. Going on from before a move that showed hidden cards is refused (the rule of
undo); `AnewQuestion` offers instead to go on with the hidden cards shuffled anew. Hidden
information: the replay of a finished game shows the whole table, since the game is over; an
unfinished one keeps the hot-seat curtain between players, exactly as when it was played, so a
replay never shows anyone a hand they could not see.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from medici_table.engine import GameSession, Move, Rules
from medici_table.ui import theme
from medici_table.ui.controller import GameController
from medici_table.ui.elided import ElidedLabel
from medici_table.ui.i18n import noop, tr


class ReplayController(GameController):
    """A finished sequence of steps shown up to `index`; never plays a move."""

    takes_moves = False

    def __init__(self, rules: Rules[Any], session: GameSession, lang: str = "en") -> None:
        super().__init__(rules, session.initial, lang)
        self.steps = list(session.history)
        self.finished = rules.is_over(session.state)
        self.index = 0

    @property
    def length(self) -> int:
        return len(self.steps)

    def go(self, index: int) -> None:
        """Show the table after `index` moves (0: the deal)."""
        index = max(0, min(self.length, index))
        self.index = index
        self.session.history = self.steps[:index]
        self.session.redo_stack = []
        self.session.state = self.steps[index - 1].after if index else self.session.initial
        self.state_changed.emit("reset")

    def caption(self) -> str:
        if self.index == 0:
            return tr("The deal — {n} moves to replay", n=self.length)
        step = self.steps[self.index - 1]
        return tr("Move {i} of {n}: {what}", i=self.index, n=self.length, what=step.description)

    def session_here(self) -> GameSession:
        """A live session at the shown move, with the moves before it as its history."""
        live = GameSession(self.rules, self.session.initial, self.lang)
        live.history = self.steps[: self.index]
        live.state = self.session.state
        return live

    # --- a replay takes no move ----------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return []

    def play(self, move: Move) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def prompt(self) -> str:
        if self.is_over():
            return tr("Replay: the game is over.")
        return tr("Replay — next to decide: {what}", what=super().prompt())

    # --- what the table may show ---------------------------------------------------------------
    def has_secrets(self) -> bool:
        return False if self.finished else super().has_secrets()

    def view(self, player: int | None) -> Any:
        return self.state if self.finished else super().view(player)


class ReplayBar(QToolBar):
    """The replay controls under the table: buttons and slider, and the move shown in words."""

    continue_here = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Replay"), parent)
        self.setObjectName("replay_bar")
        self.setMovable(False)
        self.setStyleSheet(
            f"#replay_bar {{ background: {theme.WALNUT.name()}; border-top: 2px solid "
            f"{theme.GOLD.name()}; padding: 2px 6px; }}"
            f"#replay_bar QLabel {{ color: {theme.GOLD_PALE.name()}; }}"
            f"#replay_bar QPushButton {{ min-height: 28px; padding: 0 10px; }}"
            f"#replay_bar QSlider::groove:horizontal {{ height: 6px; border-radius: 3px; "
            f"background: {theme.WALNUT.darker(160).name()}; }}"
            f"#replay_bar QSlider::sub-page:horizontal {{ border-radius: 3px; "
            f"background: {theme.GOLD.name()}; }}"
            f"#replay_bar QSlider::handle:horizontal {{ width: 14px; margin: -6px 0; "
            f"border-radius: 8px; background: {theme.PARCHMENT.name()}; "
            f"border: 2px solid {theme.GOLD.name()}; }}")
        self.controller: ReplayController | None = None
        body = QWidget()
        rows = QVBoxLayout(body)
        rows.setContentsMargins(0, 2, 0, 2)
        rows.setSpacing(2)
        top = QHBoxLayout()
        rows.addLayout(top)
        # the title and the move in words end in '…' (whole in their tooltips) rather than
        # widen the window: "Relecture — la dernière partie terminée" took a 921-pixel window
        # to 958
        self.title = ElidedLabel()
        self.title.setFont(theme.font(13, bold=True))
        top.addWidget(self.title, 0)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, tip, shortcut in (
                ("first", "|◀", noop("The deal (Alt+Home)"), "Alt+Home"),
                ("prev", "◀", noop("Previous move (Alt+Left)"), "Alt+Left"),
                ("next", "▶", noop("Next move (Alt+Right)"), "Alt+Right"),
                ("last", "▶|", noop("The last move (Alt+End)"), "Alt+End")):
            button = QPushButton(text)
            button.setFont(theme.font(13, bold=True))
            button.setToolTip(tr(tip))
            button.setFixedWidth(48)
            button.clicked.connect(lambda _=False, k=key: self.step(k))
            top.addWidget(button)
            self.buttons[key] = button
            keys = QShortcut(QKeySequence(shortcut), self)
            keys.setContext(Qt.ShortcutContext.WindowShortcut)
            keys.activated.connect(lambda k=key: self.step(k))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimumWidth(120)
        self.slider.setPageStep(5)
        self.slider.valueChanged.connect(self._slid)
        top.addWidget(self.slider, 1)
        self.continue_button = QPushButton(tr("Continue from here"))
        self.continue_button.setFont(theme.font(12, bold=True))
        self.continue_button.setToolTip(tr("Start playing again from this move (the later "
                                           "moves are dropped; the file itself is not changed)"))
        self.continue_button.clicked.connect(self.continue_here)
        top.addWidget(self.continue_button)
        self.close_button = QPushButton(tr("Close replay"))
        self.close_button.setFont(theme.font(12))
        self.close_button.clicked.connect(self.closed)
        top.addWidget(self.close_button)
        self.caption = ElidedLabel()
        self.caption.setFont(theme.font(14))
        rows.addWidget(self.caption)
        self.addWidget(body)
        self.hide()

    def show_replay(self, controller: ReplayController, title: str) -> None:
        self.controller = controller
        self.title.setText(tr("Replay — {title}", title=title))
        self.slider.blockSignals(True)
        self.slider.setRange(0, controller.length)
        self.slider.setValue(controller.index)
        self.slider.blockSignals(False)
        self._update()
        self.show()

    def step(self, key: str) -> None:
        c = self.controller
        if c is None or not self.isVisible():
            return
        target = {"first": 0, "prev": c.index - 1, "next": c.index + 1, "last": c.length}[key]
        self.slider.setValue(max(0, min(c.length, target)))

    def _slid(self, value: int) -> None:
        if self.controller is not None and value != self.controller.index:
            self.controller.go(value)
            self._update()

    def _update(self) -> None:
        c = self.controller
        if c is None:
            return
        self.caption.setText(c.caption())
        self.buttons["first"].setEnabled(c.index > 0)
        self.buttons["prev"].setEnabled(c.index > 0)
        self.buttons["next"].setEnabled(c.index < c.length)
        self.buttons["last"].setEnabled(c.index < c.length)
        over = c.finished and c.index == c.length
        self.continue_button.setEnabled(not over)


class ReplayQuestion(QDialog):
    """A question asked before play goes on (a replay's, or before an unfinished game gives way
    to another: `ui/unsaved.py`): its words (the first line in bold), a button to go on (`go`),
    maybe a third way (`other`, e.g. "Don't save") and Cancel (`cancel`); `go_first`: Enter
    goes on, else it cancels."""

    OTHER = 2  # the result when the third button (`other`) is clicked

    def __init__(self, title: str, lines: list[str], go: str, go_first: bool,
                 parent: QWidget | None = None, other: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)  # fits its words
        layout.setContentsMargins(22, 18, 22, 14)
        layout.setSpacing(10)
        self.lines: list[QLabel] = []
        for i, text in enumerate(lines):
            label = QLabel(text)
            label.setWordWrap(True)
            label.setFixedWidth(500)
            label.setFont(theme.font(13 if i else 14, bold=not i))
            layout.addWidget(label)
            self.lines.append(label)
        buttons = QDialogButtonBox(self)
        self.go = buttons.addButton(go, QDialogButtonBox.ButtonRole.AcceptRole)
        self.other: QPushButton | None = None  # a third way ("Don't save"), when given
        if other:
            self.other = buttons.addButton(other, QDialogButtonBox.ButtonRole.DestructiveRole)
            self.other.clicked.connect(lambda: self.done(self.OTHER))
        self.cancel = buttons.addButton(tr("Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        (self.go if go_first else self.cancel).setDefault(True)
        for button in (self.go, self.cancel, *([self.other] if self.other else [])):
            button.setFont(theme.font(12))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def text(self) -> str:
        """All it says, as the player reads it."""
        return "\n".join(label.text() for label in self.lines)


class AnewQuestion(ReplayQuestion):
    """Why play may not go on from the move shown, and the way that remains: on with the cards
    nobody had seen then shuffled anew (`anew` is clicked), or not (`cancel`)."""

    def __init__(self, refusal: str, index: int, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("You cannot play on from here"),
            [tr("Play on from move {n} with the hidden cards shuffled anew?", n=index), refusal,
             tr("The cards nobody had seen then — the decks, the cards set aside, the pieces "
                "lying face down — can be shuffled anew instead: what the later moves showed "
                "then comes again only by chance. The shuffled position starts the game "
                "played on; this replay is not changed.")],
            tr("Shuffle and play on"), True, parent)
        self.anew = self.go
