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
