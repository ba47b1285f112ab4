"""The season's scoring pages read the engine's ledger (seed 001, Le Capitaine, exemple)."""

from __future__ import annotations

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
