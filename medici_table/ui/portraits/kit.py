"""The portrait kit's base: who sits (`Sitter`) and the strokes every part is drawn with.

Parts are drawn in a 100-unit box: the head's centre is at (50, 40), the shoulders start near
y = 66, the bust stands on the bottom edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from medici_table.engine.records import record

OUTLINE = QColor("#2b1d12")
SKIN = "#f2d2b4"
LINE = 1.3  # the outline's width, in the 100-unit box


@record
class Sitter:
    """Who a portrait shows. Each part names a drawing of the kit ("" for none)."""

    coat: str = "#6b2d3a"  # the dress's colour
    dress: str = "doublet"  # doublet, armour, robe, gown, habit, motley, cape, coat
    collar: str = ""  # ruff, jabot, rabat, lace, gorget, bands, ermine, fur, square, cowl...
    hair: str = "short"  # short, long, wig, curls, ringlets, spanish, parted, tonsure, bald
    hair_colour: str = "#4a3020"
    hat: str = ""  # crown, mitre, galero, zucchetto, beret, jester, helmet, hood, coif...
    hat_colour: str = ""
    beard: str = ""  # moustache, goatee, full, pointed
    prop: str = ""  # sword, baton, quill, fan, book, keys, scales, lily, rose...
    woman: bool = False
    old: bool = False
    skin: str = SKIN
    trim: str = "#d4af37"  # braid, buttons, embroidery
    sash: str = ""  # a sash across the chest (an order's blue riband)
    jewel: str = ""  # pearls, cross, chain, earring, patch, ferronniere
    nose: str = ""  # "" or "large"
    field: str = "#e9dcc0"  # the background behind the bust


# --- drawing helpers ------------------------------------------------------------------------


def ink(p: QPainter, fill: str | QColor, width: float = LINE) -> None:
    """Fill with `fill`, outlined in dark ink."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    pen = QPen(OUTLINE, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(QColor(fill))


def flat(p: QPainter, fill: str | QColor) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(fill))


def stroke(p: QPainter, colour: str | QColor, width: float) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)


def mirrored(path: QPainterPath) -> QPainterPath:
    """`path` and its reflection about the middle line (x = 50), united."""
    return path.united(QTransform(-1, 0, 0, 1, 100, 0).map(path)).simplified()


def shade(colour: str, factor: int) -> QColor:
    """A darker (factor > 100) or lighter (< 100) tone of `colour`."""
    c = QColor(colour)
    return c.darker(factor) if factor >= 100 else c.lighter(200 - factor)


def blobs(circles: tuple[tuple[float, float, float], ...]) -> QPainterPath:
    """The union of circles (x, y, r): curls, clouds of hair, fur."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for x, y, r in circles:
        path.addEllipse(QPointF(x, y), r, r)
    return path.simplified()


