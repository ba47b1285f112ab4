"""One table per user: a second start brings the running window to the front instead of
opening another, so one autosave never has two writers.

The first program to start claims a lock file in the autosave folder (`QLockFile`: it names
the process holding it, so a lock left by a process that was killed is taken over at once)
and listens on a local socket named after that folder. A second start cannot take the lock:
it asks the first, through the socket, to show its window, and quits. If the first is gone
(killed, crashed), its lock is stale: the new start takes it, and with it the autosave, which
it offers to resume as after any crash.

The lock is taken before the window is built (QtCore's, cheap); the socket is opened once the
first frame is painted (`open_door`: QtNetwork costs 25–40 ms to load), and a second start
keeps knocking for a few seconds meanwhile.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK = "table.lock"
ASK = b"show\n"
DONE = b"shown\n"


def socket_name(folder: Path) -> str:
    """The local socket of the table that keeps `folder`'s autosave (one per user and folder)."""
    import hashlib  # (when the door is opened, after the first frame: OpenSSL's ~5 ms)

    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]
    return f"medici-table-{digest}"


class SingleTable(QObject):
    """The claim of this process on the autosave folder, and the door other starts knock at."""

    show_wanted = Signal()  # another start asked for this window

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._name = ""
        self.lock: QLockFile | None = None
        self.server: QLocalServer | None = None

    @property
    def name(self) -> str:
        """The door's name (`socket_name`), worked out when first needed."""
        if not self._name:
            self._name = socket_name(self.folder)
        return self._name

    def claim(self) -> bool:
        """Take the folder for this process (True), or find it held by a running table. A
        folder that cannot be written is no one's to take: the table starts (its autosave will
        say it cannot write)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.folder / LOCK))
        lock.setStaleLockTime(0)  # held as long as its process lives, however long that is
        if not lock.tryLock(0):
            return lock.error() != QLockFile.LockError.LockFailedError
        self.lock = lock
        return True

    def open_door(self) -> None:
        """Listen for other starts (after the first frame; only while the lock is ours)."""
        if self.lock is None or self.server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(self.name)  # the socket file of a table that was killed
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._knocked)
        server.listen(self.name)
        self.server = server

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None

    def _knocked(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._asked(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._asked(socket)

    def _asked(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(ASK.strip()):
            self.show_wanted.emit()
            socket.write(DONE)
            socket.flush()
            socket.disconnectFromServer()


def ask_to_show(folder: Path, timeout_ms: int = 10_000) -> bool:
    """Ask the table holding `folder` to show its window; whether it said it did. A table
    still starting opens its door after its first frame: knocked at until `timeout_ms`."""
    from PySide6.QtNetwork import QLocalSocket

    give_up = time.monotonic() + timeout_ms / 1000
    socket = QLocalSocket()
    while True:
        socket.connectToServer(socket_name(folder))
        if socket.waitForConnected(1000):
            break
        if time.monotonic() > give_up:
            return False
        time.sleep(0.1)
    socket.write(ASK)
    socket.waitForBytesWritten(timeout_ms)
    answer = b""
    while DONE not in answer and socket.waitForReadyRead(timeout_ms):
        answer += bytes(socket.readAll().data())
    answer += bytes(socket.readAll().data())  # what came with the other side's goodbye
    socket.disconnectFromServer()
    return DONE in answer
