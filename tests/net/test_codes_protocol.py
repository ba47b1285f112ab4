"""Seat codes, invitations and the checks of every joiner's message (no network)."""

from __future__ import annotations

import json

import pytest

from medici_table.engine import Move
from medici_table.net import codes
from medici_table.net.protocol import (
    MAX_FROM_JOINER,
    Hello,
    Played,
    ProtocolError,
    RateLimit,
    read_host,
    read_joiner,
)


def test_a_code_is_65_secret_bits_written_to_be_typed() -> None:
    made = {codes.new_code() for _ in range(2000)}
    assert len(made) == 2000
    code = made.pop()
    assert len(code) == 15 and code.count("-") == 2
    assert codes.BITS >= 64 and 5 * codes.LENGTH >= codes.BITS
    assert not set(code.replace("-", "")) & set("ILOU")
    # typing is forgiving: lower case, spaces, O for 0, I or L for 1
    typed = code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert codes.normalize(typed) == code
    with pytest.raises(ValueError, match="13 letters and digits"):
        codes.normalize("7KQF-2M9X")
    assert codes.same(code, code) and not codes.same(code, codes.new_code())


@pytest.mark.parametrize(("text", "host", "port"), [
    ("192.168.1.12:41000 7KQF-2M9X-TP4DR", "192.168.1.12", 41000),
    ("medici-table://host.local:5000/7kqf2m9xtp4dr", "host.local", 5000),
    ("[::1]:6000 7KQF 2M9X TP4DR", "::1", 6000),
    ("192.168.1.12 7KQF-2M9X-TP4DR", "192.168.1.12", 41790),
])
def test_an_invitation_is_taken_pasted_whole(text: str, host: str, port: int) -> None:
    inv = codes.parse_invitation(text, 41790)
    assert (inv.host, inv.port, inv.code) == (host, port, "7KQF-2M9X-TP4DR")
    assert codes.parse_invitation(inv.line(), 1) == inv


def test_a_bad_address_says_what_an_address_is() -> None:
    with pytest.raises(ValueError, match="port is a number"):
        codes.parse_address("host:99999", 1)
    with pytest.raises(ValueError, match="computer's name or number"):
        codes.parse_address("", 1)


def test_a_joiners_two_messages_are_read_field_by_field() -> None:
    hello = read_joiner(json.dumps({"type": "hello", "version": 1, "code": "ABC"}))
    assert hello == Hello(1, "ABC")
    played = read_joiner(json.dumps({"type": "move", "at": 3,
                                     "move": {"kind": "play", "card": "x.1"}}))
    assert played == Played(3, Move("play", card="x.1"))


@pytest.mark.parametrize(("raw", "why"), [
    (b"\x00\x01", "not binary"),
    ("hello there", "not JSON"),
    ("[1, 2]", "JSON object with a 'type'"),
    ('{"type": "eval", "code": "__import__(\'os\')"}', "unknown message type"),
    ('{"type": "hello", "version": "1", "code": "A"}', "'version' must be a whole number"),
    ('{"type": "hello", "version": 1}', "missing code"),
    ('{"type": "hello", "version": 1, "code": "A", "seat": 2}', "unknown seat"),
    ('{"type": "move", "at": 1, "move": {"kind": "play", "seat": 1}}', "unknown move field"),
    ('{"type": "move", "at": 1, "move": {"kind": "play", "value": true}}', "whole number"),
    ('{"type": "move", "at": -1, "move": {"kind": "play"}}', "whole number"),
    ('{"type": "move", "at": 1, "move": [1]}', "must be a move"),
    ('{"type": "move", "at": 1, "move": {"kind": "play", "card": NaN}}', "NaN is not JSON"),
    ("[" * 50_000 + "]" * 50_000, "at most"),
    ("[" * 30_000 + "]" * 30_000, "not JSON"),
    ('{"type": "move", "at": 1, "move": {"kind": "' + "x" * 300 + '"}}', "too long"),
])
def test_anything_else_breaks_the_protocol(raw: str | bytes, why: str) -> None:
    with pytest.raises(ProtocolError, match=why):
        read_joiner(raw)


def test_the_size_limit_is_in_bytes() -> None:
    text = '{"type": "hello", "version": 1, "code": "' + "é" * (MAX_FROM_JOINER // 2) + '"}'
    with pytest.raises(ProtocolError, match="at most"):
        read_joiner(text)


def test_a_host_message_is_checked_too() -> None:
    with pytest.raises(ProtocolError, match="unknown message type"):
        read_host('{"type": "run", "code": "x"}')
    with pytest.raises(ProtocolError, match="seat is not one of the players"):
        read_host('{"type": "welcome", "protocol": 1, "game": "g", "seat": 3, "players": ["A"]}')
    with pytest.raises(ProtocolError, match="both languages"):
        read_host('{"type": "bye", "message": "gone"}')


def test_the_rate_limit_allows_a_burst_then_a_steady_pace() -> None:
    now = [0.0]
    limit = RateLimit(rate=20, burst=40, clock=lambda: now[0])
    assert all(limit.allow() for _ in range(40))
    assert not limit.allow()
    now[0] += 0.5  # ten more in half a second
    assert sum(limit.allow() for _ in range(20)) == 10
