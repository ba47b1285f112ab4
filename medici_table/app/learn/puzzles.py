"""A game's puzzles: `rules_data/<game>/puzzles/puzzles.yaml` and their positions.

A puzzle is a position, a goal in words, and the check the engine makes of the position the
player reaches (goals.py). The player decides for the seat to act; the others, if they decide
before the goal is judged, play the best defence (solver.best_reply). After it, the table says
whether the goal was reached and in how many ways it could be (solver.solve).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from medici_table.app.learn.goals import Goal
from medici_table.app.learn.solver import Solution, best_reply, solve
from medici_table.app.learn.tutorial import Text, anchors, say
from medici_table.app.position import read_position
from medici_table.engine.data import load_file
from medici_table.engine.move import Move
from medici_table.engine.resources import rules_data
from medici_table.engine.rules import text


@dataclass(frozen=True, eq=False)  # one object per puzzle (load is cached): hashed by identity
class Puzzle:
    game: str
    id: str
    title: Text
    goal_text: Text
    position: Path
    goal: Goal
    explain: Text
    rule: str


def folder(game: str) -> Path:
    return rules_data(game, "puzzles")


def available(game: str) -> bool:
    return (folder(game) / "puzzles.yaml").is_file()


@cache
def load(game: str) -> tuple[Puzzle, ...]:
    return read(folder(game) / "puzzles.yaml", game)


def read(path: Path, game: str | None = None) -> tuple[Puzzle, ...]:
    """The puzzles of a file; DataError names the file, line and field of a mistake."""
    f = load_file(path, "puzzles")
    d, lm = f.data, f.lines
    if game is not None and d["game"] != game:
        raise lm.error(("game",), f"this folder holds {game}'s puzzles, not {d['game']}'s")
    out, ids = [], set()
    for i, p in enumerate(d["puzzles"]):
        at = ("puzzles", i)
        if p["id"] in ids:
            raise lm.error(at + ("id",), f"puzzle '{p['id']}' is given twice")
        ids.add(p["id"])
        position = path.parent / p["position"]
        if not position.is_file():
            raise lm.error(at + ("position",), f"no position file {p['position']} beside the "
                           "puzzles")
        try:
            goal = Goal.of(p["until"], p["check"])
        except ValueError as exc:
            raise lm.error(at + ("check",), str(exc)) from None
        rule = p.get("rule", "")
        if rule and rule not in anchors(d["game"]):
            raise lm.error(at + ("rule",), f"no section {{#{rule}}} in the rules text")
        out.append(Puzzle(d["game"], p["id"], p["title"], p["goal"], position, goal,
                          p["explain"], rule))
    return tuple(out)


@cache
def solution(puzzle: Puzzle) -> Solution:
    """The exhaustive search of the puzzle (kept: the table shows its count after each try)."""
    found = read_position(puzzle.position)
    return solve(found.rules, found.state, found.state.to_act, puzzle.goal)


class Attempt:
    """One try at a puzzle: the player's moves, the defence's replies, and the verdict."""

    def __init__(self, puzzle: Puzzle) -> None:
        found = read_position(puzzle.position)
        self.puzzle, self.rules, self.options = puzzle, found.rules, found.options
        self.start = found.state
        self.learner: int = found.state.to_act
        self.state = found.state
        self.moves: list[Move] = []

    @property
    def finished(self) -> bool:
        return self.puzzle.goal.reached(self.rules, self.start, self.state, self.learner)

    @property
    def solved(self) -> bool:
        return self.finished and self.puzzle.goal.holds(self.rules, self.start, self.state,
                                                        self.learner)

    def play(self, move: Move) -> None:
        """The player's move (IllegalMove if refused), then the defence until the player decides
        again or the goal is judged."""
        self.state = self.rules.apply(self.state, move)
        self.moves.append(move)
        while not self.finished and self.state.to_act != self.learner:
            reply = best_reply(self.rules, self.start, self.state, self.learner, self.puzzle.goal)
            self.state = self.rules.apply(self.state, reply)
            self.moves.append(reply)

    def restart(self) -> None:
        self.state, self.moves = self.start, []

    def verdict(self, lang: str = "en") -> str:
        """Solved or not, and how many of the possible ways solve it."""
        found = solution(self.puzzle)
        ways = text(lang, f"{found.solutions} of the {found.lines} ways to play it solve it.",
                    f"{found.solutions} des {found.lines} façons de jouer le résolvent.")
        if found.solutions == 1:
            ways = text(lang, f"Only one of the {found.lines} ways to play it solves it.",
                        f"Une seule des {found.lines} façons de jouer le résout.")
        if self.solved:
            head = text(lang, "Solved!", "Résolu !")
        else:
            head = text(lang, "Not this time: the goal is not reached.",
                        "Pas cette fois : le but n'est pas atteint.")
        return f"{head} {ways} {say(self.puzzle.explain, lang)}"


def puzzles_of(game: str) -> tuple[Puzzle, ...]:
    return load(game) if available(game) else ()


