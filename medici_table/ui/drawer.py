"""The side panels in a narrow window: folded into a drawer over the table.

Beside the table, the scores, the game log, the moves and the rules take 300–380 pixels: on a
1024-pixel laptop window that is a third of the width, and the cards become too small to read.
Below `THRESHOLD` pixels of width the docks fold: their panels move into one drawer laid over
the table's right side, opened from a row of tabs at the right of the menu bar (or from the View
menu), closed by the same tab, Escape, or a press on the table. The table keeps the
whole width and never changes size when the drawer comes and goes. Widened again, the panels go
back into their docks, the ones shown before shown again.

The panels themselves are the docks' own widgets (`ui/docks.py`), moved, not copied: whatever
fills them (the log, the moves, the rules panel built when first opened) works the same in
both places.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from medici_table.ui import theme
from medici_table.ui.i18n import tr

if TYPE_CHECKING:  # (their classes' enums: made with the docks, after the first frame)
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget

THRESHOLD = 1440  # window width (logical pixels) below which the docks fold into the drawer (a
# 1366-pixel laptop too: its docks left the table 68% of the window)
DRAWER_WIDTH = (320, 420)  # the drawer's narrowest and widest, about 40% of the window between


class Drawer(QFrame):
    """The panels of the docks, one at a time, over the right side of the table."""

    escaped = Signal()  # Escape pressed in it: `Folding` closes it

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("drawer")
        self.setStyleSheet(
            f"#drawer {{ background: {theme.WALNUT.name()}; border-left: 3px solid "
            f"{theme.GOLD.name()}; }}")
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 4, 4, 4)
        column.setSpacing(4)
        self.stack = QStackedWidget()
        column.addWidget(self.stack)
        self.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt

        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class TabStrip(QWidget):
    """The drawer's tabs at the right of the menu bar, one a dock (named by `Folding`). Made
    with the window's first frame, hidden: the menu bar takes its height from it even hidden,
    and must not grow when the docks come, after the welcome screen's first frame."""

    def __init__(self, window: Any) -> None:
        super().__init__()
        self.setObjectName("drawer_tabs")
        self.setStyleSheet(
            f"#drawer_tabs QPushButton {{ background: transparent; color: "
            f"{theme.GOLD_PALE.name()}; border: 1px solid transparent; padding: 2px 10px; }}"
            f"#drawer_tabs QPushButton:hover {{ border-color: {theme.GOLD.name()}; }}"
            f"#drawer_tabs QPushButton:checked {{ background: {theme.WALNUT_LIGHT.name()}; "
            f"border-color: {theme.GOLD.name()}; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 6, 0)
        row.setSpacing(2)
        self.buttons: list[QPushButton] = []
        for _ in range(4):  # the scores, the log, the moves, the rules
            button = QPushButton()
            button.setFont(theme.font(12))
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setProperty("focusPolicy", False)  # Qt.NoFocus (0): the strip is in the
            # first frame, and naming Qt's namespace makes its 93 enums (~30 ms); a bool, as an
            # int would make QByteArray's two (~2 M instructions)
            row.addWidget(button)
            self.buttons.append(button)
        window.menuBar().setCornerWidget(self)  # (at the top right)
        self.hide()

    def name_tabs(self) -> None:
        """Shown with the docks' names before the docks are made (a narrow window's first
        frame: they come right after it, `Folding` then takes the tabs over)."""
        for button, name in zip(self.buttons, (tr("Scores"), tr("Game log"), tr("Moves"),
                                               tr("Rules")), strict=True):
            button.setText(name)
        self.show()


class Folding(QObject):
    """Folds the window's docks into the drawer below `THRESHOLD`, and back above it."""

    def __init__(self, window: Any, menu: Any) -> None:
        from PySide6.QtGui import QAction

        super().__init__(window)
        self.window = window
        self.docks: list[QDockWidget] = [window.score_dock, window.log_dock, window.moves_dock,
                                         window.rules_dock]
        self.folded = False
        self.folded_was = False
        self.wanted: list[QDockWidget] = []  # the docks shown when the window widens again
        self.pages: dict[QDockWidget, QWidget] = {}  # each dock's place in the drawer
        self.boxes: dict[QDockWidget, QVBoxLayout] = {}  # and the page's layout
        self.drawer = Drawer(window)
        self.drawer.escaped.connect(self.close)
        self.table: Any = None  # the window's table, once built (`watch`)
        corner = window.menuBar().cornerWidget()  # (the top right one)
        # at the right of the menu bar, while folded (made with the window's first frame)
        self.tabs = corner if isinstance(corner, TabStrip) else TabStrip(window)
        self.buttons: dict[QDockWidget, QPushButton] = {}
        self.actions: dict[QDockWidget, QAction] = {}
        for dock, button in zip(self.docks, self.tabs.buttons, strict=True):
            page = QWidget()
            box = QVBoxLayout(page)
            box.setContentsMargins(0, 0, 0, 0)
            self.pages[dock] = page
            self.boxes[dock] = box
            self.drawer.stack.addWidget(page)
            button.setText(dock.windowTitle())
            button.clicked.connect(lambda _=False, d=dock: self.toggle(d))
            self.buttons[dock] = button
            action = QAction(dock.windowTitle(), window)  # the View menu's entry while folded
            action.triggered.connect(lambda _=False, d=dock: self.reveal(d))
            action.setVisible(False)
            menu.addAction(action)
            self.actions[dock] = action
            dock.windowTitleChanged.connect(lambda text, d=dock: self._titled(d, text))
            dock.visibilityChanged.connect(lambda on, d=dock: self._dock_shown(d, on))
        self.tabs.hide()
        window.rules_dock.revealer = self.reveal
        window.installEventFilter(self)  # (the table is watched when built: `watch`)

    def watch(self, table: Any) -> None:
        """A press on the window's table closes the drawer, and so does a scoring sheet shown
        over the table, which the drawer would hide (the window calls this once it has built
        its table: behind the welcome screen, not before the first frame)."""
        self.table = table
        table.view.viewport().installEventFilter(self)
        table.interlude.installEventFilter(self)

    # --- following the window's width ------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if obj is self.window and kind == QEvent.Type.Resize:
            self.follow()
        elif kind == QEvent.Type.MouseButtonPress and obj is not self.window:
            self.close()  # a press on the table: the drawer goes, the press still acts
        elif kind == QEvent.Type.Show and self.table is not None and obj is self.table.interlude:
            self.close()  # a sheet to read to its end: not behind the drawer
        return False

    def follow(self) -> None:
        """Fold or unfold for the window's width; the tabs only while folded over a table."""
        narrow = self.window.width() < THRESHOLD
        if narrow and not self.folded:
            self.fold()
        elif not narrow and self.folded:
            self.unfold()
        if narrow != self.folded_was:  # the table takes (or gives back) the docks' width now,
            self.folded_was = narrow  # not at the next pass of the event loop
            layout = self.window.layout()
            if layout is not None:
                layout.activate()
        over_table = self.window.welcome is None
        self.tabs.setVisible(self.folded and over_table)
        if not over_table:
            self.close()
        self._place()

    def fold(self) -> None:
        """The docks' panels into the drawer; the docks hidden (the table takes their width)."""
        self.folded = True
        self.wanted = [d for d in self.docks if not d.isHidden()]
        for dock in self.docks:
            self._take(dock)
            dock.hide()
            dock.toggleViewAction().setVisible(False)
            self.actions[dock].setVisible(True)

    def unfold(self) -> None:
        """The panels back into their docks, the docks shown before shown again."""
        self.close()
        self.folded = False
        for dock in self.docks:
            page = self._page_widget(dock)
            if page is not None:
                dock.setWidget(page)
            dock.toggleViewAction().setVisible(True)
            self.actions[dock].setVisible(False)
        for dock in self.wanted if self.window.welcome is None else []:
            dock.show()
        self.wanted = []
        if self.window.welcome is None:
            self.window.proportion_docks()  # (shown again, they kept no proportions)

    def restore(self, dock: QDockWidget) -> None:
        """Show `dock` again (the welcome screen had hidden it): at once, or when the window
        widens if the docks are folded."""
        if not self.folded:
            dock.show()
        elif dock not in self.wanted:
            self.wanted.append(dock)

    def _take(self, dock: QDockWidget) -> None:
        """The dock's panel into its page of the drawer (the rules panel once it is built)."""
        widget = dock.widget()
        if widget is not None and widget.parentWidget() is not self.pages[dock]:
            self.boxes[dock].addWidget(widget)
            widget.show()

    def _page_widget(self, dock: QDockWidget) -> QWidget | None:
        layout = self.boxes[dock]
        item = layout.itemAt(0) if layout.count() else None
        return item.widget() if item is not None else None

    def _dock_shown(self, dock: QDockWidget, visible: bool) -> None:
        """A dock shown while folded (the welcome screen gives back the docks it hid): it is
        hidden again and kept for when the window widens, its panel stays in the drawer."""
        if visible and self.folded:
            if dock not in self.wanted:
                self.wanted.append(dock)
            QTimer.singleShot(0, lambda: self._hide_folded(dock))

    def _hide_folded(self, dock: QDockWidget) -> None:
        if self.folded:
            dock.hide()

    # --- the drawer --------------------------------------------------------------------------------
    def reveal(self, dock: QDockWidget) -> None:
        """Show `dock`'s panel: in its dock, or in the drawer when folded."""
        if not self.folded:
            dock.show()
            dock.raise_()
            return
        from medici_table.ui.docks import MovesDock, RulesDock

        if isinstance(dock, RulesDock):
            dock.panel()  # built when first wanted
        self._take(dock)
        self.drawer.stack.setCurrentWidget(self.pages[dock])
        if isinstance(dock, MovesDock):
            _ = dock.moves  # the list fills when it is seen
        self._place()
        self.drawer.show()
        self.drawer.raise_()
        self.tabs.show()  # (on the welcome screen too, while open: its tab closes it)
        if isinstance(dock, MovesDock):  # the arrows and Enter play from it (Escape, which
            dock.list.setFocus()  # the list leaves to its parents, still closes the drawer)
        else:
            self.drawer.setFocus()  # Escape closes it
        self._checks(dock)

    def toggle(self, dock: QDockWidget) -> None:
        """The tab of `dock`: opens the drawer at it, or closes the drawer if it shows it."""
        if self.is_open(dock):
            self.close()
        else:
            self.reveal(dock)

    def is_open(self, dock: QDockWidget | None = None) -> bool:
        if self.drawer.isHidden():
            return False
        return dock is None or self.drawer.stack.currentWidget() is self.pages[dock]

    def close(self) -> None:
        if not self.drawer.isHidden():
            focused = self.drawer.isAncestorOf(self.window.focusWidget()) or self.drawer.hasFocus()
            self.drawer.hide()
            self._checks(None)
            if focused:
                self._focus_table()
        if self.window.welcome is not None:
            self.tabs.hide()

    def _focus_table(self) -> None:
        """The keyboard back to the table when the drawer that had it goes: to a scoring
        sheet's Next if one waits (Enter reads on), to a question's first answer, else to the
        table itself."""
        table = self.table
        if table is None or self.window.welcome is not None:
            return
        sheet, prompt = table.interlude, table.prompt
        if sheet.isVisible() and sheet.built:
            sheet.next_button.setFocus()
        elif prompt.isVisible() and prompt.buttons:
            prompt.buttons[0].setFocus()
        else:
            table.view.setFocus()

    def _checks(self, shown: QDockWidget | None) -> None:
        for dock, button in self.buttons.items():
            button.setChecked(dock is shown)

    def _place(self) -> None:
        """Over the right side of the window's central part (the table and its strip)."""
        central = self.window.centralWidget()
        if central is None:
            return
        area = central.geometry()
        width = max(DRAWER_WIDTH[0], min(DRAWER_WIDTH[1], int(self.window.width() * 0.4)))
        self.drawer.setGeometry(QRect(area.right() + 1 - width, area.top(), width,
                                      area.height()))

    def _titled(self, dock: QDockWidget, text: str) -> None:
        """A dock renamed (another language): its tab and menu entry follow, and the menu bar
        makes the tabs' corner as wide as their new names ("Journal" gave "Game log" its
        room: "ame lo")."""
        self.buttons[dock].setText(text)
        self.actions[dock].setText(text)
        bar = self.window.menuBar()
        if bar.cornerWidget() is self.tabs:
            bar.setCornerWidget(self.tabs)  # (which lays the corner out again)


def install_folding(window: Any, menu: Any) -> Folding:
    folding = Folding(window, menu)
    window.folding = folding
    return folding
