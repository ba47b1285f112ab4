"""A move's round trip over loopback at a hosted table of 7 (Les 7 Blasons, every seat remote):

    nice -n 19 python -m benchmarks.remote_roundtrip [--games 2] [--players 7] [--inprocess]
                                                     [--tls]

The host (`net/headless.py`) runs in this process; each of the seven friends is its own
process (`python -m medici_table.net.autoplay`, a random player: it answers at once, so the
figure is the table's and the network's, not a person's thinking). A round trip is timed on
the host from the moment a move has been applied — before the seven views are made, encoded
and sent — to the moment the next decider's move has arrived back and been checked, ready
to apply. Also reported: from the message leaving the host to the move coming back. Target:
≤ 20 ms (median and 95th percentile are printed; written to benchmarks/out/remote.txt).
`--tls`: the table is encrypted (a certificate made for the run; each friend joins with the
long code, the pin checked) — written to benchmarks/out/remote-tls.txt.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from medici_table.app.record import REMOTE, Seat, deal
from medici_table.net.client import AutoPlayer
from medici_table.net.codes import new_code, with_pin
from medici_table.net.headless import HeadlessHost
from medici_table.net.protocol import Played
from medici_table.net.tls import Certificate

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 20.0


def one_game(game: str, players: int, seed: int, inprocess: bool,
             cpu: list[float], keep: Path,
             certificate: Certificate | None = None) -> tuple[list[float], list[float]]:
    seats = [Seat(f"Friend {i + 1}", REMOTE, code=new_code()) for i in range(players)]
    record = deal(game, seats, {}, seed)
    host = HeadlessHost(record, tls=certificate)
    pin = certificate.pin if certificate is not None else None
    core, session = host.core, record.session
    marks: dict[str, float] = {}
    whole: list[float] = []
    wire: list[float] = []

    def applied(_session: Any, _what: str) -> None:
        marks["applied"] = time.perf_counter()
        marks["cpu"] = time.thread_time()

    session._listeners.insert(0, applied)  # first: before the referee makes the views
    sent_to = core.send

    def send(link: int, message: dict[str, Any], close: bool) -> None:
        sent_to(link, message, close)
        if message.get("type") == "state" and message.get("moves"):
            marks["sent"] = time.perf_counter()
            if "cpu" in marks:  # the host's own work before the decider is sent its position
                cpu.append(1000 * (time.thread_time() - marks.pop("cpu")))

    core.send = send  # type: ignore[method-assign]
    receive = core.receive

    def received(link: int, played: Played) -> None:
        now = time.perf_counter()
        if "applied" in marks and "sent" in marks:
            whole.append(1000 * (now - marks.pop("applied")))
            wire.append(1000 * (now - marks.pop("sent")))
        receive(link, played)

    core.receive = received  # type: ignore[method-assign]
    port = host.start()
    procs: list[subprocess.Popen[bytes]] = []
    autos: list[AutoPlayer] = []
    for i, seat in enumerate(seats):
        assert seat.code is not None
        if inprocess:
            autos.append(AutoPlayer("127.0.0.1", port, seat.code, seed=i, pin=pin).start())
        else:
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "medici_table.net.autoplay", f"127.0.0.1:{port}",
                 with_pin(seat.code, pin), "--seed", str(i)] + (["--keep", str(keep)] if i == 0 else []),
                cwd=ROOT))
    finished = host.finished.wait(600)
    for p in procs:
        p.wait(60)
    for a in autos:
        a.done.wait(30)
        a.stop()
    host.stop()
    if not finished:
        raise SystemExit(f"{game}: the game did not finish")
    return whole, wire


def joiner_cpu(keep: Path) -> list[float]:
    """A joiner's work on each position it decides on — read and check the message, decode the
    view, choose (at random) and encode the answer — timed again here from what seat 0 was
    sent, one message at a time (the joiners' processes share two cores with the host)."""
    from medici_table.engine import Move
    from medici_table.net.client import SeatTable
    from medici_table.net.protocol import encode, read_host

    table, out = SeatTable(), []
    for raw in keep.read_text(encoding="utf-8").splitlines():
        start = time.thread_time()
        kind = table.take(read_host(raw))
        if kind == "state" and table.deciding():
            move: Move = table.moves[0]
            encode({"type": "move", "at": table.at, "move": move.to_dict()})
            out.append(1000 * (time.thread_time() - start))
    return out


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.remote_roundtrip")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--game", default="les_7_blasons")
    parser.add_argument("--inprocess", action="store_true", help="joiners as threads here")
    parser.add_argument("--tls", action="store_true", help="an encrypted table")
    args = parser.parse_args(argv)
    certificate = None
    if args.tls:
        import tempfile

        from medici_table.net.tls import host_certificate

        certificate = host_certificate(Path(tempfile.mkdtemp(prefix="medici-bench-key-")))
    whole: list[float] = []
    wire: list[float] = []
    cpu: list[float] = []
    reading: list[float] = []
    started = time.perf_counter()
    load = os.getloadavg()[0]
    out = ROOT / "benchmarks" / "out"
    out.mkdir(exist_ok=True)
    for g in range(args.games):
        keep = out / f"remote-seat0-{g}.jsonl"
        keep.unlink(missing_ok=True)
        w, n = one_game(args.game, args.players, 1_000_003 * (g + 1), args.inprocess, cpu, keep,
                        certificate)
        whole += w
        wire += n
        if keep.exists():
            reading += joiner_cpu(keep)
            keep.unlink()
    lines = [
        f"remote round trip, {args.game} at {args.players} remote seats, "
        f"{'threads' if args.inprocess else 'one process each'}, loopback, "
        f"{'encrypted (TLS)' if args.tls else 'plain'}, "
        f"{len(whole)} moves in {args.games} games ({time.perf_counter() - started:.0f} s)",
        f"  applied -> next move back: median {statistics.median(whole):.2f} ms, "
        f"p95 {pct(whole, 0.95):.2f} ms, max {max(whole):.2f} ms",
        f"  sent -> move back:         median {statistics.median(wire):.2f} ms, "
        f"p95 {pct(wire, 0.95):.2f} ms, max {max(wire):.2f} ms",
        f"  the work on that path, CPU: the host {statistics.median(cpu):.2f} ms (median; "
        f"p95 {pct(cpu, 0.95):.2f}), a joiner "
        + (f"{statistics.median(reading):.2f} ms (median; p95 {pct(reading, 0.95):.2f})"
           if reading else "(not measured: joiners in threads)"),
        f"  load average {load:.1f} at the start, on {os.cpu_count()} cores",
        f"  target <= {TARGET_MS:.0f} ms (median): "
        f"{'met' if statistics.median(whole) <= TARGET_MS else 'NOT met'}",
    ]
    name = "remote-tls.txt" if args.tls else "remote.txt"
    (out / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
