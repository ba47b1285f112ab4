"""Levels against each other: seeded series of games with seats rotated, win shares with
95% confidence intervals, and the table `medici-table tournament` writes.

A series puts one bot of the level under test against `players - 1` bots of the other
level; the test level's seat moves round the table from game to game, so no seat is favoured.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from medici_table import games
from medici_table.bots.match import play_game, seat_bots, wilson
from medici_table.bots.mcts import StrongBot

#: (level under test, opponents' level, the share it must reach at 2 players, the multiple
#: of its fair share it must reach at 3+) — the targets of issue 8
PAIRINGS = (("strong", "random", 0.90, 2.0), ("strong", "normal", 0.60, 1.3),
            ("normal", "random", None, None))
#: the strong bot's search cap a decision in a tournament, by game (`DEFAULT_ITERATIONS`
#: unless named): a fixed cap keeps a series reproducible whatever the machine's load. Court
#: of the Medici's turns offer dozens of plays and its search gains with iterations (against
#: normal at 2 players, seeds 5000-5059: 53% at 80 iterations, 72% at 300; in play it does
#: about 1,800 in its second), so it is measured nearer its play strength
DEFAULT_ITERATIONS = 80
ITERATIONS = {"court_of_the_medici": 300}


def iterations_for(game: str, asked: int | None = None) -> int:
    """The cap a tournament plays `game`'s strong bot at: `asked` if given, else the game's."""
    return asked if asked is not None else ITERATIONS.get(game, DEFAULT_ITERATIONS)


@dataclass
class Series:
    game: str
    players: int
    level: str
    against: str
    games: int
    wins: float  # shares of victories of the level under test (a shared win counts part)
    seconds: float
    max_think: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def fair(self) -> float:
        return 1 / self.players


def target(level: str, against: str, players: int) -> float:
    """The win share the issue asks for; 'clearly' for normal vs random is: its 95% interval
    lies above the fair share (the interval is checked in `passed`). A level may carry its
    search cap ("strong@300")."""
    level = level.split("@")[0]
    for lv, ag, two, multiple in PAIRINGS:
        if (lv, ag) == (level, against):
            if two is None or multiple is None:
                return 1 / players
            return two if players == 2 else min(1.0, multiple / players)
    raise ValueError(f"no target for {level} vs {against}")


def passed(s: Series) -> bool:
    goal = target(s.level, s.against, s.players)
    if (s.level.split("@")[0], s.against) == ("normal", "random"):
        return s.interval[0] > goal
    return s.rate >= goal


def run_series(game: str, players: int, level: str, against: str, n_games: int,
               seed: int = 1, iterations: int | None = None, budget: float = 1.0) -> Series:
    """`n_games` seeded games: one `level` bot rotating through the seats, the rest `against`."""
    rules = games.get(game)
    wins = 0.0
    max_think = 0.0
    start = time.perf_counter()
    for g in range(n_games):
        seat = g % players
        levels = [level if i == seat else against for i in range(players)]
        bots = seat_bots(rules, levels, seed + g)
        for bot in bots:
            if isinstance(bot, StrongBot):
                bot.iterations = iterations
        record = play_game(rules, bots, seed + g, budget)
        wins += record.shares[seat]
        max_think = max([max_think] + [max(t) for i, t in enumerate(record.think)
                                       if t and levels[i] == level])
    return Series(game, players, level, against, n_games, wins,
                  time.perf_counter() - start, max_think)


def table(rows: list[Series]) -> str:
    """A Markdown table of series, one line each."""
    out = ["| game | players | level | against | games | win share (95% CI) | fair share "
           "| target | met | s/game | max think (s) |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for s in rows:
        lo, hi = s.interval
        goal = target(s.level, s.against, s.players)
        goal_text = f"CI > {goal:.0%}" if (s.level.split("@")[0], s.against) \
            == ("normal", "random") else f"≥ {goal:.0%}"
        out.append(f"| {s.game} | {s.players} | {s.level} | {s.against} | {s.games} "
                   f"| {s.rate:.0%} ({lo:.0%}–{hi:.0%}) | {s.fair:.0%} | {goal_text} "
                   f"| {'yes' if passed(s) else 'NO'} | {s.seconds / max(1, s.games):.1f} "
                   f"| {s.max_think:.2f} |")
    return "\n".join(out)


def as_dict(s: Series) -> dict[str, Any]:
    return {"game": s.game, "players": s.players, "level": s.level, "against": s.against,
            "games": s.games, "wins": s.wins, "seconds": s.seconds, "max_think": s.max_think}


def from_dict(d: dict[str, Any]) -> Series:
    return Series(d["game"], d["players"], d["level"], d["against"], d["games"], d["wins"],
                  d["seconds"], d["max_think"])
