"""The joiner's game on the table: a `GameController` whose state is this seat's view, as the
host sends it (`net/client.SeatTable`), and whose moves go to the host.

The table draws it like any game — the same drags, prompts, action bar, rules panel — and
never knows the difference: the state is the seat's view (the table draws `view(state, me)`,
which is this view), the legal moves are the ones the host sent while this seat decides,
playing a move sends it and waits for the host's answer (the new position, or a refusal with
its reason in the joiner's language). The log's lines are the host's, worded from this seat's
view, in the language the joiner speaks now; everything else (the moves in words, the score
lines, the final dialog) is worded here from the view. There is no undo.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from medici_table.engine import IllegalMove, Move, Step
from medici_table.net.client import SeatTable
from medici_table.ui.controller import GameController
from medici_table.ui.i18n import tr


class NoTakingBack(GameController):
    """A game played from several computers: no move is taken back (the others saw it)."""

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        self.move_rejected.emit(Move("undo"), IllegalMove(
            tr("A game played from several computers cannot be taken back."), "undo"))
        return False

    def redo(self) -> bool:
        return self.undo()


class RemoteController(NoTakingBack):
    """The game of one remote seat; `send(at, move)` sends a decision to the host."""

    remote = True
    several_computers = True  # no undo (ui/refusals.py)

    def __init__(self, table: SeatTable, lang: str, send: Callable[[int, Move], None]) -> None:
        assert table.rules is not None and table.view is not None
        super().__init__(table.rules, table.view, lang)
        self.table = table
        self.seat = table.seat
        self.send = send
        self.waiting = False  # a move was sent: no other until the host answers
        self._over = False
        self._take_steps(table.view, table.view)

    # --- what the host says ----------------------------------------------------------------------
    def update(self) -> None:
        """The host sent a new position: the table follows it."""
        t = self.table
        before = self.session.state
        had = len(self.session.history)
        self.waiting = False
        self._take_steps(before, t.view)
        self.session.state = t.view
        if len(self.session.history) > had:
            self.session._notify("play")
            self.move_applied.emit(self.session.history[-1].move)
        else:
            self.session._notify("reset")
        if t.over and not self._over:
            self._over = True
            self.game_over.emit()

    def _take_steps(self, before: Any, after: Any) -> None:
        """The history as this seat knows it: the steps the host sent, each as a `Step`
        (the moves of others less what is hidden from this seat)."""
        steps = self.table.steps
        history = self.session.history
        keep = 0
        while (keep < len(history) and keep < len(steps)
               and history[keep].description == steps[keep].line.get("en")):
            keep += 1
        del history[keep:]
        # The positions between moves sent together are not known here: the last of them goes
        # from the view before to the new one, the others change nothing (a scoring among them
        # is shown once, not once a move).
        new = steps[keep:]
        for i, seen in enumerate(new):
            last = i == len(new) - 1
            history.append(Step(seen.move, before, after if last else before,
                                seen.line.get("en", ""), seen.player, True))

    def refused(self) -> None:
        """The host refused the last move sent: why, in this seat's language."""
        t = self.table
        if t.refusal is None:
            return
        reason, rule, move = t.refusal
        self.waiting = False
        self.move_rejected.emit(move or Move("refused"),
                                IllegalMove(reason.get(self.lang) or reason["en"], rule))
        self.state_changed.emit("reset")

    def log_lines(self) -> list[tuple[str, str]]:
        """The game log: (who, what), in the language spoken now."""
        players = self.players()
        return [(players[s.player] if s.player is not None and 0 <= s.player < len(players)
                 else "", s.line.get(self.lang) or s.line.get("en", ""))
                for s in self.table.steps]

    def where(self) -> str:
        """Whose table this seat sits at, for the window's title: "Bo, at Ada's table"."""
        t = self.table
        me = t.players[t.seat] if 0 <= t.seat < len(t.players) else ""
        hosts = [t.players[i] for i, kind in enumerate(t.kinds)
                 if kind == "person" and i < len(t.players)]
        if hosts:
            return tr("{me}, at {host}'s table", me=me, host=hosts[0])
        return tr("{me}, at a table on another computer", me=me)

    def seat_kind(self, seat: int) -> str:
        """Every other seat is played elsewhere: by a person at the host's computer, by a
        friend at theirs (awaited while away), or by a computer at the host's."""
        t = self.table
        kind = t.kinds[seat] if 0 <= seat < len(t.kinds) else ""
        if kind == "remote":
            return "away" if seat in t.absent else "remote"
        return {"person": "host"}.get(kind, "computer")

    # --- the table's questions -------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.waiting or not self.table.deciding():
            return []
        return list(self.table.moves)

    def play(self, move: Move) -> bool:
        """Send `move` to the host if it is one of this seat's moves now; else refuse it here,
        explained from the view (the host checks it again anyway)."""
        if move not in self.legal_moves():
            try:
                exc = self.rules.explain_in(self.state, move, self.lang)
            except Exception:  # explained from a view: any slip still gets a sentence
                exc = IllegalMove(tr("That move is not allowed now."), "turn")
            self.move_rejected.emit(move, exc)
            return False
        self.waiting = True
        self.send(self.table.at, move)
        return True

    def to_act(self) -> int | None:
        result: int | None = getattr(self.state, "to_act", None)
        return result

    def view(self, player: int | None) -> Any:
        return self.state  # this seat's view is all there is here

    def view_of(self, state: Any, player: int | None) -> Any:
        return state  # the history's positions are this seat's views already

    def scored_view(self, step: Any, player: int | None) -> Any:
        return step.before  # (a view: the move cannot be made again on it here)

    def has_secrets(self) -> bool:
        return True

    def prompt(self) -> str:
        t = self.table
        if t.deciding() and t.prompt:
            return t.prompt.get(self.lang) or t.prompt.get("en", "")
        return super().prompt()

