"""The main window: the table, menus, status line, docks and the end-of-game dialog.

Start-up paints the table first: `MainWindow(..., defer=True)` (what `medici-table` does) builds
the table, the docks, the menus and the status line, and leaves to `complete_startup()`, run
as soon as the first frame is painted, what that frame does not show: files and autosave
(`ui/saves.py`: Save/Open, the offer to resume) and the computer players' runner when no seat
is a computer. The rules panel is built when first opened. Without `defer` the window is
complete when the constructor returns.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QWidget

from medici_table import games
from medici_table.app.autosave_paths import may_hold_a_game
from medici_table.engine import IllegalMove, Move
from medici_table.ui import games as tables
from medici_table.ui import theme
from medici_table.ui.controller import GameController
from medici_table.ui.docks import LogDock, MovesDock, RulesDock, ScoreDock
from medici_table.ui.gameconfig import GameConfig, default_config
from medici_table.ui.i18n import noop, set_lang, system_lang, tr
from medici_table.ui.startup import PERSON, autosave_folder
from medici_table.ui.table import TableWidget

if TYPE_CHECKING:
    from medici_table.ui.dialogs import GameOverDialog, NewGameDialog


def start_state(config: GameConfig) -> Any:
    rules = games.get(config.game)
    seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
    return rules.new_game(list(config.players), dict(config.options), seed)


class MainWindow(QMainWindow):
    completed = Signal()  # complete_startup() has run: files, autosave and bots are in

    def __init__(self, config: GameConfig | None = None, settings: QSettings | None = None,
                 anim_ms: int = 180, lang: str = "", parent: QWidget | None = None,
                 defer: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings("MediciTable",
                                                                       "MediciTable")
        self.config = config or default_config(self.settings)
        saved = self.settings.value("view/lang", "")  # first run: the system's language
        self.lang = lang or (saved if saved in ("en", "fr") else system_lang())
        lang = self.lang
        set_lang(lang)
        self._labels: list[tuple[QAction | QMenu, str]] = []
        self.game_over_dialog: GameOverDialog | None = None
        self.last_rule = ""  # the rule of the last refused move: where F1 opens the rules
        self._complete = False
        self._described: list[tuple[Any, tuple[str, str]]] = []  # (history step, log line)
        self._described_lang = ""
        self._scored: tuple[Any, ...] | None = None  # the (state, language, game) scored last
        self.setStyleSheet(theme.APP_STYLE)
        self.setFont(theme.font(11))
        rules = games.get(self.config.game)
        self.setWindowTitle(f"Medici Table — {rules.name(lang)}")
        self.controller = GameController(rules, start_state(self.config), lang)
        self.table = TableWidget(self.controller, tables.get(self.config.game), anim_ms)
        self.setCentralWidget(self.table)
        self.status_label = QLabel()
        self.status_label.setFont(theme.font(14))
        self.statusBar().addWidget(self.status_label, 1)
        self.log_dock = LogDock(self)
        self.score_dock = ScoreDock(self)
        self.moves_dock = MovesDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moves_dock)
        self.tabifyDockWidget(self.log_dock, self.moves_dock)
        for dock in (self.score_dock, self.log_dock, self.moves_dock):
            dock.setMinimumWidth(300)
        self.rules_dock = RulesDock(self)  # its panel is built when first opened
        self.rules_dock.follow(self.config.game, lang)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rules_dock)
        self.tabifyDockWidget(self.moves_dock, self.rules_dock)
        self.rules_dock.hide()
        self.what_now = QLabel()
        self.what_now.setFont(theme.font(12))
        self.what_now.linkActivated.connect(lambda _href: self.show_phase_rule())
        self.statusBar().addPermanentWidget(self.what_now)
        self.table.rule_wanted.connect(self.show_rule)
        self.log_dock.raise_()
        self.resizeDocks([self.score_dock, self.log_dock], [110, 600], Qt.Orientation.Vertical)
        self.moves_dock.move_chosen.connect(self._move_chosen)
        self.table.status.connect(self.status_label.setText)
        self.table.changed.connect(self._refresh)
        self._menus()
        self._hook(self.controller, now=not defer)
        self.table.sync("reset")
        self.resize(1400, 900)
        if not defer or self._resume_waiting():
            self.complete_startup()

    def _resume_waiting(self) -> bool:
        """Whether the autosave folder may hold a game to offer: `ui/saves.py` would then show
        its resume bar above the table, which must come with the first frame, not push the
        table down one frame later. (Without importing `ui/saves.py` nor `app.autosave`:
        they cost 10 ms.)"""
        return may_hold_a_game(autosave_folder(self.settings))

    def complete_startup(self) -> None:
        """What the first frame does without: Save/Open, autosave and the offer to resume an
        interrupted game (`ui/saves.py`), the bot runner. Runs once."""
        if self._complete:
            return
        self._complete = True
        from medici_table.ui.saves import install_save_actions

        if getattr(self, "bots", None) is None:
            self._hook_bots(self.controller)
        install_save_actions(self)  # Save/Open, autosave, resume, replays (ui/saves.py)
        self.completed.emit()

    @property
    def startup_complete(self) -> bool:
        return self._complete

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._complete:  # in case no paint comes (a window shown minimised)
            QTimer.singleShot(500, self.complete_startup)

    def event(self, event: QEvent) -> bool:
        if not self._complete and event.type() == QEvent.Type.Paint:
            # the whole window is painted in this pass (the table too): the rest comes after
            QTimer.singleShot(0, self.complete_startup)
        return super().event(event)

    def _hook(self, controller: GameController, now: bool = True) -> None:
        controller.game_over.connect(self._game_over)
        controller.move_rejected.connect(self._refused)
        if now or any(kind != PERSON for kind in self.config.seats):
            self._hook_bots(controller)  # bot seats of self.config play by themselves
        # else complete_startup() installs the runner: the table is the same without it

    def _hook_bots(self, controller: GameController) -> None:
        from medici_table.ui.botrunner import install_bots

        install_bots(self, controller)

    # --- menus ------------------------------------------------------------------------------------------
    def _menus(self) -> None:
        game = self._menu(noop("&Game"))
        self.new_action = self._action(game, noop("&New game…"), QKeySequence.StandardKey.New,
                                       self.new_game_dialog)
        game.addSeparator()
        self._action(game, noop("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        edit = self._menu(noop("&Edit"))
        self.undo_action = self._action(edit, noop("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action(edit, noop("&Redo"), QKeySequence.StandardKey.Redo, self.redo)
        view = self._menu(noop("&View"))
        self.hints_action = self._action(view, noop("&Hints"), QKeySequence("Ctrl+H"), self._hints)
        self.hints_action.setCheckable(True)
        hints = self.settings.value("view/hints", True)
        self.hints_action.setChecked(hints not in (False, "false", "0", 0))
        self.table.scene.hints = self.hints_action.isChecked()
        self._action(view, noop("&Fit to window"), QKeySequence("Ctrl+0"), self.table.view.fit)
        self._action(view, noop("Zoom &in"), QKeySequence.StandardKey.ZoomIn,
                     lambda: self.table.view.zoom_by(1.2))
        self._action(view, noop("Zoom &out"), QKeySequence.StandardKey.ZoomOut,
                     lambda: self.table.view.zoom_by(1 / 1.2))
        view.addSeparator()
        language = view.addMenu("Language / Langue")
        group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code, name in (("en", "English"), ("fr", "Français")):
            action = language.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == self.lang)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            self.lang_actions[code] = action
        view.addSeparator()
        for dock in (self.score_dock, self.log_dock, self.moves_dock, self.rules_dock):
            view.addAction(dock.toggleViewAction())
        helping = self._menu(noop("&Help"))
        self._action(helping, noop("&Rules of the game"), QKeySequence.StandardKey.HelpContents,
                     lambda: self.show_rule(""))
        self._action(helping, noop("&Quick reference"), QKeySequence("Shift+F1"),
                     lambda: self.rules_dock.open_at(tab=1))
        self._action(helping, noop("How to play on this &table"), None,
                     lambda: self.rules_dock.open_at(tab=2))
        self._action(helping, noop("&What can I do now?"), QKeySequence("Ctrl+F1"),
                     self.show_phase_rule)
        self._what_now_text()

    def _menu(self, text: str) -> QMenu:
        menu = self.menuBar().addMenu(tr(text))
        self._labels.append((menu, text))
        return menu

    def _action(self, menu: Any, text: str, key: Any, slot: Any) -> QAction:
        action = QAction(tr(text), self)
        self._labels.append((action, text))
        if key is not None:
            action.setShortcut(key)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def set_language(self, lang: str) -> None:
        """Speak `lang` from now on: menus, docks, the table and the game's own sentences."""
        self.lang = lang
        set_lang(lang)
        self.settings.setValue("view/lang", lang)
        self.controller.session.lang = lang
        for widget, text in self._labels:
            if isinstance(widget, QMenu):
                widget.setTitle(tr(text))
            else:
                widget.setText(tr(text))
        for dock, text in ((self.log_dock, "Game log"), (self.score_dock, "Scores"),
                           (self.moves_dock, "Moves")):
            dock.setWindowTitle(tr(text))
        self.lang_actions[lang].setChecked(True)
        self.rules_dock.follow(self.controller.rules.id, lang)
        self._what_now_text()
        self.setWindowTitle(f"Medici Table — {self.controller.rules.name(lang)}")
        if self.table.curtain.isVisible():
            self.table.sync("lang")
        else:
            self.table.redraw()

    def show_rule(self, anchor: str) -> None:
        """Open the rules panel at `anchor`, else at the last refused move's rule, else as it was."""
        self.rules_dock.open_at(anchor or self.last_rule)
        self.last_rule = ""

    def _refused(self, move: Move, exc: IllegalMove) -> None:
        self.last_rule = exc.rule

    def show_phase_rule(self) -> None:
        """"What can I do now?": the rule of the decision the game waits for."""
        c = self.controller
        anchor = "end" if c.is_over() else c.rules.phase_anchor(c.state)
        self.rules_dock.open_at(anchor or "turn")

    def _what_now_text(self) -> None:
        text = tr("What can I do now?")
        self.what_now.setText(f'<a href="now" style="color:#f1d98a">{text}</a>')

    def _hints(self) -> None:
        self.table.scene.hints = self.hints_action.isChecked()
        self.settings.setValue("view/hints", self.table.scene.hints)
        self.table.scene.refresh_marks()

    # --- following the game -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        """The menus and docks follow the table. Runs when the curtain comes and again when it
        is lifted: only what changed is done again (the log describes only the new moves, the
        scores are not rebuilt for the same state, the moves panel fills when it is seen)."""
        c = self.controller
        covered = self.table.curtain.isVisible()
        self.undo_action.setEnabled(c.can_undo() and not covered)
        self.redo_action.setEnabled(c.can_redo() and not covered)
        self.log_dock.show_log(self._log_lines(c))
        self.rules_dock.follow(c.rules.id, self.lang)  # a game opened from a file too
        scored = (c.state, c.lang, c.rules.id)
        if self._scored is None or any(a is not b for a, b in zip(scored, self._scored, strict=True)):
            self._scored = scored
            adapter = tables.get(c.rules.id)
            self.score_dock.show_scores(adapter.score_lines(c.rules, c.state, c.lang))
        if covered or self.table.bot_turn() or c.is_over():
            self.moves_dock.show_moves(lambda: [])
        else:
            self.moves_dock.show_moves(lambda: self._legal_moves_described(c))

    def _log_lines(self, c: GameController) -> list[tuple[str, str]]:
        """Every move played, described in today's language; moves described before (the same
        steps of the history, in the same language) are not described again."""
        history = c.session.history
        known = self._described if self._described_lang == c.lang else []
        keep, most = 0, min(len(known), len(history))
        while keep < most and known[keep][0] is history[keep]:
            keep += 1
        players = c.players()
        known = known[:keep] + [(s, (players[s.player] if s.player is not None else "",
                                     c.rules.describe(s.before, s.move, c.lang)))
                                for s in history[keep:]]
        self._described, self._described_lang = known, c.lang
        return [line for _step, line in known]

    @staticmethod
    def _legal_moves_described(c: GameController) -> list[tuple[Move, str]]:
        moves = c.legal_moves()
        return list(zip(moves, c.describe_all(moves), strict=True))

    def _move_chosen(self, move: Move) -> None:
        self.table.play_move(move)

    def undo(self) -> None:
        if not self.table.curtain.isVisible():
            self.controller.undo()

    def redo(self) -> None:
        if not self.table.curtain.isVisible():
            self.controller.redo()

    def _game_over(self) -> None:
        c = self.controller
        adapter = tables.get(c.rules.id)
        players = c.players()
        winners = c.rules.winners(c.state)
        from medici_table.ui.dialogs import GameOverDialog

        title = (tr("{name} wins!", name=players[winners[0]]) if len(winners) == 1
                 else tr("A draw"))
        dialog = GameOverDialog(title, adapter.score_lines(c.rules, c.state, c.lang),
                                adapter.result_text(c.rules, c.state, c.lang), self)
        dialog.setStyleSheet(theme.APP_STYLE)
        dialog.play_again.connect(self.play_again)
        self.game_over_dialog = dialog
        dialog.open()

    # --- new games ---------------------------------------------------------------------------------------
    def new_game_dialog(self) -> NewGameDialog:
        from medici_table.ui.dialogs import NewGameDialog

        dialog = NewGameDialog(self.settings, self, self.lang)
        dialog.setStyleSheet(theme.APP_STYLE)
        dialog.accepted.connect(lambda: self.start(dialog.config()))
        dialog.open()
        return dialog

    def play_again(self) -> None:
        self.start(GameConfig(self.config.game, list(self.config.players),
                              dict(self.config.options), None, list(self.config.seats)))

    def start(self, config: GameConfig) -> None:
        self.config = config
        rules = games.get(config.game)
        self.setWindowTitle(f"Medici Table — {rules.name(self.lang)}")
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None
        self.controller.game_over.disconnect(self._game_over)
        self.controller = GameController(rules, start_state(config), self.lang)
        self.table.adapter = tables.get(config.game)
        self.rules_dock.follow(config.game, self.lang)
        self._hook(self.controller)
        self.table.attach(self.controller)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.game_over_dialog is not None:
            self.game_over_dialog.done(QDialog.DialogCode.Rejected)
        super().closeEvent(event)
