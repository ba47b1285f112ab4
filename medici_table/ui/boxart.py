"""The five games as boxes on a shelf: a lid seen a little from above, in the game's colours,
with its motif and its name on a parchment ribbon (vector drawing, for the welcome screen).

Drawn with QPainter alone, from the colours of the games' data (`rules_data/*/`), without
importing the games' own art (each costs ~0.1 s): the welcome screen is the first frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from medici_table.ui import cardart, theme

Motif = Callable[[QPainter, QRectF], None]

# the lid's colour: each game's own (its families, houses or court)
LIDS = {"court_of_the_medici": "#5b2a3a", "medici": "#1f4f6e", "courtisans": "#4b2d5e",
        "louis_xiv": "#1d3566", "les_7_blasons": "#6a2420"}


def paint_box(p: QPainter, rect: QRectF, game: str, title: str) -> None:
    """The box of `game` in `rect`: its lid, the two sides seen below and to the right, the
    motif and the name."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    depth = min(rect.width(), rect.height()) * 0.07
    lid = QRectF(rect.left(), rect.top(), rect.width() - depth, rect.height() - depth)
    base = QColor(LIDS.get(game, theme.WALNUT.name()))
    _sides(p, lid, depth, base)
    grad = QLinearGradient(lid.topLeft(), lid.bottomRight())
    grad.setColorAt(0, base.lighter(125))
    grad.setColorAt(1, base.darker(130))
    p.setPen(QPen(base.darker(200), 1.2))
    p.setBrush(grad)
    p.drawRect(lid)
    inner = lid.adjusted(lid.width() * 0.04, lid.width() * 0.04, -lid.width() * 0.04,
                         -lid.width() * 0.04)
    p.save()
    p.setClipRect(inner)
    MOTIFS.get(game, _plain)(p, inner)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(theme.GOLD, max(1.5, lid.width() * 0.012)))
    p.drawRect(inner)
    _ribbon(p, inner, title)
    p.restore()


def _sides(p: QPainter, lid: QRectF, depth: float, base: QColor) -> None:
    """The box's right and front sides, darker, so the lid reads as a box."""
    right = QPolygonF([lid.topRight(), lid.topRight() + QPointF(depth, depth),
                       lid.bottomRight() + QPointF(depth, depth), lid.bottomRight()])
    front = QPolygonF([lid.bottomLeft(), lid.bottomRight(),
                       lid.bottomRight() + QPointF(depth, depth),
                       lid.bottomLeft() + QPointF(depth, depth)])
    p.setPen(QPen(base.darker(260), 1))
    p.setBrush(base.darker(190))
    p.drawPolygon(right)
    p.setBrush(base.darker(160))
    p.drawPolygon(front)


def _ribbon(p: QPainter, inner: QRectF, title: str) -> None:
    """The game's name on a parchment ribbon across the lower part of the lid."""
    h = inner.height() * 0.22
    band = QRectF(inner.left() - inner.width() * 0.03, inner.bottom() - h * 1.25,
                  inner.width() * 1.06, h)
    tail = h * 0.35
    path = QPainterPath()
    path.moveTo(band.topLeft())
    path.lineTo(band.topRight())
    path.lineTo(band.right() - tail, band.center().y())
    path.lineTo(band.bottomRight())
    path.lineTo(band.bottomLeft())
    path.lineTo(band.left() + tail, band.center().y())
    path.closeSubpath()
    p.setPen(QPen(theme.GOLD.darker(140), 1.2))
    p.setBrush(cardart.parchment(band))
    p.drawPath(path)
    text = band.adjusted(tail * 1.4, 0, -tail * 1.4, 0)
    px = h * 0.62
    font = theme.pixel_font(px, bold=True)
    font.setCapitalization(QFont.Capitalization.SmallCaps)
    p.setFont(font)
    while px > 6 and p.fontMetrics().horizontalAdvance(title) > text.width():
        px -= 0.5
        font.setPixelSize(int(px))
        p.setFont(font)
    p.setPen(theme.INK)
    p.drawText(text, Qt.AlignmentFlag.AlignCenter, title)


def _art_area(inner: QRectF) -> QRectF:
    """Where the motif goes: the lid above the ribbon."""
    return QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.7)


def _plain(p: QPainter, inner: QRectF) -> None:
    area = _art_area(inner)
    cardart.draw_emblem(p, "", area, theme.GOLD, theme.INK)


def _court(p: QPainter, inner: QRectF) -> None:
    """Court of the Medici: della Rovere's oak against Gonzaga's lion, across a diagonal."""
    blue, red = QColor("#2f5d9e"), QColor("#a8322d")
    half = QPainterPath()
    half.moveTo(inner.topLeft())
    half.lineTo(inner.topRight())
    half.lineTo(inner.bottomLeft())
    half.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(red)
    p.drawRect(inner)
    p.setBrush(blue)
    p.drawPath(half)
    p.setPen(QPen(theme.GOLD, max(1.0, inner.width() * 0.012)))
    p.drawLine(inner.topRight(), inner.bottomLeft())
    area = _art_area(inner)
    side = area.height() * 0.72
    for colour, emblem, cx in ((blue, "tree", 0.27), (red, "lion", 0.73)):
        centre = QPointF(area.left() + area.width() * cx, area.top() + area.height() * 0.5)
        medal = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
        p.setPen(QPen(theme.GOLD, max(1.0, side * 0.05)))
        p.setBrush(colour.darker(130))
        p.drawEllipse(medal)
        m = side * 0.16
        cardart.draw_emblem(p, emblem, medal.adjusted(m, m, -m, -m), theme.GOLD_PALE,
                            colour.darker(160))


def _medici(p: QPainter, inner: QRectF) -> None:
    """Medici: a merchant ship under sail on the waves, the five goods above."""
    area = _art_area(inner)
    sea = QRectF(inner.left(), area.top() + area.height() * 0.72, inner.width(),
                 inner.height())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#183c56"))
    p.drawRect(sea)
    w, h = area.width(), area.height()
    cx, water = area.center().x(), sea.top()
    hull = QPainterPath()
    hull.moveTo(cx - w * 0.26, water - h * 0.12)
    hull.lineTo(cx + w * 0.26, water - h * 0.12)
    hull.lineTo(cx + w * 0.18, water + h * 0.06)
    hull.lineTo(cx - w * 0.2, water + h * 0.06)
    hull.closeSubpath()
    p.setBrush(theme.WALNUT_LIGHT)
    p.setPen(QPen(theme.WALNUT.darker(150), 1))
    p.drawPath(hull)
    p.setPen(QPen(theme.WALNUT.darker(150), max(1.0, w * 0.012)))
    p.drawLine(QPointF(cx, water - h * 0.12), QPointF(cx, area.top() + h * 0.22))
    sail = QRectF(cx - w * 0.15, area.top() + h * 0.27, w * 0.3, h * 0.36)
    p.setPen(QPen(theme.GOLD.darker(150), 1))
    p.setBrush(cardart.parchment(sail))
    p.drawRect(sail)
    p.setPen(QPen(QColor("#a8322d"), max(1.5, w * 0.02)))
    p.drawLine(QPointF(sail.center().x(), sail.top() + sail.height() * 0.2),
               QPointF(sail.center().x(), sail.bottom() - sail.height() * 0.2))
    p.drawLine(QPointF(sail.left() + sail.width() * 0.25, sail.center().y()),
               QPointF(sail.right() - sail.width() * 0.25, sail.center().y()))
    p.setPen(QPen(theme.GOLD_PALE, max(1.0, w * 0.008)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for row in range(2):
        y = water + h * (0.1 + 0.1 * row)
        wave = QPainterPath(QPointF(inner.left(), y))
        step = w / 8
        for i in range(8):
            x = inner.left() + step * i
            wave.quadTo(QPointF(x + step / 2, y - h * 0.05), QPointF(x + step, y))
        p.drawPath(wave)
    goods = ("#7d8896", "#6b3d7a", "#d4a93a", "#5fa8c9", "#2f4f8f")
    side = min(w * 0.1, h * 0.14)
    gap = side * 0.4
    left = cx - (len(goods) * side + (len(goods) - 1) * gap) / 2
    for i, colour in enumerate(goods):
        cell = QRectF(left + i * (side + gap), area.top() + h * 0.04, side, side)
        p.setPen(QPen(theme.GOLD, 1))
        p.setBrush(QColor(colour))
        p.drawRect(cell)


def _courtisans(p: QPainter, inner: QRectF) -> None:
    """Courtisans: the Queen's crown over a masked face, the six families around."""
    area = _art_area(inner)
    w, h = area.width(), area.height()
    cx, cy = area.center().x(), area.top() + h * 0.6
    families = ("#91b2c0", "#798842", "#b1706c", "#ead95d", "#3a7850", "#6f8fbe")
    r = min(w * 0.5, h * 0.62)
    for i, colour in enumerate(families):
        a = math.pi * (1.05 + 0.9 * i / (len(families) - 1))
        centre = QPointF(cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r * 0.95 + h * 0.2)
        p.setPen(QPen(theme.GOLD, 1))
        p.setBrush(QColor(colour))
        p.drawEllipse(centre, r * 0.14, r * 0.14)
    mask = QPainterPath()
    mw, mh = r * 1.2, r * 0.42
    mask.moveTo(cx - mw / 2, cy)
    mask.cubicTo(QPointF(cx - mw / 2, cy - mh), QPointF(cx - mw * 0.1, cy - mh * 0.8),
                 QPointF(cx, cy - mh * 0.45))
    mask.cubicTo(QPointF(cx + mw * 0.1, cy - mh * 0.8), QPointF(cx + mw / 2, cy - mh),
                 QPointF(cx + mw / 2, cy))
    mask.cubicTo(QPointF(cx + mw * 0.4, cy + mh), QPointF(cx + mw * 0.1, cy + mh * 0.6),
                 QPointF(cx, cy + mh * 0.3))
    mask.cubicTo(QPointF(cx - mw * 0.1, cy + mh * 0.6), QPointF(cx - mw * 0.4, cy + mh),
                 QPointF(cx - mw / 2, cy))
    p.setPen(QPen(theme.GOLD, max(1.0, w * 0.01)))
    p.setBrush(theme.PARCHMENT)
    p.drawPath(mask)
    p.setBrush(QColor("#2b1d12"))
    p.setPen(Qt.PenStyle.NoPen)
    for sx in (-1, 1):
        p.drawEllipse(QPointF(cx + sx * mw * 0.22, cy - mh * 0.1), mw * 0.1, mh * 0.16)
    crown = QPainterPath()
    base_y, top_y = cy - mh * 0.75, cy - mh * 0.75 - r * 0.55
    cw = r * 0.9
    crown.moveTo(cx - cw / 2, base_y)
    for i, x in enumerate((-0.5, -0.25, 0.0, 0.25, 0.5)):
        crown.lineTo(cx + x * cw, top_y if i % 2 == 0 else top_y + r * 0.25)
    crown.lineTo(cx + cw / 2, base_y)
    crown.closeSubpath()
    p.setPen(QPen(theme.GOLD.darker(150), 1))
    p.setBrush(theme.GOLD)
    p.drawPath(crown)
    p.setBrush(QColor("#a8322d"))
    for x in (-0.5, 0.0, 0.5):
        p.drawEllipse(QPointF(cx + x * cw, top_y), r * 0.06, r * 0.06)


def _louis(p: QPainter, inner: QRectF) -> None:
    """Louis XIV: the Sun King's sun, straight and flaming rays."""
    area = _art_area(inner)
    centre = QPointF(area.center().x(), area.top() + area.height() * 0.5)
    r = min(area.width(), area.height()) * 0.22
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(24):
        a = 2 * math.pi * i / 24
        long = r * (2.0 if i % 2 == 0 else 1.6)
        tip = QPointF(centre.x() + math.cos(a) * long, centre.y() + math.sin(a) * long)
        side = 0.09 if i % 2 == 0 else 0.06
        left = QPointF(centre.x() + math.cos(a - side) * r, centre.y() + math.sin(a - side) * r)
        right = QPointF(centre.x() + math.cos(a + side) * r, centre.y() + math.sin(a + side) * r)
        p.setBrush(theme.GOLD if i % 2 == 0 else theme.GOLD_PALE)
        p.drawPolygon(QPolygonF([left, tip, right]))
    p.setBrush(theme.GOLD)
    p.setPen(QPen(theme.GOLD.darker(150), max(1.0, r * 0.06)))
    p.drawEllipse(centre, r * 1.05, r * 1.05)
    p.setPen(QPen(theme.GOLD.darker(170), max(1.0, r * 0.07)))
    for sx in (-1, 1):  # the face: eyes and a smile
        p.drawPoint(QPointF(centre.x() + sx * r * 0.35, centre.y() - r * 0.15))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(centre.x() - r * 0.4, centre.y() - r * 0.2, r * 0.8, r * 0.7), 200 * 16,
              140 * 16)


def _blasons(p: QPainter, inner: QRectF) -> None:
    """Les 7 Blasons: the seven houses' shields in an arc."""
    area = _art_area(inner)
    colours = ("#a8322d", "#d9b82f", "#2f5f9e", "#3f7d3a", "#6c3d8f", "#d2782a", "#7a5230")
    w, h = area.width(), area.height()
    sw = min(w / 8.2, h * 0.34)
    for i, colour in enumerate(colours):
        x = area.left() + w * (0.5 + (i - 3) * 0.125)
        y = area.top() + h * (0.3 + 0.045 * (i - 3) ** 2)
        shield = QPainterPath()
        shield.moveTo(x - sw / 2, y - sw * 0.55)
        shield.lineTo(x + sw / 2, y - sw * 0.55)
        shield.lineTo(x + sw / 2, y)
        shield.quadTo(QPointF(x + sw / 2, y + sw * 0.45), QPointF(x, y + sw * 0.7))
        shield.quadTo(QPointF(x - sw / 2, y + sw * 0.45), QPointF(x - sw / 2, y))
        shield.closeSubpath()
        p.setPen(QPen(theme.GOLD, max(1.0, sw * 0.08)))
        p.setBrush(QColor(colour))
        p.drawPath(shield)
        p.setPen(QPen(theme.GOLD_PALE, max(1.0, sw * 0.05)))
        p.drawLine(QPointF(x - sw * 0.3, y - sw * 0.1), QPointF(x + sw * 0.3, y - sw * 0.1))


MOTIFS: dict[str, Motif] = {"court_of_the_medici": _court, "medici": _medici,
                            "courtisans": _courtisans, "louis_xiv": _louis,
                            "les_7_blasons": _blasons}
