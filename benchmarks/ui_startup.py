"""Child process of the start-up benchmark: start, paint once, print the wall clock, quit.

    python -m benchmarks.ui_startup bare|rects|welcome|resume|<game id> SETTINGS.ini

`bare` is a bare PySide6 main window (a `QMainWindow`, as the program's), `rects` a bare
scene of 200 rectangles, a game id the real program (`medici_table.ui.app.run`, as
`medici-table --game <id>` starts it), `welcome` the real program as `medici-table` starts it
(its welcome screen), `resume` the same with an interrupted game in the autosave folder beside
SETTINGS.ini (the welcome screen offers to resume it; `prepare` writes that game, in the
parent, before the child is started). The program's
first paint usually shows the hot-seat curtain over an empty table: the curtain is then lifted
at once (as a click would) and the time is taken when the table itself has been painted.

The program's own start-up trace does the timing (`MEDICI_TABLE_STARTUP_TRACE`,
`medici_table/ui/startup_trace.py`; the frozen bundle is timed by it too, `frozen.py`). The
program paints the table before it loads what the first frame does not show (files and
autosave, the bot runner: `MainWindow.complete_startup`). So that this stays honest, the trace
also waits for that and prints `complete <wall clock>` before the last line, which is the
figure the suite reads.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow, QWidget

ENV = "MEDICI_TABLE_STARTUP_TRACE"


class FirstPaint(QObject):
    """Calls `done` once, after the first paint event of the window it watches (the bare
    references' own copy of the program's, so that they import nothing of the program; both
    watch their window only, not the whole application, whose every event would cost a
    Python object)."""

    def __init__(self, done: object) -> None:
        super().__init__()
        self.done = done
        self.seen = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.done)  # type: ignore[call-overload]
        return False


def prepare(kind: str, ini: str) -> None:
    """What a start of `kind` finds on disk, made before the timed child starts: for `resume`,
    a game of Courtisans interrupted after 7 moves in the autosave folder beside `ini` (which
    must be a folder of its own: every start with that settings file is offered it)."""
    if kind != "resume":
        return
    import random
    from pathlib import Path

    from medici_table.app import savefile
    from medici_table.app.autosave_paths import CURRENT
    from medici_table.app.record import deal, seats_of

    record = deal("courtisans", seats_of(["Ada", "Bo", "Cy"], ["person", "normal", "normal"]),
                  {}, 3)
    session, chooser = record.session, random.Random(3)
    while len(session.history) < 7:
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    folder = Path(ini).parent / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    savefile.write(folder / CURRENT, record.to_save())


def finish() -> None:
    print(f"{time.time():.6f}", flush=True)
    if os.environ.get(ENV) == "exit":  # no tear-down: an instruction count stops here
        os._exit(0)
    QApplication.quit()


def main() -> int:
    kind, ini = sys.argv[1], sys.argv[2]
    app = QApplication(sys.argv[:1])
    keep: list[QWidget] = []
    if kind == "bare":
        w = QMainWindow()
        watch = FirstPaint(finish)
        w.installEventFilter(watch)
        w.resize(1500, 950)
        w.show()
        keep.append(w)
        return app.exec()
    if kind == "rects":
        scene = QGraphicsScene(0, 0, 1500, 950)
        for i in range(200):
            scene.addRect(20 + (i % 20) * 72, 20 + (i // 20) * 90, 60, 80)
        view = QGraphicsView(scene)
        watch = FirstPaint(finish)
        view.installEventFilter(watch)
        view.resize(1500, 950)
        view.show()
        keep.append(view)
        return app.exec()
    os.environ[ENV] = "1"  # the program's own start-up trace (ui/startup_trace.py)
    from medici_table.ui.app import run

    if kind in ("welcome", "resume"):  # `medici-table` with no game asked for: the welcome screen
        return run(["--settings", ini])
    return run(["--game", kind, "--settings", ini, "--seed", "7"])


if __name__ == "__main__":
    raise SystemExit(main())
