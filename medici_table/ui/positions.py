"""Position files at the table: Game → Open position… / Save position…, a `.yaml` dropped on
the window, and `medici-table --position FILE`.

A position opened is checked as the data files are (a mistake is named by file, line and
field, and nothing is lost) and comes onto the table through the seats' one entrance
(`ui/seating.py`), which asks who plays each seat. A position saved is the whole table (every
hidden card, the shuffle to come: for a bug report) or what the deciding person may see (the
rest dealt afresh when it is opened: for teaching and puzzles) — `app/position.py` writes it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from medici_table.ui import folders, theme
from medici_table.ui.i18n import noop, tr

SUFFIXES = (".yaml", ".yml")
FILTER = noop("Positions")
PATTERN = " (*.yaml *.yml)"


def _tell(window: Any, title: str, text: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      window)
    box.setStyleSheet(theme.APP_STYLE)
    window.position_message = box  # (tests read it)
    box.open()


def _folder(window: Any) -> str:
    kept = window.settings.value("positions/folder", "")
    return str(kept) if kept else str(folders.documents())


# --- opening -----------------------------------------------------------------------------------
def open_position_dialog(window: Any) -> None:
    folders.fit_next_dialog(window)
    path, _ = QFileDialog.getOpenFileName(window, tr("Open a position"), _folder(window),
                                          tr(FILTER) + PATTERN)
    if path:
        open_position(window, path)


def open_position(window: Any, path: str | Path) -> bool:
    """The position file at `path` on the table, the seats asked; else say why (False)."""
    from medici_table.app.position import read_position
    from medici_table.app.record import UNKNOWN, GameRecord, Seat
    from medici_table.engine.errors import DataError
    from medici_table.engine.session import GameSession
    from medici_table.ui import games as tables

    try:
        found = read_position(path)
    except DataError as exc:
        _tell(window, tr("This position cannot be opened"), str(exc))
        return False
    except OSError as exc:
        _tell(window, tr("This position cannot be opened"), f"{path}: {exc.strerror or exc}")
        return False
    rules, state = found.rules, found.state
    if rules.id not in tables.available():
        _tell(window, tr("This position cannot be opened"),
              tr("{path}: there is no table for {game} yet.", path=path,
                 game=rules.name(window.lang)))
        return False
    if rules.is_over(state):
        _tell(window, tr("This position cannot be opened"),
              tr("{path}: the game is over in this position: there is nothing left to play.",
                 path=path))
        return False
    window.settings.setValue("positions/folder", str(Path(path).parent))
    seats = tuple(Seat(name, UNKNOWN) for name in rules.players(state))
    record = GameRecord(GameSession(rules, state, window.lang), seats, dict(found.options))
    window.complete_startup()  # (a position asked for at start: the files come first)

    def play() -> None:
        window.seating.play(record, why_ask=tr(
            "{name}: who plays each seat from this position?",
            name=found.title or Path(path).name))
        window.status_label.setText(tr("Opened the position {name}.", name=Path(path).name))

    window.before_replacing(play)  # the game under way: saved or given up first
    return True


class PositionDrops(QObject):
    """A `.yaml` file dropped on the window opens as a position."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    @staticmethod
    def _file(event: QDropEvent) -> str | None:
        urls = event.mimeData().urls() if event.mimeData() is not None else []
        files = [u.toLocalFile() for u in urls if u.isLocalFile()]
        if len(files) == 1 and files[0].lower().endswith(SUFFIXES):
            return files[0]
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, QDragEnterEvent | QDropEvent)
            if self._file(event) is not None:
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            path = self._file(event)
            if path is not None:
                event.acceptProposedAction()
                open_position(self.window, path)
                return True
        return False


# --- saving ------------------------------------------------------------------------------------
class SavePositionQuestion(QDialog):
    """Whole table, or what the deciding person may see?"""

    def __init__(self, seen_by: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Save position"))
        self.setFont(theme.font(12))
        col = QVBoxLayout(self)
        col.setContentsMargins(20, 16, 20, 14)
        col.setSpacing(10)
        text = QLabel(tr("The position saved sets up this moment of the game, to play on from "
                         "it. What should it hold?"))
        text.setWordWrap(True)
        text.setFont(theme.font(13))
        col.addWidget(text)
        self.seen = QRadioButton(tr("What {name} may see — the hidden cards are dealt afresh "
                                    "when it is opened (for teaching, a puzzle)", name=seen_by))
        self.whole = QRadioButton(tr("The whole table — every hidden card and the shuffle to "
                                     "come (for a bug report)"))
        self.seen.setChecked(True)
        for radio in (self.seen, self.whole):
            radio.setFont(theme.font(12))
            col.addWidget(radio)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)


def deciding_person(window: Any) -> int | None:
    """The seat whose view a player-view position is written for: the person deciding, else
    the person whose view the table shows."""
    c = window.controller
    seat = c.to_act()
    if seat is None or seat in window.table.bot_seats:
        seat = window.table.viewer
    return seat if isinstance(seat, int) else None


def save_position_dialog(window: Any) -> None:
    c = window.controller
    if c.is_over():
        _tell(window, tr("The position could not be saved"),
              tr("The game is over: there is no position left to play."))
        return
    seat = deciding_person(window)
    whole = True
    if seat is not None:
        question = SavePositionQuestion(c.players()[seat], window)
        question.setStyleSheet(theme.APP_STYLE)
        if question.exec() != QDialog.DialogCode.Accepted:
            return
        whole = question.whole.isChecked()
    title = tr("{game}, position", game=c.rules.name(window.lang))
    start = str(Path(_folder(window)) / folders.file_name(title, ".yaml"))
    folders.fit_next_dialog(window)
    path, _ = QFileDialog.getSaveFileName(window, tr("Save position"), start, tr(FILTER) + PATTERN)
    if path:
        if not path.lower().endswith(SUFFIXES):
            path += ".yaml"
        save_position_to(window, path, None if whole else seat)


def save_position_to(window: Any, path: str | Path, viewer: int | None) -> bool:
    """Write the table's position to `path`, whole (`viewer` None) or as `viewer` sees it."""
    from medici_table.app.position import save_position

    c = window.controller
    try:
        save_position(path, c.rules, c.state, window.seating.record.options, viewer=viewer,
                      seed=None if viewer is not None else window.seating.record.seed)
    except OSError as exc:
        _tell(window, tr("The position could not be saved"), f"{path}: {exc.strerror or exc}")
        return False
    except ValueError as exc:
        _tell(window, tr("The position could not be saved"), str(exc))
        return False
    window.settings.setValue("positions/folder", str(Path(path).parent))
    window.status_label.setText(tr("Position saved to {name}.", name=Path(path).name))
    return True
