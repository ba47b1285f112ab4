"""The `position:` mapping of a Louis XIV state (the inverse of position.from_position).

Everything on the table is named; the steps still to come (`queue`) only when the position
stands in the middle of a step that `phase`, `turn` and `board` cannot say (a bribe asked, a
token path half laid, a mission being paid, the supply's choices). On a view, the cards the
viewer may not see are written `?` (a mission `?light`, `?medium`, `?dark`: its back is
public), face-down coats of arms and unseen decks as counts or not at all. The boards already
counted at this round's scoring (`scored`: the side each was counted on, its tokens, the Louis
XIV marker, who took it, whether it turned) are public and always written.
"""

from __future__ import annotations

from typing import Any

from medici_table.engine import hidden
from medici_table.games.louis_xiv.data import LEVELS, tables
from medici_table.games.louis_xiv.flow import advance
from medici_table.games.louis_xiv.position import _queue
from medici_table.games.louis_xiv.state import LouisState, Seat, Task, upd


def _cards(cards: tuple[str, ...]) -> list[str]:
    """A hand: a hidden mission keeps its colour (`?light`), other hidden cards are `?`."""
    return [c if c in ("?light", "?medium", "?dark") else hidden.HIDDEN if hidden.is_hidden(c)
            else c for c in cards]


def _seat(seat: Seat) -> dict[str, Any]:
    tiles = {name: k for name, k in zip(tables().tiles, seat.tiles, strict=True) if k}
    out: dict[str, Any] = {"gold": seat.gold, "general": seat.general, "personal": seat.personal,
                           "influence": _cards(seat.influence),
                           "intrigue": _cards(seat.intrigue),
                           "missions": _cards(seat.missions), "done": list(seat.done),
                           "used": list(seat.used), "tiles": tiles,
                           "arms": hidden.pile_or_count(seat.arms)}
    if seat.spare_arms:
        out["spare_arms"] = seat.spare_arms
    return out


def _task(t: Task, names: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"task": t.kind}
    if t.player >= 0:
        out["player"] = names[t.player]
    for key in ("card", "board", "count", "need"):
        if getattr(t, key):
            out[key] = getattr(t, key)
    if t.winner >= 0:
        out["winner"] = names[t.winner]
    if t.boards:
        out["boards"] = list(t.boards)
    return out


def _where(s: LouisState) -> dict[str, Any]:
    """`turn` (and `board`) when they set the steps up as the state has them, else `queue`."""
    head = s.queue[0]
    turn = s.to_act if s.to_act is not None else s.first
    board = head.board if s.phase == "scoring" and head.board else 1
    names = list(s.players) + (["neutral"] if s.n == 2 else [])
    if s.phase != "supply" and not s.path:
        again = advance(upd(s, queue=_queue(s.phase, turn, s.first, s.n, board), to_act=None))
        if again == s:
            return {"turn": names[turn], "board": board} if s.phase == "scoring" \
                else {"turn": names[turn]}
    return {"turn": names[turn], "queue": [_task(t, names) for t in s.queue]}


def _scored(s: LouisState, names: list[str]) -> list[dict[str, Any]]:
    """The scoring record (`LouisState.scored`), boards named as the rest of the file names them."""
    out = []
    for r in s.scored:
        rec: dict[str, Any] = {
            "board": r.board, "side": tables().characters[r.board].sides[r.side].condition,
            "tokens": {names[c]: k for c, k in enumerate(r.counts) if k}}
        if r.louis:
            rec["louis"] = True
        if r.winner >= 0:
            rec["winner"] = names[r.winner]
        if r.turned:
            rec["turned"] = True
        out.append(rec)
    return out


def _decks(s: LouisState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, cards in (("influence", s.influence_deck), ("intrigue", s.intrigue_deck),
                       *zip(LEVELS, s.mission_piles, strict=True), ("arms", s.arms_pool)):
        if cards and not any(hidden.is_hidden(c) for c in cards):
            out[key] = list(cards)
    out["money"] = hidden.pile_or_count(s.money_deck)
    out["money_shown"] = list(s.money_shown)
    out["money_removed"] = hidden.pile_or_count(s.money_removed)
    return out


def write(s: LouisState) -> dict[str, Any]:
    t = tables()
    names = list(s.players) + (["neutral"] if s.n == 2 else [])
    out: dict[str, Any] = {"round": s.round, "phase": s.phase, "first": names[s.first]}
    out.update(_where(s))
    out["louis"] = s.louis
    sides = {b + 1: t.characters[b + 1].sides[side].condition
             for b, side in enumerate(s.sides) if side}
    if sides:
        out["sides"] = sides
    out["boards"] = {b + 1: {names[c]: k for c, k in enumerate(row) if k}
                     for b, row in enumerate(s.boards) if any(row)}
    out["seats"] = {names[p]: _seat(seat) for p, seat in enumerate(s.seats)}
    if s.influence_played:
        out["played"] = list(s.influence_played)
    if s.path:
        out["path"] = list(s.path)
    if s.scored:
        out["scored"] = _scored(s, names)
    out["decks"] = _decks(s)
    return out
