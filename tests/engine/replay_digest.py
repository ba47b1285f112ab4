"""Digests of whole seeded games, to check that a faster engine plays exactly the same games.

`digest(game, players, seed)` plays a seeded random game (`engine.sim.random_playout`'s choices)
through the checked path (`Rules.apply`, as a session does) and hashes every move, every state
on the way (its save form, `to_dict`), the legal moves offered at each step and the final
scores. `python -m tests.engine.replay_digest` writes the fixture the test compares with; it
was recorded on main before the engine's speed work of issue 24 (commit 80908c6).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from medici_table import games
from medici_table.engine.sim import default_players, random_playout

FIXTURE = Path(__file__).parent / "fixtures" / "replay_digests.json"
SEEDS = (3, 17)


def _h(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]


def digest(game: str, n: int, seed: int) -> dict[str, Any]:
    rules = games.get(game)
    players = default_players(rules, n)
    chooser = random.Random(seed)
    state = rules.new_game(players, {}, seed)
    moves, states, offered = [], [_h(state.to_dict())], []
    while not rules.is_over(state):
        legal = rules.legal_moves(state)
        offered.append(_h([m.to_dict() for m in legal]))
        move = legal[chooser.randrange(len(legal))]
        state = rules.apply(state, move)
        moves.append(move.to_dict())
        states.append(_h(state.to_dict()))
    playout = random_playout(rules, players, {}, seed)
    return {
        "moves": len(moves),
        "move_digest": _h(moves),
        "state_digest": _h(states),
        "legal_digest": _h(offered),
        "final": _h(state.to_dict()),
        "scores": rules.scores(state),
        "playout_same": [m.to_dict() for m in playout.moves] == moves
        and playout.final.to_dict() == state.to_dict(),
    }


def bot_digest(game: str, seed: int, decisions: int = 8) -> dict[str, Any]:
    """The first `decisions` choices of strong computer players held to 12 iterations each
    (their searches' play-outs, deals and random draws included), from a seeded deal."""
    from medici_table.bots.mcts import StrongBot

    rules = games.get(game)
    n = rules.meta.min_players
    state = rules.new_game(default_players(rules, n), {}, seed)
    bots = [StrongBot(rules, seed=seed + p, iterations=12) for p in range(n)]
    chosen = []
    while not rules.is_over(state) and len(chosen) < decisions:
        me = state.to_act
        move = bots[me].choose(rules.view(state, me), me, rules.legal_moves(state), 1e9)
        state = rules.apply(state, move)
        chosen.append(move.to_dict())
    return {"moves": _h(chosen), "state": _h(state.to_dict())}


def cases() -> list[tuple[str, int, int]]:
    out = []
    for gid in games.available():
        meta = games.get(gid).meta
        for n in range(meta.min_players, meta.max_players + 1):
            out.extend((gid, n, seed) for seed in SEEDS)
    return out


def record() -> dict[str, Any]:
    out = {f"{g}/{n}/{seed}": digest(g, n, seed) for g, n, seed in cases()}
    out.update({f"strong/{g}": bot_digest(g, SEEDS[0]) for g in games.available()})
    return out


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    sys.stdout.write(f"wrote {FIXTURE}\n")
