"""The final window against the computer spoke of the person at this computer by name ("Ada
wins!"), as if to someone else; it now says "You win!" to the one person playing here, and
names the winner otherwise (a computer, or at a table of several people)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from journeys import window
from sequence import game_ends, just_before, put
from tablebot import read_sheets

from medici_table.app.record import PERSON

NAMES = ["Ada", "Bo"]


def ending(target: int) -> Any:
    """The last move of a game, made by Ada (seat 0), that `target` wins."""
    def who(state: Any, move: Any, after: Any) -> bool:
        from medici_table import games

        return state.to_act == 0 and games.get("court_of_the_medici").winners(after) == [target]
    return who


@pytest.mark.parametrize(("kinds", "target", "lang", "title"), [
    ([PERSON, "normal"], 0, "en", "You win!"),
    ([PERSON, "normal"], 0, "fr", "Vous avez gagné !"),
    ([PERSON, "normal"], 1, "en", "Bo wins!"),
    ([PERSON, PERSON], 0, "en", "Ada wins!"),
])
def test_the_final_window_speaks_to_the_person_here(qtbot: Any, tmp_path: Path, kinds: list[str],
                                                    target: int, lang: str, title: str) -> None:
    w = window(qtbot, tmp_path, game="court_of_the_medici", kinds=kinds, lang=lang)
    for seed in range(1, 40):
        try:
            rules, state, move = just_before("court_of_the_medici", NAMES, seed, game_ends,
                                             ending(target))
            break
        except AssertionError:
            continue
    put(w, rules, state)
    if w.table.curtain.isVisible():
        w.table.curtain.lift()
    assert w.table.play_move(move)
    read_sheets(qtbot, w)
    dialog = w.game_over_dialog
    assert dialog is not None and dialog.title_label.text() == title
