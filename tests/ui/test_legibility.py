"""The legibility floor (issue 20): on a 1366×768 window at the default zoom (the table fitted
to the window), no text on the table is drawn smaller than 9 logical pixels.

Each game's fullest table (`benchmarks/fullest.py`) is painted afresh, every item and kept
picture drawn anew, while every text is watched: the lines written with `QPainter.drawText`
(its font's pixel size times the painter's scale) and the figures and names drawn as paths
(`legibility.note`). In English and in French, whose words are longer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFontInfo, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem

from benchmarks.fullest import find
from benchmarks.ui_table import show_fullest
from medici_table.ui import legibility, pixcache
from medici_table.ui.window import MainWindow

GAMES = ["court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons"]


def painted_texts(window: MainWindow) -> list[tuple[str, float]]:
    """Every text the table paints, with its size in logical pixels on the screen."""
    seen: list[tuple[str, float]] = []
    original = QPainter.drawText

    def draw_text(p: QPainter, *args: Any) -> Any:
        text = next((a for a in reversed(args) if isinstance(a, str)), "")
        if text.strip():
            seen.append((text, legibility.on_screen(p, QFontInfo(p.font()).pixelSize())))
        return original(p, *args)

    scene, view = window.table.scene, window.table.view
    pixcache.clear()
    for item in scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    view.resetCachedContent()
    scene.invalidate()
    QPainter.drawText = draw_text  # type: ignore[method-assign]
    try:
        with legibility.watching(lambda text, px: seen.append((text, px))):
            view.viewport().repaint()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
    return seen


@pytest.fixture
def fullest_table(make_window: Callable[..., MainWindow]) -> Iterator[Callable[..., MainWindow]]:
    def show(game: str, lang: str, size: tuple[int, int] = (1366, 768)) -> MainWindow:
        full = find(game)
        window = make_window(game=game, names=full.players, size=size)
        window.set_language(lang)
        show_fullest(window, full)
        QApplication.processEvents()
        return window
    yield show


@pytest.mark.parametrize("size", [(1366, 768), (1152, 720), (921, 691)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_the_floor_on_a_laptop(fullest_table: Callable[..., MainWindow],
                                             game: str, lang: str, size: tuple[int, int]) -> None:
    """At 1366×768, and at the windows the program opens on 1280×800 and 1024×768 screens."""
    window = fullest_table(game, lang, size)
    assert window.table.view.fitted
    texts = painted_texts(window)
    assert len(texts) > 10, "the table paints its texts"
    small = sorted({(round(px, 1), text) for text, px in texts
                    if px < legibility.MIN_PX - 0.01})
    assert not small, f"{game} ({lang}, {size}): texts under {legibility.MIN_PX} px: {small}"



@pytest.mark.parametrize(("scale", "name", "drawn"), [
    (1.0, "Giovanni", "Giovanni"), (0.45, "Giovanni", "Giovanni"), (0.3, "Giovanni", "Giovanni"),
    (0.25, "Giovanni", "Giovanni"), (0.3, "Giovanni Tornabuoni", "Giovanni T."),
    (0.15, "Giovanni", None)])
def test_a_name_too_long_for_a_small_table_takes_a_line_or_is_cut_short_not_left_out(
        qapp: Any, scale: float, name: str, drawn: str | None) -> None:
    """Found playing the Medici lesson at 1024×768: the auctioneer's plaque (its gavel takes
    room) showed no name, then 'Giova.' — 'Giovanni' could not be read whole beside the marker
    and the gavel. Its band grows a line where the name is written whole across it; a name
    too long even for that is cut short, never under the floor; where not even its initial
    can be read, nothing is drawn."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage

    from medici_table.ui import theme
    from medici_table.ui.games.medici import PLAQUE_W
    from medici_table.ui.games.medici_board import PlaqueBase

    theme.load_fonts()
    seen: list[tuple[str, float]] = []
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(scale, scale)
    with legibility.watching(lambda text, px: seen.append((text, px))):
        PlaqueBase(0, name, 30, True, "florins", (PLAQUE_W, 200)).paint(
            painter, QRectF(0, 0, PLAQUE_W, 200))
    painter.end()
    names = [(text, px) for text, px in seen if text != "30"]
    assert [text for text, _ in names] == ([drawn] if drawn else [])
    assert all(px >= legibility.MIN_PX - 0.01 for _, px in names)


def test_the_merchants_plaque_says_the_name_whole_in_its_tooltip(
        make_window: Callable[..., MainWindow]) -> None:
    window = make_window(game="medici", names=("Giovanni", "Bianca", "Cosimo"))
    tips = [item.toolTip() for item in window.table.scene.items()]
    assert any(tip.startswith("Giovanni — 30 florins") for tip in tips)
    assert any(tip.startswith("Bianca — 30 florins") for tip in tips)


def test_a_small_table_writes_who_decides_and_keeps_the_how_in_the_tooltip(
        fullest_table: Callable[..., MainWindow]) -> None:
    """Les 7 Blasons at 921×691 (a 1024×768 screen): the line over the trick, with the power's
    text and the gesture, was written at 8.2 px. It says who decides and what, readable, and the
    whole line is the banner's tooltip."""
    window = fullest_table("les_7_blasons", "en", (921, 691))
    c = window.controller
    prompt = c.rules.prompt(c.state, "en")
    texts = painted_texts(window)
    assert any(text == prompt and px >= legibility.MIN_PX - 0.01 for text, px in texts), texts
    banner = window.table.scene.cards["banner"]
    assert banner.toolTip().startswith(prompt) and len(banner.toolTip()) > len(prompt) + 20


@pytest.mark.parametrize("size", [(1152, 720), (921, 691)])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_the_floor_beside_a_lesson_on_a_laptop(
        make_window: Callable[..., MainWindow], qtbot: Any, game: str,
        size: tuple[int, int]) -> None:
    """The lesson's panel takes 330 px of the window the program opens on a 1280×800 screen
    (1152×720), 280 px of a 1024×768 screen's (921×691): the table beside it stays above the
    floor (Les 7 Blasons' tally read 8.9 px, Medici's track 8.3 px; Louis XIV's court at
    921×691, its boards' numbers and the counts on its tokens, 7.2-8.5 px: they grow to the
    floor within their seals and tokens, `draw_number(grow=True)`)."""
    from medici_table import games
    from medici_table.ui.learning import start_lesson

    meta = games.get(game).meta
    window = make_window(game=game, size=size, names=list(meta.default_names[:meta.min_players]))
    assert start_lesson(window, game) is not None
    qtbot.waitUntil(lambda: window.coach is not None and window.coach.isVisible())
    window.table._banner_read()  # (the "your turn" banner read away)
    qtbot.wait(50)  # (the lesson's table laid out and painted once first)
    texts = painted_texts(window)
    assert len(texts) > 10
    if game == "louis_xiv":
        from tablebot import shot

        shot(window, f"louis_xiv_beside_the_lesson_{size[0]}")
        written = {text for text, _ in texts}  # the boards' names, whole (once left out)
        assert {"Anne", "Colbert", "The Dauphin", "Maria Theresa"} <= written, written
    small = sorted({(round(px, 1), text) for text, px in texts
                    if px < legibility.MIN_PX - 0.01})
    assert not small, f"{game}: texts under {legibility.MIN_PX} px beside the lesson: {small}"
