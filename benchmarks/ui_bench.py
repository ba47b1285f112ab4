"""Table benchmarks: start-up to the first painted table, and the time of one drag step.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_bench.py [--moves 300]

Each figure is printed next to the same measure on a bare PySide6 window and on a bare
QGraphicsScene of 200 plain rectangles, taken in the same run on the same machine.
Start-up is measured in a fresh process, from just before it is spawned to the end of the
first paint of the table (or window); a drag step is one mouse move on the view's viewport
followed by a synchronous repaint.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time

CHILD = r"""
import sys, time
kind = sys.argv[1]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QWidget

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print(f"{time.time():.6f}", flush=True), app.quit()))
            obj.removeEventFilter(self)
        return False

app = QApplication(sys.argv[:1])
watch = FirstPaint()
if kind == "bare":
    w = QWidget(); w.resize(1500, 950); target = w
elif kind == "rects":
    scene = QGraphicsScene(0, 0, 1500, 950)
    for i in range(200):
        scene.addRect(20 + (i % 20) * 72, 20 + (i // 20) * 90, 60, 80)
    w = QGraphicsView(scene); w.resize(1500, 950); target = w.viewport()
else:
    import medici_table.ui
    from PySide6.QtCore import QSettings
    from medici_table.ui import theme
    from medici_table.ui.dialogs import GameConfig
    from medici_table.ui.window import MainWindow
    theme.load_fonts()
    settings = QSettings(sys.argv[2], QSettings.Format.IniFormat)
    w = MainWindow(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 7), settings)
    w.resize(1500, 950)
    w.table.curtain.lift()
    target = w.table.view.viewport()
target.installEventFilter(watch)
w.show()
app.exec()
"""


def startup(kind: str, runs: int, ini: str) -> float:
    """Median seconds from spawning a fresh Python to the end of the first paint."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    times = []
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run([sys.executable, "-c", CHILD, kind, ini], capture_output=True,
                             text=True, env=env, check=True).stdout.strip().splitlines()
        times.append(float(out[-1]) - t0)
    return statistics.median(times)


def drag_steps(view, start, end, moves: int) -> float:  # type: ignore[no-untyped-def]
    """Median milliseconds of one drag step: a mouse move on the viewport + a repaint."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    samples = []
    for i in range(moves):
        f = (i % 50) / 50
        p = QPoint(int(start.x() + (end.x() - start.x()) * f),
                   int(start.y() + (end.y() - start.y()) * f))
        t = time.perf_counter()
        QTest.mouseMove(viewport, p)
        viewport.repaint()
        samples.append((time.perf_counter() - t) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    return statistics.median(samples)


def in_process(moves: int, ini: str) -> dict[str, float]:
    from PySide6.QtCore import QPoint, QSettings
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

    import medici_table.ui  # noqa: F401  (the None refcount workaround)
    from medici_table.ui import theme
    from medici_table.ui.dialogs import GameConfig
    from medici_table.ui.window import MainWindow

    app = QApplication.instance() or QApplication([])
    theme.load_fonts()
    out: dict[str, float] = {}
    # bare window: a mouse move and a repaint of an empty widget
    bare = QWidget()
    bare.resize(1500, 950)
    bare.show()
    app.processEvents()
    samples = []
    for i in range(moves):
        t = time.perf_counter()
        QTest.mouseMove(bare, QPoint(100 + i % 500, 300))
        bare.repaint()
        samples.append((time.perf_counter() - t) * 1000)
    out["bare"] = statistics.median(samples)
    # a bare scene of 200 plain rectangles, one of them dragged
    scene = QGraphicsScene(0, 0, 1500, 950)
    first = None
    for i in range(200):
        r = scene.addRect(20 + (i % 20) * 72, 20 + (i // 20) * 90, 60, 80)
        r.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        first = first or r
    view = QGraphicsView(scene)
    view.resize(1500, 950)
    view.show()
    app.processEvents()
    start = view.mapFromScene(first.sceneBoundingRect().center())
    out["rects"] = drag_steps(view, start, start + QPoint(900, 600), moves)
    # the full table: a mid-game Court of the Medici, a hand card dragged across it
    window = MainWindow(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 7),
                        QSettings(ini, QSettings.Format.IniFormat), anim_ms=0)
    window.resize(1500, 950)
    window.show()
    app.processEvents()
    samples = []
    for seed in range(10):  # a new game laid out and painted, in the running program
        t = time.perf_counter()
        window.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, seed))
        window.table.curtain.lift()
        window.table.view.viewport().repaint()
        samples.append((time.perf_counter() - t) * 1000)
    out["new_game"] = statistics.median(samples)
    c = window.controller
    rng = random.Random(2)
    while len(c.session.history) < 30 and not c.is_over():
        moves_now = c.legal_moves()
        stacking = [m for m in moves_now if m.kind in ("alliance", "outer", "draw",
                                                       "jester_value", "eliminate")]
        c.play(rng.choice(stacking or moves_now))
    while c.state.phase != "play" and not c.is_over():
        c.play(c.legal_moves()[0])
    window.table.curtain.lift()
    app.processEvents()
    view = window.table.view
    hand = c.state.hands[c.state.to_act]
    item = window.table.scene.card_item(hand[0])
    start = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    target = view.mapFromScene(window.table.scene.zones["first_circle"].sceneBoundingRect().center())
    out["table"] = drag_steps(view, start, target, moves)
    out["cards"] = float(len(window.table.scene.cards))
    QTest.qWait(1)
    window.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        ini = os.path.join(tmp, "settings.ini")
        print(f"platform: {os.environ['QT_QPA_PLATFORM']}, python {sys.version.split()[0]}")
        print("start-up to first paint (fresh process, median of "
              f"{args.runs}):")
        for kind, label in (("bare", "bare PySide6 window"), ("rects", "scene of 200 rectangles"),
                            ("table", "Medici Table, Court of the Medici")):
            print(f"  {label:36s} {startup(kind, args.runs, ini) * 1000:8.1f} ms")
        d = in_process(args.moves, ini)
        print(f"drag step = mouse move + repaint (median of {args.moves}):")
        print(f"  {'bare PySide6 window':36s} {d['bare']:8.2f} ms")
        print(f"  {'scene of 200 rectangles':36s} {d['rects']:8.2f} ms")
        label = f"full table ({int(d['cards'])} cards)"
        print(f"  {label:36s} {d['table']:8.2f} ms")
        print(f"new game laid out and painted (in the running program, median of 10): "
              f"{d['new_game']:.1f} ms")


if __name__ == "__main__":
    main()
