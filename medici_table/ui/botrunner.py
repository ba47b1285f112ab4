"""Computer players at the table: each bot thinks in a QThreadPool worker, so the window never
freezes; it is handed only `view(state, its seat)`; it says it is thinking and plays after a
short pause a person can follow (`delay_ms`, 0 in tests). Any change of the game (a move,
undo, a new game) cancels a decision in progress: its answer is dropped, and a move is only
ever played on the very position it was chosen for, by a computer's seat of the game on the
table. The runner is attached by the table's one entrance (`ui/seating.py`), with the
computer seats of the game it puts on the table; a replay gets none.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRunnable, QThreadPool, QTimer, Signal

from medici_table.bots.base import Bot, make_bot
from medici_table.engine import Move
from medici_table.ui import gcpump
from medici_table.ui.controller import GameController


class _Answer(QObject):
    """Carries a worker's answer back to the GUI thread: the answer is left in `results` (a
    dict, under Python's lock) and the queued signal carries only the decision's generation, a
    plain int. A Python object sent through a queued signal from the worker thread (the move,
    as PySide wraps it to cross threads) lost references on the way: the objects it shares with
    the game's state were later read freed, and the program crashed in the next move's plain
    Python (seen against the strong computer in Louis XIV, two runs in three)."""

    ready = Signal(int)  # the generation whose answer is in `results`

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.results: dict[int, tuple[Move | None, str | None]] = {}  # generation -> answer


class _Think(QRunnable):
    """One decision. Not deleted by the pool (`autoDelete` off): Qt would free it on the worker
    thread while Python still holds its wrapper, and a garbage collection on the GUI thread
    could then touch freed memory (a crash seen once in the suite). The runner keeps each one
    until the pool's one thread has started a later one, and Python frees it on the GUI thread."""

    def __init__(self, bot: Bot, view: Any, me: int, moves: list[Move], budget: float,
                 generation: int, answer: _Answer) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.bot, self.view, self.me, self.moves = bot, view, me, moves
        self.budget, self.generation, self.answer = budget, generation, answer
        self.started = False

    def run(self) -> None:
        self.started = True
        try:
            found: tuple[Move | None, str | None] = (
                self.bot.choose(self.view, self.me, self.moves, self.budget), None)
        except Exception as exc:  # a bot's bug must not kill the table: it is reported
            found = (None, f"{type(exc).__name__}: {exc}")
        self.answer.results[self.generation] = found
        self.answer.ready.emit(self.generation)


class BotRunner(QObject):
    """Plays the bots' seats of the controller it is attached to."""

    thinking = Signal(int)  # the seat that started thinking
    played = Signal(int, object)  # the seat and the move it played
    failed = Signal(int, str)  # the seat and what went wrong

    def __init__(self, budget: float = 1.0, delay_ms: int = 700, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        gcpump.start()  # a worker thread from now on: Python collects on the GUI thread only
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
        self.held: Callable[[], bool] = lambda: False  # True while a person must act first
        self._position: Any = None  # the state the decision in progress is for
        self._bot: Bot | None = None
        self._started = 0.0
        self._decisions = 0
        self._kept: list[_Think] = []  # decisions handed to the pool, not yet surely done
        self.fast = False  # "Fast play" (ui/hurry.py): no pause before a computer's move

    def attach(self, controller: GameController, levels: dict[int, str]) -> None:
        """Play the seats of `levels` (seat -> level) of `controller`; people play the others.
        Whatever the runner did before is stopped and forgotten."""
        self.detach()
        self.controller = controller
        self.levels = dict(levels)
        controller.state_changed.connect(self._changed)
        QTimer.singleShot(0, self, self._poll)  # (gone with the runner)

    def detach(self) -> None:
        """Stop: no decision in progress, no seat played, no game followed."""
        self.cancel()
        if self.controller is not None:
            try:
                self.controller.state_changed.disconnect(self._changed)
            except (RuntimeError, TypeError):
                pass
        self.controller = None
        self.levels = {}

    def poll(self) -> None:
        """Look again whether a computer is to decide (after what held it back went away)."""
        QTimer.singleShot(0, self, self._poll)  # (gone with the runner)

    def bot_seats(self) -> set[int]:
        return set(self.levels)

    def cancel(self) -> None:
        """Forget any decision in progress (its answer will be dropped) and stop its search."""
        self.generation += 1
        self.thinking_seat = None
        self._position = None
        interrupt = getattr(self._bot, "interrupt", None)
        if interrupt is not None:
            interrupt.set()
        self._bot = None

    def shutdown(self) -> None:
        self.cancel()
        if self.pool.waitForDone(3000):
            self._kept.clear()

    def _keep(self, think: _Think) -> None:
        """Hold `think` until it is surely done: the pool runs one decision at a time, so every
        decision before the last one that started has returned to the pool."""
        last = max((i for i, t in enumerate(self._kept) if t.started), default=0)
        self._kept = self._kept[last:] + [think]

    def _changed(self, what: str) -> None:
        self.cancel()
        QTimer.singleShot(0, self, self._poll)  # (gone with the runner)

    def _poll(self) -> None:
        c = self.controller
        if c is None or self.thinking_seat is not None or c.is_over() or self.held():
            return
        seat = c.to_act()
        if seat is None or seat not in self.levels:
            return
        rules, state = c.rules, c.state
        self._decisions += 1
        bot = make_bot(self.levels[seat], rules, self.seed * 1_000_003 + self._decisions)
        self._bot = bot
        self.thinking_seat = seat
        self._position = state
        self._started = time.monotonic()
        self.thinking.emit(seat)
        think = _Think(bot, rules.view(state, seat), seat, list(rules.legal_moves(state)),
                       self.budget, self.generation, self.answer)
        self._keep(think)
        self.pool.start(think)

    def _answered(self, generation: int) -> None:
        move, error = self.answer.results.pop(generation, (None, "no answer"))
        if generation != self.generation or self.thinking_seat is None:
            return
        seat = self.thinking_seat
        if move is None:
            self.thinking_seat = None
            self.failed.emit(seat, error or "no move")
            return
        pause = 0 if self.fast else self.delay_ms
        wait = max(0, pause - int(1000 * (time.monotonic() - self._started)))
        # (the runner as context: a window closed and deleted meanwhile takes the timer along)
        QTimer.singleShot(wait, self, lambda: self._play(generation, seat, move))

    def _play(self, generation: int, seat: int, move: Move) -> None:
        c = self.controller
        if generation != self.generation or c is None:
            return
        position = self._position
        self.thinking_seat = None
        self._bot = None
        self._position = None
        if c.state is not position or c.to_act() != seat or seat not in self.levels:
            return  # chosen for another position, or the seat is no longer a computer's
        if self.held():
            self.poll()  # a person must act first: the decision is made again afterwards
            return
        if c.play(move):
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


def runner_of(window: Any) -> BotRunner:
    """The window's bot runner, made on first use; it stops when the window closes."""
    runner: BotRunner | None = getattr(window, "bots", None)
    if runner is None:
        runner = BotRunner(parent=window)
        _CloseWatcher(runner, window)
        window.bots = runner
    return runner
