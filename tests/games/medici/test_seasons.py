"""Seed 001, Saison suivante and the end of the game (RULINGS: 3 seasons, poorest opens, shared win)."""

from __future__ import annotations

import random
from typing import Any

from medici_table.engine import Move
from medici_table.games.medici.data import deck

from .conftest import play, position, table

FOUR = ["Ada", "Bo", "Cy", "Di"]


def test_the_poorest_merchant_opens_the_next_season(rules: Any) -> None:
    """Seed 001: "Le joueur le plus pauvre recompose un paquet" and sells first."""
    _, s = position("shared_first")
    s = play(s, "pass")
    assert s.money == (80, 62, 61)
    assert s.season == 2 and s.auctioneer == 2 and s.to_act == 2 and s.phase == "turn"


def test_equally_poor_merchants_draw_lots_for_the_first_auction(rules: Any) -> None:
    """Decision (rules text, #next-season): a tie for poorest is settled by the seeded draw."""
    firsts = set()
    for seed in range(30):
        s = table(FOUR, {"auctioneer": "Ada", "money": {"Ada": 50, "Bo": 50},
                         "deck": ["swords.5.1"]}, seed=seed)
        s = play(s, "turn", "start", "pass", "pass", "pass", "pass")  # unsold, deck out
        # four empty boats tie and share 30 + 20 + 10 (RULINGS, Medici): 15 each
        assert s.season == 2 and s.money == (65, 65, 45, 45)
        firsts.add(s.auctioneer)
    assert firsts == {2, 3}


def test_every_card_is_gathered_and_reshuffled_for_the_next_season(rules: Any) -> None:
    """Seed 001: "On reprend l'ensemble des 36 cartes qu'on mélange"; boats start empty."""
    _, s = position("shared_first")
    s = play(s, "pass")
    assert s.boats == ((), (), ()) and s.discard == () and s.lot == ()
    assert len(s.deck) == 18 and sorted(s.deck + s.aside) == sorted(deck().base)


def test_the_game_ends_after_the_third_season(rules: Any) -> None:
    """RULINGS: three seasons (the seed's "5 manches" is an error); most money wins."""
    s = table(FOUR, {"season": 3, "auctioneer": "Ada", "money": {"Ada": 90, "Bo": 70},
                     "deck": ["swords.5.1"]})
    s = play(s, "turn", "start", "pass", "pass", "pass", 1)  # Ada buys her own card
    assert rules.is_over(s) and s.to_act is None and s.phase == "over"
    assert rules.legal_moves(s) == []
    # the three empty boats share 2nd to 4th place: (20 + 10 + 0) // 3 = 10 each
    assert s.ledger[-1].season == 3 and s.ledger[-1].weight == (30, 10, 10, 10)
    assert rules.scores(s) == [89 + 30 + 10, 80, 40, 40]
    assert rules.winners(s) == [0]


def test_merchants_tied_for_the_most_money_share_the_victory(rules: Any) -> None:
    """RULINGS: "tie → shared victory"."""
    s = table(FOUR, {"season": 3, "auctioneer": "Ada", "money": {"Bo": 70, "Cy": 70},
                     "deck": ["swords.5.1"]})
    s = play(s, "turn", "start", "pass", "pass", "pass", "pass")
    assert rules.scores(s) == [45, 85, 85, 45] and rules.winners(s) == [1, 2]


def test_a_whole_game_has_three_scorings(rules: Any) -> None:
    """RULINGS: three seasons; every random game ends after the third scoring."""
    chooser = random.Random(4)
    for n in (3, 6):
        s = rules.new_game(["A", "B", "C", "D", "E", "F"][:n], {}, seed=n)
        while not rules.is_over(s):
            moves = rules.legal_moves(s)
            s = rules.apply(s, moves[chooser.randrange(len(moves))])
        assert [i.season for i in s.ledger] == [1, 2, 3]
        assert min(s.money) >= 0  # nobody ever bids money he does not have


def test_the_position_a_seasons_scoring_counts(rules: Any) -> None:
    """`as_scored` (what a table shows behind the season's sheet): the move made, the boats as
    the scoring weighs them and the markers moved (seed 001, Décomptes), no money paid yet and
    no next season dealt; the position given is untouched, and a move that scores nothing has
    no such position."""
    s = table(["Ada", "Bo", "Cy"], {
        "season": 1, "auctioneer": "Ada",
        "boats": {"Ada": ["swords.5.1", "wheat.5.1", "grapes.5.1", "diamonds.5.1"]},
        "deck": ["porcelain.0.1"]})
    assert rules.as_scored(s, Move("turn")) is None  # turning a card up scores nothing
    before = play(s, "turn", "start", "pass", "pass")
    scored = rules.as_scored(before, Move("pass"))  # no buyer, no card left: the season ends
    after = play(before, "pass")
    assert after.season == 2 and not any(after.boats)  # the game is in season 2
    assert scored is not None and scored.season == 1 and scored.to_act is None
    assert scored.boats == before.boats and scored.money == before.money
    assert scored.tracks == after.tracks == ((1, 1, 1, 1, 0), (0,) * 5, (0,) * 5)
    assert scored.ledger == before.ledger and scored.lot == () and before.lot
    assert play(before, "pass") == after  # (as_scored changed nothing)
