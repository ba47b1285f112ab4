"""Louis XIV drawn in vector: token shapes per colour, the five mission tiles, the sun of the
Louis XIV marker, coats of arms and the small pieces of a seat (a token stack, a tile stack).

Every colour has its own token shape as well as its colour (colour-blind players): red
discs, yellow squares, green diamonds, blue triangles, the neutral grey hexagons.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from medici_table.engine.records import record
from medici_table.ui import cardart, legibility, theme

COLOURS = {"red": "#b3262e", "yellow": "#d9a521", "green": "#2f7d43", "blue": "#2f5fa8",
           "grey": "#8a8a8a"}
SHAPES = {"red": "circle", "yellow": "square", "green": "diamond", "blue": "triangle",
          "grey": "hexagon"}
LEVELS = {"light": "#8fb8de", "medium": "#4f7fb8", "dark": "#23406e"}
SIDES = ("#8b1e2d", "#2b3f7a")  # the red-number side, the other side


def shape_path(shape: str, r: QRectF) -> QPainterPath:
    """A token's outline in `r`."""
    path = QPainterPath()
    c, w, h = r.center(), r.width(), r.height()
    if shape == "square":
        path.addRoundedRect(r.adjusted(w * 0.06, h * 0.06, -w * 0.06, -h * 0.06), 3, 3)
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(c.x(), r.top()), QPointF(r.right(), c.y()),
                                   QPointF(c.x(), r.bottom()), QPointF(r.left(), c.y())]))
        path.closeSubpath()
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(c.x(), r.top()), QPointF(r.right(), r.bottom()),
                                   QPointF(r.left(), r.bottom())]))
        path.closeSubpath()
    elif shape == "hexagon":
        pts = [QPointF(c.x() + w / 2 * math.cos(math.pi / 3 * i),
                       c.y() + h / 2 * math.sin(math.pi / 3 * i)) for i in range(6)]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    else:
        path.addEllipse(r)
    return path


def draw_token(p: QPainter, colour: str, r: QRectF, count: str = "", stacked: bool = False,
               label_px: float = 0.0) -> None:
    """A token of `colour` (its shape too); `stacked` draws two more behind it; `count` in it."""
    fill = QColor(COLOURS.get(colour, colour))
    shape = SHAPES.get(colour, "circle")
    if stacked:
        for k in (2, 1):
            p.setBrush(theme.darker(fill, 130))
            p.setPen(QPen(QColor(0, 0, 0, 160), 1))
            p.drawPath(shape_path(shape, r.translated(-2.5 * k, 2.5 * k)))
    p.setBrush(fill)
    p.setPen(QPen(theme.GOLD_PALE if colour != "yellow" else theme.INK, 1.6))
    p.drawPath(shape_path(shape, r))
    if count:
        draw_count(p, colour, r, count, label_px)


def draw_count(p: QPainter, colour: str, r: QRectF, count: str, label_px: float = 0.0) -> None:
    """The number written on a token of `colour` drawn in `r`."""
    ink = theme.ink_on(COLOURS.get(colour, colour))
    box = r.adjusted(0, r.height() * 0.18, 0, 0) if SHAPES.get(colour, "circle") == "triangle" \
        else r
    cardart.draw_number(p, count, box, label_px or r.height() * 0.62, ink, grow=True)


def _crown(p: QPainter) -> None:
    path = QPainterPath()
    path.moveTo(0.15, 0.75)
    for x, y in ((0.12, 0.3), (0.32, 0.52), (0.5, 0.2), (0.68, 0.52), (0.88, 0.3), (0.85, 0.75)):
        path.lineTo(x, y)
    path.closeSubpath()
    p.drawPath(path)
    p.drawRect(QRectF(0.15, 0.77, 0.7, 0.09))


def _sceptre(p: QPainter) -> None:
    p.drawEllipse(QPointF(0.5, 0.2), 0.11, 0.11)
    p.drawRect(QRectF(0.45, 0.3, 0.1, 0.58))
    p.drawRect(QRectF(0.34, 0.36, 0.32, 0.07))


def _letter(p: QPainter) -> None:
    p.drawRect(QRectF(0.14, 0.26, 0.72, 0.5))
    pen = p.pen()
    p.setPen(QPen(theme.PARCHMENT, 0.04))
    p.drawPolyline(QPolygonF([QPointF(0.14, 0.26), QPointF(0.5, 0.56), QPointF(0.86, 0.26)]))
    p.setPen(pen)
    p.setBrush(QColor("#9b1b1b"))
    p.drawEllipse(QPointF(0.5, 0.56), 0.08, 0.08)


def _ring(p: QPainter) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    brush = p.brush()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(brush.color(), 0.09))
    p.drawEllipse(QPointF(0.5, 0.6), 0.24, 0.22)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#5fb3d9"))
    p.drawPolygon(QPolygonF([QPointF(0.5, 0.18), QPointF(0.62, 0.3), QPointF(0.5, 0.42),
                             QPointF(0.38, 0.3)]))


def _helmet(p: QPainter) -> None:
    path = QPainterPath()
    path.moveTo(0.22, 0.85)
    path.lineTo(0.22, 0.45)
    path.cubicTo(0.22, 0.12, 0.78, 0.12, 0.78, 0.45)
    path.lineTo(0.78, 0.85)
    path.closeSubpath()
    p.drawPath(path)
    p.setBrush(theme.INK)
    p.drawRect(QRectF(0.3, 0.47, 0.4, 0.06))
    for x in (0.4, 0.5, 0.6):
        p.drawRect(QRectF(x - 0.015, 0.58, 0.03, 0.2))


TILE_ICONS = {"crown": _crown, "sceptre": _sceptre, "letter": _letter, "ring": _ring,
              "helmet": _helmet}


def draw_tile_icon(p: QPainter, tile: str, r: QRectF, colour: QColor | None = None) -> None:
    """A mission tile's picture fitted in `r` (four corners round a gap for "any tile")."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    side = min(r.width(), r.height())
    p.save()
    p.translate(r.center().x() - side / 2, r.center().y() - side / 2)
    p.scale(side, side)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour or theme.GOLD)
    TILE_ICONS.get(tile, _any_tile)(p)
    p.restore()


def _any_tile(p: QPainter) -> None:
    """Any tile: four tiles' corners round an empty middle."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    brush = p.brush()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(brush.color(), 0.07, Qt.PenStyle.DashLine))
    p.drawRoundedRect(QRectF(0.16, 0.16, 0.68, 0.68), 0.1, 0.1)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(brush)
    for x, y in ((0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)):
        p.drawEllipse(QPointF(x, y), 0.08, 0.08)


def draw_sun(p: QPainter, c: QPointF, radius: float) -> None:
    """The Louis XIV marker: a gold sun with rays."""
    p.save()
    rays = QPainterPath()
    for i in range(16):
        a = 2 * math.pi * i / 16
        r = radius if i % 2 == 0 else radius * 0.78
        pt = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
        b = a + math.pi / 16
        inner = QPointF(c.x() + radius * 0.55 * math.cos(b), c.y() + radius * 0.55 * math.sin(b))
        if i == 0:
            rays.moveTo(pt)
        else:
            rays.lineTo(pt)
        rays.lineTo(inner)
    rays.closeSubpath()
    p.setPen(QPen(QColor("#7a5200"), radius * 0.06))
    p.setBrush(QColor("#f2c230"))
    p.drawPath(rays)
    p.setBrush(QColor("#ffe27a"))
    p.drawEllipse(c, radius * 0.5, radius * 0.5)
    legibility.line(p, QRectF(c.x() - radius * 0.5, c.y() - radius * 0.4, radius, radius * 0.8),
                    "XIV", radius * 0.5, QColor("#7a5200"), bold=True, grow=False)
    p.restore()


def shield_path(r: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(r.left(), r.top())
    path.lineTo(r.right(), r.top())
    path.lineTo(r.right(), r.top() + r.height() * 0.5)
    path.quadTo(r.right(), r.bottom() - r.height() * 0.1, r.center().x(), r.bottom())
    path.quadTo(r.left(), r.bottom() - r.height() * 0.1, r.left(), r.top() + r.height() * 0.5)
    path.closeSubpath()
    return path


def _emblem(shape: str) -> cardart.EmblemPainter:
    """A seat's emblem (the curtain, the seat's panel): its token's shape, and on it the
    Sun King's sun engraved."""
    def paint(p: QPainter, fill: QColor, detail: QColor) -> None:
        p.setPen(QPen(detail, 0.03))
        p.setBrush(fill)
        box = QRectF(0.06, 0.06, 0.88, 0.88)
        p.drawPath(shape_path(shape, box))
        side = 0.44 if shape in ("triangle", "diamond") else 0.56
        sun = QRectF(0.5 - side / 2, 0.5 - side / 2 + (0.1 if shape == "triangle" else 0),
                     side, side)
        p.save()
        p.translate(sun.topLeft())
        p.scale(side, side)
        _sun_emblem(p, detail, fill)
        p.restore()
    return paint


def _path_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """An influence card's power: three tokens laid along a path of neighbours."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    pen = QPen(fill, 0.07)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawPolyline(QPolygonF([QPointF(0.18, 0.74), QPointF(0.5, 0.3), QPointF(0.82, 0.74)]))
    p.setPen(QPen(detail, 0.04))
    p.setBrush(fill)
    for x, y in ((0.18, 0.74), (0.5, 0.3), (0.82, 0.74)):
        p.drawEllipse(QPointF(x, y), 0.15, 0.15)


def _joker_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The joker's power: two tokens stacked on one character."""
    p.setPen(QPen(detail, 0.04))
    p.setBrush(fill)
    for dy in (0.14, -0.06):
        p.drawEllipse(QPointF(0.5, 0.5 + dy), 0.3, 0.2)


def _intrigue_power(p: QPainter, fill: QColor, detail: QColor) -> None:
    """An intrigue: a conspirator's eye mask."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    mask = QPainterPath()
    mask.moveTo(0.5, 0.4)
    mask.cubicTo(0.62, 0.28, 0.92, 0.26, 0.96, 0.42)
    mask.cubicTo(0.98, 0.6, 0.82, 0.72, 0.66, 0.68)
    mask.cubicTo(0.57, 0.65, 0.55, 0.58, 0.5, 0.6)
    mask.cubicTo(0.45, 0.58, 0.43, 0.65, 0.34, 0.68)
    mask.cubicTo(0.18, 0.72, 0.02, 0.6, 0.04, 0.42)
    mask.cubicTo(0.08, 0.26, 0.38, 0.28, 0.5, 0.4)
    mask.closeSubpath()
    for x in (0.28, 0.72):
        mask.addEllipse(QPointF(x, 0.5), 0.1, 0.065)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawPath(mask)


def _sun_emblem(p: QPainter, fill: QColor, detail: QColor) -> None:
    """The Sun King's emblem on cards: a disc and sixteen rays."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    rays = QPainterPath()
    for i in range(16):
        a = 2 * math.pi * i / 16
        r = 0.48 if i % 2 == 0 else 0.38
        b = a + math.pi / 16
        pt = QPointF(0.5 + r * math.cos(a), 0.5 + r * math.sin(a))
        inner = QPointF(0.5 + 0.26 * math.cos(b), 0.5 + 0.26 * math.sin(b))
        if i == 0:
            rays.moveTo(pt)
        else:
            rays.lineTo(pt)
        rays.lineTo(inner)
    rays.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawPath(rays)
    p.drawEllipse(QPointF(0.5, 0.5), 0.24, 0.24)


for _colour, _shape in SHAPES.items():  # the curtain shows a seat's token shape
    cardart.register_emblem(f"louis_{_shape}", _emblem(_shape))
cardart.register_emblem("louis_sun", _sun_emblem)
cardart.register_emblem("louis_power_path", _path_power)
cardart.register_emblem("louis_power_joker", _joker_power)
cardart.register_emblem("louis_power_intrigue", _intrigue_power)


def draw_gain(p: QPainter, kind: str, r: QRectF) -> None:
    """The picture of an income item on a board: a gold coin, a coat of arms, an influence or
    an intrigue card, a token placed (an arrow down) or taken back (an arrow round)."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    side = min(r.width(), r.height())
    box = QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side)
    if kind == "gold":
        p.setBrush(QColor("#e0b43c"))
        p.setPen(QPen(QColor("#7a5200"), side * 0.07))
        p.drawEllipse(box.adjusted(2, 2, -2, -2))
        p.drawEllipse(box.adjusted(side * 0.25, side * 0.25, -side * 0.25, -side * 0.25))
    elif kind == "arms":
        p.setBrush(QColor("#5a2a6e"))
        p.setPen(QPen(theme.GOLD, side * 0.07))
        p.drawPath(shield_path(box.adjusted(side * 0.14, 2, -side * 0.14, -2)))
    elif kind in ("influence_cards", "intrigue_cards"):
        card = QRectF(box.center().x() - side * 0.3, box.y() + 1, side * 0.6, side - 2)
        p.setBrush(QColor("#8b1e2d" if kind == "influence_cards" else "#3b2f4a"))
        p.setPen(QPen(theme.GOLD, side * 0.06))
        p.drawRoundedRect(card, 3, 3)
    elif kind in ("place", "recover"):
        token = QRectF(box.x() + side * 0.2, box.y() + side * 0.4, side * 0.6, side * 0.55)
        p.setBrush(QColor("#8a8a8a"))
        p.setPen(QPen(theme.INK, side * 0.05))
        p.drawEllipse(token)
        arrow = QPainterPath()
        if kind == "place":  # down onto the board
            arrow.moveTo(box.center().x(), box.y())
            arrow.lineTo(box.center().x(), box.y() + side * 0.34)
        else:  # back up to the reserve
            arrow.moveTo(box.x() + side * 0.2, box.y() + side * 0.42)
            arrow.quadTo(box.x() + side * 0.3, box.y(), box.right() - side * 0.1, box.y() + 2)
        pen = QPen(theme.INK, side * 0.09)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(arrow)
        tip = arrow.currentPosition()
        p.setBrush(theme.INK)
        p.setPen(Qt.PenStyle.NoPen)
        head = QPainterPath(tip + QPointF(0, side * 0.1) if kind == "place"
                            else tip + QPointF(side * 0.1, 0))
        if kind == "place":
            head.lineTo(tip + QPointF(-side * 0.14, -side * 0.08))
            head.lineTo(tip + QPointF(side * 0.14, -side * 0.08))
        else:
            head.lineTo(tip + QPointF(-side * 0.08, -side * 0.13))
            head.lineTo(tip + QPointF(-side * 0.08, side * 0.13))
        head.closeSubpath()
        p.drawPath(head)


@record
class TokenArt:
    """A token stack of one colour with its count (a personal reserve, a general reserve)."""

    colour: str
    count: int
    size: tuple[float, float] = (56.0, 56.0)
    bare: bool = False  # the token (or stack) without its count

    @property
    def base(self) -> TokenArt:
        """The token, kept as a picture; its count is painted over it (`paint_over`)."""
        return replace(self, count=min(self.count, 2), bare=True)

    @property
    def over_key(self) -> tuple[object, ...]:
        return (self.colour, self.count)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        r = rect.adjusted(6, 2, -2, -6)
        if self.count:
            draw_token(p, self.colour, r, stacked=self.count > 1)
            if not self.bare:
                self.paint_over(p, rect)
        else:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(241, 217, 138, 120), 1.5, Qt.PenStyle.DashLine))
            p.drawPath(shape_path(SHAPES.get(self.colour, "circle"), r))
            cardart.draw_number(p, "0", r, r.height() * 0.55, QColor(241, 217, 138, 160))

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        """The count on the token (as `draw_token` writes it); an empty place has none."""
        if self.count:
            draw_count(p, self.colour, rect.adjusted(6, 2, -2, -6), str(self.count))


@record
class TileArt:
    """A stack of mission tiles of one kind: its picture and how many."""

    tile: str
    count: int
    name: str
    size: tuple[float, float] = (64.0, 78.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        box = QRectF(rect.x() + 4, rect.y() + 2, rect.width() - 8, rect.width() - 8)
        if self.count > 1:
            p.setBrush(theme.PARCHMENT_DARK)
            p.setPen(QPen(theme.WALNUT, 1))
            p.drawRoundedRect(box.translated(-3, 3), 6, 6)
        p.setBrush(theme.PARCHMENT if self.count else QColor(244, 232, 200, 70))
        p.setPen(QPen(theme.GOLD, 2))
        p.drawRoundedRect(box, 6, 6)
        # a copy: fading the shared theme.WALNUT made every walnut drawn after it translucent
        # (the table's rim and surround, the boards' tile icons)
        icon_colour = QColor("#b8860b" if self.tile == "crown" else theme.WALNUT)
        if not self.count:
            icon_colour.setAlpha(90)
        draw_tile_icon(p, self.tile, box.adjusted(8, 6, -18, -12), icon_colour)
        seal = QRectF(box.right() - 26, box.bottom() - 26, 30, 30)
        p.setBrush(theme.WALNUT)
        p.setPen(QPen(theme.GOLD, 1.5))
        p.drawEllipse(seal)
        legibility.heavy_line(p, seal, str(self.count), 21, QColor("#fff8e0"))
        legibility.line(p, QRectF(rect.x() - 8, box.bottom(), rect.width() + 16, 20), self.name,
                        13, theme.GOLD_PALE)


@record
class ArmsArt:
    """Coats of arms, face down: a shield and how many; the owner reads the kinds below, three
    a line ("A1 B1 D2", "E1 F2"), within the piece: one line wider than the piece was cut at
    its edges ("1 B1 D2 F" for A1 B1 D2 F2)."""

    count: int
    kinds: str = ""
    size: tuple[float, float] = (64.0, 78.0)

    KINDS_A_LINE = 3
    LINE_H = 20.0  # (room to write the line larger where the table is drawn small)
    SHIELD_BOX = 64.0

    @staticmethod
    def kind_lines(kinds: str) -> list[str]:
        words = kinds.split()
        step = ArmsArt.KINDS_A_LINE
        return [" ".join(words[i:i + step]) for i in range(0, len(words), step)]

    @staticmethod
    def size_for(kinds: str) -> tuple[float, float]:
        """The piece's size with the lines of `kinds` under the shield."""
        lines = len(ArmsArt.kind_lines(kinds))
        if not lines:
            return (ArmsArt.SHIELD_BOX, 78.0)
        return (84.0, 58.0 + lines * ArmsArt.LINE_H + 2)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        box = self.SHIELD_BOX
        left = rect.x() + (rect.width() - box) / 2
        r = QRectF(left + 8, rect.y() + 2, box - 16, box - 10)
        p.setBrush(QColor("#5a2a6e"))
        p.setPen(QPen(theme.GOLD, 2))
        p.drawPath(shield_path(r))
        cardart.draw_number(p, str(self.count), r.adjusted(0, -4, 0, -8), 28,
                            QColor("#fff8e0"))
        for i, text in enumerate(self.kind_lines(self.kinds)):
            legibility.line(p, QRectF(rect.x(), r.bottom() + i * self.LINE_H, rect.width(),
                                      self.LINE_H), text, 13, theme.GOLD_PALE)


@record
class MissionArt:
    """A mission card: its level's blue, the two tiles it asks for, its power, 5 points."""

    level: str
    needs: tuple[str, str]
    title: str
    text: str
    done: bool = False
    size: tuple[float, float] = (110.0, 160.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        colour = QColor(LEVELS.get(self.level, "#4f7fb8"))
        p.setBrush(theme.PARCHMENT)
        p.setPen(QPen(theme.darker(colour, 130), 3))
        p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
        band = QRectF(rect.x() + 6, rect.y() + 6, rect.width() - 12, 56)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(band, 5, 5)
        for i, need in enumerate(self.needs):
            cell = QRectF(band.x() + 6 + i * (band.width() - 6) / 2, band.y() + 6,
                          (band.width() - 18) / 2, band.height() - 12)
            p.setBrush(theme.PARCHMENT)
            p.setPen(QPen(theme.GOLD, 1.5))
            p.drawRoundedRect(cell, 5, 5)
            draw_tile_icon(p, need, cell.adjusted(4, 4, -4, -4), theme.WALNUT)
        # the power in two lines at most, and the tiles it asks for in words, where they can
        # be read at this size (else the pictures tell, and the tooltip the rest)
        legibility.paragraph(p, QRectF(rect.x() + 5, band.bottom() + 2, rect.width() - 10, 44),
                             self.title, theme.INK, largest=16, italic=False)
        legibility.paragraph(p, QRectF(rect.x() + 8, band.bottom() + 48, rect.width() - 40, 36),
                             self.text, theme.INK, largest=12)
        seal = QRectF(rect.right() - 34, rect.bottom() - 34, 28, 28)
        p.setBrush(theme.GOLD if self.done else theme.PARCHMENT_DARK)
        p.setPen(QPen(theme.darker(colour, 130), 1.2))
        p.drawEllipse(seal)
        legibility.heavy_line(p, seal, "5", 20, theme.INK)
