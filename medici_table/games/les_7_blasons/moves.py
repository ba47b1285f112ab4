"""Every decision of Les 7 Blasons as a move, and the state machine that moves the game on.

Phases: `play` (lay a card; a bourgeoisie card may be activated first), `resolve` (the power of
the trick card at `resolving`, or a Malandrin's choice), `winner` (the taker's free action),
`bourgeois` (activated bourgeoisie cards), `over`. Steps with no possible decision (a card
without power, an impossible power) are passed over by `advance`.

The moves, as the table matches them (coats are named by their token id, "coat.07"; zones are
"trick", "coats.<seat>" for a player's display and "pool"):

    shared_move("play", card="bellay.manant", target="trick")
    shared_move("bourgeoisie", card="bourgeoisie.grande", choice="consult" | "serve" | "peek")
    shared_move("malandrin", card=<a card of the trick>, choice="value" | "power")
    shared_move("manant", token=<pool coat>, target="coats.<own seat>")
    shared_move("menetrier", token=<face-down coat>)
    shared_move("magistrat", token=<coat of another display>, target="pool")
    shared_move("intendant", token=<displayed coat>, target=<coat of another display or the pool>)
    shared_move("religieux", token=<displayed coat>, target="coats.<other seat>")     (variant 4)
    shared_move("reveal", token=<face-down displayed coat>)                          (trick taker)
    shared_move("take", token=<pool coat>, target="coats.<own seat>")               (trick taker)
    shared_move("consult", target="pile.<seat>.<index>") / shared_move("peek", token=<face-down coat>) /
    shared_move("serve", card=<card of the trick>) / shared_move("done")                    (variants 1-3)
"""

from __future__ import annotations

from functools import cache, lru_cache

from medici_table.engine.move import Move, shared_move
from medici_table.games.les_7_blasons import bourgeois, tricks
from medici_table.games.les_7_blasons.rounds import TRICKS, end_round
from medici_table.games.les_7_blasons.state import NOBODY, BlasonsState, Pile, evolve

POWER_KINDS = frozenset(tricks.COAT_POWERS)
BOURGEOIS_KINDS = frozenset({"consult", "serve", "peek", "done"})


@cache
def play_move(card: str) -> Move:
    return shared_move("play", card=card, target="trick")


@lru_cache(maxsize=1024)  # a hand is asked for its moves at each of its player's turns
def _plays(hand: tuple[str, ...]) -> tuple[Move, ...]:
    """Playing each card of `hand`, in its order."""
    return tuple(play_move(c) for c in hand)


def current_power(state: BlasonsState) -> str:
    """The power being used at `resolving` (malandrin, manant, ...)."""
    return tricks.card_power(state.trick[state.resolving].card, state.active_religieux)


def legal_moves(state: BlasonsState) -> list[Move]:
    seat = state.to_act
    if seat is None:
        return []
    if state.phase == "play":
        if not state.bourgeoisie:  # no bourgeoisie card in this game: the plays alone
            return list(_plays(state.hands[seat]))
        return [*_plays(state.hands[seat]), *bourgeois.activation_moves(state, seat)]
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


def is_legal(state: BlasonsState, move: Move) -> bool:
    """`move in legal_moves(state)`, answered without listing the moves where it matters."""
    seat = state.to_act
    if seat is None:
        return False
    if state.phase == "play" and move.kind == "play":
        return move.card in state.hands[seat] and move == play_move(str(move.card))
    if state.phase == "resolve" and move.kind in POWER_KINDS:
        return move.kind == current_power(state) and tricks.coat_move_legal(state, move, seat)
    if state.phase == "winner":
        return move.kind in ("reveal", "take") and tricks.coat_move_legal(state, move, seat)
    return move in legal_moves(state)


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
        return advance(tricks.take(state, seat, str(move.card), str(move.choice)))
    if kind in POWER_KINDS:
        return advance(tricks.apply_coat_move(state, move, resolving=state.resolving + 1))
    if kind in ("reveal", "take"):
        return advance(tricks.apply_coat_move(state, move, phase="bourgeois"))
    if kind in BOURGEOIS_KINDS:
        return advance(bourgeois.apply(state, move))
    raise ValueError(f"unknown move kind {kind!r}")


def advance(state: BlasonsState) -> BlasonsState:
    """Run every step that needs no decision; stop where someone must decide."""
    while True:
        if state.phase == "play":
            n = len(state.players)
            played = len(state.trick)
            if played < n:
                nxt = (state.leader + played) % n  # tricks.next_to_play
                return state if state.to_act == nxt else evolve(state, to_act=nxt)
            state = evolve(state, phase="resolve", resolving=0)
        if state.phase == "resolve":
            state = _resolve(state)
            if state.phase == "resolve" or state.phase == "winner":
                return state
        if state.phase == "bourgeois":
            state = bourgeois.next_decision(state)
            if state.pending:
                return state
            state = _gather(state)
            if state.phase == "over" or state.to_act is None:  # (or the round's scoring held)
                return state


def settles(state: BlasonsState) -> bool:
    """Whether the trick of `state` (its last card down, `phase` "resolve") is settled with no
    decision left to make: no power waits to be used. Reads only the trick and the coats, so
    a player's view (other hands hidden) answers as the whole state does."""
    return _resolve(state).phase != "resolve"


def _resolve(state: BlasonsState) -> BlasonsState:
    """Use the powers in play order (seed 004: "dans l'ordre de pose des cartes"), then find
    the taker of the trick."""
    k = state.resolving
    n = len(state.players)
    power_of, trick, religieux = state.power_of, state.trick, state.active_religieux
    while k < n:
        holder = power_of[k]
        if holder != NOBODY:
            power = tricks.card_power(trick[k].card, religieux)
            if power == "malandrin" or tricks.power_possible(state, power, holder):
                return evolve(state, resolving=k, to_act=holder)
        k += 1
    taker = tricks.trick_taker(tricks.held_values(state))
    if taker == NOBODY:
        return evolve(state, resolving=k, winner=taker, phase="bourgeois")
    phase = "winner" if tricks.winner_possible(state) else "bourgeois"
    return evolve(state, resolving=k, winner=taker, last_winner=taker, phase=phase,
                   to_act=taker)


def _gather(state: BlasonsState) -> BlasonsState:
    """The taker puts the trick face down in front of them; a trick nobody won is set aside
    and its leader leads again (RULINGS)."""
    cards = tuple(p.card for p in state.trick)
    w = state.winner
    piles, set_aside, leader = state.piles, state.set_aside, state.leader
    if w != NOBODY:
        pile = Pile(cards, () if state.consult else (w,))
        piles = piles[:w] + (piles[w] + (pile,),) + piles[w + 1:]
        leader = w
    else:
        set_aside = set_aside + cards
    state = evolve(state, piles=piles, set_aside=set_aside, leader=leader, trick=(),
                    value_of=(), power_of=(), resolving=0, winner=NOBODY,
                    tricks_done=state.tricks_done + 1, phase="play", to_act=leader)
    if state.tricks_done == TRICKS:
        return end_round(state)
    return state
