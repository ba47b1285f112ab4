"""Remote play at the table: a window hosts a game with a friend's seat (the invitation, the
table waiting), another window joins it as that seat (its own view, its own language, the same
table), the friend's connection drops (the host's table waits with a notice), the friend is
back, and the host gives a vanished seat to the computer. Two windows of one process, real
sockets on loopback."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from tablebot import card_centre, drag, read_sheets, shot

from medici_table.net.codes import Invitation
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.remote import HostedController
from medici_table.ui.remote_controller import RemoteController
from medici_table.ui.window import MainWindow


def host_window(make_window: Any, qtbot: Any, kinds: list[str],
                game: str = "court_of_the_medici", names: tuple[str, ...] = ("Ada", "Bo"),
                lang: str = "en") -> MainWindow:
    window = make_window(game=game, names=names)
    window.settings.setValue("net/port", 0)  # any free port, on loopback only
    window.settings.setValue("net/bind", "127.0.0.1")
    if lang != "en":
        window.set_language(lang)
    window.start(GameConfig(game, list(names), {}, 11, kinds))
    qtbot.waitUntil(lambda: window.seating.hosting_running())
    return window


def invitation(host: MainWindow, seat: int) -> Invitation:
    hosting = host.seating.hosting()
    assert hosting.server is not None
    code = host.seating.record.remotes()[seat]
    return Invitation("127.0.0.1", hosting.server.port, code)


def join(make_window: Any, qtbot: Any, host: MainWindow, seat: int,
         lang: str = "en") -> MainWindow:
    window = make_window()
    if lang != "en":
        window.set_language(lang)
    window.seating.joining().join(invitation(host, seat))
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=10000)
    return window


def test_a_hosted_table_shows_the_invitation_and_waits_for_the_friend(
        make_window: Any, qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert isinstance(host.controller, HostedController)
    dialog = hosting.dialog
    assert dialog is not None and dialog.isVisible()
    code = host.seating.record.remotes()[1]
    assert code in dialog.lines[1] and "127.0.0.1" in dialog.lines[1]
    qtbot.waitExposed(dialog)
    shot(dialog, "remote-invitation-en")
    notice = hosting.notice
    assert notice.isVisible() and "Waiting for Bo to join" in notice.title.text()
    shot(host, "remote-host-waiting-en")
    # Ada may not play while the table waits: refused with the reason
    c = host.controller
    if c.to_act() == 0:
        assert c.legal_moves() == []  # none offered while the table waits, and none played
        assert not c.play(c.rules.legal_moves(c.state)[0])
        assert not c.session.history
    dialog.close()


def test_the_hosts_turn_is_said_once_every_friend_has_joined(make_window: Any,
                                                              qtbot: Any) -> None:
    """While the table waits for Bo, no "Your turn, Ada" under the notice: it is said when the
    game can go on, once Bo has joined."""
    host = host_window(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert hosting.dialog is not None
    hosting.dialog.close()
    c = host.controller
    assert c.to_act() == 0  # Ada decides first at this seed
    assert hosting.notice.isVisible()
    assert host.table.banner.isHidden() and "banner" not in host.table.sequencer.kinds()
    join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible(), timeout=10000)
    assert host.table.banner.isVisible()
    assert host.table.banner.label.text().startswith("Your turn, Ada")
    shot(host, "remote-host-joined-en")


def test_a_friend_joins_plays_in_their_language_drops_and_comes_back(
        make_window: Any, qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert hosting.dialog is not None
    hosting.dialog.close()
    friend = join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible())
    fc = friend.controller
    assert isinstance(fc, RemoteController) and fc.seat == 1
    rules = host.controller.rules
    # the friend's table is its seat's view, never more
    assert fc.state == rules.view(host.controller.state, 1)
    played = 0
    while played < 4 and not host.controller.is_over():
        mover = host.controller.to_act()
        if mover == 0:
            assert host.table.play_move(host.controller.legal_moves()[0])
        else:
            qtbot.waitUntil(lambda: bool(fc.legal_moves()), timeout=10000)
            move = fc.legal_moves()[0]
            card = move.card
            target = move.target
            if card and target and friend.table.scene.card_item(card) is not None \
                    and target in friend.table.scene.zones:
                zone = friend.table.scene.zones[target]
                drag(qtbot, friend, card_centre(friend, card),
                     zone.mapToScene(zone.boundingRect().center()))
            else:
                assert friend.table.play_move(move)
        played += 1
        qtbot.waitUntil(lambda n=played: len(host.controller.session.history) == n
                        and fc.table.at == n, timeout=10000)
    assert fc.state == rules.view(host.controller.state, 1)
    shot(friend, "remote-joined-en")
    # the friend's connection drops: the host's table waits, with a notice
    joining = friend.seating.joining()
    assert joining.joiner is not None
    joining.joiner.close()
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    assert "Bo lost the connection" in hosting.notice.title.text()
    shot(host, "remote-paused-en")
    host.set_language("fr")
    assert "Bo a perdu la connexion" in hosting.notice.title.text()
    shot(host, "remote-paused-fr")
    # back with the same code, in French: the table goes on where it was
    friend.set_language("fr")
    joining.join(invitation(host, 1))
    qtbot.waitUntil(lambda: not hosting.notice.isVisible() and friend.controller is not fc
                    and not joining.notice.isVisible(), timeout=10000)
    fc = friend.controller
    assert isinstance(fc, RemoteController)
    qtbot.waitUntil(lambda: fc.table.at == len(host.controller.session.history))
    assert [line for _, line in fc.log_lines()] == [
        rules.describe(rules.view(s.before, 1), s.move, "fr")
        for s in host.controller.session.history]
    assert friend.log_dock.findChildren(object)
    shot(friend, "remote-joined-fr")
    host.set_language("en")


def test_the_host_gives_a_vanished_seat_to_the_computer(make_window: Any, qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert hosting.notice.isVisible()
    hosting.notice.buttons["computers"].click()
    assert host.seating.record.computers() == {1: "normal"}
    assert not hosting.running and not hosting.notice.isVisible()
    c = host.controller

    def bo_played() -> bool:  # Ada plays her decisions; the computer plays Bo's seat now
        if c.to_act() == 0:
            host.table.play_move(c.legal_moves()[0])
        return any(s.player == 1 for s in c.session.history)

    qtbot.waitUntil(bo_played, timeout=15000)


def test_the_joiner_is_told_when_the_host_is_gone_and_leaves(make_window: Any,
                                                             qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    friend = join(make_window, qtbot, host, 1)
    joining = friend.seating.joining()
    host.seating.hosting().close()
    qtbot.waitUntil(lambda: joining.notice.isVisible(), timeout=10000)
    assert "host closed the table" in joining.notice.text.text()
    shot(friend, "remote-host-gone-en")
    joining.notice.buttons["leave"].click()
    assert not isinstance(friend.controller, RemoteController)
    assert friend.controller is friend.seating.live


def test_a_wrong_code_is_told_plainly(make_window: Any, qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    friend = make_window()
    wrong = invitation(host, 1)
    friend.seating.joining().join(Invitation(wrong.host, wrong.port, "7KQF-2M9X-TP4DR"))
    notice = friend.seating.joining().notice
    qtbot.waitUntil(lambda: "cannot be joined" in notice.title.text(), timeout=10000)
    assert "No seat at this table has that code" in notice.text.text()
    shot(friend, "remote-wrong-code-en")
    notice.buttons["leave"].click()
    assert not notice.isVisible() and friend.controller is friend.seating.live


def test_the_join_dialog_takes_an_invitation_pasted_whole(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = window.join_dialog()
    qtbot.keyClicks(dialog.code, "192.168.1.12:41000 7kqf 2m9x tp4dr")
    assert dialog.address.text() == "192.168.1.12:41000"
    assert dialog.code.text() == "7KQF-2M9X-TP4DR"
    inv = dialog.invitation()
    assert (inv.host, inv.port, inv.code) == ("192.168.1.12", 41000, "7KQF-2M9X-TP4DR")
    qtbot.waitExposed(dialog)
    shot(dialog, "remote-join-dialog-en")
    dialog.code.setText("12")
    dialog.accept()
    assert dialog.isVisible() and "13 letters and digits" in dialog.problem.text()
    dialog.reject()


def test_a_hosted_game_resumed_after_the_host_stopped_lets_the_friend_back_in(
        make_window: Any, qtbot: Any) -> None:
    import socket

    from medici_table.app.autosave import Autosaver
    from medici_table.app.record import GameRecord
    from medici_table.ui.startup import autosave_folder

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    first = make_window()
    first.settings.setValue("net/bind", "127.0.0.1")
    first.settings.setValue("net/port", port)
    first.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 5, ["person", "remote"]))
    qtbot.waitUntil(lambda: first.seating.hosting_running())
    friend = join(make_window, qtbot, first, 1)
    joining = friend.seating.joining()
    c = first.controller
    while len(c.session.history) < 3:  # Ada plays; the friend plays when Bo decides
        if c.to_act() == 0:
            first.table.play_move(c.legal_moves()[0])
        else:
            qtbot.waitUntil(lambda: bool(friend.controller.legal_moves()), timeout=10000)
            before = len(c.session.history)
            friend.table.play_move(friend.controller.legal_moves()[0])
            qtbot.waitUntil(lambda b=before: len(c.session.history) > b)
    played = [s.move for s in c.session.history]
    codes = first.seating.record.remotes()
    # the host stops without a word (its server goes, as in a crash); its autosave stays
    hosting = first.seating.hosting()
    assert hosting.server is not None
    hosting.server.stop()
    qtbot.waitUntil(lambda: joining._state == "lost", timeout=15000)
    shot(friend, "remote-host-lost-en")
    folder = autosave_folder(first.settings)
    hosting.server, hosting.core = None, None
    first.close()
    saver = Autosaver(folder)
    saver.set_aside()
    offer = saver.offer()
    assert offer is not None
    assert [m for m in offer.session.moves()] == played  # nothing lost
    second = make_window()
    second.settings.setValue("net/bind", "127.0.0.1")
    second.settings.setValue("net/port", port)
    second.seating.play(GameRecord.from_save(offer.data, offer.session))
    assert second.seating.record.remotes() == codes  # the same codes
    qtbot.waitUntil(lambda: second.seating.hosting_running())
    # the friend, still trying, is back with its code: the game goes on
    qtbot.waitUntil(lambda: joining._state == "" and isinstance(friend.controller,
                                                                RemoteController)
                    and friend.controller.table.at == len(played), timeout=20000)
    assert not second.seating.hosting().notice.isVisible()


@pytest.mark.slow
def test_a_whole_game_with_a_person_here_a_friend_there_and_a_computer(
        make_window: Any, qtbot: Any) -> None:
    """Les 7 Blasons from start to end: Ada at the host's table, Bo from another window, a
    computer in the third seat; both see the end, the friend without 'Play again'."""
    host = host_window(make_window, qtbot, ["person", "remote", "random"],
                       game="les_7_blasons", names=("Ada", "Bo", "Cy"))
    host.bots.delay_ms = 0
    friend = join(make_window, qtbot, host, 1)
    c, fc = host.controller, friend.controller
    assert isinstance(fc, RemoteController)

    def step() -> bool:
        if c.is_over():
            return True
        for window in (host, friend):  # each reads the sheets of a scoring to the end
            read_sheets(qtbot, window)
        if c.to_act() == 0 and not host.table.busy():
            host.table.play_move(c.legal_moves()[0])
        elif fc.legal_moves() and not friend.table.busy():
            friend.table.play_move(fc.legal_moves()[0])
        return c.is_over()

    qtbot.waitUntil(step, timeout=120000)
    qtbot.waitUntil(lambda: fc.is_over() and friend.game_over_dialog is not None, timeout=10000)
    assert c.rules.scores(fc.state) == c.rules.scores(c.state)
    # the friend's score sheet holds each scoring once, as the host's does (moves that reach
    # it together are not each taken for the scoring among them)
    assert ([s.title for s in friend.table.scorings()]
            == [s.title for s in host.table.scorings()])
    for window in (host, friend):  # the last sheets read, the final dialog comes
        qtbot.waitUntil(lambda w=window: read_sheets(qtbot, w) == 0
                        and w.game_over_dialog is not None and w.game_over_dialog.isVisible())
    # both logs tell each scoring the same way; the friend's end is seen from their own seat
    scored = [[t for t in w.log_dock.texts if "◆" in t] for w in (host, friend)]
    assert scored[0] == scored[1] and any("Final scores" in t for t in scored[1])
    assert friend.table.drawn_for == 1
    assert friend.game_over_dialog.again.isHidden()  # the host deals again
    assert not host.game_over_dialog.again.isHidden()
    shot(friend, "remote-finished-en")
    shot(host, "remote-finished-host-en")
    # Ada clicks Play again: Bo's table is dealt the new game too, his final dialog goes
    qtbot.mouseClick(host.game_over_dialog.again, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController)
                    and friend.controller is not fc and not friend.controller.is_over()
                    and friend.game_over_dialog is None, timeout=10000)
    assert friend.controller.table.at == 0 and not friend.log_dock.texts
    assert friend.controller.state == c.rules.view(host.controller.state, 1)
    shot(friend, "remote-play-again-en")


def test_the_new_game_dialog_seats_a_friend_on_another_computer(make_window: Any,
                                                               qtbot: Any) -> None:
    from medici_table.app.record import REMOTE

    window = make_window()
    window.settings.setValue("net/port", 0)
    window.settings.setValue("net/bind", "127.0.0.1")
    dialog = window.new_game_dialog("courtisans")
    dialog.count.setValue(3)
    combo = dialog.kinds[2]
    combo.setCurrentIndex(combo.findData(REMOTE))
    assert combo.currentText() == "A friend on another computer"
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: combo.isVisible())
    shot(dialog, "remote-new-game-en")
    dialog.accept()
    qtbot.waitUntil(lambda: window.seating.hosting_running())
    record = window.seating.record
    assert list(record.remotes()) == [2] and record.seats[2].code
    assert window.table.bot_seats == {2}
    invite = window.seating.hosting().dialog
    assert invite is not None and invite.isVisible()
    invite.close()
