"""Where the file dialogs open, the name they offer for a new file, and their size.

A fresh account may have no Documents folder (Qt names it anyway, and the dialog then opens in
the folder the program was started from — its own); the home folder is offered instead. A new
save is named after the game as the player knows it and the moment, never the game's id.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QFileDialog, QListView, QSplitter, QTreeView, QWidget

MIN_SIZE = (760, 500)  # Qt's own dialog opened at 637 x 412: the last heading was cut

_UNSAFE = '<>:"/\\|?*'  # not allowed in a file name on one system or another


def documents() -> Path:
    """The user's Documents folder if it exists, else their home folder."""
    named = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if named and Path(named).is_dir():
        return Path(named)
    return Path.home()


def file_name(title: str, suffix: str, when: datetime | None = None) -> str:
    """'Louis XIV 2026-11-26 21h50.medici.json': the game's name and the moment, safe on every
    system (characters a file name may not hold become spaces)."""
    moment = (when or datetime.now()).strftime("%Y-%m-%d %Hh%M")
    clean = "".join(" " if c in _UNSAFE or ord(c) < 32 else c for c in title)
    return f"{' '.join(clean.split())} {moment}{suffix}"


def fit_next_dialog(parent: QWidget) -> None:
    """Call just before a `QFileDialog.get…` over `parent`: Qt's own dialog (a system without a
    desktop, where no native one is offered), once shown, is made wide enough that its columns'
    headings and dates are whole in either language ("Dernière modification" was cut to
    "Dernière modificat"), within the screen. A native dialog is the system's affair."""
    def shown() -> None:
        for dialog in parent.findChildren(QFileDialog):
            if dialog.isVisible():
                fit(dialog)

    QTimer.singleShot(0, parent, shown)


def fit(dialog: QFileDialog) -> None:
    """The name takes the room the other columns leave, each of them as wide as its heading
    and its contents (the files come after the dialog: they follow); the places on the left
    whole; the dialog wide enough for all that, within its screen."""
    from PySide6.QtWidgets import QHeaderView

    view = dialog.findChild(QTreeView, "treeView")
    places = dialog.findChild(QListView, "sidebar")
    splitter = dialog.findChild(QSplitter, "splitter")
    if view is None:
        return
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    others = sum(header.sectionSizeHint(c) for c in range(1, header.count()))
    wanted = others + 280  # (the name's room)
    side = places.sizeHintForColumn(0) + 28 if places is not None else 0
    if splitter is not None and places is not None:
        splitter.setSizes([side, max(splitter.sizes()[1], wanted + 24)])
    chrome = dialog.width() - view.viewport().width() - (places.width() if places else 0)
    width = max(MIN_SIZE[0], dialog.width(), wanted + side + chrome + 24)
    height = max(MIN_SIZE[1], dialog.height())
    screen = dialog.screen().availableGeometry()
    dialog.resize(min(width, screen.width() - 40), min(height, screen.height() - 40))
    frame = dialog.frameGeometry()
    owner = dialog.parentWidget()
    frame.moveCenter(owner.window().frameGeometry().center() if owner is not None
                     else screen.center())
    left = max(screen.left(), min(frame.left(), screen.right() + 1 - frame.width()))
    top = max(screen.top(), min(frame.top(), screen.bottom() + 1 - frame.height()))
    dialog.move(left, top)
