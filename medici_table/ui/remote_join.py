"""Game → Join a game…: the join dialog, with the tables heard on the local network listed
while it is open, and the seat joined once the address and code are given.

`Joining` connects to a host as one seat, and the table shows that seat's game
(`ui/remote_controller.py`) in place of the live game, which waits; when the connection drops it
tries again with the same code until the player leaves. Whatever ends the connection (a wrong
code, no table at the address, the host's goodbye) is said over the table with what can be done:
change the address or code, join again, close.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from medici_table.engine import Move
from medici_table.net import lan, tls
from medici_table.net.client import Joiner, SeatTable
from medici_table.net.codes import Invitation
from medici_table.net.protocol import ProtocolError, words
from medici_table.ui import theme
from medici_table.ui.i18n import tr
from medici_table.ui.overlays import ResizeWatcher
from medici_table.ui.remote import Mailbox
from medici_table.ui.remote_controller import RemoteController
from medici_table.ui.remote_dialogs import JoinDialog, TableNotice

if TYPE_CHECKING:
    from medici_table.ui.seating import Seating

LAST_ADDRESS, LAST_CODE = "net/last_address", "net/last_code"
RETRY_MS = 2000  # a joiner whose connection dropped tries again this often


def open_join_dialog(window: Any, problem: str = "") -> JoinDialog:
    """Open the join dialog over `window`, with the address and the code last joined with (a
    friend who closed their program comes back with them); joining starts when it is
    accepted. `problem`: why the last try failed, said in the dialog."""
    settings = window.settings
    dialog = JoinDialog(str(settings.value(LAST_ADDRESS, "") or ""), window,
                        code=str(settings.value(LAST_CODE, "") or ""))
    if problem:
        dialog.say_problem(problem)
    dialog.setStyleSheet(theme.APP_STYLE)
    mailbox = Mailbox(dialog)
    finder = lan.Finder(lambda tables: mailbox.post(lambda: dialog.show_tables(tables)))
    finder.start()

    def accepted() -> None:
        invitation = dialog.invitation()
        settings.setValue(LAST_ADDRESS, dialog.address.text().strip())
        settings.setValue(LAST_CODE, invitation.seat_code)  # (this user's own settings)
        window.seating.joining().join(invitation)

    dialog.accepted.connect(accepted)
    dialog.finished.connect(lambda _result: finder.stop())
    dialog.open()
    return dialog


class Joining(QObject):
    """A seat at a table hosted elsewhere, shown on this window's table."""

    def __init__(self, seating: Seating) -> None:
        super().__init__(seating)
        self.seating = seating
        self.window = seating.window
        self.mailbox = Mailbox(self)
        self.invitation: Invitation | None = None
        self.joiner: Joiner | None = None
        self.table = SeatTable()
        self.controller: RemoteController | None = None
        table = self.window.table
        self.notice = TableNotice(table)
        ResizeWatcher(table, self.notice.fit)
        self.notice.action.connect(self._action)
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry.setInterval(RETRY_MS)
        self.retry.timeout.connect(self._connect)
        # what the notice says: "joining", "lost", "away", "ended" (the host closed the table),
        # "refused" (a wrong code or version, no host there), or "" (nothing)
        self._state = ""
        self._why: dict[str, str] = {}  # why the table was left, when it was (by language)
        self._present: set[int] = set()  # the seats seen at this table since it was joined
        self.from_welcome = False  # joined from the welcome screen: leaving goes back to it

    @property
    def joined(self) -> bool:
        return self.invitation is not None

    def join(self, invitation: Invitation) -> None:
        """Connect to the table of `invitation` as its seat."""
        self.leave(back=False)
        self.from_welcome = self.window.welcome is not None
        self.window.leave_welcome()  # the table, under the notice of the joining
        self.invitation = invitation
        self._present = set()
        self._connect()

    def _connect(self) -> None:
        inv = self.invitation
        if inv is None:
            return
        self.table = SeatTable()
        self.joiner = Joiner(inv.host, inv.port, inv.code, self._message, self._closed,
                             deliver=self.mailbox.post, pin=inv.pin)
        self.joiner.start()
        if self.controller is None:
            self._say("joining")

    def _message(self, doc: dict[str, Any]) -> None:
        if self.joiner is None:
            return
        if doc.get("type") == "welcome" and self.controller is not None:
            self.table = SeatTable()  # another game: the one on the table keeps what it knew
        try:
            kind = self.table.take(doc)
        except ProtocolError as exc:
            self.joiner.close()
            self.joiner = None
            self._say("refused", words(
                f"The host sent something this program cannot read: {exc}",
                f"L'hôte a envoyé un message illisible pour ce programme : {exc}"))
            return
        c = self.controller
        if kind == "welcome" and c is not None:  # another game at the same table
            self.controller = c = None
        if kind == "state":
            if c is None:
                c = self.controller = RemoteController(self.table, self.window.lang,
                                                       self._send)
                self.seating.show_remote(c)
            else:
                c.table = self.table
                c.update()
        elif kind == "refused" and c is not None:
            c.refused()
        elif kind == "presence" and c is not None:
            c.state_changed.emit("reset")  # may this seat act now?
        elif kind in ("error", "bye"):
            ended = self.table.ended or {}
            self.joiner.close()
            self.joiner = None
            self._say("refused" if kind == "error" else "ended", ended)
            return
        if self.table.ready:  # who has sat at this table (so is "back", not "joining")
            self._present.update(s for s in range(len(self.table.players))
                                 if s not in self.table.absent)
        self._say("away" if self.table.absent else "")

    def _send(self, at: int, move: Move) -> None:
        if self.joiner is not None:
            self.joiner.send_move(at, move)

    def _closed(self, why: dict[str, str] | None) -> None:
        self.joiner = None
        if self.invitation is None or self._state in ("ended", "refused"):
            return
        if self.table.ended is not None:
            return  # said by _message
        if why is not None and (why == tls.MISMATCH or self.controller is None):  # no retry
            self._say("refused", why)
            return
        self._say("lost")
        self.retry.start()

    def _say(self, state: str, why: dict[str, str] | None = None) -> None:
        self._state = state
        self._why = why or (self._why if state in ("ended", "refused") else {})
        inv = self.invitation
        where = f"{inv.host}:{inv.port}" if inv is not None else ""
        if state == "":
            self.notice.hide()
            return
        # before the host's table came, the table under the notice is this window's own game
        # (from the welcome screen, one nobody chose): not shown as if it were the host's
        self.notice.opaque = self.controller is None
        if state == "joining":
            self.notice.say(tr("Joining the table at {address}…", address=where),
                            tr("Waiting for the host to answer."), [("leave", tr("Cancel"))])
        elif state == "lost":
            self.notice.say(tr("The connection to the host was lost"),
                            tr("Trying again every few seconds with your code; the host keeps "
                               "the game."), [("leave", tr("Leave the table"))])
        elif state == "away":
            names = self.table.players
            away = ", ".join(names[s] for s in self.table.absent if 0 <= s < len(names))
            back = any(s in self._present for s in self.table.absent)
            self.notice.say(tr("Waiting for {names}", names=away),
                            tr("The game waits until they are back at the table.") if back
                            else tr("The game waits until they join the table."),
                            [("leave", tr("Leave the table"))])
        elif state == "refused":  # a wrong code, no table there: typed again, with why
            self.notice.say(tr("This table cannot be joined"), self.why(),
                            [("change", tr("Change the address or code")),
                             ("leave", tr("Close"))])
        else:
            self._say_ended()
        said = self.notice.title.text()  # the status line says it too, not the last position
        self.window.status_label.setText(said if said.endswith(("…", ".")) else said + ".")

    def _say_ended(self) -> None:
        """The host said goodbye: why, and what this seat can do — join again when the table
        closed (it may open again), type another code for another game; nothing else."""
        reason = self.table.ended_reason
        if reason == "computer":
            title, actions = tr("The host gave your seat to the computer"), []
        elif reason in ("codes", "another"):  # (with new codes, or without this seat)
            title = tr("The host dealt a new game")
            actions = [("change", tr("Change the address or code"))] if reason == "codes" else []
        elif reason == "elsewhere":
            title, actions = tr("You are at this table from another window"), []
        else:  # the host closed the table: they may open it again, and this seat come back
            title, actions = tr("The table has closed"), [("again", tr("Join again"))]
        self.notice.say(title, self.why(), [*actions, ("leave", tr("Close"))])

    def why(self) -> str:
        """Why the table was left or refused, in the language spoken now."""
        return self._why.get(self.window.lang) or self._why.get("en", "")

    def _action(self, what: str) -> None:
        if what == "leave":
            self.leave()
        elif what == "again" and self.invitation is not None:
            self._connect()  # the same address and code; tried again while the host is away
            self._say("joining")
        elif what == "change":
            why = self.why()
            self.leave()
            open_join_dialog(self.window, why)

    def leave(self, back: bool = True) -> None:
        """Leave the remote table; `back`: the live game comes back on the table."""
        self.retry.stop()
        self.invitation = None
        joiner, self.joiner = self.joiner, None
        if joiner is not None:
            joiner.close(leaving=True)
        self.notice.hide()
        self._state = ""
        if self.controller is not None:
            self.controller = None
            if back:
                self.seating.back_to_live()
        if back and self.from_welcome:
            self.window.show_welcome()
        self.from_welcome = False

    def relabel(self) -> None:
        if self._state:
            self._say(self._state)
