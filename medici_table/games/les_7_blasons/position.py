"""Position files for Les 7 Blasons (documented in docs/position-files.md).

    position:
      houses: [grandbois, guilloux, bellay]   # optional: each seat's house (default: in order)
      round: 1                                # optional (4 = the tie-break round)
      scores: [[12, 0, 7]]                    # optional: points of the rounds already played
      tied: [Bellay, Guilloux]                # optional: who plays the tie-break round
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
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap, PathKey
from medici_table.games.les_7_blasons import bourgeois, moves, rounds, tricks
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.state import NOBODY, POOL, BlasonsState, Coat, Pile, evolve

_FIELDS = {"houses", "round", "scores", "tied", "leader", "last_winner", "trick", "hands",
           "piles", "set_aside", "coats", "bourgeoisie", "used"}


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

    def card(self, value: Any, path: PathKey) -> str:
        comp = components()
        if not isinstance(value, str) or comp.card_house.get(value) not in self.houses:
            raise self.lm.error(path, f"unknown card {value!r} (ids look like bellay.manant)")
        if value in self.used:
            raise self.lm.error(path, f"card '{value}' is placed twice")
        self.used.add(value)
        return value

    def cards(self, value: Any, path: PathKey) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.lm.error(path, "expected a list of card ids")
        return tuple(self.card(v, path + (i,)) for i, v in enumerate(value))

    def by_player(self, value: Any, path: PathKey) -> dict[int, tuple[Any, PathKey]]:
        if not isinstance(value, dict):
            raise self.lm.error(path, "expected a mapping of player -> ...")
        return {self.seat(k, path + (k,)): (v, path + (k,)) for k, v in value.items()}


def _coats(r: _Reader, value: Any, lm: LineMap) -> tuple[Coat, ...]:
    comp = components()
    faces = rounds.coat_faces(r.houses)
    placed: list[tuple[str, bool, int]] = []
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
            for i, face in enumerate(spec.get(side) or []):
                where = path + (side, i)
                if face not in faces:
                    raise lm.error(where, f"unknown coat {face!r} (ids look like bellay.blason.2)")
                if face in seen:
                    raise lm.error(where, f"coat '{face}' is placed twice")
                seen.add(face)
                placed.append((face, side == "up", at))
    placed.extend((f, False, POOL) for f in faces if f not in seen)
    assert all(comp.coat_house[f] for f, _, _ in placed)
    return tuple(Coat(f"coat.{i + 1:02d}", f, up, at) for i, (f, up, at) in enumerate(placed))


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
    r = _Reader(players, houses, lm)
    base = rounds.new_game(players, options, seed, houses)
    leader = r.seat(pos.get("leader", 0), ("position", "leader"))
    trick = r.cards(pos.get("trick") or [], ("position", "trick"))
    seats = [(leader + i) % len(players) for i in range(len(trick))]
    for i, (card, seat) in enumerate(zip(trick, seats, strict=True)):
        if comp.card_house[card] != houses[seat]:
            raise lm.error(("position", "trick", i), f"{card} is not the card of the player "
                           f"whose turn it was ({players[seat]})")
    piles: list[tuple[Pile, ...]] = [() for _ in players]
    for seat, (v, path) in r.by_player(pos.get("piles") or {}, ("position", "piles")).items():
        if not isinstance(v, list):
            raise lm.error(path, "expected a list of tricks")
        piles[seat] = tuple(Pile(r.cards(t, path + (i,)), () if base.consult else (seat,))
                            for i, t in enumerate(v))
    set_aside = r.cards(pos.get("set_aside") or [], ("position", "set_aside"))
    given = r.by_player(pos.get("hands") or {}, ("position", "hands"))
    hands = []
    for seat, h in enumerate(houses):
        if seat in given:
            hand = r.cards(given[seat][0], given[seat][1])
            for i, card in enumerate(hand):
                if comp.card_house[card] != h:
                    raise lm.error(given[seat][1] + (i,), f"{card} is not {players[seat]}'s card")
            hands.append(hand)
        else:
            hands.append(tuple(c for c in comp.cards_of(h) if c not in r.used))
    done = rounds.TRICKS - len(hands[leader]) - (1 if trick else 0)
    for seat in range(len(players)):
        expected = rounds.TRICKS - done - (1 if seat in seats else 0)
        if len(hands[seat]) != expected:
            raise lm.error(("position", "hands"), f"{players[seat]} should hold {expected} "
                           f"card(s) after {done} trick(s), not {len(hands[seat])}")
    state = replace(
        base, round=_round(pos, lm), tricks_done=done, leader=leader,
        hands=tuple(hands), piles=tuple(piles), set_aside=set_aside,
        coats=_coats(r, pos.get("coats"), lm),
        last_winner=r.seat(pos["last_winner"], ("position", "last_winner"))
        if "last_winner" in pos else NOBODY,
        round_scores=_scores(pos, len(players), lm),
        tied=tuple(r.seat(s, ("position", "tied", i)) for i, s in enumerate(pos.get("tied") or [])),
        rng=Rng.from_seed(seed),
    )
    state = _bourgeoisie(state, r, pos, lm)
    for card in trick:
        state = tricks.play_card(state, _seat_of_card(state, card), card)
    if done == rounds.TRICKS:
        return rounds.end_round(state)
    return moves.advance(state)


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
    return evolve(state, bourgeoisie=tuple(holders), used=tuple(used))
