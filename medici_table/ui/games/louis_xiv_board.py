"""The court of Louis XIV: twelve character boards on the diagonal grid (5 x 5 squares, the
boards on one colour of the checkerboard around the empty centre), drawn in vector.

A board shows its number and short name, the character's portrait (`louis_xiv_portraits`), the
condition of the side face up (money: the bribe; first place; tokens: how many), the income in
pictures, the tokens on it stacked by colour with their counts, and the Louis XIV marker when
it stands there.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from medici_table.engine.records import record
from medici_table.games.louis_xiv.data import Character, tables
from medici_table.ui import cardart, legibility, portraits, theme
from medici_table.ui.games.louis_xiv_art import (
    COLOURS,
    SIDES,
    draw_gain,
    draw_sun,
    draw_tile_icon,
    draw_token,
)
from medici_table.ui.games.louis_xiv_portraits import portrait, short_name

CELL = 200.0  # one square of the grid, in table units
BOARD = 174.0  # a board within its square (the links show in the gaps)
SUN_RADIUS = 24.0  # the Louis XIV marker on its board's top right corner
SUN_REACH = 36.0  # how far in from the board's right edge its leftmost ray comes


def cell_rect(x0: float, y0: float, row: int, col: int) -> QRectF:
    return QRectF(x0 + (col - 1) * CELL, y0 + (row - 1) * CELL, CELL, CELL)


def board_rect(x0: float, y0: float, number: int) -> QRectF:
    row, col = tables().characters[number].position
    cell = cell_rect(x0, y0, row, col)
    inset = (CELL - BOARD) / 2
    return cell.adjusted(inset, inset, -inset, -inset)


def income_text(char: Character, lang: str) -> str:
    """The income in a few words ("+5 gold", "2 arms"); tiles are drawn as pictures."""
    parts = []
    for e in char.income:
        if e.kind == "gold":
            parts.append(f"+{e.amount} " + ("or" if lang == "fr" else "gold"))
        elif e.kind == "arms":
            parts.append(f"{e.amount} " + ("blason" if lang == "fr" else "arms"))
        elif e.kind == "recover":
            parts.append(f"{e.amount} " + ("jeton repris" if lang == "fr" else "token back"))
        elif e.kind == "influence_cards":
            parts.append("+1 " + ("influence" if lang == "fr" else "influence card"))
        elif e.kind == "intrigue_cards":
            parts.append("+1 " + ("complot" if lang == "fr" else "intrigue"))
        elif e.kind == "place":
            where = "" if len(e.boards) == 12 else f" → {','.join(map(str, e.boards))}"
            parts.append(f"{e.amount} " + ("jeton" if lang == "fr" else "token") + where)
    return " · ".join(parts)


Gain = tuple[str, int, str]  # an income item: (kind, amount, detail: a tile, the boards)


def gains(char: Character) -> tuple[Gain, ...]:
    """A character's income as items the board draws as pictures with their numbers."""
    out: list[Gain] = []
    for e in char.income:
        detail = e.tile if e.kind == "tile" else ""
        if e.kind == "place" and len(e.boards) < 12:
            detail = ",".join(map(str, e.boards))
        out.append((e.kind, e.amount, detail))
    return tuple(out)


def _laurel(p: QPainter, r: QRectF) -> None:
    """A laurel wreath open at the top: two branches of leaves."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    c, radius = r.center(), r.width() / 2
    p.setPen(QPen(QColor("#4d7a2a"), 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(r, 110 * 16, 140 * 16)
    p.drawArc(r, 70 * 16, -140 * 16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#5e8f33"))
    for deg in range(125, 250, 25):
        for sign in (1, -1):
            a = math.radians(deg if sign > 0 else 180 - deg)
            leaf = QPointF(c.x() + radius * math.cos(a), c.y() - radius * math.sin(a))
            p.drawEllipse(leaf, 4.5, 2.6)


def _portrait(p: QPainter, r: QRectF, frame: QColor, name: str) -> None:
    """A character's portrait under an arch, framed in gold and the side's colour."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    arch = QPainterPath()
    arch.moveTo(r.left(), r.bottom())
    arch.lineTo(r.left(), r.top() + r.width() * 0.3)
    arch.quadTo(r.left(), r.top(), r.center().x(), r.top())
    arch.quadTo(r.right(), r.top(), r.right(), r.top() + r.width() * 0.3)
    arch.lineTo(r.right(), r.bottom())
    arch.closeSubpath()
    p.save()
    p.setClipPath(arch, Qt.ClipOperation.IntersectClip)
    portraits.draw(p, name, r)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(theme.darker(frame, 110), 3))
    p.drawPath(arch)
    p.setPen(QPen(theme.GOLD, 1.2))
    p.drawPath(arch)


@record
class BoardArt:
    """One character board as the view shows it.

    In two parts (`ui/items.py`, `layers`): the board (`base`), kept as a picture, and the
    tokens laid on it with the light of the board being scored, painted over it: a token
    placed does not draw the board again."""

    number: int
    name: str
    side: int
    condition: str  # money | first_place | tokens
    amount: int  # the bribe or the threshold
    income: tuple[Gain, ...]  # drawn as pictures (`gains`); in words in the tooltip
    tokens: tuple[tuple[str, int], ...]  # (colour id, count) with count > 0
    louis: bool = False
    scoring: bool = False  # being scored now
    scored: bool = False  # already scored this phase
    turning: bool = False  # scored and turned over, its bribes still asked
    lang: str = "en"
    size: tuple[float, float] = (BOARD, BOARD)

    @property
    def base(self) -> BoardArt:
        return replace(self, tokens=(), scoring=False)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        self._board(p, rect)
        self.paint_over(p, rect)

    def paint_over(self, p: QPainter, rect: QRectF) -> None:
        """The tokens on the board, and the light around it while it is scored."""
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        self._tokens(p, QRectF(rect.x() + 8, rect.y() + 116, rect.width() - 16, 50))
        if self.scoring:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(255, 213, 74, 230), 7))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 13, 13)

    def _board(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        frame = QColor(SIDES[self.side])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(3, 4), 10, 10)
        from PySide6.QtGui import QLinearGradient  # (when drawn: `ui/cardart.py`'s head)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, theme.PARCHMENT)
        grad.setColorAt(1, theme.PARCHMENT_DARK if not self.scored else QColor("#cdbb8e"))
        p.setBrush(grad)
        p.setPen(QPen(frame, 4))
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        p.setPen(QPen(theme.GOLD, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(7, 7, -7, -7), 6, 6)
        x, y, w = rect.x(), rect.y(), rect.width()
        # the short name on a banner of the side's colour (the full name is in the tooltip)
        banner = QRectF(x + 8, y + 8, w - 16, 29)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(frame)
        p.drawRect(banner)
        # (the marker's sun, radius 24 at the corner, reaches 36 in: its leftmost ray touched
        # "The Dauphin"; the name keeps clear of it by 7, condensed a little more if need be,
        # else — a long name in a small window — the sun goes to the portrait's corner)
        name = short_name(self.number, self.lang)
        beside = banner.adjusted(30, 0, -(SUN_REACH + 7 - 8), 0)
        sun_in_banner = self.louis and legibility.heavy_fits(p, beside, name, 19, least=0.7)
        legibility.heavy_line(p, beside if sun_in_banner else banner.adjusted(30, 0, -3, 0),
                              name, 19, theme.PARCHMENT, least=0.7 if sun_in_banner else 0.8)
        # the portrait, under an arch, with the number in a gold seal at the banner's end
        _portrait(p, QRectF(x + 9, y + 40, 72, 77), frame, portrait(self.number))
        seal = QRectF(x + 4, y + 4, 34, 34)
        p.setBrush(theme.GOLD)
        p.setPen(QPen(theme.darker(frame, 120), 1.5))
        p.drawEllipse(seal)
        cardart.draw_number(p, str(self.number), seal, 24 if self.number < 10 else 22,
                            theme.darker(frame, 110), grow=True)
        # the condition of the side face up, and the income in pictures
        self._condition(p, QRectF(x + 85, y + 40, w - 93, 35), frame)
        self._income(p, QRectF(x + 85, y + 77, w - 93, 40))
        if sun_in_banner:
            draw_sun(p, QPointF(rect.right() - SUN_REACH + SUN_RADIUS, rect.top() + 12),
                     SUN_RADIUS)
        elif self.louis:  # on the portrait's top right corner, clear of the name
            draw_sun(p, QPointF(x + 68, y + 56), 15)
        if self.turning:
            ribbon = QRectF(x + 8, y + 88, w - 16, 28)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(43, 29, 18, 220))
            p.drawRect(ribbon)
            legibility.line(p, ribbon, "scored, turns over" if self.lang != "fr" else
                            "compté, se retourne", 15, theme.GOLD_PALE, bold=True)

    def _income(self, p: QPainter, r: QRectF) -> None:
        """Each item of the income, a line each: its picture and its number."""
        if not self.income:
            return
        height = min(32.0, r.height() / len(self.income))
        top = r.center().y() - height * len(self.income) / 2
        for i, (kind, amount, detail) in enumerate(self.income):
            cell = QRectF(r.x(), top + i * height, r.width(), height)
            side = height - 2
            icon = QRectF(cell.x() + 2, cell.y() + 1, side, side)
            if kind == "tile":
                draw_tile_icon(p, detail, icon, QColor("#b8860b") if detail == "crown"
                               else theme.WALNUT)
                continue
            draw_gain(p, kind, icon)
            figure = {"gold": f"+{amount}", "influence_cards": f"+{amount}",
                      "intrigue_cards": f"+{amount}"}.get(kind, str(amount))
            if kind == "place" and detail:
                figure += f"→{detail}"
            legibility.heavy_line(p, cell.adjusted(side + 6, 0, 0, 0), figure, 20, theme.INK,
                                  centre=False)

    def _condition(self, p: QPainter, r: QRectF, frame: QColor) -> None:
        p.setBrush(QColor(255, 250, 235, 200))
        p.setPen(QPen(theme.darker(frame, 110), 1.2))
        p.drawRoundedRect(r, 6, 6)
        icon = QRectF(r.x() + 4, r.y() + 4, r.height() - 8, r.height() - 8)
        ink = theme.darker(frame, 120)
        if self.condition == "money":
            for k in range(3):  # a pile of gold coins
                p.setBrush(QColor("#e0b43c"))
                p.setPen(QPen(QColor("#7a5200"), 1.2))
                p.drawEllipse(QRectF(icon.x(), icon.bottom() - 10 - k * 7, icon.width(), 10))
            cardart.draw_number(p, str(self.amount), r.adjusted(icon.width() + 4, 0, 0, 0),
                                30, ink)
        elif self.condition == "tokens":
            draw_token(p, "grey", icon.adjusted(2, 2, -2, -2))
            cardart.draw_number(p, f"≥{self.amount}", r.adjusted(icon.width() + 4, 0, 0, 0),
                                28, ink)
        else:  # first place only: a laurel round "1st"
            _laurel(p, icon)
            first = "1re" if self.lang == "fr" else "1st"
            cardart.draw_number(p, first, r.adjusted(icon.width() + 4, 0, 0, 0), 28, ink)

    def _tokens(self, p: QPainter, r: QRectF) -> None:
        if not self.tokens:
            return
        k = len(self.tokens)
        side = min(40.0, (r.width() - 6 * (k - 1)) / k - 4)
        step = (r.width() - side) / max(1, k - 1) if k > 1 else 0
        step = min(step, side + 14)
        left = r.center().x() - (side + step * (k - 1)) / 2
        for i, (colour, count) in enumerate(self.tokens):
            box = QRectF(left + i * step, r.y() + (r.height() - side) / 2 + 2, side, side)
            draw_token(p, colour, box, str(count), stacked=count > 1)


@record
class CourtArt:
    """The grid under the boards: faint squares and the gold links between neighbours."""

    links: tuple[tuple[float, float, float, float], ...]  # x1, y1, x2, y2 in the court
    size: tuple[float, float] = (5 * CELL, 5 * CELL)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p.setPen(Qt.PenStyle.NoPen)
        for row in range(1, 6):
            for col in range(1, 6):
                if (row + col) % 2 == 0:
                    p.setBrush(QColor(0, 0, 0, 34))
                    p.drawRect(cell_rect(rect.x(), rect.y(), row, col).adjusted(2, 2, -2, -2))
        for colour, width in ((QColor(40, 20, 5, 200), 11.0), (theme.GOLD, 6.0)):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            for x1, y1, x2, y2 in self.links:
                p.drawLine(QPointF(rect.x() + x1, rect.y() + y1),
                           QPointF(rect.x() + x2, rect.y() + y2))


@record
class PathArt:
    """The token path laid with the card being played: a line through the boards it took."""

    points: tuple[tuple[float, float], ...]  # board centres in the court
    colour: str
    size: tuple[float, float] = (5 * CELL, 5 * CELL)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if not self.points:
            return
        colour = QColor(COLOURS.get(self.colour, self.colour))
        pts = [QPointF(rect.x() + x, rect.y() + y) for x, y in self.points]
        halo = QColor(255, 240, 180, 200)
        for pen in (QPen(halo, 16), QPen(colour, 8)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setStyle(Qt.PenStyle.SolidLine if pen.color() == halo else Qt.PenStyle.DashLine)
            p.setPen(pen)
            for a, b in zip(pts, pts[1:], strict=False):
                p.drawLine(a, b)
        p.setPen(QPen(halo, 3))
        p.setBrush(colour)
        for a, b in zip(pts, pts[1:], strict=False):  # an arrowhead where each step lands
            d = b - a
            length = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
            ux, uy = d.x() / length, d.y() / length
            tip = b - QPointF(ux * 30, uy * 30)
            back = tip - QPointF(ux * 26, uy * 26)
            side = QPointF(-uy * 14, ux * 14)
            head = QPainterPath(tip)
            head.lineTo(back + side)
            head.lineTo(back - side)
            head.closeSubpath()
            p.drawPath(head)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, 5))
        p.drawEllipse(pts[0], 22, 22)  # where the path began
