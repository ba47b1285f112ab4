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
