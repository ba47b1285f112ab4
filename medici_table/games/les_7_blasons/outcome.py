"""What the move that completes a trick settles, for the game log: who takes the trick and with
which value, or that nobody does and why (seed 004, Déroulement: the strongest cards of equal
value cancel each other out and the next value down takes the trick; tied again, it goes to
nobody. RULINGS: one step only, and a trick nobody takes is set aside, its leader leads again). The
table moves the cards away at once: without this line the log never said it."""

from __future__ import annotations

from medici_table.engine.move import Move
from medici_table.engine.rules import text
from medici_table.engine.state import evolve
from medici_table.games.les_7_blasons import moves, tricks
from medici_table.games.les_7_blasons.state import NOBODY, BlasonsState

_SETTLING = frozenset({"play", "malandrin", *moves.POWER_KINDS})


def trick_settled(state: BlasonsState, move: Move, lang: str = "en") -> str:
    """" — Rochebrune takes the trick with the 6 (the 7s cancel out)", or "" when `move` leaves
    the trick unsettled."""
    seat = state.to_act
    if seat is None or move.kind not in _SETTLING or state.phase not in ("play", "resolve"):
        return ""
    if move.kind == "play" and len(state.trick) + 1 < state.n:
        return ""
    # the values held are final once the last card is down and every Malandrin has chosen
    if move.kind == "play":
        full = tricks.play_card(state, seat, str(move.card))
        after = evolve(full, phase="resolve", resolving=0)
    elif move.kind == "malandrin":
        full = tricks.take(state, seat, str(move.card), str(move.choice))
        after = full
    else:
        full = state
        after = tricks.apply_coat_move(state, move, resolving=state.resolving + 1)
    if not moves.settles(after):  # the powers are still being used (not played on to the
        return ""  # round's end: a player's view, its hands hidden, could not be scored)
    held = tricks.held_values(full)
    taker = tricks.trick_taker(held)
    counts: dict[int, int] = {}
    for v in held.values():
        counts[v] = counts.get(v, 0) + 1
    cancelled = [v for v in sorted(counts, reverse=True)[:2] if counts[v] > 1]
    if taker != NOBODY:
        said = text(lang, f" — {state.players[taker]} takes the trick with the "
                    f"{_value(held[taker])}", f" — {state.players[taker]} fait le pli avec le "
                    f"{_value(held[taker])}")
        return said + (_cancel(cancelled, lang, brackets=True) if cancelled else "")
    leader = state.players[state.leader]
    n = len(full.trick)
    why = _cancel(cancelled, lang) if cancelled else text(
        lang, ": no card holds a value", " : aucune carte n'a de valeur")
    return text(lang, f" — nobody takes the trick{why}; its {n} cards are set aside and "
                f"{leader} leads again", f" — personne ne fait le pli{why} ; ses {n} cartes "
                f"sont écartées et {leader} entame à nouveau")


def _value(v: int) -> str:
    return "*" if v == 0 else str(v)


def _cancel(values: list[int], lang: str, brackets: bool = False) -> str:
    """"the 7s cancel out, and so do the 6s" / "les 7 s'annulent, les 6 aussi"."""
    first = _value(values[0])
    en, fr = f"the {first}s cancel out", f"les {first} s'annulent"
    if len(values) > 1:
        en += f", and so do the {_value(values[1])}s"
        fr += f", les {_value(values[1])} aussi"
    return text(lang, f" ({en})", f" ({fr})") if brackets else text(lang, f": {en}", f" : {fr}")
