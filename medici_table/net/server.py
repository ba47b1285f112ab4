"""The WebSocket server of a hosted table (no Qt): the `websockets` package, its asyncio loop
in a worker thread, so the window never waits on the network.

The server only carries messages: every joiner's message is checked here (`protocol.py`:
size, rate, shape) and handed to the referee (`host.HostCore`) on the game thread through
`deliver` — the Qt glue passes a function that posts to the GUI thread; without one the
referee lives on the server's own loop (headless hosts: tests, the benchmark). What the
referee sends is queued to each connection from any thread.

A connection is cut, with the reason as its close reason, when its first message is not a
hello within `HELLO_WITHIN` seconds, when a message is malformed (not JSON, an unknown type,
a field of the wrong kind, a second hello), bigger than `MAX_FROM_JOINER` bytes (the
library's own `max_size`: the frame is not even read), or past `RATE_BURST` messages at once
or `RATE_PER_SECOND` a second sustained. At most `MAX_CONNECTIONS` connections at once.

Given the host's certificate (`tls.Certificate`), the table is served over TLS (`wss://`) only: a
plain connection fails in the TLS handshake, before the server reads a byte of it.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from medici_table.net.host import HostCore
from medici_table.net.protocol import (
    CLOSE_NORMAL,
    CLOSE_POLICY,
    DEFAULT_PORT,
    HELLO_WITHIN,
    LEAVING,
    MAX_FROM_JOINER,
    Hello,
    ProtocolError,
    RateLimit,
    encode,
    read_joiner,
)
from medici_table.net.tls import Certificate

MAX_CONNECTIONS = 32
Deliver = Callable[[Callable[[], None]], None]


def _finish(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class HostServer:
    """Listens on `host`:`port` (0: any free port) once `start()` has returned the port."""

    def __init__(self, host: str | None = None, port: int = DEFAULT_PORT,
                 deliver: Deliver | None = None, hello_within: float = HELLO_WITHIN,
                 tls: Certificate | None = None) -> None:
        self.host, self.port = host, port
        self.tls = tls  # the certificate of an encrypted table, else None
        self.core: HostCore | None = None
        self.hello_within = hello_within
        self._deliver = deliver
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Future[None] | None = None
        self._queues: dict[int, asyncio.Queue[tuple[str, int]]] = {}
        self._ids = itertools.count(1)
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self.cut: list[tuple[int, str]] = []  # (link, reason) of every connection cut

    @property
    def pin(self) -> str | None:
        """The pin a friend's code carries at this table (None: not encrypted)."""
        return self.tls.pin if self.tls is not None else None

    # --- running --------------------------------------------------------------------------------
    def start(self) -> int:
        """Start listening in a worker thread; return the port (OSError if it cannot bind)."""
        self._thread = threading.Thread(target=self._run, name="medici-host", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise self._error
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # reported to start(), or ends a thread already serving
            self._error = exc
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = self._loop.create_future()
        async with serve(self._connection, self.host, self.port, max_size=MAX_FROM_JOINER,
                         max_queue=8, ping_interval=5, ping_timeout=10,
                         compression=None,
                         ssl=self.tls.server_context() if self.tls is not None else None) as server:
            sockets = list(server.sockets)
            if sockets:
                self.port = sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop

    def stop(self) -> None:
        """Close every connection and stop listening (waits for the worker to end)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(_finish, stop)
        if self._thread is not None:
            self._thread.join(5)

    def call_soon(self, fn: Callable[[], None]) -> None:
        """Run `fn` on the game thread (the server's loop when there is no `deliver`)."""
        if self._deliver is not None:
            self._deliver(fn)
        elif self._loop is not None:
            self._loop.call_soon_threadsafe(fn)

    # --- what the referee sends ------------------------------------------------------------------
    def send(self, link: int, message: dict[str, Any], close: bool = False) -> None:
        """Queue `message` to `link` (from any thread); `close`: cut the connection after it."""
        text = encode(message)
        code = 0 if not close else CLOSE_NORMAL if message["type"] == "bye" else CLOSE_POLICY
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop stopped meanwhile
            loop.call_soon_threadsafe(self._queue, link, text, code)

    def _queue(self, link: int, text: str, close: int) -> None:
        queue = self._queues.get(link)
        if queue is not None:
            queue.put_nowait((text, close))

    async def _writer(self, ws: ServerConnection, queue: asyncio.Queue[tuple[str, int]]) -> None:
        """Sends what is queued to one connection, in order; a close code ends it."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                text, close = await queue.get()
                await ws.send(text)
                if close:
                    await ws.close(close, "goodbye" if close == CLOSE_NORMAL else "refused")
                    return

    # --- each connection ----------------------------------------------------------------------------
    async def _cut(self, ws: ServerConnection, link: int, writer: asyncio.Task[None],
                   why: str) -> None:
        """Close `ws` with `why` as the reason; what it sent meanwhile is read and dropped
        (unread, it would hold back its answer to the close until the close timed out)."""
        self.cut.append((link, why))
        writer.cancel()  # nothing more is sent to a connection being cut

        async def discard() -> None:
            with contextlib.suppress(ConnectionClosed):
                async for _ in ws:
                    pass

        drain = asyncio.create_task(discard())
        await ws.close(CLOSE_POLICY, why.encode()[:120].decode(errors="ignore"))
        drain.cancel()

    async def _connection(self, ws: ServerConnection) -> None:
        link = next(self._ids)
        if len(self._queues) >= MAX_CONNECTIONS:
            await ws.close(CLOSE_POLICY, "too many connections")
            return
        queue: asyncio.Queue[tuple[str, int]] = asyncio.Queue()
        self._queues[link] = queue
        writer = asyncio.create_task(self._writer(ws, queue))
        core = self.core
        said_hello = False
        limit = RateLimit()
        try:
            first = await asyncio.wait_for(ws.recv(), self.hello_within)
            hello = read_joiner(first)
            if not isinstance(hello, Hello) or core is None:
                raise ProtocolError("the first message is a hello")
            said_hello = True
            self.call_soon(lambda: core.hello(link, hello))
            async for raw in ws:
                if not limit.allow():
                    raise ProtocolError("too many messages")
                message = read_joiner(raw)
                if isinstance(message, Hello):
                    raise ProtocolError("hello twice")
                self.call_soon(lambda m=message: core.receive(link, m))  # type: ignore[misc]
        except ProtocolError as exc:
            await self._cut(ws, link, writer, str(exc))
        except TimeoutError:
            await self._cut(ws, link, writer, "no hello")
        except ConnectionClosed:
            pass
        finally:
            self._queues.pop(link, None)
            writer.cancel()
            if said_hello and core is not None:
                rcvd = ws.protocol.close_rcvd  # the close frame the joiner sent, if any
                left = rcvd is not None and rcvd.reason == LEAVING
                self.call_soon(lambda: core.gone(link, left))
