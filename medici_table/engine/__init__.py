"""The game-agnostic core of Medici Table. It imports no Qt."""

from medici_table.engine.errors import DataError, IllegalMove
from medici_table.engine.move import DROP_ANY, DROP_PLAY, Move
from medici_table.engine.rng import Rng
from medici_table.engine.rules import GameMeta, Option, Rules, text
from medici_table.engine.session import GameSession, Step
from medici_table.engine.state import GameState

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
