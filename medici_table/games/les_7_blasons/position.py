"""Position files for Les 7 Blasons (docs/position-files.md), read.

    position:
      houses: [grandbois, guilloux, bellay]   # optional: each seat's house (default: in order)
      round: 2                                # optional (default 1; 4 = the tie-break round)
      scores: [[12, 0, 7]]                    # optional: points of the rounds already played
      tied: [Bellay, Guilloux]                # round 4 only: who plays the tie-break round
      leader: Grandbois                       # who leads the current trick (name or seat)
      last_winner: Guilloux                   # optional: taker of the last won trick
      trick: [grandbois.intendant, guilloux.malandrin]   # optional: cards down, from the leader
      hands: {Bellay: [bellay.manant]}        # optional: default = own cards not placed elsewhere
      piles: {Guilloux: [[...], [...]]}       # optional: won tricks, each a list of cards
      set_aside: [...]                        # optional: cards of tricks nobody won
      coats:                                  # optional; coats not listed lie face down in the pool
        Grandbois: {up: [bellay.blason.1], down: [guilloux.blason.3]}
        pool: {up: [], down: []}
      bourgeoisie: {Grandbois: haute}         # optional (variants 1-3)
      used: [haute]                           # optional: bourgeoisie cards used this round

A saved position also says where a complete trick stands (`phase`: resolve, winner or
bourgeois; `resolving`, the card whose power is being used; `values` and `powers` a Malandrin
took; `taker`), the bourgeoisie cards activated (`activated`, `budget`, `partner`), and who
looked at a face-down coat or a won trick (a coat or a trick written as a mapping with
`seen`). On a view, unseen cards are `?` (a hand may be a count) and unseen coats `?`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine import hidden
from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.les_7_blasons import bourgeois, moves, rounds, tricks
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.state import (
    NOBODY,
    POOL,
    Activation,
    BlasonsState,
    Coat,
    Pile,
    evolve,
)

_FIELDS = {"houses", "round", "scores", "tied", "leader", "last_winner", "trick", "hands",
           "piles", "set_aside", "coats", "bourgeoisie", "used", "phase", "resolving", "values",
           "powers", "taker", "activated", "budget", "partner"}
_PHASES = ("play", "resolve", "winner", "bourgeois")


class _Reader:
    def __init__(self, players: tuple[str, ...], houses: tuple[str, ...], lm: LineMap) -> None:
        self.players, self.houses, self.lm = players, houses, lm
        self.used: set[str] = set()

    def seat(self, value: Any, path: PathKey) -> int:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.players):
            return value
        if isinstance(value, str) and value in self.players:
            return self.players.index(value)
        raise self.lm.error(path, f"unknown player {value!r} (a name or a seat number)")

    def seats(self, value: Any, path: PathKey) -> tuple[int, ...]:
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of players")
        return tuple(sorted({self.seat(v, path + (i,)) for i, v in enumerate(value)}))

    def card(self, value: Any, path: PathKey, unknown: bool = False) -> str:
        if unknown and value == hidden.HIDDEN:
            return hidden.HIDDEN
        comp = components()
        if not isinstance(value, str) or comp.card_house.get(value) not in self.houses:
            raise self.lm.error(path, f"unknown card {value!r} (ids look like bellay.manant)")
        if value in self.used:
            raise self.lm.error(path, f"card '{value}' is placed twice")
        self.used.add(value)
        return value

    def cards(self, value: Any, path: PathKey, unknown: bool = False) -> tuple[str, ...]:
        if unknown and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return (hidden.HIDDEN,) * value
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of card ids")
        return tuple(self.card(v, path + (i,), unknown) for i, v in enumerate(value))

    def by_player(self, value: Any, path: PathKey) -> dict[int, tuple[Any, PathKey]]:
        if not isinstance(value, dict):
            raise self.lm.error(path, "expected a mapping of player -> ...")
        return {self.seat(k, path + (k,)): (v, path + (k,)) for k, v in value.items()}

    def seen(self, entry: Any, path: PathKey, key: str) -> tuple[Any, tuple[int, ...] | None]:
        """An entry written bare, or as a mapping {<key>: ..., seen: [players]}."""
        if isinstance(entry, dict):
            if set(entry) != {key, "seen"}:
                raise self.lm.error(path, f"expected {{{key}: ..., seen: [players]}}")
            return entry[key], self.seats(entry["seen"], path + ("seen",))
        return entry, None


def _coats(r: _Reader, value: Any, rng: Rng) -> tuple[tuple[Coat, ...], Rng]:
    """Every coat where the file lays it; face-down `?` coats dealt at random from the coats
    nobody named, and the coats still unnamed face down in the pool."""
    lm = r.lm
    faces = rounds.coat_faces(r.houses)
    placed: list[tuple[str, bool, int, tuple[int, ...]]] = []
    seen: set[str] = set()
    entries = dict(value or {})
    pool = entries.pop("pool", None)
    spots = [(r.seat(k, ("position", "coats", k)), v, ("position", "coats", k))
             for k, v in entries.items()] + [(POOL, pool, ("position", "coats", "pool"))]
    for at, spec, path in spots:
        if spec is None:
            continue
        if not isinstance(spec, dict) or set(spec) - {"up", "down"}:
            raise lm.error(path, "expected a mapping with 'up' and/or 'down' lists of coats")
        for side in ("down", "up"):
            for i, entry in enumerate(spec.get(side) or []):
                where = path + (side, i)
                face, looked = r.seen(entry, where, "coat")
                if face == hidden.HIDDEN and side == "down":
                    placed.append((face, False, at, looked or ()))
                    continue
                if face not in faces:
                    raise lm.error(where, f"unknown coat {face!r} (ids look like bellay.blason.2)")
                if face in seen:
                    raise lm.error(where, f"coat '{face}' is placed twice")
                seen.add(face)
                placed.append((face, side == "up", at, looked or ()))
    free = tuple(f for f in faces if f not in seen)
    if any(f == hidden.HIDDEN for f, _, _, _ in placed):
        try:
            (dealt,), free, rng = hidden.fill([[f for f, _, _, _ in placed]], free, rng)
        except ValueError as exc:
            raise lm.error(("position", "coats"), str(exc)) from None
        placed = [(f, up, at, looked) for f, (_, up, at, looked) in zip(dealt, placed,
                                                                        strict=True)]
    placed.extend((f, False, POOL, ()) for f in free)
    return tuple(Coat(f"coat.{i + 1:02d}", f, up, at, looked)
                 for i, (f, up, at, looked) in enumerate(placed)), rng


def _piles(r: _Reader, value: Any, consult: bool) -> list[tuple[Pile, ...]]:
    piles: list[tuple[Pile, ...]] = [() for _ in r.players]
    for seat, (v, path) in r.by_player(value or {}, ("position", "piles")).items():
        if not isinstance(v, list):
            raise r.lm.error(path, "expected a list of tricks")
        row = []
        for i, entry in enumerate(v):
            cards, looked = r.seen(entry, path + (i,), "cards")
            default = () if consult else (seat,)
            row.append(Pile(r.cards(cards, path + (i,), unknown=True),
                            default if looked is None else looked))
        piles[seat] = tuple(row)
    return piles


def _hands(r: _Reader, pos: dict[str, Any], rng: Rng) -> tuple[list[tuple[str, ...]], Rng]:
    """Each hand as given (a `?` or a count: own cards nobody named), else every own card not
    placed elsewhere."""
    comp = components()
    given = r.by_player(pos.get("hands") or {}, ("position", "hands"))
    hands: list[tuple[str, ...] | None] = []
    for seat, h in enumerate(r.houses):
        if seat not in given:
            hands.append(None)
            continue
        listed = r.cards(given[seat][0], given[seat][1], unknown=True)
        for i, card in enumerate(listed):
            if card != hidden.HIDDEN and comp.card_house[card] != h:
                raise r.lm.error(given[seat][1] + (i,), f"{card} is not {r.players[seat]}'s card")
        hands.append(listed)
    out = []
    for seat, maybe in enumerate(hands):
        own = tuple(c for c in comp.cards_of(r.houses[seat]) if c not in r.used)
        if maybe is None:
            out.append(own)
            r.used |= set(own)
            continue
        hand = maybe
        try:
            (filled,), _, rng = hidden.fill([hand], own, rng)
        except ValueError as exc:
            raise r.lm.error(("position", "hands"), f"{r.players[seat]}: {exc}") from None
        r.used |= set(filled)
        out.append(filled)
    return out, rng


def build(players: tuple[str, ...], options: dict[str, Any], seed: int, pos: dict[str, Any],
          lm: LineMap) -> BlasonsState:
    comp = components()
    unknown = set(pos) - _FIELDS
    if unknown:
        key = sorted(unknown)[0]
        raise lm.error(("position", key), f"unknown field '{key}' (known: {', '.join(sorted(_FIELDS))})")
    houses = tuple(pos.get("houses") or comp.house_order[: len(players)])
    for i, h in enumerate(houses):
        if h not in comp.houses or houses.count(h) > 1:
            raise lm.error(("position", "houses", i), f"unknown or repeated house {h!r}")
    if len(houses) != len(players):
        raise lm.error(("position", "houses"), "give one house per player")
    phase = pos.get("phase", "play")
    if phase not in _PHASES:
        raise lm.error(("position", "phase"), f"the phase is one of {', '.join(_PHASES)}")
    r = _Reader(players, houses, lm)
    base = rounds.new_game(players, options, seed, houses)
    rng = Rng.from_seed(seed)
    leader = r.seat(pos.get("leader", 0), ("position", "leader"))
    trick = r.cards(pos.get("trick") or [], ("position", "trick"))
    seats = [(leader + i) % len(players) for i in range(len(trick))]
    if phase == "play":
        for i, (card, seat) in enumerate(zip(trick, seats, strict=True)):
            if comp.card_house[card] != houses[seat]:
                raise lm.error(("position", "trick", i), f"{card} is not the card of the player "
                               f"whose turn it was ({players[seat]})")
    else:  # a complete trick (a card the Bourgeoisie served is in its holder's tricks)
        seats = list(range(len(players)))
    piles = _piles(r, pos.get("piles"), base.consult)
    set_aside = r.cards(pos.get("set_aside") or [], ("position", "set_aside"))
    hands, rng = _hands(r, pos, rng)
    rest = [c for h in houses for c in comp.cards_of(h) if c not in r.used]
    try:
        filled, _, rng = hidden.fill([p.cards for row in piles for p in row], rest, rng)
    except ValueError as exc:
        raise lm.error(("position", "piles"), str(exc)) from None
    it = iter(filled)
    piles = [tuple(replace(p, cards=next(it)) for p in row) for row in piles]
    done = rounds.TRICKS - len(hands[leader]) - (1 if trick or phase != "play" else 0)
    for seat in range(len(players)):
        expected = rounds.TRICKS - done - (1 if seat in seats else 0)
        if len(hands[seat]) != expected:
            raise lm.error(("position", "hands"), f"{players[seat]} should hold {expected} "
                           f"card(s) after {done} trick(s), not {len(hands[seat])}")
    coats, rng = _coats(r, pos.get("coats"), rng)
    state = replace(
        base, round=_round(pos, lm), tricks_done=done, leader=leader,
        hands=tuple(hands), piles=tuple(piles), set_aside=set_aside, coats=coats,
        last_winner=r.seat(pos["last_winner"], ("position", "last_winner"))
        if "last_winner" in pos else NOBODY,
        round_scores=_scores(pos, len(players), lm),
        tied=tuple(r.seat(s, ("position", "tied", i)) for i, s in enumerate(pos.get("tied") or [])),
        rng=rng,
    )
    state = _bourgeoisie(state, r, pos, lm)
    for card in trick:
        state = tricks.play_card(state, _seat_of_card(state, card), card)
    if phase != "play":
        return _complete_trick(state, phase, r, pos)
    if done == rounds.TRICKS:
        return rounds.end_round(state)
    return moves.advance(state)


def _complete_trick(state: BlasonsState, phase: str, r: _Reader, pos: dict[str, Any]
                    ) -> BlasonsState:
    """Where a complete trick stands: a power being used (resolve), the taker's free action
    (winner), the bourgeoisie cards' actions (bourgeois)."""
    lm, n = r.lm, len(state.players)
    where: PathKey = ("position",)
    cards = [p.card for p in state.trick]
    values, powers = list(state.value_of), list(state.power_of)
    for key, row in (("values", values), ("powers", powers)):
        taken = pos.get(key) or {}
        if not isinstance(taken, dict):
            raise lm.error(where + (key,), "expected a mapping card -> player (or null)")
        for card, holder in taken.items():
            if card not in cards:
                raise lm.error(where + (key, card), f"'{card}' is not in the trick")
            row[cards.index(card)] = NOBODY if holder is None \
                else r.seat(holder, where + (key, card))
    state = evolve(state, value_of=tuple(values), power_of=tuple(powers))
    if phase == "resolve":
        k = pos.get("resolving", 0)
        if not isinstance(k, int) or not 0 <= k < len(cards):
            raise lm.error(where + ("resolving",), "the place in the trick of the card whose "
                           "power is being used, from 0")
        return moves.advance(evolve(state, phase="resolve", resolving=k))
    taker = pos.get("taker")
    w = NOBODY if taker is None else r.seat(taker, where + ("taker",))
    state = evolve(state, resolving=n, winner=w)
    if phase == "winner":
        if w == NOBODY:
            raise lm.error(where + ("taker",), "the winner phase is the taker's free action")
        return evolve(state, phase="winner", to_act=w)
    return moves.advance(evolve(state, phase="bourgeois"))


def _round(pos: dict[str, Any], lm: LineMap) -> int:
    value = pos.get("round", 1)
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 4:
        raise lm.error(("position", "round"), "round is 1, 2, 3 or 4 (the tie-break round)")
    return value


def _scores(pos: dict[str, Any], n: int, lm: LineMap) -> tuple[tuple[int, ...], ...]:
    rows = pos.get("scores") or []
    if not isinstance(rows, list):
        raise lm.error(("position", "scores"), "expected a list of rounds, each a list of points")
    for i, row in enumerate(rows):
        ok = isinstance(row, list) and len(row) == n
        if not ok or not all(isinstance(v, int) and not isinstance(v, bool) for v in row):
            raise lm.error(("position", "scores", i), f"expected {n} whole numbers, one a player")
    return tuple(tuple(row) for row in rows)


def _seat_of_card(state: BlasonsState, card: str) -> int:
    return state.houses.index(components().card_house[card])


def _bourgeoisie(state: BlasonsState, r: _Reader, pos: dict[str, Any],
                 lm: LineMap) -> BlasonsState:
    names = [c.split(".", 1)[1] for c in bourgeois.cards_in_play(state)]
    given = r.by_player(pos.get("bourgeoisie") or {}, ("position", "bourgeoisie"))
    if given and not state.bourgeoisie:
        raise lm.error(("position", "bourgeoisie"), "bourgeoisie cards need variant 1, 2 or 3")
    holders = list(state.bourgeoisie)
    for seat, (card, path) in given.items():
        if card not in names:
            raise lm.error(path, f"unknown bourgeoisie card {card!r} (one of {', '.join(names)})")
        holders[names.index(card)] = seat
    used = []
    for i, card in enumerate(pos.get("used") or []):
        if card not in names:
            raise lm.error(("position", "used", i), f"unknown bourgeoisie card {card!r}")
        used.append(f"bourgeoisie.{card}")
    pending = []
    for i, a in enumerate(pos.get("activated") or []):
        path = ("position", "activated", i)
        if not isinstance(a, dict) or set(a) != {"player", "card", "action"} \
                or a["card"] not in names or a["action"] not in bourgeois.actions(state):
            raise lm.error(path, "an activation is {player, card, action} (a card in play and "
                           "an action of the variants on)")
        pending.append(Activation(r.seat(a["player"], path + ("player",)),
                                  f"bourgeoisie.{a['card']}", a["action"]))
    budget = pos.get("budget", 0)
    if not isinstance(budget, int) or budget < 0:
        raise lm.error(("position", "budget"), "the tricks or coats still to look at, 0 or more")
    partner = NOBODY if pos.get("partner") is None \
        else r.seat(pos["partner"], ("position", "partner"))
    return evolve(state, bourgeoisie=tuple(holders), used=tuple(used), pending=tuple(pending),
                  budget=budget, partner=partner)
