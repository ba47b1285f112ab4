"""Start the graphical table: `run(argv)` makes the application and the window, then runs it."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from medici_table.ui import theme


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="medici-table", add_help=True)
    parser.add_argument("--game", default="", help="game id (default: the last one played)")
    parser.add_argument("--players", default="", help="comma-separated names")
    parser.add_argument("--seed", type=int, default=None, help="deal seed (default: random)")
    parser.add_argument("--lang", default="", choices=["", "en", "fr"],
                        help="en or fr (default: the last one chosen)")
    parser.add_argument("--settings", default="",
                        help="keep the remembered choices in this .ini file (default: per user)")
    args, _qt = parser.parse_known_args(argv)
    return args


def run(argv: list[str]) -> int:
    """Create the QApplication and the main window, show it and run until it closes."""
    from medici_table.ui.gameconfig import default_config
    from medici_table.ui.window import MainWindow

    args = parse(argv)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "medici-table",
                                                   *argv])
    app.setApplicationName("Medici Table")
    app.setOrganizationName("MediciTable")
    family = theme.load_fonts()
    QApplication.setFont(QFont(family, 11))
    settings = (QSettings(args.settings, QSettings.Format.IniFormat) if args.settings
                else QSettings("MediciTable", "MediciTable"))
    config = default_config(settings, args.game)
    if args.players:
        config.players = [n.strip() for n in args.players.split(",") if n.strip()]
    config.seed = args.seed
    window = MainWindow(config, settings, lang=args.lang, defer=True)  # the table painted first
    window.show()
    return int(app.exec())


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(run(sys.argv[1:]))
