"""Is a Les 7 Blasons state one a game could reach? (`Rules.validate_state`)

Every character card, coat of arms and bourgeoisie card of the houses in play once, each hand
holding its own house's cards and as many as the tricks played leave, the trick laid in turn
from its leader, coats in a display or the pool, scores within what a round can give, and the
step under way (a card to play, a power, the taker's action, a bourgeoisie card) naming the
player who decides (seed 004; RULINGS "Les 7 Blasons").
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from medici_table.engine import validation as v
from medici_table.games.les_7_blasons import bourgeois, rounds
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.state import NOBODY, POOL, BlasonsState

if TYPE_CHECKING:
    from medici_table.games.les_7_blasons.rules import BlasonsRules

PHASES = ("play", "resolve", "winner", "bourgeois", "over")
TIE_BREAK = rounds.ROUNDS + 1


def max_round_points() -> int:
    """The most a round can give a player: every coat of one house face up before them, times
    all that house's card values."""
    comp = components()
    return comp.coats_per_house * sum(c.value for c in comp.characters.values())


@lru_cache(maxsize=64)
def _fresh(rules: BlasonsRules, players: tuple[str, ...], houses: tuple[str, ...],
           options: tuple[tuple[str, Any], ...]) -> Counter[str]:
    return rules.components(rounds.new_game(players, dict(options), 0, houses))


def check(rules: BlasonsRules, s: BlasonsState) -> None:
    comp = components()
    n = s.n
    v.players(rules, s.players)
    v.length(s.houses, n, "houses")
    v.unique(s.houses, "houses")
    v.within(s.houses, set(comp.houses), "houses", "is not a house", "n'est pas une maison")
    for name in ("hands", "piles"):
        v.length(getattr(s, name), n, name)
    _components(rules, s)
    _hands(s)
    _trick(s)
    _coats(s)
    _scores(s)
    _bourgeoisie(s)
    _phase(s)
    v.rng(s.rng)


def _components(rules: BlasonsRules, s: BlasonsState) -> None:
    inv = v.Inventory()
    inv.add("set_aside", s.set_aside)
    for p, hand in enumerate(s.hands):
        inv.add(f"hands[{p}]", hand)
    inv.add("trick", (x.card for x in s.trick))
    for p, row in enumerate(s.piles):
        for k, pile in enumerate(row):
            inv.add(f"piles[{p}][{k}]", pile.cards)
    inv.add("coats", (c.face for c in s.coats))
    inv.add("bourgeoisie", bourgeois.cards_in_play(s))
    options = {"bourgeois_consult": s.consult, "bourgeois_serve": s.serve,
               "bourgeois_curious": s.curious, "active_religieux": s.active_religieux}
    inv.check(_fresh(rules, s.players, s.houses, tuple(sorted(options.items()))))


def _hands(s: BlasonsState) -> None:
    """A hand holds its house's cards: 8 less the tricks done and the card in this trick."""
    comp = components()
    v.number(s.tricks_done, "tricks_done", 0, rounds.TRICKS)
    laid = {x.seat for x in s.trick} if s.phase == "play" else set(range(s.n))
    for p, hand in enumerate(s.hands):
        v.within(hand, set(comp.cards_of(s.houses[p])), f"hands[{p}]",
                 "is a card of another house", "est une carte d'une autre maison")
        if s.phase != "over":
            v.length(hand, rounds.TRICKS - s.tricks_done - (p in laid), f"hands[{p}]")


def _trick(s: BlasonsState) -> None:
    comp = components()
    n = s.n
    v.seat(s.leader, n, "leader")
    v.seat_or(s.last_winner, n, "last_winner", NOBODY)
    v.seat_or(s.winner, n, "winner", NOBODY)
    v.at_most(s.trick, n, "trick")
    v.unique([x.seat for x in s.trick], "trick")
    for i, x in enumerate(s.trick):
        v.seat(x.seat, n, f"trick[{i}].seat")
        v.need(comp.card_house[x.card] == s.houses[x.seat], f"trick[{i}]",
               f"'{x.card}' is not the card of seat {x.seat}",
               f"« {x.card} » n'est pas la carte de la place {x.seat}")
        if s.phase == "play":
            v.need(x.seat == (s.leader + i) % n, f"trick[{i}]",
                   f"seat {x.seat} played out of turn in a trick led by seat {s.leader}",
                   f"la place {x.seat} a joué hors de son tour dans un pli mené par la place "
                   f"{s.leader}")
    for name in ("value_of", "power_of"):
        row = getattr(s, name)
        v.length(row, len(s.trick), name)
        for i, who in enumerate(row):
            v.seat_or(who, n, f"{name}[{i}]", NOBODY)
    v.number(s.resolving, "resolving", 0, n)


def _coats(s: BlasonsState) -> None:
    n = s.n
    v.unique([c.id for c in s.coats], "coats")
    for i, c in enumerate(s.coats):
        v.need(c.id.startswith("coat.") and c.id[5:].isdigit(), f"coats[{i}].id",
               f"'{c.id}' is not a coat token", f"« {c.id} » n'est pas un jeton de blason")
        v.seat_or(c.at, n, f"coats[{i}].at", POOL)
        v.unique(c.seen, f"coats[{i}].seen")
        for who in c.seen:
            v.seat(who, n, f"coats[{i}].seen")
    for p, row in enumerate(s.piles):
        for k, pile in enumerate(row):
            v.need(len(pile.cards) > 0, f"piles[{p}][{k}]", "a won trick without cards",
                   "un pli gagné sans cartes")
            v.unique(pile.seen, f"piles[{p}][{k}].seen")
            for who in pile.seen:
                v.seat(who, n, f"piles[{p}][{k}].seen")


def _scores(s: BlasonsState) -> None:
    n = s.n
    top = max_round_points()
    v.number(s.round, "round", 1, TIE_BREAK)
    v.at_most(s.round_scores, s.round if s.phase == "over" else s.round - 1, "round_scores")
    for r, row in enumerate(s.round_scores):
        v.length(row, n, f"round_scores[{r}]")
        for p, x in enumerate(row):
            v.number(x, f"round_scores[{r}][{p}]", 0, top)
    per_house = components().coats_per_house * len(s.houses)
    values = sum(c.value for c in components().characters.values())
    for name, high in (("round_detail", top), ("round_coats", per_house),
                       ("round_values", values)):
        rows = getattr(s, name)
        if rows:
            v.length(rows, n, name)
        for p, row in enumerate(rows):
            v.length(row, n, f"{name}[{p}]")
            for h, x in enumerate(row):
                v.number(x, f"{name}[{p}][{h}]", 0, high)
    v.unique(s.tied, "tied")
    for i, p in enumerate(s.tied):
        v.seat(p, n, f"tied[{i}]")
    if s.tied:
        v.need(s.round == TIE_BREAK, "tied", "players are tied outside the tie-break round",
               "des joueurs sont à égalité hors de la manche de départage")


def _bourgeoisie(s: BlasonsState) -> None:
    n = s.n
    for i, holder in enumerate(s.bourgeoisie):
        v.seat_or(holder, n, f"bourgeoisie[{i}]", NOBODY)
    cards = bourgeois.cards_in_play(s)
    v.unique(s.used, "used")
    v.within(s.used, set(cards), "used", "is not a bourgeoisie card in play",
             "n'est pas une carte de bourgeoisie en jeu")
    actions = bourgeois.actions(s)
    most = max([1] + [max(b.consult_tricks, b.peek_coats) for b in components().bourgeoisie])
    for i, a in enumerate(s.pending):
        v.seat(a.seat, n, f"pending[{i}].seat")
        v.one_of(a.card, cards, f"pending[{i}].card")
        v.one_of(a.action, actions, f"pending[{i}].action")
        v.need(a.card in s.used, f"pending[{i}].card",
               "an activated card is not marked used this round",
               "une carte activée n'est pas marquée utilisée pour la manche")
    v.unique([a.card for a in s.pending], "pending")
    v.number(s.budget, "budget", 0, most)
    v.seat_or(s.partner, n, "partner", NOBODY)


def _phase(s: BlasonsState) -> None:
    n = s.n
    v.one_of(s.phase, PHASES, "phase")
    v.to_act(s.to_act, s.phase == "over", n)
    if s.phase == "over":
        return
    me = s.to_act
    if s.phase == "play":
        v.need(len(s.trick) < n, "trick", "the trick is complete, yet a card is to be played",
               "le pli est complet, et pourtant une carte doit être jouée")
        v.decides(me, (s.leader + len(s.trick)) % n, "the next player of the trick",
                  "le joueur suivant du pli")
    elif s.phase == "resolve":
        v.need(s.resolving < len(s.trick), "resolving", "no card of the trick is at that place",
               "aucune carte du pli n'est à cette place")
        v.decides(me, s.power_of[s.resolving], "the holder of the power being used",
                  "le détenteur du pouvoir en cours")
    elif s.phase == "winner":
        v.decides(me, s.winner, "the taker of the trick", "le preneur du pli")
    else:
        v.need(bool(s.pending), "pending", "no bourgeoisie card waits, yet it is their step",
               "aucune carte de bourgeoisie n'attend, et pourtant c'est leur étape")
        v.decides(me, s.pending[0].seat, "the holder of the bourgeoisie card",
                  "le détenteur de la carte de bourgeoisie")
