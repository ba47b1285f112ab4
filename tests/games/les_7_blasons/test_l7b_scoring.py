"""Round scoring, rounds and the end of the game (seed 004, Décompte des points; RULINGS)."""

from __future__ import annotations

from dataclasses import replace

from l7b_table import Table

from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.rounds import colour_points, end_round
from medici_table.games.les_7_blasons.state import Pile


def test_worked_example_grandbois_13_guilloux_16_bellay_15(t: Table) -> None:
    """Seed 004, Exemple de comptage: Guilloux wins the round 16 to 15 and 13."""
    state = t.load("scoring_example")
    assert state.round_scores == ((13, 16, 15),)
    grandbois, guilloux, bellay = state.round_detail
    # houses: green (Grandbois), purple (Guilloux), yellow (Bellay); the nine printed lines
    assert grandbois == (0, 0, 13)  # own green 13 -> 0, purple 17 face down -> 0, 13 x 1
    assert guilloux == (16, 0, 12)  # 8 x 2 green, own purple 6 -> 0, 12 x 1 yellow: best only
    assert bellay == (0, 15, 0)  # green 7 but no green coat, 5 x 3 purple, own yellow 3 -> 0
    assert RULES.scores(state) == [13, 16, 15]


def test_the_round_record_keeps_both_factors_of_each_house(t: Table) -> None:
    """Seed 004, Décompte des points: "en multipliant le nombre de blasons par la somme des
    valeurs des cartes" — the record keeps both numbers, so a score sheet can show 2 x 8."""
    state = t.load("scoring_example")
    # per seat, per house (green, purple, yellow): face-up coats, then card values
    assert state.round_coats == ((1, 0, 1), (2, 0, 1), (0, 3, 1))
    assert state.round_values == ((13, 17, 13), (8, 6, 12), (7, 5, 3))
    for s in range(3):
        assert state.round_detail[s] == tuple(
            0 if h == s else c * v
            for h, (c, v) in enumerate(zip(state.round_coats[s], state.round_values[s],
                                           strict=True)))


def test_the_next_round_is_led_by_the_last_taker_and_starts_afresh(t: Table) -> None:
    """RULINGS: a round is led by the winner of the last won trick; coats dealt again."""
    state = t.load("scoring_example")
    assert state.round == 2 and state.tricks_done == 0
    assert state.leader == 2 and state.to_act == 2  # Bellay took the last won trick
    assert all(len(hand) == 8 for hand in state.hands)
    assert all(piles == () for piles in state.piles)
    assert [len(t.display(state, s)) for s in range(3)] == [3, 3, 3]
    assert [len(t.up(state, s)) for s in range(3)] == [1, 1, 1]


def test_only_face_up_coats_of_other_houses_count(t: Table) -> None:
    """Seed 004: "Seuls les blasons face visible et autres que le vôtre comptent"."""
    state = t.load("table3")
    pile = Pile(("grandbois.bourgeois", "guilloux.bourgeois", "bellay.bourgeois"), (0,))
    state = replace(state, piles=((pile,), (), ()))
    # Grandbois shows guilloux.blason.1 face up, two Bellay coats face down
    assert colour_points(state, 0) == (0, 7, 0)
    mine = t.coat(state, "bellay.blason.1")
    coats = tuple(replace(c, up=True) if c is mine else c for c in state.coats)
    assert colour_points(replace(state, coats=coats), 0) == (0, 7, 7)
    own = tuple(replace(c, at=0, up=True) if c.face == "grandbois.blason.4" else c
                for c in state.coats)
    assert colour_points(replace(state, coats=own), 0) == (0, 7, 0)


def test_three_rounds_then_the_game_ends(t: Table) -> None:
    """RULINGS: 8 tricks x 3 rounds; the most points after 3 rounds wins."""
    state = t.load("table3")
    state = replace(state, round=3, round_scores=((10, 0, 0), (5, 0, 0)))
    state = replace(state, tricks_done=8, hands=((), (), ()))
    over = end_round(state)
    assert over.phase == "over" and over.to_act is None
    assert RULES.scores(over) == [15, 0, 0]
    assert RULES.winners(over) == [0]
    assert RULES.legal_moves(over) == []


def test_a_tie_after_three_rounds_is_broken_by_one_more_round(t: Table) -> None:
    """Seed 004: "On jouera une manche en plus pour départager les ex aequo"."""
    state = t.load("table3")
    state = replace(state, round=3, round_scores=((10, 4, 0), (0, 6, 2)),
                    tricks_done=8, hands=((), (), ()))
    extra = end_round(state)
    assert extra.round == 4 and extra.tied == (0, 1) and extra.to_act is not None
    assert all(len(hand) == 8 for hand in extra.hands)
    # Bellay scores most in the extra round, but only the tied players can win it
    done = end_round(replace(extra, tricks_done=8, hands=((), (), ()),
                             piles=((), (), (Pile(("grandbois.bourgeois",), (2,)),))))
    assert done.phase == "over"
    assert RULES.winners(done) == [0, 1]  # both scored 0 in it: a shared victory
    guilloux_scores = replace(done, round_scores=done.round_scores[:3] + ((0, 3, 9),))
    assert RULES.winners(guilloux_scores) == [1]


def test_every_game_has_three_rounds_of_eight_tricks(t: Table) -> None:
    """RULINGS: 8 tricks a round, 3 rounds (4 when a tie must be broken)."""
    state = RULES.new_game(["A", "B", "C"], {}, seed=3)
    rounds_seen = {state.round}
    while state.to_act is not None:
        state = t.first_of(state)
        rounds_seen.add(state.round)
    assert len(state.round_scores) in (3, 4)
    assert rounds_seen == set(range(1, len(state.round_scores) + 1))


def test_the_position_a_rounds_scoring_counts() -> None:
    """`as_scored` (what a table shows behind the round's sheet): the round's last trick
    gathered and every coat as it lies (seed 004, Décompte des points), its points not yet
    added and no next round dealt; a move that ends no round has no such position, and the
    position given is untouched."""
    import random

    from medici_table.games.les_7_blasons.rounds import TRICKS

    state = RULES.new_game(["A", "B", "C", "D"], {}, seed=4)
    chooser, ends = random.Random(4), 0
    while state.to_act is not None:
        move = chooser.choice(RULES.legal_moves(state))
        scored = RULES.as_scored(state, move)
        after = RULES.play(state, move)
        if len(after.round_scores) == len(state.round_scores):
            assert scored is None
        else:
            ends += 1
            assert scored is not None and scored.to_act is None
            assert scored.round == state.round and scored.tricks_done == TRICKS
            assert scored.trick == () and sum(len(p) for p in scored.piles) + bool(
                scored.set_aside) >= 1
            assert scored.round_scores == state.round_scores  # the sheet adds them
            assert scored.coats == after.coats or after.round > state.round  # (dealt anew)
            assert RULES.play(state, move) == after  # (as_scored changed nothing)
        state = after
    assert ends == 3
