"""Courtisans' components, loaded once from `rules_data/courtisans/*.yaml`.

`cards.yaml` gives the families, the roles, the Queen's table and the player-count table;
`missions.yaml` the mission cards. Both are checked against their schema, then for meaning
(unknown families, duplicate ids), with errors naming the file, line and field.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from medici_table.engine.data import game_dir, load_file
from medici_table.engine.records import record
from medici_table.engine.schema import check

GAME_ID = "courtisans"
SPIES = "spies"  # the id of the Queen's table's middle column
NEEDED_ROLES = ("noble", "spy", "assassin", "guard")
FAMILY_CONDITIONS = ("fewer_than_left_neighbour", "family_in_disgrace")


@record
class Family:
    id: str
    name: dict[str, str]
    colour: str
    emblem: str


@record
class Role:
    id: str
    count: int
    weight: int
    name: dict[str, str]
    text: dict[str, str]


@record
class Card:
    id: str
    family: str
    role: str
    weight: int  # a noble counts as two cards (seed 002, Les nobles)
    column: int  # its family's column at the Queen's table


@record
class Mission:
    id: str
    colour: str  # white | blue
    condition: str
    family: str | None
    role: str | None
    count: int
    text: dict[str, str]


@record
class CourtData:
    families: tuple[Family, ...]
    roles: dict[str, Role]
    cards: dict[str, Card]
    card_ids: tuple[str, ...]
    columns: tuple[str, ...]  # column ids left to right, the spy column among them
    spy_column: int
    removed: dict[int, int]  # players -> cards set aside unseen
    hand_size: dict[str, int]
    cards_per_turn: int
    missions: dict[str, Mission]
    points: dict[str, int]

    def family(self, fid: str) -> Family:
        return next(f for f in self.families if f.id == fid)

    def family_name(self, fid: str, lang: str = "en") -> str:
        return self.family(fid).name.get(lang) or self.family(fid).name["en"]

    def card_name(self, cid: str, lang: str = "en") -> str:
        """'Toad spy' / 'Espion Crapaud'."""
        card = self.cards[cid]
        role = self.roles[card.role].name
        fam = self.family_name(card.family, lang)
        return f"{role['fr']} {fam}" if lang == "fr" else f"{fam} {role['en'].lower()}"

    def mission_text(self, mid: str, lang: str = "en") -> str:
        m = self.missions[mid]
        text = m.text.get(lang) or m.text["en"]
        return text.replace("{family}", self.family_name(m.family, lang)) if m.family else text


def _load_cards(folder: Path) -> tuple[tuple[Family, ...], dict[str, Role], dict[str, Any]]:
    players = load_file(game_dir(GAME_ID) / "game.yaml", "game").data["players"]
    f = load_file(folder / "cards.yaml", "courtisans_cards")
    d, lm = f.data, f.lines
    families: list[Family] = []
    for i, fam in enumerate(d["families"]):
        check(fam["id"] not in [x.id for x in families], lm, ("families", i, "id"),
              f"family '{fam['id']}' is listed twice")
        check(fam["id"] != SPIES, lm, ("families", i, "id"),
              f"'{SPIES}' is the spy column, not a family")
        families.append(Family(fam["id"], fam["name"], fam["colour"], fam["emblem"]))
    roles: dict[str, Role] = {}
    for i, r in enumerate(d["roles"]):
        check(r["id"] not in roles, lm, ("roles", i, "id"), f"role '{r['id']}' is listed twice")
        roles[r["id"]] = Role(r["id"], r["count"], r["weight"], r["name"], r["text"])
    for needed in NEEDED_ROLES:
        check(needed in roles, lm, ("roles",), f"the role '{needed}' is missing")
    ids = [x.id for x in families]
    check(d["queen_table"]["spy_column_after"] in ids, lm, ("queen_table", "spy_column_after"),
          f"unknown family '{d['queen_table']['spy_column_after']}' (known: {', '.join(ids)})")
    total = len(families) * sum(r.count for r in roles.values())
    removed: dict[int, int] = {}
    for i, row in enumerate(d["removed_by_players"]):
        n = row["players"]
        check(n not in removed, lm, ("removed_by_players", i, "players"),
              f"{n} players is listed twice")
        enough = total - row["removed"] >= n * max(d["hand_size"].values())
        check(enough, lm, ("removed_by_players", i, "removed"),
              f"removing {row['removed']} of {total} cards leaves too few to deal {n} hands")
        removed[n] = row["removed"]
    for n in range(players["min"], players["max"] + 1):
        check(n in removed, lm, ("removed_by_players",), f"no removal for {n} players "
              "(game.yaml allows them)")
    return tuple(families), roles, d


def _load_missions(folder: Path, families: tuple[Family, ...]
                   ) -> tuple[dict[str, Mission], dict[str, int]]:
    f = load_file(folder / "missions.yaml", "courtisans_missions")
    d, lm = f.data, f.lines
    ids = [fam.id for fam in families]
    missions: dict[str, Mission] = {}
    for i, m in enumerate(d["missions"]):
        cond, fam = m["condition"], m.get("family")
        where = ("missions", i)
        check((fam is not None) == (cond in FAMILY_CONDITIONS), lm, where + ("family",),
              f"the condition '{cond}' " + ("needs" if fam is None else "takes no") + " family")
        check(fam in (None, "each", *ids), lm, where + ("family",),
              f"unknown family '{fam}' (known: each, {', '.join(ids)})")
        check(cond != "at_least_in_domain" or "role" in m, lm, where,
              "the condition 'at_least_in_domain' needs a role")
        needs_count = cond not in FAMILY_CONDITIONS
        check(needs_count == ("count" in m), lm, where + ("count",),
              f"the condition '{cond}' " + ("needs" if needs_count else "takes no") + " count")
        for lang in ("fr", "en"):
            check(("{family}" in m["text"][lang]) == (fam is not None), lm,
                  where + ("text", lang), "write {family} in the text exactly when a family is set")
        for fid in (ids if fam == "each" else [fam]):
            mid = f"{m['id']}.{fid}" if fam == "each" else m["id"]
            check(mid not in missions, lm, where + ("id",), f"mission '{mid}' is listed twice")
            missions[mid] = Mission(mid, m["colour"], cond, fid, m.get("role"),
                                    m.get("count", 0), m["text"])
    return missions, dict(d["points"])


def load(folder: Path | None = None) -> CourtData:
    """Read and check the data files of `folder` (default: rules_data/courtisans)."""
    folder = folder if folder is not None else game_dir(GAME_ID)
    families, roles, d = _load_cards(folder)
    after = [f.id for f in families].index(d["queen_table"]["spy_column_after"])
    columns = tuple(f.id for f in families)
    columns = columns[: after + 1] + (SPIES,) + columns[after + 1 :]
    cards: dict[str, Card] = {}
    for fam in families:
        for role in roles.values():
            for n in range(1, role.count + 1):
                cid = f"{fam.id}.{role.id}.{n}"
                cards[cid] = Card(cid, fam.id, role.id, role.weight, columns.index(fam.id))
    missions, points = _load_missions(folder, families)
    removed = {int(r["players"]): int(r["removed"]) for r in d["removed_by_players"]}
    return CourtData(families, roles, cards, tuple(cards), columns, after + 1, removed,
                     dict(d["hand_size"]), int(d["cards_per_turn"]), missions, points)


@cache
def court() -> CourtData:
    """The game's components, loaded and checked once."""
    return load()
