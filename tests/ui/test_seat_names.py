"""A seat named after its House shows the name once (issue 23: "Aubigny (Aubigny)"): the seat
plaques and score lines of Les 7 Blasons, whose players are offered the Houses' names, and the
hand labels, score lines and result of Court of the Medici."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tablebot import shot

from medici_table import games
from medici_table.app.position import load_position_text
from medici_table.engine.sim import default_players
from medici_table.ui.games import get
from medici_table.ui.games.court_of_the_medici_scoring import final_sheet
from medici_table.ui.games.les_7_blasons_art import Plaque
from medici_table.ui.games.seat_names import same_name, seat_label
from medici_table.ui.window import MainWindow

BLASONS = """
game: les_7_blasons
players: [{a}, {b}, {c}]
position:
  houses: [aubigny, bellay, la_ferte]
  leader: {a}
"""

COURT = """
game: court_of_the_medici
players: [{a}, {b}]
position:
  turn: 0
  hands: [[della_rovere.architect.1], [gonzaga.poet.1]]
  first_circle: [gonzaga.lady.1, della_rovere.banker.1]
  outer: [[], []]
"""


def test_a_name_is_said_once_when_the_player_is_named_after_the_house() -> None:
    assert seat_label("Aubigny", "Aubigny") == "Aubigny"
    assert seat_label("la ferte", "La Ferté") == "La Ferté"
    assert seat_label("Ada", "Aubigny") == "Aubigny (Ada)"
    assert same_name("Della  Rovere", "della rovere") and not same_name("Bellay", "Aubigny")


def _blasons(a: str, b: str, c: str) -> tuple[Any, Any]:
    return load_position_text(BLASONS.format(a=a, b=b, c=c))


def test_les_7_blasons_plaques_and_score_lines_name_a_house_seat_once() -> None:
    rules, state = _blasons("Aubigny", "Bellay", "La Ferté")
    adapter = get("les_7_blasons")
    assert [label for label, _, _ in adapter.score_lines(rules, state, "en")] == \
        ["Aubigny", "Bellay", "La Ferté"]
    layout = adapter.layout(rules, rules.view(state, 0), 0, "en")
    plaques = [p.back for p in layout.pieces if isinstance(p.back, Plaque)]
    assert [(p.name, p.house) for p in plaques] == [("Aubigny", ""), ("Bellay", ""),
                                                    ("La Ferté", "")]
    rules, state = _blasons("Ada", "Bellay", "Cy")
    assert [label for label, _, _ in adapter.score_lines(rules, state, "fr")] == \
        ["Aubigny (Ada)", "Bellay", "La Ferté (Cy)"]
    layout = adapter.layout(rules, rules.view(state, 0), 0, "en")
    plaques = [p.back for p in layout.pieces if isinstance(p.back, Plaque)]
    assert [p.house for p in plaques] == ["Aubigny", "", "La Ferté"]


def test_court_of_the_medici_names_a_house_seat_once() -> None:
    adapter = get("court_of_the_medici")
    rules, state = load_position_text(COURT.format(a="Della Rovere", b="Bo"))
    assert [label for label, _, _ in adapter.score_lines(rules, state, "en")] == \
        ["Della Rovere", "Gonzaga (Bo)"]
    layout = adapter.layout(rules, rules.view(state, 0), 0, "en")
    labels = {z.id: z.label for z in layout.zones}
    assert labels["hand.0"] == "Della Rovere" and labels["hand.1"] == "Bo — Gonzaga"
    sheet = final_sheet(rules, state, "en")  # the final dialog and the score sheet
    assert sorted(row[1] for row in sheet.rows) == ["Della Rovere", "Gonzaga (Bo)"]


def test_the_default_seven_blasons_table_shows_each_house_once(
        make_window: Callable[..., MainWindow]) -> None:
    """The new-game dialog offers the Houses' names: the plaques and the score panel say each
    once (screenshot: les_7_blasons_house_names.png)."""
    rules = games.get("les_7_blasons")
    names = default_players(rules, 4)
    assert names[0] == "Aubigny"
    window = make_window(game="les_7_blasons", names=names, seed=5, size=(1600, 1000))
    scene = window.table.scene
    plaques = [i.piece.back for i in scene.cards.values() if isinstance(i.piece.back, Plaque)]
    assert len(plaques) == 4 and all(p.house == "" for p in plaques)
    shown = [name.text() for name, _score in window.score_dock.rows if name.text()]
    assert shown == ["Aubigny", "Bellay", "Contades", "Grandbois"]
    shot(window, "les_7_blasons_house_names")
