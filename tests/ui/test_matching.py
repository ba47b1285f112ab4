"""Matching table gestures to legal moves, for any game (no Qt needed)."""

from __future__ import annotations

from medici_table.engine import Move
from medici_table.ui import matching
from medici_table.ui.tablespec import load_table

MOVES = [
    Move("outer", card="a", target="outer.0"),
    Move("alliance", card="a", target="s1"),
    Move("conspire", card="a", target="s1"),
    Move("prepare", card="a", target="deck.0"),
    Move("set_jester", card="j", value=2),
    Move("set_jester", card="j", value=3),
    Move("draw", target="deck.1"),
    Move("keep_circle"),
]


def test_a_drop_matches_by_piece_and_target() -> None:
    assert matching.movable(MOVES) == {"a"}
    assert matching.targets_for(MOVES, "a") == {"outer.0", "s1", "deck.0"}
    assert [m.kind for m in matching.matching(MOVES, "a", "s1")] == ["alliance", "conspire"]
    assert matching.matching(MOVES, "a", "outer.1") == []


def test_clicks_on_places_and_pieces_and_buttons() -> None:
    assert list(matching.target_actions(MOVES)) == ["deck.1"]
    assert [m.value for m in matching.piece_actions(MOVES)["j"]] == [2, 3]
    assert matching.free_actions(MOVES) == [Move("keep_circle")]


def test_a_number_picker_only_when_just_the_number_differs() -> None:
    jester = matching.piece_actions(MOVES)["j"]
    assert matching.number_field(jester) == "value"
    assert matching.number_field(matching.matching(MOVES, "a", "s1")) is None
    bids = [Move("bid", amount=n, player=0) for n in (1, 2, 5)]
    assert matching.number_field(bids) == "amount"
    assert matching.number_field(bids[:1]) is None


def test_the_court_table_layout_loads_and_names_every_zone() -> None:
    table = load_table("court_of_the_medici")
    for zone in ("hand", "deck", "discard", "outer"):
        for seat in ("near", "far"):
            spec = table.get(zone, seat)
            assert spec.x + spec.w <= table.width and spec.y + spec.h <= table.height
    assert table.get("first_circle", "shared").layout == "stacks"


def test_a_crowded_court_shrinks_to_fit_its_zone() -> None:
    from medici_table.ui.layout import CARD_H, CARD_W
    from medici_table.ui.tablespec import fit_stacks, stack_top

    table = load_table("court_of_the_medici")
    spec = table.get("first_circle", "shared")
    roomy = fit_stacks(spec, table, [1, 2, 1, 1])
    assert roomy.scale == 1.0 and roomy.step == table.stack_offset
    for lengths in ([8, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1], [12], [1] * 22,
                    [7, 1, 6, 1, 9]):
        fit = fit_stacks(spec, table, lengths)
        for k, step, side in zip(lengths, fit.steps, fit.sides, strict=True):
            bottom = stack_top(spec) + CARD_H * fit.scale + step * (k - 1)
            assert bottom <= spec.y + spec.h + 1, lengths
            # every value still shows: below the next card's top edge, or beside it (fanned)
            assert step >= table.min_stack_offset * fit.scale or side >= 48 * fit.scale
        right = fit.xs[-1] + CARD_W * fit.scale + fit.sides[-1] * (lengths[-1] - 1)
        assert fit.xs[0] >= spec.x and right <= spec.x + spec.w
        assert fit.scale >= (0.75 if len(lengths) < 6 else 0.5), lengths  # (tall: not tiny)


PLACING = [
    Move("place", target="board.1"),
    Move("place", target="board.2"),
    Move("influence", card="influence.3.1"),
    Move("mission", card="light.a", token="crown"),
    Move("end_path"),
]


def test_a_stand_in_token_carries_the_moves_that_name_only_a_place() -> None:
    assert matching.targets_for(PLACING, matching.ANY_PIECE) == {"board.1", "board.2"}
    assert matching.matching(PLACING, matching.ANY_PIECE, "board.2") == [PLACING[1]]
    assert matching.draggable(PLACING, matching.ANY_PIECE, play=False)


def test_a_token_dropped_on_a_card_and_a_card_played_in_the_middle() -> None:
    assert "crown" in matching.movable(PLACING)
    assert matching.targets_for(PLACING, "crown") == {"light.a"}
    assert matching.matching(PLACING, "crown", "light.a") == [PLACING[3]]
    # the influence card goes to the play zone only where the table has one
    assert matching.targets_for(PLACING, "influence.3.1") == {matching.PLAY}
    assert matching.matching(PLACING, "influence.3.1", matching.PLAY) == [PLACING[2]]
    assert not matching.draggable(PLACING, "influence.3.1", play=False)
    assert matching.draggable(PLACING, "influence.3.1", play=True)
    assert matching.targets_for(MOVES, "j") == {matching.PLAY}  # a Jester: no zone, no drag
    assert not matching.draggable(MOVES, "j", play=False)
