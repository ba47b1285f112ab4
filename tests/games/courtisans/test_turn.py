"""Seed 002, Ce que vous faites à votre tour / Fin de votre tour / La table de la Reine."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.turn import refusal

from .conftest import DRAW, place, position

NAMES = ["Ada", "Bo", "Cy"]


def _targets(rules: Any, s: Any, card: str) -> set[str]:
    return {m.target for m in rules.legal_moves(s) if m.card == card}


def _plain_start(rules: Any, seed: int = 5) -> Any:
    """A new three-player game whose first player holds no spy and no assassin."""
    for k in range(seed, seed + 200):
        s = rules.new_game(NAMES, {}, k)
        roles = {court().cards[c].role for c in s.hands[s.to_act]}
        if not roles & {"spy", "assassin"}:
            return s
    raise AssertionError("no such deal")


def test_a_card_may_go_to_any_of_the_three_zones(rules: Any) -> None:
    """Seed 002, Le matériel et les zones de jeu / Ce que vous faites à votre tour: the
    Queen's table, your own domain, the domain of an opponent of your choice."""
    s = _plain_start(rules)
    me = s.to_act
    card = s.hands[me][0]
    fam = court().cards[card].family
    others = {f"domain.{q}" for q in range(3) if q != me}
    assert _targets(rules, s, card) == {f"queen.{fam}.above", f"queen.{fam}.below",
                                        f"domain.{me}"} | others


def test_each_zone_takes_one_card_a_turn_in_any_order(rules: Any) -> None:
    """Seed 002: one card in each zone, in the order you like."""
    s = _plain_start(rules)
    me = s.to_act
    a, b, c = s.hands[me]
    opp = (me + 1) % 3
    s = rules.apply(s, place(a, f"domain.{opp}"))  # the opponent's domain first
    assert _targets(rules, s, b) == {f"queen.{court().cards[b].family}.above",
                                     f"queen.{court().cards[b].family}.below", f"domain.{me}"}
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, place(b, f"domain.{(me + 2) % 3}"))
    assert refused.value.rule == "turn" and "opponent" in refused.value.reason
    s = rules.apply(s, place(b, f"domain.{me}"))
    assert _targets(rules, s, c) == {f"queen.{court().cards[c].family}.above",
                                     f"queen.{court().cards[c].family}.below"}
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, place(c, f"domain.{me}"))
    assert "already" in refused.value.reason


def test_after_three_cards_the_hand_is_refilled_and_play_goes_clockwise(rules: Any) -> None:
    """Seed 002, Fin de votre tour (RULINGS: refill to 3) and clockwise play."""
    s = _plain_start(rules)
    me = s.to_act
    a, b, c = s.hands[me]
    deck = s.deck
    fam = court().cards[c].family
    for move in (place(a, f"domain.{me}"), place(b, f"domain.{(me + 1) % 3}"),
                 place(c, f"queen.{fam}.above")):
        assert s.to_act == me
        s = rules.apply(s, move)
    assert rules.legal_moves(s) == [DRAW] and s.to_act == me
    assert rules.describe(s, DRAW) == f"{s.players[me]} draws 3 cards"
    s = rules.apply(s, DRAW)
    assert s.hands[me] == deck[:3] and s.deck == deck[3:]
    assert s.to_act == (me + 1) % 3 and s.played == ()
    assert c in s.above[court().columns.index(fam)]


def test_a_card_goes_in_its_own_familys_column(rules: Any) -> None:
    """Seed 002, La table de la Reine: the card goes in the column of its family."""
    _, s = position("assassin_at_queen")
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, place("stag.plain.1", "queen.toad.above"))
    assert refused.value.rule == "queen-table"
    s = rules.apply(s, place("stag.plain.1", "queen.stag.below"))
    assert s.below[court().columns.index("stag")] == ("stag.plain.1",)


def test_only_cards_from_your_hand_and_only_on_your_turn(rules: Any) -> None:
    """Seed 002, Ce que vous faites à votre tour: you play cards of your hand."""
    _, s = position("assassin_at_queen")
    with pytest.raises(IllegalMove) as refused:  # one of Bo's cards, on Ada's turn
        rules.apply(s, place("butterfly.plain.1", "domain.0"))
    assert refused.value.rule == "turn"
    with pytest.raises(IllegalMove):
        rules.apply(s, place("stag.plain.1", "domain.7"))
    with pytest.raises(IllegalMove):
        rules.apply(s, Move("pass"))
    with pytest.raises(IllegalMove) as refused:  # three cards first
        rules.apply(s, DRAW)
    assert refused.value.rule == "turn"
    with pytest.raises(IllegalMove):
        rules.apply(s, Move("place", card="stag.plain.1", target="domain.1", value=2))


def test_every_refusal_agrees_with_the_list_of_legal_moves(rules: Any) -> None:
    """One guard path: apply accepts exactly the moves legal_moves lists, else says why."""
    _, s = position("assassin_in_domain")
    waiting = rules.apply(s, place("hare.assassin.1", "domain.1"))
    for state in (s, waiting):
        cards = court().card_ids[::7] + state.hands[0] + ("?spy.0", "nobody")
        candidates = [place(c, t) for c in cards
                      for t in ("queen.toad.above", "queen.spies.below", "queen.hare.below",
                                "domain.0", "domain.1", "domain.2", "domain.3", "nowhere")]
        candidates += [Move("spare"), Move("spare", card="fish.noble.1"), Move("draw"),
                       Move("draw", target="deck")]
        candidates += [Move("kill", card=c) for c in cards + ("stag.guard.1", "hare.assassin.1")]
        legal = set(rules.legal_moves(state))
        assert legal and all(refusal(state, m) is None for m in legal)
        for m in candidates:
            assert (m in legal) == (refusal(state, m) is None), m
            if m not in legal:
                with pytest.raises(IllegalMove) as refused:
                    rules.apply(state, m)
                assert refused.value.reason and refused.value.rule


def test_the_game_ends_when_the_deck_and_every_hand_are_empty(rules: Any) -> None:
    """Seed 002, Fin de la partie: deck empty and every card played; then it is scored."""
    _, s = position("spies_last_turn")
    s = rules.apply(s, place("stag.plain.1", "domain.0"))
    s = rules.apply(s, place("hare.plain.1", "domain.1"))
    assert not rules.is_over(s)
    s = rules.apply(s, place("bird.spy.1", "queen.spies.below"))
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, place("bird.spy.1", "domain.0"))
    assert refused.value.rule == "refill"
    assert rules.prompt(s) == "Ada: draw from the deck to end your turn."
    assert rules.describe(s, DRAW) == "Ada ends the turn (nothing to draw)"
    s = rules.apply(s, DRAW)
    assert rules.is_over(s) and s.to_act is None and rules.legal_moves(s) == []
    with pytest.raises(IllegalMove) as refused:
        rules.apply(s, Move("spare"))
    assert refused.value.rule == "end"
    assert "over" in rules.prompt(s)


def test_hand_of_five_fewer_than_three_cards_one_per_zone_of_your_choice(rules: Any) -> None:
    """RULINGS, option "hand of 5": fewer than 3 cards at the end → one per zone, any zones."""
    _, s = position("short_hand")
    s = rules.apply(s, place("toad.noble.1", "domain.1"))  # no card at the Queen's table
    assert s.to_act == 0
    s = rules.apply(s, place("fish.plain.1", "domain.0"))
    assert rules.legal_moves(s) == [DRAW]  # two cards were the whole turn
    s = rules.apply(s, DRAW)
    assert s.to_act == 1 and s.hands[0] == ()
    assert {m.target for m in rules.legal_moves(s)} == {
        "queen.stag.above", "queen.stag.below", "domain.1", "domain.0"}
    s = rules.apply(s, place("stag.plain.1", "queen.stag.above"))
    assert rules.is_over(rules.apply(s, DRAW))


def test_hand_of_five_refills_to_five(rules: Any) -> None:
    """Seed 002, Fin de votre tour: draw back up to 5 cards (option hand of 5)."""
    s = rules.new_game(NAMES, {"hand_of_5": True}, seed=8)
    me = s.to_act
    while s.to_act == me:
        s = rules.apply(s, rules.legal_moves(s)[-1])
    assert len(s.hands[me]) == 5


def test_prompts_name_the_zones_still_to_fill(rules: Any) -> None:
    """What the table says to the player, in English and French (at two, the one opponent's
    domain by its owner's name)."""
    _, s = position("assassin_at_queen")
    assert len(s.players) == 2
    assert rules.prompt(s) == ("Ada: play a card at the Queen's table, in your domain or in "
                               "Bo's domain.")
    assert rules.prompt(s, "fr") == ("Ada : jouez une carte à la table de la Reine, dans votre "
                                     "domaine ou dans le domaine de Bo.")
    s = rules.apply(s, place("stag.plain.1", "domain.0"))
    assert rules.prompt(s, "fr") == ("Ada : jouez une carte à la table de la Reine ou dans le "
                                     "domaine de Bo.")
    s = rules.apply(s, place("fish.guard.1", "domain.1"))
    assert rules.prompt(s) == "Ada: play a card at the Queen's table."
    assert rules.prompt(s, "fr") == "Ada : jouez une carte à la table de la Reine."


def test_an_empty_deck_gives_what_it_has_left(rules: Any) -> None:
    """Seed 002, Fin de votre tour: "Si la pioche est vide, vous ne reprenez rien"."""
    _, s = position("thin_deck")
    for move in (place("toad.plain.1", "queen.toad.above"), place("toad.plain.2", "domain.0"),
                 place("toad.plain.3", "domain.1"), DRAW):
        s = rules.apply(s, move)
    assert s.hands[0] == ("fish.plain.1", "fish.plain.2", "hare.noble.1", "bird.guard.2")
    assert s.deck == () and s.to_act == 1
    for move in (place("stag.plain.1", "queen.stag.above"), place("stag.plain.2", "domain.1"),
                 place("stag.plain.3", "domain.0"), DRAW):
        s = rules.apply(s, move)
    assert s.hands[1] == ("stag.plain.4", "stag.guard.1")  # nothing more to draw


def test_a_position_can_wait_for_the_draw(rules: Any) -> None:
    """Rules text, Position files: all three zones filled, the player draws next."""
    _, s = position("ready_to_draw")
    assert rules.legal_moves(s) == [DRAW]
    s = rules.apply(s, DRAW)
    assert s.hands[0] == ("bird.plain.1", "bird.plain.2", "bird.plain.3")
    assert s.deck == ("bird.plain.4",) and s.to_act == 1


def test_hand_of_five_a_player_without_cards_is_skipped(rules: Any) -> None:
    """Rules text, Fewer than three cards (our choice): an empty hand passes the turn on."""
    _, s = position("empty_handed")
    for move in (place("toad.plain.1", "queen.toad.below"), place("fish.plain.1", "domain.1"),
                 DRAW):
        s = rules.apply(s, move)
    assert s.to_act == 2  # Bo holds nothing: Cy plays
    s = rules.apply(s, place("stag.plain.1", "domain.0"))
    assert rules.is_over(rules.apply(s, DRAW))
