"""Bots see only views, play only legal moves, and deal hidden cards consistently — for every
registered game, at its smallest and largest player count."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any

import pytest

from medici_table import games
from medici_table.bots.adapter import adapter_for
from medici_table.bots.base import LEVELS, ask_bot, make_bot
from medici_table.bots.determinise import strings_in
from medici_table.bots.match import play_game, seat_bots
from medici_table.bots.mcts import StrongBot
from medici_table.engine import Move, Rng
from medici_table.engine.sim import default_players


def _cases() -> list[tuple[str, int]]:
    out = []
    for gid in games.available():
        meta = games.get(gid).meta
        out += [(gid, n) for n in sorted({meta.min_players, meta.max_players})]
    return out


CASES = _cases()
# Whole games at each game's largest table are long: CI runs them (pytest -m slow).
WHOLE_GAMES = [pytest.param(gid, n, marks=pytest.mark.slow)
               if n > games.get(gid).meta.min_players else (gid, n) for gid, n in CASES]


class SpyBot:
    """Plays at random and records every secret id it finds anywhere in what it is handed."""

    level = "spy"

    def __init__(self) -> None:
        self.rng = random.Random(7)
        self.inputs: list[Any] = []

    def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
        self.inputs.append(view)
        return moves[self.rng.randrange(len(moves))]


def _positions(gid: str, n: int, seed: int, every: int = 1,
               options: dict[str, Any] | None = None) -> list[Any]:
    """States along a seeded random game (every `every`-th decision)."""
    rules = games.get(gid)
    state = rules.new_game(default_players(rules, n), options or {}, seed)
    rng = random.Random(seed)
    out = []
    while not rules.is_over(state):
        out.append(state)
        moves = rules.legal_moves(state)
        state = rules.play(state, moves[rng.randrange(len(moves))])
    return out[::every]


@pytest.mark.parametrize(("gid", "n"), CASES)
def test_a_spying_bot_finds_no_secret_id_in_what_it_is_handed(gid: str, n: int) -> None:
    rules = games.get(gid)
    spy = SpyBot()
    state = rules.new_game(default_players(rules, n), {}, 3)
    leaks: list[str] = []
    caught_on_full_state = 0
    while not rules.is_over(state):
        me = state.to_act
        secrets = rules.secret_ids(state, me)
        caught_on_full_state += bool(secrets & strings_in(state))
        move = ask_bot(spy, rules, state, 0.0)
        leaks += sorted(secrets & strings_in(spy.inputs[-1]))
        state = rules.apply(state, move)
    assert leaks == []
    # the spy is not blind: handed the full state it would have seen secrets
    assert caught_on_full_state > 0


def _every_option(gid: str) -> dict[str, Any]:
    return {o.id: True for o in games.get(gid).options() if o.type == "bool"}


DEAL_CASES = [(gid, n, False) for gid, n in CASES] + [
    (gid, games.get(gid).meta.min_players, True) for gid in games.available()]


@pytest.mark.parametrize(("gid", "n", "options"), DEAL_CASES)
def test_determinisations_agree_with_the_view(gid: str, n: int, options: bool) -> None:
    """A sampled deal conserves components (but for secrets the game's search leaves face
    down, the deal's placeholders standing for them), looks the same from the bot's seat and
    offers the bot the same moves; yet it is a guess, so its hidden cards vary between samples. Also
    with every yes/no option of the game switched on (variants change what is hidden)."""
    rules = games.get(gid)
    adapter = adapter_for(gid)
    rng = random.Random(11)
    varied = 0
    chosen = _every_option(gid) if options else {}
    for state in _positions(gid, n, seed=5, every=7, options=chosen):
        me = state.to_act
        view = rules.view(state, me)
        deals = [adapter.sample_hidden(view, me, rng) for _ in range(2)]
        for deal in deals:
            dealt = rules.components(deal)
            face_down = sum(dealt.pop(k, 0) for k in adapter.face_down)
            unplaced = rules.components(state) - dealt
            assert dealt <= rules.components(state)
            assert sum(unplaced.values()) == face_down
            assert set(unplaced) <= rules.secret_ids(state, me)
            assert _no_rng(rules.view(deal, me)) == _no_rng(view)
            assert set(rules.legal_moves(deal)) == set(rules.legal_moves(state))
        varied += deals[0] != deals[1]
    assert varied > 0


def _no_rng(state: Any) -> Any:
    if any(f.name == "rng" for f in fields(state)):
        return replace(state, rng=Rng(0))
    return state


@pytest.mark.parametrize(("gid", "n"), WHOLE_GAMES)
def test_every_level_plays_whole_games_with_legal_moves_only(gid: str, n: int) -> None:
    rules = games.get(gid)
    levels = [LEVELS[i % len(LEVELS)] for i in range(n)]
    bots = seat_bots(rules, levels, seed=2)
    for bot in bots:
        if isinstance(bot, StrongBot):
            bot.iterations = 3
    record = play_game(rules, bots, seed=2, budget=0.5)
    assert sum(record.shares) == pytest.approx(1.0)
    assert record.decisions > 0


def test_an_illegal_choice_is_caught() -> None:
    rules = games.get("court_of_the_medici")
    state = rules.new_game(default_players(rules, 2), {}, 1)

    class Cheat:
        level = "cheat"

        def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
            return Move("outer", card="no.such.card", target="outer.0")

    with pytest.raises(RuntimeError, match="illegal"):
        ask_bot(Cheat(), rules, state, 0.1)


def test_strong_bot_respects_its_time_budget() -> None:
    rules = games.get("court_of_the_medici")
    state = rules.new_game(default_players(rules, 2), {}, 4)
    while len(rules.legal_moves(state)) < 2:
        state = rules.play(state, rules.legal_moves(state)[0])
    bot = make_bot("strong", rules, 1)
    import time

    start = time.perf_counter()
    ask_bot(bot, rules, state, 0.2)
    assert time.perf_counter() - start < 1.0
    assert isinstance(bot, StrongBot) and bot.last_iterations >= 1


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("genius", games.get("medici"))
