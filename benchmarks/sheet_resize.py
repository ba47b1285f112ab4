"""The window's edge dragged while a scoring sheet covers the table. Prints one JSON line.

    python -m benchmarks.sheet_resize [--steps 40]

Medici at three players, at the end of its first season (the four pages of the season's
sheet: weights, goods, bonus squares, the season): the window is resized in steps of 12 by 6
pixels, as a hand drags its corner, and painted after each step (`resize_ms`: median and
largest step, wall and CPU). The same steps with no sheet open give the table's own share
(`table_ms`). Not a budgeted figure: it keeps measurable what a drag of the edge costs while a
sheet is read (issue 24's redraw headroom; see NOTES.md, "Afternoon of 27 November").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QWidget

    from medici_table.engine import Move


def _steps(window: QWidget, app: QCoreApplication, steps: int) -> tuple[list[float], list[float]]:
    wall: list[float] = []
    cpu: list[float] = []
    for i in range(steps):
        w0, c0 = time.perf_counter(), time.process_time()
        window.resize(1400 - (i % 20) * 12, 900 - (i % 20) * 6)
        app.processEvents()
        window.repaint()
        wall.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return wall, cpu


def _figures(wall: list[float], cpu: list[float]) -> dict[str, float]:
    return {"wall_median": round(statistics.median(wall), 2), "wall_max": round(max(wall), 2),
            "cpu_median": round(statistics.median(cpu), 2), "cpu_max": round(max(cpu), 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.sheet_resize")
    parser.add_argument("--steps", type=int, default=40)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from medici_table.app.position import load_position_text
    from medici_table.ui import theme
    from medici_table.ui.gameconfig import GameConfig
    from medici_table.ui.window import MainWindow

    app = QApplication.instance() or QApplication([])
    theme.load_fonts()
    folder = Path(tempfile.mkdtemp())
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameConfig("medici", ["Ada", "Bo", "Cy"], {}, 3), settings, anim_ms=0)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    rules, state = load_position_text(EMPTY_BOATS)
    window.controller.new_game(rules, state)
    window.table.curtain.lift()
    app.processEvents()
    table = _figures(*_steps(window, app, args.steps))
    for move in season_end():
        if not window.table.play_move(move):
            raise SystemExit(f"{move} was refused")
        app.processEvents()
    sheet = window.table.interlude
    deadline = time.monotonic() + 10
    while not sheet.isVisible() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    if not sheet.isVisible():
        raise SystemExit("the season's sheet did not open")
    resize = _figures(*_steps(window, app, args.steps))
    print(json.dumps({"steps": args.steps, "pages": len(sheet.pages), "resize_ms": resize,
                      "table_ms": table}))
    window.close()
    return 0


def season_end() -> list[Move]:
    """The moves that end the season of `EMPTY_BOATS`: the last card turned, put up, passed on
    by all three."""
    from medici_table.engine import Move

    return [Move("turn"), Move("start_auction"), Move("pass"), Move("pass"), Move("pass")]


#: Medici at three, season 1, one card left in the deck: passing on it ends the season
EMPTY_BOATS = """
game: medici
players: [Ada, Bo, Cy]
position:
  season: 1
  auctioneer: Ada
  boats: {Ada: [swords.5.1, wheat.5.1, grapes.5.1, diamonds.5.1]}
  deck: [porcelain.0.1]
"""


if __name__ == "__main__":
    raise SystemExit(main())
