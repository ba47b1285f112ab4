"""What a portrait's sitter holds, drawn over the bust at a lower corner: the second cue, after
the headwear, that tells a character at a glance (a sword, a fan, a quill, keys, a lily...).
Drawn in the portrait's 100-unit box."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from medici_table.ui.portraits.kit import Sitter, flat, ink, shade, stroke

GOLD = "#d9b03c"
STEEL = "#c3cad2"
WOOD = "#8a5a2e"


def _hand(p: QPainter, who: Sitter, x: float, y: float) -> None:
    """A hand closed round what it holds."""
    ink(p, who.skin, 1.0)
    p.drawRoundedRect(QRectF(x - 4.5, y - 3.5, 9, 7), 3, 3)


def sword(p: QPainter, who: Sitter) -> None:
    """A sword held upright at the right, its blade rising past the shoulder."""
    blade = QPolygonF([QPointF(80, 12), QPointF(83.2, 18), QPointF(83.2, 76), QPointF(76.8, 76),
                       QPointF(76.8, 18)])
    ink(p, STEEL, 1.0)
    p.drawPolygon(blade)
    stroke(p, "#7c848c", 0.7)
    p.drawLine(QPointF(80, 20), QPointF(80, 74))
    ink(p, GOLD, 1.0)
    p.drawRoundedRect(QRectF(68, 75, 24, 4), 1.5, 1.5)
    ink(p, WOOD, 1.0)
    p.drawRect(QRectF(77.5, 79, 5, 12))
    ink(p, GOLD, 1.0)
    p.drawEllipse(QPointF(80, 93), 3.2, 3.2)
    _hand(p, who, 80, 85)


def baton(p: QPainter, who: Sitter) -> None:
    """A marshal's baton, blue sown with gold lilies, held across the chest."""
    p.save()
    p.translate(74, 80)
    p.rotate(-52)
    ink(p, "#2d4f9e", 1.0)
    p.drawRoundedRect(QRectF(-26, -3.6, 52, 7.2), 2.5, 2.5)
    ink(p, GOLD, 0.8)
    for x in (-26, 22):
        p.drawRect(QRectF(x, -3.8, 4, 7.6))
    flat(p, GOLD)
    for x in (-14, -4, 6, 16):
        p.drawEllipse(QPointF(x, 0), 1.5, 1.5)
    p.restore()
    _hand(p, who, 72, 83)


def quill(p: QPainter, who: Sitter) -> None:
    """A white quill pen, held up at the right."""
    feather_path = QPainterPath()
    feather_path.moveTo(72, 96)
    feather_path.cubicTo(74, 80, 80, 62, 92, 44)
    feather_path.cubicTo(90, 60, 86, 76, 76, 92)
    feather_path.closeSubpath()
    ink(p, "#fbf8f0", 1.0)
    p.drawPath(feather_path)
    stroke(p, "#b8b0a0", 0.8)
    p.drawLine(QPointF(73, 95), QPointF(90, 48))
    for t in range(4):
        y = 58 + t * 9
        p.drawLine(QPointF(88 - t * 3.2, y - 4), QPointF(84.5 - t * 3.4, y + 1))
    _hand(p, who, 74, 90)


def fan(p: QPainter, who: Sitter) -> None:
    """An open folding fan at the lower left."""
    centre = QPointF(26, 98)
    blade = QPainterPath()
    blade.moveTo(centre)
    blade.arcTo(QRectF(centre.x() - 26, centre.y() - 26, 52, 52), 20, 110)
    blade.closeSubpath()
    colour = who.hat_colour if who.prop == "fan" and who.hat_colour else "#e8c8d8"
    ink(p, colour)
    p.drawPath(blade)
    stroke(p, shade(colour, 150), 0.8)
    for i in range(8):
        angle = 20 + i * 110 / 7
        end = QPointF(centre.x() + 25 * _cos(angle), centre.y() - 25 * _sin(angle))
        p.drawLine(centre, end)
    stroke(p, GOLD, 1.4)
    p.drawArc(QRectF(centre.x() - 22, centre.y() - 22, 44, 44), 20 * 16, 110 * 16)
    _hand(p, who, 26, 96)


def _cos(deg: float) -> float:
    return math.cos(math.radians(deg))


def _sin(deg: float) -> float:
    return math.sin(math.radians(deg))


def book(p: QPainter, who: Sitter) -> None:
    """A closed book held against the breast, at the right."""
    p.save()
    p.translate(74, 84)
    p.rotate(-10)
    ink(p, "#f2ead8", 1.0)
    p.drawRect(QRectF(-11, -14, 22, 28))
    ink(p, who.trim if who.prop == "book" and who.trim != GOLD else "#6b2020", 1.0)
    p.drawRect(QRectF(-12, -15, 21, 29))
    ink(p, GOLD, 0.6)
    p.drawRect(QRectF(-6, -8, 9, 12))
    p.restore()
    _hand(p, who, 66, 94)


def keys(p: QPainter, who: Sitter) -> None:
    """Two great keys crossed, at the right (a chamberlain's, a housewife's)."""
    for angle in (-30, 30):
        p.save()
        p.translate(78, 80)
        p.rotate(angle)
        ink(p, GOLD, 1.0)
        p.drawEllipse(QPointF(0, -16), 5, 5)
        p.drawRect(QRectF(-1.6, -11, 3.2, 26))
        p.drawRect(QRectF(1.6, 9, 5, 3))
        p.drawRect(QRectF(1.6, 13, 4, 2.5))
        flat(p, shade(GOLD, 160))
        p.drawEllipse(QPointF(0, -16), 2, 2)
        p.restore()


def scales(p: QPainter, who: Sitter) -> None:
    """A balance held up at the right: a beam and two pans."""
    stroke(p, "#8c6a20", 1.4)
    p.drawLine(QPointF(80, 62), QPointF(80, 96))
    p.drawLine(QPointF(66, 66), QPointF(94, 66))
    for x in (66, 94):
        stroke(p, "#8c6a20", 0.7)
        p.drawLine(QPointF(x, 66), QPointF(x - 5, 78))
        p.drawLine(QPointF(x, 66), QPointF(x + 5, 78))
        pan = QPainterPath()
        pan.moveTo(x - 7, 78)
        pan.lineTo(x + 7, 78)
        pan.quadTo(x, 85, x - 7, 78)
        ink(p, GOLD, 0.8)
        p.drawPath(pan)
    ink(p, GOLD, 0.8)
    p.drawEllipse(QPointF(80, 62), 2, 2)
    _hand(p, who, 80, 92)


def lily(p: QPainter, who: Sitter) -> None:
    """A white lily on its stem, held at the lower left."""
    stroke(p, "#3e7a2e", 1.6)
    p.drawLine(QPointF(24, 98), QPointF(20, 58))
    for sign in (-1, 1):
        leaf = QPainterPath()
        leaf.moveTo(22, 80)
        leaf.quadTo(22 + sign * 8, 72, 22 + sign * 9, 66)
        leaf.quadTo(22 + sign * 3, 72, 22, 80)
        ink(p, "#5e9a36", 0.6)
        p.drawPath(leaf)
    for angle in (-40, 0, 40):
        p.save()
        p.translate(20, 58)
        p.rotate(angle)
        petal = QPainterPath()
        petal.moveTo(0, 0)
        petal.cubicTo(-5, -4, -4, -12, 0, -16)
        petal.cubicTo(4, -12, 5, -4, 0, 0)
        ink(p, "#fffdf6", 0.9)
        p.drawPath(petal)
        p.restore()
    flat(p, "#e0a020")
    p.drawEllipse(QPointF(20, 55), 1.4, 1.4)
    _hand(p, who, 24, 92)


def rose(p: QPainter, who: Sitter) -> None:
    """A red rose on its stem, held at the lower left."""
    stroke(p, "#3e7a2e", 1.6)
    p.drawLine(QPointF(26, 98), QPointF(22, 70))
    leaf = QPainterPath()
    leaf.moveTo(24, 84)
    leaf.quadTo(32, 78, 34, 74)
    leaf.quadTo(28, 78, 24, 84)
    ink(p, "#5e9a36", 0.6)
    p.drawPath(leaf)
    ink(p, "#b3202a", 1.0)
    p.drawEllipse(QPointF(22, 66), 6, 5.5)
    stroke(p, "#7a1018", 0.8)
    p.drawArc(QRectF(18, 62, 8, 7), 30 * 16, 220 * 16)
    _hand(p, who, 25, 92)


def dolphin(p: QPainter, who: Sitter) -> None:
    """The Dauphin's blue dolphin, curled as on his arms, at the lower right."""
    body_path = QPainterPath()
    body_path.moveTo(70, 70)
    body_path.cubicTo(78, 60, 94, 62, 94, 74)
    body_path.cubicTo(94, 84, 86, 92, 80, 96)
    body_path.lineTo(86, 100)
    body_path.lineTo(74, 100)
    body_path.cubicTo(84, 90, 88, 80, 84, 73)
    body_path.cubicTo(80, 68, 74, 72, 72, 76)
    body_path.closeSubpath()
    ink(p, "#2d5fa8", 1.1)
    p.drawPath(body_path)
    flat(p, "#f7f2e8")
    p.drawEllipse(QPointF(88, 69.5), 1.4, 1.4)
    ink(p, "#b3202a", 0.6)  # its fin
    fin = QPainterPath()
    fin.moveTo(82, 64)
    fin.lineTo(86, 57)
    fin.lineTo(88, 64)
    fin.closeSubpath()
    p.drawPath(fin)


def cannon(p: QPainter, who: Sitter) -> None:
    """A field cannon on its wheel, at the lower right (the minister of war)."""
    p.save()
    p.translate(80, 88)
    p.rotate(-24)
    ink(p, "#4a4e54", 1.0)
    barrel = QPainterPath()
    barrel.moveTo(-16, -4.5)
    barrel.lineTo(16, -3)
    barrel.lineTo(16, 3)
    barrel.lineTo(-16, 4.5)
    barrel.closeSubpath()
    p.drawPath(barrel)
    p.drawEllipse(QPointF(-17, 0), 4, 4.5)
    ink(p, GOLD, 0.6)
    p.drawRect(QRectF(14, -4, 3, 8))
    p.restore()
    ink(p, WOOD, 1.0)
    p.drawEllipse(QPointF(76, 95), 7, 7)
    flat(p, shade(WOOD, 140))
    p.drawEllipse(QPointF(76, 95), 2, 2)


def chisel(p: QPainter, who: Sitter) -> None:
    """A sculptor's mallet and chisel, at the right."""
    p.save()
    p.translate(78, 80)
    p.rotate(30)
    ink(p, WOOD, 1.0)
    p.drawRect(QRectF(-1.8, -4, 3.6, 22))
    ink(p, shade(WOOD, 90), 1.0)
    p.drawRoundedRect(QRectF(-8, -14, 16, 10), 2, 2)
    p.restore()
    p.save()
    p.translate(68, 80)
    p.rotate(-25)
    ink(p, STEEL, 0.9)
    p.drawRect(QRectF(-1.5, -16, 3, 14))
    ink(p, WOOD, 0.9)
    p.drawRect(QRectF(-2.2, -3, 4.4, 12))
    p.restore()


def palette(p: QPainter, who: Sitter) -> None:
    """A painter's palette with its dabs of colour, and a brush."""
    board = QPainterPath()
    board.addEllipse(QPointF(24, 86), 17, 11)
    hole = QPainterPath()
    hole.addEllipse(QPointF(30, 90), 3, 2.4)
    ink(p, "#d9b680", 1.0)
    p.drawPath(board.subtracted(hole))
    for (x, y), colour in zip(((14, 82), (20, 79), (27, 79), (16, 89)),
                              ("#c8342c", "#2f62b0", "#e0b43c", "#2f8a4a"), strict=True):
        flat(p, colour)
        p.drawEllipse(QPointF(x, y), 2.4, 2.0)
    stroke(p, WOOD, 1.6)
    p.drawLine(QPointF(34, 100), QPointF(44, 70))
    flat(p, "#2a2220")
    p.drawEllipse(QPointF(44.5, 69), 1.4, 2.2)


def mask(p: QPainter, who: Sitter) -> None:
    """A theatre mask on its stick, held up at the right."""
    stroke(p, WOOD, 1.6)
    p.drawLine(QPointF(82, 98), QPointF(80, 74))
    face_path = QPainterPath()
    face_path.moveTo(68, 58)
    face_path.cubicTo(70, 54, 90, 54, 92, 58)
    face_path.cubicTo(93, 70, 88, 78, 80, 78)
    face_path.cubicTo(72, 78, 67, 70, 68, 58)
    face_path.closeSubpath()
    for x in (74.5, 85.5):
        face_path.addEllipse(QPointF(x, 63), 3, 2)
    ink(p, "#f7f2e8", 1.0)
    p.drawPath(face_path)
    stroke(p, "#2a2220", 1.0)
    p.drawArc(QRectF(74, 67, 12, 6), 200 * 16, 140 * 16)
    _hand(p, who, 82, 92)


def compass(p: QPainter, who: Sitter) -> None:
    """An architect's dividers, opened, at the right."""
    stroke(p, "#8c6a20", 2.2)
    p.drawLine(QPointF(80, 62), QPointF(70, 98))
    p.drawLine(QPointF(80, 62), QPointF(92, 98))
    ink(p, GOLD, 0.8)
    p.drawEllipse(QPointF(80, 62), 3, 3)
    stroke(p, "#8c6a20", 1.0)
    p.drawArc(QRectF(72, 84, 18, 10), 200 * 16, 140 * 16)


def coins(p: QPainter, who: Sitter) -> None:
    """A purse of money and a pile of gold coins, at the lower right."""
    bag = QPainterPath()
    bag.moveTo(70, 80)
    bag.cubicTo(62, 88, 64, 100, 76, 100)
    bag.cubicTo(88, 100, 90, 88, 82, 80)
    bag.closeSubpath()
    ink(p, "#7a5030", 1.0)
    p.drawPath(bag)
    ink(p, "#5a3820", 0.8)
    p.drawRect(QRectF(70, 77, 12, 3.5))
    for i in range(4):
        ink(p, GOLD, 0.7)
        p.drawEllipse(QRectF(84, 94 - i * 3.4, 12, 4.5))


def marotte(p: QPainter, who: Sitter) -> None:
    """A jester's marotte: a stick topped with a little capped head, at the right."""
    stroke(p, WOOD, 1.8)
    p.drawLine(QPointF(80, 100), QPointF(82, 70))
    ink(p, who.skin, 0.8)
    p.drawEllipse(QPointF(82, 64), 5, 5.5)
    for tx, colour in ((74, who.trim), (90, who.coat)):
        cap = QPainterPath()
        cap.moveTo(78, 61)
        cap.quadTo(tx, 52, tx, 62)
        cap.lineTo(86, 60)
        cap.closeSubpath()
        ink(p, colour, 0.7)
        p.drawPath(cap)
        ink(p, GOLD, 0.5)
        p.drawEllipse(QPointF(tx, 63), 1.6, 1.6)
    _hand(p, who, 81, 90)


def staff(p: QPainter, who: Sitter) -> None:
    """A staff of office topped with gold, held upright at the right."""
    stroke(p, "#3a2418", 3)
    p.drawLine(QPointF(82, 100), QPointF(82, 40))
    ink(p, GOLD, 0.8)
    p.drawEllipse(QPointF(82, 38), 4, 4)
    p.drawRect(QRectF(79, 41, 6, 3))
    _hand(p, who, 82, 88)


def crosier(p: QPainter, who: Sitter) -> None:
    """A bishop's crosier: a gold crook on a tall staff, at the right."""
    stroke(p, GOLD, 2.6)
    p.drawLine(QPointF(82, 100), QPointF(82, 28))
    crook = QPainterPath()
    crook.moveTo(82, 30)
    crook.cubicTo(82, 14, 96, 14, 96, 24)
    crook.cubicTo(96, 32, 88, 32, 88, 26)
    p.drawPath(crook)
    _hand(p, who, 82, 86)


def fiddle(p: QPainter, who: Sitter) -> None:
    """A minstrel's fiddle held at the shoulder, with its bow."""
    p.save()
    p.translate(26, 84)
    p.rotate(-35)
    body_path = QPainterPath()
    body_path.addEllipse(QPointF(0, 6), 9, 11)
    body_path.addEllipse(QPointF(0, -6), 7, 7)
    ink(p, "#a8642a", 1.0)
    p.drawPath(body_path.simplified())
    ink(p, "#3a2418", 0.8)
    p.drawRect(QRectF(-1.6, -24, 3.2, 18))
    stroke(p, "#2a1a10", 1.0)
    p.drawEllipse(QPointF(-3.5, 4), 1.2, 2.4)
    p.drawEllipse(QPointF(3.5, 4), 1.2, 2.4)
    p.restore()
    stroke(p, WOOD, 1.2)
    p.drawLine(QPointF(10, 70), QPointF(46, 96))


def pitchfork(p: QPainter, who: Sitter) -> None:
    """A peasant's wooden pitchfork, upright at the right."""
    stroke(p, WOOD, 2.6)
    p.drawLine(QPointF(82, 100), QPointF(82, 40))
    stroke(p, "#6a6e74", 1.6)
    p.drawLine(QPointF(74, 40), QPointF(90, 40))
    for x in (74, 82, 90):
        p.drawLine(QPointF(x, 40), QPointF(x, 24))
    _hand(p, who, 82, 88)


def dagger(p: QPainter, who: Sitter) -> None:
    """A dagger held point up, at the right."""
    p.save()
    p.translate(80, 82)
    p.rotate(18)
    blade = QPolygonF([QPointF(0, -28), QPointF(3.2, -20), QPointF(3, 0), QPointF(-3, 0),
                       QPointF(-3.2, -20)])
    ink(p, STEEL, 0.9)
    p.drawPolygon(blade)
    ink(p, GOLD, 0.9)
    p.drawRoundedRect(QRectF(-9, -1, 18, 3.5), 1.4, 1.4)
    ink(p, "#3a2418", 0.9)
    p.drawRect(QRectF(-2, 2.5, 4, 9))
    p.restore()
    _hand(p, who, 79, 88)


def scroll(p: QPainter, who: Sitter) -> None:
    """A rolled decree with a red wax seal, at the right."""
    p.save()
    p.translate(78, 84)
    p.rotate(-35)
    ink(p, "#f2ead8", 1.0)
    p.drawRect(QRectF(-16, -5, 32, 10))
    for x in (-16, 16):
        p.drawEllipse(QPointF(x, 0), 2.6, 5.4)
    ink(p, "#a8202a", 0.6)
    p.drawEllipse(QPointF(2, 7), 3.4, 3.4)
    p.restore()
    _hand(p, who, 72, 90)


def purse(p: QPainter, who: Sitter) -> None:
    """A leather purse hung from a cord, at the right."""
    stroke(p, "#5a3820", 1.0)
    p.drawLine(QPointF(78, 72), QPointF(80, 80))
    bag = QPainterPath()
    bag.moveTo(74, 82)
    bag.cubicTo(66, 90, 70, 100, 80, 100)
    bag.cubicTo(90, 100, 94, 90, 86, 82)
    bag.closeSubpath()
    ink(p, "#8a5a2e", 1.0)
    p.drawPath(bag)
    ink(p, GOLD, 0.6)
    p.drawEllipse(QPointF(80, 91), 2.2, 2.2)


def ledger(p: QPainter, who: Sitter) -> None:
    """An open account book, with a quill in it."""
    for sign in (-1, 1):
        page = QPainterPath()
        page.moveTo(76, 84)
        page.lineTo(76 + sign * 16, 80)
        page.lineTo(76 + sign * 16, 96)
        page.lineTo(76, 100)
        page.closeSubpath()
        ink(p, "#f4ecd8", 1.0)
        p.drawPath(page)
        stroke(p, "#9a8a70", 0.6)
        for k in range(3):
            y = 86 + k * 3.5
            p.drawLine(QPointF(76 + sign * 3, y), QPointF(76 + sign * 13, y - 3))
    stroke(p, "#3a2418", 1.2)
    p.drawLine(QPointF(82, 90), QPointF(96, 66))


def sceptre(p: QPainter, who: Sitter) -> None:
    """A gold sceptre topped with a lily, held up at the right."""
    stroke(p, GOLD, 2.8)
    p.drawLine(QPointF(84, 100), QPointF(82, 44))
    ink(p, GOLD, 0.9)
    p.drawEllipse(QPointF(82, 42), 3.5, 3.5)
    for angle in (-35, 0, 35):
        p.save()
        p.translate(82, 39)
        p.rotate(angle)
        p.drawEllipse(QRectF(-2, -9, 4, 9))
        p.restore()
    _hand(p, who, 83, 86)


def rosary(p: QPainter, who: Sitter) -> None:
    """A rosary hanging from the hand, with its cross."""
    for i in range(10):
        x = 74 + 10 * _sin(i * 36)
        y = 80 + 6 * _cos(i * 36)
        ink(p, "#5a3820", 0.4)
        p.drawEllipse(QPointF(x, y), 1.4, 1.4)
    stroke(p, "#5a3820", 1.6)
    p.drawLine(QPointF(74, 86), QPointF(74, 98))
    p.drawLine(QPointF(70, 91), QPointF(78, 91))
    _hand(p, who, 74, 76)


def mirror(p: QPainter, who: Sitter) -> None:
    """A hand mirror in a gold frame, at the lower left."""
    stroke(p, GOLD, 2.4)
    p.drawLine(QPointF(26, 98), QPointF(22, 82))
    ink(p, GOLD, 1.0)
    p.drawEllipse(QPointF(20, 72), 9, 11)
    flat(p, "#cfe0ea")
    p.drawEllipse(QPointF(20, 72), 6.5, 8.5)
    flat(p, QColor(255, 255, 255, 170))
    p.drawEllipse(QPointF(17.5, 69), 2, 3)
    _hand(p, who, 25, 92)


def falcon(p: QPainter, who: Sitter) -> None:
    """A hooded falcon on a gloved fist, at the right."""
    ink(p, "#8a6a40", 1.0)
    p.drawRoundedRect(QRectF(74, 88, 14, 10), 3, 3)
    bird = QPainterPath()
    bird.moveTo(80, 88)
    bird.cubicTo(70, 84, 70, 68, 78, 62)
    bird.cubicTo(84, 58, 90, 62, 89, 68)
    bird.cubicTo(92, 74, 90, 84, 84, 88)
    bird.lineTo(88, 96)
    bird.lineTo(80, 92)
    bird.closeSubpath()
    ink(p, "#7a6048", 1.0)
    p.drawPath(bird)
    flat(p, "#b3202a")  # its hood
    p.drawEllipse(QPointF(84, 63.5), 4.5, 3.8)
    ink(p, "#e0b43c", 0.5)
    beak = QPainterPath()
    beak.moveTo(88, 64)
    beak.lineTo(92, 66)
    beak.lineTo(88, 67.5)
    beak.closeSubpath()
    p.drawPath(beak)
    stroke(p, "#4a3828", 0.7)
    p.drawArc(QRectF(74, 68, 10, 14), 120 * 16, 120 * 16)


def lyre(p: QPainter, who: Sitter) -> None:
    """A lyre of the poets, at the lower left."""
    frame_path = QPainterPath()
    frame_path.moveTo(14, 64)
    frame_path.cubicTo(8, 76, 14, 92, 24, 94)
    frame_path.cubicTo(34, 92, 40, 76, 34, 64)
    ink(p, GOLD, 1.0)
    stroke(p, "#8c6a20", 3.2)
    p.drawPath(frame_path)
    stroke(p, GOLD, 2.0)
    p.drawPath(frame_path)
    p.drawLine(QPointF(13, 68), QPointF(35, 68))
    stroke(p, "#f7f2e8", 0.6)
    for x in (19, 24, 29):
        p.drawLine(QPointF(x, 68), QPointF(x, 90))


def shield(p: QPainter, who: Sitter) -> None:
    """A knight's heater shield at the lower left, with a cross."""
    path = QPainterPath()
    path.moveTo(8, 66)
    path.lineTo(36, 66)
    path.lineTo(36, 82)
    path.cubicTo(36, 92, 28, 98, 22, 101)
    path.cubicTo(16, 98, 8, 92, 8, 82)
    path.closeSubpath()
    ink(p, who.trim, 1.2)
    p.drawPath(path)
    flat(p, "#f7f2e8")
    p.drawRect(QRectF(20, 68, 4, 28))
    p.drawRect(QRectF(10, 76, 24, 4))


PROPS: dict[str, Callable[[QPainter, Sitter], None]] = {
    "sword": sword, "baton": baton, "quill": quill, "fan": fan, "book": book, "keys": keys,
    "scales": scales, "lily": lily, "rose": rose, "dolphin": dolphin, "cannon": cannon,
    "chisel": chisel, "palette": palette, "mask": mask, "compass": compass, "coins": coins,
    "marotte": marotte, "staff": staff, "crosier": crosier, "fiddle": fiddle,
    "pitchfork": pitchfork, "dagger": dagger, "scroll": scroll, "purse": purse,
    "ledger": ledger, "sceptre": sceptre, "rosary": rosary, "mirror": mirror,
    "falcon": falcon, "lyre": lyre, "shield": shield,
}


def prop(p: QPainter, who: Sitter) -> None:
    if who.prop in PROPS:
        PROPS[who.prop](p, who)
