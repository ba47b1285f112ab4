"""One thing at a time on the table (issue 19): a scoring sheet is read to its end before play
goes on — no click on the action bar, no line of the Moves list, no computer player skips it;
the question it was drawn over comes after it; the winner is told after the last sheet; a
scoring is kept in the game log; every scoring step can be hurried, never lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton
from sequence import game_ends, just_before, put, season_ends
from tablebot import lift_curtain, read_sheets, shot

from medici_table.ui import theme
from medici_table.ui.gameconfig import GameConfig
from medici_table.ui.sequencer import FINAL, QUESTION, SHEET
from medici_table.ui.window import MainWindow

NAMES = ["Ada", "Bo", "Cy"]

# Carine decides on her intrigue card while board 1 is counted; keeping it settles board 1
# (a sheet), and the same board then asks her whether she bribes (a question).
INTRIGUE_THEN_BRIBE = """
game: louis_xiv
players: [Carine, Michel, Sybille]
seed: 14
position:
  round: 1
  phase: scoring
  first: Carine
  board: 1
  boards: {1: {Michel: 2, Carine: 1}, 2: {Sybille: 1}, 3: {Michel: 2, Carine: 1}}
  seats:
    Carine: {intrigue: [intrigue.1, intrigue.3]}
"""


def test_a_medici_season_sheet_is_not_skipped_by_the_action_bar(make_window: Any,
                                                                 qtbot: Any) -> None:
    window = make_window(game="medici", names=NAMES, seed=7, lift=False)
    rules, state, move = just_before("medici", NAMES, 11, season_ends)
    put(window, rules, state)
    c, t = window.controller, window.table
    assert t.play_move(move)
    sheet = t.interlude
    assert sheet.isVisible() and sheet.title.text().startswith("Season 1:")
    assert sheet.index == 0 and len(sheet.pages) == 4
    # behind the sheet, the next season waits: its buttons are there but cannot be used
    bar = t.action_bar
    assert bar.buttons and not bar.buttons[0].isEnabled()
    played = len(c.session.history)
    qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
    assert not t.play_move(c.legal_moves()[0])  # the Moves list's path too
    assert len(c.session.history) == played
    assert sheet.isVisible() and sheet.index == 0  # still on its first page
    assert not window.moves_dock.moves and not window.undo_action.isEnabled()
    assert window.moves_dock.why_shown.startswith("Read what the table shows first")
    assert "score sheet" in window.undo_action.toolTip()
    shot(window, "medici_sheet_holds_the_table")
    assert read_sheets(qtbot, window) == 4  # every page read, one click each
    assert bar.buttons[0].isEnabled() and window.moves_dock.list.count() > 0
    with qtbot.waitSignal(c.move_applied):
        qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
    # the season stays in the game log, after the move that ended it
    scored = [line for line in window.log_dock.texts if "Season 1 scored" in line]
    assert len(scored) == 1 and all(name in scored[0] for name in NAMES)


def test_the_winner_is_told_after_the_last_season_sheet(make_window: Any, qtbot: Any) -> None:
    window = make_window(game="medici", names=NAMES, seed=7, lift=False)
    rules, state, move = just_before("medici", NAMES, 12, game_ends)
    put(window, rules, state)
    t = window.table
    assert t.play_move(move)
    assert t.interlude.isVisible() and t.interlude.title.text().startswith("Season 3:")
    dialog = window.game_over_dialog
    assert dialog is not None and not dialog.isVisible()  # not over the sheet
    assert t.sequencer.kinds() == [SHEET, FINAL]
    read_sheets(qtbot, window)
    assert dialog.isVisible()
    assert "wins" in dialog.title_label.text() or "draw" in dialog.title_label.text()
    ranks = [row[0] for row in dialog.ranking.rows]
    assert ranks[0] in ("1", "=1") and len(ranks) == 3
    shot(dialog, "medici_final_dialog")


def test_a_louis_xiv_question_waits_behind_the_scoring_sheet(make_window: Any,
                                                             qtbot: Any) -> None:
    window = make_window(game="louis_xiv", names=["Carine", "Michel", "Sybille"],
                         position=INTRIGUE_THEN_BRIBE)
    c, t = window.controller, window.table
    assert t.prompt.isVisible() and "intrigue" in t.prompt.title.text()
    keep = next(b for b in t.prompt.buttons if "keeps" in b.text())
    with qtbot.waitSignal(c.move_applied):
        keep.click()
    assert c.state.queue[0].kind == "bribe" and c.state.to_act == 0  # Carine again
    assert t.interlude.isVisible() and t.interlude.title.text() == "Scoring: board 1"
    assert not t.prompt.isVisible()  # the bribe question is not drawn over, nor under, it
    assert t.sequencer.kinds() == [SHEET, QUESTION]
    assert not t.scene.interactive
    shot(window, "louis_xiv_sheet_before_question")
    read_sheets(qtbot, window)
    assert t.prompt.isVisible() and "bribe" in t.prompt.title.text()
    shown = [b.text() for b in t.prompt.findChildren(QPushButton) if b.isVisible()]
    assert len(shown) == 2 and all("bribe" in text for text in shown)  # none of the last one
    assert "bribe" in window.status_label.text()  # the status line says what is asked now
    shot(window, "louis_xiv_question_after_sheet")


def test_every_scoring_step_can_be_hurried_and_is_kept(make_window: Any, qtbot: Any) -> None:
    window = make_window(game="louis_xiv", names=["Carine", "Michel", "Sybille"],
                         position=INTRIGUE_THEN_BRIBE)
    c, t = window.controller, window.table
    every = window.hurry.every
    assert every.isChecked()  # on by default when people play
    every.trigger()
    assert not t.every_step["people"]
    assert window.settings.value("view/every_step") in (False, "false")
    keep = next(b for b in t.prompt.buttons if "keeps" in b.text())
    with qtbot.waitSignal(c.move_applied):
        keep.click()
    assert not t.interlude.isVisible()  # no click needed: the question comes at once
    assert t.prompt.isVisible() and "bribe" in t.prompt.title.text()
    # the board's scoring is noted, with the way to the score sheet, and kept in the log
    assert t.message.isVisible() and "score sheet" in t.message.label.text()
    assert any("Round 1: board 1" in line for line in window.log_dock.texts)
    sheet = window.show_score_sheet()
    assert sheet.shown_titles() == ["Round 1: board 1"]
    sheet.close()


def test_the_round_three_sheet_comes_before_the_winner(make_window: Any, qtbot: Any) -> None:
    names = ["Ada", "Bo", "Cy"]
    window = make_window(game="les_7_blasons", names=names, seed=7, size=(1600, 1000))
    rules, state, move = just_before("les_7_blasons", names, 5, game_ends)
    put(window, rules, state)
    lift_curtain(qtbot, window)
    t = window.table
    assert t.play_move(move)
    assert t.interlude.isVisible() and t.interlude.title.text().startswith("Round ")
    assert "last round" in t.interlude.note.text().replace("\u00a0", " ")  # (held together)
    assert window.game_over_dialog is not None and not window.game_over_dialog.isVisible()
    read_sheets(qtbot, window)
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    header = dialog.ranking.header
    assert header[:2] == ("Rank", "Player") and header[-1] == "Total"
    assert "Round 3" in header


def test_a_computer_waits_while_a_sheet_is_read(qtbot: Any, tmp_path: Path) -> None:
    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    seats = ["person", "random", "random"]
    window = MainWindow(GameConfig("medici", NAMES, {}, 3, seats), settings, anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.bots.delay_ms = 0
    rules, state, move = just_before(
        "medici", NAMES, 21, season_ends,
        who=lambda s, m, after: s.to_act == 0 and after.to_act in (1, 2))
    put(window, rules, state)
    t, c = window.table, window.controller
    assert t.play_move(move)
    assert t.interlude.isVisible() and t.bot_turn()
    played = len(c.session.history)
    for _ in range(20):  # the computer has thought; it does not play over the sheet
        qtbot.wait(10)
    assert len(c.session.history) == played and window.bots.held()
    with qtbot.waitSignal(window.bots.played, timeout=5000):
        read_sheets(qtbot, window)
    assert len(c.session.history) > played
    window.bots.detach()  # no computer plays on after the test
    window.bots.shutdown()
    window.close()


def test_a_setting_for_computers_alone(make_window: Any) -> None:
    """Off by default when only computers play: the evening's demo runs on."""
    window = make_window(game="medici", names=NAMES, lift=False)
    assert window.table.every_step == {"people": True, "computers": False}
    window.table.bot_seats = {0, 1, 2}
    assert not window.table.shows_every_step()
    window.hurry.follow()
    assert not window.hurry.every.isChecked()


def test_the_final_dialog_is_deleted_when_a_new_game_starts(make_window: Any,
                                                            qtbot: Any) -> None:
    """A window kept every game's final dialog: 135 → 242 MB over an evening (issue 26)."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    window = make_window(game="medici", names=NAMES, seed=7, lift=False)
    rules, state, move = just_before("medici", NAMES, 12, game_ends)
    put(window, rules, state)
    assert window.table.play_move(move)
    read_sheets(qtbot, window)
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)  # Play again
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(dialog) and window.game_over_dialog is None
    assert not window.table.sequencer.busy() or window.table.sequencer.kinds() == ["curtain"]
