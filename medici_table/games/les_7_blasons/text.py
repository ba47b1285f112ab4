"""Words for Les 7 Blasons: move descriptions, prompts and the reasons moves are refused."""

from __future__ import annotations

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rules import text
from medici_table.games.les_7_blasons import moves, tricks
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.state import POOL, BlasonsState, Coat
from medici_table.games.les_7_blasons.tricks import seat_of_zone


def de(name: str) -> str:
    """French "de" before a name, elided before a vowel: "de Bellay", "d'Aubigny"."""
    return f"d'{name}" if name[:1].lower() in "aeiouyàâéèêëîïôöùûü" else f"de {name}"


def card_name(card: str, lang: str = "en", whose: bool = False) -> str:
    """ "Intendant (5)", or with `whose` "Contades's Intendant (5)" / "Intendant (5) de Contades"."""
    comp = components()
    if card.startswith("bourgeoisie."):
        return comp.bourgeoisie_card(card).name[lang]
    ch = comp.characters[comp.card_character[card]]
    name = f"{ch.name[lang]} ({'*' if ch.star else ch.value})"
    if not whose:
        return name
    house = comp.houses[comp.card_house[card]].name
    return text(lang, f"{house}'s {name}", f"{name} {de(house)}")


def coat_name(coat: Coat | None, lang: str = "en") -> str:
    if coat is None:
        return text(lang, "a coat of arms", "un blason")
    if not coat.up:
        return text(lang, "a face-down coat", "un blason face cachée")
    house = components().houses[components().coat_house[coat.face]].name
    article = "an" if house[0] in "AEIOU" else "a"
    return text(lang, f"{article} {house} coat", f"un blason {house}")


def place_name(state: BlasonsState, seat: int | None, lang: str = "en") -> str:
    """ "the pool", "Bellay's display", or "their display" when it is the deciding player's own
    (the line names them first: "Aubigny swaps a coat of their display with...")."""
    if seat == POOL:
        return text(lang, "the pool", "la pioche")
    if seat is None or not 0 <= seat < state.n:
        return "?"
    if seat == state.to_act:
        return text(lang, "their display", "son jeu")
    return text(lang, f"{state.players[seat]}'s display", f"le jeu {de(state.players[seat])}")


def describe(state: BlasonsState, move: Move, lang: str = "en") -> str:
    line = _describe(state, move, lang)
    return line.replace(" de le ", " du ") if lang == "fr" else line


def _describe(state: BlasonsState, move: Move, lang: str) -> str:
    who = state.players[state.to_act] if state.to_act is not None else "?"
    k = move.kind
    coat = state.coat(move.token) if move.token else None
    if k == "play":
        return text(lang, f"{who} plays the {card_name(str(move.card), lang)}",
                    f"{who} joue : {card_name(str(move.card), 'fr')}")
    if k == "malandrin" and move.choice == "value" and 0 <= state.resolving < len(state.trick) \
            and move.card == state.trick[state.resolving].card:  # its own card (rules, malandrin-self)
        return text(lang, f"{who}'s Malandrin keeps its star (*): below every other card",
                    f"Le Malandrin {de(who)} garde son étoile (*) : sous toute autre carte")
    if k == "malandrin":
        what = text(lang, "value", "la valeur") if move.choice == "value" \
            else text(lang, "power", "le pouvoir")
        if 0 <= state.resolving < len(state.trick) \
                and state.trick[state.resolving].seat != state.to_act:
            # another's Malandrin whose power this player took: they choose in its place
            theirs = card_name(state.trick[state.resolving].card, lang, whose=True)
            return text(lang, f"{who}, in place of {theirs}, takes the {what} of "
                        f"{card_name(str(move.card), lang, whose=True)}",
                        f"{who} prend, à la place du {theirs}, {what} de la carte "
                        f"{card_name(str(move.card), 'fr', whose=True)}")
        return text(lang, f"{who}'s Malandrin takes the {what} of "
                    f"{card_name(str(move.card), lang, whose=True)}",
                    f"Le Malandrin {de(who)} prend {what} de la carte "
                    f"{card_name(str(move.card), 'fr', whose=True)}")
    if k in ("manant", "take"):
        return text(lang, f"{who} takes {coat_name(coat, lang)} from the pool",
                    f"{who} prend {coat_name(coat, 'fr')} dans la pioche")
    if k in ("menetrier", "reveal"):
        where = place_name(state, coat.at if coat else None, lang)
        return text(lang, f"{who} turns up {coat_name(coat, lang)} in {where}",
                    f"{who} retourne {coat_name(coat, 'fr')} dans {where}")
    if k in ("magistrat", "religieux"):
        src = place_name(state, coat.at if coat else None, lang)
        dst = place_name(state, seat_of_zone(move.target), lang)
        return text(lang, f"{who} moves {coat_name(coat, lang)} from {src} to {dst}",
                    f"{who} déplace {coat_name(coat, 'fr')} de {src} vers {dst}")
    if k == "intendant":
        other = state.coat(str(move.target))
        return text(lang, f"{who} swaps {coat_name(coat, lang)} of "
                    f"{place_name(state, coat.at if coat else None, lang)} with "
                    f"{coat_name(other, lang)} of "
                    f"{place_name(state, other.at if other else None, lang)}",
                    f"{who} échange {coat_name(coat, 'fr')} de "
                    f"{place_name(state, coat.at if coat else None, 'fr')} avec "
                    f"{coat_name(other, 'fr')} de "
                    f"{place_name(state, other.at if other else None, 'fr')}")
    if k == "bourgeoisie":
        en, fr = _ACTION_NAME.get(str(move.choice), (str(move.choice), str(move.choice)))
        return text(lang, f"{who} activates the {card_name(str(move.card), lang)} ({en})",
                    f"{who} active la carte {card_name(str(move.card), 'fr')} ({fr})")
    if k == "consult":
        return text(lang, f"{who} looks at a trick", f"{who} consulte un pli")
    if k == "peek":
        return text(lang, f"{who} looks at a face-down coat", f"{who} regarde un blason caché")
    if k == "serve":
        return text(lang, f"{who} takes {card_name(str(move.card), lang, whose=True)} into "
                    "their tricks", f"{who} prend dans ses plis : "
                    f"{card_name(str(move.card), 'fr', whose=True)}")
    if k == "done":
        return text(lang, f"{who} is done with the bourgeoisie card",
                    f"{who} en a fini avec sa carte bourgeoisie")
    return str(move)


def prompt(state: BlasonsState, lang: str = "en") -> str:
    if state.to_act is None:
        if state.phase != "over":  # the round as its scoring counts it (`as_scored`)
            return text(lang, f"Round {state.round} is counted.",
                        f"Décompte de la manche {state.round}.")
        return text(lang, "The game is over.", "La partie est terminée.")
    who = state.players[state.to_act]
    if state.phase == "play":
        return text(lang, f"{who}: play a card.", f"{who} : jouez une carte.")
    if state.phase == "resolve":
        power = moves.current_power(state)
        played = state.trick[state.resolving]
        if played.seat == state.to_act:  # (spoken to its player: "your Intendant (5)")
            name = card_name(played.card, lang)
            if power == "malandrin":
                return text(lang, f"{who}: your {name} takes the value or the power of a card.",
                            f"{who} : votre {name} prend la valeur ou le pouvoir d'une carte.")
            return text(lang, f"{who}: use the power of your {name}.",
                        f"{who} : utilisez le pouvoir de votre {name}.")
        card = card_name(played.card, lang, whose=True)
        if power == "malandrin":
            return text(lang, f"{who}: {card} takes the value or the power of a card.",
                        f"{who} : le {card} prend la valeur ou le pouvoir d'une carte.")
        return text(lang, f"{who}: use the power of {card}.",
                    f"{who} : utilisez le pouvoir de la carte {card}.")
    if state.phase == "winner":
        return text(lang, f"{who} takes the trick: turn up a displayed coat or take one from "
                    "the pool.", f"{who} fait le pli : rendez visible un blason ou prenez-en "
                    "un dans la pioche.")
    action = state.pending[0].action if state.pending else ""
    n = state.budget  # (counted in words: "pli(s)" read as a form to fill in)
    if action == "consult":
        if n == 1:
            return text(lang, f"{who}: look at one more trick, or stop.",
                        f"{who} : consultez encore un pli, ou arrêtez.")
        return text(lang, f"{who}: look at up to {n} more tricks, or stop.",
                    f"{who} : consultez encore jusqu'à {n} plis, ou arrêtez.")
    if action == "peek":
        if n == 1:
            return text(lang, f"{who}: look at one more face-down coat, or stop.",
                        f"{who} : regardez encore un blason caché, ou arrêtez.")
        return text(lang, f"{who}: look at up to {n} more face-down coats, or stop.",
                    f"{who} : regardez encore jusqu'à {n} blasons cachés, ou arrêtez.")
    return text(lang, f"{who}: take a card from the trick with your bourgeoisie card, or not.",
                f"{who} : prenez une carte du pli avec votre carte bourgeoisie, ou non.")


def watching(state: BlasonsState, lang: str = "en") -> str:
    """What the player who decides is doing, as the others at the table see it ("Cy is choosing
    a card to play"): `prompt` speaks to the decider, this to whoever watches them."""
    if state.to_act is None:
        return prompt(state, lang)
    who = state.players[state.to_act]
    if state.phase == "play":
        return text(lang, f"{who} is choosing a card to play.",
                    f"{who} choisit une carte à jouer.")
    if state.phase == "resolve":
        played = state.trick[state.resolving]
        if played.seat == state.to_act:  # their own card: "Bellay's Magistrat" said it twice
            name = card_name(played.card, lang)
            if moves.current_power(state) == "malandrin":
                return text(lang, f"{who} chooses what their {name} takes: the value or the "
                            "power of a card.", f"{who} choisit ce que prend son {name} : la "
                            "valeur ou le pouvoir d'une carte.")
            return text(lang, f"{who} is using the power of their {name}.",
                        f"{who} utilise le pouvoir de sa carte {name}.")
        card = card_name(played.card, lang, whose=True)
        if moves.current_power(state) == "malandrin":
            return text(lang, f"{who} chooses what {card} takes: the value or the power of a "
                        "card.", f"{who} choisit ce que prend le {card} : la valeur ou le "
                        "pouvoir d'une carte.")
        return text(lang, f"{who} is using the power of {card}.",
                    f"{who} utilise le pouvoir de la carte {card}.")
    if state.phase == "winner":
        return text(lang, f"{who} takes the trick and chooses a coat of arms.",
                    f"{who} fait le pli et choisit un blason.")
    action = state.pending[0].action if state.pending else ""
    if action == "consult":
        return text(lang, f"{who} is looking at tricks.", f"{who} consulte des plis.")
    if action == "peek":
        return text(lang, f"{who} is looking at face-down coats of arms.",
                    f"{who} regarde des blasons cachés.")
    return text(lang, f"{who} may take a card from the trick with their bourgeoisie card.",
                f"{who} peut prendre une carte du pli avec sa carte bourgeoisie.")


_ACTION_NAME = {"consult": ("consult tricks", "consulter des plis"),
                "serve": ("help themselves", "se servir"),
                "peek": ("look at coats of arms", "regarder des blasons")}
_POWER_TURN = {
    "manant": ("Now the Manant's power acts.", "C'est au tour du pouvoir du Manant."),
    "menetrier": ("Now the Ménétrier's power acts.", "C'est au tour du pouvoir du Ménétrier."),
    "magistrat": ("Now the Magistrat's power acts.", "C'est au tour du pouvoir du Magistrat."),
    "intendant": ("Now the Intendant's power acts.",
                  "C'est au tour du pouvoir de l'Intendant."),
    "religieux": ("Now the Religieux's power acts.", "C'est au tour du pouvoir du Religieux."),
    "malandrin": ("Now a Malandrin chooses a card of the trick.",
                  "C'est au tour d'un Malandrin de choisir une carte du tour."),
}
_PHASE_RULE = {"play": "playing", "resolve": "powers", "winner": "taking-the-trick",
               "bourgeois": "bourgeoisie"}
_POWER_RULE = {
    "manant": ("The Manant takes a coat of arms from the pool into its user's display.",
               "Le Manant prend un blason de la pioche pour le mettre dans le jeu de son joueur."),
    "menetrier": ("The Ménétrier turns a face-down coat of arms face up.",
                  "Le Ménétrier retourne face visible un blason face cachée."),
    "magistrat": ("The Magistrat sends a coat of arms of another player's display to the pool.",
                  "Le Magistrat met à la pioche un blason du jeu d'un autre joueur."),
    "intendant": ("The Intendant swaps a displayed coat of arms with one of another display or "
                  "of the pool.", "L'Intendant échange un blason d'un jeu avec un blason d'un "
                  "autre jeu ou de la pioche."),
    "religieux": ("The Religieux moves a displayed coat of arms to another player's display.",
                  "Le Religieux déplace un blason d'un jeu vers le jeu d'un autre joueur."),
}


def explain(state: BlasonsState, move: Move, lang: str = "en") -> IllegalMove:
    """Why `move` is refused, with the anchor of the rule it breaks."""
    phase = state.phase
    expected = {"play": {"play", "bourgeoisie"}, "resolve": {"malandrin", *moves.POWER_KINDS},
                "winner": {"reveal", "take"}, "bourgeois": moves.BOURGEOIS_KINDS}.get(phase, set())
    if move.kind not in expected:
        return IllegalMove(text(lang, f"Not now. {prompt(state, lang)}",
                                f"Pas maintenant. {prompt(state, lang)}"), _PHASE_RULE.get(phase, "end"))
    seat = state.to_act
    assert seat is not None
    if move.kind == "play":
        return IllegalMove(text(lang, "That card is not in your hand.",
                                "Cette carte n'est pas dans votre main."), "playing")
    if move.kind == "bourgeoisie":
        if state.tricks_done >= 7:
            return IllegalMove(text(lang, "A bourgeoisie card acts before the last trick only.",
                                    "Une carte bourgeoisie s'active avant le dernier tour."),
                               "bourgeoisie")
        if move.card in state.used:
            return IllegalMove(text(lang, "That card has already acted this round.",
                                    "Cette carte a déjà servi à cette manche."), "bourgeoisie")
        return IllegalMove(text(lang, "You do not hold that bourgeoisie card (or that action).",
                                "Vous n'avez pas cette carte bourgeoisie (ou cette action)."),
                           "bourgeoisie")
    if move.kind == "malandrin":
        return _explain_malandrin(state, move, lang)
    if move.kind in moves.POWER_KINDS:
        power = moves.current_power(state)
        if move.kind != power:
            en, fr = _POWER_TURN[power]
            return IllegalMove(text(lang, en, fr), "powers")
        en, fr = _POWER_RULE[power]
        return IllegalMove(text(lang, en, fr), power)
    if move.kind in ("reveal", "take"):
        return IllegalMove(text(lang, "The taker turns up a face-down coat in front of a player, "
                                "or takes a coat from the pool.", "Le preneur rend visible un "
                                "blason caché devant un joueur, ou en prend un dans la pioche."),
                           "taking-the-trick")
    if move.kind in ("consult", "peek") and state.budget > 0 and state.partner >= 0:
        return IllegalMove(text(lang, "Only your own and one other player's may be looked at.",
                                "Vous ne pouvez regarder que les vôtres et ceux d'un seul "
                                "autre joueur."),
                           "bourgeoisie")
    return IllegalMove(text(lang, "Your bourgeoisie card does not allow that.",
                            "Votre carte bourgeoisie ne le permet pas."), "bourgeoisie")


def _explain_malandrin(state: BlasonsState, move: Move, lang: str) -> IllegalMove:
    cards = [p.card for p in state.trick]
    if move.card not in cards:
        return IllegalMove(text(lang, "The Malandrin chooses a card of this trick.",
                                "Le Malandrin choisit une carte de ce tour de table."),
                           "malandrin")
    if move.choice == "power":
        if cards.index(str(move.card)) <= state.resolving:
            return IllegalMove(text(lang, "That card's power has already been used (or is this "
                                    "Malandrin's own).", "Le pouvoir de cette carte a déjà été "
                                    "employé (ou c'est celui de ce Malandrin)."), "malandrin")
        return IllegalMove(text(lang, "That card has no power to take.",
                                "Cette carte n'a pas de pouvoir à prendre."), "malandrin")
    if move.choice == "value" and tricks.is_malandrin(str(move.card)):
        return IllegalMove(text(lang, "A Malandrin may take the value of a character or keep its "
                                "own star, not another Malandrin's.", "Un Malandrin prend la "
                                "valeur d'un personnage ou garde son étoile, pas celle d'un autre "
                                "Malandrin."), "malandrin-self")
    return IllegalMove(text(lang, "Choose the value or the power of a card.",
                            "Choisissez la valeur ou le pouvoir d'une carte."), "malandrin")


def explain_drop(state: BlasonsState, piece: str, target: str | None,
                 lang: str = "en") -> IllegalMove:
    """Why a card or a coat of arms dropped on `target` (None: lifted) is no move: asked as
    the move the decision now expects (a card played, the power acting, the trick taken), so
    the reason names that decision's rule, whatever else the piece could do."""
    if state.to_act is None:
        return IllegalMove(text(lang, "The game is over.", "La partie est terminée."), "end")
    phase = state.phase
    coat = piece.startswith("coat.")
    if phase == "play":
        if coat:
            return IllegalMove(text(lang, f"Not now: coats of arms move only by a power or when a "
                                    f"trick is taken. {prompt(state, lang)}",
                                    f"Pas maintenant : les blasons ne bougent que par un pouvoir "
                                    f"ou quand un pli est pris. {prompt(state, lang)}"),
                               "powers")
        if any(played.card == piece for played in state.trick):
            return IllegalMove(text(lang, "A card played into the trick stays there until the "
                                    "trick is taken.", "Une carte jouée dans le tour y reste "
                                    "jusqu'à ce que le pli soit pris."), "taking-the-trick")
        if piece.startswith("bourgeoisie."):
            return IllegalMove(text(lang, "A bourgeoisie card does not move: click it to use it, "
                                    "before the last trick of the round, once a round.",
                                    "Une carte bourgeoisie ne se déplace pas : cliquez-la pour "
                                    "l'employer, avant le dernier tour de la manche, une fois "
                                    "par manche."), "bourgeoisie")
        return IllegalMove(text(lang, "A card is played into the trick, in the middle of the "
                                "table.", "Une carte se joue dans le tour, au milieu de la "
                                "table."), "playing")
    if phase == "resolve":
        power = moves.current_power(state)
        if power == "malandrin" or not coat:
            return explain(state, Move("malandrin" if power == "malandrin" else power,
                                       card=piece, target=target), lang)
        return explain(state, Move(power, token=piece, target=target), lang)
    if phase == "winner":
        return explain(state, Move("take", token=piece, target=target), lang)
    return explain(state, Move("drop", card=piece, target=target), lang)
