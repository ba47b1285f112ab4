"""Louis XIV components, loaded once from `rules_data/louis_xiv/*.yaml` into typed tables.

Every file is validated against its schema, then checked for meaning (board numbers 1-12
once each, symmetric diagonal neighbours, tiles that exist, ...) with errors that name the
file, line and field.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from medici_table.engine.data import load_game_file
from medici_table.engine.records import record
from medici_table.engine.schema import check

GAME_ID = "louis_xiv"
LEVELS = ("light", "medium", "dark")
# The mission powers the rules module knows how to play (seed 003, Les cartes mission).
KNOWN_EFFECTS = frozenset({
    "extra_mission", "supply_token", "supply_gold", "token_on_1", "token_on_2", "token_on_3",
    "token_on_4", "pay_pass", "swap_tile", "swap_missions", "gold2", "supply_arms",
    "token_on_louis", "token_on_5", "token_on_9", "swap_influence", "supply_tokens3",
    "supply_gold3", "supply_intrigue", "token_for_card", "joker4", "extra_token_end",
    "first_place", "bribe_discount",
})


@record
class Side:
    condition: str  # money | first_place | tokens
    cost: int = 0  # money: the bribe
    threshold: int = 0  # tokens: how many a player needs


@record
class Effect:
    """One item of a character's income."""

    kind: str  # tile | arms | gold | influence_cards | intrigue_cards | recover | place
    amount: int = 1
    tile: str = ""
    boards: tuple[int, ...] = ()  # place: the boards allowed


@record
class Character:
    number: int
    name: dict[str, str]
    position: tuple[int, int]
    neighbours: tuple[int, ...]
    sides: tuple[Side, Side]
    income: tuple[Effect, ...]

    @property
    def tile(self) -> str:
        """The tile this character gives (what the Louis XIV marker's second place gets)."""
        return next((e.tile for e in self.income if e.kind == "tile"), "")


@record
class Mission:
    id: str
    level: str
    effect: str
    needs: tuple[str, str]


@record
class MoneyCard:
    id: str
    character: int
    gold: int


@record
class Tables:
    characters: dict[int, Character]
    money: dict[str, MoneyCard]
    missions: dict[str, Mission]
    effects: dict[str, dict[str, str]]
    colours: tuple[dict[str, str], ...]
    neutral: dict[str, str]
    tiles: tuple[str, ...]
    tile_names: dict[str, dict[str, str]]
    tile_counts: tuple[int, ...]
    arms_kinds: tuple[str, ...]
    arms_ids: tuple[str, ...]
    influence_ids: tuple[str, ...]
    intrigue_ids: tuple[str, ...]
    c: dict[str, Any]  # the scalar tables of components.yaml

    def crown(self) -> int:
        return self.tiles.index("crown")

    def influence_board(self, card: str) -> int:
        """The character an influence card shows; 0 for a joker."""
        part = card.split(".")[1]
        return 0 if part == "joker" else int(part)


def _effect(raw: dict[str, Any], lm: Any, where: tuple[str | int, ...]) -> Effect:
    check(len(raw) == 1, lm, where, "an income item names exactly one effect")
    kind, value = next(iter(raw.items()))
    if kind == "tile":
        return Effect("tile", 1, tile=value)
    if kind == "place":
        boards = tuple(range(1, 13)) if value["boards"] == "any" else tuple(value["boards"])
        return Effect("place", value["count"], boards=boards)
    return Effect(kind, int(value))


def _characters() -> dict[int, Character]:
    f = load_game_file(GAME_ID, "characters.yaml", "louis_xiv_characters")
    lm = f.lines
    out: dict[int, Character] = {}
    places: dict[tuple[int, int], int] = {}
    for i, c in enumerate(f.data["characters"]):
        n = c["number"]
        check(n not in out, lm, ("characters", i, "number"), f"board {n} is listed twice")
        pos = (c["position"][0], c["position"][1])
        check(pos not in places and pos != (3, 3), lm, ("characters", i, "position"),
              f"square {list(pos)} is taken (the centre 3,3 stays empty)")
        places[pos] = n
        sides = []
        for s_i, s in enumerate(c["sides"]):
            cond = s["condition"]
            where = ("characters", i, "sides", s_i)
            check(cond != "money" or "cost" in s, lm, where, "a money side needs a cost")
            check(cond != "tokens" or "threshold" in s, lm, where, "a tokens side needs a threshold")
            sides.append(Side(cond, s.get("cost", 0), s.get("threshold", 0)))
        income = tuple(_effect(e, lm, ("characters", i, "income", j))
                       for j, e in enumerate(c["income"]))
        out[n] = Character(n, c["name"], pos, tuple(c["neighbours"]), (sides[0], sides[1]),
                           income)
    for i, c in enumerate(f.data["characters"]):
        n = c["number"]
        for j, m in enumerate(c["neighbours"]):
            where = ("characters", i, "neighbours", j)
            check(m in out and m != n, lm, where, f"board {n} names an unknown neighbour {m}")
            a, b = out[n].position, out[m].position
            check(abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1, lm, where,
                  f"boards {n} and {m} are not diagonal neighbours on the checkerboard")
            check(n in out[m].neighbours, lm, where, f"board {m} does not list {n} back")
    return out


def _missions(tiles: tuple[str, ...]) -> tuple[dict[str, Mission], dict[str, dict[str, str]]]:
    f = load_game_file(GAME_ID, "missions.yaml", "louis_xiv_missions")
    lm = f.lines
    effects: dict[str, dict[str, str]] = f.data["effects"]
    for name in effects:
        check(name in KNOWN_EFFECTS, lm, ("effects", name),
              f"no rule plays the effect '{name}' (known: {', '.join(sorted(KNOWN_EFFECTS))})")
    out: dict[str, Mission] = {}
    for i, m in enumerate(f.data["cards"]):
        check(m["id"] not in out, lm, ("cards", i, "id"), f"mission '{m['id']}' is listed twice")
        check(m["id"].startswith(m["level"] + "."), lm, ("cards", i, "id"),
              f"a {m['level']} mission's id starts with '{m['level']}.'")
        check(m["effect"] in effects, lm, ("cards", i, "effect"), f"unknown effect '{m['effect']}'")
        for j, t in enumerate(m["needs"]):
            check(t == "any" or t in tiles, lm, ("cards", i, "needs", j), f"unknown tile '{t}'")
        out[m["id"]] = Mission(m["id"], m["level"], m["effect"], (m["needs"][0], m["needs"][1]))
    for level in LEVELS:
        check(any(m.level == level for m in out.values()), lm, ("cards",),
              f"no {level} mission card")
    return out, effects


def _money(characters: dict[int, Character]) -> dict[str, MoneyCard]:
    f = load_game_file(GAME_ID, "money.yaml", "louis_xiv_money")
    out: dict[str, MoneyCard] = {}
    for i, m in enumerate(f.data["cards"]):
        check(m["id"] not in out, f.lines, ("cards", i, "id"), f"'{m['id']}' is listed twice")
        check(characters[m["character"]].tile != "", f.lines, ("cards", i, "character"),
              "the Louis XIV marker goes on a character who gives a tile")
        out[m["id"]] = MoneyCard(m["id"], m["character"], m["gold"])
    return out


@cache
def tables() -> Tables:
    f = load_game_file(GAME_ID, "components.yaml", "louis_xiv_components")
    d, lm = f.data, f.lines
    tiles = tuple(t["id"] for t in d["tiles"])
    check("crown" in tiles, lm, ("tiles",), "the crown tile (replaces any tile) is missing")
    check(len(set(tiles)) == len(tiles), lm, ("tiles",), "a tile is listed twice")
    for n in ("2", "3", "4"):
        check(all(x <= d["tokens_per_colour"] for x in d["general_at_start"][n]), lm,
              ("general_at_start", n), "more tokens than a colour has")
    players = load_game_file(GAME_ID, "game.yaml", "game").data["players"]
    for count in range(players["min"], players["max"] + 1):
        check(str(count) in d["general_at_start"] and count <= len(d["colours"]), lm,
              ("general_at_start",), f"no setup for {count} players (game.yaml allows them)")
    characters = _characters()
    missions, effects = _missions(tiles)
    money = _money(characters)
    check(len(money) - d["money_cards_removed"] >= d["rounds"], lm, ("money_cards_removed",),
          "too few money cards left for every round")
    ic = d["influence_cards"]
    influence = tuple(f"influence.{n}.{k}" for n in range(1, 13)
                      for k in range(1, ic["per_character"] + 1))
    influence += tuple(f"influence.joker.{k}" for k in range(1, ic["jokers"] + 1))
    kinds = tuple(d["arms"]["kinds"])
    arms = tuple(f"arms.{k}.{i}" for k in kinds for i in range(1, d["arms"]["count"] + 1))
    return Tables(
        characters=characters, money=money, missions=missions, effects=effects,
        colours=tuple(d["colours"]), neutral=d["neutral"], tiles=tiles,
        tile_names={t["id"]: {"fr": t["fr"], "en": t["en"]} for t in d["tiles"]},
        tile_counts=tuple(t["count"] for t in d["tiles"]),
        arms_kinds=kinds, arms_ids=arms, influence_ids=influence,
        intrigue_ids=tuple(f"intrigue.{n}" for n in range(1, 13)), c=d,
    )


@cache
def neighbours(board: int) -> frozenset[int]:
    return frozenset(tables().characters[board].neighbours)
