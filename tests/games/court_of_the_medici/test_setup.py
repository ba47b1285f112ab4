"""Seed 000, Préparation de la partie, and the optional First Circle rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

from medici_table.engine import Move
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.setup import duplicates


def test_each_house_has_25_cards(rules: Any) -> None:
    """Seed 000, Contenu / RULINGS: Minister 0 ×2, Lady 1 ×2, nobles 2..10 ×2, Jester ×2, Duke 15."""
    for house in ("della_rovere", "gonzaga"):
        cards = [c for c in deck().cards.values() if c.house == house]
        assert len(cards) == 25
        values = Counter(c.value for c in cards if c.role not in ("jester", "duke"))
        assert values == Counter({v: 2 for v in range(0, 11)})
        assert Counter(c.role for c in cards)["jester"] == 2
        assert [c.value for c in cards if c.role == "duke"] == [15]


def test_setup_lays_four_cards_each_and_deals_five(rules: Any) -> None:
    """Seed 000, Préparation: 4 cards of each deck in the First Circle, 5 in hand; Dukes out."""
    s = rules.new_game(["Ada", "Bo"], {}, seed=1)
    assert len(s.first_circle) == 8 and all(len(st) == 1 for st in s.first_circle)
    for seat, house in enumerate(s.houses):
        own = [st[0] for st in s.first_circle if deck().cards[st[0]].house == house]
        assert len(own) == 4
        assert len(s.hands[seat]) == 5
        assert len(s.decks[seat]) == 25 - 1 - 4 - 5
    assert sorted(deck().cards[c].role for c in s.removed) == ["duke", "duke"]


def test_dukes_option_shuffles_them_in(rules: Any) -> None:
    """RULINGS: option "include the Dukes", default off (seed 000's advice for first games)."""
    s = rules.new_game(["Ada", "Bo"], {"dukes": True}, seed=1)
    assert s.removed == ()
    assert len(s.decks[0]) == 25 - 4 - 5


def test_first_player_has_the_higher_first_circle_total(rules: Any) -> None:
    """Seed 000: the House with the higher First Circle total starts, Jesters counting 1."""
    for seed in range(30):
        s = rules.new_game(["Ada", "Bo"], {}, seed=seed)
        totals = [0, 0]
        for st in s.first_circle:
            c = deck().cards[st[0]]
            totals[s.houses.index(c.house)] += 1 if c.role == "jester" else c.value
        if totals[0] != totals[1]:
            assert s.turn == (0 if totals[0] > totals[1] else 1)
        assert s.to_act == s.turn and s.phase == "play"


def test_first_player_tie_is_drawn_by_lot(rules: Any) -> None:
    """RULINGS: tie → seeded random; both seats can start after a tie."""
    starters = set()
    for seed in range(400):
        s = rules.new_game(["Ada", "Bo"], {}, seed=seed)
        totals = [0, 0]
        for st in s.first_circle:
            c = deck().cards[st[0]]
            totals[s.houses.index(c.house)] += 1 if c.role == "jester" else c.value
        if totals[0] == totals[1]:
            starters.add(s.turn)
    assert starters == {0, 1}


def test_same_seed_same_deal(rules: Any) -> None:
    """Golden deal: a seed always gives the same game (KPat's reproducible deals)."""
    a = rules.new_game(["Ada", "Bo"], {}, seed=2024)
    b = rules.new_game(["Ada", "Bo"], {}, seed=2024)
    assert a == b
    assert a != rules.new_game(["Ada", "Bo"], {}, seed=2025)


def test_optional_redraw_replaces_duplicates_until_kept(rules: Any) -> None:
    """Seed 000, Règle optionnelle: a player may replace a duplicate value, again and again."""
    for seed in range(200):
        s = rules.new_game(["Ada", "Bo"], {"redraw_duplicates": True}, seed=seed)
        if s.phase == "redraw":
            break
    else:
        raise AssertionError("no seed gave a duplicate")
    seat = s.to_act
    dups = duplicates(s, seat)
    assert [m.card for m in rules.legal_moves(s) if m.kind == "redraw"] == dups
    before_deck = s.decks[seat]
    s2 = rules.apply(s, Move("redraw", card=dups[0]))
    assert dups[0] not in [st[0] for st in s2.first_circle]
    assert (before_deck[0],) in s2.first_circle
    # keep: the next seat or the game starts, and the set-aside card is back in a deck
    while s2.phase == "redraw":
        s2 = rules.apply(s2, Move("keep_circle"))
    assert s2.phase == "play"
    assert dups[0] in s2.decks[seat] + s2.hands[seat]
    assert all(len(h) == 5 for h in s2.hands)


def test_without_the_option_there_is_no_redraw(rules: Any) -> None:
    for seed in range(50):
        assert rules.new_game(["Ada", "Bo"], {}, seed=seed).phase == "play"
