"""Medici's merchants' plaques say each name whole on a laptop's window with the lesson beside the
table (921×691: the table about 580 px wide), where 'Giovanni' was cut to 'Giova.' beside the
marker and the auctioneer's gavel: the name band grows a line and the name is written across it,
never under the legibility floor — measured with the font's metrics, in English and French."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF
from tablebot import shot

from medici_table.ui import legibility, theme
from medici_table.ui.learning import start_lesson
from tests.ui.test_legibility import painted_texts

CONDENSED = 0.8  # how far `legibility.heavy_line` may condense a name to fit


@pytest.mark.parametrize("size", [(921, 691), (1500, 950)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_merchants_names_are_whole_beside_the_lesson(qtbot: Any, make_window: Any,
                                                         lang: str, size: tuple[int, int]
                                                         ) -> None:
    window = make_window(game="medici", names=("Giovanni", "Bianca", "Cosimo"), size=size)
    window.set_language(lang)
    lesson = start_lesson(window, "medici")
    assert lesson is not None and window.coach is not None
    qtbot.waitUntil(lambda: window.coach is not None and window.coach.isVisible())
    table = window.table
    table._banner_read()  # the player reads "Your turn" away: the plaques in sight
    view = table.view
    coach = window.coach.geometry()
    assert coach.left() >= view.mapTo(window, view.rect().topRight()).x() - 4  # beside it
    scale = view.transform().m11()
    qtbot.wait(50)  # (the lesson's table laid out and painted once first)
    texts = painted_texts(window)
    for seat, name in enumerate(lesson.state.players):
        drawn = [(text, px) for text, px in texts if text == name]
        assert drawn, f"{name} is not written whole: {[t for t, _ in texts if name[:3] in t]}"
        px = max(px for _, px in drawn)
        assert px >= legibility.MIN_PX - 0.01
        plaque = table.scene.cards[f"plaque.{seat}"]
        band = (plaque.sceneBoundingRect().width() - 20) * scale  # its name band, on the screen
        advance = QFontMetricsF(theme.pixel_font(px)).horizontalAdvance(name)
        assert advance * CONDENSED <= band, f"{name}: {advance:.0f} px in {band:.0f}"
    assert not [t for t, _ in texts if t.endswith(".") and t[:-1] and "Giovanni".startswith(t[:-1])]
    shot(window, f"medici-plaques-lesson-{size[0]}-{lang}")
    if size[0] < 1000:
        assert scale < 0.4  # the small table the seam was seen on
