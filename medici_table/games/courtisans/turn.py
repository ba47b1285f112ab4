"""A Courtisans turn: three cards into three zones, the assassin's decision, the refill.

Every decision is a move of the player whose turn it is: `place` (card, target) for each
card, `kill` (card) or `spare` right after an assassin with a possible victim, then `draw`
(target `deck`), which refills the hand and passes the turn. The draw is its own move so that
a player may take back any of their three cards until they draw (undo stops at a draw, which
shows them new cards). The end of the game (`scoring.reveal`) happens in the last draw.
"""

from __future__ import annotations

from functools import lru_cache

from medici_table.engine import IllegalMove, Move, text
from medici_table.engine.move import shared_move
from medici_table.engine.state import evolve
from medici_table.games.courtisans.data import SPIES, court
from medici_table.games.courtisans.scoring import reveal
from medici_table.games.courtisans.state import (
    ZONE_OTHER,
    ZONE_OWN,
    ZONE_QUEEN,
    CourtisansState,
    Pile,
    is_handle,
    spy_handle,
)

PLACE, KILL, SPARE, DRAW = "place", "kill", "spare", "draw"
DROP = "drop"  # the table asks why a card cannot go to a place (never played)
DECK = "deck"
SIDES = ("above", "below")


def zone_of(state: CourtisansState, target: str, me: int) -> str | None:
    """Which of the turn's three zones `target` belongs to (None: no such place)."""
    if target.startswith("queen."):
        return ZONE_QUEEN
    if target.startswith("domain."):
        tail = target[7:]
        if not (tail.isascii() and tail.isdigit()) or tail != str(int(tail)) \
                or int(tail) >= len(state.players):
            return None  # exactly the names the moves use: domain.0, domain.1, ...
        return ZONE_OWN if int(tail) == me else ZONE_OTHER
    return None


def queen_target(card: str, side: str) -> str:
    c = court().cards[card]
    return f"queen.{SPIES if c.role == 'spy' else c.family}.{side}"


@lru_cache(maxsize=512)  # a card's two places at the Queen's table, listed at every move
def _queen_moves(card: str) -> tuple[Move, ...]:
    return tuple(shared_move(PLACE, card=card, target=queen_target(card, s)) for s in SIDES)


def victims(state: CourtisansState) -> list[str]:
    """What the waiting assassin may eliminate: any other card of its zone but a guard."""
    if state.pending is None:
        return []
    guards, assassin = _guards(), state.assassin
    return [c for c in state.zone_cards(state.pending) if c != assassin and c not in guards]


@lru_cache(maxsize=1)
def _guards() -> frozenset[str]:
    """The guards' card ids (a spy's handle is none of them: a face-down card may be killed)."""
    return frozenset(c for c, card in court().cards.items() if card.role == "guard")


def turn_complete(state: CourtisansState) -> bool:
    """Three zones filled, or every card of a short hand played (RULINGS, hand of 5)."""
    me = state.to_act
    return me is not None and (len(state.played) == 3 or not state.hands[me])


def legal_moves(state: CourtisansState) -> list[Move]:
    me = state.to_act
    if me is None:
        return []
    if state.pending is not None:
        return [shared_move(SPARE)] + [shared_move(KILL, card=c) for c in victims(state)]
    if turn_complete(state):
        return [shared_move(DRAW, target=DECK)]
    played = state.played
    n = len(state.players)
    seats = _domain_seats(n, me, ZONE_OWN not in played, ZONE_OTHER not in played)
    queen = ZONE_QUEEN not in played
    out: list[Move] = []
    for card in state.hands[me]:
        if queen:
            out += _queen_moves(card)
        out += map(_domain_moves(card, n).__getitem__, seats)
    return out


@lru_cache(maxsize=128)
def _domain_seats(n: int, me: int, own: bool, other: bool) -> tuple[int, ...]:
    """The domains a card may go to, in the moves' order: one's own, then the others'."""
    return ((me,) if own else ()) + (tuple(q for q in range(n) if q != me) if other else ())


@lru_cache(maxsize=1024)  # a card's moves into each domain, listed at every move
def _domain_moves(card: str, n: int) -> tuple[Move, ...]:
    return tuple(shared_move(PLACE, card=card, target=f"domain.{q}") for q in range(n))


def refusal(state: CourtisansState, move: Move, lang: str = "en") -> IllegalMove | None:
    """Why `move` is not allowed now (None when it is): the single check behind `apply`, and
    the answer to the table's `drop` (why a card cannot go to a place), in `lang`."""
    me = state.to_act
    if me is None:
        return IllegalMove(text(lang, "The game is over.", "La partie est terminée."), "end")
    if move.token is not None or move.value is not None or move.amount is not None \
            or move.choice is not None or move.player is not None:
        return IllegalMove(text(lang, "A Courtisans move names only a card and where it goes.",
                                "Un coup de Courtisans ne nomme qu'une carte et l'endroit où "
                                "elle va."), "turn")
    if move.kind in (KILL, SPARE):
        return _decision_refusal(state, move, lang)
    if move.kind not in (PLACE, DRAW, DROP):
        return IllegalMove(text(lang, f"Courtisans has no '{move.kind}' move.",
                                f"Courtisans n'a pas de coup « {move.kind} »."), "turn")
    if state.pending is not None:
        return IllegalMove(text(lang, "First decide what your assassin does: eliminate a card "
                                "or spare them all.",
                                "Décidez d'abord ce que fait votre assassin : éliminer une "
                                "carte ou n'éliminer personne."), "assassins")
    if move.kind == DRAW:
        if move.card is not None or move.target != DECK:
            return IllegalMove(text(lang, "You draw from the deck, nothing else.",
                                    "On ne pioche que dans la pioche."), "refill")
        if not turn_complete(state):
            return IllegalMove(text(lang, "Play a card into each of the three zones before you "
                                    "draw.", "Posez une carte dans chacune des trois zones "
                                    "avant de piocher."), "turn")
        return None
    problem = _place_refusal(state, move.card, move.target or "", me, lang)
    if problem is None and move.kind == DROP:  # the card could go there: as a `place` move
        return IllegalMove(text(lang, "A card is played by placing it.",
                                "Une carte se joue en la posant."), "turn")
    return problem


def _place_refusal(state: CourtisansState, card: str | None, target: str, me: int,
                   lang: str) -> IllegalMove | None:
    """Why `card` cannot be laid on `target` now (None when it can)."""
    if turn_complete(state):
        return IllegalMove(text(lang, "Your three cards are played: draw to end your turn.",
                                "Vos trois cartes sont posées : piochez pour terminer votre "
                                "tour."), "refill")
    if card is None or card not in state.hands[me]:
        return IllegalMove(text(lang, "You can only play a card from your hand.",
                                "Vous ne pouvez jouer qu'une carte de votre main."), "turn")
    zone = zone_of(state, target, me)
    if zone is None:
        return IllegalMove(text(lang, "A card goes to the Queen's table or into a domain.",
                                "Une carte se pose à la table de la Reine ou dans un domaine."),
                           "turn")
    if zone in state.played:
        where = {ZONE_QUEEN: ("at the Queen's table", "à la table de la Reine"),
                 ZONE_OWN: ("in your domain", "dans votre domaine"),
                 ZONE_OTHER: ("in an opponent's domain", "dans le domaine d'un adversaire")}[zone]
        return IllegalMove(text(lang, f"You have already played a card {where[0]} this turn: "
                                "each of the three zones takes one card a turn.",
                                f"Vous avez déjà posé une carte {where[1]} ce tour-ci : chacune "
                                "des trois zones reçoit une carte par tour."), "turn")
    if zone == ZONE_QUEEN and target not in (queen_target(card, s) for s in SIDES):
        return _column_refusal(card, target, lang)
    return None


def _column_refusal(card: str, target: str, lang: str) -> IllegalMove:
    """A card at the Queen's table outside its column: a spy off the middle column, another
    card on the middle column or on another family's column."""
    data = court()
    c = data.cards[card]
    if c.role == "spy":
        return IllegalMove(text(lang, "At the Queen's table a spy goes face down in the middle "
                                "column, never in a family's column.",
                                "À la table de la Reine, un espion se pose face cachée dans la "
                                "colonne du milieu, jamais dans la colonne d'une famille."),
                           "spies")
    fam_en, fam_fr = data.family_name(c.family, "en"), data.family_name(c.family, "fr")
    goes = text(lang, f"the {data.card_name(card, 'en')} goes in the {fam_en} column, above or "
                      "below.",
                f"{card_label_fr(card)} va dans la colonne de la famille {fam_fr}, au-dessus ou "
                "au-dessous.")
    if target.startswith(f"queen.{SPIES}."):
        return IllegalMove(text(lang, "Only spies go in the middle column: ",
                                "Seuls les espions vont dans la colonne du milieu : ") + goes,
                           "spies")
    return IllegalMove(text(lang, "At the Queen's table a card goes in its own family's "
                            "column: ", "À la table de la Reine, une carte va dans la colonne "
                            "de sa famille : ") + goes, "queen-table")


def card_label_fr(card: str) -> str:
    """'le courtisan Cerf' / 'l'assassin Oiseau': a card named in a French sentence."""
    data = court()
    c = data.cards[card]
    role = data.roles[c.role].name["fr"].lower()
    article = "l'" if role[:1] in "aeiouéh" else "le "
    return f"{article}{role} {data.family_name(c.family, 'fr')}"


def _decision_refusal(state: CourtisansState, move: Move, lang: str) -> IllegalMove | None:
    if state.pending is None:
        return IllegalMove(text(lang, "Only an assassin you have just laid may eliminate a card.",
                                "Seul l'assassin que vous venez de poser peut éliminer une "
                                "carte."), "assassins")
    if move.kind == SPARE:
        return None if move.card is None and move.target is None else \
            IllegalMove(text(lang, "Sparing everybody names no card.",
                             "N'éliminer personne ne désigne aucune carte."), "assassins")
    if move.target is not None or move.card is None:
        return IllegalMove(text(lang, "Name the card your assassin eliminates.",
                                "Désignez la carte qu'élimine votre assassin."), "assassins")
    if move.card == state.assassin:
        return IllegalMove(text(lang, "An assassin eliminates another card, not itself.",
                                "Un assassin élimine une autre carte, pas lui-même."),
                           "assassins")
    if move.card not in victims(state):
        if not is_handle(move.card) and move.card in court().cards \
                and court().cards[move.card].role == "guard" and in_zone(state, move.card):
            return IllegalMove(text(lang, "Guards cannot be eliminated by an assassin.",
                                    "Un garde ne peut pas être éliminé par un assassin."),
                               "guards")
        return IllegalMove(text(lang, "An assassin eliminates a card of the zone where it was "
                                "laid.", "Un assassin n'élimine qu'une carte de la zone où il "
                                "est posé."), "assassins")
    return None


def in_zone(state: CourtisansState, card: str) -> bool:
    """Whether `card` lies in the zone of the assassin waiting for its decision."""
    return state.pending is not None and card in state.zone_cards(state.pending)


# --- playing a legal move ------------------------------------------------------------------


def _drop(piles: tuple[Pile, ...], i: int, card: str) -> tuple[Pile, ...]:
    pile = piles[i]
    j = pile.index(card)
    return piles[:i] + (pile[:j] + pile[j + 1 :],) + piles[i + 1 :]


def _add(piles: tuple[Pile, ...], i: int, card: str) -> tuple[Pile, ...]:
    return piles[:i] + (piles[i] + (card,),) + piles[i + 1 :]


def play(state: CourtisansState, move: Move) -> CourtisansState:
    """Apply a move already known to be legal."""
    if move.kind == PLACE:
        return _place(state, move.card or "", move.target or "")
    if move.kind == KILL:
        return _kill(state, move.card or "")
    if move.kind == DRAW:
        return end_turn(state)
    return evolve(state, pending=None, assassin=None)


def _place(state: CourtisansState, card: str, target: str) -> CourtisansState:
    me = state.to_act
    assert me is not None
    data = court()
    hands = _drop(state.hands, me, card)
    role = data.cards[card].role
    laid, spies = card, state.spies
    if role == "spy":  # face down from now on, for everybody (seed 002, Les espions)
        laid, spies = spy_handle(len(spies)), spies + (card,)
    above, below, domains, where = state.above, state.below, state.domains, ZONE_QUEEN
    place, i = _place_of(target)
    if place == "domain":
        zone = ZONE_OWN if i == me else ZONE_OTHER
        domains, where = _add(domains, i, laid), target
    else:
        zone = ZONE_QUEEN
        if place == "above":
            above = _add(above, i, laid)
        else:
            below = _add(below, i, laid)
    state = evolve(state, hands=hands, spies=spies, played=state.played + (zone,),
                    above=above, below=below, domains=domains)  # one copy of the state
    if role == "assassin":
        state = evolve(state, pending=where, assassin=card)
        if not victims(state):  # nothing it could eliminate: no decision to make
            state = evolve(state, pending=None, assassin=None)
    return state


@lru_cache(maxsize=256)  # a legal move's target: a domain or a column's side, a few dozen
def _place_of(target: str) -> tuple[str, int]:
    """("domain", seat), ("above", column) or ("below", column) for a legal `place` target."""
    if target.startswith("domain."):
        return "domain", int(target[7:])
    side = "above" if target.endswith(".above") else "below"
    return side, court().columns.index(target[6:-len(side) - 1])


def _kill(state: CourtisansState, victim: str) -> CourtisansState:
    """Eliminate `victim` for good; a spy leaves face down (seed 002, Les assassins)."""
    pending = state.pending
    assert pending is not None
    if pending == ZONE_QUEEN:
        above, below = state.above, state.below
        for col, pile in enumerate(above):
            if victim in pile:
                above = _drop(above, col, victim)
        for col, pile in enumerate(below):
            if victim in pile:
                below = _drop(below, col, victim)
        state = evolve(state, above=above, below=below)
    else:
        state = evolve(state, domains=_drop(state.domains, int(pending[7:]), victim))
    return evolve(state, discard=state.discard + (victim,), pending=None, assassin=None)


def end_turn(state: CourtisansState) -> CourtisansState:
    """Refill to the hand size, pass clockwise to the next player holding cards, or end."""
    me = state.to_act
    assert me is not None
    need = max(0, state.hand_size - len(state.hands[me]))
    drawn, deck = state.deck[:need], state.deck[need:]
    hands = state.hands[:me] + (state.hands[me] + drawn,) + state.hands[me + 1 :]
    state = evolve(state, hands=hands, deck=deck, played=())
    n = len(state.players)
    for step in range(1, n + 1):
        nxt = (me + step) % n
        if hands[nxt]:
            return evolve(state, to_act=nxt)
    return reveal(state)
