"""`medici-table --smoke-test`: start the real window offscreen, play every game a little, log it.

Run from a source checkout, an installed package or the frozen bundle alike, it checks what a
player's first minute needs: the data files and fonts are found, Qt's platform and SVG plugins
load, every registered game sets up and takes a few seeded moves through the table's controller.
It writes a log (one line per check) and exits 0, or 1 naming what failed in the log's last line.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import platform
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, TextIO

START = time.monotonic()
WATCHDOG_S = 180


def process_age() -> float:
    """Seconds since this process started (the bundle's bootloader included, on Linux)."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        started = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19]) / ticks
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return max(0.0, uptime - started)
    except (OSError, ValueError, IndexError, AttributeError):
        return time.monotonic() - START


class SmokeLog:
    """The log file: 'OK', 'NOTE', 'WARNING' or 'ERROR' then what was checked."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.failures: list[str] = []

    def write(self, level: str, text: str) -> None:
        self.stream.write(f"{time.monotonic() - START:7.2f}s {level:<7} {text}\n")
        self.stream.flush()

    def ok(self, text: str) -> None:
        self.write("OK", text)

    def note(self, text: str) -> None:
        self.write("NOTE", text)

    def error(self, what: str, detail: str = "") -> None:
        self.failures.append(what)
        self.write("ERROR", f"{what}: {detail}" if detail else what)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="medici-table --smoke-test", description=__doc__)
    parser.add_argument("--log", default="",
                        help="where to write the log (default: a new file in the temporary "
                             "folder, its path printed at the end)")
    parser.add_argument("--games", default="", help="comma-separated ids (default: every game)")
    parser.add_argument("--moves", type=int, default=12, help="moves to play in each game")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--startup-only", action="store_true",
                        help="show the window, log the start-up time and quit")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    """Run the smoke test; the exit status is 0 when every check passed."""
    args = parse(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.log:
        log_path = Path(args.log)
        log_path.parent.mkdir(parents=True, exist_ok=True)
        handle = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    else:  # a fresh file nobody else can have placed or linked there (not a fixed name)
        handle, name = tempfile.mkstemp(prefix="medici-table-smoke-", suffix=".log")
        log_path = Path(name)
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        faulthandler.dump_traceback_later(WATCHDOG_S, exit=True, file=stream)
        log = SmokeLog(stream)
        try:
            code = _run(args, log, log_path)
        except Exception:  # the log must say what broke, whatever it was
            log.error("smoke test crashed", traceback.format_exc())
            code = 1
        finally:
            faulthandler.cancel_dump_traceback_later()
        if code != 0 and not log.failures:
            log.failures.append(f"the table exited with status {code}")
        verdict = "FAILED: " + "; ".join(log.failures) if log.failures else "OK"
        log.write("RESULT", verdict)
    print(f"medici-table smoke test: {verdict} (log: {log_path})",
          file=sys.stdout if verdict == "OK" else sys.stderr)
    return 0 if verdict == "OK" else 1


def _run(args: argparse.Namespace, log: SmokeLog, log_path: Path) -> int:
    import medici_table
    from medici_table import games
    from medici_table.engine import resources

    frozen = bool(getattr(sys, "frozen", False))
    log.note(f"Medici Table {medici_table.__version__}, Python {platform.python_version()}, "
             f"{platform.system()} {platform.machine()}, frozen={frozen}")
    root = resources.project_root()
    log.note(f"data root {root}")
    for folder in ("rules_data", "assets"):
        if not (root / folder).is_dir():
            log.error(f"{folder}/ missing", str(root))
    ids = games.available()
    log.note(f"games registered: {', '.join(ids)}")
    wanted = [g for g in args.games.split(",") if g] or ids
    unknown = [g for g in wanted if g not in ids]
    if unknown:
        log.error("unknown games asked for", ", ".join(unknown))
        wanted = [g for g in wanted if g in ids]
    from medici_table.app.catalogue import catalogue

    for game_id, problem in catalogue(wanted).items():
        if problem is not None:  # set aside, as the table does: the others are still played
            log.error(f"{game_id} is set aside, its data does not load", problem.text("en"))
            wanted.remove(game_id)

    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    # The player's own settings, autosaves and interrupted games are left alone: ours go here.
    scratch = Path(tempfile.mkdtemp(prefix="medici-smoke-"))
    os.environ["MEDICI_TABLE_DATA_DIR"] = str(scratch)
    qInstallMessageHandler(lambda mode, _ctx, message: _qt_message(log, mode, message))
    previous_hook = sys.excepthook
    sys.excepthook = lambda kind, exc, tb: log.error(
        "uncaught exception in the event loop", "".join(traceback.format_exception(kind, exc, tb)))
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "medici-table"])
    log.ok(f"QApplication on platform '{QApplication.platformName()}'")

    from medici_table.ui import app as ui_app
    from medici_table.ui.dialogs import playable

    tables = playable()
    if not tables:
        log.error("no game has a table", "the window cannot open")
        return 1

    def body() -> None:
        code = 1
        try:
            window = check_window(log, args.startup_only)
            if window is not None and not args.startup_only:
                play_games(log, window, wanted, args.moves, args.seed, log_path)
                check_remote(log, args.seed, wanted)
            code = 0 if not log.failures else 1
        except Exception:
            log.error("smoke test crashed", traceback.format_exc())
        finally:
            app.exit(code)

    QTimer.singleShot(0, body)
    try:
        code = ui_app.run(["--game", tables[0], "--seed", str(args.seed),
                           "--settings", str(scratch / "settings.ini")])
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        sys.excepthook = previous_hook
        qInstallMessageHandler(None)
    return int(code)


def check_remote(log: SmokeLog, seed: int, wanted: list[str] | None = None) -> None:
    """Remote play works from here: a host and two joiners on loopback play a whole game of
    Court of the Medici at an encrypted table (the websockets library, the referee, TLS with a
    certificate made by the cryptography library and checked by its pin), and a table's
    zeroconf announcement is made (the zeroconf library; nothing is sent). Court of the Medici set aside
    (its data does not load) or not asked for: the first game of `wanted` instead."""
    games_played = wanted if wanted is not None else ["court_of_the_medici"]
    game = "court_of_the_medici" if "court_of_the_medici" in games_played else next(
        (g for g in games_played if g), "")
    if not game:
        log.note("remote play over loopback: no game to play")
        return
    try:
        import websockets

        from medici_table.app.record import REMOTE, Seat, deal
        from medici_table.net import lan, tls
        from medici_table.net.client import AutoPlayer
        from medici_table.net.codes import new_code
        from medici_table.net.headless import HeadlessHost

        seats = [Seat(name, REMOTE, code=new_code()) for name in ("Ada", "Bo")]
        record = deal(game, seats, {}, seed)
        with tempfile.TemporaryDirectory(prefix="medici-smoke-key-") as keys:
            certificate = tls.host_certificate(Path(keys))
            host = HeadlessHost(record, tls=certificate)
            port = host.start()
            players = [AutoPlayer("127.0.0.1", port, s.code or "", seed=i, pin=certificate.pin)
                       .start() for i, s in enumerate(seats)]
            finished = host.finished.wait(60) and all(p.done.wait(10) for p in players)
            secure = all(p.joiner.uri.startswith("wss://") for p in players)
            for p in players:
                p.stop()
            host.stop()
        if not finished:
            why = next((p.why for p in players if p.why), None)
            log.error("remote play over loopback", f"the game did not finish ({why})")
            return
        info = lan.service_info("smoke", port, game, ["127.0.0.1"], encrypted=True)
        log.ok(f"remote play over loopback: {len(record.session.history)} moves over "
               f"{'TLS' if secure else 'plain WebSocket'} (certificate pin {certificate.pin}), "
               f"websockets {websockets.__version__}, zeroconf announcement {info.name!r}")
    except Exception:
        log.error("remote play over loopback", traceback.format_exc())


def _qt_message(log: SmokeLog, mode: Any, message: str) -> None:
    from PySide6.QtCore import QtMsgType

    if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        log.error("Qt reported an error", message)
    elif mode == QtMsgType.QtWarningMsg:
        log.write("WARNING", f"Qt: {message}")


def check_window(log: SmokeLog, startup_only: bool) -> Any:
    """The main window the table's `run()` opened, drawn once; its fonts, icon and SVG support."""
    from PySide6.QtGui import QImageReader
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    from medici_table.engine.resources import asset
    from medici_table.ui import theme
    from medici_table.ui.window import MainWindow

    QApplication.processEvents()
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    if not windows:
        log.error("main window", "run() showed no MainWindow")
        return None
    window = windows[0]
    frame = window.grab()
    if frame.isNull() or not window.isVisible():
        log.error("main window", "not shown or not drawn")
        return None
    log.ok(f"main window drawn ({frame.width()}x{frame.height()}) "
           f"{process_age():.2f}s after the process started")
    if startup_only:
        return window
    dialog = window.new_game_dialog()
    QApplication.processEvents()
    if not dialog.isVisible():
        log.error("new-game dialog", "File → New game showed nothing")
    else:
        log.ok("new-game dialog opens")
    dialog.reject()
    family = theme.load_fonts()
    if family == theme.FALLBACK_FAMILY:
        log.error("bundled fonts", f"none loaded from {asset('fonts')}")
    else:
        log.ok(f"bundled font '{family}'")
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        log.error("SVG image plugin", f"Qt reads only {sorted(formats)}")
    icon = asset("icons", "medici-table.svg")
    if not QSvgRenderer(str(icon)).isValid():
        log.error("application icon", f"{icon} missing or unreadable")
    else:
        log.ok(f"SVG support and application icon {icon.name}")
    return window


def play_games(log: SmokeLog, window: Any, wanted: list[str], moves: int, seed: int,
               log_path: Path) -> None:
    """Each game set up and `moves` seeded moves played: on the table when it has one."""
    from medici_table.ui.dialogs import playable

    tables = set(playable())
    for game_id in wanted:
        try:
            if game_id in tables:
                _play_on_table(log, window, game_id, moves, seed, log_path)
            else:
                _play_on_controller(log, game_id, moves, seed)
        except Exception:
            log.error(f"{game_id}", traceback.format_exc())


def _config(game_id: str, seed: int) -> Any:
    from medici_table import games
    from medici_table.ui.dialogs import GameConfig

    rules = games.get(game_id)
    count = rules.meta.min_players
    names = list(rules.meta.default_names)[:count]
    names += [f"Player {i + 1}" for i in range(len(names), count)]
    return GameConfig(game_id, names, {o.id: o.default for o in rules.options()}, seed)


def _play_on_table(log: SmokeLog, window: Any, game_id: str, moves: int, seed: int,
                   log_path: Path) -> None:
    """New game from the window, moves played the way the Moves panel plays them."""
    from PySide6.QtWidgets import QApplication

    config = _config(game_id, seed)
    window.start(config)
    table = window.table
    controller = window.controller
    applied: list[Any] = []
    controller.move_applied.connect(applied.append)
    rng = random.Random(seed)
    played = 0
    undo_checked = False
    for _ in range(moves * 3):  # curtains and prompts take a step without a move
        QApplication.processEvents()
        if played >= moves or controller.is_over():
            break
        if table.curtain.isVisible():
            table.curtain.lift()
        elif table.prompt.isVisible():
            seeded_choice(rng, table.prompt.buttons).click()
            played += 1
        else:
            legal = controller.legal_moves()
            if not legal:
                log.error(game_id, "the game is not over but has no legal move")
                return
            move = seeded_choice(rng, legal)
            if not table.play_move(move):
                log.error(game_id, f"the table refused a legal move: {move}")
                return
            played += 1
            if not undo_checked and controller.can_undo():
                if not _undo_redo(controller):
                    log.error(game_id, "undo then redo did not give the same game back")
                    return
                undo_checked = True
    QApplication.processEvents()
    if len(applied) != played or len(controller.session.history) != played:
        log.error(game_id, f"{played} moves played, {len(applied)} reported by the controller")
        return
    extra = ", undo and redo" if undo_checked else ""
    frame = window.grab()
    if frame.isNull():
        log.error(game_id, "the table could not be drawn")
        return
    shot = log_path.with_name(f"{log_path.stem}-{game_id}.png")
    frame.save(str(shot))
    pieces = len(table.scene.items())
    log.ok(f"{game_id}: {len(config.players)} players, {len(applied)} moves on the table "
           f"(seed {seed}){extra}, {pieces} items drawn, screenshot {shot.name}")


def _undo_redo(controller: Any) -> bool:
    """Take the last move back and play it again: the same state, the same history length."""
    from PySide6.QtWidgets import QApplication

    before, count = controller.state.to_dict(), len(controller.session.history)
    undone = controller.undo()
    QApplication.processEvents()
    redone = controller.redo()
    QApplication.processEvents()
    return bool(undone and redone) and len(controller.session.history) == count and \
        controller.state.to_dict() == before


def _play_on_controller(log: SmokeLog, game_id: str, moves: int, seed: int) -> None:
    """A game the table cannot show yet still loads its data and plays through the controller."""
    from medici_table import games
    from medici_table.ui.controller import GameController

    config = _config(game_id, seed)
    rules = games.get(game_id)
    controller = GameController(rules, rules.new_game(config.players, config.options, seed))
    rng = random.Random(seed)
    played = 0
    while played < moves and not controller.is_over():
        move = seeded_choice(rng, controller.legal_moves())
        if not controller.play(move):
            log.error(game_id, f"the controller refused a legal move: {move}")
            return
        played += 1
    log.ok(f"{game_id}: {len(config.players)} players, {played} moves through the controller "
           f"(seed {seed})")
    log.note(f"{game_id}: no table for this game yet, so it was not drawn")


def seeded_choice(rng: random.Random, options: list[Any]) -> Any:
    """The same pick for the same seed on every platform (no hash order involved)."""
    return options[rng.randrange(len(options))]
