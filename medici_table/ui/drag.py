"""Scene-level drag and drop and click-to-select (KPat's way: no QDrag, testable offscreen).

Press picks a card the deciding player may move; movement under 4 px is ignored; while the
card follows the mouse, its legal targets glow and the one under the pointer glows brighter;
release drops it there or sends it home. A press and release without moving selects the card
instead; a click on a glowing place then drops it there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from medici_table.ui import matching
from medici_table.ui.items import CardItem, ZoneItem

if TYPE_CHECKING:
    from medici_table.ui.scene import TableScene

THRESHOLD_PX = 4

# a place on the table: its bounds in the scene (left, top, right, bottom), its item, its target
Place = tuple[float, float, float, float, "CardItem | ZoneItem", str]


class DragHandler:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.pressed: CardItem | None = None
        self.press_pos = QPointF()
        self.press_screen = QPointF()
        self.grab_offset = QPointF()
        self.dragging = False
        self.selected: CardItem | None = None
        self._hover: str | None = None
        self.armed = False  # the press was taken: its release may act
        self.told = False  # "not now" was said for this press
        # while a piece is carried: the places it may be dropped on (legal first) and the items
        # that are places, top first, worked out when it is lifted (`_places`)
        self._carried: tuple[CardItem, set[str], list[Place]] | None = None

    # --- state read by the scene -------------------------------------------------------------------
    def active_piece(self) -> str | None:
        item = self.pressed if self.dragging else self.selected
        return item.piece.card if item is not None else None

    def hover_target(self) -> str | None:
        return self._hover if self.dragging else None

    def cancel(self) -> None:
        """Drop whatever is in hand without a move (new layout, prompt, curtain, Escape)."""
        if self.pressed is not None and self.dragging:
            self.scene.return_home(self.pressed)
        self.pressed = None
        self.dragging = False
        self.selected = None
        self._hover = None
        self._carried = None

    # --- mouse ---------------------------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pressed = None
        self.dragging = False
        self._carried = None
        self.armed = False
        self.told = False
        if not self.scene.interactive:
            return
        if self.scene.animating():
            # a click while cards still slide lands on where they were: settle, do nothing
            self.scene.finish_animations()
            return
        self.armed = True
        pos = event.scenePos()
        self.press_pos = pos
        self.press_screen = QPointF(event.screenPos())
        item = self._card_at(pos)
        if item is not None and not item.animating:
            self.pressed = item
            self.grab_offset = pos - item.pos()
        elif item is None:
            self.pressed = None

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.pressed
        if item is None or not self.scene.interactive:
            return
        if not self.dragging:
            moved = (QPointF(event.screenPos()) - self.press_screen).manhattanLength()
            if moved < THRESHOLD_PX:
                return
            card = item.piece.card
            play = matching.PLAY in self.scene.zones
            if card is None or not matching.draggable(self.scene.moves, card, play):
                if card is not None and not self.told:
                    self.told = True  # a piece the game names, but with no move: it says why
                    self.scene.not_now.emit(card)
                self.armed = False  # a pull that went nowhere: its release is no click
                return
            self.dragging = True
            self.selected = None
            item.stop()
            item.lift(True)
        item.setPos(event.scenePos() - self.grab_offset)
        self._hover = self.target_at(event.scenePos(), item)
        self.scene.refresh_marks()

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        item, dragging, armed = self.pressed, self.dragging, self.armed
        self.pressed = None
        self.dragging = False
        self.armed = False
        self._hover = None
        self._carried = None
        if not self.scene.interactive or not armed:
            if item is not None and dragging:
                self.scene.return_home(item)
            return
        if item is not None and dragging:
            self._drop(item, self.target_at(event.scenePos(), item))
            return
        self._click(event.scenePos(), item)

    # --- outcomes --------------------------------------------------------------------------------------
    def _drop(self, item: CardItem, target: str | None) -> None:
        piece = item.piece.card
        self.selected = None
        self.scene.refresh_marks()
        if piece is not None and target is not None and matching.matching(
                self.scene.moves, piece, target):
            # the card waits where it was dropped: the move (or a prompt) decides where it goes
            self.scene.dropped.emit(piece, target)
            return
        self.scene.return_home(item)
        if piece is not None and target is not None and target != item.piece.target:
            self.scene.refused.emit(piece, target)

    def _click(self, pos: QPointF, item: CardItem | None) -> None:
        moves = self.scene.moves
        card = item.piece.card if item is not None else None
        if self.selected is not None and item is not self.selected:
            # a glowing place takes the selected piece, even a piece that could move itself
            # (one coat of arms swapped with another)
            target = self.target_at(pos, None)
            held = self.selected.piece.card
            if target is not None and held is not None \
                    and target in matching.targets_for(moves, held):
                self._drop(self.selected, target)
                return
        # a piece standing for a move that names nothing is clicked to make it (the deck turns up)
        stand_in = self.scene.stand_ins.get(card) if card is not None else None
        if item is not None and card is not None and stand_in is not None \
                and self.selected is None and matching.matching(moves, card, stand_in):
            self._drop(item, stand_in)
            return
        if item is not None and card is not None and card in matching.movable(moves):
            self.selected = None if self.selected is item else item
            self.scene.refresh_marks()
            return
        target = self.target_at(pos, None)
        if self.selected is not None:
            chosen = self.selected
            if target is None:
                self.selected = None
                self.scene.refresh_marks()
                return
            self._drop(chosen, target)
            return
        if card is not None and card in matching.piece_actions(moves):
            self.scene.piece_clicked.emit(card)
            return
        if target is not None and target in matching.target_actions(moves):
            self.scene.target_clicked.emit(target)
            return
        if item is not None:  # a piece with no move now: the game may show what it holds
            self.scene.inspected.emit(item.piece.id)

    # --- hit testing ------------------------------------------------------------------------------------
    def _card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.scene.items(pos):
            if isinstance(it, CardItem):
                return it
        return None

    def target_at(self, pos: QPointF, dragged: CardItem | None) -> str | None:
        """The target under `pos`: a legal one for the piece in hand first, else any table zone."""
        carried = self._carried
        if carried is None or carried[0] is not dragged or not self.dragging:
            carried = (dragged, *self._places(dragged)) if dragged is not None else None
            if dragged is not None and self.dragging:
                self._carried = carried  # the same at every step of this drag
        legal, places = carried[1:] if carried is not None else self._places(None)
        x, y = pos.x(), pos.y()
        found: list[str] = []
        for left, top, right, bottom, it, target in places:
            # as the scene's hit test (`items(pos)`): within its bounds, then its shape
            if left <= x <= right and top <= y <= bottom and it is not dragged \
                    and it.contains(it.mapFromScene(pos)):
                found.append(target)
        for t in found:
            if t in legal:
                return t
        return found[0] if found else None

    def _places(self, dragged: CardItem | None) -> tuple[set[str], list[Place]]:
        """The targets legal for the piece in hand (or the selected one), and the places on
        the table, top first: each item that is a place, with its bounds in the scene. A drag
        step tests the pointer against those bounds, and only the items it falls in against
        their shape (the scene's own hit test asked every item of Courtisans' table, 250,
        for its bounds and shape at every step)."""
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        piece = dragged.piece.card if dragged is not None else (
            self.selected.piece.card if self.selected is not None else None)
        legal = matching.targets_for(self.scene.moves, piece) if piece else set()
        legal |= set(matching.target_actions(self.scene.moves))
        places: list[Place] = []
        # (`items(order)` alone leaves an unindexed scene's items unsorted)
        for it in self.scene.items(self.scene.itemsBoundingRect(),
                                   Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                   Qt.SortOrder.DescendingOrder):
            if isinstance(it, CardItem) and it.piece.target is not None:
                target = it.piece.target
            elif isinstance(it, ZoneItem) and it.zone.target:
                target = it.zone.id
            else:
                continue
            if it.isVisible():
                box = it.sceneBoundingRect()
                places.append((box.left(), box.top(), box.right(), box.bottom(), it, target))
        return legal, places
