"""The table scene: turns a `TableLayout` into items, reusing them by id so cards slide."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from medici_table.engine import Move
from medici_table.ui import artcache, matching, pixcache, theme
from medici_table.ui.drag import DragHandler
from medici_table.ui.items import (
    BadgeItem,
    CardItem,
    SeatLight,
    ZoneItem,
    label_box,
    paint_zone,
    painted,
    prepare_zone,
    zone_scene_rect,
)
from medici_table.ui.layout import Piece, TableLayout, Zone


class TableScene(QGraphicsScene):
    """Items are dumb views of the last layout; the handler turns mouse input into signals."""

    dropped = Signal(str, str)  # piece, target: matches one or more legal moves
    refused = Signal(str, str)  # piece, target: a table zone, but no legal move
    target_clicked = Signal(str)  # a place chosen alone (a deck to draw, a stack to eliminate)
    piece_clicked = Signal(str)  # a piece chosen alone (a Jester to re-value)
    not_now = Signal(str)  # a piece the moves name was pulled, but it has no move now
    inspected = Signal(str)  # a piece with no move was clicked: it may show what it holds

    def __init__(self, anim_ms: int = 180) -> None:
        super().__init__()
        self.anim_ms = anim_ms
        self.cards: dict[str, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.badges: dict[str, BadgeItem] = {}
        self.moves: list[Move] = []
        # a piece that stands for a move naming nothing (the deck's top card for "turn up"):
        # dropped on its place, or clicked, it makes that move (set by the table's `_dress`)
        self.stand_ins: dict[str, str] = {}
        self.interactive = True
        self.hints = True
        # the game and language of the rule a piece without a tooltip of its own tells when
        # hovered (`CardItem.fill_tip`); set by the table
        self.tips: tuple[str, str] | None = None
        self.taught: list[Move] | None = None  # a lesson's move: only it is lit (ui/learning.py)
        # the table is hidden (the hot-seat curtain is up: `refresh_marks`); set by the table
        self.covered: Callable[[], bool] = lambda: False
        self.layout_: TableLayout | None = None
        self.drag = DragHandler(self)
        self._painted: list[Zone] = []  # the zones drawn in the background
        # what the background holds above the baize, bottom first: (z, 0, order, zone) and
        # (z, 1, order, piece item) for the pieces under a zone
        self._under: list[tuple[float, int, int, Zone | CardItem]] = []
        self._baize: tuple[tuple[float, ...], QPixmap] | None = None
        # the transform, pixel ratio and render hints the background was last painted with:
        # the zones of a layout to come are drawn ahead for it (`prepare_zones`)
        self._background_painter: tuple[QTransform, float, QPainter.RenderHint] | None = None
        # the items of each card id (of the last layout), and the items lit, marked or ringed
        # now, by id(item): a new mark or ring touches those that change, not every item
        self._by_card: dict[str, list[CardItem]] = {}
        self._glows: dict[str, tuple[bool, bool]] = {}
        self._marked: dict[int, tuple[CardItem, bool, bool]] = {}
        self._ringed: dict[int, CardItem] = {}
        # the marks chosen and not shown yet (`marks_once`), and how deep in it
        self._wanted: tuple[dict[str, tuple[bool, bool]],
                            dict[int, tuple[CardItem, bool, bool]]] | None = None
        self._batched = 0
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.view_scale = 0.0  # the view's (`set_view_scale`): items' bounds are whole pixels
        self.seat_light = SeatLight()  # the deciding seat's panel (layout.decider), framed
        self.addItem(self.seat_light)

    # --- layout ------------------------------------------------------------------------------------
    def apply_layout(self, layout: TableLayout, animate: bool = True,
                     travel: tuple[QPointF, int] | None = None) -> None:
        """Show `layout`: new items appear, known ones slide to their new place, others go.
        With `travel` (a point, a time: a computer's move), the pieces that come leave from
        that point (the mover's seat) and every piece that moves takes that time to arrive."""
        self.drag.cancel()
        self.layout_ = layout
        table = QRectF(0, 0, layout.width, layout.height)
        if table != self.sceneRect():
            self.setSceneRect(table)
            self.invalidate(table.adjusted(-40, -40, 40, 40), QGraphicsScene.SceneLayer.BackgroundLayer)
        dirty = self._sync_zones(layout)
        # a piece under a zone (a mat, a board) is drawn in the background, below that zone
        top = max((z.z for z in self._painted), default=-math.inf)
        seen: set[str] = set()
        backdrops: set[str] = set()
        by_card: dict[str, list[CardItem]] = {}
        self._by_card = by_card
        ms = self.anim_ms if animate else 0
        for piece in layout.pieces:
            seen.add(piece.id)
            item = self.cards.get(piece.id)
            backdrop = piece.z < top and piece.card is None
            if piece.card is not None and item is not None:
                by_card.setdefault(piece.card, []).append(item)
            if item is not None and not backdrop and not item.backdrop and piece == item.piece \
                    and not item.animating and item.pos() == QPointF(piece.x, piece.y):
                continue  # as it was, where it was (most pieces at most moves): nothing to do
            target = QPointF(piece.x, piece.y)
            if backdrop:
                backdrops.add(piece.id)
            if item is None:
                item = CardItem(piece)
                item.set_backdrop(backdrop)
                item.set_view_scale(self.view_scale)
                item.setPos(target)
                self.addItem(item)
                self.cards[piece.id] = item
                if piece.card is not None:
                    by_card.setdefault(piece.card, []).append(item)
                if backdrop:
                    dirty.append(item.sceneBoundingRect())
                elif travel is not None and ms:  # from the mover's seat to its place
                    half = QPointF(item.w, item.h) * (piece.scale / 2)
                    item.setPos(travel[0] - half)
                    item.setZValue(9000)  # above the table on its way
                    item.slide_to(target, travel[1])
            elif backdrop or item.backdrop:
                old = item.piece
                before = item.sceneBoundingRect()
                was = item.backdrop
                item.stop()
                item.set_backdrop(backdrop)
                item.apply(piece)
                item.setPos(target)
                if was != backdrop or _piece_looks(old) != _piece_looks(piece):
                    dirty += [before, item.sceneBoundingRect()]
            else:
                item.apply(piece)
                if travel is not None and ms and item.pos() != target:
                    item.setZValue(9000)
                    item.slide_to(target, travel[1])
                else:
                    item.slide_to(target, ms)
        for pid in list(self.cards):
            if pid not in seen:
                item = self.cards.pop(pid)
                item.stop()
                if item.backdrop:
                    dirty.append(item.sceneBoundingRect())
                self.removeItem(item)
        self._under = sorted(
            [(z.z, 0, i, z) for i, z in enumerate(self._painted)]
            + [(it.piece.z, 1, i, it) for i, (pid, it) in enumerate(self.cards.items())
               if pid in backdrops],
            key=lambda entry: entry[:3])
        for rect in dirty:
            self.invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)
        self.seat_light.light(self._seat_rect(layout.decider))
        self.refresh_marks()

    def set_view_scale(self, scale: float) -> None:
        """The view's scale changed (a resize, a zoom): the items with a device cache are given
        bounds of whole device pixels at it (`items.whole_pixels`), so that one that only moves
        keeps its cache."""
        if scale == self.view_scale:
            return
        self.view_scale = scale
        for item in self.cards.values():
            item.set_view_scale(scale)
        for badge in self.badges.values():
            badge.set_view_scale(scale)

    def _sync_zones(self, layout: TableLayout) -> list[QRectF]:
        """Zone items (places and glows) follow the layout. Returns where the background (where
        the zones are drawn) must be painted again: where a zone's drawing appeared, changed,
        moved or went — unless another zone's drawing, alike, takes or left its place. When
        the table turns to the next person, every seat's areas move to the next seat's place,
        where the same areas were drawn: the background stays (it was painted again whole,
        blending every area anew)."""
        seen: set[str] = set()
        before = [i.zone for i in self.zones.values() if painted(i.zone)]
        moved: list[tuple[Zone | None, Zone]] = []  # (as it was, as it is) by id
        for zone in layout.zones:
            seen.add(zone.id)
            item = self.zones.get(zone.id)
            if item is not None and zone == item.zone:
                continue  # as it was: its drawing, glow's size and badge too
            if item is None:
                item = ZoneItem(zone)
                self.addItem(item)
                self.zones[zone.id] = item
                moved.append((None, zone))
            else:
                old = item.zone
                if _looks(old) != _looks(zone):
                    moved.append((old, zone))
                item.apply(zone)
            badge = self.badges.get(zone.id)
            if zone.badge:
                if badge is None:
                    badge = BadgeItem()
                    badge.set_view_scale(self.view_scale)
                    self.addItem(badge)
                    self.badges[zone.id] = badge
                badge.set_text(zone.badge, zone.badge_colour)
                if zone.kind == "stack":
                    badge.setPos(zone.x + zone.w / 2 - BadgeItem.SIZE / 2,
                                 zone.y + zone.h - BadgeItem.SIZE + 4)
                else:
                    badge.setPos(zone.x + zone.w - BadgeItem.SIZE / 2 - 4, zone.y - 12)
            elif badge is not None:
                self.removeItem(self.badges.pop(zone.id))
        for zid in list(self.zones):
            if zid not in seen:
                gone = self.zones.pop(zid)
                self.removeItem(gone)
                if zid in self.badges:
                    self.removeItem(self.badges.pop(zid))
        # in the order Qt stacked the items: by z, then in the order they were first added
        self._painted = [i.zone for i in self.zones.values() if painted(i.zone)]
        return _changed_drawings(before, self._painted, moved)

    # --- what may be done ----------------------------------------------------------------------------
    def set_moves(self, moves: list[Move], interactive: bool = True) -> None:
        self.moves = moves
        self.interactive = interactive
        self.drag.cancel()
        self.refresh_marks()

    def refresh_marks(self) -> None:
        """Light what matters now: the targets of the piece in hand, else clickable places.

        Not while the table is covered: no one sees it, and the marks of the person who
        decided last stay until those of the next are set as the curtain is lifted. Within
        `marks_once`, the items are told only at its end, what they are to show then: a move
        darkens the table then lights it for the next person (its moves come after its
        sheets and curtain), and a piece marked for both was painted again for nothing (in a
        Les 7 Blasons hot seat, 10-20 a move)."""
        if self.covered():
            self._wanted = None  # (nor what was chosen before the curtain came)
            return
        piece = self.drag.active_piece()
        lit: set[str] = set()
        movable: set[str] = set()
        shown = self.moves if self.taught is None else self.taught
        if self.interactive:
            if piece is not None:
                lit = matching.targets_for(shown, piece)
            else:
                lit = set(matching.target_actions(shown))
                if self.taught is not None:  # a lesson: where the taught piece goes, too
                    lit |= {m.target for m in self.taught if m.target}
                if self.hints or self.taught is not None:
                    movable = matching.movable(shown) | set(matching.piece_actions(shown))
                    if matching.target_actions(shown):
                        movable.add(matching.ANY_PIECE)
        hover = self.drag.hover_target()
        glows = {zid: (True, zid == hover) for zid in lit if zid in self.zones}
        marked: dict[int, tuple[CardItem, bool, bool]] = {}
        for card, selected in ((c, False) for c in movable) if piece is None else ((piece, True),):
            for item in self._by_card.get(card, ()):
                marked[id(item)] = (item, selected, not selected)
        self._wanted = glows, marked
        if not self._batched:
            self._show_marks()

    def _show_marks(self) -> None:
        """Tell the zones and cards the marks `refresh_marks` chose last. Only those lit or
        marked now or at the last look are told (the rest are dark already): a move's two or
        three looks went over every item of the table."""
        if self._wanted is None:
            return
        (glows, marked), self._wanted = self._wanted, None
        for zid in self._glows.keys() | glows.keys():
            zitem = self.zones.get(zid)
            if zitem is not None:
                zitem.set_glow(*glows.get(zid, (False, False)))
        self._glows = glows
        for key in self._marked.keys() | marked.keys():
            item, selected, hint = marked.get(key) or (self._marked[key][0], False, False)
            item.set_marks(selected, hint)
        self._marked = marked

    @contextmanager
    def marks_once(self) -> Iterator[None]:
        """The marks chosen within are shown once, at its end (`refresh_marks`)."""
        self._batched += 1
        try:
            yield
        finally:
            self._batched -= 1
            if not self._batched:
                self._show_marks()

    def card_item(self, card: str) -> CardItem | None:
        for item in self.cards.values():
            if item.piece.card == card:
                return item
        return self.cards.get(card)

    def _seat_rect(self, name: str) -> QRectF | None:
        """Where the deciding seat's panel lies: a zone, or a piece (a seat's plaque)."""
        zone = self.zones.get(name)
        if zone is not None:
            return QRectF(zone.zone.x, zone.zone.y, zone.zone.w, zone.zone.h)
        item = self.cards.get(name)
        if item is not None:
            piece = item.piece
            return QRectF(piece.x, piece.y, item.w * piece.scale, item.h * piece.scale)
        return None

    def seat_point(self, name: str) -> QPointF | None:
        """The middle of a seat's panel named by a layout's `decider` (a zone or a piece)."""
        zone = self.zones.get(name)
        if zone is not None:
            return zone.sceneBoundingRect().center()
        item = self.cards.get(name)
        return item.scene_box().center() if item is not None else None

    def animating(self) -> bool:
        return any(item.animating for item in self.cards.values())

    def finish_animations(self) -> None:
        for item in self.cards.values():
            if item.animating:
                item.stop()
                item.setPos(item.home)

    def settle(self) -> None:
        """Every card back to its place in the last layout (a prompt was cancelled)."""
        for item in self.cards.values():
            if item.pos() != item.home:
                self.return_home(item)

    def set_recent(self, cards: set[str]) -> None:
        """Ring the cards the other players just moved, so the next player sees what changed."""
        ringed = {id(item): item for name in cards
                  for item in (*self._by_card.get(name, ()), self.cards.get(name)) if item}
        for key in self._ringed.keys() | ringed.keys():
            item = ringed.get(key)
            if item is not None:
                item.set_recent(True)
            else:
                self._ringed[key].set_recent(False)
        self._ringed = ringed

    def return_home(self, item: CardItem) -> None:
        item.lift(False)
        item.slide_to(item.home, self.anim_ms)

    # --- input, handed to the drag handler -----------------------------------------------------------
    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802 (Qt API)
        """A tooltip asked for: the pieces under the pointer tell their rule first (Qt shows
        the top one's that has a tooltip, as always)."""
        for item in self.items(event.scenePos()):
            if isinstance(item, CardItem):
                item.fill_tip()
        super().helpEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.press(event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.drag.move(event)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.release(event)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.key() == Qt.Key.Key_Escape:
            self.drag.cancel()
            self.refresh_marks()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- the baize and the zones: the view's cached background --------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # noqa: N802, E501
        """The baize, then every zone's drawing (bottom first). The view keeps the result as one
        opaque picture (`CacheBackground`) and paints it again only where `_sync_zones` says a
        zone changed: a drag frame copies it instead of blending each zone's pixmap."""
        self._background_painter = (painter.worldTransform(), pixcache.device_ratio(painter),
                                    painter.renderHints())
        self._paint_baize(painter, rect)
        # what is painted again after a move is often a few strips (the seats that turned), whose
        # bounding rectangle is the whole table: a zone or board is drawn only if it meets them
        exposed = _exposed(painter)
        for _z, _kind, _order, what in self._under:
            if isinstance(what, CardItem):
                box = what.sceneBoundingRect()
                if box.intersects(rect) and _meets(exposed, painter, box):
                    painter.save()
                    painter.setTransform(what.sceneTransform(), True)
                    what.paint(painter, QStyleOptionGraphicsItem())
                    painter.restore()
            else:
                box = zone_scene_rect(what)
                if box.intersects(rect) and _meets(exposed, painter, box):
                    paint_zone(painter, what)

    def prepare_zones(self, layout: TableLayout) -> None:
        """Draw ahead, into the shared pixmaps, the zones of `layout` (the table as another
        person will see it) as the background would paint them now: when the table turns to
        that person, their zones are copies of pixels."""
        if self._background_painter is None:
            return
        t, dpr, hints = self._background_painter
        for zone in layout.zones:
            if painted(zone):
                prepare_zone(zone, t, dpr, hints)

    def _paint_baize(self, painter: QPainter, rect: QRectF) -> None:
        """The walnut around the table and the baize, from a pixmap made once per table size and
        zoom (its gradient, drawn anew, costs about 5 ms for the whole view). The pixmap is
        opaque: the walnut is filled only where it does not reach (filling the whole view
        first cost 0.5-1.4 ms at every move, the seats turning with the viewer)."""
        table = self.sceneRect()
        box = table.adjusted(-16, -16, 16, 16)  # the walnut rim's pen reaches 15 units out
        t = painter.worldTransform()
        scale = t.m11()
        if t.type().value > QTransform.TransformationType.TxScale.value or scale <= 0 \
                or t.m22() != scale:
            painter.fillRect(rect, theme.WALNUT)
            _draw_baize(painter, table)
            return
        dpr = pixcache.device_ratio(painter)  # a HiDPI screen's own pixels, not blown up
        unit = scale * dpr  # device pixels per table unit
        # where the table's corner falls within a device pixel: drawn there, as if directly
        ox, oy = (box.x() * scale + t.dx()) * dpr, (box.y() * scale + t.dy()) * dpr
        fx, fy = round(ox - math.floor(ox), 3), round(oy - math.floor(oy), 3)
        w = max(1, math.ceil(box.width() * unit + fx))
        h = max(1, math.ceil(box.height() * unit + fy))
        target = QRectF(box.x() - fx / unit, box.y() - fy / unit, w / unit, h / unit)
        pixel = 1 / unit  # the strips reach a device pixel under the pixmap: no seam
        strips = _outside(rect, target.adjusted(pixel, pixel, -pixel, -pixel))
        if strips:  # (filled as one path, not by `fillRect`, which weighs a gradient's preset
            # among its overloads (QGradient's 169 enums), nor by a painter's pen and brush, as
            # `setPen` and `setBrush` weigh Qt's namespace's (93 at once, ~22 ms): the strips
            # are whole device pixels, apart, so the same pixels)
            around = QPainterPath()
            for strip in strips:
                around.addRect(strip)
            painter.fillPath(around, solid(theme.WALNUT))
        key = (table.x(), table.y(), table.width(), table.height(), round(scale, 4), dpr, fx, fy)
        if self._baize is None or self._baize[0] != key:
            # a window's first frame: the baize drawn at the last start, read back (its gradient
            # over the whole table cost more than the copy), opaque as drawn
            on_disk = artcache.table_picture(("baize", *key), w, h, dpr, opaque=True)
            if on_disk is not None and on_disk[1] is not None:
                pixmap = QPixmap.fromImage(on_disk[1])
            else:
                pixmap = QPixmap(w, h)
                pixmap.setDevicePixelRatio(dpr)
                pixmap.fill(theme.WALNUT)  # opaque: copied, never blended
                q = QPainter(pixmap)
                q.translate(fx / dpr, fy / dpr)
                q.scale(scale, scale)
                q.translate(-box.x(), -box.y())
                _draw_baize(q, table)
                q.end()
                if on_disk is not None:
                    artcache.keep_later(on_disk[0], pixmap)
            self._baize = (key, pixmap)
        painter.drawPixmap(target, self._baize[1], QRectF(0, 0, w, h))


def _exposed(painter: QPainter) -> QRegion | None:
    """The region being painted, in device pixels (None: all of it)."""
    if not painter.hasClipping():
        return None
    t = painter.worldTransform()
    return t.map(painter.clipRegion())


def _meets(exposed: QRegion | None, painter: QPainter, box: QRectF) -> bool:
    """Whether `box` (scene units) meets the exposed region, with a margin of a few device
    pixels (the clip comes back through the view's scale and may be rounded by a pixel)."""
    if exposed is None:
        return True
    area = painter.worldTransform().mapRect(box).toAlignedRect().adjusted(-3, -3, 3, 3)
    return exposed.intersects(area)


def solid(colour: QColor) -> QBrush:
    """A brush of `colour`, made without `QBrush(colour)` (which weighs Qt.GlobalColor among
    its overloads, and so makes Qt's namespace's 93 enums): a plain pen's, told its colour."""
    pen = QPen()
    pen.setColor(colour)
    return pen.brush()


def _outside(rect: QRectF, box: QRectF) -> list[QRectF]:
    """The parts of `rect` outside `box`: up to four strips (above, below, left, right)."""
    if not rect.intersects(box):
        return [rect]
    out = []
    if rect.top() < box.top():
        out.append(QRectF(rect.left(), rect.top(), rect.width(), box.top() - rect.top()))
    if rect.bottom() > box.bottom():
        out.append(QRectF(rect.left(), box.bottom(), rect.width(), rect.bottom() - box.bottom()))
    top, bottom = max(rect.top(), box.top()), min(rect.bottom(), box.bottom())
    if rect.left() < box.left():
        out.append(QRectF(rect.left(), top, box.left() - rect.left(), bottom - top))
    if rect.right() > box.right():
        out.append(QRectF(box.right(), top, rect.right() - box.right(), bottom - top))
    return out


def _changed_drawings(before: list[Zone], after: list[Zone],
                      moved: list[tuple[Zone | None, Zone]]) -> list[QRectF]:
    """Where the zones' drawings differ between `before` and `after` (each bottom first): the
    places of the drawings that went or came, compared as drawings (`_parts`), not by id (an
    area whose label alone changed is painted again under its label). A zone that took the
    place of an alike one whose drawing meets another zone's of the same height is drawn again
    too (their order there may have changed)."""
    if not moved and len(before) == len(after):
        return []  # every zone as it was
    old = Counter(looks for zone in before for looks in _parts(zone))
    new = Counter(looks for zone in after for looks in _parts(zone))
    changed = (old - new) + (new - old)
    dirty = [_part_rect(looks) for looks in changed]
    inks: list[tuple[float, QRectF, Zone]] | None = None  # worked out when first needed
    for was, zone in moved:
        parts = _parts(zone)
        if not parts or any(looks in changed for looks in parts):
            continue
        if inks is None:
            inks = [(other.z, _ink(other), other) for other in after]
        ink = _ink(zone)
        if any(z == zone.z and other is not zone and ink.intersects(box)
               for z, box, other in inks):
            dirty += [_part_rect(looks) for z in (was, zone) if z is not None
                      for looks in _parts(z)]
    return dirty


def _parts(zone: Zone) -> list[tuple[object, ...]]:
    """What a zone draws in the background, as drawings: its body (an area's or a pile's label
    apart, a picture of its own) and its label."""
    if not painted(zone):
        return []
    body = (zone.x, zone.y, zone.z, zone.w, zone.h, zone.kind)
    if zone.kind not in ("area", "pile"):
        return [(*body, "all", zone.label)]
    if zone.label:
        return [body, (*body, "label", zone.label, zone.label_h, bool(zone.badge))]
    return [body]


def _part_rect(looks: tuple[object, ...]) -> QRectF:
    """Where a part of a zone's drawing (`_parts`) may put paint."""
    x, y, _z, w, h, kind = looks[:6]
    assert isinstance(x, float | int) and isinstance(y, float | int)
    assert isinstance(w, float | int) and isinstance(h, float | int)
    tall = looks[8] if len(looks) > 8 and looks[6] == "label" else 26.0  # its label's line
    assert isinstance(tall, float | int)
    zone = Zone("", x, y, w, h, str(looks[7]) if len(looks) > 7 else "", str(kind),
                label_h=float(tall), badge="1" if len(looks) > 9 and looks[9] else "")
    if len(looks) > 7 and looks[6] == "label":
        return label_box(zone).translated(zone.x, zone.y).adjusted(-2, -2, 2, 2)
    return zone_scene_rect(zone)


def _ink(zone: Zone) -> QRectF:
    """Where a zone's drawing puts paint: its rounded rectangle and pen, a pile's label below."""
    rect = QRectF(zone.x - 2, zone.y - 2, zone.w + 4, zone.h + 4)
    if zone.kind == "pile" and zone.label:
        rect = rect.united(QRectF(zone.x - 20, zone.y + zone.h, zone.w + 40, 26))
    return rect


def _looks(zone: Zone) -> tuple[object, ...]:
    """What of a zone shows in the background (its badge and glow are items of their own)."""
    return (zone.x, zone.y, zone.z, zone.w, zone.h, zone.kind, zone.label,
            zone.label_h, bool(zone.badge)) if painted(zone) else ()


def _piece_looks(piece: Piece) -> tuple[object, ...]:
    return (piece.x, piece.y, piece.z, piece.scale, piece.face, piece.back)


def _draw_baize(painter: QPainter, table: QRectF) -> None:
    from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
    from PySide6.QtGui import QRadialGradient  # (when drawn: `ui/cardart.py`'s head)
    grad = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.65)
    grad.setColorAt(0, theme.BAIZE.lighter(115))
    grad.setColorAt(1, theme.BAIZE_DARK)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(theme.WALNUT_LIGHT, 14))
    painter.drawRoundedRect(table.adjusted(-8, -8, 8, 8), 24, 24)
    painter.setPen(QPen(QColor(212, 175, 55, 120), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(table.adjusted(4, 4, -4, -4), 18, 18)
