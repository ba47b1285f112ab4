"""Position files for Court of the Medici (documented in docs/position-files.md).

    position:
      turn: 0                     # whose turn (seat index; seat 0 plays Della Rovere)
      phase: play                 # optional: play (default), draw, announce
      hands: [[...], [...]]       # card ids per seat
      first_circle: [[a, b], c]   # stacks bottom -> top; a lone card may be written bare
      outer: [[...], [...]]       # per seat, the stacks in front of that seat
      discards: [[...], [...]]    # optional, per House
      decks: [[...], [...]]       # optional, top first; omitted: the House's other cards, shuffled
      jesters: {gonzaga.jester.1: 7}   # optional values of Jesters at court (default 1)
      limits: [null, 6]           # optional last-card limits
      prepared: [0, 2]            # optional counts of "prepare the future"
"""

from __future__ import annotations

from typing import Any

from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState

_FIELDS = {"turn", "phase", "hands", "first_circle", "outer", "discards", "decks", "jesters",
           "limits", "prepared"}


class _Cards:
    """Checks each card id once: known, not placed twice, Dukes only with the Dukes option."""

    def __init__(self, lm: LineMap, dukes: bool) -> None:
        self.lm, self.dukes, self.used = lm, dukes, set[str]()

    def card(self, value: Any, path: PathKey) -> str:
        cards = deck().cards
        if not isinstance(value, str) or value not in cards:
            raise self.lm.error(path, f"unknown card {value!r} (ids look like gonzaga.poet.1)")
        if value in self.used:
            raise self.lm.error(path, f"card '{value}' is placed twice")
        if cards[value].role == "duke" and not self.dukes:
            raise self.lm.error(path, "a Duke is in play only with the option 'dukes: true'")
        self.used.add(value)
        return value

    def pile(self, value: Any, path: PathKey) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of card ids")
        return tuple(self.card(v, path + (i,)) for i, v in enumerate(value))

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
    if phase not in ("play", "draw", "announce"):
        raise lm.error(base + ("phase",), "phase must be play, draw or announce")
    hands = tuple(cards.pile(h, base + ("hands", i))
                  for i, h in enumerate(_per_seat(pos.get("hands", [[], []]), lm, base + ("hands",))))
    circle = cards.stacks(pos.get("first_circle", []), base + ("first_circle",))
    outer = tuple(cards.stacks(s, base + ("outer", i))
                  for i, s in enumerate(_per_seat(pos.get("outer", [[], []]), lm, base + ("outer",))))
    discards = tuple(cards.pile(s, base + ("discards", i)) for i, s in
                     enumerate(_per_seat(pos.get("discards", [[], []]), lm, base + ("discards",))))
    houses = d.house_order
    rng = Rng.from_seed(seed)
    removed = [c for c in d.cards if d.cards[c].role == "duke" and not options["dukes"]]
    if "decks" in pos:
        decks = tuple(cards.pile(s, base + ("decks", i))
                      for i, s in enumerate(_per_seat(pos["decks"], lm, base + ("decks",))))
        removed += [c for c in d.cards if c not in cards.used and c not in removed]
    else:
        built = []
        for h in houses:
            rest = tuple(c for c in d.house_cards(h, options["dukes"]) if c not in cards.used)
            shuffled, rng = rng.shuffle(rest)
            built.append(shuffled)
        decks = tuple(built)
    court = {c for s in circle for c in s} | {c for side in outer for s in side for c in s}
    jesters_in = pos.get("jesters", {}) or {}
    if not isinstance(jesters_in, dict):
        raise lm.error(base + ("jesters",), "expected a mapping of Jester id to value")
    jesters = []
    for c in sorted(court):
        if d.cards[c].role == "jester":
            v = jesters_in.get(c, 1)
            if not isinstance(v, int) or not 1 <= v <= 10:
                raise lm.error(base + ("jesters", c), "a Jester's value is 1 to 10")
            jesters.append((c, v))
    for c in jesters_in:
        if c not in court:
            raise lm.error(base + ("jesters", c), f"'{c}' is not a Jester at court")
    limits = tuple(_per_seat(pos.get("limits", [None, None]), lm, base + ("limits",)))
    prepared = tuple(_per_seat(pos.get("prepared", [0, 0]), lm, base + ("prepared",)))
    shown = tuple(h[-1] for s, h in enumerate(hands) if limits[s] is not None and h)
    return CourtState(
        players=players, houses=houses, dukes=options["dukes"], english_end=options["english_end"],
        decks=decks, hands=hands, first_circle=circle, outer=outer, discards=discards,
        removed=tuple(removed), jesters=tuple(jesters), limits=limits, shown=shown,
        prepared=prepared, revalued=(), turn=turn, phase=phase, pending="", pending_target="",
        result="", to_act=turn, rng=rng,
    )
