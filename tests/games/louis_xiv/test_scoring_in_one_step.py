"""Seed 003, 3e phase : Comptage — the boards are counted from 1 to 12 in one step
(`scoring.count_boards`), and that step leaves every scoring phase exactly as counting them one
step at a time did: the board, its majority (`resolve`), settling it (`settle`), each income
(`income`), a question (an intrigue card, a first-place mission, a token to place, a bribe)
stopping the count where it was asked."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine.sim import default_players, random_playout
from medici_table.games.louis_xiv import flow
from medici_table.games.louis_xiv.state import LouisState, Task, task, then


def _board_step_by_step(s: LouisState, t: Task) -> LouisState:
    """One board: its intrigue card's holders decide first, then the majority, then the next
    board (as the rules were written before the count went in one step)."""
    b = t.board
    card = f"intrigue.{b}"
    tasks = [task("intrigue", p, card=card, board=b) for p in range(s.n)
             if card in s.seats[p].intrigue]
    tasks.append(task("resolve", board=b))
    tasks.append(task("board", board=b + 1) if b < 12 else task("missions_start"))
    return then(s, *tasks)


def _game(rules: Any, n: int, seed: int) -> list[tuple[LouisState, Any]]:
    players = default_players(rules, n)
    state = rules.new_game(players, {}, seed)
    out = []
    for move in random_playout(rules, players, {}, seed).moves:
        out.append((state, move))
        state = rules.play(state, move)
    return out


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_count_in_one_step_leaves_what_the_steps_left(rules: Any, n: int,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    counted = 0
    for seed in range(4):
        for state, move in _game(rules, n, seed):
            one_step = rules.play(state, move)
            with monkeypatch.context() as m:
                m.setitem(flow.AUTO, "board", _board_step_by_step)
                by_steps = rules.play(state, move)
            assert one_step.to_dict() == by_steps.to_dict(), (seed, move)
            counted += one_step.phase != state.phase and one_step.phase != "influence"
    assert counted >= 4 * 4, "every round's scoring was played through"
