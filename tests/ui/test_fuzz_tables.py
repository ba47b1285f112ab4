"""Fuzz (issue 26), the table's side: a forged save the program accepts must also lay out on the
table. Opening one used to crash the layout after "Opened…" with the old table left on screen;
here every state of every accepted forgery (of a save or a position file), played to its end, is
laid out for every seat and for everyone (a finished game), with its score lines and, at the end,
its result.

Long: `-m slow`; MEDICI_FUZZ_SEEDS=<n> tries more seeds.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.position import load_position_text
from medici_table.engine import Rules
from medici_table.ui import games as tables
from tests.app.forge import Tally, judge, position_forgeries, position_sources, save_forgeries

SEEDS = int(os.environ.get("MEDICI_FUZZ_SEEDS", "2"))


def lay_out(rules: Rules[Any], state: Any) -> None:
    adapter = tables.get(rules.id)
    n = len(rules.players(state))
    over = rules.is_over(state)
    for viewer in [*range(n), *([None] if over else [])]:
        view = state if viewer is None else rules.view(state, viewer)
        for lang in ("en", "fr"):
            adapter.layout(rules, view, viewer, lang)
    adapter.score_lines(rules, state, "fr")
    if over:
        adapter.result_text(rules, state, "en")


@pytest.mark.slow
def test_forged_saves_the_program_accepts_lay_out_on_the_table(qapp: Any, tmp_path: Path) -> None:
    tally = Tally()
    for game_id in tables.available():
        rules = games.get(game_id)
        for n in sorted({rules.meta.min_players, rules.meta.max_players}):
            for seed in range(SEEDS):
                for kind, what, text, impossible in save_forgeries(game_id, n, seed):
                    path = tmp_path / f"{game_id}-{n}-{seed}-{kind}{sf.SUFFIX}"
                    path.write_text(text, encoding="utf-8")
                    judge(tally, f"{path.name} ({what})",
                          lambda p=path, g=rules: (g, sf.load(p)[1].state), impossible,
                          seconds=120, seed=seed, each=lay_out)
    print(tally.line("saves laid out on the table"))
    assert not tally.faults(), "\n".join(tally.faults()[:20])


@pytest.mark.slow
def test_mutated_positions_the_program_accepts_lay_out_on_the_table(qapp: Any) -> None:
    tally = Tally()
    for source in position_sources():
        for seed in range(SEEDS):
            for _kind, what, text, impossible in position_forgeries(source, seed):
                judge(tally, f"{source.name} ({what})",
                      lambda t=text: load_position_text(t, "forged.yaml"), impossible,
                      seconds=120, seed=seed, each=lay_out)
    print(tally.line("positions laid out on the table"))
    assert not tally.faults(), "\n".join(tally.faults()[:20])
