"""The normal level makes no move a person would call a blunder: for every game, at least ten
positions (files in `tests/bots/positions/blunders/<game>/`) where one move is clearly bad, and
the normal bot, on several seeds, never makes it.

`blunders.yaml`, beside the positions of each game, says for each file what the blunder is:

    file name (without .yaml):
      why: one sentence a player would say
      before: [moves]   # optional: played first, as given (a move under way, a forced card)
      decisions: 3      # optional: decisions played by the normal level at every seat
                        # (default: those of the player to act, until another must decide)
      judged: 1         # optional: only the tested player's first N decisions are judged
      avoid:            # the blunder: moves matching any of these (the attributes given;
        - {kind: eliminate, target: della_rovere.banker.1}   # amount_from: a bid from N up)

The tested player is the one to act after `before`; only their decisions are judged.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from medici_table import games
from medici_table.app.position import load_position
from medici_table.bots.base import NormalBot
from medici_table.engine import Move

HERE = Path(__file__).parent / "positions" / "blunders"
SEEDS = range(5)
MINIMUM = 10


def _manifest(game_id: str) -> dict[str, dict[str, Any]]:
    path = HERE / game_id / "blunders.yaml"
    data: dict[str, dict[str, Any]] = yaml.safe_load(path.read_text()) if path.exists() else {}
    return data or {}


def _cases() -> list[Any]:
    out = []
    for game_id in games.available():
        for name in sorted(_manifest(game_id)):
            out.append(pytest.param(game_id, name, id=f"{game_id}-{name}"))
    return out


def matches(move: Move, pattern: dict[str, Any]) -> bool:
    """Whether `move` has every attribute `pattern` gives (`amount_from`: a bid of N or more)."""
    for key, value in pattern.items():
        if key == "amount_from":
            if move.amount is None or move.amount < value:
                return False
        elif getattr(move, key) != value:
            return False
    return True


def judged_moves(game_id: str, name: str, seed: int) -> tuple[list[str], list[Move], bool]:
    """Play the position with the normal level: the tested player's moves, their
    descriptions, and whether the blunder was on offer at one of their decisions."""
    entry = _manifest(game_id)[name]
    rules, state = load_position(HERE / game_id / f"{name}.yaml")
    for m in entry.get("before", []):
        state = rules.play(state, Move.from_dict(m))
    me = state.to_act
    assert me is not None, f"{name}: nobody is to act"
    limit = entry.get("decisions")
    said: list[str] = []
    made: list[Move] = []
    offered = False
    steps = 0
    while not rules.is_over(state) and (state.to_act == me if limit is None else steps < limit):
        seat = state.to_act
        legal = rules.legal_moves(state)
        bot = NormalBot(rules, seed * 101 + seat)
        move = bot.choose(rules.view(state, seat), seat, legal, 1.0)
        if seat == me and len(made) < entry.get("judged", 10**6):
            offered |= any(matches(m, p) for m in legal for p in entry["avoid"])
            said.append(rules.describe(state, move))
            made.append(move)
        state = rules.play(state, move)
        steps += 1
    return said, made, offered


@pytest.mark.parametrize(("game_id", "name"), _cases())
def test_the_normal_level_avoids_the_blunder(game_id: str, name: str) -> None:
    entry = _manifest(game_id)[name]
    on_offer = False
    for seed in SEEDS:
        said, made, offered = judged_moves(game_id, name, seed)
        on_offer |= offered
        for move, line in zip(made, said, strict=True):
            bad = [p for p in entry["avoid"] if matches(move, p)]
            assert not bad, f"{name} (seed {seed}): {line} — {entry['why']}"
    assert on_offer, f"{name}: the blunder was never a legal move of the tested player"


@pytest.mark.parametrize("game_id", games.available())
def test_every_game_has_ten_blunder_positions_each_described(game_id: str) -> None:
    manifest = _manifest(game_id)
    files = {p.stem for p in (HERE / game_id).glob("*.yaml")} - {"blunders"}
    assert files == set(manifest), "each position file has its blunder, and each blunder a file"
    assert len(files) >= MINIMUM
    for name, entry in manifest.items():
        assert entry.get("why") and entry.get("avoid"), name
        for pattern in entry["avoid"]:
            assert set(pattern) <= {"kind", "card", "token", "target", "value", "amount",
                                    "choice", "player", "amount_from"}, name
