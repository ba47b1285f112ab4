"""Finished games are kept, in all five games: the last move played, Enter on the final dialog
harms nothing, the game is in the "Finished games" list at once and replays move for move;
Play again keeps it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from journeys import (
    GAMES,
    hot_seat_count,
    open_with_ctrl_o,
    played,
    saves_of,
    window,
)
from PySide6.QtCore import Qt
from tablebot import shot

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.record import PERSON, GameRecord
from medici_table.engine import GameSession
from medici_table.ui.finished import FinishedGames
from medici_table.ui.window import MainWindow


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def one_move_from_the_end(qtbot: Any, w: MainWindow, game: str, tmp_path: Path,
                          monkeypatch: pytest.MonkeyPatch, seed: int = 9) -> GameRecord:
    """A whole game of people played (away from the table); the table opens its save one move
    before the end and the person plays that move with the Moves panel. Returns the game."""
    n = hot_seat_count(game)
    whole = played(game, [PERSON] * n, 10**6, seed=seed)
    session = GameSession(whole.session.rules, whole.session.initial)
    for step in whole.session.history[:-1]:
        session.play(step.move)
    sf.write(tmp_path / "almost.medici.json", whole.continued(session).to_save())
    open_with_ctrl_o(qtbot, w, tmp_path / "almost.medici.json", monkeypatch)
    if w.table.curtain.isVisible():
        qtbot.mouseClick(w.table.curtain, Qt.MouseButton.LeftButton)
    last = whole.session.history[-1].move
    if w.table.prompt.isVisible():
        button = next(b for b, m in zip(w.table.prompt.buttons, w.table.prompt.values,
                                        strict=True) if m == last)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        w.moves_dock.raise_()
        w.moves_dock.list.setCurrentRow(w.moves_dock.moves.index(last))
        qtbot.keyClick(w.moves_dock.list, Qt.Key.Key_Return)
    assert w.controller.is_over() and w.controller.state == whole.session.state
    sheet = w.table.interlude
    while sheet.isVisible():  # what the last move scored is read before the final dialog
        qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    return whole


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_kept_at_once_and_replays_move_for_move(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    w = window(qtbot, tmp_path / "w", game, seed=2, n=hot_seat_count(game),
               kinds=[PERSON] * hot_seat_count(game))
    whole = one_move_from_the_end(qtbot, w, game, tmp_path, monkeypatch)
    dialog = w.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    final = w.controller.state
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter on the final dialog
    assert not dialog.isVisible() and w.controller.state is final, "no new game"
    manager = saves_of(w)
    assert manager.replay_last_action.isEnabled()
    (entry,) = manager.autosaver.archive.entries()
    assert entry.game == game and entry.players == tuple(whole.players)
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    listing = manager.finished_list
    assert isinstance(listing, FinishedGames) and listing.isVisible()
    assert listing.list.topLevelItemCount() == 1
    row = listing.list.topLevelItem(0)
    assert row is not None and row.text(1) == games.get(game).name("en")
    assert all(name in row.text(2) for name in whole.players)
    winners = [whole.players[i] for i in whole.session.rules.winners(final)]
    assert all(name in row.text(3) for name in winners)
    at = listing.list.visualItemRect(row).center()
    qtbot.mouseClick(listing.list.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(listing.list.viewport(), Qt.MouseButton.LeftButton, pos=at)
    replay = manager.replay
    assert replay is not None and not listing.isVisible() and replay.index == 0
    assert replay.finished and not w.table.curtain.isVisible()
    steps = whole.session.history
    assert replay.length == len(steps)
    for step in steps:  # move for move, with the replay's own key
        qtbot.keyClick(w, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
        assert replay.state == step.after
    moves = [line for line in w.log_dock.texts if not line.lstrip().startswith("◆")]
    assert len(moves) == len(steps)  # (each scoring has a line of its own too)


def test_play_again_keeps_the_finished_game(qtbot: Any, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot, tmp_path / "w", "court_of_the_medici", seed=2)
    whole = one_move_from_the_end(qtbot, w, "court_of_the_medici", tmp_path, monkeypatch)
    dialog = w.game_over_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    assert w.controller.session.history == [] and w.game_over_dialog is None
    assert w.config.players == whole.players and w.config.seats == [PERSON, PERSON]
    manager = saves_of(w)
    manager.replay_last_action.trigger()
    assert manager.replay is not None and manager.replay.steps == whole.session.history
    qtbot.mouseClick(manager.replay_bar.close_button, Qt.MouseButton.LeftButton)
    assert w.controller.session.history == [], "back to the new game"


def test_the_final_dialog_and_score_sheet_follow_a_change_of_language(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot, tmp_path / "w", "medici", seed=2, n=3, kinds=[PERSON] * 3)
    one_move_from_the_end(qtbot, w, "medici", tmp_path, monkeypatch)
    dialog = w.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.sheet, Qt.MouseButton.LeftButton)
    sheet = w.score_sheet
    assert sheet.isVisible() and sheet.list.count() >= 3
    sheet.list.setCurrentRow(0)
    english = (dialog.result_label.text(), sheet.shown_titles())
    w.set_language("fr")
    assert dialog.again.text() == "Rejouer" and dialog.windowTitle() == "Fin de la partie"
    assert dialog.result_label.text() != english[0]
    assert sheet.windowTitle().startswith("Feuille de score — Médicis")
    assert sheet.shown_titles() != english[1] and sheet.list.currentRow() == 0
    shot(dialog, "game_over_fr_after_switch")
    w.set_language("en")
    assert (dialog.result_label.text(), sheet.shown_titles()) == english


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_finished_games_list_pictured(qtbot: Any, tmp_path: Path, lang: str) -> None:
    """Three finished games kept, the list opened: written to tests/screenshots/ to be looked at."""
    w = window(qtbot, tmp_path / "w", "medici", lang=lang, n=3, kinds=[PERSON] * 3)
    archive = saves_of(w).autosaver.archive
    for i, (game, kinds) in enumerate((("medici", [PERSON, "normal", "strong"]),
                                       ("courtisans", [PERSON, PERSON, PERSON]),
                                       ("court_of_the_medici", [PERSON, "normal"]))):
        record = played(game, kinds, 10**6, seed=20 + i)
        archive.keep(record.to_save(), ended=1_740_000_000 + i * 90_000)
    saves_of(w).show_finished()
    listing = saves_of(w).finished_list
    assert listing is not None and listing.list.topLevelItemCount() == 3
    assert listing.list.topLevelItem(0).text(1) == games.get("court_of_the_medici").name(lang)
    # the button says what it does, in the words of the list's hint and the Game menu
    assert listing.replay_button.text() == {"en": "Replay the game", "fr": "Revoir la partie"}[lang]
    shot(listing, f"finished_games_{lang}")
    listing.reject()
    empty = FinishedGames(type(archive)(tmp_path / "none"), lang, w)
    empty.refresh()
    empty.show()
    assert empty.empty.isVisible() and not empty.list.isVisible()
    shot(empty, f"finished_games_empty_{lang}")
