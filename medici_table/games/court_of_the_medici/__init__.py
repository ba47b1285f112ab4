"""Court of the Medici: two Houses, alliances and conspiracies at the Grand Duke's court."""

from medici_table.games.court_of_the_medici.rules import CourtRules

RULES = CourtRules()

__all__ = ["RULES", "CourtRules"]
