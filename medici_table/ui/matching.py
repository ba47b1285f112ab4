"""Match what the player does on the table to legal moves, for any game (no Qt).

A move names what is moved (`card` or `token`), where to (`target`) and parameters
(`value`, `amount`, `choice`). A drop of piece P on target T plays the legal moves with that
piece and target; a click on a target plays the moves that have a target but nothing moved
(draw from a deck, pick the stack to eliminate); a click on a piece plays the moves that name
it without a target (re-value a Jester).

Three gestures stand for moves that name less: a stand-in piece (`ANY_PIECE`, a token taken
from a reserve) dropped on a target plays the move that names that target and nothing moved;
a token dropped on a card plays the move that names both and no target (a tile handed in for
a mission card); a piece dropped on the `PLAY` zone (the middle of the table) plays its move
that names no target (an influence card played).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields
from typing import Literal

from medici_table.engine import DROP_ANY, DROP_PLAY, Move

ANY_PIECE = DROP_ANY  # a piece that stands for "one more of these" (a token from a reserve)
PLAY = DROP_PLAY  # the zone where a piece is played when its move names no target


def piece_of(move: Move) -> str | None:
    return move.card if move.card is not None else move.token


def carried(move: Move) -> bool:
    """A token put on a card: the move names both and no target."""
    return move.token is not None and move.card is not None and move.target is None


def movable(moves: Iterable[Move]) -> set[str]:
    """Pieces the deciding player may pick up and drop somewhere."""
    moves = list(moves)
    out = {p for m in moves if (p := piece_of(m)) is not None and m.target is not None}
    return out | {m.token for m in moves if carried(m) and m.token is not None}


def targets_for(moves: Iterable[Move], piece: str) -> set[str]:
    moves = list(moves)
    if piece == ANY_PIECE:
        return set(target_actions(moves))
    out = {m.target for m in moves if piece_of(m) == piece and m.target is not None}
    out |= {m.card for m in moves if carried(m) and m.token == piece and m.card is not None}
    if any(piece_of(m) == piece and m.target is None and not carried(m) for m in moves):
        out.add(PLAY)
    return out


def draggable(moves: Iterable[Move], piece: str, play: bool) -> bool:
    """Whether `piece` may be picked up now (`play`: the table has a `PLAY` zone)."""
    targets = targets_for(moves, piece)
    return bool(targets if play else targets - {PLAY})


def matching(moves: Iterable[Move], piece: str, target: str) -> list[Move]:
    moves = list(moves)
    if piece == ANY_PIECE:
        return target_actions(moves).get(target, [])
    out = [m for m in moves if piece_of(m) == piece and m.target == target]
    out += [m for m in moves if carried(m) and m.token == piece and m.card == target]
    if target == PLAY:
        out += [m for m in moves if piece_of(m) == piece and m.target is None
                and not carried(m)]
    return out


def target_actions(moves: Iterable[Move]) -> dict[str, list[Move]]:
    """Moves chosen by clicking a place: a target and nothing moved."""
    out: dict[str, list[Move]] = {}
    for m in moves:
        if m.target is not None and piece_of(m) is None:
            out.setdefault(m.target, []).append(m)
    return out


def piece_actions(moves: Iterable[Move]) -> dict[str, list[Move]]:
    """Moves chosen by clicking a piece: it is named, with no target."""
    out: dict[str, list[Move]] = {}
    for m in moves:
        p = piece_of(m)
        if p is not None and m.target is None:
            out.setdefault(p, []).append(m)
    return out


def free_actions(moves: Iterable[Move]) -> list[Move]:
    """Moves with neither a piece nor a target (keep the First Circle, pass): buttons."""
    return [m for m in moves if piece_of(m) is None and m.target is None]


NumberField = Literal["value", "amount"]  # the fields of `Move` a number picker may choose
NUMBER_FIELDS: tuple[NumberField, ...] = ("value", "amount")


def number_field(moves: list[Move]) -> NumberField | None:
    """'value' or 'amount' when the moves differ only in that number (a number picker)."""
    if len(moves) < 2:
        return None
    for name in NUMBER_FIELDS:
        numbers = [getattr(m, name) for m in moves]
        if any(n is None for n in numbers):
            continue
        base = {tuple(getattr(m, f.name) for f in fields(m) if f.name != name) for m in moves}
        if len(base) == 1 and len(set(numbers)) == len(moves):
            return name
    return None


def forced_prompt(moves: list[Move]) -> bool:
    """Every legal move is the same decision with a different number (a Jester's value)."""
    return number_field(moves) is not None
