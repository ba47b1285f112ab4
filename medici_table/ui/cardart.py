"""Card faces and backs drawn in vector with QPainter: crisp at any zoom and on HiDPI screens.

The gradients (here, the portraits, the games' art and the baize) are imported where they are
drawn: naming Qt's gradient classes makes their enums (QGradient.Preset's 169 names, ~2 ms), and
a table's first frame is usually read back from the disk (`ui/artcache.py`), drawing none.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
)

from medici_table.ui import legibility, portraits, theme
from medici_table.ui.layout import CardBack, CardFace

if TYPE_CHECKING:
    from PySide6.QtGui import QLinearGradient

RADIUS = 8.0

EmblemPainter = Callable[[QPainter, QColor, QColor], None]
_EMBLEMS: dict[str, EmblemPainter] = {}


def register_emblem(name: str, painter: EmblemPainter) -> None:
    """Let a game add an emblem: `painter(p, fill, detail)` draws it in the unit box."""
    _EMBLEMS[name] = painter


@cache
def _tree() -> QPainterPath:
    """An oak (rovere): a round crown of leaves on a trunk with roots, in a 100-unit box
    (united there: boolean operations flatten curves in the path's own units, and in the unit
    box the crown's rounds came out as polygons)."""
    crown = QPainterPath()
    for cx, cy, r in ((50, 36, 22), (30, 42, 17), (70, 42, 17), (38, 24, 16), (62, 24, 16),
                      (50, 16, 14)):
        crown.addEllipse(QPointF(cx, cy), r, r)
    trunk = QPainterPath()
    trunk.moveTo(44, 50)
    trunk.lineTo(42, 80)
    trunk.quadTo(36, 90, 24, 93)
    trunk.lineTo(76, 93)
    trunk.quadTo(64, 90, 58, 80)
    trunk.lineTo(56, 50)
    trunk.closeSubpath()
    return crown.united(trunk).simplified()


@cache
def _mane() -> QPainterPath:
    """Flame-like locks around the head, curling outwards (unit box)."""
    path = QPainterPath()
    n = 14
    cx, cy = 0.5, 0.5
    for i in range(n):
        a0 = 2 * math.pi * i / n - math.pi / 2
        a1 = 2 * math.pi * (i + 1) / n - math.pi / 2
        mid = (a0 + a1) / 2 + 0.12  # the tip leans, as a lock of hair does
        p0 = QPointF(cx + 0.32 * math.cos(a0), cy + 0.32 * math.sin(a0))
        tip = QPointF(cx + 0.49 * math.cos(mid), cy + 0.49 * math.sin(mid))
        p1 = QPointF(cx + 0.32 * math.cos(a1), cy + 0.32 * math.sin(a1))
        ctrl = QPointF(cx + 0.46 * math.cos(a0 + 0.05), cy + 0.46 * math.sin(a0 + 0.05))
        if i == 0:
            path.moveTo(p0)
        path.quadTo(ctrl, tip)
        path.quadTo(QPointF(cx + 0.38 * math.cos(a1), cy + 0.38 * math.sin(a1)), p1)
    path.closeSubpath()
    return path


@cache
def _face() -> QPainterPath:
    """A lion's face: broad brow, narrowing to the muzzle (unit box)."""
    path = QPainterPath()
    path.moveTo(0.5, 0.25)
    path.cubicTo(0.74, 0.25, 0.76, 0.46, 0.68, 0.6)
    path.cubicTo(0.63, 0.7, 0.58, 0.76, 0.5, 0.77)
    path.cubicTo(0.42, 0.76, 0.37, 0.7, 0.32, 0.6)
    path.cubicTo(0.24, 0.46, 0.26, 0.25, 0.5, 0.25)
    return path


def _lion(p: QPainter, fill: QColor, detail: QColor) -> None:
    """A lion's head seen from the front, as on a coat of arms: mane, face, brows, muzzle."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawPath(_mane())
    p.setBrush(detail)
    for ex in (0.33, 0.67):  # ears, half in the mane
        p.drawEllipse(QPointF(ex, 0.27), 0.055, 0.05)
    p.drawPath(_face())
    pen = QPen(fill, 0.028)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for sign in (-1, 1):  # brows, frowning towards the nose
        brow = QPainterPath()
        brow.moveTo(0.5 + sign * 0.17, 0.38)
        brow.quadTo(0.5 + sign * 0.1, 0.36, 0.5 + sign * 0.04, 0.41)
        p.drawPath(brow)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    for ex in (0.41, 0.59):  # eyes
        p.drawEllipse(QPointF(ex, 0.45), 0.035, 0.022)
    nose = QPainterPath()
    nose.moveTo(0.44, 0.58)
    nose.lineTo(0.56, 0.58)
    nose.lineTo(0.5, 0.645)
    nose.closeSubpath()
    p.drawPath(nose)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    mouth = QPainterPath()  # the split upper lip of a cat
    mouth.moveTo(0.41, 0.68)
    mouth.quadTo(0.46, 0.71, 0.5, 0.65)
    mouth.quadTo(0.54, 0.71, 0.59, 0.68)
    p.drawPath(mouth)
    whisker = QPen(fill, 0.012)
    p.setPen(whisker)
    for sign in (-1, 1):
        for dy in (0.0, 0.035):
            p.drawLine(QPointF(0.5 + sign * 0.1, 0.63 + dy), QPointF(0.5 + sign * 0.22, 0.61 + dy * 1.6))


def draw_emblem(p: QPainter, emblem: str, rect: QRectF, fill: QColor, detail: QColor) -> None:
    """Draw a House emblem (a shape as well as a colour) fitted into `rect`."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    side = min(rect.width(), rect.height())
    p.save()
    p.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    p.scale(side, side)
    if emblem in _EMBLEMS:
        _EMBLEMS[emblem](p, fill, detail)
    elif emblem == "lion":
        _lion(p, fill, detail)
    elif emblem == "tree":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.save()
        p.scale(0.01, 0.01)
        p.drawPath(_tree())
        p.restore()
        p.setBrush(detail)
        for cx, cy in ((0.4, 0.3), (0.6, 0.34), (0.5, 0.44)):  # acorns
            p.drawEllipse(QPointF(cx, cy), 0.03, 0.04)
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawEllipse(QRectF(0.2, 0.2, 0.6, 0.6))
    p.restore()


def draw_number(p: QPainter, text: str, rect: QRectF, px: float, colour: QColor,
                centre: bool = True, grow: bool = False) -> None:
    """A large figure, filled and outlined in its colour so it reads as bold at any zoom;
    `grow`: a figure under the legibility floor on the screen is made larger, up to what
    `rect` holds (a small window's table: the court's seals and counts of Louis XIV)."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    if grow and not legibility.readable(p, px):
        box = theme.number_path(text, px).boundingRect()
        fits = px * min(rect.width() * 0.96 / max(box.width(), 1e-6),
                        rect.height() * 0.96 / max(box.height(), 1e-6))
        px = max(px, min(legibility.MIN_PX / max(legibility.on_screen(p, 1.0), 1e-6), fits))
    legibility.note(p, px, text)
    path = theme.number_path(text, px)
    box = path.boundingRect()
    dx = rect.center().x() - box.center().x() if centre else rect.left() - box.left()
    dy = rect.center().y() - box.center().y()
    p.save()
    p.translate(dx, dy)
    pen = QPen(colour, px / 22)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(colour)
    p.drawPath(path)
    p.restore()


def parchment(rect: QRectF, vertical: bool = False) -> QLinearGradient:
    """The parchment of cards, plaques and sheets: light at the top left, darker across."""
    from PySide6.QtGui import QLinearGradient  # (when drawn: this module's head)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft() if vertical else rect.bottomRight())
    grad.setColorAt(0, theme.PARCHMENT)
    grad.setColorAt(1, theme.PARCHMENT_DARK)
    return grad


def frame(p: QPainter, rect: QRectF, border: QColor) -> None:
    """A card's edge in `border` (filled with the current brush) and its thin gold line."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(QPen(border, 3))
    p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), RADIUS, RADIUS)
    p.setPen(QPen(theme.GOLD, 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), RADIUS - 3, RADIUS - 3)


TITLE_PX = 16.0  # a card's title, when the card is seen large
TEXT_PX = 13.0  # the largest a power's text is written


TITLE_LEAST = 70  # per cent: how far a card's title may be condensed to be written whole
BANNER_H = 21.0  # a card's title banner, in card units
BANNER_MOST = 27.0  # as tall as it grows on a small table, over the portrait's top


def banner_height(p: QPainter) -> float:
    """The title banner's height: `BANNER_H`, or on a small table (Court of the Medici at
    800x600: the cards at 0.41) as tall as a title at the legibility floor needs (`line` writes
    in 95% of it), up to `BANNER_MOST` — the titles were left out there."""
    need = math.ceil(legibility.MIN_PX / max(legibility.on_screen(p, 1.0), 1e-6) - 0.01)
    return max(BANNER_H, min(BANNER_MOST, math.ceil(need / 0.95)))


def title_line(p: QPainter, rect: QRectF, title: str, colour: QColor) -> bool:
    """A card's title on its banner: whole, condensed if need be; a title too long for the
    banner at the scale it is drawn ("Capitaine général", "Lady-in-waiting" on a small
    window) by its first word ("Capitaine", "Lady") rather than not at all — the tooltip
    holds the whole name."""
    if legibility.line(p, rect, title, TITLE_PX, colour, bold=True, least=TITLE_LEAST):
        return True
    first = re.split(r"[\s\-]", title.strip(), maxsplit=1)[0]
    return first != title and legibility.line(p, rect, first, TITLE_PX, colour, bold=True,
                                              least=TITLE_LEAST)


def paint_face(p: QPainter, rect: QRectF, face: CardFace) -> None:
    """Parchment face: big value top-left, emblem top-right, title banner, then the portrait
    (or the emblem, faint) and the power.

    What would be too small to read at the scale it is drawn (`legibility`) is left out: a
    title that cannot be written large enough, the power's text (a picture of the power
    stands for it, `face.icon`), the House's name. The piece's tooltip holds them all, and
    they come back on the card when the table is zoomed in."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    colour = QColor(face.colour)
    p.setBrush(QBrush(parchment(rect)))
    frame(p, rect, theme.darker(colour, 130))
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    ink = theme.ink_of(colour)
    # the value: large, in the corner that stays visible when cards are stacked; a mark (a
    # role) goes before it, in the same corner
    left = x + 8
    if face.mark:
        draw_emblem(p, face.mark, QRectF(x + 7, y + 6, 28, 28), ink, theme.PARCHMENT)
        left = x + 38
    if face.value:
        draw_number(p, face.value, QRectF(left, y + 2, 50, 34), 38, ink, centre=False)
    draw_emblem(p, face.emblem, QRectF(x + w - 34, y + 7, 26, 26), colour, theme.PARCHMENT)
    seal = QRectF(x + w / 2 - 14, y + 3, 34, 32)
    if face.current:
        p.setBrush(theme.GOLD)
        p.setPen(QPen(ink, 1.2))
        p.drawEllipse(seal)
        draw_number(p, face.current, seal, 26, ink)
    # the banner with the title
    banner = QRectF(x + 6, y + 37, w - 12, banner_height(p))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRect(banner)
    title_line(p, banner.adjusted(2, 0, -2, 0), face.title, theme.ink_on(colour))
    art = QRectF(x + 8, banner.bottom() + 2, w - 16, y + h - 8 - banner.bottom() - 2)
    text_box = QRectF(x + 7, y + h - 66, w - 14, 59)
    text = legibility.paragraph_font(p, text_box.adjusted(3, 1, -3, -1), face.text,
                                     largest=TEXT_PX) is not None
    if face.portrait and portraits.known(face.portrait):
        _window(p, art, colour, face.portrait)
    else:  # the emblem, faint, in the middle
        lighter = QColor(colour)
        lighter.setAlpha(70 if text else 110)
        top = banner.bottom() + 4
        draw_emblem(p, face.emblem, QRectF(x + 20, top, w - 40, 30 if text else y + h - 24 - top),
                    lighter, theme.PARCHMENT)
    if text:
        p.setPen(QPen(theme.darker(colour, 120), 0.8))
        p.setBrush(QColor(255, 250, 235, 225))
        p.drawRect(text_box)
        legibility.paragraph(p, text_box.adjusted(3, 1, -3, -1), face.text, theme.INK,
                             largest=TEXT_PX)
    elif face.icon and not face.current:  # the power, as a picture at the top, seen in a stack
        draw_emblem(p, face.icon, seal.adjusted(1, 0, -1, -2), ink, theme.PARCHMENT)
    elif face.house and not face.portrait:
        legibility.line(p, QRectF(x + 6, y + h - 26, w - 12, 20), face.house, 12, ink,
                        italic=True, grow=False)


def _window(p: QPainter, art: QRectF, colour: QColor, portrait: str) -> None:
    """A portrait in an arched window framed in the card's colour and a gold line."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    arch = QPainterPath()
    r = art.width() / 2
    arch.moveTo(art.left(), art.bottom())
    arch.lineTo(art.left(), art.top() + r * 0.5)
    arch.quadTo(art.left(), art.top(), art.center().x(), art.top())
    arch.quadTo(art.right(), art.top(), art.right(), art.top() + r * 0.5)
    arch.lineTo(art.right(), art.bottom())
    arch.closeSubpath()
    p.save()
    p.setClipPath(arch, Qt.ClipOperation.IntersectClip)
    portraits.draw(p, portrait, art)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(theme.darker(colour, 120), 2.2))
    p.drawPath(arch)
    p.setPen(QPen(theme.GOLD, 0.8))
    p.drawPath(arch)


def paint_back(p: QPainter, rect: QRectF, back: CardBack) -> None:
    """A House back: its colour, a gold lattice and the emblem in a medallion."""
    colour = QColor(back.colour)
    from PySide6.QtGui import QRadialGradient  # (when drawn: this module's head)
    grad = QRadialGradient(rect.center(), rect.height() * 0.7)
    grad.setColorAt(0, theme.lighter(colour, 120))
    grad.setColorAt(1, theme.darker(colour, 140))
    p.setBrush(QBrush(grad))
    frame(p, rect, theme.GOLD)
    p.save()
    clip = QPainterPath()
    inner = rect.adjusted(9, 9, -9, -9)
    clip.addRoundedRect(inner, 4, 4)
    p.setClipPath(clip)
    pen = QPen(QColor(212, 175, 55, 90), 1)
    p.setPen(pen)
    step = 14.0
    span = int((rect.width() + rect.height()) / step) + 2
    for i in range(-span, span):
        x0 = rect.x() + i * step
        p.drawLine(QPointF(x0, rect.y()), QPointF(x0 + rect.height(), rect.bottom()))
        p.drawLine(QPointF(x0, rect.bottom()), QPointF(x0 + rect.height(), rect.y()))
    p.restore()
    medal = QRectF(0, 0, rect.width() * 0.62, rect.width() * 0.62)
    medal.moveCenter(rect.center())
    p.setBrush(theme.darker(colour, 130))
    p.setPen(QPen(theme.GOLD, 2))
    p.drawEllipse(medal)
    draw_emblem(p, back.emblem, medal.adjusted(8, 8, -8, -8), theme.GOLD_PALE, theme.darker(colour, 130))
    if back.label:
        band = QRectF(rect.x() + 10, rect.bottom() - 34, rect.width() - 20, 26)
        legibility.line(p, band, back.label, 15, theme.GOLD_PALE, bold=True)
