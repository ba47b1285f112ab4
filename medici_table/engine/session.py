"""A game in progress: the state, the move history, undo/redo and listeners (no Qt)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.records import record
from medici_table.engine.rules import Rules

Listener = Callable[["GameSession", str], None]


@record
class Step:
    move: Move
    before: Any
    after: Any
    description: str
    player: int | None
    barrier: bool  # undo may not cross it: it revealed something to someone


class GameSession:
    """Holds one game; the UI and bots change it only through `play`, `undo`, `redo`."""

    def __init__(self, rules: Rules[Any], state: Any, lang: str = "en") -> None:
        self.rules = rules
        self.initial = state
        self.state = state
        self.lang = lang
        self.history: list[Step] = []
        self.redo_stack: list[Step] = []
        self._listeners: list[Listener] = []
        # the seats whose knowledge undo protects (None: every seat); the others are computers
        self.people: Collection[int] | None = None
        self._secret_memo: dict[int, tuple[Any, dict[int, frozenset[str]]]] = {}

    # --- listeners --------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _notify(self, what: str) -> None:
        for listener in list(self._listeners):
            listener(self, what)

    # --- moves ------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return self.rules.legal_moves(self.state)

    def play(self, move: Move) -> Step:
        """Apply `move` (raises IllegalMove and changes nothing if refused)."""
        before = self.state
        after = self.rules.apply(before, move)
        step = Step(
            move=move,
            before=before,
            after=after,
            description=self.rules.describe(before, move, self.lang),
            player=getattr(before, "to_act"),  # noqa: B009
            barrier=self._reveals(before, after),
        )
        self.history.append(step)
        self.redo_stack.clear()
        self.state = after
        self._notify("play")
        return step

    def _reveals(self, before: Any, after: Any, among: Collection[int] | None = None) -> bool:
        """Undo may not cross a move that showed someone a secret they could exploit.

        A move that reveals something to its own player (a draw) is final; so is one that
        reveals something to another player once the decision has passed to someone else.
        Playing your own card face up, while you still decide, can be taken back. `among`:
        only what these players saw counts (None: everyone).
        """
        mover = getattr(before, "to_act")  # noqa: B009
        nxt = getattr(after, "to_act")  # noqa: B009
        for p in range(len(self.rules.players(before))):
            if among is not None and p not in among:
                continue
            if self._secrets(before, p) - self._secrets(after, p):
                if p == mover or nxt != mover:
                    return True
        return False

    def _secrets(self, state: Any, player: int) -> frozenset[str]:
        """`rules.secret_ids`, remembered for the last two states: a move's `after` is the next
        move's `before`, so each state's secrets are asked for once, not twice (a save of a
        long game replays every move through `play`)."""
        known = self._secret_memo.get(id(state))
        if known is None or known[0] is not state:
            known = (state, {})
            if len(self._secret_memo) >= 2:
                del self._secret_memo[next(iter(self._secret_memo))]  # the older one
            self._secret_memo[id(state)] = known
        found = known[1].get(player)
        if found is None:
            found = known[1][player] = self.rules.secret_ids(state, player)
        return found

    def may_return_to(self, index: int, among: Collection[int] | None = None) -> bool:
        """Whether the game may go back to its position after `index` moves — by undo, or by
        continuing a replay from there: no later move showed anyone a secret (the rule of
        `_reveals`). `among`: only what these players saw counts — the people of a table whose
        other seats are computers, which remember nothing of a position taken back."""
        later = self.history[index:]
        if among is None:
            return not any(step.barrier for step in later)
        return not any(step.barrier and self._reveals(step.before, step.after, among)
                       for step in later)

    def can_undo(self) -> bool:
        return bool(self.history) and self.may_return_to(len(self.history) - 1, self.people)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> Step:
        if not self.history:
            raise IllegalMove("There is nothing to undo.", "undo")
        if not self.can_undo():
            raise IllegalMove(
                "This move revealed hidden cards to a player, so it cannot be taken back.", "undo"
            )
        step = self.history.pop()
        self.redo_stack.append(step)
        self.state = step.before
        self._notify("undo")
        return step

    def redo(self) -> Step:
        if not self.redo_stack:
            raise IllegalMove("There is nothing to redo.", "undo")
        step = self.redo_stack.pop()
        self.history.append(step)
        self.state = step.after
        self._notify("redo")
        return step

    def moves(self) -> list[Move]:
        return [s.move for s in self.history]

    def log(self) -> list[str]:
        return [s.description for s in self.history]

    def replace(self, state: Any) -> None:
        """Start over from `state` (new game, loaded position)."""
        self.initial = state
        self.state = state
        self.history.clear()
        self.redo_stack.clear()
        self._notify("reset")
