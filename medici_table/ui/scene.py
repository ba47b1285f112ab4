"""The table scene: turns a `TableLayout` into items, reusing them by id so cards slide."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from medici_table.engine import Move
from medici_table.ui import matching, theme
from medici_table.ui.drag import DragHandler
from medici_table.ui.items import BadgeItem, CardItem, ZoneItem
from medici_table.ui.layout import TableLayout


class TableScene(QGraphicsScene):
    """Items are dumb views of the last layout; the handler turns mouse input into signals."""

    dropped = Signal(str, str)  # piece, target: matches one or more legal moves
    refused = Signal(str, str)  # piece, target: a table zone, but no legal move
    target_clicked = Signal(str)  # a place chosen alone (a deck to draw, a stack to eliminate)
    piece_clicked = Signal(str)  # a piece chosen alone (a Jester to re-value)
    not_now = Signal(str)  # a face-up card of the table was pulled, but it has no move now
    inspected = Signal(str)  # a piece with no move was clicked: it may show what it holds

    def __init__(self, anim_ms: int = 180) -> None:
        super().__init__()
        self.anim_ms = anim_ms
        self.cards: dict[str, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.badges: dict[str, BadgeItem] = {}
        self.moves: list[Move] = []
        self.interactive = True
        self.hints = True
        self.layout_: TableLayout | None = None
        self.drag = DragHandler(self)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # --- layout ------------------------------------------------------------------------------------
    def apply_layout(self, layout: TableLayout, animate: bool = True) -> None:
        """Show `layout`: new items appear, known ones slide to their new place, others go."""
        self.drag.cancel()
        self.layout_ = layout
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))
        self._sync_zones(layout)
        seen: set[str] = set()
        ms = self.anim_ms if animate else 0
        for piece in layout.pieces:
            seen.add(piece.id)
            item = self.cards.get(piece.id)
            target = QPointF(piece.x, piece.y)
            if item is None:
                item = CardItem(piece)
                item.setPos(target)
                self.addItem(item)
                self.cards[piece.id] = item
            else:
                item.apply(piece)
                item.slide_to(target, ms)
        for pid in list(self.cards):
            if pid not in seen:
                item = self.cards.pop(pid)
                item.stop()
                self.removeItem(item)
        self.refresh_marks()

    def _sync_zones(self, layout: TableLayout) -> None:
        seen: set[str] = set()
        for zone in layout.zones:
            seen.add(zone.id)
            item = self.zones.get(zone.id)
            if item is None:
                item = ZoneItem(zone)
                self.addItem(item)
                self.zones[zone.id] = item
            else:
                item.apply(zone)
            badge = self.badges.get(zone.id)
            if zone.badge:
                if badge is None:
                    badge = BadgeItem()
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
                self.removeItem(self.zones.pop(zid))
                if zid in self.badges:
                    self.removeItem(self.badges.pop(zid))

    # --- what may be done ----------------------------------------------------------------------------
    def set_moves(self, moves: list[Move], interactive: bool = True) -> None:
        self.moves = moves
        self.interactive = interactive
        self.drag.cancel()
        self.refresh_marks()

    def refresh_marks(self) -> None:
        """Light what matters now: the targets of the piece in hand, else clickable places."""
        piece = self.drag.active_piece()
        lit: set[str] = set()
        movable: set[str] = set()
        if self.interactive:
            if piece is not None:
                lit = matching.targets_for(self.moves, piece)
            else:
                lit = set(matching.target_actions(self.moves))
                if self.hints:
                    movable = matching.movable(self.moves) | set(matching.piece_actions(self.moves))
                    if matching.target_actions(self.moves):
                        movable.add(matching.ANY_PIECE)
        hover = self.drag.hover_target()
        for zid, zitem in self.zones.items():
            zitem.set_glow(zid in lit, zid == hover and zid in lit)
        for item in self.cards.values():
            card = item.piece.card
            item.set_marks(card is not None and card == piece,
                           card is not None and card in movable and piece is None)

    def card_item(self, card: str) -> CardItem | None:
        for item in self.cards.values():
            if item.piece.card == card:
                return item
        return self.cards.get(card)

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
        for item in self.cards.values():
            item.set_recent(item.piece.card in cards or item.piece.id in cards)

    def return_home(self, item: CardItem) -> None:
        item.lift(False)
        item.slide_to(item.home, self.anim_ms)

    # --- input, handed to the drag handler -----------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.press(event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.drag.move(event)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.release(event)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.drag.cancel()
            self.refresh_marks()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- the baize -----------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # noqa: N802, E501
        painter.fillRect(rect, theme.WALNUT)
        table = self.sceneRect()
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
