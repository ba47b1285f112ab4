"""The Courtisans judge fit (`benchmarks.courtisans_fit`): its terms add up to the outlook's
lead, its fits find weights that are there, and its rows carry the game's real margin."""

from __future__ import annotations

import random

import pytest

from benchmarks import courtisans_fit as fit
from medici_table.bots.games import courtisans as cbot
from medici_table.bots.games import courtisans_outlook as outlook
from tests.bots.courtisans_play import random_position


@pytest.mark.parametrize("moves", [6, 30, 57])
def test_the_terms_add_up_to_the_outlooks_lead(moves: int,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The domains, one's own missions (no pull) less the other's face-down ones: the lead
    the outlook gives on the same deal, seen by the player who is to act."""
    monkeypatch.setattr(outlook, "MISSION_PULL_DUEL", 1.0)
    rules, state = random_position(2, seed=11, moves=moves)
    me = state.to_act
    guess = cbot.ADAPTER.sample_hidden(rules.view(state, me), me, random.Random(3))
    t = dict(zip(fit.DUEL_TERMS, fit.duel_terms(guess, me), strict=True))
    points = outlook.outlook(guess)
    lead = (t["domain"] + t["mine_white"] + t["mine_blue"] - t["theirs_white"]
            - t["theirs_blue"])
    assert lead == pytest.approx(points[me] - points[1 - me])
    assert fit.hand_set(list(t.values())) == pytest.approx(
        t["domain"] + outlook.MISSION_PULL_DUEL * (t["mine_white"] + t["mine_blue"])
        - t["theirs_white"] - t["theirs_blue"])


def test_least_squares_finds_the_weights_of_an_exact_line() -> None:
    rng = random.Random(4)
    xs = [[rng.uniform(-3, 3), rng.uniform(-3, 3)] for _ in range(200)]
    ys = [2.0 * a - 0.5 * b + 1.0 for a, b in xs]
    assert fit.least_squares(xs, ys) == pytest.approx([2.0, -0.5, 1.0], abs=0.01)


def test_the_logistic_fit_reads_which_term_wins() -> None:
    rng = random.Random(5)
    xs = [[rng.uniform(-3, 3), rng.uniform(-3, 3)] for _ in range(400)]
    ys = [float(rng.random() < 1 / (1 + 2.718 ** -(1.5 * a))) for a, _ in xs]
    a, b, _ = fit.logistic(xs, ys)
    assert a > 0.8 and abs(b) < 0.4


def test_merged_terms_weighed_once_give_the_same_judgement() -> None:
    terms = [float(i + 1) for i in range(len(fit.DUEL_TERMS))]
    weights = [0.1 * (i % 5) - 0.2 for i in range(len(fit.DUEL_TERMS))]
    joined = fit.merged(terms)
    assert sum(w * t for w, t in zip(weights, joined, strict=True)) == pytest.approx(
        sum(w * t for w, t in zip(fit.unmerged(weights), terms, strict=True)))


def test_a_games_rows_carry_its_final_margin() -> None:
    """Every end of turn of a seeded game, for the player whose turn it was, with the
    game's final margin for that player (the same game gives the same rows)."""
    rows = fit.play(20000, planner_seat=0)
    assert len(rows) == 20  # 60 cards at 2 players, 3 a turn
    assert [r["seat"] for r in rows] == [0, 1] * 10
    assert {r["level"] for r in rows if r["seat"] == 0} == {"planner"}
    margins = {r["seat"]: r["margin"] for r in rows}
    assert margins[0] == -margins[1]
    assert all(len(r["terms"]) == len(fit.DUEL_TERMS) for r in rows)
    assert rows[-1]["terms"][fit.DUEL_TERMS.index("domain_open")] == 0.0
    assert fit.play(20000, planner_seat=0) == rows
