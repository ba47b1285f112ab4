"""Bots at the table: they think in a worker thread while the window keeps running, get no
curtain, and play whole games against a person through the UI."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from medici_table.bots.base import NormalBot
from medici_table.engine import Move
from medici_table.ui import theme
from medici_table.ui.botrunner import BotRunner
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.window import MainWindow


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    made: list[MainWindow] = []

    def make(game: str, players: list[str], seats: list[str], seed: int = 3) -> MainWindow:
        theme.load_fonts()
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        w = MainWindow(GameConfig(game, players, {}, seed, seats), settings, anim_ms=0)
        w.bots.delay_ms = 0
        w.bots.budget = 0.05
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.close()


def test_a_bot_thinking_does_not_block_the_event_loop(window: Any, qtbot: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot's decision waits on an event the GUI thread sets from a timer: it can only
    finish if the event loop keeps turning while the bot thinks."""
    release = threading.Event()
    threads: list[str] = []

    def slow_choose(self: NormalBot, view: Any, me: int, moves: Sequence[Move],
                    budget: float) -> Move:
        threads.append(threading.current_thread().name)
        assert release.wait(5), "the GUI thread never got to run"
        return moves[0]

    monkeypatch.setattr(NormalBot, "choose", slow_choose)
    w = window("court_of_the_medici", ["Ada", "Bo"], ["normal", "person"], seed=8)
    if w.controller.to_act() != 0:
        pytest.skip("seed gives the first turn to the person")
    runner: BotRunner = w.bots
    with qtbot.waitSignal(runner.thinking, timeout=2000):
        pass
    assert w.table.bot_turn() and w.table.busy()
    assert "thinking" in w.status_label.text()
    ticks = []
    from PySide6.QtCore import QTimer

    QTimer.singleShot(20, lambda: (ticks.append(time.monotonic()), release.set()))
    with qtbot.waitSignal(runner.played, timeout=5000):
        pass
    assert ticks, "the timer fired while the bot was thinking"
    assert threads and threads[0] != threading.main_thread().name
    assert not w.table.curtain.isVisible()


def test_one_person_and_a_bot_need_no_curtain(window: Any, qtbot: Any) -> None:
    w = window("court_of_the_medici", ["Ada", "Bo"], ["person", "normal"], seed=4)
    for _ in range(6):
        qtbot.waitUntil(lambda: not w.table.bot_turn(), timeout=5000)
        assert not w.table.curtain.isVisible()
        moves = w.controller.legal_moves()
        assert w.table.play_move(moves[0])
    # the person's seat is the one drawn, also while the bot decides
    assert w.table.viewer == 0


def test_a_new_game_while_a_bot_thinks_stops_it_and_drops_its_answer(window: Any,
                                                                    qtbot: Any) -> None:
    w = window("court_of_the_medici", ["Ada", "Bo"], ["person", "strong"], seed=4)
    w.bots.budget = 1.5
    for _ in range(5):
        qtbot.waitUntil(lambda: not w.table.bot_turn(), timeout=5000)
        w.table.play_move(w.controller.legal_moves()[0])
        if w.table.bot_turn():
            qtbot.waitUntil(lambda: w.bots.thinking_seat is not None, timeout=2000)
            break
    thinking = w.bots._bot
    assert thinking is not None, "the bot never got a turn"
    w.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 5, ["person", "person"]))
    assert thinking.interrupt.is_set()  # type: ignore[attr-defined]
    qtbot.wait(300)
    assert w.controller.session.history == []
    assert w.table.bot_seats == set()


SEATINGS = {"medici": (["Ada", "Bo", "Cy"], ["person", "normal", "strong"]),
            "court_of_the_medici": (["Ada", "Bo"], ["person", "strong"])}


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow) if g == "medici" else g
                                  for g in sorted(SEATINGS)])  # Medici's is long: CI runs it
def test_a_person_plays_a_seeded_game_to_the_end_against_bots(window: Any, qtbot: Any,
                                                             game: str) -> None:
    """The person picks each move in the Moves panel with the keyboard (or a button of the
    table's own question); the bots answer by themselves; the table always shows the
    person's seat and never a curtain."""
    from PySide6.QtCore import Qt

    from medici_table.ui import games as tables
    from medici_table.ui.docks import unique_lines

    if game not in tables.available():
        pytest.skip(f"{game} has no table yet")
    import random

    names, seats = SEATINGS[game]
    w = window(game, names, seats, seed=21)
    w.bots.budget = 0.02
    rng = random.Random(21)
    bot_moves: list[Any] = []
    w.bots.played.connect(lambda seat, move: bot_moves.append((seat, move)))
    person_moves = 0
    sheet = w.table.interlude
    while not w.controller.is_over():
        qtbot.waitUntil(lambda: w.controller.is_over() or not w.table.bot_turn()
                        or sheet.isVisible(), timeout=10000)
        if sheet.isVisible():  # a scoring is read before anyone plays on, computers too
            qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
            continue
        if w.controller.is_over():
            break
        assert not w.table.curtain.isVisible()
        assert w.table.viewer == 0 and w.controller.to_act() == 0
        before = len(w.controller.session.history)
        prompt = w.table.prompt
        if prompt.isVisible():  # a decision the table asks at once (a Jester's value, ...)
            qtbot.mouseClick(prompt.buttons[rng.randrange(len(prompt.buttons))],
                             Qt.MouseButton.LeftButton)
        else:
            listed = w.moves_dock.moves
            legal = w.controller.legal_moves()  # each line once (jokers, twin cards)
            assert listed == [m for m, _ in unique_lines(list(zip(
                legal, w.controller.describe_all(legal), strict=True)))]
            w.moves_dock.list.setCurrentRow(rng.randrange(len(listed)))
            qtbot.keyClick(w.moves_dock.list, Qt.Key.Key_Return)
        assert len(w.controller.session.history) == before + 1
        person_moves += 1
        assert person_moves < 2000
    qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=2000)
    players = {step.player for step in w.controller.session.history}
    assert players == set(range(len(names)))
    assert bot_moves and all(seat != 0 for seat, _ in bot_moves)
