"""Louis XIV: the marker's sun on a board keeps clear of the board's name — its leftmost ray
touched "The Dauphin" — at every window size, in both languages, as the player sees it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from tablebot import SHOTS

from medici_table.ui import legibility
from medici_table.ui.games import louis_xiv_board
from medici_table.ui.window import MainWindow

SIZES = [(800, 600), (921, 691), (1500, 950)]


def with_marker_on(window: MainWindow, board: int) -> None:
    c = window.controller
    s = c.state
    c.new_game(c.rules, replace(s, court=replace(s.court, louis=board)))


def painted(art: Any, scale: float, monkeypatch: pytest.MonkeyPatch, sun: bool = True,
            name: bool = True) -> QImage:
    """The board as the table paints it at `scale`, with or without the sun or the name."""
    with monkeypatch.context() as m:
        if not sun:
            m.setattr(louis_xiv_board, "draw_sun", lambda *a, **k: None)
        if not name:
            m.setattr(legibility, "heavy_line", lambda *a, **k: True)
        side = int(louis_xiv_board.BOARD * scale) + 2
        image = QImage(side, side, QImage.Format.Format_ARGB32)
        image.fill(QColor("#1f4d36"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(scale, scale)
        art.base.paint(p, QRectF(QPointF(0, 0), QPointF(*art.size)))
        p.end()
    return image


def differing(a: QImage, b: QImage, rows: int) -> list[tuple[int, int]]:
    return [(x, y) for y in range(rows) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_suns_rays_keep_clear_of_the_dauphins_name(qtbot: Any, make_window: Any,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       lang: str, size: tuple[int, int]) -> None:
    """The Dauphin's board at every size; at the smallest, every board (the marker goes to
    any of them): each name is written whole, 2 pixels or more from the sun."""
    window = make_window(game="louis_xiv", names=("Carine", "Michel"), size=size)
    window.set_language(lang)
    for board in range(1, 13) if size == SIZES[0] else [4]:
        with_marker_on(window, board)
        item = window.table.scene.card_item(f"board.{board}")
        assert item is not None
        art = item.piece.face
        assert art.louis and art.number == board
        scale = window.table.view.transform().m11() * item.sceneTransform().m11() \
            * item.piece.scale
        full = painted(art, scale, monkeypatch)
        no_sun = painted(art, scale, monkeypatch, sun=False)
        bare = painted(art, scale, monkeypatch, sun=False, name=False)
        rows = int(80 * scale) + 1  # the banner's height and the portrait's corner
        sun = differing(full, no_sun, rows)
        name = differing(no_sun, bare, rows)
        assert sun and name, f"board {board}: its name is written"
        gap = min(max(abs(sx - nx), abs(sy - ny)) - 1 for sx, sy in sun for nx, ny in name)
        if board in (3, 4):
            view = window.table.view
            box = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(
                -12, -12, 12, 12)
            SHOTS.mkdir(exist_ok=True)
            view.viewport().grab(box).save(str(SHOTS / f"louis_sun_{board}_{lang}_{size[0]}.png"))
        assert gap >= 2, f"board {board}: {gap} px from the sun at {size} ({scale:.2f})"
