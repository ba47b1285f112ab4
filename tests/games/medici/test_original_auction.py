"""Seed 001, Règle originale de Reiner Knizia (option `original_auction`): one bid each, once around."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.engine import IllegalMove, Move

from .conftest import play, table

FOUR = ["Ada", "Bo", "Cy", "Di"]
DECK = ["swords.5.1", "grapes.3.1", "wheat.2.1", "diamonds.4.1", "porcelain.1.1", "ten.1"]
KNIZIA = {"original_auction": True}


def knizia(**position: Any) -> Any:
    return table(FOUR, {"auctioneer": "Ada", "deck": DECK, **position}, KNIZIA)


def test_each_merchant_bids_once_and_the_auctioneer_last(rules: Any) -> None:
    """Seed 001, Règle originale: "Chaque joueur ne fait qu'une seule offre", once around."""
    s = play(knizia(), "turn", "start")
    assert s.bidders == (1, 2, 3, 0)
    s = play(s, 3, "pass", 7)  # Bo 3, Cy passes, Di 7
    assert s.to_act == 0 and s.bidders == (0,)
    assert min(m.amount or 0 for m in rules.legal_moves(s) if m.kind == "bid") == 8
    s = play(s, "pass")  # the auctioneer speaks last and declines: Di buys at 7
    assert s.boats[3] == ("swords.5.1",) and s.money == (30, 30, 30, 23)
    assert s.auctioneer == 1  # Bo sells next; nobody was asked twice


def test_a_merchant_outbid_after_his_offer_cannot_answer(rules: Any) -> None:
    """Seed 001, Règle originale: "Il n'y a qu'un seul tour d'enchères"."""
    s = play(knizia(), "turn", "start", 3, 4, 5, 6)  # Bo, Cy, Di, then Ada tops them all
    assert s.boats[0] == ("swords.5.1",) and s.money[0] == 24
    assert s.phase == "turn" and s.to_act == 1


def test_the_auctioneer_may_turn_more_cards_than_his_boat_takes(rules: Any) -> None:
    """Seed 001, Règle originale: more cards than he can load, if at least one player can buy them."""
    four = ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1"]
    s = play(knizia(boats={"Ada": four}), "turn", "turn", "turn")
    assert len(s.lot) == 3  # Ada's boat takes only one more card
    s = play(s, "start")
    assert s.bidders == (1, 2, 3)  # Ada cannot bid on a lot her boat cannot take
    s = play(s, "pass", 2, "pass")
    assert s.boats[2] == ("swords.5.1", "grapes.3.1", "wheat.2.1")


def test_no_card_is_turned_that_no_merchant_could_load(rules: Any) -> None:
    """Seed 001, Règle originale: "à condition qu'un joueur au moins puisse les acheter"."""
    four = ["diamonds.5.1", "diamonds.3.1", "wheat.5.1", "wheat.4.1"]
    s = knizia(boats={"Ada": four, "Bo": ["grapes.5.1", "grapes.4.1", "grapes.2.1", "grapes.1.1"],
                      "Cy": ["porcelain.5.1", "porcelain.4.1", "porcelain.3.1", "porcelain.2.1"],
                      "Di": ["swords.4.1", "swords.3.1", "swords.2.1"]})
    s = play(s, "turn", "turn")  # Di has two places: two cards are fine
    assert rules.legal_moves(s) == [Move("start_auction")]
    with pytest.raises(IllegalMove) as exc:
        play(s, "turn")
    assert exc.value.rule == "original-auction"


def test_the_default_open_auction_lets_a_merchant_bid_again(rules: Any) -> None:
    """Seed 001, Enchères (default, not the option): an outbid merchant answers on the next round."""
    s = play(table(FOUR, {"auctioneer": "Ada", "deck": DECK}), "turn", "start", 3, 4, 5, 6)
    assert s.phase == "bid" and s.to_act == 1 and s.high_bid == 6
