"""What a person sees of remote play: the invitation (hosting), the join dialog, and the
notice over a table that waits for someone.

* `InvitationDialog` — for each friend's seat, its code, whether the friend has joined, and
  a button that copies the invitation (the address, the port and that seat's code, one line);
  the host's addresses and port above, and what a friend does with them.
* `JoinDialog` — Game → Join a game…: the address (tables heard on the local network are
  listed, a click fills it in) and the code; an invitation pasted whole is split by itself.
* `WhoIsHere` — in the host's status bar: the friends connected, those away.
* `TableNotice` — laid over the table while the game waits (a friend not joined yet, or whose
  connection dropped; the host's connection lost), with what can be done: show the
  invitation, give the seat to the computer, leave.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QGuiApplication, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from medici_table import games
from medici_table.net import codes
from medici_table.net.lan import Table
from medici_table.net.protocol import DEFAULT_PORT
from medici_table.ui import theme
from medici_table.ui.i18n import lang, tr

PAPER = (f"background: {theme.PARCHMENT.name()}; color: {theme.INK.name()};")


class InvitationDialog(QDialog):
    """Who is invited to the table, with their codes (not modal: the table stays usable)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Invite friends to this table"))
        self.setModal(False)
        self.setStyleSheet(theme.APP_STYLE)
        column = QVBoxLayout(self)
        column.setSpacing(12)
        self.heading = QLabel(tr("Friends join from their own computers"))
        self.heading.setFont(theme.font(18, bold=True))
        self.heading.setStyleSheet(f"color: {theme.GOLD_PALE.name()};")
        column.addWidget(self.heading)
        self.secure = QLabel()  # encrypted or not
        self.secure.setFont(theme.font(12, bold=True))
        self.secure.setStyleSheet(f"color: {theme.GOLD_PALE.name()};")
        column.addWidget(self.secure)
        self.where = QLabel()
        self.where.setFont(theme.font(13))
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(self.where)
        self.grid = QGridLayout()  # one row a friend's seat
        self.grid.setHorizontalSpacing(16)
        column.addLayout(self.grid)
        self.how = QLabel()
        self.how.setFont(theme.font(11, italic=True))
        self.how.setWordWrap(True)
        column.addWidget(self.how)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        column.addWidget(buttons)
        self.lines: dict[int, str] = {}  # seat -> its invitation, one line
        self.states: dict[int, QLabel] = {}  # seat -> "joined" or not
        self._shown: list[tuple[int, str, str]] = []
        self._pin: str | None = None
        self._at: tuple[str, int] = ("", 0)  # the address and port the copied lines give
        self.how.setMinimumWidth(540)  # (not the dialog's: the layout then keeps its rows whole)

    def show_table(self, addresses: list[str], port: int, seats: list[tuple[int, str, str]],
                   joined: set[int], pin: str | None = None, away: set[int] | None = None
                   ) -> None:
        """`seats`: (seat, name, code) of each friend's seat; `joined`: the seats connected;
        `pin`: an encrypted table's certificate pin, which each friend's code then carries;
        `away`: the seats whose friend had joined and is gone (left, or lost the line)."""
        if all(a.startswith("127.") or a == "::1" for a in addresses):  # no friend reaches it
            self.where.setText(tr("Only Medici Table on this same computer can join this table "
                                  "(at <b>{address}</b>, port <b>{port}</b>): this computer is "
                                  "on no network, or the table was opened for it alone. "
                                  "Connect it to your friends' network, then open this "
                                  "invitation again.", address=addresses[0], port=port))
        else:
            self.where.setText(tr("Your friends join this table at <b>{address}</b>, port "
                                  "<b>{port}</b>.", address=addresses[0], port=port)
                               + ("<br>" + tr("Other addresses of this computer: {others}",
                                              others=", ".join(addresses[1:]))
                                  if len(addresses) > 1 else ""))
        how = tr("Each friend opens Medici Table, chooses Game → Join a game… and "
                 "types the address and their own code — a code is that seat's "
                 "key, give it to that friend only. Over the internet, your router "
                 "must let port {port} through to this computer.", port=port)
        if pin:
            how += " " + tr("The table is encrypted: the end of each code is the fingerprint of "
                            "this computer's certificate, so their program knows it reached "
                            "yours and no one in between.")
        else:
            how += " " + tr("This table is not encrypted: for a game over the internet, tick "
                            "Encrypt the table in the new-game dialog.")
        self.how.setText(how)
        self.heading.setText(tr("Friends join from their own computers"))
        self.secure.setText(tr("Encrypted table") if pin else tr("Table not encrypted"))
        self.secure.setToolTip(tr("Chosen in the new-game dialog (Encrypt the table)."))
        shown = [(seat, name, codes.with_pin(code, pin)) for seat, name, code in seats]
        if shown != self._shown or pin != self._pin or (addresses[0], port) != self._at:
            self._pin, self._at = pin, (addresses[0], port)
            self._rows(shown, addresses[0], port)
        for seat, label in self.states.items():
            label.setText(tr("joined") if seat in joined else tr("away") if seat in (away or ())
                          else tr("not joined yet"))
            label.setFont(theme.font(12, italic=seat not in joined))

    def _rows(self, seats: list[tuple[int, str, str]], address: str, port: int) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # at once: the layout is made again now
                widget.deleteLater()
        self._shown = seats
        self.lines, self.states = {}, {}
        for row, (seat, name, code) in enumerate(seats):
            invitation = codes.Invitation(address, port, *codes.split(code)).line()
            self.lines[seat] = invitation
            who = QLabel(name)
            who.setFont(theme.font(13, bold=True))
            seat_code, pin = codes.split(code)
            shown = QLabel(f"{seat_code}-\n{pin}" if pin else code)  # the pin under the code
            shown.setFont(theme.font(16, bold=True))
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            shown.setStyleSheet(f"{PAPER} padding: 2px 8px; border-radius: 4px;")
            state = self.states[seat] = QLabel()
            copy = QPushButton(tr("Copy the invitation"))
            copy.setAutoDefault(False)
            copy.setToolTip(invitation)
            copy.clicked.connect(lambda _=False, text=invitation: _copy(text))
            for col, widget in enumerate((who, shown, state, copy)):
                self.grid.addWidget(widget, row, col)
        self.adjustSize()


def _copy(text: str) -> None:
    board = QGuiApplication.clipboard()
    if board is not None:
        board.setText(text)


class JoinDialog(QDialog):
    """The address and the code of a seat at a table hosted elsewhere."""

    def __init__(self, address: str = "", parent: QWidget | None = None,
                 code: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a game"))
        self.setStyleSheet(theme.APP_STYLE)
        column = QVBoxLayout(self)
        intro = QLabel(tr("Type what the host gave you: the address of their computer and "
                          "your seat's code. An invitation pasted whole fills both. At an "
                          "encrypted table the code is longer: it ends with the fingerprint "
                          "of the host's certificate, checked before anything is sent."))
        intro.setWordWrap(True)
        intro.setFont(theme.font(12))
        column.addWidget(intro)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setPlaceholderText("192.168.1.12:41790")
        self.address.textEdited.connect(self._pasted)
        self.code = QLineEdit(code)
        self.code.setPlaceholderText(codes.EXAMPLE)
        self.code.setFont(theme.font(14, bold=True))
        self.code.setMinimumWidth(  # an encrypted table's code (35 characters) seen whole
            QFontMetrics(self.code.font()).horizontalAdvance(codes.EXAMPLE_PINNED + "MM") + 16)
        self.code.textEdited.connect(self._pasted)
        form.addRow(tr("Address"), self.address)
        form.addRow(tr("Your code"), self.code)
        column.addLayout(form)
        self.heard_label = QLabel(tr("Tables on this network:"))
        column.addWidget(self.heard_label)
        self.heard = QListWidget()
        self.heard.setMaximumHeight(120)
        self.heard.setWordWrap(True)  # a long host name and "encrypted" seen whole, not scrolled
        self.heard.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.heard.itemClicked.connect(self._chosen)
        column.addWidget(self.heard)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #ffb4a0;")
        self.problem.setWordWrap(True)
        self.problem.hide()
        column.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join = buttons.addButton(tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.show_tables([])
        intro.setMinimumWidth(480)  # (not the dialog's: the layout then keeps the code whole)

    def show_tables(self, tables: list[Table]) -> None:
        self.heard.clear()
        for table in tables:
            game = (games.get(table.game).name(lang()) if table.game in games.available()
                    else table.game)  # a game this program lacks is named as announced
            # said in this program's language when the host named its player ("Ada's table")
            # (no one named: computers only sit at the host's, the game and address say it)
            name = tr("{name}'s table", name=table.who) + " — " if table.who else ""
            text = f"{name}{game} — {table.address}"
            item = QListWidgetItem(text + (" — " + tr("encrypted") if table.encrypted else ""))
            item.setData(Qt.ItemDataRole.UserRole, table.address)
            item.setData(Qt.ItemDataRole.UserRole + 1, table.encrypted)
            self.heard.addItem(item)
        if not tables:
            self.heard.addItem(tr("(none heard — type the address)"))

    def _chosen(self, item: QListWidgetItem) -> None:
        address = item.data(Qt.ItemDataRole.UserRole)
        if address:
            self.address.setText(str(address))
            self.code.setPlaceholderText(codes.EXAMPLE_PINNED if item.data(
                Qt.ItemDataRole.UserRole + 1) else codes.EXAMPLE)
            self.code.setFocus()

    def _pasted(self, text: str) -> None:
        """An invitation pasted in either field is split into both."""
        if len(text.split()) >= 2:
            try:
                invitation = codes.parse_invitation(text, DEFAULT_PORT)
            except ValueError:
                return
            self.address.setText(f"{invitation.host}:{invitation.port}"
                                 if ":" not in invitation.host else
                                 f"[{invitation.host}]:{invitation.port}")
            self.code.setText(invitation.seat_code)

    def invitation(self) -> codes.Invitation:
        """What was typed, checked; ValueError with a sentence for the person."""
        try:
            host, port = codes.parse_address(self.address.text(), DEFAULT_PORT)
        except ValueError:
            raise ValueError(tr("The address is the host's computer name or number, like "
                                "192.168.1.12 (a port after a colon if they gave one).")) from None
        try:
            code, pin = codes.split(self.code.text())
        except ValueError:
            raise ValueError(tr("A code is 13 letters and digits, like 7KQF-2M9X-TP4DR — 29 at "
                                "an encrypted table.")) from None
        return codes.Invitation(host, port, code, pin)

    def say_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def accept(self) -> None:
        try:
            self.invitation()
        except ValueError as exc:
            self.say_problem(str(exc))
            return
        super().accept()


class WhoIsHere(QLabel):
    """The host's status bar, while friends sit at the table: who has joined from another
    computer and who is away — a link that shows the invitation."""

    invite = Signal()
    WIDEST = 360  # pixels: long names end in '…' (whole in the tooltip), the window stays

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(theme.font(12))
        self.linkActivated.connect(lambda _href: self.invite.emit())

    def say(self, joined: list[str], away: list[str]) -> None:
        parts = []
        if joined:
            parts.append(tr("Connected: {names}", names=", ".join(joined)))
        if away:
            parts.append(tr("Away: {names}", names=", ".join(away)))
        text = " · ".join(parts)
        shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self.WIDEST)
        self.setText(f'<a href="invite" style="color:{theme.GOLD_PALE.name()}">'
                     f'{html.escape(shown)}</a>')
        self.setToolTip(text + "\n" + tr("The friends at this table on other computers. "
                                         "Click: the invitation, with their codes."))
        self.setVisible(bool(parts))


class TableNotice(QWidget):
    """Covers the table while the game waits: a parchment card with what happened and what
    can be done. The table under it takes no click."""

    action = Signal(str)  # the id of the button clicked

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.card = QFrame(self)
        self.card.setObjectName("notice")
        self.card.setStyleSheet(
            f"#notice {{ {PAPER} border: 3px solid {theme.GOLD.name()}; border-radius: 10px; }}"
            f"#notice QLabel {{ color: {theme.INK.name()}; }}")
        column = QVBoxLayout(self.card)
        column.setContentsMargins(24, 18, 24, 18)
        self.title = QLabel()
        self.title.setFont(theme.font(20, bold=True))
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.title)
        self.text = QLabel()
        self.text.setFont(theme.font(13))
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.text)
        self.row = QHBoxLayout()
        column.addLayout(self.row)
        self.buttons: dict[str, QPushButton] = {}
        self.opaque = False  # the table under it is not the one it speaks of: hidden whole
        self.hide()

    def say(self, title: str, text: str, actions: list[tuple[str, str]]) -> None:
        """Show `title` and `text` with a button per (id, words) of `actions`."""
        self.title.setText(title)
        self.text.setText(text)
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # gone now, not at the next turn of the event loop
                widget.deleteLater()
        self.buttons = {}
        self.row.addStretch(1)
        for what, words in actions:
            button = QPushButton(words)
            button.setFont(theme.font(12))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, w=what: self.action.emit(w))
            self.row.addWidget(button)
            button.show()  # (else shown later, and left out of the height measured below)
            self.buttons[what] = button
        self.row.addStretch(1)
        self.fit()
        if self.isHidden():  # what the table now waits on is not left under the side drawer
            folding = getattr(self.window(), "_folding", None)  # (ui/drawer.py)
            if folding is not None:
                folding.close()
        self.show()
        self.raise_()

    def fit(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        width = min(620, max(360, parent.width() - 80))
        self.card.setFixedWidth(width)
        # the buttons side by side when they fit, else one above the other (a long list of
        # names in "Let the computer play for …" was cut at both ends)
        side = sum(b.sizeHint().width() for b in self.buttons.values()) \
            + self.row.spacing() * max(0, len(self.buttons) - 1)
        self.row.setDirection(QBoxLayout.Direction.LeftToRight if side <= width - 48
                              else QBoxLayout.Direction.TopToBottom)
        layout = self.card.layout()
        height = self.card.sizeHint().height()
        if layout is not None:
            layout.activate()
            if layout.hasHeightForWidth():
                height = max(height, layout.totalHeightForWidth(width))
        self.card.setFixedHeight(height)
        self.card.move((parent.width() - width) // 2,
                       max(10, (parent.height() - self.card.height()) // 2))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        veil = QColor(theme.WALNUT.darker(220))
        veil.setAlpha(255 if self.opaque else 200)  # the table shows through, dimmed: it
        # is there, it waits (unless it is another game than the one the notice speaks of)
        painter = QPainter(self)
        painter.fillRect(self.rect(), veil)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()  # the table under the notice waits too

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()

