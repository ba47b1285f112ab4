"""Who sits where survives the journey, in all five games: a game against the computer saved
and opened in a fresh window plays on with its computers; a hot-seat save opened while a
computer game runs gets no computer move and shows the curtain first; an older save asks once
who sat where; a replay cannot take back a card that was seen."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from journeys import (
    GAMES,
    answer_save_first,
    hot_seat_count,
    listed_once,
    open_with_ctrl_o,
    person_move,
    persons_turn,
    played,
    save_with_ctrl_s,
    saves_of,
    solo_kinds,
    window,
)
from PySide6.QtCore import Qt

from medici_table.app import savefile as sf
from medici_table.app.record import COMPUTER, PERSON, UNKNOWN
from medici_table.engine import GameSession
from medici_table.ui.dialogs import SeatsQuestion

SAVES = Path(__file__).resolve().parent.parent / "app" / "saves"


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_against_the_computer_opened_in_a_fresh_window_plays_on(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    first = window(qtbot, tmp_path / "first", game, solo_kinds(game), seed=11)
    rng = random.Random(11)
    for _ in range(2):
        persons_turn(qtbot, first)
        person_move(qtbot, first, rng)
    persons_turn(qtbot, first)
    data = save_with_ctrl_s(qtbot, first, tmp_path / "solo.medici.json", monkeypatch)
    assert [s.kind for s in data.seats] == [PERSON] + [COMPUTER] * (len(data.seats) - 1)
    assert {s.level for s in data.seats[1:]} == {"normal"}
    first.close()

    fresh = window(qtbot, tmp_path / "fresh", "court_of_the_medici", seed=2)  # a hot seat
    open_with_ctrl_o(qtbot, fresh, tmp_path / "solo.medici.json", monkeypatch)
    computers = set(range(1, len(data.seats)))
    assert fresh.table.bot_seats == computers and fresh.bots.levels.keys() == computers
    assert fresh.config.seats == solo_kinds(game)
    assert not fresh.table.curtain.isVisible(), "one person and computers: no curtain"
    assert fresh.controller.session.moves() == list(data.moves)
    played_by: list[int] = []
    fresh.bots.played.connect(lambda seat, _move: played_by.append(seat))
    for _ in range(200):  # the person is asked; the computers answer
        persons_turn(qtbot, fresh)
        if fresh.controller.is_over() or played_by:
            break
        assert fresh.controller.to_act() == 0 and fresh.table.viewer == 0
        assert fresh.moves_dock.moves == listed_once(fresh.controller)
        assert "thinking" not in fresh.status_label.text()
        person_move(qtbot, fresh, rng)
    assert played_by and set(played_by) <= computers, "the computers played, and only them"


@pytest.mark.parametrize("game", GAMES)
def test_a_hot_seat_save_opened_while_a_computer_thinks_gets_no_computer_move(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """The issue's worst case: with a computer thinking in the running game, a save of people
    only is opened — its seats are all people's, the computer's answer is dropped, and the
    table is covered for the person who decides."""
    n = hot_seat_count(game)
    running = window(qtbot, tmp_path / "running", game, solo_kinds(game, n), seed=4, n=n)
    running.bots.delay_ms = 400  # the answer waits a little before it is played
    rng = random.Random(4)
    persons_turn(qtbot, running)
    while not running.table.bot_turn():
        person_move(qtbot, running, rng)
    qtbot.waitUntil(lambda: running.bots.thinking_seat is not None)
    hot = played(game, [PERSON] * n, 9, seed=8)
    sf.write(tmp_path / "hot.medici.json", hot.to_save())
    moved: list[int] = []
    running.bots.played.connect(lambda seat, _move: moved.append(seat))
    open_with_ctrl_o(qtbot, running, tmp_path / "hot.medici.json", monkeypatch)
    answer_save_first(qtbot, running)  # the running game has moves: asked about first
    assert running.table.bot_seats == set() and running.bots.levels == {}
    decider = running.controller.to_act()
    assert decider is not None
    if running.controller.has_secrets():  # (Medici's hands are all on the table)
        assert running.table.curtain.isVisible(), "the curtain first, before any hand"
        assert running.config.players[decider] in running.table.curtain.text
    qtbot.wait(600)  # longer than the computer's pause: its answer came, and was dropped
    assert moved == [] and running.controller.session.moves() == hot.session.moves()
    if running.table.curtain.isVisible():
        qtbot.mouseClick(running.table.curtain, Qt.MouseButton.LeftButton)
    assert running.table.viewer == decider and running.moves_dock.moves


@pytest.mark.parametrize("game", GAMES)
def test_opening_a_hot_seat_save_shows_the_curtain_first_whatever_was_on_the_table(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """Opened over a table drawn for the same seat that decides in the save, over a game of
    another table, and at every point of the save: the curtain comes first, always."""
    n = hot_seat_count(game)
    w = window(qtbot, tmp_path / "w", game, [PERSON] * n, seed=6, n=n)
    record = played(game, [PERSON] * n, 30, seed=6)
    history = record.session.history
    covered = 0
    for cut in sorted({0, 1, 2, 3, 5, 8, len(history) // 2, len(history)}):
        session = GameSession(record.session.rules, record.session.initial)
        for step in history[:cut]:
            session.play(step.move)
        path = tmp_path / f"cut{cut}.medici.json"
        sf.write(path, record.continued(session).to_save())
        if w.table.curtain.isVisible():  # the table drawn for the seat deciding now
            qtbot.mouseClick(w.table.curtain, Qt.MouseButton.LeftButton)
        open_with_ctrl_o(qtbot, w, path, monkeypatch)
        assert w.controller.session.moves() == session.moves()
        if w.controller.has_secrets() and not w.controller.is_over():
            assert w.table.curtain.isVisible(), f"{game}: after {cut} moves a hand showed"
            covered += 1
        else:  # nothing one person may see and another not (Medici): nothing to cover
            assert not w.table.curtain.isVisible()
    assert covered >= (0 if game == "medici" else 6)


def test_a_hot_seat_save_opened_while_a_computer_decides_covers_the_table(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two people and a computer, saved while the computer decides: opened, the table is
    covered for a person and the computer waits for the click before it plays."""
    game = "courtisans"
    record = played(game, [PERSON, PERSON, "normal"], 0, seed=2)
    session, rng = record.session, random.Random(2)
    while session.state.to_act != 2:
        legal = session.legal_moves()
        session.play(legal[rng.randrange(len(legal))])
    sf.write(tmp_path / "mixed.medici.json", record.to_save())
    w = window(qtbot, tmp_path / "w", game, [PERSON, "normal"], seed=3, n=2)
    open_with_ctrl_o(qtbot, w, tmp_path / "mixed.medici.json", monkeypatch)
    assert w.table.bot_seats == {2} and w.table.curtain.isVisible()
    qtbot.wait(200)
    assert w.controller.session.moves() == session.moves(), "the computer waits for the click"
    with qtbot.waitSignal(w.bots.played, timeout=10000):
        qtbot.mouseClick(w.table.curtain, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("game", GAMES)
def test_a_save_of_the_previous_format_asks_once_who_sat_where(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    w = window(qtbot, tmp_path / "w", "court_of_the_medici", seed=2)
    path = SAVES / f"v2_{game}.medici.json"
    open_with_ctrl_o(qtbot, w, path, monkeypatch)
    question = w.seating.question
    assert isinstance(question, SeatsQuestion) and question.isVisible()
    assert [c.currentData() for c in question.kinds] == [PERSON] * len(question.kinds)
    assert w.table.bot_seats == set() and not w.seating.record.seats_known
    if w.controller.has_secrets() and not w.controller.is_over():
        assert w.table.curtain.isVisible(), "people by default: the curtain is up"
    kept = len(w.controller.session.history)
    for combo in question.kinds[1:]:  # every other seat: the computer (normal)
        combo.setFocus()
        while combo.currentData() != "normal":
            qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(question, Qt.Key.Key_Return)
    assert not question.isVisible() and w.seating.question is None
    computers = set(range(1, len(question.kinds)))
    assert w.seating.record.seats_known and w.table.bot_seats == computers
    assert not w.table.curtain.isVisible()
    assert len(w.controller.session.history) == kept
    autosave = sf.read(saves_of(w).autosaver.current)  # the answer is kept: asked once
    assert [s.kind for s in autosave.seats] == [PERSON] + [COMPUTER] * len(computers)
    persons_turn(qtbot, w)
    assert w.controller.is_over() or w.controller.to_act() == 0


def test_closing_the_question_keeps_people_in_every_seat(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot, tmp_path / "w", seed=2)
    open_with_ctrl_o(qtbot, w, SAVES / "v1_court_of_the_medici.medici.json", monkeypatch)
    question = w.seating.question
    assert question is not None
    assert [s.kind for s in w.seating.record.seats] == [UNKNOWN, UNKNOWN]
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    assert [s.kind for s in w.seating.record.seats] == [PERSON, PERSON]
    assert w.table.bot_seats == set() and w.table.curtain.isVisible()


# --- replay's back door ------------------------------------------------------------------------

def draw_in_court(qtbot: Any, w: Any) -> None:
    """The person's move and their draw, through the Moves panel (seed 000, "Piocher")."""
    c = w.controller
    for kind in ("outer", "draw"):
        w.moves_dock.raise_()
        row = next(i for i, m in enumerate(w.moves_dock.moves) if m.kind == kind)
        w.moves_dock.list.setCurrentRow(row)
        qtbot.keyClick(w.moves_dock.list, Qt.Key.Key_Return)
    assert c.session.history[-1].move.kind == "draw" and not c.can_undo()


def test_a_replay_cannot_take_back_a_card_drawn(qtbot: Any, tmp_path: Path) -> None:
    """Draw a card (Undo is refused), Replay, step back, Continue from here: refused with the
    reason — the same card does not come again (the offer to shuffle the hidden cards anew is
    declined here: tests/ui/test_replay_anew.py takes it); from the draw on, play goes on."""
    w = window(qtbot, tmp_path / "w", seed=3)
    if w.table.curtain.isVisible():
        qtbot.mouseClick(w.table.curtain, Qt.MouseButton.LeftButton)
    draw_in_court(qtbot, w)
    drawn = w.controller.state
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.controller.state is drawn, "undo is refused"
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    manager = saves_of(w)
    bar = manager.replay_bar
    qtbot.mouseClick(bar.buttons["last"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.buttons["prev"], Qt.MouseButton.LeftButton)
    assert manager.replay is not None and manager.replay.index == 1
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    message = manager.message
    assert message is not None and message.isVisible()
    assert "move 2" in message.text() and "draws a card" in message.text()
    qtbot.mouseClick(message.cancel, Qt.MouseButton.LeftButton)  # not shuffled anew either
    assert manager.replay is not None and not bar.isHidden(), "still the replay"
    qtbot.mouseClick(bar.buttons["next"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    assert bar.isHidden() and w.controller.state == drawn


def test_a_card_only_the_computer_drew_does_not_stop_a_replay(qtbot: Any,
                                                                tmp_path: Path) -> None:
    """One person and the computer: going back past the computer's own draw is allowed (the
    computer forgets); past the person's draw it is not."""
    w = window(qtbot, tmp_path / "w", kinds=[PERSON, "normal"], seed=3)
    rng = random.Random(1)
    while not any(s.player == 1 and s.barrier for s in w.controller.session.history):
        persons_turn(qtbot, w)
        person_move(qtbot, w, rng)
        persons_turn(qtbot, w)
    history = w.controller.session.history
    last_own = max(i + 1 for i, s in enumerate(history) if s.player == 0 and s.barrier)
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    manager = saves_of(w)
    manager.replay_bar.slider.setValue(last_own)
    qtbot.mouseClick(manager.replay_bar.continue_button, Qt.MouseButton.LeftButton)
    assert manager.replay is None and len(w.controller.session.history) == last_own
    assert w.table.bot_seats == {1}, "the same table: the computer plays on"


def test_undo_at_a_computer_table_goes_back_to_the_persons_last_decision(
        qtbot: Any, tmp_path: Path) -> None:
    w = window(qtbot, tmp_path / "w", "medici", solo_kinds("medici"), seed=5)
    rng = random.Random(5)
    persons_turn(qtbot, w)
    while True:
        before = len(w.controller.session.history)
        person_move(qtbot, w, rng)
        persons_turn(qtbot, w)
        history = w.controller.session.history
        if w.controller.can_undo() and len(history) > before + 1:
            break
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(w.controller.session.history) == before and w.controller.to_act() == 0
    qtbot.wait(100)
    assert len(w.controller.session.history) == before, "the computers wait for the person"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_seats_question_pictured(qtbot: Any, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    from tablebot import shot

    w = window(qtbot, tmp_path / "w", seed=2, lang=lang)
    open_with_ctrl_o(qtbot, w, SAVES / "v2_les_7_blasons.medici.json", monkeypatch)
    question = w.seating.question
    assert question is not None
    qtbot.waitUntil(lambda: question.kinds[-1].isVisible())
    shot(question, f"seats_question_{lang}")
    shot(w, f"seats_question_window_{lang}")


def test_a_save_opened_while_the_seats_question_waits_drops_the_question(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot, tmp_path / "w", seed=2)
    open_with_ctrl_o(qtbot, w, SAVES / "v2_medici.medici.json", monkeypatch)
    first = w.seating.question
    assert first is not None and first.isVisible()
    assert first.isModal(), "the window waits for the answer (no Ctrl+O meanwhile)"
    assert saves_of(w).open_file(SAVES / "v2_louis_xiv.medici.json")  # another way in
    second = w.seating.question
    assert second is not None and second is not first and not first.isVisible()
    assert w.controller.rules.id == "louis_xiv" and len(second.kinds) == 3
    qtbot.keyClick(second, Qt.Key.Key_Return)
    assert [s.kind for s in w.seating.record.seats] == [PERSON] * 3


def test_a_computer_answer_for_a_position_taken_back_is_dropped(qtbot: Any,
                                                                 tmp_path: Path) -> None:
    """The person takes back their move while the computer is about to answer it: the answer,
    computed for a position that is gone, is never played."""
    w = window(qtbot, tmp_path / "w", "medici", solo_kinds("medici"), seed=5)
    w.bots.delay_ms = 400
    rng = random.Random(5)
    for _ in range(200):
        persons_turn(qtbot, w)
        before = len(w.controller.session.history)
        person_move(qtbot, w, rng)
        if w.table.bot_turn() and w.controller.can_undo():
            break
    qtbot.waitUntil(lambda: w.bots.thinking_seat is not None)
    played: list[int] = []
    w.bots.played.connect(lambda seat, _move: played.append(seat))
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(w.controller.session.history) == before and w.controller.to_act() == 0
    qtbot.wait(700)
    assert played == [] and len(w.controller.session.history) == before
