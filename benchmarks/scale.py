"""The largest game a table holds: Les 7 Blasons at 7 players, played to its end, saved, reopened
and replayed in one window. Prints one JSON line of figures.

    python -m benchmarks.scale [--game les_7_blasons] [--players 7] [--seed 1]

In one fresh process (its memory is its own), offscreen, as a person would: the game is played
to its end through the table (sheets read, curtains lifted, questions answered, a random legal
move otherwise: `long_evening.play_one`), with its whole history kept for undo and the log;
then, the event loop let run between two steps (the final dialog closed, the table's idle work
done) as it runs while a person reaches for the Game menu:

* `save_ms` — Game → Save to a file (`SaveManager.save_to`: the save made from the history,
  written and synced), wall and CPU;
* `open_ms` — Game → Open that file (`SaveManager.open_file`: read, checked, every move
  replayed against the checkpoints and the snapshot, the game put on the table) until the
  table is painted again, wall and CPU;
* `replay_ms` — the replay of the game opened, stepped from its first move to its last, each
  step painted (median and whole);
* `memory_mb` — the peak resident memory of the process through all of it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def clocks() -> tuple[float, float]:
    return time.perf_counter() * 1000, time.process_time() * 1000


def settle(window: Any) -> None:
    """The event loop's turns between two commands of a person: what the table leaves to them
    after a paint (the whole autosave, cards drawn ahead) is done there."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    while getattr(window.table, "drawing_ahead", lambda: False)():
        QApplication.processEvents()


def measure(game: str, players: int, seed: int, folder: Path) -> dict[str, Any]:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from benchmarks.long_evening import play_one
    from medici_table import games
    from medici_table.engine.sim import default_players
    from medici_table.ui import theme
    from medici_table.ui.gameconfig import GameConfig
    from medici_table.ui.saves import NOTICE_KEY
    from medici_table.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    theme.load_fonts()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    names = default_players(games.get(game), players)
    window = MainWindow(GameConfig(game, names, {}, seed), settings, anim_ms=0)
    window.resize(1500, 950)
    window.show()
    app.processEvents()
    window.complete_startup()
    saves = window.completed_saves()
    viewport = window.table.view.viewport()
    out: dict[str, Any] = {"game": game, "players": players, "seed": seed}
    t = clocks()
    out["moves"] = play_one(window, random.Random(seed))
    out["play_s"] = (clocks()[0] - t[0]) / 1000
    out["history"] = len(window.controller.session.history)
    if window.game_over_dialog is not None:  # closed, as a person does before the Game menu
        window.game_over_dialog.reject()
    settle(window)
    path = folder / f"{game}.medici"
    saves.settings.setValue(NOTICE_KEY, True)  # (the once-only notice box would wait for a click)
    t = clocks()
    if not saves.save_to(path):
        raise RuntimeError("the game could not be saved")
    now = clocks()
    out["save_ms"], out["save_cpu_ms"] = now[0] - t[0], now[1] - t[1]
    out["file_kb"] = path.stat().st_size / 1024
    settle(window)
    t = clocks()
    if not saves.open_file(path):
        raise RuntimeError("the save could not be opened")
    window.table.curtain.lift()
    viewport.repaint()
    now = clocks()
    out["open_ms"], out["open_cpu_ms"] = now[0] - t[0], now[1] - t[1]
    settle(window)
    saves.replay_current()
    replay = saves.replay
    if replay is None:
        raise RuntimeError("no replay was shown")
    steps: list[float] = []
    t0 = clocks()
    for i in range(1, replay.length + 1):
        t = clocks()
        replay.go(i)
        window.table.curtain.lift()
        viewport.repaint()
        steps.append(clocks()[1] - t[1])
    out["replay_steps"] = len(steps)
    out["replay_step_cpu_ms"] = statistics.median(steps) if steps else 0.0
    out["replay_s"] = (clocks()[0] - t0[0]) / 1000
    out["memory_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    saves.close_replay()
    window.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="les_7_blasons")
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MEDICI_TABLE_DATA_DIR"] = folder
        figures = measure(args.game, args.players, args.seed, Path(folder))
    print(json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
