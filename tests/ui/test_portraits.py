"""Art that belongs to each piece (issue 20): every named character has a portrait of its own,
told apart by what it wears and holds; portraits are painted once per size and kept, never at
every paint; what the table keeps as pictures is made at the screen's pixel ratio (HiDPI).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from medici_table.games.court_of_the_medici.data import DECK
from medici_table.games.les_7_blasons.data import components
from medici_table.games.louis_xiv.data import tables
from medici_table.ui import cardart, pixcache, portraits, theme
from medici_table.ui.games import court_of_the_medici_art as court_art
from medici_table.ui.games import les_7_blasons_portraits as blasons
from medici_table.ui.games import louis_xiv_portraits as louis
from medici_table.ui.layout import CardFace
from medici_table.ui.window import MainWindow

CARD_SIZE = (50, 55)  # a portrait's window on a card at the table's usual zoom, in pixels


def look(sitter: portraits.Sitter) -> tuple[str, ...]:
    """What tells a sitter at a glance: the head's outline, the dress and what it holds."""
    return (sitter.hat, sitter.hair, sitter.prop, sitter.dress, sitter.coat)


def render(name: str, size: tuple[int, int] = CARD_SIZE) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    portraits.draw(p, name, QRectF(0, 0, size[0], size[1]))
    p.end()
    return image


def difference(a: QImage, b: QImage) -> float:
    """Mean difference of two pictures' pixels, 0 (alike) to 255 per channel."""
    total = 0
    for y in range(a.height()):
        for x in range(a.width()):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) \
                + abs(ca.blue() - cb.blue())
    return total / (3 * a.width() * a.height())


def test_each_louis_xiv_character_has_a_portrait_of_its_own(qapp: Any) -> None:
    names = [louis.portrait(n) for n in tables().characters]
    assert len(names) == 12 and all(portraits.known(n) for n in names)
    looks = {look(portraits.get(n)) for n in names}
    assert len(looks) == 12
    for a, b in combinations(names, 2):  # at card size, no two look alike
        assert difference(render(a), render(b)) > 12, f"{a} and {b} look alike"


def test_each_louis_xiv_character_has_a_short_name_in_both_languages() -> None:
    for n in tables().characters:
        assert louis.short_name(n, "en") and louis.short_name(n, "fr")
        assert len(louis.short_name(n, "fr")) <= 14


def test_every_court_of_the_medici_card_kind_has_a_portrait_per_house() -> None:
    for card in DECK.cards.values():
        assert portraits.known(court_art.portrait(card.kind, card.house)), card.id
    for house in DECK.houses:
        kinds = {c.kind for c in DECK.cards.values() if c.house == house}
        looks = {look(portraits.get(court_art.portrait(k, house))) for k in kinds}
        assert len(looks) == len(kinds) == 13, house
    # the same role sits on its own House's ground in each deck
    minister = [portraits.get(court_art.portrait("minister", h)) for h in DECK.houses]
    assert minister[0].field != minister[1].field


def test_every_les_7_blasons_character_has_a_portrait_in_every_house() -> None:
    comp = components()
    for house in comp.houses:
        for character in comp.characters:
            assert portraits.known(blasons.portrait(character, house))
    looks = {look(s) for s in blasons.SITTERS.values()}
    assert len(looks) == len(comp.characters) == 8


def painted_portraits(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    calls: list[str] = []
    original = portraits.paint

    def paint(p: QPainter, who: portraits.Sitter, rect: QRectF, field: bool = True) -> None:
        calls.append(who.hat)
        original(p, who, rect, field)

    monkeypatch.setattr(portraits, "paint", paint)
    return calls


def test_portraits_are_painted_once_per_size_and_kept(make_window: Callable[..., MainWindow],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(game="louis_xiv", names=("Ada", "Bo", "Cy"), size=(1366, 768))
    while window.table.drawing_ahead():  # the other seats' cards, drawn ahead when idle
        QApplication.processEvents()
    calls = painted_portraits(monkeypatch)
    pixcache.clear()
    window.table.view.resetCachedContent()
    window.table.scene.invalidate()
    for item in window.table.scene.items():
        item.update()
    window.table.view.viewport().grab()
    assert len(calls) >= 12, "the twelve boards' portraits are painted"
    first = len(calls)
    for item in window.table.scene.items():  # a repaint of everything: copies of pixels
        item.update()
    window.table.scene.invalidate()
    window.table.view.viewport().grab()
    QApplication.processEvents()
    assert len(calls) == first


def test_a_card_shows_its_power_in_words_only_when_they_can_be_read(qapp: Any) -> None:
    """At the table's usual zoom the Minister's power is a picture; zoomed in, its words."""
    face = CardFace("0", "Minister", "#2f5d9e", "tree", text="Played as an Alliance on a "
                    "stack of 2+ cards: the stack is eliminated and the Minister stays alone.",
                    portrait=court_art.portrait("minister", "della_rovere"),
                    icon="court_power_minister")
    theme.load_fonts()

    def texts(scale: float) -> list[str]:
        seen: list[str] = []
        original = QPainter.drawText

        def draw_text(p: QPainter, *args: Any) -> Any:
            seen.extend(a for a in args if isinstance(a, str))
            return original(p, *args)

        image = QImage(400, 600, QImage.Format.Format_ARGB32)
        p = QPainter(image)
        p.scale(scale, scale)
        QPainter.drawText = draw_text  # type: ignore[method-assign]
        try:
            cardart.paint_face(p, QRectF(0, 0, 110, 160), face)
        finally:
            QPainter.drawText = original  # type: ignore[method-assign]
            p.end()
        return seen

    assert texts(0.3) == []  # too small for the title and the power: pictures only
    assert texts(0.4) == ["Minister"]  # the smallest window (800x600): its banner grows
    assert texts(0.55) == ["Minister"]  # the usual zoom: the title, the power as a picture
    assert texts(1.0) == ["Minister", face.text]  # zoomed in: the power in words


def test_kept_pictures_are_made_at_the_screens_pixel_ratio(qapp: Any) -> None:
    """On a device of pixel ratio 2, a kept drawing has twice the pixels each way."""
    pixcache.clear()
    target = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    target.setDevicePixelRatio(2.0)
    p = QPainter(target)
    p.scale(0.5, 0.5)
    seen: list[float] = []
    pixcache.paint_cached(p, QRectF(0, 0, 110, 160), ("hidpi test",),
                          lambda q: seen.append(pixcache.scale_of(q)))
    p.end()
    kept = list(pixcache._pixmaps.values())
    assert len(kept) == 1
    assert (kept[0].width(), kept[0].height()) == (110, 160)  # 110 x 0.5 x 2
    assert kept[0].devicePixelRatio() == 2.0
    assert seen == [0.5]  # the drawing sees the logical scale, as on the view
