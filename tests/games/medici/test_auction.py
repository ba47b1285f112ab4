"""Seed 001, 1 Achat des marchandises: turning cards up, open bidding, boats, unsold cards."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import DataError, IllegalMove, Move

from .conftest import kinds, play, position, table

FOUR = ["Ada", "Bo", "Cy", "Di"]
DECK = ["swords.5.1", "grapes.3.1", "wheat.2.1", "diamonds.4.1", "porcelain.1.1", "ten.1",
        "swords.0.1", "grapes.5.1"]


def fresh(auctioneer: str = "Ada", **extra: Any) -> Any:
    """Four merchants, empty boats, a known deck; `auctioneer` about to turn the first card."""
    return table(FOUR, {"auctioneer": auctioneer, "deck": DECK, **extra})


def test_the_auctioneer_turns_one_to_three_cards_never_a_fourth(rules: Any) -> None:
    """Seed 001, Mise aux enchères: one card, perhaps a 2nd, a 3rd; "en aucun cas" a 4th."""
    s = fresh()
    assert rules.legal_moves(s) == [Move("turn")]  # nothing to sell yet
    s = play(s, "turn")
    assert s.lot == ("swords.5.1",) and kinds(s) == {"turn", "start_auction"}
    s = play(s, "turn", "turn")
    assert s.lot == ("swords.5.1", "grapes.3.1", "wheat.2.1")
    assert rules.legal_moves(s) == [Move("start_auction")]
    with pytest.raises(IllegalMove) as exc:
        play(s, "turn")
    assert exc.value.rule == "turning" and "fourth" in exc.value.reason


def test_every_card_turned_up_goes_up_for_auction_together(rules: Any) -> None:
    """Seed 001: "Toute carte retournée doit obligatoirement être mise aux enchères"."""
    s = play(fresh(), "turn", "turn", "start")
    assert s.phase == "bid" and s.lot == ("swords.5.1", "grapes.3.1")
    s = play(s, 4, "pass", "pass", "pass")
    assert s.boats[1] == ("swords.5.1", "grapes.3.1") and s.lot == ()


def test_bidding_starts_left_of_the_auctioneer_who_speaks_last(rules: Any) -> None:
    """Seed 001, Enchères: the player left of the auctioneer bids first; the auctioneer may bid."""
    s = play(fresh("Cy"), "turn", "start")
    assert s.bidders == (3, 0, 1, 2) and s.to_act == 3  # Di, Ada, Bo, then Cy
    s = play(s, "pass", "pass", "pass")
    assert s.to_act == 2 and s.high_bidder is None
    s = play(s, 1)  # the auctioneer bids and is the last one left
    assert s.boats[2] == ("swords.5.1",) and s.money[2] == 29


def test_an_open_auction_goes_round_until_one_bidder_is_left(rules: Any) -> None:
    """Seed 001, Enchères: each bids higher in turn "jusqu'à ce que plus personne n'enchérisse"."""
    s = play(fresh(), "turn", "start")
    s = play(s, 2, 3, 4, 5)  # Bo, Cy, Di, Ada
    assert s.to_act == 1 and s.high_bid == 5 and s.high_bidder == 0
    s = play(s, 6, "pass", "pass")  # Bo raises; Cy and Di drop out
    assert s.to_act == 0 and s.bidders == (0, 1)
    s = play(s, 9, "pass")  # Ada raises, Bo passes: Ada buys at 9
    assert s.boats[0] == ("swords.5.1",) and s.money == (21, 30, 30, 30)


def test_a_player_who_passes_never_comes_back(rules: Any) -> None:
    """Seed 001, Enchères: "Un joueur qui à un moment donné n'enchère plus ne peut pas revenir"."""
    s = play(fresh(), "turn", "start", "pass", 3, 4, 5)  # Bo passes; Cy 3, Di 4, Ada 5
    assert 1 not in s.bidders and s.to_act == 2  # Cy is asked next, not Bo
    s = play(s, "pass", "pass")
    assert s.boats[0] == ("swords.5.1",)


def test_a_bid_beats_the_last_one_and_never_exceeds_your_money(rules: Any) -> None:
    """Seed 001, Enchères: "on n'a pas le droit de proposer plus que son trésor le permet"."""
    s = play(fresh(money={"Bo": 12}), "turn", "start", 7)
    s = play(s, "pass", "pass", "pass")  # Cy, Di and Ada pass: Bo buys at 7
    assert s.boats[1] == ("swords.5.1",) and s.money[1] == 5
    s = play(fresh(money={"Bo": 12}), "turn", "start")
    bids = [m.amount for m in rules.legal_moves(s) if m.kind == "bid"]
    assert bids == list(range(1, 13)) and Move("pass") in rules.legal_moves(s)
    with pytest.raises(IllegalMove) as exc:
        play(s, 13)
    assert exc.value.rule == "bidding" and "12" in exc.value.reason
    s = play(s, 8)
    with pytest.raises(IllegalMove) as exc:
        play(s, 8)
    assert exc.value.rule == "bidding" and "9" in exc.value.reason


def test_a_merchant_who_cannot_top_the_bid_may_only_pass(rules: Any) -> None:
    """Seed 001, Enchères: a bid above your fortune is impossible, so you pass."""
    s = play(fresh(money={"Cy": 5}), "turn", "start", 5)
    assert s.to_act == 2 and rules.legal_moves(s) == [Move("pass")]


def test_the_winner_pays_the_bank_and_the_next_auctioneer_sits_to_the_left(rules: Any) -> None:
    """Seed 001, Enchères: the winner pays; then the player left of the auctioneer sells."""
    s = play(fresh("Bo"), "turn", "start", "pass", "pass", 6, "pass")
    assert s.boats[0] == ("swords.5.1",) and s.money == (24, 30, 30, 30)
    assert sum(s.money) == 4 * 30 - 6  # the money went to the bank, not to the auctioneer
    assert s.phase == "turn" and s.auctioneer == 2 and s.to_act == 2


def test_nobody_bids_and_the_lot_is_discarded(rules: Any) -> None:
    """Seed 001: "Une ou l'ensemble des cartes qui ne trouvent pas acquéreur sont défaussées"."""
    s = play(fresh(), "turn", "turn", "start", "pass", "pass", "pass", "pass")
    assert s.discard == ("swords.5.1", "grapes.3.1") and s.boats == ((), (), (), ())
    assert s.money == (30, 30, 30, 30) and s.auctioneer == 1


def test_the_auctioneer_never_turns_more_than_his_boat_takes(rules: Any) -> None:
    """Seed 001, exemple: a player with 3 cards may not put more than 2 cards up for auction."""
    _, s = position("three_cards_aboard")
    s = play(s, "turn", "turn")
    assert rules.legal_moves(s) == [Move("start_auction")]
    with pytest.raises(IllegalMove) as exc:
        play(s, "turn")
    assert exc.value.reason == ("Your boat takes only 2 more cards: you may not turn up more "
                                "than it can hold.")
    assert rules.explain_in(s, Move("turn"), "fr").reason == (
        "Votre bateau ne prend plus que 2 cartes : vous ne pouvez pas en retourner davantage.")
    s = play(fresh(boats={"Ada": ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.0.1"]}),
             "turn")  # four cards aboard: one card at most
    with pytest.raises(IllegalMove) as exc:
        play(s, "turn")
    assert exc.value.reason.startswith("Your boat takes only 1 more card:")
    assert rules.explain_in(s, Move("turn"), "fr").reason.startswith(
        "Votre bateau ne prend plus qu'une carte :")


def test_nobody_bids_on_a_lot_that_would_overfill_his_boat(rules: Any) -> None:
    """Seed 001: "Sa cargaison ne doit pas excéder 5 cartes" — such a merchant is not asked."""
    s = fresh(boats={"Bo": ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1"]})
    s = play(s, "turn", "turn", "start")
    assert s.bidders == (2, 3, 0)  # Bo has one place left, the lot is two cards


def test_a_full_boat_sells_nothing_and_bids_on_nothing(rules: Any) -> None:
    """RULINGS: a player whose boat is full is skipped as auctioneer and takes no part in bidding."""
    full = ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1", "wheat.3.1"]
    s = fresh(boats={"Bo": full})
    s = play(s, "turn", "start")
    assert 1 not in s.bidders
    s = play(s, "pass", "pass", 1)  # Cy, Di pass; Ada takes it for 1
    assert s.auctioneer == 2  # Bo, full, is skipped as auctioneer


def test_the_auctioneer_alone_able_to_take_the_lot_gets_it_for_1(rules: Any) -> None:
    """Seed 001: "Il emporte alors l'enchère pour 1 denier" — nobody else can take the lot."""
    four = ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1"]
    s = fresh("Ada", boats={"Bo": four, "Cy": ["grapes.5.2", "grapes.4.1", "grapes.2.1", "grapes.1.1"],
                            "Di": ["porcelain.5.1", "porcelain.4.1", "porcelain.3.1", "porcelain.2.1"]})
    s = play(s, "turn", "turn", "start")  # two cards: only Ada's empty boat takes them
    assert s.boats[0] == ("swords.5.1", "grapes.3.1") and s.money[0] == 29
    assert s.phase == "turn" and s.auctioneer == 1


def test_the_last_merchant_with_room_fills_his_boat_free(rules: Any) -> None:
    """Seed 001: the last incomplete cargo takes the deck's cards one by one, free, no refusing."""
    full = {"Bo": ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1", "wheat.3.1"],
            "Cy": ["grapes.5.2", "grapes.4.1", "grapes.2.1", "grapes.1.1", "grapes.0.1"],
            "Di": ["porcelain.5.1", "porcelain.4.1", "porcelain.3.1", "porcelain.2.1"]}
    s = fresh("Ada", boats={**full, "Ada": ["diamonds.0.1", "diamonds.1.1"]}, deck=DECK)
    s = play(s, "turn", "start", 1, "pass")  # Di buys the 5 of swords for 1: her boat is full
    # Ada alone has room: she takes the 3 of grapes, the 2 of wheat, the 4 of diamonds, free
    assert s.season == 2  # and the season was scored at once
    assert s.tracks[0] == (0, 1, 1, 3, 0)  # swords, grapes, wheat, diamonds, porcelain
    # Ada: 0 + 1 + 3 + 2 + 4 = 10; Bo 20, Cy 12, Di 19 -> Bo 30, Di 20, Cy 10, Ada 0
    assert s.ledger[0].weight == (0, 30, 10, 20) and s.money[0] == 30 + s.ledger[0].total(0)
    assert s.money[3] == 29 + s.ledger[0].total(3)


def test_a_position_where_one_boat_has_room_fills_it_free_as_in_play(rules: Any) -> None:
    """Seed 001 and RULINGS ("When only one player still has room, they fill it free from the
    deck"): a position is no exception — no auction, no "auctioneer alone" florin."""
    full = {"Bo": ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1", "wheat.3.1"],
            "Cy": ["grapes.5.2", "grapes.4.1", "grapes.2.1", "grapes.1.1", "grapes.0.1"],
            "Di": ["porcelain.5.1", "porcelain.4.1", "porcelain.3.1", "porcelain.2.1",
                   "swords.4.1"]}
    s = fresh("Ada", boats={**full, "Ada": ["diamonds.0.1", "diamonds.1.1"]}, deck=DECK)
    assert s.season == 2 and s.money[0] == 30 + s.ledger[0].total(0)
    assert s.ledger[0].card_weights[0] == (0, 1, 5, 3, 2)  # her two, then the deck's top three
    # every boat full, or no card left: the season is scored as the position loads
    s = fresh("Ada", boats={**full, "Ada": ["diamonds.0.1", "diamonds.1.1", "swords.5.1",
                                            "grapes.3.1", "wheat.2.1"]}, deck=DECK[3:])
    assert s.season == 2 and s.ledger[0].boat_weight == (11, 20, 12, 18)
    s = fresh("Ada", deck=[])  # four empty boats rank at weight 0 and share 30 + 20 + 10
    assert s.season == 2 and s.ledger[0].weight == (15, 15, 15, 15)  # (RULINGS, Medici)
    with pytest.raises(DataError, match="leave the lot empty"):
        fresh("Ada", boats={**full, "Ada": ["diamonds.0.1"]}, lot=["swords.5.1"], deck=DECK[1:])


def test_the_season_ends_when_the_deck_is_out_even_with_incomplete_boats(rules: Any) -> None:
    """Seed 001, Attention: too many discards leave some cargoes incomplete; the season ends.
    Every boat ranks, an empty one at weight 0 (RULINGS, Medici): four empty boats tie and
    share 30 + 20 + 10 = 60, 15 each."""
    s = fresh(deck=["swords.5.1", "grapes.3.1"])
    s = play(s, "turn", "turn", "start", "pass", "pass", "pass", "pass")
    assert s.season == 2 and s.ledger[0].weight == (15, 15, 15, 15)
    assert len(s.deck) == 24  # a new season was dealt


def test_money_has_no_ceiling_and_every_bid_up_to_it_is_offered(rules: Any) -> None:
    """RULINGS: money is unbounded (past 60 the track wraps); every amount up to it is a move.
    580 is the most three seasons can pay (rules text, Position files): more is refused."""
    s = play(fresh(money={"Bo": 580, "Cy": 75}), "turn", "start")
    bids = [m.amount for m in rules.legal_moves(s) if m.kind == "bid"]
    assert bids == list(range(1, 581))
    s = play(s, 540)
    assert rules.legal_moves(s) == [Move("pass")]  # Cy has 75
    s = play(s, "pass", "pass", "pass")
    assert s.money[1] == 40 and s.boats[1] == ("swords.5.1",)


def test_a_penniless_auctioneer_alone_able_to_take_the_lot_gets_it_free(rules: Any) -> None:
    """Decision (rules text, #rulings): the "1 denier" is waived for a merchant with no money."""
    full = {"Bo": ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1", "wheat.3.1"],
            "Cy": ["grapes.5.2", "grapes.4.1", "grapes.2.1", "grapes.1.1", "grapes.0.1"]}
    s = fresh("Ada", boats={**full, "Di": ["porcelain.5.1", "porcelain.4.1", "porcelain.3.1",
                                           "porcelain.2.1"]}, money={"Ada": 0})
    s = play(s, "turn", "turn", "start")  # Di has one place; the two cards go to Ada alone
    assert s.boats[0] == ("swords.5.1", "grapes.3.1") and s.money[0] == 0


def test_turning_up_shows_the_card_to_everyone(rules: Any) -> None:
    """Seed 001: the auctioneer "découvre la première carte du paquet" — it is no secret then."""
    s = fresh()
    assert "swords.5.1" in rules.secret_ids(s, 1)
    s = play(s, "turn")
    assert "swords.5.1" not in rules.secret_ids(s, 1) and rules.view(s, 1).lot == ("swords.5.1",)


def test_the_state_keeps_each_merchants_bid_in_the_auction_under_way(rules: Any) -> None:
    """Seed 001, Enchères: "Le joueur à la gauche ... propose une enchère. Puis, le suivant
    propose éventuellement une enchère plus élevée" — every offer is said aloud, so the state
    keeps each merchant's last offer in this auction (0: none), not only the highest."""
    s = play(fresh("Ada"), "turn", "start")
    assert s.bids == (0, 0, 0, 0)
    s = play(s, 2, 3, "pass", 5)  # Bo 2, Cy 3, Di passes, Ada 5
    assert s.bids == (5, 2, 3, 0) and s.high_bid == 5 and s.high_bidder == 0
    s = play(s, 6)  # Bo 6
    assert s.bids == (5, 6, 3, 0)
    assert type(s).from_dict(s.to_dict()) == s
    s = play(s, "pass", "pass")  # Cy and Ada pass: Bo buys for 6
    assert s.bids == (0, 0, 0, 0) and s.money[1] == 30 - 6
    _, s = position("shared_first")  # a position's bidding: the high bidder's offer only
    assert s.bids == (3, 0, 0)


def test_the_bids_are_made_when_first_asked_for_and_shared() -> None:
    """A table's start imports the rules without making a bid (the 512 shared bids made at
    import were ~7 M instructions of its first frame): they are made at the first bid asked
    for, each the one shared move of its amount."""
    import subprocess
    import sys

    from medici_table.engine.move import shared_move
    from medici_table.games.medici import auction

    code = ("import medici_table.games.medici as m; from medici_table.games.medici import "
            "auction; print(len(auction._BIDS))")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "0"
    assert auction.bid(7) is shared_move("bid", amount=7)
    assert auction.bid(511) is shared_move("bid", amount=511)
    assert auction.bid(600) == shared_move("bid", amount=600)
    assert len(auction._BIDS) == auction._MOST
