"""The Court of the Medici table adapter: what it lays out and how it tells the end (no window)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tablebot import POSITION

from medici_table.app.position import load_position_text
from medici_table.ui.games import get


def _position() -> tuple[Any, Any]:
    return load_position_text(POSITION)


def _over(state: Any, outer0: tuple[str, ...], outer1: tuple[str, ...]) -> Any:
    return replace(state, first_circle=(), outer=(tuple((c,) for c in outer0),
                                                   tuple((c,) for c in outer1)),
                   phase="over", to_act=None, result="first_circle_empty")


def test_the_layout_shows_only_what_the_viewer_may_see() -> None:
    rules, state = _position()
    adapter = get("court_of_the_medici")
    layout = adapter.layout(rules, rules.view(state, 0), 0, "en")
    ids = {p.id for p in layout.pieces}
    assert "della_rovere.count.1" in ids  # Ada's own hand, face up
    assert "gonzaga.poet.1" not in ids and "hand.1.0" in ids  # Bo's, as backs
    faces = {p.id: p.face for p in layout.pieces}
    assert faces["hand.1.0"] is None
    stack = next(z for z in layout.zones if z.id == "gonzaga.painter.1")
    assert stack.kind == "stack" and stack.badge == "7"
    zones = {z.id for z in layout.zones if z.target}
    assert {"outer.0", "outer.1", "deck.0", "deck.1", "first_circle"} <= zones
    # seen from Bo's seat, his hand is at the bottom
    flipped = adapter.layout(rules, rules.view(state, 1), 1, "fr")
    y = {p.id: p.y for p in flipped.pieces}
    assert y["gonzaga.poet.1"] > y["hand.0.0"]
    assert any(z.label.startswith("Cour Extérieure") for z in flipped.zones)


def test_game_over_names_the_rule_that_decided() -> None:
    rules, state = _position()
    adapter = get("court_of_the_medici")
    won = _over(state, ("della_rovere.count.1", "della_rovere.knight.1"), ("gonzaga.countess.1",))
    assert adapter.result_text(rules, won, "en") == (
        "The First Circle is empty. Della Rovere (Ada) wins, 17 to 10.")
    by_cards = _over(state, ("della_rovere.count.1",),
                     ("gonzaga.countess.1", "gonzaga.minister.1"))
    text = adapter.result_text(rules, by_cards, "en")
    assert "Equal influence (10)" in text and "Gonzaga wins the tie-break" in text
    drawn = _over(state, ("della_rovere.count.1",), ("gonzaga.countess.1",))
    assert "Draw" in adapter.result_text(rules, drawn, "en")
    assert "Égalité" in adapter.result_text(rules, drawn, "fr")
    lines = adapter.score_lines(rules, won, "en")
    assert [(label, score) for label, score, _colour in lines] == [
        ("Della Rovere (Ada)", "17"), ("Gonzaga (Bo)", "10")]


def test_a_hand_leaves_its_label_in_sight(qapp: Any) -> None:
    """Seen at 1024 px and larger, a hand of five lay over the end of its label ("Bartolomea
    Ammannati — Della Ro…": the House hidden). The cards now start after the label, as measured
    in the font it is written in (17 units, italic), in both seats and both languages; with a
    hand limit said too, as far right as the zone allows."""
    from PySide6.QtGui import QFontMetricsF

    from medici_table.ui import legibility, theme
    from medici_table.ui.layout import CARD_W

    theme.load_fonts()
    rules, state = _position()
    state = replace(state, players=("Bartolomea Ammannati", "Cosimo il Vecchio"))
    adapter = get("court_of_the_medici")
    for viewer in (0, 1):
        for lang in ("en", "fr"):
            layout = adapter.layout(rules, rules.view(state, viewer), viewer, lang)
            for seat in (0, 1):
                zone = next(z for z in layout.zones if z.id == f"hand.{seat}")
                font = legibility.fitted_font(zone.label, 17, 10_000, italic=True)
                assert font is not None
                ends = zone.x + 12 + QFontMetricsF(font).horizontalAdvance(zone.label)
                cards = [p for p in layout.pieces if p.y >= zone.y and p.y < zone.y + zone.h
                         and zone.x <= p.x < zone.x + zone.w]
                assert len(cards) >= 4, (viewer, seat)
                assert min(p.x for p in cards) >= ends, (lang, viewer, seat, zone.label)
                assert max(p.x + CARD_W * p.scale for p in cards) <= zone.x + zone.w
