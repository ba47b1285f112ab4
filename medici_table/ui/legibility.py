"""The legibility floor: no text that tells the game is drawn smaller than `MIN_PX` logical
pixels on the screen. A drawing asks `readable(p, px)` before writing a line of `px` table
units; where the line would be smaller, it draws an icon instead and the text stays in the
piece's tooltip (and shows on the card when the table is zoomed in).

Text drawn as a path (the large numbers, outlined names) reports itself through `note`, so a
test can watch every text painted (`watching`), with `QPainter.drawText` for the rest.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from medici_table.ui import theme
from medici_table.ui.pixcache import scale_of

if TYPE_CHECKING:  # (named where drawn: Qt's namespace makes its 93 enums at once, ~22 ms)
    from PySide6.QtCore import Qt

MIN_PX = 9.0  # logical pixels: the smallest text a player is asked to read

NBSP = "\u00a0"


def tied_end(text: str) -> str:
    """`text` with its last two words held together (a no-break space): a wrapped note never
    ends on a lone short word — "… et entame la" then "manche 2." read well, "2." alone did not
    (a round's score sheet)."""
    head, space, last = text.rstrip().rpartition(" ")
    return f"{head}{NBSP}{last}" if space and head.strip() else text


Probe = Callable[[str, float], None]  # (text, its size in logical pixels on the screen)
_probes: list[Probe] = []


def on_screen(p: QPainter, px: float) -> float:
    """The size in logical pixels of a `px` text drawn under `p`."""
    return px * scale_of(p)


def readable(p: QPainter, px: float) -> bool:
    """Whether a `px` text drawn under `p` reaches the floor (a hair under it is rounding)."""
    return on_screen(p, px) >= MIN_PX - 0.01


def note(p: QPainter, px: float, text: str) -> None:
    """Tell whoever watches that `text` is drawn at `px` table units under `p`."""
    for probe in _probes:
        probe(text, on_screen(p, px))


@contextmanager
def watching(probe: Probe) -> Iterator[None]:
    """Call `probe(text, logical px)` for every text drawn as a path while inside."""
    _probes.append(probe)
    try:
        yield
    finally:
        _probes.remove(probe)


def fitted_font(text: str, px: float, width: float, bold: bool = False, italic: bool = False,
                least: int = 80) -> QFont | None:
    """The font of `px` pixels that writes `text` within `width`, condensed down to `least`
    per cent of its width if need be; None if even that is too wide."""
    font = theme.pixel_font(px, bold=bold, italic=italic)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance <= width:
        return font
    stretch = math.floor(100 * width / advance)
    if stretch < least:
        return None
    font.setStretch(stretch)
    return font


def line_font(p: QPainter, rect: QRectF, text: str, px: float, *, bold: bool = False,
              italic: bool = False, grow: bool = True, least: int = 80) -> QFont | None:
    """The font `line` would write `text` in within `rect`; None if it could not be read."""
    if not text:
        return None
    size = px
    if grow:  # whole pixels: a font's size is rounded to one
        need = math.ceil(MIN_PX / max(scale_of(p), 1e-6) - 0.01)
        size = max(px, min(need, rect.height() * 0.95))
    if not readable(p, round(size)):
        return None
    return fitted_font(text, size, rect.width(), bold=bold, italic=italic, least=least)


def line(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, *,
         bold: bool = False, italic: bool = False,
         align: Qt.AlignmentFlag | None = None, grow: bool = True,
         least: int = 80) -> bool:
    """Write one line of `text` in `rect` at `px` table units, condensed to fit its width.

    With `grow`, a line that would be under the floor on the screen is written larger, as far
    as `rect`'s height allows. A line that still cannot be read there is not written: False
    (the caller draws an icon, and the piece's tooltip holds the text)."""
    font = line_font(p, rect, text, px, bold=bold, italic=italic, grow=grow, least=least)
    if font is None:
        return False
    p.setFont(font)
    p.setPen(colour)
    if align is None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        align = Qt.AlignmentFlag.AlignCenter
    p.drawText(rect, align, text)
    return True


def paragraph_font(p: QPainter, rect: QRectF, text: str, *, largest: float = 13.0,
                   italic: bool = True,
                   align: Qt.AlignmentFlag | None = None) -> QFont | None:
    """The font `paragraph` would write `text` in: the largest size up to `largest` whose
    wrapped lines fit `rect`, or larger if that is needed to reach the floor on the screen and
    still fits; None if no size both fits and can be read there."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    if not text:
        return None
    need = math.ceil(MIN_PX / max(scale_of(p), 1e-6) - 0.01)
    size = math.floor(max(largest, need))
    flags = int(((align or Qt.AlignmentFlag.AlignCenter) | Qt.TextFlag.TextWordWrap).value)
    while size >= need:
        font = theme.pixel_font(size, italic=italic)
        box = QFontMetricsF(font).boundingRect(rect, flags, text)
        if box.height() <= rect.height() + 1 and box.width() <= rect.width() + 1:
            return font
        size -= 1
    return None


def paragraph(p: QPainter, rect: QRectF, text: str, colour: QColor, *, largest: float = 13.0,
              italic: bool = True,
              align: Qt.AlignmentFlag | None = None) -> bool:
    """Text wrapped in `rect` (`paragraph_font`); False, and nothing written, if it cannot be
    read there."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    font = paragraph_font(p, rect, text, largest=largest, italic=italic, align=align)
    if font is None:
        return False
    p.setFont(font)
    p.setPen(colour)
    p.drawText(rect, (align or Qt.AlignmentFlag.AlignCenter) | Qt.TextFlag.TextWordWrap, text)
    return True


def heavy_line(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, *,
               centre: bool = True, grow: bool = True, least: float = 0.8) -> bool:
    """One line in the regular face, filled and outlined so it reads as bold (the bundled
    bold face lacks some accented letters), in `rect`: grown to the floor like `line`, then
    condensed to fit the width (down to `least` of it), then made smaller, never under the
    floor. False, and nothing drawn, if it cannot be read there."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    fitted = _heavy_fit(p, rect, text, px, grow, least)
    if fitted is None:
        return False
    size, font, path, sx, sy = fitted
    box = path.boundingRect()
    note(p, size * sy, text)
    metrics = QFontMetricsF(font)
    x = rect.center().x() - box.width() * sx / 2 if centre else rect.left()
    y = rect.center().y() + (metrics.ascent() - metrics.descent()) * sy / 2
    p.save()
    p.translate(x - box.left() * sx, y)
    p.scale(sx, sy)
    pen = QPen(colour, size / 26)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(colour)
    p.drawPath(path)
    p.restore()
    return True


def heavy_fits(p: QPainter, rect: QRectF, text: str, px: float, *, least: float = 0.8) -> bool:
    """Whether `heavy_line` can write `text` whole in `rect` (nothing is drawn)."""
    return _heavy_fit(p, rect, text, px, True, least) is not None


def _heavy_fit(p: QPainter, rect: QRectF, text: str, px: float, grow: bool, least: float
               ) -> tuple[float, QFont, QPainterPath, float, float] | None:
    """How `heavy_line` writes `text` in `rect`: its size, font, path and horizontal and
    vertical scales; None if it cannot be read there."""
    if not text:
        return None
    scale = max(scale_of(p), 1e-6)
    size = max(px, min(MIN_PX / scale, rect.height() * 0.95)) if grow else px
    font = theme.pixel_font(size)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    sx = min(1.0, rect.width() / box.width()) if box.width() > 0 else 1.0
    sy = 1.0
    if sx < least:  # condensed as far as it goes, then smaller all over
        sy = sx / least
    if not readable(p, size * sy):
        return None
    return size, font, path, sx, sy


def heavy_name(p: QPainter, rect: QRectF, name: str, px: float, colour: QColor, *,
               centre: bool = True) -> bool:
    """A player's name as `heavy_line` writes it; where it cannot be read whole in `rect`, cut
    short with a full stop ('Giovanni' -> 'Giova.'), down to its initial, rather than left out
    (the piece's tooltip holds it whole). False if not even the initial can be read there."""
    if heavy_line(p, rect, name, px, colour, centre=centre):
        return True
    for end in range(len(name) - 1, 0, -1):
        short = name[:end].rstrip()
        if short and heavy_line(p, rect, short + ".", px, colour, centre=centre):
            return True
    return False
