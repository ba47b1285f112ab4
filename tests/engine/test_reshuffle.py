"""Rules.reshuffle_hidden: a replay goes on from before a reveal with the hidden part shuffled
anew (issue 26, item 4). For every game, at positions of seeded random games: the shuffled
state passes the game's validator, every seat sees exactly what it saw (its view is the same,
so no card anyone has seen moved), the components are the same, and the cards nobody has seen
come in another order for some seed — with a new generator, so no later shuffle repeats the
game left either."""

from __future__ import annotations

import random
from typing import Any

import pytest

from medici_table import games
from medici_table.app import savefile
from medici_table.app.record import deal, seats_of
from medici_table.engine import reshuffle
from medici_table.engine.rng import Rng
from medici_table.engine.rules import Rules
from medici_table.engine.sim import default_players


def positions(rules: Rules[Any], n: int, seed: int, every: int = 7) -> list[Any]:
    """Positions of one seeded random game, every `every` moves, while it goes on."""
    chooser = random.Random(seed)
    state = rules.new_game(default_players(rules, n), {}, seed)
    out = []
    moves = 0
    while not rules.is_over(state):
        if moves % every == 0:
            out.append(state)
        state = rules.apply(state, chooser.choice(rules.legal_moves(state)))
        moves += 1
    return out


def without_rng(rules: Rules[Any], state: Any) -> dict[str, Any]:
    plain = state.to_dict()
    plain.pop("rng", None)
    return plain


def check_reshuffled(rules: Rules[Any], state: Any, new: Any) -> None:
    rules.validate_state(new)
    assert rules.components(new) == rules.components(state)
    for p in range(len(rules.players(state))):
        assert rules.view(new, p) == rules.view(state, p), f"seat {p} sees a change"
        assert rules.secret_ids(new, p) == rules.secret_ids(state, p)
    assert new.to_act == state.to_act and rules.legal_moves(new) is not None


@pytest.mark.parametrize("game_id", games.available())
def test_the_hidden_part_is_shuffled_anew_and_nothing_seen_moves(game_id: str) -> None:
    rules = games.get(game_id)
    changed = tried = 0
    for n in sorted({rules.meta.min_players, rules.meta.max_players}):
        for state in positions(rules, n, seed=26 + n):
            hidden = reshuffle.unseen(rules, state)
            for seed in (1, 2, 3):
                new = rules.reshuffle_hidden(state, Rng.from_seed(seed))
                check_reshuffled(rules, state, new)
                assert new.rng != state.rng, "the later shuffles are new too"
                if len(hidden) > 1:
                    tried += 1
                    changed += without_rng(rules, new) != without_rng(rules, state)
    assert tried and changed > tried // 2, f"{changed} of {tried} shuffles changed nothing"


@pytest.mark.parametrize("game_id", games.available())
def test_the_engine_default_keeps_every_view_too(game_id: str) -> None:
    """The default (`reshuffle.shuffle_unseen_piles`, for a game that does not override it)
    shuffles only piles nobody has seen: every game's positions still validate."""
    rules = games.get(game_id)
    for state in positions(rules, rules.meta.min_players, seed=7, every=11):
        new = reshuffle.shuffle_unseen_piles(rules, state, Rng.from_seed(5))
        check_reshuffled(rules, state, new)


def test_a_card_drawn_does_not_come_again_by_design() -> None:
    """Court of the Medici at a table of two people (seed 000, "Piocher"): a card drawn; the
    table taken back before the draw is refused, with the decks shuffled anew it is not — the
    draw then brings another card for some seeds, and the game goes on from a start that undo
    cannot cross, saved and opened like any game."""
    record = deal("court_of_the_medici", seats_of(["Ada", "Bo"]), seed=3)
    session = record.session
    chooser = random.Random(3)
    while not session.history or session.history[-1].move.kind != "draw":
        session.play(chooser.choice(session.legal_moves()))
    index = len(session.history) - 1
    assert not record.may_continue_from(index)
    drawn = session.state
    session.history, session.state = session.history[:index], session.history[index].before
    hands = []
    for seed in range(1, 6):
        again = record.continued_anew(session, seed)
        assert again.session.history == [] and again.session.initial is again.session.state
        assert not again.session.can_undo() and again.seed is None
        draw = next(m for m in again.session.legal_moves() if m.kind == "draw")
        again.session.play(draw)
        again.session.rules.validate_state(again.session.state)
        hands.append(again.session.state.hands)
        saved = again.to_save()  # its save starts from the shuffled position and opens again
        assert saved.seed is None and saved.start is not None
        assert savefile.replay(savefile.parse(saved.to_json())).state == again.session.state
    assert any(h != drawn.hands for h in hands), "the same card came again every time"
