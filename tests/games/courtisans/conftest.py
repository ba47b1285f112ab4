"""Helpers for the Courtisans tests: positions by name, and turns written like a game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from medici_table.app.position import load_position
from medici_table.engine import Move
from medici_table.games.courtisans import RULES
from medici_table.games.courtisans.state import CourtisansState

POSITIONS = Path(__file__).parent / "positions"


@pytest.fixture
def rules() -> Any:
    return RULES


def position(name: str) -> tuple[Any, CourtisansState]:
    """(rules, state) from tests/games/courtisans/positions/<name>.yaml."""
    return load_position(POSITIONS / f"{name}.yaml")


def place(card: str, target: str) -> Move:
    return Move("place", card=card, target=target)


def kill(card: str) -> Move:
    return Move("kill", card=card)


SPARE = Move("spare")
DRAW = Move("draw", target="deck")
