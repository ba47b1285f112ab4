"""Seed 002, Les rôles spéciaux: nobles, spies, assassins and guards."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import GameSession, IllegalMove
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.scoring import domain_points, statuses

from .conftest import DRAW, SPARE, kill, place, position

TOAD = court().columns.index("toad")
SPY_COLUMN = court().spy_column


def _kills(rules: Any, s: Any) -> set[str]:
    return {m.card for m in rules.legal_moves(s) if m.kind == "kill"}


# --- spies ------------------------------------------------------------------------------


def test_a_spy_goes_face_down_in_the_middle_column(rules: Any) -> None:
    """Seed 002, Les espions: at the Queen's table, face down, in the spy column."""
    _, s = position("spies_last_turn")
    assert {m.target for m in rules.legal_moves(s) if m.card == "bird.spy.1"} == {
        "queen.spies.above", "queen.spies.below", "domain.0", "domain.1"}
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, place("bird.spy.1", "queen.bird.above"))
    assert refused.value.rule == "spies"
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, place("stag.plain.1", "queen.spies.above"))
    assert refused.value.rule == "spies"
    s = rules.apply(s, place("bird.spy.1", "queen.spies.above"))
    assert s.above[SPY_COLUMN] == ("?spy.0", "?spy.4")


def test_nobody_sees_a_laid_spy_not_even_its_owner(rules: Any) -> None:
    """Seed 002, Les espions: nobody may look at it, not even the player who laid it."""
    _, s = position("spies_last_turn")
    assert "bird.spy.1" not in rules.secret_ids(s, 0)  # in Ada's hand, she sees it
    line = rules.describe(s, place("bird.spy.1", "domain.1"))
    assert line == "Ada lays a spy face down in Bo's domain" and "Bird" not in line
    s = rules.apply(s, place("bird.spy.1", "domain.1"))
    for p in (0, 1):
        assert "bird.spy.1" in rules.secret_ids(s, p)
        seen = rules.view(s, p)
        assert seen.domains[1][-1] == "?spy.4" and seen.spies == ("?spy",) * 5
        assert "bird.spy.1" not in str(seen.to_dict())


def test_spies_are_revealed_at_the_end_and_join_their_family_on_the_same_side(
        rules: Any) -> None:
    """Seed 002, Fin de la partie: spies revealed, put back in their family, same side."""
    _, s = position("spies_last_turn")
    s = rules.apply(s, place("bird.spy.1", "queen.spies.above"))
    s = rules.apply(s, place("stag.plain.1", "domain.0"))
    s = rules.apply(s, place("hare.plain.1", "domain.1"))
    assert not s.revealed and rules.legal_moves(s) == [DRAW]
    s = rules.apply(s, DRAW)
    assert rules.is_over(s) and s.revealed
    columns = court().columns
    assert s.above[columns.index("hare")] == ("hare.plain.2", "hare.spy.1")
    assert s.above[columns.index("bird")] == ("bird.spy.1",)
    assert s.below[TOAD] == ("toad.spy.1",)
    assert s.above[SPY_COLUMN] == s.below[SPY_COLUMN] == ()
    assert s.domains[1] == ("butterfly.spy.1", "toad.noble.1", "hare.plain.1")
    assert statuses(s)["toad"] == "neutral"  # one above, the revealed spy below


def test_an_eliminated_spy_is_never_revealed(rules: Any) -> None:
    """Seed 002, Les assassins: a spy can be eliminated without being revealed — ever."""
    _, s = position("spies_last_turn")
    for move in (place("bird.spy.1", "queen.spies.above"), place("stag.plain.1", "domain.0"),
                 place("hare.plain.1", "domain.1"), DRAW):
        s = rules.apply(s, move)
    assert rules.is_over(s) and s.discard == ("?spy.3",)
    for p in (0, 1):
        assert "stag.spy.1" in rules.secret_ids(s, p)
        assert "stag.spy.1" not in str(rules.view(s, p).to_dict())
        assert "hare.spy.1" not in rules.secret_ids(s, p)  # revealed on the table


# --- assassins and guards ----------------------------------------------------------------


def test_an_assassin_at_the_queens_table_may_kill_any_card_there_but_a_guard(
        rules: Any) -> None:
    """Seed 002, Les assassins: at the Queen's table, any card of that zone; Les gardes."""
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("bird.assassin.1", "queen.bird.below"))
    assert s.to_act == 0 and s.pending == "queen"
    assert _kills(rules, s) == {"toad.plain.1", "toad.noble.1", "?spy.0", "fish.plain.1"}
    assert SPARE in rules.legal_moves(s)
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, kill("toad.guard.1"))
    assert refused.value.rule == "guards"
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, kill("bird.assassin.1"))
    assert refused.value.rule == "assassins" and "itself" in refused.value.reason
    with pytest.raises(IllegalMove) as refused:  # a card of a domain is out of reach
        rules.apply(s, kill("stag.noble.1"))
    assert refused.value.rule == "assassins"
    with pytest.raises(IllegalMove) as refused:  # decide first, then play on
        rules.apply(s, place("stag.plain.1", "domain.0"))
    assert refused.value.rule == "assassins"


def test_killing_the_toad_noble_turns_the_toads_standing(rules: Any) -> None:
    """Seed 002, Les assassins: the eliminated card leaves the game for good."""
    _, s = position("assassin_at_queen")
    assert statuses(s)["toad"] == "neutral"  # two cards above, a noble below
    s = rules.apply(s, place("bird.assassin.1", "queen.bird.below"))
    assert rules.describe(s, kill("toad.noble.1")) == (
        "Ada's assassin eliminates the Toad noble at the Queen's table")
    assert rules.describe(s, kill("toad.noble.1"), "fr") == (
        "L'assassin d'Ada élimine le noble Crapaud à la table de la Reine")
    s = rules.apply(s, kill("toad.noble.1"))
    assert s.below[TOAD] == () and s.discard == ("toad.noble.1",)
    assert statuses(s)["toad"] == "favoured" and s.pending is None and s.to_act == 0


def test_an_assassin_may_kill_a_face_down_spy_without_revealing_it(rules: Any) -> None:
    """Seed 002, Les assassins: a spy may be eliminated without being revealed."""
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("bird.assassin.1", "queen.bird.below"))
    assert rules.describe(s, kill("?spy.0"), "fr") == (
        "L'assassin d'Ada élimine un espion face cachée à la table de la Reine")
    s = rules.apply(s, kill("?spy.0"))
    assert s.above[SPY_COLUMN] == () and s.discard == ("?spy.0",)
    assert all("hare.spy.1" in rules.secret_ids(s, p) for p in (0, 1))


def test_the_assassin_may_spare_everybody(rules: Any) -> None:
    """Seed 002, Les assassins: the elimination is optional ("vous pouvez")."""
    _, s = position("assassin_at_queen")
    s = rules.apply(s, place("bird.assassin.1", "queen.bird.below"))
    s = rules.apply(s, SPARE)
    assert s.discard == () and s.pending is None
    assert s.below[court().columns.index("bird")] == ("bird.assassin.1",)


def test_an_assassin_in_a_domain_reaches_only_that_domain(rules: Any) -> None:
    """Seed 002, Les assassins: in a domain, another card of that domain; Les gardes."""
    _, s = position("assassin_in_domain")
    s = rules.apply(s, place("hare.assassin.1", "domain.1"))
    assert _kills(rules, s) == {"fish.noble.1", "?spy.0"}
    s = rules.apply(s, kill("fish.noble.1"))
    assert s.domains[1] == ("stag.guard.1", "?spy.0", "hare.assassin.1")


def test_an_assassin_in_your_own_domain_may_kill_there(rules: Any) -> None:
    """Seed 002, Les assassins: 'dans un domaine' — your own as well."""
    _, s = position("assassin_in_domain")
    s = rules.apply(s, place("hare.assassin.1", "domain.0"))
    assert _kills(rules, s) == {"toad.plain.3"}


def test_an_assassin_with_nobody_to_kill_asks_nothing(rules: Any) -> None:
    """Seed 002, Les gardes (our choice: no empty question when nothing can be eliminated)."""
    _, s = position("guards_only")
    s = rules.apply(s, place("fish.assassin.2", "domain.1"))
    assert s.pending is None and s.to_act == 0
    assert {m.kind for m in rules.legal_moves(s)} == {"place"}


def test_a_kill_can_be_undone_until_the_turn_ends(rules: Any) -> None:
    """Rules text, Undo: an assassin's decision reveals nothing, so it can be taken back."""
    _, s = position("assassin_at_queen")
    session = GameSession(rules, s)
    session.play(place("bird.assassin.1", "queen.bird.below"))
    session.play(kill("?spy.0"))
    assert session.can_undo()
    session.undo()
    assert session.state.pending == "queen"


def test_cards_can_be_taken_back_until_the_draw(rules: Any) -> None:
    """Rules text, Undo: your three cards can be taken back while the turn is yours; the
    draw shows you new cards, so it is final."""
    _, s = position("assassin_at_queen")
    session = GameSession(rules, s)
    session.play(place("stag.plain.1", "domain.0"))
    session.play(place("fish.guard.1", "domain.1"))
    session.play(place("bird.assassin.1", "queen.bird.below"))
    session.play(SPARE)
    assert session.can_undo()
    session.undo()
    session.undo()
    assert session.state.hands[0] == ("bird.assassin.1",)
    session.play(place("bird.assassin.1", "queen.bird.above"))
    session.play(SPARE)
    session.play(DRAW)
    assert session.state.to_act == 1 and not session.can_undo()


# --- nobles ------------------------------------------------------------------------------


def test_a_noble_counts_as_two_cards_at_the_queens_table(rules: Any) -> None:
    """Seed 002, Les nobles: a noble is worth two cards for the family's standing."""
    _, s = position("neutral_family")
    assert statuses(s)["bird"] == "neutral"  # one noble above, two cards below
    assert statuses(s)["hare"] == "favoured"  # one noble above, one card below


def test_a_noble_counts_as_two_cards_in_a_domain(rules: Any) -> None:
    """Seed 002, Les nobles / Compter les points: noble +2 in favour, −2 in disgrace."""
    _, s = position("neutral_family")
    status = statuses(s)
    assert status["hare"] == "favoured" and status["fish"] == "disgraced"
    ada_hare = [c for c in s.domains[0] if c.startswith("hare.")]
    bo_fish = [c for c in s.domains[1] if c.startswith("fish.")]
    assert ada_hare == ["hare.noble.2", "hare.guard.1"] and bo_fish == ["fish.noble.1"]
    assert domain_points(s, 0, status) == 2 + 1 - 1  # Hare noble, Hare guard, Fish courtier
    assert domain_points(s, 1, status) == -2 + 1  # Fish noble, Hare courtier


def test_where_each_card_lies(rules: Any) -> None:
    """The table finds a card (or a face-down spy's handle) by the name its moves use."""
    _, s = position("assassin_at_queen")
    assert s.location("toad.noble.1") == "queen.toad.below"
    assert s.location("?spy.0") == "queen.spies.above"
    assert s.location("bird.plain.1") == "domain.1"
    assert s.location("stag.plain.1") == "hand.0"
    assert s.location("hare.spy.1") is None  # only its handle lies on the table


def test_the_end_names_a_score_below_zero_with_the_minus_sign() -> None:
    """Seed 002 ends on the greatest total, which may be below zero: the last words write it as
    the score sheets do ('−1', not '-1'), singular in French for −1, 0 and 1."""
    from types import SimpleNamespace

    from medici_table.games.courtisans.rules import prompt_text

    over = SimpleNamespace(to_act=None, players=("Ada", "Bo", "Cy"))
    assert prompt_text(over, "fr", [-11, -9, -1], [2]) == (  # type: ignore[arg-type]
        "La partie est finie : Cy gagne avec −1 point.")
    assert prompt_text(over, "en", [-3, -9, -11], [0]) == (  # type: ignore[arg-type]
        "The game is over: Ada wins with −3 points.")
    assert prompt_text(over, "en", [4, 4, 2], [0, 1]) == (  # type: ignore[arg-type]
        "The game is over: Ada and Bo share the victory with 4 points.")
