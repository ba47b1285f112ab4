"""Court of the Medici, seams a player met: the question "ally or conspire?" did not say what
the stack would be worth; the values on a tall stack were drawn too small to read."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from tablebot import POSITION, card_centre, drag, shot

SCULPTOR = "della_rovere.sculptor.1"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1500, 950)])
def test_the_conspiracy_question_says_the_new_total(qtbot: Any, make_window: Any, lang: str,
                                                    size: tuple[int, int]) -> None:
    """The Sculptor (3) dropped on the Friar (2): both answers say the stack would be worth 5
    (the Scholar and the Architect, worth 5, are what the conspiracy may eliminate)."""
    window = make_window(position=POSITION, size=size)
    window.set_language(lang)
    drag(qtbot, window, card_centre(window, SCULPTOR), card_centre(window, "gonzaga.friar.1"))
    prompt = window.table.prompt
    assert prompt.isVisible()
    said = {"en": "new total 5", "fr": "nouveau total 5"}[lang]
    texts = [" ".join(b.text().split("\n")) for b in prompt.buttons]
    conspire = next(i for i, t in enumerate(texts) if "onspir" in t)
    assert texts[conspire].endswith(f" — {said}") and said in texts[1 - conspire]
    for button in prompt.buttons:  # each line of an answer whole in its button
        assert all(button.fontMetrics().horizontalAdvance(line) <= button.width()
                   for line in button.text().split("\n")), button.text()
    shot(window, f"court_conspiracy_question_{size[0]}_{lang}")
    qtbot.mouseClick(prompt.buttons[conspire], Qt.MouseButton.LeftButton)
    assert window.controller.state.phase == "eliminate"


# An alliance of seven cards in the First Circle (worth 29), beside lone cards and a pair
TALL = """
game: court_of_the_medici
players: [Ada, Bo]
seed: 5
position:
  turn: 0
  hands:
    - [della_rovere.sculptor.1, della_rovere.minister.1, della_rovere.lady.1,
       della_rovere.jester.1, della_rovere.count.1]
    - [gonzaga.poet.1, gonzaga.cardinal.1, gonzaga.friar.2, gonzaga.lord.1, gonzaga.jester.1]
  first_circle:
    - gonzaga.friar.1
    - [gonzaga.painter.1, della_rovere.playwright.1, gonzaga.scholar.2,
       della_rovere.chamberlain.1, gonzaga.merchant.2, della_rovere.banker.2, gonzaga.painter.2]
    - gonzaga.scholar.1
    - della_rovere.banker.1
    - [della_rovere.knight.2, gonzaga.lady.1]
  outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]
"""
VALUE_PX = 38  # table units a card's value is drawn at, at scale 1 (cardart.paint_face)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1500, 950)])
def test_the_values_of_a_tall_stack_are_whole_and_as_large_as_a_lone_cards(
        qtbot: Any, make_window: Any, lang: str, size: tuple[int, int]) -> None:
    """Seven cards in one alliance shrank every card of the First Circle to 0.6 and wrote each
    covered value 12 pixels high at 1024x768 (its digits 8). The stack fans out sideways
    instead: each value whole beside the next card, the cards no smaller than a five-card
    stack's, inside the First Circle."""
    from medici_table.ui.tablespec import FAN_SCALE

    window = make_window(position=TALL, size=size)
    window.set_language(lang)
    table = window.table
    scene, view = table.scene, table.view
    stack = window.controller.state.first_circle[1]
    assert len(stack) == 7
    zoom = view.transform().m11()
    circle = scene.zones["first_circle"].sceneBoundingRect()
    for below, above in zip(stack, stack[1:], strict=False):
        card, cover = scene.card_item(below), scene.card_item(above)
        assert card is not None and cover is not None
        s = card.piece.scale
        assert s >= FAN_SCALE and VALUE_PX * s * zoom >= 15, (s, zoom)  # 15.5 px at 1024
        corner = card.sceneBoundingRect()
        value = corner.adjusted(8 * s, 4 * s, 0, 0)
        value.setSize(value.size().__class__(48 * s, 30 * s))  # a role's mark and the value
        assert not value.intersects(cover.sceneBoundingRect()), below
        assert circle.contains(cover.sceneBoundingRect()), above
    shot(window, f"court_tall_stack_{size[0]}_{lang}")
