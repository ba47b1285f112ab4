"""The table's cached background, painted again only where zones changed, is the same picture
as one painted whole: after every move of hot-seat games whose seats turn with the viewer."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsScene

NAMES = {"les_7_blasons": ("Ada", "Bo", "Cy", "Di", "Ed"), "louis_xiv": ("Ada", "Bo", "Cy")}


@pytest.mark.parametrize("game", sorted(NAMES))
def test_background_painted_in_parts_is_the_whole_picture(make_window: Any, game: str) -> None:
    window = make_window(game=game, names=NAMES[game], seed=4)
    scene, view = window.table.scene, window.table.view
    rng = random.Random(4)
    for _ in range(14):
        c = window.controller
        if c.is_over():
            break
        window.table.prompt.hide()
        window.table.interlude.hide()
        moves = c.legal_moves()
        c.play(moves[rng.randrange(len(moves))])
        window.table.curtain.lift()
        QApplication.processEvents()
        window.table.prompt.hide()
        window.table.interlude.hide()
        for zone in scene.zones.values():  # the glows apart: only the background is compared
            zone.set_glow(False, False)
        QApplication.processEvents()
        parts = view.viewport().grab().toImage()
        scene.invalidate(scene.sceneRect().adjusted(-40, -40, 40, 40),
                         QGraphicsScene.SceneLayer.BackgroundLayer)
        QApplication.processEvents()
        whole = view.viewport().grab().toImage()
        assert parts == whole
