"""Exhaustive search of a puzzle: is it solvable, in how many ways, and how do the others
defend?

The learner chooses at their decisions (one good move is enough); every other player's decision
before the goal is judged must fail to stop it (all their moves are tried). A *way* to play is
a position where the learner's part ends — the goal judged, or another player to decide —
counted once however the learner got there (three cards laid in another order are one way);
the solution count is the number of ways that force the goal. The search is exact: it replaces
a bot by proving, and gives the table a defender that plays the best reply.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from medici_table.app.learn.goals import Goal
from medici_table.engine.move import Move


class SearchTooLarge(Exception):
    """The puzzle has more positions than the search may visit (its horizon is too far)."""


@dataclass(frozen=True)
class Solution:
    solvable: bool
    solutions: int  # different positions the learner can reach that force the goal
    lines: int  # different positions the learner can reach (where their part ends)
    winning_moves: tuple[Move, ...]  # the learner's first moves that force the goal
    example: tuple[Move, ...]  # one winning line (the learner's moves, the others' replies)


@dataclass(frozen=True)
class _Node:
    forced: bool
    line: tuple[Move, ...]


class _Search:
    def __init__(self, rules: Any, start: Any, learner: int, goal: Goal, limit: int) -> None:
        self.rules, self.start, self.learner, self.goal = rules, start, learner, goal
        self.limit = limit
        self.seen: dict[Any, _Node] = {}

    def node(self, state: Any) -> _Node:
        known = self.seen.get(state)
        if known is not None:
            return known
        if len(self.seen) >= self.limit:
            raise SearchTooLarge(f"more than {self.limit} positions")
        rules = self.rules
        if self.goal.reached(rules, self.start, state, self.learner):
            result = _Node(self.goal.holds(rules, self.start, state, self.learner), ())
        elif state.to_act == self.learner:
            result = self._choose(state)
        else:
            result = self._defend(state)
        self.seen[state] = result
        return result

    def _choose(self, state: Any) -> _Node:
        line: tuple[Move, ...] | None = None
        for move in self.rules.legal_moves(state):
            child = self.node(self.rules.apply(state, move))
            if child.forced and line is None:
                line = (move,) + child.line
        return _Node(line is not None, line or ())

    def _defend(self, state: Any) -> _Node:
        """Every reply of the player deciding now must still let the goal be forced; the line
        shown follows the first reply (they all fail)."""
        line: tuple[Move, ...] = ()
        for move in self.rules.legal_moves(state):
            child = self.node(self.rules.apply(state, move))
            if not child.forced:
                return _Node(False, ())
            if not line:
                line = (move,) + child.line
        return _Node(True, line)


def solve(rules: Any, start: Any, learner: int, goal: Goal, limit: int = 400_000) -> Solution:
    """The whole search from `start` (SearchTooLarge past `limit` positions)."""
    search = _Search(rules, start, learner, goal, limit)
    root = search.node(start)
    winning: list[Move] = []
    if start.to_act == learner and not goal.reached(rules, start, start, learner):
        winning = [m for m in rules.legal_moves(start)
                   if search.node(rules.apply(start, m)).forced]
    ends = _ends(search, start)
    wins = sum(1 for s in ends if search.node(s).forced)
    return Solution(root.forced, wins, len(ends), tuple(winning), root.line)


def _ends(search: _Search, start: Any) -> set[Any]:
    """The positions where the learner's part ends (the goal judged, or another player to
    decide), each once: cards laid in another order reach the same position, one way to play."""
    rules, learner, goal = search.rules, search.learner, search.goal
    ends: set[Any] = set()
    seen: set[Any] = set()
    todo = [start]
    while todo:
        state = todo.pop()
        if state in seen:
            continue
        seen.add(state)
        if goal.reached(rules, start, state, learner) or state.to_act != learner:
            ends.add(state)
            continue
        todo.extend(rules.apply(state, m) for m in rules.legal_moves(state))
    return ends


def best_reply(rules: Any, start: Any, state: Any, learner: int, goal: Goal) -> Move:
    """The move of the player deciding now (not the learner) that does the most against the
    goal: one after which it can no longer be forced, else the first legal move."""
    search = _Search(rules, start, learner, goal, 400_000)
    moves: list[Move] = rules.legal_moves(state)
    for move in moves:
        if not search.node(rules.apply(state, move)).forced:
            return move
    return moves[0]


def still_possible(rules: Any, start: Any, state: Any, learner: int, goal: Goal) -> bool:
    """Whether the goal can still be forced from `state` (for a hint after a move)."""
    return _Search(rules, start, learner, goal, 400_000).node(state).forced
