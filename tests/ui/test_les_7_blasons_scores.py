"""The Les 7 Blasons round sheet shows both factors of each house (seed 004, Décompte des
points: "en multipliant le nombre de blasons par la somme des valeurs des cartes")."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from medici_table.app.position import load_position
from medici_table.games.les_7_blasons.state import BlasonsState
from medici_table.ui.games.les_7_blasons_scores import round_pages

EXAMPLE = (Path(__file__).parents[1] / "games" / "les_7_blasons" / "positions"
           / "scoring_example.yaml")


def test_the_round_sheet_shows_coats_times_values_per_house() -> None:
    _, after = load_position(EXAMPLE)  # the rulebook's example, scored on loading
    assert isinstance(after, BlasonsState)
    before = replace(after, round_scores=())
    (page,) = round_pages(before, after, "en")
    assert page.header[:4] == ("Player", "Grandbois", "Guilloux", "Bellay")
    grandbois, guilloux, bellay = page.rows
    assert grandbois == ("Grandbois", "—", "0 × 17 = 0", "1 × 13 = 13", "13", "13")
    assert guilloux == ("Guilloux", "2 × 8 = 16", "—", "1 × 12 = 12", "16", "16")
    assert bellay == ("Bellay", "0 × 7 = 0", "3 × 5 = 15", "—", "15", "15")
