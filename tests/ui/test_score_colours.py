"""The Scores panel writes each player's name and score in their seat's colour, lightened until it
reads on the walnut: measured here on the pixels the panel shows (the most contrasting pixel
of the words against the panel's ground), in every game, in the drawer of a laptop's window
and in the dock of a large one. Rochebrune's brown (Les 7 Blasons) read dim at 4.7:1."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel
from tablebot import shot

from medici_table import games
from medici_table.games.les_7_blasons.data import components
from medici_table.ui import theme
from medici_table.ui.window import MainWindow

WCAG_AA = 4.5


def shown_contrast(image: QImage, window: MainWindow, label: QLabel) -> tuple[float, QColor]:
    """The contrast of `label`'s words as drawn: their most contrasting pixel against the
    ground at the label's corner; and that ground."""
    at = label.mapTo(window, label.contentsRect().topLeft())
    ground = image.pixelColor(at.x() + 1, at.y() + 1)
    width, height = label.contentsRect().width(), label.contentsRect().height()
    best = max(theme.contrast(image.pixelColor(at.x() + x, at.y() + y), ground)
               for x in range(width) for y in range(height))
    return best, ground


def open_scores(qtbot: Any, window: MainWindow) -> None:
    """The player opens the Scores panel (its tab in the drawer, when the panels are folded)."""
    if window.folding.folded:
        qtbot.mouseClick(window.folding.buttons[window.score_dock], Qt.MouseButton.LeftButton)
    else:
        window.score_dock.raise_()
    qtbot.waitUntil(lambda: window.score_dock.body.isVisible())


CASES = [(g, (921, 691), lang) for g in games.available() for lang in ("en", "fr")] + \
    [("les_7_blasons", (1500, 950), lang) for lang in ("en", "fr")]


@pytest.mark.parametrize(("game", "size", "lang"), CASES,
                         ids=[f"{g}-{s[0]}-{lang}" for g, s, lang in CASES])
def test_every_seat_colour_reads_on_the_scores_panel(qtbot: Any, make_window: Any, game: str,
                                                     size: tuple[int, int], lang: str) -> None:
    meta = games.get(game).meta
    names = meta.default_names[:meta.max_players]
    window = make_window(game=game, names=names, size=size)
    window.set_language(lang)
    open_scores(qtbot, window)
    image = window.grab().toImage()
    rows = [(n, s) for n, s in window.score_dock.rows if n.text()]
    assert len(rows) == len(names)
    for name, score in rows:
        for label in (name, score):
            ratio, ground = shown_contrast(image, window, label)
            assert theme.contrast(ground, theme.WALNUT) < 1.05  # on the walnut
            assert ratio >= theme.ON_WALNUT >= WCAG_AA, f"{label.text()}: {ratio:.2f}:1"
    if game == "les_7_blasons":
        shot(window, f"scores-les_7_blasons-{size[0]}-{lang}")
        # the seats' pieces on the table keep their own colour: only their words are lightened
        brown = components().houses["rochebrune"].colour
        assert QColor(brown).name() == "#7a5230"
        assert theme.on_walnut(brown).name() != "#7a5230"
