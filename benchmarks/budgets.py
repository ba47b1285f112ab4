"""The performance budgets of issues 12 and 24, and the check that compares measured figures with them.

A figure is a named number with the budget it answers to; `check` returns one line per figure
past its budget (an empty list: every budget is met). Pure and Qt-free, so the smoke test can
check the checker on made-up figures.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Budget:
    key: str
    limit: float
    at_most: bool  # True: the figure must stay at or below the limit; False: at or above
    text: str  # the budget in words, for RESULTS.md

    def met(self, value: float) -> bool:
        return value <= self.limit if self.at_most else value >= self.limit


BUDGETS: dict[str, Budget] = {b.key: b for b in (
    Budget("startup_ratio", 1.5, True, "start-up ≤ 1.5× the bare window"),
    Budget("frozen_startup_ratio", 1.5, True,
           "frozen bundle's start-up ≤ 1.5× a frozen bare window"),
    Budget("drag_ratio", 2.0, True, "drag-move ≤ 2× the bare scene (CPU)"),
    Budget("drag_ms", 8.0, True, "drag-move never above 8 ms (95th percentile, CPU)"),
    Budget("redraw_ms", 10.0, True, "a move's redraw ≤ 10 ms (median, CPU)"),
    Budget("redraw_p95_ms", 16.0, True, "a move's redraw ≤ 16 ms (95th percentile, CPU)"),
    Budget("apply_per_s", 40_000.0, False, "apply ≥ 40,000/s"),
    Budget("playout_gain", 2.0, False, "random play-outs ≥ 2× issue 24's baseline"),
    Budget("legal_p99_ms", 1.0, True, "legal_moves ≤ 1 ms at p99"),
    Budget("memory_mb", 250.0, True, "memory ≤ 250 MB with the fullest table"),
    Budget("save_ms", 200.0, True, "the largest game saved ≤ 200 ms (CPU)"),
    Budget("open_ms", 200.0, True, "the largest game opened and replayed ≤ 200 ms (CPU)"),
    Budget("scale_memory_mb", 250.0, True,
           "memory ≤ 250 MB through the largest game, saved, opened and replayed"),
    Budget("evening_growth_mb", 20.0, True, "50 games in one window grow ≤ 20 MB"),
    Budget("strong_max_s", 2.0, True, "strong bot within its 2 s (slowest decision)"),
)}

# Random play-outs per second (CPU) of every game and player count on main before issue 24's
# work (commit 22469d4), from the full run of 2026-11-26 12:13 UTC (`nice -n 19`, load average
# 9-18 on 2 cores: a busy machine halves these figures against a quiet one, so compare runs
# made under a like load): `playout_gain` is a run's figure over this one. These were one pass
# of 10 games each; since the second engine pass of issue 24 a run takes the quickest of three
# passes over the same games (`engine_bench.measure`), which a busy moment moves less.
PLAYOUT_BASELINE: dict[tuple[str, int], float] = {
    ("court_of_the_medici", 2): 62.1,
    ("courtisans", 2): 302.0,
    ("courtisans", 3): 270.7,
    ("courtisans", 4): 197.9,
    ("courtisans", 5): 111.0,
    ("les_7_blasons", 3): 122.9,
    ("les_7_blasons", 4): 162.9,
    ("les_7_blasons", 5): 89.4,
    ("les_7_blasons", 6): 58.7,
    ("les_7_blasons", 7): 77.6,
    ("louis_xiv", 2): 116.7,
    ("louis_xiv", 3): 51.2,
    ("louis_xiv", 4): 55.8,
    ("medici", 3): 119.9,
    ("medici", 4): 96.7,
    ("medici", 5): 102.4,
    ("medici", 6): 74.4,
}


def playout_gain(game: str, players: int, per_s: float) -> float | None:
    base = PLAYOUT_BASELINE.get((game, players))
    return per_s / base if base else None


@dataclass(frozen=True)
class Figure:
    """One measured number: `subject` says of what (a game and player count, a table)."""

    subject: str
    key: str
    value: float

    @property
    def budget(self) -> Budget:
        return BUDGETS[self.key]

    @property
    def ok(self) -> bool:
        return self.budget.met(self.value)


def check(figures: Iterable[Figure]) -> list[str]:
    """One sentence per figure past its budget."""
    return [f"{f.subject}: {f.key} = {f.value:,.3f} breaks '{f.budget.text}'"
            for f in figures if not f.ok]


def mark(ok: bool) -> str:
    return "✓" if ok else "✗ over budget"
