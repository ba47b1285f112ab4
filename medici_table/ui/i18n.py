"""The table's own words in French and English (game text comes from the rules, in both)."""

from __future__ import annotations

_LANG = ["en"]

FR: dict[str, str] = {
    "&Game": "&Partie",
    "&New game…": "&Nouvelle partie…",
    "&Quit": "&Quitter",
    "&Edit": "&Édition",
    "&Undo": "&Annuler",
    "&Redo": "&Rétablir",
    "&View": "&Affichage",
    "&Hints": "&Aides",
    "&Fit to window": "&Ajuster à la fenêtre",
    "Zoom &in": "Zoom &avant",
    "Zoom &out": "Zoom a&rrière",
    "Pass the computer to {name}": "Passez l'ordinateur à {name}",
    "Click when ready": "Cliquez quand vous êtes prêt",
    "The game is over.": "La partie est terminée.",
    "Which move do you mean?": "Quel coup voulez-vous jouer ?",
    "Choose the {field}:": "Choisissez la valeur :",
    "Cancel": "Annuler",
    "Not now.": "Pas maintenant.",
    "Rule": "Règle",
    "Game log": "Journal",
    "Court": "Cour",
    "Moves": "Coups",
    "New game": "Nouvelle partie",
    "Game": "Jeu",
    "Players": "Joueurs",
    "Names": "Noms",
    "Options": "Options",
    "Seed": "Graine",
    "random": "au hasard",
    "Player {n}": "Joueur {n}",
    "Game over": "Fin de la partie",
    "{name} wins!": "{name} gagne !",
    "A draw": "Égalité",
    "Play again": "Rejouer",
    "Close": "Fermer",
}


def set_lang(lang: str) -> None:
    _LANG[0] = lang if lang in ("en", "fr") else "en"


def lang() -> str:
    return _LANG[0]


def tr(text: str, **fields: object) -> str:
    """`text` in the table's language, with `{fields}` filled in."""
    out = FR.get(text, text) if _LANG[0] == "fr" else text
    return out.format(**fields) if fields else out
