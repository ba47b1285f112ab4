"""The messages of remote play, their checks, the version and the limits (no Qt).

Every message is one WebSocket text frame holding one JSON object with a `type`. A joiner
sends only two kinds, and each is checked field by field before anything reads it; nothing a
joiner sends is ever executed, evaluated or parsed other than as this checked JSON:

* `{"type": "hello", "version": 2, "code": "7KQF-2M9X-TP4DR"}` — first, within `HELLO_WITHIN`
  seconds: the protocol's version and the seat's code (optional: `"program"`, a name);
* `{"type": "move", "at": 12, "move": {...}}` — a decision, `Move.to_dict()`, made on the
  position after `at` moves (a move for an older position is refused as stale).

The host sends `welcome` (the seat, the game, the players), `state` (the seat's view, its
moves when it decides, the new log lines), `refused` (to the mover only: the reason in
English and French, the rule), `presence` (who is away: the table waits), `error` (a wrong
version or code, then the connection closes) and `bye` (the host closed the table, or gave
the seat to the computer). A joiner whose player leaves the table closes its connection with
the reason `LEAVING`: the host's table then says they left, not that their connection dropped.

Limits (the server enforces them; past one the connection is cut with a reason):
`MAX_FROM_JOINER` bytes a message, `RATE_PER_SECOND` messages a second sustained with bursts of
`RATE_BURST`, a hello within `HELLO_WITHIN` seconds. A joiner accepts host messages of up to
`MAX_FROM_HOST` bytes (a view and a whole game's log are far below it).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from medici_table.engine.move import Move

# the protocol's version: a joiner of another version is refused, with the reason (1: the first;
# 2: encrypted tables, whose codes carry the pin of the host's certificate)
VERSION = 2
DEFAULT_PORT = 41790
MAX_FROM_JOINER = 64 * 1024  # bytes in one joiner's message (a move is about 100)
MAX_FROM_HOST = 16 * 1024 * 1024  # bytes in one host's message (a view with the log: ~100 KB)
RATE_PER_SECOND = 50.0  # a joiner's messages a second, sustained (a person: 1 or 2) ...
RATE_BURST = 100  # ... with this many at once
HELLO_WITHIN = 10.0  # seconds from the connection to the hello
MAX_TEXT = 200  # characters in any string field of a joiner's message
LANGS = ("en", "fr")

# why the host closes a connection (WebSocket close codes, RFC 6455 section 7.4.1)
CLOSE_NORMAL = 1000
CLOSE_POLICY = 1008  # malformed, too frequent, no hello, a wrong code or version
CLOSE_TOO_BIG = 1009
LEAVING = "leaving"  # the reason a joiner closes with when its player leaves the table


class ProtocolError(ValueError):
    """A message that breaks the protocol: its connection is cut with this reason."""


@dataclass(frozen=True)
class Hello:
    version: int
    code: str
    program: str = ""


@dataclass(frozen=True)
class Played:
    at: int
    move: Move


def words(en: str, fr: str) -> dict[str, str]:
    """A sentence in both languages of the table: the joiner shows the one it speaks."""
    return {"en": en, "fr": fr}


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def _no_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not JSON")


def decode(raw: str | bytes, limit: int) -> dict[str, Any]:
    """A JSON object with a `type` string, from one text message of at most `limit` bytes."""
    if not isinstance(raw, str):
        raise ProtocolError("a message is text (JSON), not binary")
    if len(raw) > limit or len(raw.encode("utf-8", errors="replace")) > limit:
        raise ProtocolError(f"a message is at most {limit} bytes")
    try:
        doc = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(f"not JSON: {str(exc)[:80]}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("type"), str):
        raise ProtocolError("a message is a JSON object with a 'type'")
    return doc


def _int(doc: dict[str, Any], key: str, low: int = 0) -> int:
    v = doc.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or v < low or v > 2**31:
        raise ProtocolError(f"'{key}' must be a whole number")
    return v


def _text(doc: dict[str, Any], key: str, required: bool = True) -> str:
    v = doc.get(key, None if required else "")
    if not isinstance(v, str) or len(v) > MAX_TEXT:
        raise ProtocolError(f"'{key}' must be a text of at most {MAX_TEXT} characters")
    return v


def _keys(doc: dict[str, Any], required: set[str], optional: set[str] = frozenset()) -> None:  # type: ignore[assignment]
    missing, extra = required - set(doc), set(doc) - required - optional
    if missing or extra:
        raise ProtocolError(f"a '{doc['type']}' message has {', '.join(sorted(required))}"
                            + (f" (missing {', '.join(sorted(missing))})" if missing else "")
                            + (f" (unknown {', '.join(sorted(extra))[:80]})" if extra else ""))


def read_joiner(raw: str | bytes) -> Hello | Played:
    """A joiner's message, checked; ProtocolError if it is anything else."""
    doc = decode(raw, MAX_FROM_JOINER)
    kind = doc["type"]
    if kind == "hello":
        _keys(doc, {"type", "version", "code"}, {"program"})
        return Hello(_int(doc, "version"), _text(doc, "code"), _text(doc, "program", False))
    if kind == "move":
        _keys(doc, {"type", "at", "move"})
        move = doc["move"]
        if not isinstance(move, dict):
            raise ProtocolError("'move' must be a move (Move.to_dict())")
        for key, value in move.items():
            if isinstance(value, str) and len(value) > MAX_TEXT:
                raise ProtocolError(f"move field '{key}' is too long")
        try:
            return Played(_int(doc, "at"), Move.from_dict(move))
        except (ValueError, TypeError) as exc:
            raise ProtocolError(f"not a move: {exc}") from None
    raise ProtocolError(f"unknown message type {kind[:40]!r}")


HOST_TYPES = {"welcome", "state", "refused", "presence", "error", "bye"}


def read_host(raw: str | bytes) -> dict[str, Any]:
    """A host's message with its type known and its common fields checked (the view inside a
    `state` is decoded and checked by the joiner against the game's own types)."""
    doc = decode(raw, MAX_FROM_HOST)
    kind = doc["type"]
    if kind not in HOST_TYPES:
        raise ProtocolError(f"unknown message type {kind[:40]!r}")
    if kind == "welcome":
        _int(doc, "protocol")
        _int(doc, "seat")
        if not isinstance(doc.get("game"), str) or not isinstance(doc.get("players"), list):
            raise ProtocolError("a welcome names the game and the players")
        if not all(isinstance(p, str) for p in doc["players"]):
            raise ProtocolError("the players are names")
        if not 0 <= doc["seat"] < len(doc["players"]):
            raise ProtocolError("the seat is not one of the players'")
    elif kind == "state":
        for key in ("seq", "at", "since"):
            _int(doc, key)
        if not isinstance(doc.get("view"), dict):
            raise ProtocolError("a state carries the seat's view")
        for key in ("moves", "steps", "absent"):
            if not isinstance(doc.get(key), list):
                raise ProtocolError(f"'{key}' must be a list")
        for step in doc["steps"]:
            if not isinstance(step, dict) or not _is_words(step.get("line")):
                raise ProtocolError("a step carries its log line in both languages")
        if not all(isinstance(s, int) and not isinstance(s, bool) for s in doc["absent"]):
            raise ProtocolError("'absent' lists seats")
    elif kind == "refused":
        if not _is_words(doc.get("reason")) or not isinstance(doc.get("rule"), str):
            raise ProtocolError("a refusal carries its reason and rule")
    elif kind == "presence":
        if not isinstance(doc.get("absent"), list):
            raise ProtocolError("'absent' lists seats")
    elif not _is_words(doc.get("message")):  # error, bye
        raise ProtocolError(f"a '{kind}' carries its message in both languages")
    return doc


def _is_words(v: Any) -> bool:
    return isinstance(v, dict) and all(isinstance(v.get(lang), str) for lang in LANGS)


class RateLimit:
    """A token bucket: `rate` messages a second sustained, `burst` at once."""

    def __init__(self, rate: float = RATE_PER_SECOND, burst: int = RATE_BURST,
                 clock: Any = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, float(burst), clock
        self.tokens = float(burst)
        self.last = clock()

    def allow(self) -> bool:
        """Whether one more message may go now (it is then counted)."""
        return self.wait() == 0.0

    def wait(self, take: bool = False) -> float:
        """Seconds until one more message may go (0: now, and it is counted); `take`: count
        it anyway, as sent when the wait is over (a sender pacing itself)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return 0.0
        wait = (1.0 - self.tokens) / self.rate
        if take:
            self.tokens -= 1.0
        return wait
