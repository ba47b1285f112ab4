"""At a friend's table, New game (or Open, a lesson…) left it without a word: the friend's seat
went away at the host mid-game. It now asks "Leave this table?" first; Cancel keeps the seat,
Leave the table goes on to the new game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from test_remote import host_window, join

from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.remote_controller import RemoteController

ASKED = {"en": "at another computer's table", "fr": "à la table d'un autre ordinateur"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_at_a_friends_table_asks_before_leaving_it(make_window: Any, qtbot: Any,
                                                            lang: str) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    friend = join(make_window, qtbot, host, 1, lang=lang)
    assert friend.seating.at_remote_table()
    friend.activateWindow()
    qtbot.waitUntil(friend.isActiveWindow)
    qtbot.keyClick(friend, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in friend.findChildren(NewGameDialog) if d.isVisible())
    ok = dialog.findChildren(QDialogButtonBox)[0].button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    question = friend.leave_first
    assert question is not None and question.isVisible()
    both = {"en": "Ada and Bo", "fr": "Ada et Bo"}[lang]
    assert ASKED[lang] in question.text() and both in question.text()
    assert question.cancel.isDefault()  # Enter keeps the seat
    qtbot.mouseClick(question.cancel, Qt.MouseButton.LeftButton)
    assert isinstance(friend.controller, RemoteController) and friend.seating.at_remote_table()
    assert dialog.isVisible()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    question = friend.leave_first
    qtbot.mouseClick(question.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not friend.seating.at_remote_table())
    assert not isinstance(friend.controller, RemoteController) and not dialog.isVisible()
