"""The strip of buttons over the table is not shown empty: with no button it takes the dark
walnut around the table (as the menu bar above it), with buttons a band of light walnut. Its
room is kept, so the table does not move or change size when buttons come and go."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from tablebot import card_centre, drag, shot, zone_point
from test_courtisans_table import POSITION

from medici_table.engine import Move
from medici_table.ui import theme
from medici_table.ui.window import MainWindow


def _strip_colour(window: MainWindow) -> QColor:
    """The colour of the strip where no button lies (its right end)."""
    QApplication.processEvents()
    strip = window.table.controls
    at = strip.mapTo(window, QPoint(strip.width() - 4, strip.height() // 2))
    return window.grab().toImage().pixelColor(at)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1500, 950)])
def test_an_empty_strip_is_the_walnut_around_the_table_and_keeps_its_room(
        qtbot: Any, make_window: Any, lang: str, size: tuple[int, int]) -> None:
    window = make_window(game="courtisans", names=("Ada", "Bo"), position=POSITION, size=size)
    window.set_language(lang)
    table, c = window.table, window.controller
    stage = table.stage.geometry()
    assert table.action_bar.isHidden() and table.number_bar.isHidden()
    assert _strip_colour(window) == theme.WALNUT  # no empty bar to look at
    shot(window, f"strip_empty_{size[0]}_{lang}")
    for card, target in (("toad.noble.1", "queen.toad.above"), ("fish.plain.1", "domain.0"),
                         ("hare.assassin.1", "domain.1")):
        with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m, card=card: m.card == card):
            drag(qtbot, window, card_centre(window, card), zone_point(window, target, 0.5, 0.5))
    assert table.action_bar.isVisible()  # the assassin may spare everybody
    assert _strip_colour(window) == theme.WALNUT_LIGHT
    assert table.stage.geometry() == stage  # the table stayed where it was, as large
    shot(window, f"strip_with_a_button_{size[0]}_{lang}")
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move("spare")):
        qtbot.mouseClick(table.action_bar.buttons[0], Qt.MouseButton.LeftButton)
    assert table.action_bar.isHidden() and _strip_colour(window) == theme.WALNUT
    assert table.stage.geometry() == stage
