"""Courtisans (Galonnier & Perone): three cards a turn into three zones, the Queen's table
above and below, face-down spies, assassins, guards and secret missions."""

from medici_table.games.courtisans.rules import CourtisansRules

RULES = CourtisansRules()

__all__ = ["RULES", "CourtisansRules"]
