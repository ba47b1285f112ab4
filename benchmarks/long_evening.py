"""A long evening in one window: game after game with "Play again", memory measured after each.

    python -m benchmarks.long_evening [--games 50] [--game court_of_the_medici] [--seed 1]

Prints one JSON line: the resident memory (MB) after the first game and after each later one,
and the growth from the first game to the last (issue 26: ≤ 20 MB over 50 games; a window used
to keep every game's final dialog, 135 → 242 MB over 104 games). Each game is played to its
end through the table as a person would at the keyboard — sheets read, curtains lifted,
questions answered, a random legal move from the Moves list otherwise — then "Play again" on
the final dialog. `tests/ui/test_long_evening.py` runs the same evening (marked slow).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import sys
import tempfile
from pathlib import Path
from typing import Any


def rss_mb() -> float:
    """The process's resident memory now (Linux), else its peak so far."""
    statm = Path("/proc/self/statm")
    if statm.is_file():
        pages = int(statm.read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (2**20 if sys.platform == "darwin" else 2**10)


def settle() -> None:
    """Let Qt delete what was closed (deleteLater) and Python collect what was let go."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def play_one(window: Any, rng: random.Random, limit: int = 5000) -> int:
    """Play the window's game to its end as a person would; the number of moves made."""
    from medici_table.ui.sequencer import CURTAIN, QUESTION, SHEET

    table, made = window.table, 0
    for _ in range(limit):
        first = table.sequencer.current()
        if first is not None and first.kind == SHEET:
            table.interlude.next_button.click()
        elif first is not None and first.kind == CURTAIN:
            table.curtain.lift()
        elif first is not None and first.kind == QUESTION:
            rng.choice(table.prompt.buttons).click()
            made += 1
        elif window.controller.is_over():
            return made
        else:
            moves = window.controller.legal_moves()
            if table.play_move(rng.choice(moves)):
                made += 1
    raise RuntimeError(f"the game did not end in {limit} steps")


def evening(games: int, game: str, seed: int, folder: Path) -> list[float]:
    """`games` games in one window, each ended with "Play again"; memory (MB) after each."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from medici_table.ui import theme
    from medici_table.ui.gameconfig import GameConfig
    from medici_table.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    theme.load_fonts()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    rules_names = {"court_of_the_medici": ["Ada", "Bo"]}
    names = rules_names.get(game, ["Ada", "Bo", "Cy"])
    window = MainWindow(GameConfig(game, names, {}, seed), settings, anim_ms=0)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    rng = random.Random(seed)
    after: list[float] = []
    try:
        for _ in range(games + 1):  # the first game warms every cache up: the baseline
            play_one(window, rng)
            dialog = window.game_over_dialog
            if dialog is None:
                raise RuntimeError("no final dialog at the end of the game")
            while window.table.sequencer.busy() and not dialog.isVisible():
                window.table.interlude.next_button.click()
            dialog.again.click()  # Play again
            settle()
            after.append(rss_mb())
    finally:
        window.close()
        settle()
    return after


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--game", default="court_of_the_medici")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        after = evening(args.games, args.game, args.seed, Path(folder))
    print(json.dumps({"game": args.game, "games": args.games,
                      "first_mb": round(after[0], 1), "last_mb": round(after[-1], 1),
                      "growth_mb": round(after[-1] - after[0], 1),
                      "after_each_mb": [round(m, 1) for m in after]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
