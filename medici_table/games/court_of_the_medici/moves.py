"""Which decisions are legal now, and what each one does (seed 000, Marche du jeu)."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import compress, pairwise

from medici_table.engine.move import Move, shared_move
from medici_table.engine.state import evolve
from medici_table.games.court_of_the_medici import court as ct
from medici_table.games.court_of_the_medici import setup
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState, Stack

PLAYS = ("outer", "alliance", "conspire")


# --- legal moves ------------------------------------------------------------------------------
def legal_moves(state: CourtState) -> list[Move]:
    p = state.to_act
    if p is None:
        return []
    phase = state.phase
    if phase == "redraw":
        return ([shared_move("redraw", card=c) for c in setup.duplicates(state, p)]
                + [shared_move("keep_circle")])
    if phase == "play":
        return _play_moves(state, p)
    if phase == "jester_value":
        return [shared_move("jester_value", card=state.pending, value=v) for v in _jester_values(state, p)]
    if phase == "eliminate":
        return [shared_move("eliminate", target=s[0]) for s in conspiracy_targets(state)]
    if phase == "draw":
        return [shared_move("draw", target=f"deck.{p}")]
    if phase == "announce":
        return [shared_move("announce", card=state.hands[p][-1], value=v) for v in range(1, 11)]
    return []


class _Onto(dict[str, Move]):
    """One card's moves of one kind onto each target (a stack by its bottom card, an Outer
    Court, a deck), each made the first time it is asked and shared after: at most one per
    card at court."""

    __slots__ = ("card", "kind")

    def __init__(self, kind: str, card: str) -> None:
        super().__init__()
        self.kind, self.card = kind, card

    def __missing__(self, target: str) -> Move:
        move = self[target] = shared_move(self.kind, card=self.card, target=target)
        return move


class _ByCard(dict[str, _Onto]):
    """`_Onto` of each card, for one kind of move."""

    __slots__ = ("kind",)

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, card: str) -> _Onto:
        onto = self[card] = _Onto(self.kind, card)
        return onto


_ALLIANCES, _CONSPIRACIES = _ByCard("alliance"), _ByCard("conspire")
_OUTERS, _PREPARES = _ByCard("outer"), _ByCard("prepare")  # by the target's name


@cache
def _revalues(jester: str, current: int) -> tuple[Move, ...]:
    """A Jester's new values (seed 000, Bouffon): any but its current one."""
    return tuple(shared_move("set_jester", card=jester, value=v)
                 for v in range(1, ct.JESTER_MAX + 1) if v != current)


def _play_moves(state: CourtState, p: int) -> list[Move]:
    moves: list[Move] = []
    revalued = state.revalued
    for j, cur in state.jesters:
        if j not in revalued:
            moves += _revalues(j, cur)
    _, bottoms, totals = ct.stack_totals(state)
    present = set(totals)
    limit = state.limits[p]
    outer = f"outer.{p}"
    values = ct.printed_values()  # a card in hand counts its printed value
    jesters = _jester_ids()
    doubles: set[int] | None = None  # the totals two stacks or more have
    jester_fits: set[int] | None = None
    hand = state.hands[p]
    for card in hand:
        if limit is not None and not ct.playable(state, p, card):
            continue
        moves.append(_OUTERS[card][outer])
        moves += map(_ALLIANCES[card].__getitem__, bottoms)
        # a conspiracy: another stack (not this one) must be worth the new total
        if card in jesters:  # any value from 1 to the top of its range
            if jester_fits is None:
                top = ct.jester_range(state, p).stop - 1
                # the next higher total within the Jester's reach
                jester_fits = {t for t, h in pairwise(sorted(present)) if h - t <= top}
            fits = map(jester_fits.__contains__, totals)
        else:
            v = values[card]
            if v:
                onto = _CONSPIRACIES[card]
                moves += [onto[b] for b, t in zip(bottoms, totals, strict=True) if t + v in present]
                continue
            if doubles is None:  # a Minister: another stack of the same total
                doubles = {t for t, n in Counter(totals).items() if n > 1}
            fits = map(doubles.__contains__, totals)
        moves += map(_CONSPIRACIES[card].__getitem__, compress(bottoms, fits))
    if limit is None and not revalued:
        deck_target = f"deck.{p}"
        moves += [_PREPARES[c][deck_target] for c in hand]
    return moves


@cache
def _jester_ids() -> frozenset[str]:
    return frozenset(c.id for c in deck().cards.values() if c.role == "jester")


def is_legal(state: CourtState, move: Move) -> bool:
    """The same answer as `move in legal_moves(state)`, without listing every move."""
    p = state.to_act
    if p is None or state.phase != "play":
        return move in legal_moves(state)
    if move.kind == "prepare":
        return (state.limits[p] is None and not state.revalued and move.card in state.hands[p]
                and move == _PREPARES[move.card][f"deck.{p}"])
    if move.kind == "set_jester":
        current = state.jester_value(move.card) if move.card is not None else None
        return (current is not None and move.card not in state.revalued
                and move in _revalues(move.card, current))
    if move.kind not in PLAYS:
        return move in legal_moves(state)
    card = move.card
    if card is None or card not in state.hands[p] or not ct.playable(state, p, card):
        return False
    if (move.token is not None or move.value is not None or move.amount is not None
            or move.choice is not None or move.player is not None):
        return False  # a play names its card and target only
    if move.kind == "outer":
        return move.target == f"outer.{p}"
    if move.target is None:
        return False
    found = ct.find_stack(state, move.target)
    if found is None:
        return False
    return move.kind == "alliance" or can_conspire(state, p, card, found[2])


def _new_total_range(state: CourtState, p: int, card: str, stack: Stack) -> range:
    base = ct.stack_total(state, stack)
    if ct.role(card) == "jester":
        return range(base + 1, base + ct.jester_range(state, p).stop)
    v = ct.card_value(state, card)
    return range(base + v, base + v + 1)


def can_conspire(state: CourtState, p: int, card: str, stack: Stack) -> bool:
    """A conspiracy needs another stack at court worth exactly the new stack's total."""
    new_totals = _new_total_range(state, p, card, stack)
    bottom = stack[0]
    _, bottoms, totals = ct.stack_totals(state)
    return any(t in new_totals for b, t in zip(bottoms, totals, strict=True) if b != bottom)


def new_totals(state: CourtState, move: Move) -> tuple[int, ...]:
    """What the stack an alliance or a conspiracy joins is worth after it: an alliance is worth
    the sum of its cards' values (seed 000, "Conclure une Alliance"), so one total; for a
    Jester, whose value is chosen next, each total it can make; and for a conspiracy only the
    totals that exactly match another card or stack in play, the ones it may strike (seed 000,
    "Conspirer"). () for any other move, or a target that is not at court."""
    p = state.to_act
    if p is None or move.kind not in ("alliance", "conspire") or not move.card \
            or not move.target:
        return ()
    found = ct.find_stack(state, move.target)
    if found is None:
        return ()
    totals = _new_total_range(state, p, move.card, found[2])
    if move.kind == "alliance":
        return tuple(totals)
    _, bottoms, court = ct.stack_totals(state)
    others = {t for b, t in zip(bottoms, court, strict=True) if b != move.target}
    return tuple(t for t in totals if t in others)


def _jester_values(state: CourtState, p: int) -> list[int]:
    values = list(ct.jester_range(state, p))
    if not state.pending_target:
        return values
    _, bottoms, totals = ct.stack_totals(state)
    i = bottoms.index(state.pending_target)
    others = set(totals[:i] + totals[i + 1:])
    rest = totals[i] - ct.card_value(state, state.pending)
    return [v for v in values if rest + v in others]


def conspiracy_targets(state: CourtState) -> list[Stack]:
    stacks, bottoms, totals = ct.stack_totals(state)
    bottom = state.pending_target
    total = totals[bottoms.index(bottom)]
    return [s for s, b, t in zip(stacks, bottoms, totals, strict=True)
            if b != bottom and t == total]


# --- playing a move -----------------------------------------------------------------------------
def play(state: CourtState, move: Move) -> CourtState:
    k = move.kind
    if k == "redraw":
        assert move.card is not None
        return setup.redraw(state, move.card)
    if k == "keep_circle":
        return setup.keep_circle(state)
    if k == "set_jester":
        assert move.card is not None and move.value is not None
        state = ct.set_jester(state, move.card, move.value)
        return evolve(state, revalued=state.revalued + (move.card,))
    if k in PLAYS or k == "prepare":
        return _play_card(state, move)
    if k == "jester_value":
        assert move.card is not None and move.value is not None
        state = ct.set_jester(state, move.card, move.value)
        if state.pending_target:
            return evolve(state, phase="eliminate")
        return end_play(state)
    if k == "eliminate":
        assert move.target is not None
        found = ct.find_stack(state, move.target)
        assert found is not None
        state = ct.discard(ct.replace_stack(state, move.target, ()), found[2])
        return end_play(state)
    if k == "draw":
        return draw(state)
    if k == "announce":
        assert move.value is not None and state.to_act is not None
        return next_turn(_set_limit(state, state.to_act, move.value), state.to_act)
    raise ValueError(f"unknown move kind {k}")


def _play_card(state: CourtState, move: Move) -> CourtState:
    p = state.to_act
    card = move.card
    assert p is not None and card is not None
    hands = list(state.hands)
    hand = hands[p]
    i = hand.index(card)  # card ids are unique
    hands[p] = hand[:i] + hand[i + 1:]
    if card in state.shown:
        state = evolve(state, hands=tuple(hands),
                       shown=tuple(c for c in state.shown if c != card))
    else:
        state = evolve(state, hands=tuple(hands))
    if move.kind == "prepare":
        # seed 000, Préparer l'Avenir: face down under the deck, then draw as usual
        decks = list(state.decks)
        decks[p] = decks[p] + (card,)
        prepared = list(state.prepared)
        prepared[p] += 1
        state = evolve(state, decks=tuple(decks), prepared=tuple(prepared))
        if all(n >= 3 for n in prepared):
            return evolve(state, phase="over", to_act=None, result="prepared")
        return evolve(state, phase="draw")
    r = ct.role(card)
    is_jester = r == "jester"
    if is_jester:
        state = ct.set_jester(state, card, 1)
    if move.kind == "outer":
        seat = int((move.target or f"outer.{p}").split(".")[1])
        state = ct.with_area(state, f"outer.{seat}", state.outer[seat] + ((card,),))
    else:
        assert move.target is not None
        found = ct.find_stack(state, move.target)
        assert found is not None
        stack = found[2]
        if move.kind == "alliance" and r == "minister" and len(stack) >= 2:
            # seed 000, Ministre: the whole alliance is eliminated, the Minister stays alone
            state = ct.discard(ct.replace_stack(state, move.target, ((card,),), found), stack)
        elif move.kind == "alliance" and r == "lady":
            # seed 000, Muse: every card of the alliance is laid out single, same area
            state = ct.replace_stack(state, move.target, tuple((c,) for c in stack + (card,)), found)
        else:
            state = ct.replace_stack(state, move.target, (stack + (card,),), found)
        if move.kind == "conspire":
            state = evolve(state, pending=card, pending_target=stack[0])
            if not is_jester:
                return evolve(state, phase="eliminate")
    if is_jester:
        return evolve(state, phase="jester_value", pending=card)
    return end_play(state)


def end_play(state: CourtState) -> CourtState:
    """After a noble reached the court: check the end, else the player draws."""
    state = evolve(state, pending="", pending_target="", revalued=())
    if not state.first_circle:
        return evolve(state, phase="over", to_act=None, result="first_circle_empty")
    if state.english_end:
        for house in state.houses:
            if not ct.house_has_first_circle_card(state, house):
                return evolve(state, phase="over", to_act=None, result="house_out")
    p = state.turn
    if state.decks[p]:
        return evolve(state, phase="draw", to_act=p)
    return next_turn(state, p)


def draw(state: CourtState) -> CourtState:
    p = state.turn
    card = state.decks[p][0]
    decks = list(state.decks)
    decks[p] = decks[p][1:]
    hands = list(state.hands)
    hands[p] = hands[p] + (card,)
    state = evolve(state, decks=tuple(decks), hands=tuple(hands))
    if decks[p]:
        return next_turn(state, p)
    # seed 000, Piocher: the last card is shown and becomes the limit of later plays
    state = evolve(state, shown=state.shown + (card,))
    if ct.role(card) == "jester":
        return evolve(state, phase="announce", to_act=p)
    return next_turn(_set_limit(state, p, ct.card_value(state, card)), p)


def _set_limit(state: CourtState, seat: int, value: int) -> CourtState:
    limits = list(state.limits)
    limits[seat] = value
    return evolve(state, limits=tuple(limits))


def can_play(state: CourtState, seat: int) -> bool:
    if state.limits[seat] is None:  # no last card drawn yet: every card is playable
        return bool(state.hands[seat])
    return any(ct.playable(state, seat, c) for c in state.hands[seat])


def next_turn(state: CourtState, p: int) -> CourtState:
    """The other player's turn; a player who cannot play is passed; nobody → the game ends."""
    n = len(state.players)
    for q in ((p + 1) % n, p):
        if can_play(state, q):
            return evolve(state, turn=q, to_act=q, phase="play", revalued=())
    return evolve(state, phase="over", to_act=None, result="no_play")
