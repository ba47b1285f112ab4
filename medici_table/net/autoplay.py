"""A remote seat played by a computer player, as a program of its own (no Qt):

    python -m medici_table.net.autoplay 127.0.0.1:41790 7KQF-2M9X-TP4DR [--level random]
                                        [--seed N] [--keep FILE] [--timeout SECONDS]

It joins the hosted table with the seat's code (an encrypted table's, with its pin: 29
characters) and plays until the game ends or the host
closes the connection. `--keep FILE` writes every message received, one a line, as it comes
(the tests read what a joiner was sent; a process killed mid-game leaves every line it had).
Exit status 0 when the game was played to its end, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from medici_table.net.client import AutoPlayer
from medici_table.net.codes import parse_address, split
from medici_table.net.protocol import DEFAULT_PORT


class _Lines(list[str]):
    """A list of received messages that also writes each to a file at once."""

    def __init__(self, out: TextIO) -> None:
        super().__init__()
        self.out = out

    def append(self, raw: str) -> None:
        super().append(raw)
        self.out.write(raw.replace("\n", " ") + "\n")
        self.out.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m medici_table.net.autoplay")
    parser.add_argument("address")
    parser.add_argument("code")
    parser.add_argument("--level", default="random")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep")
    parser.add_argument("--timeout", type=float, default=600.0)
    args = parser.parse_args(argv)
    host, port = parse_address(args.address, DEFAULT_PORT)
    code, pin = split(args.code)
    out = open(args.keep, "a", encoding="utf-8") if args.keep else None  # noqa: SIM115
    try:
        keep = _Lines(out) if out is not None else None
        player = AutoPlayer(host, port, code, args.level, args.seed, keep=keep, pin=pin).start()
        player.done.wait(args.timeout)
        over = player.table.over
        player.stop()
    finally:
        if out is not None:
            out.close()
    if not over:
        why = player.why or player.table.ended
        print(f"not played to the end: {why}", file=sys.stderr)
    return 0 if over else 1


if __name__ == "__main__":
    raise SystemExit(main())
