"""Save, Open, recent files, autosave, resume after a SIGKILL, and the replay controls."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from journeys import answer_save_first
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.autosave import Autosaver
from medici_table.engine import GameSession, Move
from medici_table.engine.sim import default_players
from medici_table.ui import theme
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.replay import ReplayController
from medici_table.ui.saves import HIDDEN_NOTICE, SaveManager
from medici_table.ui.window import MainWindow

SHOTS = Path(__file__).resolve().parent.parent / "screenshots"
FILTER_ANY = "All files (*)"


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


@pytest.fixture
def open_window(qtbot: Any, tmp_path: Path) -> Callable[..., MainWindow]:
    """A window whose settings (and so its autosave folder) live in tmp_path."""
    def make(seed: int = 3) -> MainWindow:
        return shown(qtbot, tmp_path, ["Ada", "Bo"], seed, (1500, 950))
    return make


def shown(qtbot: Any, folder: Path, names: list[str], seed: int, size: tuple[int, int],
          lang: str = "") -> MainWindow:
    """A Court of the Medici window of `names` on deal `seed`, its settings (and so its
    autosave folder) in `folder`, shown at `size` and active."""
    theme.load_fonts()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameConfig("court_of_the_medici", names, {}, seed), settings,
                        anim_ms=0, lang=lang)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def saves_of(window: MainWindow) -> SaveManager:
    manager = window.findChild(SaveManager, "saves")
    assert isinstance(manager, SaveManager)
    return manager


def play(window: MainWindow, count: int, seed: int = 1) -> None:
    chooser = random.Random(seed)
    for _ in range(count):
        moves = window.controller.legal_moves()
        assert window.controller.play(moves[chooser.randrange(len(moves))])


def test_ctrl_s_saves_and_ctrl_o_opens_the_game_with_its_history(
        qtbot: Any, open_window: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window()
    play(window, 9)
    target = tmp_path / "evening"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), FILTER_ANY))
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = target.with_name("evening" + sf.SUFFIX)
    data, session = sf.load(saved)
    assert session.state == window.controller.state and len(data.moves) == 9
    assert data.seed == 3 and data.start is None
    assert window.notice.text() == "Saved to evening.medici.json."
    notice = saves_of(window).message  # what a save holds: said once, in a box
    assert notice is not None and notice.isVisible() and notice.text() == HIDDEN_NOTICE
    SHOTS.mkdir(exist_ok=True)
    assert notice.grab().save(str(SHOTS / "save_notice.png"))
    notice.accept()
    before = window.controller.state
    window.start(GameConfig("court_of_the_medici", ["Cy", "Di"], {}, 8))
    assert window.controller.state != before
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(saved), FILTER_ANY))
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state == before
    assert window.log_dock.list.count() == 9
    assert window.config.players == ["Ada", "Bo"]
    assert saves_of(window).recent()[0] == str(saved)
    play(window, 1, seed=5)  # the opened game goes on
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert len(sf.read(saved).moves) == 10, "Ctrl+S saves to the opened file without asking"
    assert saves_of(window).message is notice, "the notice box is shown once, not at every save"


def test_a_damaged_file_is_refused_with_a_message_and_the_game_goes_on(
        open_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    window = open_window()
    play(window, 3)
    state = window.controller.state
    bad = tmp_path / "bad.medici.json"
    bad.write_text('{"format": "medici-table-save", "version": 2, "game": "ches')
    manager = saves_of(window)
    assert not manager.open_file(bad)
    assert manager.message is not None and manager.message.isVisible()
    assert "cut short" in manager.message.text() and str(bad) in manager.message.text()
    assert window.controller.state == state


def test_a_save_that_cannot_be_written_says_why(open_window: Callable[..., MainWindow],
                                                tmp_path: Path) -> None:
    window = open_window()
    play(window, 2)
    (tmp_path / "a-file").write_text("not a folder")
    manager = saves_of(window)
    assert not manager.save_to(tmp_path / "a-file" / "game.medici.json")
    assert manager.message is not None and "could not be saved" in manager.message.windowTitle()
    assert manager.path is None and window.controller.legal_moves()


def test_the_recent_files_menu_reopens_a_save(qtbot: Any, open_window: Callable[..., MainWindow],
                                              tmp_path: Path) -> None:
    window = open_window()
    manager = saves_of(window)
    play(window, 4)
    manager.save_to(tmp_path / "one.medici.json")
    state = window.controller.state
    play(window, 2, seed=9)
    manager.recent_menu.aboutToShow.emit()
    entries = [a for a in manager.recent_menu.actions() if a.text().startswith("&1")]
    assert entries and entries[0].text() == "&1 one.medici.json"
    entries[0].trigger()
    answer_save_first(qtbot, window)  # the two moves since the save: asked about first
    assert window.controller.state == state


def test_every_move_is_autosaved_and_the_next_start_offers_to_resume(
        qtbot: Any, open_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    first = open_window()
    play(first, 12)
    autosave = saves_of(first).autosaver.current
    assert autosave.parent == tmp_path / "autosave"
    assert len(autosaved(qtbot, first).moves) == 12
    state = first.controller.state
    first.close()
    second = open_window()
    bar = saves_of(second).resume_bar
    assert not bar.isHidden() and "Court of the Medici with Ada and Bo: 12 moves" in bar.label.text()
    _shot(second, "resume_offer.png")
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    assert bar.isHidden()
    assert second.controller.state == state and second.log_dock.list.count() == 12
    assert saves_of(second).autosaver.interrupted() == []
    assert len(sf.read(autosave).moves) == 12


def test_a_move_is_journaled_at_once_and_the_whole_autosave_follows_the_paint(
        qtbot: Any, open_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    """Killed before the event loop turns (the whole file not yet written), no move is lost:
    the journal holds the moves since the last whole save, and the next start folds them in."""
    window = open_window()
    play(window, 9)
    autosaver = saves_of(window).autosaver
    assert autosaver.journal_path.exists()
    assert len(sf.read(autosaver.current).moves) < 9  # the whole file comes after the paint
    killed = tmp_path / "killed"
    killed.mkdir()
    for f in (autosaver.current, autosaver.journal_path):  # the folder as a kill leaves it
        (killed / f.name).write_bytes(f.read_bytes())
    restarted = Autosaver(killed)
    restarted.set_aside()
    offer = restarted.offer()
    assert offer is not None and offer.moves == 9
    assert offer.session.state == window.controller.state
    assert not restarted.journal_path.exists()
    assert len(autosaved(qtbot, window).moves) == 9  # and the whole file once the loop turned
    undo_at = window.controller.state
    for _ in range(20):  # a move that can be undone (not a draw)
        play(window, 1, seed=5)
        if window.controller.can_undo() and window.controller.session.history[-1].move.kind != "draw":
            break
        undo_at = window.controller.state
    assert autosaver.journal_path.exists()
    assert window.controller.undo()  # an undo is written whole at once, and the journal emptied
    assert not autosaver.journal_path.exists()
    assert sf.load(autosaver.current)[1].state == undo_at


def test_discarding_the_interrupted_game_removes_it(qtbot: Any,
                                                    open_window: Callable[..., MainWindow]) -> None:
    first = open_window()
    play(first, 5)
    first.close()
    second = open_window()
    manager = saves_of(second)
    fresh = second.controller.state
    qtbot.mouseClick(manager.resume_bar.discard_button, Qt.MouseButton.LeftButton)
    assert manager.resume_bar.isHidden() and manager.autosaver.interrupted() == []
    assert second.controller.state == fresh
    second.close()
    assert saves_of(open_window()).resume_bar.isHidden(), "a third start offers nothing"


def test_the_replay_controls_step_through_the_game_with_the_log_in_sync(
        qtbot: Any, open_window: Callable[..., MainWindow]) -> None:
    window = open_window()
    play(window, 14)
    live_moves = window.controller.session.moves()
    manager = saves_of(window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    bar = manager.replay_bar
    replay = manager.replay
    assert replay is not None and not bar.isHidden() and replay.index == 0
    assert window.log_dock.list.count() == 0 and window.controller.legal_moves() == []
    for expected in (1, 2, 3):
        qtbot.mouseClick(bar.buttons["next"], Qt.MouseButton.LeftButton)
        assert replay.index == expected == window.log_dock.list.count()
    qtbot.mouseClick(bar.buttons["prev"], Qt.MouseButton.LeftButton)
    assert replay.index == 2 and bar.slider.value() == 2
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert replay.index == 3
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert replay.index == 2
    assert window.log_dock.list.item(1).text().endswith(replay.steps[1].description)
    qtbot.mouseClick(bar.buttons["last"], Qt.MouseButton.LeftButton)
    assert replay.index == 14 and not bar.buttons["next"].isEnabled()
    bar.slider.setValue(6)
    assert replay.index == 6 and window.log_dock.list.count() == 6
    assert bar.caption.text().startswith("Move 6 of 14: ")
    assert not manager.save_action.isEnabled()
    assert "a replay is shown" in manager.save_action.statusTip()
    _lift(qtbot, window)
    _shot(window, "replay_controls.png")
    qtbot.mouseClick(bar.buttons["first"], Qt.MouseButton.LeftButton)
    assert replay.index == 0 and not bar.buttons["prev"].isEnabled()
    here = window.seating.replayed.first_continuable()  # after the last card drawn
    bar.slider.setValue(here)
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    assert bar.isHidden() and manager.replay is None
    assert window.controller.session.moves() == live_moves[:here]
    assert window.controller.legal_moves(), f"the game goes on from move {here}"
    assert manager.save_action.isEnabled()
    play(window, 2, seed=4)
    assert len(autosaved(qtbot, window).moves) == here + 2


def test_closing_a_replay_returns_to_the_live_game(qtbot: Any,
                                                   open_window: Callable[..., MainWindow],
                                                   tmp_path: Path) -> None:
    window = open_window()
    play(window, 7)
    live = window.controller
    manager = saves_of(window)
    manager.save_to(tmp_path / "old.medici.json")
    play(window, 3, seed=2)
    assert manager.replay_file(tmp_path / "old.medici.json")
    assert manager.replay is not None and manager.replay.length == 7
    qtbot.mouseClick(manager.replay_bar.close_button, Qt.MouseButton.LeftButton)
    assert window.controller is live and len(live.session.history) == 10
    play(window, 1, seed=3)
    assert len(autosaved(qtbot, window).moves) == 11


def test_playing_on_from_a_replay_of_another_game_asks_before_replacing_the_one_under_way(
        qtbot: Any, open_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    """Seen playing an evening (a Play again game of three moves, then Replay the last finished
    game, then Continue from here): the game under way was replaced without a word. Now the
    table asks first, naming that game, as every way that replaces it does (ui/unsaved.py);
    Cancel keeps it (the replay stays), Don't save plays on from the replay. Replaying the game
    under way itself asks nothing (it is its own undo), and neither does a game with no move
    yet."""
    window = open_window()
    window.set_language("fr")
    play(window, 5)
    manager = saves_of(window)
    manager.save_to(tmp_path / "old.medici.json")
    play(window, 3, seed=2)
    live = window.controller
    assert manager.replay_file(tmp_path / "old.medici.json")
    bar = manager.replay_bar
    bar.slider.setValue(window.seating.replayed.first_continuable())
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    question = window.save_first
    assert question is not None and question.isVisible()
    words = question.text()
    assert "La partie « Court of the Medici » avec Ada et Bo n'est pas terminée" in words
    assert "ne sera pas non plus proposée à la reprise" in words
    SHOTS.mkdir(exist_ok=True)
    assert question.grab().save(str(SHOTS / "replace_question_fr.png"))
    qtbot.mouseClick(question.cancel, Qt.MouseButton.LeftButton)
    assert manager.replay is not None and not bar.isHidden(), "still the replay"
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert window.controller is live and len(live.session.history) == 8, "kept"
    assert manager.replay_file(tmp_path / "old.medici.json")
    here = window.seating.replayed.first_continuable()
    bar.slider.setValue(here)
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    answer_save_first(qtbot, window, "dont_save")
    assert bar.isHidden() and manager.replay is None
    assert window.controller is not live and len(window.controller.session.history) == here
    # the game under way replayed: Continue from here is its own undo, asked nothing
    play(window, 2, seed=3)
    manager.replay_current()
    bar.slider.setValue(window.seating.replayed.first_continuable())
    before = window.save_first
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    assert window.save_first is before and bar.isHidden()


def test_a_finished_game_is_kept_and_replayed_with_the_whole_table(
        qtbot: Any, open_window: Callable[..., MainWindow]) -> None:
    first = open_window()
    chooser = random.Random(2)
    while not first.controller.is_over():
        moves = first.controller.legal_moves()
        first.controller.play(moves[chooser.randrange(len(moves))])
    final = first.controller.state
    first.close()
    second = open_window()
    manager = saves_of(second)
    assert manager.resume_bar.isHidden(), "a finished game is not offered for resuming"
    assert manager.replay_last_action.isEnabled()
    manager.replay_last_action.trigger()
    replay = manager.replay
    assert replay is not None and replay.finished
    manager.replay_bar.slider.setValue(replay.length // 2)
    assert second.table.curtain.isHidden(), "no curtain: the game is over, hands are open"
    shown = second.controller.view(second.table.viewer)
    assert shown == replay.state and not any(
        isinstance(c, str) and c.startswith("?") for c in json.dumps(shown.to_dict()).split('"'))
    _shot(second, "replay_finished_game.png")
    qtbot.mouseClick(manager.replay_bar.buttons["last"], Qt.MouseButton.LeftButton)
    assert replay.state == final and not manager.replay_bar.continue_button.isEnabled()


@pytest.mark.parametrize("game_id", games.available())
def test_a_replay_of_every_game_steps_exactly_and_takes_no_move(qtbot: Any, game_id: str) -> None:
    rules = games.get(game_id)
    session = GameSession(rules, rules.new_game(default_players(rules, rules.meta.min_players),
                                                {}, 4))
    chooser = random.Random(4)
    while not rules.is_over(session.state):
        moves = session.legal_moves()
        session.play(moves[chooser.randrange(len(moves))])
    replay = ReplayController(rules, session)
    for index in sorted({0, 1, replay.length // 2, replay.length}):
        replay.go(index)
        expected = session.history[index - 1].after if index else session.initial
        assert replay.state == expected and len(replay.session.history) == index
        assert replay.legal_moves() == [] and not replay.play(Move("any"))
    assert replay.view(0) == replay.state, "a finished game is replayed with its hands shown"
    assert not replay.has_secrets()
    replay.go(replay.length // 2)
    assert replay.session_here().state == replay.state


def test_killing_the_application_mid_game_loses_no_move(tmp_path: Path) -> None:
    """SIGKILL the real application while it plays; the restart resumes at the last move."""
    script = tmp_path / "drive.py"
    script.write_text(DRIVER)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEDICI_TABLE_DATA_DIR=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    child = subprocess.Popen([sys.executable, str(script), "play"], env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    watchdog = threading.Timer(90, child.kill)
    watchdog.start()
    played: list[dict[str, Any]] = []
    goal = random.Random().randrange(15, 40)
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("played "):
            played.append(json.loads(line.split(" ", 2)[2]))
        if len(played) >= goal:
            os.kill(child.pid, signal.SIGKILL)
            break
    played += [json.loads(x.split(" ", 2)[2]) for x in child.stdout if x.startswith("played ")]
    child.wait()
    watchdog.cancel()
    assert child.returncode == -signal.SIGKILL, child.stderr.read() if child.stderr else ""
    restart = subprocess.run([sys.executable, str(script), "resume"], env=env, text=True,
                             capture_output=True, timeout=90)
    lines = {x.split(" ", 1)[0]: x.split(" ", 1)[1] for x in restart.stdout.splitlines()}
    assert "resumed" in lines, restart.stdout + restart.stderr
    resumed = json.loads(lines["resumed"])
    assert resumed[: len(played)] == played, f"killed after {len(played)} moves"
    assert len(resumed) - len(played) in (0, 1), "at most the move being printed when killed"
    rules = games.get("court_of_the_medici")
    state = rules.new_game(["Ada", "Bo"], {}, 7)
    for move in resumed:
        state = rules.apply(state, Move.from_dict(move))
    assert json.loads(lines["state"]) == state.to_dict()


DRIVER = '''
import json, random, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["medici-table"])
from medici_table.ui.app import run  # noqa: E402
from medici_table.ui.saves import SaveManager  # noqa: E402
from medici_table.ui.window import MainWindow  # noqa: E402

chooser = random.Random(11)


def window():
    return next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))


def play():
    c = window().controller
    if c.is_over():
        print("over", flush=True)
        return
    moves = c.legal_moves()
    move = moves[chooser.randrange(len(moves))]
    c.play(move)
    print("played", len(c.session.history), json.dumps(move.to_dict()), flush=True)
    QTimer.singleShot(1, play)


def resume():
    w = window()
    if not w.startup_complete:  # the files come in after the table's first frame
        w.completed.connect(resume)
        return
    manager = w.findChild(SaveManager, "saves")
    if not manager.resume_bar.isHidden():
        manager.resume_bar.resume_button.click()
    print("resumed", json.dumps([m.to_dict() for m in w.controller.session.moves()]), flush=True)
    print("state", json.dumps(w.controller.state.to_dict()), flush=True)
    app.quit()


QTimer.singleShot(0, play if sys.argv[1] == "play" else resume)
sys.exit(run(["--game", "court_of_the_medici", "--players", "Ada,Bo", "--seed", "7"]))
'''


def autosaved(qtbot: Any, window: MainWindow) -> sf.SaveData:
    """The autosave once the event loop has turned: the whole file is written after the paint,
    and its journal then emptied."""
    autosaver = saves_of(window).autosaver
    qtbot.waitUntil(lambda: not autosaver.journal_path.exists())
    return sf.read(autosaver.current)


def _lift(qtbot: Any, window: MainWindow) -> None:
    if window.table.curtain.isVisible():
        qtbot.mouseClick(window.table.curtain, Qt.MouseButton.LeftButton)


def _shot(window: MainWindow, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    assert window.grab().save(str(SHOTS / name))


def test_a_long_resume_offer_keeps_a_1024_pixel_window_as_it_is(
        qtbot: Any, tmp_path: Path) -> None:
    """Found by grabbing tables at 1024 pixels: the offer's words, in a plain label as wide as
    they are, widened the window to 1,138-1,171 pixels, past a small screen's edge."""
    theme.load_fonts()
    names = ["Bartolomea Ammannati", "Cosimo il Vecchio"]

    def started() -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(GameConfig("court_of_the_medici", names, {}, 3), settings, anim_ms=0)
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        return window

    first = started()
    play(first, 6)
    first.close()
    second = started()
    bar = saves_of(second).resume_bar
    assert not bar.isHidden()
    QApplication.processEvents()
    words = bar.label.text()
    assert "Bartolomea Ammannati and Cosimo il Vecchio: 6 moves" in words
    assert second.width() == 1024, "the offer did not widen the window"
    for button in (bar.resume_button, bar.discard_button):  # both whole, in the bar
        assert button.isVisible() and bar.rect().contains(button.geometry())
    assert bar.label.toolTip() == words  # cut on screen, whole in its tooltip
    _shot(second, "resume_offer_1024.png")
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    assert bar.isHidden() and len(second.controller.session.history) == 6


# --- the status line after a save -----------------------------------------------------------------

SAVED = {"en": "Saved to {name}.", "fr": "Enregistrée dans {name}."}


def at_1024(qtbot: Any, tmp_path: Path, lang: str) -> MainWindow:
    """A two-seat table in a 1024-pixel window, in `lang`, its files complete."""
    window = shown(qtbot, tmp_path, ["Bartolomea Ammannati", "Cosimo il Vecchio"], 3,
                   (1024, 700), lang)
    window.completed_saves()
    qtbot.waitUntil(lambda: window.width() == 1024)
    return window


def assert_whole(window: MainWindow, message: str) -> None:
    """`message` is the passing notice beside the prompt, before the "What can I do now?" link:
    the prompt stays whole in sight, the notice takes the room it leaves, whole where it fits,
    else cut with '…' and whole in its tooltip (a long file's name at 1024 pixels)."""
    notice, prompt = window.notice, window.status_label
    QApplication.processEvents()  # (laid out again for its words)
    assert notice.isVisible() and notice.text() == message
    assert prompt.isVisible() and prompt.text() and window.statusBar().currentMessage() == ""
    assert prompt.toolTip() == "", "the prompt is cut"
    wide = notice.fontMetrics().horizontalAdvance(message)
    if wide > notice.contentsRect().width():  # cut: only where the whole could not be there
        assert notice.toolTip() == message
        assert notice.geometry().left() + 18 + wide > window.what_now.geometry().left() - 8
    assert prompt.geometry().right() < notice.geometry().left()
    assert notice.geometry().right() < window.what_now.geometry().left()


def assert_whole_message(window: MainWindow, message: str) -> None:
    """`message` is the status bar's passing message (a disabled menu entry's reason), drawn
    whole, before the "What can I do now?" link (ui/elided.py)."""
    bar = window.statusBar()
    assert bar.currentMessage() == message
    rect, words = bar.shown_message()
    assert words == message, f"cut: {words!r}"
    assert bar.fontMetrics().horizontalAdvance(message) <= rect.width()
    assert rect.right() < window.what_now.geometry().left()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_status_line_after_a_save_says_the_file_whole_at_1024_pixels(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Seen in a real window: after the first save the status line said the one-time notice's
    long words again (its box says them whole) and was cut at 1,152 pixels. Now it says which
    file, short, whole at 1024 pixels in either language; the notice stays in its box."""
    window = at_1024(qtbot, tmp_path, lang)
    play(window, 6)
    offered: list[str] = []

    def save_dialog(_parent: Any, _caption: str, start: str, kinds: str) -> tuple[str, str]:
        offered.append(start)  # the name offered, in the test's folder
        return str(tmp_path / Path(start).name), kinds

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = tmp_path / Path(offered[0]).name
    assert saved.exists() and saved.name.startswith(games.get("court_of_the_medici").name(lang))
    manager = saves_of(window)
    notice = manager.message
    assert notice is not None and notice.isVisible()
    assert len(notice.text()) > 100 and notice.text() not in window.notice.text()
    assert_whole(window, SAVED[lang].format(name=saved.name))
    notice.grab().save(str(SHOTS / f"save_notice_{lang}.png"))
    notice.accept()
    QApplication.processEvents()
    _shot(window, f"status_after_save_1024_{lang}.png")
    play(window, 1, seed=2)  # the next save: the same short words, and no box
    window.activateWindow()  # (the box gone, the window is active again, as after OK's click)
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert len(sf.read(saved).moves) == 7 and len(offered) == 1
    assert manager.message is notice and not notice.isVisible()
    assert_whole(window, SAVED[lang].format(name=saved.name))


def said_in_the_status_line() -> list[str]:
    """The words saves.py says in the status line: each `self._status(tr("…", …))`."""
    import ast

    from medici_table.ui import saves

    found = []
    for node in ast.walk(ast.parse(Path(saves.__file__).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "_status":
            words = node.args[0]
            assert isinstance(words, ast.Call) and getattr(words.func, "id", "") == "tr"
            assert isinstance(words.args[0], ast.Constant)
            found.append(words.args[0].value)
    return found


def refused_in_the_status_line() -> list[tuple[str, str]]:
    """The file actions' names and the reasons they are disabled (`update_actions`: a disabled
    entry pointed at says "<name>: <why>" in the status line, ui/refusals.py)."""
    import ast
    import inspect

    from medici_table.ui.saves import SaveManager

    texts = [n.args[0].value for n in ast.walk(ast.parse(inspect.getsource(
        SaveManager.update_actions).strip().replace("\n    ", "\n")))
        if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "tr"
        and isinstance(n.args[0], ast.Constant)]
    reasons = [t for t in texts if t[:1].islower()]
    names = [t for t in texts if not t[:1].islower()]
    assert len(reasons) >= 4 and len(names) >= 4
    return [(name, why) for name in names for why in reasons]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_status_message_of_the_files_fits_a_1024_pixel_window(qtbot: Any, tmp_path: Path,
                                                                    lang: str) -> None:
    """Each message the files say in the status line, with a long file name, 123 moves and
    two long names, is whole at 1024 pixels; an error's words (the system's, of any length)
    end in '…' before the link when they do not fit. So are the disabled file entries' reasons."""
    from medici_table.ui import folders
    from medici_table.ui.i18n import tr

    window = at_1024(qtbot, tmp_path, lang)
    manager = saves_of(window)
    bar = window.statusBar()
    title = games.get("court_of_the_medici").name(lang)
    values = {"name": folders.file_name(title, sf.SUFFIX), "n": 123,
              "names": "Bartolomea Ammannati, Cosimo il Vecchio"}
    error = ("[Errno 28] No space left on device: '/home/bartolomea/.local/share/medici-table/"
             "autosave/autosave.medici.json'")
    sources = said_in_the_status_line()
    assert "Saved to {name}." in sources and len(sources) >= 8
    for source in sources:
        message = tr(source, error=error, **values)
        manager._status(message)
        if "{error}" in source:
            QApplication.processEvents()
            notice = window.notice
            assert notice.text() == message and notice.toolTip() in ("", message)
            assert notice.geometry().right() < window.what_now.geometry().left()
        else:
            assert_whole(window, message)
    for name, why in refused_in_the_status_line():
        tip = f"{tr(name)}: {tr(why)}"  # (as `say_why` words it)
        bar.showMessage(tip)
        assert_whole_message(window, tip)
