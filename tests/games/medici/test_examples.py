"""The rulebook's worked examples (seed 001), each played from a position file."""

from __future__ import annotations

from typing import Any

from medici_table.app.position import load_position_text

from .conftest import POSITIONS, play, position


def test_shared_first_place_splits_30_and_15_into_22_each(rules: Any) -> None:
    """Seed 001, Décompte du poids, exemple: Red and Blue tie first: (30 + 15) // 2 = 22 each."""
    _, s = position("shared_first")
    assert s.to_act == 1 + 1 and s.high_bid == 3  # Green answers Red's bid of 3
    s = play(s, "pass")  # Red buys the 5 of porcelain; Green alone has room and fills free
    assert s.season == 2
    income = s.ledger[0]
    assert income.weight == (22, 22, 0)  # Red 23 and Blue 23 share 1st and 2nd; Green 16 is 3rd
    # Red paid 3; goods: diamonds 10, grapes/wheat/porcelain shared with Green 7 each
    assert income.goods == (31, 10, 31)
    assert s.money == (30 - 3 + 22 + 31, 30 + 22 + 10, 30 + 0 + 31)


def test_the_captain_ranks_ahead_of_the_player_he_ties_with(rules: Any) -> None:
    """Seed 001, Le Capitaine, exemple: Green 30, Red (Captain) 20, Blue 10, Violet nothing."""
    _, s = position("captain")  # only Violet has room: she fills it free, the season is scored
    assert s.season == 2
    assert s.ledger[0].weight == (30, 20, 10, 0)


def test_without_the_captain_red_and_blue_share_20_and_10(rules: Any) -> None:
    """Seed 001, Le Capitaine, exemple: "Rouge et Bleu se partageraient 20 + 10 = 30": 15 each."""
    _, s = position("captain")
    before = s.ledger[0]
    # the same cargoes scored with the Captain in nobody's hands
    s = load_position_text(POSITIONS.joinpath("captain.yaml").read_text().replace(
        "  specials:\n    Red: [captain.1]\n", "  discard: [captain.1]\n"))[1]
    assert s.ledger[0].weight == (30, 15, 15, 0)
    assert before.weight != s.ledger[0].weight


def test_reds_markers_move_one_space_per_card_of_each_good(rules: Any) -> None:
    """Seed 001, Décompte du type de cargaison, exemple: diamonds +2, wheat, grapes, porcelain +1."""
    red_before = (0, 6, 0, 1, 0)  # swords, grapes, wheat, diamonds, porcelain, as the file says
    _, s = position("red_goods")  # Blue alone has room: the 3 of swords, free; then the scoring
    goods = rules.goods()
    moved = {g: s.tracks[0][i] - red_before[i] for i, g in enumerate(goods)}
    assert moved == {"swords": 0, "grapes": 1, "wheat": 1, "diamonds": 2, "porcelain": 1}
    # markers carried from season 1: diamonds 1 -> 3, grapes 6 -> 7
    assert dict(zip(goods, s.tracks[0], strict=True))["grapes"] == 7


def test_season_two_scoring_of_the_goods_example(rules: Any) -> None:
    """Seed 001, 2 and 3: weight 30/15, goods 10 and 5 per track, spaces 6 and 7 pay 10 and 20."""
    _, s = position("red_goods")
    income = s.ledger[0]
    assert income.season == 2
    assert income.weight == (30, 15, 0)  # Red 23, Blue 22, Green 10
    assert income.goods == (30, 10, 25)
    assert income.bonus == (20, 10, 0)  # Red's grapes on 7, Blue's swords on 6
    assert s.money == (52 + 80, 47 + 35, 38 + 25)  # Blue's last card came free
    assert s.season == 3 and s.auctioneer == 2  # Green, the poorest, opens season 3


def test_the_ledger_keeps_each_boat_as_scored_its_weight_and_the_captain(rules: Any) -> None:
    """Seed 001, Décompte du poids: "Chaque joueur totalise les points marqués en bas des cartes
    qu'il a acquises" — the ledger keeps each cargo's card weights and its weight as the season was scored
    (the next season's deal has emptied the boats), and who held the Captain."""
    _, s = position("captain")  # Violet fills her boat free with the 2 of swords
    entry = s.ledger[0]
    assert s.boats == ((), (), (), ())
    assert entry.boat_weight == (21, 17, 17, 8)  # Green 21, Red and Blue 17, Violet 6 + 2
    assert entry.card_weights[3] == (0, 1, 2, 3, 2)  # porcelain 0 to 3, the 2 of swords
    assert entry.captain == 1  # Red
    _, s = position("shared_first")
    s = play(s, "pass")
    assert s.ledger[0].boat_weight[:2] == (23, 23) and s.ledger[0].captain is None
    assert type(s).from_dict(s.to_dict()) == s
