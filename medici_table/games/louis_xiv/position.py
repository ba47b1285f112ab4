"""A mid-game state from a position file's `position:` mapping (docs/position-files.md).

Whatever the file does not name lies where a game would keep it: unnamed cards shuffled into
their decks (under the named tops), unnamed tokens in the personal reserve, unnamed tiles and
arms in their supplies. `?` in a hand (`?` for an influence or intrigue card, `?light`,
`?medium`, `?dark` for a mission whose back shows its colour) is a card the writer could not
see, dealt from the cards nobody named. A saved position adds what a game keeps between two
decisions: the cards played this round (`played`), the token path being laid (`path`), the
money cards shown and set aside, and, in the middle of a step, the steps still to come
(`queue`) — see position_write.py — and the boards counted at the scoring so far (`scored`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from medici_table.engine import hidden
from medici_table.engine.rng import Rng
from medici_table.engine.yamlload import LineMap
from medici_table.games.louis_xiv.data import LEVELS, tables
from medici_table.games.louis_xiv.flow import AUTO, advance, colours
from medici_table.games.louis_xiv.play import PLAYS
from medici_table.games.louis_xiv.state import LouisState, Scored, Seat, Task, new_state

PHASES = ("supply", "influence", "scoring", "missions")
SEAT_KEYS = {"gold", "personal", "general", "influence", "intrigue", "missions", "done", "used",
             "tiles", "arms", "spare_arms"}
TOP_KEYS = {"round", "phase", "first", "turn", "board", "louis", "sides", "boards", "seats",
            "decks", "played", "path", "queue", "scored"}
SCORED_KEYS = {"board", "side", "tokens", "louis", "winner", "turned"}
DECK_KEYS = {"influence", "intrigue", *LEVELS, "money", "money_shown", "money_removed", "arms"}
TASK_KEYS = {"task", "player", "card", "board", "count", "need", "winner", "boards"}


class _Builder:
    def __init__(self, players: tuple[str, ...], position: dict[str, Any], lm: LineMap) -> None:
        self.players, self.p, self.lm = players, position, lm
        self.taken: set[str] = set()

    def err(self, *path: str | int, msg: str) -> Exception:
        return self.lm.error(("position",) + path, msg)

    def seat_index(self, name: Any, *path: str | int) -> int:
        if isinstance(name, int) and 0 <= name < len(self.players):
            return name
        if name in self.players:
            return self.players.index(name)
        if name == "neutral" and len(self.players) == 2:
            return 2
        raise self.err(*path, msg=f"unknown player '{name}' (players: {', '.join(self.players)})")

    def cards(self, value: Any, known: set[str] | tuple[str, ...], *path: str | int,
              unknown: tuple[str, ...] = ()) -> tuple[str, ...]:
        """Card ids, each once; `unknown`: the `?` marks allowed for unseen cards."""
        if not isinstance(value, list):
            raise self.err(*path, msg="expected a list of card ids")
        for i, c in enumerate(value):
            if c in unknown:
                continue
            if c not in known:
                raise self.err(*path, i, msg=f"unknown card '{c}'")
            if c in self.taken:
                raise self.err(*path, i, msg=f"card '{c}' is placed twice")
            self.taken.add(c)
        return tuple(value)

    def tiles(self, value: Any, *path: str | int) -> tuple[int, ...]:
        names = tables().tiles
        if not isinstance(value, dict):
            raise self.err(*path, msg="expected a mapping tile -> count")
        for k, v in value.items():
            if k not in names or not isinstance(v, int) or v < 0:
                raise self.err(*path, k, msg=f"'{k}': a tile ({', '.join(names)}) and a count")
        return tuple(int(value.get(t, 0)) for t in names)

    def decks(self) -> dict[str, Any]:
        decks = self.p.get("decks", {}) or {}
        if not isinstance(decks, dict) or set(decks) - DECK_KEYS:
            raise self.err("decks", msg=f"a mapping of decks ({', '.join(sorted(DECK_KEYS))})")
        return decks


def _boards(b: _Builder, n: int) -> tuple[tuple[int, ...], ...]:
    rows = [[0] * colours(n) for _ in range(12)]
    raw = b.p.get("boards", {}) or {}
    if not isinstance(raw, dict):
        raise b.err("boards", msg="expected a mapping board number -> {player: tokens}")
    for board, who in raw.items():
        if not (isinstance(board, int) and 1 <= board <= 12) or not isinstance(who, dict):
            raise b.err("boards", str(board), msg="a board number 1-12 and {player: tokens}")
        for name, k in who.items():
            if not isinstance(k, int) or not 0 <= k <= 16:
                raise b.err("boards", str(board), name, msg="a number of tokens, 0 to 16")
            rows[board - 1][b.seat_index(name, "boards", str(board), name)] = k
    return tuple(tuple(r) for r in rows)


def _sides(b: _Builder) -> tuple[int, ...]:
    sides = [0] * 12
    for board, cond in (b.p.get("sides", {}) or {}).items():
        char = tables().characters.get(board) if isinstance(board, int) else None
        conds = [sd.condition for sd in char.sides] if char else []
        if cond not in conds:
            raise b.err("sides", str(board), msg=f"board {board} shows one of {conds}")
        sides[board - 1] = conds.index(cond)
    return tuple(sides)


def _seat(b: _Builder, name: str, raw: dict[str, Any], on_boards: int, n: int, p: int,
          arms: list[str]) -> Seat:
    t = tables()
    unknown = set(raw) - SEAT_KEYS
    if unknown:
        raise b.err("seats", name, sorted(unknown)[0], msg=f"unknown field (known: "
                    f"{', '.join(sorted(SEAT_KEYS))})")
    general = int(raw.get("general", t.c["general_at_start"][str(n)][p]))
    personal = int(raw.get("personal", t.c["tokens_per_colour"] - general - on_boards))
    if personal < 0 or general < 0 or personal + general + on_boards != t.c["tokens_per_colour"]:
        raise b.err("seats", name, msg=f"a colour has {t.c['tokens_per_colour']} tokens: "
                    f"personal {personal} + general {general} + on boards {on_boards}")
    missions = set(t.missions)
    a = raw.get("arms", 0)
    if isinstance(a, int):
        own = tuple(x for x in arms if x not in b.taken)[:a]
        b.taken |= set(own)
    else:
        own = b.cards(a, set(t.arms_ids), "seats", name, "arms")
    done = b.cards(raw.get("done", []), missions, "seats", name, "done")
    used = raw.get("used", [])
    if not isinstance(used, list) or not set(used) <= set(done):
        raise b.err("seats", name, "used", msg="only completed missions (done) can be used")
    spare = raw.get("spare_arms", 0)
    if not isinstance(spare, int) or spare < 0:
        raise b.err("seats", name, "spare_arms", msg="a number of coats owed, 0 or more")
    return Seat(
        gold=int(raw.get("gold", t.c["start_gold"])), personal=personal, general=general,
        influence=b.cards(raw.get("influence", []), set(t.influence_ids), "seats", name,
                          "influence", unknown=("?",)),
        intrigue=b.cards(raw.get("intrigue", []), set(t.intrigue_ids), "seats", name,
                         "intrigue", unknown=("?",)),
        missions=b.cards(raw.get("missions", []), missions, "seats", name, "missions",
                         unknown=tuple("?" + level for level in LEVELS)),
        done=done,
        tiles=b.tiles(raw.get("tiles", {}), "seats", name, "tiles"), arms=own,
        spare_arms=spare, used=tuple(used),
    )


def _deal_unseen(b: _Builder, seats: list[Seat], rng: Rng) -> tuple[list[Seat], Rng]:
    """The `?` of the hands, dealt from the cards of their kind that nobody named."""
    t = tables()
    kinds: list[tuple[str, str, tuple[str, ...]]] = [
        ("influence", "?", t.influence_ids), ("intrigue", "?", t.intrigue_ids)]
    kinds += [("missions", "?" + level, tuple(sorted(m for m, c in t.missions.items()
                                                      if c.level == level))) for level in LEVELS]
    for field, mark, ids in kinds:
        piles = [[hidden.HIDDEN if c == mark else c for c in getattr(s, field)] for s in seats]
        if not any(hidden.HIDDEN in p for p in piles):
            continue
        try:
            filled, _, rng = hidden.fill(piles, [c for c in ids if c not in b.taken], rng)
        except ValueError as exc:
            raise b.err("seats", msg=f"{field}: {exc}") from None
        for p, pile in enumerate(filled):
            b.taken |= set(pile)
            seats[p] = _with(seats[p], field, pile)
    return seats, rng


def _with(seat: Seat, field: str, cards: tuple[str, ...]) -> Seat:
    if field == "influence":
        return replace(seat, influence=cards)
    if field == "intrigue":
        return replace(seat, intrigue=cards)
    return replace(seat, missions=cards)


def _deck(b: _Builder, key: str, ids: tuple[str, ...], rng: Rng) -> tuple[tuple[str, ...], Rng]:
    top = b.cards(b.decks().get(key, []), set(ids), "decks", key)
    rest, rng = rng.shuffle([c for c in ids if c not in b.taken])
    b.taken |= set(rest)
    return top + rest, rng


def _count_or_list(b: _Builder, key: str, ids: set[str]) -> int | tuple[str, ...]:
    value = b.decks().get(key, [])
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return b.cards(value, ids, "decks", key)


def _money(b: _Builder, rnd: int, phase: str, rng: Rng
           ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], Rng]:
    """The money deck, the cards set aside unseen and the cards shown (one a round)."""
    t = tables()
    decks = b.decks()
    ids = tuple(sorted(t.money))
    if "money_shown" in decks or "money_removed" in decks:
        shown = b.cards(decks.get("money_shown", []), set(ids), "decks", "money_shown")
        in_deck = _count_or_list(b, "money", set(ids))
        set_aside = _count_or_list(b, "money_removed", set(ids))
        rest, rng = rng.shuffle([c for c in ids if c not in b.taken])
        if isinstance(in_deck, int):
            deck, rest = rest[:in_deck], rest[in_deck:]
        else:
            deck = in_deck
        if isinstance(set_aside, int):
            removed, rest = rest[:set_aside], rest[set_aside:]
        else:
            removed = set_aside
        return deck, removed + rest, shown, rng
    money, rng = _deck(b, "money", ids, rng)
    left = t.c["rounds"] - rnd + (1 if phase == "supply" else 0)
    keep = max(left, len(decks.get("money", [])))
    removed = money[keep:keep + t.c["money_cards_removed"]]
    return money[:keep], removed, money[keep + len(removed):], rng


def from_position(players: tuple[str, ...], seed: int, position: dict[str, Any],
                  lm: LineMap) -> LouisState:
    t = tables()
    b = _Builder(players, position, lm)
    unknown = set(position) - TOP_KEYS
    if unknown:
        raise b.err(sorted(unknown)[0], msg=f"unknown field (known: {', '.join(sorted(TOP_KEYS))})")
    n = len(players)
    phase = position.get("phase", "influence")
    if phase not in PHASES:
        raise b.err("phase", msg=f"the phase is one of {', '.join(PHASES)}")
    rnd = position.get("round", 1)
    for key, top in (("round", t.c["rounds"]), ("board", 12), ("louis", 12)):
        value = position.get(key, 1 if key != "louis" else 0)
        if not isinstance(value, int) or not (0 if key == "louis" else 1) <= value <= top:
            raise b.err(key, msg=f"{key} is a whole number up to {top}")
    first = b.seat_index(position.get("first", 0), "first")
    turn = b.seat_index(position.get("turn", first), "turn")
    boards = _boards(b, n)
    decks = b.decks()
    rng = Rng.from_seed(seed)
    arms, rng = rng.shuffle(t.arms_ids)
    # arms named by id are reserved before counts are drawn from the pool
    for name, raw in (position.get("seats", {}) or {}).items():
        if isinstance(raw, dict) and isinstance(raw.get("arms"), list):
            b.cards(raw["arms"], set(t.arms_ids), "seats", name, "arms")
    pool_top = b.cards(decks.get("arms", []), set(t.arms_ids), "decks", "arms")
    named = set(b.taken)
    b.taken = set(pool_top)
    seats = []
    raw_seats = position.get("seats", {}) or {}
    for name in raw_seats:
        b.seat_index(name, "seats", name)
    for p, name in enumerate(players):
        raw = raw_seats.get(name, {}) or {}
        seats.append(_seat(b, name, raw, sum(r[p] for r in boards), n, p,
                           [a for a in arms if a not in named]))
    # more tiles than the supply holds is no error: an empty supply lends substitutes and
    # counts below zero until tiles come back (seed 003, Remarques)
    tile_supply = tuple(c - sum(s.tiles[i] for s in seats) for i, c in enumerate(t.tile_counts))
    played = b.cards(position.get("played", []), set(t.influence_ids), "played")
    seats, rng = _deal_unseen(b, seats, rng)
    influence, rng = _deck(b, "influence", t.influence_ids, rng)
    intrigue, rng = _deck(b, "intrigue", t.intrigue_ids, rng)
    piles = []
    for level in LEVELS:
        pile, rng = _deck(b, level, tuple(sorted(m for m, c in t.missions.items()
                                                 if c.level == level)), rng)
        piles.append(pile)
    pool = pool_top + tuple(a for a in arms if a not in b.taken)
    money, removed, shown, rng = _money(b, rnd, phase, rng)
    neutral = t.c["neutral_tokens"] - sum(r[n] for r in boards) if n == 2 else 0
    state = new_state(
        players=players, to_act=None, rng=rng, round=rnd, phase=phase, first=first,
        seats=tuple(seats), boards=boards, sides=_sides(b), louis=int(position.get("louis", 0)),
        neutral=neutral, tile_supply=tile_supply, arms_pool=pool, influence_deck=influence,
        influence_played=played, intrigue_deck=intrigue, mission_piles=tuple(piles),
        money_deck=money, money_shown=shown, money_removed=removed,
        queue=_tasks(b) if "queue" in position
        else _queue(phase, turn, first, n, int(position.get("board", 1))),
        path=_path(b), scored=_scored(b, n),
    )
    return advance(state)


def _scored(b: _Builder, n: int) -> tuple[Scored, ...]:
    """The boards counted at this round's scoring so far, as a saved position writes them."""
    raw = b.p.get("scored", [])
    if not isinstance(raw, list):
        raise b.err("scored", msg="expected a list of boards counted")
    out = []
    for i, rec in enumerate(raw):
        if not isinstance(rec, dict) or set(rec) - SCORED_KEYS or "board" not in rec:
            raise b.err("scored", i, msg=f"a board counted is a mapping of "
                        f"{', '.join(sorted(SCORED_KEYS))}")
        board = rec["board"]
        char = tables().characters.get(board) if isinstance(board, int) else None
        if char is None:
            raise b.err("scored", i, "board", msg="a board number 1-12")
        conds = [sd.condition for sd in char.sides]
        if rec.get("side", conds[0]) not in conds:
            raise b.err("scored", i, "side", msg=f"board {board} has the sides {conds}")
        counts = [0] * colours(n)
        tokens = rec.get("tokens", {}) or {}
        if not isinstance(tokens, dict):
            raise b.err("scored", i, "tokens", msg="expected a mapping player -> tokens")
        for name, k in tokens.items():
            if not isinstance(k, int) or not 0 <= k <= 16:
                raise b.err("scored", i, "tokens", name, msg="a number of tokens, 0 to 16")
            counts[b.seat_index(name, "scored", i, "tokens", name)] = k
        winner = b.seat_index(rec["winner"], "scored", i, "winner") if "winner" in rec else -1
        out.append(Scored(board, conds.index(rec.get("side", conds[0])), tuple(counts),
                          bool(rec.get("louis", False)), winner, bool(rec.get("turned", False))))
    return tuple(out)


def _path(b: _Builder) -> tuple[int, ...]:
    path = b.p.get("path", [])
    if not isinstance(path, list) or not all(isinstance(x, int) and 1 <= x <= 12 for x in path):
        raise b.err("path", msg="the boards of the path being laid, numbers 1-12")
    return tuple(path)


def _tasks(b: _Builder) -> tuple[Task, ...]:
    """The steps still to come, as a saved position writes them in the middle of a step."""
    raw = b.p.get("queue")
    if not isinstance(raw, list):
        raise b.err("queue", msg="expected a list of steps")
    out = []
    for i, step in enumerate(raw):
        if not isinstance(step, dict) or set(step) - TASK_KEYS \
                or step.get("task") not in set(AUTO) | set(PLAYS) | {"deal"}:
            raise b.err("queue", i, msg=f"a step is a mapping with a known 'task' and "
                        f"{', '.join(sorted(TASK_KEYS - {'task'}))}")
        who = {k: b.seat_index(step[k], "queue", i, k) if k in step else -1
               for k in ("player", "winner")}
        boards = step.get("boards", [])
        if not isinstance(boards, list) or not all(isinstance(x, int) for x in boards):
            raise b.err("queue", i, "boards", msg="a list of board numbers")
        try:
            out.append(Task(step["task"], who["player"], card=str(step.get("card", "")),
                            board=int(step.get("board", 0)), count=int(step.get("count", 0)),
                            need=str(step.get("need", "")), winner=who["winner"],
                            boards=tuple(boards)))
        except (TypeError, ValueError):
            raise b.err("queue", i, msg="board and count are whole numbers") from None
    return tuple(out)


def _queue(phase: str, turn: int, first: int, n: int, board: int) -> tuple[Task, ...]:
    if phase == "supply":
        return (Task("supply"),)
    if phase == "influence":
        return (Task("turns", turn),)  # from `turn` on, the next player holding 2+ cards
    if phase == "scoring":
        return (Task("board", board=board),)
    order = [(first + i) % n for i in range(n)]
    rest = order[order.index(turn):]
    return tuple(Task("missions", p) for p in rest) + (Task("swap_start"), Task("round_end"))
