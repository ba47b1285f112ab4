"""Les 7 Blasons (Michel Pinon, Asyncron Games 2007): tricks, coats of arms, the Malandrin."""

from medici_table.games.les_7_blasons.rules import BlasonsRules

RULES = BlasonsRules()
