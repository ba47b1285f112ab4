"""The quick listing of a play's moves (moves._play_moves: shared moves, the court's totals
summed once, the conspiracies' stacks found by the builtins) against the plain one it
replaced, written here straight from seed 000 (Jouer un Noble): the same moves in the same
order in every state of seeded random games of every option mix; the quick answers of
`is_legal`, a conspiracy's targets and a Jester's values against the plain ones."""

from __future__ import annotations

import random
from typing import Any

from medici_table.engine import Move
from medici_table.games.court_of_the_medici import court as ct
from medici_table.games.court_of_the_medici import moves as mv
from medici_table.games.court_of_the_medici.state import CourtState

GAMES = 24


def plain_play_moves(state: CourtState, p: int) -> list[Move]:
    """Seed 000, Marche du jeu, listed one move at a time: re-value a Jester at court; for each
    playable card in hand, the Outer Court, an alliance on every stack, a conspiracy on every
    stack another stack is worth the new total of; prepare the future with any card."""
    moves = [Move("set_jester", card=j, value=v) for j, cur in state.jesters
             if j not in state.revalued for v in range(1, ct.JESTER_MAX + 1) if v != cur]
    stacks = [s for _, s in state.all_stacks()]
    totals = [sum(ct.card_value(state, c) for c in s) for s in stacks]
    for card in state.hands[p]:
        if not ct.playable(state, p, card):
            continue
        moves.append(Move("outer", card=card, target=f"outer.{p}"))
        moves.extend(Move("alliance", card=card, target=s[0]) for s in stacks)
        if ct.role(card) == "jester":
            adds = list(ct.jester_range(state, p))
        else:
            adds = [ct.card_value(state, card)]
        for i, s in enumerate(stacks):
            others = totals[:i] + totals[i + 1:]
            if any(totals[i] + a in others for a in adds):
                moves.append(Move("conspire", card=card, target=s[0]))
    if state.limits[p] is None and not state.revalued:
        moves.extend(Move("prepare", card=c, target=f"deck.{p}") for c in state.hands[p])
    return moves


def plain_targets(state: CourtState) -> list[tuple[str, ...]]:
    """Seed 000, Conspirer: the stacks other than the conspirators' worth their total."""
    found = ct.find_stack(state, state.pending_target)
    assert found is not None
    total = ct.stack_total(state, found[2])
    return [s for _, s in state.all_stacks()
            if s[0] != found[2][0] and ct.stack_total(state, s) == total]


def plain_jester_values(state: CourtState, p: int) -> list[int]:
    """Seed 000, Bouffon: in a conspiracy, the values that make the stack worth another's."""
    values = list(ct.jester_range(state, p))
    if not state.pending_target:
        return values
    found = ct.find_stack(state, state.pending_target)
    assert found is not None
    others = {ct.stack_total(state, s) for _, s in state.all_stacks() if s[0] != found[2][0]}
    rest = ct.stack_total(state, found[2]) - ct.card_value(state, state.pending)
    return [v for v in values if rest + v in others]


def test_every_listing_is_the_plain_one_in_seeded_games(rules: Any) -> None:
    """Seed 000, Marche du jeu: every decision's moves, listed quickly, are the plain listing's,
    in its order; a move from elsewhere in the game is legal exactly when it is listed."""
    players = ["A", "B"]
    seen: list[Move] = []
    counted = {"play": 0, "eliminate": 0, "jester_value": 0, "conspire": 0}
    for g in range(GAMES):
        options = {"dukes": bool(g & 1), "english_end": bool(g & 2),
                   "redraw_duplicates": bool(g & 4)}
        pick = random.Random(g)
        state = rules.new_game(players, options, 7000 + g)
        while state.to_act is not None:
            listed = rules.legal_moves(state)
            p = state.to_act
            if state.phase == "play":
                assert listed == plain_play_moves(state, p), (g, state.turn)
                counted["play"] += 1
                counted["conspire"] += sum(m.kind == "conspire" for m in listed)
            elif state.phase == "eliminate":
                assert mv.conspiracy_targets(state) == plain_targets(state)
                counted["eliminate"] += 1
            elif state.phase == "jester_value":
                assert [m.value for m in listed] == plain_jester_values(state, p)
                counted["jester_value"] += 1
            for m in pick.sample(seen, min(30, len(seen))) + listed:
                assert rules.is_legal(state, m) == (m in listed), (g, m)
            seen.extend(listed[:5])
            state = rules.apply(state, listed[pick.randrange(len(listed))])
    assert min(counted.values()) > 20, counted  # every kind of listing was met
