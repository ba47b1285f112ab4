"""Position files for Court of the Medici (docs/position-files.md), read and written.

    position:
      turn: 0                     # whose turn (seat index; seat 0 plays Della Rovere)
      phase: play                 # optional: play (default), draw, announce, redraw,
                                  # jester_value or eliminate (with `pending`)
      hands: [[...], [...]]       # card ids per seat; `?` for a card the writer may not see
      first_circle: [[a, b], c]   # stacks bottom -> top; a lone card may be written bare
      outer: [[...], [...]]       # per seat, the stacks in front of that seat
      discards: [[...], [...]]    # optional, per House
      decks: [[...], [...]]       # optional, top first (or a count of unknown cards);
                                  # omitted: the House's other cards, shuffled
      jesters: {gonzaga.jester.1: 7}   # optional values of Jesters at court (default 1)
      limits: [null, 6]           # optional last-card limits
      shown: [gonzaga.poet.1]     # optional: cards in hand shown (default: each last card
                                  # drawn, when its seat has a limit)
      prepared: [0, 2]            # optional counts of "prepare the future"
      revalued: [gonzaga.jester.1]       # optional: Jesters re-valued this turn
      pending: {card: gonzaga.jester.2, conspiracy: true}   # the card being played, at court
      set_aside: [...]            # redraw phase: cards set aside, back in the decks afterwards
"""

from __future__ import annotations

from typing import Any

from medici_table.engine import hidden
from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState

_FIELDS = {"turn", "phase", "hands", "first_circle", "outer", "discards", "decks", "jesters",
           "limits", "prepared", "shown", "revalued", "pending", "set_aside"}
_PHASES = ("play", "draw", "announce", "redraw", "jester_value", "eliminate")


class _Cards:
    """Checks each card id once: known, not placed twice, Dukes only with the Dukes option."""

    def __init__(self, lm: LineMap, dukes: bool) -> None:
        self.lm, self.dukes, self.used = lm, dukes, set[str]()

    def card(self, value: Any, path: PathKey, unknown_ok: bool = False) -> str:
        if unknown_ok and value == hidden.HIDDEN:
            return hidden.HIDDEN
        cards = deck().cards
        if not isinstance(value, str) or value not in cards:
            raise self.lm.error(path, f"unknown card {value!r} (ids look like gonzaga.poet.1)")
        if value in self.used:
            raise self.lm.error(path, f"card '{value}' is placed twice")
        if cards[value].role == "duke" and not self.dukes:
            raise self.lm.error(path, "a Duke is in play only with the option 'dukes: true'")
        self.used.add(value)
        return value

    def pile(self, value: Any, path: PathKey, unknown_ok: bool = False) -> tuple[str, ...]:
        """A list of card ids; where `unknown_ok`, `?` entries or a count of unknown cards."""
        if unknown_ok and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return (hidden.HIDDEN,) * value
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of card ids")
        return tuple(self.card(v, path + (i,), unknown_ok) for i, v in enumerate(value))

    def stacks(self, value: Any, path: PathKey) -> tuple[tuple[str, ...], ...]:
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of stacks")
        out = []
        for i, s in enumerate(value):
            stack = (self.card(s, path + (i,)),) if isinstance(s, str) else self.pile(s, path + (i,))
            if not stack:
                raise self.lm.error(path + (i,), "a stack needs at least one card")
            out.append(stack)
        return tuple(out)


def _per_seat(value: Any, lm: LineMap, path: PathKey) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise lm.error(path, "expected a list with one entry per seat (two)")
    return value


def build(players: tuple[str, ...], options: dict[str, Any], seed: int, pos: dict[str, Any],
          lm: LineMap) -> CourtState:
    d = deck()
    base: PathKey = ("position",)
    for key in pos:
        if key not in _FIELDS:
            raise lm.error(base + (key,), f"unknown field '{key}' (known: {', '.join(sorted(_FIELDS))})")
    cards = _Cards(lm, options["dukes"])
    turn = pos.get("turn", 0)
    if turn not in (0, 1):
        raise lm.error(base + ("turn",), "turn must be 0 or 1")
    phase = pos.get("phase", "play")
    if phase not in _PHASES:
        raise lm.error(base + ("phase",), f"phase must be one of {', '.join(_PHASES)}")
    hands = [cards.pile(h, base + ("hands", i), unknown_ok=True)
             for i, h in enumerate(_per_seat(pos.get("hands", [[], []]), lm, base + ("hands",)))]
    circle = cards.stacks(pos.get("first_circle", []), base + ("first_circle",))
    outer = tuple(cards.stacks(s, base + ("outer", i))
                  for i, s in enumerate(_per_seat(pos.get("outer", [[], []]), lm, base + ("outer",))))
    discards = tuple(cards.pile(s, base + ("discards", i)) for i, s in
                     enumerate(_per_seat(pos.get("discards", [[], []]), lm, base + ("discards",))))
    set_aside = cards.pile(pos.get("set_aside", []), base + ("set_aside",))
    if set_aside and phase != "redraw":
        raise lm.error(base + ("set_aside",), "cards are set aside only in the redraw phase")
    houses = d.house_order
    rng = Rng.from_seed(seed)
    dukes = [c for c in d.cards if d.cards[c].role == "duke" and not options["dukes"]]
    given_decks = [cards.pile(s, base + ("decks", i), unknown_ok=True)
                   for i, s in enumerate(_per_seat(pos["decks"], lm, base + ("decks",)))
                   ] if "decks" in pos else None
    placed = set(cards.used)
    built, out_of_game = [], list[str]()
    for seat, h in enumerate(houses):
        rest = tuple(c for c in d.house_cards(h, options["dukes"]) if c not in placed)
        piles = [hands[seat]] + ([given_decks[seat]] if given_decks is not None else [])
        try:
            filled, rest, rng = hidden.fill(piles, rest, rng)
        except ValueError as exc:
            raise lm.error(base + ("hands", seat), f"{d.houses[h].name['en']}: {exc}") from None
        hands[seat] = filled[0]
        if given_decks is not None:
            built.append(filled[1])
            out_of_game += rest
        else:
            shuffled, rng = rng.shuffle(rest)
            built.append(shuffled)
    decks = tuple(built)
    removed = tuple(dukes) + set_aside + tuple(out_of_game)
    court = {c for s in circle for c in s} | {c for side in outer for s in side for c in s}
    jesters = _jesters(pos.get("jesters", {}) or {}, court, lm, base)
    limits = tuple(_per_seat(pos.get("limits", [None, None]), lm, base + ("limits",)))
    prepared = tuple(_per_seat(pos.get("prepared", [0, 0]), lm, base + ("prepared",)))
    if "shown" in pos:
        shown = cards_in(pos["shown"], {c for h in hands for c in h}, lm, base + ("shown",))
    else:
        shown = tuple(h[-1] for s, h in enumerate(hands) if limits[s] is not None and h)
    revalued = cards_in(pos.get("revalued", []), {j for j, _ in jesters}, lm, base + ("revalued",))
    pending, target = _pending(pos.get("pending"), phase, circle, outer, lm, base)
    return CourtState(
        players=players, houses=houses, dukes=options["dukes"], english_end=options["english_end"],
        decks=decks, hands=tuple(hands), first_circle=circle, outer=outer, discards=discards,
        removed=removed, jesters=jesters, limits=limits, shown=shown,
        prepared=prepared, revalued=revalued, turn=turn, phase=phase, pending=pending,
        pending_target=target, result="", to_act=turn, rng=rng,
    )


def _jesters(given: Any, court: set[str], lm: LineMap, base: PathKey
             ) -> tuple[tuple[str, int], ...]:
    if not isinstance(given, dict):
        raise lm.error(base + ("jesters",), "expected a mapping of Jester id to value")
    out = []
    for c in sorted(court):
        if deck().cards[c].role == "jester":
            v = given.get(c, 1)
            if not isinstance(v, int) or not 1 <= v <= 10:
                raise lm.error(base + ("jesters", c), "a Jester's value is 1 to 10")
            out.append((c, v))
    for c in given:
        if c not in court:
            raise lm.error(base + ("jesters", c), f"'{c}' is not a Jester at court")
    return tuple(out)


def cards_in(value: Any, allowed: set[str], lm: LineMap, path: PathKey) -> tuple[str, ...]:
    """A list of card ids, each one of `allowed` (cards in hand, Jesters at court, ...)."""
    if not isinstance(value, list):
        raise lm.error(path, "expected a list of card ids")
    for i, c in enumerate(value):
        if c not in allowed:
            raise lm.error(path + (i,), f"'{c}' cannot be listed here")
    return tuple(value)


def _pending(value: Any, phase: str, circle: tuple[tuple[str, ...], ...],
             outer: tuple[tuple[tuple[str, ...], ...], ...], lm: LineMap, base: PathKey
             ) -> tuple[str, str]:
    """The card being played (a Jester waiting for its value, a conspiracy for its victim) and
    the bottom card of the stack it joined when it conspires."""
    where = base + ("pending",)
    if phase not in ("jester_value", "eliminate"):
        if value is not None:
            raise lm.error(where, "a card is pending only in the jester_value and eliminate phases")
        return "", ""
    if not isinstance(value, dict) or "card" not in value or set(value) - {"card", "conspiracy"}:
        raise lm.error(where, "give the card being played: {card: ..., conspiracy: true|false}")
    card, conspiracy = value["card"], value.get("conspiracy", phase == "eliminate")
    stack = next((s for s in circle + tuple(s for side in outer for s in side) if card in s), None)
    if stack is None:
        raise lm.error(where + ("card",), f"'{card}' is not at court")
    if phase == "jester_value" and deck().cards[card].role != "jester":
        raise lm.error(where + ("card",), f"'{card}' is not a Jester")
    if phase == "eliminate" and not conspiracy:
        raise lm.error(where + ("conspiracy",), "the eliminate phase ends a conspiracy")
    if conspiracy and len(stack) < 2:
        raise lm.error(where + ("conspiracy",), "a conspiracy needs a stack of two cards or more")
    return card, stack[0] if conspiracy else ""


# --- writing ------------------------------------------------------------------------------------
def _stacks(stacks: tuple[tuple[str, ...], ...]) -> list[Any]:
    return [s[0] if len(s) == 1 else list(s) for s in stacks]


def write(state: CourtState) -> dict[str, Any]:
    """The `position:` mapping of `state` (or of a view: its unseen cards written `?`)."""
    out: dict[str, Any] = {
        "turn": state.turn, "phase": state.phase,
        "hands": [hidden.pile_or_count(h) for h in state.hands],
        "first_circle": _stacks(state.first_circle),
        "outer": [_stacks(side) for side in state.outer],
        "decks": [hidden.pile_or_count(d) for d in state.decks],
    }
    if any(state.discards):
        out["discards"] = [list(d) for d in state.discards]
    if state.jesters:
        out["jesters"] = dict(state.jesters)
    if any(v is not None for v in state.limits):
        out["limits"] = list(state.limits)
    default_shown = tuple(h[-1] for s, h in enumerate(state.hands)
                          if state.limits[s] is not None and h)
    if state.shown != default_shown:
        out["shown"] = list(state.shown)
    if any(state.prepared):
        out["prepared"] = list(state.prepared)
    if state.revalued:
        out["revalued"] = list(state.revalued)
    if state.pending:
        out["pending"] = {"card": state.pending, "conspiracy": bool(state.pending_target)}
    if state.phase == "redraw":
        dukes = {c for c, card in deck().cards.items() if card.role == "duke"}
        out["set_aside"] = [c for c in state.removed if state.dukes or c not in dukes]
    return out
