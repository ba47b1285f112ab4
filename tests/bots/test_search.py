"""The pieces under the bots: placeholder filling, the search's final choice, Medici bids."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from medici_table import games
from medici_table.bots.determinise import (
    PoolExhausted,
    fill_in_turn,
    fill_placeholders,
    map_strings,
)
from medici_table.bots.games.medici import ADAPTER as MEDICI
from medici_table.bots.games.medici import lot_worth
from medici_table.bots.mcts import Node, StrongBot
from medici_table.engine import Move
from medici_table.engine.rng import Rng
from tests.bots.medici_auction import first_auction


@dataclass(frozen=True)
class Table:
    hand: tuple[str, ...]
    deck: tuple[str, ...]
    name: str


def _pool(s: str) -> str | None:
    if s.startswith("?"):
        return s[1:]
    return s.split(".")[0] if "." in s else None


def test_placeholders_get_unseen_ids_of_their_own_kind() -> None:
    view = Table(("red.1", "?red"), ("?blue", "?red"), "Ada")
    universe = ["red.1", "red.2", "red.3", "blue.1"]
    dealt = fill_placeholders(view, universe, _pool, random.Random(1))
    assert dealt.hand[0] == "red.1" and dealt.name == "Ada"
    assert dealt.deck[0] == "blue.1"
    assert sorted([dealt.hand[1], dealt.deck[1]]) == ["red.2", "red.3"]


def test_too_many_placeholders_for_the_unseen_ids_are_refused() -> None:
    view = Table(("?blue", "?blue"), (), "Ada")
    with pytest.raises(PoolExhausted):
        fill_placeholders(view, ["blue.1"], _pool, random.Random(1))


def test_unchanged_parts_of_a_state_are_shared_not_copied() -> None:
    view = Table(("red.1",), ("?red",), "Ada")
    out = map_strings(view, lambda s: "red.2" if s == "?red" else s)
    assert out.hand is view.hand and out.deck == ("red.2",)
    assert map_strings(view, lambda s: s) is view


@dataclass(frozen=True)
class Seated:
    tables: tuple[Table, ...]
    secret: str
    rng: Rng


def _colour_pool(s: str) -> str | None:
    return None if s == "?" else _pool(s)


def _any_pool(s: str) -> str | None:
    return "any" if s == "?" or "." in s else None


def test_two_deals_in_turn_are_the_chained_deals_drawn_alike() -> None:
    """`fill_in_turn` reads the view once; it must deal what two `fill_placeholders` calls
    would, with the same draws (the bots' choices are pinned by replay digests)."""
    view = Seated((Table(("red.1", "?red"), ("?", "?blue"), "Ada"),
                   Table(("?red",), ("blue.1", "?"), "Bo")), "?", Rng.from_seed(3))
    universe = ["red.1", "red.2", "red.3", "blue.1", "blue.2", "blue.3", "green.1", "green.2"]
    for seed in range(20):
        one, two = random.Random(seed), random.Random(seed)
        chained = fill_placeholders(fill_placeholders(view, universe, _colour_pool, one),
                                    universe, _any_pool, one)
        assert fill_in_turn(view, [(universe, _colour_pool), (universe, _any_pool)], two) == chained
        assert one.random() == two.random()
        assert "?" not in str(chained) and chained.tables[0].name == "Ada"


def _root(stats: dict[Move, tuple[int, float]]) -> Node:
    """A root whose children won `reward` of `visits` play-outs (each reward 0 or 1)."""
    root = Node(None)
    for move, (visits, reward) in stats.items():
        child = Node(0)
        child.visits, child.reward, child.square = visits, reward, reward
        root.children[move] = child
    return root


def test_the_search_keeps_the_heuristic_move_unless_another_is_clearly_better() -> None:
    a, b = Move("a"), Move("b")
    # 55% against 45% over 60 and 40 play-outs: the difference is within 1.5 standard errors
    close = _root({a: (60, 33.0), b: (40, 18.0)})
    assert StrongBot.final(close, [a, b], prior=b) == b
    # the same means over ten times the play-outs: now the search can tell them apart
    sure = _root({a: (600, 330.0), b: (400, 180.0)})
    assert StrongBot.final(sure, [a, b], prior=b) == a
    clear = _root({a: (60, 48.0), b: (40, 12.0)})
    assert StrongBot.final(clear, [a, b], prior=b) == a


def test_the_heuristic_move_gets_explored_first() -> None:
    a, b = Move("a"), Move("b")
    root = _root({a: (5, 3.0), b: (5, 2.8)})
    assert root.select([a, b]) == a
    assert root.select([a, b], prior=b) == b


def test_medici_normal_bot_bids_for_a_worthwhile_lot_and_passes_when_too_dear() -> None:
    rules = games.get("medici")
    state = first_auction(3, 0)  # a 5 of grapes (a 1 early in a season is worth nothing)
    me = state.to_act
    view = rules.view(state, me)
    worth = lot_worth(view, me)
    assert worth > 1
    moves = rules.legal_moves(state)
    assert MEDICI.normal_move(view, me, moves, random.Random(0)) == Move("bid", amount=1)
    from dataclasses import replace

    dear = replace(view, high_bid=int(worth))
    assert MEDICI.normal_move(dear, me, moves, random.Random(0)) == Move("pass")


def test_a_game_can_cap_its_search_below_the_time_budget() -> None:
    """Courtisans' play-outs judge worse than its turn planner, so its search stops at the
    adapter's cap however much time is left; a tournament's lower cap still wins."""
    rules = games.get("courtisans")
    state = rules.new_game(["A", "B", "C"], {}, 4)
    me = state.to_act
    view, moves = rules.view(state, me), rules.legal_moves(state)
    capped = StrongBot(rules, seed=1)
    assert capped.adapter.search_cap is not None
    capped.choose(view, me, moves, budget=30.0)
    assert capped.last_iterations == capped.adapter.search_cap
    lower = StrongBot(rules, seed=1, iterations=10)
    lower.choose(view, me, moves, budget=30.0)
    assert lower.last_iterations == 10


def test_medici_strong_level_plays_its_foresight_without_searching() -> None:
    """Medici's search lost to its own heuristic (29% of 31 seeded games against 62%), so its
    strong level answers with its heuristic (each auction foreseen) at once: no iteration,
    the same move."""
    import medici_table.bots.games.medici as mbot

    rules = games.get("medici")
    for seed in range(6):
        state = rules.new_game(["A", "B", "C"], {}, seed)
        for _ in range(3 + seed):  # a few turns in: some auctions under way
            state = rules.play(state, rules.legal_moves(state)[0])
        me = state.to_act
        view, moves = rules.view(state, me), list(rules.legal_moves(state))
        bot = StrongBot(rules, seed=seed)
        chosen = bot.choose(view, me, moves, budget=30.0)
        assert len(moves) == 1 or bot.last_iterations == 0
        assert chosen == mbot.ADAPTER.strong_move(view, me, moves, random.Random(0))
