"""A long evening stays light (issue 26): 50 consecutive games in one window, each ended with
"Play again", grow its memory by at most 20 MB. A window used to keep every game's final
dialog (135 → 242 MB over 104 games of Court of the Medici); the shared pictures of the last
game's stacks and labels filled their whole bound too. `python -m benchmarks.long_evening`
prints the figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.long_evening import evening


@pytest.mark.slow
def test_fifty_games_in_one_window_grow_its_memory_by_at_most_20_mb(qtbot: Any,
                                                                      tmp_path: Path) -> None:
    after = evening(50, "court_of_the_medici", 1, tmp_path)
    assert len(after) == 51
    growth = after[-1] - after[0]
    assert growth <= 20.0, f"+{growth:.1f} MB over 50 games: {[round(m) for m in after]}"
