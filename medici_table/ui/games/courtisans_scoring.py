"""The end of a game of Courtisans on the score sheet and in the final dialog: each domain's
points and the missions fulfilled, now that the spies and missions are turned up (seed 002,
Fin de la partie)."""

from __future__ import annotations

from typing import Any

from medici_table.engine import Rules, text
from medici_table.games.courtisans import scoring
from medici_table.ui.interlude import Page, ranks


def final_sheet(rules: Rules[Any], state: Any, lang: str, colours: tuple[str, ...]) -> Page:
    """The players by points: their domain, then their missions (each fulfilled one adds the
    mission's points)."""
    sheet = scoring.score_sheet(state)
    totals = rules.scores(state)
    order = ranks([(totals[p],) for p in range(len(totals))])
    rows = tuple((place, state.players[p], f"{sheet[p][0]:+d}",
                  f"{sum(sheet[p][1])} / {len(sheet[p][1])}",
                  f"+{state.mission_points * sum(sheet[p][1])}", str(totals[p]))
                 for p, place in order)
    header = (text(lang, "Rank", "Rang"), text(lang, "Player", "Joueur"),
              text(lang, "Domain", "Domaine"), text(lang, "Missions", "Missions"),
              text(lang, "Mission points", "Points de mission"), "Total")
    note = text(lang, f"Domain: +1 a card (+2 a noble) of a family in favour, −1 (−2) of one in "
                      f"disgrace. Each mission fulfilled adds\u00a0{state.mission_points}.",
                f"Domaine : +1 par carte (+2 par noble) d'une famille en faveur, −1 (−2) d'une "
                f"famille en disgrâce. Chaque mission accomplie rapporte\u00a0"
                f"{state.mission_points}.")  # (its number never alone on the last line)
    return Page(text(lang, "Final scores", "Scores finaux"), header, rows,
                tuple(colours[p % len(colours)] for p, _ in order), note, name_column=1)
