"""What a game gives its bots: a determiniser, an evaluation and, optionally, its own policies.

Each game's adapter lives in `medici_table/bots/games/<id>.py` as `ADAPTER` (the game packages
belong to the rules; the bots' knowledge of a game lives here). Every method works on a full
state or on a determinisation — never on hidden information the bot was not given.
"""

from __future__ import annotations

import importlib
import math
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import cache
from typing import Any

from medici_table.engine.move import Move
from medici_table.engine.rules import Rules

#: the heuristic's own move is kept unless the search's choice leads it by this many standard
#: errors of the difference of their mean rewards: with a few hundred iterations spread over
#: many moves and players the estimates are noisy, and the heuristic is the safer bet when the
#: search cannot tell them apart
PRIOR_Z = 1.5


class GameAdapter(ABC):
    """Defaults that every game can use; a game's module overrides what it knows better."""

    game_id: str = ""
    #: a lead of this many points (of `evaluate`) is worth about 73% to win (logistic scale)
    scale: float = 5.0
    #: moves a playout plays before `evaluate` judges the position
    rollout_depth: int = 40
    #: how sure the search must be (in standard errors) to overrule the game's heuristic move:
    #: a game whose heuristic is better than its play-outs can demand more
    prior_z: float = PRIOR_Z
    #: iterations past which the search stops even with time left (None: the time budget
    #: alone): where the game's play-outs judge worse than its heuristic, a longer search
    #: only overrules the heuristic more often; 0: the strong level plays its heuristic move
    search_cap: int | None = None
    #: placeholders `sample_hidden` may leave face down: secrets no move depends on, which the
    #: game's `outlook` weighs by what they may be rather than by one guess
    face_down: frozenset[str] = frozenset()

    def rules(self) -> Rules[Any]:
        """The game's rules (looked up once: play-outs ask for them at every move)."""
        found = self.__dict__.get("_rules")
        if found is None:
            from medici_table import games

            found = self.__dict__["_rules"] = games.get(self.game_id)
        return found

    @abstractmethod
    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """A full state consistent with `view` (what `player` sees), hidden items dealt at random."""

    def evaluate(self, state: Any) -> list[float]:
        """Each player's standing in points (higher is better); the final scores by default."""
        return [float(s) for s in self.rules().scores(state)]

    def outlook(self, state: Any) -> list[float]:
        """How the search judges a position it stops at: `evaluate` unless the game knows a
        finer (and costlier) estimate of where the game is heading."""
        return self.evaluate(state)

    def rewards(self, state: Any) -> list[float]:
        """Each player's expected share of the win, in [0, 1]."""
        rules = self.rules()
        n = len(rules.players(state))
        if rules.is_over(state):
            won = rules.winners(state)
            return [1 / len(won) if p in won else 0.0 for p in range(n)] if won else [1 / n] * n
        return self.lead_rewards(self.outlook(state))

    def lead_rewards(self, points: Sequence[float]) -> list[float]:
        """Each player's share of the win read from their lead in points over the best other
        (a logistic of the lead over `scale`)."""
        out = []
        for p in range(len(points)):
            lead = points[p] - max(v for q, v in enumerate(points) if q != p)
            out.append(1 / (1 + math.exp(-max(-30.0, min(30.0, lead / self.scale)))))
        return out

    def margin(self, state: Any, player: int) -> float:
        """How well `player` stands: a win counts far above any lead in points."""
        rules = self.rules()
        if rules.is_over(state):
            won = rules.winners(state)
            return 1000.0 / len(won) if player in won else -1000.0
        points = self.evaluate(state)
        others = [v for q, v in enumerate(points) if q != player]
        return points[player] - (max(others) if others else 0.0)

    def normal_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """A game's own fast choice for the normal bot; None lets the generic greedy choose."""
        return None

    def strong_move(self, view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        """The strong level's prior (its first guess, kept unless the search finds better):
        the normal level's move unless the game knows a better heuristic."""
        return self.normal_move(view, player, moves, rng)

    def candidates(self, state: Any, moves: Sequence[Move]) -> Sequence[Move]:
        """The moves the search considers (a game may thin out, say, a hundred bid amounts)."""
        return moves

    def rollout_move(self, state: Any, rng: random.Random) -> Move:
        """The playout policy of the search: uniform unless the game knows better, cheaply
        (a game may propose a move without listing them all, checked with `is_legal`)."""
        moves = self.rules().legal_moves(state)
        return moves[rng.randrange(len(moves))]


@cache
def adapter_for(game_id: str) -> GameAdapter:
    """The adapter of `game_id` (ImportError when no module knows the game)."""
    module = importlib.import_module(f"medici_table.bots.games.{game_id}")
    adapter: GameAdapter = module.ADAPTER
    return adapter
