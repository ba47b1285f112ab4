"""A Courtisans state from a position file's `position:` mapping (docs/position-files.md).

Cards are named by id (`toad.noble.1`), players by name. Spies listed on the table, in a
domain or in the discard are laid face down; unlisted cards make up the deck (shuffled with
the file's seed) unless `deck` is given, in which case they are set aside unseen. A position
saved as one player sees it writes `?` for a face-down spy and for a card in another's hand,
and counts for the deck and the cards set aside; loading it deals the unlisted cards there
(spies where a spy lies face down).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from medici_table.engine import Rng, hidden
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.courtisans import turn
from medici_table.games.courtisans.data import SPIES, court
from medici_table.games.courtisans.scoring import reveal
from medici_table.games.courtisans.state import (
    ZONES,
    CourtisansState,
    Pile,
    is_handle,
    spy_handle,
)

if TYPE_CHECKING:
    from medici_table.games.courtisans.rules import CourtisansRules

FIELDS = ("turn", "hands", "deck", "removed", "queen", "domains", "discard", "missions",
          "played", "assassin")


class _Reader:
    """Takes card ids out of the file, each at most once, with located errors."""

    def __init__(self, lines: LineMap) -> None:
        self.lines = lines
        self.seen: set[str] = set()
        self.spies: list[str] = []

    def cards(self, value: Any, path: PathKey, lay: bool = False, unknown: bool = False) -> Pile:
        """Card ids; `lay`: spies face down; `unknown`: `?` for a card the writer could not
        see (a face-down spy where cards are laid, a card in somebody's hand)."""
        if value is None:
            return ()
        if not isinstance(value, list):
            raise self.lines.error(path, "expected a list of card ids")
        out = []
        for i, cid in enumerate(value):
            if unknown and cid == hidden.HIDDEN:
                if lay:
                    out.append(spy_handle(len(self.spies)))
                    self.spies.append(cid)
                else:
                    out.append(cid)
                continue
            if cid not in court().cards:
                raise self.lines.error(path + (i,), f"unknown card '{cid}' (ids look like "
                                       "toad.noble.1: family, role, number)")
            if cid in self.seen:
                raise self.lines.error(path + (i,), f"the card '{cid}' is listed twice")
            self.seen.add(cid)
            if lay and court().cards[cid].role == "spy":  # face down from now on
                out.append(spy_handle(len(self.spies)))
                self.spies.append(cid)
            else:
                out.append(cid)
        return tuple(out)


def _by_player(value: Any, players: tuple[str, ...], lines: LineMap, path: PathKey
               ) -> dict[int, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise lines.error(path, "expected a mapping from player names")
    for name in value:
        if name not in players:
            raise lines.error(path + (name,), f"unknown player '{name}' "
                              f"(players: {', '.join(players)})")
    return {players.index(name): v for name, v in value.items()}


def _queen(value: Any, r: _Reader, path: PathKey) -> tuple[tuple[Pile, ...], tuple[Pile, ...]]:
    data = court()
    above: list[Pile] = [() for _ in data.columns]
    below: list[Pile] = [() for _ in data.columns]
    if value is None:
        return tuple(above), tuple(below)
    if not isinstance(value, dict):
        raise r.lines.error(path, "expected a mapping from column (family or spies)")
    for column, sides in value.items():
        where = path + (column,)
        if column not in data.columns:
            raise r.lines.error(where, f"unknown column '{column}' "
                                f"(known: {', '.join(data.columns)})")
        if not isinstance(sides, dict) or set(sides) - {"above", "below"}:
            raise r.lines.error(where, "a column takes 'above' and 'below' lists")
        col = data.columns.index(column)
        for side, piles in (("above", above), ("below", below)):
            for i, cid in enumerate(sides.get(side) or []):
                if cid == hidden.HIDDEN and column != SPIES:
                    raise r.lines.error(where + (side, i), "a face-down card (?) is a spy: it "
                                        "lies in the spies column")
                card = data.cards.get(cid)
                fits = card is None or (column == SPIES) == (card.role == "spy")
                if card is not None and card.role != "spy":
                    fits = card.family == column
                if not fits:
                    raise r.lines.error(where + (side, i), f"'{cid}' does not belong in the "
                                        f"{column} column (spies go in the spies column)")
            piles[col] = r.cards(sides.get(side), where + (side,), lay=True, unknown=True)
    return tuple(above), tuple(below)


def from_position(rules: CourtisansRules, players: tuple[str, ...], options: dict[str, Any],
                  seed: int, pos: dict[str, Any], lines: LineMap) -> CourtisansState:
    for key in pos:
        if key not in FIELDS:
            raise lines.error(("position", key), f"unknown field '{key}' "
                              f"(known: {', '.join(FIELDS)})")
    n, r, P = len(players), _Reader(lines), ("position",)
    base = rules.new_game(list(players), options, seed)
    hands_in = _by_player(pos.get("hands"), players, lines, P + ("hands",))
    hands = [r.cards(hands_in.get(p), P + ("hands", players[p]), unknown=True)
             for p in range(n)]
    above, below = _queen(pos.get("queen"), r, P + ("queen",))
    doms_in = _by_player(pos.get("domains"), players, lines, P + ("domains",))
    domains = tuple(r.cards(doms_in.get(p), P + ("domains", players[p]), lay=True, unknown=True)
                    for p in range(n))
    discard = r.cards(pos.get("discard"), P + ("discard",), lay=True, unknown=True)
    given_deck, given_removed = pos.get("deck"), pos.get("removed")
    counted = isinstance(given_deck, int) and not isinstance(given_deck, bool)
    if isinstance(given_removed, int) and not isinstance(given_removed, bool):
        given_removed = [hidden.HIDDEN] * given_removed  # unseen cards set aside
    removed = r.cards(given_removed, P + ("removed",), unknown=True)
    rng = Rng.from_seed(seed)
    rest = tuple(c for c in court().card_ids if c not in r.seen)
    try:  # what the writer could not see: spies face down first, then hands, deck, removed
        spy_pool = tuple(c for c in rest if court().cards[c].role == "spy")
        (spies,), _, rng = hidden.fill([r.spies], spy_pool, rng)
        rest = tuple(c for c in rest if c not in spies)
        hands_and_removed, rest, rng = hidden.fill(hands + [removed], rest, rng)
    except ValueError as exc:
        raise lines.error(P, str(exc)) from None
    *hands, removed = hands_and_removed
    r.spies = list(spies)
    if isinstance(given_deck, int) and counted:
        if not 0 <= given_deck <= len(rest):
            raise lines.error(P + ("deck",), f"the deck can hold 0 to {len(rest)} unseen cards")
        shuffled, rng = rng.shuffle(rest)
        deck, removed = shuffled[:given_deck], removed + shuffled[given_deck:]
    elif "deck" in pos:
        deck = r.cards(given_deck, P + ("deck",))
        removed += tuple(c for c in rest if c not in r.seen)
    else:
        deck, rng = rng.shuffle(rest)
    missions, unused = _missions(pos.get("missions"), base, players, lines)
    state = replace(base, rng=rng, deck=deck, removed=removed, hands=tuple(hands), above=above,
                    below=below, domains=domains, discard=discard, spies=tuple(r.spies),
                    missions=missions, unused_missions=unused)
    return _whose_turn(state, pos, lines)


def _missions(value: Any, base: CourtisansState, players: tuple[str, ...], lines: LineMap
              ) -> tuple[tuple[Pile, ...], Pile]:
    given = _by_player(value, players, lines, ("position", "missions"))
    missions = list(base.missions)
    used: set[str] = set()
    for p, ids in given.items():
        where: PathKey = ("position", "missions", players[p])
        if not isinstance(ids, list):
            raise lines.error(where, "expected a list of mission ids")
        for i, mid in enumerate(ids):
            if mid not in court().missions:
                raise lines.error(where + (i,), f"unknown mission '{mid}'")
            if mid in used:
                raise lines.error(where + (i,), f"the mission '{mid}' is given twice")
            used.add(mid)
        missions[p] = tuple(ids)
    # A player the file leaves out keeps the missions the seed dealt, except one named in the
    # file for somebody else: it is swapped for a free mission of the same colour.
    taken = set(used) | {m for p, ms in enumerate(missions) if p not in given for m in ms}
    for p in range(len(players)):
        if p in given:
            continue
        swapped = []
        for mid in missions[p]:
            if mid in used:
                colour = court().missions[mid].colour
                mid = next(m for m in sorted(court().missions)
                           if m not in taken and court().missions[m].colour == colour)
                taken.add(mid)
            swapped.append(mid)
        missions[p] = tuple(swapped)
    held = {m for ms in missions for m in ms}
    return tuple(missions), tuple(m for m in sorted(court().missions) if m not in held)


def _whose_turn(state: CourtisansState, pos: dict[str, Any], lines: LineMap) -> CourtisansState:
    if not state.deck and not any(state.hands) and not pos.get("played") \
            and not pos.get("assassin"):
        return reveal(replace(state, to_act=0))  # nothing left to play: the end
    name = pos.get("turn")
    if name not in state.players:
        raise lines.error(("position", "turn"), "say whose turn it is (a player's name)")
    me = state.players.index(name)
    played = pos.get("played") or []
    if not isinstance(played, list) or any(z not in ZONES for z in played) \
            or len(set(played)) != len(played):
        raise lines.error(("position", "played"), "list the zones already filled this turn "
                          f"(each at most once: {', '.join(ZONES)})")
    if not state.hands[me] and not played:
        raise lines.error(("position", "turn"), f"{name} holds no card and cannot play")
    state = replace(state, to_act=me, played=tuple(played))
    return _assassin(state, pos.get("assassin"), lines)


def _assassin(state: CourtisansState, value: Any, lines: LineMap) -> CourtisansState:
    """An assassin just laid, waiting for its owner's decision."""
    if value is None:
        return state
    where: PathKey = ("position", "assassin")
    if not isinstance(value, dict) or set(value) != {"card", "zone"}:
        raise lines.error(where, "give the assassin's 'card' and its 'zone' "
                          "(queen or a player's name)")
    zone = value["zone"]
    if zone == "queen":
        pending = "queen"
    elif zone in state.players:
        pending = f"domain.{state.players.index(zone)}"
    else:
        raise lines.error(where + ("zone",), f"unknown zone '{zone}' (queen or a player's name)")
    me = state.to_act
    filled = "queen" if zone == "queen" else "own" if pending == f"domain.{me}" else "other"
    played = state.played if filled in state.played else state.played + (filled,)
    # the assassin was laid this turn: its zone is one of those filled
    state = replace(state, pending=pending, assassin=value["card"], played=played)
    card = court().cards.get(value["card"])
    if card is None or card.role != "assassin" or not turn.in_zone(state, value["card"]):
        raise lines.error(where + ("card",), f"'{value['card']}' is not an assassin lying in "
                          f"the zone '{zone}'")
    return state


# --- writing ------------------------------------------------------------------------------------
def _seen(state: CourtisansState, pile: Pile) -> list[str]:
    """Cards as a file names them: a face-down spy by the card behind it, or `?` in a view."""
    out = []
    for c in pile:
        card = state.real(c) if is_handle(c) else c
        out.append(hidden.HIDDEN if hidden.is_hidden(card) else card)
    return out


def write(state: CourtisansState) -> dict[str, Any]:
    """The `position:` mapping of `state`; on a view, the unseen cards written `?` or counted."""
    names, columns = state.players, court().columns
    assert state.to_act is not None
    out: dict[str, Any] = {"turn": names[state.to_act]}
    if state.played:
        out["played"] = list(state.played)
    out["hands"] = {names[p]: _seen(state, h) for p, h in enumerate(state.hands)}
    queen: dict[str, Any] = {}
    for col, column in enumerate(columns):
        sides = {side: _seen(state, piles[col]) for side, piles in
                 (("above", state.above), ("below", state.below)) if piles[col]}
        if sides:
            queen[column] = sides
    out["queen"] = queen
    out["domains"] = {names[p]: _seen(state, d) for p, d in enumerate(state.domains)}
    out["discard"] = _seen(state, state.discard)
    out["missions"] = {names[p]: list(m) for p, m in enumerate(state.missions)
                       if not any(hidden.is_hidden(x) for x in m)}
    if state.pending is not None:
        zone = "queen" if state.pending == "queen" else names[int(state.pending.split(".")[1])]
        out["assassin"] = {"card": state.assassin, "zone": zone}
    unseen = any(hidden.is_hidden(c) for c in state.deck + state.removed)
    out["deck"] = len(state.deck) if unseen else list(state.deck)
    out["removed"] = len(state.removed) if unseen else list(state.removed)
    return out

