"""A portrait's headwear, over the hair: what tells a sitter first at a glance (a crown, a mitre,
a cardinal's hat, a jester's cap, a helmet). Drawn in the portrait's 100-unit box."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from medici_table.ui.portraits.kit import Sitter, blobs, flat, ink, shade, stroke

GOLD = "#d9b03c"
JEWELS = ("#b0243a", "#2f62b0", "#2f8a4a")


def _crown(p: QPainter, top: float, width: float, points: int, height: float,
           colour: str = GOLD) -> None:
    """A gold crown: a band and `points` points topped with pearls, jewels in the band."""
    left, right = 50 - width / 2, 50 + width / 2
    base = top + height
    path = QPainterPath()
    path.moveTo(left, base)
    step = width / (points - 1)
    for i in range(points):
        x = left + i * step
        path.lineTo(x, top)
        if i < points - 1:
            path.lineTo(x + step / 2, top + height * 0.55)
    path.lineTo(right, base)
    path.closeSubpath()
    ink(p, colour)
    p.drawPath(path)
    band = QRectF(left - 1, base - 1, width + 2, height * 0.45)
    p.drawRect(band)
    for i in range(points):
        ink(p, "#fffaf0", 0.5)
        p.drawEllipse(QPointF(left + i * step, top - 1.2), 1.8, 1.8)
    for i, x in enumerate((50 - width * 0.3, 50, 50 + width * 0.3)):
        ink(p, JEWELS[i % 3], 0.5)
        p.drawEllipse(QPointF(x, band.center().y()), 1.7, 1.5)


def crown(p: QPainter, who: Sitter) -> None:
    """A king's or a queen's crown, high on the head."""
    _crown(p, 8, 30, 5, 12)


def small_crown(p: QPainter, who: Sitter) -> None:
    """A queen's crown set on a woman's hair or veil."""
    _crown(p, 9, 24, 5, 10)


def ducal(p: QPainter, who: Sitter) -> None:
    """A duke's crown of fleurons over a cap of velvet, on a band of ermine."""
    cap = QPainterPath()
    cap.moveTo(35, 22)
    cap.cubicTo(35, 4, 65, 4, 65, 22)
    cap.closeSubpath()
    ink(p, who.hat_colour or "#8a1c2a")
    p.drawPath(cap)
    _crown(p, 10, 32, 3, 12)
    ink(p, "#f7f2e8", 1.0)
    p.drawRect(QRectF(32, 22, 36, 6))
    flat(p, "#1e1a16")
    for x in (37, 44, 51, 58, 64):
        p.drawEllipse(QPointF(x, 25), 0.9, 1.3)


def coronet(p: QPainter, who: Sitter) -> None:
    """A count's coronet: a gold band with pearls on short points."""
    ink(p, GOLD)
    p.drawRect(QRectF(35, 19, 30, 5))
    for i in range(7):
        x = 36 + i * 4.67
        stroke(p, GOLD, 1.2)
        p.drawLine(QPointF(x, 19), QPointF(x, 14))
        ink(p, "#fffaf0", 0.5)
        p.drawEllipse(QPointF(x, 13), 2.0, 2.0)


def mitre(p: QPainter, who: Sitter) -> None:
    """A bishop's mitre: two tall peaks, a gold band and an upright gold cross band."""
    colour = who.hat_colour or "#f2ead8"
    path = QPainterPath()
    path.moveTo(35, 30)
    path.cubicTo(33, 14, 42, 4, 50, -2)
    path.cubicTo(58, 4, 67, 14, 65, 30)
    path.closeSubpath()
    ink(p, colour)
    p.drawPath(path)
    flat(p, GOLD)
    p.drawRect(QRectF(35.5, 24, 29, 4.5))
    p.drawRect(QRectF(48, 2, 4, 23))
    stroke(p, shade(colour, 140), 0.8)
    p.drawLine(QPointF(50, -1), QPointF(44, 14))


def zucchetto(p: QPainter, who: Sitter) -> None:
    """A skullcap (a cardinal's red, a minister's black)."""
    cap = QPainterPath()
    cap.moveTo(37, 23)
    cap.cubicTo(38, 12, 62, 12, 63, 23)
    cap.quadTo(50, 20, 37, 23)
    cap.closeSubpath()
    ink(p, who.hat_colour or "#b3202a")
    p.drawPath(cap)


def galero(p: QPainter, who: Sitter) -> None:
    """A cardinal's galero: a low round crown on a very wide flat brim."""
    colour = who.hat_colour or "#b3202a"
    ink(p, colour)
    p.drawEllipse(QPointF(50, 24), 30, 5.5)
    crown_path = QPainterPath()
    crown_path.moveTo(37, 24)
    crown_path.cubicTo(37, 8, 63, 8, 63, 24)
    crown_path.closeSubpath()
    ink(p, shade(colour, 108))
    p.drawPath(crown_path)


def beret(p: QPainter, who: Sitter) -> None:
    """A Renaissance beret, soft and tilted, with a feather if it is a gentleman's."""
    colour = who.hat_colour or "#2a2a2e"
    path = QPainterPath()
    path.moveTo(32, 26)
    path.cubicTo(26, 14, 50, 6, 66, 12)
    path.cubicTo(74, 15, 72, 24, 66, 27)
    path.quadTo(50, 22, 32, 26)
    path.closeSubpath()
    ink(p, colour)
    p.drawPath(path)
    ink(p, shade(colour, 125), 0.8)
    p.drawRect(QRectF(35, 24, 30, 3.5))
    if who.trim:
        ink(p, who.trim, 0.5)
        p.drawEllipse(QPointF(40, 21), 1.8, 1.8)


def feathered_beret(p: QPainter, who: Sitter) -> None:
    feather(p, 38, 18, "#f7f2e8", -35)
    beret(p, who)


def feather(p: QPainter, x: float, y: float, colour: str, lean: float) -> None:
    """An ostrich plume from (x, y), curling over by `lean` units."""
    path = QPainterPath()
    path.moveTo(x, y)
    path.cubicTo(x + lean * 0.2, y - 14, x + lean * 0.8, y - 16, x + lean, y - 6)
    path.cubicTo(x + lean * 0.7, y - 10, x + lean * 0.3, y - 8, x + 2, y + 1)
    path.closeSubpath()
    ink(p, colour, 0.9)
    p.drawPath(path)


def biretta(p: QPainter, who: Sitter) -> None:
    """A square cap with three ridges on top and a tuft (a cardinal's red, a scholar's black)."""
    colour = who.hat_colour or "#1e1e24"
    path = QPainterPath()
    path.moveTo(35, 25)
    path.lineTo(36, 11)
    path.lineTo(64, 11)
    path.lineTo(65, 25)
    path.quadTo(50, 22, 35, 25)
    path.closeSubpath()
    ink(p, colour)
    p.drawPath(path)
    for x in (41, 50, 59):
        ridge = QPainterPath()
        ridge.moveTo(x - 4, 11.5)
        ridge.quadTo(x - 3, 3, x, 3)
        ridge.quadTo(x + 3, 3, x + 4, 11.5)
        ridge.closeSubpath()
        ink(p, shade(colour, 112), 1.0)
        p.drawPath(ridge)
    ink(p, shade(colour, 125), 0.8)
    p.drawEllipse(QPointF(50, 4), 2.6, 2.6)


def chaperon(p: QPainter, who: Sitter) -> None:
    """The Florentine chaperon: a padded roll round the head, its cloth hanging at one side."""
    colour = who.hat_colour or "#8c2030"
    tail = QPainterPath()
    tail.moveTo(60, 18)
    tail.cubicTo(74, 24, 74, 50, 70, 64)
    tail.lineTo(63, 62)
    tail.cubicTo(66, 48, 64, 32, 58, 24)
    tail.closeSubpath()
    ink(p, shade(colour, 112))
    p.drawPath(tail)
    roll = QPainterPath()
    roll.moveTo(33, 25)
    roll.cubicTo(30, 14, 40, 6, 52, 8)
    roll.cubicTo(64, 6, 72, 14, 67, 25)
    roll.quadTo(50, 20, 33, 25)
    roll.closeSubpath()
    ink(p, colour)
    p.drawPath(roll)
    stroke(p, shade(colour, 135), 0.9)
    for x in (40, 48, 56, 62):
        p.drawLine(QPointF(x, 10), QPointF(x - 3, 22))


def laurel(p: QPainter, who: Sitter) -> None:
    """A poet's laurel wreath round the brow."""
    stroke(p, "#3e6b26", 1.2)
    p.drawArc(QRectF(35, 18, 30, 16), 20 * 16, 140 * 16)
    for sign in (-1, 1):
        for i in range(5):
            x = 50 + sign * (4 + i * 3)
            y = 20 + i * 1.6
            leaf = QPainterPath()
            leaf.moveTo(x, y)
            leaf.cubicTo(x + sign * 2, y - 4, x + sign * 5, y - 3, x + sign * 5, y - 1)
            leaf.cubicTo(x + sign * 4, y + 1, x + sign * 2, y + 1, x, y)
            ink(p, "#5e9a36", 0.5)
            p.drawPath(leaf)


def jester(p: QPainter, who: Sitter) -> None:
    """A jester's cap of three drooping points, each with a bell."""
    colours = (who.hat_colour or who.coat, who.trim, who.hat_colour or who.coat)
    tips = ((22, 30), (50, 2), (78, 30))
    for (tx, ty), colour in zip(tips, colours, strict=True):
        point = QPainterPath()
        point.moveTo(38, 24)
        point.cubicTo(40, 12, tx + (50 - tx) * 0.3, ty - 6, tx, ty)
        point.cubicTo(tx + (50 - tx) * 0.5, ty + 4, 56, 14, 62, 24)
        point.closeSubpath()
        ink(p, colour)
        p.drawPath(point)
    ink(p, "#f7f2e8", 1.0)
    p.drawRect(QRectF(35, 22, 30, 5))
    for tx, ty in tips:
        ink(p, GOLD, 0.7)
        p.drawEllipse(QPointF(tx, ty + 1.5), 3, 3)


def helmet(p: QPainter, who: Sitter) -> None:
    """A knight's burgonet, its visor raised: a steel skull, a crest and a plume."""
    steel = "#aeb6bf"
    feather(p, 56, 8, who.hat_colour or "#b3202a", 22)
    skull = QPainterPath()
    skull.moveTo(33, 34)
    skull.cubicTo(32, 10, 68, 10, 67, 34)
    skull.lineTo(63, 34)
    skull.cubicTo(62, 26, 38, 26, 37, 34)
    skull.closeSubpath()
    ink(p, steel)
    p.drawPath(skull)
    crest = QPainterPath()
    crest.moveTo(40, 15)
    crest.quadTo(50, 3, 60, 15)
    crest.quadTo(50, 10, 40, 15)
    ink(p, shade(steel, 112), 1.0)
    p.drawPath(crest)
    for sign in (-1, 1):  # cheek pieces
        cheek = QPainterPath()
        cheek.moveTo(50 + sign * 17, 32)
        cheek.lineTo(50 + sign * 16, 50)
        cheek.lineTo(50 + sign * 12, 52)
        cheek.lineTo(50 + sign * 13, 34)
        cheek.closeSubpath()
        ink(p, steel, 1.0)
        p.drawPath(cheek)
    ink(p, shade(steel, 115), 1.0)
    p.drawRect(QRectF(34, 24, 32, 3.5))


def morion(p: QPainter, who: Sitter) -> None:
    """A morion: the captain's helmet with its high comb and upturned brim."""
    steel = "#b9c0c8"
    brim = QPainterPath()
    brim.moveTo(22, 18)
    brim.quadTo(50, 32, 78, 18)
    brim.quadTo(76, 26, 50, 28)
    brim.quadTo(24, 26, 22, 18)
    brim.closeSubpath()
    comb = QPainterPath()
    comb.moveTo(34, 22)
    comb.cubicTo(34, 6, 40, -2, 50, -3)
    comb.cubicTo(60, -2, 66, 6, 66, 22)
    comb.closeSubpath()
    ink(p, steel)
    p.drawPath(comb)
    ink(p, shade(steel, 108))
    p.drawPath(brim)
    feather(p, 60, 12, who.hat_colour or "#f7f2e8", 18)


def plumed_hat(p: QPainter, who: Sitter) -> None:
    """A cavalier's broad felt hat, its brim turned up, with a great plume."""
    colour = who.hat_colour or "#2a2220"
    brim = QPainterPath()
    brim.moveTo(18, 24)
    brim.cubicTo(24, 14, 76, 14, 84, 22)
    brim.cubicTo(80, 28, 60, 27, 50, 27)
    brim.cubicTo(38, 27, 22, 28, 18, 24)
    brim.closeSubpath()
    crown_path = QPainterPath()
    crown_path.moveTo(35, 22)
    crown_path.cubicTo(35, 6, 65, 6, 65, 22)
    crown_path.closeSubpath()
    ink(p, colour)
    p.drawPath(crown_path)
    ink(p, shade(colour, 90))
    p.drawPath(brim)
    stroke(p, who.trim or "#d9b03c", 2.0)
    p.drawLine(QPointF(36, 19), QPointF(64, 19))
    feather(p, 40, 18, "#f7f2e8", -30)


def feathered_cap(p: QPainter, who: Sitter) -> None:
    """A minstrel's small cap with a long feather."""
    colour = who.hat_colour or "#2f6b3a"
    cap = QPainterPath()
    cap.moveTo(35, 26)
    cap.cubicTo(34, 10, 66, 8, 68, 22)
    cap.lineTo(74, 18)
    cap.lineTo(66, 28)
    cap.quadTo(50, 22, 35, 26)
    cap.closeSubpath()
    ink(p, colour)
    p.drawPath(cap)
    feather(p, 62, 12, "#c8342c", 26)


def straw(p: QPainter, who: Sitter) -> None:
    """A peasant's straw hat, wide and a little ragged."""
    colour = "#d9b866"
    brim = QPainterPath()
    brim.addEllipse(QPointF(50, 24), 30, 6)
    ink(p, colour)
    p.drawPath(brim)
    top = QPainterPath()
    top.moveTo(36, 24)
    top.cubicTo(36, 8, 64, 8, 64, 24)
    top.closeSubpath()
    ink(p, shade(colour, 108))
    p.drawPath(top)
    stroke(p, "#a07a30", 0.8)
    for x in (24, 32, 68, 76):
        p.drawLine(QPointF(x, 22), QPointF(x + (x - 50) * 0.06, 28))
    ink(p, "#8c5a2a", 0.6)
    p.drawRect(QRectF(36.5, 19, 27, 3))


def hood(p: QPainter, who: Sitter) -> None:
    """A hood drawn over the head, framing the face (a rogue's pulled low over the eyes)."""
    colour = who.hat_colour or "#3a3230"
    low = 4.0 if who.prop == "dagger" else 0.0  # a rogue's hood comes down to the brows
    frame = QPainterPath()
    frame.moveTo(30, 60)
    frame.cubicTo(26, 30, 32, 12, 50, 12)
    frame.cubicTo(68, 12, 74, 30, 70, 60)
    frame.lineTo(63, 58)
    frame.cubicTo(66, 40, 62, 31 + low, 50, 30 + low)
    frame.cubicTo(38, 31 + low, 34, 40, 37, 58)
    frame.closeSubpath()
    ink(p, colour)
    p.drawPath(frame)


def veil(p: QPainter, who: Sitter) -> None:
    """The front of a veil: a band over the brow (a widow's, or a pious lady's hood)."""
    colour = who.hat_colour or "#2a2220"
    band = QPainterPath()
    band.moveTo(33, 40)
    band.cubicTo(30, 18, 70, 18, 67, 40)
    band.cubicTo(64, 26, 36, 26, 33, 40)
    band.closeSubpath()
    ink(p, colour)
    p.drawPath(band)


def veil_crown(p: QPainter, who: Sitter) -> None:
    veil(p, who)
    small_crown(p, who)


def coif(p: QPainter, who: Sitter) -> None:
    """A linen coif: a white band over the hair, tied under the chin."""
    band = QPainterPath()
    band.moveTo(34, 44)
    band.cubicTo(31, 18, 69, 18, 66, 44)
    band.cubicTo(63, 28, 37, 28, 34, 44)
    band.closeSubpath()
    ink(p, "#f7f2e8")
    p.drawPath(band)
    stroke(p, "#f7f2e8", 2.2)
    chin = QPainterPath()
    chin.moveTo(35, 44)
    chin.cubicTo(37, 58, 44, 62, 50, 62)
    chin.cubicTo(56, 62, 63, 58, 65, 44)
    p.drawPath(chin)


def mortier(p: QPainter, who: Sitter) -> None:
    """A magistrate's mortier: a round black velvet cap with gold braid."""
    colour = who.hat_colour or "#1a1a1e"
    cap = QPainterPath()
    cap.moveTo(34, 25)
    cap.lineTo(35, 10)
    cap.cubicTo(42, 6, 58, 6, 65, 10)
    cap.lineTo(66, 25)
    cap.quadTo(50, 22, 34, 25)
    cap.closeSubpath()
    ink(p, colour)
    p.drawPath(cap)
    stroke(p, GOLD, 1.6)
    for y in (13, 17):
        p.drawLine(QPointF(35, y), QPointF(65, y))


def aigrette(p: QPainter, who: Sitter) -> None:
    """A jewel with a tall white feather, worn in a lady's hair."""
    feather(p, 58, 20, "#f7f2e8", 14)
    ink(p, "#2f62b0", 0.6)
    p.drawEllipse(QPointF(58, 20), 2.6, 2.6)
    pearls_hair(p, who)


def pearls_hair(p: QPainter, who: Sitter) -> None:
    """A string of pearls wound through the hair."""
    for i in range(9):
        x = 38 + i * 3
        ink(p, "#fffaf0", 0.4)
        p.drawEllipse(QPointF(x, 24 - 3.2 * (1 - ((x - 50) / 12) ** 2)), 1.3, 1.3)


def bows(p: QPainter, who: Sitter) -> None:
    """Ribbons tied in the curls of a wig."""
    colour = who.hat_colour or "#e07aa0"
    for x, y in ((30, 42), (70, 42), (50, 12)):
        bow = QPainterPath()
        for sign in (-1, 1):
            bow.moveTo(x, y)
            bow.cubicTo(x + sign * 3, y - 4, x + sign * 7, y - 3, x + sign * 6, y + 1)
            bow.cubicTo(x + sign * 5, y + 4, x + sign * 2, y + 2, x, y)
        ink(p, colour, 0.7)
        p.drawPath(bow)


def balzo(p: QPainter, who: Sitter) -> None:
    """A balzo: the great round padded headdress of Italian ladies, netted with gold."""
    colour = who.hat_colour or "#a8322d"
    ink(p, colour)
    p.drawPath(blobs(((50, 16, 16), (36, 20, 9), (64, 20, 9))))
    stroke(p, GOLD, 0.8)
    for i in range(-2, 3):
        p.drawArc(QRectF(36 + i * 6, 2, 16, 28), 60 * 16, 60 * 16)
    ink(p, GOLD, 0.6)
    p.drawRect(QRectF(35, 26, 30, 2.5))


def calotte(p: QPainter, who: Sitter) -> None:
    """A black skullcap (a minister's, a scholar's)."""
    zucchetto(p, Sitter(hat_colour=who.hat_colour or "#18161a"))


def hennin(p: QPainter, who: Sitter) -> None:
    """A short truncated hennin with its veil: a lady of the old court."""
    colour = who.hat_colour or "#6b2d5a"
    cone = QPainterPath()
    cone.moveTo(36, 26)
    cone.lineTo(40, 2)
    cone.lineTo(60, 2)
    cone.lineTo(64, 26)
    cone.closeSubpath()
    ink(p, colour)
    p.drawPath(cone)
    ink(p, "#f7f2e8", 1.0)
    p.drawRect(QRectF(34, 22, 32, 5))


HATS: dict[str, Callable[[QPainter, Sitter], None]] = {
    "crown": crown, "small_crown": small_crown, "ducal": ducal, "coronet": coronet,
    "mitre": mitre, "zucchetto": zucchetto, "galero": galero, "beret": beret,
    "feathered_beret": feathered_beret, "biretta": biretta, "chaperon": chaperon,
    "laurel": laurel, "jester": jester, "helmet": helmet, "morion": morion,
    "plumed_hat": plumed_hat, "feathered_cap": feathered_cap, "straw": straw, "hood": hood,
    "cowl": hood, "veil": veil, "veil_crown": veil_crown, "coif": coif, "mortier": mortier,
    "aigrette": aigrette, "pearls_hair": pearls_hair, "bows": bows, "balzo": balzo,
    "calotte": calotte, "hennin": hennin,
}


def hat(p: QPainter, who: Sitter) -> None:
    if who.hat in HATS:
        HATS[who.hat](p, who)

