"""The welcome screen: the five games as boxes on the table, how many play them and for how
long, and what to do — learn the rules, play against the computer, play with friends at this
computer — with "Resume" when a game was interrupted.

Shown in the table's place when the program starts without a game asked for. It reads only
the games' `game.yaml` (names, player counts, playing time), not their rules: it is the first
frame, and importing a game costs 30–100 ms.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from medici_table.ui import artcache, theme
from medici_table.ui.gamefacts import GameFacts, facts
from medici_table.ui.i18n import tr

MARGIN, SPACING = 28, 16  # around the screen's content, between two tiles
TIGHT = 10  # between two tiles of five in a row in a window just wide enough for them
SLIM_MARGIN = 12  # around the content of five slim tiles in a row (a 900-1350 pixel window)
SLIM_MIN = 164  # the narrowest a slim tile is: a 921-pixel window's (as the program opens on a
# 1024x768 screen: 90% of it), its widest name in 13 points, its links in 11
HEAD_WORDS = 260  # the narrowest the heading's words are laid out beside its buttons
NAME_SIZES = (17, 15, 14, 13)  # the games' names on slim tiles: the largest that all fit
BOX_CODE = ("boxart", "cardart", "theme", "portraits")  # what a box's drawing depends on


class BoxPicture(QWidget):
    """A game's box, drawn at the widget's size (`ui/boxart.py`)."""

    def __init__(self, game: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.title = game, title
        self.setMinimumSize(180, 128)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def sizeHint(self) -> QSize:  # noqa: N802
        width = self.maximumWidth() if self.maximumWidth() < 1000 else 240
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return int(min(width, 300) * 0.7)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        w = min(float(self.width()), 300.0)
        h = w * 0.7
        rect = QRectF((self.width() - w) / 2, 0, w, min(h, float(self.height())))
        p = QPainter(self)
        p.drawImage(0, 0, box_image(self.game, self.title, rect, self.devicePixelRatioF()))


def box_image(game: str, title: str, rect: QRectF, ratio: float) -> QImage:
    """The box drawn in `rect` of a widget whose top left is at (0, 0), as an image of the
    device pixels from there to the box's far corner: drawn once (`ui/boxart.py`), then read
    back from the disk at the next starts (`ui/artcache.py`; the box art is then not even
    imported). Copied at (0, 0), its pixels fall where the drawing's would."""
    width = math.ceil(rect.right() * ratio) + 1
    height = math.ceil(rect.bottom() * ratio) + 1

    def draw(q: QPainter) -> None:
        from medici_table.ui import boxart

        boxart.paint_box(q, rect, game, title)

    what = (f"box|{game}|{title}|{rect.x()!r},{rect.y()!r},{rect.width()!r},"
            f"{rect.height()!r}")
    return artcache.image(what, width, height, ratio, BOX_CODE, draw)


def tile_style() -> str:
    """The tiles' look, their buttons' and their links', and the resume bar's: one style sheet
    for the screen's body (set on each tile and link, fifteen sheets were parsed and polished
    before the first frame)."""
    return (f"#resume {{ background: {theme.PARCHMENT.name()}; border: 2px solid "
            f"{theme.GOLD.name()}; border-radius: 6px; }}"
            f"#resume QLabel {{ color: {theme.INK.name()}; }}"
            f"#tile {{ background: rgba(43, 29, 18, 170); border: 1px solid "
            f"{theme.GOLD.darker(130).name()}; border-radius: 8px; }}"
            f"#tile QPushButton {{ padding: 4px 8px; }}"
            f"#tile QPushButton#link {{ background: transparent; color: "
            f"{theme.GOLD_PALE.name()}; border: none; text-decoration: underline; }}"
            f"#tile QPushButton#link:hover {{ color: {theme.HIGHLIGHT.name()}; }}")


def _centred(label: QLabel) -> QWidget:
    """`label` at its width in the middle of a row of its own (as a layout's AlignCenter puts
    it, without naming Qt's namespace: its 93 enums cost ~30 ms before the first frame)."""
    row = QWidget()
    line = QHBoxLayout(row)
    line.setContentsMargins(0, 0, 0, 0)
    line.setSpacing(0)
    line.addStretch(1000)  # (the odd pixel on the right, as AlignCenter leaves it)
    line.addWidget(label)
    line.addStretch(1001)
    return row


class GameTile(QFrame):
    """One game: its box, what it is, and the three ways in — the box above the words, the
    same narrower with the buttons' words on two lines where they must be (five slim tiles in
    a row: a 900-1350 pixel window), or the box beside the words (a narrower window still)."""

    chosen = Signal(str, str)  # what ("rules" | "computer" | "friends" | "learn" | "puzzles"), the game

    def __init__(self, game: GameFacts, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")  # (its look: the welcome screen's style sheet, TILE_STYLE)
        self.game = game
        self.shape: tuple[str, int, int] | None = None  # (`set_shape`'s arguments)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 12, 10, 10)
        self.grid.setSpacing(6)
        self.picture = BoxPicture(game.id, game.title(lang))
        self.name = QLabel(game.title(lang))
        self.name.setFont(theme.font(17, bold=True))
        self.line = QLabel(game.line())
        self.line.setFont(theme.font(12, italic=True))
        self.buttons: dict[str, QPushButton] = {}
        self.texts: dict[str, str] = {}  # the buttons' words on one line
        for what, text, bold in (("computer", tr("Play against the computer"), True),
                                 ("friends", tr("Play with friends at this computer"), False),
                                 ("learn", tr("Learn to play, step by step"), False),
                                 ("rules", tr("The rules"), False),
                                 ("puzzles", tr("Puzzles"), False)):
            button = QPushButton(text)
            button.setFont(theme.font(12, bold=bold))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, w=what: self.chosen.emit(w, game.id))
            self.buttons[what] = button
            self.texts[what] = text
        self.links = QWidget()  # the rules and the puzzles, as links side by side
        self.link_row = QHBoxLayout(self.links)
        self.link_row.setContentsMargins(0, 0, 0, 0)
        self.link_row.setSpacing(14)
        self.link_row.addStretch(1)
        for what in ("rules", "puzzles"):
            self.buttons[what].setObjectName("link")
            self.link_row.addWidget(self.buttons[what])
        self.link_row.addStretch(1)
        self.centred = [_centred(self.name), _centred(self.line)]
        self.set_shape("column")

    @property
    def compact(self) -> bool:
        """The box beside the words."""
        return self.shape is not None and self.shape[0] == "beside"

    def set_compact(self, compact: bool) -> None:
        """The box beside the words (a narrow window), or everything in a column."""
        self.set_shape("beside" if compact else "column")

    def set_shape(self, shape: str, width: int = 0, name_size: int = 17) -> None:
        """`column`: the box above the words; `slim`: the same, `width` pixels wide at most,
        the name in `name_size` points and each button's words on two lines when one is too
        long for it; `beside`: the box beside the words."""
        slim = shape == "slim"
        key = (shape, width if slim else 0, name_size if slim else 17)
        if key == self.shape:
            return
        was = self.shape[0] if self.shape is not None else None
        self.shape = key
        side = 8 if slim else 10
        self.grid.setContentsMargins(side, 12, side, 10)
        inner = width - 2 * side  # the room for the words of a slim tile
        self.name.setFont(theme.font(key[2], bold=True))
        self.line.setFont(_fitted(self.line.text(), inner if slim else 0, italic=True))
        links = [self.buttons["rules"], self.buttons["puzzles"]]
        size = 12 if not slim or self._links_width(12, 4) <= inner else 11
        for link in links:
            link.setFont(theme.font(size))
        self.link_row.setSpacing(14 if not slim or self._links_width(size, 14) <= inner else 4)
        for what in ("computer", "friends", "learn"):
            button, text = self.buttons[what], self.texts[what]
            button.setText(text)
            if slim:  # (its padding and border: what its hint adds to its words)
                metrics = button.fontMetrics()
                extra = button.sizeHint().width() - metrics.horizontalAdvance(text)
                button.setText(_wrapped(text, metrics, inner - extra))
        if slim:
            self.picture.setMinimumSize(inner, self.picture.heightForWidth(inner))
        if shape == was:
            return
        words = [self.centred[0], self.centred[1], self.buttons["computer"],
                 self.buttons["friends"], self.buttons["learn"], self.links]
        for widget in (self.picture, *words):
            self.grid.removeWidget(widget)
        self.grid.setVerticalSpacing(6 if shape == "column" else 4)
        if shape == "beside":  # (a narrow window: Qt's namespace is there by the time it is asked for)
            from PySide6.QtCore import Qt

            self.picture.setFixedWidth(150)
            self.picture.setMinimumHeight(self.picture.heightForWidth(150))
            self.grid.addWidget(self.picture, 0, 0, 6, 1, Qt.AlignmentFlag.AlignVCenter)
            for row, widget in enumerate(words):
                self.grid.addWidget(widget, row, 1)
            return
        if shape == "column":
            self.picture.setMinimumSize(180, 128)
        self.picture.setMaximumWidth(16777215)
        self.grid.addWidget(self.picture, 0, 0)
        for row, widget in enumerate(words, 1):
            self.grid.addWidget(widget, row, 0)


    def _links_width(self, size: int, spacing: int) -> int:
        """The rules' and the puzzles' links side by side, in `size` points."""
        metrics = QFontMetrics(theme.font(size))
        links = [self.buttons["rules"], self.buttons["puzzles"]]
        extra = sum(b.sizeHint().width() - b.fontMetrics().horizontalAdvance(b.text())
                    for b in links)
        return sum(metrics.horizontalAdvance(b.text()) for b in links) + extra + spacing


def _fitted(text: str, room: int, italic: bool = False) -> QFont:
    """The font of 12 points, or of 11 when `text` is longer than `room` pixels in it (no room
    given: 12)."""
    font = theme.font(12, italic=italic)
    if room and QFontMetrics(font).horizontalAdvance(text) > room:
        return theme.font(11, italic=italic)
    return font


def _wrapped(text: str, metrics: QFontMetrics, room: int) -> str:
    """`text` on one line if it fits in `room` pixels, else on two: broken after a comma when
    both lines fit so ("Learn to play, / step by step"), else at the space that leaves the
    longer line shortest."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = text.split(" ")
    if len(words) < 2:
        return text

    def longer(i: int) -> int:
        return max(metrics.horizontalAdvance(" ".join(words[:i])),
                   metrics.horizontalAdvance(" ".join(words[i:])))

    commas = [i for i in range(1, len(words)) if words[i - 1].endswith(",") and longer(i) <= room]
    cut = commas[0] if commas else min(range(1, len(words)), key=longer)
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


class WelcomeScreen(QWidget):
    """The five games and what to do, in the table's place until a game is chosen."""

    chosen = Signal(str, str)  # what, game ("" for resume, open, finished)

    def __init__(self, lang: str, resume: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.lang = lang
        self.resume_text = "" if not resume else "…"
        self.games = facts()
        self.tiles: list[GameTile] = []
        self.columns = 0
        self.arranged: tuple[str, int, int, bool] | None = None  # (`_lay_out`)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setProperty("horizontalScrollBarPolicy", True)  # ScrollBarAlwaysOff (1;
        # a bool: an int makes QByteArray's enums)
        # the viewport is made transparent by its name, not through `viewport()`: a QWidget
        # handed to Python makes PySide create every widget class's enums (~70, 20-30 ms)
        self.scroller.setStyleSheet("QScrollArea, #qt_scrollarea_viewport, #welcome_body "
                                    "{ background: transparent; }")
        outer.addWidget(self.scroller)
        self._build()

    def _build(self) -> None:
        body = QWidget()
        body.setObjectName("welcome_body")
        body.setStyleSheet(tile_style())  # (the tiles are measured in it, before it is shown)
        body.setAutoFillBackground(False)
        self.scroller.setWidget(body)  # (first: each widget is polished once, in its place)
        column = self.column = QVBoxLayout(body)
        column.setContentsMargins(MARGIN, 18, MARGIN, 18)
        column.setSpacing(10)
        head = QHBoxLayout()
        titles = QVBoxLayout()
        self.title = QLabel("Medici Table")
        self.title.setFont(theme.font(34, bold=True))
        self.title.setStyleSheet(f"color: {theme.GOLD.name()};")
        titles.addWidget(self.title)
        self.sub = QLabel(tr("Five games of the Renaissance courts, on one computer, the rules "
                             "kept for you."))
        self.sub.setFont(theme.font(14, italic=True))
        # wrapped in a narrow window (`_lay_out`), which keeps the buttons beside it whole; five
        # boxes in a row leave it room on one line (a wrapped label's measuring, ~6 M
        # instructions of the first frame, is then spared)
        self.sub.setWordWrap(False)
        titles.addWidget(self.sub)
        head.addLayout(titles, 1)
        self.head, self.titles = head, titles
        self.head_row = QWidget()  # beside the words, or under them in a narrow window
        row = self.head_grid = QGridLayout(self.head_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.setHorizontalSpacing(6)
        self.head_buttons: list[QPushButton] = []
        for what, text in (("host", tr("Host a game…")),
                           ("join", tr("Join a game…")),
                           ("open", tr("Open a saved game…")),
                           ("finished", tr("Finished games…"))):
            button = QPushButton(text)
            button.setFont(theme.font(12))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, w=what: self.chosen.emit(w, ""))
            if what == "host":
                button.setToolTip(tr("Play with friends on other computers: choose the game "
                                     "and the seats, then give each friend their code."))
            self.head_buttons.append(button)
            if what == "open":
                self.open_button = button
        head.addWidget(self.head_row)
        self.stacked, self.per_row = False, 0
        self._place_buttons(len(self.head_buttons))
        column.addLayout(head)
        self.resume_bar = QFrame()  # the interrupted game, offered above the boxes
        self.resume_bar.setObjectName("resume")  # (its look: `tile_style`)
        bar = QHBoxLayout(self.resume_bar)
        bar.setContentsMargins(12, 6, 8, 6)
        self.resume_label = QLabel()
        self.resume_label.setFont(theme.font(13))
        self.resume_label.setWordWrap(True)
        bar.addWidget(self.resume_label, 1)
        self.resume_button = QPushButton(tr("Resume the unfinished game"))
        self.resume_button.setFont(theme.font(13, bold=True))
        self.resume_button.setAutoDefault(False)
        self.resume_button.clicked.connect(lambda _=False: self.chosen.emit("resume", ""))
        bar.addWidget(self.resume_button)
        column.addWidget(self.resume_bar)
        self.grid = QGridLayout()
        self.grid.setSpacing(SPACING)
        column.addStretch(1)
        column.addLayout(self.grid)
        column.addStretch(2)
        self.tiles = []
        for game in self.games:
            tile = GameTile(game, self.lang, body)
            tile.chosen.connect(self.chosen)
            self.tiles.append(tile)
        self.columns = 0
        self.arranged = None
        self._measure()
        if self.isVisible():  # (else laid out at its first size: it is not known yet)
            self._lay_out(self.width(), self.height())
        self._show_resume()

    def _measure(self) -> None:
        """The narrowest a tile is laid out at in a column (the tiles are made so); compact,
        when first asked for (`narrow`: a window too narrow for five in a row)."""
        self.wide = max((t.minimumSizeHint().width() for t in self.tiles), default=200)
        self.tall = max((t.minimumSizeHint().height() for t in self.tiles), default=300)
        self._narrow: int | None = None
        buttons = self.buttons_in_a_row = sum(b.sizeHint().width() + 6 for b in self.head_buttons)
        self.head_wide = max(self.title.sizeHint().width(), self.sub.sizeHint().width()) \
            + buttons + 40
        self.buttons_wide = buttons + HEAD_WORDS
        # (the heading on one line in its full size: title, words, buttons)

    @property
    def narrow(self) -> int:
        """The narrowest a tile is laid out at, compact (the tiles are left compact)."""
        if self._narrow is None:
            for tile in self.tiles:
                tile.set_compact(True)
            self._narrow = max((t.minimumSizeHint().width() for t in self.tiles), default=200)
        return self._narrow

    def _lay_out(self, width: int, height: int) -> None:
        """Five tiles in a row when they fit, closer together if need be; else five slim ones
        in a row (a laptop's 900-1350 pixel window: every game in sight, none a scroll away);
        else each box beside its words, in two columns (or one), under a smaller heading. Five
        in a row need no scroll bar when the window is as tall as they are: its width is
        theirs then (a maximised 1366×768 laptop)."""
        room = width - 2 * MARGIN
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        shape, columns, spacing, slim = "beside", 1, 10, 0
        for gap in (SPACING, TIGHT):
            row = 5 * self.wide + 4 * gap
            if row <= room - bar or (row <= room and height >= self._five_in_a_row_height()):
                shape, columns, spacing = "column", 5, gap
                break
        else:  # (slim: narrow enough beside a scroll bar, should the window be too short)
            slim = (width - 2 * SLIM_MARGIN - bar - 4 * TIGHT) // 5
            if slim >= SLIM_MIN:
                shape, columns, spacing = "slim", 5, TIGHT
            elif 2 * self.narrow + spacing <= room - bar:
                columns = 2
        if shape == "slim":  # the names' size, and the buttons' words for the width
            size = next((n for n in NAME_SIZES if self._names_fit(n, slim - 16)), NAME_SIZES[-1])
            for tile in self.tiles:
                tile.set_shape("slim", slim, size)
        full = shape == "column" or (shape == "slim" and room >= self.head_wide)
        self._stack_head(room < self.buttons_wide)
        self._place_buttons(len(self.head_buttons) if room - bar >= self.buttons_in_a_row else 2)
        if (shape, columns, spacing, full) == self.arranged:
            return
        self.arranged = (shape, columns, spacing, full)
        self.columns = columns
        margin = SLIM_MARGIN if shape == "slim" else MARGIN
        self.column.setContentsMargins(margin, 18, margin, 18)
        self.title.setFont(theme.font(34 if full else 26, bold=True))
        self.sub.setFont(theme.font(14 if full else 12, italic=True))
        self.sub.setWordWrap(shape != "column")
        self.grid.setSpacing(spacing)
        for tile in self.tiles:
            self.grid.removeWidget(tile)
            if shape != "slim":
                tile.set_shape(shape)
        for i, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, i // columns, i % columns)
        for c in range(5):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)

    def _stack_head(self, stacked: bool) -> None:
        """The heading's buttons beside its words, or under them when the window is too narrow
        for both side by side."""
        if stacked == self.stacked:
            return
        self.stacked = stacked
        (self.head if stacked else self.titles).removeWidget(self.head_row)
        (self.titles if stacked else self.head).addWidget(self.head_row)

    def _place_buttons(self, per_row: int) -> None:
        """The heading's buttons in one row, or two a row in a window too narrow for them all
        (a 720-pixel window, an 800x600 screen's)."""
        if per_row == self.per_row:
            return
        self.per_row = per_row
        grid = self.head_grid
        for button in self.head_buttons:
            grid.removeWidget(button)
        for i, button in enumerate(self.head_buttons):
            grid.addWidget(button, i // per_row, i % per_row)
        for column in range(len(self.head_buttons) + 1):
            grid.setColumnStretch(column, 1 if column == per_row else 0)  # (at their left)

    @property
    def shape(self) -> str:
        """The tiles' shape: "column", "slim" (five in a row, narrower) or "beside"."""
        return self.arranged[0] if self.arranged is not None else ""

    def _names_fit(self, size: int, room: int) -> bool:
        """Whether every game's name in `size` points (bold) is at most `room` pixels long."""
        metrics = QFontMetrics(theme.font(size, bold=True))
        return all(metrics.horizontalAdvance(t.name.text()) <= room for t in self.tiles)

    def _five_in_a_row_height(self) -> int:
        """The height the screen takes with the five tiles in a row, under the full heading."""
        head = max(self.title.sizeHint().height() + self.sub.sizeHint().height(),
                   self.open_button.sizeHint().height())
        resume = self.resume_bar.sizeHint().height() + 10 if self.resume_text else 0
        return 18 + head + 10 + resume + self.tall + 18

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self._lay_out(event.size().width(), event.size().height())
        super().resizeEvent(event)

    def offer_resume(self, what: str) -> None:
        """The interrupted game, in words ('' when there is none to resume after all)."""
        self.resume_text = what
        self._show_resume()

    def _show_resume(self) -> None:
        self.resume_bar.setVisible(bool(self.resume_text))
        known = self.resume_text != "…"  # (until the game is read: the folder holds one)
        self.resume_label.setText(tr("An unfinished game is waiting — {what}.",
                                     what=self.resume_text) if known
                                  else tr("An unfinished game is waiting."))

    def set_language(self, lang: str) -> None:
        self.lang = lang
        old = self.scroller.takeWidget()
        if old is not None:
            old.deleteLater()
        self._build()

    def tile(self, game: str) -> GameTile:
        return next(t for t in self.tiles if t.game.id == game)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        r = QRectF(self.rect())
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0, theme.BAIZE)
        grad.setColorAt(1, theme.BAIZE_DARK)
        p.fillPath(_rect_path(r), QBrush(grad))
        p.fillPath(_rect_path(QRectF(0, 0, r.width(), 4)), _solid(theme.GOLD))


# Painted with paths and gradient brushes, not `fillRect` nor a colour's brush: weighing their
# overloads (a colour may be one of Qt's named colours) makes Qt's namespace's 93 enums, ~30 ms
# before the first frame. The same pixels.
def _rect_path(r: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(r)
    return path


def _solid(colour: QColor) -> QBrush:
    """A brush of one colour (a gradient from it to itself)."""
    grad = QLinearGradient(0, 0, 1, 0)
    grad.setColorAt(0, colour)
    grad.setColorAt(1, colour)
    return QBrush(grad)
