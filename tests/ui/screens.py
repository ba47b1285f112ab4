"""The pictures of docs/screens: each game's fullest table at 1024x700 (in English and in French),
1366x768 and 1920x1080, a piece of it at device pixel ratio 2, a card zoom per game, the
new-game dialog with seven seats and the side panels' drawer at 1024x700, a sheet of every
portrait per game, a curtain. Made, then looked at, with

    QT_QPA_PLATFORM=offscreen python -m tests.ui.screens docs/screens
    QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=2 python -m tests.ui.screens docs/screens --hidpi

(the second run draws at pixel ratio 2 and keeps a part of each table, to keep the files small).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from benchmarks.fullest import find
from benchmarks.ui_table import show_fullest
from medici_table.games.court_of_the_medici.data import DECK
from medici_table.games.les_7_blasons.data import components as blasons_components
from medici_table.games.louis_xiv.data import tables as louis_tables
from medici_table.ui import portraits, theme
from medici_table.ui.dialogs import GameConfig, NewGameDialog
from medici_table.ui.games import (  # noqa: F401 (they register their portraits)
    court_of_the_medici_art,
    les_7_blasons_portraits,
    louis_xiv_portraits,
)
from medici_table.ui.items import CardItem
from medici_table.ui.layout import CardFace
from medici_table.ui.window import MainWindow

GAMES = ("court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons")
# the part of each table kept at pixel ratio 2: 560x420 logical pixels of a 1366x768 window,
# this far from the middle of the table
HIDPI_PART = {"court_of_the_medici": QPoint(0, 40), "medici": QPoint(-330, 60),
              "courtisans": QPoint(0, 0), "louis_xiv": QPoint(-40, -60),
              "les_7_blasons": QPoint(0, 20)}


def hidpi_part(window: MainWindow, game: str) -> QRect:
    view = window.table.view
    middle = view.mapFromScene(window.table.scene.sceneRect().center())
    at = view.viewport().mapTo(window, middle) + HIDPI_PART[game]
    return QRect(at.x() - 280, at.y() - 210, 560, 420)


def window_on(game: str, size: tuple[int, int], lang: str, banner: bool = False) -> MainWindow:
    """A window on `game`'s fullest table, with settings (and so autosave) of its own."""
    full = find(game)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"),
                         QSettings.Format.IniFormat)
    window = MainWindow(GameConfig(game, list(full.players), {}, 0), settings, anim_ms=0,
                        lang=lang)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    show_fullest(window, full)
    QApplication.processEvents()
    if not banner:
        window.table._banner_read()  # the table itself, not "Your turn" over it
    return window


SIZES = ((1024, 700), (1366, 768), (1920, 1080))


def table_shots(out: Path, hidpi: bool) -> list[Path]:
    made = []
    for game in GAMES:
        shots = [((1366, 768), "en")] if hidpi else \
            [(size, "en") for size in SIZES] + [((1024, 700), "fr")]
        if game == "louis_xiv" and not hidpi:
            shots.append(((1366, 768), "fr"))
        for size, lang in shots:
            window = window_on(game, size, lang)
            shot = window.grab(hidpi_part(window, game)) if hidpi else window.grab()
            kind = "dpr2" if hidpi else f"{size[0]}x{size[1]}"
            name = f"{game}-{kind}{'-fr' if lang == 'fr' else ''}.png"
            shot.save(str(out / name))
            made.append(out / name)
            if not hidpi and size == (1366, 768) and lang == "en":
                made.append(zoom_shot(window, out / f"{game}-zoom.png"))
            window.close()
    return made


def zoom_shot(window: MainWindow, path: Path) -> Path:
    """The card zoom (ui/zoom.py) over the table: a card with a power's text if one is in
    sight, else a face-up card, else the game's own drawings (a seat's plaque)."""
    table = window.table
    watcher = table.zoom_watcher

    def point(item: CardItem) -> QPoint:
        return table.view.mapFromScene(item.sceneBoundingRect().center())

    seen = [item for item in table.scene.cards.values() if watcher.item_at(point(item)) is item]

    def rank(item: CardItem) -> tuple[bool, bool, bool]:
        face = item.piece.face
        if isinstance(face, CardFace):
            return (bool(face.text), True, True)
        return (False, False, face is not None)

    best = max(seen, key=rank)
    assert watcher.show_at(point(best))
    QApplication.processEvents()
    window.grab().save(str(path))
    table.zoom.withdraw()
    return path


def laptop_shots(out: Path) -> list[Path]:
    """At 1024x700: the side panels' drawer open on the scores, the banner of a person's turn
    (in French), and the new-game dialog with the most seats of all (Les 7 Blasons' seven)."""
    window = window_on("courtisans", (1024, 700), "en")
    window.folding.reveal(window.score_dock)
    QApplication.processEvents()
    drawer = out / "courtisans-1024x700-drawer.png"
    window.grab().save(str(drawer))
    window.close()
    window = window_on("medici", (1024, 700), "fr", banner=True)
    turn = out / "medici-1024x700-your-turn-fr.png"
    window.grab().save(str(turn))
    window.close()
    window = window_on("les_7_blasons", (1024, 700), "fr")  # the table's words in French
    dialog = NewGameDialog(window.settings, window, "fr", "les_7_blasons")
    dialog.count.setValue(7)
    dialog.show()
    QApplication.processEvents()
    dialog.adjustSize()
    QApplication.processEvents()
    seats = out / "new-game-7-seats-fr.png"
    dialog.grab().save(str(seats))
    dialog.close()
    window.close()
    return [drawer, turn, seats]


def curtain_shot(out: Path) -> Path:
    """The curtain between two Louis XIV players: the seat's token engraved with the sun."""
    full = find("louis_xiv")
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"),
                         QSettings.Format.IniFormat)
    window = MainWindow(GameConfig("louis_xiv", list(full.players), {}, 0), settings, anim_ms=0,
                        lang="en")
    window.resize(1024, 700)
    window.show()
    QApplication.processEvents()
    path = out / "louis_xiv-curtain.png"
    window.grab().scaled(768, 525, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.SmoothTransformation).save(str(path))
    window.close()
    return path


def portrait_sheet(names: list[tuple[str, str]], title: str, path: Path,
                   columns: int = 7) -> Path:
    """The portraits `names` (name, label), each at card size (50 px) and at twice that."""
    small, large = 50, 100
    cell_w, cell_h = small + large + 30, large * 1.1 + 34
    rows = (len(names) + columns - 1) // columns
    image = QImage(int(columns * cell_w + 20), int(rows * cell_h + 56),
                   QImage.Format.Format_RGB32)
    image.fill(theme.BAIZE)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(theme.GOLD_PALE)
    p.setFont(theme.pixel_font(22, italic=True))
    p.drawText(QRectF(14, 8, image.width() - 28, 36), Qt.AlignmentFlag.AlignLeft, title)
    for i, (name, label) in enumerate(names):
        x = 14 + (i % columns) * cell_w
        y = 50 + (i // columns) * cell_h
        portraits.draw(p, name, QRectF(x, y + large * 1.1 - small * 1.1, small, small * 1.1))
        portraits.draw(p, name, QRectF(x + small + 10, y, large, large * 1.1))
        p.setPen(QColor("#f1d98a"))
        p.setFont(theme.pixel_font(14))
        p.drawText(QRectF(x - 4, y + large * 1.1 + 4, cell_w - 10, 20),
                   Qt.AlignmentFlag.AlignCenter, label)
    p.end()
    image.save(str(path))
    return path


def sheets(out: Path) -> list[Path]:
    chars = louis_tables().characters
    louis = [(louis_xiv_portraits.portrait(n), f"{n} {c.name['fr']}") for n, c in chars.items()]
    court = [(court_of_the_medici_art.portrait(k, h), f"{c.title('en')} ({DECK.houses[h].name['en']})")
             for (k, h), c in {(c.kind, c.house): c for c in DECK.cards.values()}.items()]
    comp = blasons_components()
    blasons = [(les_7_blasons_portraits.portrait(c, "aubigny"), comp.characters[c].name["fr"])
               for c in comp.characters]
    return [
        portrait_sheet(louis, "Louis XIV — the twelve characters, at card size and 2×",
                       out / "louis_xiv-portraits.png", columns=4),
        portrait_sheet(court, "Court of the Medici — every card kind of both Houses, at card "
                       "size and 2×", out / "court_of_the_medici-portraits.png"),
        # one house: the others differ only by their ground
        portrait_sheet(blasons, "Les 7 Blasons — the eight characters (Aubigny's), at card size "
                       "and 2×", out / "les_7_blasons-portraits.png", columns=4),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--hidpi", action="store_true", help="parts of the tables only")
    args = parser.parse_args(argv)
    QApplication.instance() or QApplication(sys.argv[:1])
    theme.load_fonts()
    args.out.mkdir(parents=True, exist_ok=True)
    made = table_shots(args.out, args.hidpi)
    if not args.hidpi:
        made += laptop_shots(args.out) + sheets(args.out) + [curtain_shot(args.out)]
    for path in made:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
