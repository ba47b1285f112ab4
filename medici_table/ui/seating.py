"""The table's one entrance: every game comes onto the table here, and nowhere else.

A new deal, Open, Resume, a replay, "Continue from here", Play again and the answer to "who
sits where?" all go through `Seating`. It stops the computer players, puts the game's
controller on the table — which then draws only what the deciding person may see, the curtain
first when another person may not — and attaches the computer players from the seats of the
game now on the table (`app/record.py`); a replay gets none. Undo and redo change the game on
the table in place: the runner follows it and drops any decision made for a position left.

While a person must act before the computers (the curtain is up, the seats are being asked),
the computers wait.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from medici_table.app.record import GameRecord, Seat
from medici_table.ui import games as tables
from medici_table.ui.controller import GameController
from medici_table.ui.i18n import tr

if TYPE_CHECKING:
    from medici_table.ui.dialogs import SeatsQuestion
    from medici_table.ui.remote import Hosting
    from medici_table.ui.remote_join import Joining
    from medici_table.ui.replay import ReplayController


class Seating(QObject):
    """What is on the window's table: the live game (`record`, played through `live`), or a
    replay shown in its place (`replaying`, of the game `replayed`)."""

    changed = Signal()  # another game, a replay, or the live game again is on the table

    def __init__(self, window: Any, record: GameRecord) -> None:
        super().__init__(window)
        self.window = window
        self.record = record
        self._hosting: Hosting | None = None  # friends' seats of the live game (ui/remote.py)
        self._joining: Joining | None = None  # a seat at a table hosted elsewhere
        self.joined: GameController | None = None  # that seat's game, shown instead
        self.live = self._controller(record)
        self.replaying: ReplayController | None = None
        self.replayed: GameRecord | None = None
        self.question: SeatsQuestion | None = None
        self.why_ask = ""  # why the seats are asked (a position file); "" for an older save

    def _controller(self, record: GameRecord) -> GameController:
        session = record.session
        if record.remotes():  # friends on other computers: the table is hosted
            from medici_table.ui.remote import hosted_controller

            return hosted_controller(self.hosting(), record, self.window.lang)
        return GameController(session.rules, session.initial, self.window.lang, session=session)

    # --- remote play (ui/remote.py) ----------------------------------------------------------------
    def hosting(self) -> Hosting:
        if self._hosting is None:
            from medici_table.ui.remote import Hosting

            self._hosting = Hosting(self)
        return self._hosting

    def joining(self) -> Joining:
        if self._joining is None:
            from medici_table.ui.remote_join import Joining

            self._joining = Joining(self)
        return self._joining

    def show_remote(self, controller: GameController) -> None:
        """Show the game of a seat at a table hosted elsewhere in place of the live game
        (which waits): every other seat is played elsewhere."""
        self.joined = controller
        seat = getattr(controller, "seat", 0)
        self._present(controller, {}, {p for p in range(len(controller.players())) if p != seat})

    def _follow_hosting(self) -> None:
        """The live game is hosted while it has friends' seats (and no longer after)."""
        if self.record.remotes() or self._hosting is not None:
            self.hosting().follow(self.record)

    def at_remote_table(self) -> bool:
        """A seat at a table hosted elsewhere is joined (or being joined)."""
        return self._joining is not None and self._joining.joined

    def hosting_running(self) -> bool:
        return self._hosting is not None and self._hosting.running

    def friends_awaited(self) -> str:
        """The names of the friends the hosted table waits for ("" when it waits for none)."""
        return self._hosting.away_names() if self._hosting is not None else ""

    def relabel(self) -> None:
        """The language changed: remote play's notices speak it."""
        for part in (self._hosting, self._joining):
            if part is not None:
                part.relabel()

    def shutdown(self) -> None:
        """The window closes: friends are told, the connections close."""
        if self._joining is not None:
            self._joining.leave(back=False)
        if self._hosting is not None:
            self._hosting.close()

    # --- what comes onto the table ---------------------------------------------------------------
    def follow(self, bots_now: bool) -> None:
        """The window's first game, its table just built around `live`: follow it (its
        computers at once when it has some, or when `bots_now`; else `install_runner` later)."""
        self.window.table.curtain.dismissed.connect(self._lifted)
        self.window.table.idle.connect(self._lifted)  # nothing presented waits any more
        self._connect(self.live)
        computers = self.record.computers()
        self.window.table.bot_seats = set(computers) | set(self.record.remotes())
        self._bots(self.live, computers, force=bots_now)
        self._follow_hosting()
        self._ask_if_unknown()

    def play(self, record: GameRecord, controller: GameController | None = None,
             why_ask: str = "") -> GameController:
        """Make `record` the live game, on the table now (a replay shown is closed), played
        through `controller` when given (a lesson's or a puzzle's, ui/learning.py); seats not
        known yet are asked, with `why_ask` said above the question."""
        self._forget_question()
        if self._joining is not None:
            self._joining.leave(back=False)
        self.joined = None
        self.record = record
        self.why_ask = why_ask
        self.live = controller if controller is not None else self._controller(record)
        self.replaying, self.replayed = None, None
        self._present(self.live, record.computers(), set(record.remotes()))
        self._ask_if_unknown()
        return self.live

    def show_replay(self, replay: ReplayController, record: GameRecord) -> None:
        """Show `replay` (of the game `record`) in place of the live game, which waits."""
        self.replaying, self.replayed = replay, record
        self._present(replay, {})

    def back_to_live(self) -> None:
        """Close the replay, or leave a table hosted elsewhere: the live game comes back as it
        was left."""
        if self.replaying is not None or self.joined is not None:
            self.replaying, self.replayed, self.joined = None, None, None
            self._present(self.live, self.record.computers(), set(self.record.remotes()))

    def set_seats(self, seats: list[Seat]) -> None:
        """Who sits where in the live game is now `seats` (the answer to the question, a
        friend's seat given to the computer)."""
        self.record = self.record.with_seats(seats)
        if self.replaying is None and self.joined is None:
            self._present(self.live, self.record.computers(), set(self.record.remotes()))

    def continue_from(self, index: int) -> str:
        """Play on from move `index` of the replay shown; '' when done, else why not."""
        record = self.replayed
        if record is None or self.replaying is None:
            return tr("No replay is shown.")
        if not record.may_continue_from(index):
            first = record.first_continuable()
            step = record.session.history[first - 1]
            return tr("Playing on from move {n} would take back move {m} ({what}), which showed"
                      " hidden cards. You may play on from move {m} or a later one.",
                      n=index, m=first, what=step.description)
        session = self.replaying.session_here()
        self.play(record.continued(session))
        return ""

    def continue_anew(self, index: int) -> str:
        """Play on from move `index` of the replay shown with the cards nobody had seen then
        shuffled anew (`GameRecord.continued_anew`): the way on where `continue_from` refuses;
        '' when done, else why not."""
        record, replay = self.replayed, self.replaying
        if record is None or replay is None:
            return tr("No replay is shown.")
        replay.go(index)
        self.play(record.continued_anew(replay.session_here()))
        return ""

    # --- undo and redo in the live game ------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last move — and, with computers at the table, back to the last
        decision of a person (the computers' answers after it go too)."""
        c, computers = self.live, self.record.computers()
        if self.replaying is not None or self.joined is not None or not c.undo():
            return False
        while c.to_act() in computers and c.can_undo():
            c.undo()
        return True

    def redo(self) -> bool:
        """Play again the move taken back — and the computers' moves after it, up to the next
        decision of a person."""
        c, computers = self.live, self.record.computers()
        if self.replaying is not None or self.joined is not None or not c.redo():
            return False
        while c.to_act() in computers and c.can_redo():
            c.redo()
        return True

    # --- the one place ---------------------------------------------------------------------------
    def _present(self, controller: GameController, computers: dict[int, str],
                 elsewhere: set[int] | None = None) -> None:
        """Put `controller` on the table: its `computers` played here by the runner, the
        seats `elsewhere` (friends on other computers) drawn like the computers' — the
        table waits for them."""
        w = self.window
        runner = getattr(w, "bots", None)
        if runner is not None:
            runner.detach()
        w.close_final_dialog()
        old = w.controller
        if old is not controller:
            if not getattr(old, "scripted", False):  # (a lesson's was never connected)
                with contextlib.suppress(RuntimeError, TypeError):
                    old.game_over.disconnect(w._game_over)
            with contextlib.suppress(RuntimeError, TypeError):
                old.move_rejected.disconnect(w._refused)
            self._connect(controller)
        w.controller = controller
        w.table.adapter = tables.get(controller.rules.id)
        w.follow_game()
        w.table.bot_seats = set(computers) | (elsewhere or set())
        w.table.curtain.hide()
        w.table.attach(controller)  # draws for no one yet: the curtain comes first if needed
        self._cover_while_computers_decide(controller, w.table.bot_seats)
        self._bots(controller, computers)
        if controller is self.live:
            self._follow_hosting()
        w.leave_welcome()
        self.changed.emit()

    def _connect(self, controller: GameController) -> None:
        if not getattr(controller, "scripted", False):  # a lesson's or a puzzle's end is
            controller.game_over.connect(self.window._game_over)  # said in its own panel
        controller.move_rejected.connect(self.window._refused)

    def _cover_while_computers_decide(self, c: GameController, others: set[int]) -> None:
        """A game opened while a computer decides, at a table of several people with secrets:
        the table would show a person's hand to whoever sits there. It is covered for the
        person whose view stays while the computers play, and they wait for the click.
        `others`: the seats not played by a person here (computers, friends elsewhere)."""
        table = self.window.table
        people = [p for p in range(len(c.players())) if p not in others]
        decider = None if c.is_over() else c.to_act()
        if decider in others and len(people) > 1 and c.has_secrets():
            table.cover_for(table.viewer if table.viewer in people else people[0])

    def _bots(self, controller: GameController, computers: dict[int, str],
              force: bool = False) -> None:
        w = self.window
        if getattr(w, "bots", None) is None and not computers and not force:
            return  # made when first needed, or after the first frame (install_runner)
        from medici_table.ui.botrunner import runner_of

        runner = runner_of(w)
        runner.held = self._held
        runner.attach(controller, computers)

    def install_runner(self) -> None:
        """The computer players' runner, made after the first frame if not there yet."""
        if getattr(self.window, "bots", None) is None:
            shown = self.replaying or self.live
            self._bots(shown, {} if self.replaying is not None else self.record.computers(),
                       force=True)

    def _held(self) -> bool:
        """A person must act before the computers: the curtain is up, the seats are asked, or
        the table presents something a person reads or answers (a sheet, the final dialog,
        a question: ui/sequencer.py), or the hosted table waits for a friend."""
        return (not self.window.table.curtain.isHidden() or self.window.table.presenting()
                or (self.question is not None and self.question.isVisible())
                or self._save_first_asked()  # "Save it first?" (ui/unsaved.py): Cancel
                # leaves the game as it was
                or getattr(self.live, "scripted", False)  # a lesson plays the others itself
                or (self._hosting is not None and bool(self._hosting.away())))

    def _save_first_asked(self) -> bool:
        question = getattr(self.window, "save_first", None)
        return question is not None and shiboken6.isValid(question) and question.isVisible()

    def _lifted(self) -> None:
        runner = getattr(self.window, "bots", None)
        if runner is not None:
            runner.poll()

    # --- seats of an older save --------------------------------------------------------------------
    def _ask_if_unknown(self) -> None:
        """An older save does not say who played each seat: ask once (people by default)."""
        if self.record.seats_known:
            return
        from medici_table.ui.dialogs import SeatsQuestion

        self._forget_question()
        question = SeatsQuestion(list(self.record.seats), self.window, self.why_ask)
        question.answered.connect(self._answered)
        self.question = question
        question.open()

    def _forget_question(self) -> None:
        """The question of a game no longer on the table goes, unanswered."""
        question, self.question = self.question, None
        if question is not None:
            question.answered.disconnect(self._answered)
            question.close()
            question.deleteLater()

    def _answered(self, seats: list[Seat]) -> None:
        self.question = None
        self.set_seats(seats)
