"""Seams of an evening of Court of the Medici in a 921x691 window, each played with the mouse:
the lesson's questions stay inside the table, the status line ends its sentence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gestures import gesture, make
from PySide6.QtCore import QRect, Qt
from tablebot import shot

from medici_table.engine import Move
from medici_table.ui.learning import LessonController, start_lesson


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_question_beside_the_lesson_stays_inside_the_table(qtbot: Any, make_window: Any,
                                                             lang: str) -> None:
    """The lesson's third step (an alliance) at 921x691: the Banker dropped on the other Banker
    asks Alliance or Conspiracy — the answers, one line each, were wider than the table beside
    the lesson's panel: the question was cut at both edges ('hich move do you mean?')."""
    window = make_window(size=(921, 691))
    window.set_language(lang)
    c = start_lesson(window, "court_of_the_medici")
    assert isinstance(c, LessonController)
    panel = window.coach
    table = window.table
    while c.lesson.index < 2:  # the Knight to the Outer Court, the draw
        make(qtbot, window, c.lesson.expected()[0])
        qtbot.mouseClick(panel.primary, Qt.MouseButton.LeftButton)
    alliance = c.lesson.expected()[0]
    gesture(qtbot, window, alliance)  # the Banker dragged onto the Banker: which move?
    prompt = table.prompt
    assert prompt.isVisible() and len(prompt.buttons) == 2
    inside = QRect(0, 0, prompt.parentWidget().width(), prompt.parentWidget().height())
    assert inside.contains(prompt.geometry()), (prompt.geometry(), inside)
    for button in prompt.buttons:
        lines = button.text().split("\n")
        assert all(button.fontMetrics().horizontalAdvance(line) <= button.width()
                   for line in lines), button.text()
    assert " ".join(prompt.buttons[0].text().split("\n")).startswith(
        {"en": "Lorenzo allies", "fr": "Lorenzo allie"}[lang])
    shot(window, f"court-921-lesson-question-{lang}")
    qtbot.mouseClick(prompt.buttons[prompt.values.index(alliance)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.waiting)
    assert not prompt.isVisible()


def test_an_answer_too_wide_is_broken_between_words(qtbot: Any, make_window: Any) -> None:
    from medici_table.ui.overlays import wrapped

    metrics = make_window().table.prompt.fontMetrics()
    line = "Lorenzo conspires: Banker 6 (Della Rovere) on Banker 6 (Della Rovere) in the Circle"
    width = metrics.horizontalAdvance(line) * 2 // 3
    lines = wrapped(line, metrics, width).split("\n")
    assert len(lines) == 2 and " ".join(lines) == line
    assert all(metrics.horizontalAdvance(part) <= width for part in lines)
    assert wrapped("Alliance", metrics, width) == "Alliance"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_status_line_ends_its_sentence(qtbot: Any, make_window: Any, lang: str) -> None:
    """'Lorenzo: play a noble from your hand (or prepare the future)' had no full stop, where
    every other game's status line ends its sentence; a refusal built from it still reads
    'Draw a card from your deck first.'"""
    window = make_window(size=(921, 691))
    window.set_language(lang)
    c = window.controller
    make(qtbot, window, next(m for m in c.legal_moves() if m.kind != "prepare"))
    qtbot.waitUntil(lambda: c.state.phase == "draw")
    said = window.status_label.text()
    assert said.endswith({"en": ": draw a card from your deck.",
                          "fr": " : piochez une carte."}[lang]), said
    refused = c.rules.explain_in(c.state, Move("play", card="x", target="first_circle"), "en")
    assert refused.reason == "Draw a card from your deck first."


LAST_CARD = (Path(__file__).resolve().parents[1] / "games" / "court_of_the_medici" / "positions"
             / "last_card.yaml")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_the_last_draw_the_status_line_states_the_limit(qtbot: Any, make_window: Any,
                                                               lang: str) -> None:
    """Seed 000, Piocher; RULINGS: after drawing the last card a player plays no card above
    it and may no longer prepare the future — the status line still said 'play a noble from
    your hand (or prepare the future)'."""
    from tablebot import lift_curtain

    window = make_window(size=(921, 691), position=LAST_CARD.read_text(encoding="utf-8"))
    window.set_language(lang)
    c = window.controller
    make(qtbot, window, Move("outer", card="della_rovere.sculptor.1", target="outer.0"))
    make(qtbot, window, next(m for m in c.legal_moves() if m.kind == "draw"))  # the Knight
    lift_curtain(qtbot, window)
    make(qtbot, window, next(m for m in c.legal_moves() if m.kind == "outer"))  # Bo
    make(qtbot, window, next(m for m in c.legal_moves() if m.kind == "draw"))
    lift_curtain(qtbot, window)
    assert c.to_act() == 0 and not any(m.kind == "prepare" for m in c.legal_moves())
    said = window.status_label.text()
    assert said == {"en": "Ada: play a noble worth 7 or less (your last card's limit).",
                    "fr": "Ada : jouez un noble valant 7 ou moins (la limite de votre dernière "
                          "carte)."}[lang], said


def test_saving_a_finished_game_warns_of_no_hidden_hand(qtbot: Any, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Court of the Medici between two people, played to its end, then Ctrl+S: the first save
    said 'Keep it out of the other players' sight until the game is over' — of a game over. A
    game still going says it, once (against the computer alone, never: test_save_notice)."""
    from journeys import FILTER_ANY, open_with_ctrl_o, played, saves_of, window
    from PySide6.QtWidgets import QFileDialog

    from medici_table.app import savefile as sf

    w = window(qtbot, tmp_path / "w", kinds=["person", "random"])
    manager = saves_of(w)
    for name, moves in (("over", 10**6), ("going", 6)):
        game = played("court_of_the_medici", ["person", "person"], moves, seed=4)
        sf.write(tmp_path / f"{name}.medici.json", game.to_save())
    for name in ("over", "going"):  # the finished game first: no notice; then, once, it comes
        open_with_ctrl_o(qtbot, w, tmp_path / f"{name}.medici.json", monkeypatch)
        assert w.controller.is_over() == (name == "over")
        target = tmp_path / f"{name}-again.medici.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, t=target, **k: (str(t), FILTER_ANY))
        qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
                       | Qt.KeyboardModifier.ShiftModifier)
        assert target.exists()
        shown = manager.message is not None and manager.message.isVisible()
        assert shown == (name == "going"), name


def test_next_step_is_one_key_away_once_the_step_is_played(qtbot: Any,
                                                           make_window: Any) -> None:
    """The lesson's first move made with the mouse, then Enter: nothing happened (the focus
    stayed on the table) — Next step was for the mouse only."""
    window = make_window(size=(921, 691))
    c = start_lesson(window, "court_of_the_medici")
    assert isinstance(c, LessonController)
    make(qtbot, window, c.lesson.expected()[0])  # the Knight dragged to the Outer Court
    focused = window.focusWidget()  # (the window's focus: where its keys go once it is active)
    assert c.waiting and focused is window.coach.primary
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert c.lesson.index == 1 and not c.waiting
