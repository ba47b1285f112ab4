"""How the table's shared pixmaps are copied (`ui/pixcache.py`, issue 24's start-up): blitted at
a whole device pixel where Qt's scaled drawing of the same pixmap would give the same pixels
(its generic resampling loop cost ~14 M instructions of a table's first frame), and drawn by Qt
as before everywhere else — the pixels are the same either way."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QRegion, QTransform

from medici_table.ui import pixcache


def _art(seed: int, w: float, h: float) -> Any:
    """A drawing of soft, half-transparent blots filling a `w` x `h` box."""
    chooser = random.Random(seed)
    blots = [(QColor(chooser.randrange(256), chooser.randrange(256), chooser.randrange(256),
                     chooser.randrange(40, 256)),
              QRectF(chooser.uniform(-5, w), chooser.uniform(-5, h), chooser.uniform(3, w),
                     chooser.uniform(3, h))) for _ in range(8)]

    def draw(q: QPainter) -> None:
        q.setPen(QColor(20, 20, 20, 200))
        for colour, rect in blots:
            q.setBrush(colour)
            q.drawEllipse(rect)

    return draw


class Spy(QPainter):
    """A painter that notes how each pixmap reaches it: at a point (blitted) or in a rectangle
    (Qt's scaled drawing)."""

    def __init__(self, device: Any) -> None:
        super().__init__(device)
        self.ways: list[str] = []

    def drawPixmap(self, *args: Any) -> None:  # noqa: N802 (Qt API)
        self.ways.append("blit" if isinstance(args[0], QPoint) else "scaled")
        super().drawPixmap(*args)


def _paint(case: dict[str, Any], device: QImage | QPixmap, own: bool) -> list[str]:
    """Paint `case`'s drawing on `device`, through `paint_cached` (`own`) or as Qt draws the
    same copy (the rectangle of device pixels it covers, under the painter's scale)."""
    p = Spy(device)
    if case["aa"]:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setOpacity(case["opacity"])
    clip = case["clip"]
    if clip == "rect":
        p.setClipRect(QRect(7, 5, device.width() - 20, device.height() - 25))
    elif clip == "region":
        w, h = device.width(), device.height()
        p.setClipRegion(QRegion(QRect(0, 0, w // 2, h // 2)) + QRegion(QRect(w // 3, h // 3, w, h)))
    elif clip == "path":  # (a rectangle that is not whole pixels: its edges are blended)
        path = QPainterPath()
        path.addRect(QRectF(3.3, 2.7, device.width() * 0.7, device.height() * 0.6))
        p.setClipPath(path)
    scale, (x, y) = case["scale"], case["at"]
    t = QTransform(scale, 0, 0, scale, x, y)
    p.setWorldTransform(t)
    box, key = case["box"], ("copy test", case["seed"])
    if own:
        pixcache.paint_cached(p, box, key, _art(case["seed"], box.width(), box.height()),
                              at=(t, 1.0))
    else:  # the same pixmap (made, or kept since the first), as Qt draws it
        scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        q = QPainter(scratch)
        copy = pixcache.paint_cached(q, box, key, _art(case["seed"], box.width(), box.height()),
                                     at=(t, 1.0))
        q.end()
        assert copy is not None
        _, pixmap, target, source = copy
        p.drawPixmap(target, pixmap, source)
    assert p.worldTransform() == t, "the painter's transform is as it was"
    p.end()
    return p.ways


def _cases(n: int) -> list[dict[str, Any]]:
    chooser = random.Random(24)
    out = []
    for seed in range(n):
        scale = chooser.choice([0.59, 0.6785, 0.8142, 0.4248, 0.295, 0.885, 1.0,
                                chooser.uniform(0.2, 2.5)])
        box = QRectF(chooser.uniform(-40, 40), chooser.uniform(-40, 40),
                     chooser.uniform(2, 150) / scale, chooser.uniform(2, 150) / scale)
        x, y = chooser.uniform(-120, 200), chooser.uniform(-120, 200)
        if chooser.random() < 0.2:  # its corner on a half pixel
            x += 0.5 - ((box.x() * scale + x) % 1)
        out.append({"seed": seed, "scale": scale, "box": box, "at": (x, y),
                    "aa": chooser.random() < 0.8, "opacity": chooser.choice([1.0, 1.0, 0.4]),
                    "clip": chooser.choice(["", "", "rect", "region", "path"]),
                    "size": (chooser.randrange(40, 260), chooser.randrange(40, 260)),
                    "opaque": chooser.random() < 0.3, "pixmap": chooser.random() < 0.5})
    return out


def test_a_copy_has_the_pixels_of_qts_scaled_drawing(qapp: Any) -> None:
    """Over scales, corners (on and off a half pixel, partly outside), clips (none, a rectangle,
    several, a path's), opacities and devices (transparent or opaque images, pixmaps), a copy
    through `paint_cached` leaves the pixels Qt's drawing of the same pixmap leaves; and most
    copy with no clip or a rectangle's, its corner off a half pixel, is a blit."""
    pixcache.clear()
    blits = 0
    for case in _cases(400):
        made = []
        for own in (True, False):
            w, h = case["size"]
            image = QImage(w, h, QImage.Format.Format_RGB32 if case["opaque"]
                           else QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(QColor(40, 90, 50) if case["opaque"] else QColor(0, 0, 0, 0))
            device: QImage | QPixmap = QPixmap.fromImage(image) if case["pixmap"] else image
            used = _paint(case, device, own)
            if own:
                box, scale, (x, y) = case["box"], case["scale"], case["at"]
                corner = ((box.x() * scale + x) % 1, (box.y() * scale + y) % 1)
                off_half = min(abs(c - 0.5) for c in corner) >= pixcache._NEAR_HALF
                simple = case["clip"] in ("", "rect") and off_half
                assert used == ["blit" if simple else "scaled"], case
                blits += simple
            made.append(device.toImage() if isinstance(device, QPixmap) else device)
        assert made[0] == made[1], case
    assert blits > 100
    pixcache.clear()


@pytest.mark.parametrize("half", [False, True])
def test_a_copy_whose_corner_falls_on_a_half_pixel_is_left_to_qt(qapp: Any, half: bool) -> None:
    """Where Qt's rounding and a blit's could part (a corner on a half device pixel), Qt draws
    the copy as it would have."""
    pixcache.clear()
    scale = 0.59
    box = QRectF(10, 10, 60, 40)
    x = 3.25 + (0.5 - ((box.x() * scale + 3.25) % 1) if half else 0.0)
    case = {"seed": 1, "scale": scale, "box": box, "at": (x, 2.1), "aa": True, "opacity": 1.0,
            "clip": ""}
    image = QImage(80, 60, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    assert math.isclose((box.x() * scale + x) % 1, 0.5) == half
    assert _paint(case, image, True) == ["scaled" if half else "blit"]
    pixcache.clear()


def test_a_copy_onto_a_widget_is_drawn_by_qt(qapp: Any) -> None:
    """A widget's exposed region (its paint event's) is not known to the copy: Qt draws it."""
    from PySide6.QtWidgets import QWidget

    pixcache.clear()
    seen: list[list[str]] = []

    class Canvas(QWidget):
        def paintEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
            case = {"seed": 2, "scale": 0.7, "box": QRectF(0, 0, 50, 50), "at": (4.2, 6.1),
                    "aa": True, "opacity": 1.0, "clip": ""}
            seen.append(_paint(case, self, True))  # type: ignore[arg-type]

    canvas = Canvas()
    canvas.resize(80, 80)
    canvas.grab()
    assert seen and seen[0] == ["scaled"]
    pixcache.clear()
