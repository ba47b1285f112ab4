"""A host without a window (no Qt): the referee, the server and the computer players on the
server's own loop, the game autosaved after every move when given a folder.

The tests and the benchmark host their games with it, and a crashed host is resumed with
`HeadlessHost.resume` exactly as the table resumes one: from the autosave, the remote seats
and their codes included, so the same friends join again. Given the host's certificate
(`tls.host_certificate`), the table is encrypted; resumed with the same one, the codes with its
pin stay valid.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from medici_table.app.autosave import Autosaver
from medici_table.app.record import GameRecord
from medici_table.engine.session import GameSession
from medici_table.net import codes
from medici_table.net.host import HostCore
from medici_table.net.protocol import words
from medici_table.net.server import HostServer
from medici_table.net.tls import Certificate


class HeadlessHost:
    """Hosts `record` on `host`:`port` (0: a free port) until the game ends or `stop()`."""

    def __init__(self, record: GameRecord, host: str = "127.0.0.1", port: int = 0,
                 folder: str | Path | None = None, bot_seed: int = 0, budget: float = 0.05,
                 hello_within: float = 10.0, tls: Certificate | None = None) -> None:
        self.record = record
        self.server = HostServer(host, port, hello_within=hello_within, tls=tls)
        self.core = HostCore(record, self.server.send, later=self.server.call_soon)
        self.server.core = self.core
        self.autosaver = Autosaver(folder) if folder is not None else None
        self.bot_seed, self.budget = bot_seed, budget
        self.finished = threading.Event()
        self._bots: dict[int, Any] = {}
        self._waiting = False
        record.session.subscribe(self._after)
        self.core.listeners.append(self._soon)

    @classmethod
    def resume(cls, folder: str | Path, **kwargs: Any) -> HeadlessHost:
        """The game interrupted in the autosave `folder` (a crash, a kill), hosted again."""
        autosaver = Autosaver(folder)
        autosaver.set_aside()
        offer = autosaver.offer()
        if offer is None:
            raise LookupError(f"no interrupted game in {folder}")
        autosaver.resumed(offer)
        return cls(GameRecord.from_save(offer.data, offer.session), folder=folder, **kwargs)

    def seat_codes(self) -> dict[int, str]:
        """Seat -> the code its friend types (the pin after it at an encrypted table)."""
        return {seat: codes.with_pin(code, self.server.pin)
                for seat, code in self.record.remotes().items()}

    @property
    def session(self) -> GameSession:
        return self.record.session

    def start(self) -> int:
        port = self.server.start()
        if self.autosaver is not None:
            self.autosaver.save(self.record.to_save())
        self._soon()
        return port

    def stop(self) -> None:
        self.server.call_soon(lambda: self.core.close(words("The host closed the table.",
                                                            "L'hôte a fermé la table.")))
        self.server.stop()

    # --- on the server's loop -------------------------------------------------------------------
    def _after(self, session: GameSession, what: str) -> None:
        if self.autosaver is not None and session.history:
            self.autosaver.journal(len(session.history), session.history[-1].move)
            self.autosaver.save(self.record.to_save())
        self._soon()

    def _soon(self) -> None:
        if not self._waiting:
            self._waiting = True
            self.server.call_soon(self._poll)

    def _poll(self) -> None:
        """A computer plays when it decides and nobody is awaited."""
        self._waiting = False
        session = self.session
        rules, state = session.rules, session.state
        if rules.is_over(state):
            self.finished.set()
            return
        seat = state.to_act
        levels = self.record.computers()
        if self.core.paused or seat not in levels:
            return
        bot = self._bots.get(seat)
        if bot is None:
            from medici_table.bots.base import make_bot

            bot = self._bots[seat] = make_bot(levels[seat], rules, self.bot_seed + seat)
        session.play(bot.choose(rules.view(state, seat), seat, rules.legal_moves(state),
                                self.budget))
