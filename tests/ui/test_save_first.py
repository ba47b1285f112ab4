"""Before another game takes the table's place, an unfinished game not saved as it is now is
asked about: "<Game> with <names> is not finished. Save it first?" Save / Don't save / Cancel
(ui/unsaved.py). Each way in is walked as a person walks it: moves made from the Moves panel
with Enter, Ctrl+O, Ctrl+N and the dialog's OK, the final dialog's Play again, a replay's
buttons, Help → Learn to play; and the welcome screen of the next start looked at."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from journeys import (
    FILTER_ANY,
    active,
    answer_save_first,
    open_with_ctrl_o,
    person_move,
    persons_turn,
    saves_of,
    solo_kinds,
    welcomed,
    window,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog
from tablebot import lift_curtain, shot

from medici_table.app import savefile as sf
from medici_table.app.record import PERSON, deal, seats_of
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.window import MainWindow

LOUIS = "louis_xiv"
ASKED = {"en": "Louis XIV with Carine, Michel and Sybille is not finished. Save it first?",
         "fr": "La partie « Louis XIV » avec Carine, Michel et Sybille n'est pas terminée. "
               "L'enregistrer d'abord ?"}


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def louis_under_way(qtbot: Any, folder: Path, lang: str, moves: int = 3) -> MainWindow:
    """Louis XIV against two computers, `moves` of the person's moves made from the panel."""
    w = window(qtbot, folder, LOUIS, solo_kinds(LOUIS, 3), seed=5, n=3, lang=lang)
    rng = random.Random(5)
    for _ in range(moves):
        persons_turn(qtbot, w)
        person_move(qtbot, w, rng)
    persons_turn(qtbot, w)
    return w


def other_save(tmp_path: Path) -> Path:
    record = deal("courtisans", seats_of(["Ana", "Ben"], [PERSON, PERSON]), {}, 9)
    record.session.play(record.session.legal_moves()[0])
    path = tmp_path / "other.medici.json"
    sf.write(path, record.to_save())
    return path


def next_start(qtbot: Any, folder: Path, lang: str) -> str:
    """Quit, start again on the welcome screen: what it offers to resume ('' for nothing)."""
    w = welcomed(qtbot, folder, lang)
    assert w.welcome is not None
    shot(w, f"save_first_welcome_after_{lang}")
    said = w.welcome.resume_label.text() if w.welcome.resume_bar.isVisibleTo(w) else ""
    w.close()
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ctrl_o_over_a_game_asks_cancel_keeps_it_dont_save_forgets_it(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    folder = tmp_path / "home"
    w = louis_under_way(qtbot, folder, lang)
    live, moves = w.controller, len(w.controller.session.history)
    path = other_save(tmp_path)
    open_with_ctrl_o(qtbot, w, path, monkeypatch)
    question = w.save_first
    assert question is not None and question.isVisible()
    assert ASKED[lang] in question.text()
    shot(question, f"save_first_question_{lang}")
    qtbot.mouseClick(question.cancel, Qt.MouseButton.LeftButton)
    assert w.controller is live and len(live.session.history) == moves, "kept as it was"
    assert str(path) not in saves_of(w).recent(), "the file was not opened"
    autosaved = sf.read(saves_of(w).autosaver.current)
    assert autosaved.game == LOUIS and len(autosaved.moves) == moves
    open_with_ctrl_o(qtbot, w, path, monkeypatch)
    answer_save_first(qtbot, w, "dont_save")
    assert w.controller.rules.id == "courtisans" and saves_of(w).path == path
    w.close()
    # the game given up is not offered to resume; the one opened (unchanged) is
    said = next_start(qtbot, folder, lang)
    assert "Louis XIV" not in said and "Courtisans" in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ctrl_n_asks_over_the_dialog_and_save_saves_before_the_new_deal(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    w = louis_under_way(qtbot, tmp_path / "home", lang)
    live = w.controller
    active(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(NewGameDialog) if d.isVisible())
    dialog.names[0].setText("Zoé")
    ok = dialog.findChildren(QDialogButtonBox)[0].button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    question = w.save_first
    assert question is not None and question.isVisible() and question.parent() is dialog
    assert ASKED[lang] in question.text()
    qtbot.mouseClick(question.cancel, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.names[0].text() == "Zoé", "the dialog as it was"
    assert w.controller is live
    # Save, its file dialog closed without a name: nothing saved, nothing replaced
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    answer_save_first(qtbot, w, "save")
    assert w.controller is live and dialog.isVisible()
    target = tmp_path / "louis.medici.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), FILTER_ANY))
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    answer_save_first(qtbot, w, "save")
    assert list(sf.read(target).moves) == list(live.session.moves()), "saved first"
    assert not dialog.isVisible() and w.controller is not live
    assert w.controller.players()[0] == "Zoé" and not w.controller.session.history
    assert saves_of(w).path is None, "Ctrl+S no longer writes over the Louis XIV file"


def test_nothing_is_asked_when_nothing_would_be_lost(qtbot: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """No move yet; just saved; a finished game (Play again); a replay opened and closed."""
    w = window(qtbot, tmp_path / "home", "court_of_the_medici", [PERSON, PERSON], seed=3)
    path = other_save(tmp_path)
    open_with_ctrl_o(qtbot, w, path, monkeypatch)  # no move on the table: not asked
    assert w.save_first is None and w.controller.rules.id == "courtisans"
    active(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # saved to its file
    open_with_ctrl_o(qtbot, w, path, monkeypatch)  # opened as it is: not asked
    assert w.save_first is None
    rng = random.Random(1)
    c = w.controller
    while not c.is_over():
        c.play(rng.choice(c.legal_moves()))
    final = w.game_over_dialog
    assert final is not None
    qtbot.mouseClick(final.again, Qt.MouseButton.LeftButton)  # finished: kept, not asked
    assert w.save_first is None and w.controller is not c and not w.controller.is_over()
    # a replay shows in place of the game under way, which waits: nothing is replaced
    person_move(qtbot, w, rng)
    live = w.controller
    saves_of(w).replay_last()
    assert saves_of(w).replay is not None and w.save_first is None
    qtbot.mouseClick(saves_of(w).replay_bar.close_button, Qt.MouseButton.LeftButton)
    assert w.controller is live and len(live.session.history) == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_over_a_game_asks_and_dont_save_leaves_nothing_to_resume(
        qtbot: Any, tmp_path: Path, lang: str) -> None:
    folder = tmp_path / "home"
    w = louis_under_way(qtbot, folder, lang)
    w._menus()
    helping = w._bar[3]
    learn = next(a.menu() for a in helping.actions() if a.menu() is not None)
    learn.aboutToShow.emit()
    entry = next(a for a in learn.actions() if "Louis" in a.text())
    entry.trigger()  # Help → Learn to play → Louis XIV
    assert ASKED[lang] in w.save_first.text()
    answer_save_first(qtbot, w, "dont_save")
    assert getattr(w.controller, "scripted", False), "the lesson is on the table"
    assert not saves_of(w).autosaver.current.exists(), "the game given up is not kept"
    w.close()
    assert next_start(qtbot, folder, lang) == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_quitting_keeps_the_game_to_resume_without_asking(qtbot: Any, tmp_path: Path,
                                                          lang: str) -> None:
    folder = tmp_path / "home"
    w = louis_under_way(qtbot, folder, lang)
    moves = len(w.controller.session.history)
    active(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert w.save_first is None and not w.isVisible()
    said = next_start(qtbot, folder, lang)
    assert "Louis XIV" in said and str(moves) in said


def test_resume_above_a_game_asks_first(qtbot: Any, tmp_path: Path) -> None:
    """The resume bar over a table (a start with a game asked for) replaces that game too."""
    folder = tmp_path / "home"
    first = louis_under_way(qtbot, folder, "en", moves=2)
    first.close()
    w = louis_under_way(qtbot, folder, "en", moves=1)
    bar = saves_of(w).resume_bar
    assert bar.isVisible()
    live = w.controller
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.save_first.cancel, Qt.MouseButton.LeftButton)
    assert w.controller is live and bar.isVisible()
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    answer_save_first(qtbot, w, "dont_save")
    assert w.controller is not live and not bar.isVisible()


def test_the_welcome_screen_over_a_game_left_behind_it_asks(qtbot: Any, tmp_path: Path) -> None:
    """The welcome screen comes back over a game still unfinished (as after leaving a friend's
    table): Play against the computer asks about it, Cancel keeps it behind the screen."""
    w = louis_under_way(qtbot, tmp_path / "home", "en")
    live = w.controller
    w.show_welcome()
    assert w.welcome is not None
    qtbot.mouseClick(w.welcome.tile("medici").buttons["computer"], Qt.MouseButton.LeftButton)
    assert ASKED["en"] in w.save_first.text()
    qtbot.mouseClick(w.save_first.cancel, Qt.MouseButton.LeftButton)
    assert w.welcome is not None and w.seating.live is live
    qtbot.mouseClick(w.welcome.tile("medici").buttons["computer"], Qt.MouseButton.LeftButton)
    answer_save_first(qtbot, w, "dont_save")
    assert w.welcome is None and w.controller.rules.id == "medici"


def test_dont_save_then_a_refused_continue_keeps_the_game_in_the_autosave(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Continue from here at a move that may not be played on from (a later one showed a card):
    after Don't save the table refuses and offers a reshuffle; cancelled, the game under way is
    still the one on the table — and still the autosave's, to resume."""
    w = louis_under_way(qtbot, tmp_path / "home", "en")
    live, moves = w.controller, len(w.controller.session.history)
    other = window(qtbot, tmp_path / "other", "court_of_the_medici", [PERSON, PERSON], seed=3)
    rng = random.Random(3)
    for _ in range(8):
        lift_curtain(qtbot, other)
        other.controller.play(rng.choice(other.controller.legal_moves()))
    path = tmp_path / "court.medici.json"
    sf.write(path, other.seating.record.to_save())
    other.close()
    saves = saves_of(w)
    assert saves.replay_file(path)
    record = w.seating.replayed
    refused = next(i for i in range(len(record.session.history))
                   if not record.may_continue_from(i))
    saves.replay_bar.slider.setValue(refused)
    qtbot.mouseClick(saves.replay_bar.continue_button, Qt.MouseButton.LeftButton)
    answer_save_first(qtbot, w, "dont_save")
    anew = saves.message
    assert anew is not None and anew.isVisible()
    qtbot.mouseClick(anew.cancel, Qt.MouseButton.LeftButton)
    assert w.seating.live is live and len(live.session.history) == moves
    assert len(sf.read(saves.autosaver.current).moves) == moves
