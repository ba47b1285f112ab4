"""Where the window opens: as the player left it, or — the first time — at its usual size,
centred on the screen, or filling a screen smaller than that (a 1366×768 laptop) instead of
running off its edges.

`place` is called by the program's start (`ui/app.py`) before the window is shown, and
`remember` when it quits; windows made by tests or tools keep the size they are given.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, QSize
from PySide6.QtWidgets import QMainWindow, QWidget

GEOMETRY = "window/geometry"  # QMainWindow.saveGeometry(): place, size, maximised or not
USUAL = QSize(1400, 900)  # the table, its side panels and the status line at ease
MARGIN = QSize(40, 60)  # left around the usual size for the window's frame and the taskbar


def first_geometry(available: QRect) -> tuple[QRect, bool]:
    """The window's place on a screen whose free area is `available` when no place was kept:
    the usual size centred, or (a smaller screen) most of it — with True: shown maximised."""
    fits = available.width() >= USUAL.width() + MARGIN.width() and \
        available.height() >= USUAL.height() + MARGIN.height()
    size = USUAL if fits else QSize(max(640, available.width() * 9 // 10),
                                    max(480, available.height() * 9 // 10))
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return rect, not fits


def place(window: QMainWindow, settings: QSettings) -> None:
    """Open where the player left the window (Qt brings it back onto a screen that is there),
    else at `first_geometry` on the screen it opens on."""
    kept = settings.value(GEOMETRY)
    if kept is not None:  # (QByteArray's enums: only when a place was kept)
        from PySide6.QtCore import QByteArray

        if isinstance(kept, QByteArray) and not kept.isEmpty() and window.restoreGeometry(kept):
            return
    screen = window.screen()
    if screen is None:
        return
    rect, maximised = first_geometry(screen.availableGeometry())
    window.setGeometry(rect)
    if maximised:  # (Qt's namespace, 93 enums: not before the first frame of a usual screen)
        from PySide6.QtCore import Qt

        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def remember(window: QMainWindow, settings: QSettings) -> None:
    """Keep the window's place, size and maximised state for the next start."""
    settings.setValue(GEOMETRY, window.saveGeometry())


def inside_screen(window: QWidget) -> None:
    """Keep a dialog whole on its screen: no larger than the screen's free area, moved in from
    any edge it passed (a dialog sized for a large screen, or grown by its contents)."""
    free = window.screen().availableGeometry()
    frame = window.frameGeometry()
    extra = QSize(frame.width() - window.width(), frame.height() - window.height())
    width = min(window.width(), free.width() - extra.width())
    height = min(window.height(), free.height() - extra.height())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
        frame = window.frameGeometry()
    x = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
    y = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x + window.x() - frame.left(), y + window.y() - frame.top())
