"""Computer players at the table: each bot thinks in a QThreadPool worker, so the window never
freezes; it is handed only `view(state, its seat)`; it says it is thinking and plays after a
short pause a person can follow (`delay_ms`, 0 in tests). Any change of the game (a move,
undo, a new game) cancels a decision in progress: its answer is dropped.

Also the seat chooser of the new-game dialog: each seat a person or a bot of a level.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from medici_table.bots.base import Bot, make_bot
from medici_table.engine import Move
from medici_table.ui.controller import GameController
from medici_table.ui.i18n import noop, tr
from medici_table.ui.startup import PERSON

SEAT_KINDS = (PERSON, "random", "normal", "strong")
KIND_LABELS = {PERSON: noop("Person"), "random": noop("Computer (beginner)"),
               "normal": noop("Computer (normal)"), "strong": noop("Computer (strong)")}


class SeatChoices(QWidget):
    """One combo per seat: a person, or a computer player of a level."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.combos: list[QComboBox] = []

    def set_count(self, count: int, given: list[str] | None = None) -> None:
        current = given or self.values()
        while len(self.combos) > count:
            combo = self.combos.pop()
            combo.hide()
            combo.setParent(None)
            combo.deleteLater()
        while len(self.combos) < count:
            combo = QComboBox()
            for kind in SEAT_KINDS:
                combo.addItem(tr(KIND_LABELS[kind]), kind)
            self.row.addWidget(combo)
            self.combos.append(combo)
        for i, combo in enumerate(self.combos):
            kind = current[i] if i < len(current) else PERSON
            combo.setCurrentIndex(max(0, combo.findData(kind)))

    def values(self) -> list[str]:
        return [str(c.currentData()) for c in self.combos]


class _Answer(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    ready = Signal(int, object, object)  # generation, Move | None, error text | None


class _Think(QRunnable):
    def __init__(self, bot: Bot, view: Any, me: int, moves: list[Move], budget: float,
                 generation: int, answer: _Answer) -> None:
        super().__init__()
        self.bot, self.view, self.me, self.moves = bot, view, me, moves
        self.budget, self.generation, self.answer = budget, generation, answer

    def run(self) -> None:
        try:
            move = self.bot.choose(self.view, self.me, self.moves, self.budget)
            self.answer.ready.emit(self.generation, move, None)
        except Exception as exc:  # a bot's bug must not kill the table: it is reported
            self.answer.ready.emit(self.generation, None, f"{type(exc).__name__}: {exc}")


class BotRunner(QObject):
    """Plays the bots' seats of the controller it is attached to."""

    thinking = Signal(int)  # the seat that started thinking
    played = Signal(int, object)  # the seat and the move it played
    failed = Signal(int, str)  # the seat and what went wrong

    def __init__(self, budget: float = 1.0, delay_ms: int = 700, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget = budget
        self.delay_ms = delay_ms
        self.seed = seed
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.answer = _Answer(self)
        self.answer.ready.connect(self._answered)
        self.controller: GameController | None = None
        self.levels: dict[int, str] = {}
        self.generation = 0
        self.thinking_seat: int | None = None
        self._bot: Bot | None = None
        self._started = 0.0
        self._decisions = 0

    def attach(self, controller: GameController, seats: list[str]) -> None:
        """Take over the seats whose kind is a bot level; people play the others."""
        self.cancel()
        if self.controller is not None:
            try:
                self.controller.state_changed.disconnect(self._changed)
            except (RuntimeError, TypeError):
                pass
        self.controller = controller
        self.levels = {i: kind for i, kind in enumerate(seats) if kind != PERSON}
        controller.state_changed.connect(self._changed)
        QTimer.singleShot(0, self._poll)

    def bot_seats(self) -> set[int]:
        return set(self.levels)

    def cancel(self) -> None:
        """Forget any decision in progress (its answer will be dropped) and stop its search."""
        self.generation += 1
        self.thinking_seat = None
        interrupt = getattr(self._bot, "interrupt", None)
        if interrupt is not None:
            interrupt.set()
        self._bot = None

    def shutdown(self) -> None:
        self.cancel()
        self.pool.waitForDone(3000)

    def _changed(self, what: str) -> None:
        self.cancel()
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        c = self.controller
        if c is None or self.thinking_seat is not None or c.is_over():
            return
        seat = c.to_act()
        if seat is None or seat not in self.levels:
            return
        rules, state = c.rules, c.state
        self._decisions += 1
        bot = make_bot(self.levels[seat], rules, self.seed * 1_000_003 + self._decisions)
        self._bot = bot
        self.thinking_seat = seat
        self._started = time.monotonic()
        self.thinking.emit(seat)
        self.pool.start(_Think(bot, rules.view(state, seat), seat, list(rules.legal_moves(state)),
                               self.budget, self.generation, self.answer))

    def _answered(self, generation: int, move: Move | None, error: str | None) -> None:
        if generation != self.generation or self.thinking_seat is None:
            return
        seat = self.thinking_seat
        if move is None:
            self.thinking_seat = None
            self.failed.emit(seat, error or "no move")
            return
        wait = max(0, self.delay_ms - int(1000 * (time.monotonic() - self._started)))
        QTimer.singleShot(wait, lambda: self._play(generation, seat, move))

    def _play(self, generation: int, seat: int, move: Move) -> None:
        if generation != self.generation or self.controller is None:
            return
        self.thinking_seat = None
        self._bot = None
        if self.controller.play(move):
            self.played.emit(seat, move)


class _CloseWatcher(QObject):
    """Stops the bots when their window closes (no worker outlives the table)."""

    def __init__(self, runner: BotRunner, window: QObject) -> None:
        super().__init__(window)
        self.runner = runner
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Close:
            self.runner.shutdown()
        return False


def install_bots(window: Any, controller: GameController) -> BotRunner:
    """The window's bot runner (made on first use), attached to `controller` with the seats
    of the window's game config; a replay has no bots."""
    from medici_table.ui.replay import ReplayController

    runner: BotRunner | None = getattr(window, "bots", None)
    if runner is None:
        runner = BotRunner(parent=window)
        _CloseWatcher(runner, window)
        window.bots = runner
    seats = [] if isinstance(controller, ReplayController) else \
        list(getattr(window.config, "seats", []))
    runner.attach(controller, seats)
    window.table.bot_seats = runner.bot_seats()
    return runner
