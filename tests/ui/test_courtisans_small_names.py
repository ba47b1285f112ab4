"""Courtisans at five in an 800x600 window: whose domain is whose is written, clear of the
cards. The domains' names were written in the 26 table units every area's label has, 9 pixels
high only just (0.37 pixels a unit), their letters' tails under the first row of cards; at the
end of the game, "Domain of Lorenzo — final score 9 (domain +6, missions +3)" was too long for
the side domains and nothing was written at all."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from tablebot import shot
from test_legibility import painted_texts

from medici_table.ui.items import LABEL_TAIL, label_box
from medici_table.ui.legibility import MIN_PX

NAMES = ("Isabella", "Lorenzo", "Caterina", "Federico", "Beatrice")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("moves", [40, 9999])  # the middle of a game, its end
def test_every_domain_says_whose_it_is_at_800x600(qtbot: Any, make_window: Any, lang: str,
                                                  moves: int) -> None:
    window = make_window(game="courtisans", names=NAMES, size=(800, 600), lift=False)
    window.set_language(lang)
    c, rng = window.controller, random.Random(2)
    for _ in range(moves):
        legal = c.legal_moves()
        if not legal:
            break
        c.play(legal[rng.randrange(len(legal))])
    assert moves < 9999 or c.is_over()
    table = window.table
    for shown in (table.curtain, table.interlude):
        shown.hide()
    table._banner_read()
    QApplication.processEvents()
    scene = table.scene
    written = painted_texts(window)
    for p, name in enumerate(NAMES):
        zone = scene.zones[f"domain.{p}"].zone
        head = zone.label.split(LABEL_TAIL)[0]  # "Domain of Ada", "Domaine d'Isabella"
        assert head.startswith({"en": "Domain of ", "fr": "Domaine "}[lang]) and name in head
        sizes = [px for text, px in written if text.startswith(head)]
        assert sizes and max(sizes) >= MIN_PX - 0.01, (head, sizes)
        words = label_box(zone).translated(zone.x, zone.y)
        inside = QRectF(zone.x, zone.y, zone.w, zone.h)
        for item in scene.cards.values():
            piece = item.piece  # (the card itself, not its shadow)
            box = QRectF(piece.x, piece.y, item.w * piece.scale, item.h * piece.scale)
            if item.isVisible() and inside.contains(box.center()):
                assert not box.intersects(words), (head, piece.id)
    shot(window, f"courtisans_five_names_800_{moves}_{lang}")
