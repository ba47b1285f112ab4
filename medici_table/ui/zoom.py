"""A piece seen large: its whole drawing, its full text, and what it may do now.

At the table's usual size a card's power text is small; a board's squares and a seat's plaque
carry more than can be read at a glance. Resting the pointer on any piece for a moment
(`HOVER_MS`), pressing the right button on it, or pressing Z or Space with the pointer over it
shows it large beside it, over the table: the piece drawn again at the zoom's size (vector art,
so every line the legibility floor had left to an icon is written out), its tooltip's words,
and the moves it may take part in now, as the game names them. It goes when the pointer leaves
the piece, at any press or key, and never stands in the way of a drag (clicks go through it).

The zoom draws the piece exactly as the table holds it for the seat looking: a card face down
on the table is face down in the zoom. It reveals nothing the table does not show.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsView, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from medici_table.engine import Move
from medici_table.ui import matching, theme
from medici_table.ui.i18n import tr
from medici_table.ui.items import CardItem, drawing_key, layers, paint_drawing

HOVER_MS = 650  # a pointer resting this long on a piece shows it large
KEYS = (0x5A, 0x20)  # Qt.Key.Key_Z and Key_Space, by value (`QKeyEvent.key()` is an int)
PICTURE_SHARE = 0.62  # of the stage's height: the largest the drawing is shown
TEXT_WIDTH = 300
NOW_LINES = 5  # the moves it may take part in, listed; the rest counted


class Picture(QWidget):
    """The piece's drawing, as large as the box allows."""

    def __init__(self) -> None:
        super().__init__()
        self.item: CardItem | None = None
        self.scale = 1.0

    def show_item(self, item: CardItem, box: tuple[float, float]) -> None:
        self.item = item
        self.scale = min(box[0] / item.w, box[1] / item.h)
        self.setFixedSize(int(item.w * self.scale) + 8, int(item.h * self.scale) + 8)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        item = self.item
        if item is None:
            return
        # drawn into a picture of its own first: a board's drawing may clear what lies under
        # it (a composition mode), and must not clear the zoom's ground
        ratio = self.devicePixelRatioF()
        picture = QPixmap((self.size().toSizeF() * ratio).toSize())
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.translate(2, 2)
        p.scale(self.scale, self.scale)
        face, back, w, h = drawing_key(item.piece, item.w, item.h)
        paint_drawing(p, face, back, w, h)
        parts = layers(item.piece)
        if parts is not None:  # what changes often, over the kept picture (a plaque's line)
            p.save()
            parts[1](p, QRectF(0, 0, w, h))
            p.restore()
        p.end()
        out = QPainter(self)
        out.drawPixmap(0, 0, picture)
        out.end()


class PieceZoom(QFrame):
    """The large piece and its words, over the table; clicks go through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.item: CardItem | None = None
        # its picture and words: made when first shown (`_build`), not for the table's first
        # frame (~1 ms, and the enums of Qt's namespace, 93 at once, ~22 ms)
        self.picture: Picture
        self.words: QLabel
        self.now: QLabel
        self.built = False
        self.hide()

    def _build(self) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)

        self.built = True
        self.setObjectName("piece_zoom")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet(
            f"#piece_zoom {{ background: rgb(43, 29, 18); border: 2px solid "
            f"{theme.GOLD.name()}; border-radius: 12px; }}"
            f"#piece_zoom QLabel {{ color: {theme.GOLD_PALE.name()}; background: transparent; }}"
            f"#piece_zoom QLabel#zoom_now {{ color: #f6ecd2; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 14, 14, 14)
        row.setSpacing(14)
        self.picture = Picture()
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        column.setSpacing(8)
        self.words = QLabel()
        self.words.setFont(theme.font(15))
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.now = QLabel()
        self.now.setObjectName("zoom_now")
        self.now.setFont(theme.font(13))
        self.now.setWordWrap(True)
        self.now.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.words, self.now):
            label.setFixedWidth(TEXT_WIDTH)
            column.addWidget(label)
        column.addStretch(1)
        row.addLayout(column)

    def show_piece(self, item: CardItem, now: list[str], near: QRect, onto: bool = False) -> None:
        """Show `item` large beside `near` (its place on the stage), with `now`: what it may
        do at this moment, in the game's words (`onto`: what may be played onto it)."""
        stage = self.parentWidget()
        if stage is None:
            return
        if not self.built:
            self._build()
        self.item = item
        tall = max(160.0, stage.height() * PICTURE_SHARE)
        wide = max(160.0, stage.width() - TEXT_WIDTH - 90)
        self.picture.show_item(item, (wide, tall))
        self.words.setText(item.toolTip() or tr("A piece of the table."))
        self.words.setVisible(True)
        shown = [f"• {line}" for line in now[:NOW_LINES]]
        if len(now) > NOW_LINES:
            shown.append(tr("…and {n} more (the Moves list has them all)", n=len(now) - NOW_LINES))
        head = tr("May be played onto it now:") if onto else tr("It may now:")
        self.now.setText("\n".join([head, *shown]) if now else "")
        self.now.setVisible(bool(now))
        self.adjustSize()
        self.move(_beside(near, self.size(), stage.rect()))
        self.show()
        self.raise_()

    def withdraw(self) -> None:
        self.item = None
        self.hide()


def _beside(near: QRect, size: QSize, area: QRect) -> QPoint:
    """Where a box of `size` goes: to the right of `near` if it fits, else to its left, else
    over it; kept inside `area`."""
    w, h = size.width(), size.height()
    x = near.right() + 16
    if x + w > area.right():
        x = near.left() - 16 - w
    if x < area.left():
        x = area.right() - w - 8
    y = near.center().y() - h // 2
    y = max(area.top() + 8, min(area.bottom() - h - 8, y))
    return QPoint(max(area.left() + 4, x), y)


class ZoomWatcher(QObject):
    """Watches the table's view: a pointer resting on a piece, a right press, Z or Space."""

    def __init__(self, view: QGraphicsView, zoom: PieceZoom,
                 moves: Callable[[], list[Move]], describe: Callable[[Move], str],
                 dragging: Callable[[], bool]) -> None:
        super().__init__(view)
        self.view, self.zoom = view, zoom
        self.moves, self.describe, self.dragging = moves, describe, dragging
        self.hover_ms = HOVER_MS
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._rested)
        self.pointer: QPoint | None = None  # in the viewport
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)

    def item_at(self, pos: QPoint) -> CardItem | None:
        """The topmost piece under `pos` (viewport pixels), a board under the cards included."""
        for item in self.view.items(pos):
            if isinstance(item, CardItem):
                return item
        return None

    def show_at(self, pos: QPoint) -> bool:
        """Show the piece under `pos` large; False if there is none."""
        item = self.item_at(pos)
        if item is None:
            self.zoom.withdraw()
            return False
        piece, moves = item.piece, self.moves()
        # the moves of the piece itself (one the deciding seat may move), else those played
        # onto it (a stack to ally with, a domain's card to drop a card on)
        now = [self.describe(m) for m in moves if piece.card is not None
               and piece.card in (matching.piece_of(m), m.card)]
        onto = not now and piece.target is not None
        if onto:
            now = [self.describe(m) for m in moves if m.target == piece.target]
        rect = self.view.mapFromScene(item.scene_box()).boundingRect()
        stage = self.zoom.parentWidget()
        top_left = self.view.viewport().mapTo(stage, rect.topLeft()) if stage else rect.topLeft()
        self.zoom.show_piece(item, list(dict.fromkeys(now)), QRect(top_left, rect.size()),
                             onto)
        from PySide6.QtWidgets import QToolTip  # (not a class the first frame needs)

        QToolTip.hideText()  # its words are in the zoom, larger: not twice, one over the other
        return True

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            from PySide6.QtCore import Qt  # (its namespace's enums: not for the first frame)

            self.pointer = event.position().toPoint()
            if not self.zoom.isHidden() and self.item_at(self.pointer) is not self.zoom.item:
                self.zoom.withdraw()
            if event.buttons() == Qt.MouseButton.NoButton and not self.dragging():
                self.timer.start(self.hover_ms)
            else:
                self.timer.stop()
        elif kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            from PySide6.QtCore import Qt

            self.timer.stop()
            if event.button() == Qt.MouseButton.RightButton and obj is self.view.viewport():
                self.show_at(event.position().toPoint())
                return True  # the right button does nothing else on the table
            self.zoom.withdraw()
        elif kind == QEvent.Type.Leave:
            self.timer.stop()
            self.pointer = None
            self.zoom.withdraw()
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        elif kind in (QEvent.Type.Wheel, QEvent.Type.Resize):
            self.zoom.withdraw()
        elif kind == QEvent.Type.ToolTip and not self.zoom.isHidden():
            return True  # the piece seen large says its tooltip's words: no tooltip beside it
        return False

    def _key(self, event: QKeyEvent) -> bool:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.key() in KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if not self.zoom.isHidden():
                self.zoom.withdraw()
                return True
            if self.pointer is not None and self.show_at(self.pointer):
                return True
            return False
        if not self.zoom.isHidden():
            self.zoom.withdraw()
            return event.key() == Qt.Key.Key_Escape
        return False

    def _rested(self) -> None:
        if self.pointer is not None and not self.dragging():
            self.show_at(self.pointer)

