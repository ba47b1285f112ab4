"""Faster rules play exactly the same games: every move, state, list of legal moves and score
of seeded games, and strong computer players' first choices, as main played them before the
speed work of issue 24 (fixture recorded there by `python -m tests.engine.replay_digest`)."""

from __future__ import annotations

import json

import pytest

from tests.engine.replay_digest import FIXTURE, SEEDS, bot_digest, cases, digest

RECORDED = json.loads(FIXTURE.read_text())


def test_the_fixture_covers_every_game_and_player_count() -> None:
    assert {f"{g}/{n}/{seed}" for g, n, seed in cases()} <= set(RECORDED)


@pytest.mark.parametrize(("game", "players", "seed"), cases())
def test_a_seeded_game_is_played_as_before(game: str, players: int, seed: int) -> None:
    assert digest(game, players, seed) == RECORDED[f"{game}/{players}/{seed}"]


@pytest.mark.parametrize("game", sorted({g for g, _, _ in cases()}))
def test_strong_players_choose_as_before(game: str) -> None:
    assert bot_digest(game, SEEDS[0]) == RECORDED[f"strong/{game}"]
