"""Medici's strong level foresees each auction: the normal bidders' ceilings are read from what
lies face up, the auction is played out for each ceiling of its own, and the outcome is judged
for the whole table (seed 001: the richest merchant after the third season wins, and "Le
vainqueur de l'enchère défalque de son compte les deniers qu'il a proposés")."""

from __future__ import annotations

import random
from typing import Any

from medici_table.app.position import load_position_text
from medici_table.bots.games import medici as mbot
from medici_table.bots.games import medici_foresight as foresight
from medici_table.games.medici.state import BID, TURN

# Season 3, the last. Bo's diamonds marker stands on space 5: the two diamonds on the block
# take it to space 7, a bonus of 20 at this season's scoring (seed 001, Saison suivante: "les
# cases 10 et 20 atteintes"), and they fill his boat. Cy's and Di's boats are full (RULINGS:
# a full boat takes no part in the bidding), so only Ada and Bo bid; Ada speaks first.
LEADER = """
game: medici
players: [Ada, Bo, Cy, Di]
position:
  season: 3
  auctioneer: Di
  money: {{Ada: 60, Bo: {bo}, Cy: 50, Di: 50}}
  tracks: {{Bo: {{diamonds: 5}}, Cy: {{diamonds: 2}}}}
  boats:
    Ada: [swords.1.1, grapes.2.1, wheat.3.1]
    Bo: [wheat.4.1, grapes.4.1, swords.3.1]
    Cy: [grapes.5.1, wheat.5.1, porcelain.4.1, porcelain.3.1, swords.0.1]
    Di: [porcelain.2.1, grapes.3.1, wheat.2.1, diamonds.1.1, diamonds.2.1]
  lot: [diamonds.4.1, diamonds.5.1]
  deck: 4
  bidding:
    high_bid: 0
    to_bid: [Ada, Bo]
"""


def _auction(bo_money: int, strong: bool) -> tuple[int, int]:
    """The auction played to its end, Bo bidding as the normal level, Ada as the strong level
    (or the normal one): who bought the lot, and the price paid."""
    rules, state = load_position_text(LEADER.format(bo=bo_money))
    rng = random.Random(0)
    while state.phase == BID and state.lot:
        seat = state.to_act
        view, moves = rules.view(state, seat), rules.legal_moves(state)
        choose: Any = mbot.ADAPTER.strong_move if strong and seat == 0 else mbot.ADAPTER.normal_move
        move = choose(view, seat, moves, rng)
        last = state
        state = rules.play(state, move)
    buyer = next(seat for seat, boat in enumerate(state.boats) if "diamonds.5.1" in boat)
    # the sale, then (both boats full, or the last with room filled free) the season's scoring
    paid = last.money[buyer] + state.ledger[-1].total(buyer) - state.money[buyer]
    return buyer, paid


def test_the_leader_is_made_to_pay_for_the_lot_he_wants() -> None:
    """Bo will pay up to about 16 for the diamonds. Far ahead (90 florins), he is made to pay
    more than the 1 florin the normal level lets him have them for; far behind (20), the strong
    level lets him have them for 1, as the normal level would: his gain no longer threatens it."""
    assert _auction(90, strong=False) == (1, 1)
    buyer, paid = _auction(90, strong=True)
    assert buyer == 1 and paid > 1
    assert _auction(20, strong=True) == (1, 1)


def test_the_foresight_reads_the_normal_bidders_ceilings() -> None:
    """The played-out auction ends where the normal bidder's ceiling says it does."""
    rules, state = load_position_text(LEADER.format(bo=90))
    view = rules.view(state, 0)
    tops = foresight.ceilings(view, 0)
    assert tops[1] == mbot.highest_bid(view, 1, mbot.BID_SHARE)
    assert foresight.play_out(view, 0, 0, tops) == (1, 1)  # Ada passes: Bo buys for 1
    # Ada bids the odd amounts up to 9, Bo the even ones: he pays 10
    assert foresight.play_out(view, 0, 10, tops) == (1, 10)
    winner, price = foresight.play_out(view, 0, 100, tops)  # Ada outbids his ceiling
    assert winner == 0 and price == int(tops[1]) + 1


def test_no_bid_to_push_the_price_that_it_would_regret_being_left_with() -> None:
    """Making a rival pay more is a bet on where he stops: the strong level only raises when
    being left with the lot at that price is no worse than letting him have it now."""
    rules, state = load_position_text(LEADER.format(bo=20))
    view = rules.view(state, 0)
    plan = foresight.best_plan(view, 0)
    assert plan.winner == 1 and plan.ceiling >= 1  # foreseen: Bo buys, pushed up
    left_with = foresight.win_chance(foresight.after_sale(view, 0, 1), 0)
    let_go = foresight.win_chance(foresight.after_sale(view, 1, 1), 0)
    assert left_with < let_go
    assert foresight.bid_move(view, 0).kind == "pass"


def test_a_lot_to_the_leader_weighs_more_than_the_same_lot_to_the_poorest() -> None:
    """The same sale at the same price: Ada's chance falls more when the richest merchant buys."""
    rules, state = load_position_text(LEADER.format(bo=60))
    view = rules.view(state, 0)
    to_bo = foresight.win_chance(foresight.after_sale(view, 1, 1), 0)
    to_ada = foresight.win_chance(foresight.after_sale(view, 0, 1), 0)
    assert to_ada > to_bo
    standing = foresight.standing(view)
    assert standing.index(max(standing)) == 1  # Bo leads


def test_the_auctioneer_turns_up_cards_while_the_lot_it_may_become_is_worth_more() -> None:
    """As auctioneer the strong level compares starting the auction now with the average lot
    one more card would make (seed 001, Mise aux enchères: one, two or three cards)."""
    from medici_table import games
    from medici_table.engine.sim import default_players

    rules = games.get("medici")
    seen = set()
    for seed in range(30):
        state = rules.new_game(default_players(rules, 4), {}, seed)
        while state.phase == TURN and len(state.lot) < 3:
            me = state.to_act
            view, moves = rules.view(state, me), rules.legal_moves(state)
            move = foresight.turn_move(view, me, moves)
            assert move in moves
            if len(moves) == 2:
                now = foresight.sale_chance(view, me)
                cards = foresight.unseen(view)
                assert len(cards) == 36 - len(state.lot) - len(state.discard)
                seen.add(move.kind)
            if move.kind != "turn":
                break
            state = rules.play(state, move)
    assert seen == {"turn", "start_auction"}, seen
    assert 0.0 < now < 1.0


# Season 3, the last (a seeded 4-merchant game, seed 113, strong Lorenzo against normal
# bots). Cosimo leads with 103 florins; the ten and a wheat are on the block; Giovanni's and
# Lucrezia's boats are full, so only Lorenzo and Cosimo bid. The ten would make Cosimo's boat
# the heaviest (seed 001, Décompte du poids: 30 / 20 / 10 at four merchants).
DENY = """
game: medici
players: [Lorenzo, Cosimo, Giovanni, Lucrezia]
options: {start_money: 30, original_auction: false, special_cards: false}
seed: 0
rng: 13592153172279625232
position:
  season: 3
  auctioneer: Cosimo
  money: {Lorenzo: 71, Cosimo: 103, Giovanni: 40, Lucrezia: 54}
  tracks:
    Lorenzo: {swords: 1, grapes: 1, wheat: 1, diamonds: 4, porcelain: 3}
    Cosimo: {swords: 3, grapes: 2, wheat: 3, porcelain: 2}
    Giovanni: {swords: 2, grapes: 1, wheat: 2, diamonds: 3}
    Lucrezia: {swords: 2, diamonds: 3, porcelain: 3}
  boats:
    Lorenzo: [diamonds.5.2, swords.5.1, diamonds.4.1]
    Cosimo: [diamonds.1.1, wheat.5.1, porcelain.1.1]
    Giovanni: [grapes.2.1, wheat.5.2, swords.2.1, wheat.4.1, grapes.4.1]
    Lucrezia: [swords.1.1, porcelain.5.2, porcelain.3.1, porcelain.2.1, porcelain.5.1]
  discard: [wheat.0.1, wheat.1.1, wheat.3.1, diamonds.0.1, grapes.1.1]
  lot: [ten.1, wheat.2.1]
  deck: [grapes.3.1]
  bidding:
    high_bid: 0
    high_bidder: null
    to_bid: [Lorenzo, Cosimo]
    offers: {}
"""


def _to_the_end(strong: bool) -> tuple[list[str], tuple[int, ...]]:
    """The game played out from DENY, Lorenzo strong (or normal), the others normal: the
    moves Lorenzo makes in the auction, and the final money."""
    rules, state = load_position_text(DENY)
    rng = random.Random(0)
    said = []
    while not rules.is_over(state):
        seat = state.to_act
        view, moves = rules.view(state, seat), rules.legal_moves(state)
        choose: Any = mbot.ADAPTER.strong_move if strong and seat == 0 else mbot.ADAPTER.normal_move
        move = choose(view, seat, moves, rng)
        if seat == 0:
            said.append(move.kind)
        state = rules.play(state, move)
    return said, state.money


def test_the_strong_level_denies_the_leader_a_lot_he_would_have_for_one_florin() -> None:
    """The lot is worth less than its price to Lorenzo himself (the normal level passes, and so
    did the strong level's old table-size bidding), but let go, it goes to the leader for 1
    florin with the weight's first prize. The strong level buys it (13 florins, Cosimo's
    ceiling) and ends 14 florins behind him instead of 41."""
    rules, state = load_position_text(DENY)
    view = rules.view(state, 0)
    assert mbot.lot_worth(view, 0) < 0
    assert foresight.play_out(view, 0, 0, foresight.ceilings(view, 0)) == (1, 1)
    said, money = _to_the_end(strong=False)
    assert said == ["pass"] and money[1] - money[0] == 41
    said, money = _to_the_end(strong=True)
    assert said == ["bid"] * 7 and money[1] - money[0] == 14
