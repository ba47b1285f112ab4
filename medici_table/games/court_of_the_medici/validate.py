"""Is a Court of the Medici state one a game could reach? (`Rules.validate_state`)

Every card once, each House's deck, hand and discard holding only its own cards, Dukes only with
their option, the Jesters at court and only they with a value 1-10, the last-card limits and
the card a player is playing consistent with the phase (seed 000; DESIGN, the engine contract).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from medici_table.engine import validation as v
from medici_table.games.court_of_the_medici.court import JESTER_MAX
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.moves import can_play
from medici_table.games.court_of_the_medici.state import CourtState

if TYPE_CHECKING:
    from medici_table.games.court_of_the_medici.rules import CourtRules

PHASES = ("redraw", "play", "jester_value", "eliminate", "draw", "announce", "over")
RESULTS = ("prepared", "first_circle_empty", "house_out", "no_play")


def check(rules: CourtRules, s: CourtState) -> None:
    d = deck()
    n = len(s.players)
    v.need(s.houses == d.house_order, "houses",
           f"the Houses are {', '.join(d.house_order)}, in that order",
           f"les Maisons sont {', '.join(d.house_order)}, dans cet ordre")
    for name in ("decks", "hands", "discards", "outer", "limits", "prepared"):
        v.length(getattr(s, name), n, name)
    _components(rules, s)
    _piles(s)
    _court(s)
    _numbers(s)
    _phase(s)


def _components(rules: CourtRules, s: CourtState) -> None:
    inv = v.Inventory()
    for name in ("decks", "hands", "discards"):
        for seat, pile in enumerate(getattr(s, name)):
            inv.add(f"{name}[{seat}]", pile)
    for i, stack in enumerate(s.first_circle):
        inv.add(f"first_circle[{i}]", stack)
    for seat, stacks in enumerate(s.outer):
        for i, stack in enumerate(stacks):
            inv.add(f"outer[{seat}][{i}]", stack)
    inv.add("removed", s.removed)
    inv.check(v.fresh_components(rules, s.players, {"dukes": s.dukes,
                                                    "english_end": s.english_end}))


def _piles(s: CourtState) -> None:
    """A House's deck, hand and discard hold its own cards; Dukes only with their option."""
    cards = deck().cards
    for name in ("decks", "hands", "discards"):
        for seat, pile in enumerate(getattr(s, name)):
            for c in pile:
                v.need(cards[c].house == s.houses[seat], f"{name}[{seat}]",
                       f"'{c}' is a card of another House",
                       f"« {c} » est une carte d'une autre Maison")
                if not s.dukes:
                    v.need(cards[c].role != "duke", f"{name}[{seat}]",
                           f"'{c}': a Duke is in play only with the option 'dukes'",
                           f"« {c} » : un Duc n'est en jeu qu'avec l'option « ducs »")
    if not s.dukes:
        for stack in s.first_circle + tuple(x for side in s.outer for x in side):
            for c in stack:
                v.need(cards[c].role != "duke", "first_circle",
                       f"'{c}': a Duke is in play only with the option 'dukes'",
                       f"« {c} » : un Duc n'est en jeu qu'avec l'option « ducs »")


def _court(s: CourtState) -> None:
    """Stacks hold cards; the Jesters at court, and only they, carry a value from 1 to 10."""
    cards = deck().cards
    for area, stack in s.all_stacks():
        v.need(len(stack) > 0, "first_circle" if area == "first" else f"outer[{area[6:]}]",
               "an empty stack lies at court", "une pile vide est à la Cour")
    at_court = {c for _, stack in s.all_stacks() for c in stack}
    ids = [j for j, _ in s.jesters]
    v.unique(ids, "jesters")
    v.need(list(s.jesters) == sorted(s.jesters), "jesters", "must be sorted by card id",
           "doivent être triés par carte")
    for i, (j, value) in enumerate(s.jesters):
        v.need(j in at_court and cards[j].role == "jester", f"jesters[{i}]",
               f"'{j}' is not a Jester at court", f"« {j} » n'est pas un Bouffon à la Cour")
        v.number(value, f"jesters[{i}]", 1, JESTER_MAX)
    for c in sorted(at_court):
        if cards[c].role == "jester":
            v.need(c in ids, "jesters", f"the Jester '{c}' at court has no value",
                   f"le Bouffon « {c} » à la Cour n'a pas de valeur")
    v.unique(s.revalued, "revalued")
    v.within(s.revalued, set(ids), "revalued", "is not a Jester at court",
             "n'est pas un Bouffon à la Cour")
    in_hand = {c for hand in s.hands for c in hand}
    v.unique(s.shown, "shown")
    v.within(s.shown, in_hand, "shown", "is in no hand", "n'est dans aucune main")


def _numbers(s: CourtState) -> None:
    top = max(JESTER_MAX, max(c.value for c in deck().cards.values()))
    for seat, limit in enumerate(s.limits):
        if limit is not None:
            v.number(limit, f"limits[{seat}]", 0, top)
            v.need(not s.decks[seat], f"limits[{seat}]",
                   "a last-card limit while cards remain in the deck",
                   "une limite de dernière carte alors que la pioche a encore des cartes")
    for seat, k in enumerate(s.prepared):
        v.number(k, f"prepared[{seat}]", 0, v.UNBOUNDED)
    v.seat(s.turn, 2, "turn")
    v.rng(s.rng)


def _phase(s: CourtState) -> None:
    v.one_of(s.phase, PHASES, "phase")
    over = s.phase == "over"
    v.to_act(s.to_act, over, 2)
    if over:
        v.one_of(s.result, RESULTS, "result")
    else:
        v.need(s.result == "", "result", f"the game ended ('{s.result}'), yet it goes on",
               f"la partie s'est terminée (« {s.result} »), et pourtant elle continue")
    if s.phase != "redraw" and not over:
        v.decides(s.to_act, s.turn, "the player whose turn it is", "le joueur dont c'est le tour")
    p = s.to_act
    if s.phase == "play" and p is not None:
        v.need(can_play(s, p), f"hands[{p}]", "the player to play holds no card they may play",
               "le joueur qui doit jouer n'a aucune carte qu'il puisse jouer")
    if s.phase == "draw":
        v.need(bool(s.decks[s.turn]), f"decks[{s.turn}]", "a card is to be drawn from an empty deck",
               "une carte doit être piochée dans une pioche vide")
    if s.phase == "announce" and p is not None:
        hand = s.hands[p]
        v.need(bool(hand) and hand[-1] in s.shown and deck().cards[hand[-1]].role == "jester"
               and not s.decks[p], f"hands[{p}]",
               "a Jester's value is announced, but the last card drawn is no Jester",
               "la valeur d'un Bouffon est annoncée, mais la dernière carte piochée n'en est pas un")
    if s.phase == "redraw":
        v.need(not any(s.hands), "hands", "hands are dealt after the redraw",
               "les mains sont distribuées après la repioche")
    waiting = s.phase in ("jester_value", "eliminate")
    if not waiting:
        v.need(s.pending == "" and s.pending_target == "", "pending",
               f"a card is being played in the phase '{s.phase}', which plays none",
               f"une carte est en cours dans la phase « {s.phase} », qui n'en joue aucune")
        return
    at_court = {c: stack for _, stack in s.all_stacks() for c in stack}
    v.need(s.pending in at_court, "pending", f"'{s.pending}' is not at court",
           f"« {s.pending} » n'est pas à la Cour")
    if s.phase == "jester_value":
        v.need(deck().cards[s.pending].role == "jester", "pending",
               f"'{s.pending}' is not a Jester", f"« {s.pending} » n'est pas un Bouffon")
    if s.pending_target or s.phase == "eliminate":
        stack = at_court.get(s.pending_target)
        v.need(stack is not None and stack[0] == s.pending_target
               and s.pending in stack, "pending_target",
               "names no stack holding the card being played",
               "ne désigne aucune pile contenant la carte jouée")
