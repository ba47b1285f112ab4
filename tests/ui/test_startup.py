"""Start-up paints the table first (`MainWindow(defer=True)`, what `medici-table` does), then
adds the files, autosave and bot runner; nothing of that frame moves when they come."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMenu

from medici_table.ui import theme
from medici_table.ui.gameconfig import GameConfig
from medici_table.ui.saves import SaveManager, autosave_folder
from medici_table.ui.window import MainWindow


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def deferred(qtbot: Any, folder: Path, seats: list[str] | None = None) -> MainWindow:
    theme.load_fonts()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 3, seats or []),
                        settings, anim_ms=0, defer=True)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    return window


class FirstFrame(QObject):
    """Grabs the window as its first paint left it, before anything queued after that runs."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window, self.image, self.complete = window, QImage(), True

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if obj is self.window and event.type() == QEvent.Type.Paint and self.image.isNull():
            QTimer.singleShot(0, self.grab)
        return False

    def grab(self) -> None:
        if self.image.isNull():
            self.complete = self.window.startup_complete
            self.image = self.window.grab().toImage()


def test_the_first_frame_is_the_whole_window_and_the_rest_follows_unseen(
        qtbot: Any, tmp_path: Path) -> None:
    window = deferred(qtbot, tmp_path)
    assert not window.startup_complete and window.findChild(SaveManager, "saves") is None
    first = FirstFrame(window)
    QApplication.instance().installEventFilter(first)  # type: ignore[union-attr]
    try:
        with qtbot.waitSignal(window.completed, timeout=3000):
            window.show()
    finally:
        QApplication.instance().removeEventFilter(first)  # type: ignore[union-attr]
    assert not first.image.isNull() and not first.complete  # painted before the rest came
    assert window.findChild(SaveManager, "saves") is not None
    assert getattr(window, "bots", None) is not None and window.table.bot_seats == set()
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    entries = [a.text() for a in menu.actions()]
    assert "&Save" in entries and "&Open…" in entries
    QApplication.processEvents()
    assert window.grab().toImage() == first.image  # no bar, dock or menu moved in


def test_a_game_waiting_to_be_resumed_comes_with_the_first_frame(qtbot: Any, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch
                                                                  ) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    folder = autosave_folder(settings)
    folder.mkdir(parents=True)
    (folder / "interrupted-1.medici.json").write_text("{}", encoding="utf-8")
    assert deferred(qtbot, tmp_path).startup_complete  # its bar must not push the table down
    monkeypatch.setenv("MEDICI_TABLE_DATA_DIR", str(tmp_path / "elsewhere"))
    assert autosave_folder(settings) == tmp_path / "elsewhere" / "autosave"
    assert not deferred(qtbot, tmp_path)._resume_waiting()


def test_computer_seats_are_seated_before_the_first_frame(qtbot: Any, tmp_path: Path) -> None:
    window = deferred(qtbot, tmp_path, seats=["person", "normal"])
    assert not window.startup_complete
    assert window.table.bot_seats == {1}  # no curtain over a computer's hand



@pytest.mark.parametrize("args", [[], ["--game", "louis_xiv", "--seed", "7"]])
def test_the_start_up_trace_times_the_first_table_then_the_complete_window(
        tmp_path: Path, args: list[str]) -> None:
    """`MEDICI_TABLE_STARTUP_TRACE=1 medici-table` (the benchmarks' start-up figure, source and
    frozen): the welcome screen, or the table with its curtain lifted, is painted, the rest of
    the window comes, the two times are printed and the program quits on its own."""
    import os
    import subprocess
    import sys
    import time

    env = {**os.environ, "MEDICI_TABLE_STARTUP_TRACE": "1", "QT_QPA_PLATFORM": "offscreen"}
    env.pop("MEDICI_TABLE_DATA_DIR", None)
    started = time.time()
    out = subprocess.run([sys.executable, "-m", "medici_table", "--settings",
                          str(tmp_path / "settings.ini"), *args],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.split()
    assert lines[0] == "complete" and len(lines) == 3
    complete, painted = float(lines[1]), float(lines[2])
    assert started < painted <= complete <= time.time()


def test_a_narrow_window_shows_the_drawer_tabs_first_and_its_docks_right_after(
        qtbot: Any, tmp_path: Path) -> None:
    """In a window too narrow for the docks (folded into the drawer), the first frame has the
    drawer's tabs, named, and the docks are made right after it (their lists made ~100 of Qt's
    enums): nothing of that frame moves when they come, and a tab opens its panel at once."""
    window = deferred(qtbot, tmp_path)
    window.resize(1200, 800)
    first = FirstFrame(window)
    QApplication.instance().installEventFilter(first)  # type: ignore[union-attr]
    try:
        window.show()
        assert not window._docks_built, "not made for the first frame"
        assert [b.text() for b in window._tab_strip.buttons] == ["Scores", "Game log", "Moves",
                                                                 "Rules"]
        with qtbot.waitSignal(window.completed, timeout=3000):
            pass
    finally:
        QApplication.instance().removeEventFilter(first)  # type: ignore[union-attr]
    assert window._docks_built and window.folding.folded
    QApplication.processEvents()
    assert window.grab().toImage() == first.image  # the tabs were there, the docks folded
    log_tab = window.folding.buttons[window.log_dock]
    qtbot.mouseClick(log_tab, Qt.MouseButton.LeftButton)
    assert window.folding.drawer.isVisible()
    assert window.folding.drawer.stack.currentWidget() is window.folding.pages[window.log_dock]
    scores = window.folding.actions[window.score_dock]  # the View menu's entry while folded
    scores.trigger()
    assert window.folding.drawer.stack.currentWidget() is window.folding.pages[window.score_dock]


def test_a_drawer_tab_pressed_before_the_docks_came_opens_its_panel(qtbot: Any,
                                                                     tmp_path: Path) -> None:
    window = deferred(qtbot, tmp_path)
    window.resize(1200, 800)
    window.show()
    assert not window._docks_built
    qtbot.mouseClick(window._tab_strip.buttons[1], Qt.MouseButton.LeftButton)  # "Game log"
    assert window._docks_built and window.folding.drawer.isVisible()
    assert window.folding.drawer.stack.currentWidget() is window.folding.pages[window.log_dock]


def test_a_wide_window_has_its_docks_in_the_first_frame(qtbot: Any, tmp_path: Path) -> None:
    window = deferred(qtbot, tmp_path)
    window.resize(1600, 950)
    window.show()
    assert window._docks_built and not window.folding.folded
    assert window.score_dock.isVisible() and window.log_dock.isVisible()
    assert not window._tab_strip.isVisible()


def test_a_tables_menus_come_after_its_first_frame_and_follow_its_settings(
        qtbot: Any, tmp_path: Path) -> None:
    """Issue 24: a `--game` table's first frame has the menus' titles; their entries come right
    after it (as the welcome screen's do). The table took the hints from the settings before,
    and the View menu's scoring steps when they came; Undo says what the table says."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("view/hints", False)
    settings.setValue("view/every_step", False)
    settings.sync()
    window = deferred(qtbot, tmp_path)
    assert [m.menu().actions() for m in window.menuBar().actions()] == [[], [], [], []]
    assert window.table.scene.hints is False and window.table.every_step["people"] is True
    with qtbot.waitSignal(window.completed, timeout=3000):
        window.show()
    view = window.menuBar().actions()[2].menu()
    assert isinstance(view, QMenu) and "&Hints" in [a.text() for a in view.actions()]
    assert not window.hints_action.isChecked() and window.table.scene.hints is False
    assert window.hurry.table is window.table and not window.hurry.every.isChecked()
    assert window.table.every_step["people"] is False, "the table follows the View menu"
    assert not window.undo_action.isEnabled()
    window.table.play_move(window.controller.legal_moves()[0])
    assert window.undo_action.isEnabled() == window.controller.can_undo()
