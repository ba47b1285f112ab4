"""A portrait's head: the face (the same simple face for all, aged or not), the beard and the
hair, behind the face and over the brow."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from medici_table.ui.portraits.kit import Sitter, blobs, flat, ink, shade, stroke

# --- the head -------------------------------------------------------------------------------


@cache
def _face_path(woman: bool) -> QPainterPath:
    path = QPainterPath()
    half = 12.5 if woman else 13.5
    chin = 58.0 if woman else 59.5
    path.moveTo(50, 21)
    path.cubicTo(50 + half * 1.05, 21, 50 + half, 34, 50 + half, 40)
    path.cubicTo(50 + half, 49, 50 + half * 0.55, chin - 1, 50, chin)
    path.cubicTo(50 - half * 0.55, chin - 1, 50 - half, 49, 50 - half, 40)
    path.cubicTo(50 - half, 34, 50 - half * 1.05, 21, 50, 21)
    path.closeSubpath()
    return path


def neck(p: QPainter, who: Sitter) -> None:
    ink(p, shade(who.skin, 108))
    path = QPainterPath()
    path.moveTo(44, 50)
    path.lineTo(44, 68)
    path.lineTo(56, 68)
    path.lineTo(56, 50)
    path.closeSubpath()
    p.drawPath(path)


def face(p: QPainter, who: Sitter) -> None:
    half = 12.5 if who.woman else 13.5
    ink(p, who.skin)
    for sign in (-1, 1):  # ears, half behind the face
        p.drawEllipse(QPointF(50 + sign * (half + 0.5), 41), 2.6, 4.2)
    p.drawPath(_face_path(who.woman))
    flat(p, QColor(222, 120, 110, 70))
    for sign in (-1, 1):  # cheeks
        p.drawEllipse(QPointF(50 + sign * 7.5, 47), 3.6, 2.4)
    brow = shade(who.hair_colour if who.hair not in ("bald",) else "#6b5040", 115)
    if who.old:
        brow = QColor("#9a948c")
    stroke(p, brow, 1.5)
    for sign in (-1, 1):
        arch = QPainterPath()
        arch.moveTo(50 + sign * 2.5, 35.2)
        arch.quadTo(50 + sign * 5.5, 32.6, 50 + sign * 9.5, 34.6)
        p.drawPath(arch)
    for sign in (-1, 1):  # eyes: a white, a dark iris, a glint
        flat(p, "#fbf6ee")
        p.drawEllipse(QPointF(50 + sign * 5.8, 39), 2.9, 1.8)
        flat(p, "#3a2a1c")
        p.drawEllipse(QPointF(50 + sign * 5.6, 39.1), 1.55, 1.65)
        flat(p, "#ffffff")
        p.drawEllipse(QPointF(50 + sign * 5.2, 38.5), 0.45, 0.45)
    nose_path = QPainterPath()
    if who.nose == "large":  # an aquiline nose, the Condé profile seen from the front
        nose_path.moveTo(49.2, 37)
        nose_path.cubicTo(47.4, 42, 45.4, 47, 47.2, 49.2)
        nose_path.quadTo(50, 50.6, 52.8, 49.2)
    else:
        nose_path.moveTo(49.4, 39)
        nose_path.cubicTo(48.6, 42, 47.2, 45.2, 48.2, 46.6)
        nose_path.quadTo(50, 47.6, 51.8, 46.6)
    stroke(p, shade(who.skin, 150), 1.1)
    p.drawPath(nose_path)
    if who.old:  # lines from nose to mouth, under the eyes
        stroke(p, shade(who.skin, 135), 0.8)
        for sign in (-1, 1):
            line = QPainterPath()
            line.moveTo(50 + sign * 4.4, 46.2)
            line.quadTo(50 + sign * 6.6, 49.5, 50 + sign * 6, 52.5)
            p.drawPath(line)
            p.drawArc(QRectF(50 + sign * 5.8 - 2.6, 40, 5.2, 2.6), 200 * 16, 140 * 16)
    lips = QPainterPath()
    w = 3.6 if who.woman else 3.8
    lips.moveTo(50 - w, 51.6)
    lips.quadTo(50 - w / 2, 50.2, 50, 51)
    lips.quadTo(50 + w / 2, 50.2, 50 + w, 51.6)
    lips.quadTo(50, 54.6 if who.woman else 53.6, 50 - w, 51.6)
    flat(p, "#c0504d" if who.woman else "#b0605a")
    p.drawPath(lips)


def beard(p: QPainter, who: Sitter) -> None:
    if not who.beard:
        return
    colour = "#b8b2aa" if who.old else who.hair_colour
    if who.beard == "full":
        path = QPainterPath()
        path.moveTo(36.5, 42)
        path.cubicTo(37, 56, 44, 64, 50, 64)
        path.cubicTo(56, 64, 63, 56, 63.5, 42)
        path.cubicTo(61, 50, 57, 55.5, 50, 55.5)
        path.cubicTo(43, 55.5, 39, 50, 36.5, 42)
        path.closeSubpath()
        ink(p, colour, 1.0)
        p.drawPath(path)
    if who.beard == "pointed":
        path = QPainterPath()
        path.moveTo(41, 53)
        path.cubicTo(43, 58, 47, 66, 50, 69)
        path.cubicTo(53, 66, 57, 58, 59, 53)
        path.quadTo(50, 57.5, 41, 53)
        path.closeSubpath()
        ink(p, colour, 1.0)
        p.drawPath(path)
    if who.beard == "goatee":  # the royale: a tuft under the lip
        path = QPainterPath()
        path.moveTo(48, 54.5)
        path.quadTo(50, 62, 50, 62)
        path.quadTo(50, 62, 52, 54.5)
        path.closeSubpath()
        ink(p, colour, 0.8)
        p.drawPath(path)
    # every beard has its moustache, turned up at the ends (a cavalier's)
    moustache = QPainterPath()
    for sign in (-1, 1):
        moustache.moveTo(50, 49.2)
        moustache.cubicTo(50 + sign * 3, 48, 50 + sign * 6, 49.6, 50 + sign * 8.4, 47.2)
        moustache.cubicTo(50 + sign * 7.6, 50.6, 50 + sign * 4, 51.2, 50, 50.4)
        moustache.closeSubpath()
    ink(p, colour, 0.7)
    p.drawPath(moustache)


# --- the hair -------------------------------------------------------------------------------


@cache
def _wig_back() -> QPainterPath:
    """A full-bottomed wig (the court of Louis XIV): curls falling past the shoulders."""
    curls: list[tuple[float, float, float]] = [(50, 20, 16), (38, 22, 11), (62, 22, 11)]
    for sign in (-1, 1):
        for x, y, r in ((17, 34, 8), (19, 46, 9), (20, 58, 9), (22, 70, 9.5), (24, 82, 9),
                        (30, 90, 7), (12, 60, 6), (13, 74, 7)):
            curls.append((50 + sign * (50 - x), y, r))
        curls.append((50 + sign * 25, 28, 9))
    return blobs(tuple(curls))


@cache
def _wig_front() -> QPainterPath:
    """The wig's top over the brow: two high rolls parted in the middle, and side curls."""
    path = QPainterPath()
    path.moveTo(35.5, 40)
    path.cubicTo(33, 26, 36, 13, 49, 13)
    path.lineTo(51, 13)
    path.cubicTo(64, 13, 67, 26, 64.5, 40)
    path.cubicTo(63, 31, 59, 27, 52, 24.5)
    path.lineTo(50, 27)
    path.lineTo(48, 24.5)
    path.cubicTo(41, 27, 37, 31, 35.5, 40)
    path.closeSubpath()
    rolls = blobs(((42, 15, 7.5), (58, 15, 7.5)))
    return path.united(rolls).simplified()


def hair_behind(p: QPainter, who: Sitter) -> None:
    """The hair that falls behind the face and onto the shoulders."""
    style, colour = who.hair, who.hair_colour
    if style == "wig":
        ink(p, colour)
        p.drawPath(_wig_back())
        _curl_marks(p, colour, ((28, 46), (72, 46), (27, 62), (73, 62), (28, 78), (72, 78)))
    elif style == "long":  # falling straight to the shoulders (Renaissance, or a cavalier's)
        ink(p, colour)
        path = QPainterPath()
        path.moveTo(34, 36)
        path.cubicTo(30, 12, 70, 12, 66, 36)
        path.cubicTo(68, 50, 70, 62, 66, 68)
        path.lineTo(34, 68)
        path.cubicTo(30, 62, 32, 50, 34, 36)
        path.closeSubpath()
        p.drawPath(path)
    elif style == "ringlets":  # long ringlets down to the shoulders
        ink(p, colour)
        p.drawPath(blobs(((50, 22, 15), (34, 30, 8), (66, 30, 8))))
        for sign in (-1, 1):
            for i, y in enumerate((40, 49, 58, 67)):
                x = 50 + sign * (17 + i * 1.2)
                ink(p, colour, 1.0)
                p.drawEllipse(QPointF(x, y), 4.6, 5.6)
    elif style == "curls":  # the 1660s hurluberlu: bunches of curls at both sides
        ink(p, colour)
        p.drawPath(blobs(((50, 22, 15), (37, 26, 9), (63, 26, 9))))
        for sign in (-1, 1):
            ink(p, colour, 1.0)
            p.drawPath(blobs(tuple((50 + sign * dx, y, r) for dx, y, r in
                                   ((17, 36, 6), (20, 44, 6.5), (17, 51, 6), (21, 55, 5.5)))))
    elif style == "spanish":  # the wide Spanish coiffure of the 1650s, bows at the sides
        ink(p, colour)
        path = QPainterPath()
        path.moveTo(36, 40)
        path.cubicTo(33, 14, 67, 14, 64, 40)
        path.cubicTo(74, 40, 84, 40, 88, 46)
        path.cubicTo(86, 55, 74, 56, 64, 52)
        path.lineTo(36, 52)
        path.cubicTo(26, 56, 14, 55, 12, 46)
        path.cubicTo(16, 40, 26, 40, 36, 40)
        path.closeSubpath()
        p.drawPath(path)
        _curl_marks(p, colour, ((20, 47), (28, 47), (72, 47), (80, 47)))
    elif style == "parted":  # smooth, parted, drawn back to a knot at the nape
        ink(p, colour)
        p.drawPath(blobs(((50, 24, 15), (50, 58, 0.1))))
        if who.hat not in ("veil", "veil_crown", "hood", "coif"):
            p.drawEllipse(QPointF(50, 12), 7, 6)


def hair_front(p: QPainter, who: Sitter) -> None:
    """The hair over the brow and temples, in front of the face."""
    style, colour = who.hair, who.hair_colour
    if who.old and style not in ("bald",):
        colour = "#c9c4bc" if style != "wig" else colour
    if style == "wig":
        ink(p, colour)
        p.drawPath(_wig_front())
        _curl_marks(p, colour, ((42, 16), (58, 16)))
    elif style in ("short", "long"):
        path = QPainterPath()
        path.moveTo(36, 38)
        path.cubicTo(34, 17, 66, 17, 64, 38)
        path.cubicTo(62, 30, 58, 27, 53, 28)
        path.cubicTo(49, 25, 44, 29, 40, 28.5)
        path.cubicTo(38, 31, 37, 34, 36, 38)
        path.closeSubpath()
        ink(p, colour)
        p.drawPath(path)
    elif style in ("curls", "ringlets", "spanish", "parted"):
        path = QPainterPath()  # parted in the middle, smooth over the temples
        path.moveTo(37, 38)
        path.cubicTo(35, 18, 65, 18, 63, 38)
        path.cubicTo(61, 29, 55, 25, 50, 25.5)
        path.cubicTo(45, 25, 39, 29, 37, 38)
        path.closeSubpath()
        ink(p, colour)
        p.drawPath(path)
        if style == "curls":  # a fringe of little curls across the brow
            ink(p, colour, 0.8)
            for x in (41, 45.5, 50, 54.5, 59):
                p.drawEllipse(QPointF(x, 26.5 + abs(x - 50) * 0.12), 2.6, 2.4)
    elif style == "tonsure":  # a ring of hair round a shaved crown
        ink(p, colour)
        path = QPainterPath()
        path.moveTo(36.2, 38)
        path.cubicTo(35.5, 30, 37, 27, 40, 25.5)
        path.quadTo(50, 29.5, 60, 25.5)
        path.cubicTo(63, 27, 64.5, 30, 63.8, 38)
        path.cubicTo(62, 33, 58, 31.5, 50, 32)
        path.cubicTo(42, 31.5, 38, 33, 36.2, 38)
        path.closeSubpath()
        p.drawPath(path)


def _curl_marks(p: QPainter, colour: str, points: tuple[tuple[float, float], ...]) -> None:
    """Little spirals that make a mass of hair read as curls."""
    stroke(p, shade(colour, 145), 0.9)
    for x, y in points:
        p.drawArc(QRectF(x - 3, y - 3, 6, 6), 30 * 16, 250 * 16)
