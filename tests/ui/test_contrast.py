"""Colour contrast (issue 20): text drawn on, or in, a house's, family's or player's colour meets
WCAG 2 AA, 4.5:1, in every game.

The table writes on a game's colour only through two inks (`theme.ink_on`: a title on a
card's banner, a count on a token, a name on a seat's band, an initial on a marker, a score
in a seal; `theme.ink_of`: a card's value and a house's words on the parchment), so the pairs
are computed here from every colour each game has: its data files and its table's constants.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from medici_table.games.court_of_the_medici.data import DECK
from medici_table.games.courtisans.data import court
from medici_table.games.les_7_blasons.data import components
from medici_table.games.medici.data import deck
from medici_table.ui import theme
from medici_table.ui.games import courtisans, louis_xiv_art, louis_xiv_seat, medici_art

AA = 4.5


def card_colours() -> dict[str, list[str]]:
    """Every colour a game prints a card (or a card-like plaque) in, by game."""
    return {
        "court_of_the_medici": [h.colour for h in DECK.houses.values()],
        "medici": [g.colour for g in deck().goods] + ["#5a1f17", "#8a6d3b"],
        "courtisans": [f.colour for f in court().families],
        "louis_xiv": [louis_xiv_seat.INFLUENCE, louis_xiv_seat.JOKER, louis_xiv_seat.INTRIGUE,
                      "#7a5a12", *louis_xiv_art.LEVELS.values()],
        "les_7_blasons": [h.colour for h in components().houses.values()],
    }


def seat_colours() -> dict[str, list[str]]:
    """Every colour a game gives its players (tokens, markers, seats, counts in seals, the
    score panel)."""
    return {
        "court_of_the_medici": [h.colour for h in DECK.houses.values()],
        "medici": list(medici_art.SEAT_COLOURS),
        "courtisans": list(courtisans.SEATS),
        "louis_xiv": list(louis_xiv_art.COLOURS.values()),
        "les_7_blasons": [c for h in components().houses.values()  # a plaque's score seal
                          for c in (h.colour, QColor(h.colour).darker(115).name())],
    }


def pairs() -> list[tuple[str, str, str, str]]:
    """(game, what, ink, background) for every text drawn on or in a game's colour."""
    out = []
    for game, colours in card_colours().items():
        for c in colours:
            out.append((game, f"title on a {c} banner", theme.ink_on(c).name(), c))
            for paper in (theme.PARCHMENT, theme.PARCHMENT_DARK):
                out.append((game, f"{c} words on the parchment", theme.ink_of(c).name(),
                            paper.name()))
    for game, colours in seat_colours().items():
        for c in colours:
            out.append((game, f"count or name on {c}", theme.ink_on(c).name(), c))
    for game, colours in seat_colours().items():  # names and scores on the walnut docks
        for c in colours:
            out.append((game, f"{c} score on the walnut", theme.on_walnut(c).name(),
                        theme.WALNUT.name()))
    for side in louis_xiv_art.SIDES:  # a board's name on its side's banner
        out.append(("louis_xiv", f"board name on {side}", theme.PARCHMENT.name(), side))
    return out


@pytest.mark.parametrize(("game", "what", "ink", "background"), pairs(),
                         ids=[f"{g}: {w}" for g, w, _, _ in pairs()])
def test_text_on_a_game_colour_meets_aa(game: str, what: str, ink: str,
                                        background: str) -> None:
    ratio = theme.contrast(ink, background)
    assert ratio >= AA, f"{game}: {what}: {ink} on {background} is {ratio:.2f}:1"


def test_white_titles_on_bellays_yellow_are_gone() -> None:
    """The case the issue saw: Bellay's yellow cards get the dark ink on their banner."""
    bellay = components().houses["bellay"].colour
    assert theme.ink_on(bellay) == theme.INK
    assert theme.contrast(theme.ink_on(bellay), bellay) >= AA
    assert theme.contrast(theme.PARCHMENT, bellay) < AA  # the pale ink it had before


def test_contrast_is_wcags() -> None:
    assert theme.contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert theme.contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert theme.contrast("#336699", "#336699") == pytest.approx(1.0)

