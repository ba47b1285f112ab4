"""Portraits of the named characters, drawn in vector from a few parts: a `Sitter` names the
hair, the headwear, the collar, the dress and the thing held (a sword, a fan, a quill...), and
`paint` draws the bust in a 100-unit box fitted into the caller's rectangle.

A portrait must read on a card at the table's usual zoom (about 50 pixels high), so each
character is told apart first by the outline of its head (a crown, a mitre, a wig, a hood) and
by the colour and thing it holds; the face is simple and the same for all. Games name their
sitters (`register`) and card faces and boards draw them by name (`draw`). The paths are made
once (`functools.cache`) and the drawings are kept as pictures by the table (`pixcache`).
The parts' modules are imported by the first portrait painted: a table's first frame, read back
from the disk (`ui/artcache.py`), paints none.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from medici_table.ui import pixcache
from medici_table.ui.portraits.kit import Sitter

__all__ = ["Sitter", "draw", "get", "known", "paint", "register"]

_SITTERS: dict[str, Sitter] = {}


def register(name: str, who: Sitter) -> None:
    """Let a game name a portrait (`draw(p, name, rect)`)."""
    _SITTERS[name] = who


def known(name: str) -> bool:
    return name in _SITTERS


def get(name: str) -> Sitter:
    return _SITTERS[name]


def draw(p: QPainter, name: str, rect: QRectF, field: bool = True) -> None:
    """The portrait `name` fitted into `rect` (centred, clipped to it), on its own field.

    Kept as a picture per name, place, size and scale (`pixcache`): the faces that show the
    same character (a Jester at each of its values, a board whose marker moves, a card seen
    in the hand and then at court at the same size) copy it instead of drawing it again."""
    who = _SITTERS[name]
    pixcache.paint_cached(p, rect, ("portrait", name, field),
                          lambda q: paint(q, who, rect, field), align=True)


def paint(p: QPainter, who: Sitter, rect: QRectF, field: bool = True) -> None:
    """Draw `who` as a bust: 100 units wide, scaled to fill `rect`'s width, head at the top."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    side = max(rect.width(), rect.height())
    p.save()
    clip = QPainterPath()
    clip.addRect(rect)
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    if field:
        from PySide6.QtGui import QRadialGradient  # (when drawn: `ui/cardart.py`'s head)
        grad = QRadialGradient(rect.center() - QPointF(0, rect.height() * 0.15), side * 0.7)
        grad.setColorAt(0, QColor(who.field).lighter(112))
        grad.setColorAt(1, QColor(who.field).darker(118))
        p.fillRect(rect, grad)
    # the bust stands on the rectangle's bottom edge, head near the top
    scale = min(rect.width(), rect.height() * 1.0) / 100
    p.translate(rect.center().x() - 50 * scale, rect.bottom() - 100 * scale)
    p.scale(scale, scale)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    from medici_table.ui.portraits import dress, hats, head, props  # (see the module's head)

    dress.hat_behind(p, who)
    head.hair_behind(p, who)
    head.neck(p, who)
    dress.body(p, who)
    dress.collar(p, who)
    head.face(p, who)
    head.beard(p, who)
    head.hair_front(p, who)
    hats.hat(p, who)
    dress.jewel(p, who)
    props.prop(p, who)
    p.restore()


