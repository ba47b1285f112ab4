from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from medici_table import games
from medici_table.app.position import load_position, load_position_text
from medici_table.engine import Move

POSITIONS = Path(__file__).parent / "positions"
RULES = games.get("medici")


def position(name: str) -> tuple[Any, Any]:
    return load_position(POSITIONS / f"{name}.yaml")


def table(players: list[str], position: dict[str, Any], options: dict[str, Any] | None = None,
          seed: int = 0) -> Any:
    """A state from a position written inline (same format as the position files)."""
    doc = {"game": "medici", "players": players, "options": options or {}, "seed": seed,
           "position": position}
    return load_position_text(yaml.safe_dump(doc, allow_unicode=True))[1]


def play(state: Any, *moves: Move | str | int) -> Any:
    """Apply moves in order: a Move, "turn"/"start"/"pass", or an int for a bid."""
    for m in moves:
        if isinstance(m, int):
            m = Move("bid", amount=m)
        elif m == "start":
            m = Move("start_auction")
        elif isinstance(m, str):
            m = Move(m)
        state = RULES.apply(state, m)
    return state


def kinds(state: Any) -> set[str]:
    return {m.kind for m in RULES.legal_moves(state)}


def seat(state: Any, name: str) -> int:
    return int(state.players.index(name))


@pytest.fixture
def rules() -> Any:
    return RULES
