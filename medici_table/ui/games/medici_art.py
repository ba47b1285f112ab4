"""Medici's pictures, in vector: the five goods, the 10, the special cards, the Florentine lily
of the card backs, the merchants' markers (a colour AND a shape with an initial), and the cards.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from medici_table.engine.records import record
from medici_table.ui import cardart, legibility, theme

# The merchants: a colour and a shape each, so no one depends on telling colours apart.
SEAT_COLOURS = ("#c0392b", "#2e6fd8", "#2e8b57", "#e0b020", "#8e44ad", "#e8e4da")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")


def _pen(colour: QColor, width: float) -> QPen:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# --- the goods (each painter draws in the unit box) ------------------------------------------
def _sword(p: QPainter, fill: QColor, detail: QColor) -> None:
    blade = QPainterPath()
    blade.moveTo(0.5, 0.04)
    blade.lineTo(0.545, 0.13)
    blade.lineTo(0.545, 0.66)
    blade.lineTo(0.455, 0.66)
    blade.lineTo(0.455, 0.13)
    blade.closeSubpath()
    p.setPen(_pen(detail, 0.018))
    p.setBrush(fill)
    p.drawPath(blade)
    p.drawRoundedRect(QRectF(0.33, 0.65, 0.34, 0.055), 0.02, 0.02)
    p.drawRect(QRectF(0.47, 0.705, 0.06, 0.15))
    p.drawEllipse(QPointF(0.5, 0.885), 0.045, 0.045)


def swords(p: QPainter, fill: QColor, detail: QColor) -> None:
    for angle in (-38.0, 38.0):
        p.save()
        p.translate(0.5, 0.5)
        p.rotate(angle)
        p.translate(-0.5, -0.5)
        _sword(p, fill, detail)
        p.restore()


def grapes(p: QPainter, fill: QColor, detail: QColor) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(_pen(detail, 0.03))
    p.setBrush(Qt.BrushStyle.NoBrush)
    stem = QPainterPath()
    stem.moveTo(0.5, 0.26)
    stem.quadTo(0.52, 0.14, 0.6, 0.08)
    p.drawPath(stem)
    leaf = QPainterPath()
    leaf.moveTo(0.52, 0.18)
    leaf.quadTo(0.66, 0.06, 0.82, 0.14)
    leaf.quadTo(0.7, 0.3, 0.52, 0.18)
    p.setBrush(theme.darker("#4f7d2a", 110))
    p.setPen(_pen(detail, 0.015))
    p.drawPath(leaf)
    p.setBrush(fill)
    r = 0.085
    rows = ((0.33, 4), (0.47, 3), (0.61, 3), (0.74, 2), (0.86, 1))
    for y, n in rows:
        for i in range(n):
            x = 0.5 + (i - (n - 1) / 2) * 2 * r * 0.98
            p.drawEllipse(QPointF(x, y), r, r)


def wheat(p: QPainter, fill: QColor, detail: QColor) -> None:
    for angle in (-24.0, 0.0, 24.0):
        p.save()
        p.translate(0.5, 0.9)
        p.rotate(angle)
        p.translate(-0.5, -0.9)
        p.setPen(_pen(detail, 0.025))
        p.drawLine(QPointF(0.5, 0.9), QPointF(0.5, 0.3))
        p.setPen(_pen(detail, 0.012))
        p.setBrush(fill)
        for k in range(5):
            y = 0.14 + k * 0.065
            for side in (-1, 1):
                grain = QPainterPath()
                grain.addEllipse(QPointF(0, 0), 0.035, 0.065)
                p.save()
                p.translate(0.5 + side * 0.035, y)
                p.rotate(side * 25)
                p.drawPath(grain)
                p.restore()
        p.drawEllipse(QPointF(0.5, 0.09), 0.03, 0.055)
        p.restore()
    p.setPen(_pen(detail, 0.015))
    p.setBrush(theme.darker(fill, 130))
    p.drawRoundedRect(QRectF(0.38, 0.6, 0.24, 0.07), 0.02, 0.02)


def diamond(p: QPainter, fill: QColor, detail: QColor) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    top, girdle, tip = 0.22, 0.4, 0.88
    outline = QPolygonF([QPointF(0.14, girdle), QPointF(0.3, top), QPointF(0.7, top),
                         QPointF(0.86, girdle), QPointF(0.5, tip)])
    p.setPen(_pen(detail, 0.025))
    p.setBrush(fill)
    p.drawPolygon(outline)
    p.setPen(_pen(detail, 0.014))
    p.drawLine(QPointF(0.14, girdle), QPointF(0.86, girdle))
    for a, b in (((0.3, top), (0.4, girdle)), ((0.5, top), (0.4, girdle)),
                 ((0.5, top), (0.6, girdle)), ((0.7, top), (0.6, girdle)),
                 ((0.4, girdle), (0.5, tip)), ((0.6, girdle), (0.5, tip)),
                 ((0.24, girdle), (0.5, tip)), ((0.76, girdle), (0.5, tip))):
        p.drawLine(QPointF(*a), QPointF(*b))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawEllipse(QPointF(0.36, 0.3), 0.04, 0.025)


def vase(p: QPainter, fill: QColor, detail: QColor) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    body = QPainterPath()
    body.moveTo(0.38, 0.1)
    body.lineTo(0.62, 0.1)
    body.lineTo(0.58, 0.16)
    body.cubicTo(0.56, 0.26, 0.84, 0.36, 0.8, 0.58)
    body.cubicTo(0.77, 0.74, 0.64, 0.8, 0.6, 0.84)
    body.lineTo(0.66, 0.92)
    body.lineTo(0.34, 0.92)
    body.lineTo(0.4, 0.84)
    body.cubicTo(0.36, 0.8, 0.23, 0.74, 0.2, 0.58)
    body.cubicTo(0.16, 0.36, 0.44, 0.26, 0.42, 0.16)
    body.closeSubpath()
    p.setPen(_pen(detail, 0.025))
    p.setBrush(theme.PARCHMENT.lighter(108))
    p.drawPath(body)
    p.setPen(_pen(fill, 0.045))  # the blue-and-white bands of the porcelain
    p.drawLine(QPointF(0.27, 0.46), QPointF(0.73, 0.46))
    p.drawLine(QPointF(0.25, 0.68), QPointF(0.75, 0.68))
    p.setPen(_pen(fill, 0.02))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for x in (0.36, 0.5, 0.64):
        p.drawEllipse(QPointF(x, 0.57), 0.045, 0.045)


def crate(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The 10: a heavy bale of cloth, belonging to no good."""
    p.setPen(_pen(detail, 0.025))
    p.setBrush(fill)
    p.drawRoundedRect(QRectF(0.14, 0.24, 0.72, 0.56), 0.06, 0.06)
    p.setPen(_pen(detail, 0.035))
    for x in (0.34, 0.66):
        p.drawLine(QPointF(x, 0.24), QPointF(x, 0.8))
    p.drawLine(QPointF(0.14, 0.52), QPointF(0.86, 0.52))


def lily(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The Florentine giglio of the card backs."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(_pen(detail, 0.02))
    p.setBrush(fill)
    mid = QPainterPath()
    mid.moveTo(0.5, 0.08)
    mid.cubicTo(0.62, 0.22, 0.62, 0.42, 0.5, 0.6)
    mid.cubicTo(0.38, 0.42, 0.38, 0.22, 0.5, 0.08)
    p.drawPath(mid)
    for s in (-1, 1):
        petal = QPainterPath()
        petal.moveTo(0.5 + s * 0.06, 0.58)
        petal.cubicTo(0.5 + s * 0.2, 0.62, 0.5 + s * 0.44, 0.44, 0.5 + s * 0.3, 0.26)
        petal.cubicTo(0.5 + s * 0.28, 0.38, 0.5 + s * 0.2, 0.46, 0.5 + s * 0.06, 0.5)
        p.drawPath(petal)
        stamen = QPainterPath()
        stamen.moveTo(0.5 + s * 0.04, 0.66)
        stamen.cubicTo(0.5 + s * 0.1, 0.8, 0.5 + s * 0.26, 0.84, 0.5 + s * 0.22, 0.94)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(_pen(fill, 0.05))
        p.drawPath(stamen)
        p.setPen(_pen(detail, 0.02))
        p.setBrush(fill)
    p.drawRoundedRect(QRectF(0.3, 0.58, 0.4, 0.08), 0.02, 0.02)


def mystery(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The Mystery 5: a seal with a question mark (its good is chosen at the scoring)."""
    p.setPen(_pen(theme.GOLD, 0.04))
    p.setBrush(fill)
    p.drawEllipse(QRectF(0.12, 0.12, 0.76, 0.76))
    p.save()
    p.scale(0.01, 0.01)  # figures are drawn in pixels: a box of 100 for the unit
    cardart.draw_number(p, "?", QRectF(12, 14, 76, 76), 66, theme.GOLD_PALE)
    p.restore()


def captain(p: QPainter, fill: QColor, detail: QColor) -> None:
    """An anchor."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(fill, 0.07))
    p.drawEllipse(QPointF(0.5, 0.18), 0.07, 0.07)
    p.drawLine(QPointF(0.5, 0.25), QPointF(0.5, 0.86))
    p.drawLine(QPointF(0.34, 0.36), QPointF(0.66, 0.36))
    arc = QPainterPath()
    arc.moveTo(0.18, 0.58)
    arc.quadTo(0.22, 0.86, 0.5, 0.86)
    arc.quadTo(0.78, 0.86, 0.82, 0.58)
    p.drawPath(arc)


def overstock(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The Over-stock: a bale with a plus, a sixth place in the boat."""
    p.save()
    p.translate(0.0, 0.12)
    p.scale(1.0, 0.85)
    crate(p, fill, detail)
    p.restore()
    plus = QPainterPath()
    for a, b in (((0.5, 0.0), (0.5, 0.26)), ((0.37, 0.13), (0.63, 0.13))):
        plus.moveTo(*a)
        plus.lineTo(*b)
    p.setPen(_pen(detail, 0.13))
    p.drawPath(plus)
    p.setPen(_pen(theme.GOLD, 0.07))
    p.drawPath(plus)


def gavel(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The New auction (and the auctioneer): a gavel, its head across its handle."""
    p.setPen(_pen(detail, 0.12))
    p.drawLine(QPointF(0.42, 0.42), QPointF(0.88, 0.88))
    p.setPen(_pen(fill, 0.07))
    p.drawLine(QPointF(0.42, 0.42), QPointF(0.88, 0.88))
    p.save()
    p.translate(0.36, 0.36)
    p.rotate(-45)
    p.setPen(_pen(detail, 0.035))
    p.setBrush(fill)
    p.drawRoundedRect(QRectF(-0.32, -0.14, 0.64, 0.28), 0.06, 0.06)
    p.drawLine(QPointF(-0.2, -0.14), QPointF(-0.2, 0.14))
    p.drawLine(QPointF(0.2, -0.14), QPointF(0.2, 0.14))
    p.restore()


EMBLEMS = {"crossed-swords": swords, "bunch-of-grapes": grapes, "wheat-sheaf": wheat,
           "cut-gem": diamond, "vase": vase, "bale": crate, "giglio": lily,
           "mystery": mystery, "captain": captain, "overstock": overstock, "gavel": gavel}
for _name, _painter in EMBLEMS.items():
    cardart.register_emblem(_name, _painter)


# --- the merchants' markers --------------------------------------------------------------------
def _shape_path(shape: str, r: QRectF) -> QPainterPath:
    path = QPainterPath()
    c, rad = r.center(), min(r.width(), r.height()) / 2
    if shape == "square":
        path.addRoundedRect(r.adjusted(rad * 0.12, rad * 0.12, -rad * 0.12, -rad * 0.12),
                            rad * 0.2, rad * 0.2)
        return path
    if shape == "circle":
        path.addEllipse(c, rad, rad)
        return path
    corners = {"triangle": (3, -90.0, 1.0), "diamond": (4, -90.0, 1.0),
               "hexagon": (6, 0.0, 1.0), "star": (10, -90.0, 0.5)}[shape]
    n, start, inner = corners
    drop = rad * 0.18 if shape == "triangle" else 0.0  # a triangle's centre sits low
    pts = []
    for i in range(n):
        k = rad * (inner if i % 2 else 1.0)
        a = math.radians(start + 360.0 * i / n)
        pts.append(QPointF(c.x() + k * math.cos(a), c.y() + k * math.sin(a) + drop))
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def draw_marker(p: QPainter, rect: QRectF, seat: int, initial: str) -> None:
    """A seat's marker: its shape in its colour, outlined, with the player's initial."""
    colour = QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
    path = _shape_path(SEAT_SHAPES[seat % len(SEAT_SHAPES)], rect)
    p.setPen(_pen(QColor("#1a120a"), max(0.8, rect.width() * 0.07)))
    p.setBrush(colour)
    p.drawPath(path)
    ink = theme.ink_on(colour)
    low = rect.height() * 0.1 if SEAT_SHAPES[seat % len(SEAT_SHAPES)] == "triangle" else 0.0
    # the initial, if it can be read at this size (the shape and colour tell the seat anyway)
    box = QRectF(rect.x(), rect.center().y() - rect.height() * 0.33 + low, rect.width(),
                 rect.height() * 0.66)
    legibility.line(p, box, initial[:1].upper(), rect.height() * 0.52, ink, bold=True)


# --- the cards ----------------------------------------------------------------------------------
@record
class GoodsCard:
    """A Medici card: its weight large, its good as a picture, its name on a banner."""

    weight: str
    title: str
    colour: str
    emblem: str
    size: tuple[float, float] = (110.0, 160.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        colour = QColor(self.colour)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(rect.translated(3, 4), cardart.RADIUS, cardart.RADIUS)
        p.setBrush(QBrush(cardart.parchment(rect)))
        cardart.frame(p, rect, colour.darker(140))
        x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
        ink = theme.ink_of(colour)
        cardart.draw_number(p, self.weight, QRectF(x + 9, y + 4, 50, 40), 42, ink, centre=False)
        cardart.draw_emblem(p, self.emblem, QRectF(x + w - 38, y + 8, 30, 30), colour, ink)
        cardart.draw_emblem(p, self.emblem, QRectF(x + 16, y + 44, w - 32, h - 82), colour, ink)
        banner = QRectF(x + 7, y + h - 32, w - 14, 24)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRect(banner)
        legibility.heavy_line(p, banner.adjusted(3, 0, -3, 0), self.title, 17,  # accents kept
                              theme.ink_on(colour))
