"""Scoring a character board (seed 003, 3e phase) and the end of the game (Fin de la partie)."""

from __future__ import annotations

from itertools import repeat
from typing import Any

from medici_table.engine.state import maker
from medici_table.games.louis_xiv.data import Side, tables
from medici_table.games.louis_xiv.state import (
    LouisState,
    Scored,
    Seat,
    Task,
    draw_arms,
    draw_influence,
    draw_intrigue,
    effect_cards,
    gain_gold,
    give_tile,
    recover,
    task,
    then,
    unused_card,
    upd,
)


def side(s: LouisState, board: int) -> Side:
    return tables().characters[board].sides[s.court.sides[board - 1]]


def bribe_cost(s: LouisState, p: int, board: int) -> int:
    """The printed bribe, 1 less with the dark "-1 Louis d'or" mission."""
    return max(0, side(s, board).cost - len(effect_cards(s, p, "bribe_discount")))


def resolve(s: LouisState, t: Task) -> LouisState:
    """Before settling a majority board: a tied player may break the tie with the dark
    "first place" mission, once per scoring phase (after any intrigue card)."""
    b = t.board
    winner, asked = _majority(s, b)
    if asked is not None:
        return then(s, asked, task("settle", board=b))
    return then(s, task("settle", board=b, winner=winner))


def _majority(s: LouisState, b: int) -> tuple[int, Task | None]:
    """Who holds board `b`'s majority alone (-1: nobody), or the question asked first: a tied
    player's "first place" mission (`resolve`)."""
    counts = s.boards[b - 1]
    top = max(counts)
    if top == 0 or (side(s, b).condition == "tokens" and s.court.louis != b):
        return -1, None
    tied = [c for c, k in enumerate(counts) if k == top]
    if len(tied) == 1:
        return tied[0], None
    for p in s.order():
        card = unused_card(s, p, "first_place") if p in tied else None
        if card:
            return -1, task("first_place", p, card=card, board=b)
    return -1, None


def _second(counts: tuple[int, ...], winner: int) -> int:
    rest = [c for c, k in enumerate(counts) if c != winner and k > 0]
    if not rest:
        return -1
    best = max(counts[c] for c in rest)
    second = [c for c in rest if counts[c] == best]
    return second[0] if len(second) == 1 else -1


def settle(s: LouisState, t: Task) -> LouisState:
    """Who receives the income, who may bribe, where the tokens go, whether the board turns."""
    tasks, changes = _settled(s, t.board, t.winner)
    return then(s, *tasks, **changes)


def _settled(s: LouisState, b: int, w: int) -> tuple[list[Task], dict[str, Any]]:
    """`settle`'s tasks (incomes, then bribes) and its changes to the state."""
    n = len(s.players)
    court = s.court
    counts = s.boards[b - 1]
    face = court.sides[b - 1]
    sd = tables().characters[b].sides[face]
    louis = court.louis == b
    tasks: list[Task] = []
    to_general: tuple[int, ...] = ()
    top = max(counts)
    if sd.condition == "tokens" and not louis:
        # Every player with enough tokens receives; tokens all go home (Jetons d'influence).
        # The player with most tokens, if alone, receives first, then clockwise (Remarques).
        paid = [p for p in range(n) if counts[p] >= sd.threshold]
        most = [c for c, k in enumerate(counts) if k == top]
        start = most[0] if len(most) == 1 and most[0] < n else court.first
        tasks = [task("income", p, board=b) for p in s.order(start) if p in paid]
        flip = bool(paid)
    else:
        paid = []
        if w >= 0:
            to_general = (w,)
            if w < n:
                tasks.append(task("income", w, board=b, need="crown" if louis else ""))
            if louis:  # a tie won with the first-place card leaves the others to be second
                second = _second(counts, w)
                if 0 <= second < n:
                    tasks.append(task("income", second, board=b, need="tile"))
                    paid.append(second)
        elif louis and top > 0:
            # Several majorities on Louis XIV's board: the tile only, tokens discarded.
            to_general = tuple(c for c, k in enumerate(counts) if k == top)
            tasks += [task("income", p, board=b, need="tile") for p in s.order() if p in to_general]
        flip = louis or w >= 0
        if sd.condition == "money":
            start = w if 0 <= w < n else court.first
            tasks += [task("bribe", p, board=b, count=bribe_cost(s, p, b))
                      for p in s.order(start)
                      if counts[p] > 0 and p not in paid and p not in to_general]
    sides = court.sides
    if flip:
        sides = sides[:b - 1] + (1 - face,) + sides[b:]
    record = _scored(b, face, counts, louis, w, flip)
    changes = _clear(s, b, to_general)
    changes.update(sides=sides, louis=0 if louis else court.louis, scored=court.scored + (record,))
    return tasks, changes


def _clear(s: LouisState, b: int, to_general: tuple[int, ...]) -> dict[str, Any]:
    """Majority holders put their tokens in the general reserve, everyone else takes theirs
    back; neutral tokens go back to their supply (the changes, for one copy of the state)."""
    counts = s.boards[b - 1]
    n = len(s.players)
    seats = s.seats
    if any(counts[:n]):
        changed = list(seats)
        for p in range(n):
            k = counts[p]
            if k:
                x = changed[p].__dict__
                new = _new(Seat)
                if p in to_general:
                    _set(new, "__dict__", {**x, "general": x["general"] + k})
                else:
                    _set(new, "__dict__", {**x, "personal": x["personal"] + k})
                changed[p] = new
        seats = tuple(changed)
    back = counts[n] if len(counts) > n else 0  # the neutral colour's, with two players
    return {"seats": seats, "neutral": s.court.neutral + back,
            "boards": s.boards[:b - 1] + (_EMPTY[len(counts)],) + s.boards[b:]}


_EMPTY = {k: (0,) * k for k in range(1, 9)}
_new = object.__new__
_set = object.__setattr__
#: `Scored(...)` without its __init__'s checked stores (one per board at every scoring)
_scored = maker(Scored)


def income(s: LouisState, t: Task) -> LouisState:
    """A player receives a character's income, item by item (Les cartons personnage)."""
    s, asked = _received(s, t.player, t.board, t.need, t.count)
    return then(s, *asked)


def _received(s: LouisState, p: int, b: int, need: str, count: int
              ) -> tuple[LouisState, tuple[Task, ...]]:
    """`income` from its `count`-th item: the state, and the tasks it leaves to do (a token to
    place, then the rest of the income), none when it is all received."""
    char = tables().characters[b]
    if need == "tile":
        return give_tile(s, p, char.tile), ()
    if need == "crown":
        s = give_tile(s, p, "crown")
    for i in range(count, len(char.income)):
        e = char.income[i]
        if e.kind == "tile":
            s = give_tile(s, p, e.tile)
        elif e.kind == "arms":
            s = draw_arms(s, p, e.amount)
        elif e.kind == "gold":
            s = gain_gold(s, p, e.amount)
        elif e.kind == "recover":
            s = recover(s, p, e.amount)
        elif e.kind == "influence_cards":
            for _ in range(e.amount):
                s = draw_influence(s, p)
        elif e.kind == "intrigue_cards":
            for _ in range(e.amount):
                s = draw_intrigue(s, p)
        elif e.kind == "place":
            return s, (task("place", p, count=e.amount, boards=e.boards),
                       task("income", p, board=b, count=i + 1))
    return s, ()


# --- the scoring phase, board after board, in one step -------------------------------------
# Counting a board was four steps (the board, its majority, settling it, each income), each
# rewriting the queue; most boards ask nobody anything, so `count_boards` goes on from board to
# board within one step and hands the queue back, as those steps would have left it, at the
# first question: an intrigue card's holder, a "first place" mission, a token to place, a
# bribe (or at the missions).

_INTRIGUE = {b: f"intrigue.{b}" for b in range(1, 13)}


#: what follows board b's count: the next board, after the twelfth the missions
_AFTER = {b: task("board", board=b + 1) if b < 12 else task("missions_start") for b in range(1, 13)}


def _nobody_paid(s: LouisState, b: int) -> bool:
    """Whether an empty board pays nobody (a tokens side with no threshold would pay all)."""
    sd = side(s, b)
    return sd.condition != "tokens" or sd.threshold > 0


def count_boards(s: LouisState, t: Task) -> LouisState:
    """Boards are scored from 1 to 12; the holder of its intrigue card decides first."""
    b = t.board
    rest = s.queue[1:]
    n = s.n
    while True:
        nxt = _AFTER[b]
        card = _INTRIGUE[b]
        seats = s.seats
        for p in range(n):
            if card in seats[p].intrigue:
                holders = tuple(task("intrigue", q, card=card, board=b) for q in range(p, n)
                                if card in seats[q].intrigue)
                return upd(s, queue=holders + (task("resolve", board=b), nxt) + rest)
        counts = s.boards[b - 1]
        if not any(counts) and s.court.louis != b and _nobody_paid(s, b):
            # nobody's token on it: `settle` would only keep its record
            record = Scored(b, s.court.sides[b - 1], counts, False, -1, False)
            s = upd(s, scored=s.court.scored + (record,))
            if b == 12:
                return upd(s, queue=(nxt,) + rest)
            b += 1
            continue
        winner, asked = _majority(s, b)
        if asked is not None:
            return upd(s, queue=(asked, task("settle", board=b), nxt) + rest)
        tasks, changes = _settled(s, b, winner)
        s = upd(s, **changes)
        i = 0
        while i < len(tasks) and tasks[i].kind == "income":
            it = tasks[i]
            s, more = _received(s, it.player, b, it.need, it.count)
            i += 1
            if more:
                return upd(s, queue=more + tuple(tasks[i:]) + (nxt,) + rest)
        if i < len(tasks) or b == 12:
            return upd(s, queue=tuple(tasks[i:]) + (nxt,) + rest)
        b += 1


def conversion(s: LouisState, p: int) -> int:
    """How many arms `p` receives for leftover material at the end (Fin de la partie)."""
    seat = s.seats[p]
    on_boards = sum(row[p] for row in s.boards)
    return (len(seat.influence) + len(seat.intrigue) + sum(seat.tiles) + on_boards
            + seat.gold // int(tables().c["gold_per_arms"]))


def final(s: LouisState, t: Task) -> LouisState:
    """Leftovers become arms, then each kind's majority (ties included) draws one more."""
    gpa = tables().c["gold_per_arms"]
    for p in s.order():
        k = conversion(s, p)
        seat = s.seats[p]
        on_boards = sum(row[p] for row in s.boards)
        s = upd(
            s,
            influence_deck=s.influence_deck + seat.influence,
            intrigue_deck=s.court.intrigue_deck + seat.intrigue,
            tile_supply=tuple(a + b for a, b in zip(s.court.tile_supply, seat.tiles, strict=True)),
            boards=tuple(row[:p] + (0,) + row[p + 1:] for row in s.boards),
        )
        seats = list(s.seats)
        seats[p] = upd(seat, influence=(), intrigue=(), tiles=(0,) * len(seat.tiles),
                       general=seat.general + on_boards, gold=seat.gold % gpa)
        s = draw_arms(upd(s, seats=tuple(seats)), p, k)
    # counted before any bonus is drawn: a bonus arm never makes another majority
    held = {kind: [arms_of(s.seats[p], kind) for p in range(s.n)] for kind in tables().arms_kinds}
    for kind in tables().arms_kinds:
        best = max(held[kind])
        if best > 0:
            for p in s.order():
                if held[kind][p] == best:
                    s = draw_arms(s, p)
    return then(s)


def arms_of(seat: Seat, kind: str) -> int:
    return sum(map(str.startswith, seat.arms, repeat(f"arms.{kind}.")))  # True counts 1


def score(s: LouisState, p: int) -> int:
    """1 point per coat of arms, 5 per completed mission."""
    seat = s.seats[p]
    return len(seat.arms) + seat.spare_arms + int(tables().c["mission_points"]) * len(seat.done)
