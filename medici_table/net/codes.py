"""Seat codes and invitations (no Qt).

A remote seat is claimed with its code: 65 random bits from the `secrets` module, written as
13 characters of Crockford's base 32 in three groups (`7KQF-2M9X-TP4DR`) — no I, L, O or U,
so it reads aloud and types without mix-ups; typing is forgiving (lower case, spaces, O for
0, I or L for 1). Whoever has the code plays that seat: it is given to that friend only.

An invitation is what the host hands a friend: the address, the port and the code, as one
line (`192.168.1.12:41790 7KQF-2M9X-TP4DR`) that the join dialog also takes pasted whole. At an
encrypted table the code a friend is given goes on with the pin of the host's certificate
(`net/tls.py`): `7KQF-2M9X-TP4DR-A1B2-C3D4-E5F6-G7H8`, 29 characters — the length says which.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
BITS = 65
LENGTH = 13  # 13 x 5 = 65 bits
GROUPS = (4, 4, 5)
EXAMPLE = "7KQF-2M9X-TP4DR"  # what a code looks like (placeholders, messages)
EXAMPLE_PINNED = "7KQF-2M9X-TP4DR-A1B2-C3D4-E5F6-G7H8"  # ... at an encrypted table
_TYPED = str.maketrans({"O": "0", "I": "1", "L": "1"})
PIN_LENGTH = 16  # the pin of an encrypted table's certificate (net/tls.py), after the code


def new_code() -> str:
    """A fresh seat code (65 bits from the operating system's generator), grouped."""
    value = secrets.randbits(BITS)
    raw = "".join(ALPHABET[(value >> (5 * i)) & 31] for i in range(LENGTH))
    return grouped(raw)


def grouped(raw: str) -> str:
    out, start = [], 0
    for size in GROUPS:
        out.append(raw[start:start + size])
        start += size
    return "-".join(out)


def _raw(typed: str) -> str:
    return "".join(ch for ch in typed.upper() if ch.isalnum()).translate(_TYPED)


def normalize(typed: str) -> str:
    """The code as the host keeps it, from what a person typed; ValueError if it cannot be one."""
    raw = _raw(typed)
    if len(raw) != LENGTH or any(ch not in ALPHABET for ch in raw):
        raise ValueError(f"a seat code is {LENGTH} letters and digits, like 7KQF-2M9X-TP4DR")
    return grouped(raw)


def split(typed: str) -> tuple[str, str | None]:
    """The seat's code and, for an encrypted table, the pin of its certificate (else None),
    from what a person typed; ValueError if it is neither length."""
    raw = _raw(typed)
    if len(raw) == LENGTH + PIN_LENGTH and all(ch in ALPHABET for ch in raw):
        pin = raw[LENGTH:]
        return grouped(raw[:LENGTH]), "-".join(pin[i:i + 4] for i in range(0, PIN_LENGTH, 4))
    if len(raw) != LENGTH or any(ch not in ALPHABET for ch in raw):
        raise ValueError(f"a seat code is {LENGTH} letters and digits, like 7KQF-2M9X-TP4DR "
                         f"({LENGTH + PIN_LENGTH} at an encrypted table)")
    return grouped(raw), None


def with_pin(code: str, pin: str | None) -> str:
    """The code a friend is given: the seat's code, then the pin at an encrypted table."""
    return f"{code}-{pin}" if pin else code


def same(a: str, b: str) -> bool:
    """Whether two codes are the same, compared in constant time."""
    return secrets.compare_digest(a.encode(), b.encode())


@dataclass(frozen=True)
class Invitation:
    """Where a friend joins, and as whom."""

    host: str
    port: int
    code: str
    pin: str | None = None  # an encrypted table's: its certificate's (net/tls.py)

    @property
    def seat_code(self) -> str:
        """What the friend types as their code (the pin included)."""
        return with_pin(self.code, self.pin)

    def line(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port} {self.seat_code}"


def parse_address(text: str, default_port: int) -> tuple[str, int]:
    """`host`, `host:port`, `[v6]:port` or `medici-table://host:port` → (host, port)."""
    text = text.strip()
    if "://" in text:
        text = text.split("://", 1)[1]
    text = text.strip("/")
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest.lstrip(":")
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    host = host.strip()
    if not host or any(ch.isspace() for ch in host):
        raise ValueError("the address is a computer's name or number, like 192.168.1.12")
    if not port_text:
        return host, default_port
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"the port is a number from 1 to 65535, not {port_text!r}")
    return host, int(port_text)


def parse_invitation(text: str, default_port: int) -> Invitation:
    """An invitation pasted whole: the address (with its port) then the code (its groups
    may be apart: `192.168.1.12:41790 7KQF 2M9X TP4DR`), the pin after it at an encrypted
    table."""
    text = text.strip()
    if "://" in text:
        text = text.split("://", 1)[1]
    parts = text.replace("/", " ").split()
    if len(parts) < 2:
        raise ValueError("an invitation is the address and the code, like "
                         f"192.168.1.12:41790 {EXAMPLE}")
    host, port = parse_address(parts[0], default_port)
    code, pin = split("".join(parts[1:]))
    return Invitation(host, port, code, pin)
