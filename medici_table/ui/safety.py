"""Nothing crashes in front of a player: an unexpected error, and games whose data is broken.

`install(window)` does two things for the main window of `medici-table`:

* It becomes `sys.excepthook`, which PySide6 calls for an exception escaping any slot or event
  handler. Instead of a traceback the player sees a dialog; a report (the traceback, the
  versions, the game) is written to `reports/` beside the autosave folder and its path shown;
  the autosave is written at once, so the game stays saved; the table goes on. The previous
  hook is still called (a terminal shows the traceback, the smoke test logs it).
* Once the table is painted, every game is checked (`app.catalogue`), one per turn of the event
  loop: a game whose data does not load is set aside, and the player is told which file, line
  and field is at fault; the welcome screen and the new-game dialog show it greyed with that
  error.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from medici_table.ui import theme
from medici_table.ui.gameconfig import listed
from medici_table.ui.i18n import tr
from medici_table.ui.startup import autosave_folder

if TYPE_CHECKING:  # (made when an error is shown: its enums cost the first frame ~2 ms)
    from PySide6.QtWidgets import QMessageBox

Hook = Any  # the signature of sys.excepthook


def report_folder(window: Any) -> Path:
    """`reports/` beside the autosave folder (the user's data folder)."""
    return autosave_folder(window.settings).parent / "reports"


def write_report(folder: Path, kind: type[BaseException], exc: BaseException,
                 tb: TracebackType | None, about: str) -> Path:
    """A new file in `folder` (else the temporary folder) with what a bug report needs."""
    import platform  # (only for a report: not at every start)

    import medici_table

    lines = [f"Medici Table {medici_table.__version__}, Python {platform.python_version()}, "
             f"{platform.system()} {platform.release()} {platform.machine()}",
             time.strftime("%Y-%m-%d %H:%M:%S"), about, "",
             "".join(traceback.format_exception(kind, exc, tb))]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=f"error-{stamp}-", suffix=".txt", dir=folder)
    except OSError:
        handle, name = tempfile.mkstemp(prefix=f"medici-table-error-{stamp}-", suffix=".txt")
    with os.fdopen(handle, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    return Path(name)


class ErrorHandler:
    """`sys.excepthook` of the table: report, save, tell, go on."""

    def __init__(self, window: Any, previous: Hook) -> None:
        self.window = window
        self.previous = previous
        self.box: QMessageBox | None = None
        self.reports: list[Path] = []

    def __call__(self, kind: type[BaseException], exc: BaseException,
                 tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self.previous(kind, exc, tb)
            return
        try:
            path = write_report(report_folder(self.window), kind, exc, tb, self._about())
            self.reports.append(path)
            saved = self._save()
            self._tell(exc, path, saved)
        finally:
            self.previous(kind, exc, tb)

    def _about(self) -> str:
        try:
            c = self.window.controller
            return f"game {c.rules.id}, {len(c.session.history)} moves, language {self.window.lang}"
        except Exception:  # the report is written whatever state the window is in
            return "game unknown"

    def _save(self) -> str:
        """Write the autosave now; "" when the game is saved, else why it is not."""
        saves = self.window.findChild(QObject, "saves")
        if saves is None:
            return "no autosave yet"
        try:
            saves.flush_autosave()  # the moves waiting in the journal: the file is whole again
        except Exception as exc:  # saying it beats a second error
            return str(exc)
        return str(saves.autosave_error)

    def _tell(self, exc: BaseException, path: Path, not_saved: str) -> None:
        kept = (tr("Your game is saved: every move up to now is kept, and the table goes on.")
                if not not_saved else
                tr("The game could not be saved automatically ({error}): use Game → Save as…",
                   error=not_saved))
        text = tr("Something went wrong that should not have: {what}",
                  what=f"{type(exc).__name__}: {exc}"[:300])
        more = tr("Please send this report with a word on what you were doing:") + f"\n{path}"
        if self.box is not None and self.box.isVisible():  # one dialog at a time
            self.box.setText(text)
            self.box.setInformativeText(f"{kept}\n\n{more}")
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Critical, tr("Unexpected error"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("unexpected_error")
        box.setInformativeText(f"{kept}\n\n{more}")
        self.box = box
        box.open()


def install(window: Any) -> ErrorHandler:
    """Make `window` the keeper of unexpected errors, and report broken games once painted."""
    handler = ErrorHandler(window, sys.excepthook)
    sys.excepthook = handler
    window.error_handler = handler
    if getattr(window, "startup_complete", True):
        QTimer.singleShot(0, lambda: check_games(window, listed()))
    else:
        window.completed.connect(lambda: QTimer.singleShot(0, lambda: check_games(window, listed())))
    return handler


def check_games(window: Any, left: list[str]) -> None:
    """Check the games one by one, each on its own turn of the event loop (the table answers
    in between), then report the broken ones."""
    from medici_table.app.catalogue import check_game  # (after the first frame)

    if left:
        check_game(left[0])
        QTimer.singleShot(0, lambda: check_games(window, left[1:]))
    else:
        report_broken_games(window)


def report_broken_games(window: Any) -> QMessageBox | None:
    """Load every game; if any is set aside, say which and why (file, line, field)."""
    from medici_table.app.catalogue import catalogue, game_name

    broken = {gid: err for gid, err in catalogue(listed()).items() if err is not None}
    if not broken:
        return None
    set_aside_on_welcome(window, broken)
    lines = [f"• {game_name(gid, window.lang)} — {err.text(window.lang)}"
             for gid, err in broken.items()]
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, tr("Some games are set aside"),
                      tr("These games are set aside because their data does not load; the "
                         "others play:"), QMessageBox.StandardButton.Ok, window)
    box.setObjectName("broken_games")
    box.setInformativeText("\n".join(lines))
    window.broken_games_box = box
    box.open()
    return box


def set_aside_on_welcome(window: Any, broken: dict[str, Any]) -> None:
    """On the welcome screen, a broken game's ways to play are greyed, its error as tooltip."""
    welcome = getattr(window, "welcome", None)
    for tile in getattr(welcome, "tiles", []):
        err = broken.get(tile.game.id)
        if err is None:
            continue
        tile.setToolTip(err.text(window.lang))
        for what in ("computer", "friends"):
            button = tile.buttons.get(what)
            if button is None:
                continue
            button.setEnabled(False)
            button.setToolTip(err.text(window.lang))
            if what == "friends":
                button.hide()
            else:
                button.setText(tr("Set aside: its data does not load"))
                button.setStyleSheet(
                    f"QPushButton:disabled {{ color: {theme.GOLD_PALE.name()}; background: "
                    f"transparent; border: 1px dashed {theme.GOLD.darker(130).name()}; }}")
