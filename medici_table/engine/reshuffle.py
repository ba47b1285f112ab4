"""Shuffling a game's hidden part anew: the helpers of `Rules.reshuffle_hidden` (no Qt).

A replay may not take the table back before a move that showed someone a card (the rule of
undo, `GameSession.may_return_to`): the card would come again, and now it is known. It may
instead go on from there with the hidden part shuffled anew — the cards no seat has seen at
that point (the decks, the cards set aside unseen, the pieces lying face down that nobody
looked at) change places among themselves, drawn by a fresh generator that also becomes the
state's own, so that no later shuffle repeats the game that was left either. What any seat
has seen stays where it was: every seat's view of the position is the same before and after.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from medici_table.engine.rng import Rng

if TYPE_CHECKING:
    from medici_table.engine.rules import Rules

Pile = tuple[str, ...]


def unseen(rules: Rules[Any], state: Any) -> frozenset[str]:
    """The components no seat may know in `state`: secret to every player."""
    seats = range(len(rules.players(state)))
    out: frozenset[str] | None = None
    for p in seats:
        secret = rules.secret_ids(state, p)
        out = secret if out is None else out & secret
    return out or frozenset()


def shuffle_each(piles: Sequence[Pile], rng: Rng) -> tuple[tuple[Pile, ...], Rng]:
    """Every pile shuffled on its own (each house's deck stays that house's)."""
    out = []
    for pile in piles:
        shuffled, rng = rng.shuffle(pile)
        out.append(shuffled)
    return tuple(out), rng


def deal_again(piles: Sequence[Pile], rng: Rng) -> tuple[tuple[Pile, ...], Rng]:
    """The cards of `piles` gathered, shuffled and dealt back into piles of the same sizes (a
    deck and the cards set aside from it unseen: any of them may now be the next card)."""
    cards, rng = rng.shuffle([c for pile in piles for c in pile])
    out, at = [], 0
    for pile in piles:
        out.append(cards[at:at + len(pile)])
        at += len(pile)
    return tuple(out), rng


def shuffle_unseen_piles(rules: Rules[Any], state: Any, rng: Rng) -> Any:
    """The engine's default for a game state that is a dataclass: every field that is a pile
    of component ids (a tuple of strings), or a tuple of such piles, all of them unseen by
    every seat, is shuffled on its own; the state's `rng` becomes the generator after."""
    hidden = unseen(rules, state)
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if _hidden_pile(value, hidden):
            changes[f.name], rng = rng.shuffle(value)
        elif (isinstance(value, tuple) and value
              and all(_hidden_pile(p, hidden) or p == () for p in value)):
            changes[f.name], rng = shuffle_each(value, rng)
    return renew(state, rng, **changes)


def renew(state: Any, rng: Rng, **changes: Any) -> Any:
    """`state` with `changes` and `rng` as its generator (when it keeps one)."""
    if any(f.name == "rng" for f in dataclasses.fields(state)):
        changes["rng"] = rng
    return dataclasses.replace(state, **changes)


def _hidden_pile(value: Any, hidden: frozenset[str]) -> bool:
    return (isinstance(value, tuple) and len(value) > 1
            and all(isinstance(c, str) and c in hidden for c in value))
