"""The end of a game of Court of the Medici on the score sheet and in the final dialog: each
House's influence at court and, for a tie, its cards at court (seed 000, Fin du jeu)."""

from __future__ import annotations

from typing import Any

from medici_table.engine import Rules, text
from medici_table.games.court_of_the_medici.data import DECK
from medici_table.ui.games.seat_names import seat_label
from medici_table.ui.interlude import Page, ranks


def final_sheet(rules: Rules[Any], state: Any, lang: str) -> Page:
    """The Houses by influence at court; equal influence is decided by the cards at court."""
    scores = rules.scores(state)
    cards = [len(rules.house_cards_at_court(state, p))  # type: ignore[attr-defined]
             for p in range(len(state.players))]
    prepared = rules.tie_break(state) == "prepared"  # type: ignore[attr-defined]
    order = ranks([(0,) if prepared else (scores[p], cards[p]) for p in range(len(scores))])
    houses = DECK.houses
    rows = tuple((place, seat_label(state.players[p],
                                    houses[state.houses[p]].name.get(lang, state.houses[p])),
                  str(scores[p]), str(cards[p]))
                 for p, place in order)
    header = (text(lang, "Rank", "Rang"), text(lang, "House", "Maison"),
              text(lang, "Influence at court", "Influence à la cour"),
              text(lang, "Cards at court", "Cartes à la cour"))
    note = text(lang, "Each House counts the printed value of its cards at court, in the First "
                      "Circle and in both Outer Courts (a Jester counts 1). Equal influence: "
                      "more cards at court wins; still equal: a draw.",
                "Chaque Maison compte la valeur imprimée de ses cartes à la cour, au 1er Cercle "
                "et dans les deux Cours Extérieures (un Bouffon compte 1). Influence égale : "
                "plus de cartes à la cour l'emporte ; toujours égal : partie nulle.")
    colours = tuple(houses[state.houses[p]].colour for p, _ in order)
    return Page(text(lang, "Final scores", "Scores finaux"), header, rows, colours, note,
                name_column=1)
