"""Louis XIV (Rüdiger Dorn, alea 2005): influence at the Sun King's court, 2-4 players."""

from medici_table.games.louis_xiv.rules import LouisXIVRules

RULES = LouisXIVRules()

__all__ = ["RULES"]
