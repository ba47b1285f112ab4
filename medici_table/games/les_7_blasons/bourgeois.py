"""Variants 1-3: the bourgeoisie cards (seed 004, Les 4 variantes du jeu).

A holder activates their card at their turn to play, in any trick but the last, once a round.
It acts once the trick is complete (after its powers and its taker's free action, before the
cards are gathered), in play order. With several of variants 1-3 on, the holder picks one of
the actions when activating.

* consult (variant 1): look at up to 2/3/4/5 won tricks, one's own and/or those of one other
  player, who may look at them too.
* serve (variant 2): take the Ménétrier / Magistrat / Religieux / Intendant of the trick into
  one's own tricks.
* peek (variant 3): look at up to 2/3/4/5 face-down coats, one's own and/or one other player's,
  who may look at them too.
"""

from __future__ import annotations

from dataclasses import replace

from medici_table.engine.move import Move, shared_move
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.rounds import TRICKS
from medici_table.games.les_7_blasons.state import NOBODY, POOL, Activation, BlasonsState, Pile, evolve


def actions(state: BlasonsState) -> tuple[str, ...]:
    flags = (("consult", state.consult), ("serve", state.serve), ("peek", state.curious))
    return tuple(action for action, on in flags if on)


def cards_in_play(state: BlasonsState) -> tuple[str, ...]:
    return tuple(b.id for b in components().bourgeoisie_for(state.n))[: len(state.bourgeoisie)]


def activation_moves(state: BlasonsState, seat: int) -> list[Move]:
    """Activating a bourgeoisie card, offered with the play of a card (not in the last trick)."""
    if not state.bourgeoisie or state.tricks_done >= TRICKS - 1:
        return []
    if any(a.seat == seat for a in state.pending):
        return []
    return [shared_move("bourgeoisie", card=card, choice=action)
            for card, holder in zip(cards_in_play(state), state.bourgeoisie, strict=True)
            if holder == seat and card not in state.used
            for action in actions(state)]


def activate(state: BlasonsState, seat: int, move: Move) -> BlasonsState:
    card, action = str(move.card), str(move.choice)
    return evolve(state, used=state.used + (card,),
                   pending=state.pending + (Activation(seat, card, action),))


def _allowed(state: BlasonsState, me: int, owner: int) -> bool:
    """Own things, or those of the one other player chosen first."""
    return owner == me or state.partner in (NOBODY, owner)


def decision_moves(state: BlasonsState) -> list[Move]:
    """The choices of the first pending activation, without "done"."""
    a = state.pending[0]
    me = a.seat
    if a.action == "consult":
        return [shared_move("consult", target=f"pile.{s}.{k}")
                for s in range(state.n) if _allowed(state, me, s)
                for k, pile in enumerate(state.piles[s]) if me not in pile.seen]
    if a.action == "peek":
        return [shared_move("peek", token=c.id) for c in state.coats
                if c.at != POOL and not c.up and me not in c.seen and _allowed(state, me, c.at)]
    wanted = components().bourgeoisie_card(a.card).serve
    kind = components().card_character
    return [shared_move("serve", card=p.card) for p in state.trick if kind[p.card] == wanted]


def legal(state: BlasonsState) -> list[Move]:
    return decision_moves(state) + [shared_move("done")]


def _budget(state: BlasonsState, a: Activation) -> int:
    b = components().bourgeoisie_card(a.card)
    return {"consult": b.consult_tricks, "peek": b.peek_coats}.get(a.action, 1)


def next_decision(state: BlasonsState) -> BlasonsState:
    """Skip activations with nothing to do; set who decides for the first one left."""
    while state.pending:
        a = state.pending[0]
        if state.budget == 0:
            state = evolve(state, budget=_budget(state, a), partner=NOBODY)
        if decision_moves(state):
            return evolve(state, to_act=a.seat)
        state = _finish(state)
    return state


def _finish(state: BlasonsState) -> BlasonsState:
    return evolve(state, pending=state.pending[1:], budget=0, partner=NOBODY)


def _seen(seen: tuple[int, ...], *seats: int) -> tuple[int, ...]:
    return tuple(sorted(set(seen) | set(seats)))


def apply(state: BlasonsState, move: Move) -> BlasonsState:
    """The state after a bourgeoisie decision (the move is known to be legal)."""
    me = state.pending[0].seat
    if move.kind == "done":
        return _finish(state)
    if move.kind == "serve":
        trick = tuple(p for p in state.trick if p.card != move.card)
        kept = tuple(i for i, p in enumerate(state.trick) if p.card != move.card)
        pile = Pile((str(move.card),), () if state.consult else (me,))
        piles = tuple(ps + (pile,) if s == me else ps for s, ps in enumerate(state.piles))
        state = evolve(state, trick=trick, piles=piles,
                        value_of=tuple(state.value_of[i] for i in kept),
                        power_of=tuple(state.power_of[i] for i in kept))
        return _finish(state)
    if move.kind == "consult":
        _, s, k = str(move.target).split(".")
        owner, idx = int(s), int(k)
        row = list(state.piles[owner])
        row[idx] = replace(row[idx], seen=_seen(row[idx].seen, me, owner))
        piles = state.piles[:owner] + (tuple(row),) + state.piles[owner + 1:]
        state = evolve(state, piles=piles)
    else:
        i = next(i for i, c in enumerate(state.coats) if c.id == move.token)
        coat = state.coats[i]
        owner = coat.at
        coats = state.coats[:i] + (replace(coat, seen=_seen(coat.seen, me, owner)),) \
            + state.coats[i + 1:]
        state = evolve(state, coats=coats)
    partner = owner if owner != me else state.partner
    state = evolve(state, budget=state.budget - 1, partner=partner)
    return _finish(state) if state.budget == 0 else state
