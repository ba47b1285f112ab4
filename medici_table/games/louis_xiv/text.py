"""What a move does and what is expected now, in French and English sentences."""

from __future__ import annotations

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rules import text
from medici_table.games.louis_xiv.data import neighbours, tables
from medici_table.games.louis_xiv.moves import board_of, first_tiles, matches
from medici_table.games.louis_xiv.state import LouisState, Task

LEVEL_NAMES = {"light": ("light blue", "bleu clair"), "medium": ("medium blue", "bleu moyen"),
               "dark": ("dark blue", "bleu foncé")}


def character(n: int, lang: str) -> str:
    name = tables().characters[n].name
    return f"{n} {name.get(lang) or name['en']}"


def tile(name: str | None, lang: str) -> str:
    names = tables().tile_names.get(name or "")
    return names[lang if lang in names else "en"] if names else str(name)


def tokens(n: int, lang: str) -> str:
    """'1 token', '3 tokens'; in French the singular also for 0 ('0 jeton')."""
    one = n < 2 if lang == "fr" else n == 1
    return f"{n} " + (text(lang, "token", "jeton") if one else text(lang, "tokens", "jetons"))


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
        many = tokens(m.amount or 0, lang)
        return text(lang, f"{who} plays an intrigue card: {many} from the {src} reserve",
                    f"{who} joue une carte complot : {many} de la réserve {src}")
    if k == "first_place":
        yes = m.choice == "yes"
        return text(lang, f"{who} {'wins' if yes else 'does not break'} the tie on {at}",
                    f"{who} {'remporte' if yes else 'ne départage pas'} l'égalité sur {at}")
    if k == "mission":
        return text(lang, f"{who} hands in a {tile(m.token, lang)} for a mission",
                    f"{who} rend une tuile {tile(m.token, lang)} pour une mission")
    if k == "swap_tile":
        return text(lang, f"{who} pays 2 gold to exchange a {tile(m.token, lang)} for a crown",
                    f"{who} paie 2 Louis d'or pour échanger une tuile {tile(m.token, lang)} "
                    "contre une couronne")
    if k == "draw_mission":
        en, fr = LEVEL_NAMES.get(m.choice or "", ("?", "?"))
        return text(lang, f"{who} draws a {en} mission card",
                    f"{who} pioche une carte mission {fr}")
    if k == "end_missions":
        return text(lang, f"{who} completes no more missions", f"{who} n'accomplit plus de mission")
    if k == "keep":
        return text(lang, f"{who} keeps a {tile(m.token, lang)}; the other tiles become arms",
                    f"{who} garde une tuile {tile(m.token, lang)} ; les autres deviennent des blasons")
    if k == "supply":
        en, fr = SUPPLY_CHOICES.get(m.choice or "", ("?", "?"))
        return text(lang, f"{who} {en}", f"{who} {fr}")
    if k == "return_mission":
        return text(lang, f"{who} puts a mission card back under its pile",
                    f"{who} remet une carte mission sous sa pile")
    if k == "end_swap":
        return text(lang, f"{who} draws new mission cards", f"{who} pioche de nouvelles missions")
    return f"{who}: {m}"


def describe_choice(s: LouisState, m: Move, lang: str = "en") -> str:
    """The move as the deciding player chooses it (`Rules.describe_choice`): which card of
    their hand is discarded or put back, which mission a tile completes — what `describe`, the
    log's words that every player reads, keeps quiet."""
    who = s.players[s.to_act] if s.to_act is not None else "?"
    k, card = m.kind, card_name(m.card, lang)
    if k == "swap_influence":
        return text(lang, f"{who} discards {card} and draws another influence card",
                    f"{who} défausse {card} et pioche une autre carte d'influence")
    if k == "return_mission":
        return text(lang, f"{who} puts the mission {card} back under its pile",
                    f"{who} remet la mission {card} sous sa pile")
    if k == "mission":
        return text(lang, f"{who} hands in a {tile(m.token, lang)} for the mission {card}",
                    f"{who} rend une tuile {tile(m.token, lang)} pour la mission {card}")
    return describe(s, m, lang)


SUPPLY_CHOICES = {
    "gold": ("takes 2 gold", "prend 2 Louis d'or"),
    "mixed": ("takes 1 gold and 1 token back", "prend 1 Louis d'or et reprend 1 jeton"),
    "tokens": ("takes 2 tokens back", "reprend 2 jetons"),
    "yes": ("gives a token for an influence card", "donne un jeton contre une carte d'influence"),
    "no": ("keeps their tokens", "garde ses jetons"),
}

PROMPTS: dict[str, tuple[str, str]] = {
    "turn": ("play an influence card", "jouez une carte d'influence"),
    "card": ("place tokens along a path of diagonal neighbours, or take tokens back",
             "placez des jetons de voisin en voisin en diagonale, ou reprenez des jetons"),
    "place": ("place a token from the general reserve", "placez un jeton de la réserve générale"),
    "supply_choice": ("choose 2 gold, 1 gold and 1 token, or 2 tokens",
                      "choisissez 2 Louis d'or, 1 Louis d'or et 1 jeton, ou 2 jetons"),
    "token_for_card": ("give a token for an influence card?",
                       "défausser un jeton contre une carte d'influence ?"),
    "intrigue": ("play your intrigue card before this board is counted?",
                 "jouer votre carte complot avant le comptage ?"),
    "first_place": ("win the tie with your mission card?",
                    "remporter l'égalité avec votre carte mission ?"),
    "bribe": ("bribe to receive the income?", "soudoyer pour recevoir le revenu ?"),
    "missions": ("complete missions with your tiles", "accomplissez des missions avec vos tuiles"),
    "pay": ("hand in the second tile", "rendez la seconde tuile"),
    "draw_mission": ("draw a mission card from a pile of your choice",
                     "piochez une carte mission dans le tas de votre choix"),
    "keep": ("keep one tile; the others become arms",
             "gardez une tuile ; les autres deviennent des blasons"),
    "swap_missions": ("put back up to 2 mission cards to draw new ones",
                      "remettez jusqu'à 2 cartes mission pour en piocher d'autres"),
}

# the influence card being played, by kind (a character card's text is PROMPTS["card"])
CARD_PROMPTS: dict[str, tuple[str, str]] = {
    "joker": ("place up to 2 tokens, the first on any character, the second on the same one or "
              "a diagonal neighbour, or take 2 tokens back",
              "placez jusqu'à 2 jetons, le premier sur n'importe quel personnage, le second sur "
              "le même ou sur un voisin en diagonale, ou reprenez 2 jetons"),
    "joker4": ("place up to 4 tokens on one character of your choice, or take up to 4 back",
               "placez jusqu'à 4 jetons sur un personnage de votre choix, ou reprenez-en "
               "jusqu'à 4"),
}


def prompt(s: LouisState, lang: str = "en") -> str:
    if s.to_act is None or not s.queue:
        return text(lang, "The game is over.", "La partie est terminée.")
    t: Task = s.queue[0]
    en, fr = CARD_PROMPTS.get(t.need, PROMPTS[t.kind]) if t.kind == "card" else PROMPTS[t.kind]
    who = s.players[t.player]
    # the board's number kept on the line of its name, the price on the line of its number
    board = character(t.board, lang).replace(" ", "\u00a0", 1) if t.board else ""
    where = f" ({board})" if t.board else ""
    if t.kind == "bribe":
        where = text(lang, f" ({board}, {t.count}\u00a0gold)",
                     f" ({board}, {t.count}\u00a0Louis d'or)")
    return text(lang, f"{who}: {en}{where}", f"{who} : {fr}{where}")


# --- refusals: a sentence for the player and the anchor of the broken rule ----------------

# The moves each decision accepts, and the rule that decision stands on.
EXPECTED: dict[str, tuple[tuple[str, ...], str]] = {
    "turn": (("influence", "pay_pass", "swap_influence"), "influence"),
    "card": (("place", "recover", "end_path"), "placing"),
    "place": (("place", "pass"), "income"),
    "supply_choice": (("supply",), "mission-cards"),
    "token_for_card": (("supply",), "mission-cards"),
    "intrigue": (("intrigue",), "intrigue"),
    "first_place": (("first_place",), "mission-cards"),
    "bribe": (("bribe",), "money-condition"),
    "missions": (("mission", "swap_tile", "end_missions"), "missions"),
    "pay": (("mission",), "missions"),
    "draw_mission": (("draw_mission",), "missions"),
    "keep": (("keep",), "keep-tile"),
    "swap_missions": (("return_mission", "end_swap"), "mission-cards"),
}


def _e(lang: str, en: str, fr: str, rule: str) -> IllegalMove:
    return IllegalMove(text(lang, en, fr), rule)


def _path(s: LouisState, t: Task, m: Move, lang: str) -> IllegalMove:
    seat = s.seats[t.player]
    b = board_of(m.target)
    if m.kind == "recover" and s.path:
        return _e(lang, "One card either places tokens or takes them back, not both.",
                  "Une carte place des jetons ou en reprend, pas les deux.", "recovering")
    if m.kind == "end_path" and not s.path:
        return _e(lang, "Place a token or take tokens back with this card first.",
                  "Placez d'abord un jeton ou reprenez des jetons avec cette carte.", "placing")
    if m.kind != "place":
        return _e(lang, "That move is not part of playing an influence card.",
                  "Ce coup ne fait pas partie du jeu d'une carte d'influence.", "placing")
    if seat.personal == 0:
        return _e(lang, "You have no token left in your personal reserve.",
                  "Vous n'avez plus de jeton dans votre réserve personnelle.", "placing")
    if not 1 <= b <= 12:
        return _e(lang, "Tokens go on one of the twelve character boards.",
                  "Les jetons se posent sur l'un des douze cartons personnage.", "placing")
    if not s.path:
        return _e(lang, f"This card places its first token on character {t.board}.",
                  f"Cette carte place son premier jeton sur le personnage {t.board}.",
                  "placing")
    if t.count == 0:
        return _e(lang, "This card places no more tokens.",
                  "Cette carte ne place plus de jeton.", "placing")
    last = s.path[-1]
    if t.need == "joker4":
        return _e(lang, "The 4-token joker puts all its tokens on one character.",
                  "Le joker à 4 jetons pose tous ses jetons sur un seul personnage.",
                  "mission-cards")
    if b in s.path:
        return _e(lang, "A token path never goes back to a board it has left.",
                  "Un déplacement ne revient jamais sur un personnage déjà quitté.",
                  "token-path")
    if b not in neighbours(last):
        near = ", ".join(str(x) for x in sorted(neighbours(last)))
        return _e(lang, f"From character {last} a path goes on only to a diagonal neighbour "
                        f"({near}), in one direction.",
                  f"Depuis le personnage {last}, on ne continue que vers un voisin en "
                  f"diagonale ({near}), dans une seule direction.", "token-path")
    return _e(lang, "That placement is not allowed.", "Ce placement n'est pas permis.",
              "token-path")


def _mission(s: LouisState, t: Task, m: Move, lang: str) -> IllegalMove:
    seat = s.seats[t.player]
    missions = tables().missions
    if m.kind == "swap_tile":
        return _e(lang, "Exchanging a tile for a crown needs the mission card, 2 gold, a crown "
                        "in the supply, and is done once per missions phase.",
                  "Échanger une tuile contre une couronne demande la carte mission, 2 Louis "
                  "d'or et une couronne dans la réserve, une fois par phase Missions.",
                  "mission-cards")
    if m.card not in missions or (t.kind == "missions" and m.card not in seat.missions):
        return _e(lang, "That mission card is not in your hand.",
                  "Cette carte mission n'est pas dans votre main.", "missions")
    if t.kind == "pay":
        if m.card != t.card:
            return _e(lang, "Finish the mission you started first.",
                      "Terminez d'abord la mission commencée.", "missions")
        if not matches(m.token or "", t.need):
            return _e(lang, "That tile does not fit this mission (a crown replaces any tile).",
                      "Cette tuile ne convient pas à cette mission (une couronne remplace "
                      "n'importe quelle tuile).", "missions")
    elif m.token not in first_tiles(seat.tiles, missions[m.card].needs):
        return _e(lang, "You cannot hand in the two tiles this mission asks for with that tile "
                        "(a crown replaces any tile).",
                  "Avec cette tuile, vous ne pouvez pas défausser les deux tuiles demandées "
                  "par cette mission (une couronne remplace n'importe quelle tuile).",
                  "missions")
    return _e(lang, "You do not hold that tile.", "Vous n'avez pas cette tuile.", "missions")


def explain(s: LouisState, m: Move, lang: str = "en") -> IllegalMove:
    if s.to_act is None or not s.queue:
        return _e(lang, "The game is over.", "La partie est terminée.", "end")
    t = s.queue[0]
    kinds, rule = EXPECTED[t.kind]
    if m.kind not in kinds:
        who = s.players[t.player]
        return _e(lang, f"Now {who} must decide something else.",
                  f"{who} doit maintenant décider autre chose.", rule)
    if t.kind == "card":
        return _path(s, t, m, lang)
    if t.kind in ("missions", "pay") and m.kind in ("mission", "swap_tile"):
        return _mission(s, t, m, lang)
    if t.kind == "turn":
        seat = s.seats[t.player]
        if m.card not in seat.influence and m.kind != "pay_pass":
            return _e(lang, "That influence card is not in your hand.",
                      "Cette carte d'influence n'est pas dans votre main.", "influence")
        return _e(lang, "That mission power is not available now (once per round, and it may "
                        "cost gold).",
                  "Ce pouvoir de mission n'est pas disponible maintenant (une fois par tour, "
                  "et il peut coûter des Louis d'or).", "mission-cards")
    if t.kind == "bribe":
        if board_of(m.target) != t.board:
            return _e(lang, f"Only the board being counted ({t.board}) can be bribed now.",
                      f"Seul le personnage en cours de comptage ({t.board}) peut être "
                      "soudoyé maintenant.", "money-condition")
        return _e(lang, f"Answer yes or no: bribing costs {t.count} gold.",
                  f"Répondez oui ou non : soudoyer coûte {t.count} Louis d'or.",
                  "money-condition")
    if t.kind == "intrigue":
        return _e(lang, "An intrigue card adds 1 token from the general reserve or 1-2 from "
                        "the personal reserve, never both.",
                  "Une carte complot ajoute 1 jeton de la réserve générale ou 1 à 2 jetons "
                  "de la réserve personnelle, jamais des deux.", "intrigue")
    return _e(lang, "That move is not allowed now.", "Ce coup n'est pas permis maintenant.", rule)
