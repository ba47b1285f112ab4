"""The strong level: information-set Monte Carlo tree search over the engine contract.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): each iteration deals the hidden
items at random consistently with the bot's view (the game's `sample_hidden`), walks one
shared tree of moves restricted to the moves legal in that deal, plays out with the game's
playout policy for a bounded number of moves, and judges the end position with the game's
evaluation. Children count how often they were available, so rare moves are not favoured.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from typing import Any

from medici_table.bots.adapter import PRIOR_Z, GameAdapter, adapter_for
from medici_table.bots.base import greedy_move
from medici_table.engine.move import Move
from medici_table.engine.rules import Rules

EXPLORATION = 0.7
#: deals sampled per decision; later iterations reuse them in turn (dealing costs about as
#: much as a play-out, and a few dozen deals already cover the likely hands)
DEALS = 48
#: extra exploration given to the heuristic's move at the root (decays with its visits)
PRIOR_BONUS = 0.5


class Node:
    """Statistics of one move in the shared tree, from the view of the player who made it."""

    __slots__ = ("avail", "children", "mover", "reward", "square", "visits")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.square = 0.0

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0

    def variance_of_mean(self) -> float:
        """The squared standard error of `mean` (a reward lies in [0, 1]: at most 1/4 a play)."""
        if self.visits < 2:
            return 0.25
        mean = self.mean()
        return max(0.0, self.square / self.visits - mean * mean) / (self.visits - 1)

    def select(self, legal: Sequence[Move], prior: Move | None = None) -> Move:
        best: Move = legal[0]
        best_score = -math.inf
        for move in legal:
            child = self.children[move]
            score = (child.reward / child.visits
                     + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits))
            if move == prior:
                score += PRIOR_BONUS / child.visits
            if score > best_score:
                best, best_score = move, score
        return best


class StrongBot:
    """ISMCTS within a time budget (and, for reproducible tournaments, an iteration cap)."""

    level = "strong"

    def __init__(self, rules: Rules[Any], seed: int = 0, adapter: GameAdapter | None = None,
                 iterations: int | None = None) -> None:
        self.rules = rules
        self.rng = random.Random(seed)
        self.adapter = adapter or adapter_for(rules.id)
        self.iterations = iterations
        self.last_iterations = 0
        self._deals: list[Any] = []
        self._prior: Move | None = None
        #: set from another thread to stop the search early (it answers with what it has)
        self.interrupt = threading.Event()

    def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
        if len(moves) == 1:
            self.last_iterations = 0
            return moves[0]
        root = Node(None)
        self._deals = []
        deadline = time.perf_counter() + max(0.0, budget)
        prior = self.heuristic(view, me, moves)
        moves = list(self.adapter.candidates(view, moves))
        if prior not in moves:
            moves.append(prior)
        self._prior = prior
        caps = [c for c in (self.iterations, self.adapter.search_cap) if c is not None]
        cap = min(caps) if caps else None
        if self.adapter.search_cap == 0:  # the game's heuristic beats its search: no search
            self.last_iterations = 0
            return prior
        done = 0
        while done < 1 or (time.perf_counter() < deadline and not self.interrupt.is_set()
                           and (cap is None or done < cap)):
            self._iterate(root, view, me, moves)
            done += 1
        self.last_iterations = done
        return self.final(root, moves, prior, self.adapter.prior_z)

    def heuristic(self, view: Any, me: int, moves: Sequence[Move]) -> Move:
        """The game's best heuristic move: the search's prior and its fallback."""
        own = self.adapter.strong_move(view, me, moves, self.rng)
        if own is not None:
            return own
        return greedy_move(self.rules, self.adapter, view, me, moves, self.rng, samples=2)

    @staticmethod
    def final(root: Node, moves: Sequence[Move], prior: Move, z: float = PRIOR_Z) -> Move:
        """The most visited move, unless the search cannot tell it from the heuristic's move."""
        legal = [m for m in moves if m in root.children]
        if not legal:
            return prior
        best = max(legal, key=lambda m: (root.children[m].visits, root.children[m].reward))
        ours, theirs = root.children[best], root.children.get(prior)
        if theirs is not None and best != prior:
            spread = math.sqrt(ours.variance_of_mean() + theirs.variance_of_mean())
            if ours.mean() - theirs.mean() <= z * spread:
                return prior
        return best

    def _iterate(self, root: Node, view: Any, me: int, root_moves: Sequence[Move]) -> None:
        rules, adapter, rng = self.rules, self.adapter, self.rng
        if len(self._deals) < DEALS:
            state = adapter.sample_hidden(view, me, rng)
            self._deals.append(state)
        else:
            state = self._deals[rng.randrange(DEALS)]
        node = root
        path = [root]
        legal: Sequence[Move] = root_moves
        while not rules.is_over(state):
            if node is not root:
                legal = adapter.candidates(state, rules.legal_moves(state))
            children = node.children
            untried = []
            for m in legal:
                child = children.get(m)
                if child is None:
                    untried.append(m)
                else:
                    child.avail += 1
            if untried:
                move = untried[rng.randrange(len(untried))]
                child = Node(state.to_act)
                node.children[move] = child
                state = rules.play(state, move)
                path.append(child)
                break
            move = node.select(legal, self._prior if node is root else None)
            node = node.children[move]
            state = rules.play(state, move)
            path.append(node)
        state = self._rollout(state)
        rewards = adapter.rewards(state)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.reward += rewards[n.mover]
                n.square += rewards[n.mover] ** 2

    def _rollout(self, state: Any) -> Any:
        rules, adapter, rng = self.rules, self.adapter, self.rng
        for _ in range(adapter.rollout_depth):
            if rules.is_over(state):
                break
            state = rules.play(state, adapter.rollout_move(state, rng))
        return state
