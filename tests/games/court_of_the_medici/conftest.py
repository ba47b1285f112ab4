from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from medici_table.app.position import load_position
from medici_table.engine import Move

POSITIONS = Path(__file__).parent / "positions"


def position(name: str) -> tuple[Any, Any]:
    return load_position(POSITIONS / f"{name}.yaml")


def moves_of(rules: Any, state: Any, kind: str) -> list[Move]:
    return [m for m in rules.legal_moves(state) if m.kind == kind]


@pytest.fixture
def rules() -> Any:
    from medici_table import games

    return games.get("court_of_the_medici")
