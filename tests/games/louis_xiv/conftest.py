"""Helpers for Louis XIV rule tests: position files, moves by kind, what a player holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from medici_table.app.position import load_position
from medici_table.engine import Move
from medici_table.games.louis_xiv.data import tables

POSITIONS = Path(__file__).parent / "positions"


def position(name: str) -> tuple[Any, Any]:
    return load_position(POSITIONS / f"{name}.yaml")


def moves_of(rules: Any, state: Any, kind: str) -> list[Move]:
    return [m for m in rules.legal_moves(state) if m.kind == kind]


def targets(rules: Any, state: Any, kind: str = "place") -> set[str]:
    return {m.target for m in moves_of(rules, state, kind) if m.target}


def tiles(state: Any, p: int) -> dict[str, int]:
    """The tiles player `p` holds, by name (only those held)."""
    return {t: k for t, k in zip(tables().tiles, state.seats[p].tiles, strict=True) if k}


def play(rules: Any, state: Any, *moves: Move) -> Any:
    for m in moves:
        state = rules.apply(state, m)
    return state


def place(board: int) -> Move:
    return Move("place", target=f"board.{board}")


def task(state: Any) -> str:
    return str(state.queue[0].kind) if state.to_act is not None else "over"


@pytest.fixture
def rules() -> Any:
    from medici_table import games

    return games.get("louis_xiv")
