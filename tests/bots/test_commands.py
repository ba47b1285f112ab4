"""`medici-table simulate --seats` and `medici-table tournament`, on tiny runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from medici_table.bots.match import wilson
from medici_table.bots.tournament import Series, iterations_for, passed, target
from medici_table.cli import main


def test_simulate_with_bot_seats_reports_win_shares_with_intervals(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "court_of_the_medici", "--seats", "normal,random",
                 "--games", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "seat 1 normal" in out and "seat 2 random" in out
    assert out.count("95% CI") == 2


def test_simulate_refuses_a_seat_count_the_game_does_not_allow(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "court_of_the_medici", "--seats",
                 "normal,random,random", "--games", "1"]) == 2
    assert "2–2 players" in capsys.readouterr().err


def test_tournament_writes_a_table_of_every_pairing(tmp_path: Path) -> None:
    out = tmp_path / "t.md"
    assert main(["tournament", "--game", "court_of_the_medici", "--games", "1",
                 "--iterations", "2", "--out", str(out)]) == 0
    text = out.read_text()
    for pairing in ("| strong | random |", "| strong | normal |", "| normal | random |"):
        assert pairing in text


def test_a_tournament_searches_court_of_the_medici_longer_unless_told() -> None:
    """Court of the Medici's search gains with iterations (53% against normal at 80, 72% at
    300), so its tournament rows are played nearer its play strength; a cap asked for wins."""
    assert iterations_for("court_of_the_medici") == 300
    assert iterations_for("louis_xiv") == iterations_for("courtisans") == 80
    assert iterations_for("court_of_the_medici", 12) == 12


def test_targets_follow_the_issue() -> None:
    assert target("strong", "random", 2) == 0.90
    assert target("strong", "random", 4) == pytest.approx(0.5)
    assert target("strong", "normal", 5) == pytest.approx(0.26)
    assert target("normal", "random", 3) == pytest.approx(1 / 3)
    clear = Series("medici", 3, "normal", "random", 100, 60.0, 1.0, 0.1)
    unclear = Series("medici", 3, "normal", "random", 10, 4.0, 1.0, 0.1)
    assert passed(clear) and not passed(unclear)


def test_wilson_interval_contains_the_rate_and_narrows_with_games() -> None:
    lo, hi = wilson(9, 10)
    assert lo < 0.9 < hi
    lo2, hi2 = wilson(90, 100)
    assert hi2 - lo2 < hi - lo
    assert wilson(0, 0) == (0.0, 1.0)
