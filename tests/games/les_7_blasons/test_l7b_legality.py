"""The fast legality check answers exactly as `move in legal_moves(state)` does."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from medici_table.engine import Move
from medici_table.games.les_7_blasons import RULES
from medici_table.games.les_7_blasons.moves import is_legal

ALL = {"bourgeois_consult": True, "bourgeois_serve": True, "bourgeois_curious": True,
       "active_religieux": True}


@pytest.mark.parametrize(("n", "options"), [(3, {}), (5, ALL), (7, {"active_religieux": True})])
def test_is_legal_agrees_with_legal_moves(n: int, options: dict[str, bool]) -> None:
    chooser = random.Random(n)
    state = RULES.new_game([f"P{i}" for i in range(n)], options, seed=n)
    earlier: list[Move] = []
    while state.to_act is not None:
        legal = RULES.legal_moves(state)
        assert all(is_legal(state, m) for m in legal)
        listed = set(legal)
        for probe in chooser.sample(earlier, min(40, len(earlier))):
            assert is_legal(state, probe) == (probe in listed), probe
        for m in legal[:10]:  # near misses: a stray field, a wrong or missing target
            for probe in (replace(m, value=1), replace(m, target="coats.9"),
                          replace(m, target=None), replace(m, token="coat.99")):
                assert is_legal(state, probe) == (probe in listed), probe
        earlier.extend(legal[:25])
        earlier = earlier[-400:]
        state = RULES.apply(state, chooser.choice(legal))
    assert not is_legal(state, earlier[0])
