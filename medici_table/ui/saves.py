"""Save, Open, recent files, autosave after every move, resume after a crash, replays and
the finished games.

`install_save_actions(window)` adds the entries to the window's Game menu and follows the game
through `window.table.changed`; nothing else in the window knows about files. The format and
its checks are the application layer's (`medici_table.app`); this module is only the Qt side.
Every game it brings — opened, resumed, replayed, continued — comes onto the table through
`window.seating`, with its seats; every save it writes is the live game's record.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QPushButton, QToolBar

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.autosave import Autosaver, Interrupted
from medici_table.app.record import GameRecord
from medici_table.engine import DataError, GameSession
from medici_table.ui import folders, theme
from medici_table.ui import games as tables
from medici_table.ui.elided import ElidedLabel
from medici_table.ui.i18n import moment, names_said, noop, tr
from medici_table.ui.refusals import say_why
from medici_table.ui.replay import AnewQuestion, ReplayBar, ReplayController
from medici_table.ui.startup import autosave_folder as autosave_folder  # the window reads it too

if TYPE_CHECKING:
    from medici_table.ui.seating import Seating

FILTER = noop("Medici Table saves (*{suffix});;All files (*)")
RECENT_KEY = "saves/recent"
RECENT_MAX = 8
NOTICE_KEY = "saves/hidden_notice_shown"
HIDDEN_NOTICE = noop("A save holds the whole table — every hand and the order of the decks. "
                      "Keep it out of the other players' sight until the game is over.")


def install_save_actions(window: Any) -> SaveManager:
    """Give `window` (the main window) files, autosave, resume and replays."""
    return SaveManager(window, autosave_folder(window.settings))


def describe_interrupted(offer: Interrupted, lang: str) -> str:
    """One line for the resume prompt, in the table's language: which game, who, how far, when."""
    name = games.get(offer.data.game).name(lang)
    # a friend's seat is said so: resumed, the game is hosted again and waits for them; and a
    # computer's, so that "Isabella and Lorenzo" is not read as two people
    names = names_said([tr("{name} (on another computer)", name=seat.name) if seat.remote
                        else tr("{name} (the computer)", name=seat.name) if seat.computer
                        else seat.name for seat in offer.data.seats])
    when = moment(offer.saved_at, lang)
    if offer.moves == 0:  # (a hosted game closed before its first move: kept for the friends)
        return tr("{game} with {names}: not begun yet, last saved {when}", game=name,
                  names=names, when=when)
    if offer.moves == 1:
        return tr("{game} with {names}: 1 move, last saved {when}", game=name, names=names,
                  when=when)
    return tr("{game} with {names}: {n} moves, last saved {when}", game=name, names=names,
              n=offer.moves, when=when)


class ResumeBar(QToolBar):
    """'Your game was interrupted — Resume / Discard', above the table (it blocks nothing)."""

    def __init__(self, parent: Any) -> None:
        super().__init__(tr("Resume"), parent)
        self.setObjectName("resume_bar")
        self.setMovable(False)
        self.setStyleSheet(
            f"#resume_bar {{ background: {theme.PARCHMENT.name()}; border-bottom: 2px solid "
            f"{theme.GOLD.name()}; padding: 4px; spacing: 8px; }}"
            f"#resume_bar QLabel {{ color: {theme.INK.name()}; }}")
        self.label = ElidedLabel()  # a long offer ends in '…' (whole in its tooltip): a plain
        # label as wide as its words widened a 1024-pixel window to 1,100-1,200
        self.label.setFont(theme.font(13))
        self.addWidget(self.label)
        self.resume_button = QPushButton(tr("Resume it"))
        self.resume_button.setFont(theme.font(12, bold=True))
        self.addWidget(self.resume_button)
        self.discard_button = QPushButton(tr("Discard it"))
        self.discard_button.setFont(theme.font(12))
        self.addWidget(self.discard_button)
        self.hide()


class SaveManager(QObject):
    """The file side of one main window."""

    def __init__(self, window: Any, folder: Path) -> None:
        super().__init__(window)
        self.setObjectName("saves")
        self.window = window
        self.settings: QSettings = window.settings
        self.path: Path | None = None
        self._saved: tuple[GameSession, Any] | None = None  # the game and position saved last
        self.autosaver = Autosaver(folder)
        self.autosave_error = ""
        self._written: tuple[Any, int, Any] | None = None  # what the autosave and journal hold
        self._pending: GameSession | None = None  # a game whose moves wait in the journal
        self._later = QTimer(self)  # the whole autosave, after the table is painted
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.flush_autosave)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush_autosave)
        self.seating: Seating = window.seating
        self.replay: ReplayController | None = None
        self.message: QMessageBox | AnewQuestion | None = None
        self.replay_bar = ReplayBar(window)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.replay_bar)
        self.replay_bar.continue_here.connect(self.continue_from_here)
        self.replay_bar.closed.connect(self.close_replay)
        self.resume_bar = ResumeBar(window)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.resume_bar)
        self.resume_bar.resume_button.clicked.connect(self.resume)
        self.resume_bar.discard_button.clicked.connect(self.discard)
        self.offer: Interrupted | None = None
        self.finished_list: Any = None  # the "Finished games" dialog, while open
        self.autosaver.set_aside()
        self._actions()
        self._offer_resume()
        self.update_actions()
        window.table.changed.connect(self._changed)
        window.game_finished.connect(self.keep_finished)
        window.welcomed.connect(self._offer_resume)  # (after a lesson: which game, how far)
        window.welcomed.connect(self.update_actions)  # no game on the table to save or count
        self.seating.changed.connect(self._seated)

    # --- menu -------------------------------------------------------------------------------------
    def _actions(self) -> None:
        menu = self._game_menu()
        entries = menu.actions()
        quit_at = next((i for i, a in enumerate(entries) if a.objectName() == "quit"), None)
        if quit_at is not None and quit_at and entries[quit_at - 1].isSeparator():
            quit_at -= 1
        before = entries[quit_at] if quit_at is not None else None

        def add(text: str, key: Any, slot: Any, tip: str = "") -> QAction:
            action = QAction(tr(text), self.window)
            getattr(self.window, "_labels", []).append((action, text))  # re-translated live
            if key is not None:
                action.setShortcut(key)
            action.setToolTip(tr(tip) if tip else "")
            action.setStatusTip(tr(tip) if tip else "")
            action.triggered.connect(lambda _=False: slot())
            return action

        separator = QAction(self.window)
        separator.setSeparator(True)
        self.open_action = add(noop("&Open…"), QKeySequence.StandardKey.Open, self.open_dialog)
        self.recent_menu = QMenu(tr("Open &recent"), self.window)
        getattr(self.window, "_labels", []).append((self.recent_menu, "Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = add(noop("&Save"), QKeySequence.StandardKey.Save, self.save, HIDDEN_NOTICE)
        self.save_as_action = add(noop("Save &as…"), QKeySequence("Ctrl+Shift+S"), self.save_as,
                                  HIDDEN_NOTICE)
        self.replay_action = add(noop("Re&play this game"), QKeySequence("Ctrl+R"), self.replay_current)
        self.replay_file_action = add(noop("Replay a saved &game…"), None, self.replay_dialog)
        self.replay_last_action = add(noop("Replay the last &finished game"), None, self.replay_last)
        self.finished_action = add(noop("&Finished games…"), QKeySequence("Ctrl+Shift+F"),
                                   self.show_finished)
        actions = [separator, self.open_action, self.recent_menu.menuAction(), self.save_action,
                   self.save_as_action, self.replay_action, self.replay_file_action,
                   self.replay_last_action, self.finished_action]
        if before is None:
            menu.addActions(actions)
        else:
            menu.insertActions(before, actions)

    def _game_menu(self) -> QMenu:
        for action in self.window.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu) and action.text() == tr("&Game"):
                return menu
        found: QMenu = self.window.menuBar().addMenu(tr("&File"))
        return found

    def recent(self) -> list[str]:
        value = self.settings.value(RECENT_KEY, [])
        return [str(v) for v in value] if isinstance(value, list) else [str(value)] if value else []

    def _remember(self, path: Path) -> None:
        paths = [str(path)] + [p for p in self.recent() if p != str(path)]
        self.settings.setValue(RECENT_KEY, paths[:RECENT_MAX])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for i, p in enumerate(self.recent(), 1):
            action = self.recent_menu.addAction(f"&{i} {Path(p).name}")
            action.setToolTip(p)
            action.triggered.connect(lambda _=False, path=p: self.open_file(path))
        if not self.recent():
            self.recent_menu.addAction(tr("(no saved games yet)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(tr("Clear the list")).triggered.connect(
                lambda _=False: self.settings.setValue(RECENT_KEY, []))

    # --- saving -----------------------------------------------------------------------------------
    def save_data(self, session: GameSession | None = None) -> sf.SaveData:
        """The live game's save (or that of `session`, the same table at another moment)."""
        return self.seating.record.to_save(session or self._live_session())

    def save(self) -> bool:
        return self.save_to(self.path) if self.path is not None else self.save_as()

    def save_as(self) -> bool:
        title = games.get(self.window.config.game).name(self.window.lang)
        start = str(self.path or Path(self._dialog_dir()) / folders.file_name(title, sf.SUFFIX))
        folders.fit_next_dialog(self.window)
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Save the game — the file holds every player's hidden cards"), start,
            tr(FILTER, suffix=sf.SUFFIX))
        if not path:
            return False
        if not path.endswith(sf.SUFFIX):
            path += sf.SUFFIX
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            sf.write(path, self.save_data())
        except OSError as exc:
            self._tell(tr("The game could not be saved"), f"{path}: {exc.strerror or exc}")
            return False
        except ValueError as exc:  # options the game no longer knows
            self._tell(tr("The game could not be saved"), str(exc))
            return False
        self.path = path
        session = self._live_session()
        self._saved = (session, session.state)
        self._remember(path)
        self._status(tr("Saved to {name}.", name=path.name))  # (short: it fits a 1024-pixel
        # window's status line; what a save holds is said once, in a box)
        over = self.window.controller.is_over()  # a finished game hides nothing any more
        # against the computer alone there is no one to hide the hands from: said when two
        # people or more play (here, or from other computers)
        alone = len(self.seating.record.people()) < 2
        if not over and not alone and not self.settings.value(NOTICE_KEY, False, type=bool):
            self.settings.setValue(NOTICE_KEY, True)
            self._tell(tr("Saved — a save shows every hand"), tr(HIDDEN_NOTICE),
                       QMessageBox.Icon.Information)
        return True

    def _dialog_dir(self) -> str:
        recent = self.recent()
        if recent:
            return str(Path(recent[0]).parent)
        return str(folders.documents())

    # --- opening ----------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        folders.fit_next_dialog(self.window)
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Open a saved game"), self._dialog_dir(),
                                              tr(FILTER, suffix=sf.SUFFIX))
        if path:
            self.open_file(path)

    def read(self, path: str | Path) -> tuple[sf.SaveData, GameSession] | None:
        """Load and check a save; on refusal, say why (never a traceback) and return None."""
        try:
            data, session = sf.load(path, self.window.lang)
        except DataError as exc:  # file, field and problem, in the player's language
            self._tell(tr("This file cannot be opened"), exc.text(self.window.lang))
            return None
        if data.game not in tables.available():
            self._tell(tr("This file cannot be opened"),
                       tr("{path}: there is no table for {game} yet.", path=path,
                          game=games.get(data.game).name(self.window.lang)))
            return None
        return data, session

    def open_file(self, path: str | Path) -> bool:
        """Read the save at `path` and put it on the table once the game under way is saved or
        given up (`ui/unsaved.py`); False (and why, said) if it cannot be opened."""
        loaded = self.read(path)
        if loaded is None:
            return False
        self.window.before_replacing(lambda: self._opened(Path(path), *loaded))
        return True

    def _opened(self, path: Path, data: sf.SaveData, session: GameSession) -> None:
        self.adopt(data, session)
        self.path = path
        self._saved = (session, session.state)
        self._remember(path)
        self._status(tr("Opened {name}: {n} moves replayed and checked.", name=path.name,
                        n=len(data.moves)))

    def saved_as_it_is(self, session: GameSession) -> bool:
        """Whether `session` is the game saved (or opened) last, at the position saved."""
        return self._saved is not None and self._saved[0] is session \
            and self._saved[1] is session.state

    def autosave_live(self) -> None:
        """Write the live game whole into the autosave now."""
        self._write(self._live_session(), extends=False)

    def forget_live(self) -> None:
        """The player gave up the live game without saving it: the autosave forgets it, so it
        is not offered to resume later (the next game is written in its place)."""
        self._later.stop()
        self._pending, self._written = None, None
        try:
            self.autosaver.clear()
        except OSError:
            pass

    def adopt(self, data: sf.SaveData, session: GameSession) -> None:
        """Make a loaded game the live one, with its whole history (undo and the log work)
        and its seats (computers play on; seats an older save did not note are asked)."""
        self.seating.play(GameRecord.from_save(data, session))
        self.path = None

    # --- autosave and resume ----------------------------------------------------------------------
    def _changed(self) -> None:
        """After every change of the live game: a move that follows what the autosave holds is
        appended to its journal now (a kill right after the move loses nothing) and the whole
        file is written on the next turn of the event loop, after the table is painted; any
        other change (a new game, an undo, a game opened) is written whole at once."""
        if self.replay is not None:
            self.window.log_dock.list.setCurrentRow(self.replay.index - 1)
            return
        if getattr(self.seating.live, "scripted", False):
            return  # a lesson or a puzzle is no game to resume (ui/learning.py)
        session = self.seating.live.session
        mark = (session.state, len(session.history), self.seating.record.seats)
        held = self._written
        if held is not None and mark[0] is held[0] and mark[1:] == held[1:]:
            return
        history = session.history
        if (held is not None and not self.autosave_error and len(history) == held[1] + 1
                and history[-1].before is held[0] and mark[2] == held[2]):
            try:
                self.autosaver.journal(len(history), history[-1].move)
            except OSError:
                pass  # written whole below
            else:
                self._written = mark
                self._pending = session
                self._later.start()
                return
        self._write(session, extends=False)

    def flush_autosave(self) -> None:
        """Write the whole autosave now if moves wait in its journal (after the paint, or
        before the window closes)."""
        self._later.stop()
        session, self._pending = self._pending, None
        if session is not None and session is self._live_session():
            self._write(session, extends=True)

    def _live_session(self) -> GameSession:
        """The game being played (not a replay's, while one is shown)."""
        return self.seating.live.session

    def _write(self, session: GameSession, extends: bool) -> None:
        self._later.stop()
        self._pending = None
        try:
            self.autosaver.save(self.save_data(session), extends=extends)
            self.autosave_error = ""
        except (OSError, ValueError) as exc:
            if not self.autosave_error:
                self._status(tr("Autosave failed: {error}", error=exc))
            self.autosave_error = str(exc)
            self._written = None
            return
        self._written = (session.state, len(session.history), self.seating.record.seats)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.flush_autosave()  # the window goes: its last moves are written whole
        return False

    def _offer_resume(self) -> None:
        offer = self.autosaver.offer(self.window.lang)
        if offer is None or offer.data.game not in tables.available():
            welcome = getattr(self.window, "welcome", None)
            if welcome is not None:
                welcome.offer_resume("")  # what looked like a game did not replay
            return
        self.offer = offer
        self._show_offer()

    def _show_offer(self) -> None:
        """The interrupted game in the table's language, on the welcome screen or above the table."""
        if self.offer is None:
            return
        what = describe_interrupted(self.offer, self.window.lang)
        welcome = getattr(self.window, "welcome", None)
        if welcome is not None:  # the welcome screen offers it, in the table's place
            welcome.offer_resume(what)
            return
        self.resume_bar.label.setText(tr("An unfinished game is waiting — {what}.",
                                         what=what))
        self.resume_bar.show()

    def retranslate(self) -> None:
        """The language changed: the offer to resume says its game again in the new one, the
        disabled actions say why in it."""
        self.update_actions()
        if self.offer is not None and (self.resume_bar.isVisible()
                                       or getattr(self.window, "welcome", None) is not None):
            self._show_offer()

    def resume(self) -> None:
        if self.offer is None:
            self._status(tr("There is no interrupted game to resume."))
            return
        self.window.before_replacing(self._resume)

    def _resume(self) -> None:
        if self.offer is None:
            return
        offer, self.offer = self.offer, None
        self.resume_bar.hide()
        self.adopt(offer.data, offer.session)
        self.autosaver.resumed(offer)
        if offer.moves:
            self._status(tr("Resumed after move {n}.", n=offer.moves))
        else:
            self._status(tr("Resumed: the game had not begun."))

    def discard(self) -> None:
        if self.offer is not None:
            self.autosaver.discard(self.offer)
        self.offer = None
        self.resume_bar.hide()

    # --- replays ----------------------------------------------------------------------------------
    def replay_current(self) -> None:
        if self.replay is None:
            self.show_replay(self.seating.record, tr("this game"))

    def replay_dialog(self) -> None:
        folders.fit_next_dialog(self.window)
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Replay a saved game"),
                                              self._dialog_dir(), tr(FILTER, suffix=sf.SUFFIX))
        if path:
            self.replay_file(path)

    def replay_last(self) -> None:
        newest = self.autosaver.archive.newest()
        if newest is None:
            self._status(tr("No game has been finished here yet."))
            return
        self.replay_file(newest, tr("the last finished game"))

    def replay_file(self, path: str | Path, title: str = "") -> bool:
        loaded = self.read(path)
        if loaded is None:
            return False
        if not title:
            self._remember(Path(path))
        self.show_replay(GameRecord.from_save(*loaded),
                         title or Path(path).name.removesuffix(sf.SUFFIX))
        return True

    def show_replay(self, record: GameRecord, title: str) -> None:
        """Step through the game `record` in place of the live game (which waits)."""
        session = record.session
        replay = ReplayController(session.rules, session, self.window.lang)
        self.seating.show_replay(replay, record)
        self.replay = replay
        replay.go(0)
        self.replay_bar.show_replay(replay, title)
        self.update_actions()

    def close_replay(self) -> None:
        if self.replay is None:
            return
        self._replay_ended()
        self.seating.back_to_live()

    def continue_from_here(self) -> None:
        """Play on from the move shown — unless a later move showed hidden cards (the rule
        of undo, `GameRecord.may_continue_from`): then say from where play may go on, and offer
        to go on from here with the hidden cards shuffled anew (`AnewQuestion`)."""
        if self.replay is None:
            return
        index = self.replay.index
        if self.seating.replayed is self.seating.record:  # the game under way's own replay:
            self._continue_from(index)  # playing on from it is its own undo, asked nothing
            return
        # a replay of another game: playing on from it replaces the one under way
        self.window.before_replacing(lambda: self._continue_from(index))

    def _continue_from(self, index: int) -> None:
        if self.replay is None:
            return
        refused = self.seating.continue_from(index)
        if refused:
            question = AnewQuestion(refused, index, self.window)
            question.anew.clicked.connect(lambda: self._continue_anew(index))
            self.message = question
            question.open()
            return
        self._status(tr("Playing on from move {n}.", n=index))

    def _continue_anew(self, index: int) -> None:
        """On from move `index` of the replay with the hidden cards shuffled anew."""
        if self.replay is None or self.seating.continue_anew(index):
            return
        self._status(tr("Playing on from move {n} with the hidden cards shuffled anew.", n=index))

    def _seated(self) -> None:
        """Another game came onto the table: a replay shown is over (or the welcome screen
        is gone: the game on the table may be saved), and Save no longer writes over the file
        of the game that was there (Save as is asked)."""
        if self.seating.replaying is None:
            self._replay_ended()
        if self._saved is None or self._saved[0] is not self._live_session():
            self.path = None

    def _replay_ended(self) -> None:
        self.replay_bar.hide()
        self.replay = None
        self.update_actions()

    def update_actions(self) -> None:
        """Enable the file actions that can be used now; the others say why (ui/refusals.py)."""
        if getattr(self.window, "welcome", None) is not None:  # no game chosen yet: none to save
            live = tr("no game is on the table yet — choose one first")
        elif self.replay is not None:
            live = tr("a replay is shown — continue from here or close the replay first")
        elif self.seating.joined is not None:  # a seat at a table hosted on another computer
            live = tr("the host keeps this game: it is saved on their computer")
        else:
            live = ""
        for action, name in ((self.save_action, tr("Save")), (self.save_as_action, tr("Save as")),
                             (self.replay_action, tr("Replay this game"))):
            say_why(action, name, live)
        # what the table's game alone gives: nothing while the welcome screen is up
        no_game = live if getattr(self.window, "welcome", None) is not None else ""
        for key, name in (("sheet_action", tr("Score sheet")),
                          ("save_position_action", tr("Save position"))):
            made = getattr(self.window, key, None)  # (the menus may come later)
            if made is not None:
                say_why(made, name, no_game)
        none = self.autosaver.archive.newest() is None
        say_why(self.replay_last_action, tr("Replay the last finished game"),
                tr("no game has been finished here yet") if none else "")

    # --- finished games ---------------------------------------------------------------------------
    def keep_finished(self) -> None:
        """The live game has ended: keep it among the finished games now (written once).
        A game joined at a table hosted elsewhere is the host's to keep (this window has only
        its seat's view)."""
        if self.seating.joined is not None:
            return
        try:
            self.autosaver.archive.keep(self.save_data())
        except (OSError, ValueError) as exc:
            self._status(tr("The finished game could not be kept: {error}", error=exc))
            return
        self.update_actions()
        if self.finished_list is not None:
            self.finished_list.refresh()

    def show_finished(self) -> None:
        """The list of finished games (date, game, players, result); any opens in replay."""
        from medici_table.ui.finished import FinishedGames

        if self.finished_list is None:
            dialog = FinishedGames(self.autosaver.archive, self.window.lang, self.window)
            dialog.setStyleSheet(theme.APP_STYLE)
            dialog.chosen.connect(self._replay_finished)
            dialog.finished.connect(lambda _=0: setattr(self, "finished_list", None))
            self.finished_list = dialog
        self.finished_list.refresh()
        self.finished_list.open()

    def _replay_finished(self, path: str, title: str) -> None:
        if self.finished_list is not None:
            self.finished_list.accept()
        self.replay_file(path, title)

    # --- telling the player -----------------------------------------------------------------------
    def _tell(self, title: str, text: str,
              icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.window)
        self.message = box
        box.open()

    def _status(self, text: str) -> None:
        """Say `text` for a few seconds — or, while the hosted table waits for friends (a game
        opened or resumed with friends' seats), with that in the status line until they come."""
        waiting = self.seating.friends_awaited()
        if waiting:
            self.window.notice.withdraw()
            said = tr("The game waits for {names}.", names=waiting)
            self.window.status_label.setText(text + " " + said)
            return
        self.window.notice.say(text)  # beside the prompt: what to do stays said
