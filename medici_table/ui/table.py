"""The playing surface: scene, view and overlays wired to the controller, for any game.

It draws only `view(state, viewer)`, where the viewer is the person deciding; when the decision
passes to someone else and anything is hidden, the curtain covers the table until they click.
What it presents over itself (sheets, the curtain, questions, the final dialog), one thing at a
time, and its refusal banner are in `ui/presenting.py`.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QPushButton, QVBoxLayout, QWidget

from medici_table.engine import IllegalMove, Move
from medici_table.ui import ahead, items, matching, pixcache, theme
from medici_table.ui.controller import GameController
from medici_table.ui.games import GameAdapter
from medici_table.ui.i18n import tr
from medici_table.ui.interlude import Interlude, Page, Scoring
from medici_table.ui.layout import TableLayout
from medici_table.ui.numberbar import NumberBar, stripped_title
from medici_table.ui.overlays import ActionBar, Curtain, MessageBar, PromptPanel, ResizeWatcher
from medici_table.ui.presenting import Presenting
from medici_table.ui.scene import TableScene
from medici_table.ui.scoresheet import ScoreBook
from medici_table.ui.sequencer import (
    BANNER,
    CURTAIN,
    MOTION,
    QUESTION,
    SHEET,
    Sequencer,
    Showing,
)
from medici_table.ui.turn import PressWatcher, TurnBanner, turn_words
from medici_table.ui.view import TableView
from medici_table.ui.zoom import PieceZoom, ZoomWatcher

TRAVEL_FACTOR = 3  # a computer's move travels this many times a slide's time (540 ms at 180)


class TableWidget(Presenting, QWidget):
    status = Signal(str)  # what the deciding player is asked to do
    changed = Signal()  # the table was redrawn (menus and docks follow)
    rule_wanted = Signal(str)  # an anchor of the rules text: the rules panel opens there
    sheet_wanted = Signal()  # the score sheet is asked for (a note's link)
    idle = Signal()  # nothing is presented any more: play goes on (the computer players too)

    def __init__(self, controller: GameController, adapter: GameAdapter, anim_ms: int = 180,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.adapter = adapter
        self.viewer: int | None = None
        self.bot_seats: set[int] = set()  # seats the computer plays (ui/botrunner.py)
        self.drawn_for: int | None = -1  # the seat the table was last drawn for
        self.scene = TableScene(anim_ms)
        self.message = MessageBar()
        self.message.rule_clicked.connect(self.show_rule)
        self.action_bar = ActionBar()
        self.action_bar.chosen.connect(self.play_move)
        self.number_bar = NumberBar()
        self.number_bar.chosen.connect(self.play_move)
        self.undressed: dict[Move, Move] = {}  # a drag's move on the table -> the game's move
        self.stage = QWidget()
        self.view = TableView(self.scene, self.stage)
        # the view paints every pixel (its cached background is opaque): its viewport need not
        # be filled white first (a full-view fill at every move) — told when the idle work is
        # let go (`hold_idle`): naming the attribute makes Qt's namespace's 93 enums (~22 ms),
        # and the first frame is painted before that, filled first
        # a refusal lies in the strip of buttons when it is there and empty, else over the
        # table's top edge: either way the table keeps its size
        self.message.setParent(self)
        self.message.place = self._message_rect
        self.prompt = PromptPanel(self.stage)
        self.prompt.covering = self._pieces_under
        self.curtain = Curtain(self.stage)
        self.curtain.focus_after = self.view
        self.scene.covered = self.curtain.isVisible  # (its marks wait for the lift)
        self.interlude = Interlude(self.stage)
        self.banner = TurnBanner(self.stage)  # "Your turn, Ada — play a noble" (ui/turn.py)
        self.banner.covering = self._fresh_under
        self.banner.obstacles = self.fresh_rects
        self._spoken: list[str] = []  # the panels of the seats just heard (`_spoken_panels`)
        self._last_decider: int | None = None  # who decided at the last look (sync)
        # a computer's move travels from its seat to its place, `TRAVEL_FACTOR` times a slide
        # (Fast play shortens both: ui/hurry.py); off, it appears at once
        self.travel_on = True
        self._travel: tuple[QPointF, int] | None = None  # for the next redraw (sync)
        self.zoom = PieceZoom(self.stage)  # a piece seen large (ui/zoom.py)
        self.zoom_watcher = ZoomWatcher(
            self.view, self.zoom, lambda: self.scene.moves if self.scene.interactive else [],
            lambda move: self.controller.describe(move),
            lambda: self.scene.drag.active_piece() is not None)
        ResizeWatcher(self.stage, self._fit_overlays)
        # the bars of buttons above the table share one strip, there from the start at the
        # height of the tallest bar (empty when no button is offered; a refusal lies in it): a
        # table that shrank and grew again as the bars came and went would jump in size every
        # few moves, and every card's picture would be made again at the new scale
        self.controls = QWidget(self)  # (in its place first: its bars are polished once)
        self.controls.setObjectName("controls")  # (a plain QWidget given a background by a
        # style sheet is styled-background by Qt's polish: no attribute to name)
        self._strip_empty: bool | None = None  # (`_strip_look`: the walnut it shows)
        self._strip_look()
        bars = QVBoxLayout(self.controls)
        bars.setContentsMargins(0, 0, 0, 0)
        bars.setSpacing(0)
        bars.addWidget(self.action_bar)
        bars.addWidget(self.number_bar)
        self.controls.setMinimumHeight(self._strip_height())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.controls)
        layout.addWidget(self.stage, 1)
        # idle work after a paint: the cards as the other people will see them, drawn ahead
        self._ahead: list[int] = []
        self._actions: list[tuple[str, Move]] = []  # what the action bar offers
        self._ahead_next: int | None = None  # the seat whose next move's pieces are drawn ahead
        self._outcomes: list[Move] = []  # moves whose outcome is drawn ahead (ui/ahead.py)
        self._outcomes_of: object = None  # the position they are moves of
        # the tables those moves would leave, laid out then (`ahead.outcome_layout`)
        self.foreseen: dict[Move, ahead.Foreseen] = {}
        self._let_go: dict[Move, ahead.Foreseen] = {}  # those of the position before
        self._ahead_timer = QTimer(self)
        self._ahead_timer.setSingleShot(True)
        self._ahead_timer.setInterval(0)
        self._ahead_timer.timeout.connect(self._draw_ahead)
        # a window's first frame goes first: its zero timer fired before the first paint and
        # delayed it (`hold_idle`, released by the window's `complete_startup`)
        self._idle_held = False
        self.scene.dropped.connect(self._dropped)
        self.scene.refused.connect(self._refused)
        self.scene.target_clicked.connect(self._target_clicked)
        self.scene.piece_clicked.connect(self._piece_clicked)
        self.scene.not_now.connect(self._not_now)
        self.scene.inspected.connect(self._inspected)
        self.prompt.chosen.connect(self._prompt_chosen)
        self.prompt.cancelled.connect(self._prompt_cancelled)
        self.curtain.dismissed.connect(self._curtain_lifted)
        # what is not play comes one at a time (ui/sequencer.py)
        self.sequencer = Sequencer(self)
        self.sequencer.changed.connect(self._presented)
        self.sequencer.idle.connect(self._resume)
        self.curtain.may_lift = lambda: self._first_is(CURTAIN)
        self.interlude.finished.connect(lambda: self._finished(SHEET))
        self.banner.expired.connect(self._banner_read)
        for pressed in (self.view.viewport(), self.view):  # the banner goes at the first press
            PressWatcher(pressed, self._banner_read)
        self._held = False  # something was presented at the last look (see _presented)
        # a scoring sheet and the step it scored: the table shows the position that step's
        # scoring counted until the sheet is read (`behind`)
        self._behind: tuple[Showing, Any] | None = None
        self._first_kind: str | None = None  # what was presented first then
        # show every scoring step, with people at the table / with only computers (the
        # window's View menu sets them): when off, a scoring is only noted (score sheet, log)
        self.every_step = {"people": True, "computers": False}
        self._said: Callable[[], IllegalMove | str] | None = None  # the banner, said again
        self.scorebook = ScoreBook()
        self.scoring_of: Callable[[Any], Scoring | None] = self._scoring_of
        self.attach(controller)

    def attach(self, controller: GameController) -> None:
        """Follow `controller` (a new game) instead of the one followed so far."""
        old = getattr(self, "_followed", None)
        if old is not None and old is not controller:
            pixcache.trim()  # the last game's pictures will not all be seen again
            with warnings.catch_warnings():  # a caller may have disconnected some already
                warnings.simplefilter("ignore", RuntimeWarning)
                for signal, slot in ((old.state_changed, self.sync),
                                     (old.move_rejected, self._rejected),
                                     (old.move_applied, self._applied)):
                    with contextlib.suppress(RuntimeError, TypeError):
                        signal.disconnect(slot)
        if old is not controller:
            self.view.fit()  # another game: its whole table, whatever the zoom was
        self._followed = controller
        self.controller = controller
        controller.state_changed.connect(self.sync)
        controller.move_rejected.connect(self._rejected)
        controller.move_applied.connect(self._applied)
        self.viewer = None
        self.drawn_for = -1
        self._last_decider = None
        self.sync("reset")

    def _applied(self, move: Move) -> None:
        """A move was played (after `sync`): nothing more to do here; kept for the signal."""

    def _scoring_of(self, step: Any) -> Scoring | None:
        """What `step` scored, as the game's table tells it (`adapter.scoring`), kept."""
        c = self.controller
        return self.scorebook.of(c.session, self.adapter, c.lang, step)

    def scorings(self) -> list[Scoring]:
        """Every scoring of the game so far, then its end (the score sheet, the log)."""
        c = self.controller
        return self.scorebook.scorings(c.session, self.adapter, c.lang)

    def _message_rect(self, height: int) -> QRect:
        strip = self.controls
        if not strip.isHidden() and self.action_bar.isHidden() and self.number_bar.isHidden():
            return QRect(0, strip.y(), self.width(), max(height, strip.height()))
        return QRect(0, self.stage.y(), self.width(), height)

    def _fit_overlays(self) -> None:
        self.view.setGeometry(self.stage.rect())
        if not self.message.isHidden():
            self.message.fit()
        # isHidden, not isVisible: before the window is first shown nothing is "visible", and
        # a curtain raised then would keep its default 640x480 size
        if not self.curtain.isHidden():
            self.curtain.setGeometry(self.stage.rect())
        if not self.prompt.isHidden():
            self.prompt.recenter()
        if not self.interlude.isHidden():
            self.interlude.recenter()
        if not self.banner.isHidden():
            self.banner.place()

    # --- following the game --------------------------------------------------------------------------
    def busy(self) -> bool:
        """Something is presented (a sheet, the curtain, a question, the final dialog) or a
        computer player decides: the table takes no move."""
        return self.sequencer.busy() or self.bot_turn()

    def presenting(self) -> bool:
        """Something over the table waits for a person: nothing behind it acts."""
        return self.sequencer.busy()

    def bot_turn(self) -> bool:
        """A computer player decides now: the person's view stays, nothing can be moved."""
        c = self.controller
        return not c.is_over() and c.to_act() in self.bot_seats

    def people(self) -> list[int]:
        return [p for p in range(len(self.controller.players())) if p not in self.bot_seats]

    def shows_every_step(self) -> bool:
        return self.every_step["people" if self.people() else "computers"]

    def sync(self, what: str = "") -> None:
        """Redraw after any change: first what the last move scored, then the curtain if
        another person must decide, then the table (and its question); its marks once."""
        with self.scene.marks_once():
            self._sync(what)

    def _sync(self, what: str) -> None:
        c = self.controller
        if what in ("play", "undo", "redo", "reset"):
            self.message.hide()  # a refusal or a note is about the position that was
            self._said = None
        # what waited for the position before goes (an undo takes back its sheets too)
        self.sequencer.clear(*(() if what in ("undo", "redo", "reset")
                               else (QUESTION, CURTAIN, BANNER)))
        if what == "play":
            self._travel_from(self._last_decider)
        if what == "play" and c.session.history:
            self._present_scoring(c.session.history[-1])
        decider = None if c.is_over() else c.to_act()
        people = self.people()
        if decider in self.bot_seats:  # the last person's view stays while a bot decides
            if self.viewer is None or self.viewer in self.bot_seats:
                self.viewer = people[0] if people else None
            self.redraw()
        elif decider is not None and decider != self.viewer and c.has_secrets() \
                and len(people) > 1:
            self.cover_for(decider)
        else:
            self.viewer = decider
            self.redraw()
        self._announce(decider, what)

    def _travel_from(self, mover: int | None) -> None:
        """A computer just moved: what it played travels from its seat at the next redraw, and
        the table is held (`MOTION`, first in the one queue: the move's sheet comes after it)
        until it has arrived — no one acts on a table still moving."""
        ms = self.scene.anim_ms * TRAVEL_FACTOR
        layout = self.scene.layout_
        if mover not in self.bot_seats or not self.travel_on or not ms or layout is None:
            return
        origin = self.scene.seat_point(layout.decider)
        if origin is None:
            return
        self._travel = (origin, ms)
        motion = self.sequencer.add(Showing(MOTION, lambda: None, self.scene.finish_animations,
                                            None, self.controller.players()[mover]))
        QTimer.singleShot(ms + 40, self, lambda: self._landed(motion))

    def _landed(self, motion: Showing) -> None:
        """The travel's time is over: every piece is in its place (one a busy machine left a
        frame short lands now), and the table takes moves again."""
        if motion in self.sequencer.queue:
            self.scene.finish_animations()
            self.sequencer.done(motion)

    def _banner_read(self) -> None:
        """The banner's time is up, or the person pressed on the table: it goes."""
        if self._first_is(BANNER):
            self.banner.withdraw()
            self._finished(BANNER)

    def _announce(self, decider: int | None, what: str) -> None:
        """'Your turn, Ada — play a noble' when a person's decision begins (the decision passed
        from someone else), in its turn after any sheet; not when the curtain or a question
        already says it, nor after an undo or redo (the person was deciding there already)."""
        last, self._last_decider = self._last_decider, decider
        if decider is None or decider == last or decider in self.bot_seats \
                or what in ("undo", "redo"):
            return
        if self.sequencer.has(CURTAIN) or self.sequencer.has(QUESTION) or not self.scene.moves:
            return  # (no moves: a replay, or the table waits for nothing from them)
        c = self.controller
        if getattr(c, "waiting", False):  # a hosted table waits for a friend: said when on
            self._last_decider = None
            return

        def say() -> None:
            self.banner.say(turn_words(c.players()[decider], c.prompt()))

        self.sequencer.add(Showing(BANNER, say, self.banner.withdraw, self.banner,
                                   c.players()[decider], holds=False))

    def announce_turn(self) -> None:
        """Say whose turn it is now: the table waited for something else (a friend to join a
        hosted table) while the turn began."""
        c = self.controller
        self._announce(None if c.is_over() else c.to_act(), "")

    def withdraw_banner(self) -> None:
        """'Your turn' goes: the table has something else to say first (it waits); it is
        said again by `announce_turn`."""
        self.sequencer.clear(BANNER)
        self._last_decider = None

    def redraw(self) -> None:
        c = self.controller
        self.zoom.withdraw()  # the piece it showed may have moved or gone
        # the end shows every seat's cards, from the seat of a friend playing from elsewhere
        viewer = getattr(c, "seat", None) if c.is_over() else self.viewer
        behind = self.behind()  # a sheet is up: the table it is about, till it is read
        layout = self._foreseen_layout(viewer) if behind is None else self._layout_before(
            behind, viewer)
        self.scene.tips = (c.rules.id, c.lang)  # a rule on every piece, told when hovered
        # cards slide when the table is seen from the same seat, or from any seat alike
        # (nothing secret between players: no one's view differs from another's)
        travel, self._travel = self._travel, None
        self.scene.apply_layout(layout, animate=viewer == self.drawn_for or not c.has_secrets(),
                                travel=travel)
        self.drawn_for = viewer
        self.scene.set_recent(self._recent_cards(viewer))
        self._spoken = self._spoken_panels(viewer, layout.seats)
        bot = self.bot_turn()
        moves = [] if bot else c.legal_moves()
        held = self.sequencer.busy()
        self.scene.set_moves(self._dress(moves, layout.drags),
                             interactive=not c.is_over() and not bot and not held)
        self._offer(matching.free_actions(moves))
        self._say_status()
        self.changed.emit()
        self._plan_ahead(viewer)
        if matching.forced_prompt(moves):  # a number for a piece already played (a Jester)
            zone = self.scene.zones.get(layout.decider)
            if zone is not None:  # asked over the decider's own hand: the court stays in sight
                self.prompt.avoid_y = None
                self.prompt.over_y = self.view.mapFromScene(zone.sceneBoundingRect().center()).y()
            self.ask(moves, cancellable=False)
        elif layout.ask and moves and not bot:
            zone = self.scene.zones.get(layout.ask_beside)
            avoid = (self.view.mapFromScene(zone.sceneBoundingRect().center()).y()
                     if zone is not None else None)
            options = list(zip(c.describe_all(moves), moves, strict=True))
            self._question(layout.ask, options, cancellable=False, avoid_y=avoid)

    def _plan_ahead(self, viewer: int | None) -> None:
        """After this paint, in idle time: first what the move being decided may show (the
        adapter's `ahead`: in Les 7 Blasons, the decider's cards as they would lie in the
        trick), then the table as each legal move would leave it (`ui/ahead.py`), then the
        table as each other person would see it now, its cards drawn into the shared pixmaps at
        their scale there (a seat seen from a new side has a new scale, and its cards' faces
        were drawn for no one yet: 6-8 cards a move, about 1 ms each, at the next change of
        player), the next seat first."""
        c = self.controller
        self._outcomes, self._outcomes_of = ahead.outcomes(self), c.state
        # the last position's foreseen tables are let go in idle time (`_draw_ahead`): freed
        # here, their layouts and states cost the frame ~0.5 ms
        self._let_go, self.foreseen = self.foreseen, {}
        people = [p for p in range(len(c.players())) if p not in self.bot_seats]
        self._ahead_next = viewer if (viewer is not None and not c.is_over()
                                      and hasattr(self.adapter, "ahead")) else None
        if viewer is None or c.is_over() or len(people) < 2 or not c.has_secrets():
            self._ahead = []
        else:
            self._ahead = sorted((p for p in people if p != viewer),
                                 key=lambda p: (p - viewer) % len(c.players()))
        if self.drawing_ahead() and not self._idle_held:
            self._ahead_timer.start()
        else:
            self._ahead_timer.stop()

    def hold_idle(self, held: bool) -> None:
        """Keep the idle drawing ahead waiting (True) until the window's first frame is painted,
        then let it run (False)."""
        self._idle_held = held
        if not held:  # (after the first frame: see `__init__`)
            from PySide6.QtCore import Qt

            self.view.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
            self.curtain.opaque()
            self.banner.pass_clicks()
        if not held and self.drawing_ahead():
            self._ahead_timer.start()

    def drawing_ahead(self) -> bool:
        """Idle work is waiting (the benchmark lets it run, as a person's thinking time does)."""
        return bool(self._ahead) or self._ahead_next is not None or bool(self._outcomes)

    def _draw_ahead(self) -> None:
        self._let_go = {}
        if not self.isVisible():  # a closed window's table: no one will see what it draws
            self._ahead, self._outcomes, self._ahead_next = [], [], None
            return
        scale = self.view.transform().m11()
        hints = self.view.renderHints()
        if self._ahead_next is not None:
            viewer, self._ahead_next = self._ahead_next, None
            c = self.controller
            for piece in self.adapter.ahead(c.rules, c.view(viewer), viewer,  # type: ignore[attr-defined]
                                            c.lang):
                items.prepare_art(piece, scale, hints)
        elif self._outcomes:
            if self.controller.state is not self._outcomes_of:
                self._outcomes = []  # moves of a position left since (a curtain came)
            else:
                outcome = ahead.outcome_layout(self, self._outcomes.pop(0))
                if outcome is not None:
                    self._prepare(outcome, scale, hints)
        elif self._ahead:
            self._prepare(self._layout_for(self._ahead.pop(0)), scale, hints)
        if self.drawing_ahead():
            self._ahead_timer.start()

    def _prepare(self, layout: TableLayout, scale: float, hints: Any) -> None:
        """Draw into the shared pixmaps what `layout` would show that is not there yet."""
        for piece in layout.pieces:
            items.prepare_art(piece, scale, hints)
        self.scene.prepare_zones(layout)  # its places and labels, where they will lie

    def _foreseen_layout(self, viewer: int | None) -> TableLayout:
        """The table for `viewer` now: as it was laid out ahead, while the last move was being
        decided, if that move's outcome was (the same position, seen by the same seat in the
        same language), else laid out now (1-1.5 ms of a move's frame)."""
        c = self.controller
        history = c.session.history
        if history and history[-1].before is self._outcomes_of:
            known = self.foreseen.get(history[-1].move)
            if known is not None and known.viewer == viewer and known.lang == c.lang \
                    and known.state == c.state:
                return known.layout
        return self._layout_for(viewer)

    def _layout_before(self, step: Any, viewer: int | None) -> TableLayout:
        """The table `step` scored, as `viewer` sees it (`controller.scored_view`)."""
        c = self.controller
        history = c.session.history
        at = next(i for i in range(len(history) - 1, -1, -1) if history[i] is step)
        played = [(s.player, s.move) for s in history[:at + 1]] \
            if getattr(self.adapter, "shows_moves", False) else []
        return self.layout_of(c.scored_view(step, viewer), viewer, played)

    def _layout_for(self, viewer: int | None) -> TableLayout:
        c = self.controller
        # (only a table that shows what was said aloud reads the moves played: the whole
        # history, listed at every layout of the others)
        played = [(step.player, step.move) for step in c.session.history] \
            if getattr(self.adapter, "shows_moves", False) else []
        return self.layout_of(c.view(viewer), viewer, played)

    def layout_of(self, view: Any, viewer: int | None,
                  played: list[tuple[int | None, Move]]) -> TableLayout:
        """The table of `view` (a position as `viewer` sees it) seen from `viewer` (`played`:
        the moves that led there, for a game whose table shows what was said aloud)."""
        c = self.controller
        told: dict[str, Any] = {}
        if getattr(self.adapter, "shows_moves", False):  # what was said aloud (bids, passes)
            told["played"] = played
        if getattr(self.adapter, "tells_how", False):  # "drag a card…": not in a replay
            told["how"] = c.takes_moves
        return self.adapter.layout(c.rules, view, viewer, c.lang, **told)

    def _dress(self, moves: list[Move], drags: tuple[tuple[str, str, str], ...]) -> list[Move]:
        """The moves as the table matches them: a free move a drag can also make (the deck's
        top card onto the auction block) gets that piece and place — and a click on that piece
        makes it too (`scene.stand_ins`: the move names nothing to choose)."""
        self.undressed = {}
        stand_ins: dict[str, str] = {}
        out = list(moves)
        for piece, target, kind in drags:
            for m in moves:
                if m.kind == kind and matching.piece_of(m) is None and m.target is None:
                    dressed = replace(m, card=piece, target=target)
                    self.undressed[dressed] = m
                    stand_ins[piece] = target
                    out.append(dressed)
        self.scene.stand_ins = stand_ins
        return out

    def _table_moves(self) -> list[Move]:
        layout = self.scene.layout_
        return self._dress(self.controller.legal_moves(), layout.drags if layout else ())

    def _strip_height(self) -> int:
        """The height of the strip of bars: the taller of a row of buttons and the number bar."""
        sample = QPushButton("0")  # a line of the bold font: its height is all that counts
        sample.setFont(theme.font(12, bold=True))
        buttons = sample.sizeHint().height() + 8  # the action bar's margins
        sample.deleteLater()
        # the number bar grows by its field's frame once it holds a number (4 px)
        return max(buttons, self.number_bar.sizeHint().height() + 4)

    def _offer(self, free: list[Move]) -> None:
        """Buttons for the free moves; those differing only in a number get the number bar."""
        self._offer_bars(free)
        if not self.action_bar.isHidden() or not self.number_bar.isHidden():
            # kept at its tallest: a bar taller than foreseen grows the strip once, not at
            # every move
            self.controls.setMinimumHeight(max(self.controls.minimumHeight(),
                                               self.controls.sizeHint().height()))
        self._strip_look()

    def _strip_look(self) -> None:
        """The strip of bars shows as a band of light walnut while it holds buttons; empty, it
        is the dark walnut around the table, as the menu bar above it: no empty bar to look at
        (its room kept, so the table never jumps when buttons come back)."""
        empty = self.action_bar.isHidden() and self.number_bar.isHidden()
        if empty != self._strip_empty:
            self._strip_empty = empty
            colour = theme.WALNUT if empty else theme.WALNUT_LIGHT
            self.controls.setStyleSheet(f"#controls {{ background: {colour.name()}; }}")

    def _offer_bars(self, free: list[Move]) -> None:
        said = self.controller.describe_all(free)  # the deciding player's view made once
        field = None
        for kind in dict.fromkeys(m.kind for m in free):
            group = [m for m in free if m.kind == kind]
            field = matching.number_field(group)
            if field is not None:
                others = [(text, m) for text, m in zip(said, free, strict=True) if m.kind != kind]
                low = min(group, key=lambda m: getattr(m, field))
                words = dict(zip(free, said, strict=True))
                self._offer_actions([])
                self.number_bar.offer(group, field, others,
                                      stripped_title(words[low], getattr(low, field)),
                                      self._describer(words))
                return
        self.number_bar.withdraw()
        self._offer_actions(list(zip(said, free, strict=True)))

    def _describer(self, words: dict[Move, str]) -> Callable[[Move], str]:
        """`controller.describe`, answered from `words` (this position's moves, described at
        once) while the game is still there; the number bar asks it at every number shown."""
        c = self.controller
        session, state = c.session, c.state

        def describe(move: Move) -> str:
            known = words.get(move) if c.session is session and c.state is state else None
            return c.describe(move) if known is None else known

        return describe

    def _offer_actions(self, options: list[tuple[str, Move]]) -> None:
        """The action bar's buttons, made again only when they change (a move that leaves the
        same buttons, as when a player lays tokens one by one, kept making them: ~1 ms)."""
        if options != self._actions:
            self._actions = options
            self.action_bar.offer(options)

    def _recent_cards(self, viewer: int | None) -> set[str]:
        """Cards and places named by the moves of others since `viewer` last decided."""
        out: set[str] = set()
        if viewer is None:
            return out
        for step in reversed(self.controller.session.history):
            if step.player == viewer:
                break
            piece = step.move.card or step.move.token
            if piece:  # a draw or a choice of target moved nothing worth pointing at
                out.update(n for n in (piece, step.move.target) if n)
        return out

    # --- choosing moves ------------------------------------------------------------------------------
    def choose(self, moves: list[Move], cancellable: bool = True) -> None:
        """Play the one move, or ask which (a number picker when only a number differs)."""
        if not moves or self.busy():
            return
        if len(moves) == 1:
            if not self.controller.play(moves[0]):
                self.scene.settle()
        else:
            if self.message.attempt and not self.message.isHidden():
                self.message.hide()  # an earlier refusal is not about this legal attempt
                self._said = None
            self.ask(moves, cancellable)

    def ask(self, moves: list[Move], cancellable: bool) -> None:
        field = matching.number_field(moves)
        if field is not None:
            ordered = sorted(moves, key=lambda m: getattr(m, field))
            options: list[tuple[str, Any]] = [(str(getattr(m, field)), m) for m in ordered]
            choose = tr("Choose the {field}:", field=field)
            title = f"{self.controller.describe(ordered[0])}\n{choose}"
            self._question(_strip_number(title, getattr(ordered[0], field)), options,
                           cancellable, numbers=True)
        else:
            options = list(zip(self.controller.describe_all(moves), moves, strict=True))
            self._question(tr("Which move do you mean?"), options, cancellable)

    def play_move(self, move: Move) -> bool:
        """The keyboard path (the Moves panel, the action and number bars): play `move` unless
        something presented waits (a sheet is read to its end, never skipped by a click) —
        but a question on the table, whose choices are legal moves, may be answered from the
        list (the move taken away the question)."""
        if self.bot_turn() or any(item.holds and item.kind != QUESTION
                                  for item in self.sequencer.queue):
            return False
        return self.controller.play(move)

    def _spoken_panels(self, viewer: int | None, seats: tuple[str, ...]) -> list[str]:
        """The panels of the seats that have said something since `viewer` last decided, by a
        move that lays nothing (a bid, a pass: `TableLayout.seats`)."""
        out: list[str] = []
        if viewer is None or not seats:
            return out
        for step in reversed(self.controller.session.history):
            if step.player == viewer:
                break
            if step.player is not None and step.player < len(seats) \
                    and not (step.move.card or step.move.token):
                out.append(seats[step.player])
        return out

    def fresh_rects(self) -> list[QRect]:
        """Where, on the stage, lie the cards the others have just laid (ringed) and the panels
        of the seats that have just spoken (a bid: it rings no card)."""
        origin = self.view.viewport().mapTo(self.stage, QPoint(0, 0))
        items: list[QGraphicsItem] = [item for item in self.scene.cards.values()
                                      if item.isVisible() and item.recent]
        items += [shown for name in dict.fromkeys(self._spoken)
                  if (shown := self.scene.cards.get(name) or self.scene.zones.get(name))
                  is not None]
        return [self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(origin)
                for item in items]

    def _fresh_under(self, rect: QRect) -> float:
        """How much of what the others have just done `rect` would hide (`fresh_rects`: the
        turn's banner's place — the person whose turn begins wants to see it)."""
        hidden = 0.0
        for box in self.fresh_rects():
            seen = box.intersected(rect)
            if not seen.isEmpty():
                hidden += seen.width() * seen.height()
        return hidden

    def _pieces_under(self, rect: QRect) -> float:
        """How much of the pieces on the table `rect` (of the stage) would hide, in square
        pixels (the prompt's place, `PromptPanel._least_covering`)."""
        origin = self.view.viewport().mapTo(self.stage, QPoint(0, 0))
        hidden = 0.0
        for item in self.scene.cards.values():
            if item.isVisible():
                box = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                seen = box.translated(origin).intersected(rect)
                if not seen.isEmpty():
                    hidden += seen.width() * seen.height()
        return hidden

    def _prompt_chosen(self, move: Any) -> None:
        if self.controller.play(move):
            return  # the new position's sync took the question away
        self.scene.settle()
        self._finished(QUESTION)

    def _prompt_cancelled(self) -> None:
        self.scene.settle()
        self._finished(QUESTION)

    def _dropped(self, piece: str, target: str) -> None:
        moves = [self.undressed.get(m, m) for m in matching.matching(self.scene.moves, piece,
                                                                      target)]
        if moves and not self.busy():
            zone = self.scene.zones.get(target)
            if zone is not None:  # ask beside the place, not over it
                self.prompt.over_y = None
                self.prompt.avoid_y = self.view.mapFromScene(
                    zone.sceneBoundingRect().center()).y()
            self.choose(moves)
        else:
            self.scene.settle()

    def _target_clicked(self, target: str) -> None:
        self.choose(matching.target_actions(self.controller.legal_moves()).get(target, []))

    def _piece_clicked(self, piece: str) -> None:
        self.choose(matching.piece_actions(self.controller.legal_moves()).get(piece, []))

    def _inspected(self, piece: str) -> None:
        """A click on a piece with no move: the game may show what it holds (a won trick), as
        the viewer may see it, in the interlude's sheet."""
        inspect = getattr(self.adapter, "inspect", None)
        if inspect is None or self.busy():
            return
        c = self.controller
        viewer = self.viewer

        def pages(lang: str | None = None) -> list[Page]:
            found: list[Page] = inspect(c.rules, c.view(viewer), viewer, piece, lang or c.lang)
            return found

        shown = pages()
        if shown:
            self.present_pages(shown, again=lambda: pages(self.controller.lang))

def _strip_number(title: str, number: int) -> str:
    """'Ada values the Jester at 1' -> 'Ada values the Jester at …' for the picker's title."""
    head, _, tail = title.partition("\n")
    text = str(number)
    if head.endswith(text):  # the dots kept with the word before them (no line of its own)
        head = head[: -len(text)].rstrip() + "\u00a0…"
    return f"{head}\n{tail}" if tail else head
