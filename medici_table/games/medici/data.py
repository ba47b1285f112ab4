"""The cards and tables of Medici, loaded once from `rules_data/medici/*.yaml`.

`deck.yaml` (kind `medici_deck`) lists the goods, the values every good has, the 10 and the
special cards; `tables.yaml` (kind `medici_tables`) holds the numbers of a season. After the
schema, the loader checks meaning and names the file, line and field of what is wrong.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from medici_table.engine.data import DataFile, game_dir, load_file
from medici_table.engine.records import record
from medici_table.engine.schema import check

GAME_ID = "medici"
SPECIALS = ("mystery", "captain", "overstock", "new_auction")


@record(slots=True)
class Good:
    id: str
    name: dict[str, str]
    of: dict[str, str]  # "of swords" / "d'épées": how a card of this good is named
    colour: str
    emblem: str


@record(slots=True)
class Card:
    id: str
    kind: str  # a good's id for a good card, else the card's own id (ten, captain, ...)
    good: str | None  # the good this card moves on the tracks (None: the 10 and specials)
    weight: int
    special: str | None  # mystery | captain | overstock | new_auction | None
    takes_slot: bool  # does it fill a place in the boat (every card but 3 specials)
    name: dict[str, str]
    text: dict[str, str]


@record
class Deck:
    goods: tuple[Good, ...]
    cards: dict[str, Card]  # every card, in deck order (goods first, then the 10, then specials)
    base: tuple[str, ...]  # the 36 cards of the base game
    specials: tuple[str, ...]  # the special cards of the advanced rule

    @property
    def good_ids(self) -> tuple[str, ...]:
        return tuple(g.id for g in self.goods)


@record
class Tables:
    seasons: int
    boat_size: int
    cards_per_player: int
    max_lot: int
    weight_bonus: dict[int, tuple[int, ...]]  # players -> prizes for 1st, 2nd, ...
    goods_prizes: tuple[int, ...]
    track_top: int
    track_bonus: tuple[int, ...]  # money paid by each space 0..track_top


def read_deck(f: DataFile) -> Deck:
    d, lm = f.data, f.lines
    goods: list[Good] = []
    for i, g in enumerate(d["goods"]):
        check(all(x.id != g["id"] for x in goods), lm, ("goods", i, "id"),
              f"good '{g['id']}' is listed twice")
        goods.append(Good(g["id"], g["name"], g["of"], g["colour"], g["emblem"]))
    cards: dict[str, Card] = {}
    for g in goods:
        seen: dict[int, int] = {}
        for v in d["goods_values"]:
            seen[v] = seen.get(v, 0) + 1
            cid = f"{g.id}.{v}.{seen[v]}"
            name = {lang: f"{'le' if lang == 'fr' else 'the'} {v} {g.of[lang]}" for lang in g.of}
            cards[cid] = Card(cid, g.id, g.id, v, None, True, name, {})
    good_ids = {g.id for g in goods}
    for i, c in enumerate(d["cards"]):
        check(c["id"] not in good_ids, lm, ("cards", i, "id"),
              f"'{c['id']}' is already the name of a good")
        for n in range(1, c["count"] + 1):
            cid = f"{c['id']}.{n}"
            check(cid not in cards, lm, ("cards", i, "id"), f"card '{c['id']}' is listed twice")
            cards[cid] = Card(cid, c["id"], None, c["weight"], None, True, c["name"], {})
    base = tuple(cards)
    specials: list[str] = []
    for i, s in enumerate(d["special_cards"]):
        cid = f"{s['id']}.1"
        check(cid not in cards, lm, ("special_cards", i, "id"),
              f"special card '{s['id']}' is listed twice")
        cards[cid] = Card(cid, s["id"], None, s["weight"], s["id"], s["takes_slot"], s["name"],
                          s["text"])
        specials.append(cid)
    return Deck(tuple(goods), cards, base, tuple(specials))


def read_tables(f: DataFile, min_players: int, max_players: int) -> Tables:
    d, lm = f.data, f.lines
    bonus: dict[int, tuple[int, ...]] = {}
    for i, row in enumerate(d["weight_bonus"]):
        n = row["players"]
        check(n not in bonus, lm, ("weight_bonus", i, "players"),
              f"the weight bonus for {n} players is given twice")
        check(min_players <= n <= max_players, lm, ("weight_bonus", i, "players"),
              f"Medici is played by {min_players}–{max_players} players, not {n}")
        prizes = tuple(row["prizes"])
        check(len(prizes) < n, lm, ("weight_bonus", i, "prizes"),
              f"{n} players share at most {n - 1} prizes (the last earns nothing)")
        check(list(prizes) == sorted(prizes, reverse=True), lm, ("weight_bonus", i, "prizes"),
              "prizes must not grow from one place to the next")
        bonus[n] = prizes
    for n in range(min_players, max_players + 1):
        check(n in bonus, lm, ("weight_bonus",), f"no weight bonus for {n} players")
    top = d["track_top"]
    track = [0] * (top + 1)
    for i, row in enumerate(d["track_bonus"]):
        check(row["space"] <= top, lm, ("track_bonus", i, "space"),
              f"the goods tracks stop at space {top}")
        check(track[row["space"]] == 0, lm, ("track_bonus", i, "space"),
              f"space {row['space']} is given twice")
        track[row["space"]] = row["money"]
    check(d["max_lot"] <= d["boat_size"], lm, ("max_lot",), "a lot cannot exceed a boat")
    return Tables(d["seasons"], d["boat_size"], d["cards_per_player"], d["max_lot"], bonus,
                  tuple(d["goods_prizes"]), top, tuple(track))


def load_deck(folder: Path | None = None) -> Deck:
    return read_deck(load_file((folder or game_dir(GAME_ID)) / "deck.yaml", "medici_deck"))


def load_tables(folder: Path | None = None, min_players: int = 3, max_players: int = 6) -> Tables:
    f = load_file((folder or game_dir(GAME_ID)) / "tables.yaml", "medici_tables")
    return read_tables(f, min_players, max_players)


@cache
def deck() -> Deck:
    return load_deck()


@cache
def tables() -> Tables:
    """The season's numbers, with a weight bonus for every number of players game.yaml allows."""
    players = load_file(game_dir(GAME_ID) / "game.yaml", "game").data["players"]
    return load_tables(None, players["min"], players["max"])
