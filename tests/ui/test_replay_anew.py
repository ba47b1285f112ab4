"""Replay's back door, closed and with a way on (issue 26, item 4): at a table of two people,
draw a card (Undo is refused), Replay, step back before the draw, Continue from here — the
table says why not and offers to play on with the hidden cards shuffled anew; taken, the game
goes on from there and the draw brings another card. All by clicks on the table and the
replay bar, in English and French."""

from __future__ import annotations

from typing import Any

import pytest
from journeys import saves_of
from PySide6.QtCore import Qt
from tablebot import POSITION, card_centre, click, lift_curtain, shot, zone_point

from medici_table.app import record as record_module
from medici_table.app.position import load_position_text
from medici_table.app.record import GameRecord, seats_of
from medici_table.engine import GameSession
from medici_table.ui.replay import AnewQuestion

COUNT = "della_rovere.count.1"


def hot_seat(make_window: Any) -> Any:
    """A table of two people (Ada and Bo) on the position of the table tests, put on the table
    through its one entrance, as Open puts a game there."""
    window = make_window(lift=False)
    rules, state = load_position_text(POSITION)
    record = GameRecord(GameSession(rules, state), seats_of(["Ada", "Bo"]))
    window.seating.play(record)
    return window


def play_and_draw(qtbot: Any, window: Any) -> str:
    """Ada plays the Count to her Outer Court and draws by clicking her deck: the card drawn."""
    drag_to_outer(qtbot, window)
    hand = set(window.controller.state.hands[0])
    click(qtbot, window, card_centre(window, "deck.0"))
    (drawn,) = set(window.controller.state.hands[0]) - hand
    lift_curtain(qtbot, window)
    return drawn


def drag_to_outer(qtbot: Any, window: Any) -> None:
    from tablebot import drag

    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert window.controller.state.phase == "draw"


def replay_before_the_draw(qtbot: Any, window: Any) -> AnewQuestion:
    """Ctrl+R, ▶| then ◀ once, Continue from here: the question that comes."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    manager = saves_of(window)
    bar = manager.replay_bar
    qtbot.mouseClick(bar.buttons["last"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.buttons["prev"], Qt.MouseButton.LeftButton)
    assert manager.replay is not None and manager.replay.index == 1
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    question = manager.message
    assert isinstance(question, AnewQuestion) and question.isVisible()
    return question


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_continue_before_a_draw_offers_the_hidden_cards_shuffled_anew(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    monkeypatch.setattr(record_module, "fresh_seed", lambda: 26)  # the shuffle of this test
    window = hot_seat(make_window)
    window.set_language(lang)
    lift_curtain(qtbot, window)
    drawn = play_and_draw(qtbot, window)
    window.undo()
    assert drawn in window.controller.state.hands[0], "Undo is refused: the card was seen"
    question = replay_before_the_draw(qtbot, window)
    said = question.text()
    if lang == "en":
        assert "move 2" in said and "shuffled anew" in said and "only by chance" in said
        assert "move 1" in question.lines[0].text()
        assert question.anew.text() == "Shuffle and play on"
    else:
        assert "coup 2" in said and "mélangées à nouveau" in said and "par hasard" in said
        assert "coup 1" in question.lines[0].text()
        assert question.anew.text() == "Mélanger et reprendre"
    shot(question, f"replay_continue_anew_{lang}")
    bar = saves_of(window).replay_bar

    qtbot.mouseClick(question.anew, Qt.MouseButton.LeftButton)
    assert bar.isHidden() and saves_of(window).replay is None, "the game goes on"
    session = window.controller.session
    assert session.history == [] and session.state.phase == "draw"
    assert not window.undo_action.isEnabled(), "no way back behind the shuffle"
    assert window.seating.record.seed is None
    lift_curtain(qtbot, window)  # Ada's turn again, at a table of two people
    assert ("shuffled anew" if lang == "en" else "mélangées") in window.notice.text()  # beside the prompt
    shot(window, f"replay_continued_anew_{lang}")
    hand = set(window.controller.state.hands[0])
    click(qtbot, window, card_centre(window, "deck.0"))
    (again,) = set(window.controller.state.hands[0]) - hand
    assert again != drawn, "the same card does not come again"
    window.controller.rules.validate_state(window.controller.state)


def test_the_question_cancelled_leaves_the_replay(qtbot: Any, make_window: Any) -> None:
    window = hot_seat(make_window)
    lift_curtain(qtbot, window)
    play_and_draw(qtbot, window)
    drawn = window.controller.state
    question = replay_before_the_draw(qtbot, window)
    qtbot.mouseClick(question.cancel, Qt.MouseButton.LeftButton)
    manager = saves_of(window)
    assert manager.replay is not None and not manager.replay_bar.isHidden(), "still the replay"
    manager.close_replay()
    assert window.controller.state is drawn
