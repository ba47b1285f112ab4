"""What a position file says of the cards its writer may not know: `?` in their place.

A position saved "as the deciding player may see it" (a puzzle, a question about a game)
writes `?` for a card face down to that player, or a count for a pile of unknown cards.
Loading it deals the cards nobody named, shuffled with the file's seed, into those places: one
possible truth behind what the player saw. Game-agnostic: each game says which cards may fill
which places.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from medici_table.engine.rng import Rng

HIDDEN = "?"


def is_hidden(card: object) -> bool:
    """Whether a view's or a file's entry stands for a card the viewer may not know (views
    write `?` followed by a hint such as the card's House; files write `?` alone)."""
    return isinstance(card, str) and card.startswith(HIDDEN)


def written(cards: Iterable[str]) -> list[str]:
    """Cards as a position file lists them: every hidden one as `?`."""
    return [HIDDEN if is_hidden(c) else c for c in cards]


def pile_or_count(cards: Sequence[str]) -> list[str] | int:
    """A pile as a file writes it: a count when every card is hidden (a face-down deck),
    else its cards with `?` for the hidden ones."""
    if cards and all(is_hidden(c) for c in cards):
        return len(cards)
    return written(cards)


def fill(piles: Sequence[Sequence[str]], pool: Sequence[str], rng: Rng
         ) -> tuple[list[tuple[str, ...]], tuple[str, ...], Rng]:
    """Each `?` of `piles`, in order, replaced by a card of `pool` shuffled with `rng`;
    returns the piles, the cards of the pool left over and the generator after the shuffle.
    ValueError if the pool has too few cards (the file hides more cards than are unseen)."""
    wanted = sum(1 for pile in piles for c in pile if c == HIDDEN)
    if wanted > len(pool):
        raise ValueError(f"{wanted} hidden card(s) but only {len(pool)} unseen card(s) to "
                         "put there")
    if not wanted:
        return [tuple(p) for p in piles], tuple(pool), rng
    shuffled, rng = rng.shuffle(pool)
    it = iter(shuffled)
    out = [tuple(next(it) if c == HIDDEN else c for c in pile) for pile in piles]
    return out, tuple(it), rng
