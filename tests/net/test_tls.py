"""Encrypted tables over real sockets on loopback: the host's certificate is made once and kept,
its pin rides in each friend's code, a whole game is played over TLS (friends in processes of
their own among them), a wrong pin is refused before anything is sent, a plain joiner at an
encrypted table and an encrypted one at a plain table are told what is wrong, and a host
killed and resumed with the same certificate lets the same codes back in."""

from __future__ import annotations

import signal
import stat
import sys
from pathlib import Path

import pytest

from medici_table.app.record import REMOTE
from medici_table.net import codes, tls
from medici_table.net.client import AutoPlayer
from medici_table.net.headless import HeadlessHost
from tests.net.helpers import Manual, Witness, autoplay, lines, table
from tests.net.test_faults import _decider, _free_port, _host_process, until

R = REMOTE


def test_the_certificate_is_made_once_and_its_pin_is_80_bits(tmp_path: Path) -> None:
    made = tls.host_certificate(tmp_path / "keys")
    again = tls.host_certificate(tmp_path / "keys")
    assert again == made  # kept: a resumed table shows the same certificate
    assert len(made.pin.replace("-", "")) * 5 == tls.PIN_BITS == 80
    der = __import__("ssl").PEM_cert_to_DER_cert(made.cert.read_text())
    assert tls.matches(der, made.pin) and not tls.matches(der, "0000-0000-0000-0000")
    if sys.platform != "win32":
        assert stat.S_IMODE(made.key.stat().st_mode) == 0o600  # the key: this user's only
    made.key.write_text("not a key")  # a damaged key: a new certificate, a new pin
    fresh = tls.host_certificate(tmp_path / "keys")
    assert fresh.pin != made.pin
    fresh.server_context()


def test_an_encrypted_code_carries_the_pin_and_is_typed_as_forgivingly() -> None:
    pin = "A1B2-C3D4-E5F6-G7H8"
    long = codes.with_pin("7KQF-2M9X-TP4DR", pin)
    assert long == "7KQF-2M9X-TP4DR-A1B2-C3D4-E5F6-G7H8"
    assert codes.split(long.lower().replace("-", " ")) == ("7KQF-2M9X-TP4DR", pin)
    assert codes.split("7kqf 2m9x tp4dr") == ("7KQF-2M9X-TP4DR", None)
    invitation = codes.parse_invitation(f"192.168.1.12:41790 {long}", 41790)
    assert invitation == codes.Invitation("192.168.1.12", 41790, "7KQF-2M9X-TP4DR", pin)
    assert invitation.line() == f"192.168.1.12:41790 {long}"
    with pytest.raises(ValueError, match="29 at an encrypted table"):
        codes.split(long[:-1])


def test_a_whole_game_over_tls_with_friends_in_processes_of_their_own(tmp_path: Path) -> None:
    """Les 7 Blasons at four: two friends in this process, one a process of its own joining
    with the long code as a person pastes it, a computer; every message each friend got is
    checked for what its seat may not know, as on a plain table."""
    record = table("les_7_blasons", [R, "random", R, R])
    host = HeadlessHost(record, tls=tls.host_certificate(tmp_path / "keys"))
    witness = Witness(record)
    host.core.witness = witness
    port = host.start()
    typed = host.seat_codes()
    assert all(len(c) == len("7KQF-2M9X-TP4DR-A1B2-C3D4-E5F6-G7H8") for c in typed.values())
    here = {}
    for seat in (0, 2):
        code, pin = codes.split(typed[seat])
        here[seat] = AutoPlayer("127.0.0.1", port, code, seed=seat, keep=[], pin=pin).start()
    keep = tmp_path / "seat3.jsonl"
    apart = autoplay(port, typed[3], keep, seed=3)
    try:
        assert host.finished.wait(300), "the game did not finish"
        for player in here.values():
            assert player.done.wait(30) and player.table.over and not player.refused
        assert apart.wait(60) == 0
    finally:
        host.stop()
        for player in here.values():
            player.stop()
        apart.kill()
    assert all(p.joiner.uri.startswith("wss://") for p in here.values())
    received = {seat: p.joiner.keep or [] for seat, p in here.items()}
    received[3] = lines(keep)
    for seat, got in received.items():
        assert witness.check(seat, got) >= 2


def test_a_wrong_pin_is_refused_before_anything_is_sent(tmp_path: Path) -> None:
    """A table showing another certificate than the invitation's — someone in between — is
    left at once: the joiner receives nothing, the host never hears a hello (nor even the
    WebSocket handshake), and the joiner does not try again."""
    record = table("court_of_the_medici", [R, R])
    host = HeadlessHost(record, tls=tls.host_certificate(tmp_path / "keys"))
    port = host.start()
    other = tls.host_certificate(tmp_path / "elsewhere").pin  # the invitation of another table
    try:
        wrong = Manual(port, codes.with_pin(record.remotes()[0], other))
        why = wrong.wait_for("closed")["why"]
        assert why == tls.MISMATCH
        assert "someone may be in between" in why["en"] and "interposé" in why["fr"]
        assert wrong.joiner.fatal and wrong.raw == []
        assert host.core.links == {} and host.server.cut == []
        assert host.core.absent() == [0, 1]
        right = Manual(port, host.seat_codes()[0])  # the true pin: welcomed
        assert right.wait_for("welcome")["seat"] == 0
        right.joiner.close()
    finally:
        host.stop()


def test_plain_and_encrypted_codes_at_the_wrong_kind_of_table_are_told_why(
        tmp_path: Path) -> None:
    """A friend with the short code at an encrypted table, or a long code at a plain one, is
    told what to ask the host; the table, and the friends at it, go on."""
    record = table("courtisans", [R, R, "random"])
    host = HeadlessHost(record, tls=tls.host_certificate(tmp_path / "keys"))
    port = host.start()
    plain = HeadlessHost(table("courtisans", [R, R]))
    plain_port = plain.start()
    try:
        a = Manual(port, host.seat_codes()[0])
        a.wait_for("state")
        short = Manual(port, record.remotes()[1])  # the code without its pin: plain WebSocket
        why = short.wait_for("closed")["why"]
        assert "29 characters" in why["en"] and "29 caractères" in why["fr"]
        assert short.raw == [] and host.core.by_seat == {0: next(iter(host.core.links))}
        b = Manual(port, host.seat_codes()[1])  # the whole code: the table starts
        d, _o = _decider(a, b)
        d.joiner.send_move(d.table.at, d.table.moves[0])
        until(lambda: len(record.session.history) >= 1)
        pinned = Manual(plain_port, codes.with_pin(plain.record.remotes()[0],
                                                   host.server.pin or ""))
        why = pinned.wait_for("closed")["why"]
        assert "did not answer as an encrypted table" in why["en"]
        assert "ne l'a pas chiffrée" in why["fr"]
        assert plain.core.links == {}
        for m in (a, b):
            m.joiner.close()
    finally:
        host.stop()
        plain.stop()


@pytest.mark.slow
def test_an_encrypted_host_killed_and_resumed_lets_the_same_codes_back_in(
        tmp_path: Path) -> None:
    """The host's process is killed mid-game; resumed from its autosave with the certificate
    of its data folder, it shows the same certificate: the friends' codes, pin included, still
    open the table, nothing is lost, and the game is played to its end over TLS."""
    keys, saves = tmp_path / "keys", tmp_path / "autosave"
    port = _free_port()
    host, typed = _host_process("--tls", str(keys), str(saves), str(port), "les_7_blasons",
                                R, "random", R)
    try:
        assert all(len(c.replace("-", "")) == 29 for c in typed.values())
        a, b = Manual(port, typed[0]), Manual(port, typed[2])
        for _ in range(10):
            d, _o = _decider(a, b)
            d.joiner.send_move(d.table.at, d.table.moves[0])
            until(lambda at=d.table.at: a.table.at > at and b.table.at > at)
        seen = len(a.table.steps)
        host.send_signal(signal.SIGKILL)
        host.wait(10)
        for m in (a, b):
            assert m.wait_for("closed")["why"] is None  # lost, not refused: try again
        host, again = _host_process("--tls", str(keys), "--resume", str(saves), str(port))
        assert again == typed  # the same certificate: the same long codes
        a2 = Manual(port, typed[0])
        assert a2.wait_for("state")["at"] >= seen
        a2.joiner.close()
        players = []
        for s in (0, 2):
            code, pin = codes.split(typed[s])
            players.append(AutoPlayer("127.0.0.1", port, code, seed=s, pin=pin).start())
        assert host.wait(300) == 0
        for p in players:
            assert p.done.wait(30) and p.table.over
    finally:
        host.kill()


def test_a_program_of_protocol_version_1_is_refused_with_the_reason(tmp_path: Path) -> None:
    """Encrypted tables came with protocol version 2: a version-1 program (which knows no pin)
    is told that both sides need the same version of Medici Table, at a plain table as at an
    encrypted one, and the table goes on waiting for the friend."""
    from websockets.sync.client import connect

    from medici_table.net.protocol import VERSION, encode

    assert VERSION == 2
    for certificate in (None, tls.host_certificate(tmp_path / "keys")):
        record = table("courtisans", [R, R])
        host = HeadlessHost(record, tls=certificate)
        port = host.start()
        scheme = "wss" if certificate else "ws"
        secure = {"ssl": tls.client_context()} if certificate else {}
        try:
            with connect(f"{scheme}://127.0.0.1:{port}/", **secure) as old:
                old.send(encode({"type": "hello", "version": 1, "code": record.remotes()[0]}))
                answer = old.recv(timeout=10)
            assert '"reason":"version"' in answer and "same version of Medici Table" in answer
            assert host.core.absent() == [0, 1]
        finally:
            host.stop()
