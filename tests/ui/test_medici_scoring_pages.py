"""The season's scoring pages read the engine's ledger (seed 001, Le Capitaine, exemple)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from tablebot import MEDICI_EMPTY_BOATS, shot

from medici_table.engine import Move
from medici_table.ui.games.medici_scoring import season_pages
from tests.games.medici.conftest import play, position


def test_the_weight_page_of_the_captain_example_reads_the_ledger() -> None:
    """Green 21 first; Red 17 with the Captain alone second; Blue 17 third; Violet 8."""
    _, s = position("captain")
    s = play(s, "turn", "start")  # the season is scored and season 2 dealt: boats are empty
    rows = season_pages(s, "en")[0].rows
    assert [r[:4] for r in rows] == [("Green", "5 + 5 + 5 + 4 + 2", "21", "1st"),
                                     ("Red", "5 + 5 + 4 + 3 + 0", "17", "2nd"),
                                     ("Blue", "5 + 5 + 4 + 3 + 0", "17", "3rd"),
                                     ("Violet", "3 + 2 + 2 + 1 + 0", "8", "4th")]
    assert [r[4] for r in rows] == ["+30", "+20", "+10", "+0"]
    fr = season_pages(s, "fr")[0]
    assert fr.note.endswith("Le Capitaine de Red l'emporte dans les égalités.")
    assert "un bateau vide est classé aussi, à poids 0" in fr.note




@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_weight_page_ranks_the_empty_boats(qtbot: Any, make_window: Any,
                                               lang: str) -> None:
    """Seed 001, Décompte du poids; RULINGS: every boat ranks, an empty one at weight 0 — Ada
    20, Bo and Cy empty: 30, then 2nd place shared, (15 + 0) // 2 = 7 each. The last card
    finds no buyer, the deck is out, and the table shows the season's pages."""
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS)
    window.set_language(lang)
    c = window.controller
    for move in (Move("turn"), Move("start_auction"), Move("pass"), Move("pass"), Move("pass")):
        assert c.play(move)
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    rows = sheet.pages[0].rows
    second = "=2nd" if lang == "en" else "=2e"
    assert [(r[0], r[2], r[3], r[4]) for r in rows] == [
        ("Ada", "20", "1st" if lang == "en" else "1er", "+30"),
        ("Bo", "0", second, "+7"), ("Cy", "0", second, "+7")]
    assert ("an empty boat ranks too, at weight 0" if lang == "en"
            else "un bateau vide est classé aussi, à poids 0") in sheet.pages[0].note
    QApplication.processEvents()
    shot(window, f"medici_empty_boats_rank_{lang}")
