"""The host remembers who had joined across a restart: a hosted game quit and resumed from the
welcome screen the next time the program starts (or opened from its save) comes back with its
friends' seats waiting for them with the same codes — not people at the host's computer, not
computers — its computer seat still a computer; the friend joins again as the same seat.
Windows of one process, real sockets on loopback (the helpers of test_remote.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from journeys import welcomed
from tablebot import shot

from medici_table.app.record import COMPUTER, PERSON, REMOTE
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.remote_controller import RemoteController
from medici_table.ui.window import MainWindow
from tests.ui.test_remote import invitation
from tests.ui.test_remote_journey import click, free_port, port_free

NAMES = ["Ada", "Bo", "Cy"]


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def evening(make_window: Any, qtbot: Any, port: int) -> tuple[MainWindow, MainWindow]:
    """Ada hosts Louis XIV for Bo (another computer) and Cy (her computer's player); Bo
    joins; they play until Bo has moved twice."""
    host = make_window()
    host.settings.setValue("net/port", port)
    host.settings.setValue("net/bind", "127.0.0.1")
    host.start(GameConfig("louis_xiv", NAMES, {}, 7, [PERSON, REMOTE, "normal"]))
    qtbot.waitUntil(lambda: host.seating.hosting_running())
    host.bots.delay_ms = 0
    dialog = host.seating.hosting().dialog
    if dialog is not None:
        dialog.close()
    bo = make_window()
    bo.seating.joining().join(invitation(host, 1))
    qtbot.waitUntil(lambda: isinstance(bo.controller, RemoteController), timeout=10000)
    c, moved = host.controller, 0
    while moved < 2:
        history = len(c.session.history)
        if c.to_act() == 0 and not host.table.busy():
            assert host.table.play_move(c.legal_moves()[0])
        elif bo.controller.legal_moves() and not bo.table.busy():
            assert bo.table.play_move(bo.controller.legal_moves()[0])
            moved += 1
        qtbot.waitUntil(lambda h=history: len(c.session.history) > h or (
            c.to_act() == 1 and bool(bo.controller.legal_moves())), timeout=10000)
    return host, bo


def came_back(again: MainWindow, codes: dict[int, str], played: list[Any]) -> None:
    record = again.seating.record
    assert [s.kind for s in record.seats] == [PERSON, REMOTE, COMPUTER]
    assert record.remotes() == codes  # the same codes: the friends' keys still open their seats
    assert [s.move for s in again.controller.session.history] == played
    assert again.table.bot_seats == {1, 2}  # nobody at this computer plays Bo's seat
    hosting = again.seating.hosting()
    assert hosting.notice.isVisible() and hosting.notice.title.text() == "Waiting for Bo to join"
    assert hosting.dialog is not None and hosting.dialog.isVisible()
    assert hosting.dialog.states[1].text() == "away"  # he had joined: not "not joined yet"


def bo_joins_again(qtbot: Any, bo: MainWindow, again: MainWindow, played: list[Any]) -> None:
    """Bo's table said it closed; he clicks "Join again": he is Bo again, where they were."""
    joining = bo.seating.joining()
    qtbot.waitUntil(lambda: "again" in joining.notice.buttons
                    and joining.notice.buttons["again"].isVisible(), timeout=10000)
    click(qtbot, joining.notice.buttons["again"])
    qtbot.waitUntil(lambda: isinstance(bo.controller, RemoteController)
                    and bo.controller.table.at == len(played)
                    and not again.seating.hosting().notice.isVisible(), timeout=15000)
    assert bo.controller.seat == 1
    assert bo.controller.state == bo.controller.rules.view(again.controller.state, 1)


def test_a_hosted_game_quit_and_resumed_from_the_welcome_screen_waits_for_its_friend(
        make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    port = free_port()
    host, bo = evening(make_window, qtbot, port)
    codes = host.seating.record.remotes()
    played = [s.move for s in host.controller.session.history]
    host.settings.sync()
    host.close()  # Ada quits the program
    qtbot.waitUntil(lambda: port_free(port), timeout=10000)

    again = welcomed(qtbot, tmp_path / "window0")  # the next start: her settings, her saves
    welcome = again.welcome
    assert welcome is not None
    qtbot.waitUntil(lambda: welcome.resume_button.isVisible(), timeout=10000)
    # the offer says Bo plays from another computer: resumed, the table is hosted again
    assert "Ada, Bo (on another computer) and Cy (the computer): " in welcome.resume_label.text()
    shot(again, "remote-restart-offer-en")
    again.set_language("fr")
    assert ("Ada, Bo (sur un autre ordinateur) et Cy (l'ordinateur) : "
            in welcome.resume_label.text())
    shot(again, "remote-restart-offer-fr")
    again.set_language("en")
    welcome = again.welcome
    assert welcome is not None
    click(qtbot, welcome.resume_button)
    qtbot.waitUntil(lambda: again.seating.hosting_running(), timeout=10000)
    came_back(again, codes, played)
    assert again.seating.hosting().server.port == port
    shot(again, "remote-restart-resumed-en")
    bo_joins_again(qtbot, bo, again, played)
    # the game goes on: Cy (the computer) and Ada and Bo play on
    c = again.controller
    again.bots.delay_ms = 0
    qtbot.waitUntil(lambda: c.to_act() == 1 or (c.to_act() == 0 and not again.table.busy()),
                    timeout=10000)
    if c.to_act() == 0:
        assert again.table.play_move(c.legal_moves()[0])
    else:
        qtbot.waitUntil(lambda: bool(bo.controller.legal_moves()), timeout=10000)
        assert bo.table.play_move(bo.controller.legal_moves()[0])
    qtbot.waitUntil(lambda: len(c.session.history) > len(played), timeout=10000)


def test_a_hosted_game_saved_quit_and_opened_from_the_recent_files_waits_for_its_friend(
        make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    port = free_port()
    host, bo = evening(make_window, qtbot, port)
    codes = host.seating.record.remotes()
    played = [s.move for s in host.controller.session.history]
    path = tmp_path / "evening.medici"
    assert host.completed_saves().save_to(path)
    host.settings.sync()
    host.close()
    qtbot.waitUntil(lambda: port_free(port), timeout=10000)

    again = welcomed(qtbot, tmp_path / "window0")
    saves = again.completed_saves()
    saves._fill_recent()  # Game → Open recent (as it fills when shown) → the evening's file
    recent = [a for a in saves.recent_menu.actions() if a.toolTip() == str(path)]
    assert len(recent) == 1
    recent[0].trigger()
    qtbot.waitUntil(lambda: again.seating.hosting_running(), timeout=10000)
    came_back(again, codes, played)
    bo_joins_again(qtbot, bo, again, played)
