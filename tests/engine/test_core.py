"""The engine's building blocks: the seeded generator, moves, the state codec, the session."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from medici_table import games
from medici_table.engine import GameSession, GameState, IllegalMove, Move, Rng
from medici_table.engine.codec import from_plain


def test_rng_is_reproducible_and_golden() -> None:
    """A seed always gives the same shuffle (pinned, like KPat's deal numbers)."""
    deal, _ = Rng.from_seed(1).shuffle(range(10))
    assert deal == (7, 6, 5, 2, 3, 8, 0, 1, 4, 9)
    a, b = Rng.from_seed(99), Rng.from_seed(99)
    assert a.shuffle("abcdefgh") == b.shuffle("abcdefgh")


def test_rng_below_is_uniform_enough() -> None:
    rng = Rng.from_seed(3)
    counts: Counter[int] = Counter()
    for _ in range(6000):
        x, rng = rng.below(6)
        counts[x] += 1
    assert set(counts) == set(range(6)) and min(counts.values()) > 850


def test_move_round_trip_and_bad_input() -> None:
    m = Move("bid", amount=12, player=2)
    assert Move.from_dict(json.loads(json.dumps(m.to_dict()))) == m
    assert m.to_dict() == {"kind": "bid", "amount": 12, "player": 2}
    for bad in ({}, {"kind": 3}, {"kind": "bid", "amount": "12"}, {"kind": "x", "colour": "red"}):
        with pytest.raises(ValueError):
            Move.from_dict(bad)


@dataclass(frozen=True, slots=True)
class _Inner:
    name: str
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class _Sample(GameState):
    to_act: int | None
    inner: tuple[_Inner, ...]
    limit: int | None
    rng: Rng


def test_codec_round_trips_and_refuses_wrong_types() -> None:
    s = _Sample(0, (_Inner("a", (1, 2)), _Inner("b", ())), None, Rng.from_seed(4))
    d = json.loads(json.dumps(s.to_dict()))
    assert _Sample.from_dict(d) == s
    d["inner"][0]["values"] = ["1"]
    with pytest.raises(ValueError, match=r"inner\[0\]\.values\[0\]"):
        from_plain(_Sample, d)
    with pytest.raises(ValueError, match="missing"):
        from_plain(_Sample, {"to_act": 0})


def test_session_history_undo_redo_and_listeners() -> None:
    rules = games.get("court_of_the_medici")
    state = rules.new_game(["Ada", "Bo"], {}, seed=7)
    session = GameSession(rules, state)
    seen: list[str] = []
    session.subscribe(lambda _s, what: seen.append(what))
    move = next(m for m in session.legal_moves() if m.kind == "outer")
    step = session.play(move)
    assert step.description and session.log() == [step.description]
    session.undo()
    assert session.state == state and session.can_redo()
    session.redo()
    assert session.moves() == [move]
    assert seen == ["play", "undo", "redo"]
    with pytest.raises(IllegalMove):
        session.play(Move("nonsense"))
    assert session.moves() == [move]


def test_registry_lists_every_game_and_names_unknown_ones() -> None:
    assert "court_of_the_medici" in games.available()
    with pytest.raises(KeyError, match="court_of_the_medici"):
        games.get("chess")


def test_options_are_checked() -> None:
    rules: Any = games.get("court_of_the_medici")
    with pytest.raises(ValueError):
        rules.new_game(["Ada", "Bo"], {"dukes": "yes"}, seed=1)
    with pytest.raises(ValueError):
        rules.new_game(["Ada", "Bo"], {"wizards": True}, seed=1)
    with pytest.raises(ValueError):
        rules.new_game(["Ada"], {}, seed=1)
