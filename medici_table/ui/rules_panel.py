"""The rules panel: the current game's rules text with contents, search and back/forward, its
quick reference card and "How to play on this table"; its dock (`ui/docks.py`) builds it the first
time it opens."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPen,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from medici_table.ui import rules_render, rules_search, rulestext, theme
from medici_table.ui.i18n import tr
from medici_table.ui.rulestext import read_text

_ANCHOR = Qt.ItemDataRole.UserRole


class Browser(QTextBrowser):
    """Rich text that follows its own links by anchor (the panel keeps the history)."""

    followed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)
        self.setFont(theme.font(13))
        self.setStyleSheet(f"QTextBrowser {{ background: {theme.PARCHMENT.name()}; "
                           f"color: {theme.INK.name()}; border: none; }}")
        self.anchorClicked.connect(self._clicked)
        self.pinned = ""  # the section kept at the top until the reader scrolls
        self.verticalScrollBar().sliderPressed.connect(self.unpin)
        self.text = QTextDocument(self)

    def pin(self, anchor: str) -> None:
        self.pinned = anchor
        self.scrollToAnchor(anchor)

    def _keep_pinned(self) -> None:
        if self.pinned:
            self.scrollToAnchor(self.pinned)

    def laid_out(self) -> bool:
        """Whether the whole text has its place (the last block has a height)."""
        doc = self.document()
        block = doc.lastBlock()
        while block.isValid() and not block.text().strip():
            block = block.previous()  # a table or a list may end with an empty block
        return not block.isValid() or doc.documentLayout().blockBoundingRect(block).height() > 0

    def unpin(self) -> None:
        self.pinned = ""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.pinned:  # text reflows: the section asked for stays in view
            self.scrollToAnchor(self.pinned)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        self.unpin()
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self.unpin()
        super().keyPressEvent(event)

    def _clicked(self, url: QUrl) -> None:
        if url.fragment():
            self.followed.emit(url.fragment())

    def show_markdown(self, markdown: str) -> rules_render.Rendered:
        """A new document, emboldened before the browser lays it out (once, completely)."""
        rendered = rules_render.render(markdown)
        doc = QTextDocument(self)
        doc.setDefaultFont(self.font())
        doc.setDocumentMargin(12)
        doc.setHtml(rules_render.page(rendered.html))
        _embolden(doc)
        self.setDocument(doc)
        self.text.deleteLater()
        self.text = doc
        # a long text is laid out a piece at a time: follow it until the section is placed
        doc.documentLayout().documentSizeChanged.connect(self._keep_pinned)
        return rendered


def _embolden(doc: QTextDocument) -> None:
    """Bold drawn as the regular face with an outline: the bundled EB Garamond Bold has no
    accented letters (é, è, à fell back to a sans-serif), the Regular has them all."""
    spans: list[tuple[int, int, QColor]] = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.fontWeight() > QFont.Weight.Normal.value:
                brush = fmt.foreground()
                colour = brush.color() if brush.style() != Qt.BrushStyle.NoBrush \
                    else QColor(theme.INK)
                spans.append((fragment.position(), fragment.length(), colour))
            it += 1
        block = block.next()
    cursor = QTextCursor(doc)
    cursor.beginEditBlock()  # one change, one layout of the whole text (not a partial one)
    for start, length, colour in spans:
        cursor.setPosition(start)
        cursor.setPosition(start + length, QTextCursor.MoveMode.KeepAnchor)
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Normal.value)
        bold.setTextOutline(QPen(colour, 0.5))
        cursor.mergeCharFormat(bold)
    cursor.endEditBlock()


class RulesPanel(QWidget):
    """Three tabs: the rules (contents, search, back/forward), the quick reference, this table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.lang = "en"
        self.anchor = ""  # the section shown
        self.back_stack: list[str] = []
        self.forward_stack: list[str] = []
        self.hits: list[QTextCursor] = []
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setFont(theme.font(12))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.tabs)
        self.tabs.addTab(self._rules_tab(), "")
        self.quickref = Browser()
        self.quickref.followed.connect(lambda a: self.quickref.scrollToAnchor(a))
        self.howto = Browser()
        self.howto.followed.connect(lambda a: self.howto.scrollToAnchor(a))
        self.tabs.addTab(self.quickref, "")
        self.tabs.addTab(self.howto, "")
        self.retranslate()

    def _rules_tab(self) -> QWidget:
        tab = QWidget()
        col = QVBoxLayout(tab)
        col.setContentsMargins(4, 4, 4, 0)
        row = QHBoxLayout()
        self.back_button = QToolButton()
        self.back_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.back_button.clicked.connect(self.back)
        self.forward_button = QToolButton()
        self.forward_button.setArrowType(Qt.ArrowType.RightArrow)
        self.forward_button.clicked.connect(self.forward)
        self.search_box = QLineEdit()
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setFont(theme.font(12))
        self.search_box.textChanged.connect(self.search)
        self.search_box.returnPressed.connect(self.next_hit)
        self.hits_label = QLabel()
        self.hits_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.hits_label.setFont(theme.font(11))
        for w in (self.back_button, self.forward_button):
            w.setIconSize(QSize(14, 14))
            row.addWidget(w)
        row.addWidget(self.search_box, 1)
        row.addWidget(self.hits_label)
        col.addLayout(row)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.contents.setFont(theme.font(12))
        self.contents.itemClicked.connect(lambda item, _c: self.open(str(item.data(0, _ANCHOR))))
        self.results = QListWidget()
        self.results.setFont(theme.font(12))
        self.results.setWordWrap(True)
        self.results.itemClicked.connect(self._result_clicked)
        self.finder = QStackedWidget()  # the contents, or the sections a search found
        self.finder.addWidget(self.contents)
        self.finder.addWidget(self.results)
        self.browser = Browser()
        self.browser.followed.connect(self.open)
        self.split.addWidget(self.finder)
        self.split.addWidget(self.browser)
        self.split.setSizes([170, 600])
        col.addWidget(self.split, 1)
        return tab

    def retranslate(self) -> None:
        self.tabs.setTabText(0, tr("Rules"))
        self.tabs.setTabText(1, tr("Quick reference"))
        self.tabs.setTabText(2, tr("On this table"))
        self.back_button.setToolTip(tr("Back"))
        self.forward_button.setToolTip(tr("Forward"))
        self.search_box.setPlaceholderText(tr("Search the rules…"))
        self._count_hits()

    # --- content ------------------------------------------------------------------------------
    def load(self, game: str, lang: str) -> None:
        """Show `game`'s texts in `lang`, staying at the same section if it has one."""
        if (game, lang) == (self.game, self.lang):
            return
        same_game = game == self.game
        self.game, self.lang = game, lang
        rendered = self.browser.show_markdown(read_text(game, f"rules.{lang}.md"))
        self.headings = rendered.headings
        self.contents.clear()
        parents: list[tuple[int, QTreeWidgetItem]] = []
        for h in rendered.headings:
            while parents and parents[-1][0] >= h.level:
                parents.pop()
            item = QTreeWidgetItem([h.title])
            item.setData(0, _ANCHOR, h.anchor)
            if parents:
                parents[-1][1].addChild(item)
            else:
                self.contents.addTopLevelItem(item)
            parents.append((h.level, item))
        self.contents.expandToDepth(0)
        self.quickref.show_markdown(read_text(game, f"quickref.{lang}.md"))
        self.howto.show_markdown(read_text(f"howto.{lang}.md"))
        if not same_game:
            self.back_stack.clear()
            self.forward_stack.clear()
            self.anchor = ""
        if self.anchor:
            self.browser.pin(self.anchor)
            self._select_contents(self.anchor)
        self.search(self.search_box.text())
        self._buttons()

    def open(self, anchor: str, remember: bool = True) -> None:
        """Scroll to the section `anchor` (the Rules tab comes to the front)."""
        if not anchor:
            return
        if anchor.startswith("rule:"):
            anchor = anchor.removeprefix("rule:")
        self.tabs.setCurrentIndex(0)
        if remember and self.anchor and anchor != self.anchor:
            self.back_stack.append(self.anchor)
            self.forward_stack.clear()
        self.anchor = anchor
        self.browser.pin(anchor)
        self._select_contents(anchor)
        self._buttons()

    def back(self) -> None:
        if self.back_stack:
            self.forward_stack.append(self.anchor)
            self.open(self.back_stack.pop(), remember=False)

    def forward(self) -> None:
        if self.forward_stack:
            self.back_stack.append(self.anchor)
            self.open(self.forward_stack.pop(), remember=False)

    def _buttons(self) -> None:
        self.back_button.setEnabled(bool(self.back_stack))
        self.forward_button.setEnabled(bool(self.forward_stack))

    def _select_contents(self, anchor: str) -> None:
        found = self.contents.findItems("*", Qt.MatchFlag.MatchWildcard
                                        | Qt.MatchFlag.MatchRecursive)
        for item in found:
            if item.data(0, _ANCHOR) == anchor:
                self.contents.setCurrentItem(item)
                self.contents.scrollToItem(item)
                return

    # --- search --------------------------------------------------------------------------------
    def search(self, query: str) -> None:
        """Highlight every hit of `query` in the text and list the sections that hold it."""
        self.hits = []
        self.results.clear()
        if len(query.strip()) >= 2:
            expr = QRegularExpression(rules_search.pattern(query),
                                      QRegularExpression.PatternOption.CaseInsensitiveOption)
            doc = self.browser.document()
            cursor = doc.find(expr, 0)
            while not cursor.isNull():
                self.hits.append(cursor)
                cursor = doc.find(expr, cursor, QTextDocument.FindFlag(0))
            for hit in rules_search.search(rulestext.sections(self.game, self.lang), query):
                item = QListWidgetItem(f"{hit.title} ({hit.count})\n    … {hit.excerpt} …")
                item.setData(_ANCHOR, hit.anchor)
                self.results.addItem(item)
        searching = bool(query.strip())
        self.finder.setCurrentWidget(self.results if searching else self.contents)
        self._paint_hits()
        self._count_hits()
        if self.hits:
            self._show_hit(self.hits[0])

    def _paint_hits(self) -> None:
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(theme.HIGHLIGHT))
        fmt.setForeground(QColor(theme.INK))
        selections = []
        for cursor in self.hits:
            sel = QTextEdit.ExtraSelection()
            sel.cursor = cursor
            sel.format = fmt
            selections.append(sel)
        self.browser.setExtraSelections(selections)

    def _count_hits(self) -> None:
        query = self.search_box.text().strip()
        n = len(self.hits)
        said = tr("nothing found") if not n else tr("1 found") if n == 1 else tr("{n} found", n=n)
        self.hits_label.setText(said if query else "")

    def next_hit(self) -> None:
        """Enter in the search box: on to the next hit after the cursor."""
        if not self.hits:
            return
        at = self.browser.textCursor().position()
        later = [c for c in self.hits if c.selectionStart() > at]
        cursor = later[0] if later else self.hits[0]
        self._show_hit(cursor)

    def _result_clicked(self, item: QListWidgetItem) -> None:
        anchor = str(item.data(_ANCHOR))
        self.open(anchor)
        start = self._anchor_position(anchor)
        later = [c for c in self.hits if c.selectionStart() >= start]
        if later:
            self._show_hit(later[0])

    def _show_hit(self, cursor: QTextCursor) -> None:
        self.browser.unpin()
        self.browser.setTextCursor(cursor)
        bar = self.browser.verticalScrollBar()  # the hit a third of the way down, with context
        rect = self.browser.cursorRect(cursor)
        bar.setValue(bar.value() + rect.top() - self.browser.viewport().height() // 3)

    def _anchor_position(self, anchor: str) -> int:
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                names = it.fragment().charFormat().anchorNames()
                if anchor in names:
                    return block.position()
                it += 1
            block = block.next()
        return 0
