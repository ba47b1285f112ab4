"""The list of finished games (Game → Finished games…): date, game, players with their scores,
and the result, newest first; any opens in replay (`ui/saves.py`). The games themselves are
kept by `app/archive.py`."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from medici_table import games
from medici_table.app.archive import Archive, Finished
from medici_table.ui import theme
from medici_table.ui.i18n import moment, tr
from medici_table.ui.placement import inside_screen

PATH_ROLE = Qt.ItemDataRole.UserRole


PER_LINE = 4  # players a line: seven on one ran the list past the dialog, the result unseen


def players(entry: Finished) -> str:
    """The players with their final scores: "Ada 34 · Bo 28", four a line."""
    if len(entry.scores) != len(entry.players):
        each = list(entry.players)
    else:
        each = [f"{name} {score}" for name, score in zip(entry.players, entry.scores,
                                                         strict=True)]
    lines = [each[i:i + PER_LINE] for i in range(0, len(each), PER_LINE)]
    return "\n".join(" · ".join(line) for line in lines)


def result(entry: Finished) -> str:
    names = [entry.players[i] for i in entry.winners if 0 <= i < len(entry.players)]
    if not names:
        return "—"
    if len(names) == 1:
        return tr("{name} won", name=names[0])
    return tr("Shared: {names}", names=", ".join(names))


class FinishedGames(QDialog):
    """Every finished game kept here; Replay (or a double click) opens one in replay."""

    chosen = Signal(str, str)  # the file, the replay's title

    def __init__(self, archive: Archive, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive, self.lang = archive, lang
        self.setWindowTitle(tr("Finished games"))
        self.resize(820, 440)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 12)
        head = QLabel(tr("Finished games"))
        head.setFont(theme.font(22, bold=True))
        head.setStyleSheet(f"color: {theme.GOLD.name()};")
        layout.addWidget(head)
        self.hint = QLabel(tr("Double-click a game to replay it, move by move."))
        self.hint.setFont(theme.font(12, italic=True))
        layout.addWidget(self.hint)
        self.empty = QLabel(tr("No game has been finished here yet. A game played to its end "
                               "is kept here at once, to be replayed move by move."))
        self.empty.setWordWrap(True)
        self.empty.setFont(theme.font(13, italic=True))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.empty, 1)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels([tr("Date"), tr("Game"), tr("Players"), tr("Result")])
        self.list.setFont(theme.font(13))
        self.list.header().setFont(theme.font(12, bold=True))
        self.list.setStyleSheet(
            f"QTreeWidget {{ background: {theme.PARCHMENT.name()}; color: {theme.INK.name()};"
            f" alternate-background-color: {theme.PARCHMENT_DARK.name()}; }}"
            f"QTreeWidget::item {{ padding: 4px 2px; }}"
            f"QHeaderView::section {{ background: {theme.WALNUT_LIGHT.name()}; "
            f"color: {theme.GOLD_PALE.name()}; padding: 5px; border: none; }}"
            f"QTreeWidget::item:selected {{ background: {theme.GOLD.name()}; "
            f"color: {theme.INK.name()}; }}")
        header = self.list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # the players: the rest
        header.setStretchLastSection(False)
        self.list.itemActivated.connect(lambda item, _col: self._choose(item))
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(self)
        self.replay_button = QPushButton(tr("Replay the game"))
        self.replay_button.setFont(theme.font(12, bold=True))
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(tr("Close"))
        close.setFont(theme.font(12))
        buttons.rejected.connect(self.reject)
        self.replay_button.clicked.connect(lambda _=False: self._choose(self.list.currentItem()))
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        inside_screen(self)  # its 820 pixels ran past an 800-pixel screen, Close cut off

    def refresh(self) -> None:
        self.list.clear()
        names: dict[str, str] = {}
        for entry in self.archive.entries():
            if entry.game not in names:
                names[entry.game] = games.get(entry.game).name(self.lang)
            item = QTreeWidgetItem([moment(entry.ended, self.lang), names[entry.game], players(entry),
                                    result(entry)])
            item.setData(0, PATH_ROLE, str(entry.path))
            bold = self.list.font()
            bold.setBold(True)
            item.setFont(3, bold)
            item.setToolTip(0, str(entry.path))
            self.list.addTopLevelItem(item)
        count = self.list.topLevelItemCount()
        self.empty.setVisible(count == 0)
        self.list.setVisible(count > 0)
        self.hint.setVisible(count > 0)
        self.replay_button.setVisible(count > 0)
        first = self.list.topLevelItem(0)
        if first is not None:
            self.list.setCurrentItem(first)

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        # QDialogButtonBox's accept role would close the dialog: the choice is made here
        if item is None:
            return
        title = f"{item.text(1)} — {item.text(0)}"
        self.chosen.emit(str(item.data(0, PATH_ROLE)), title)
