"""Court of the Medici on the smallest window accepted, 800×600 (and a laptop's 921×691, a large
1500×950): every face-up card on the table says its name — whole, or its first word — at the
legibility floor or larger. At 800×600 the cards lie at 0.41 and the titles were left out: the
banner now grows as tall as a title at the floor needs, over the portrait's top."""

from __future__ import annotations

from typing import Any

import pytest
from tablebot import shot

from medici_table.ui import legibility
from medici_table.ui.layout import CardFace
from tests.ui.test_legibility import painted_texts


@pytest.mark.parametrize("size", [(800, 600), (921, 691), (1500, 950)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_face_up_card_says_its_name_on_a_small_window(qtbot: Any, make_window: Any,
                                                            lang: str, size: tuple[int, int]
                                                            ) -> None:
    window = make_window(names=("Lorenzo", "Isabella"), size=size)
    window.set_language(lang)
    assert (window.width(), window.height()) == size  # the window may be this small
    window.table._banner_read()  # the player reads "Your turn" away
    qtbot.wait(50)
    table = window.table
    if size == (800, 600):
        assert table.view.transform().m11() < 0.45  # the scale the titles were left out at
    texts = painted_texts(window)
    faces = [item.piece.face for item in table.scene.cards.values()
             if isinstance(item.piece.face, CardFace) and item.piece.face.title]
    assert len(faces) >= 10  # the player's hand and the First Circle
    for face in faces:
        written = [px for text, px in texts if text and face.title.startswith(text)]
        assert written, f"{face.title} is not written"
        assert max(written) >= legibility.MIN_PX - 0.01
    shot(window, f"court-smallest-{size[0]}x{size[1]}-{lang}")
