"""Drawings kept as pixmaps: a card's face, a zone, a mark, painted once per zoom and copied.

Each pixmap is made at the device's pixel ratio (2 on a HiDPI screen), so what is copied is as
sharp as the vector drawing would be: a drawing painted into it sees the same logical scale as
a painter on the view (`scale_of`), and its pixels are the screen's own.
"""

from __future__ import annotations

import math
import os
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap, QTransform

from medici_table.ui import artcache

PIXMAP_BYTES = 48 * 2**20  # the most kept at once (a card is about 40 KB at the usual zoom)
PIXMAP_LARGEST = 200_000  # logical pixels: larger drawings (a score sheet) are not kept
_pixmaps: OrderedDict[tuple[Hashable, ...], QPixmap] = OrderedDict()
_kept_bytes = 0
# Qt.GlobalColor.transparent's colour (naming Qt's namespace at import made its 93 enums, ~30 ms,
# before the welcome screen's first frame)
CLEAR = QColor(0, 0, 0, 0)
# changes whenever a kept pixmap is let go: what a painter noted of `paint_cached`'s copies
# (`Copy`) holds only while it is the same
generation = 0

# what `paint_cached` copied: the pixmap's key, the pixmap, where and from which pixels
Copy = tuple[tuple[Hashable, ...], QPixmap, QRectF, QRectF]


def paint_serially() -> None:
    """Have Qt paint on the calling thread only; to be called before the QApplication is made.

    Qt's raster engine hands every fill, blend or image conversion of more than about 96 lines
    to a thread pool and waits for it. The table's pictures are small copies: the hand-off
    (waking the pool's threads, waiting for them) cost more than the work, most of all on a busy
    machine — a scroll bar of the log took 1-2 ms of CPU instead of 0.2-0.5. Qt's own switch
    (`QT_NO_GUI_THREADPOOL`, read when Qt first paints) turns the pool off; one set in the
    environment already is left as it is."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def scale_of(p: QPainter) -> float:
    """How many logical pixels a table unit covers under `p` (rotation and shear aside)."""
    t = p.worldTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))


def device_ratio(p: QPainter | None = None) -> float:
    """The device pixels per logical pixel of what `p` paints on (else the screens' largest)."""
    device = p.device() if p is not None else None
    if device is not None:
        return float(device.devicePixelRatioF()) or 1.0
    app = QGuiApplication.instance()
    return float(app.devicePixelRatio()) if isinstance(app, QGuiApplication) else 1.0


def clear() -> None:
    """Forget every kept pixmap (a test that watches drawings being painted starts afresh)."""
    global _kept_bytes, generation
    _pixmaps.clear()
    _kept_bytes = 0
    generation += 1


def _make(full: tuple[Hashable, ...], w: int, h: int, fx: float, fy: float, scale: float,
          dpr: float, box: QRectF, draw: Callable[[QPainter], None],
          hints: QPainter.RenderHint) -> QPixmap:
    """Paint `draw` into a new shared pixmap of `w` x `h` device pixels kept under `full`
    (the oldest go past the bound). Its painter works in logical pixels, as the view's does."""
    global _kept_bytes
    on_disk = artcache.table_picture(full, w, h, dpr)  # (a window's first frame: kept there)
    if on_disk is not None and on_disk[1] is not None:
        pixmap = QPixmap.fromImage(on_disk[1])
    else:
        pixmap = QPixmap(w, h)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(CLEAR)
        q = QPainter(pixmap)
        q.setRenderHints(hints)
        q.translate(fx / dpr, fy / dpr)
        q.scale(scale, scale)
        q.translate(-box.x(), -box.y())
        draw(q)
        q.end()
        if on_disk is not None:
            artcache.keep_later(on_disk[0], pixmap)
    _pixmaps[full] = pixmap
    _kept_bytes += w * h * 4
    trim(PIXMAP_BYTES)
    return pixmap


PIXMAP_KEEP = 8 * 2**20  # kept from one game to the next (a game of Court uses about 7 MB)


def trim(keep: int = PIXMAP_KEEP) -> None:
    """Let the least recently drawn pixmaps go until at most `keep` bytes stay. At a new game
    the last one's stacks, labels and seals will not be seen again: kept, they filled the whole
    bound over an evening of games (+25 MB in 40 games of Court of the Medici)."""
    global _kept_bytes, generation
    while _kept_bytes > keep and len(_pixmaps) > 1:
        old = _pixmaps.popitem(last=False)[1]
        _kept_bytes -= old.width() * old.height() * 4
        generation += 1


def _key(key: Hashable, box: QRectF, scale: float, dpr: float, fx: float,
         fy: float) -> tuple[Hashable, ...]:
    return (key, box.x(), box.y(), box.width(), box.height(), round(scale, 4), dpr, fx, fy)


def prepare(box: QRectF, key: Hashable, draw: Callable[[QPainter], None], scale: float,
            hints: QPainter.RenderHint, largest: int = PIXMAP_LARGEST,
            dpr: float | None = None) -> bool:
    """Make now, ahead of its first paint, the pixmap `paint_cached` would draw `key` from at
    logical scale `scale` (unaligned) on a device of pixel ratio `dpr` (the screens' largest if
    not given); True if one was made (it was not kept yet)."""
    ratio = dpr or device_ratio()
    w = max(1, math.ceil(box.width() * scale * ratio))
    h = max(1, math.ceil(box.height() * scale * ratio))
    if scale <= 0 or w * h > largest * ratio * ratio:
        return False
    try:
        full = _key(key, box, scale, ratio, 0.0, 0.0)
        if full in _pixmaps:
            return False
    except TypeError:
        return False
    _make(full, w, h, 0.0, 0.0, scale, ratio, box, draw, hints)
    return True


def _placed(t: QTransform, dpr: float, box: QRectF, align: bool,
            largest: int) -> tuple[int, int, float, float] | None:
    """Where `paint_cached` copies a drawing of `box` under the transform `t` on a device of
    pixel ratio `dpr`: (w, h) device pixels and (fx, fy) its offset within a device pixel;
    None if it is drawn directly (a rotated or sheared painter, a drawing too large)."""
    scale = t.m11()
    # (rotated, sheared or projected: `isRotating`, a plain call; the transform's type, an
    # enum made and compared, cost 2 us a call, a card painting two to four parts)
    if scale <= 0 or t.m22() != scale or t.isRotating():
        return None
    fx = fy = 0.0  # device pixels
    if align:  # where the box's corner falls within a device pixel
        ox, oy = (box.x() * scale + t.dx()) * dpr, (box.y() * scale + t.dy()) * dpr
        fx, fy = round((ox - math.floor(ox)) * 4) / 4, round((oy - math.floor(oy)) * 4) / 4
    w = max(1, math.ceil(box.width() * scale * dpr + fx))
    h = max(1, math.ceil(box.height() * scale * dpr + fy))
    if w * h > largest * dpr * dpr:
        return None
    return w, h, fx, fy


def prepare_at(t: QTransform, dpr: float, hints: QPainter.RenderHint, box: QRectF,
               key: Hashable, draw: Callable[[QPainter], None], largest: int = PIXMAP_LARGEST,
               align: bool = False) -> bool:
    """Make now the pixmap `paint_cached` would copy `draw` from under a painter of transform
    `t`, pixel ratio `dpr` and render hints `hints` (as a drawing drawn ahead, in idle time);
    True if one was made (it was not kept yet)."""
    placed = _placed(t, dpr, box, align, largest)
    if placed is None:
        return False
    w, h, fx, fy = placed
    try:
        full = _key(key, box, t.m11(), dpr, fx, fy)
        if full in _pixmaps:
            return False
    except TypeError:
        return False
    _make(full, w, h, fx, fy, t.m11(), dpr, box, draw, hints)
    return True


_UNMOVED = QTransform()  # a painter's world transform while a copy is blitted (`_copy`)
_NEAR_HALF = 1 / 256  # device pixels: a copy this close to a half pixel is left to Qt's rounding


def _copy(p: QPainter, t: QTransform, dpr: float, pixmap: QPixmap, target: QRectF,
          source: QRectF) -> None:
    """`p.drawPixmap(target, pixmap, source)` under `p`'s world transform `t` (a scale, no
    rotation) and pixel ratio `dpr`, where `target` covers exactly the pixmap's device pixels.

    Under a scale, Qt's raster engine takes that for a scaled drawing and resamples the pixmap
    pixel by pixel (its generic scaling loop: ~14 M instructions for the cards of a table's
    first frame, each copied into its item's cache); the same pixmap blitted at the same whole
    device pixel (Qt rounds the scaled drawing's corner to one) is its vectorised blend, a few
    times cheaper, and the pixels are the same. So the pixmap is blitted where a test finds the
    two alike pixel for pixel (over scales, offsets, clips and opacities): onto a pixmap or an
    image of pixel ratio 1 (an item's cache, the view's background), through no clip or one
    rectangle of whole pixels (a path's edge is blended), its corner not within `_NEAR_HALF` of
    a half pixel (where the two round apart). Elsewhere (a widget, whose exposed region is not
    known here; a HiDPI screen) Qt draws it as before."""
    x, y = target.x() * t.m11() + t.dx(), target.y() * t.m22() + t.dy()
    if dpr != 1.0 or abs(x - math.floor(x) - 0.5) < _NEAR_HALF \
            or abs(y - math.floor(y) - 0.5) < _NEAR_HALF \
            or not isinstance(p.device(), QPixmap | QImage):
        p.drawPixmap(target, pixmap, source)
        return
    p.setWorldTransform(_UNMOVED)  # (the clip is kept in device pixels: it stays as it was)
    if p.hasClipping():
        region = p.clipRegion()  # (unscaled now: in device pixels)
        if region.rectCount() > 1 or QRectF(region.boundingRect()) != p.clipBoundingRect():
            p.setWorldTransform(t)  # several rectangles, or a path's (its edge is blended)
            p.drawPixmap(target, pixmap, source)
            return
    # at Qt's rounding of the scaled drawing's corner (half away from zero, `qRound`)
    p.drawPixmap(QPoint(int(x + 0.5) if x >= 0 else int(x - 0.5),
                        int(y + 0.5) if y >= 0 else int(y - 0.5)), pixmap)
    p.setWorldTransform(t)


def copy_again(p: QPainter, copies: list[Copy], at: tuple[QTransform, float] | None = None) -> None:
    """Copy again what `paint_cached` returned under a painter of the same scale and pixel
    ratio (while `generation` is the same), as the least recently drawn bookkeeping sees it.
    `at`: the painter's world transform and pixel ratio, if the caller has them."""
    t, dpr = at if at is not None else (p.worldTransform(), device_ratio(p))
    for full, pixmap, target, source in copies:
        _pixmaps.move_to_end(full)
        _copy(p, t, dpr, pixmap, target, source)


def paint_cached(p: QPainter, box: QRectF, key: Hashable,
                 draw: Callable[[QPainter], None], largest: int = PIXMAP_LARGEST,
                 align: bool = False, at: tuple[QTransform, float] | None = None) -> Copy | None:
    """`draw(p)` (which stays inside `box`) through a pixmap made once per `key`, scale and
    pixel ratio.

    The pixmap is drawn at the painter's device scale, so it stays crisp at any zoom and on a
    HiDPI screen: a card flipped between its face and back as the hot seat passes, or seen
    again later, is a copy of pixels instead of vector art drawn anew (about 1 ms a card).
    Rotated or sheared painters draw directly, and so do drawings of more than `largest`
    logical pixels.

    With `align`, the drawing keeps its place within a device pixel (to a quarter pixel: a
    pixmap per quarter-pixel offset), as if drawn directly: for the zones and boards of the
    table's background, whose edges would otherwise shift by up to half a pixel.

    Returns what was copied (None: drawn directly): unaligned, the same copy serves any
    painter of the same scale and pixel ratio (`copy_again`). `at`: the painter's world
    transform and pixel ratio, when the caller has them already (a card paints several parts).
    """
    t, dpr = at if at is not None else (p.worldTransform(), device_ratio(p))
    placed = _placed(t, dpr, box, align, largest)
    if placed is None:
        draw(p)
        return None
    w, h, fx, fy = placed
    scale = t.m11()
    try:
        full = _key(key, box, scale, dpr, fx, fy)
        pixmap = _pixmaps.get(full)
    except TypeError:  # a key that cannot be hashed: no cache
        draw(p)
        return None
    if pixmap is None:
        pixmap = _make(full, w, h, fx, fy, scale, dpr, box, draw, p.renderHints())
    else:
        _pixmaps.move_to_end(full)
    # a target of exactly the pixmap's size in device pixels: copied, not resampled
    unit = scale * dpr  # device pixels per table unit
    target = QRectF(box.x() - fx / unit, box.y() - fy / unit, w / unit, h / unit)
    source = QRectF(0, 0, w, h)
    _copy(p, t, dpr, pixmap, target, source)
    return full, pixmap, target, source
