"""A whole two-player game, played through a GameSession as the table would."""

from __future__ import annotations

from typing import Any

from medici_table.engine import GameSession
from medici_table.games.courtisans.data import court


def _first_choice(session: GameSession) -> None:
    """Kill when an assassin can, otherwise the first legal move."""
    legal = session.legal_moves()
    kills = [m for m in legal if m.kind == "kill"]
    session.play(kills[0] if kills else legal[0])


def test_a_two_player_game_from_deal_to_scores(rules: Any) -> None:
    """Seed 002: 60 cards in play, 20 turns of three cards, then spies revealed and scored."""
    session = GameSession(rules, rules.new_game(["Ada", "Bo"], {}, 42))
    while not rules.is_over(session.state):
        _first_choice(session)
    moves = session.moves()
    draws = [m for m in moves if m.kind == "draw"]
    places = [m for m in moves if m.kind == "place"]
    assert len(draws) == 20 and len(places) == 60  # ten whole turns each
    final = session.state
    assert final.revealed and final.deck == () and final.hands == ((), ())
    # every laid spy is face up now, except those eliminated (still face down in the discard)
    hidden = [c for c in final.discard if c.startswith("?spy.")]
    laid = [m.card for m in places if m.card and court().cards[m.card].role == "spy"]
    assert len(final.spies) == len(laid)
    on_table = {c for pile in final.above + final.below + final.domains for c in pile}
    assert {final.spies[int(h[5:])] for h in hidden}.isdisjoint(on_table)
    assert (set(laid) - {final.spies[int(h[5:])] for h in hidden}) <= on_table
    # the log never names a spy
    for step in session.history:
        if step.move.kind == "place" and court().cards[step.move.card or ""].role == "spy":
            assert "lays a spy face down" in step.description
    assert len(laid) == 7 and len(hidden) == 2  # two spies fell to assassins, unseen
    assert rules.scores(final) == [24, 23] and rules.winners(final) == [0]  # pinned to seed 42
    assert "The game is over" in rules.prompt(final)
