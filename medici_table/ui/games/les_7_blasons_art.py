"""Les 7 Blasons in vector: seven heraldic charges, coats of arms as shields, name plaques,
won-trick piles, the trick cards' marks and the round's score board.

The charges are registered with `cardart`, so card faces, backs and the curtain draw them like
any House emblem; each is a distinct silhouette, so a colour is never the only cue. The other
pieces draw themselves (`paint(p, rect)` in a box of their `size`, see `ui/items.py`).
"""

from __future__ import annotations

import math
from dataclasses import fields, replace
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from medici_table.engine.records import record
from medici_table.games.les_7_blasons.data import components
from medici_table.ui import cardart, legibility, theme
from medici_table.ui.layout import CardBack, CardFace


def _fill(p: QPainter, colour: QColor) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)


_UP = QTransform.fromScale(100, 100)


def _draw(p: QPainter, path: QPainterPath) -> None:
    """Draw a path made in a 100-unit box: boolean operations flatten curves in the path's own
    units, so shapes are united there and not in the unit box (they would turn polygonal)."""
    p.save()
    p.scale(0.01, 0.01)
    p.drawPath(path)
    p.restore()


@cache
def _lis() -> QPainterPath:
    """A fleur-de-lis: a tall middle petal, two petals curling outwards, a band, a foot."""
    mid = QPainterPath()
    mid.moveTo(0.5, 0.03)
    mid.cubicTo(0.61, 0.13, 0.66, 0.3, 0.56, 0.45)
    mid.lineTo(0.56, 0.58)
    mid.lineTo(0.44, 0.58)
    mid.lineTo(0.44, 0.45)
    mid.cubicTo(0.34, 0.3, 0.39, 0.13, 0.5, 0.03)
    side = QPainterPath()
    side.moveTo(0.45, 0.58)
    side.cubicTo(0.3, 0.58, 0.09, 0.52, 0.07, 0.35)
    side.cubicTo(0.06, 0.24, 0.16, 0.17, 0.25, 0.22)
    side.cubicTo(0.17, 0.27, 0.17, 0.37, 0.25, 0.42)
    side.cubicTo(0.31, 0.47, 0.39, 0.48, 0.45, 0.46)
    side.closeSubpath()
    foot = QPainterPath()
    foot.moveTo(0.44, 0.64)
    foot.cubicTo(0.37, 0.72, 0.27, 0.74, 0.2, 0.88)
    foot.cubicTo(0.32, 0.87, 0.41, 0.8, 0.47, 0.72)
    foot.lineTo(0.5, 0.92)
    foot.lineTo(0.53, 0.72)
    foot.cubicTo(0.59, 0.8, 0.68, 0.87, 0.8, 0.88)
    foot.cubicTo(0.73, 0.74, 0.63, 0.72, 0.56, 0.64)
    foot.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(0.26, 0.57, 0.48, 0.085), 0.02, 0.02)
    flip = QTransform(-1, 0, 0, 1, 1, 0)
    parts = [_UP.map(x) for x in (mid, side, flip.map(side), foot, band)]
    out = parts[0]
    for part in parts[1:]:
        out = out.united(part)
    return out


def lis(p: QPainter, fill: QColor, detail: QColor) -> None:
    _fill(p, fill)
    _draw(p, _lis())


@cache
def _sun() -> QPainterPath:
    rays = QPainterPath()
    n = 16
    points = []
    for i in range(2 * n):
        a = math.pi * i / n
        r = 0.47 if i % 4 == 0 else (0.36 if i % 2 == 0 else 0.25)
        points.append(QPointF(0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    rays.moveTo(points[0])
    for pt in points[1:]:
        rays.lineTo(pt)
    rays.closeSubpath()
    disc = QPainterPath()
    disc.addEllipse(QPointF(0.5, 0.5), 0.24, 0.24)
    return _UP.map(rays).united(_UP.map(disc))


def sun(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A sun in splendour: a disc with straight rays of three lengths."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    _fill(p, fill)
    _draw(p, _sun())
    p.setPen(QPen(detail, 0.03))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0.5, 0.5), 0.15, 0.15)


def crescent(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A crescent, horns upwards."""
    outer = QPainterPath()
    outer.addEllipse(QPointF(0.5, 0.55), 0.4, 0.4)
    inner = QPainterPath()
    inner.addEllipse(QPointF(0.5, 0.4), 0.3, 0.3)
    _fill(p, fill)
    _draw(p, _UP.map(outer).subtracted(_UP.map(inner)))


def pine(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A pine tree of three tiers on a trunk (the great wood)."""
    _fill(p, fill)
    p.drawRect(QRectF(0.44, 0.74, 0.12, 0.2))
    for top, half, bottom in ((0.04, 0.2, 0.34), (0.2, 0.3, 0.56), (0.4, 0.4, 0.8)):
        tier = QPainterPath()
        tier.moveTo(0.5, top)
        tier.lineTo(0.5 + half, bottom)
        tier.lineTo(0.5 - half, bottom)
        tier.closeSubpath()
        p.drawPath(tier)


def key(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A key, upright: a ring bow, a shaft and a toothed bit."""
    _fill(p, fill)
    bow = QPainterPath()
    bow.addEllipse(QPointF(0.5, 0.24), 0.19, 0.19)
    hole = QPainterPath()
    hole.addEllipse(QPointF(0.5, 0.24), 0.09, 0.09)
    _draw(p, _UP.map(bow).subtracted(_UP.map(hole)))
    p.drawRect(QRectF(0.44, 0.4, 0.12, 0.54))
    p.drawRect(QRectF(0.56, 0.7, 0.2, 0.08))
    p.drawRect(QRectF(0.56, 0.84, 0.14, 0.08))


def tower(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A crenellated tower with an arched door (the fortress of La Ferté)."""
    _fill(p, fill)
    p.drawRect(QRectF(0.24, 0.26, 0.52, 0.68))
    for x in (0.18, 0.41, 0.64):
        p.drawRect(QRectF(x, 0.08, 0.18, 0.22))
    p.drawRect(QRectF(0.18, 0.22, 0.64, 0.08))
    _fill(p, detail)
    door = QPainterPath()
    door.moveTo(0.4, 0.94)
    door.lineTo(0.4, 0.74)
    door.arcTo(QRectF(0.4, 0.64, 0.2, 0.2), 180, -180)
    door.lineTo(0.6, 0.94)
    door.closeSubpath()
    p.drawPath(door)
    p.drawRect(QRectF(0.46, 0.4, 0.08, 0.14))  # a window


def mount(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A mount of three rounded peaks, one above two (the brown rock of Rochebrune)."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    hills = QPainterPath()
    for cx, cy in ((0.28, 0.66), (0.72, 0.66), (0.5, 0.4)):
        hills.addEllipse(QPointF(cx, cy), 0.22, 0.24)
    base = QPainterPath()
    base.addRect(QRectF(0.0, 0.0, 1.0, 0.9))
    _fill(p, fill)
    _draw(p, _UP.map(hills).simplified().intersected(_UP.map(base)))
    p.setPen(QPen(detail, 0.03))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for cx, cy in ((0.28, 0.66), (0.72, 0.66), (0.5, 0.4)):
        p.drawArc(QRectF(cx - 0.12, cy - 0.1, 0.24, 0.2), 30 * 16, 120 * 16)


# --- the powers, as pictures: a coat of arms and where it goes -----------------------------------
def _small_shield(p: QPainter, x: float, y: float, w: float, fill: QColor, line: QColor) -> None:
    p.setPen(QPen(line, 0.045))
    p.setBrush(fill)
    p.drawPath(shield_path(QRectF(x, y, w, w * 1.15)))


def _arrow(p: QPainter, a: QPointF, b: QPointF, colour: QColor, bend: float = 0.0) -> None:
    """An arrow from `a` to `b`, bowed by `bend` (unit box)."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    path = QPainterPath(a)
    mid = (a + b) / 2
    d = b - a
    ctrl = mid + QPointF(-d.y(), d.x()) * bend
    path.quadTo(ctrl, b)
    pen = QPen(colour, 0.08)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    tangent = b - ctrl
    length = max(1e-6, (tangent.x() ** 2 + tangent.y() ** 2) ** 0.5)
    ux, uy = tangent.x() / length, tangent.y() / length
    head = QPainterPath(b + QPointF(ux, uy) * 0.06)
    head.lineTo(b - QPointF(ux, uy) * 0.14 + QPointF(-uy, ux) * 0.11)
    head.lineTo(b - QPointF(ux, uy) * 0.14 - QPointF(-uy, ux) * 0.11)
    head.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(head)


def malandrin_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """Takes a card's value or power: a card's star drawn off to another card."""
    p.setPen(QPen(fill, 0.05))
    p.setBrush(detail)
    p.drawRoundedRect(QRectF(0.06, 0.3, 0.3, 0.44), 0.05, 0.05)
    p.setBrush(fill)
    p.drawRoundedRect(QRectF(0.64, 0.3, 0.3, 0.44), 0.05, 0.05)
    _arrow(p, QPointF(0.62, 0.32), QPointF(0.36, 0.32), fill, 0.45)


def manant_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """Takes a coat of arms from the pool into his own display."""
    _small_shield(p, 0.3, 0.04, 0.4, fill, detail)
    _arrow(p, QPointF(0.5, 0.56), QPointF(0.5, 0.9), fill)


def menetrier_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """Turns a coat of arms face up."""
    _small_shield(p, 0.28, 0.18, 0.44, detail, fill)
    p.save()
    p.setClipRect(QRectF(0.5, 0, 0.5, 1))
    _small_shield(p, 0.28, 0.18, 0.44, fill, fill)
    p.restore()
    _arrow(p, QPointF(0.12, 0.6), QPointF(0.88, 0.6), fill, -0.5)


def magistrat_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """Sends a coat of arms from another player's display to the pool."""
    _small_shield(p, 0.3, 0.46, 0.4, fill, detail)
    _arrow(p, QPointF(0.5, 0.42), QPointF(0.5, 0.06), fill)


def religieux_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """Moves a coat of arms from one display to another."""
    _small_shield(p, 0.04, 0.3, 0.36, fill, detail)
    _arrow(p, QPointF(0.46, 0.5), QPointF(0.94, 0.5), fill)


def intendant_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """Swaps two coats of arms."""
    _small_shield(p, 0.02, 0.32, 0.34, fill, detail)
    _small_shield(p, 0.64, 0.32, 0.34, detail, fill)
    _arrow(p, QPointF(0.3, 0.22), QPointF(0.7, 0.22), fill, -0.35)
    _arrow(p, QPointF(0.7, 0.86), QPointF(0.3, 0.86), fill, -0.35)


POWERS = {"malandrin": malandrin_power, "manant": manant_power, "menetrier": menetrier_power,
          "magistrat": magistrat_power, "religieux": religieux_power,
          "intendant": intendant_power}
for _power, _painter in POWERS.items():
    cardart.register_emblem(f"blason_power_{_power}", _painter)


def seven(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The game's own mark, on the backs of won tricks: seven little shields in a ring."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    for i in range(7):
        a = -math.pi / 2 + 2 * math.pi * i / 7
        cx, cy = 0.5 + 0.32 * math.cos(a), 0.5 + 0.32 * math.sin(a)
        p.setPen(QPen(detail, 0.02))
        p.setBrush(fill)
        p.drawPath(shield_path(QRectF(cx - 0.1, cy - 0.11, 0.2, 0.23)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawEllipse(QPointF(0.5, 0.5), 0.07, 0.07)


cardart.register_emblem("blason_seven", seven)


EMBLEMS = {"blason_lis": lis, "blason_sun": sun, "blason_crescent": crescent,
           "blason_pine": pine, "blason_key": key, "blason_tower": tower, "blason_mount": mount}
for _name, _painter in EMBLEMS.items():
    cardart.register_emblem(_name, _painter)


_CHARGES = {"aubigny": "blason_lis", "bellay": "blason_sun", "contades": "blason_crescent",
            "grandbois": "blason_pine", "guilloux": "blason_key", "la_ferte": "blason_tower",
            "rochebrune": "blason_mount"}


def emblem(house: str) -> str:
    """The heraldic charge of a house (a house added in houses.yaml borrows one in turn)."""
    if house in _CHARGES:
        return _CHARGES[house]
    order = components().house_order
    names = list(EMBLEMS)
    return names[order.index(house) % len(names)] if house in order else names[0]


def colour(house: str) -> str:
    return components().houses[house].colour


def heavy_text(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor,
               centre: bool = False) -> bool:
    """A line in the regular face, outlined so it reads as bold (`legibility.heavy_line`): the
    bundled bold face lacks accented letters (the é of Ménétrier, of Hélène)."""
    return legibility.heavy_line(p, rect, text, px, colour, centre=centre)


# --- pieces that draw themselves ----------------------------------------------------------------
def shield_path(r: QRectF) -> QPainterPath:
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    path = QPainterPath()
    path.moveTo(x, y)
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.48)
    path.cubicTo(x + w, y + h * 0.78, x + w * 0.66, y + h * 0.9, x + w / 2, y + h)
    path.cubicTo(x + w * 0.34, y + h * 0.9, x, y + h * 0.78, x, y + h * 0.48)
    path.closeSubpath()
    return path


@record
class Shield(CardBack):
    """A coat-of-arms token: face up, its house's colour and charge; face down, a plain
    shield nobody may read (`known`: face down, but this player looked at it — variant 3)."""

    up: bool = True
    known: bool = False
    eye: bool = True  # a known face-down coat shows an eye (it was looked at)
    size: tuple[float, float] = (56.0, 66.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        shape = shield_path(rect.adjusted(2, 2, -2, -2))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawPath(shape.translated(2, 3))
        colour = QColor(self.colour) if self.emblem else QColor("#3b3f46")
        if not self.up:
            colour = QColor("#3b3f46") if not self.known else colour.darker(170)
        from PySide6.QtGui import QLinearGradient  # (when drawn: `ui/cardart.py`'s head)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, colour.lighter(125))
        grad.setColorAt(1, colour.darker(125))
        p.setBrush(grad)
        p.setPen(QPen(theme.GOLD, 2.4))
        p.drawPath(shape)
        inner = QRectF(rect.x() + rect.width() * 0.18, rect.y() + rect.height() * 0.12,
                       rect.width() * 0.64, rect.height() * 0.6)
        if self.up or self.known:
            light = theme.PARCHMENT if self.up else QColor(theme.PARCHMENT).darker(140)
            cardart.draw_emblem(p, self.emblem, inner, light, colour)
        else:  # the back of a coat of arms: a gold fret, nothing to read
            p.save()
            p.setClipPath(shape)
            p.setPen(QPen(QColor(212, 175, 55, 110), 1.2))
            step = rect.width() / 4
            for i in range(-4, 9):
                x0 = rect.x() + i * step
                p.drawLine(QPointF(x0, rect.y()), QPointF(x0 + rect.height(), rect.bottom()))
                p.drawLine(QPointF(x0, rect.bottom()), QPointF(x0 + rect.height(), rect.y()))
            p.restore()
        if self.known and self.eye:  # seen face down: an open eye on it
            eye = QRectF(rect.center().x() - 10, rect.bottom() - 22, 20, 11)
            p.setPen(QPen(theme.GOLD_PALE, 1.6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(eye)
            p.drawEllipse(eye.center(), 2.5, 2.5)


@record
class Plaque(CardBack):
    """A player's name card: their house's shield, name and house, and their score, large.

    Drawn in two parts (`ui/items.py`, `layers`): the plaque itself (`base`, lit when the seat
    decides), kept as a picture, and the line that changes from move to move (what the seat is
    doing), painted over it."""

    name: str = ""
    house: str = ""  # empty when the player is named after the house: said once
    score: str = ""
    note: str = ""  # what the seat is doing ("to play", "leads")
    acting: bool = False
    size: tuple[float, float] = (330.0, 52.0)
    bare: bool = False  # the base alone: no note
    SCORE_W = 70.0  # the seal's width (a class constant, not a field)

    @property
    def base(self) -> Plaque:
        return replace(self, note="", bare=True)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        colour = QColor(self.colour)
        p.setBrush(cardart.parchment(rect, vertical=True))
        p.setPen(QPen(theme.HIGHLIGHT if self.acting else colour.darker(130),
                      4 if self.acting else 2.5))
        p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRect(QRectF(rect.x() + 4, rect.y() + 4, 10, rect.height() - 8))
        Shield(self.colour, self.emblem).paint(p, QRectF(rect.x() + 18, rect.y() + 5, 36, 42))
        heavy_text(p, self._text_box(rect), self.name, 22 if len(self.name) < 14 else 18,
                   theme.INK)
        seal = QRectF(rect.right() - self.SCORE_W - 4, rect.y() + 4, self.SCORE_W,
                      rect.height() - 8)
        p.setBrush(colour.darker(115))
        p.setPen(QPen(theme.GOLD, 2))
        p.drawRoundedRect(seal, 10, 10)
        cardart.draw_number(p, self.score, seal, 32, theme.ink_on(colour.darker(115)))
        if not self.bare:
            self.paint_over(p, rect)

    @property
    def over_key(self) -> tuple[object, ...]:
        """All `paint_over` draws from."""
        return (self.colour, self.house, self.note)

    def _text_box(self, rect: QRectF) -> QRectF:
        return QRectF(rect.x() + 60, rect.y() + 3, rect.width() - 66 - self.SCORE_W, 28)

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        """The line under the name: the house and what the seat is doing."""
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        text = self._text_box(rect)
        sub = " · ".join(part for part in (self.house, self.note) if part)
        legibility.line(p, QRectF(text.x(), rect.y() + 28, text.width(), 22), sub, 14,
                        theme.ink_of(self.colour), italic=True,
                        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


@record
class TrickPile(CardBack):
    """One won trick, face down; if its holder's view may read it, the cards are listed on it
    (house charge and value), so a pile one may open is always open to its reader."""

    cards: tuple[tuple[str, str, str], ...] = ()  # (colour, emblem, value) of readable cards
    size: tuple[float, float] = (64.0, 92.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(2, 3), 6, 6)
        for k in (2, 1):  # the cards under the top one
            p.setBrush(theme.WALNUT_LIGHT.darker(110 + 15 * k))
            p.drawRoundedRect(rect.translated(k * 2, -k * 2), 6, 6)
        if not self.cards:  # face down: a walnut back with a gold fret, nothing to read
            p.setBrush(theme.WALNUT_LIGHT)
            p.setPen(QPen(theme.GOLD, 1.5))
            p.drawRoundedRect(rect, 6, 6)
            p.save()
            p.setClipRect(rect.adjusted(5, 5, -5, -5))
            p.setPen(QPen(QColor(212, 175, 55, 100), 1))
            for i in range(-8, 12):
                x0 = rect.x() + i * 10
                p.drawLine(QPointF(x0, rect.y()), QPointF(x0 + rect.height(), rect.bottom()))
                p.drawLine(QPointF(x0, rect.bottom()), QPointF(x0 + rect.height(), rect.y()))
            p.restore()
            medal = QRectF(0, 0, rect.width() * 0.7, rect.width() * 0.7)
            medal.moveCenter(rect.center())
            p.setBrush(theme.WALNUT)
            p.setPen(QPen(theme.GOLD, 1.5))
            p.drawEllipse(medal)
            cardart.draw_emblem(p, "blason_seven", medal.adjusted(3, 3, -3, -3), theme.GOLD_PALE,
                                theme.WALNUT)
            return
        p.setBrush(theme.PARCHMENT)
        p.setPen(QPen(theme.GOLD, 1.5))
        p.drawRoundedRect(rect, 6, 6)
        line = (rect.height() - 6) / max(4, len(self.cards))
        for i, (colour, emblem, value) in enumerate(self.cards):
            row = QRectF(rect.x() + 4, rect.y() + 3 + i * line, rect.width() - 8, line)
            cardart.draw_emblem(p, emblem, QRectF(row.x(), row.y(), line, line),
                                QColor(colour), theme.PARCHMENT)
            # the value, where it can be read at this size (the tooltip lists the cards)
            legibility.heavy_line(p, QRectF(row.x() + line + 2, row.y(), row.width() - line - 2,
                                            line), value, min(20.0, line * 0.95),
                                  theme.ink_of(colour), centre=False)


@record
class TrickFace(CardFace):
    """A card of the trick: its printed face, whose it is, and what the powers did to it.

    The printed face (`base`) is the card's own picture, kept like any card's; whose it is and
    the marks of the powers are painted over it (`paint_over`)."""

    owner: str = ""
    robbed: str = ""  # "value" / "power": taken by a Malandrin
    user: str = ""  # who uses its power, when not its owner
    acting: bool = False  # its power (or choice) is being used now
    taker: bool = False  # it takes the trick

    @property
    def base(self) -> CardFace:
        return CardFace(*(getattr(self, f.name) for f in fields(CardFace)))

    @property
    def over_key(self) -> tuple[object, ...]:
        """All `paint_over` draws from (the card's own face is not part of it)."""
        return (self.owner, self.robbed, self.user, self.acting, self.taker)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(rect.translated(3, 4), cardart.RADIUS, cardart.RADIUS)
        cardart.paint_face(p, rect, self)
        self.paint_over(p, rect)

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if "value" in self.robbed:  # its value now counts for a Malandrin
            p.setPen(QPen(theme.REFUSE, 4))
            p.drawLine(QPointF(rect.x() + 8, rect.y() + 32), QPointF(rect.x() + 42, rect.y() + 6))
        ribbon = ""
        colour = theme.WALNUT
        if self.acting:
            ribbon, colour = "❦", QColor("#7a1f1a")  # its power acts
        if self.taker:
            ribbon, colour = "◆", QColor("#7a5a00")  # takes the trick
        if self.acting or self.taker:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(theme.HIGHLIGHT, 5))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), cardart.RADIUS + 4, cardart.RADIUS + 4)
        band = QRectF(rect.x() + 4, rect.bottom() - 24, rect.width() - 8, 20)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(band, 4, 4)
        label = f"{ribbon} {self.owner}".strip()
        if self.user:
            label += f" → {self.user}"
        heavy_text(p, band.adjusted(4, 0, -4, 0), label, 14, theme.GOLD_PALE, centre=True)


@record
class Banner(CardBack):
    """The line over the trick: who decides and what the power being used does. Its box is
    kept as a picture (`base`); the text is painted over it."""

    text: str = ""
    size: tuple[float, float] = (760.0, 50.0)
    bare: bool = False  # the box alone
    short: str = ""  # who decides and what, alone: written when `text` cannot be read whole

    @property
    def base(self) -> Banner:
        return replace(self, text="", short="", bare=True)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        p.setBrush(QColor(43, 29, 18, 215))
        p.setPen(QPen(theme.GOLD, 2))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
        if not self.bare:
            self.paint_over(p, rect)

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        """The whole line, as large as it fits; on a table too small for it to be read (a
        laptop's window), who decides and what alone (the status line says it too)."""
        box = rect.adjusted(14, 2, -14, -2)
        for text in (self.text, self.short):
            largest = 24 if len(text) < 70 else (20 if len(text) < 120 else 17)
            if legibility.paragraph(p, box, text, theme.GOLD_PALE, largest=largest):
                return
