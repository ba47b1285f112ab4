"""A thin Qt controller around the engine's GameSession: plays moves and emits what happened."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from medici_table.engine import GameSession, IllegalMove, Move, Rules
from medici_table.ui.i18n import tr


class GameController(QObject):
    """The UI changes the game only through here; the table redraws from `state_changed`."""

    #: whether anyone may play a move here (a replay's controller takes none: the table then
    #: tells what happens, not how to do it)
    takes_moves = True

    move_applied = Signal(object)  # the Move
    move_rejected = Signal(object, object)  # the Move, the IllegalMove
    state_changed = Signal(str)  # "play" | "undo" | "redo" | "reset"
    game_over = Signal()

    def __init__(self, rules: Rules[Any], state: Any, lang: str = "en",
                 parent: QObject | None = None, session: GameSession | None = None) -> None:
        """A controller of a new session from `state`, or of `session` as it is (an opened
        game with its history)."""
        super().__init__(parent)
        self.session = session if session is not None else GameSession(rules, state, lang)
        self.session.subscribe(self._changed)
        self._secrets: tuple[Any, bool] | None = None  # (the state asked about, the answer)
        self._legal: tuple[Any, Any, list[Move]] | None = None  # (rules, state, its moves)

    @property
    def rules(self) -> Rules[Any]:
        return self.session.rules

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def lang(self) -> str:
        return self.session.lang

    def new_game(self, rules: Rules[Any], state: Any) -> None:
        self.session.unsubscribe(self._changed)
        self.session = GameSession(rules, state, self.lang)
        self.session.subscribe(self._changed)
        self.state_changed.emit("reset")

    def _changed(self, session: GameSession, what: str) -> None:
        self.state_changed.emit(what)

    # --- moves ---------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The moves of the position, asked of the rules once per position (a move's redraw
        asks for them two to four times: the table, its bars, a drop, the Moves panel)."""
        if self.is_over():
            return []
        rules, state = self.session.rules, self.session.state
        known = self._legal
        if known is None or known[0] is not rules or known[1] is not state:
            known = self._legal = (rules, state, self.session.legal_moves())
        return list(known[2])

    def play(self, move: Move) -> bool:
        """Play `move`; on refusal emit `move_rejected` with the reason and change nothing."""
        try:
            self.session.play(move)
        except IllegalMove as refused:
            exc = refused if self.lang == "en" else self.rules.explain_in(self.state, move, self.lang)
            self.move_rejected.emit(move, exc)
            return False
        self.move_applied.emit(move)
        if self.is_over():
            self.game_over.emit()
        return True

    def refuse_drop(self, piece: str, target: str | None) -> IllegalMove:
        """Why dropping `piece` on `target` is no move (None: why it cannot be lifted now),
        in the game's own words (`Rules.explain_drop`), emitted as a refusal."""
        exc = self.explain_drop(piece, target)
        self.move_rejected.emit(Move("drop", card=piece, target=target), exc)
        return exc

    def explain_drop(self, piece: str, target: str | None) -> IllegalMove:
        try:
            return self.rules.explain_drop(self.state, piece, target, self.lang)
        except Exception:  # a game's slip must not reach the player: a plain sentence instead
            return IllegalMove(tr("That piece cannot go there now."),
                               self.rules.phase_anchor(self.state))

    def explain(self, move: Move) -> IllegalMove:
        """Why `move` is refused, in the table's language (a refusal said again after a
        change of language)."""
        return self.rules.explain_in(self.state, move, self.lang)

    def describe(self, move: Move) -> str:
        """A legal move in words, as the deciding player may know it: a move that turns up a
        face-down card must not name the card before it is turned up."""
        p = self.to_act()
        return self.rules.describe_choice(self.view(p), move, self.lang)

    def describe_all(self, moves: list[Move]) -> list[str]:
        """`describe` for several moves, with the deciding player's view made once."""
        seen = self.view(self.to_act())
        return [self.rules.describe_choice(seen, m, self.lang) for m in moves]

    def prompt(self) -> str:
        return self.rules.prompt(self.state, self.lang)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def seat_kind(self, seat: int) -> str:
        """Who plays `seat` when no person here does (`ui/turn.awaited_words`): "computer"
        here; at a table played from several computers also "host" (a person at the host's
        computer), "remote" (a friend at theirs) or "away" (a friend the table waits for)."""
        return "computer"

    def to_act(self) -> int | None:
        result: int | None = getattr(self.state, "to_act", None)
        return result

    def players(self) -> tuple[str, ...]:
        return self.rules.players(self.state)

    def has_secrets(self) -> bool:
        """Whether one player may know what another may not (then the screen is covered between
        turns). A face-down deck hidden from everyone alike is no reason to cover it.

        Asked once per state (by identity): it asks the rules for every seat's secrets, 0.1-0.2
        ms, and the table asks three times a move."""
        state = self.state
        known = self._secrets
        if known is None or known[0] is not state:
            # (asked seat by seat until two differ: at most tables the second seat's differ)
            first = self.rules.secret_ids(state, 0)
            differ = any(self.rules.secret_ids(state, p) != first
                         for p in range(1, len(self.players())))
            known = self._secrets = (state, differ)
        return known[1]

    def view(self, player: int | None) -> Any:
        return self.state if player is None else self.rules.view(self.state, player)

    def view_of(self, state: Any, player: int | None) -> Any:
        """`state` (a position of the history) as `player` may see it."""
        return state if player is None else self.rules.view(state, player)

    def scored_view(self, step: Any, player: int | None) -> Any:
        """What a step of the history scored, as `player` may see it: the position its
        scoring counted (`Rules.as_scored`), or the one before it."""
        counted = self.rules.as_scored(step.before, step.move)
        return self.view_of(step.before if counted is None else counted, player)

    # --- undo ------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self) -> bool:
        try:
            self.session.undo()
        except IllegalMove as exc:
            self.move_rejected.emit(Move("undo"), exc)
            return False
        return True

    def redo(self) -> bool:
        try:
            self.session.redo()
        except IllegalMove as exc:
            self.move_rejected.emit(Move("redo"), exc)
            return False
        return True
