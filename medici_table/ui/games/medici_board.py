"""The Medici board and the merchants' seats, drawn by the table itself (`items.own_art`).

The board: the fortune track around the edge (100 spaces; a lap marker past 100) and, inside,
the five goods tracks, spaces 0 to 7, with the bonus spaces 6 and 7 marked in gold. A seat: the
merchant's marker, name, money in large figures and what they said in the auction.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from medici_table.engine.records import record
from medici_table.ui import cardart, legibility, theme
from medici_table.ui.games.medici_art import SEAT_COLOURS, draw_marker

RING = 100  # spaces of the fortune track
HULL = "#6b4226"


def _pen(colour: QColor, width: float) -> QPen:
    """`QPen(colour, width)`, made without weighing Qt's namespace (`QPen`'s overloads do)."""
    pen = QPen()
    pen.setColor(colour)
    pen.setWidthF(width)
    return pen


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    """The path `QPainter.drawRoundedRect(rect, radius, radius)` strokes, from the same point
    and the same way round (a dashed line's dashes fall where they fell)."""
    k = 1 - 0.5522847498  # (Qt's KAPPA: a quarter circle as a cubic)
    rx, ry = min(radius, rect.width() / 2), min(radius, rect.height() / 2)
    x1, x2, y1, y2 = rect.left(), rect.right(), rect.top(), rect.bottom()
    path = QPainterPath(QPointF(x1 + rx, y1))
    path.lineTo(x2 - rx, y1)
    path.cubicTo(x2 - k * rx, y1, x2, y1 + k * ry, x2, y1 + ry)
    path.lineTo(x2, y2 - ry)
    path.cubicTo(x2, y2 - k * ry, x2 - k * rx, y2, x2 - rx, y2)
    path.lineTo(x1 + rx, y2)
    path.cubicTo(x1 + k * rx, y2, x1, y2 - k * ry, x1, y2 - ry)
    path.lineTo(x1, y1 + ry)
    path.cubicTo(x1, y1 + k * ry, x1 + k * rx, y1, x1 + rx, y1)
    return path


@record
class GoodsColumn:
    name: str
    colour: str
    emblem: str


@record
class Board:
    """The board: money and goods markers of every seat, the season, the bonus spaces."""

    initials: tuple[str, ...]
    money: tuple[int, ...]
    tracks: tuple[tuple[int, ...], ...]  # per seat, per good
    goods: tuple[GoodsColumn, ...]
    bonus: tuple[int, ...]  # money paid by each space 0..top
    title: str
    size: tuple[float, float]

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(4, 5), 14, 14)
        p.setBrush(cardart.parchment(rect))
        p.setPen(QPen(theme.WALNUT, 4))
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 14, 14)
        cell = (rect.width() - 16) / 26  # 26 spaces along each side (100 around)
        self._ring(p, rect.adjusted(8, 8, -8, -8), cell)
        inner = rect.adjusted(8 + cell + 10, 8 + cell + 6, -(8 + cell + 10), -(8 + cell + 10))
        legibility.line(p, QRectF(inner.left(), inner.top(), inner.width(), 26), self.title, 20,
                        theme.INK, bold=True)
        self._goods(p, inner.adjusted(0, 30, 0, 0))

    # --- the fortune track ---------------------------------------------------------------------
    def _ring_cell(self, n: int, r: QRectF, cell: float) -> QRectF:
        side, k = divmod(n % RING, 25)
        if side == 0:  # top, left to right
            return QRectF(r.left() + k * cell, r.top(), cell, cell)
        if side == 1:  # right, downwards
            return QRectF(r.right() - cell, r.top() + k * cell, cell, cell)
        if side == 2:  # bottom, right to left
            return QRectF(r.right() - (k + 1) * cell, r.bottom() - cell, cell, cell)
        return QRectF(r.left(), r.bottom() - (k + 1) * cell, cell, cell)

    def _ring(self, p: QPainter, r: QRectF, cell: float) -> None:
        for n in range(RING):
            box = self._ring_cell(n, r, cell)
            p.setPen(QPen(theme.WALNUT, 0.8))
            p.setBrush(theme.GOLD_PALE if n % 10 == 0 else theme.PARCHMENT)
            p.drawRect(box)
            if n % 5 == 0:
                legibility.line(p, box, str(n), cell * 0.55, theme.INK, least=60)
        spots: dict[int, list[int]] = {}
        for seat, m in enumerate(self.money):
            spots.setdefault(m % RING, []).append(seat)
        for space, seats in spots.items():
            box = self._ring_cell(space, r, cell)
            for i, seat in enumerate(seats):  # a little pile, each marker still showing
                off = i * cell * 0.32
                dx, dy = self._inward(space, off)
                marker = QRectF(box.x() + dx, box.y() + dy, cell * 0.95, cell * 0.95)
                draw_marker(p, marker, seat, self.initials[seat])
                if self.money[seat] >= RING:  # a lap: a figure of hundreds beside it
                    lap = marker.translated(cell * 0.55, -cell * 0.5).adjusted(-6, -2, 6, 2)
                    legibility.line(p, lap, f"+{self.money[seat] // RING * RING}", cell * 0.42,
                                    theme.INK, bold=True)

    @staticmethod
    def _inward(space: int, off: float) -> tuple[float, float]:
        side = (space % RING) // 25
        return ((0, off), (-off, 0), (0, -off), (off, 0))[side]

    # --- the goods tracks --------------------------------------------------------------------------
    def _goods(self, p: QPainter, r: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        top = len(self.bonus) - 1
        cols = len(self.goods)
        label_w = 58.0
        col_w = (r.width() - label_w) / cols
        icon_h = 54.0
        row_h = (r.height() - icon_h) / (top + 1)
        for space in range(top + 1):
            y = r.bottom() - icon_h - (space + 1) * row_h
            label = QRectF(r.left(), y, label_w - 8, row_h)
            paid = self.bonus[space]
            number = QRectF(label.right() - 22, y, 22, row_h)
            cardart.draw_number(p, str(space), number, min(26, row_h * 0.6), theme.INK)
            if paid:  # a bonus space: what it pays every season, in gold
                seal = QRectF(label.left(), y + row_h / 2 - 11, label.width() - 26, 22)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(theme.GOLD)
                p.drawRoundedRect(seal, 6, 6)
                legibility.heavy_line(p, seal, f"+{paid}", 16, theme.INK)
            for g, good in enumerate(self.goods):
                box = QRectF(r.left() + label_w + g * col_w + 3, y + 2, col_w - 6, row_h - 4)
                fill = QColor(good.colour)
                fill.setAlpha(80 if paid else 38)
                p.setBrush(fill)
                p.setPen(QPen(theme.GOLD if paid else theme.WALNUT, 2.4 if paid else 0.8))
                p.drawRoundedRect(box, 4, 4)
                here = [s for s, row in enumerate(self.tracks) if row[g] == space]
                self._markers(p, box, here)
        for g, good in enumerate(self.goods):
            x = r.left() + label_w + g * col_w
            icon = QRectF(x + col_w / 2 - 17, r.bottom() - icon_h + 2, 34, 34)
            colour = QColor(good.colour)
            cardart.draw_emblem(p, good.emblem, icon, colour, colour.darker(200))
            legibility.line(p, QRectF(x, r.bottom() - 20, col_w, 20),
                            good.name[:1].upper() + good.name[1:], 13, theme.INK, italic=True)

    def _markers(self, p: QPainter, box: QRectF, seats: list[int]) -> None:
        if not seats:
            return
        per_row = 3 if len(seats) > 2 else len(seats)
        rows = (len(seats) + per_row - 1) // per_row
        side = min((box.width() - 4) / per_row, (box.height() - 2) / rows)
        for i, seat in enumerate(seats):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(seats) - row * per_row)
            x = box.center().x() - in_row * side / 2 + col * side
            y = box.center().y() - rows * side / 2 + row * side
            draw_marker(p, QRectF(x + 1, y + 1, side - 2, side - 2), seat, self.initials[seat])


BAND = 34.0  # a plaque's name band: the marker, the name and the auctioneer's gavel


def name_room(rect: QRectF, gavel: bool) -> QRectF:
    """Where a plaque writes its merchant's name: between the marker and the gavel."""
    return QRectF(rect.left() + 44, rect.top() + 6, rect.width() - 50 - (30 if gavel else 4),
                  BAND)


def name_row(p: QPainter, rect: QRectF, name: str, gavel: bool) -> float:
    """How much taller the name band grows: 0 when the name reads whole beside the marker; on
    a small table (a laptop's window with the lesson beside it: 'Giova.'), a line of its own
    across the band, as tall as a line at the legibility floor needs."""
    if legibility.heavy_fits(p, name_room(rect, gavel), name, 20):
        return 0.0
    need = legibility.MIN_PX / max(legibility.on_screen(p, 1.0), 1e-6) / 0.95 + 1
    return min(40.0, max(24.0, need))


@record
class PlaqueBase:
    """What of a merchant's plaque changes seldom: its card, name band, gavel and money."""

    seat: int
    name: str
    money: int
    gavel: bool
    unit: str
    size: tuple[float, float]

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        colour = QColor(SEAT_COLOURS[self.seat % len(SEAT_COLOURS)])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(3, 4), 10, 10)
        p.setBrush(theme.PARCHMENT)  # its frame is painted over it (`Plaque.paint_over`)
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        row = name_row(p, rect, self.name, self.gavel)
        band = QRectF(rect.left() + 6, rect.top() + 6, rect.width() - 12, BAND + row)
        p.setBrush(colour)
        p.drawRoundedRect(band, 6, 6)
        draw_marker(p, QRectF(band.left() + 3, band.top() + 2, 30, 30), self.seat, self.name)
        # names and words in the regular face outlined (the bundled bold has no accents)
        if row:  # a line of its own, the band's whole width, under the marker and gavel
            room = QRectF(band.left() + 4, band.top() + BAND - 2, band.width() - 8, row)
            legibility.heavy_name(p, room, self.name, 20, theme.ink_on(colour))
        else:
            legibility.heavy_name(p, name_room(rect, self.gavel), self.name, 20,
                                  theme.ink_on(colour), centre=False)
        if self.gavel:
            disc = QRectF(band.right() - 30, band.top() + 3, 28, 28)
            p.setBrush(theme.PARCHMENT)
            p.setPen(QPen(theme.WALNUT, 1.5))
            p.drawEllipse(disc)
            cardart.draw_emblem(p, "gavel", disc.adjusted(4, 4, -4, -4), theme.WALNUT_LIGHT,
                                theme.INK)
        money = QRectF(rect.left() + 8, band.bottom() + 4, rect.width() - 16, 62)
        cardart.draw_number(p, str(self.money), money, 54, theme.INK)
        legibility.line(p, QRectF(money.left(), money.bottom() - 5, money.width(), 21), self.unit,
                        13, theme.INK, italic=True)


@record
class Plaque:
    """A merchant's place at the table: marker, name, money, and their word in the auction.

    Drawn in two layers (`items.layers`): its `base` (card, name, money) changes seldom; its
    frame (gold while deciding), word and bid, which change at almost every move, are painted
    over it — a move repainted whole plaques, 1-2 ms each."""

    seat: int
    name: str
    money: int
    status: str  # "bids", "passed", "auctioneer"... one short line
    bid: str  # the amount bid, drawn large ("" when none)
    active: bool  # decides now
    out: bool  # out of this auction (passed, no room): the word in red italics
    leading: bool  # the bid is the highest (a gold seal), else overbid (a pale one)
    gavel: bool  # the auctioneer of this lot (a gavel on the name band)
    unit: str  # "florins" / "deniers", under the money
    size: tuple[float, float]

    @property
    def base(self) -> PlaqueBase:
        return PlaqueBase(self.seat, self.name, self.money, self.gavel, self.unit, self.size)

    @property
    def over_key(self) -> tuple[object, ...]:
        """What the part painted over the base depends on."""
        return (self.seat, self.status, self.bid, self.active, self.out, self.leading, self.size,
                self.name, self.gavel)  # (the band's height: the name beside the gavel or under)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        self.base.paint(p, rect)
        self.paint_over(p, rect)

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        colour = QColor(SEAT_COLOURS[self.seat % len(SEAT_COLOURS)])
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(theme.HIGHLIGHT if self.active else colour.darker(130),
                      6 if self.active else 3))
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        band_bottom = rect.top() + 6 + BAND + name_row(p, rect, self.name, self.gavel)
        money = QRectF(rect.left() + 8, band_bottom + 4, rect.width() - 16, 62)
        word = QRectF(rect.left() + 8, money.bottom() + 16, rect.width() - 16, 24)
        if self.status:
            legibility.heavy_line(p, word, self.status, 18,
                                  QColor("#7a1f12") if self.out else theme.INK)
        if self.bid:
            seal = QRectF(rect.center().x() - 34, word.bottom() + 2, 68, 50)
            p.setBrush(theme.GOLD if self.leading else theme.PARCHMENT_DARK)
            p.setPen(QPen(theme.WALNUT if self.leading else QColor("#9a8a6a"), 2))
            p.drawRoundedRect(seal, 10, 10)
            cardart.draw_number(p, self.bid, seal, 40 if self.leading else 32,
                                theme.INK if self.leading else QColor("#6b5a40"))


@record
class Hull:
    """A boat: a wooden hull with one dashed place per card it can carry."""

    slots: tuple[QRectF, ...]
    size: tuple[float, float]

    def paint(self, p: QPainter, rect: QRectF) -> None:
        # painted by paths, without the painter's pen and brush: a seat's boat, turned with the
        # seat, is drawn directly in every frame, the window's first among them, and `setPen`
        # and `setBrush` weigh Qt's namespace among their overloads (93 enums, ~22 ms); what
        # `drawRoundedRect` and `drawLine` do with a pen and a brush, the same pixels
        hull = QRectF(rect.left(), rect.top() + rect.height() * 0.18, rect.width(),
                      rect.height() * 0.82)
        from PySide6.QtGui import QLinearGradient  # (when drawn: `ui/cardart.py`'s head)
        grad = QLinearGradient(hull.topLeft(), hull.bottomLeft())
        grad.setColorAt(0, QColor(HULL).lighter(120))
        grad.setColorAt(1, QColor(HULL).darker(150))
        body = _rounded(hull, 30)
        p.fillPath(body, QBrush(grad))
        p.strokePath(body, _pen(QColor("#2e1a0c"), 3))
        planks = QPainterPath()
        for k in (0.45, 0.72):
            y = hull.top() + hull.height() * k
            planks.moveTo(QPointF(hull.left() + 14, y))
            planks.lineTo(QPointF(hull.right() - 14, y))
        p.strokePath(planks, _pen(QColor(212, 175, 55, 110), 1.4))
        dashed = _pen(QColor(241, 217, 138, 170), 1.6)
        dashed.setDashPattern([4.0, 2.0])  # (Qt.PenStyle.DashLine's dashes and spaces)
        shade = _pen(QColor(0, 0, 0, 50), 1).brush()
        for slot in self.slots:
            place = _rounded(slot, 6)
            p.fillPath(place, shade)
            p.strokePath(place, dashed)
