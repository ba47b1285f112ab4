"""A seeded random generator that lives in the game state (splitmix64).

It is a frozen value: every draw returns the result and the next generator, so `apply`
stays pure and a game replays bit for bit from its seed.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

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


@dataclass(frozen=True, slots=True)
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
        other, with the generator's arithmetic inlined (a deck is shuffled at every season or
        round: one `Rng` per draw was most of its cost) and each draw's bound and rejection
        limit read from a table made once per deck size."""
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
