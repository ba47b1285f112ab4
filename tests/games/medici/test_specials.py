"""Seed 001, Règle avancée avec 4 cartes spéciales (option `special_cards`, RULINGS "Medici")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move
from medici_table.games.medici.auction import fill_free
from medici_table.games.medici.cargo import weight
from medici_table.games.medici.season import season_income

from .conftest import kinds, play, table

FOUR = ["Ada", "Bo", "Cy", "Di"]
ADVANCED = {"special_cards": True}
FULL = {"Bo": ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1", "wheat.3.1"],
        "Cy": ["grapes.5.1", "grapes.4.1", "grapes.3.1", "grapes.2.1", "grapes.1.1"],
        "Di": ["porcelain.5.1", "porcelain.4.1", "porcelain.3.1", "porcelain.2.1", "swords.4.1"]}


def advanced(**position: Any) -> Any:
    return table(FOUR, {"auctioneer": "Ada", **position}, ADVANCED)


# --- the Mystery 5 --------------------------------------------------------------------------
def test_the_mystery_5_weighs_5_and_its_good_is_chosen_after_the_others_moved(rules: Any) -> None:
    """Seed 001, Le 5 mystère: free choice of good, "après que tous les autres ont avancé"."""
    s = advanced(boats={**FULL, "Ada": ["mystery.1", "wheat.0.1", "swords.0.1", "swords.1.1"]},
                 deck=["ten.1"])  # Ada alone has room: she takes the 10, free
    assert s.phase == "mystery" and s.to_act == 0 and s.season == 1 and s.money[0] == 30
    assert s.tracks[1] == (0, 0, 3, 2, 0)  # Bo's markers have already moved
    goods = [m.choice for m in rules.legal_moves(s)]
    assert goods == ["swords", "grapes", "wheat", "diamonds", "porcelain"]
    s = play(s, Move("choose_good", card="mystery.1", choice="wheat"))
    assert s.season == 2 and s.tracks[0] == (2, 0, 2, 0, 0)
    # Ada 5 + 0 + 0 + 1 + 10 = 16 is third behind Bo 20 and Di 18, ahead of Cy 15
    assert s.ledger[0].weight == (10, 30, 0, 20)


def test_the_mystery_5_takes_a_place_in_the_boat(rules: Any) -> None:
    """RULINGS: only the Mystery 5 takes a boat slot."""
    s = advanced(boats={"Ada": ["mystery.1", "wheat.0.1", "swords.0.1", "swords.1.1", "ten.1"]},
                 auctioneer="Bo", deck=4)
    assert weight(s.boats[0]) == 16
    s = play(s, "turn", "start")
    assert 0 not in s.bidders  # Ada's boat is full


# --- the Over-stock -------------------------------------------------------------------------
def test_the_over_stock_lets_its_owner_load_a_sixth_card(rules: Any) -> None:
    """Seed 001, Le Sur-stockage: "acquérir une sixième carte marchandise dans sa cargaison"."""
    s = advanced(boats={"Ada": FULL["Bo"]}, specials={"Ada": ["overstock.1"]},
                 deck=["swords.5.1", "ten.1"])
    s = play(s, "turn")
    assert kinds(s) == {"start_auction"}  # one more place, no more
    s = play(s, "start", "pass", "pass", "pass", 2)
    assert len(s.boats[0]) == 6 and s.specials[0] == ("overstock.1",)


def test_an_over_stock_on_the_block_counts_as_a_place(rules: Any) -> None:
    """Seed 001, Le Sur-stockage: a boat with one place may buy the Over-stock and two cards."""
    four = ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1"]
    s = advanced(boats={"Bo": four}, deck=["overstock.1", "swords.5.1", "ten.1", "grapes.2.1"])
    s = play(s, "turn", "turn", "turn", "start")
    assert s.bidders == (1, 2, 3, 0)
    s = play(s, 5, "pass", "pass", "pass")
    assert len(s.boats[1]) == 6 and s.specials[1] == ("overstock.1",)


# --- the Captain ----------------------------------------------------------------------------
def test_the_captain_wins_ties_on_the_goods_tracks_too(rules: Any) -> None:
    """Seed 001, Le Capitaine: "Ceci s'applique aussi bien pour le poids que pour le type"."""
    s = advanced(tracks={"Ada": {"grapes": 3}, "Bo": {"grapes": 3}, "Cy": {"grapes": 1}},
                 specials={"Bo": ["captain.1"]}, deck=4)
    assert season_income(s).goods == (5, 10, 0, 0)


def test_special_cards_other_than_the_mystery_5_are_not_cargo(rules: Any) -> None:
    """Seed 001, Attention: "les cartes spéciales ne sont pas comptabilisées dans la cargaison"."""
    s = advanced(boats={"Ada": FULL["Bo"]}, specials={"Ada": ["captain.1"]},
                 auctioneer="Bo", deck=["new_auction.1"])
    assert weight(s.boats[0]) == 20 and season_income(s).weight[0] == 30
    s = play(s, "turn", "start")
    assert 0 not in s.bidders  # the Captain took no place, and the boat is full


# --- the New auction ------------------------------------------------------------------------
def new_auction_bought() -> Any:
    """Ada has just bought the New auction for 1; Bo and Cy have cargo."""
    s = advanced(boats={"Bo": ["diamonds.5.1", "wheat.2.1"], "Cy": ["grapes.1.1"]},
                 deck=["new_auction.1", "swords.5.1", "ten.1"])
    return play(s, "turn", "start", "pass", "pass", "pass", 1)


def test_the_new_auction_must_be_used_at_once_on_a_card_before_a_player(rules: Any) -> None:
    """Seed 001, La Nouvelle enchère: used "obligatoirement au tour où elle a été acquise"."""
    s = new_auction_bought()
    assert s.phase == "pick" and s.to_act == 0 and s.specials[0] == ("new_auction.1",)
    cards = {m.card for m in rules.legal_moves(s)}
    assert cards == {"diamonds.5.1", "wheat.2.1", "grapes.1.1"}
    assert kinds(s) == {"reauction"}  # no other decision until it is used
    with pytest.raises(IllegalMove) as exc:
        play(s, Move("reauction", card="new_auction.1"))
    assert exc.value.rule == "new-auction"


def test_the_owner_may_not_bid_but_may_buy_back_at_the_last_bid(rules: Any) -> None:
    """Seed 001: "Le propriétaire ... n'a pas le droit d'enchérir, mais il peut racheter"."""
    s = play(new_auction_bought(), Move("reauction", card="diamonds.5.1"))
    assert s.lot == ("diamonds.5.1",) and s.seller == 1
    assert s.bidders == (2, 3, 0)  # left of Ada, the holder; Bo, the owner, is not asked
    s = play(s, 6, "pass", "pass")
    assert s.phase == "buy_back" and s.to_act == 1
    assert rules.legal_moves(s) == [Move("buy_back", card="diamonds.5.1", amount=6),
                                    Move("release", card="diamonds.5.1")]
    s = play(s, Move("buy_back", card="diamonds.5.1", amount=6))
    assert "diamonds.5.1" in s.boats[1] and s.money == (29, 24, 30, 30)
    assert s.discard == ("new_auction.1",) and s.specials[0] == ()
    assert s.phase == "turn" and s.auctioneer == 1  # left of Ada, the auctioneer


def test_the_owner_lets_the_highest_bidder_have_the_card(rules: Any) -> None:
    """Seed 001, La Nouvelle enchère: without a buy-back the highest bidder pays and takes it."""
    s = play(new_auction_bought(), Move("reauction", card="diamonds.5.1"), 6, "pass", "pass")
    s = play(s, Move("release", card="diamonds.5.1"))
    assert s.boats[1] == ("wheat.2.1",) and s.boats[2] == ("grapes.1.1", "diamonds.5.1")
    assert s.money == (29, 30, 24, 30)


def test_an_owner_short_of_money_cannot_buy_back(rules: Any) -> None:
    """Seed 001: the buy-back is "au prix de la dernière enchère"; no money, no buy-back."""
    s = advanced(boats={"Bo": ["diamonds.5.1"]}, money={"Bo": 4},
                 deck=["new_auction.1", "swords.5.1"])
    s = play(s, "turn", "start", "pass", "pass", "pass", 1, Move("reauction", card="diamonds.5.1"))
    s = play(s, 5, "pass", "pass")
    assert rules.legal_moves(s) == [Move("release", card="diamonds.5.1")]
    with pytest.raises(IllegalMove) as exc:
        play(s, Move("buy_back", card="diamonds.5.1", amount=5))
    assert exc.value.rule == "new-auction" and "4" in exc.value.reason


def test_with_no_bid_the_owner_keeps_or_discards_the_card(rules: Any) -> None:
    """Seed 001: "Si il n'y a pas d'enchère ... soit la garder, soit la défausser"."""
    s = play(new_auction_bought(), Move("reauction", card="grapes.1.1"), "pass", "pass", "pass")
    assert s.phase == "no_bid" and s.to_act == 2
    assert kinds(s) == {"keep", "discard"}
    kept = play(s, Move("keep", card="grapes.1.1"))
    assert kept.boats[2] == ("grapes.1.1",)
    dropped = play(s, Move("discard", card="grapes.1.1"))
    assert dropped.boats[2] == () and dropped.discard == ("grapes.1.1", "new_auction.1")


def test_the_holder_may_put_up_his_own_card_and_special_cards_too(rules: Any) -> None:
    """Seed 001: "soit par lui, soit par un autre joueur ... les cartes spéciales peuvent être remises"."""
    s = advanced(boats={"Ada": ["ten.1"]}, specials={"Bo": ["captain.1"]},
                 deck=["new_auction.1", "swords.5.1"])
    s = play(s, "turn", "start", "pass", "pass", "pass", 1)
    assert {m.card for m in rules.legal_moves(s)} == {"ten.1", "captain.1"}
    s = play(s, Move("reauction", card="captain.1"), "pass", "pass", 3)  # Cy, Di, Ada; Bo owns it
    s = play(s, Move("release", card="captain.1"))
    assert s.specials == (("captain.1",), (), (), ()) and s.money[0] == 26


def test_a_new_auction_with_nothing_to_put_up_is_discarded(rules: Any) -> None:
    """Decision (rules text, #rulings): no card before any player, no effect."""
    s = advanced(deck=["new_auction.1", "swords.5.1"])
    s = play(s, "turn", "start", "pass", "pass", "pass", 1)
    assert s.phase == "turn" and s.discard == ("new_auction.1",) and s.auctioneer == 1


def test_an_over_stock_carrying_a_sixth_card_cannot_be_put_up_again(rules: Any) -> None:
    """Decision (rules text, #rulings): a boat is never left overfull by a New auction."""
    six = FULL["Bo"] + ["swords.0.1"]
    s = advanced(boats={"Bo": six}, specials={"Bo": ["overstock.1"]},
                 deck=["new_auction.1", "swords.5.1"])
    s = play(s, "turn", "start", "pass", "pass", 1)  # Cy, Di pass; Ada bids 1 and wins
    assert "overstock.1" not in {m.card for m in rules.legal_moves(s)}
    with pytest.raises(IllegalMove) as exc:
        play(s, Move("reauction", card="overstock.1"))
    assert exc.value.rule == "overstock"


def test_a_new_auction_drawn_by_the_last_boat_is_discarded(rules: Any) -> None:
    """Decision (rules text, #rulings): the last boat fills free and holds no auction any more."""
    s = advanced(boats={**FULL, "Bo": FULL["Bo"][:4], "Ada": ["wheat.0.1", "swords.0.1"]},
                 deck=["swords.1.1", "new_auction.1", "ten.1", "grapes.0.1", "diamonds.0.1"])
    last = replace(s, boats=(("wheat.0.1", "swords.0.1", "swords.1.1"), tuple(FULL["Bo"]),
                             *s.boats[2:]), deck=s.deck[1:],
                   aside=tuple(c for c in s.aside if c != FULL["Bo"][4]))
    filled = fill_free(last, 0)
    assert filled.boats[0] == ("wheat.0.1", "swords.0.1", "swords.1.1", "ten.1", "grapes.0.1")
    assert filled.discard == ("new_auction.1",) and filled.deck == ("diamonds.0.1",)
    s = play(s, "turn", "start", 1, "pass")  # the same at the table: Bo buys, Ada fills free
    # past the New auction, discarded: the 10, the 0 of grapes and the 0 of diamonds
    assert s.season == 2 and s.tracks[0] == (1, 1, 1, 1, 0)
    assert s.ledger[0].card_weights[0] == (0, 0, 10, 0, 0)
    assert s.ledger[0].weight[0] == 0  # 10 is last of four


def test_a_re_auction_with_one_bidder_is_still_an_auction(rules: Any) -> None:
    """Decision (rules text, #new-auction): no 1-florin sale when only the holder may bid."""
    s = advanced(boats={"Cy": FULL["Cy"], "Di": FULL["Di"], "Bo": ["ten.1"]},
                 deck=["new_auction.1", "swords.5.1", "wheat.5.2"])
    s = play(s, "turn", "start", "pass", 1, Move("reauction", card="ten.1"))
    assert s.phase == "bid" and s.bidders == (0,) and s.to_act == 0
    assert Move("pass") in rules.legal_moves(s) and Move("bid", amount=1) in rules.legal_moves(s)
    s = play(s, "pass")
    assert s.phase == "no_bid" and s.to_act == 1
    s = play(s, Move("keep", card="ten.1"))
    assert s.boats[1] == ("ten.1",) and s.money == (29, 30, 30, 30)


def test_a_re_auction_with_knizias_option_is_once_around_from_the_holders_left(
        rules: Any) -> None:
    """Seed 001, La Nouvelle enchère with the Règle originale: "Chaque joueur ne fait qu'une
    seule offre" — the card goes once around from the holder's left, its owner left out."""
    s = table(FOUR, {"auctioneer": "Ada", "boats": {"Cy": ["wheat.5.1"]},
                     "deck": ["new_auction.1", "ten.1"]},
              {**ADVANCED, "original_auction": True})
    s = play(s, "turn", "start", "pass", "pass", "pass", 2)  # Ada buys the New auction for 2
    assert s.phase == "pick" and s.to_act == 0
    s = play(s, Move("reauction", card="wheat.5.1"))
    assert s.bidders == (1, 3, 0)  # Bo, Di, then Ada; Cy, the owner, may not bid
    s = play(s, 3, "pass")  # Bo 3, Di passes
    assert s.to_act == 0 and s.bidders == (0,)
    s = play(s, 4)  # Ada 4: everyone has spoken once, Bo cannot answer
    assert s.phase == "buy_back" and s.to_act == 2 and s.high_bid == 4 and s.high_bidder == 0
    s = play(s, Move("buy_back", card="wheat.5.1", amount=4))
    assert s.boats[2] == ("wheat.5.1",) and s.money == (28, 30, 26, 30)
    assert s.phase == "turn" and s.auctioneer == 1  # the next auction: left of Ada
