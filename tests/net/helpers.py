"""What the remote-play tests share: tables with remote seats, and the privacy check of
everything a joiner received (like the conformance suite's check of views)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from medici_table import games
from medici_table.app.record import COMPUTER, REMOTE, GameRecord, Seat, deal
from medici_table.net.codes import new_code

SEED = 1_234_567_890_123  # large: its digits cannot turn up in a message by chance


def table(game: str, kinds: Sequence[str], seed: int = SEED) -> GameRecord:
    """A game whose seat i is kinds[i]: "remote", "person" or a computer's level."""
    seats = []
    for i, kind in enumerate(kinds):
        name = f"Player {i + 1}"
        if kind == REMOTE:
            seats.append(Seat(name, REMOTE, code=new_code()))
        elif kind == "person":
            seats.append(Seat(name))
        else:
            seats.append(Seat(name, COMPUTER, kind))
    return deal(game, seats, {}, seed)


def strings(obj: Any) -> set[str]:
    found: set[str] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            found.add(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


@dataclass
class Witness:
    """What each seat must not learn at the moment each message was sent to it: the ids of
    the components hidden from it (others' hands, the deck's order), the generator's state
    and the seed. Filled by the host (`HostCore.witness`), read against what joiners got."""

    record: GameRecord
    secrets: dict[tuple[int, int], frozenset[str]] = field(default_factory=dict)
    rngs: set[str] = field(default_factory=set)

    def __call__(self, seat: int, message: dict[str, Any], state: Any) -> None:
        rules = self.record.session.rules
        self.secrets[seat, message["seq"]] = rules.secret_ids(state, seat)
        rng = getattr(state, "rng", None)
        if rng is not None:
            self.rngs.add(str(rng.state))

    def check(self, seat: int, received: Sequence[str]) -> int:
        """Assert that no message `seat` received names what it may not know; return how
        many were checked."""
        assert received, f"seat {seat} received nothing"
        forbidden_numbers = self.rngs | {str(self.record.seed)}
        checked = 0
        for raw in received:
            doc = json.loads(raw)
            hidden = self.secrets[seat, doc["seq"]]
            leaked = strings(doc) & hidden
            assert not leaked, f"seat {seat} was sent {sorted(leaked)[:5]} in a {doc['type']}"
            for number in forbidden_numbers:
                at = raw.find(number)
                assert at < 0, (f"seat {seat} was sent the generator or the seed: "
                                f"{raw[max(0, at - 60):at + 40]}")
            checked += 1
        return checked


def fullest(game: str) -> int:
    return games.get(game).meta.max_players


ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


class Manual:
    """A joiner the test drives by hand: every message it gets lands in `inbox`."""

    def __init__(self, port: int, code: str) -> None:
        """`code`: the seat's, with the pin of an encrypted table's certificate after it."""
        import queue

        from medici_table.net.client import Joiner, SeatTable
        from medici_table.net.codes import split

        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.table = SeatTable()
        self.raw: list[str] = []
        seat_code, pin = split(code)
        self.joiner = Joiner("127.0.0.1", port, seat_code, self._message, self._closed,
                             keep=self.raw, pin=pin)
        self.joiner.start()

    def _message(self, doc: dict[str, Any]) -> None:
        self.table.take(doc)
        self.inbox.put(doc)

    def _closed(self, why: dict[str, str] | None) -> None:
        self.inbox.put({"type": "closed", "why": why})

    def wait_for(self, kind: str, check: Any = None, timeout: float = 30) -> dict[str, Any]:
        """The next message of `kind` (for which `check(doc)` holds, if given)."""
        import time

        end = time.monotonic() + timeout
        while True:
            doc = self.inbox.get(timeout=max(0.01, end - time.monotonic()))
            if doc["type"] == kind and (check is None or check(doc)):
                return doc


def autoplay(port: int, code: str, keep: Any, seed: int = 0) -> Any:
    """A joiner played by a random computer player in a process of its own."""
    import subprocess
    import sys

    return subprocess.Popen(
        [sys.executable, "-m", "medici_table.net.autoplay", f"127.0.0.1:{port}", code,
         "--seed", str(seed), "--keep", str(keep), "--timeout", "300"], cwd=ROOT)


def lines(path: Any) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").split("\n") if line]
