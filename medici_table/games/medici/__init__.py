"""Medici (Reiner Knizia): Florentine merchants buy cargoes at auction over three seasons."""

from medici_table.games.medici.rules import MediciRules

RULES = MediciRules()

__all__ = ["RULES", "MediciRules"]
