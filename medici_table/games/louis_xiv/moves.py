"""The legal moves of each kind of decision (the task at the head of the queue)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from operator import attrgetter
from typing import Any

from medici_table.engine.move import Move, shared_move
from medici_table.games.louis_xiv.data import LEVELS, neighbours, tables
from medici_table.games.louis_xiv.state import LouisState, Task, can_place_from_general, unused_card

YES_NO = ("yes", "no")


def board_id(n: int) -> str:
    return f"board.{n}"


def board_of(target: str | None) -> int:
    """The board number a move's target names (0 if it names none)."""
    b = _BOARDS.get(target)  # type: ignore[arg-type]
    if b is not None:
        return b
    if target and target.startswith("board.") and target[6:].isdigit():
        return int(target[6:])
    return 0


_BOARDS = {board_id(b): b for b in range(1, 13)}  # the twelve character boards' ids


def matches(tile: str, need: str) -> bool:
    """A crown replaces any tile; "any" takes any tile (seed 003, 4e phase)."""
    return need == "any" or tile == need or tile == "crown"


@lru_cache(maxsize=4096)  # pure: a seat's tiles and a mission's needs recur all game long
def second_need(tiles: tuple[int, ...], needs: tuple[str, str], tile: str) -> str | None:
    """Paying `tile` first, the need left to pay, or None if the card cannot then be done.

    A tile fills the most specific need it can while the other stays payable.
    """
    names = tables().tiles
    rest = list(tiles)
    rest[names.index(tile)] -= 1
    options = [(0 if needs[i] == tile else 1 if needs[i] != "any" else 2, i)
               for i in (0, 1) if matches(tile, needs[i])]
    for _, i in sorted(options):
        other = needs[1 - i]
        if any(c > 0 and matches(names[j], other) for j, c in enumerate(rest)):
            return other
    return None


def first_tiles(tiles: tuple[int, ...], needs: tuple[str, str]) -> list[str]:
    """The tiles that may pay a mission's first need, the second staying payable."""
    return list(_first_tiles(tiles, needs))


@lru_cache(maxsize=4096)
def _first_tiles(tiles: tuple[int, ...], needs: tuple[str, str]) -> tuple[str, ...]:
    names = tables().tiles
    return tuple(t for i, t in enumerate(names)
                 if tiles[i] > 0 and second_need(tiles, needs, t) is not None)


def _turn(s: LouisState, t: Task) -> list[Move]:
    seat = s.seats[t.player]
    out = list(map(_INFLUENCE.__getitem__, seat.influence))
    if unused_card(s, t.player, "joker4"):
        out += [shared_move("influence", card=c, choice="joker4") for c in seat.influence]
    m = unused_card(s, t.player, "pay_pass")
    if m and seat.gold >= 2:
        out.append(shared_move("pay_pass", card=m))
    m = unused_card(s, t.player, "swap_influence")
    if m and s.influence_deck:
        out += [shared_move("swap_influence", card=c, choice=m) for c in seat.influence]
    return out


class _Influence(dict[str, Move]):
    """Playing each influence card, by its id, made the first time it is listed."""

    def __missing__(self, card: str) -> Move:
        move = self[card] = shared_move("influence", card=card)
        return move


_INFLUENCE = _Influence()
#: a token placed on each board (the moves listed at every step of a token path)
_PLACE = {b: shared_move("place", target=board_id(b)) for b in range(1, 13)}
_PLACE_ANY = tuple(_PLACE[b] for b in range(1, 13))
_PLACE_AT = {m.target: m for m in _PLACE_ANY}
_RECOVER = shared_move("recover")
_END_PATH = shared_move("end_path")


class _Neighbours(dict[int, tuple[int, ...]]):
    """Each board's diagonal neighbours in order, worked out the first time they are asked."""

    def __missing__(self, b: int) -> tuple[int, ...]:
        found = self[b] = tuple(sorted(neighbours(b)))
        return found


_NEIGHBOURS = _Neighbours()


def _card(s: LouisState, t: Task) -> list[Move]:
    """Laying a token path: the first token on the card's character (any one for a joker),
    then on the same board or onward to a diagonal neighbour not yet on the path."""
    seat = s.seats[t.player]
    out: list[Move] = []
    if not s.path:
        if seat.personal > 0:
            out += (_PLACE[t.board],) if t.board else _PLACE_ANY
        out.append(_RECOVER)
        return out
    last = s.path[-1]
    if t.count > 0 and seat.personal > 0:
        out.append(_PLACE[last])
        if t.need != "joker4":
            path = s.path
            out += [_PLACE[b] for b in _NEIGHBOURS[last] if b not in path]
    out.append(_END_PATH)
    return out


def _place(s: LouisState, t: Task) -> list[Move]:
    if not can_place_from_general(s, t.player):
        return []
    return [shared_move("place", target=board_id(b)) for b in t.boards] + [shared_move("pass")]


def _supply_choice(s: LouisState, t: Task) -> list[Move]:
    choices = ["gold"]
    if s.seats[t.player].general > 0:
        choices += ["mixed", "tokens"]
    return [shared_move("supply", card=t.card, choice=c) for c in choices]


def _token_for_card(s: LouisState, t: Task) -> list[Move]:
    if s.seats[t.player].personal == 0 or not s.influence_deck:
        return []
    return [shared_move("supply", card=t.card, choice=c) for c in YES_NO]


def _intrigue(s: LouisState, t: Task) -> list[Move]:
    seat = s.seats[t.player]
    out = []
    if seat.general > 0:
        out.append(shared_move("intrigue", card=t.card, choice="general", amount=1))
    for k in (1, 2):
        if seat.personal >= k:
            out.append(shared_move("intrigue", card=t.card, choice="personal", amount=k))
    out.append(shared_move("intrigue", card=t.card, choice="keep"))
    return out


def _first_place(s: LouisState, t: Task) -> list[Move]:
    return [shared_move("first_place", card=t.card, target=board_id(t.board), choice=c) for c in YES_NO]


def _bribe(s: LouisState, t: Task) -> list[Move]:
    if s.seats[t.player].gold < t.count:
        return []
    return [shared_move("bribe", target=board_id(t.board), choice=c) for c in YES_NO]


def _missions(s: LouisState, t: Task) -> list[Move]:
    seat = s.seats[t.player]
    missions = tables().missions
    out = [shared_move("mission", card=m, token=tile) for m in seat.missions
           for tile in _first_tiles(seat.tiles, missions[m].needs)]
    m = unused_card(s, t.player, "swap_tile")
    crown = tables().crown()
    if m and seat.gold >= 2 and s.court.tile_supply[crown] > 0:
        out += [shared_move("swap_tile", card=m, token=tile) for i, tile in enumerate(tables().tiles)
                if seat.tiles[i] > 0 and i != crown]
    out.append(shared_move("end_missions"))
    return out


def _pay(s: LouisState, t: Task) -> list[Move]:
    seat = s.seats[t.player]
    return [shared_move("mission", card=t.card, token=tile) for i, tile in enumerate(tables().tiles)
            if seat.tiles[i] > 0 and matches(tile, t.need)]


def _draw_mission(s: LouisState, t: Task) -> list[Move]:
    return [_DRAW[lv] for lv, pile in zip(LEVELS, s.court.mission_piles, strict=True) if pile]


_DRAW = {lv: shared_move("draw_mission", choice=lv) for lv in LEVELS}  # a card of each pile


def _keep(s: LouisState, t: Task) -> list[Move]:
    seat = s.seats[t.player]
    return [shared_move("keep", token=tile) for i, tile in enumerate(tables().tiles) if seat.tiles[i]]


def _swap_missions(s: LouisState, t: Task) -> list[Move]:
    out = []
    if t.count < 2:
        out = [shared_move("return_mission", card=m) for m in s.seats[t.player].missions]
    return out + [shared_move("end_swap", card=t.card)]


DECISIONS: dict[str, Callable[[LouisState, Task], list[Move]]] = {
    "turn": _turn, "card": _card, "place": _place, "supply_choice": _supply_choice,
    "token_for_card": _token_for_card, "intrigue": _intrigue, "first_place": _first_place,
    "bribe": _bribe, "missions": _missions, "pay": _pay, "draw_mission": _draw_mission,
    "keep": _keep, "swap_missions": _swap_missions,
}


# Decisions that always offer at least one move (the others may have to be skipped).
NEVER_EMPTY = frozenset({"turn", "card", "supply_choice", "intrigue", "first_place",
                         "missions", "pay", "keep", "swap_missions"})


def task_moves(s: LouisState, t: Task) -> list[Move]:
    return DECISIONS[t.kind](s, t)


def has_moves(s: LouisState, t: Task) -> bool:
    return t.kind in NEVER_EMPTY or bool(DECISIONS[t.kind](s, t))


def _only(m: Move, *given: str) -> bool:
    """Whether `m` sets no attribute besides `kind` and `given` (listed moves set no more)."""
    get, nones = _UNSET[given]
    return bool(get(m) == nones)


_FIELDS = ("card", "token", "target", "value", "amount", "choice", "player")


def _unset(*given: str) -> tuple[Callable[[Move], Any], tuple[None, ...]]:
    """The other fields in one look-up, and what they hold when none is set."""
    rest = tuple(f for f in _FIELDS if f not in given)
    return attrgetter(*rest), (None,) * len(rest)


_UNSET: dict[tuple[str, ...], tuple[Callable[[Move], Any], tuple[None, ...]]] = {
    given: _unset(*given) for given in ((), ("target",), ("card",))}


def _place_ok(s: LouisState, t: Task, m: Move) -> bool:
    b = _BOARDS.get(m.target, 0)  # type: ignore[arg-type]  # only "board.1" to "board.12"
    if not b or s.seats[t.player].personal == 0:
        return False
    if not s.path:
        return b == t.board or (t.board == 0 and 1 <= b <= 12)
    last = s.path[-1]
    if t.count == 0:
        return False
    return b == last or (t.need != "joker4" and b not in s.path and b in neighbours(last))


def is_legal(s: LouisState, m: Move) -> bool:
    """`m in task_moves(...)`, answered without listing for the most frequent moves (a test
    checks the two agree)."""
    t = s.queue[0]
    if t.kind == "card":
        if m is _PLACE_AT.get(m.target) or (m.kind == "place" and _only(m, "target")):
            return _place_ok(s, t, m)  # a listed move (the same object) or one equal to it
        if m.kind in ("recover", "end_path") and _only(m):
            return (m.kind == "recover") == (not s.path)
    elif t.kind == "turn" and (m is _INFLUENCE.get(m.card)  # type: ignore[arg-type]
                               or m.kind == "influence" and m.choice is None
                               and _only(m, "card")):
        return m.card in s.seats[t.player].influence
    elif t.kind == "missions" and m.kind == "end_missions" and _only(m):
        return True
    return m in DECISIONS[t.kind](s, t)
