"""A start-up trace for the benchmarks: `MEDICI_TABLE_STARTUP_TRACE=1 medici-table ...` prints
the wall clock when the first table (or the welcome screen) has been painted, then the time the
rest of the window was complete (`MainWindow.complete_startup`), and quits.
`MEDICI_TABLE_STARTUP_TRACE=exit` prints the first time only and ends the process there, with
no tear-down: an instruction count (callgrind) of the frozen bundle then stops at the first
frame, as `benchmarks/ui_startup.py`'s own children do.

The same for the source install and the frozen bundle (`benchmarks/ui_startup.py`,
`benchmarks/frozen.py`), so that both are measured by the program's own code. The hot seat's
first paint usually shows the curtain over an empty table: the curtain is lifted at once (as a
click would) and the time is taken when the table itself has been painted.
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

ENV = "MEDICI_TABLE_STARTUP_TRACE"


class FirstPaint(QObject):
    """Calls `done` once, after the first paint event of the window it watches. It watches the
    window alone, not the whole application: a Python filter on the application sees every event
    of every object, and PySide makes a Python object (and each class's enums, 150-odd at the
    first list) for each of them — a cost the program without the trace does not pay."""

    def __init__(self, done: object) -> None:
        super().__init__()
        self.done = done
        self.seen = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.done)  # type: ignore[call-overload]
        return False


def table_painted() -> None:
    """The window is up: lift the curtain if it covers the table, paint the table, then wait
    for the rest of the window (`complete_startup`), print both times and quit."""
    from medici_table.ui.window import MainWindow

    painted = time.time()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            if widget.welcome is None:  # (the welcome screen: painted)
                widget.table.curtain.lift()
                widget.table.view.viewport().repaint()
                painted = time.time()
            if os.environ.get(ENV) == "exit":
                print(f"{painted:.6f}", flush=True)
                os._exit(0)

            def done(at: float = painted) -> None:
                print(f"complete {time.time():.6f}", flush=True)
                print(f"{at:.6f}", flush=True)
                QApplication.quit()

            if widget.startup_complete:
                done()
            else:
                widget.completed.connect(done)
            return
    print(f"{painted:.6f}", flush=True)
    QApplication.quit()


def install(window: QWidget) -> None:
    """Time `window`'s first paint (the whole window is painted in that pass, its children too)."""
    watch = FirstPaint(table_painted)
    watch.setParent(window)
    window.installEventFilter(watch)
