"""A host in a process of its own, for the crash test (no Qt):

    python -m tests.net.host_process [--tls KEYS] FOLDER PORT GAME KIND... | --resume FOLDER PORT

It hosts a new game whose seat i is KIND i (remote, or a computer's level), or the game
interrupted in the autosave FOLDER, on 127.0.0.1:PORT, autosaving after every move; it prints
`ready PORT`, then `code SEAT CODE` for each remote seat, and hosts until the game ends.
`--tls KEYS`: the table is encrypted with the certificate kept in the folder KEYS (made there
the first time); the codes printed then carry its pin.
"""

from __future__ import annotations

import sys
from pathlib import Path

from medici_table.net.headless import HeadlessHost
from medici_table.net.tls import Certificate, host_certificate
from tests.net.helpers import table


def main(argv: list[str]) -> int:
    tls: Certificate | None = None
    if argv[0] == "--tls":
        tls, argv = host_certificate(Path(argv[1])), argv[2:]
    if argv[0] == "--resume":
        folder, port = argv[1], int(argv[2])
        host = HeadlessHost.resume(folder, port=port, tls=tls)
    else:
        folder, port, game, kinds = argv[0], int(argv[1]), argv[2], argv[3:]
        host = HeadlessHost(table(game, kinds), port=port, folder=folder, tls=tls)
    port = host.start()
    print(f"ready {port}", flush=True)
    for seat, code in host.seat_codes().items():
        print(f"code {seat} {code}", flush=True)
    host.finished.wait(600)
    host.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
