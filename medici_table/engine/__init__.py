"""The game-agnostic core of Medici Table. It imports no Qt.

Its names are imported from their modules when first asked for (`from medici_table.engine
import Move` imports `engine.move` alone): a module that needs one part, such as the data
files' paths (`engine.resources`), does not import the rules, the session and their records —
the welcome screen's first frame goes without them."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (the same names, for the type checkers)
    from medici_table.engine.errors import DataError as DataError
    from medici_table.engine.errors import IllegalMove as IllegalMove
    from medici_table.engine.move import DROP_ANY as DROP_ANY
    from medici_table.engine.move import DROP_PLAY as DROP_PLAY
    from medici_table.engine.move import Move as Move
    from medici_table.engine.rng import Rng as Rng
    from medici_table.engine.rules import GameMeta as GameMeta
    from medici_table.engine.rules import Option as Option
    from medici_table.engine.rules import Rules as Rules
    from medici_table.engine.rules import text as text
    from medici_table.engine.session import GameSession as GameSession
    from medici_table.engine.session import Step as Step
    from medici_table.engine.state import GameState as GameState

_WHERE = {
    "DROP_ANY": "move",
    "DROP_PLAY": "move",
    "DataError": "errors",
    "GameMeta": "rules",
    "GameSession": "session",
    "GameState": "state",
    "IllegalMove": "errors",
    "Move": "move",
    "Option": "rules",
    "Rng": "rng",
    "Rules": "rules",
    "Step": "session",
    "text": "rules",
}

__all__ = [
    "DROP_ANY",
    "DROP_PLAY",
    "DataError",
    "GameMeta",
    "GameSession",
    "GameState",
    "IllegalMove",
    "Move",
    "Option",
    "Rng",
    "Rules",
    "Step",
    "text",
]


def __getattr__(name: str) -> Any:
    """`engine.Move` and the other names of `__all__`, from their module when first asked for."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{where}"), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
