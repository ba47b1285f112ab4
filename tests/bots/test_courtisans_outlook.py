"""Courtisans' outlook, the strong level's judgement of a position: families' chances of favour
and disgrace, missions' chances of being fulfilled, and face-down missions counted as the mean
of what they may be (seed 002, Missions / Fin de la partie)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from pathlib import Path

import pytest

from medici_table.app.position import load_position
from medici_table.bots.games import courtisans as cbot
from medici_table.bots.games import courtisans_outlook as outlook
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import MISSION_BACK
from tests.bots.courtisans_play import random_moves, random_position

POSITIONS = Path(__file__).parent / "positions"


def test_a_family_standing_is_certain_only_when_no_card_can_come() -> None:
    done = outlook.Horizon(table_cards=0.0, spread=0.0, domain_cards=0.0)
    assert outlook.standing(1, done) == (1.0, 0.0)
    assert outlook.standing(0, done) == (0.0, 0.0)  # neutral (RULINGS, Courtisans)
    assert outlook.standing(-2, done) == (0.0, 1.0)
    open_ = outlook.Horizon(table_cards=4.0, spread=2.0, domain_cards=6.0)
    fav, dis = outlook.standing(0, open_)
    assert fav == pytest.approx(dis) and fav < 0.5
    ahead, behind = outlook.standing(2, open_), outlook.standing(1, open_)
    assert 0.5 < behind[0] < ahead[0] < 1.0 and ahead[1] < behind[1]


def test_a_mission_comes_closer_with_each_card_it_needs() -> None:
    """White mission 'at least 4 guards': each guard laid in the domain raises its chance."""
    _, state = random_position(3, seed=4, moves=9)
    guards = [c for c in court().cards if court().cards[c].role == "guard"]
    chances = []
    for have in range(5):
        domains = (tuple(guards[:have]),) + state.domains[1:]
        board = outlook.board(replace(state, domains=domains))
        chances.append(outlook.mission_chance(board, 0, "white.guards"))
    assert chances == sorted(chances) and chances[0] < chances[3] < chances[4] == 1.0


def test_a_face_down_mission_counts_as_the_mean_of_what_it_may_be(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bo's missions, face down to Ada, count as the mean over every white and blue mission
    Ada has not seen (a white then a blue, seed 002, Mise en place): what dealing them would
    give on average, without the noise of one guess."""
    monkeypatch.setattr(outlook, "MISSION_PULL", 1.0)
    monkeypatch.setattr(outlook, "MISSION_PULL_DUEL", 1.0)
    rules, state = random_position(2, seed=7, moves=20)
    view = rules.view(state, 0)
    guess = cbot.ADAPTER.sample_hidden(view, 0, random.Random(1))
    assert guess.missions[1] == (MISSION_BACK, MISSION_BACK)
    seen = set(state.missions[0])
    whites = [m for m in court().missions if court().missions[m].colour == "white" and m not in seen]
    blues = [m for m in court().missions if court().missions[m].colour == "blue" and m not in seen]
    dealt = [outlook.outlook(replace(guess, missions=(guess.missions[0], (w, b))))
             for w, b in itertools.product(whites, blues)]
    hidden = outlook.outlook(guess)
    assert hidden[1] == pytest.approx(sum(d[1] for d in dealt) / len(dealt))
    assert all(d[0] == pytest.approx(hidden[0]) for d in dealt)


def test_at_the_end_the_outlook_is_the_score() -> None:
    rules, state = random_position(4, seed=2, moves=10)
    state = random_moves(rules, state, random.Random(5))
    assert outlook.outlook(state) == [float(s) for s in rules.scores(state)]


def test_the_search_reads_a_win_from_the_outlook_when_missions_stay_face_down() -> None:
    """A finished deal of the search keeps the others' missions face down: its rewards come
    from the outlook (the score sheet cannot count a face-down mission)."""
    rules, state = random_position(3, seed=8, moves=0)
    state = random_moves(rules, state, random.Random(2))
    hidden = replace(state, missions=(state.missions[0],) + ((MISSION_BACK,) * 2,) * 2)
    rewards = cbot.ADAPTER.rewards(hidden)
    points = outlook.outlook(hidden)
    assert all(0.0 < r < 1.0 for r in rewards)
    assert max(range(3), key=rewards.__getitem__) == max(range(3), key=points.__getitem__)
    assert cbot.ADAPTER.rewards(state) == [
        1 / len(rules.winners(state)) if p in rules.winners(state) else 0.0 for p in range(3)]


@pytest.mark.parametrize("seed", range(4))
def test_the_strong_planner_keeps_the_guard_its_mission_needs(seed: int) -> None:
    """Seed 002, Missions: Ada needs 4 guards and holds 2; nothing scores yet at the Queen's
    table, so only the mission tells where the guard should go: into her own domain."""
    rules, state = load_position(POSITIONS / "courtisans_guard_for_the_mission.yaml")
    rng = random.Random(seed)
    while state.to_act == 0 and len(state.played) < 3:
        move = cbot.ADAPTER.strong_move(rules.view(state, 0), 0, rules.legal_moves(state), rng)
        state = rules.play(state, move)
    assert "hare.guard.1" in state.domains[0]


def _planned_domain(path: Path, seed: int) -> tuple[str, ...]:
    """Ada's domain after the strong level's turn planner has laid her three cards."""
    rules, state = load_position(path)
    rng = random.Random(seed)
    while state.to_act == 0 and len(state.played) < 3:
        move = cbot.ADAPTER.strong_move(rules.view(state, 0), 0, rules.legal_moves(state), rng)
        state = rules.play(state, move)
    return state.domains[0]


@pytest.mark.parametrize("seed", range(3))
def test_in_a_duel_the_planner_keeps_the_favoured_noble_before_a_third_guard(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 2 players a known mission's chance counts ×1.5 (`MISSION_PULL_DUEL`), not ×3:
    Ada keeps the Stag noble in favour (2 points) rather than a third of the 4 guards her
    mission asks for. Weighed ×3, as at 3-5 players, the same turn keeps the guard."""
    path = POSITIONS / "courtisans_duel_noble_before_guard.yaml"
    assert outlook.mission_pull(2) == outlook.MISSION_PULL_DUEL < outlook.MISSION_PULL
    assert outlook.mission_pull(3) == outlook.mission_pull(5) == outlook.MISSION_PULL
    domain = _planned_domain(path, seed)
    assert "stag.noble.1" in domain and "hare.guard.1" not in domain
    monkeypatch.setattr(outlook, "MISSION_PULL_DUEL", outlook.MISSION_PULL)
    domain = _planned_domain(path, seed)
    assert "hare.guard.1" in domain and "stag.noble.1" not in domain
