"""The real program in separate processes: killed (SIGKILL) in the middle of a game against the
computer, it resumes with its computers playing on, in all five games; and a second start
while one runs brings the first window to the front instead of opening a second writer of the
same autosave — unless the first is gone, when its game is taken over."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from journeys import GAMES, names, solo_kinds

from medici_table import games
from medici_table.engine import Move

DRIVER = '''
import json, random, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["medici-table"])
from medici_table.ui.app import run  # noqa: E402
from medici_table.ui.saves import SaveManager  # noqa: E402
from medici_table.ui.window import MainWindow  # noqa: E402

mode, game, players, seats = sys.argv[1:5]
chooser = random.Random(11)
printed = [0]


def window():
    return next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))


def report():
    w = window()
    history = w.controller.session.history
    for step in history[printed[0]:]:
        print("played", step.player, json.dumps(step.move.to_dict()), flush=True)
    printed[0] = len(history)


def person():
    """The person's moves (seat 0), chosen at random, while the computers play theirs."""
    w = window()
    report()
    c = w.controller
    if c.is_over():
        print("over", flush=True)
        return
    if c.to_act() == 0 and not w.table.bot_turn():
        moves = c.legal_moves()
        c.play(moves[chooser.randrange(len(moves))])
        report()
    QTimer.singleShot(1, person)


def begin():
    w = window()
    if not w.startup_complete:
        w.completed.connect(begin)
        return
    w.bots.delay_ms, w.bots.budget = 0, 0.02
    if mode == "resume":
        bar = w.findChild(SaveManager, "saves").resume_bar
        if not bar.isHidden():
            bar.resume_button.click()
        print("resumed", json.dumps([m.to_dict() for m in w.controller.session.moves()]),
              flush=True)
        print("seats", json.dumps(w.config.seats), flush=True)
        printed[0] = len(w.controller.session.history)
        if set(w.config.seats) == {"person"}:
            app.quit()
            return
        w.bots.played.connect(lambda seat, move: (print("computer", seat, flush=True),
                                                  app.quit()))
    elif mode == "wait":  # three moves, written whole; then the window waits
        for _ in range(3):
            moves = w.controller.legal_moves()
            w.controller.play(moves[chooser.randrange(len(moves))])
        w.findChild(SaveManager, "saves").flush_autosave()
        w.single_table.show_wanted.connect(lambda: print("shown", flush=True))
        print("ready", flush=True)
        return
    person()


QTimer.singleShot(0, begin)
code = run(["--game", game, "--players", players, "--seats", seats, "--seed", "7"])
print("exit", code, flush=True)
sys.exit(code)
'''


def environment(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", MEDICI_TABLE_DATA_DIR=str(tmp_path),
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                XDG_RUNTIME_DIR=str(tmp_path / "run"))


def start(tmp_path: Path, mode: str, game: str, seats: list[str]) -> subprocess.Popen[str]:
    script = tmp_path / "drive.py"
    script.write_text(DRIVER)
    (tmp_path / "run").mkdir(exist_ok=True, mode=0o700)
    return subprocess.Popen([sys.executable, str(script), mode, game,
                             ",".join(names(game, len(seats))), ",".join(seats)],
                            env=environment(tmp_path), text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)


def lines_of(child: subprocess.Popen[str], timeout: float = 90) -> dict[str, list[str]]:
    watchdog = threading.Timer(timeout, child.kill)
    watchdog.start()
    try:
        out, _err = child.communicate()
    finally:
        watchdog.cancel()
    found: dict[str, list[str]] = {}
    for line in out.splitlines():
        key, _, rest = line.partition(" ")
        found.setdefault(key, []).append(rest)
    return found


@pytest.mark.parametrize("game", [g if g == "court_of_the_medici" else  # 6 s a game
                                  pytest.param(g, marks=pytest.mark.slow) for g in GAMES])
def test_killed_mid_game_the_computers_play_on_after_resume(tmp_path: Path, game: str) -> None:
    seats = solo_kinds(game)
    child = start(tmp_path, "play", game, seats)
    watchdog = threading.Timer(90, child.kill)
    watchdog.start()
    played: list[tuple[int, dict[str, Any]]] = []
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("played "):
            _, seat, move = line.split(" ", 2)
            played.append((int(seat), json.loads(move)))
        computers = sum(1 for seat, _ in played if seat != 0)
        if computers >= 3 and len(played) >= 12:
            os.kill(child.pid, signal.SIGKILL)
            break
    played += [(int(x.split(" ", 2)[1]), json.loads(x.split(" ", 2)[2]))
               for x in child.stdout if x.startswith("played ")]
    child.wait()
    watchdog.cancel()
    assert child.returncode == -signal.SIGKILL, child.stderr.read() if child.stderr else ""
    assert any(seat != 0 for seat, _ in played), "the computers had played"
    found = lines_of(start(tmp_path, "resume", game, [seats[0]] * len(seats)))
    assert "resumed" in found, found
    resumed = json.loads(found["resumed"][0])
    moves = [move for _seat, move in played]
    assert resumed[: len(moves)] == moves and len(resumed) - len(moves) in (0, 1)
    assert json.loads(found["seats"][0]) == seats, "the seats came back with the game"
    assert found.get("computer"), "a computer played on after the resume"
    assert all(int(seat) != 0 for seat in found["computer"])
    rules = games.get(game)
    state = rules.new_game(names(game, len(seats)), {}, 7)
    for move in resumed:
        state = rules.apply(state, Move.from_dict(move))  # the resumed game is that game


def test_a_second_start_shows_the_first_window_and_never_writes_its_autosave(
        tmp_path: Path) -> None:
    first = start(tmp_path, "wait", "court_of_the_medici", ["person", "person"])
    assert first.stdout is not None
    watchdog = threading.Timer(90, first.kill)
    watchdog.start()
    try:
        assert first.stdout.readline().strip() == "ready"
        autosave = tmp_path / "autosave" / "autosave.medici.json"
        before = autosave.stat().st_mtime_ns
        second = subprocess.run([sys.executable, "-m", "medici_table"],
                                env=environment(tmp_path), text=True, capture_output=True,
                                timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already open" in second.stdout and "front" in second.stdout
        assert first.stdout.readline().strip() == "shown", "the first window was asked"
        assert autosave.stat().st_mtime_ns == before, "the second start wrote nothing"
        assert not list((tmp_path / "autosave").glob("interrupted-*")), "nothing set aside"
        first.send_signal(signal.SIGKILL)
        first.wait()
        third = subprocess.run([sys.executable, str(tmp_path / "drive.py"), "resume",
                                "court_of_the_medici", "Ada,Bo", "person,person"],
                               env=environment(tmp_path), text=True, capture_output=True,
                               timeout=60)
        assert "resumed" in third.stdout, "the first is gone: its game is taken over"
        resumed = json.loads(third.stdout.split("resumed ", 1)[1].splitlines()[0])
        assert len(resumed) == 3
    finally:
        watchdog.cancel()
        first.kill()


def test_one_claim_at_a_time_and_an_unwritable_folder_does_not_stop_the_table(
        qtbot: Any, tmp_path: Path) -> None:
    from medici_table.ui.single import SingleTable

    first, second = SingleTable(tmp_path / "autosave"), SingleTable(tmp_path / "autosave")
    assert first.claim() and not second.claim()
    first.open_door()
    assert first.server is not None and first.server.isListening()
    first.release()
    assert second.claim()
    second.release()
    (tmp_path / "file").write_text("not a folder")
    assert SingleTable(tmp_path / "file" / "autosave").claim()
