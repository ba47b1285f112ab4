"""What a portrait's sitter wears: the dress of the bust, the collar, what of the headwear
lies behind the head, and jewels (`kit.Sitter` names them). Drawn in the portrait's 100-unit
box; the head's centre is at (50, 40), the shoulders start near y = 66.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from medici_table.ui.portraits.kit import Sitter, blobs, flat, ink, mirrored, shade, stroke

GOLD = "#d9b03c"
WHITE = "#f7f2e8"
STEEL = "#aeb6bf"


# --- the bust ---------------------------------------------------------------------------------


@cache
def _shoulders(woman: bool) -> QPainterPath:
    path = QPainterPath()
    top = 67.0 if woman else 65.0
    reach = 10.0 if woman else 4.0
    path.moveTo(reach, 101)
    path.cubicTo(reach + 1, 82, 16, top + 4, 36, top)
    path.lineTo(64, top)
    path.cubicTo(84, top + 4, 99 - reach, 82, 100 - reach, 101)
    path.closeSubpath()
    return path


def body(p: QPainter, who: Sitter) -> None:
    shoulders = _shoulders(who.woman)
    coat = who.coat
    if who.dress == "armour":
        _armour(p, who)
    elif who.dress == "motley":  # the jester's halves of two colours
        ink(p, coat)
        p.drawPath(shoulders)
        half = QPainterPath()
        half.addRect(QRectF(50, 60, 50, 42))
        ink(p, who.trim)
        p.drawPath(shoulders.intersected(half))
    else:
        ink(p, coat)
        p.drawPath(shoulders)
    if who.dress == "gown":  # a bodice: neckline in the skin, a stomacher of braid
        neckline = QPainterPath()
        neckline.moveTo(33, 67.5)
        neckline.cubicTo(38, 80, 62, 80, 67, 67.5)
        neckline.closeSubpath()
        ink(p, who.skin)
        p.drawPath(neckline)
        stomacher = QPainterPath()
        stomacher.moveTo(42, 79)
        stomacher.lineTo(58, 79)
        stomacher.lineTo(52, 101)
        stomacher.lineTo(48, 101)
        stomacher.closeSubpath()
        ink(p, who.trim, 1.0)
        p.drawPath(stomacher)
        stroke(p, shade(who.trim, 160), 0.9)
        for y in (84, 89, 94):
            p.drawLine(QPointF(46 + (y - 79) * 0.1, y), QPointF(54 - (y - 79) * 0.1, y))
    elif who.dress in ("doublet", "coat"):  # buttons down the front, braid on a coat
        if who.dress == "coat":
            stroke(p, who.trim, 2.2)
            p.drawLine(QPointF(44, 70), QPointF(42, 101))
            p.drawLine(QPointF(56, 70), QPointF(58, 101))
        ink(p, who.trim, 0.6)
        for y in (78, 86, 94):
            p.drawEllipse(QPointF(50, y), 1.5, 1.5)
    elif who.dress == "robe":  # a loose robe: deep folds, an open front with fur or facing
        stroke(p, shade(coat, 135), 1.2)
        for x in (22, 30, 70, 78):
            p.drawLine(QPointF(x, 80), QPointF(x - (50 - x) * 0.1, 101))
        ink(p, who.trim, 1.0)
        for sign in (-1, 1):
            band = QPainterPath()
            band.moveTo(50 + sign * 6, 67)
            band.lineTo(50 + sign * 13, 67)
            band.lineTo(50 + sign * 10, 101)
            band.lineTo(50 + sign * 3, 101)
            band.closeSubpath()
            p.drawPath(band)
    elif who.dress == "habit":  # a monk's habit and its cord
        stroke(p, shade(coat, 140), 1.2)
        for x in (30, 70):
            p.drawLine(QPointF(x, 76), QPointF(x - (50 - x) * 0.12, 101))
        stroke(p, "#e8dcc0", 1.8)
        p.drawLine(QPointF(56, 76), QPointF(58, 101))
    elif who.dress == "cape":  # a short cape (a cardinal's mozzetta) over the shoulders
        cape = QPainterPath()
        cape.moveTo(8, 101)
        cape.cubicTo(6, 80, 18, 68, 36, 65)
        cape.lineTo(64, 65)
        cape.cubicTo(82, 68, 94, 80, 92, 101)
        cape.cubicTo(80, 94, 62, 90, 50, 92)
        cape.cubicTo(38, 90, 20, 94, 8, 101)
        cape.closeSubpath()
        ink(p, shade(coat, 112))
        p.drawPath(cape)
        ink(p, who.trim, 0.6)
        for y in (72, 78, 84, 90):
            p.drawEllipse(QPointF(50, y), 1.2, 1.2)
    if who.sash:  # an order's riband from the shoulder to the hip
        sash = QPainterPath()
        sash.moveTo(64, 66)
        sash.lineTo(72, 68)
        sash.lineTo(38, 101)
        sash.lineTo(26, 101)
        sash.closeSubpath()
        ink(p, who.sash, 1.0)
        p.drawPath(sash.intersected(shoulders))


def _armour(p: QPainter, who: Sitter) -> None:
    """A breastplate with its ridge, and pauldrons over the shoulders."""
    ink(p, STEEL)
    p.drawPath(_shoulders(False))
    flat(p, QColor(255, 255, 255, 110))
    p.drawPath(_breast_light())
    stroke(p, "#5f6770", 1.0)
    p.drawLine(QPointF(50, 72), QPointF(50, 101))
    for sign in (-1, 1):  # the pauldrons: a dome over the shoulder and a lame under it
        for i, drop in enumerate((8.0, 0.0)):
            plate = QPainterPath()
            plate.moveTo(50 + sign * 15, 66 + drop)
            plate.cubicTo(50 + sign * 32, 58 + drop, 50 + sign * 47, 68 + drop, 50 + sign * 48,
                          86 + drop)
            plate.lineTo(50 + sign * 40, 88 + drop)
            plate.cubicTo(50 + sign * 38, 78 + drop, 50 + sign * 30, 71 + drop, 50 + sign * 16,
                          72 + drop)
            plate.closeSubpath()
            ink(p, shade(STEEL, 112 - 8 * i))
            p.drawPath(plate)
        ink(p, who.trim, 0.5)
        p.drawEllipse(QPointF(50 + sign * 30, 68), 1.3, 1.3)


@cache
def _breast_light() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(40, 74)
    path.cubicTo(42, 84, 44, 94, 45, 101)
    path.lineTo(48, 101)
    path.cubicTo(47, 92, 46, 82, 46, 73)
    path.closeSubpath()
    return path


# --- the collar -------------------------------------------------------------------------------


def collar(p: QPainter, who: Sitter) -> None:
    kind = who.collar
    if kind == "ruff":  # a millstone ruff of white pleats
        ink(p, WHITE, 1.0)
        p.drawEllipse(QPointF(50, 64), 19, 7.5)
        stroke(p, "#b9b2a4", 0.8)
        for i in range(-8, 9):
            x = 50 + i * 2.2
            p.drawLine(QPointF(x, 58.5 + abs(i) * 0.2), QPointF(x * 1.04 - 2, 70 - abs(i) * 0.2))
        ink(p, WHITE, 0.8)
        p.drawEllipse(QPointF(50, 62.5), 8, 3)
    elif kind == "jabot":  # a lace cravat falling in two tiers
        for y, w, h in ((66, 8, 10), (73, 6.5, 10)):
            tier = QPainterPath()
            tier.moveTo(50 - w, y)
            tier.lineTo(50 + w, y)
            tier.cubicTo(50 + w, y + h * 0.8, 50 + w * 0.5, y + h, 50, y + h)
            tier.cubicTo(50 - w * 0.5, y + h, 50 - w, y + h * 0.8, 50 - w, y)
            tier.closeSubpath()
            ink(p, WHITE, 0.9)
            p.drawPath(tier)
            stroke(p, "#c8c0b0", 0.6)
            p.drawLine(QPointF(50 - w * 0.6, y + h * 0.6), QPointF(50 + w * 0.6, y + h * 0.6))
        ink(p, who.trim, 0.6)  # the bow that ties it
        p.drawPath(mirrored(_bow_half(50, 65.5, 5)))
    elif kind == "rabat":  # a plain falling band, square over the chest
        band = QPainterPath()
        band.moveTo(38, 65)
        band.lineTo(62, 65)
        band.lineTo(64, 76)
        band.lineTo(36, 76)
        band.closeSubpath()
        ink(p, WHITE, 1.0)
        p.drawPath(band)
        stroke(p, "#c8c0b0", 0.6)
        p.drawLine(QPointF(50, 65.5), QPointF(50, 75.5))
    elif kind == "lace":  # a broad lace collar over the shoulders
        lace = QPainterPath()
        lace.moveTo(30, 66)
        lace.lineTo(70, 66)
        lace.cubicTo(74, 74, 68, 80, 50, 80)
        lace.cubicTo(32, 80, 26, 74, 30, 66)
        lace.closeSubpath()
        ink(p, WHITE, 1.0)
        p.drawPath(lace)
        flat(p, "#d9d0c0")
        for i in range(9):
            x = 33 + i * 4.25
            p.drawEllipse(QPointF(x, 77 - abs(x - 50) * 0.2), 1.2, 1.2)
    elif kind == "gorget":  # the steel neck plate of an armour
        plate = QPainterPath()
        plate.moveTo(36, 64)
        plate.cubicTo(40, 74, 60, 74, 64, 64)
        plate.lineTo(60, 61)
        plate.cubicTo(56, 66, 44, 66, 40, 61)
        plate.closeSubpath()
        ink(p, shade(STEEL, 108), 1.0)
        p.drawPath(plate)
    elif kind == "bands":  # a cleric's white bands
        for x in (46.5, 53.5):
            ink(p, WHITE, 0.8)
            p.drawRect(QRectF(x - 3, 66, 6, 12))
    elif kind == "ermine":  # a collar of ermine: white fur with black tails
        fur = QPainterPath()
        fur.moveTo(24, 68)
        fur.cubicTo(36, 62, 64, 62, 76, 68)
        fur.lineTo(72, 80)
        fur.cubicTo(60, 74, 40, 74, 28, 80)
        fur.closeSubpath()
        ink(p, WHITE, 1.0)
        p.drawPath(fur)
        flat(p, "#1e1a16")
        for tx, ty in ((32.0, 72.0), (42.0, 69.5), (50.0, 69.0), (58.0, 69.5), (68.0, 72.0)):
            p.drawPath(_tail(tx, ty))
    elif kind == "fur":  # a broad brown fur collar
        ink(p, "#7a5636", 1.0)
        p.drawPath(blobs(tuple((x, 68 + abs(x - 50) * 0.12, 6) for x in range(24, 80, 6))))
    elif kind == "square":  # a square neckline with a jewelled border (Renaissance ladies)
        neckline = QPainterPath()
        neckline.moveTo(36, 67)
        neckline.lineTo(38, 78)
        neckline.lineTo(62, 78)
        neckline.lineTo(64, 67)
        neckline.closeSubpath()
        ink(p, who.skin, 1.0)
        p.drawPath(neckline)
        stroke(p, GOLD, 1.6)
        p.drawPolyline([QPointF(36, 67), QPointF(38, 78), QPointF(62, 78), QPointF(64, 67)])
    elif kind == "cowl":  # a monk's hood lying on the shoulders
        cowl = QPainterPath()
        cowl.moveTo(28, 66)
        cowl.cubicTo(34, 60, 66, 60, 72, 66)
        cowl.cubicTo(68, 80, 32, 80, 28, 66)
        cowl.closeSubpath()
        ink(p, shade(who.coat, 112), 1.0)
        p.drawPath(cowl)
    elif kind == "motley":  # a jester's collar of points with bells
        for i in range(7):
            x = 26 + i * 8
            point = QPainterPath()
            point.moveTo(x - 5, 65)
            point.lineTo(x + 5, 65)
            point.lineTo(x, 77)
            point.closeSubpath()
            ink(p, who.coat if i % 2 else who.trim, 0.8)
            p.drawPath(point)
            ink(p, GOLD, 0.6)
            p.drawEllipse(QPointF(x, 77.5), 1.6, 1.6)
    elif kind == "high":  # a plain high collar with a small white edge
        ink(p, WHITE, 0.8)
        p.drawRect(QRectF(42, 62, 16, 5))


def _bow_half(x: float, y: float, s: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(x, y)
    path.cubicTo(x - s * 0.6, y - s * 0.8, x - s * 1.4, y - s * 0.5, x - s * 1.2, y + s * 0.2)
    path.cubicTo(x - s, y + s * 0.7, x - s * 0.4, y + s * 0.4, x, y)
    path.closeSubpath()
    return path


def _tail(x: float, y: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(x, y - 1.5)
    path.lineTo(x + 1.3, y + 1.8)
    path.lineTo(x, y + 1.2)
    path.lineTo(x - 1.3, y + 1.8)
    path.closeSubpath()
    return path


# --- the headwear ---------------------------------------------------------------------------


def hat_behind(p: QPainter, who: Sitter) -> None:
    """What of the headwear lies behind the head: a veil, a hood, a wide brim."""
    kind, colour = who.hat, who.hat_colour or "#2a2220"
    if kind in ("veil", "veil_crown"):  # a veil falling behind the head to the shoulders
        veil = QPainterPath()
        veil.moveTo(50, 14)
        veil.cubicTo(72, 14, 74, 40, 78, 80)
        veil.lineTo(22, 80)
        veil.cubicTo(26, 40, 28, 14, 50, 14)
        veil.closeSubpath()
        ink(p, colour)
        p.drawPath(veil)
    elif kind in ("hood", "cowl"):
        hood = QPainterPath()
        hood.moveTo(50, 10)
        hood.cubicTo(72, 10, 74, 40, 78, 74)
        hood.lineTo(22, 74)
        hood.cubicTo(26, 40, 28, 10, 50, 10)
        hood.closeSubpath()
        ink(p, colour)
        p.drawPath(hood)
    elif kind == "galero":  # the cardinal's wide red hat: its cords fall behind
        stroke(p, shade(colour, 110), 1.4)
        for sign in (-1, 1):
            p.drawLine(QPointF(50 + sign * 24, 24), QPointF(50 + sign * 30, 60))
            ink(p, colour, 0.8)
            for i in range(3):
                p.drawEllipse(QPointF(50 + sign * (28 + i * 3), 62 + i * 5), 2.2, 2.6)
    elif kind == "coif":  # a linen coif tied under the chin
        coif = QPainterPath()
        coif.moveTo(50, 16)
        coif.cubicTo(68, 16, 68, 40, 66, 60)
        coif.lineTo(34, 60)
        coif.cubicTo(32, 40, 32, 16, 50, 16)
        coif.closeSubpath()
        ink(p, WHITE)
        p.drawPath(coif)


def jewel(p: QPainter, who: Sitter) -> None:
    kind = who.jewel
    if "pearls" in kind:  # a string of pearls at the neck
        flat(p, "#fffaf0")
        for i in range(11):
            x = 38 + i * 2.4
            y = 68 + 5.5 * (1 - ((x - 50) / 12) ** 2)
            ink(p, "#fffaf0", 0.4)
            p.drawEllipse(QPointF(x, y), 1.3, 1.3)
    if "cross" in kind:  # a gold cross on the breast
        ink(p, GOLD, 0.7)
        p.drawRect(QRectF(48.6, 76, 2.8, 11))
        p.drawRect(QRectF(45.5, 79, 9, 2.8))
    if "chain" in kind:  # a chain of office across the shoulders, with its medal
        stroke(p, GOLD, 1.8)
        chain = QPainterPath()
        chain.moveTo(30, 70)
        chain.cubicTo(36, 88, 64, 88, 70, 70)
        p.drawPath(chain)
        ink(p, GOLD, 0.8)
        p.drawEllipse(QPointF(50, 86), 4, 4)
    if "earring" in kind:
        ink(p, "#fffaf0", 0.4)
        for sign in (-1, 1):
            p.drawEllipse(QPointF(50 + sign * 14, 47.5), 1.4, 1.8)
    if "patch" in kind:  # a beauty patch on the cheek
        flat(p, "#1a1412")
        p.drawEllipse(QPointF(57.5, 45.5), 0.9, 0.9)
    if "eyemask" in kind:  # a rogue's black half-mask over the eyes
        mask = QPainterPath()
        mask.moveTo(35, 36)
        mask.cubicTo(42, 33, 58, 33, 65, 36)
        mask.cubicTo(66, 41, 61, 44, 55, 43)
        mask.quadTo(50, 40, 45, 43)
        mask.cubicTo(39, 44, 34, 41, 35, 36)
        mask.closeSubpath()
        for x in (44.2, 55.8):
            mask.addEllipse(QPointF(x, 39), 2.6, 1.7)
        ink(p, "#17141a", 0.8)
        p.drawPath(mask)
    if "ferronniere" in kind:  # a jewel on the brow on a fine chain (Renaissance ladies)
        stroke(p, GOLD, 0.6)
        p.drawArc(QRectF(36, 22, 28, 14), 200 * 16, 140 * 16)
        ink(p, "#8c1c2c", 0.5)
        p.drawEllipse(QPointF(50, 30.5), 1.6, 1.9)
