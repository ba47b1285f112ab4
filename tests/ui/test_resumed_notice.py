"""A game resumed says so beside the prompt, never instead of it: the status bar's passing
message ("Resumed after move 6.", eight seconds) hid the prompt telling the player what to do."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from tablebot import shot
from test_saves import play, saves_of, shown

from medici_table.ui.window import MainWindow

RESUMED = {"en": "Resumed after move 6.", "fr": "Reprise après le coup 6."}


def _resumed(qtbot: Any, tmp_path: Path, lang: str, size: tuple[int, int]) -> MainWindow:
    names = ["Bartolomea Ammannati", "Cosimo il Vecchio"]
    first = shown(qtbot, tmp_path, names, 3, size, lang)
    first.completed_saves()
    play(first, 6)
    first.close()
    second = shown(qtbot, tmp_path, names, 3, size, lang)
    second.completed_saves()
    bar = saves_of(second).resume_bar
    qtbot.waitUntil(lambda: not bar.isHidden())
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    assert len(second.controller.session.history) == 6
    QApplication.processEvents()
    return second


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1500, 950)])
def test_a_resumed_game_says_so_beside_the_prompt_then_lets_it_fade(
        qtbot: Any, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    window = _resumed(qtbot, tmp_path, lang, size)
    prompt, notice = window.status_label, window.notice
    assert window.statusBar().currentMessage() == ""  # Qt's passing message hides the prompt
    assert prompt.isVisible() and "Bartolomea Ammannati" in prompt.text()  # whose turn, what to do
    assert notice.isVisible() and notice.text() == RESUMED[lang]
    assert prompt.geometry().right() < notice.geometry().left()  # beside it, not over it
    assert notice.geometry().right() < window.what_now.geometry().left()
    drawn = notice.contentsRect().width()
    assert notice.fontMetrics().horizontalAdvance(notice.text()) <= drawn, "cut"
    shot(window, f"resumed_notice_{size[0]}_{lang}")
    notice.ms, notice.fade_ms = 0, 50  # its time up: it fades, the prompt stays
    notice.say(notice.text())
    qtbot.waitUntil(lambda: notice.isHidden(), timeout=2000)
    assert prompt.isVisible() and "Bartolomea Ammannati" in prompt.text()
