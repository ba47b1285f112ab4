"""Why a piece dropped on the court of Louis XIV is no move: told from what was dropped (an
influence card, an intrigue card, a mission card, a tile, a token) and where (a character
board, the middle of the court, a mission card, the personal reserve), never guessed from the
moves the piece happens to have (seed 003; rules text anchors in brackets)."""

from __future__ import annotations

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import DROP_ANY, DROP_PLAY, Move
from medici_table.engine.rules import text
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.moves import board_of
from medici_table.games.louis_xiv.state import LouisState, Task
from medici_table.games.louis_xiv.text import EXPECTED, character, explain, prompt

TOKEN_TASKS = ("card", "place")  # decisions that lay tokens on the boards


def piece_kind(piece: str) -> str:
    """"influence", "intrigue", "mission", "tile", "token" (one more from a reserve) or
    "general" (the general reserve's tokens, taken back)."""
    if piece == DROP_ANY:
        return "token"
    if piece.startswith("general."):
        return "general"
    if piece.startswith("influence."):
        return "influence"
    if piece.startswith("intrigue."):
        return "intrigue"
    if piece in tables().missions:
        return "mission"
    if piece in tables().tiles:
        return "tile"
    return "other"


def target_kind(target: str | None) -> str:
    """"board", "play" (the middle of the court), "mission", "reserve" or "none"."""
    if target is None:
        return "none"
    if board_of(target):
        return "board"
    if target == DROP_PLAY:
        return "play"
    if target.startswith("reserve."):
        return "reserve"
    if target in tables().missions:
        return "mission"
    return "other"


def _e(lang: str, en: str, fr: str, rule: str) -> IllegalMove:
    return IllegalMove(text(lang, en, fr), rule)


def explain_drop(s: LouisState, piece: str, target: str | None, lang: str) -> IllegalMove:
    if s.to_act is None or not s.queue:
        return _e(lang, "The game is over.", "La partie est terminée.", "end")
    t = s.queue[0]
    what, where = piece_kind(piece), target_kind(target)
    if what in ("token", "general"):
        return _token(s, t, what, target, where, lang)
    if what == "influence":
        return _influence(s, t, where, lang)
    if what == "intrigue":
        return _intrigue(s, t, lang)
    if what == "tile":
        return _tile(s, t, piece, target, where, lang)
    if what == "mission":
        return _mission_card(s, t, where, lang)
    return _not_now(s, t, lang)


def _not_now(s: LouisState, t: Task, lang: str) -> IllegalMove:
    """The piece has nothing to do with the decision expected: say which decision it is."""
    asked = prompt(s, lang)
    return _e(lang, f"Not now — {asked}.", f"Pas maintenant — {asked}.", EXPECTED[t.kind][1])


def _influence(s: LouisState, t: Task, where: str, lang: str) -> IllegalMove:
    if t.kind != "turn":
        return _e(lang, "An influence card is played at the start of a turn, one a turn. Now: "
                        f"{prompt(s, lang)}.",
                  "Une carte d'influence se joue au début d'un tour, une par tour. Maintenant : "
                  f"{prompt(s, lang)}.", "influence")
    return _e(lang, "An influence card is played face up in the middle of the court "
                    "(« Influence played »); then its tokens are laid, the first on its "
                    "character.",
              "Une carte d'influence se joue face visible au milieu de la cour (« Influence "
              "jouée ») ; ses jetons se posent ensuite, le premier sur son personnage.",
              "influence")


def _token(s: LouisState, t: Task, what: str, target: str | None, where: str,
           lang: str) -> IllegalMove:
    if what == "general":  # taking back: the general reserve's tokens come home
        return _e(lang, "Tokens taken back go from the general reserve to your personal "
                        "reserve, in front of you.",
                  "Les jetons repris vont de la réserve générale à votre réserve personnelle, "
                  "devant vous.", "recovering")
    if t.kind not in TOKEN_TASKS:
        return _not_now(s, t, lang)
    if where == "none" and t.kind == "card":  # the reserve's token cannot be lifted now
        if s.seats[t.player].personal == 0:
            return _e(lang, "You have no token left in your personal reserve.",
                      "Vous n'avez plus de jeton dans votre réserve personnelle.", "placing")
        return _e(lang, "This card places no more tokens: end the path.",
                  "Cette carte ne place plus de jeton : terminez le placement.", "placing")
    if where != "board":
        return _e(lang, "Tokens are laid on the character boards of the court.",
                  "Les jetons se posent sur les cartons personnage de la cour.", "placing")
    if t.kind == "place":
        boards = ", ".join(character(b, lang) for b in t.boards)
        return _e(lang, f"This token goes on {boards}.", f"Ce jeton va sur {boards}.", "income")
    return explain(s, Move("place", target=target), lang)  # the path's own rules


def _intrigue(s: LouisState, t: Task, lang: str) -> IllegalMove:
    if t.kind != "intrigue":
        return _e(lang, "An intrigue card is played only while its character's board is "
                        f"being counted. Now: {prompt(s, lang)}.",
                  "Une carte complot ne se joue que pendant le comptage de son personnage. "
                  f"Maintenant : {prompt(s, lang)}.", "intrigue")
    return _e(lang, "Answer the question on the table: how many tokens the intrigue card adds, "
                    "or keep it.",
              "Répondez à la question posée sur la table : combien de jetons ajoute la carte "
              "complot, ou gardez-la.", "intrigue")


def _tile(s: LouisState, t: Task, tile: str, target: str | None, where: str,
          lang: str) -> IllegalMove:
    if t.kind == "keep":
        return _e(lang, "Keep one tile by dropping it in the middle of the court (or with the "
                        "buttons); the others become coats of arms.",
                  "Gardez une tuile en la posant au milieu de la cour (ou avec les boutons) ; "
                  "les autres deviennent des blasons.", "keep-tile")
    if t.kind not in ("missions", "pay"):
        return _e(lang, "Tiles are handed in for missions in the missions phase, at the end of "
                        f"the round. Now: {prompt(s, lang)}.",
                  "Les tuiles se rendent pour les missions pendant la phase Missions, en fin de "
                  f"tour. Maintenant : {prompt(s, lang)}.", "missions")
    if where == "mission" and target in s.seats[t.player].done:
        return _e(lang, "That mission is already completed: hand tiles in on a mission card "
                        "still in your hand.",
                  "Cette mission est déjà accomplie : rendez les tuiles sur une carte mission "
                  "encore en main.", "missions")
    if where != "mission":
        return _e(lang, "A tile is handed in on the mission card it completes: drop it on that "
                        "card.",
                  "Une tuile se rend sur la carte mission qu'elle accomplit : posez-la sur "
                  "cette carte.", "missions")
    return explain(s, Move("mission", card=target, token=tile), lang)  # the mission's needs


def _mission_card(s: LouisState, t: Task, where: str, lang: str) -> IllegalMove:
    if t.kind in ("missions", "pay"):
        return _e(lang, "A mission card stays in front of you: drag the tiles onto it to "
                        "complete it.",
                  "Une carte mission reste devant vous : glissez-y les tuiles pour "
                  "l'accomplir.", "missions")
    return _e(lang, "A completed mission's power is used with the buttons above the table or "
                    f"a click on the card. Now: {prompt(s, lang)}.",
              "Le pouvoir d'une mission accomplie s'emploie avec les boutons au-dessus de la "
              f"table ou d'un clic sur la carte. Maintenant : {prompt(s, lang)}.",
              EXPECTED[t.kind][1] if t.kind != "turn" else "mission-cards")
