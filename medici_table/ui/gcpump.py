"""Python's cycle collector, run on the GUI thread only.

A computer player thinks in a worker thread (`ui/botrunner.py`), allocating a great deal, and
Python's automatic collection runs in whichever thread crosses its allocation threshold: a
collection in the worker could free Qt objects of the GUI thread caught in reference cycles, or
meet the GUI thread's objects half made, and the program crashed (a segmentation fault against
the strong computer in Louis XIV, three test runs in seven; the crash showed the GUI thread
collecting while the worker searched). Qt's objects live on the GUI thread, so the collection
goes there: the automatic collector is switched off and a timer of the GUI thread collects as it
would have — a generation when its count passes Python's own threshold (the pattern of
pyqtgraph's and calibre's collectors). Counts are looked at every `INTERVAL_MS`, so the young
generation is collected at most that often, and the oldest as rarely as before.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250


class _Pump(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect)
        self.collections = 0  # (for the tests)

    def collect(self) -> None:
        """Collect the oldest generation whose count passed its threshold (none: nothing)."""
        limits, counts = gc.get_threshold(), gc.get_count()
        for generation in (2, 1, 0):
            if limits[generation] and counts[generation] > limits[generation]:
                gc.collect(generation)
                self.collections += 1
                return


_PUMP: list[_Pump] = []  # the process's one collector, once started


def start() -> None:
    """From now on, collect on this (the GUI) thread only; the automatic collector stays off.
    Call on the GUI thread, with a QApplication; again: nothing more."""
    gc.disable()
    if not _PUMP:
        _PUMP.append(_Pump())
        _PUMP[0].timer.start()


def running() -> bool:
    return bool(_PUMP) and _PUMP[0].timer.isActive() and not gc.isenabled()
