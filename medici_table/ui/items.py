"""Graphics items: cards, zones and badges. Dumb views of a layout; they never hold the model."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeGuard

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from medici_table.ui import cardart, legibility, pixcache, theme
from medici_table.ui.layout import CARD_H, CARD_W, CardBack, CardFace, Drawing, Piece, Zone

if TYPE_CHECKING:  # (imported by the first slide: their classes' enums, easing's 49 curves
    # among them, are not made for a table's first frame, where nothing moves)
    from PySide6.QtCore import QVariantAnimation

# device pixels: the drawing of a zone or of a piece under the zones (a board) is kept as a
# pixmap up to this size (a card's limit is pixcache.PIXMAP_LARGEST)
ZONE_LARGEST = 2_000_000


def is_drawing(art: object) -> TypeGuard[Drawing]:
    """`art` draws itself (it has `paint(painter, rect)`), not a printed card's face or back."""
    return callable(getattr(art, "paint", None))


def own_art(piece: Piece) -> Drawing | None:
    """The face or back of a piece that draws itself (a game's token, plaque or board).

    A game may hand the table a `Drawing` (with `paint(painter, rect)` and optionally `size`, a
    (w, h) box in table units; a card's size if absent) instead of a printed card.
    """
    art = piece.face if piece.face is not None else piece.back
    return art if is_drawing(art) else None


def piece_size(piece: Piece) -> tuple[float, float]:
    size = getattr(own_art(piece), "size", None)
    return (float(size[0]), float(size[1])) if size else (CARD_W, CARD_H)


def paint_drawing(p: QPainter, face: CardFace | Drawing | None, back: CardBack | Drawing | None,
                  w: float, h: float) -> None:
    """A face or back: its own drawing if it has one, else a printed card's with its shadow."""
    rect = QRectF(0, 0, w, h)
    own = face if face is not None else back
    if is_drawing(own):
        p.save()
        own.paint(p, rect)
        p.restore()
        return
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(rect.translated(3, 4), cardart.RADIUS, cardart.RADIUS)
    if isinstance(face, CardFace):
        cardart.paint_face(p, rect, face)
    elif isinstance(back, CardBack):
        cardart.paint_back(p, rect, back)


HINT = QColor(255, 213, 74, 215)  # the ring of a piece that may be moved now
# what a card keeps of its paints' copies: the scales and marks it was painted with lately (a
# seat's coats are larger when the table is theirs, smaller when it turns on: painted again
# at each turn, each time a copy of the same pixmaps)
COPIES_KEPT = 4


def whole_pixels(rect: QRectF, per_unit: float) -> QRectF:
    """`rect` grown right and down by less than a device pixel, so that it spans a whole number
    of device pixels at `per_unit` device pixels a unit (0: as it is).

    Qt keeps an item's device cache (`DeviceCoordinateCache`) while the item only moves, unless
    its rectangle rounded to the pixel grid changes size, which a size of 45.4 pixels does at
    about half of all places (it rounds to 45 or 46 as its left edge falls). A card that only
    slid (the table turning to the next person, a card travelling) was then painted into a new
    cache. A whole number of pixels rounds to itself at any place. Where the item is drawn does
    not change (its cache starts at its rounded top-left corner as before), nor what: the strip
    added lies beyond what it paints."""
    if per_unit <= 0:
        return rect
    w = math.ceil(rect.width() * per_unit - 1e-6) / per_unit
    h = math.ceil(rect.height() * per_unit - 1e-6) / per_unit
    return QRectF(rect.x(), rect.y(), w, h)


def _ring(p: QPainter, rect: QRectF, colour: QColor, width: float, out: float) -> None:
    """A mark around a card (moved by others, selected, movable), `out` beyond its edge."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, width))
    p.drawRoundedRect(rect.adjusted(-out, -out, out, out), cardart.RADIUS + out,
                      cardart.RADIUS + out)


def layers(piece: Piece) -> tuple[CardFace | Drawing, Callable[[QPainter, QRectF], None]] | None:
    """A drawing in two parts, if the piece's own art has them: `base`, a printed face or an
    own drawing that changes seldom, and `paint_over(p, rect)`, the little that changes often
    (a note, a name, tokens), painted over it. Each is kept in the shared pixmaps: a seat's
    plaque whose "decides" moves on keeps its picture, and only its line of text is new."""
    own = own_art(piece)
    over = getattr(own, "paint_over", None)
    base = getattr(own, "base", None)
    if over is None or not (isinstance(base, CardFace) or is_drawing(base)):
        return None
    return base, over


# a drawing's face and back (one of them None if it draws itself) and its size
DrawingKey = tuple[CardFace | Drawing | None, CardBack | Drawing | None, float, float]


def drawing_key(piece: Piece, w: float, h: float) -> DrawingKey:
    """What the shared pixmap of a piece's (base) drawing is kept under."""
    parts = layers(piece)
    if parts is None:
        return (piece.face, piece.back, w, h)
    base = parts[0]
    return (base, None, w, h) if isinstance(base, CardFace) else (None, base, w, h)


def prepare_art(piece: Piece, view_scale: float, hints: QPainter.RenderHint) -> bool:
    """Make ahead of time the shared pixmap a `CardItem` of `piece` will be painted from in a
    view of scale `view_scale` (the same key as `CardItem.paint`); True if one was made."""
    w, h = piece_size(piece)
    key = drawing_key(piece, w, h)
    box = QRectF(-4, -4, w + 10, h + 10)
    scale = piece.scale * view_scale
    hints = hints | QPainter.RenderHint.Antialiasing
    made = pixcache.prepare(box, key, lambda p: paint_drawing(p, key[0], key[1], w, h), scale,
                            hints)
    over = over_part(piece, w, h)
    if over is not None:  # what is painted over it (a name, a note), kept on its own
        made = pixcache.prepare(box, over[0], over[1], scale, hints) or made
    for ring_key, draw_ring in _rings(piece, w, h):  # its marks, if it gets one
        made = pixcache.prepare(box, ring_key, draw_ring, scale, hints) or made
    return made


def _rings(piece: Piece, w: float,
           h: float) -> list[tuple[tuple[object, ...], Callable[[QPainter], None]]]:
    """The keys and painters of the rings a card may wear when it is not in hand: moved by the
    others since its viewer last decided, and movable now (`CardItem.paint`)."""
    rect = QRectF(0, 0, w, h)
    width = 3 / max(0.4, min(1.0, piece.scale))
    out = 3.5 - width / 2
    return [(("recent", w, h), lambda q: _ring(q, rect, theme.RECENT, 3.5, 3)),
            (("mark", False, width, w, h), lambda q: _ring(q, rect, HINT, width, out))]


def over_part(piece: Piece, w: float,
              h: float) -> tuple[tuple[object, ...], Callable[[QPainter], None]] | None:
    """The key and painter of the part of a drawing in `layers` painted over its kept picture
    (None: the piece has no such part)."""
    parts = layers(piece)
    if parts is None:
        return None
    over = parts[1]
    rect = QRectF(0, 0, w, h)

    def draw_over(q: QPainter) -> None:
        q.save()
        over(q, rect)
        q.restore()

    own = own_art(piece)
    # what the part painted over depends on, if the art says (the same name's band on any card
    # of the trick is one pixmap), else the whole art
    what = getattr(own, "over_key", own)
    return ("over", type(own).__name__, what, w, h), draw_over


class CardItem(QGraphicsItem):
    """A card (face or back) drawn from a `Piece`; slides when its place changes."""

    def __init__(self, piece: Piece) -> None:
        super().__init__()
        self.piece = piece
        self.w, self.h = piece_size(piece)
        # device pixels a table unit covers in the view (`set_view_scale`; 0: not known yet)
        self._view_scale = 0.0
        # what the card's pictures cover (its shadow and rings included), and the bounds Qt is
        # given: the same, grown to whole device pixels (`whole_pixels`). Both kept, not made
        # at each call: Qt asks every item for its bounds several times a frame
        self.box = QRectF(-4, -4, self.w + 10, self.h + 10)
        self._bounds = self.box
        self.selected = False
        self.hint = False
        self.recent = False  # moved by the other players since this one last decided
        self.backdrop = False  # lies under a zone: drawn by the scene in its background
        self._anim: QVariantAnimation | None = None
        self._tip: str | None = None  # the piece's own tooltip, as Qt was given it
        self._ruled: tuple[str, str] | None = None  # (game, language) of the rule Qt holds
        # what the last paints copied, by what they were painted under (`paint`)
        self._copies: dict[tuple[object, ...], list[pixcache.Copy]] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(False)
        self._learn_art()
        self.apply(piece)

    def apply(self, piece: Piece) -> None:
        old = self.piece
        # only a card whose drawing changed is painted again: one that merely moved (or stayed)
        # keeps its cached pixmap, so a redraw after a move costs the changed cards alone
        new_art = (piece.face, piece.back) != (old.face, old.back)
        size = piece_size(piece) if new_art else (self.w, self.h)  # (its art's size)
        scale = self.scale()
        # (a piece dropped by a drag keeps its lifted scale until its new place comes)
        if size != (self.w, self.h) or piece.scale != old.scale or piece.scale != scale:
            self.w, self.h = size
            self.box = QRectF(-4, -4, self.w + 10, self.h + 10)
            self._fit_bounds(piece.scale)
        redraw = new_art or piece.scale != old.scale
        self.piece = piece
        # Qt is told only what changed (most pieces keep their size, height and tip)
        if scale != piece.scale:
            self.setScale(piece.scale)
        if self.zValue() != piece.z:
            self.setZValue(piece.z)
        if piece.tooltip != self._tip:
            self._tip = piece.tooltip
            self._ruled = None
            self.setToolTip(piece.tooltip)
        if new_art:  # (at a new scale, the same drawing: the copies at the old one kept)
            self._learn_art()
        if redraw:
            self.update()

    def toolTip(self) -> str:  # noqa: N802 (Qt API)
        self.fill_tip()
        return super().toolTip()

    def fill_tip(self) -> None:
        """A piece without a tooltip of its own tells what the rules say of it (the section or
        glossary term its id names, `ui/rules_tips.py`), in the game and language its scene
        names (`TableScene.tips`). Looked up when first wanted (a hover: `TableScene.helpEvent`,
        the zoom), not for every piece at every redraw: the first frame reads no rules text."""
        tips = getattr(self.scene(), "tips", None)
        if self.piece.tooltip or tips is None or tips == self._ruled:
            return
        from medici_table.ui.rules_tips import summary

        self._ruled = tips
        self.setToolTip(summary(tips[0], self.piece.id, tips[1]))

    def set_view_scale(self, scale: float) -> None:
        """The view's scale (device pixels a table unit covers, the view's own scale given):
        the item's bounds are made whole device pixels at it."""
        if scale != self._view_scale:
            self._view_scale = scale
            self._fit_bounds(self.piece.scale)

    def _fit_bounds(self, piece_scale: float) -> None:
        # a piece in the background (`backdrop`) has no device cache: its bounds are its box
        bounds = self.box if self.backdrop else whole_pixels(self.box,
                                                             self._view_scale * piece_scale)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds

    def scene_box(self) -> QRectF:
        """What the card's pictures cover, in the scene (its bounds may reach a little further,
        `whole_pixels`)."""
        return self.mapRectToScene(self.box)

    def _learn_art(self) -> None:
        """What `paint` draws the piece from, worked out when its drawing changes (`apply`), not
        at every paint: its drawing's key and painter, and (a drawing in `layers`) the key and
        painter of the part painted over it. Arts are frozen: an equal face and back draw alike."""
        piece, w, h = self.piece, self.w, self.h
        key = drawing_key(piece, w, h)
        self._key = key
        self._copies = {}

        def draw(q: QPainter) -> None:
            paint_drawing(q, key[0], key[1], w, h)

        self._draw = draw
        self._over = over_part(piece, w, h)  # what changes often, over the kept picture

    def set_backdrop(self, on: bool) -> None:
        """A piece under a zone (a game's mat or board) is part of the table's background: the
        scene draws it there, between the zones, and the item only answers hit tests."""
        if on != self.backdrop:
            self.backdrop = on
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, on)
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache if on
                              else QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self._fit_bounds(self.piece.scale)

    def _repaint(self) -> None:
        scene = self.scene()
        if self.backdrop and scene is not None:
            scene.invalidate(self.sceneBoundingRect(), scene.SceneLayer.BackgroundLayer)
        else:
            self.update()

    @property
    def home(self) -> QPointF:
        return QPointF(self.piece.x, self.piece.y)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.w, self.h), cardart.RADIUS, cardart.RADIUS)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # painted again at a scale it was painted at before (the item moved, its cache was let
        # go, the table turned it back to a seat it had): the same copies of the same pixmaps,
        # without looking each up again
        t = p.worldTransform()
        dpr = p.device().devicePixelRatioF()
        seen = (t.m11(), t.m12(), t.m21(), t.m22(), dpr, self.recent, self.selected, self.hint,
                self.backdrop, pixcache.generation)
        known = self._copies.get(seen)
        if known is not None:
            pixcache.copy_again(p, known, (t, dpr))
            return
        at = (t, dpr)
        rect = QRectF(0, 0, self.w, self.h)
        w, h = self.w, self.h
        # the drawing, what is painted over it and the marks each come from a shared pixmap:
        # a card that comes, goes or changes its mark is a few copies of pixels (stroking a
        # ring in vector cost 0.1 ms, a name in outlined letters 0.2 ms)
        box = self.box
        largest = ZONE_LARGEST if self.backdrop else pixcache.PIXMAP_LARGEST
        # a backdrop is in the table's background (scene.py), at its exact place
        copies = [pixcache.paint_cached(p, box, self._key, self._draw, largest,
                                        align=self.backdrop, at=at)]
        if self._over is not None:  # what changes often, over the kept picture
            over_key, draw_over = self._over
            copies.append(pixcache.paint_cached(p, box, over_key, draw_over, largest,
                                                align=self.backdrop, at=at))
        if self.recent:
            copies.append(pixcache.paint_cached(
                p, box, ("recent", w, h), lambda q: _ring(q, rect, theme.RECENT, 3.5, 3),
                at=at))
        if self.selected or self.hint:
            colour = theme.HIGHLIGHT if self.selected else HINT
            # as thick on a small card as on a full-size one, inside the item's bounds
            width = (4.5 if self.selected else 3) / max(0.4, min(1.0, self.piece.scale))
            out = 3.5 - width / 2
            copies.append(pixcache.paint_cached(p, box, ("mark", self.selected, width, w, h),
                                                lambda q: _ring(q, rect, colour, width, out),
                                                at=at))
        kept = [c for c in copies if c is not None]
        # unaligned copies do not depend on where the painter's origin falls in a pixel
        if not self.backdrop and len(kept) == len(copies):
            self._keep_copies(seen, kept)

    def _keep_copies(self, seen: tuple[object, ...], kept: list[pixcache.Copy]) -> None:
        """Keep what a paint copied under `seen`, beside what it copied at the other scales and
        marks it was painted with lately (`COPIES_KEPT`): none kept from before the shared
        pixmaps let one go (`pixcache.generation`, last in `seen`)."""
        copies = self._copies
        for old in [k for k in copies if k[-1] != seen[-1]]:
            del copies[old]
        if len(copies) >= COPIES_KEPT:
            del copies[next(iter(copies))]
        copies[seen] = kept

    def set_marks(self, selected: bool, hint: bool) -> None:
        if (selected, hint) != (self.selected, self.hint):
            self.selected, self.hint = selected, hint
            self._repaint()

    def set_recent(self, recent: bool) -> None:
        if recent != self.recent:
            self.recent = recent
            self._repaint()

    def lift(self, on: bool) -> None:
        """Picked up: a little larger, above everything; put down: back to its layout size."""
        scale = self.piece.scale * (1.06 if on else 1.0)
        self.setScale(scale)
        self._fit_bounds(scale)  # carried, it keeps its device cache from step to step
        self.setZValue(10000 if on else self.piece.z)

    # --- motion -------------------------------------------------------------------------------
    def slide_to(self, target: QPointF, ms: int) -> None:
        """Move to `target`, animated over `ms` milliseconds (0: at once). Never blocks."""
        self.stop()
        scene = self.scene()
        if ms <= 0 or scene is None or (self.pos() - target).manhattanLength() < 1:
            self.setPos(target)
            return
        # (a card is no QObject: the animation moves it, and belongs to its scene until it is
        # let go, later, never while it tells it ended)
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        anim = QVariantAnimation(scene)
        anim.valueChanged.connect(self.setPos)
        anim.setDuration(ms)
        anim.setStartValue(self.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(self._finished)
        self._anim = anim
        anim.start()

    def _finished(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.deleteLater()
        self.setZValue(self.piece.z)  # a piece that travelled above the table lands in place

    def stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            anim.deleteLater()
            self.setZValue(self.piece.z)

    @property
    def animating(self) -> bool:
        return self._anim is not None


def painted(zone: Zone) -> bool:
    """Whether a zone draws anything of its own (a stack is only a place: it shows its glow)."""
    return zone.kind in ("area", "note", "pile")


def zone_box(zone: Zone) -> QRectF:
    """The part of the table a zone's drawing may cover, in the zone's own coordinates."""
    below = 28 if zone.kind == "pile" else 0  # a pile's label lies under it
    return QRectF(-26, -6, zone.w + 52, zone.h + 12 + below)


def zone_scene_rect(zone: Zone) -> QRectF:
    return zone_box(zone).translated(zone.x, zone.y)


def paint_zone(p: QPainter, zone: Zone) -> None:
    """A zone's drawing at its place, through a pixmap shared by every zone that looks alike (a
    seat's area seen again from the same side is a copy of pixels). An area's or a pile's label
    is a pixmap of its own over it: a label that changes (whose hand, who plays, the trick's
    number) is new text, not a new translucent area."""
    p.save()
    p.translate(zone.x, zone.y)
    for box, key, draw in _zone_parts(zone):
        pixcache.paint_cached(p, box, key, draw, largest=ZONE_LARGEST, align=True)
    p.restore()


def prepare_zone(zone: Zone, t: QTransform, dpr: float, hints: QPainter.RenderHint) -> bool:
    """Make ahead of time the pixmaps `paint_zone` will copy for `zone` in a background painted
    under the transform `t` (pixel ratio `dpr`, render hints `hints`): a zone seen from another
    seat lies elsewhere, at another offset within a pixel, and its picture there is new (in
    the hot seat, 10 ms of the move that turns Courtisans' table). True if one was made."""
    at = QTransform(t)
    at.translate(zone.x, zone.y)  # as `paint_zone` translates its painter
    made = False
    for box, key, draw in _zone_parts(zone):
        made = pixcache.prepare_at(at, dpr, hints, box, key, draw, ZONE_LARGEST, True) or made
    return made


def _zone_parts(zone: Zone) -> list[tuple[QRectF, tuple[object, ...], Callable[[QPainter], None]]]:
    """The pictures a zone is painted from, each (box, key, draw) in the zone's coordinates."""
    apart = zone.kind in ("area", "pile")
    key = ("zone", zone.kind, zone.w, zone.h, "" if apart else zone.label)
    parts: list[tuple[QRectF, tuple[object, ...], Callable[[QPainter], None]]] = [
        (zone_box(zone), key, lambda q: _draw_zone(q, zone, not apart))]
    if apart and zone.label:
        parts.append((label_box(zone), ("label", zone.kind, zone.w, zone.h, zone.label,
                                        zone.label_h, bool(zone.badge)),
                      lambda q: _draw_label(q, zone)))
    return parts


LABEL_TAIL = "  — "  # an area's label: what it is, then what is said of it now


def label_box(zone: Zone) -> QRectF:
    """Where an area's or a pile's label is written (the text is clipped to it)."""
    if zone.kind == "pile":
        return QRectF(-20, zone.h + 1, zone.w + 40, 24)
    seal = 18 if zone.badge else 0  # an area's badge sits on its top right corner (`BadgeItem`)
    return QRectF(12, 3, zone.w - 24 - seal, zone.label_h)


def _draw_label(p: QPainter, zone: Zone) -> None:
    """The label, as large as it must be to be read at the view's scale (else not at all)."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(241, 217, 138, 200)
    if zone.kind == "pile":
        legibility.line(p, label_box(zone), zone.label, 15, colour, italic=True)
        return
    top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    if not legibility.line(p, label_box(zone), zone.label, 17, colour, italic=True,
                           align=top_left):
        # too long to be read at this size: its head, whose area it is ("Domain of Ada  — final
        # score 12 (…)": the score is the area's badge), not nothing
        head = zone.label.split(LABEL_TAIL)[0]
        if head != zone.label:
            legibility.line(p, label_box(zone), head, 17, colour, italic=True, align=top_left)


def _draw_zone(p: QPainter, zone: Zone, label: bool = True) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, zone.w, zone.h)
    if zone.kind == "area":
        p.setBrush(QColor(0, 0, 0, 38))
        pen = QPen(QColor(212, 175, 55, 110), 1.5, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(rect, 12, 12)
        if label and zone.label:
            _draw_label(p, zone)
    elif zone.kind == "note":  # a written sheet: a title line, then wrapped text
        p.setBrush(theme.PARCHMENT)
        p.setPen(QPen(theme.GOLD, 2))
        p.drawRoundedRect(rect, 8, 8)
        _write_note(p, zone, rect)
    elif zone.kind == "pile":
        p.setBrush(QColor(0, 0, 0, 50))
        p.setPen(QPen(QColor(212, 175, 55, 90), 1.2))
        p.drawRoundedRect(rect, 9, 9)
        if label and zone.label:
            _draw_label(p, zone)


def _write_note(p: QPainter, zone: Zone, rect: QRectF) -> None:
    """A sheet's title, then its text. A title too long for a line that can be read ("Missions
    de Lucrezia" on a narrow sheet of a small table) takes two lines above the text when both
    fit, else the text is written alone; where the text cannot be read, the title alone
    stands in the sheet's middle, on two lines if need be (the text is the sheet's tooltip).
    Never an empty sheet."""
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)

    head, _, body = zone.label.partition("\n")
    left_top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    one = QRectF(14, 4, zone.w - 28, 30)
    below = rect.adjusted(14, 36, -14, -6)
    if legibility.line_font(p, one, head, 19, bold=True) is not None:
        if not body or legibility.paragraph(p, below, body, theme.INK, largest=19,
                                            italic=False, align=left_top):
            legibility.line(p, one, head, 19, theme.INK, bold=True,
                            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return
    elif body:
        two = QRectF(10, 4, zone.w - 20, 58)
        if legibility.paragraph_font(p, two, head, largest=19, italic=False) is not None \
                and legibility.paragraph(p, rect.adjusted(14, 64, -14, -6), body, theme.INK,
                                         largest=19, italic=False, align=left_top):
            legibility.paragraph(p, two, head, theme.INK, largest=19, italic=False,
                                 align=left_top)
            return
        if legibility.paragraph(p, below, body, theme.INK, largest=19, italic=False,
                                align=left_top):
            return  # the text, which says more; the title is in the tooltip
    if not legibility.line(p, rect.adjusted(14, 6, -14, -6), head, 19, theme.INK, bold=True):
        legibility.paragraph(p, rect.adjusted(8, 4, -8, -4), head, theme.INK, largest=19,
                             italic=False)


class ZoneItem(QGraphicsItem):
    """A table area or stack: a drop target that glows when the piece in hand may go there.

    The zone's drawing is not the item's: the scene paints every zone into the view's cached
    background (`TableScene.drawBackground`), so a drag frame copies one opaque picture instead
    of blending dozens of large translucent ones. The item is the place (hit tests) and holds
    the glow.
    """

    def __init__(self, zone: Zone) -> None:
        super().__init__()
        self.zone = zone
        self.lit = False
        self.hover = False
        self._drawn: Zone | None = None  # the zone last applied
        self._bounds = zone_box(zone)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        # the glow is an item of its own: lighting a zone (every drop target changes as the
        # decider changes) leaves the table's background alone
        self.glow = GlowItem(self)
        self.apply(zone)

    def apply(self, zone: Zone) -> None:
        if zone == self._drawn:
            return
        old, self._drawn = self._drawn, zone
        if old is None or (old.w, old.h, old.kind) != (zone.w, zone.h, zone.kind):
            self.prepareGeometryChange()
            self._bounds = zone_box(zone)
        self.zone = zone
        self.setPos(zone.x, zone.y)
        self.setZValue(zone.z)
        self.glow.resize(zone.w, zone.h)
        if zone.kind == "note" or (old is not None and old.kind == "note"):
            # a written sheet's text, to read where the table is too small for it
            self.setToolTip(zone.label.replace("\n", "\n\n", 1) if zone.kind == "note" else "")

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def set_glow(self, lit: bool, hover: bool) -> None:
        if (lit, hover) != (self.lit, self.hover):
            self.lit, self.hover = lit, hover
            self.glow.set_glow(lit, hover)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass  # drawn by the scene, in the background (paint_zone)


class GlowItem(QGraphicsItem):
    """The light over a zone that is a legal target (brighter under the pointer); hidden else."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__(zone)
        self.w = self.h = 0.0
        self._bounds = QRectF(-6, -6, 12, 12)
        self.hover = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def resize(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self._bounds = QRectF(-6, -6, w + 12, h + 12)

    def set_glow(self, lit: bool, hover: bool) -> None:
        if hover != self.hover:
            self.hover = hover
            self.update()
        self.setVisible(lit or hover)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """From a pixmap shared by the glows of that size: the legal targets change with every
        decider, and a large zone's glow stroked and filled anew cost up to 1 ms."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pixcache.paint_cached(p, self._bounds, ("glow", self.hover, self.w, self.h), self._draw,
                             largest=ZONE_LARGEST)

    def _draw(self, p: QPainter) -> None:
        colour = QColor(theme.HIGHLIGHT)
        colour.setAlpha(255 if self.hover else 190)
        p.setPen(QPen(colour, 6 if self.hover else 3.5))
        fill = QColor(theme.HIGHLIGHT)
        fill.setAlpha(70 if self.hover else 28)
        p.setBrush(fill)
        p.drawRoundedRect(QRectF(-3, -3, self.w + 6, self.h + 6), 12, 12)


class SeatLight(QGraphicsItem):
    """The gold frame around the deciding seat's panel: whose turn it is, at a glance. One item
    the table moves from seat to seat (a frame drawn once per size, from a shared pixmap); a
    lit drop target's glow lies inside it, never in its place."""

    OUT = 9.0  # how far beyond the panel's edge the frame lies
    BAND = 34.0  # the strip along each edge that holds the frame and its rounded corners

    def __init__(self) -> None:
        super().__init__()
        self.w = self.h = 0.0
        self._bounds = QRectF()
        self.setZValue(-4)  # over the zones' drawings, under every piece
        self.setVisible(False)  # (no item cache: its four strips are the shared pixmaps)
        # what the last paint copied, and under what: a whole repaint of the view (a drag's
        # frame) copies the same four strips again without looking them up
        self._copies: tuple[tuple[object, ...], list[pixcache.Copy]] | None = None

    def light(self, rect: QRectF | None) -> None:
        """Frame `rect` (scene units), or nothing (None)."""
        if rect is None:
            self.setVisible(False)
            return
        if (rect.width(), rect.height()) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = rect.width(), rect.height()
            out = self.OUT + 6
            self._bounds = QRectF(-out, -out, self.w + 2 * out, self.h + 2 * out)
        self.setPos(rect.topLeft())
        self.setVisible(True)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = p.worldTransform()
        seen = (t.m11(), t.m12(), t.m21(), t.m22(), p.device().devicePixelRatioF(), self.w,
                self.h, pixcache.generation)
        if self._copies is not None and self._copies[0] == seen:
            pixcache.copy_again(p, self._copies[1], (t, seen[4]))
            return
        # four strips along the edges, not one pixmap of the whole panel: a seat's panel is
        # large and the frame a thin line, and a whole repaint of the view copied every pixel
        # of it (about a quarter of the table on Louis XIV)
        o, band = -self._bounds.x(), self.BAND
        outer_w, outer_h = self.w + 2 * o, self.h + 2 * o
        copies = []
        for strip in (QRectF(-o, -o, outer_w, band), QRectF(-o, self.h + o - band, outer_w, band),
                      QRectF(-o, band - o, band, outer_h - 2 * band),
                      QRectF(self.w + o - band, band - o, band, outer_h - 2 * band)):
            if strip.width() > 0 and strip.height() > 0:
                copies.append(pixcache.paint_cached(p, strip, ("seat-light", self.w, self.h),
                                                    self._draw, largest=ZONE_LARGEST))
        kept = [c for c in copies if c is not None]
        # (unaligned copies do not depend on where the painter's origin falls in a pixel)
        self._copies = (seen, kept) if len(kept) == len(copies) else None

    def _draw(self, p: QPainter) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        out = self.OUT
        rect = QRectF(-out, -out, self.w + 2 * out, self.h + 2 * out)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((12.0, 40), (7.0, 70)):  # a soft halo
            colour = QColor(theme.HIGHLIGHT)
            colour.setAlpha(alpha)
            p.setPen(QPen(colour, width))
            p.drawRoundedRect(rect, 16, 16)
        p.setPen(QPen(theme.GOLD_PALE, 3.0))
        p.drawRoundedRect(rect, 16, 16)


class BadgeItem(QGraphicsItem):
    """A large number in a gold seal above a stack or pile (its total, its count)."""

    SIZE = 40.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._colour = ""  # as given to set_text
        self.colour = QColor.fromRgba(theme.WALNUT.rgba())  # (a copy: `QColor(QColor)` weighs
        # Qt.GlobalColor among its overloads, which makes Qt's namespace, 93 enums, ~22 ms)
        self.setZValue(5000)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._bounds = BADGE_BOUNDS  # whole device pixels in the view (`set_view_scale`)

    def set_view_scale(self, scale: float) -> None:
        """As `CardItem.set_view_scale`: a badge that moves keeps its device cache."""
        bounds = whole_pixels(BADGE_BOUNDS, scale)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds

    def set_text(self, text: str, colour: str) -> None:
        if (text, colour) == (self.text, self._colour):
            return
        self._colour = colour
        self.text = text
        self.colour = QColor(colour) if colour else QColor.fromRgba(theme.WALNUT.rgba())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # from a pixmap shared by the badges of that number and colour, which a window's first
        # frame reads back from the disk (`pixcache`): drawn, its pen and brush make Qt's
        # namespace's 93 enums (~22 ms)
        pixcache.paint_cached(p, BADGE_BOUNDS, ("badge", self.text, self.colour.rgba()),
                              self._draw, align=True)

    def _draw(self, p: QPainter) -> None:
        rect = QRectF(0, 0, self.SIZE, self.SIZE)
        p.setBrush(self.colour)
        p.setPen(QPen(theme.GOLD, 2.5))
        p.drawEllipse(rect)
        cardart.draw_number(p, self.text, rect, 26 if len(self.text) < 3 else 20,
                            theme.ink_on(self.colour))


BADGE_BOUNDS = QRectF(-2, -2, BadgeItem.SIZE + 4, BadgeItem.SIZE + 4)
