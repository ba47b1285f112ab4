"""Court of the Medici in vector: a portrait for every kind of card (the Minister, the
Lady-in-waiting, the Jester, the Duke and the eighteen noble titles, nine a House), and the
pictures that stand for the three powers on a card too small to print them.

Each House sits on its own ground (Della Rovere pale blue, Gonzaga pale rose); the kinds are
told apart by their headwear and what they hold: the Chamberlain's keys, the Friar's tonsure and
rosary, the Sculptor's mallet, the Painter's palette, the Playwright's mask, the Poet's laurel
and lyre, the Architect's dividers, the Scholar's book, the Banker's gold, the Merchant's
scales, the Knight's helmet and sword, the Captain-General's morion and baton, the Lady's
balzo, the Lord's falcon, the Prefect's staff, the Cardinal's hat, the coronets of the Count and
the Countess, the Minister's chain, the Jester's cap and the Duke's crown and sceptre.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from medici_table.games.court_of_the_medici.data import DECK
from medici_table.ui import cardart, portraits
from medici_table.ui.portraits import Sitter

FIELDS = {"della_rovere": "#d6e0ec", "gonzaga": "#efd8d2"}
BLUE, RED = "#2f5d9e", "#a8322d"

KINDS: dict[str, Sitter] = {
    "minister": Sitter(coat="#1e1c22", dress="robe", collar="fur", hair="short",
                       hair_colour="#5a4030", hat="calotte", beard="pointed", old=True,
                       prop="scroll", jewel="chain", trim="#3a3438"),
    "lady": Sitter(coat="#6b8f5a", dress="gown", collar="square", hair="parted",
                   hair_colour="#9a6a32", woman=True, prop="fan", hat_colour="#e8dcc0",
                   jewel="ferronniere pearls", trim="#d9b03c"),
    "jester": Sitter(coat="#d9a521", dress="motley", collar="motley", hair="short",
                     hair_colour="#7a4a24", hat="jester", trim="#7a2a8a", prop="marotte"),
    "duke": Sitter(coat="#8a1c2a", dress="robe", collar="ermine", hair="short",
                   hair_colour="#4a3020", hat="ducal", beard="full", prop="sceptre",
                   trim="#d9b03c", hat_colour="#8a1c2a"),
    # Della Rovere
    "chamberlain": Sitter(coat=BLUE, dress="doublet", collar="ruff", hair="short",
                          hair_colour="#6a4424", hat="beret", hat_colour="#1e2a44",
                          beard="pointed", prop="keys", trim="#d9b03c"),
    "sculptor": Sitter(coat="#8a7a60", dress="doublet", collar="", hair="short",
                       hair_colour="#3a2818", hat="beret", hat_colour="#5a4632", beard="full",
                       prop="chisel", trim="#c8b48c"),
    "playwright": Sitter(coat="#4a2a5a", dress="doublet", collar="ruff", hair="short",
                         hair_colour="#2a1e16", hat="chaperon", hat_colour="#2a3a6a",
                         beard="moustache", prop="mask", trim="#d9b03c"),
    "architect": Sitter(coat="#3a5a7a", dress="robe", collar="", hair="short",
                        hair_colour="#7a5a3a", hat="beret", hat_colour="#22262e",
                        beard="pointed", prop="compass", trim="#c8a860", old=True),
    "banker": Sitter(coat="#1e3a5a", dress="robe", collar="fur", hair="short",
                     hair_colour="#4a3020", hat="chaperon", hat_colour="#1e2a44", prop="coins",
                     trim="#7a5636", jewel="chain"),
    "knight": Sitter(coat="#aeb6bf", dress="armour", collar="gorget", hair="short",
                     hair_colour="#6a4424", hat="helmet", hat_colour=BLUE, beard="moustache",
                     prop="sword", trim="#d9b03c"),
    "lady_of_court": Sitter(coat=BLUE, dress="gown", collar="square", hair="parted",
                            hair_colour="#c8a050", hat="balzo", hat_colour="#2a3a6a",
                            woman=True, prop="rose", jewel="pearls", trim="#d9b03c"),
    "prefect": Sitter(coat="#7a1a22", dress="robe", collar="ermine", hair="short",
                      hair_colour="#8a8480", hat="biretta", hat_colour="#7a1a22",
                      beard="full", prop="staff", trim="#d9b03c", old=True),
    "count": Sitter(coat=BLUE, dress="doublet", collar="ruff", hair="short",
                    hair_colour="#3a2818", hat="coronet", beard="pointed", prop="sword",
                    jewel="chain", trim="#d9b03c"),
    # Gonzaga
    "friar": Sitter(coat="#6a4a2e", dress="habit", collar="cowl", hair="tonsure",
                    hair_colour="#7a5a3a", prop="rosary", old=True),
    "painter": Sitter(coat="#5a2a2a", dress="doublet", collar="", hair="long",
                      hair_colour="#6a4424", hat="beret", hat_colour="#1e1a1a",
                      beard="moustache", prop="palette", trim="#c8a860"),
    "poet": Sitter(coat=RED, dress="robe", collar="", hair="long", hair_colour="#2a1e16",
                   hat="laurel", prop="lyre", trim="#d9b03c"),
    "scholar": Sitter(coat="#2a2a30", dress="robe", collar="bands", hair="short",
                      hair_colour="#8a8480", hat="biretta", hat_colour="#18161a",
                      beard="full", prop="book", trim="#6b2020", old=True),
    "merchant": Sitter(coat="#2f6a5a", dress="robe", collar="fur", hair="short",
                       hair_colour="#4a3020", hat="chaperon", hat_colour=RED, beard="moustache",
                       prop="scales", trim="#7a5636"),
    "captain_general": Sitter(coat="#aeb6bf", dress="armour", collar="gorget", hair="short",
                              hair_colour="#2a1e16", hat="morion", hat_colour=RED,
                              beard="full", prop="baton", trim="#d9b03c", sash=RED),
    "lord": Sitter(coat=RED, dress="doublet", collar="fur", hair="long",
                   hair_colour="#4a3020", hat="feathered_beret", hat_colour="#1e1a1a",
                   beard="pointed", prop="falcon", jewel="chain", trim="#d9b03c"),
    "cardinal": Sitter(coat="#b3202a", dress="cape", collar="rabat", hair="short",
                       hair_colour="#8a8480", hat="galero", hat_colour="#b3202a",
                       jewel="cross", trim="#f1d98a", old=True),
    "countess": Sitter(coat=RED, dress="gown", collar="square", hair="parted",
                       hair_colour="#6a4424", hat="coronet", woman=True, prop="rose",
                       jewel="pearls", trim="#d9b03c"),
}


def portrait(kind: str, house: str) -> str:
    """The portrait's name of a card of `kind` in `house` (for `portraits.draw`)."""
    return f"court.{kind}.{house}"


def register_all() -> None:
    """A portrait for each kind of card of each House's deck, on the House's ground."""
    for card in DECK.cards.values():
        ground = FIELDS.get(card.house, "#e9dcc0")
        portraits.register(portrait(card.kind, card.house), replace(KINDS[card.kind],
                                                                    field=ground))


register_all()


# --- the powers, as pictures --------------------------------------------------------------------


def _card(p: QPainter, x: float, y: float, fill: QColor, line: QColor, w: float = 0.3,
          h: float = 0.42) -> None:
    p.setPen(QPen(line, 0.05))
    p.setBrush(fill)
    p.drawRoundedRect(QRectF(x, y, w, h), 0.05, 0.05)


def minister_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The Minister: the stack under him struck out."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    for k in range(3):
        _card(p, 0.16 + k * 0.1, 0.12 + k * 0.1, detail, fill, 0.38, 0.52)
    pen = QPen(QColor("#b3202a"), 0.11)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawLine(QPointF(0.1, 0.14), QPointF(0.9, 0.9))
    p.drawLine(QPointF(0.9, 0.14), QPointF(0.1, 0.9))


def lady_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The Lady-in-waiting: the stack laid out as single cards, side by side."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    for k, (x, y) in enumerate(((0.0, 0.44), (0.35, 0.3), (0.7, 0.44))):
        _card(p, x, y, fill if k == 1 else detail, fill)
    pen = QPen(fill, 0.07)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    for sign in (-1, 1):  # the cards move apart
        p.drawLine(QPointF(0.5 + sign * 0.12, 0.16), QPointF(0.5 + sign * 0.36, 0.16))
        p.drawLine(QPointF(0.5 + sign * 0.36, 0.16), QPointF(0.5 + sign * 0.28, 0.08))
        p.drawLine(QPointF(0.5 + sign * 0.36, 0.16), QPointF(0.5 + sign * 0.28, 0.24))


cardart.register_emblem("court_power_minister", minister_power)
cardart.register_emblem("court_power_lady", lady_power)
POWER_ICONS = {"minister": "court_power_minister", "lady": "court_power_lady"}
