"""Whole games on the table, and the screenshots a person looks at."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from tablebot import lift_curtain, shot

from medici_table.ui.dialogs import NewGameDialog


def _step(qtbot: Any, window: Any, rng: random.Random) -> None:
    """One decision made the way a keyboard player makes it: the Moves panel, prompts, curtain."""
    table = window.table
    if table.curtain.isVisible():
        qtbot.keyClick(table.curtain, Qt.Key.Key_Return)
        return
    if table.prompt.isVisible():
        rng.choice(table.prompt.buttons).click()
        return
    listing = window.moves_dock.list
    assert listing.count() > 0, window.controller.prompt()
    texts = [listing.item(i).text() for i in range(listing.count())]
    # prefer building the court over re-valuing Jesters forever
    plays = [i for i, t in enumerate(texts) if "re-values" not in t]
    listing.setCurrentRow(rng.choice(plays or list(range(len(texts)))))
    qtbot.keyClick(listing, Qt.Key.Key_Return)


def test_a_whole_seeded_game_through_the_ui(qtbot: Any, make_window: Any) -> None:
    window = make_window(seed=11)
    rng = random.Random(11)
    for _ in range(2000):
        if window.game_over_dialog is not None:
            break
        _step(qtbot, window, rng)
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible(), "the game did not end"
    assert window.controller.is_over()
    assert dialog.result_label.text()
    shot(dialog, "game_over_dialog")
    shot(window, "game_over_table")
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    assert window.game_over_dialog is None
    assert not window.controller.is_over() and window.controller.session.history == []


def test_opening_and_mid_game_tables(qtbot: Any, make_window: Any) -> None:
    window = make_window(seed=3)
    shot(window, "opening_table")
    rng = random.Random(4)
    c = window.controller
    while len(c.session.history) < 40 and not c.is_over():
        moves = c.legal_moves()
        kind = rng.choice(["alliance", "outer", "outer", "conspire"])
        chosen = [m for m in moves if m.kind in (kind, "draw", "jester_value", "eliminate")]
        c.play(rng.choice(chosen or moves))
    lift_curtain(qtbot, window)
    assert any(len(s) > 1 for _a, s in c.state.all_stacks())
    shot(window, "mid_game")


def test_new_game_dialog_offers_the_options_and_remembers(qtbot: Any, make_window: Any) -> None:
    window = make_window(seed=3)
    dialog = window.new_game_dialog()
    assert isinstance(dialog, NewGameDialog)
    assert set(dialog.option_widgets) == {"dukes", "redraw_duplicates", "english_end"}
    dialog.names[0].setText("Lucrezia")
    dialog.option_widgets["dukes"].setChecked(True)  # type: ignore[attr-defined]
    dialog.seed.setText("77")
    shot(dialog, "new_game_dialog")
    dialog.accept()
    c = window.controller
    assert c.players()[0] == "Lucrezia" and c.state.dukes
    again = NewGameDialog(window.settings, window)
    assert again.names[0].text() == "Lucrezia"
    assert again.option_widgets["dukes"].isChecked()  # type: ignore[attr-defined]
