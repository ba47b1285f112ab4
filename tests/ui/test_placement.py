"""Where the window opens (ui/placement.py): the first time at its usual size, centred, or
filling a screen too small for it (a 1366×768 laptop) rather than running off its edges; after
that, where and as large as the player left it — maximised included."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QMainWindow

from medici_table.ui import placement


def test_a_large_screen_gets_the_usual_size_centred() -> None:
    rect, maximised = placement.first_geometry(QRect(0, 0, 1920, 1040))
    assert (rect.width(), rect.height()) == (1400, 900) and not maximised
    assert rect.center() == QRect(0, 0, 1920, 1040).center()


def test_a_small_laptop_screen_is_filled_not_overrun() -> None:
    available = QRect(0, 0, 1366, 728)  # 1366×768 less a taskbar
    rect, maximised = placement.first_geometry(available)
    assert maximised
    assert available.contains(rect)
    assert rect.width() >= 1200 and rect.height() >= 640


def test_a_second_screen_to_the_right_is_used_where_it_is() -> None:
    available = QRect(1920, 0, 1280, 1024)
    rect, maximised = placement.first_geometry(available)
    assert available.contains(rect) and maximised


def _settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_the_window_comes_back_as_it_was_left(qtbot: Any, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    first = QMainWindow()
    qtbot.addWidget(first)
    placement.place(first, settings)  # no place kept: fitted to this screen
    screen = first.screen().availableGeometry()
    first.show()
    qtbot.waitExposed(first)
    assert screen.contains(first.geometry()) or first.isMaximized()
    first.setWindowState(Qt.WindowState.WindowNoState)
    first.setGeometry(40, 50, 700, 500)
    placement.remember(first, settings)
    first.close()
    settings.sync()
    again = QMainWindow()
    qtbot.addWidget(again)
    placement.place(again, _settings(tmp_path))
    assert (again.width(), again.height()) == (700, 500)
    assert (again.geometry().x(), again.geometry().y()) == (40, 50)


def test_a_kept_place_that_cannot_be_read_is_ignored(qtbot: Any, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    settings.setValue(placement.GEOMETRY, "not a geometry")
    window = QMainWindow()
    qtbot.addWidget(window)
    placement.place(window, settings)
    assert window.screen().availableGeometry().contains(window.geometry()) \
        or window.windowState() & Qt.WindowState.WindowMaximized


def test_the_program_keeps_its_window_when_it_quits(qtbot: Any, tmp_path: Path) -> None:
    """The real start (`ui/app.run`): the window is placed, and its place kept at the quit —
    also when the window is gone by then."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from medici_table.ui.app import run
    from medici_table.ui.window import MainWindow

    def quit_after_moving() -> None:
        for window in QApplication.topLevelWidgets():
            if isinstance(window, MainWindow) and window.isVisible():
                window.setWindowState(Qt.WindowState.WindowNoState)
                window.setGeometry(30, 40, 700, 520)  # (within the offscreen 800×800 screen)
                window.close()
        QApplication.quit()

    ini = tmp_path / "s.ini"
    QTimer.singleShot(0, quit_after_moving)
    assert run(["--settings", str(ini)]) == 0
    qtbot.wait(1)
    kept = QMainWindow()
    qtbot.addWidget(kept)
    placement.place(kept, QSettings(str(ini), QSettings.Format.IniFormat))
    assert (kept.width(), kept.height()) == (700, 520)
