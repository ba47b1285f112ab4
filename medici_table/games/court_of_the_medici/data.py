"""The two Houses' decks, loaded from `rules_data/court_of_the_medici/deck.yaml`."""

from __future__ import annotations

from dataclasses import field
from functools import cache
from pathlib import Path

from medici_table.engine.data import load_file, load_game_file
from medici_table.engine.records import record
from medici_table.engine.schema import check

GAME_ID = "court_of_the_medici"


@record
class House:
    id: str
    name: dict[str, str]
    colour: str
    emblem: str


@record
class Card:
    id: str
    house: str
    kind: str
    value: int  # a Jester's printed value is its final-count value, 1
    role: str  # noble | minister | lady | jester | duke
    name: dict[str, str]
    power: dict[str, str] = field(default_factory=dict)

    def title(self, lang: str = "en") -> str:
        return self.name.get(lang) or self.name["en"]


@record
class Deck:
    houses: dict[str, House]
    cards: dict[str, Card]
    house_order: tuple[str, ...]

    def house_cards(self, house: str, dukes: bool) -> tuple[str, ...]:
        return tuple(
            c.id for c in self.cards.values() if c.house == house and (dukes or c.role != "duke")
        )


def load_deck(path: Path | None = None) -> Deck:
    """The decks from `path` (default: the game's deck.yaml), checked and located."""
    kind = "court_of_the_medici_deck"
    f = load_file(path, kind) if path is not None else load_game_file(GAME_ID, "deck.yaml", kind)
    d, lm = f.data, f.lines
    houses: dict[str, House] = {}
    cards: dict[str, Card] = {}
    powers = d["powers"]
    for hi, h in enumerate(d["houses"]):
        check(h["id"] not in houses, lm, ("houses", hi, "id"), f"House '{h['id']}' is listed twice")
        houses[h["id"]] = House(h["id"], h["name"], h["colour"], h["emblem"])
        kinds: set[str] = set()
        for ci, c in enumerate(h["cards"]):
            where = ("houses", hi, "cards", ci, "kind")
            check(c["kind"] not in kinds, lm, where, f"card kind '{c['kind']}' is listed twice")
            kinds.add(c["kind"])
            role = c.get("role", "noble")
            for n in range(1, c["count"] + 1):
                cid = f"{h['id']}.{c['kind']}.{n}"
                cards[cid] = Card(cid, h["id"], c["kind"], c["value"], role, c["name"],
                                  powers.get(role, {}))
        for role in ("minister", "lady", "jester"):
            check(any(c.get("role") == role for c in h["cards"]), lm, ("houses", hi, "cards"),
                  f"House '{h['id']}' has no {role}")
    return Deck(houses, cards, tuple(houses))


@cache
def deck() -> Deck:
    return load_deck()


class _LazyDeck:
    """`DECK.cards[...]` without loading YAML at import time."""

    def __getattr__(self, name: str) -> object:
        return getattr(deck(), name)


DECK: Deck = _LazyDeck()  # type: ignore[assignment]
