"""Is a Louis XIV state one a game could reach? (`Rules.validate_state`)

Every card, coat of arms, tile and influence token once (16 tokens a colour between the
reserves and the boards; a tile supply may count below zero while substitutes are out, seed 003
Remarques), gold within what four rounds can pay, each deck holding its own kind of card, and
the queue of steps naming real players, boards and cards, the first a decision of the player
to act (seed 003; DESIGN, the engine contract).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from medici_table.engine import validation as v
from medici_table.games.louis_xiv.data import LEVELS, tables
from medici_table.games.louis_xiv.flow import AUTO, colours
from medici_table.games.louis_xiv.moves import DECISIONS
from medici_table.games.louis_xiv.state import LouisState, Seat, Task

if TYPE_CHECKING:
    from medici_table.games.louis_xiv.rules import LouisXIVRules

PHASES = ("supply", "influence", "scoring", "missions", "over")
BOARDS = 12
MAX_QUEUE = 500  # a round's steps are a few dozen


def max_gold() -> int:
    """The most gold a player can hold: the start, then every round the richest money card, a
    gold income from every board and every mission card's gold."""
    t = tables()
    incomes = sum(e.amount for c in t.characters.values() for e in c.income if e.kind == "gold")
    best_card = max(m.gold for m in t.money.values())
    return int(t.c["start_gold"]) + int(t.c["rounds"]) * (best_card + incomes + 3 * len(t.missions))


def check(rules: LouisXIVRules, s: LouisState) -> None:
    t = tables()
    n = s.n
    v.length(s.seats, n, "seats")
    v.length(s.boards, BOARDS, "boards")
    for b, row in enumerate(s.boards):
        v.length(row, colours(n), f"boards[{b}]")
        for c, k in enumerate(row):
            v.number(k, f"boards[{b}][{c}]", 0, int(t.c["tokens_per_colour"]))
    v.length(s.tile_supply, len(t.tiles), "tile_supply")
    v.length(s.mission_piles, len(LEVELS), "mission_piles")
    for p, seat in enumerate(s.seats):
        _seat(seat, f"seats[{p}]")
    _components(rules, s)
    _decks(s)
    _court(s)
    v.rng(s.rng)
    _queue(s)


def _seat(seat: Seat, at: str) -> None:
    t = tables()
    v.number(seat.gold, f"{at}.gold", 0, max_gold())
    v.number(seat.personal, f"{at}.personal", 0, int(t.c["tokens_per_colour"]))
    v.number(seat.general, f"{at}.general", 0, int(t.c["tokens_per_colour"]))
    v.number(seat.spare_arms, f"{at}.spare_arms", 0, v.UNBOUNDED)
    v.length(seat.tiles, len(t.tiles), f"{at}.tiles")
    for i, k in enumerate(seat.tiles):
        v.number(k, f"{at}.tiles[{i}]", 0, v.UNBOUNDED)
    kinds = (("influence", set(t.influence_ids)), ("intrigue", set(t.intrigue_ids)),
             ("missions", set(t.missions)), ("done", set(t.missions)), ("arms", set(t.arms_ids)))
    for name, allowed in kinds:
        v.within(getattr(seat, name), allowed, f"{at}.{name}", "is not a card of this kind",
                 "n'est pas une carte de ce genre")
    v.unique(seat.used, f"{at}.used")
    v.within(seat.used, set(seat.done), f"{at}.used", "is not a completed mission",
             "n'est pas une mission accomplie")


def _components(rules: LouisXIVRules, s: LouisState) -> None:
    t = tables()
    inv = v.Inventory()
    for p, seat in enumerate(s.seats):
        at = f"seats[{p}]"
        colour = t.colours[p]["id"]
        on_boards = sum(row[p] for row in s.boards)
        inv.add_count(f"{at}.personal", f"tokens.{colour}",
                      seat.personal + seat.general + on_boards)
        for name in ("influence", "intrigue", "missions", "done", "arms"):
            inv.add(f"{at}.{name}", getattr(seat, name))
        for i, k in enumerate(seat.tiles):
            inv.add_count(f"{at}.tiles", f"tile.{t.tiles[i]}", k)
    if colours(s.n) > s.n:
        v.number(s.neutral, "neutral", 0, int(t.c["neutral_tokens"]))
        inv.add_count("neutral", "tokens.neutral", s.neutral + sum(row[s.n] for row in s.boards))
    else:
        v.number(s.neutral, "neutral", 0, 0)
    for i, k in enumerate(s.tile_supply):
        v.number(k, f"tile_supply[{i}]", -v.UNBOUNDED, t.tile_counts[i])
        inv.add_count("tile_supply", f"tile.{t.tiles[i]}", k)
    for name in ("arms_pool", "influence_deck", "influence_played", "intrigue_deck",
                 "money_deck", "money_shown", "money_removed"):
        inv.add(name, getattr(s, name))
    for i, pile in enumerate(s.mission_piles):
        inv.add(f"mission_piles[{i}]", pile)
    inv.check(v.fresh_components(rules, s.players, {}))


def _decks(s: LouisState) -> None:
    """Each deck and pile holds its own kind of card (missions by level)."""
    t = tables()
    kinds = (("arms_pool", set(t.arms_ids)), ("influence_deck", set(t.influence_ids)),
             ("influence_played", set(t.influence_ids)), ("intrigue_deck", set(t.intrigue_ids)),
             ("money_deck", set(t.money)), ("money_shown", set(t.money)),
             ("money_removed", set(t.money)))
    for name, allowed in kinds:
        v.within(getattr(s, name), allowed, name, "is not a card of this kind",
                 "n'est pas une carte de ce genre")
    for i, (level, pile) in enumerate(zip(LEVELS, s.mission_piles, strict=True)):
        v.within(pile, {m for m, c in t.missions.items() if c.level == level},
                 f"mission_piles[{i}]", f"is not a {level} mission", f"n'est pas une mission {level}")


def _court(s: LouisState) -> None:
    t = tables()
    v.number(s.round, "round", 1, int(t.c["rounds"]))
    v.one_of(s.phase, PHASES, "phase")
    v.seat(s.first, s.n, "first")
    v.length(s.sides, BOARDS, "sides")
    for b, side in enumerate(s.sides):
        v.number(side, f"sides[{b}]", 0, 1)
    v.number(s.louis, "louis", 0, BOARDS)
    v.unique(s.path, "path")
    for i, b in enumerate(s.path):
        v.number(b, f"path[{i}]", 1, BOARDS)
    v.at_most(s.court.scored, BOARDS * int(t.c["rounds"]), "court.scored")
    for i, r in enumerate(s.court.scored):  # the scoring record: boards, sides, tokens, winner
        at = f"court.scored[{i}]"
        v.number(r.board, f"{at}.board", 1, BOARDS)
        v.number(r.side, f"{at}.side", 0, 1)
        v.at_most(r.counts, s.n + 1, f"{at}.counts")  # (a neutral courtier at two)
        for j, c in enumerate(r.counts):
            v.number(c, f"{at}.counts[{j}]", 0, 100)
        v.seat_or(r.winner, s.n + 1, f"{at}.winner", -1)
        v.one_of(r.louis, [False, True], f"{at}.louis")
        v.one_of(r.turned, [False, True], f"{at}.turned")


def _queue(s: LouisState) -> None:
    """Steps of known kinds naming real seats, boards and cards; a decision first, of the
    player to act, or nothing left when the game is over."""
    t = tables()
    v.at_most(s.queue, MAX_QUEUE, "queue")
    known = (set(t.missions) | set(t.intrigue_ids) | set(t.influence_ids) | {""})
    needs = {"", "tile", "crown", "card", "joker", "joker4", "any", *t.tiles}
    for i, task in enumerate(s.queue):
        _task(task, f"queue[{i}]", s.n, known)
        v.one_of(task.need, sorted(needs), f"queue[{i}].need")
    over = not s.queue
    v.to_act(s.to_act, over, s.n)
    v.need((s.phase == "over") == over, "phase",
           f"the phase is '{s.phase}' with {len(s.queue)} steps left",
           f"la phase est « {s.phase} » avec {len(s.queue)} étapes restantes")
    if over:
        return
    head = s.queue[0]
    v.need(head.kind in DECISIONS, "queue[0]", f"'{head.kind}' is not a decision",
           f"« {head.kind} » n'est pas une décision")
    v.decides(s.to_act, head.player, "the player of the first step", "le joueur de la première étape")
    if s.path:
        v.need(head.kind == "card", "path", "a token path is under way, yet no card is played",
               "un chemin de jetons est en cours, sans carte jouée")


def _task(task: Task, at: str, n: int, known: set[str]) -> None:
    v.need(task.kind in AUTO or task.kind in DECISIONS, f"{at}.kind",
           f"'{task.kind}' is not a step of the game", f"« {task.kind} » n'est pas une étape du jeu")
    if task.kind in DECISIONS or task.kind in ("supply_seat", "income"):
        v.seat(task.player, n, f"{at}.player")
    else:
        v.seat_or(task.player, n, f"{at}.player", -1)
    v.number(task.board, f"{at}.board", 0, BOARDS)
    if task.kind in ("board", "resolve", "settle", "income", "bribe", "first_place"):
        v.number(task.board, f"{at}.board", 1, BOARDS)
    v.number(task.count, f"{at}.count", 0, 100)
    v.seat_or(task.winner, n + 1, f"{at}.winner", -1)
    for j, b in enumerate(task.boards):
        v.number(b, f"{at}.boards[{j}]", 1, BOARDS)
    v.need(task.card in known, f"{at}.card", f"'{task.card}' is not a card of this game",
           f"« {task.card} » n'est pas une carte de ce jeu")
