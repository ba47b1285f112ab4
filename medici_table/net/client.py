"""The joiner's side of remote play (no Qt): one connection to a hosted table as one seat, and
the table as that seat knows it.

`Joiner` is the connection: the `websockets` client, its asyncio loop in a worker thread; it
says hello with the seat's code, checks every host message (`protocol.read_host`) and hands it
to the game thread through `deliver` (the Qt glue posts to the GUI thread; without one, the
message is handled on the connection's own thread). `SeatTable` keeps what the messages say:
the game, the seat, its view — decoded into the game's own state type, so a message that is
not a position of that game is refused — its moves when it decides, the log, who is away.
`AutoPlayer` is a joiner played by a computer player (the tests and the benchmark use it).

Given the pin of an encrypted table (`net/tls.py`), the joiner connects over TLS (`wss://`) and
checks the table's certificate against the pin before it sends anything — not even the
WebSocket handshake, let alone the code; another certificate ends the connection at once with
`tls.MISMATCH`, and the joiner does not try again (`fatal`).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import random
import socket
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidMessage, InvalidURI

from medici_table.engine.move import Move
from medici_table.engine.rules import Rules
from medici_table.net.protocol import (
    LEAVING,
    MAX_FROM_HOST,
    RATE_BURST,
    RATE_PER_SECOND,
    VERSION,
    ProtocolError,
    RateLimit,
    encode,
    read_host,
    words,
)
from medici_table.net.tls import MISMATCH, PinMismatch, client_context, pinned_connection

Deliver = Callable[[Callable[[], None]], None]


@dataclass(frozen=True)
class SeenStep:
    """A move of the game as this seat may know it (a hidden card's name left out)."""

    player: int | None
    move: Move
    line: dict[str, str]  # the log line, in English and French


def decode_view(rules: Rules[Any], data: Any, players: tuple[str, ...]) -> Any:
    """The game's state from a view's plain data, its types checked field by field; a
    ProtocolError if it is not a position of this game for these players."""
    try:
        view = rules.state_type.from_dict(data)
        seen = tuple(rules.players(view))
        to_act = getattr(view, "to_act")  # noqa: B009
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise ProtocolError(f"not a position of {rules.name()}: {str(exc)[:120]}") from None
    if seen != players:
        raise ProtocolError("the view's players are not the table's")
    if to_act is not None and (not isinstance(to_act, int) or not 0 <= to_act < len(players)):
        raise ProtocolError("the view's player to act is not a seat")
    return view


class SeatTable:
    """What one remote seat knows of the game, message after message."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Nothing known yet (a new connection, or the host dealt a new game)."""
        self.rules: Rules[Any] | None = None
        self.seat = 0
        self.players: tuple[str, ...] = ()
        self.kinds: tuple[str, ...] = ()
        self.view: Any = None
        self.at = 0  # moves played so far
        self.moves: list[Move] = []  # this seat's legal moves when it decides, else []
        self.prompt: dict[str, str] | None = None
        self.steps: list[SeenStep] = []
        self.absent: list[int] = []
        self.over = False
        self.refusal: tuple[dict[str, str], str, Move | None] | None = None
        self.ended: dict[str, str] | None = None  # why the host ended this connection
        self.ended_reason = ""  # "version", "code" or "" (a goodbye)

    @property
    def ready(self) -> bool:
        return self.rules is not None and self.view is not None

    def take(self, doc: dict[str, Any]) -> str:
        """Take in one checked host message; return its type. ProtocolError if its content
        does not fit the game (the connection is then closed)."""
        from medici_table import games

        kind = str(doc["type"])
        if kind == "welcome":
            if doc["protocol"] != VERSION:
                raise ProtocolError(f"the host speaks version {doc['protocol']}, not {VERSION}")
            if doc["game"] not in games.available():
                raise ProtocolError(f"the host plays a game this program lacks: {doc['game']}")
            self.reset()  # a first welcome, or a new game at the same table
            self.rules = games.get(doc["game"])
            self.seat = doc["seat"]
            self.players = tuple(doc["players"])
            kinds = doc.get("kinds", [])
            self.kinds = tuple(str(k) for k in kinds) if isinstance(kinds, list) else ()
        elif kind == "state":
            if self.rules is None:
                raise ProtocolError("a state before the welcome")
            self.view = decode_view(self.rules, doc["view"], self.players)
            try:
                self.moves = [Move.from_dict(m) for m in doc["moves"]]
                new = [SeenStep(s.get("player"), Move.from_dict(s.get("move")), s["line"])
                       for s in doc["steps"]]
            except (ValueError, TypeError) as exc:
                raise ProtocolError(f"a move that is no move: {exc}") from None
            if doc["since"] > len(self.steps):
                raise ProtocolError("steps after a gap")
            self.steps = self.steps[: doc["since"]] + new
            self.at = doc["at"]
            prompt = doc.get("prompt")
            self.prompt = prompt if isinstance(prompt, dict) else None
            self.absent = list(doc["absent"])
            self.over = bool(doc.get("over"))
        elif kind == "refused":
            move = doc.get("move")
            try:
                refused = Move.from_dict(move) if isinstance(move, dict) else None
            except ValueError:
                refused = None
            self.refusal = (doc["reason"], doc["rule"], refused)
        elif kind == "presence":
            self.absent = [s for s in doc["absent"] if isinstance(s, int)]
            kinds = doc.get("kinds")  # (a seat given to the computer since the welcome)
            if isinstance(kinds, list) and len(kinds) == len(self.players):
                self.kinds = tuple(str(k) for k in kinds)
        else:  # error, bye
            self.ended = doc["message"]
            self.ended_reason = str(doc.get("reason", ""))
        return kind

    def deciding(self) -> bool:
        return bool(self.moves) and not self.absent and not self.over


class Joiner:
    """One connection to `host`:`port` as the seat of `code`."""

    def __init__(self, host: str, port: int, code: str,
                 on_message: Callable[[dict[str, Any]], None],
                 on_closed: Callable[[dict[str, str] | None], None],
                 deliver: Deliver | None = None, keep: list[str] | None = None,
                 open_timeout: float = 10.0, pin: str | None = None) -> None:
        self.host, self.port, self.code = host, port, code
        self.pin = pin  # an encrypted table's certificate pin (None: a plain table)
        self.fatal = False  # the table is not the invitation's: trying again is no use
        self.on_message, self.on_closed = on_message, on_closed
        self.keep = keep  # every raw message received, in order (the privacy tests read it)
        self.open_timeout = open_timeout
        self._deliver = deliver
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._thread: threading.Thread | None = None
        self._closing = False

    @property
    def uri(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if self.pin else 'ws'}://{host}:{self.port}/"

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="medici-join", daemon=True)
        self._thread.start()

    def _call(self, fn: Callable[[], None]) -> None:
        if self._deliver is not None:
            self._deliver(fn)
        else:
            fn()

    def _run(self) -> None:
        why: dict[str, str] | None = None
        where = f"{self.host}:{self.port}"
        try:
            asyncio.run(self._main())
        except PinMismatch:
            self.fatal = True
            why = MISMATCH
        except (ssl.SSLError, ConnectionResetError) as exc:
            if not self.pin:  # (a plain connection has no TLS to fail)
                why = words(f"Could not reach {where} ({_short(exc)}).",
                            f"Impossible de joindre {where} ({_short(exc)}).")
            else:  # an encrypted table's code, a table that does not speak TLS
                why = words(f"The table at {where} did not answer as an encrypted table "
                            f"({_short(exc)}). Your code is an encrypted table's: if the host "
                            "did not encrypt it, ask them for their invitation again.",
                            f"La table à {where} n'a pas répondu comme une table chiffrée "
                            f"({_short(exc)}). Votre code est celui d'une table chiffrée : si "
                            "l'hôte ne l'a pas chiffrée, redemandez-lui l'invitation.")
        except InvalidMessage as exc:  # a plain code, a table that answers in TLS (or no table)
            why = words(f"The table at {where} did not answer as a plain table "
                        f"({_short(exc)}). If the host encrypted it, your code is longer — "
                        "29 characters: ask the host for the whole invitation.",
                        f"La table à {where} n'a pas répondu comme une table en clair "
                        f"({_short(exc)}). Si l'hôte l'a chiffrée, votre code est plus long — "
                        "29 caractères : demandez-lui l'invitation entière.")
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            why = unreachable(exc, self.host, self.port)
        except ConnectionClosed as exc:
            why = _closed_words(exc)
        except ProtocolError as exc:
            why = words(f"The host sent something this program cannot read: {exc}",
                        f"L'hôte a envoyé un message illisible pour ce programme : {exc}")
        except Exception as exc:  # the connection library's own slip on a broken connection
            why = words(f"The connection broke ({_short(exc)}).",
                        f"La connexion a été rompue ({_short(exc)}).")
        if not self._closing:
            self._call(lambda: self.on_closed(why))

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        secure: dict[str, Any] = {}
        if self.pin:
            secure = {"ssl": client_context(), "create_connection": pinned_connection(self.pin)}
        async with connect(self.uri, max_size=MAX_FROM_HOST, open_timeout=self.open_timeout,
                           ping_interval=5, ping_timeout=10, compression=None, **secure) as ws:
            self._ws = ws
            await ws.send(encode({"type": "hello", "version": VERSION, "code": self.code,
                                  "program": "Medici Table"}))
            async for raw in ws:
                if self.keep is not None:
                    self.keep.append(raw if isinstance(raw, str) else repr(raw))
                doc = read_host(raw)
                self._call(lambda d=doc: self.on_message(d))  # type: ignore[misc]

    def send(self, message: dict[str, Any]) -> None:
        """Send `message` (from any thread); dropped if the connection is not open."""
        self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        loop, ws = self._loop, self._ws
        if loop is None or ws is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):
            asyncio.run_coroutine_threadsafe(self._send(ws, text), loop)

    @staticmethod
    async def _send(ws: ClientConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)

    def send_move(self, at: int, move: Move) -> None:
        self.send({"type": "move", "at": at, "move": move.to_dict()})

    def close(self, leaving: bool = False) -> None:
        """Close the connection (no `on_closed` call); waits briefly for the worker.
        `leaving`: the player leaves the table (the host is told so)."""
        self._closing = True
        loop, ws = self._loop, self._ws
        closing, sent = None, None
        if loop is not None and ws is not None and not loop.is_closed():
            closing = ws.close(reason=LEAVING if leaving else "")
            try:
                sent = asyncio.run_coroutine_threadsafe(closing, loop)
            except RuntimeError:  # the loop ended meanwhile: the connection went with it
                closing.close()
                closing = None
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(5)
            if closing is not None and sent is not None and not thread.is_alive() \
                    and not sent.done():
                closing.close()  # the loop ended before it ran: the connection went with it


def unreachable(exc: BaseException, host: str, port: int) -> dict[str, str]:
    """Why no table answered at `host`:`port`, in words a player acts on (the system's own
    words after, for whoever helps them)."""
    detail = _short(exc)
    if isinstance(exc, ConnectionRefusedError) or (  # (each of a name's addresses refused)
            type(exc) is OSError and "Connect call failed" in str(exc)):
        return words(f"Nobody answered at {host}, port {port}. Check the address and the port "
                     "with the host, and that their table is open: Medici Table running, "
                     f"their game started. ({detail})",
                     f"Personne n'a répondu à {host}, port {port}. Vérifiez l'adresse et le "
                     "port avec l'hôte, et que sa table est ouverte : Medici Table lancé, sa "
                     f"partie commencée. ({detail})")
    if isinstance(exc, OSError) and exc.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH):
        return words(f"This computer cannot reach {host}. Check that both computers are on "
                     "the same network (the same Wi-Fi), or, over the internet, the address "
                     f"the host gave. ({detail})",
                     f"Cet ordinateur ne peut pas atteindre {host}. Vérifiez que les deux "
                     "ordinateurs sont sur le même réseau (le même Wi-Fi) ou, par internet, "
                     f"l'adresse donnée par l'hôte. ({detail})")
    if isinstance(exc, socket.gaierror):
        return words(f"This computer does not know the address {host}. Check it with the "
                     f"host: it looks like 192.168.1.12. ({detail})",
                     f"Cet ordinateur ne connaît pas l'adresse {host}. Vérifiez-la avec "
                     f"l'hôte : elle ressemble à 192.168.1.12. ({detail})")
    if isinstance(exc, TimeoutError):
        return words(f"No answer from {host}, port {port}. Check the address with the host; "
                     "over the internet, their router must let the port through to their "
                     f"computer. ({detail})",
                     f"Pas de réponse de {host}, port {port}. Vérifiez l'adresse avec "
                     "l'hôte ; par internet, sa box doit laisser passer le port vers son "
                     f"ordinateur. ({detail})")
    return words(f"Could not reach {host}:{port} ({detail}).",
                 f"Impossible de joindre {host}:{port} ({detail}).")


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text[:100]


def _closed_words(exc: ConnectionClosed) -> dict[str, str] | None:
    """Why the host closed the connection, when it said (None: it just went away)."""
    rcvd = exc.rcvd
    if rcvd is None or rcvd.code in (1000, 1001, 1006):
        return None
    return words(f"The host closed the connection: {rcvd.reason or rcvd.code}.",
                 f"L'hôte a fermé la connexion : {rcvd.reason or rcvd.code}.")


class AutoPlayer:
    """A remote seat played by a computer player of `level` over a real connection."""

    def __init__(self, host: str, port: int, code: str, level: str = "random", seed: int = 0,
                 keep: list[str] | None = None, pin: str | None = None) -> None:
        self.table = SeatTable()
        self.level, self.seed = level, seed
        self.rng = random.Random(seed)
        self.done = threading.Event()  # the game is over, or the host ended the connection
        self.closed = threading.Event()
        self.why: dict[str, str] | None = None
        self.played = 0
        self.refused: list[dict[str, str]] = []
        self.joiner = Joiner(host, port, code, self._message, self._closed, keep=keep, pin=pin)
        self._bot: Any = None
        self._sent_at = -1  # the position a move was sent for (one a position)
        self.pace = RateLimit(RATE_PER_SECOND * 0.8, int(RATE_BURST * 0.8))

    def start(self) -> AutoPlayer:
        self.joiner.start()
        return self

    def _message(self, doc: dict[str, Any]) -> None:
        t = self.table
        kind = t.take(doc)
        if kind == "refused" and t.refusal is not None:
            self.refused.append(t.refusal[0])
        if t.over or t.ended is not None:
            self.done.set()
        if kind == "refused":
            self._sent_at = -1  # decided again on the state that follows
        if kind in ("state", "presence") and t.deciding() and self._sent_at != t.at:
            self._sent_at = t.at
            at, move = t.at, self._choose()
            wait = self.pace.wait(take=True)  # a computer answers at once: kept under the limit
            if wait:
                asyncio.get_running_loop().call_later(wait, self.joiner.send_move, at, move)
            else:
                self.joiner.send_move(at, move)

    def _choose(self) -> Move:
        t = self.table
        if self.level == "random" or t.rules is None:
            return t.moves[self.rng.randrange(len(t.moves))]
        if self._bot is None:
            from medici_table.bots.base import make_bot

            self._bot = make_bot(self.level, t.rules, self.seed)
        move: Move = self._bot.choose(t.view, t.seat, t.moves, 0.05)
        return move

    def _closed(self, why: dict[str, str] | None) -> None:
        self.why = why
        self.closed.set()
        self.done.set()

    def stop(self) -> None:
        self.joiner.close()
