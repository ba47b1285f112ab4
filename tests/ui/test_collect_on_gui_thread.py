"""A computer player thinks in a worker thread while the table lives on the GUI thread: Python's
cycle collection, run in whichever thread crossed its threshold, crashed the program (a
segmentation fault against the strong computer in Louis XIV, in plain Python code of the GUI
thread, three test runs in seven). The collection now runs on the GUI thread only
(`ui/gcpump.py`), and the worker's answer crosses threads as a plain int."""

from __future__ import annotations

import gc
import random
from pathlib import Path
from typing import Any

import pytest
from journeys import person_move, window
from tablebot import read_sheets

from medici_table.app.record import PERSON
from medici_table.ui import gcpump
from medici_table.ui.botrunner import BotRunner, _Answer


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_with_a_computer_player_python_collects_on_the_gui_thread_only(qapp: Any) -> None:
    runner = BotRunner()
    assert gcpump.running() and not gc.isenabled()  # no collection in the worker thread
    pump = gcpump._PUMP[0]
    limit = gc.get_threshold()[0]
    gc.collect()
    before = pump.collections
    for _ in range(limit + 50):
        _Cycle()  # garbage only the cycle collector frees
    assert gc.get_count()[0] > limit
    pump.collect()  # what the timer does
    assert pump.collections == before + 1 and gc.get_count()[0] < limit
    pump.collect()  # under every threshold: nothing
    assert pump.collections == before + 1
    runner.deleteLater()


def test_the_workers_answer_crosses_threads_as_a_number(qapp: Any) -> None:
    meta = _Answer.staticMetaObject
    ready = next(meta.method(i) for i in range(meta.methodCount())
                 if bytes(meta.method(i).name().data()) == b"ready")
    assert [bytes(t.data()) for t in ready.parameterTypes()] == [b"int"]


@pytest.mark.slow
@pytest.mark.parametrize("seed", [7, 8])
def test_a_louis_xiv_evening_against_two_strong_computers(qtbot: Any, tmp_path: Path,
                                                          seed: int) -> None:
    """The evening that crashed: Louis XIV, a person against two strong computers, to the end."""
    w = window(qtbot, tmp_path, "louis_xiv", [PERSON, "strong", "strong"], seed=seed, n=3)
    w.bots.budget = 0.05
    rng = random.Random(seed)
    while not w.controller.is_over():
        for _ in range(1200):
            read_sheets(qtbot, w)
            if w.controller.is_over() or not w.table.bot_turn():
                break
            qtbot.wait(50)
        read_sheets(qtbot, w)
        if w.controller.is_over():
            break
        person_move(qtbot, w, rng)
    assert w.controller.is_over() and gcpump.running()
