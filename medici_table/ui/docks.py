"""Side panels: the game log, the scores, the legal moves in words (the keyboard path), and the
dock of the rules panel (`ui/rules_panel.py`, imported when the panel is first shown)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QLabel,
    QListWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from medici_table.engine import Move
from medici_table.ui import theme
from medici_table.ui.i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListWidgetItem

    from medici_table.ui.rules_panel import RulesPanel


# what every line of a paint shares: the list's ground (rgba), palette, font and pixel ratio
Shared = tuple[int, int, str, float]


class KeptLines(QStyledItemDelegate):
    """The list's own drawing of each line, kept as a picture and copied at the next paint.

    After every move the log gains a line and is painted whole, and Qt lays out the text of
    every line in sight again to draw it (word-wrapped: 2-4 ms a move for some thirty lines).
    Each line is drawn once, by the list's own delegate, onto the list's own solid background,
    and copied after that: the same pixels (the text is blended on the colour it lies on; a
    selected line's translucent edge within 1/255, `tests/ui/test_log.py`)."""

    KEPT = 400  # lines kept (a window shows some thirty)

    def __init__(self, parent: QListWidget) -> None:
        super().__init__(parent)
        self._list = parent
        self._kept: OrderedDict[tuple[Hashable, ...], QPixmap] = OrderedDict()
        # what every line of one paint shares (the list's background, palette, font and the
        # screen's pixel ratio), looked up once a paint (`LogList.paintEvent`), not per line
        self.shared: tuple[QColor | None, Shared] | None = None
        # every other line's ground, when the list shades them (the list paints it under the
        # line, and the line's picture, filled with the list's ground, would hide it)
        self.shade: QColor | None = None

    def look(self) -> tuple[QColor | None, Shared]:
        """The list's solid background colour (None: not solid) and what else every line's
        picture depends on."""
        viewport = self._list.viewport()
        ground = viewport.palette().brush(viewport.backgroundRole())
        colour = ground.color() if ground.style() == Qt.BrushStyle.SolidPattern else None
        # (the font by its key, a string hashed once: a font hashed for every line of every
        # paint cost more than the rest of the line's lookup)
        return colour, (colour.rgba() if colour is not None else 0,
                        self._list.palette().cacheKey(), self._list.font().key(),
                        viewport.devicePixelRatioF())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        ground, shared = self.shared or self.look()
        rect = option.rect
        if ground is None or rect.isEmpty():
            super().paint(painter, option, index)
            return
        dpr = shared[-1]  # (the viewport's, where the list paints)
        ink = index.data(Qt.ItemDataRole.ForegroundRole)
        # fonts are compared as fonts (their text keys cost 5-90 us each). The option's palette
        # and font are the list's (in `shared`), its font resolved with the line's own: not
        # copied again for each line of each paint
        key = (index.data(Qt.ItemDataRole.DisplayRole), rect.width(), rect.height(),
               option.state, option.features, index.data(Qt.ItemDataRole.FontRole),
               ink.color().rgba() if ink is not None else 0, shared)
        picture = self._kept.get(key)
        if picture is None:
            picture = QPixmap(round(rect.width() * dpr), round(rect.height() * dpr))
            picture.setDevicePixelRatio(dpr)
            alternate = self.shade is not None and bool(
                option.features & QStyleOptionViewItem.ViewItemFeature.Alternate)
            picture.fill(self.shade if alternate and self.shade is not None else ground)
            p = QPainter(picture)
            at_origin = QStyleOptionViewItem(option)
            at_origin.rect = QRect(0, 0, rect.width(), rect.height())
            super().paint(p, at_origin, index)
            p.end()
            self._kept[key] = picture
            if len(self._kept) > self.KEPT:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        painter.drawPixmap(rect.topLeft(), picture)


class LogList(QListWidget):
    """A word-wrapped list whose lines carry their height, measured once when they come.

    Qt lays out every line of a list again whenever one is added, and a word-wrapped line's
    height is found by laying out its text: a game's log of 280 lines cost 5-7 ms at every move.
    Each line is measured by the list's own delegate at the width the list lays it out in, and
    keeps that height (the same look); all are measured again when that width changes."""

    def __init__(self) -> None:
        super().__init__()
        self.lines = KeptLines(self)
        self.setItemDelegate(self.lines)  # each line's drawing kept, copied at each paint
        self._width = -1  # the viewport width the lines were measured at
        # filled with its palette's base (the style sheet's parchment): an opaque viewport, so
        # the dock and the window under it are not painted again whenever the log scrolls
        self.viewport().setAutoFillBackground(True)
        # the style sheet turns that fill off again (the list's frame paints the parchment under
        # the viewport): the viewport fills itself (`paintEvent`), and so does the scroll bar's
        # box. Opaque, they are painted alone when the log gains a line, not with the list's
        # frame, the dock (its title bar's icons looked up again) and the window's walnut under
        # them (~1 ms a move)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        holder = self.verticalScrollBar().parentWidget()  # the scroll area's box for the bar
        if holder is not None and holder is not self:  # filled as the list's frame fills it
            palette = holder.palette()
            palette.setColor(holder.backgroundRole(), theme.PARCHMENT)
            holder.setPalette(palette)
            holder.setAutoFillBackground(True)

    def add_lines(self, texts: list[str]) -> None:
        first = self.count()
        self.addItems(texts)
        width = self.viewport().width()
        if width == self._width:
            self._measure(first)
        else:  # measured now at the new width (the view relays the list out anyway)
            self._width = width
            self._measure(0)

    def measure_from(self, first: int) -> None:
        self._measure(first)

    def _measure(self, first: int) -> None:
        """Lines from `first` on keep the height the list's delegate gives them now. The model
        is quiet meanwhile: the list is laid out again after a resize or an insertion anyway."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        # the rectangle a list in list mode lays its lines out in: its viewport (no spacing)
        option.rect = QRect(0, 0, self.viewport().width(), self.viewport().height())
        delegate, model = self.itemDelegate(), self.model()
        role = Qt.ItemDataRole.SizeHintRole
        blocked = model.blockSignals(True)
        try:
            for row in range(first, self.count()):
                item = self.item(row)
                item.setData(role, None)  # measured as Qt measures it, not as kept
                item.setData(role, delegate.sizeHint(option, model.index(row, 0)))
        finally:
            model.blockSignals(blocked)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        self.lines.shared = self.lines.look()
        viewport = self.viewport()
        ground = QPainter(viewport)  # the parchment the frame would have painted under it
        ground.fillRect(event.rect(), viewport.palette().brush(viewport.backgroundRole()))
        ground.end()
        try:
            super().paintEvent(event)
        finally:
            self.lines.shared = None

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        if self.viewport().width() != self._width:
            self._width = self.viewport().width()
            self._measure(0)
        super().resizeEvent(event)


SHADE = QColor("#ebdcb5")  # every other line of the Moves list (INK on it: 12.6:1)
SCORED = "\x00scored"  # in place of a player's name: a scoring, not a move (its own look)


class LogDock(QDockWidget):
    """Every move of the game described in a sentence, newest last; after a move that scored,
    what it scored (a season, a round, the end of the game) on a line of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Game log"), parent)
        self.setObjectName("log_dock")
        self.list = LogList()
        self.list.setFont(theme.font(12))
        self.list.setWordWrap(True)
        self.setWidget(self.list)
        self.texts: list[str] = []  # what the list shows

    def show_log(self, lines: list[tuple[str, str]]) -> None:
        """(player name, sentence) pairs, or (SCORED, what was scored); only the lines that
        changed are rebuilt (after a move, one is added; after an undo, one goes), not the
        whole game's log. Compared with the texts kept here (asking the list for each item's
        text costs more than the rest), and scrolled to the end only when a line came."""
        texts: list[str] = []
        n = 0
        for who, text in lines:
            if who == SCORED:
                texts.append(f"   ◆ {text}")
            else:
                n += 1
                texts.append(f"{n}. {text}")
        shown = self.texts
        keep = len(shown) if texts[:len(shown)] == shown else 0  # after a move: lines came
        while keep < min(len(shown), len(texts)) and shown[keep] == texts[keep]:
            keep += 1
        if keep == len(shown) == len(texts):
            return
        for _ in range(len(shown) - keep):
            self.list.takeItem(keep)
        self.list.add_lines(texts[keep:])
        scored = [row for row in range(keep, len(texts)) if texts[row].startswith("   ◆")]
        for row in scored:
            item = self.list.item(row)
            item.setFont(theme.font(12, bold=True))
            item.setForeground(QColor("#6b3a10"))
        if scored:
            self.list.measure_from(scored[0])  # measured again in their own face
        self.texts = texts
        if len(texts) > keep:
            self.list.scrollToBottom()


class ScoreDock(QDockWidget):
    """The influence of each House at court, large."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Scores"), parent)
        self.setObjectName("score_dock")
        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.setWidget(self.body)
        self.rows: list[tuple[QLabel, QLabel]] = []
        self._shown: list[tuple[str, str, str]] | None = None

    def show_scores(self, lines: list[tuple[str, str, str]]) -> None:
        if lines == self._shown:  # most moves score nothing: the labels stay as they are
            return
        self._shown = list(lines)
        while len(self.rows) < len(lines):
            name, score = QLabel(), QLabel()
            name.setFont(theme.font(13))
            score.setFont(theme.number_font(30))
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(name, len(self.rows), 0)
            self.grid.addWidget(score, len(self.rows), 1)
            self.rows.append((name, score))
        for (name, score), (label, value, colour) in zip(self.rows, lines, strict=False):
            swatch = theme.on_walnut(colour).name() if colour else theme.GOLD_PALE.name()
            style = f"color: {swatch};"
            name.setText(label)
            score.setText(value)
            if name.styleSheet() != style:  # a new style sheet re-polishes the label
                name.setStyleSheet(style)
                score.setStyleSheet(style)
        for name, score in self.rows[len(lines):]:
            name.clear()
            score.clear()


class MoveList(LogList):
    """The legal moves, each line wrapped whole at the panel's width, every other one shaded:
    at the narrow panel (300 px) lines cut at its edge looked the same when they differed only
    at their end (a Jester's value: "...Jester X (Gonzaga) at 7")."""

    activated_move = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setAlternatingRowColors(True)
        self.lines.shade = SHADE
        self.setStyleSheet(f"QListWidget {{ alternate-background-color: {SHADE.name()}; }}")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.currentItem()
            move = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
            if move is not None:  # (not the line that says why there is no move)
                self.activated_move.emit(move)
                return
        super().keyPressEvent(event)


def unique_lines(moves: list[tuple[Move, str]]) -> list[tuple[Move, str]]:
    """`moves` with each sentence once (the first move that reads so)."""
    seen: set[str] = set()
    out = []
    for move, text in moves:
        if text not in seen:
            seen.add(text)
            out.append((move, text))
    return out


class MovesDock(QDockWidget):
    """The legal moves described in words: pick one with the keyboard (Enter) or a double click.

    Filled when seen: behind the log's tab it waits, and `list` and `moves` fill it when read."""

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Moves"), parent)
        self.setObjectName("moves_dock")
        self._list = MoveList()
        self._list.setFont(theme.font(12))
        self._list.setWordWrap(True)
        self._list.activated_move.connect(self.move_chosen)
        self._list.itemDoubleClicked.connect(self._double_clicked)
        self.setWidget(self._list)
        self._moves: list[Move] = []
        self._pending: Callable[[], list[tuple[Move, str]]] | None = None
        self._why = ""  # why there is no move to list now ("" while there are some)
        self.why_shown = ""  # the line that says it, as shown
        self.visibilityChanged.connect(self._shown)

    def _double_clicked(self, item: QListWidgetItem) -> None:
        move = item.data(Qt.ItemDataRole.UserRole)
        if move is not None:
            self.move_chosen.emit(move)

    @property
    def moves(self) -> list[Move]:
        if self._pending is not None:
            self._fill()
        return self._moves

    def show_moves(self, moves: Callable[[], list[tuple[Move, str]]], why: str = "") -> None:
        """The legal moves and their sentences, from `moves()`: called now if the list is seen,
        else when it is first shown or read (behind the log's tab it is not seen, and describing
        every legal move at each turn costs milliseconds). `why`: said in the list when it has
        no move (the game is over, a computer decides, the table is covered)."""
        self._pending = moves
        self._why = why
        if not self._list.visibleRegion().isEmpty():  # a dock behind another's tab is "visible"
            self._fill()

    def _shown(self, visible: bool) -> None:
        if visible and self._pending is not None:
            self._fill()

    def _fill(self) -> None:
        """The moves, one line each; moves that read alike are listed once (the first of
        them): the game names what tells two moves apart (`Rules.describe_choice`), so lines
        alike are the same choice — three jokers held give "Ada plays a joker" once."""
        pending, self._pending = self._pending, None
        moves = unique_lines(pending() if pending is not None else [])
        why = "" if moves else self._why
        if not moves and not self._moves and why == self.why_shown:
            return
        self._list.clear()
        self._moves = [m for m, _ in moves]
        self._list.add_lines([text for _, text in moves] or ([why] if why else []))
        self.why_shown = why
        for row, move in enumerate(self._moves):
            self._list.item(row).setData(Qt.ItemDataRole.UserRole, move)
        if moves:
            self._list.setCurrentRow(0)
        elif why:  # the reason, in italics, not a line to choose
            item = self._list.item(0)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            font = item.font()
            font.setItalic(True)
            item.setFont(font)

    @property
    def list(self) -> MoveList:  # last: `list` is the builtin above
        if self._pending is not None:
            self._fill()
        return self._list


class RulesDock(QDockWidget):
    """The rules panel as a dock; its widget is built the first time the dock is wanted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Rules"), parent)
        self.setObjectName("rules_dock")
        self.setMinimumWidth(380)
        self._panel: RulesPanel | None = None
        self.game, self.lang = "", "en"
        # shows the panel when the window has folded its docks into a drawer (ui/drawer.py)
        self.revealer: Callable[[QDockWidget], None] | None = None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        self.panel()  # shown from the View menu: the panel is built now, not before
        super().showEvent(event)

    @property
    def built(self) -> bool:
        return self._panel is not None

    def panel(self) -> RulesPanel:
        if self._panel is None:
            from medici_table.ui.rules_panel import RulesPanel

            self._panel = RulesPanel()
            self.setWidget(self._panel)
        self._panel.load(self.game, self.lang)
        return self._panel

    def follow(self, game: str, lang: str) -> None:
        """The game and language shown (loaded now only if the panel exists)."""
        if (game, lang) == (self.game, self.lang):
            return
        self.game, self.lang = game, lang
        self.setWindowTitle(tr("Rules"))
        if self._panel is not None:
            self._panel.retranslate()
            self._panel.load(game, lang)

    def open_at(self, anchor: str = "", tab: int = 0) -> RulesPanel:
        panel = self.panel()
        if self.revealer is not None:
            self.revealer(self)
        else:
            self.show()
            self.raise_()
        if anchor:
            panel.open(anchor)
        else:
            panel.tabs.setCurrentIndex(tab)
        return panel
