"""Widgets laid over the table: the choice prompt, the hot-seat curtain, the refusal bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from medici_table.ui import cardart, pixcache, theme
from medici_table.ui.i18n import tr

EDGE = 12  # pixels between a question moved aside and the table's edge


class PromptPanel(QFrame):
    """A choice asked on the table (not a modal dialog): the table waits, nothing blocks."""

    chosen = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.buttons: list[QPushButton] = []
        self.values: list[Any] = []
        self._labels: list[str] = []  # each answer's words, unbroken (`_fit_labels`)
        self.avoid_y: int | None = None  # a height on the table the panel should not cover
        self.over_y: int | None = None  # a height the panel is centred on (the decider's hand)
        # how much of the table's pieces a rectangle of the parent would hide (square pixels):
        # set by the table, so that a question asked for no place in particular leaves in sight
        # what it is about (`_least_covering`)
        self.covering: Callable[[QRect], float] | None = None
        # its look, title and body: made when first asked (`_build`), not for the table's
        # first frame
        self._layout: QVBoxLayout
        self.title: QLabel
        self.body: QWidget
        self.built = False
        self.hide()

    def _build(self) -> None:
        self.built = True
        self.setObjectName("prompt")
        self.setStyleSheet(
            f"#prompt {{ background: {theme.PARCHMENT.name()}; border: 3px solid "
            f"{theme.GOLD.name()}; border-radius: 10px; }}"
            f"#prompt QLabel {{ color: {theme.INK.name()}; }}")
        self._layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setFont(theme.font(15, bold=True))
        self.title.setWordWrap(True)
        self._layout.addWidget(self.title)
        self.body = QWidget()
        self._layout.addWidget(self.body)

    def ask(self, title: str, options: list[tuple[str, Any]], cancellable: bool,
            numbers: bool = False) -> None:
        """Offer `options` (label, value); `numbers` lays them out as a keypad of numbers."""
        if not self.built:
            self._build()
        self.body.hide()  # gone now, not when the event loop next runs (two questions in a row)
        self.body.setParent(None)
        self.body.deleteLater()
        self.body = QWidget()
        self._layout.addWidget(self.body)
        self.title.setText(title)
        self.buttons, self.values, self._labels = [], [], []
        grid = QGridLayout(self.body)
        cols = 5 if numbers else 1
        for i, (label, value) in enumerate(options):
            button = QPushButton(label)
            button.setFont(theme.number_font(24) if numbers else theme.font(12))
            if numbers:
                button.setMinimumSize(52, 44)
            button.setAutoDefault(True)  # Enter answers with the focused one (not only Space)
            button.clicked.connect(lambda _=False, v=value: self._choose(v))
            grid.addWidget(button, i // cols, i % cols)
            self.buttons.append(button)
            self.values.append(value)
            self._labels.append(label)
        if cancellable:
            cancel = QPushButton(tr("Cancel"))
            cancel.setFont(theme.font(11))
            cancel.clicked.connect(self._cancel)
            row = (len(options) + cols - 1) // cols
            grid.addWidget(cancel, row, 0, 1, cols)
            self.cancel_button: QPushButton | None = cancel
        else:
            self.cancel_button = None
        self.adjustSize()
        self.recenter()
        self.show()
        self.raise_()
        if self.buttons:
            self.buttons[0].setFocus()

    def recenter(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self._fit_labels(parent.width() - 2 * EDGE)
        self.adjustSize()
        x = (parent.width() - self.width()) // 2
        y = (parent.height() - self.height()) // 2
        if self.over_y is not None:
            y = max(0, min(self.over_y - self.height() // 2, parent.height() - self.height()))
        elif self.avoid_y is not None:
            gap = parent.height() // 7
            below = self.avoid_y + gap
            y = below if below + self.height() <= parent.height() else max(
                0, self.avoid_y - gap - self.height())
        elif self.covering is not None:
            x, y = self._least_covering(x, y, parent.width(), parent.height())
        self.move(x, y)

    def _fit_labels(self, room: int) -> None:
        """Each answer on as many lines as it needs to keep the question inside the table (a
        button's text does not wrap: at 921x691 beside a lesson, 'Lorenzo conspires: Banker 6
        (Della Rovere) on Banker 6 (Della Rovere) in the First Circle' pushed the question past
        both edges of the table, its title cut to 'hich move do you mean?')."""
        if not self._labels:
            return
        margins = self._layout.contentsMargins()
        # the panel's frame and margins, the button's own (its padding, the grid's spacing)
        text_room = room - margins.left() - margins.right() - 2 * self.frameWidth() - 28
        for button, label in zip(self.buttons, self._labels, strict=True):
            button.setText(wrapped(label, button.fontMetrics(), max(120, text_room)))
        grid = self.body.layout()
        if grid is not None:  # the new texts' sizes, now (not at the next event loop)
            grid.invalidate()
            grid.activate()
        self._layout.invalidate()
        self._layout.activate()

    def _least_covering(self, x: int, y: int, width: int, height: int) -> tuple[int, int]:
        """Where the panel hides least of the pieces, among the middle (`x`, `y`), the sides and
        the corners: the middle unless another place hides at least a quarter less (in
        Medici's Mystery 5, the goods track stays in sight while its good is chosen)."""
        assert self.covering is not None
        w, h = self.width(), self.height()
        xs = [x, min(x, EDGE), max(x, width - w - EDGE)]
        ys = [y, min(y, EDGE), max(y, height - h - EDGE)]
        places = sorted({(px, py) for px in xs for py in ys},
                        key=lambda p: (abs(p[0] - x) + abs(p[1] - y), p))
        hidden = {p: self.covering(QRect(p[0], p[1], w, h)) for p in places}
        best = min(places, key=lambda p: hidden[p])  # (the nearest of equals)
        return best if hidden[best] < 0.75 * hidden[(x, y)] else (x, y)

    def _choose(self, value: Any) -> None:
        self.avoid_y = self.over_y = None
        self.hide()
        self.chosen.emit(value)

    def _cancel(self) -> None:
        self.avoid_y = self.over_y = None
        self.hide()
        self.cancelled.emit()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.key() == Qt.Key.Key_Escape and self.cancel_button is not None:
            self._cancel()
        else:
            super().keyPressEvent(event)


def wrapped(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` broken between words into lines no wider than `width` pixels (a word wider than
    that keeps its own line)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return "\n".join(lines)


TILE_H = 64  # pixels: the height of the curtain's ground tile (`Curtain._tile`)


class Curtain(QWidget):
    """Covers the table between two people's decisions: 'Pass the computer to Bo'."""

    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setProperty("focusPolicy", 11)  # Qt.FocusPolicy.StrongFocus, by value: a table's
        # first frame names no enum of Qt's namespace (its 93 are made at once, ~22 ms)
        self.text = ""
        self.sub = ""
        self.colour = QColor.fromRgba(theme.WALNUT.rgba())  # (a copy: `QColor(QColor)` weighs
        # Qt.GlobalColor among its overloads, which makes Qt's namespace, 93 enums, ~22 ms)
        self.emblem = ""
        self.focus_after: QWidget | None = None  # where the focus goes when it is lifted
        # whether it may be lifted now (not while a sheet drawn over it is read)
        self.may_lift: Callable[[], bool] = lambda: True
        self._tiles: dict[tuple[int, float], QPixmap] = {}  # the ground's tile, per colour
        # it paints every pixel of itself: the table under it need not be painted first
        # (`opaque`, told after the window's first frame: see the table's `hold_idle`)
        self.hide()

    def cover(self, text: str, sub: str, colour: str = "", emblem: str = "") -> None:
        self.text, self.sub = text, sub
        self.colour = QColor(colour) if colour else QColor.fromRgba(theme.WALNUT.rgba())
        self.emblem = emblem
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.lift()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lift()

    def opaque(self) -> None:
        """It paints every pixel of itself: the table under it is not painted first."""
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)

        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    def lift(self) -> None:
        if self.isVisible() and self.may_lift():
            if self.focus_after is not None and self.hasFocus():
                # else Qt passes it to the next widget, the log's list, which repaints itself
                self.focus_after.setFocus()  # (Qt.FocusReason.OtherFocusReason)
            self.hide()
            self.dismissed.emit()

    def _tile(self, dpr: float) -> QPixmap:
        """A stretch of the curtain's ground, 36 pixels wide: walnut, then a drape of the
        seat's colour over its left half."""
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        key = (self.colour.rgba(), dpr)
        tile = self._tiles.get(key)
        if tile is None:
            tile = QPixmap(round(36 * dpr), round(TILE_H * dpr))
            tile.setDevicePixelRatio(dpr)
            tile.fill(theme.WALNUT.darker(130))  # opaque: copied, not blended
            q = QPainter(tile)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setPen(Qt.PenStyle.NoPen)  # (rectangles, not `fillRect`: see `scene._paint_baize`)
            q.setBrush(theme.WALNUT.darker(130))
            q.drawRect(QRectF(0, 0, 36, TILE_H))
            drape = self.colour.darker(180)
            q.setBrush(QColor(drape.red(), drape.green(), drape.blue(), 110))
            q.drawRect(QRectF(0, 0, 18, TILE_H))
            q.end()
            self._tiles[key] = tile
        return tile

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        # the walnut and its drapes, a stripe every 36 pixels: a tile drawn once per colour and
        # laid over the whole curtain (the same pixels; blending 30-odd translucent stripes the
        # curtain's height cost ~1.7 ms of the frame that shows it, at every hot-seat move)
        p.drawTiledPixmap(r, self._tile(pixcache.device_ratio(p)))
        side = min(r.width(), r.height()) * 0.28
        medal = QRectF(r.center().x() - side / 2, r.center().y() - side * 1.05, side, side)
        p.setBrush(self.colour.darker(120))
        p.setPen(QPen(theme.GOLD, 4))
        p.drawEllipse(medal)
        cardart.draw_emblem(p, self.emblem, medal.adjusted(side * 0.15, side * 0.15,
                                                           -side * 0.15, -side * 0.15),
                            theme.GOLD_PALE, self.colour.darker(120))
        p.setPen(theme.GOLD_PALE)
        p.setFont(theme.font(30, bold=True))
        text_rect = QRectF(0, medal.bottom() + 20, r.width(), 60)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.text)
        p.setFont(theme.font(16, italic=True))
        p.drawText(text_rect.translated(0, 56), Qt.AlignmentFlag.AlignCenter, self.sub)


class MessageBar(QFrame):
    """One line over the table's top edge: a refused move's reason, with its rule in the
    tooltip. Laid over the table (a child of its stage), not above it: the table keeps its
    size, and the pictures of its cards their scale."""

    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message")
        self.setStyleSheet(
            f"#message {{ background: #5a1f17; border-bottom: 2px solid {theme.GOLD.name()}; }}"
            f"#message QLabel {{ color: #fff1d6; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 4, 12, 4)
        self.label = QLabel()
        self.label.setFont(theme.font(13))
        self.label.setProperty("textFormat", True)  # Qt.TextFormat.RichText (1), by value: no
        # enum of Qt's namespace in a table's first frame; a bool, as an int makes QByteArray's
        self.label.setWordWrap(True)  # a long reason in a narrow window: on two lines, not cut
        self.label.linkActivated.connect(self._link)
        row.addWidget(self.label, 1)
        close = QPushButton("×")
        close.setFixedWidth(30)
        close.clicked.connect(self.hide)
        row.addWidget(close)
        self.reason = ""
        self.rule = ""
        #: the bar answers a player's attempt (a refusal, or what the table expects instead),
        #: not the last move (its scoring): the next attempt that is a move takes it away
        self.attempt = False
        #: where the bar lies, given its height (its parent's top edge when None)
        self.place: Callable[[int], QRect] | None = None
        self.hide()

    def show_refusal(self, reason: str, rule: str, rule_title: str, rule_text: str) -> None:
        self.reason, self.rule, self.attempt = reason, rule, True
        why = tr("Why?")
        link = (f' &nbsp;<a style="color:#f1d98a" href="rule:{rule}">{why} '
                f'{_esc(rule_title)}</a>' if rule else "")
        self.label.setText(f"<b>×</b> {_esc(reason)}{link}")
        tip = f"<b>{_esc(rule_title)}</b><br>{_esc(rule_text)}" if rule_text else ""
        self.label.setToolTip(tip)
        self.setToolTip(tip)
        self.show()
        self.fit()

    def show_note(self, text: str, link: tuple[str, str] | None = None,
                  attempt: bool = True) -> None:
        """A hint rather than a refusal: what the table expects instead; `link` is an (href,
        words) pair after it (the score sheet); `attempt` False for a note on the last move."""
        self.reason, self.rule, self.attempt = text, "", attempt
        after = (f' &nbsp;<a style="color:#f1d98a" href="{link[0]}">{_esc(link[1])}</a>'
                 if link else "")
        self.label.setText(f"<b>›</b>\u00a0 {_esc(text)}{after}")
        self.label.setToolTip("")
        self.setToolTip("")
        self.show()
        self.fit()

    def _link(self, href: str) -> None:
        self.rule_clicked.emit(href.removeprefix("rule:"))  # "sheet:" stays as it is

    def fit(self) -> None:
        """Across the top of its parent, or where `place` says (given the bar's height)."""
        parent = self.parentWidget()
        if parent is None:
            return
        height = self.heightForWidth(parent.width())  # (its words wrapped at that width)
        if height <= 0:
            height = self.sizeHint().height()
        self.setGeometry(self.place(height) if self.place is not None
                         else QRect(0, 0, parent.width(), height))
        self.raise_()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        self.fit()
        super().showEvent(event)


def _esc(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("\n", "<br>"))


class ActionBar(QFrame):
    """Buttons for the moves that name no card and no place ("Keep the First Circle")."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actions")
        self.setStyleSheet(f"#actions {{ background: {theme.WALNUT_LIGHT.name()}; }}")
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(12, 4, 12, 4)
        self.buttons: list[QPushButton] = []  # those offered now, in order
        self._made: list[QPushButton] = []  # every button made, the unused ones hidden
        self._values: list[Any] = []
        self.hide()

    def offer(self, options: list[tuple[str, Any]]) -> None:
        """The buttons of `options`: the buttons made for earlier offers are used again with
        their new words (making them anew, with their style, cost about 1 ms a move)."""
        for button in self._made[len(options):]:
            button.hide()
        for i, (label, _value) in enumerate(options):
            if i == len(self._made):
                button = QPushButton(label)
                button.setFont(theme.font(12, bold=True))
                button.clicked.connect(lambda _=False, k=i: self._chosen(k))
                self.row.addWidget(button)
                self._made.append(button)
                continue
            button = self._made[i]
            if button.hasFocus():  # a new offer: the focus moves on, as from a new button
                button.hide()
            if button.text() != label:
                button.setText(label)
            button.setDown(False)
            button.show()
        self._values = [value for _label, value in options]
        self.buttons = self._made[:len(options)]
        self.setVisible(bool(options))

    def _chosen(self, index: int) -> None:
        if index < len(self._values):
            self.chosen.emit(self._values[index])


class ResizeWatcher(QObject):
    """Calls `callback` whenever the watched widget is resized (to keep overlays in place)."""

    def __init__(self, widget: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self.callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self.callback()
        return False
