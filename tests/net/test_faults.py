"""Faults over real sockets: a joiner killed and back with its code, joiners that send
garbage, another seat's move, a stale move, 10 MB, too many messages or nothing at all, and
the host itself killed and resumed — nothing lost, nobody else affected."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from medici_table.app.record import REMOTE
from medici_table.engine import Move
from medici_table.net.client import AutoPlayer
from medici_table.net.headless import HeadlessHost
from medici_table.net.protocol import VERSION, encode
from tests.net.helpers import ROOT, Manual, Witness, autoplay, lines, table

R = REMOTE


def until(check: Any, timeout: float = 30.0) -> None:
    """Wait for `check()` to hold (the other side works in its own thread or process)."""
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.01)


def test_a_joiner_killed_mid_game_pauses_the_table_and_rejoins_with_its_code(
        tmp_path: Path) -> None:
    record = table("les_7_blasons", [R, R, "random", R])
    host = HeadlessHost(record)
    witness = Witness(record)
    host.core.witness = witness
    port = host.start()
    codes = record.remotes()
    others = {s: AutoPlayer("127.0.0.1", port, codes[s], seed=s, keep=[]).start()
              for s in (0, 3)}
    first = autoplay(port, codes[1], tmp_path / "before.jsonl", seed=1)
    try:
        until(lambda: len(record.session.history) >= 12)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        until(lambda: host.core.absent() == [1])
        # the others are told, and the table waits for seat 1
        until(lambda: all(p.table.absent == [1] for p in others.values()))
        held = len(record.session.history)
        time.sleep(0.3)  # a moment in which the others would have played on: nobody did
        assert host.core.paused and len(record.session.history) == held
        back = autoplay(port, codes[1], tmp_path / "after.jsonl", seed=11)
        assert host.finished.wait(300)
        assert back.wait(60) == 0
        for p in others.values():  # a move sent as seat 1 went away was refused: it waited
            assert p.done.wait(30) and p.table.over
            assert all("waits for Player 2" in why["en"] for why in p.refused)
    finally:
        host.stop()
        first.kill()
        for p in others.values():
            p.stop()
    session = record.session
    assert len(session.history) > held
    rejoined = lines(tmp_path / "after.jsonl")
    import json

    states = [json.loads(m) for m in rejoined if json.loads(m)["type"] == "state"]
    assert states[0]["since"] == 0 and len(states[0]["steps"]) >= held  # the whole log again
    # nothing lost: the game replays from its seed, move for move, to the same end
    replay = session.rules.new_game(record.players, record.options, record.seed)
    for step in session.history:
        replay = session.rules.apply(replay, step.move)
    assert replay == session.state
    witness.check(1, lines(tmp_path / "before.jsonl") + rejoined)
    for seat, p in others.items():
        witness.check(seat, p.joiner.keep or [])


def _decider(a: Manual, b: Manual) -> tuple[Manual, Manual]:
    until(lambda: a.table.ready and b.table.ready and a.table.at == b.table.at
          and (a.table.deciding() or b.table.deciding()))
    return (a, b) if a.table.deciding() else (b, a)


def test_garbage_another_seats_move_a_stale_move_10_mb_and_a_flood_cut_only_their_sender(
        ) -> None:
    record = table("court_of_the_medici", [R, R])
    host = HeadlessHost(record, hello_within=0.5)
    port = host.start()
    codes = record.remotes()
    seat_of = {}
    try:
        a, b = Manual(port, codes[0]), Manual(port, codes[1])
        seat_of = {id(a): 0, id(b): 1}
        d, o = _decider(a, b)
        # another seat's move: the one who does not decide sends the decider's move
        o.joiner.send_move(o.table.at, d.table.moves[0])
        refusal = o.wait_for("refused")
        assert "not your turn" in refusal["reason"]["en"]
        # a stale move: made for an earlier position
        d.joiner.send_move(d.table.at + 5, d.table.moves[0])
        assert "earlier position" in d.wait_for("refused")["reason"]["en"]
        # a move the rules refuse, with the game's reason, to its sender alone
        d.joiner.send_move(d.table.at, Move("play", card="no.such.card", target="nowhere"))
        assert d.wait_for("refused")["rule"]
        assert not [m for m in o.raw if '"type":"refused"' in m][1:]  # o heard of its own only
        assert not record.session.history
        # a right move goes through, and both see it
        d.joiner.send_move(d.table.at, d.table.moves[0])
        until(lambda: a.table.at == b.table.at == 1)

        def cut(sender: Manual, text: str, why: str, other: Manual = d) -> Manual:
            """`sender` sends `text`: it is cut (with `why`), the other is told it is away,
            and it joins again with its code and gets the table as it is."""
            sender.joiner.send_text(text)
            closed = sender.wait_for("closed")
            assert closed["why"] is None or why in closed["why"]["en"], closed
            seat = seat_of[id(sender)]
            other.wait_for("presence", lambda doc: doc["absent"] == [seat])
            again = Manual(port, codes[seat])
            state = again.wait_for("state")
            assert state["at"] == len(record.session.history) and state["since"] == 0
            other.wait_for("presence", lambda doc: doc["absent"] == [])
            seat_of[id(again)] = seat
            return again

        o = cut(o, "this is not JSON {", "not JSON")
        o = cut(o, '{"type": "move", "at": 1, "move": {"kind": "play", "seat": 0}}',
                "unknown move field")
        o = cut(o, '{"type": "hello", "version": 1, "code": "x"}', "hello twice")
        o = cut(o, "x" * (10 * 1024 * 1024), "")  # 10 MB: cut unread (close code 1009)
        flood = o
        for _ in range(150):
            flood.joiner.send_text('{"type": "move", "at": 0, "move": {"kind": "pass"}}')
        assert "too many messages" in flood.wait_for("closed")["why"]["en"]
        assert any("too many messages" in why for _, why in host.server.cut)
        assert any("not JSON" in why for _, why in host.server.cut)
        # a connection that never says hello is cut too; a wrong code is told so
        with connect(f"ws://127.0.0.1:{port}/") as silent, pytest.raises(ConnectionClosed):
            silent.recv(timeout=10)
        with connect(f"ws://127.0.0.1:{port}/") as wrong:
            wrong.send(encode({"type": "hello", "version": VERSION, "code": "7KQF-2M9X-TP4DR"}))
            assert "No seat at this table has that code" in wrong.recv(timeout=10)
        # the game was not touched by any of it: one move, then on as before
        assert len(record.session.history) == 1
        d.wait_for("presence", lambda doc: doc["absent"] == [seat_of[id(flood)]])
        d, o = _decider(Manual(port, codes[seat_of[id(flood)]]), d)
        d.joiner.send_move(d.table.at, d.table.moves[0])
        until(lambda: len(record.session.history) == 2)
    finally:
        host.stop()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _host_process(*args: str) -> tuple[subprocess.Popen[str], dict[int, str]]:
    proc = subprocess.Popen([sys.executable, "-m", "tests.net.host_process", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().startswith("ready")
    codes = {}
    while len(codes) < 2:
        _, seat, code = proc.stdout.readline().split()
        codes[int(seat)] = code
    return proc, codes


@pytest.mark.slow
def test_the_host_killed_and_resumed_loses_nothing_and_friends_rejoin(tmp_path: Path) -> None:
    port = _free_port()
    host, codes = _host_process(str(tmp_path), str(port), "les_7_blasons", R, "random", R)
    try:
        a, b = Manual(port, codes[0]), Manual(port, codes[2])
        for _ in range(14):  # the friends play a few moves (the computer plays between)
            d, _o = _decider(a, b)
            d.joiner.send_move(d.table.at, d.table.moves[0])
            until(lambda at=d.table.at: a.table.at > at and b.table.at > at)
        seen = {0: list(a.table.steps), 2: list(b.table.steps)}
        host.send_signal(signal.SIGKILL)
        host.wait(10)
        for m in (a, b):
            assert m.wait_for("closed")["why"] is None  # lost, not refused: try again
        host, again = _host_process("--resume", str(tmp_path), str(port))
        assert again == codes  # the same codes let the same friends back in
        a2, b2 = Manual(port, codes[0]), Manual(port, codes[2])
        for m, seat in ((a2, 0), (b2, 2)):
            state = m.wait_for("state")
            had = seen[seat]
            assert state["at"] >= len(had)  # nothing lost
            assert [s["line"]["en"] for s in state["steps"][:len(had)]] == \
                [s.line["en"] for s in had]
        for m in (a2, b2):
            m.joiner.close()
        players = [AutoPlayer("127.0.0.1", port, codes[s], seed=s).start() for s in (0, 2)]
        assert host.wait(300) == 0
        for p in players:
            assert p.done.wait(30) and p.table.over
    finally:
        host.kill()


def test_a_player_who_leaves_is_told_apart_from_a_dropped_connection() -> None:
    """A joiner closing with the reason 'leaving' (Game → Leave this table) is noted as left;
    a connection that just drops is only absent; either, joining again, is neither."""
    record = table("courtisans", ["person", R, R])
    host = HeadlessHost(record)
    port = host.start()
    codes = record.remotes()
    try:
        bo, cy = Manual(port, codes[1]), Manual(port, codes[2])
        bo.wait_for("state")
        cy.wait_for("state")
        until(lambda: not host.core.absent())
        bo.joiner.close(leaving=True)
        loop, ws = cy.joiner._loop, cy.joiner._ws
        assert loop is not None and ws is not None
        loop.call_soon_threadsafe(ws.transport.abort)  # Cy's network goes
        until(lambda: host.core.absent() == [1, 2])
        assert host.core.left == {1}
        back = Manual(port, codes[1])
        back.wait_for("state")
        until(lambda: host.core.absent() == [2])
        assert host.core.left == set()
        back.joiner.close()
    finally:
        host.stop()
