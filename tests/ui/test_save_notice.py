"""The note that a save shows every hand ("keep it out of the other players' sight") is for a
table of two people or more: against the computer alone there is no one to hide the hands
from, and the box only stood between the player and the game (seen on an evening against the
computer, 27 November). Said once, in either case where it applies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from journeys import persons_turn, saves_of, window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from medici_table.ui.saves import FILTER

FILTER_ANY = FILTER.format(suffix=".medici.json")


def ctrl_s(qtbot: Any, w: Any, path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), FILTER_ANY))
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert path.is_file()
    box = saves_of(w).message
    return box if box is not None and box.isVisible() else None


@pytest.mark.parametrize("game,kinds", [("court_of_the_medici", ["person", "normal"]),
                                        ("courtisans", ["person", "strong", "normal"])])
def test_against_the_computer_a_save_asks_nothing(qtbot: Any, tmp_path: Path, game: str,
                                                  kinds: list[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot, tmp_path / "w", game=game, kinds=kinds, n=len(kinds))
    persons_turn(qtbot, w)
    assert ctrl_s(qtbot, w, tmp_path / "a.medici.json", monkeypatch) is None
    assert w.notice.text() == "Saved to a.medici.json."  # (beside the prompt)


def test_between_people_the_first_save_says_what_it_holds(qtbot: Any, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot, tmp_path / "w", kinds=["person", "person"])
    box = ctrl_s(qtbot, w, tmp_path / "a.medici.json", monkeypatch)
    assert box is not None and "every hand" in box.text()
    box.accept()
    assert ctrl_s(qtbot, w, tmp_path / "a.medici.json", monkeypatch) is None  # said once
