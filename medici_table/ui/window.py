"""The main window: the table, menus, status line, docks and the end-of-game dialog.

Start-up paints the table first: `MainWindow(..., defer=True)` (what `medici-table` does) builds
the table, the menu bar and the status line (and the docks when the window is wide enough to show
them), and leaves to `complete_startup()`, run as soon as the first frame is painted, what that
frame does not show: the menus' entries and shortcuts, files and autosave (`ui/saves.py`:
Save/Open, the offer to resume), the docks folded into the drawer of a narrow window, and the
computer players' runner when no seat is a computer. The rules panel is built when first
opened. Without `defer` the window is complete when the constructor returns. On the welcome
screen the docks, hidden there, are made after its first frame too (`_build_docks`; or when
first asked for: the View menu, the rules).

Every game comes onto the table through `self.seating` (`ui/seating.py`), which also attaches
the computer players. `welcome=True` (a start without a game asked for) shows the welcome
screen in the table's place until a game is chosen (`ui/welcome.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from medici_table import games
from medici_table.app.autosave_paths import may_hold_a_game
from medici_table.ui import artcache, theme
from medici_table.ui import games as tables
from medici_table.ui.drawer import THRESHOLD as FOLD_WIDTH
from medici_table.ui.drawer import TabStrip
from medici_table.ui.elided import ElidedLabel, ElidingStatusBar, PassingNotice
from medici_table.ui.ending import Ending
from medici_table.ui.gameconfig import GameConfig, default_config, default_game
from medici_table.ui.gamelog import GameLog
from medici_table.ui.i18n import noop, set_lang, system_lang, tr
from medici_table.ui.refusals import SayWhyDisabled, redo_refusal, say_why, undo_refusal
from medici_table.ui.startup import autosave_folder

if TYPE_CHECKING:  # (and the menus' classes: importing one makes its enums, ~1 M instructions
    # each, not before the welcome screen's first frame: `_menus`)
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QDialog

    from medici_table.app.record import GameRecord
    from medici_table.engine import IllegalMove, Move
    from medici_table.ui.coachpanel import CoachPanel
    from medici_table.ui.controller import GameController
    from medici_table.ui.dialogs import GameOverDialog, NewGameDialog
    from medici_table.ui.docks import LogDock, MovesDock, RulesDock, ScoreDock
    from medici_table.ui.drawer import Folding
    from medici_table.ui.hurry import Hurry
    from medici_table.ui.seating import Seating
    from medici_table.ui.table import TableWidget
    from medici_table.ui.welcome import WelcomeScreen



def record_of(config: GameConfig, lang: str = "en") -> GameRecord:
    """A new game as `config` asks: dealt from its seed, or a fresh one."""
    from medici_table.app.record import deal, seats_of  # (not for the welcome screen)

    return deal(config.game, seats_of(config.players, config.seats), config.options,
                config.seed, lang)


class MainWindow(QMainWindow):
    completed = Signal()  # complete_startup() has run: files, autosave and bots are in
    game_finished = Signal()  # the live game has just ended (saves.py archives it)
    welcomed = Signal()  # the welcome screen came back (saves.py offers the unfinished game)
    # the menus' actions the window enables, checks and names (made by `ui/menus.py`)
    new_action: QAction
    sheet_action: QAction
    invite_action: QAction
    leave_table_action: QAction
    save_position_action: QAction
    undo_action: QAction
    redo_action: QAction
    hints_action: QAction
    lang_actions: dict[str, QAction]
    hurry: Hurry

    def __init__(self, config: GameConfig | None = None, settings: QSettings | None = None,
                 anim_ms: int = 180, lang: str = "", parent: QWidget | None = None,
                 defer: bool = False, welcome: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings("MediciTable",
                                                                       "MediciTable")
        game = config.game if config is not None else default_game(self.settings)
        saved = self.settings.value("view/lang", "")  # first run: the system's language
        self.lang = lang or (saved if saved in ("en", "fr") else system_lang())
        lang = self.lang
        set_lang(lang)
        self._labels: list[tuple[QAction | QMenu, str]] = []
        self.ending = Ending(self)  # the final dialog and the score sheet (ui/ending.py)
        self.score_sheet: Any = None  # the score sheet last opened (`show_score_sheet`)
        self.last_rule = ""  # the rule of the last refused move: where F1 opens the rules
        self.save_first: QDialog | None = None  # the last "Save it first?" (`before_replacing`)
        self._complete = False
        self.game_log = GameLog()  # the log's lines, kept between looks
        self._scored: tuple[Any, ...] | None = None  # the (state, language, game) scored last
        self._refreshed: tuple[tuple[Any, ...], tuple[Any, ...]] | None = None  # (`_refresh`)
        self.setStyleSheet(theme.APP_STYLE)
        self.setFont(theme.font(11))
        self._first, self._anim_ms, self._defer = config, anim_ms, defer
        self._welcomed = welcome  # the first table: one nobody plays until a game is chosen
        self._table: TableWidget | None = None  # built when first needed (`_build_table`)
        self.welcome: WelcomeScreen | None = None
        self.coach: CoachPanel | None = None  # the lesson's or the puzzles' panel, once wanted
        self._folding: Folding | None = None  # the docks folded into a drawer (narrow window)
        self._docks_built = False  # the side panels: with the table's first frame, or after
        self._docks_shown: list[Any] = []  # the docks the welcome screen hides, shown after it
        self._game = game  # the game the rules panel opens at
        self.single_table: Any = None  # this user's one table (ui/single.py), set by ui/app.py
        self.setStatusBar(ElidingStatusBar())  # its passing messages cut with '…' too
        self.statusBar().setFont(theme.font(14))  # (theirs: the status line's own letters)
        self.status_label = ElidedLabel()  # cut with '…' (whole in its tooltip) when too long
        self.status_label.setFont(theme.font(14))
        self.statusBar().addWidget(self.status_label)  # as wide as its words, cut past the room
        # a save's or a resumed game's notice, beside the prompt in what it leaves, never over it
        self.notice = PassingNotice()
        self.notice.setFont(theme.font(13, italic=True))
        self.notice.setStyleSheet(f"#passing_notice {{ color: {theme.GOLD.name()}; "
                                  "padding-left: 18px; }")
        self.statusBar().addWidget(self.notice, 1)
        self.what_now = QLabel()
        self.what_now.setFont(theme.font(12))
        self.what_now.linkActivated.connect(lambda _href: self.show_phase_rule())
        self.statusBar().addPermanentWidget(self.what_now)
        self._menu_bar()  # (their entries: with the table, or after the first frame, `_menus`)
        self._tab_strip = TabStrip(self)  # the drawer's tabs, hidden: the menu bar's height
        self.resize(1400, 900)
        if welcome:  # the table and the docks come after the first frame (or when asked for)
            self.show_welcome()
        else:
            self._build_table()
        if not defer or (not welcome and self._resume_waiting()):
            self.complete_startup()

    # --- the side panels, built with the table or after the welcome screen's first frame ---------
    @property
    def log_dock(self) -> LogDock:
        self._build_docks()
        return self._log_dock

    @property
    def score_dock(self) -> ScoreDock:
        self._build_docks()
        return self._score_dock

    @property
    def moves_dock(self) -> MovesDock:
        self._build_docks()
        return self._moves_dock

    @property
    def rules_dock(self) -> RulesDock:
        self._build_docks()
        return self._rules_dock

    @property
    def folding(self) -> Folding:
        """The docks folded into a drawer in a narrow window (`ui/drawer.py`)."""
        self._build_docks()
        assert self._folding is not None
        return self._folding

    @folding.setter
    def folding(self, folding: Folding) -> None:
        self._folding = folding

    def _build_docks(self) -> None:
        """The game log, the scores, the moves and the rules panel (empty until the table fills
        them), their entries in the View menu and their drawer. The welcome screen hides them:
        its first frame goes without them (the first QListWidget alone makes ~80 Qt enums),
        they are built right after it (`complete_startup`) or when first asked for."""
        if self._docks_built:
            return
        self._menus()  # (the View menu's own entries first, the docks' after them)
        self._docks_built = True
        from PySide6.QtCore import Qt  # (its namespace's enums: not before the first frame)

        from medici_table.ui.docks import LogDock, MovesDock, RulesDock, ScoreDock
        from medici_table.ui.drawer import install_folding

        self._log_dock = LogDock(self)
        self._score_dock = ScoreDock(self)
        self._moves_dock = MovesDock(self)
        self._rules_dock = RulesDock(self)  # its panel is built when first opened
        self._rules_dock.follow(self._game, self.lang)
        shown = [self._score_dock, self._log_dock, self._moves_dock]
        welcomed = self.welcome is not None
        for dock in [*shown, self._rules_dock] if welcomed else [self._rules_dock]:
            dock.hide()  # before it is added: the window, already shown, does not show it
        for dock in shown:
            dock.setMinimumWidth(300)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.tabifyDockWidget(self._log_dock, self._moves_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self._rules_dock)
        self.tabifyDockWidget(self._moves_dock, self._rules_dock)
        self._log_dock.raise_()
        self.proportion_docks()
        self._moves_dock.move_chosen.connect(self._move_chosen)
        for dock in (*shown, self._rules_dock):
            self._view_menu.addAction(dock.toggleViewAction())
        install_folding(self, self._view_menu)  # a narrow window: the docks fold into a drawer
        if welcomed:
            self._docks_shown = shown  # shown again when a game is chosen (`leave_welcome`)
            self.folding.follow()
        elif self._table is not None:  # built after the table (its first frame)
            self.folding.watch(self._table)
            if self.isVisible():  # (docks added to a shown window stay hidden until shown)
                for dock in shown:
                    dock.show()
                self._log_dock.raise_()
                self.folding.follow()  # (folded at once in a narrow window: no resize comes)
            self._refreshed = None
            self._refresh()  # the log, the scores and the moves of the game on the table

    # --- the table, built when first needed -----------------------------------------------------
    @property
    def table(self) -> TableWidget:
        """The table (built at once, or behind the welcome screen when first asked for)."""
        if self._table is None:
            self._build_table()
        assert self._table is not None
        return self._table

    @property
    def seating(self) -> Seating:
        self.table  # noqa: B018 (built with the table)
        return self._seating

    @property
    def controller(self) -> GameController:
        self.table  # noqa: B018 (built with the table)
        return self._controller

    @controller.setter
    def controller(self, controller: GameController) -> None:
        self._controller = controller

    @property
    def table_built(self) -> bool:
        return self._table is not None

    def _build_table(self) -> None:
        """The table of the first game (ui/table.py and its modules are imported here: the
        welcome screen's first frame goes without them)."""
        from medici_table.ui.seating import Seating
        from medici_table.ui.table import TableWidget

        if not self._defer or self._complete:  # else after the table's first frame (`showEvent`)
            self._menus()  # (the hurry's settings: the table follows them)
            self._build_docks()
        first, lang = self._first or default_config(self.settings), self.lang
        if self._welcomed:  # behind the welcome screen: a table nobody plays
            first = GameConfig(first.game, first.players, first.options, first.seed)
        if self.welcome is None:
            self.setWindowTitle(f"Medici Table — {games.get(first.game).name(lang)}")
        self._seating = Seating(self, record_of(first, lang))
        self._controller = self._seating.live
        # (made in the window: its widgets are polished once, under the window's style sheet)
        table = TableWidget(self._controller, tables.get(first.game), self._anim_ms, self)
        table.hold_idle(not self._complete)  # (its idle drawing: after the first frame)
        self._table = table
        if self.welcome is None:
            self.setCentralWidget(table)
        else:
            table.hide()  # behind the welcome screen until a game is chosen
        table.rule_wanted.connect(self.show_rule)
        table.sheet_wanted.connect(self.show_score_sheet)
        table.status.connect(self.status_label.setText)
        table.changed.connect(self._refresh)
        table.sequencer.changed.connect(self._refresh)  # (a question after the curtain: the
        # Moves list lists its choices; the table said it changed while the curtain was up)
        table.scene.hints = self._hints_setting()
        if self._menus_made:  # (else `_menus` attaches it, after the first frame)
            self.hurry.attach(table)
        if self._docks_built:  # (else `_build_docks` has the drawer watch it)
            self.folding.watch(table)
        self._seating.follow(bots_now=not self._defer)
        table.sync("reset")
        if self.welcome is not None:  # (the table said whose turn it is, behind the screen)
            self.status_label.setText(tr("Choose a game."))

    @property
    def config(self) -> GameConfig:
        """The live game as the new-game dialog would describe it (its seed, seats, options)."""
        from medici_table.app.record import kind_of

        record = self.seating.record
        return GameConfig(record.game, record.players, dict(record.options), record.seed,
                          [kind_of(s) for s in record.seats])

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
        from medici_table.ui.positions import PositionDrops

        self._menus()  # (the welcome screen's first frame went without their entries)
        self._build_docks()
        from medici_table.ui.saves import install_save_actions

        self.seating.install_runner()
        self.table.hold_idle(False)
        PositionDrops(self)  # a position file dropped on the window opens
        install_save_actions(self)  # Save/Open, autosave, resume, replays (ui/saves.py)
        self.completed.emit()

    @property
    def startup_complete(self) -> bool:
        return self._complete

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._docks_built and self._table is not None and self.welcome is None:
            # the docks: beside the table in its first frame in a wide window; folded into the
            # drawer in a narrow one, where only the drawer's tabs show, and built after that
            # frame (their lists made ~100 of Qt's enums, ~20 ms: `complete_startup`)
            if self.width() >= FOLD_WIDTH or self.isMaximized() or self.isFullScreen():
                self._build_docks()
            else:
                self._tab_strip.name_tabs()
                for i, button in enumerate(self._tab_strip.buttons):
                    button.clicked.connect(lambda _=False, i=i: self._early_tab(i))

    def _early_tab(self, index: int) -> None:
        """A drawer's tab pressed before the docks came (`showEvent`): they are made now, and
        its panel opens. (Once made, the drawer answers its tabs itself: a connection made while
        the click is delivered is not called for that click.)"""
        if not self._docks_built:
            self._build_docks()
            self.folding.toggle(self.folding.docks[index])
        if not self._complete:  # in case no paint comes (a window shown minimised)
            QTimer.singleShot(3000, self.complete_startup)  # a loaded machine may paint late

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        # (not `event()`: every event of the window went through Python, and each new kind made
        # its class's enums before the first frame)
        if not self._complete:
            # the whole window is painted in this pass (the table too): the rest comes after
            QTimer.singleShot(0, self.complete_startup)
        if artcache.is_starting():  # (the program's start, `ui/app.py`: drawings from the disk)
            QTimer.singleShot(0, lambda: artcache.starting(False))  # those drawn anew: kept
        super().paintEvent(event)

    # --- the welcome screen -----------------------------------------------------------------------
    def show_welcome(self) -> None:
        """The five games and what to do with them, in the table's place (docks hidden)."""
        from medici_table.ui.welcome import WelcomeScreen

        if self.welcome is not None:
            return
        if self._docks_built:
            self._docks_shown = [d for d in (self.score_dock, self.log_dock, self.moves_dock)
                                 if not d.isHidden()]
            for dock in self._docks_shown:
                dock.hide()
        saves = self.completed_saves() if self._complete else None
        # at the start, whether the folder may hold a game; later, the game its files offer
        # (not the live one: a remote table left for the welcome screen had none played here)
        resume = (saves.offer is not None if saves is not None
                  else may_hold_a_game(autosave_folder(self.settings)))
        self.welcome = WelcomeScreen(self.lang, resume, self)
        self.takeCentralWidget()  # the table is kept, not deleted
        self.setCentralWidget(self.welcome)
        if saves is not None:
            saves.retranslate()  # the offer in words
        self.welcome.chosen.connect(self._welcome_chose)
        self.welcomed.emit()
        self.setWindowTitle("Medici Table")
        self.status_label.setText(tr("Choose a game."))
        self.what_now.hide()
        if self._folding is not None:
            self._folding.follow()

    def leave_welcome(self) -> None:
        """The table comes back in the welcome screen's place (a game was chosen)."""
        if self.welcome is None:
            return
        self._build_docks()  # (hidden while the welcome screen is there)
        welcome, self.welcome = self.welcome, None
        self.takeCentralWidget()
        welcome.deleteLater()
        self.setCentralWidget(self.table)
        self.table.show()  # taken out, it was hidden
        self.what_now.show()
        for dock in self._docks_shown:
            self.folding.restore(dock)
        self.folding.follow()
        self.proportion_docks()  # (hidden, they had kept none: the scores took half the side)
        self.follow_game()

    def proportion_docks(self) -> None:
        """The scores as short as their lines allow, the log (the moves, the rules) below them
        given the rest of the side."""
        from PySide6.QtCore import Qt  # (its namespace's enums: not before the first frame)

        self.resizeDocks([self._score_dock, self._log_dock], [110, 600], Qt.Orientation.Vertical)

    def _welcome_chose(self, what: str, game: str) -> None:
        from medici_table.ui.gameconfig import against_computer, remember

        if what == "rules":
            self.rules_dock.follow(game, self.lang)
            self.rules_dock.open_at("")
        elif what == "computer":
            config = against_computer(default_config(self.settings, game))

            def deal() -> None:
                remember(self.settings, config)  # the new-game dialog opens as this is set
                self.start(config)

            self.before_replacing(deal)  # (a game left behind the welcome screen: asked)
        elif what == "friends":
            self.new_game_dialog(game, friends=True)
        elif what == "resume":
            self.complete_startup()
            self.completed_saves().resume()
        elif what == "finished":
            self.complete_startup()
            self.completed_saves().show_finished()
        elif what == "open":
            self.complete_startup()
            self.completed_saves().open_dialog()
        elif what == "learn":  # (Help → Learn to play, over a game too: asked first)
            from medici_table.ui.learning import start_lesson

            self.before_replacing(lambda: start_lesson(self, game))
        elif what == "puzzles":
            from medici_table.ui.learning import show_puzzles

            self.before_replacing(lambda: show_puzzles(self, game))
        elif what == "join":
            self.join_dialog()
        elif what == "host":
            self.host_dialog()

    def completed_saves(self) -> Any:
        """The window's files (`ui/saves.py`), there once the start-up is complete."""
        from medici_table.ui.saves import SaveManager

        return self.findChild(SaveManager, "saves")

    # --- menus ------------------------------------------------------------------------------------------
    def _menu_bar(self) -> None:
        """The menu bar's four menus, empty: their entries come after the first frame (`_menus`;
        or as soon as one is opened), or with the table of a window that does not wait for it."""
        self._menus_made = False
        self._bar = [self._menu(title) for title in (noop("&Game"), noop("&Edit"), noop("&View"),
                                                     noop("&Help"))]  # (each named: lupdate sees it)
        for menu in self._bar:
            menu.aboutToShow.connect(self._menus)
        self._view_menu = self._bar[2]
        self._view_menu.aboutToShow.connect(self._build_docks)  # (opened before they were built)
        self._what_now_text()

    def _menus(self) -> None:
        """The menus' entries and their shortcuts (their actions, key sequences and icons made
        ~15 of Qt's enums, ~10 ms of the welcome screen's first frame: `ui/menus.py`). Runs
        once."""
        if self._menus_made:
            return
        self._menus_made = True
        from medici_table.ui.menus import fill_menus

        fill_menus(self)

    def _hints_setting(self) -> bool:
        hints = self.settings.value("view/hints", True)
        return hints not in (False, "false", "0", 0)

    def open_position_dialog(self) -> None:
        from medici_table.ui.positions import open_position_dialog

        open_position_dialog(self)

    def save_position_dialog(self) -> None:
        from medici_table.ui.positions import save_position_dialog

        save_position_dialog(self)

    def _menu(self, text: str) -> QMenu:
        menu = self.menuBar().addMenu(tr(text))
        menu.setToolTipsVisible(True)  # a disabled action says why (ui/refusals.py)
        SayWhyDisabled(menu, self.statusBar())
        self._labels.append((menu, text))
        return menu

    def _action(self, menu: Any, text: str, key: QKeySequence.StandardKey | str | None,
                slot: Any) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(tr(text), self)
        self._labels.append((action, text))
        if isinstance(key, str):  # (set as lists: `setShortcut` makes Qt's namespace's 93 enums,
            # ~30 ms before the first frame, to weigh its overloads)
            native = QKeySequence.SequenceFormat.NativeText  # as QKeySequence("Ctrl+K") reads it
            action.setShortcuts([QKeySequence.fromString(key, native)])
        elif key is not None:  # a standard key: its first binding, as QKeySequence(key) is
            action.setShortcuts(QKeySequence.keyBindings(key)[:1])
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def set_language(self, lang: str) -> None:
        """Speak `lang` from now on: menus, docks, the table and the game's own sentences."""
        self._menus()
        self.lang = lang
        set_lang(lang)
        self.settings.setValue("view/lang", lang)
        if self.table_built:
            self.controller.session.lang = lang
        for widget, text in self._labels:
            if isinstance(widget, QMenu):
                widget.setTitle(tr(text))
            else:
                widget.setText(tr(text))
        if self._docks_built:  # (else they are built in this language)
            for dock, text in ((self.log_dock, "Game log"), (self.score_dock, "Scores"),
                               (self.moves_dock, "Moves")):
                dock.setWindowTitle(tr(text))
            self.rules_dock.follow(self.controller.rules.id if self.table_built else
                                   self.rules_dock.game, lang)
        self.lang_actions[lang].setChecked(True)
        self._what_now_text()
        if self.welcome is not None:
            self.welcome.set_language(lang)
        else:
            self.setWindowTitle(self._title())
        if self.coach is not None:
            self.coach.retranslate()  # a lesson's step, a puzzle (ui/coachpanel.py)
        if self.table_built:
            self.table.retranslate()  # the banner, the curtain, a sheet and a question
        saves = self.completed_saves()
        if saves is not None:
            saves.retranslate()  # the offer to resume an interrupted game
        if self.table_built:
            self.table.redraw()
        self.seating.relabel()  # (after the table: a remote table's notice says the status)
        self.ending.retranslate()
        if self.welcome is not None:
            self.status_label.setText(tr("Choose a game."))

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

    def about_dialog(self) -> QDialog:
        from medici_table.ui.about import open_about  # built when asked, not at start-up

        return open_about(self, self.settings)

    def _what_now_text(self) -> None:
        text = tr("What can I do now?")
        self.what_now.setText(f'<a href="now" style="color:#f1d98a">{text}</a>')

    def _hints(self) -> None:
        self.settings.setValue("view/hints", self.hints_action.isChecked())
        if self.table_built:
            self.table.scene.hints = self.hints_action.isChecked()
            self.table.scene.refresh_marks()

    # --- following the game -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        """The menus and docks follow the table. Runs when the curtain comes and again when it
        is lifted: only what changed is done again (the log describes only the new moves, the
        scores are not rebuilt for the same state, the moves panel fills when it is seen)."""
        c = self.controller
        first = self.table.sequencer.holding()  # a sheet, the curtain, a question, the end
        held = first.kind if first is not None else None
        # what the menus and docks show depends on: told again with nothing of it changed (the
        # table says it changed two to four times a move), they stay as they are
        seen = (c, c.session, c.state)
        said = (held, self.lang, c.lang, len(c.session.history), c.can_undo(), c.can_redo(),
                self.table.bot_turn(), self.seating.hosting_running(),
                self.seating.at_remote_table(), self.table.behind() is not None,
                bool(getattr(c, "waiting", False)),  # a hosted table waits: no moves offered
                getattr(c, "log_lines", None) is None)
        last, self._refreshed = self._refreshed, (seen, said)
        if last is not None and said[-1] and last[1] == said \
                and all(a is b for a, b in zip(last[0], seen, strict=True)):
            return
        if self._menus_made:  # (else they follow when made: `_menus`)
            say_why(self.undo_action, tr("Undo"), undo_refusal(c, held))
            say_why(self.redo_action, tr("Redo"), redo_refusal(c, held))
            self.invite_action.setEnabled(self.seating.hosting_running())
            self.leave_table_action.setEnabled(self.seating.at_remote_table())
        if not self._docks_built:  # (they are filled when built: `_build_docks`)
            return
        if self.game_log.changed(c):
            self.log_dock.show_log(self.game_log.lines(c, self.table))
        self.rules_dock.follow(c.rules.id, self.lang)  # a game opened from a file too
        behind = self.table.behind()  # a scoring sheet is up: the scores it is about
        shown = c.state if behind is None else c.scored_view(behind, None)
        scored = (shown, c.lang, c.rules.id)
        if self._scored is None or any(a is not b for a, b in zip(scored, self._scored, strict=True)):
            self._scored = scored
            adapter = tables.get(c.rules.id)
            self.score_dock.show_scores(adapter.score_lines(c.rules, shown, c.lang))
        why = self._why_no_moves(held)
        if why:
            self.moves_dock.show_moves(lambda: [], why)
        else:  # (a question on the table: its choices are moves of the list too)
            self.moves_dock.show_moves(lambda: self._legal_moves_described(c),
                                       tr("There is no move to make now."))

    def _why_no_moves(self, held: str | None) -> str:
        """Why the Moves list has no move now, said in it ('' when it lists the moves: also
        while a question waits on the table, whose choices are moves of the list)."""
        from medici_table.ui.sequencer import CURTAIN, FINAL, QUESTION, SHEET

        c = self.controller
        if c.is_over():
            return tr("The game is over: no move to make.")
        if held in (SHEET, FINAL):  # (the computer waits for it too)
            return tr("Read what the table shows first (click it or its button).")
        if self.table.bot_turn():  # (its move travelling too)
            return tr("{name} is played by the computer: wait for its move.",
                      name=c.players()[c.to_act() or 0])
        if held == CURTAIN:
            return tr("The table is covered: the moves are listed once the next player "
                      "clicks it.")
        if held is not None and held != QUESTION:
            return tr("Read what the table shows first (click it or its button).")
        return ""

    @staticmethod
    def _legal_moves_described(c: GameController) -> list[tuple[Move, str]]:
        moves = c.legal_moves()
        return list(zip(moves, c.describe_all(moves), strict=True))

    def _move_chosen(self, move: Move) -> None:
        self.table.play_move(move)

    def undo(self) -> None:
        if not self.table.presenting():
            self.seating.undo()

    def redo(self) -> None:
        if not self.table.presenting():
            self.seating.redo()

    def show_score_sheet(self) -> QDialog:
        """Every scoring of the game so far (ui/ending.py)."""
        return self.ending.show_score_sheet()

    def _game_over(self) -> None:
        self.ending.game_over()

    @property
    def game_over_dialog(self) -> GameOverDialog | None:
        """The final dialog of the game on the table (None: not ended, or closed)."""
        return self.ending.final()

    def close_final_dialog(self) -> None:
        self.ending.close_final()

    def follow_game(self) -> None:
        """The title and the rules panel follow the game on the table."""
        rules = self.controller.rules
        self.setWindowTitle(self._title())
        self.rules_dock.follow(rules.id, self.lang)

    def _title(self) -> str:
        """The window's title: the game's name, and the seat at a table hosted elsewhere."""
        c = self.controller
        title = f"Medici Table — {c.rules.name(self.lang)}"
        where = getattr(c, "where", None)
        return f"{title} — {where()}" if where is not None else title

    # --- new games ---------------------------------------------------------------------------------------
    def new_game_dialog(self, game: str = "", friends: bool = False,
                        hosting: bool = False) -> NewGameDialog:
        """The new-game dialog, at `game` (else the game on the table, else the last one set
        up); `friends`: every seat a person; `hosting`: a game hosted here for friends on other
        computers (a person in the first seat, a friend in every other)."""
        from medici_table.ui.dialogs import NewGameDialog

        table = None  # the live game's set-up: the dialog opens at it (a new deal)
        if not game and self.welcome is None and self._table is not None:
            game = self.controller.rules.id  # Game → New game at a Medici table: Medici
            if not self.seating.at_remote_table():
                table = self.config
        dialog = NewGameDialog(self.settings, self, self.lang, game, friends, table, hosting)
        dialog.before_accept = lambda go: self.before_replacing(go, dialog)
        dialog.setStyleSheet(theme.APP_STYLE)
        dialog.accepted.connect(lambda: self.start(dialog.config()))
        dialog.open()
        return dialog

    def host_dialog(self) -> NewGameDialog:
        """Game → Host a game for other computers…: the new-game dialog, every seat but the
        host's a friend's; OK hosts the table and shows the invitation."""
        return self.new_game_dialog(hosting=True)

    def join_dialog(self) -> Any:
        """Game → Join a game…: a seat at a table hosted on another computer."""
        from medici_table.ui.remote_join import open_join_dialog

        return open_join_dialog(self)

    def play_again(self) -> None:
        """A new deal for the same table (seats, options); the finished game stays kept."""
        from medici_table.app.record import deal

        record = self.seating.record
        self.before_replacing(lambda: self.seating.play(
            deal(record.game, record.seats, record.options, None, self.lang)))

    def start(self, config: GameConfig) -> None:
        self.seating.play(record_of(config, self.lang))

    def before_replacing(self, then: Callable[[], object], parent: QWidget | None = None) -> None:
        """Call `then`, which puts another game on the table, once the unfinished game there
        is saved or given up — asked first when it would be lost (`ui/unsaved.py`)."""
        from medici_table.ui.unsaved import before_replacing

        before_replacing(self, then, parent)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.ending.window_closing()  # a game that ended just now is kept
        self.seating.shutdown()  # friends at a hosted table are told it closes
        super().closeEvent(event)
