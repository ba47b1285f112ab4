"""The computer's decisions in the pool: the pool never deletes one (Qt would free it on the
worker thread under Python's feet), and the runner holds only those that may still run."""

from __future__ import annotations

from typing import Any

from medici_table import games
from medici_table.ui.botrunner import BotRunner
from medici_table.ui.controller import GameController


def test_decisions_are_kept_until_done_and_freed_after(qtbot: Any) -> None:
    rules = games.get("court_of_the_medici")
    controller = GameController(rules, rules.new_game(["Ada", "Bo"], {}, 3))
    runner = BotRunner(budget=0.01, delay_ms=0, seed=1)
    seen: list[int] = []
    kept_most = 0

    def played(seat: int, _move: object) -> None:
        nonlocal kept_most
        seen.append(seat)
        kept_most = max(kept_most, len(runner._kept))
        assert all(not think.autoDelete() for think in runner._kept)

    runner.played.connect(played)
    runner.attach(controller, {0: "normal", 1: "random"})
    qtbot.waitUntil(lambda: len(seen) >= 30 or controller.is_over(), timeout=20000)
    runner.detach()
    runner.shutdown()
    assert len(seen) >= 30 or controller.is_over()
    assert {0, 1} <= set(seen)
    assert 1 <= kept_most <= 3  # the last started and the next, not every decision of the game
    assert runner._kept == []
