"""What a player reads: one line per move, the prompt, in French and English."""

from __future__ import annotations

from medici_table.engine import Move, text
from medici_table.games.courtisans.data import SPIES, court
from medici_table.games.courtisans.state import (
    ZONE_OTHER,
    ZONE_OWN,
    ZONE_QUEEN,
    CourtisansState,
    is_handle,
)


def card_label(cid: str, lang: str) -> str:
    """'the Toad guard' / 'le Garde Crapaud'; a face-down spy stays anonymous."""
    if is_handle(cid) or cid not in court().cards:
        return text(lang, "a face-down spy", "un espion face cachée")
    name = court().card_name(cid, lang)
    if lang == "fr":
        return ("l'" if name[0] in "AEIOUÉ" else "le ") + name
    return "the " + name


def _where(state: CourtisansState, target: str, lang: str) -> str:
    if target.startswith("queen."):
        _, column, side = target.split(".")
        up = side == "above"
        if column == SPIES:
            return text(lang, f"{'above' if up else 'below'} the Queen's table, spy column",
                        f"{'au-dessus' if up else 'au-dessous'} de la table de la Reine, "
                        "colonne des espions")
        fam = court().family_name(column, lang)
        return text(lang, f"{'above' if up else 'below'} the Queen's table ({fam})",
                    f"{'au-dessus' if up else 'au-dessous'} de la table de la Reine ({fam})")
    owner = state.players[int(target[7:])]
    return text(lang, f"in {owner}'s domain", f"dans le domaine de {owner}")


def describe(state: CourtisansState, move: Move, lang: str = "en") -> str:
    """One line for the game log. A spy is never named, even to the player who laid it."""
    me = state.to_act
    name = state.players[me] if me is not None else "?"
    if move.kind == "place" and move.card and move.target:
        where = _where(state, move.target, lang)
        if court().cards.get(move.card) is not None and court().cards[move.card].role == "spy":
            return text(lang, f"{name} lays a spy face down {where}",
                        f"{name} pose un espion face cachée {where}")
        label = card_label(move.card, lang)
        return text(lang, f"{name} places {label} {where}", f"{name} pose {label} {where}")
    if move.kind == "kill" and move.card:
        return text(lang, f"{name}'s assassin eliminates {card_label(move.card, lang)}",
                    f"L'assassin de {name} élimine {card_label(move.card, 'fr')}")
    if move.kind == "spare":
        return text(lang, f"{name}'s assassin spares everybody",
                    f"L'assassin de {name} n'élimine personne")
    return f"{name}: {move}"


def _zones_left(state: CourtisansState, lang: str) -> str:
    names = {
        ZONE_QUEEN: text(lang, "the Queen's table", "la table de la Reine"),
        ZONE_OWN: text(lang, "your domain", "votre domaine"),
        ZONE_OTHER: text(lang, "an opponent's domain", "le domaine d'un adversaire"),
    }
    left = [names[z] for z in (ZONE_QUEEN, ZONE_OWN, ZONE_OTHER) if z not in state.played]
    joiner = text(lang, " or ", " ou ")
    return ", ".join(left[:-1]) + joiner + left[-1] if len(left) > 1 else left[0]


def prompt(state: CourtisansState, lang: str, scores: list[int], winners: list[int]) -> str:
    me = state.to_act
    if me is None:
        names = text(lang, " and ", " et ").join(state.players[w] for w in winners)
        best = scores[winners[0]] if winners else 0
        if len(winners) > 1:
            return text(lang, f"The game is over: {names} share the victory with {best} points.",
                        f"La partie est finie : {names} partagent la victoire avec {best} points.")
        return text(lang, f"The game is over: {names} wins with {best} points.",
                    f"La partie est finie : {names} gagne avec {best} points.")
    name = state.players[me]
    if state.pending is not None:
        return text(lang, f"{name}: eliminate a card with your assassin, or spare them all.",
                    f"{name} : éliminez une carte avec votre assassin, ou épargnez-les toutes.")
    return text(lang, f"{name}: play a card to {_zones_left(state, lang)}.",
                f"{name} : jouez une carte ({_zones_left(state, lang)}).")
