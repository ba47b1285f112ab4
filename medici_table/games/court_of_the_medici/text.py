"""What a player reads: move descriptions, prompts and the reasons of refused moves."""

from __future__ import annotations

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rules import text
from medici_table.games.court_of_the_medici import court as ct
from medici_table.games.court_of_the_medici import moves as mv
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState


def card_name(card: str, lang: str) -> str:
    if card.startswith("?"):
        return text(lang, "a card", "une carte")
    c = deck().cards[card]
    value = "X" if c.role == "jester" else str(c.value)
    house = c.house.replace("_", " ").title()
    return f"{c.title(lang)} {value} ({house})"


def _stack_name(state: CourtState, bottom: str, lang: str) -> str:
    found = ct.find_stack(state, bottom)
    if found is None:
        return card_name(bottom, lang)
    area, _, stack = found
    if area == "first":
        where = text(lang, "in the First Circle", "du 1er Cercle")
    else:
        owner = state.players[int(area.split(".")[1])]
        of = f"d'{owner}" if owner[:1].lower() in "aeiouyàâäéèêëîïôöùûü" else f"de {owner}"
        where = text(lang, f"in {owner}'s Outer Court", f"de la Cour Extérieure {of}")
    total = ct.stack_total(state, stack)
    if len(stack) == 1:
        return f"{card_name(bottom, lang)} {where}"
    return text(lang, f"the stack of {len(stack)} worth {total} {where}",
                f"la pile de {len(stack)} cartes valant {total} {where}")


def describe_choice(state: CourtState, move: Move, lang: str) -> str:
    """The move as the deciding player chooses it (`Rules.describe_choice`): the card they put
    under their deck to prepare the future is named to them (the log keeps it secret)."""
    if move.kind == "prepare" and move.card:
        who = state.players[state.to_act] if state.to_act is not None else "?"
        card = card_name(move.card, lang)
        return text(lang, f"{who} prepares the future: {card} under the deck",
                    f"{who} prépare l'avenir : {card} sous sa pioche")
    said = describe(state, move, lang)
    totals = mv.new_totals(state, move)  # an alliance or a conspiracy: what the stack is worth
    return f"{said} — {new_total(totals, lang)}" if totals else said


def new_total(totals: tuple[int, ...], lang: str) -> str:
    """'new total 9'; a Jester's, whose value is chosen next: 'new total 5 or 7', '2 to 11'."""
    if len(totals) == 1:
        amount = str(totals[0])
    elif len(totals) > 2 and totals == tuple(range(totals[0], totals[-1] + 1)):
        amount = text(lang, f"{totals[0]} to {totals[-1]}", f"{totals[0]} à {totals[-1]}")
    else:
        amount = text(lang, ", ".join(map(str, totals[:-1])) + f" or {totals[-1]}",
                      ", ".join(map(str, totals[:-1])) + f" ou {totals[-1]}")
    return text(lang, f"new total {amount}", f"nouveau total {amount}")


def describe(state: CourtState, move: Move, lang: str) -> str:
    who = state.players[state.to_act] if state.to_act is not None else "?"
    card = card_name(move.card, lang) if move.card else ""
    k = move.kind
    if k == "outer":
        return text(lang, f"{who} sends {card} to the Outer Court",
                    f"{who} envoie {card} à la Cour Extérieure")
    if k in ("alliance", "conspire"):
        target = _stack_name(state, move.target or "", lang)
        if k == "alliance":
            return text(lang, f"{who} allies {card} with {target}",
                        f"{who} allie {card} avec {target}")
        return text(lang, f"{who} conspires: {card} on {target}",
                    f"{who} conspire : {card} sur {target}")
    if k == "prepare":
        return text(lang, f"{who} prepares the future (a card under the deck)",
                    f"{who} prépare l'avenir (une carte sous sa pioche)")
    if k in ("set_jester", "jester_value", "announce"):
        verb = {"set_jester": ("re-values", "change la valeur de"),
                "jester_value": ("values", "fixe la valeur de"),
                "announce": ("announces", "annonce")}[k]
        return text(lang, f"{who} {verb[0]} {card} at {move.value}",
                    f"{who} {verb[1]} {card} à {move.value}")
    if k == "eliminate":
        return text(lang, f"{who} eliminates {_stack_name(state, move.target or '', lang)}",
                    f"{who} élimine {_stack_name(state, move.target or '', lang)}")
    if k == "draw":
        return text(lang, f"{who} draws a card", f"{who} pioche une carte")
    if k == "redraw":
        return text(lang, f"{who} replaces {card} in the First Circle",
                    f"{who} remplace {card} dans le 1er Cercle")
    if k == "keep_circle":
        return text(lang, f"{who} keeps the First Circle as it is",
                    f"{who} garde son 1er Cercle tel quel")
    return str(move)


def prompt(state: CourtState, lang: str) -> str:
    if state.to_act is None:
        return text(lang, "The game is over.", "La partie est terminée.")
    who = state.players[state.to_act]
    ph = state.phase
    if ph == "redraw":
        return text(lang, f"{who}: replace a card of equal value in the First Circle, or keep it.",
                    f"{who} : remplacez une carte de valeur en double du 1er Cercle, ou gardez-le.")
    if ph == "play":
        limit = state.limits[state.to_act]
        if limit is not None:  # seed 000, Piocher: after the last draw, no card above it and
            # no preparing the future (RULINGS)
            return text(lang, f"{who}: play a noble worth {limit} or less (your last card's "
                        "limit).", f"{who} : jouez un noble valant {limit} ou moins (la limite "
                        "de votre dernière carte).")
        if state.revalued:  # a Jester revalued: a noble must go to court this turn
            return text(lang, f"{who}: play a noble from your hand.",
                        f"{who} : jouez un noble de votre main.")
        return text(lang, f"{who}: play a noble from your hand (or prepare the future).",
                    f"{who} : jouez un noble de votre main (ou préparez l'avenir).")
    if ph == "jester_value":
        return text(lang, f"{who}: choose the Jester's value.", f"{who} : choisissez la valeur du Bouffon.")
    if ph == "eliminate":
        found = ct.find_stack(state, state.pending_target)
        total = ct.stack_total(state, found[2]) if found else 0
        return text(lang, f"{who}: choose the card or stack worth {total} to eliminate.",
                    f"{who} : choisissez la carte ou la pile valant {total} à éliminer.")
    if ph == "draw":
        return text(lang, f"{who}: draw a card from your deck.", f"{who} : piochez une carte.")
    if ph == "announce":
        return text(lang, f"{who}: your last card is a Jester — announce its value.",
                    f"{who} : votre dernière carte est un Bouffon — annoncez sa valeur.")
    return ""


def explain(state: CourtState, move: Move, lang: str = "en") -> IllegalMove:
    """Why a move is refused, with the anchor of the rule it breaks."""
    p = state.to_act
    if p is None:
        return IllegalMove(text(lang, "The game is over.", "La partie est terminée."), "end")
    k = move.kind
    plays = mv.PLAYS + ("prepare", "drop")
    wanted = {"redraw": ("redraw", "keep_circle"), "play": plays + ("set_jester",),
              "jester_value": ("jester_value",), "eliminate": ("eliminate",),
              "draw": ("draw",), "announce": ("announce",)}.get(state.phase, ())
    if k not in wanted:
        return IllegalMove(prompt(state, lang).split(": ", 1)[-1].rstrip(".").capitalize()
                           + text(lang, " first.", " d'abord."), _phase_anchor(state.phase))
    if move.player is not None and move.player != p:
        return IllegalMove(text(lang, f"It is {state.players[p]}'s decision.",
                                f"C'est à {state.players[p]} de décider."), "turn")
    card = move.card
    if state.phase == "play" and k != "set_jester":
        if card is None or card not in state.hands[p]:
            return IllegalMove(text(lang, "You can only play a card from your own hand.",
                                    "Vous ne pouvez jouer qu'une carte de votre main."), "turn")
        target = move.target or ""
        if target.startswith("deck.") and target != f"deck.{p}":
            return IllegalMove(text(
                lang, "You prepare the future only under your own deck.",
                "On ne prépare l'avenir que sous sa propre pioche."), "prepare")
        if k == "drop" and target == "first_circle":
            return IllegalMove(text(
                lang, "A card joins the First Circle only on a card or stack already there "
                      "(an Alliance or a Conspiracy); alone, it goes to your Outer Court.",
                "Une carte n'entre au 1er Cercle que sur une carte ou une pile qui s'y trouve "
                "(Alliance ou Conspiration) ; seule, elle va à votre Cour Extérieure."), "alliance")
        if k == "prepare" or (k == "drop" and target == f"deck.{p}"):
            if state.limits[p] is not None:
                return IllegalMove(text(
                    lang, "You have drawn your last card: preparing the future is forbidden.",
                    "Vous avez pioché votre dernière carte : préparer l'avenir est interdit."),
                    "prepare")
            if state.revalued:
                return IllegalMove(text(
                    lang, "You changed a Jester's value this turn: you must play a noble to court.",
                    "Vous avez changé la valeur d'un Bouffon : vous devez jouer un noble à la Cour."),
                    "jester")
        if not ct.playable(state, p, card):
            lim = state.limits[p]
            return IllegalMove(text(
                lang, f"Since your last card was drawn you may not play a card worth more than {lim}.",
                f"Depuis votre dernière pioche, vous ne pouvez pas jouer une carte de plus de {lim}."),
                "last-card")
        if k in ("alliance", "conspire", "drop") and move.target and move.target[0] != "o" \
                and not move.target.startswith("deck"):
            found = ct.find_stack(state, move.target)
            if found is None:
                return IllegalMove(text(lang, "There is no such card or stack at court.",
                                        "Il n'y a pas cette carte ou pile à la Cour."), "alliance")
            if k in ("conspire", "drop") and not mv.can_conspire(state, p, card, found[2]):
                total = ct.stack_total(state, found[2]) + ct.card_value(state, card)
                return IllegalMove(text(
                    lang, f"No other card or stack at court is worth exactly {total}: "
                          "no conspiracy is possible here.",
                    f"Aucune autre carte ou pile de la Cour ne vaut exactement {total} : "
                    "pas de conspiration possible ici."), "conspiracy")
        if k in ("outer", "drop") and move.target and move.target.startswith("outer.") \
                and move.target != f"outer.{p}":
            return IllegalMove(text(
                lang, "A noble sent to the Outer Court goes in front of its player.",
                "Un noble envoyé à la Cour Extérieure se pose devant son joueur."), "outer-court")
    if k == "set_jester":
        if card in state.revalued:
            return IllegalMove(text(lang, "Each Jester can be re-valued once a turn.",
                                    "Chaque Bouffon ne change de valeur qu'une fois par tour."),
                               "jester")
        if state.jester_value(card or "") is None:
            return IllegalMove(text(lang, "Only a Jester at court can be re-valued.",
                                    "Seul un Bouffon à la Cour peut changer de valeur."), "jester")
        return IllegalMove(text(lang, "A Jester's value is a whole number from 1 to 10.",
                                "La valeur d'un Bouffon est un nombre de 1 à 10."), "jester")
    if k == "jester_value":
        return IllegalMove(text(
            lang, "That value is not allowed: 1 to 10, no more than your last-card limit, and "
                  "for a conspiracy a value that matches a stack at court.",
            "Cette valeur n'est pas permise : de 1 à 10, sans dépasser votre limite, et pour "
            "une conspiration une valeur égale à une pile de la Cour."), "jester")
    if k == "eliminate":
        return IllegalMove(text(
            lang, "A conspiracy eliminates exactly one other card or stack of equal value.",
            "Une conspiration élimine exactement une autre carte ou pile de même valeur."),
            "conspiracy")
    return IllegalMove(text(lang, "That move is not allowed now.",
                            "Ce coup n'est pas permis maintenant."), _phase_anchor(state.phase))


def explain_drop(state: CourtState, piece: str, target: str | None,
                 lang: str = "en") -> IllegalMove:
    """Why a card of the hand dropped on `target` (None: lifted) is no move: the same checks
    as a play, asked as a drop, so the broken rule is the place's (seed 000, Marche du jeu)."""
    return explain(state, Move("drop", card=piece, target=target), lang)


def _phase_anchor(phase: str) -> str:
    return {"redraw": "optional-redraw", "play": "turn", "jester_value": "jester",
            "eliminate": "conspiracy", "draw": "draw", "announce": "last-card"}.get(phase, "turn")
