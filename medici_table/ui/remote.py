"""Remote play at the table: hosting a game with friends' seats, and joining one.

`Hosting` runs while the live game has seats of kind `remote`: the server (`net/server.py`,
in its worker thread) and the referee (`net/host.py`) on the GUI thread, the invitation, the
table's announcement on the local network, and the notice over the table while a friend is
away — the table waits (the people here, the computers and the other friends alike) until
they are back or their seat is given to the computer. The game is played through a
`HostedController`, which refuses moves while the table waits and has no undo.

`Joining` (`ui/remote_join.py`) is the other side: a seat at a table hosted elsewhere.

Both reach the table through `ui/seating.py`, the table's one entrance.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from medici_table.app.record import COMPUTER, GameRecord, Seat
from medici_table.engine import IllegalMove, Move
from medici_table.net import lan, tls
from medici_table.net.host import HostCore
from medici_table.net.protocol import DEFAULT_PORT, words
from medici_table.net.server import HostServer
from medici_table.ui.controller import GameController
from medici_table.ui.gameconfig import ENCRYPT, encrypting
from medici_table.ui.i18n import tr
from medici_table.ui.overlays import ResizeWatcher
from medici_table.ui.remote_controller import NoTakingBack
from medici_table.ui.remote_dialogs import InvitationDialog, TableNotice, WhoIsHere

if TYPE_CHECKING:
    from medici_table.ui.seating import Seating


class Mailbox(QObject):
    """Runs on the GUI thread the functions handed to it from the network's threads."""

    arrived = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.arrived.connect(self._run)  # queued when emitted from another thread

    def post(self, fn: Callable[[], None]) -> None:
        self.arrived.emit(fn)

    @staticmethod
    def _run(fn: Callable[[], None]) -> None:
        fn()


class HostedController(NoTakingBack):
    """The live game of a hosted table: no move while the table waits for a friend, no undo
    (a friend's move cannot be taken back from here)."""

    several_computers = True  # no undo (ui/refusals.py)

    def __init__(self, hosting: Hosting, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hosting = hosting

    @property
    def waiting(self) -> bool:
        """The table waits for a friend to join: nobody's turn is said yet (ui/table.py)."""
        return bool(self.hosting.away()) and not self.is_over()

    def legal_moves(self) -> list[Move]:
        """None while the table waits (the Moves panel lists none, no drop is offered)."""
        return [] if self.waiting else super().legal_moves()

    def play(self, move: Move) -> bool:
        away = self.hosting.away_names()
        if away and not self.is_over():
            self.move_rejected.emit(move, IllegalMove(
                tr("The game waits for {names}.", names=away), "turn"))
            return False
        return super().play(move)

    def seat_kind(self, seat: int) -> str:
        """A friend's seat is played at their computer (or awaited); the others here."""
        seats = self.hosting.seating.record.seats
        if seat < len(seats) and seats[seat].remote:
            return "away" if seat in self.hosting.away() else "remote"
        return super().seat_kind(seat)


class Hosting(QObject):
    """The hosted table of a window: started with the first game that has friends' seats."""

    changed = Signal()  # who is away changed

    def __init__(self, seating: Seating) -> None:
        super().__init__(seating)
        self.seating = seating
        self.window = seating.window
        self.mailbox = Mailbox(self)
        self.server: HostServer | None = None
        self.core: HostCore | None = None
        self.announcer: lan.Announcer | None = None
        self.addresses: list[str] = []
        self.dialog: InvitationDialog | None = None
        self.problem = ""
        self._seen: set[str] = set()  # the codes of friends who have joined at least once
        self._announced: tuple[str, str, str] = ("", "", "")  # the table's name, game, host
        self._waited = False  # the status line said the game waits
        self._notice: TableNotice | None = None
        self._who: WhoIsHere | None = None  # in the status bar: who is connected, who is away

    @property
    def notice(self) -> TableNotice:
        """The notice over the table (made when first needed: the table comes after)."""
        if self._notice is None:
            table = self.window.table
            self._notice = TableNotice(table)
            ResizeWatcher(table, self._notice.fit)
            self._notice.action.connect(self._action)
            table.status.connect(self._status)  # after the window's own: said last
        return self._notice

    def _status(self, _text: str) -> None:
        if self.away():
            self.window.status_label.setText(tr("The game waits for {names}.",
                                                names=self.away_names()))

    @property
    def running(self) -> bool:
        return self.core is not None

    # --- following the live game ------------------------------------------------------------------
    def follow(self, record: GameRecord) -> None:
        """The live game is now `record`: host it if friends sit at it, else stop hosting.
        A table is encrypted when the host chose it (the new-game dialog's check box); the
        choice changed, the table is opened again the new way."""
        if not record.remotes():
            if self.core is not None:
                self.core.rebind(record)  # friends whose seat went to the computer are told
            self.close()
            return
        if self.server is not None and (self.server.tls is not None) != self.encrypted_wanted():
            self.close()
        if self.server is None and not self._listen(record):
            return
        assert self.server is not None
        if self.core is None:
            self.core = HostCore(record, self.server.send, play=self._play,
                                 later=lambda fn: QTimer.singleShot(0, fn))
            self.core.listeners.append(self._presence)
            self.server.core = self.core
            self.show_invitation()
        else:
            known = set(self.core.remote_seats().values())
            self.core.rebind(record)
            if set(record.remotes().values()) - known:  # new codes: friends to invite anew
                self.show_invitation()
        self._announce(record)
        self._presence()

    def encrypted_wanted(self) -> bool:
        return encrypting(self.window.settings)

    def certificate(self) -> tls.Certificate | None:
        """This user's certificate when the table is to be encrypted (made the first time, in
        the data folder beside the autosave); None for a plain table. OSError, ImportError or
        ValueError when it cannot be made."""
        if not self.encrypted_wanted():
            return None
        from medici_table.ui.startup import autosave_folder

        return tls.host_certificate(autosave_folder(self.window.settings).parent / tls.FOLDER)

    def _listen(self, record: GameRecord) -> bool:
        settings = self.window.settings
        port = int(settings.value("net/port", DEFAULT_PORT) or 0)
        bind = str(settings.value("net/bind", "") or "") or None
        try:
            certificate = self.certificate()
        except (OSError, ImportError, ValueError) as exc:
            self._cannot(tr("The table could not be encrypted"),
                         tr("This computer could not make the certificate of an encrypted "
                            "table ({why}).", why=str(exc)[:200]),
                         [("plain", tr("Host it without encryption")),
                          ("computers", tr("Let the computer play their seats"))])
            return False
        for attempt in (port, 0):  # the usual port, else any free one
            server = HostServer(bind, attempt, deliver=self.mailbox.post, tls=certificate)
            try:
                server.start()
            except OSError as exc:
                self.problem = str(exc)
                continue
            self.server = server
            self.addresses = self._addresses()
            return True
        self._cannot(tr("This computer cannot host the table"),
                     tr("No port could be opened for your friends ({why}).", why=self.problem),
                     [("computers", tr("Let the computer play their seats"))])
        return False

    def _announce(self, record: GameRecord) -> None:
        """The table is announced on the local network as this game, named after the person
        who hosts it (the first seat played here; no one when only computers sit here): told
        anew when another game is dealt, so the join dialog lists what is played now."""
        server = self.server
        if server is None:
            return
        here = [i for i in sorted(record.here()) if i < len(record.players)]
        who = record.players[here[0]] if here else ""
        # (the joiner says "Ada's table" in its own language from `who`; the name is a fallback)
        name = tr("{name}'s table", name=who) if who else "Medici Table"
        wanted = (name, record.game, who)
        if self._announced == wanted:
            return
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None
        self._announced = wanted
        announcer = lan.Announcer(name, server.port, record.game, server.tls is not None, who)
        if announcer.start():
            self.announcer = announcer

    def _cannot(self, title: str, text: str, actions: list[tuple[str, str]]) -> None:
        """The table cannot be hosted: the notice says why and what can be done, and the
        status line says the same (not that the game waits for friends who cannot come)."""
        self.notice.say(title, text, actions)
        self.window.status_label.setText(title + ".")

    def _play(self, move: Move) -> None:
        self.seating.live.play(move)

    def close(self) -> None:
        """Stop hosting: every friend is told the table closed."""
        core, self.core = self.core, None
        if core is not None:
            core.close(words("The host closed the table. The game is kept on their computer: "
                             "when they open it again, join with the same code.",
                             "L'hôte a fermé la table. La partie est gardée sur son ordinateur : "
                             "quand il la rouvrira, rejoignez-la avec le même code."))
        server, self.server = self.server, None
        if server is not None:
            QTimer.singleShot(200, server.stop)  # the goodbyes leave first
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.stop()
        self._announced = ("", "", "")
        if self._notice is not None:
            self._notice.hide()
        self._say_who()  # (no one: hidden)
        if self.dialog is not None:
            self.dialog.close()
        self._seen = set()

    # --- who is there -------------------------------------------------------------------------
    def away(self) -> list[int]:
        core = self.core
        return core.absent() if core is not None and core.paused else []

    def away_names(self) -> str:
        names = self.seating.record.players
        return ", ".join(names[s] for s in self.away() if s < len(names))

    def _presence(self) -> None:
        away = self.away()
        if away:
            names = self.away_names()
            title, text = self._waiting_words(away)
            self.notice.say(title, text,
                            [("invite", tr("Show the invitation")),
                             ("computers", tr("Let the computer play for {names}",
                                              names=names))])
            if self.window.table.controller is self.seating.live:
                if not self._waited:
                    self.window.table.redraw()  # no moves offered (the Moves panel) meanwhile
                self.window.table.withdraw_banner()  # nobody's turn while the table waits
            self.window.status_label.setText(tr("The game waits for {names}.", names=names))
            self._waited = True
        else:
            self.notice.hide()
            if self._waited and self.window.table.controller is self.seating.live:
                self.window.table.redraw()  # the moves again, and what to do now
                self.window.table.announce_turn()  # and whose turn it is
            self._waited = False
            runner = getattr(self.window, "bots", None)
            if runner is not None:
                runner.poll()
        if self.core is not None:
            remotes = self.seating.record.remotes()
            self._seen.update(remotes[s] for s in self.core.by_seat if s in remotes)
        self._say_who()
        self._refresh_dialog()
        self.changed.emit()

    def _say_who(self) -> None:
        """The status bar says who is connected and who is away (nothing when not hosting)."""
        core = self.core
        if core is None:
            if self._who is not None:
                self._who.hide()
            return
        if self._who is None:
            self._who = WhoIsHere()
            self._who.invite.connect(self.show_invitation)
            self.window.statusBar().insertPermanentWidget(0, self._who)
        players = self.seating.record.players
        names = {s: players[s] for s in core.remote_seats() if s < len(players)}
        away = set(core.absent())
        self._who.say([n for s, n in names.items() if s not in away],
                      [n for s, n in names.items() if s in away])

    def _waiting_words(self, away: list[int]) -> tuple[str, str]:
        """The notice's title and text while the table waits for the friends of `away`: who
        left, who lost the connection, who has not joined yet — each said of them alone."""
        record = self.seating.record
        remotes, players = record.remotes(), record.players
        left = set(self.core.left) if self.core is not None else set()
        groups: dict[str, list[str]] = {"left": [], "lost": [], "join": []}
        for seat in away:
            kind = ("left" if seat in left else "lost" if remotes.get(seat) in self._seen
                    else "join")
            groups[kind].append(players[seat] if seat < len(players) else "")
        titles = {"left": tr("{names} left the table", names=", ".join(groups["left"])),
                  "lost": tr("{names} lost the connection", names=", ".join(groups["lost"])),
                  "join": tr("Waiting for {names} to join", names=", ".join(groups["join"]))}
        title = "\n".join(titles[k] for k, names in groups.items() if names)
        if groups["left"]:
            text = tr("The game waits. A friend comes back with the same address and "
                      "code; or the computer can play their seat from here on.")
        elif groups["lost"]:
            text = tr("The game waits. A friend joins again with the same address and "
                      "code; or the computer can play their seat from here on.")
        elif record.session.history:  # a game opened again, or resumed
            text = tr("The game goes on when every friend has joined again with the address "
                      "and the code of their invitation; or the computer can play their "
                      "seat.")
        else:
            text = tr("The game starts when every friend has joined with the address and "
                      "the code of their invitation; or the computer can play their seat.")
        return title, text

    def _action(self, what: str) -> None:
        if what == "invite":
            self.show_invitation()
        elif what == "plain":
            self.window.settings.setValue(ENCRYPT, False)
            self.notice.hide()
            self.follow(self.seating.record)
        elif what == "computers":
            self.give_to_computer(self.away() or list(self.seating.record.remotes()))

    def give_to_computer(self, seats: list[int]) -> None:
        """The computer plays `seats` from now on (their friends are told, their codes go)."""
        record = self.seating.record
        new = [Seat(s.name, COMPUTER, "normal") if i in seats and s.remote else s
               for i, s in enumerate(record.seats)]
        self.seating.set_seats(new)

    # --- the invitation -------------------------------------------------------------------------
    def _addresses(self) -> list[str]:
        """Where friends reach this table: this computer's addresses now (it may have joined
        a network since the table opened), or only itself when opened for it alone."""
        bind = str(self.window.settings.value("net/bind", "") or "")
        return ["127.0.0.1"] if bind == "127.0.0.1" else lan.local_addresses()

    def show_invitation(self) -> None:
        if self.core is None or self.server is None:
            return
        if self.dialog is None:
            self.dialog = InvitationDialog(self.window)
        self.addresses = self._addresses()
        self._refresh_dialog()
        self.dialog.show()
        self.dialog.raise_()

    def _refresh_dialog(self) -> None:
        if self.dialog is None or self.core is None or self.server is None:
            return
        record = self.seating.record
        seats = [(i, record.seats[i].name, code) for i, code in record.remotes().items()]
        # a game under way was played by every friend (it waits while one is away): opened
        # again, or resumed after the host's program stopped, each is away, not "not joined yet"
        played = bool(record.session.history)
        away = {i for i, code in record.remotes().items() if played or code in self._seen}
        self.dialog.show_table(self.addresses, self.server.port, seats, set(self.core.by_seat),
                               self.server.pin, away)

    def relabel(self) -> None:
        """The language changed: the notice and the invitation speak it."""
        if self._notice is not None and not self._notice.isHidden():
            self._presence()
        self._say_who()
        if self.dialog is not None:
            self.dialog.setWindowTitle(tr("Invite friends to this table"))
            self._refresh_dialog()


def hosted_controller(hosting: Hosting, record: GameRecord, lang: str) -> GameController:
    session = record.session
    return HostedController(hosting, session.rules, session.initial, lang, session=session)

