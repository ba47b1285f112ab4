"""Whose turn it is, at a glance: the banner that says so when a person's decision begins.

Against the computer, the turn comes back to the person after the computers' moves; at a table
of several people with nothing hidden (Medici), it passes from one to the next with no curtain.
Either way the table lights the deciding seat's panel (`TableLayout.decider`) and, for a few
seconds, a banner over its top edge says "Your turn, Ada — play a noble". The banner takes its
turn in the table's one queue (`ui/sequencer.py`): never over a sheet or a curtain — where the
curtain names the person already, it is not said twice — and, holding nothing, it never stops a
drag: it goes at the first press, after `BANNER_MS`, or when anything else is presented.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from medici_table.ui import theme
from medici_table.ui.i18n import tr

BANNER_MS = 2800  # how long the banner stays when nothing takes it away sooner
SIDE = 20  # pixels: the banner moved aside keeps this far from the table's edge


def turn_words(name: str, prompt: str) -> str:
    """'Your turn, Ada — play a noble from your hand', from the game's prompt ('Ada: play a
    noble from your hand')."""
    what = prompt.strip().rstrip(".")
    for head in (f"{name}:", f"{name} :"):
        if what.startswith(head):
            what = what[len(head):].strip()
            break
    return tr("Your turn, {name} — {what}", name=name, what=what) if what else \
        tr("Your turn, {name}", name=name)


def awaited_words(name: str, kind: str) -> str:
    """What the status line says while a seat no person here plays decides: a computer
    thinks; a person does not — they decide at the host's computer or at their own, or the
    table waits for them to come back (`kind`: `GameController.seat_kind`)."""
    if kind == "host":
        return tr("Waiting for {name} (at the host's table)…", name=name)
    if kind == "remote":
        return tr("Waiting for {name} (at their own computer)…", name=name)
    if kind == "away":
        return tr("The game waits for {names}.", names=name)
    return tr("{name} is thinking…", name=name)


class TurnBanner(QFrame):
    """A ribbon over the table's top edge; clicks go through it to the table. It lies in the
    middle of the width unless it would hide there cards the others have just laid (against
    the computer, the top edge is often where the computer has just played): then towards the
    left or the right, wherever it hides least of them (`covering`)."""

    expired = Signal()  # its time is up

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("turn_banner")
        # clicks go through it: told right after the window's first frame (`pass_clicks`, by the
        # table's `hold_idle`), which names no enum of Qt's namespace (93 at once, ~22 ms)
        self.setStyleSheet(
            f"#turn_banner {{ background: rgba(43, 29, 18, 228); border: 2px solid "
            f"{theme.GOLD.name()}; border-radius: 10px; }}"
            f"#turn_banner QLabel {{ color: {theme.GOLD_PALE.name()}; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(22, 8, 22, 8)
        self.label = QLabel()
        self.label.setFont(theme.font(19))
        self.label.setProperty("alignment", 0x84)  # Qt.AlignmentFlag.AlignCenter, by value
        self.label.setWordWrap(True)
        row.addWidget(self.label)
        self.ms = BANNER_MS
        # how much of the cards just laid a rectangle of the parent would hide (the table's)
        self.covering: Callable[[QRect], float] | None = None
        # where those lie (the places beside each are tried too)
        self.obstacles: Callable[[], list[QRect]] | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.expired)
        self.hide()

    def say(self, text: str) -> None:
        """Show `text` for `ms` milliseconds (again from now)."""
        self.label.setText(text)
        self.place()
        self.show()
        self.raise_()
        self.timer.start(self.ms)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        # one line when it fits in three fifths of the table (520 pixels of a small one), else
        # lines of even length (a word-wrapped label's own size hint left "… your Manant" then
        # "(1)" alone): narrow enough to stand aside from the cards just laid
        line = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 8
        room = max(min(parent.width() - 88, 520), parent.width() * 3 // 5 - 48)
        lines = -(-line // room)
        width = min(parent.width() - 40, max(360, line // lines + (24 if lines > 1 else 0) + 48))
        self.setFixedWidth(max(200, width))
        tall = self.heightForWidth(self.width())  # its lines at that width, not Qt's guess
        self.setFixedHeight(tall if tall > 0 else self.sizeHint().height())
        x, y = (parent.width() - self.width()) // 2, max(8, parent.height() // 14)
        covering = self.covering
        if covering is not None:
            right = parent.width() - self.width() - SIDE
            places = [x, min(x, SIDE), max(x, right)]
            for box in self.obstacles() if self.obstacles is not None else ():
                # just beside what it would hide: a bid's plaque at the top right, say
                places += [px for px in (box.left() - SIDE - self.width(), box.right() + SIDE)
                           if SIDE <= px <= right]
            middle = x
            x = min(places, key=lambda px: (  # the least hidden; of equals, the nearest middle
                covering(QRect(px, y, self.width(), self.height())), abs(px - middle)))
        self.move(x, y)

    def withdraw(self) -> None:
        self.timer.stop()
        self.hide()

    def pass_clicks(self) -> None:
        """Clicks on the banner go to the table under it."""
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)

        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)


class PressWatcher(QObject):
    """Calls `callback` at each mouse press or key press on the watched widget (not taken)."""

    def __init__(self, widget: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self.callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.callback()
        return False
