"""The `position:` mapping of a Les 7 Blasons state (the inverse of position.build).

Every card and coat is named where it lies; on a view, what the viewer may not see is `?`
(another's hand as a count). A complete trick says how far it is resolved. The coats' token
ids ("coat.07") are not written: they are handed out afresh at every deal and a loaded
position numbers them in the order it lists them.
"""

from __future__ import annotations

from typing import Any

from medici_table.engine import hidden
from medici_table.games.les_7_blasons import tricks
from medici_table.games.les_7_blasons.state import NOBODY, POOL, BlasonsState, Coat, Pile


def _pile(pile: Pile, seat: int, consult: bool, names: tuple[str, ...]) -> Any:
    cards = hidden.written(pile.cards)
    default = () if consult else (seat,)
    return cards if pile.seen == default else {"cards": cards,
                                               "seen": [names[p] for p in pile.seen]}


def _coat(coat: Coat, names: tuple[str, ...]) -> Any:
    face = hidden.HIDDEN if hidden.is_hidden(coat.face) else coat.face
    return {"coat": face, "seen": [names[p] for p in coat.seen]} if coat.seen else face


def _coats(s: BlasonsState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for at, key in [(p, name) for p, name in enumerate(s.players)] + [(POOL, "pool")]:
        spot = {side: [_coat(c, s.players) for c in s.coats if c.at == at and c.up == up]
                for side, up in (("up", True), ("down", False))}
        spot = {side: v for side, v in spot.items() if v}
        if spot:
            out[key] = spot
    return out


def _trick(s: BlasonsState, out: dict[str, Any]) -> None:
    """How far a complete trick is resolved: a Malandrin's takings, the power in use, the taker."""
    names = s.players
    values, powers = {}, {}
    for i, p in enumerate(s.trick):
        star = tricks.is_malandrin(p.card)
        has_power = star or tricks.power_of_card(s, p.card) != "none"
        if s.value_of[i] != (NOBODY if star else p.seat):
            values[p.card] = None if s.value_of[i] == NOBODY else names[s.value_of[i]]
        if s.power_of[i] != (p.seat if has_power else NOBODY):
            powers[p.card] = None if s.power_of[i] == NOBODY else names[s.power_of[i]]
    if values:
        out["values"] = values
    if powers:
        out["powers"] = powers
    if s.phase == "resolve":
        out["resolving"] = s.resolving
    elif s.phase in ("winner", "bourgeois"):
        out["taker"] = None if s.winner == NOBODY else names[s.winner]


def _bourgeoisie(s: BlasonsState, out: dict[str, Any]) -> None:
    from medici_table.games.les_7_blasons.bourgeois import cards_in_play

    names = s.players
    held = {names[h]: c.split(".", 1)[1] for c, h in zip(cards_in_play(s), s.bourgeoisie,
                                                          strict=True) if h != NOBODY}
    if held:
        out["bourgeoisie"] = held
    if s.used:
        out["used"] = [c.split(".", 1)[1] for c in s.used]
    if s.pending:
        out["activated"] = [{"player": names[a.seat], "card": a.card.split(".", 1)[1],
                             "action": a.action} for a in s.pending]
    if s.budget:
        out["budget"] = s.budget
    if s.partner != NOBODY:
        out["partner"] = names[s.partner]


def write(s: BlasonsState) -> dict[str, Any]:
    names = s.players
    out: dict[str, Any] = {"houses": list(s.houses), "round": s.round}
    if s.round_scores:
        out["scores"] = [list(row) for row in s.round_scores]
    if s.tied:
        out["tied"] = [names[p] for p in s.tied]
    out["leader"] = names[s.leader]
    if s.last_winner != NOBODY:
        out["last_winner"] = names[s.last_winner]
    if s.phase != "play":
        out["phase"] = s.phase
    out["trick"] = [p.card for p in s.trick]
    _trick(s, out)
    out["hands"] = {names[p]: hidden.pile_or_count(h) for p, h in enumerate(s.hands)}
    piles = {names[p]: [_pile(pile, p, s.consult, names) for pile in row]
             for p, row in enumerate(s.piles) if row}
    if piles:
        out["piles"] = piles
    if s.set_aside:
        out["set_aside"] = list(s.set_aside)
    out["coats"] = _coats(s)
    _bourgeoisie(s, out)
    return out
