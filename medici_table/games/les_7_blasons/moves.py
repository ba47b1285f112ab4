"""Every decision of Les 7 Blasons as a move, and the state machine that moves the game on.

Phases: `play` (lay a card; a bourgeoisie card may be activated first), `resolve` (the power of
the trick card at `resolving`, or a Malandrin's choice), `winner` (the taker's free action),
`bourgeois` (activated bourgeoisie cards), `over`. Steps with no possible decision (a card
without power, an impossible power) are passed over by `advance`.
"""

from __future__ import annotations

from dataclasses import replace

from medici_table.engine.move import Move
from medici_table.games.les_7_blasons import bourgeois, tricks
from medici_table.games.les_7_blasons.rounds import TRICKS, end_round
from medici_table.games.les_7_blasons.state import NOBODY, BlasonsState, Pile

POWER_KINDS = frozenset(tricks.COAT_POWERS)
BOURGEOIS_KINDS = frozenset({"consult", "serve", "peek", "done"})


def current_power(state: BlasonsState) -> str:
    """The power being used at `resolving` (malandrin, manant, ...)."""
    return tricks.power_of_card(state, state.trick[state.resolving].card)


def legal_moves(state: BlasonsState) -> list[Move]:
    seat = state.to_act
    if seat is None:
        return []
    if state.phase == "play":
        out = [Move("play", card=c, target="trick") for c in state.hands[seat]]
        return out + bourgeois.activation_moves(state, seat)
    if state.phase == "resolve":
        power = current_power(state)
        if power == "malandrin":
            return tricks.malandrin_moves(state, seat)
        return tricks.power_moves(state, power, seat)
    if state.phase == "winner":
        return tricks.winner_moves(state, seat)
    if state.phase == "bourgeois":
        return bourgeois.legal(state)
    return []


def play(state: BlasonsState, move: Move) -> BlasonsState:
    """Apply a move already known to be legal."""
    seat = state.to_act
    assert seat is not None
    kind = move.kind
    if kind == "play":
        return advance(tricks.play_card(state, seat, str(move.card)))
    if kind == "bourgeoisie":
        return bourgeois.activate(state, seat, move)
    if kind == "malandrin":
        state = tricks.take(state, seat, str(move.card), str(move.choice))
        return advance(replace(state, resolving=state.resolving + 1))
    if kind in POWER_KINDS:
        state = tricks.apply_coat_move(state, move)
        return advance(replace(state, resolving=state.resolving + 1))
    if kind in ("reveal", "take"):
        return advance(replace(tricks.apply_coat_move(state, move), phase="bourgeois"))
    if kind in BOURGEOIS_KINDS:
        return advance(bourgeois.apply(state, move))
    raise ValueError(f"unknown move kind {kind!r}")


def advance(state: BlasonsState) -> BlasonsState:
    """Run every step that needs no decision; stop where someone must decide."""
    while True:
        if state.phase == "play":
            if len(state.trick) < state.n:
                return replace(state, to_act=tricks.next_to_play(state))
            state = replace(state, phase="resolve", resolving=0)
        if state.phase == "resolve":
            state = _resolve(state)
            if state.phase == "resolve" or state.phase == "winner":
                return state
        if state.phase == "bourgeois":
            state = bourgeois.next_decision(state)
            if state.pending:
                return state
            state = _gather(state)
            if state.phase == "over":
                return state


def _resolve(state: BlasonsState) -> BlasonsState:
    """Use the powers in play order (seed 004: "dans l'ordre de pose des cartes"), then find
    the taker of the trick."""
    k = state.resolving
    while k < state.n:
        holder = state.power_of[k]
        if holder != NOBODY:
            power = tricks.power_of_card(state, state.trick[k].card)
            if power == "malandrin":
                return replace(state, resolving=k, to_act=holder)
            moved = replace(state, resolving=k)
            if tricks.power_moves(moved, power, holder):
                return replace(moved, to_act=holder)
        k += 1
    taker = tricks.trick_taker(tricks.held_values(state))
    state = replace(state, resolving=k, winner=taker)
    if taker != NOBODY:
        state = replace(state, last_winner=taker)
        if tricks.winner_moves(state, taker):
            return replace(state, phase="winner", to_act=taker)
    return replace(state, phase="bourgeois")


def _gather(state: BlasonsState) -> BlasonsState:
    """The taker puts the trick face down in front of them; a trick nobody won is set aside
    and its leader leads again (RULINGS)."""
    cards = tuple(p.card for p in state.trick)
    w = state.winner
    if w != NOBODY:
        pile = Pile(cards, () if state.consult else (w,))
        piles = state.piles[:w] + (state.piles[w] + (pile,),) + state.piles[w + 1:]
        state = replace(state, piles=piles, leader=w)
    else:
        state = replace(state, set_aside=state.set_aside + cards)
    state = replace(state, trick=(), value_of=(), power_of=(), resolving=0, winner=NOBODY,
                    tricks_done=state.tricks_done + 1, phase="play")
    if state.tricks_done == TRICKS:
        return end_round(state)
    return state
