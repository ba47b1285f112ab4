"""Every Court of the Medici card is drawn with its name on a friend's table of 1024×700 (and a
host's of 1500×950), in English and French: a title too long for its banner at that scale is
condensed, or written by its first word ("Capitaine général", the Gonzaga 7, was drawn
blank in Bo's hand on the journey's screens)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo, QImage, QPainter

from medici_table.games.court_of_the_medici.data import DECK
from medici_table.ui import cardart, legibility
from medici_table.ui.games.court_of_the_medici import card_face
from medici_table.ui.layout import CARD_H, CARD_W
from medici_table.ui.remote_controller import RemoteController
from tests.ui.test_remote import host_window, invitation


def drawn_texts(scale: float, face: Any) -> list[tuple[str, float]]:
    """The texts `paint_face` writes at `scale`, with their size on the screen."""
    seen: list[tuple[str, float]] = []
    original = QPainter.drawText

    def draw_text(p: QPainter, *args: Any) -> Any:
        text = next((a for a in reversed(args) if isinstance(a, str)), "")
        seen.append((text, legibility.on_screen(p, QFontInfo(p.font()).pixelSize())))
        return original(p, *args)

    image = QImage(int(CARD_W * scale) + 2, int(CARD_H * scale) + 2, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    QPainter.drawText = draw_text  # type: ignore[method-assign]
    try:
        cardart.paint_face(painter, QRectF(0, 0, CARD_W, CARD_H), face)
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        painter.end()
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_court_card_is_drawn_with_its_name_at_a_friends_table(make_window: Any,
                                                                    qtbot: Any,
                                                                    lang: str) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"], lang=lang)
    friend = make_window(size=(1024, 700))
    friend.set_language(lang)
    friend.seating.joining().join(invitation(host, 1))
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController), timeout=10000)
    scales = {"friend": friend.table.view.transform().m11(),
              "host": host.table.view.transform().m11()}
    assert scales["friend"] < scales["host"]
    for where, scale in scales.items():
        for card_id, card in DECK.cards.items():
            title = card.title(lang)
            texts = drawn_texts(scale, card_face(card_id, lang))
            written = [t for t, px in texts if t and title.startswith(t)]
            assert written, f"{title} ({card_id}) has no name at {where}'s table ({scale:.2f})"
            assert all(px >= legibility.MIN_PX - 0.01 for t, px in texts if t in written)
