"""A move changes its own copy of the state in place (engine.state.drafted), and nothing else:
the state it started from, states outside a move and other threads' moves are never changed."""

from __future__ import annotations

import threading
from dataclasses import dataclass

import pytest

from medici_table import games
from medici_table.engine.sim import default_players, random_playout
from medici_table.engine.state import DRAFT, GameState, drafted, evolve


@dataclass(frozen=True, slots=True)
class Tiny(GameState):
    a: int
    b: tuple[int, ...]
    to_act: int | None = 0


def _step(s: Tiny, k: int) -> Tiny:
    s = evolve(s, a=s.a + k)
    return evolve(s, b=s.b + (k,))


def test_a_move_changes_its_own_copy_only() -> None:
    start = Tiny(1, ())
    after = drafted(_step, start, 5)
    assert (start.a, start.b) == (1, ()), "the state the move started from is unchanged"
    assert (after.a, after.b) == (6, (5,))
    assert after is not start
    assert DRAFT.state is None, "after the move there is no draft"
    again = evolve(after, a=0)
    assert again is not after and after.a == 6, "outside a move, evolve copies"


def test_a_refused_move_leaves_no_draft() -> None:
    def boom(s: Tiny, k: int) -> Tiny:
        evolve(s, a=k)
        raise ValueError("refused")

    with pytest.raises(ValueError):
        drafted(boom, Tiny(1, ()), 2)
    assert DRAFT.state is None


def test_each_thread_has_its_own_draft() -> None:
    seen: list[object] = []

    def other(s: Tiny, k: int) -> Tiny:
        seen.append(DRAFT.state)
        return evolve(s, a=k)

    def step(s: Tiny, k: int) -> Tiny:
        t = threading.Thread(target=lambda: drafted(other, Tiny(9, ()), 3))
        t.start()
        t.join()
        mine = DRAFT.state is s
        assert mine, "the other thread's move left this one's draft alone"
        return evolve(s, a=k)

    assert drafted(step, Tiny(1, ()), 4).a == 4
    assert seen and seen[0] is not None and seen[0] is not DRAFT.state


@pytest.mark.parametrize("game", games.available())
def test_states_played_through_are_never_changed_afterwards(game: str) -> None:
    rules = games.get(game)
    players = default_players(rules, rules.meta.min_players)
    moves = random_playout(rules, players, {}, 5).moves
    states = [rules.new_game(players, {}, 5)]
    for m in moves:
        states.append(rules.play(states[-1], m))
    saved = [s.to_dict() for s in states]
    again = [rules.new_game(players, {}, 5)]
    for m in moves:  # the same game once more, every state kept: none was changed in between
        again.append(rules.play(again[-1], m))
    assert [s.to_dict() for s in states] == saved == [s.to_dict() for s in again]
