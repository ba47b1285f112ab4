"""Before another game takes the table's place: an unfinished game not saved as it is now is
asked about first — "<Game> with <names> is not finished. Save it first?" Save / Don't save /
Cancel, as a well-made desktop program asks before it closes a changed document.

Every way that replaces the live game asks through `before_replacing` (Open, New game, Play
again, a lesson or a puzzle over a game, Resume, a position, Continue from a replay of another
game, a choice of the welcome screen over a game left behind it). Nothing is asked when nothing
would be lost: no game on the table yet (the welcome screen's first table), a lesson or a
puzzle, a finished game (it is kept among the finished games), a game with no move yet, or one
saved (or opened) as it is now.

At a friend's table (a seat joined on another computer), its game not over, the first
question is whether to leave it: "Leave this table?" Leave the table / Cancel (Enter cancels);
the game there goes on without this seat, which may join again.

Save runs the usual save (Save as when the game has no file) and goes on only once it is saved;
Don't save goes on and the autosave forgets the game, so it is not offered to resume later
(`SaveManager.forget_live`); Cancel changes nothing. Quitting asks nothing: the game on the
table stays in the autosave and is offered to resume at the next start — the question says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from medici_table import games
from medici_table.ui.i18n import names_said, tr
from medici_table.ui.replay import ReplayQuestion


class SaveFirstQuestion(ReplayQuestion):
    """Save / Don't save / Cancel; `what` says which game is not finished (`at_stake`)."""

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Save the game first?"),
            [what,
             tr("If you don't save it, it is gone: it will not be offered to resume either. "
                "(Quitting Medici Table keeps the game on the table, to resume at the next "
                "start.)")],
            tr("Save"), True, parent, other=tr("Don't save"))
        self.save = self.go
        assert self.other is not None
        self.dont_save = self.other


class LeaveTableQuestion(ReplayQuestion):
    """Leave the table / Cancel, before a friend's table gives way to a game here."""

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Leave this table?"),
            [what, tr("The game goes on there without you: the host may give your seat to the "
                      "computer, or you may join again with the same invitation.")],
            tr("Leave the table"), False, parent)


def at_friends_table(window: Any) -> str:
    """What leaving the friend's table at hand would give up ('' when there is none, or its
    game is over)."""
    seating = window.seating
    joined = seating.joined
    if not seating.at_remote_table() or joined is None or joined.is_over():
        return ""
    return tr("You are playing {game} with {names} at another computer's table.",
              game=games.get(joined.rules.id).name(window.lang),
              names=names_said(joined.players()))


def at_stake(window: Any) -> str:
    """"<Game> with <names> is not finished. Save it first?" when giving up the live game
    would lose something, else ''."""
    if not window.table_built:  # (the welcome screen's first table: no game yet; a game
        return ""  # left behind the welcome screen, as by leaving a friend's table, counts)
    saves = window.completed_saves()
    if saves is None:
        return ""
    live = window.seating.live
    if getattr(live, "scripted", False) or live.is_over() or not live.session.history \
            or saves.saved_as_it_is(live.session):
        return ""
    return tr("{game} with {names} is not finished. Save it first?",
              game=games.get(live.rules.id).name(window.lang), names=names_said(live.players()))


def before_replacing(window: Any, then: Callable[[], object],
                     parent: QWidget | None = None) -> ReplayQuestion | None:
    """Call `then` (which replaces the live game) now if nothing would be lost, else after the
    player answered: leave a friend's table first, then Save (once saved) or Don't save for
    the game here; Cancel leaves all as it was. The question (None when not asked) is over
    `parent` (a dialog that waits for it), else the window."""
    where = at_friends_table(window)
    if not where:
        return _save_first(window, then, parent)
    leave = LeaveTableQuestion(where, parent or window)

    def answered(result: int) -> None:
        if result == QDialog.DialogCode.Accepted.value:
            _save_first(window, then, parent)

    leave.finished.connect(answered)
    window.leave_first = leave  # (the tests read it)
    leave.open()
    return leave


def _save_first(window: Any, then: Callable[[], object],
                parent: QWidget | None) -> SaveFirstQuestion | None:
    what = at_stake(window)
    if not what:
        then()
        return None
    saves = window.completed_saves()
    question = SaveFirstQuestion(what, parent or window)

    def answered(result: int) -> None:
        runner = getattr(window, "bots", None)
        if runner is not None:  # the computers waited for the answer (`Seating._held`)
            runner.poll()
        if result == QDialog.DialogCode.Accepted.value:
            if saves.save():
                then()
        elif result == SaveFirstQuestion.OTHER:
            session = window.seating.live.session
            saves.forget_live()
            then()
            if window.seating.live.session is session:  # nothing took its place after all
                saves.autosave_live()  # (play on from a move that may not be: refused)

    question.finished.connect(answered)
    window.save_first = question  # (the tests read it)
    question.open()
    return question
