"""What the table presents, one thing at a time (`ui/sequencer.py`), and what it says when a
move is refused: the part of `TableWidget` (ui/table.py) that puts sheets, the curtain, questions
and the final dialog up in their turn, holds the table while they wait, and keeps the refusal
banner right (its rule, its Why? link, its language)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtWidgets import QDialog

from medici_table.engine import IllegalMove, Move
from medici_table.ui.i18n import tr
from medici_table.ui.interlude import Page, Scoring
from medici_table.ui.sequencer import BANNER, CURTAIN, FINAL, QUESTION, SHEET, Showing
from medici_table.ui.turn import awaited_words

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from medici_table.ui.controller import GameController
    from medici_table.ui.games import GameAdapter
    from medici_table.ui.interlude import Interlude
    from medici_table.ui.overlays import Curtain, MessageBar, PromptPanel
    from medici_table.ui.scene import TableScene
    from medici_table.ui.sequencer import Sequencer
    from medici_table.ui.view import TableView


class Presenting:
    """Mixed into `TableWidget`, whose parts it uses (declared here for the type checker)."""

    if TYPE_CHECKING:
        controller: GameController
        adapter: GameAdapter
        sequencer: Sequencer
        scene: TableScene
        view: TableView
        curtain: Curtain
        interlude: Interlude
        prompt: PromptPanel
        message: MessageBar
        controls: QWidget
        viewer: int | None
        status: SignalInstance
        changed: SignalInstance
        idle: SignalInstance
        rule_wanted: SignalInstance
        sheet_wanted: SignalInstance
        scoring_of: Callable[[Any], Scoring | None]
        _held: bool
        _behind: tuple[Showing, Any] | None
        _first_kind: str | None
        _said: Callable[[], IllegalMove | str] | None

        def redraw(self) -> None: ...
        def bot_turn(self) -> bool: ...
        def busy(self) -> bool: ...
        def shows_every_step(self) -> bool: ...
        def _table_moves(self) -> list[Move]: ...
        def _offer_actions(self, options: list[tuple[str, Move]]) -> None: ...

    # --- the curtain, sheets and the final dialog, in their turn --------------------------------
    def cover_for(self, seat: int) -> None:
        """Cover the table until the person of `seat` clicks; the table is then theirs. The
        curtain comes at once (under any sheet before it: the last person's hand is hidden
        now), and is lifted in its turn."""
        c = self.controller
        self.viewer = seat
        name = c.players()[seat]
        style = getattr(self.adapter, "seat_style", None)
        colour, emblem = style(c.state, seat) if style else ("", "")
        text = tr("Pass the computer to {name}", name=name)
        self.curtain.cover(text, tr("Click when ready"), colour, emblem)
        # (covered first: the marks of the last person stay, unseen, till the next one's come)
        self.scene.set_moves([], interactive=False)
        self._offer_actions([])
        self.sequencer.add(Showing(CURTAIN, self.curtain.setFocus, self.curtain.hide,
                                   self.curtain, text))
        self._say_status()  # (the sheet before it, if any, is read first)
        self.changed.emit()

    def _curtain_lifted(self) -> None:
        with self.scene.marks_once():  # (the table's, then the person's moves: marked once)
            self.view.fit()  # the whole table for the person now at it, whatever the last zoom
            self.redraw()  # for the person now at the table (its question waits behind it)
            self._finished(CURTAIN)

    def _first_is(self, kind: str) -> bool:
        first = self.sequencer.current()
        return first is not None and first.kind == kind

    def _finished(self, kind: str) -> None:
        """The first thing presented, of `kind`, was answered or read: the next one comes."""
        first = self.sequencer.current()
        if first is not None and first.kind == kind:
            self.sequencer.done(first)

    def _presented(self) -> None:
        """Something came or went: the table behind is held while anything waits."""
        held = self.sequencer.busy()
        self.controls.setEnabled(not held)  # the action and number bars look disabled too
        if held and not self._held:
            self.scene.drag.cancel()
            self.scene.set_moves(self.scene.moves, interactive=False)
        first = self.sequencer.current()
        kind = first.kind if first is not None else None
        if kind != self._first_kind:  # the status line says what is up now
            self._first_kind = kind
            self._say_status()
        if held != self._held:
            self._held = held
            self.changed.emit()  # the Moves list and the menus follow
        if self._behind is not None and self._behind[0] not in self.sequencer.queue:
            self._behind = None  # the sheet is read: the table as it is now (or at the curtain)
            if not self.sequencer.has(CURTAIN):
                self.redraw()

    def _say_status(self) -> None:
        """The status line: what the table waits for (a sheet read to its end), else what the
        deciding player is asked to do."""
        c = self.controller
        first = self.sequencer.current()
        if first is not None and first.kind == SHEET:
            status = tr("{what} — read it to its last page; then play goes on.",
                        what=first.title or tr("Score sheet"))
        elif first is not None and first.kind == CURTAIN:
            status = first.title + "."
        elif c.is_over():
            status = tr("The game is over.")
        elif self.bot_turn():
            seat = c.to_act() or 0
            status = awaited_words(c.players()[seat], c.seat_kind(seat))
        else:
            status = c.prompt()
        self.status.emit(status)

    def _resume(self) -> None:
        """Nothing waits any more: the table takes moves again, the computers play on."""
        c = self.controller
        bot = self.bot_turn()
        if not c.is_over() and not bot and self.scene.layout_ is not None:
            self.scene.set_moves(self._table_moves(), interactive=True)
        self._say_status()
        self.idle.emit()

    # --- presenting --------------------------------------------------------------------------------
    def _present_scoring(self, step: Any) -> None:
        """What the move just played scored: its sheet, read page by page before play goes on
        (or, when every step need not be shown, a note that points to the score sheet)."""
        scoring = self.scoring_of(step)
        if scoring is None or not scoring.pages:
            return
        if self.shows_every_step():
            def again() -> list[Page]:
                found = self.scoring_of(step)
                return list(found.pages) if found is not None else []

            def retitle() -> str:
                found = self.scoring_of(step)
                return found.title if found is not None else scoring.title

            sheet = self.present_pages(list(scoring.pages), scoring.title, again)
            sheet.retitle = retitle
            # behind it, the table that was scored (a Medici season's boats and money, not the
            # next season's empty boats), until it is read
            self._behind = (sheet, step)
        else:
            self._note_scoring(scoring.title)

    def behind(self) -> Any | None:
        """The step whose scoring sheet is up: the table shows the position it scored
        (`controller.scored_view`)."""
        held = self._behind
        if held is None or held[0] not in self.sequencer.queue:
            return None
        return held[1] if any(s is held[1] for s in self.controller.session.history) else None

    def _note_scoring(self, title: str) -> None:
        def say() -> str:
            return tr("{what} — on the score sheet.", what=title)

        self.message.show_note(say(), link=("sheet:", tr("Score sheet")), attempt=False)
        self._said = say

    def present_pages(self, pages: list[Page], title: str = "",
                      again: Callable[[], list[Page]] | None = None) -> Showing:
        """A sheet over the table, page by page, in its turn; `again` makes its pages in
        another language."""
        sheet = self.interlude

        def show() -> None:
            sheet.present(pages, again)

        return self.sequencer.add(Showing(SHEET, show, sheet.withdraw, sheet, title))

    def present_final(self, dialog: QDialog) -> Showing:
        """The end-of-game dialog, after every sheet before it; closing it is its answer."""
        def withdraw() -> None:
            if shiboken6.isValid(dialog):  # (a new game may have let it go already)
                dialog.close()

        item = Showing(FINAL, dialog.open, withdraw, None, dialog.windowTitle())
        dialog.finished.connect(lambda _result: self.sequencer.done(item))
        return self.sequencer.add(item)

    # --- questions -------------------------------------------------------------------------------
    def _question(self, title: str, options: list[tuple[str, Any]], cancellable: bool,
                  numbers: bool = False, avoid_y: int | None = None) -> Showing:
        """A question to the deciding person, on the table, in its turn (after any sheet or
        curtain before it); its answer is the move it names."""
        prompt = self.prompt
        self.sequencer.clear(QUESTION)

        def show() -> None:
            if avoid_y is not None:
                prompt.avoid_y = avoid_y
            prompt.ask(title, options, cancellable, numbers=numbers)

        def withdraw() -> None:
            prompt.hide()
            self.scene.settle()  # a card dropped where it waited for the answer goes home

        return self.sequencer.add(Showing(QUESTION, show, withdraw, prompt, title))

    # --- refusals ------------------------------------------------------------------------------------
    def _not_now(self, card: str) -> None:
        """A piece of the deciding player pulled when it has no move: the game says why."""
        if self.controller.legal_moves() and not self.busy():
            self.controller.refuse_drop(card, None)

    def _refused(self, piece: str, target: str) -> None:
        self.controller.refuse_drop(piece, target)

    def _rejected(self, move: Move, exc: IllegalMove) -> None:
        """A refusal in the banner, with its Why? link; said again in a new language (the
        position has not changed: any move takes the banner away)."""
        c = self.controller
        if move.kind == "drop":
            piece, target = move.card or "", move.target
            self._say(lambda: c.explain_drop(piece, target), exc)
        elif move.kind in ("undo", "redo"):
            self._say(lambda: exc, exc)
        else:
            self._say(lambda: c.explain(move), exc)

    def _say(self, again: Callable[[], IllegalMove | str], now: IllegalMove | str | None = None
             ) -> None:
        self._said = again
        self._show_said(now if now is not None else again())

    def _show_said(self, said: IllegalMove | str) -> None:
        if isinstance(said, str):
            self.message.show_note(said)
            return
        from medici_table.ui import rulestext  # (a refusal's rule: not for the first frame)

        game, lang = self.controller.rules.id, self.controller.lang
        section = rulestext.section(game, said.rule, lang) if said.rule else None
        title = section.title if section else ""
        self.message.show_refusal(said.reason, said.rule if section else "", title,
                                  section.text if section else "")

    def retranslate(self) -> None:
        """After a change of language: the banner, the curtain, a sheet and the question are
        said again in it (the table itself is drawn again by the window)."""
        if self._said is not None and self.message.isVisible():
            self._show_said(self._said())
        if self.curtain.isVisible() and self.viewer is not None:
            c = self.controller
            name = c.players()[self.viewer]
            text = tr("Pass the computer to {name}", name=name)
            self.curtain.cover(text, tr("Click when ready"), self.curtain.colour.name(),
                               self.curtain.emblem)
            for item in self.sequencer.queue:
                if item.kind == CURTAIN:
                    item.title = text
            self.sequencer.restack()
        for item in self.sequencer.queue:  # (the status line names the sheet read)
            if item.kind == SHEET and item.retitle is not None:
                item.title = item.retitle()
        if self._first_is(SHEET):
            self.interlude.retranslate()
        first = self.sequencer.current()
        if first is not None and first.kind == BANNER and first.shown:
            first.show()  # said again, in the new language
        self.sequencer.clear(QUESTION)  # asked again by the redraw, in the new language

    def show_rule(self, anchor: str) -> None:
        """The "why?" of a refusal: the rules panel opens at the broken rule (the window's)."""
        if anchor == "sheet:":
            self.sheet_wanted.emit()
            return
        self.rule_wanted.emit(anchor)
