"""What a puzzle asks, checked by the engine on the position reached — never by comparing the
player's moves with one hard-coded answer, so every way that reaches the goal succeeds.

A puzzle's `check` is a mapping of predicates that must all hold, e.g. `{gain_at_least: 12}`
or `{takes_trick: true, coats_up_at_least: 2}`; `until` says when the position is judged:

* `turn`  — the decision passes to another player (or the game ends);
* `taken` — the trick's taker is known, before their free action (Les 7 Blasons);
* `trick` — the trick is over, gathered (Les 7 Blasons);
* `season` / `round` — the season (Medici) or the round is over;
* `game`  — the game is over.

Other players who decide before then are assumed to do their best against the goal: the goal
is reached only if it holds whatever they choose (solver.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

HORIZONS = ("turn", "taken", "trick", "season", "round", "game")
STANDINGS = ("favoured", "neutral", "disgraced")  # Courtisans, as scoring.statuses names them


@dataclass(frozen=True)
class Judged:
    """The position a puzzle starts from and the one reached, seen by `learner`."""

    rules: Any
    start: Any
    end: Any
    learner: int

    def scores(self, state: Any) -> list[int]:
        return [int(v) for v in self.rules.scores(state)]

    def mine(self, state: Any) -> int:
        return self.scores(state)[self.learner]

    def best_other(self, state: Any) -> int:
        return max(v for p, v in enumerate(self.scores(state)) if p != self.learner)


def reached(until: str, start: Any, state: Any, learner: int, rules: Any) -> bool:
    """Whether the position is to be judged now."""
    if rules.is_over(state):
        return True
    if until == "turn":
        return bool(state.to_act != learner)
    if until == "taken" and state.phase in ("winner", "bourgeois"):
        return True
    if until in ("trick", "taken"):
        return bool(state.tricks_done != start.tricks_done or state.round != start.round)
    if until == "season":
        return bool(state.season != start.season)
    if until == "round":
        return bool(state.round != start.round)
    return False


# --- the predicates -----------------------------------------------------------------------------
def _score_at_least(j: Judged, n: int) -> bool:
    return j.mine(j.end) >= n


def _gain_at_least(j: Judged, n: int) -> bool:
    return j.mine(j.end) - j.mine(j.start) >= n


def _lead_at_least(j: Judged, n: int) -> bool:
    return j.mine(j.end) - j.best_other(j.end) >= n


def _first(j: Judged, wanted: bool) -> bool:
    return (j.mine(j.end) > j.best_other(j.end)) == wanted


def _others_at_most(j: Judged, n: int) -> bool:
    return j.best_other(j.end) <= n


def _wins(j: Judged, wanted: bool) -> bool:
    won = j.rules.is_over(j.end) and j.learner in j.rules.winners(j.end)
    return bool(won) == wanted


def _eliminated(j: Judged, cards: list[str]) -> bool:
    """Court of the Medici, Courtisans: every card named lies in a discard pile."""
    end = j.end
    if hasattr(end, "discards"):  # Court of the Medici: a discard per House
        gone = {c for pile in end.discards for c in pile}
    else:  # Courtisans: one discard; an eliminated spy stays face down (its handle)
        gone = {end.real(c) for c in end.discard}
    return all(c in gone for c in cards)


def _status(j: Judged, wanted: dict[str, str]) -> bool:
    """Courtisans: each family named is in that standing at the Queen's table (favoured,
    neutral or disgraced), as the score would count it now."""
    from medici_table.games.courtisans.scoring import statuses

    now = statuses(j.end)
    return all(now.get(family) == status for family, status in wanted.items())


def _majority(j: Judged, boards: list[int]) -> bool:
    """Louis XIV: the learner has strictly more tokens than any other colour on each board."""
    for b in boards:
        row = j.end.boards[b - 1]
        mine = row[j.learner]
        if any(v >= mine for c, v in enumerate(row) if c != j.learner):
            return False
    return True


def _missions_done_at_least(j: Judged, n: int) -> bool:
    """Louis XIV: missions completed in the puzzle."""
    return len(j.end.seats[j.learner].done) - len(j.start.seats[j.learner].done) >= n


def _completed(j: Judged, missions: list[str]) -> bool:
    """Louis XIV: each mission named lies completed in front of the learner."""
    return all(m in j.end.seats[j.learner].done for m in missions)


def _takes_trick(j: Judged, wanted: bool) -> bool:
    """Les 7 Blasons: the learner won the trick (its taker, or it lies among their tricks)."""
    end, start = j.end, j.start
    if end.round != start.round:
        took = end.last_winner == j.learner
    elif end.tricks_done == start.tricks_done:
        took = end.phase in ("winner", "bourgeois") and end.winner == j.learner
    else:
        took = len(end.piles[j.learner]) > len(start.piles[j.learner])
    return bool(took) == wanted


def _coats_up_at_least(j: Judged, n: int) -> bool:
    """Les 7 Blasons: face-up coats of arms in front of the learner."""
    return sum(1 for c in j.end.coats if c.at == j.learner and c.up) >= n


def _money_at_least(j: Judged, n: int) -> bool:
    """Medici: florins."""
    return int(j.end.money[j.learner]) >= n


Predicate = Callable[[Judged, Any], bool]
PREDICATES: dict[str, tuple[Predicate, type]] = {
    "score_at_least": (_score_at_least, int),
    "gain_at_least": (_gain_at_least, int),
    "lead_at_least": (_lead_at_least, int),
    "first": (_first, bool),
    "others_at_most": (_others_at_most, int),
    "wins": (_wins, bool),
    "eliminated": (_eliminated, list),
    "status": (_status, dict),
    "majority": (_majority, list),
    "missions_done_at_least": (_missions_done_at_least, int),
    "completed": (_completed, list),
    "takes_trick": (_takes_trick, bool),
    "coats_up_at_least": (_coats_up_at_least, int),
    "money_at_least": (_money_at_least, int),
}


@dataclass(frozen=True)
class Goal:
    """A puzzle's check: predicates that must all hold when `until` is reached."""

    until: str
    check: tuple[tuple[str, Any], ...]

    @classmethod
    def of(cls, until: str, check: dict[str, Any]) -> Goal:
        """ValueError names the predicate that is unknown or takes another kind of value."""
        if until not in HORIZONS:
            raise ValueError(f"until is one of {', '.join(HORIZONS)}")
        if not check:
            raise ValueError("a check names at least one predicate")
        for name, arg in check.items():
            if name not in PREDICATES:
                raise ValueError(f"unknown predicate '{name}' (known: {', '.join(PREDICATES)})")
            kind = PREDICATES[name][1]
            if not isinstance(arg, kind) or (kind is int and isinstance(arg, bool)):
                raise ValueError(f"'{name}' takes {kind.__name__}, not {arg!r}")
            if isinstance(arg, dict) and not set(arg.values()) <= set(STANDINGS):
                raise ValueError(f"a family's standing is one of {', '.join(STANDINGS)}")
        return cls(until, tuple(check.items()))

    def reached(self, rules: Any, start: Any, state: Any, learner: int) -> bool:
        return reached(self.until, start, state, learner, rules)

    def holds(self, rules: Any, start: Any, end: Any, learner: int) -> bool:
        j = Judged(rules, start, end, learner)
        return all(PREDICATES[name][0](j, arg) for name, arg in self.check)
