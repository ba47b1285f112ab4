"""Courtisans in vector: the six family animals and the role marks (registered with `cardart`,
so faces, backs and the curtain draw them like any emblem), a family's plaque and the Queen's
mat. Emblems draw in the unit box with `fill` (the silhouette) and `detail` (eyes, the holes of
a mask): the shape alone tells a family apart (colour-blind players)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform

from medici_table.engine.records import record
from medici_table.ui import cardart, legibility, theme


def _mirrored(path: QPainterPath) -> QPainterPath:
    """`path` and its reflection about the vertical middle line, united."""
    flip = QTransform(-1, 0, 0, 1, 1, 0)
    return path.united(flip.map(path))


def _stroke(p: QPainter, colour: QColor, width: float) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                  Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)


def _fill(p: QPainter, colour: QColor) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)


@cache
def _butterfly_wings() -> QPainterPath:
    wing = QPainterPath()
    wing.moveTo(0.47, 0.46)
    wing.cubicTo(0.36, 0.16, 0.08, 0.06, 0.06, 0.26)
    wing.cubicTo(0.05, 0.42, 0.26, 0.5, 0.47, 0.5)
    wing.closeSubpath()
    low = QPainterPath()
    low.moveTo(0.47, 0.53)
    low.cubicTo(0.3, 0.52, 0.12, 0.64, 0.2, 0.82)
    low.cubicTo(0.27, 0.95, 0.43, 0.84, 0.48, 0.6)
    low.closeSubpath()
    return _mirrored(wing.united(low))


def butterfly(p: QPainter, fill: QColor, detail: QColor) -> None:
    _fill(p, fill)
    p.drawPath(_butterfly_wings())
    _fill(p, detail)
    for x in (0.22, 0.78):  # eye-spots on the upper wings
        p.drawEllipse(QPointF(x, 0.3), 0.055, 0.055)
    _fill(p, fill)
    p.drawEllipse(QPointF(0.5, 0.55), 0.04, 0.25)
    _stroke(p, fill, 0.025)
    for sign in (-1, 1):
        ant = QPainterPath()
        ant.moveTo(0.5, 0.32)
        ant.quadTo(0.5 + sign * 0.05, 0.14, 0.5 + sign * 0.14, 0.08)
        p.drawPath(ant)


def toad(p: QPainter, fill: QColor, detail: QColor) -> None:
    _fill(p, fill)
    legs = QPainterPath()
    legs.moveTo(0.3, 0.62)
    legs.cubicTo(0.06, 0.6, 0.04, 0.84, 0.12, 0.88)
    legs.lineTo(0.34, 0.86)
    legs.closeSubpath()
    p.drawPath(_mirrored(legs))
    p.drawEllipse(QPointF(0.5, 0.6), 0.33, 0.25)
    for x in (0.35, 0.65):  # bulging eyes on top of the head
        p.drawEllipse(QPointF(x, 0.38), 0.1, 0.09)
    for x in (0.3, 0.7):  # front feet
        p.drawEllipse(QPointF(x, 0.86), 0.08, 0.04)
    _fill(p, detail)
    for x in (0.35, 0.65):
        p.drawEllipse(QPointF(x, 0.37), 0.045, 0.04)
    for x, y in ((0.42, 0.62), (0.58, 0.66), (0.5, 0.74), (0.36, 0.72), (0.64, 0.56)):
        p.drawEllipse(QPointF(x, y), 0.022, 0.022)  # warts
    _stroke(p, detail, 0.02)
    mouth = QPainterPath()
    mouth.moveTo(0.3, 0.5)
    mouth.quadTo(0.5, 0.58, 0.7, 0.5)
    p.drawPath(mouth)


def bird(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A songbird perched, facing right."""
    _fill(p, fill)
    body = QPainterPath()
    body.moveTo(0.62, 0.34)
    body.cubicTo(0.82, 0.4, 0.8, 0.66, 0.58, 0.74)
    body.cubicTo(0.46, 0.78, 0.34, 0.76, 0.26, 0.72)
    body.lineTo(0.04, 0.84)
    body.lineTo(0.14, 0.64)
    body.cubicTo(0.24, 0.48, 0.42, 0.32, 0.62, 0.34)
    body.closeSubpath()
    body.addEllipse(QPointF(0.66, 0.3), 0.12, 0.11)
    beak = QPainterPath()
    beak.moveTo(0.76, 0.25)
    beak.lineTo(0.93, 0.3)
    beak.lineTo(0.76, 0.34)
    beak.closeSubpath()
    p.drawPath(body.united(beak))
    _fill(p, detail)
    p.drawEllipse(QPointF(0.7, 0.28), 0.025, 0.025)
    _stroke(p, detail, 0.022)
    wing = QPainterPath()
    wing.moveTo(0.62, 0.46)
    wing.cubicTo(0.56, 0.62, 0.42, 0.66, 0.28, 0.66)
    p.drawPath(wing)
    _stroke(p, fill, 0.025)
    for x in (0.48, 0.58):  # legs on a branch
        p.drawLine(QPointF(x, 0.75), QPointF(x - 0.02, 0.88))
    p.drawLine(QPointF(0.3, 0.89), QPointF(0.78, 0.87))


def hare(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A hare sitting up, facing right, long ears laid back."""
    _fill(p, fill)
    shape = QPainterPath()
    shape.addEllipse(QPointF(0.45, 0.68), 0.28, 0.2)
    shape.addEllipse(QPointF(0.7, 0.42), 0.13, 0.11)
    neck = QPainterPath()
    neck.moveTo(0.56, 0.5)
    neck.lineTo(0.7, 0.5)
    neck.lineTo(0.66, 0.64)
    neck.lineTo(0.5, 0.6)
    neck.closeSubpath()
    for angle, x in ((-28.0, 0.6), (-14.0, 0.67)):  # the two ears
        ear = QPainterPath()
        ear.addEllipse(QPointF(0.0, -0.15), 0.045, 0.16)
        shape = shape.united(QTransform().translate(x, 0.38).rotate(angle).map(ear))
    shape.addEllipse(QPointF(0.17, 0.64), 0.06, 0.06)  # the tail
    shape.addEllipse(QPointF(0.66, 0.86), 0.1, 0.035)  # the forepaw
    p.drawPath(shape.united(neck))
    _fill(p, detail)
    p.drawEllipse(QPointF(0.73, 0.4), 0.024, 0.024)
    _stroke(p, detail, 0.018)
    haunch = QPainterPath()
    haunch.moveTo(0.3, 0.82)
    haunch.cubicTo(0.28, 0.6, 0.48, 0.56, 0.5, 0.8)
    p.drawPath(haunch)


def stag(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A stag's head seen from the front, with branching antlers."""
    _stroke(p, fill, 0.045)
    for sign in (-1, 1):
        def pt(x: float, y: float, s: int = sign) -> QPointF:
            return QPointF(0.5 + s * x, y)
        beam = QPainterPath()
        beam.moveTo(pt(0.08, 0.42))
        beam.cubicTo(pt(0.2, 0.36), pt(0.3, 0.24), pt(0.3, 0.06))
        p.drawPath(beam)
        for (x0, y0), (x1, y1) in (((0.17, 0.37), (0.36, 0.3)), ((0.25, 0.26), (0.42, 0.16)),
                                   ((0.29, 0.14), (0.2, 0.04))):
            p.drawLine(pt(x0, y0), pt(x1, y1))
    _fill(p, fill)
    head = QPainterPath()
    head.moveTo(0.5, 0.38)
    head.cubicTo(0.64, 0.38, 0.66, 0.5, 0.6, 0.64)
    head.cubicTo(0.57, 0.74, 0.56, 0.86, 0.5, 0.9)
    head.cubicTo(0.44, 0.86, 0.43, 0.74, 0.4, 0.64)
    head.cubicTo(0.34, 0.5, 0.36, 0.38, 0.5, 0.38)
    ear = QPainterPath()
    ear.moveTo(0.4, 0.45)
    ear.quadTo(0.22, 0.42, 0.18, 0.5)
    ear.quadTo(0.28, 0.54, 0.41, 0.52)
    ear.closeSubpath()
    p.drawPath(head.united(_mirrored(ear)))
    _fill(p, detail)
    for x in (0.44, 0.56):
        p.drawEllipse(QPointF(x, 0.54), 0.022, 0.03)
    p.drawEllipse(QPointF(0.5, 0.85), 0.035, 0.025)


def fish(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A fish swimming left, its tail forked."""
    _fill(p, fill)
    body = QPainterPath()
    body.moveTo(0.08, 0.5)
    body.cubicTo(0.22, 0.26, 0.52, 0.24, 0.7, 0.44)
    body.lineTo(0.92, 0.28)
    body.lineTo(0.84, 0.5)
    body.lineTo(0.92, 0.72)
    body.lineTo(0.7, 0.56)
    body.cubicTo(0.52, 0.76, 0.22, 0.74, 0.08, 0.5)
    body.closeSubpath()
    fin = QPainterPath()
    fin.moveTo(0.36, 0.32)
    fin.quadTo(0.44, 0.16, 0.58, 0.2)
    fin.lineTo(0.54, 0.34)
    fin.closeSubpath()
    p.drawPath(body.united(fin))
    _fill(p, detail)
    p.drawEllipse(QPointF(0.2, 0.46), 0.03, 0.03)
    _stroke(p, detail, 0.018)
    gill = QPainterPath()
    gill.moveTo(0.3, 0.38)
    gill.quadTo(0.36, 0.5, 0.3, 0.62)
    p.drawPath(gill)
    for x in (0.42, 0.5, 0.58):  # scales
        p.drawArc(QRectF(x - 0.05, 0.42, 0.1, 0.14), 90 * 16, 180 * 16)


# --- role marks ---------------------------------------------------------------------------


def crown(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The noble's mark: a crown with three fleurons."""
    _fill(p, fill)
    path = QPainterPath()
    path.moveTo(0.12, 0.78)
    path.lineTo(0.08, 0.34)
    path.lineTo(0.3, 0.54)
    path.lineTo(0.5, 0.22)
    path.lineTo(0.7, 0.54)
    path.lineTo(0.92, 0.34)
    path.lineTo(0.88, 0.78)
    path.closeSubpath()
    for x, y in ((0.08, 0.3), (0.5, 0.17), (0.92, 0.3)):
        path.addEllipse(QPointF(x, y), 0.07, 0.07)
    path.addRect(QRectF(0.12, 0.8, 0.76, 0.1))
    p.drawPath(path.simplified())
    _fill(p, detail)
    for x in (0.3, 0.5, 0.7):
        p.drawEllipse(QPointF(x, 0.7), 0.045, 0.045)


def dagger(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The assassin's mark: a dagger, point down."""
    p.save()
    p.translate(0.5, 0.5)
    p.rotate(35)
    p.translate(-0.5, -0.5)
    _fill(p, fill)
    blade = QPainterPath()
    blade.moveTo(0.41, 0.38)
    blade.lineTo(0.59, 0.38)
    blade.lineTo(0.5, 0.98)
    blade.closeSubpath()
    blade.addRoundedRect(QRectF(0.22, 0.29, 0.56, 0.1), 0.04, 0.04)
    blade.addRect(QRectF(0.445, 0.1, 0.11, 0.2))
    blade.addEllipse(QPointF(0.5, 0.08), 0.075, 0.075)
    p.drawPath(blade.simplified())
    _stroke(p, detail, 0.015)
    p.drawLine(QPointF(0.5, 0.4), QPointF(0.5, 0.85))
    p.restore()


def shield(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The guard's mark: a heater shield with a cross."""
    _fill(p, fill)
    path = QPainterPath()
    path.moveTo(0.16, 0.12)
    path.lineTo(0.84, 0.12)
    path.lineTo(0.84, 0.46)
    path.cubicTo(0.84, 0.7, 0.66, 0.84, 0.5, 0.94)
    path.cubicTo(0.34, 0.84, 0.16, 0.7, 0.16, 0.46)
    path.closeSubpath()
    p.drawPath(path)
    _fill(p, detail)
    p.drawRect(QRectF(0.45, 0.2, 0.1, 0.62))
    p.drawRect(QRectF(0.26, 0.4, 0.48, 0.1))


@cache
def _mask() -> QPainterPath:
    mask = QPainterPath()
    mask.moveTo(0.5, 0.4)
    mask.cubicTo(0.62, 0.3, 0.9, 0.26, 0.96, 0.4)
    mask.cubicTo(0.98, 0.56, 0.84, 0.7, 0.68, 0.68)
    mask.cubicTo(0.58, 0.66, 0.55, 0.58, 0.5, 0.6)
    mask.cubicTo(0.45, 0.58, 0.42, 0.66, 0.32, 0.68)
    mask.cubicTo(0.16, 0.7, 0.02, 0.56, 0.04, 0.4)
    mask.cubicTo(0.1, 0.26, 0.38, 0.3, 0.5, 0.4)
    mask.closeSubpath()
    for x in (0.28, 0.72):  # the eye holes
        mask.addEllipse(QPointF(x, 0.49), 0.1, 0.06)
    return mask


def mask(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The spy's mark: a Venetian eye mask on its stick."""
    _stroke(p, fill, 0.035)
    p.drawLine(QPointF(0.86, 0.62), QPointF(0.7, 0.95))
    _fill(p, fill)
    p.drawPath(_mask())  # odd-even fill: the eye holes stay open


def seal(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A mission's mark: a rolled letter under a wax seal."""
    _fill(p, fill)
    p.drawRoundedRect(QRectF(0.14, 0.2, 0.72, 0.5), 0.06, 0.06)
    p.drawEllipse(QRectF(0.08, 0.16, 0.14, 0.58))
    for colour, r in ((detail, 0.14), (fill, 0.07)):  # the wax seal and its stamp
        _fill(p, colour)
        p.drawEllipse(QPointF(0.58, 0.66), r, r)


EMBLEMS = {"butterfly": butterfly, "toad": toad, "bird": bird, "hare": hare, "stag": stag,
           "fish": fish, "crown": crown, "dagger": dagger, "shield": shield, "mask": mask,
           "seal": seal}

for _name, _painter in EMBLEMS.items():
    cardart.register_emblem(_name, _painter)


# --- a family's plaque at the Queen's table ---------------------------------------------------

BANNERS = {"favoured": ("#d4af37", "#2b1d12"), "disgraced": ("#221a16", "#f1d98a"),  # fill, ink
           "neutral": ("#e2cd9a", "#2b1d12"), "spies": ("#3b2f4a", "#f1d98a")}


@record
class Plaque:
    """Drawn by the table itself (`items.own_art`): a family's emblem in a medallion, the
    weight margin above − below in large figures, and its standing on a banner."""

    colour: str
    emblem: str
    number: str  # "+2", "−1", "0" ("" for the spy column)
    status: str  # favoured | disgraced | neutral | spies (the banner's look)
    word: str  # the banner's text
    size: tuple[float, float]

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        colour = QColor(self.colour)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(3, 4), 10, 10)
        p.setBrush(theme.PARCHMENT)
        p.setPen(QPen(colour.darker(140), 3))
        p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        p.setPen(QPen(theme.GOLD, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 7, 7)
        band = min(30.0, rect.height() * 0.3)
        top = rect.adjusted(8, 8, -8, -band - 6)
        side = min(top.height(), top.width() * (0.5 if self.number else 1.0))
        medal = QRectF(top.left(), top.center().y() - side / 2, side, side)
        if not self.number:
            medal.moveCenter(top.center())
        p.setBrush(colour)
        p.setPen(QPen(theme.GOLD, 1.5))
        p.drawEllipse(medal)
        inset = side * 0.14
        cardart.draw_emblem(p, self.emblem, medal.adjusted(inset, inset, -inset, -inset),
                            theme.PARCHMENT, colour.darker(160))
        if self.number:
            room = QRectF(medal.right() + 2, top.top(), top.right() - medal.right() - 2,
                          top.height())
            px = min(room.height() * 0.9, room.width() / (0.5 * len(self.number) + 0.1))
            cardart.draw_number(p, self.number, room, px, theme.INK)
        fill, ink = BANNERS.get(self.status, BANNERS["neutral"])
        banner = QRectF(rect.left() + 5, rect.bottom() - band - 5, rect.width() - 10, band)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(fill))
        p.drawRect(banner)
        legibility.line(p, banner.adjusted(3, 0, -3, 0), self.word, band * 0.62, QColor(ink),
                        bold=True)


@record
class Mat:
    """The Queen's table: a velvet cloth with a gold border and a gold band across it, where
    the families' plaques stand between the cards laid above and below."""

    size: tuple[float, float]
    band: tuple[float, float]  # top and height of the band, from the mat's top

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        cloth = QColor("#4f1622")
        from PySide6.QtGui import QRadialGradient  # (when drawn: `ui/cardart.py`'s head)
        grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        grad.setColorAt(0, cloth.lighter(125))
        grad.setColorAt(1, cloth.darker(140))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(rect.translated(4, 6), 16, 16)
        p.setBrush(QBrush(grad))
        p.setPen(QPen(theme.GOLD, 3))
        p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 16, 16)
        p.setPen(QPen(QColor(212, 175, 55, 140), 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(8, 8, -8, -8), 11, 11)
        top, height = self.band
        band = QRectF(rect.left() + 8, rect.top() + top, rect.width() - 16, height)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(212, 175, 55, 60))
        p.drawRect(band)
        p.setPen(QPen(theme.GOLD, 1.5))
        p.drawLine(band.topLeft(), band.topRight())
        p.drawLine(band.bottomLeft(), band.bottomRight())
