"""The conformance suite every registered game passes (OpenSpiel's random_sim_test, extended).

After every move of seeded random games: no component created or lost, the state accepted by
the game's validator (`validate_state`: no false refusal of a reachable state), an exact JSON
round trip, the input state untouched, views that leak no secret id, every sampled legal move
applicable, and every game ends. MEDICI_FUZZ_GAMES=<n> plays more games per case.

Each case is split in two: its first QUICK_GAMES games run in the quick suite — every player count
with the defaults, every option at the game's smallest table — and the rest carry the `slow`
mark (CI runs both, so every game of every case is still played there).
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from medici_table import games
from medici_table.engine import Move
from medici_table.engine.sim import default_players

GAMES_PER_CASE = int(os.environ.get("MEDICI_FUZZ_GAMES", "12"))
QUICK_GAMES = 1  # per case in the quick suite: every game, player count and option, once


def _cases() -> list[Any]:
    out = []
    for gid in games.available():
        rules = games.get(gid)
        option_sets: list[dict[str, Any]] = [{}]
        for opt in rules.options():
            values = [True] if opt.type == "bool" else [c for c in opt.choices if c != opt.default]
            for v in values:
                if v != opt.default:
                    option_sets.append({opt.id: v})
        scale = getattr(rules, "fuzz_scale", 1.0)
        count = max(2, round(GAMES_PER_CASE * scale))
        quick = min(count, QUICK_GAMES)
        for n in range(rules.meta.min_players, rules.meta.max_players + 1):
            for opts in option_sets:
                label = ",".join(f"{k}={v}" for k, v in opts.items()) or "defaults"
                # quick: every player count with the defaults, every option at the smallest table
                first = range(quick) if not opts or n == rules.meta.min_players else range(0)
                if first:
                    out.append(pytest.param(gid, n, opts, first, id=f"{gid}-{n}p-{label}"))
                out.append(pytest.param(gid, n, opts, range(len(first), count), marks=pytest.mark.slow,
                                        id=f"{gid}-{n}p-{label}-more"))
    return out


def _strings(obj: Any) -> set[str]:
    found: set[str] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            found.add(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


@pytest.mark.parametrize(("game_id", "n", "options", "numbers"), _cases())
def test_random_games_keep_every_invariant(game_id: str, n: int, options: dict[str, Any],
                                           numbers: range) -> None:
    rules = games.get(game_id)
    players = default_players(rules, n)
    for g in numbers:
        seed = 1000 * n + g
        chooser = random.Random(seed)
        state = rules.new_game(players, options, seed)
        start = rules.components(state)
        rules.validate_state(state)
        moves: list[Move] = []
        for step in range(20_000):
            if rules.is_over(state):
                break
            assert state.to_act is not None
            legal = rules.legal_moves(state)
            assert legal, f"{game_id}: no legal move but game not over"
            assert len(set(legal)) == len(legal), "legal_moves lists a move twice"
            before = json.dumps(state.to_dict(), sort_keys=True)
            # round trip, exactly
            d = json.loads(before)
            assert type(state).from_dict(d) == state
            # views leak nothing
            if step % 3 == 0:
                for p in range(n):
                    v = rules.view(state, p)
                    assert type(v) is type(state)
                    secrets = rules.secret_ids(state, p)
                    leaked = _strings(v.to_dict()) & secrets
                    assert not leaked, f"view for player {p} shows {sorted(leaked)[:5]}"
                    if secrets and hasattr(state, "rng"):
                        # the generator could be stepped back to replay a hidden shuffle
                        assert v.rng != state.rng, "a view carries the shuffling generator"
            # every legal move applies (sampled)
            if step % 17 == 0:
                for m in legal[:60]:
                    rules.apply(state, m)
                assert json.dumps(state.to_dict(), sort_keys=True) == before
            move = legal[chooser.randrange(len(legal))]
            assert Move.from_dict(json.loads(json.dumps(move.to_dict()))) == move
            nxt = rules.apply(state, move)
            assert rules.describe(state, move)
            assert json.dumps(state.to_dict(), sort_keys=True) == before, "apply changed its input"
            assert rules.components(nxt) == start, f"components changed by {move}"
            rules.validate_state(nxt)
            moves.append(move)
            state = nxt
        else:
            pytest.fail(f"{game_id}: seed {seed} did not end")
        assert state.to_act is None and rules.legal_moves(state) == []
        assert len(rules.scores(state)) == n
        assert rules.winners(state) and set(rules.winners(state)) <= set(range(n))
        # same seed + same moves => same game, bit for bit
        replay = rules.new_game(players, options, seed)
        for m in moves:
            replay = rules.apply(replay, m)
        assert replay.to_dict() == state.to_dict()
