"""The Louis XIV state: frozen data, shared structurally between moves.

A game is driven by `queue`, a list of tasks. A task is either automatic (revealing the money
card, dealing, settling a board, ...: done by `flow.advance`) or a decision of one player
(play an influence card, bribe, keep a tile, ...), whose player is `to_act`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from medici_table.engine.rng import Rng
from medici_table.engine.state import GameState

T = TypeVar("T")
_REPLACERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def _replacer(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    """A copy-with-changes function written for `cls`: `dataclasses.replace` re-runs
    `__init__` and costs several times more, and the engine lives on this number."""
    names = [f.name for f in fields(cls)]
    body = "".join(f"    set_(new, '{n}', kw['{n}'] if '{n}' in kw else o.{n})\n" for n in names)
    src = f"def rep(o, kw):\n    new = new_(cls)\n{body}    return new\n"
    scope: dict[str, Any] = {"new_": object.__new__, "set_": object.__setattr__, "cls": cls}
    exec(src, scope)  # noqa: S102 - generated from the dataclass's own field names
    fn: Callable[[Any, dict[str, Any]], Any] = scope["rep"]
    _REPLACERS[cls] = fn
    return fn


def upd(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for our frozen slotted records, fast."""
    fn = _REPLACERS.get(type(obj)) or _replacer(type(obj))
    result: T = fn(obj, changes)
    return result


@dataclass(frozen=True, slots=True)
class Seat:
    """What one player owns. Token counts are of the player's own colour."""

    gold: int
    personal: int  # tokens in the personal reserve
    general: int  # tokens of this colour in the general reserve
    influence: tuple[str, ...]  # influence cards in hand (secret)
    intrigue: tuple[str, ...]  # intrigue cards in hand (secret)
    missions: tuple[str, ...]  # mission cards in hand (secret; the back's colour is public)
    done: tuple[str, ...]  # completed missions, face up
    tiles: tuple[int, ...]  # mission tiles held, counted per tile type (tables().tiles)
    arms: tuple[str, ...]  # coats of arms, face down (secret to the others)
    spare_arms: int = 0  # arms owed while the supply was empty (worth 1 point, no kind)
    used: tuple[str, ...] = ()  # mission cards already used in this round


@dataclass(frozen=True, slots=True)
class Task:
    kind: str
    player: int = -1
    card: str = ""
    board: int = 0
    count: int = 0
    need: str = ""
    winner: int = -1
    boards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class LouisState(GameState):
    players: tuple[str, ...]
    to_act: int | None
    rng: Rng
    round: int
    phase: str  # supply | influence | scoring | missions | over
    first: int  # who holds the first-player marker (Versailles)
    seats: tuple[Seat, ...]
    boards: tuple[tuple[int, ...], ...]  # 12 boards x colours (the neutral colour last, 2p)
    sides: tuple[int, ...]  # 12: 0 = the red-number side, face up in round 1
    louis: int  # the board with the Louis XIV marker; 0 = beside the bank
    neutral: int  # neutral tokens in their supply (two players)
    tile_supply: tuple[int, ...]
    arms_pool: tuple[str, ...]
    influence_deck: tuple[str, ...]
    influence_played: tuple[str, ...]  # face up in the middle of the table
    intrigue_deck: tuple[str, ...]
    mission_piles: tuple[tuple[str, ...], ...]  # light, medium, dark
    money_deck: tuple[str, ...]
    money_shown: tuple[str, ...]
    money_removed: tuple[str, ...]
    queue: tuple[Task, ...]
    path: tuple[int, ...] = ()  # boards of the token path being laid with this card

    @property
    def n(self) -> int:
        return len(self.players)

    def order(self, start: int | None = None) -> tuple[int, ...]:
        """Seats clockwise from `start` (the first player by default)."""
        s = self.first if start is None else start
        return tuple((s + i) % self.n for i in range(self.n))


def with_seat(s: LouisState, p: int, **changes: Any) -> LouisState:
    seat = upd(s.seats[p], **changes)
    return upd(s, seats=s.seats[:p] + (seat,) + s.seats[p + 1:])


def add_tokens(s: LouisState, board: int, colour: int, delta: int) -> LouisState:
    row = s.boards[board - 1]
    row = row[:colour] + (row[colour] + delta,) + row[colour + 1:]
    return upd(s, boards=s.boards[:board - 1] + (row,) + s.boards[board:])


def bump(counts: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    return counts[:i] + (counts[i] + delta,) + counts[i + 1:]
