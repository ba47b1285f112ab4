"""Child process of the table benchmark, one game: prints one JSON line of figures.

    python -m benchmarks.ui_table <game id> [--moves 300] [--new-games 10] [--redraws 30]
                                            [--animate]

In one fresh process, so that the game's memory is its own. Times are kept both as wall time
and as the process's CPU time (offscreen, all painting is CPU work in this process; on the
shared machine the wall time also counts the waits for a core that other engineers' jobs
take):

* `rects_*` — the bare reference: one of 200 plain rectangles dragged on a bare scene, in
  blocks alternating with the table's drag steps (`interleaved`), so that both meet the same
  load on the shared machine;
* `new_game_ms` — a new game laid out and painted in the running program (median);
* `drag_*` — on the fullest table (`fullest.py`), one drag step = a mouse move on the view's
  viewport + a synchronous repaint of the whole view (the worst frame), the piece carried
  towards a legal place and back; `drag_dirty_*` the same step painting only what Qt marked
  dirty, as it does during a real drag;
* `redraw_*` — from that position on, a move played through the controller until the table
  is painted again for whoever decides next (curtain lifted at once), docks included; what
  the table leaves to the event loop after the paint (the whole autosave, its cards drawn
  ahead for the other seats) runs between two moves, as during a person's time to decide.
  When the game ends before `--redraws` moves (Louis XIV's fullest table is 3 moves from the
  end), the rest are played from the position `--redraws` moves earlier in the same game
  (further back again if need be), so that the median stands on as many moves; `position`
  says where they came from. The same moves are played `--rounds` times (5), each round from
  the fullest table shown afresh with no picture kept from the round before (the shared
  pixmaps let go: every picture a move draws is drawn in every round), and each move's figure
  is its least CPU time over the rounds, as `timeit` keeps the least of its repeats: on this
  shared machine the CPU time of the same work swings with the other jobs (by up to a half),
  and the least is what the work itself costs. `round_cpu_ms` / `round_cpu_p95_ms` are each
  round's own median and 95th percentile (what one round alone would have said); what a
  process does once only (a module imported at the first game's end) counts in the first;
  `after_cpu_ms` / `after_cpu_max_ms`: the turn of the event loop right after each move's
  paint (the whole autosave, and the end of a game: its keeping and final dialog), the median
  and the largest over the moves (each the least over the rounds);
* with `--animate`, the table runs as a player sees it (slides of `ANIM_MS`, the seat light,
  the banner, the zoom watching the pointer) and every redraw's move is played as a
  computer's: what it plays travels from its seat (`ui/table.py`, the sequencer holding the
  table meanwhile); `travel_frame_*` times a whole repaint of the view every 16 ms of that
  travel, until it has landed;
* `memory_mb` — the peak resident memory of the process holding that table and the whole
  game (history kept for undo and the log).
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
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView

from benchmarks.fullest import Fullest, find
from medici_table.engine.session import GameSession
from medici_table.ui import pixcache, theme
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.platform_check import create_application
from medici_table.ui.sequencer import MOTION
from medici_table.ui.window import MainWindow

SIZE = (1500, 950)
ANIM_MS = 180  # the table's slides as a player has them (MainWindow's default)
ROUNDS = 5  # rounds of the same redraws: each move's least CPU time over them is its figure


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


Sample = tuple[float, float]  # (wall, CPU) milliseconds


def timer() -> Sample:
    return time.perf_counter() * 1000, time.process_time() * 1000


def since(start: Sample) -> Sample:
    now = timer()
    return now[0] - start[0], now[1] - start[1]


def drag_steps(view: QGraphicsView, start: QPoint, end: QPoint, moves: int,
               press: bool = True, whole: bool = True) -> list[Sample]:
    """(wall, CPU) milliseconds of each drag step: a mouse move on the viewport + a repaint of
    the whole view (`whole`), or of what Qt marked dirty (the next turn of the event loop).
    With the button up if not `press`: the pointer sweeping a table with nothing to drag."""
    viewport = view.viewport()
    if press:
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         start)
    samples = []
    for i in range(moves):
        f = 1 - abs((i % 60) / 30 - 1)  # there and back
        p = QPoint(int(start.x() + (end.x() - start.x()) * f),
                   int(start.y() + (end.y() - start.y()) * f) + (i % 2))
        t = timer()
        QTest.mouseMove(viewport, p)
        if whole:
            viewport.repaint()
        else:
            QApplication.processEvents()
        samples.append(since(t))
    if press:  # let go in a corner, on no place: the piece goes home, no move is played
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, QPoint(1, 1))
    return samples


BLOCK = 60  # drag steps of one block: the piece carried there and back once


def bare_view() -> QGraphicsView:
    """The bare reference: a view of 200 plain rectangles, the size of the benchmark's window."""
    scene = QGraphicsScene(0, 0, *SIZE)
    rects = [scene.addRect(20 + (i % 20) * 72, 20 + (i // 20) * 90, 60, 80) for i in range(200)]
    for r in rects:
        r.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
    view = QGraphicsView(scene)
    scene.setParent(view)  # kept while the view lives
    view.resize(*SIZE)
    view.show()
    QApplication.processEvents()
    return view


def bare_scene(view: QGraphicsView, moves: int, whole: bool = True) -> list[Sample]:
    """`moves` drag steps of the first rectangle of `bare_view`, from where it lies now."""
    first = view.scene().items(Qt.SortOrder.AscendingOrder)[0]  # the first made
    start = view.mapFromScene(first.sceneBoundingRect().center())
    return drag_steps(view, start, start + QPoint(900, 600), moves, whole=whole)


def interleaved(bare: QGraphicsView, window: MainWindow, full: Fullest, moves: int,
                whole: bool = True) -> tuple[list[Sample], list[Sample]]:
    """The bare scene's drag steps and the table's, in alternate blocks of `BLOCK` steps.

    On this shared machine (2 logical cores, other engineers' jobs beside) a process's CPU time
    for the same work moves by up to a half from one second to the next. Measured one after the
    other, seconds apart, the two medians of a ratio met different machines (the bare scene
    alone measured 0.85-1.71 ms in full runs of the same code); in alternate blocks both see
    the same moments, and the ratio is of the work alone."""
    rects: list[Sample] = []
    table: list[Sample] = []
    block = min(BLOCK, moves)  # (a smoke run asks for fewer steps than a block)
    for _ in range(max(1, moves // block)):
        rects += bare_scene(bare, block, whole)
        table += drag_fullest(window, full, block, whole)
    return rects, table


def lift(window: MainWindow) -> None:
    window.table.curtain.lift()


def new_games(window: MainWindow, game: str, players: list[str], count: int) -> list[float]:
    samples = []
    for seed in range(count):
        t = time.perf_counter()
        window.start(GameConfig(game, list(players), {}, seed))
        lift(window)
        window.table.view.viewport().repaint()
        samples.append((time.perf_counter() - t) * 1000)
    return samples


def decide(window: MainWindow) -> None:
    """A person's time to decide: the table's idle work (cards drawn ahead) runs then."""
    while getattr(window.table, "drawing_ahead", lambda: False)():
        QApplication.processEvents()


def show_fullest(window: MainWindow, full: Fullest) -> None:
    """The fullest position on the table, with the whole game before it in the history."""
    c = window.controller
    rules = c.rules
    session = GameSession(rules, rules.new_game(full.players, {}, full.seed), c.lang)
    for m in full.moves:
        session.play(m)
    window.start(GameConfig(full.game, list(full.players), {}, full.seed))
    c = window.controller
    c.session.initial = session.initial
    c.session.history[:] = session.history
    c.session.state = session.state
    c.state_changed.emit("reset")
    lift(window)
    QApplication.processEvents()


def drag_fullest(window: MainWindow, full: Fullest, moves: int,
                 whole: bool = True) -> list[Sample]:
    scene, view = window.table.scene, window.table.view
    if not full.piece:
        area = view.viewport().rect()
        return drag_steps(view, area.topLeft() + QPoint(20, 20),
                          area.bottomRight() - QPoint(20, 20), moves, press=False, whole=whole)
    item = scene.card_item(full.piece)
    assert item is not None, f"{full.piece} is not on the table"
    start = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    zone = scene.zones.get(full.target)
    if zone is not None:
        end = view.mapFromScene(zone.sceneBoundingRect().center())
    else:
        holder = next(i for i in scene.cards.values() if i.piece.target == full.target)
        end = view.mapFromScene(holder.sceneBoundingRect().center())
    samples = drag_steps(view, start, end, moves, whole=whole)
    scene.settle()
    return samples


Keyed = tuple[str, Sample]  # (where the move was played: segment, index and move; its times)


def redraws(window: MainWindow, count: int, seed: int, after: list[Keyed], segment: int = 0,
            frames: list[Sample] | None = None) -> list[Keyed]:
    """A move's redraw, `count` times, each under the name of where it was played (the same
    name in every round: the moves are drawn from `seed`); with `frames`, each frame of a
    computer's move travelling to its place is timed there too. The next turn of the event
    loop after each paint (the whole autosave, what the table leaves for after its frame: the
    end of a game) is timed into `after`."""
    rng = random.Random(seed)
    viewport = window.table.view.viewport()
    samples: list[Keyed] = []
    decide(window)  # the first move too comes after its person's time to decide
    for i in range(count):
        c = window.controller
        if c.is_over():
            break
        window.table.prompt.hide()
        moves = c.legal_moves()
        move = moves[rng.randrange(len(moves))]
        t = timer()
        c.play(move)
        lift(window)
        viewport.repaint()
        samples.append((f"{segment}.{i} {move}", since(t)))
        while frames is not None and window.table.sequencer.has(MOTION):
            time.sleep(0.016)
            QApplication.processEvents()
            t = timer()
            viewport.repaint()
            frames.append(since(t))
        t = timer()
        QApplication.processEvents()  # the whole autosave, written after the paint
        after.append((f"{segment}.{i} {move}", since(t)))
        decide(window)
    return samples


def redraw_round(window: MainWindow, full: Fullest, count: int, after: list[Keyed],
                 frames: list[Sample] | None = None) -> tuple[list[Keyed], str]:
    """One round: the fullest table shown afresh (no picture kept from an earlier round: the
    shared pixmaps are let go first), then `count` moves' redraws; when the game ends first,
    the rest from a position further back in the same game. Returns the redraws and where
    they came from."""
    pixcache.clear()  # a round draws every picture the first one drew: none is hidden
    show_fullest(window, full)
    redraw = redraws(window, count, full.seed, after, 0, frames)
    sources, back = [f"{len(redraw)} from there"], 0
    while len(redraw) < count and back + count < len(full.moves):
        # the game ended: the rest from a position further back in the same game
        back += count
        show_fullest(window, replace(full, moves=full.moves[:-back]))
        more = redraws(window, count - len(redraw), full.seed + back, after, back, frames)
        sources.append(f"{len(more)} from move {len(full.moves) - back}")
        redraw += more
    return redraw, (f"; redraws: {', '.join(sources)}" if back else "")


def least_per_move(rounds: list[list[Keyed]]) -> list[Sample]:
    """Each move's least wall and least CPU time over the rounds (as `timeit` takes the least
    of its repeats): the same move from the same position, so what a round took beyond the
    least is what the machine's other work cost it, not what the code did."""
    names = [name for name, _ in rounds[0]]
    for other in rounds[1:]:
        assert [name for name, _ in other] == names, "a round played other moves"
    return [(min(r[i][1][0] for r in rounds), min(r[i][1][1] for r in rounds))
            for i in range(len(names))]


def measure(game: str, moves: int, count: int, redraw_count: int, ini: str,
            animate: bool = False, rounds: int = 1) -> dict[str, Any]:
    app = QApplication.instance() or create_application([])  # as the program makes it
    theme.load_fonts()
    out: dict[str, Any] = {"game": game}
    bare = bare_view()
    full = find(game)
    window = MainWindow(GameConfig(game, list(full.players), {}, 0),
                        QSettings(ini, QSettings.Format.IniFormat),
                        anim_ms=ANIM_MS if animate else 0)
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    out["players"] = len(full.players)
    out["new_game_ms"] = statistics.median(new_games(window, game, full.players, count))
    show_fullest(window, full)
    out["pieces"] = len(window.table.scene.cards)
    out["position"] = f"seed {full.seed}, move {len(full.moves)}" + (
        "" if full.piece else " (no drag in this game: the pointer sweeps the table)")
    rects, drag = interleaved(bare, window, full, moves)
    out["rects_ms"] = statistics.median(w for w, _ in rects)
    out["rects_cpu_ms"] = statistics.median(c for _, c in rects)
    out["drag_ms"] = statistics.median(w for w, _ in drag)
    out["drag_cpu_ms"] = statistics.median(c for _, c in drag)
    out["drag_p95_ms"] = percentile([w for w, _ in drag], 0.95)
    out["drag_cpu_p95_ms"] = percentile([c for _, c in drag], 0.95)
    out["drag_ratio"] = out["drag_cpu_ms"] / out["rects_cpu_ms"]
    # the frame Qt actually paints during a drag: only the region marked dirty
    rects, drag = interleaved(bare, window, full, moves, whole=False)
    out["rects_dirty_cpu_ms"] = statistics.median(c for _, c in rects)
    out["drag_dirty_cpu_ms"] = statistics.median(c for _, c in drag)
    bare.close()
    QApplication.processEvents()
    frames: list[Sample] | None = None
    if animate:  # every seat a computer's: each move travels from its seat
        out["animate"] = True
        frames = []
        bots = getattr(window, "bots", None)
        if bots is not None:
            bots.detach()  # no computer decides: the benchmark plays their moves
        window.table.bot_seats = set(range(len(full.players)))
    afters: list[list[Keyed]] = [[] for _ in range(rounds)]
    played = [redraw_round(window, full, redraw_count, a, frames) for a in afters]
    out["position"] += played[0][1]
    redraw = least_per_move([r for r, _ in played])
    after = least_per_move(afters)
    out["redraws"] = len(redraw)
    out["rounds"] = rounds
    out["redraw_ms"] = statistics.median(w for w, _ in redraw) if redraw else 0.0
    out["redraw_cpu_ms"] = statistics.median(c for _, c in redraw) if redraw else 0.0
    out["redraw_p95_ms"] = percentile([w for w, _ in redraw], 0.95) if redraw else 0.0
    out["redraw_cpu_p95_ms"] = percentile([c for _, c in redraw], 0.95) if redraw else 0.0
    if redraw:  # each round alone, as one round measured it: the spread the least leaves out
        cpu = [[c for _, (_, c) in r] for r, _ in played]
        out["round_cpu_ms"] = [statistics.median(r) for r in cpu]
        out["round_cpu_p95_ms"] = [percentile(r, 0.95) for r in cpu]
        out["after_cpu_ms"] = statistics.median(c for _, c in after)
        out["after_cpu_max_ms"] = max(c for _, c in after)
    if frames:
        out["travel_frames"] = len(frames)
        out["travel_frame_ms"] = statistics.median(w for w, _ in frames)
        out["travel_frame_cpu_ms"] = statistics.median(c for _, c in frames)
        out["travel_frame_p95_ms"] = percentile([w for w, _ in frames], 0.95)
    out["memory_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    window.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--moves", type=int, default=300, help="drag steps")
    parser.add_argument("--new-games", type=int, default=10)
    parser.add_argument("--redraws", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=ROUNDS,
                        help="times the same redraws are played (each move's least is kept)")
    parser.add_argument("--animate", action="store_true",
                        help="slides on, every redraw's move a computer's that travels")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        figures = measure(args.game, args.moves, args.new_games, args.redraws,
                          os.path.join(tmp, "settings.ini"), args.animate,
                          max(1, args.rounds))
    print(json.dumps(figures), flush=True)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
