"""The components of Les 7 Blasons, loaded once from `rules_data/les_7_blasons/*.yaml`.

Card ids are `<house>.<character>` (`grandbois.malandrin`), coats of arms are
`<house>.blason.<n>` (`bellay.blason.3`) and bourgeoisie cards `bourgeoisie.<id>`.
"""

from __future__ import annotations

from functools import cache

from medici_table.engine.data import load_game_file
from medici_table.engine.records import record
from medici_table.engine.schema import check

GAME_ID = "les_7_blasons"
HAND = 8  # each house has 8 characters, one a trick: a round is 8 tricks (seed 004)
POWERS = ("none", "malandrin", "manant", "menetrier", "magistrat", "intendant", "religieux")


@record
class House:
    id: str
    name: str
    colour: str
    colour_name: dict[str, str]
    verified: bool


@record
class Character:
    id: str
    value: int
    star: bool
    power: str
    requires_option: str
    name: dict[str, str]
    text: dict[str, str]


@record
class Bourgeoisie:
    id: str  # "bourgeoisie.petite"
    rank: int
    min_players: int
    consult_tricks: int
    serve: str  # a character id
    peek_coats: int
    name: dict[str, str]


@record
class Components:
    houses: dict[str, House]
    house_order: tuple[str, ...]
    characters: dict[str, Character]
    character_order: tuple[str, ...]
    bourgeoisie: tuple[Bourgeoisie, ...]  # lowest rank first
    coats_per_house: int
    deal: dict[int, tuple[int, int]]  # players -> (face down, face up)
    card_house: dict[str, str]  # card id -> house id
    card_character: dict[str, str]  # card id -> character id
    card_value: dict[str, int]
    coat_house: dict[str, str]  # coat face -> house id

    def cards_of(self, house: str) -> tuple[str, ...]:
        return tuple(f"{house}.{c}" for c in self.character_order)

    def coats_of(self, house: str) -> tuple[str, ...]:
        return tuple(f"{house}.blason.{n}" for n in range(1, self.coats_per_house + 1))

    def bourgeoisie_for(self, players: int) -> tuple[Bourgeoisie, ...]:
        return tuple(b for b in self.bourgeoisie if b.min_players <= players)

    def bourgeoisie_card(self, card_id: str) -> Bourgeoisie:
        return next(b for b in self.bourgeoisie if b.id == card_id)


def _load_houses() -> tuple[dict[str, House], int, dict[int, tuple[int, int]]]:
    f = load_game_file(GAME_ID, "houses.yaml", "les_7_blasons_houses")
    d, lm = f.data, f.lines
    houses: dict[str, House] = {}
    for i, h in enumerate(d["houses"]):
        check(h["id"] not in houses, lm, ("houses", i, "id"), f"house '{h['id']}' is listed twice")
        houses[h["id"]] = House(h["id"], h["name"], h["colour"], h["colour_name"],
                                h.get("verified", False))
    colours = [h.colour.lower() for h in houses.values()]
    for i, c in enumerate(colours):
        check(c not in colours[:i], lm, ("houses", i, "colour"), f"colour {c} is used twice")
    deal: dict[int, tuple[int, int]] = {}
    for i, row in enumerate(d["deal"]):
        n = row["players"]
        check(n not in deal, lm, ("deal", i, "players"), f"{n} players is listed twice")
        taken = row["face_down"] + row["face_up"]
        check(taken >= 1, lm, ("deal", i), "each player must take at least one coat")
        check(n <= len(houses), lm, ("deal", i, "players"), f"only {len(houses)} houses exist")
        check(taken * n <= n * d["coats_per_house"], lm, ("deal", i),
              "more coats dealt than there are coats in play")
        deal[n] = (row["face_down"], row["face_up"])
    players = load_game_file(GAME_ID, "game.yaml", "game").data["players"]
    for n in range(players["min"], players["max"] + 1):
        check(n in deal, lm, ("deal",), f"no deal for {n} players (game.yaml allows them)")
    return houses, d["coats_per_house"], deal


def _load_characters(option_ids: set[str]) -> dict[str, Character]:
    f = load_game_file(GAME_ID, "characters.yaml", "les_7_blasons_characters")
    lm = f.lines
    chars: dict[str, Character] = {}
    for i, c in enumerate(f.data["characters"]):
        check(c["id"] not in chars, lm, ("characters", i, "id"),
              f"character '{c['id']}' is listed twice")
        needs = c.get("requires_option", "")
        check(not needs or needs in option_ids, lm, ("characters", i, "requires_option"),
              f"no option '{needs}' in game.yaml")
        chars[c["id"]] = Character(c["id"], c["value"], c.get("star", False), c["power"], needs,
                                   c["name"], c["text"])
    check(len(chars) == HAND, lm, ("characters",),
          f"a house has {HAND} characters, one for each trick of a round, not {len(chars)}")
    stars = [c for c in chars.values() if c.power == "malandrin"]
    check(len(stars) == 1, lm, ("characters",), "exactly one character has the malandrin power")
    return chars


def _load_bourgeoisie(chars: dict[str, Character]) -> tuple[Bourgeoisie, ...]:
    f = load_game_file(GAME_ID, "bourgeoisie.yaml", "les_7_blasons_bourgeoisie")
    lm = f.lines
    out: list[Bourgeoisie] = []
    for i, b in enumerate(f.data["cards"]):
        cid = f"bourgeoisie.{b['id']}"
        check(all(o.id != cid for o in out), lm, ("cards", i, "id"), f"'{b['id']}' is listed twice")
        check(b["serve"] in chars, lm, ("cards", i, "serve"), f"unknown character '{b['serve']}'")
        check(not out or b["rank"] > out[-1].rank, lm, ("cards", i, "rank"),
              "list the cards from the lowest rank to the highest")
        out.append(Bourgeoisie(cid, b["rank"], b["min_players"], b["consult_tricks"], b["serve"],
                               b["peek_coats"], b["name"]))
    return tuple(out)


def load_components() -> Components:
    meta = load_game_file(GAME_ID, "game.yaml", "game")
    option_ids = {o["id"] for o in meta.data.get("options", [])}
    houses, per_house, deal = _load_houses()
    chars = _load_characters(option_ids)
    card_house: dict[str, str] = {}
    card_character: dict[str, str] = {}
    card_value: dict[str, int] = {}
    coat_house: dict[str, str] = {}
    for h in houses:
        for c in chars.values():
            cid = f"{h}.{c.id}"
            card_house[cid], card_character[cid], card_value[cid] = h, c.id, c.value
        for n in range(1, per_house + 1):
            coat_house[f"{h}.blason.{n}"] = h
    return Components(houses, tuple(houses), chars, tuple(chars), _load_bourgeoisie(chars),
                      per_house, deal, card_house, card_character, card_value, coat_house)


@cache
def components() -> Components:
    return load_components()
