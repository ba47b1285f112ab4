"""Applying a decision already known to be legal, then running the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from medici_table.engine.move import Move
from medici_table.engine.state import DRAFT, drafted
from medici_table.games.louis_xiv.data import LEVELS, tables
from medici_table.games.louis_xiv.flow import advance, push
from medici_table.games.louis_xiv.moves import board_of, second_need
from medici_table.games.louis_xiv.state import (
    LouisState,
    Seat,
    Task,
    add_tokens,
    counted,
    draw_arms,
    draw_influence,
    gain_gold,
    give_tile,
    mark_used,
    place_from_general,
    recover,
    return_tile,
    task,
    unused_card,
    upd,
    with_seat,
)

Play = Callable[[LouisState, Task, Move], LouisState]
_new = object.__new__
_set = object.__setattr__


def _pop(s: LouisState) -> LouisState:
    draft: LouisState | None = DRAFT.state
    if s is draft:  # the move's own copy (every step runs in one): stored in place
        _set(s, "queue", s.queue[1:])
        return s
    return upd(s, queue=s.queue[1:])


def _discard_last(s: LouisState, p: int) -> LouisState:
    """The last influence card is not played: it goes face down under the unused cards."""
    hand = s.seats[p].influence
    if len(hand) == 1:
        s = upd(s, influence_deck=s.influence_deck + hand)
        s = with_seat(s, p, influence=())
    return s


def _turn(s: LouisState, t: Task, m: Move) -> LouisState:
    """An influence card is played face up (seed 003, 2e phase), or a mission power replaces
    the card: pay 2 gold and pass, or exchange a card."""
    p = t.player
    seat = s.seats[p]
    if m.kind == "pay_pass":
        s = mark_used(with_seat(s, p, gold=seat.gold - 2), p, m.card or "")
        return _pop(s)
    card = m.card or ""
    old = seat.__dict__
    seat = _new(Seat)  # `upd`'s copy of a seat, without the call
    _set(seat, "__dict__", {**old, "influence": _without(old["influence"], card)})
    seats = s.seats[:p] + (seat,) + s.seats[p + 1:]
    played = s.influence_played + (card,)
    if m.kind == "swap_influence":
        s = upd(s, seats=seats, influence_played=played)
        s = mark_used(draw_influence(s, p), p, m.choice or "")
        return _pop(s)
    if m.choice == "joker4":
        s = upd(s, seats=seats, influence_played=played)
        s = mark_used(s, p, unused_card(s, p, "joker4") or "")
        ic = tables().c["influence_cards"]
        nxt = task("card", p, card=card, count=ic["joker4_tokens"], need="joker4")
        return upd(s, queue=(nxt,) + s.queue[1:], path=())
    nxt = _card_task(card, p)
    return upd(s, seats=seats, influence_played=played, queue=(nxt,) + s.queue[1:], path=())


@lru_cache(maxsize=512)  # the influence cards' ids by seat: a few hundred
def _card_task(card: str, p: int) -> Task:
    """Laying the tokens of influence card `card` played by `p` (seed 003, 2e phase)."""
    ic = tables().c["influence_cards"]
    board = _board_of_card(card)
    if board:
        return task("card", p, card=card, board=board, count=ic["character_tokens"], need="card")
    return task("card", p, card=card, count=ic["joker_tokens"], need="joker")


def _without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    """`hand` without `card` (cut where it lies when it is there once, as a card is)."""
    if hand.count(card) == 1:
        i = hand.index(card)
        return hand[:i] + hand[i + 1:]
    return tuple(c for c in hand if c != card)


@lru_cache(maxsize=256)  # the influence cards' ids: a few dozen
def _board_of_card(card: str) -> int:
    return tables().influence_board(card)


def _end_card(s: LouisState, t: Task) -> LouisState:
    return _discard_last(upd(s, queue=s.queue[1:], path=()), t.player)


def _card(s: LouisState, t: Task, m: Move) -> LouisState:
    p = t.player
    if m.kind == "recover":
        return _end_card(recover(s, p, t.count), t)
    if m.kind == "end_path":
        return _end_card(s, t)
    # one token from the personal reserve onto board b, in a single copy of the state
    b = board_of(m.target)
    seats = s.seats
    old = seats[p].__dict__
    seat: Seat = _new(Seat)  # `upd`'s copy of a seat, without the call
    personal = old["personal"] - 1
    _set(seat, "__dict__", {**old, "personal": personal})
    boards = s.boards
    row = boards[b - 1]
    row = row[:p] + (row[p] + 1,) + row[p + 1:]
    path = s.path
    count = t.count - 1
    done = count == 0 or personal == 0
    seats = seats[:p] + (seat,) + seats[p + 1:]
    boards = boards[:b - 1] + (row,) + boards[b:]
    path = () if done else path if path and path[-1] == b else path + (b,)
    queue = s.queue[1:] if done else (counted(t, -1),) + s.queue[1:]
    if s is DRAFT.state:  # the move's own copy (every step runs in one): stored in place
        _set(s, "seats", seats)
        _set(s, "boards", boards)
        _set(s, "path", path)
        _set(s, "queue", queue)
    else:
        s = upd(s, seats=seats, boards=boards, path=path, queue=queue)
    return _discard_last(s, p) if done else s


def _place(s: LouisState, t: Task, m: Move) -> LouisState:
    s = _pop(s)
    if m.kind == "pass":
        return s
    s = place_from_general(s, t.player, board_of(m.target))
    return push(s, counted(t, -1)) if t.count > 1 else s


def _supply_choice(s: LouisState, t: Task, m: Move) -> LouisState:
    p = t.player
    s = _pop(s)
    if m.choice == "gold":
        return gain_gold(s, p, 2)
    if m.choice == "mixed":
        return recover(gain_gold(s, p, 1), p, 1)
    return recover(s, p, 2)


def _token_for_card(s: LouisState, t: Task, m: Move) -> LouisState:
    p = t.player
    s = _pop(s)
    if m.choice != "yes":
        return s
    seat = s.seats[p]
    s = with_seat(s, p, personal=seat.personal - 1, general=seat.general + 1)
    return draw_influence(s, p)


def _intrigue(s: LouisState, t: Task, m: Move) -> LouisState:
    """Played before the board is counted: 1 token from the general reserve or 1-2 from the
    personal one, then the card goes under the intrigue pile (Les cartes complot)."""
    s = _pop(s)
    if m.choice == "keep":
        return s
    p, b = t.player, t.board
    seat = s.seats[p]
    k = m.amount or 1
    if m.choice == "general":
        s = with_seat(s, p, general=seat.general - k)
    else:
        s = with_seat(s, p, personal=seat.personal - k)
    s = add_tokens(s, b, p, k)
    s = with_seat(s, p, intrigue=tuple(c for c in s.seats[p].intrigue if c != t.card))
    return upd(s, intrigue_deck=s.court.intrigue_deck + (t.card,))


def _first_place(s: LouisState, t: Task, m: Move) -> LouisState:
    s = _pop(s)
    if m.choice != "yes":
        return s
    s = mark_used(s, t.player, t.card)
    settle = upd(s.queue[0], winner=t.player, need="card")
    return upd(s, queue=(settle,) + s.queue[1:])


def _bribe(s: LouisState, t: Task, m: Move) -> LouisState:
    s = _pop(s)
    if m.choice != "yes":
        return s
    s = gain_gold(s, t.player, -t.count)
    return push(s, task("income", t.player, board=t.board))


def _missions(s: LouisState, t: Task, m: Move) -> LouisState:
    p = t.player
    tiles = tables().tiles
    if m.kind == "end_missions":
        s = _pop(s)
        return push(s, task("keep", p)) if sum(s.seats[p].tiles) > 1 else s
    if m.kind == "swap_tile":
        s = give_tile(return_tile(s, p, tiles.index(m.token or "")), p, "crown")
        s = gain_gold(s, p, -2)
        return mark_used(s, p, m.card or "")
    card, tile = m.card or "", m.token or ""
    need = second_need(s.seats[p].tiles, tables().missions[card].needs, tile) or "any"
    s = return_tile(s, p, tiles.index(tile))
    return push(s, task("pay", p, card=card, need=need))


def _pay(s: LouisState, t: Task, m: Move) -> LouisState:
    """The second tile completes the mission: laid face up, then a new card is drawn
    (two for the "+1 mission" cards, seed 003, Les cartes mission)."""
    p = t.player
    s = return_tile(_pop(s), p, tables().tiles.index(m.token or ""))
    seat = s.seats[p]
    s = with_seat(s, p, missions=tuple(c for c in seat.missions if c != t.card),
                  done=seat.done + (t.card,))
    draws = 2 if tables().missions[t.card].effect == "extra_mission" else 1
    return push(s, *(task("draw_mission", p) for _ in range(draws)))


def _draw_mission(s: LouisState, t: Task, m: Move) -> LouisState:
    i = LEVELS.index(m.choice or "")
    piles = s.court.mission_piles
    pile = piles[i]
    piles = piles[:i] + (pile[1:],) + piles[i + 1:]
    s = upd(_pop(s), mission_piles=piles)
    return with_seat(s, t.player, missions=s.seats[t.player].missions + (pile[0],))


def _keep(s: LouisState, t: Task, m: Move) -> LouisState:
    """Only one tile is kept; each other one is swapped for a coat of arms."""
    p = t.player
    s = _pop(s)
    keep = tables().tiles.index(m.token or "")
    extra = sum(s.seats[p].tiles) - 1
    for i, k in enumerate(s.seats[p].tiles):
        for _ in range(k - (1 if i == keep else 0)):
            s = return_tile(s, p, i)
    return draw_arms(s, p, extra)


def _swap_missions(s: LouisState, t: Task, m: Move) -> LouisState:
    p = t.player
    s = _pop(s)
    if m.kind == "end_swap":
        return push(s, *(task("draw_mission", p) for _ in range(t.count)))
    card = m.card or ""
    i = LEVELS.index(tables().missions[card].level)
    s = with_seat(s, p, missions=tuple(c for c in s.seats[p].missions if c != card))
    piles = s.court.mission_piles
    piles = piles[:i] + (piles[i] + (card,),) + piles[i + 1:]
    return push(upd(s, mission_piles=piles), counted(t, 1))


PLAYS: dict[str, Play] = {
    "turn": _turn, "card": _card, "place": _place, "supply_choice": _supply_choice,
    "token_for_card": _token_for_card, "intrigue": _intrigue, "first_place": _first_place,
    "bribe": _bribe, "missions": _missions, "pay": _pay, "draw_mission": _draw_mission,
    "keep": _keep, "swap_missions": _swap_missions,
}


def play(s: LouisState, m: Move) -> LouisState:
    """The state after `m`; `s` is unchanged (the move changes its own copy, `drafted`)."""
    return drafted(step, s, m)


def step(s: LouisState, m: Move) -> LouisState:
    t = s.queue[0]
    return advance(PLAYS[t.kind](s, t, m))
