"""Start the graphical table: `run(argv)` makes the application and the window, then runs it."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from medici_table.engine import codekeep
from medici_table.engine.resources import user_cache
from medici_table.ui import artcache, placement, theme
from medici_table.ui.platform_check import create_application

WORDS = {"--game": "game", "--players": "players", "--seed": "seed", "--seats": "seats",
         "--position": "position", "--lang": "lang", "--settings": "settings"}


def parse(argv: list[str]) -> argparse.Namespace:
    quick = _plain(argv)
    if quick is not None:
        return quick
    parser = argparse.ArgumentParser(prog="medici-table", add_help=True)
    parser.add_argument("--game", default="", help="game id (default: the last one played)")
    parser.add_argument("--players", default="", help="comma-separated names")
    parser.add_argument("--seed", type=int, default=None, help="deal seed (default: random)")
    parser.add_argument("--seats", default="", type=_seat_kinds,
                        help="who plays each seat, comma-separated: person, or a computer's "
                             "level (random, normal, strong); default: people")
    parser.add_argument("--position", default="", metavar="FILE",
                        help="open this position file (.yaml) and play on from it")
    parser.add_argument("--lang", default="", choices=["", "en", "fr"],
                        help="en or fr (default: the last one chosen)")
    parser.add_argument("--settings", default="",
                        help="keep the remembered choices in this .ini file (default: per user)")
    args, _qt = parser.parse_known_args(argv)
    return args


SEAT_KINDS = ("person", "random", "normal", "strong")  # (`gameconfig.SEAT_WORDS`, less remote)


def _seat_kinds(text: str) -> str:
    """`--seats` as given, if every word names who may sit there; else the parser says which
    word it does not know (a seat left a person silently was a game nobody played)."""
    unknown = [w.strip() for w in text.split(",") if w.strip() and w.strip() not in SEAT_KINDS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"{unknown[0]!r} is not a seat: write {', '.join(SEAT_KINDS)} for each seat")
    return text


def _plain(argv: list[str]) -> argparse.Namespace | None:
    """`argv` read without building the parser when it is only this program's own options, each
    as `--name value` (`medici-table` with none, or `--settings FILE`...): argparse looks up the
    translation of its messages on the disk, ~5 ms of every start. Anything else — help, `=`, an
    abbreviation, a Qt option, a value to refuse — is left to the parser (None)."""
    found: dict[str, object] = {"game": "", "players": "", "seed": None, "seats": "",
                                "position": "", "lang": "", "settings": ""}
    if len(argv) % 2:
        return None
    for word, value in zip(argv[::2], argv[1::2], strict=True):
        name = WORDS.get(word)
        if name is None or value.startswith("-"):
            return None
        if name == "seed":
            if not value.isascii() or not value.isdigit():
                return None
            found[name] = int(value)
        elif name == "lang" and value not in ("", "en", "fr"):
            return None
        elif name == "seats" and any(w.strip() and w.strip() not in SEAT_KINDS
                                     for w in value.split(",")):
            return None  # the parser says which word it does not know
        else:
            found[name] = value
    return argparse.Namespace(**found)


def run(argv: list[str]) -> int:
    """Create the QApplication and the main window, show it and run until it closes.

    Without a game asked for (`--game`, `--players`, `--seed`) the window opens on the welcome
    screen. A second start while a table runs for the same user brings that window to the front
    and quits (`ui/single.py`): one autosave never has two writers. Unexpected errors become a
    dialog and a report, and a game whose data does not load is set aside (`ui/safety.py`).

    Python's cycle collector waits until the first frame is painted (`complete_startup`): the
    start makes some hundred thousand objects, nearly all of them kept (modules, classes, Qt's
    enums, the table), which it looked through again and again (~15 M instructions before the
    first frame); after that frame it runs on this thread's timer, never in a computer player's
    worker thread (`ui/gcpump.py`)."""
    gc.disable()
    try:
        return _run(argv)
    finally:
        gc.enable()


def _collect_on_this_thread() -> None:
    from medici_table.ui import gcpump  # (after the first frame)

    gcpump.start()


def _run(argv: list[str]) -> int:
    from medici_table.engine.errors import DataError
    from medici_table.ui import safety
    from medici_table.ui.gameconfig import SEAT_WORDS, GameConfig, default_config
    from medici_table.ui.i18n import system_lang
    from medici_table.ui.single import SingleTable
    from medici_table.ui.startup import autosave_folder
    from medici_table.ui.window import MainWindow

    args = parse(argv)
    codekeep.keep_code(user_cache("code", "functions.marshal"))  # (written in `compiled`)
    app = QApplication.instance() or create_application([sys.argv[0] if sys.argv else "medici-table",
                                                         *argv])  # or a plain word and exit 1
    app.setApplicationName("Medici Table")
    app.setOrganizationName("MediciTable")
    family = theme.load_fonts()
    QApplication.setFont(QFont(family, 11))
    settings = (QSettings(args.settings, QSettings.Format.IniFormat) if args.settings
                else QSettings("MediciTable", "MediciTable"))
    folder = autosave_folder(settings)
    single = SingleTable(folder)
    if not single.claim():
        return _already_open(folder, settings, args.lang)
    asked = bool(args.game or args.players or args.seats or args.seed is not None
                 or args.position)
    config: GameConfig | None = None  # (the welcome screen: the game's rules are not imported)
    if asked:
        try:
            config = default_config(settings, args.game)
        except DataError as exc:  # no game's data loads: say which file, never a traceback
            from PySide6.QtWidgets import QMessageBox  # (its enums: only when it is shown)

            QMessageBox.critical(None, app.applicationName(), exc.text(system_lang()))
            single.release()
            return 1
        if args.players:
            config.players = [n.strip() for n in args.players.split(",") if n.strip()]
            config.seats = []
        if args.players or args.seats:
            from medici_table.app.record import PERSON

            kinds = [k.strip() for k in args.seats.split(",") if k.strip() in SEAT_WORDS]
            config.seats = (kinds + [PERSON] * len(config.players))[:len(config.players)]
        config.seed = args.seed
    artcache.starting(True)  # the first frame's table drawings: read back from the disk
    window = MainWindow(config, settings, lang=args.lang, defer=True,  # the table painted first
                        welcome=not asked)
    safety.install(window)  # errors become a dialog and a report; broken games are named
    if os.environ.get("MEDICI_TABLE_STARTUP_TRACE"):  # the benchmarks' (ui/startup_trace.py)
        from medici_table.ui.startup_trace import install

        install(window)
    window.single_table = single  # (not its Qt parent: it is released after the window)
    if args.position:
        from medici_table.ui.positions import open_position

        open_position(window, args.position)  # or says why, over the table
    single.show_wanted.connect(lambda: _to_front(window))
    if window.startup_complete:  # (a game to resume came with the first frame)
        single.open_door()
        _collect_on_this_thread()
        codekeep.save_code()
    else:
        window.completed.connect(single.open_door)  # after the first frame
        window.completed.connect(_collect_on_this_thread)
        window.completed.connect(codekeep.save_code)  # (the table's, behind a welcome screen)
    placement.place(window, settings)  # where it was left, or fitted to this screen
    window.show()
    try:
        return int(app.exec())
    finally:
        if isValid(window):  # (closed, not deleted: its geometry is the last it had)
            placement.remember(window, settings)
        single.release()


def _already_open(folder: Path, settings: QSettings, lang: str) -> int:
    """Another table holds this user's autosave: show it and quit (or say it does not answer)."""
    from medici_table.ui.i18n import set_lang, system_lang, tr
    from medici_table.ui.single import ask_to_show

    if ask_to_show(folder):
        print("Medici Table is already open: its window was brought to the front.")
        return 0
    from PySide6.QtWidgets import QMessageBox

    saved = settings.value("view/lang", "")
    set_lang(lang or (saved if saved in ("en", "fr") else system_lang()))
    QMessageBox.warning(None, "Medici Table", tr("Medici Table is already open, but its window "
                                                 "does not answer. Close it and start again."))
    return 1


def _to_front(window: QWidget) -> None:
    """Another start asked for this window: show it in front, restored if it was minimised."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(run(sys.argv[1:]))
