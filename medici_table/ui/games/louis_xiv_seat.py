"""Louis XIV seats and the bank: what each player owns, and the shared supplies.

The deciding player's seat (bottom) shows their hands face up and everything they may move:
influence cards (dropped on the middle), the personal reserve (a stand-in token dragged onto
the boards), tiles (dragged onto a mission card, clicked to keep one), mission cards. The other
seats show backs and counts only; coats of arms are face down, their kinds read by the owner.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from medici_table.engine import text
from medici_table.engine.records import record
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.state import LouisState, Task
from medici_table.ui import cardart, matching, theme
from medici_table.ui.games.louis_xiv_art import (
    LEVELS,
    ArmsArt,
    MissionArt,
    TileArt,
    TokenArt,
    draw_sun,
)
from medici_table.ui.games.louis_xiv_portraits import portrait, short_name
from medici_table.ui.layout import CARD_W, CardBack, CardFace, Piece, Zone
from medici_table.ui.tablespec import ZoneSpec, of_name

INFLUENCE = "#8b1e2d"
JOKER = "#6b4a12"
INTRIGUE = "#3b2f4a"
SHORT: dict[str, tuple[str, str]] = {
    "extra_mission": ("Draw 2 missions", "Piocher 2 missions"),
    "supply_token": ("Supply: 1 token back", "Ravitaillement : 1 jeton"),
    "supply_gold": ("Supply: +1 gold", "Ravitaillement : +1 or"),
    "token_on_1": ("Token on 1", "Jeton sur 1"), "token_on_2": ("Token on 2", "Jeton sur 2"),
    "token_on_3": ("Token on 3", "Jeton sur 3"), "token_on_4": ("Token on 4", "Jeton sur 4"),
    "token_on_5": ("Token on 5", "Jeton sur 5"), "token_on_9": ("Token on 9", "Jeton sur 9"),
    "token_on_louis": ("Token on Louis XIV", "Jeton sur Louis XIV"),
    "pay_pass": ("Pay 2 gold, pass", "Payer 2 or, passer"),
    "swap_tile": ("Tile → crown", "Tuile → couronne"),
    "swap_missions": ("Change missions", "Changer de missions"),
    "gold2": ("Supply: gold or tokens", "Ravitaillement : or ou jetons"),
    "supply_arms": ("Supply: 1 coat of arms", "Ravitaillement : 1 blason"),
    "swap_influence": ("Change a card", "Changer une carte"),
    "supply_tokens3": ("Supply: 3 tokens back", "Ravitaillement : 3 jetons"),
    "supply_gold3": ("Supply: +3 gold", "Ravitaillement : +3 or"),
    "supply_intrigue": ("Supply: intrigue card", "Ravitaillement : complot"),
    "token_for_card": ("Token for a card", "Jeton contre carte"),
    "joker4": ("4-token joker", "Joker à 4 jetons"),
    "extra_token_end": ("Token at the end", "Jeton en fin de phase"),
    "first_place": ("Win a tie", "Gagner une égalité"),
    "bribe_discount": ("Bribes cost 1 less", "Soudoyer : 1 de moins"),
}


@record
class GoldArt:
    """Louis d'or: a coin and the amount, large."""

    amount: int
    size: tuple[float, float] = (64.0, 64.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        r = rect.adjusted(4, 4, -4, -4)
        p.setBrush(QColor("#e0b43c"))
        p.setPen(QPen(QColor("#7a5200"), 2.5))
        p.drawEllipse(r)
        p.setPen(QPen(QColor("#7a5200"), 1))
        p.drawEllipse(r.adjusted(5, 5, -5, -5))
        cardart.draw_number(p, str(self.amount), r, 30 if self.amount < 100 else 22,
                            QColor("#4a2c00"))


@record
class CountArt:
    """A face-down pile or a hidden hand: a card back of its colour and how many."""

    colour: str
    count: int
    size: tuple[float, float] = (56.0, 80.0)
    bare: bool = False  # the backs without the count
    emblem: str = "louis_sun"

    @property
    def base(self) -> CountArt:
        """The card backs, kept as a picture; the count is painted over them (`paint_over`)."""
        return replace(self, count=2 if self.count > 1 else 1, bare=True)

    @property
    def over_key(self) -> tuple[object, ...]:
        return (self.count,)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        if self.count > 1:
            cardart.paint_back(p, rect.translated(-3, 3), CardBack(self.colour, self.emblem))
        cardart.paint_back(p, rect, CardBack(self.colour, self.emblem))
        if not self.bare:
            self.paint_over(p, rect)

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        """The count in a walnut seal."""
        seal = QRectF(rect.center().x() - 19, rect.center().y() - 19, 38, 38)
        p.setBrush(theme.WALNUT)
        p.setPen(QPen(theme.GOLD, 2))
        p.drawEllipse(seal)
        cardart.draw_number(p, str(self.count), seal, 26, QColor("#fff8e0"), grow=True)


@record
class SunArt:
    """The Louis XIV marker waiting beside the bank."""

    size: tuple[float, float] = (60.0, 60.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        draw_sun(p, rect.center(), rect.width() / 2 - 2)


def char_name(n: int, lang: str) -> str:
    name = tables().characters[n].name
    return name.get(lang) or name["en"]


def influence_face(cid: str, lang: str) -> CardFace:
    """An influence card: the character's portrait and short name, its power as a picture
    (in words too when the card is seen large enough)."""
    n = tables().influence_board(cid)
    if not n:
        return CardFace("J", "Joker", JOKER, "louis_sun", icon="louis_power_joker",
                        text=text(lang, "2 tokens on any one character",
                                  "2 jetons sur un personnage au choix"))
    return CardFace(str(n), short_name(n, lang), INFLUENCE, "louis_sun", portrait=portrait(n),
                    icon="louis_power_path",
                    text=text(lang, "3 tokens: this character, then a path of neighbours",
                              "3 jetons : ce personnage, puis un chemin de voisins"))


def influence_tip(cid: str, lang: str) -> str:
    n = tables().influence_board(cid)
    face = influence_face(cid, lang)
    return f"{char_name(n, lang) if n else face.title}: {face.text}"


def intrigue_face(cid: str, lang: str) -> CardFace:
    n = int(cid.split(".")[1])
    return CardFace(str(n), text(lang, "Intrigue", "Complot"), INTRIGUE, "louis_sun",
                    icon="louis_power_intrigue",
                    text=text(lang, f"Before {n} is scored: 1 token (general) or 1-2 (personal)",
                              f"Avant le comptage de {n} : 1 jeton (générale) ou 1-2 "
                              "(personnelle)"))


def mission_words(cid: str, lang: str) -> tuple[str, str]:
    """What a mission card says: its power in short ('Jeton sur 5') and the tiles it asks for
    ('bague + ?')."""
    m = tables().missions[cid]
    short = SHORT.get(m.effect, (m.effect, m.effect))
    needs = " + ".join(tables().tile_names[t][lang if lang == "fr" else "en"]
                       if t != "any" else "?" for t in m.needs)
    return text(lang, *short), needs


def mission_art(cid: str, lang: str, done: bool = False) -> MissionArt:
    m = tables().missions[cid]
    return MissionArt(m.level, m.needs, *mission_words(cid, lang), done)


def mission_tip(cid: str, lang: str) -> str:
    m = tables().missions[cid]
    effect = tables().effects[m.effect]
    return f"{text(lang, 'Mission', 'Mission')} ({m.level}): {effect.get(lang) or effect['en']}"


PHASES = ("supply", "influence", "scoring", "missions")


def by_phase(done: tuple[str, ...]) -> tuple[str, ...]:
    """Completed missions laid out by the phase their power acts in."""
    effects = tables().effects
    missions = tables().missions

    def key(cid: str) -> int:
        phase = effects[missions[cid].effect].get("phase", "")
        return PHASES.index(phase) if phase in PHASES else len(PHASES)
    return tuple(sorted(done, key=key))


def take_back(view: LouisState, task: Task | None) -> int | None:
    """The player who may take tokens back with the card just played (before any placing):
    their tokens in the general reserve can be dragged onto their personal reserve."""
    if task is None or task.kind != "card" or view.path or view.to_act != task.player:
        return None
    return task.player if view.seats[task.player].general > 0 else None


def _slot(zones: list[Zone], zid: str, x: float, y: float, w: float, h: float,
          label: str) -> None:
    """A labelled place on the table for a count (not a drop target)."""
    zones.append(Zone(zid, x - 4, y - 4, w + 8, h + 8, label, "pile", target=False, z=-9))


def _row(x: float, w: float, n: int, card_w: float, gap: float = 10) -> list[float]:
    if n == 0:
        return []
    step = min(card_w + gap, (w - card_w) / max(1, n - 1)) if n > 1 else 0
    return [x + i * step for i in range(n)]


def seat_near(view: LouisState, p: int, viewer: int | None, task: Task | None,
              spec: ZoneSpec, lang: str, zones: list[Zone], pieces: list[Piece]) -> None:
    seat = view.seats[p]
    colour = str(tables().colours[p]["id"])
    deciding = task is not None and task.player == p
    zones.append(Zone(f"seat.{p}", spec.x, spec.y, spec.w, spec.h,
                      _seat_label(view, p, spec, lang), "area", target=False, z=-12))
    x, y = spec.x + 16, spec.y + 52
    pieces.append(Piece(f"gold.{p}", x, y, 3, GoldArt(seat.gold), scale=1.2,
                        tooltip=text(lang, "Louis d'or", "Louis d'or")))
    _slot(zones, f"slot.gold.{p}", x, y, 77, 77, text(lang, "gold", "or"))
    stand_in = deciding and task is not None and task.kind == "card"
    pieces.append(Piece(f"personal.{p}", x + 90, y, 20, TokenArt(colour, seat.personal),
                        scale=1.38, card=matching.ANY_PIECE if stand_in else None,
                        tooltip=text(lang, "Your personal reserve: drag a token onto a board",
                                     "Votre réserve personnelle : glissez un jeton sur un "
                                     "personnage")))
    _slot(zones, f"slot.personal.{p}", x + 90, y, 77, 77, text(lang, "reserve", "réserve"))
    if take_back(view, task) == p:  # the general reserve's tokens may be pulled in here
        zones.append(Zone(f"reserve.{p}", x + 86, y - 4, 86, 86, "", "stack", z=-8))
    kinds = Counter(a.split(".")[1] for a in seat.arms if not a.startswith("?"))
    seen = " ".join(f"{k}{v}" for k, v in sorted(kinds.items())) if viewer == p else ""
    count = len(seat.arms) + seat.spare_arms
    size = ArmsArt.size_for(seen)  # wider with the kinds: the shield stays where it is
    pieces.append(Piece(f"arms.{p}", x + 178 - (size[0] - ArmsArt.SHIELD_BOX) * 0.55, y - 8, 3,
                        ArmsArt(count, seen, size), scale=1.1,
                        tooltip=text(lang, "Your coats of arms, face down (1 point each)",
                                     "Vos blasons, face cachée (1 point chacun)")))
    # the influence hand, then intrigue cards
    top = spec.y + 36
    left = spec.x + 275
    for i, (cid, cx) in enumerate(zip(seat.influence,
                                      _row(left, 600, len(seat.influence), CARD_W),
                                      strict=True)):
        pieces.append(Piece(cid, cx, top, 30 + i, influence_face(cid, lang), card=cid,
                            tooltip=influence_tip(cid, lang)))
    left += 610
    for i, (cid, cx) in enumerate(zip(seat.intrigue, _row(left, 150, len(seat.intrigue),
                                                           CARD_W), strict=True)):
        face = intrigue_face(cid, lang)
        pieces.append(Piece(cid, cx, top, 30 + i, face, card=cid, tooltip=face.text))
    left += 165
    _tiles(view, p, left, spec.y + 64, 1.1, lang, pieces, movable=True)
    left += 5 * 77 + 10
    _missions_near(view, p, left, spec, lang, zones, pieces)


def _missions_near(view: LouisState, p: int, left: float, spec: ZoneSpec, lang: str,
                   zones: list[Zone], pieces: list[Piece]) -> None:
    seat = view.seats[p]
    for i, (cid, cx) in enumerate(zip(seat.missions, _row(left, 235, len(seat.missions),
                                                          CARD_W), strict=True)):
        y = spec.y + 36
        zones.append(Zone(cid, cx - 5, y - 5, CARD_W + 10, 170, "", "stack", z=-5))
        pieces.append(Piece(cid, cx, y, 40 + i, mission_art(cid, lang), card=cid,
                            target=cid, tooltip=mission_tip(cid, lang)))
    left += 245
    done_w = spec.x + spec.w - left - 10
    sw = CARD_W * 0.8
    done = by_phase(seat.done)
    for i, (cid, cx) in enumerate(zip(done, _row(left, done_w, len(done), sw, 6), strict=True)):
        y = spec.y + 40 + (i % 2) * 18
        zones.append(Zone(cid, cx - 4, y - 4, sw + 8, 128 + 8, "", "stack", z=-5))
        pieces.append(Piece(cid, cx, y, 50 + i, mission_art(cid, lang, done=True), scale=0.8,
                            card=cid, target=cid, tooltip=mission_tip(cid, lang)))


def _tiles(view: LouisState, p: int, x: float, y: float, scale: float, lang: str,
           pieces: list[Piece], movable: bool) -> None:
    names = tables().tile_names
    for i, tile in enumerate(tables().tiles):
        k = view.seats[p].tiles[i]
        name = names[tile].get(lang, tile)
        pieces.append(Piece(f"tile.{p}.{tile}", x + i * 70 * scale, y, 20 if k else 19,
                            TileArt(tile, k, name), scale=scale,
                            card=tile if movable and k else None,
                            tooltip=text(lang, f"{k} {name} tiles", f"{k} tuiles {name}")))


def _seat_label(view: LouisState, p: int, spec: ZoneSpec, lang: str) -> str:
    colour = tables().colours[p][lang if lang == "fr" else "en"]
    label = spec.text(lang, name=view.players[p], colour=colour)
    if view.first == p:
        label += text(lang, "  · first player", "  · premier joueur")
    if view.to_act == p:
        label += text(lang, "  — to play", "  — à jouer")
    return label


def seat_far(view: LouisState, p: int, task: Task | None, spec: ZoneSpec, lang: str,
             zones: list[Zone], pieces: list[Piece]) -> None:
    """Another player: counts and backs, completed missions face up."""
    seat = view.seats[p]
    colour = str(tables().colours[p]["id"])
    zones.append(Zone(f"seat.{p}", spec.x, spec.y, spec.w, spec.h,
                      _seat_label(view, p, spec, lang), "area", target=False, z=-12))
    x, y = spec.x + 14, spec.y + 36
    pieces.append(Piece(f"gold.{p}", x, y, 3, GoldArt(seat.gold)))
    pieces.append(Piece(f"personal.{p}", x + 70, y, 3, TokenArt(colour, seat.personal),
                        tooltip=text(lang, "personal reserve", "réserve personnelle")))
    pieces.append(Piece(f"arms.{p}", x + 136, y - 4, 3,
                        ArmsArt(len(seat.arms) + seat.spare_arms),
                        tooltip=text(lang, "coats of arms, face down", "blasons, face cachée")))
    pieces.append(Piece(f"influence.{p}", x + 214, y - 6, 3,
                        CountArt(INFLUENCE, len(seat.influence)),
                        tooltip=text(lang, "influence cards in hand", "cartes d'influence")))
    pieces.append(Piece(f"intrigue.{p}", x + 280, y - 6, 3,
                        CountArt(INTRIGUE, len(seat.intrigue), emblem="louis_power_intrigue"),
                        tooltip=text(lang, "intrigue cards in hand", "cartes complot")))
    _tiles(view, p, x, y + 86, 0.8, lang, pieces, movable=False)
    row = y + 160
    sw = CARD_W * 0.5
    for i, cid in enumerate(seat.missions):
        level = cid.lstrip("?").split(".")[0]
        pieces.append(Piece(f"mission.{p}.{i}", x + i * (sw + 6), row, 40 + i, None,
                            CardBack(LEVELS.get(level, "#4f7fb8"), "louis_sun"), scale=0.5,
                            tooltip=text(lang, f"a {level} mission card",
                                         f"une carte mission ({level})")))
    left = x + max(2, len(seat.missions)) * (sw + 6) + 12
    done = by_phase(seat.done)
    for i, (cid, cx) in enumerate(zip(done, _row(left, spec.x + spec.w - left - 10, len(done),
                                                 sw, 4), strict=True)):
        pieces.append(Piece(cid, cx, row, 50 + i, mission_art(cid, lang, done=True), scale=0.5,
                            tooltip=mission_tip(cid, lang)))


def bank(view: LouisState, task: Task | None, spec: ZoneSpec, lang: str, zones: list[Zone],
         pieces: list[Piece]) -> None:
    """The general reserve by colour, the money card and the Louis XIV marker, the decks."""
    phase = {"supply": ("supply", "ravitaillement"), "influence": ("influence", "influence"),
             "scoring": ("scoring", "comptage"), "missions": ("missions", "missions"),
             "over": ("game over", "partie terminée")}.get(view.phase, (view.phase, view.phase))
    label = spec.text(lang) + text(lang, f" — round {view.round} of 4, {phase[0]}",
                                   f" — tour {view.round} sur 4, {phase[1]}")
    zones.append(Zone("bank", spec.x, spec.y, spec.w, spec.h, label, "area", target=False,
                      z=-12))
    x, y = spec.x + 24, spec.y + 44
    n_cols = len(view.boards[0])
    for c in range(n_cols):
        colour = str(tables().colours[c]["id"]) if c < view.n else str(tables().neutral["id"])
        count = view.seats[c].general if c < view.n else view.neutral
        who = view.players[c] if c < view.n else text(lang, "neutral", "neutre")
        stand_in = (task is not None and task.kind == "place" and task.player == c
                    and view.to_act == c)
        card = matching.ANY_PIECE if stand_in else (
            f"general.{colour}" if take_back(view, task) == c else None)
        pieces.append(Piece(f"general.{colour}", x + c * 96, y, 20, TokenArt(colour, count),
                            scale=1.15, card=card,
                            tooltip=text(lang, f"General reserve: {count} of {who}'s tokens",
                                         f"Réserve générale : {count} jetons {of_name(who)}")))
        _slot(zones, f"slot.general.{colour}", x + c * 96, y, 64, 64, who)
    y += 120
    if view.money_shown:
        money = tables().money[view.money_shown[-1]]
        face = CardFace(str(money.gold), short_name(money.character, lang), "#7a5a12",
                        "louis_sun", portrait=portrait(money.character), icon="louis_sun",
                        text=text(
                            lang, f"+{money.gold} gold each; Louis XIV to {money.character}",
                            f"+{money.gold} Louis d'or chacun ; Louis XIV sur "
                            f"{money.character}"))
        pieces.append(Piece(money.id, x, y, 5, face,
                            tooltip=f"{char_name(money.character, lang)}: {face.text}"))
    _slot(zones, "slot.money", x, y, CARD_W, 160, text(lang, "money card", "carte argent"))
    if view.louis == 0:
        pieces.append(Piece("louis", x + 130, y + 50, 6, SunArt(),
                            tooltip=text(lang, "The Louis XIV marker", "Le marqueur Louis XIV")))
    decks = (("deck.influence", INFLUENCE, len(view.influence_deck),
              text(lang, "influence", "influence")),
             ("deck.intrigue", INTRIGUE, len(view.intrigue_deck),
              text(lang, "intrigue", "complot")))
    for i, (pid, col, k, name) in enumerate(decks):
        px = x + 220 + i * 90
        emblem = "louis_power_intrigue" if col == INTRIGUE else "louis_sun"
        pieces.append(Piece(pid, px, y + 40, 5, CountArt(col, k, emblem=emblem)))
        _slot(zones, f"slot.{pid}", px, y + 40, 56, 80, name)
    y += 210
    levels = (("light", ("light", "clair")), ("medium", ("medium", "moyen")),
              ("dark", ("dark", "foncé")))
    for i, (level, names) in enumerate(levels):
        px = x + i * 90
        pieces.append(Piece(f"pile.{level}", px, y, 5, CountArt(LEVELS[level],
                                                                len(view.mission_piles[i]))))
        _slot(zones, f"slot.pile.{level}", px, y, 56, 80, text(lang, *names))
    pieces.append(Piece("arms.pool", x + 280, y, 5, ArmsArt(len(view.arms_pool)),
                        tooltip=text(lang, "Coats of arms left", "Blasons restants")))
    _slot(zones, "slot.arms.pool", x + 280, y, 64, 78, text(lang, "coats of arms", "blasons"))
