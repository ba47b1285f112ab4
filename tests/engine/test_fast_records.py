"""The engine's fast paths give what the slow ones gave: a record made without `__init__`
(`maker`), a slotted state copied field by field (`copier`), a draft changed through its
`__dict__` (`evolve`), and a shuffle with the generator's arithmetic inlined (`Rng.shuffle`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, fields

from medici_table.engine.rng import Rng
from medici_table.engine.state import GameState, copier, drafted, evolve, maker


@dataclass(frozen=True, slots=True)
class Slotted(GameState):
    a: int
    b: tuple[int, ...]
    to_act: int | None = 0


@dataclass(frozen=True)
class InDict(GameState):
    a: int
    b: tuple[int, ...]
    to_act: int | None = 0


def test_maker_makes_what_the_constructor_makes() -> None:
    made = maker(Slotted)(3, (1, 2), None)
    assert made == Slotted(3, (1, 2), None)
    assert type(made) is Slotted
    assert made.to_dict() == Slotted(3, (1, 2), None).to_dict()


def test_copier_copies_every_slot_and_applies_the_changes() -> None:
    start = Slotted(1, (4,), 2)
    same = copier(Slotted)(start, {})
    assert same == start and same is not start
    changed = copier(Slotted)(start, {"b": (5,)})
    assert changed == Slotted(1, (5,), 2)
    assert start == Slotted(1, (4,), 2), "the original is unchanged"
    assert [f.name for f in fields(Slotted)] == ["a", "b", "to_act"]


def test_a_draft_in_a_dict_takes_its_changes_in_place() -> None:
    def step(s: InDict, k: int) -> InDict:
        t = evolve(s, a=k, to_act=None)
        assert t is s, "the move's own copy is changed, not copied again"
        return t

    start = InDict(1, ())
    after = drafted(step, start, 7)
    assert after == InDict(7, (), None)
    assert start == InDict(1, ()), "the state the move started from is unchanged"


def _shuffle_by_draws(rng: Rng, items: list[int]) -> tuple[tuple[int, ...], Rng]:
    """Fisher-Yates with one `below` per draw: what `shuffle` did before it was inlined."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, rng = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), rng


def test_shuffle_draws_as_below_does() -> None:
    r = random.Random(24)
    for _ in range(300):
        rng = Rng.from_seed(r.getrandbits(64))
        items = list(range(r.randrange(0, 90)))
        assert rng.shuffle(items) == _shuffle_by_draws(rng, items)


def test_shuffle_of_large_decks_draws_as_below_does() -> None:
    """Decks past a dozen cards have their draws worked out at once (`rng._shuffled_at_once`)."""
    r = random.Random(2024)
    for size in (12, 13, 14, 40, 61, 140, 300):
        for _ in range(40):
            rng = Rng.from_seed(r.getrandbits(64))
            items = list(range(size))
            assert rng.shuffle(items) == _shuffle_by_draws(rng, items)


def _unmix(z: int) -> int:
    """The generator state whose draw is `z` (splitmix64's finaliser run backwards)."""
    mask = (1 << 64) - 1
    z ^= (z >> 31) ^ (z >> 62)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    x = z
    for _ in range(3):
        x = z ^ (x >> 27)
    z = (x * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    x = z
    for _ in range(3):
        x = z ^ (x >> 30)
    return x


def test_shuffle_with_a_rejected_draw_draws_as_below_does() -> None:
    """A draw `below(n)` rejects (a number among the top 2**64 % n) makes the later draws come
    one step later: the shuffle of a large deck still draws exactly as `below` does."""
    gamma = 0x9E3779B97F4A7C15
    for k, top in ((1, 0), (5, 2), (20, 0)):  # the k-th draw's number is 2**64 - 1 - top
        size = 50
        n = size - k + 1  # the bound of the k-th draw (not a power of two)
        assert (1 << 64) % n > top
        s0 = (_unmix((1 << 64) - 1 - top) - k * gamma) % (1 << 64)
        rng = Rng(s0)
        items = list(range(size))
        assert rng.shuffle(items) == _shuffle_by_draws(rng, items)
        after = Rng(s0)
        for _ in range(k - 1):
            after = after.next64()[1]
        assert after.next64()[0] == (1 << 64) - 1 - top, "the k-th draw is the one rejected"


def test_random_playout_picks_what_randrange_picks() -> None:
    """The play-out draws its moves inline (`engine.sim.random_playout`): the same moves as
    `Random(seed).randrange(len(moves))` at every decision, in every game."""
    from medici_table import games
    from medici_table.engine.sim import default_players, random_playout

    for gid in games.available():
        rules = games.get(gid)
        players = default_players(rules, rules.meta.min_players)
        for seed in (3, 11):
            picks = random.Random(seed)
            state = rules.new_game(players, {}, seed)
            expected = []
            while not rules.is_over(state):
                moves = rules.legal_moves(state)
                move = moves[picks.randrange(len(moves))]
                expected.append(move)
                state = rules.play(state, move)
            assert random_playout(rules, players, {}, seed).moves == expected, (gid, seed)
