"""What a move does and what is expected now, in French and English sentences."""

from __future__ import annotations

from medici_table.engine.move import Move
from medici_table.engine.rules import text
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.moves import board_of
from medici_table.games.louis_xiv.state import LouisState, Task

LEVEL_NAMES = {"light": ("light blue", "bleu clair"), "medium": ("medium blue", "bleu moyen"),
               "dark": ("dark blue", "bleu foncé")}


def character(n: int, lang: str) -> str:
    name = tables().characters[n].name
    return f"{n} {name.get(lang) or name['en']}"


def tile(name: str | None, lang: str) -> str:
    names = tables().tile_names.get(name or "")
    return names[lang if lang in names else "en"] if names else str(name)


def card_name(card: str | None, lang: str) -> str:
    card = card or ""
    if card.startswith("influence."):
        b = tables().influence_board(card)
        return character(b, lang) if b else text(lang, "a joker", "un joker")
    if card.startswith("intrigue."):
        return text(lang, "the intrigue card ", "la carte complot ") + character(
            int(card.split(".")[1]), lang)
    mission = tables().missions.get(card)
    if mission:
        effect = tables().effects[mission.effect]
        return f"« {effect.get(lang) or effect['en']} »"
    return card


def describe(s: LouisState, m: Move, lang: str = "en") -> str:
    who = s.players[s.to_act] if s.to_act is not None else "?"
    k = m.kind
    board = board_of(m.target)
    at = character(board, lang) if board else ""
    if k == "influence":
        extra = text(lang, " as a 4-token joker", " comme joker à 4 jetons") if m.choice else ""
        return text(lang, f"{who} plays {card_name(m.card, lang)}{extra}",
                    f"{who} joue {card_name(m.card, lang)}{extra}")
    if k == "place":
        return text(lang, f"{who} places a token on {at}", f"{who} place un jeton sur {at}")
    if k == "recover":
        return text(lang, f"{who} takes tokens back from the general reserve",
                    f"{who} reprend des jetons dans la réserve générale")
    if k == "end_path":
        return text(lang, f"{who} ends the token path", f"{who} termine son placement")
    if k == "pass":
        return text(lang, f"{who} places no token", f"{who} ne place pas de jeton")
    if k == "pay_pass":
        return text(lang, f"{who} pays 2 gold instead of playing a card",
                    f"{who} paie 2 Louis d'or au lieu de jouer une carte")
    if k == "swap_influence":
        return text(lang, f"{who} discards an influence card and draws another",
                    f"{who} défausse une carte d'influence et en pioche une autre")
    if k == "bribe":
        yes = m.choice == "yes"
        return text(lang, f"{who} {'bribes' if yes else 'does not bribe'} {at}",
                    f"{who} {'soudoie' if yes else 'ne soudoie pas'} {at}")
    if k == "intrigue":
        if m.choice == "keep":
            return text(lang, f"{who} keeps an intrigue card", f"{who} garde sa carte complot")
        src = text(lang, m.choice or "", "générale" if m.choice == "general" else "personnelle")
        return text(lang, f"{who} plays an intrigue card: {m.amount} token(s) from the {src} "
                          "reserve", f"{who} joue une carte complot : {m.amount} jeton(s) de la "
                                     f"réserve {src}")
    if k == "first_place":
        yes = m.choice == "yes"
        return text(lang, f"{who} {'wins' if yes else 'does not break'} the tie on {at}",
                    f"{who} {'remporte' if yes else 'ne départage pas'} l'égalité sur {at}")
    if k == "mission":
        return text(lang, f"{who} hands in a {tile(m.token, lang)} for a mission",
                    f"{who} rend une tuile {tile(m.token, lang)} pour une mission")
    if k == "swap_tile":
        return text(lang, f"{who} pays 2 gold to exchange a {tile(m.token, lang)} for a crown",
                    f"{who} paie 2 Louis d'or pour échanger {tile(m.token, lang)} contre une "
                    "couronne")
    if k == "draw_mission":
        en, fr = LEVEL_NAMES.get(m.choice or "", ("?", "?"))
        return text(lang, f"{who} draws a {en} mission card",
                    f"{who} pioche une carte mission {fr}")
    if k == "end_missions":
        return text(lang, f"{who} completes no more missions", f"{who} n'accomplit plus de mission")
    if k == "keep":
        return text(lang, f"{who} keeps a {tile(m.token, lang)}; the other tiles become arms",
                    f"{who} garde {tile(m.token, lang)} ; les autres tuiles deviennent des blasons")
    if k == "supply":
        return text(lang, f"{who} chooses {m.choice} from a mission card",
                    f"{who} choisit {m.choice} avec une carte mission")
    if k == "return_mission":
        return text(lang, f"{who} puts a mission card back under its pile",
                    f"{who} remet une carte mission sous sa pile")
    if k == "end_swap":
        return text(lang, f"{who} draws new mission cards", f"{who} pioche de nouvelles missions")
    return f"{who}: {m}"


PROMPTS: dict[str, tuple[str, str]] = {
    "turn": ("play an influence card", "jouez une carte d'influence"),
    "card": ("place tokens along a path of diagonal neighbours, or take tokens back",
             "placez des jetons en chemin de voisins en diagonale, ou reprenez des jetons"),
    "place": ("place a token from the general reserve", "placez un jeton de la réserve générale"),
    "supply_choice": ("choose 2 gold, 1 gold and 1 token, or 2 tokens",
                      "choisissez 2 Louis d'or, 1 Louis d'or et 1 jeton, ou 2 jetons"),
    "token_for_card": ("give a token for an influence card?", "un jeton contre une carte ?"),
    "intrigue": ("play your intrigue card before this board is counted?",
                 "jouer votre carte complot avant le comptage ?"),
    "first_place": ("win the tie with your mission card?",
                    "remporter l'égalité avec votre carte mission ?"),
    "bribe": ("bribe for the income?", "soudoyer pour le revenu ?"),
    "missions": ("complete missions with your tiles", "accomplissez des missions avec vos tuiles"),
    "pay": ("hand in the second tile", "rendez la seconde tuile"),
    "draw_mission": ("draw a mission card from a pile of your choice",
                     "piochez une carte mission dans le tas de votre choix"),
    "keep": ("keep one tile; the others become arms",
             "gardez une tuile ; les autres deviennent des blasons"),
    "swap_missions": ("put back up to 2 mission cards to draw new ones",
                      "remettez jusqu'à 2 cartes mission pour en piocher d'autres"),
}


def prompt(s: LouisState, lang: str = "en") -> str:
    if s.to_act is None or not s.queue:
        return text(lang, "The game is over.", "La partie est terminée.")
    t: Task = s.queue[0]
    en, fr = PROMPTS[t.kind]
    who = s.players[t.player]
    where = f" ({character(t.board, lang)})" if t.board else ""
    if t.kind == "bribe":
        where = text(lang, f" ({character(t.board, lang)}, {t.count} gold)",
                     f" ({character(t.board, lang)}, {t.count} Louis d'or)")
    return text(lang, f"{who}: {en}{where}", f"{who} : {fr}{where}")
