"""A score sheet's note never ends on a lone short word: Les 7 Blasons' round sheet, in French at
1024x768, wrapped "… Cy a fait le dernier pli remporté et entame la" then "manche 2." — and, a
few letters longer, "2." alone on its last line. The last two words are held together."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel
from tablebot import shot
from test_blasons_evening import last_card_laid

from medici_table.ui.interlude import Page
from medici_table.ui.scoresheet import sheet_frame
from medici_table.ui.window import MainWindow


def last_line(label: QLabel) -> str:
    """The words on a word-wrapped label's last line, as it lays them out."""
    from PySide6.QtCore import Qt

    layout = QTextLayout(label.text(), label.font())
    option = QTextOption(label.alignment())
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    start = 0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        start = line.textStart()
    layout.endLayout()
    assert label.alignment() & Qt.AlignmentFlag.AlignHCenter
    return label.text()[start:]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1500, 950)])
def test_the_round_sheets_note_ends_on_two_words_or_more(
        qtbot: Any, lang: str, size: tuple[int, int],
        make_window: Callable[..., MainWindow]) -> None:
    from gestures import make

    window = last_card_laid(qtbot, make_window, lang, size)
    c = window.controller
    make(qtbot, window, c.legal_moves()[0])  # Cy's free action: a coat from the pool
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    note = sheet.note
    assert note.text().replace("\u00a0", " ").endswith({"en": "leads round 2.",
                                                         "fr": "entame la manche 2."}[lang])
    assert len(last_line(note).split()) >= 2, last_line(note)  # (split: a no-break space too)
    shot(window, f"round_sheet_note_{size[0]}_{lang}")


def test_a_notes_last_word_never_stands_alone_at_any_width(qtbot: Any) -> None:
    """The Scores panel's pages (the width the dialog gives them): the same note laid out at
    every width near those where its "2." stood alone on the last line (a note 258-260 and
    1019-1020 pixels wide, measured)."""
    note_text = ("Par maison : ses blasons visibles devant vous × les valeurs de ses cartes dans "
                 "vos plis ; seule votre meilleure maison compte. Cy a fait le dernier pli "
                 "remporté et entame la manche 2.")
    frame = sheet_frame(Page("Décompte de la manche 1", ("Joueur", "Total"), (("Cy", "0"),),
                             note=note_text))
    qtbot.addWidget(frame)
    frame.show()
    note = frame.findChildren(QLabel)[-1]
    assert note.text().replace("\u00a0", " ") == note_text
    widths = []
    for width in (*range(240, 340), *range(1000, 1100)):
        frame.setFixedWidth(width)
        QApplication.processEvents()
        widths.append(note.contentsRect().width())
        assert len(last_line(note).split()) >= 2, (width, last_line(note))
    assert {258, 1019} <= set(widths)  # the widths where it stood alone were laid out
    frame.setFixedWidth(298)
    frame.setFixedHeight(frame.heightForWidth(298))  # (alone, not in a dialog's column)
    shot(frame, "sheet_note_at_298_fr")
