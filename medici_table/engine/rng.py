"""A seeded random generator that lives in the game state (splitmix64).

It is a frozen value: every draw returns the result and the next generator, so `apply`
stays pure and a game replays bit for bit from its seed.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import lru_cache
from operator import mod
from typing import TypeVar

from medici_table.engine.records import record

T = TypeVar("T")
_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
SEED_BITS = 64


def fresh_seed() -> int:
    """The seed of a new game, from the operating system's entropy: 64 bits (a 31-bit seed could
    be found from a player's first view by trying them all). Saves keep it exactly (JSON
    integers), and `Rng.from_seed` maps every 64-bit seed to a different generator."""
    return int.from_bytes(os.urandom(SEED_BITS // 8), "little")


@record(slots=True)
class Rng:
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls((seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK)

    def next64(self) -> tuple[int, Rng]:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(s)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            x, rng = rng.next64()
            if x < limit:
                return x % n, rng

    def randint(self, lo: int, hi: int) -> tuple[int, Rng]:
        """A uniform integer in [lo, hi], both included."""
        x, rng = self.below(hi - lo + 1)
        return lo + x, rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        i, rng = self.below(len(items))
        return items[i], rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """Fisher-Yates shuffle; returns a new tuple. The same draws as `below` one after the
        other: a deck of more than a dozen cards has its draws worked out at once (`_shuffled_at_once`),
        a smaller one draw by draw with the generator's arithmetic inlined (one `Rng` per draw
        was most of a shuffle's cost, and a deck is shuffled at every season or round)."""
        if len(items) > _AT_ONCE:
            done = _shuffled_at_once(self.state, items)
            if done is not None:
                return done
        return self._shuffle_one_by_one(items)

    def _shuffle_one_by_one(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        out = list(items)
        s = self.state
        mask, gamma, mix1, mix2 = _MASK, _GAMMA, _MIX1, _MIX2
        for n, limit in _draws(len(out)):
            while True:
                s = (s + gamma) & mask
                z = ((s ^ (s >> 30)) * mix1) & mask
                z = ((z ^ (z >> 27)) * mix2) & mask
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            i = n - 1
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(s)


@lru_cache(maxsize=64)  # a game shuffles a few deck sizes, again and again
def _draws(size: int) -> tuple[tuple[int, int], ...]:
    """A shuffle's draws for `size` items, in order: (bound n, the rejection limit of
    `below(n)`), for n from `size` down to 2."""
    return tuple((n, _SPAN - _SPAN % n) for n in range(size, 1, -1))


# --- a shuffle's draws all at once ---------------------------------------------------------------
# The k-th draw of a shuffle starts from the state s0 + k * gamma, so every draw's 64-bit number
# can be worked out before the first is used: each in its own 128-bit lane of one large integer,
# where a product or a shift right never reaches the next lane's 64 bits, and the mask clears what
# spills into the upper half. One multiplication of that integer does every draw's multiplication
# (in C); Python then only reduces each number to its bound and swaps. A draw is only ever
# rejected by `below(n)` when its number lies among the top `2**64 % n` values (< n): if any
# number lies that high, the shuffle is made draw by draw instead, so the draws are always
# exactly `below`'s (tests/engine/test_fast_records.py).

_AT_ONCE = 12  # below this many items, one by one is as quick


@lru_cache(maxsize=64)
def _lanes(m: int) -> tuple[int, int, int, int, int, tuple[int, ...], tuple[int, ...]]:
    """For m draws: 1 in every lane, gamma * k in lane k - 1, the lanes' 64-bit mask, their
    bit 64, m + 1 in every lane, the bounds n (m + 1 down to 2) and the places n - 1 swapped."""
    ones = sum(1 << (128 * k) for k in range(m))
    steps = sum((_GAMMA * (k + 1)) << (128 * k) for k in range(m))
    bounds = tuple(range(m + 1, 1, -1))
    return (ones, steps, _MASK * ones, (1 << 64) * ones, (m + 1) * ones, bounds,
            tuple(n - 1 for n in bounds))


def _shuffled_at_once(s0: int, items: Sequence[T]) -> tuple[tuple[T, ...], Rng] | None:
    """`Rng(s0).shuffle(items)` with every draw worked out at once; None when a draw might be
    rejected (then the shuffle is made one draw at a time)."""
    out = list(items)
    m = len(out) - 1
    ones, steps, lanes, bit64, near, bounds, places = _lanes(m)
    z = (s0 * ones + steps) & lanes
    z = ((z ^ (z >> 30)) & lanes) * _MIX1 & lanes
    z = ((z ^ (z >> 27)) & lanes) * _MIX2 & lanes
    z = (z ^ (z >> 31)) & lanes
    if (z + near) & bit64:  # a number within m + 1 of 2**64: `below` might reject it
        return None
    numbers = memoryview(z.to_bytes(16 * m, "little")).cast("Q")[0::2].tolist()
    for i, j in zip(places, map(mod, numbers, bounds), strict=True):
        out[i], out[j] = out[j], out[i]
    return tuple(out), Rng((s0 + m * _GAMMA) & _MASK)
