"""Remote play's seams found by playing it with two and three programs: what the host's table
says and offers when one game follows another at the same table, what a friend's program keeps
between evenings and offers when the table cannot be reached or has closed. Windows of one
process, real sockets on loopback (the helpers of test_remote.py)."""

from __future__ import annotations

import errno
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from tablebot import shot

from medici_table.net.client import unreachable
from medici_table.ui import remote
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.remote_controller import RemoteController
from medici_table.ui.remote_dialogs import JoinDialog
from medici_table.ui.window import MainWindow
from tests.ui.test_remote import host_window, join
from tests.ui.test_remote_journey import (
    click,
    free_port,
    hosting_window,
    menu_action,
    port_free,
)


class Heard:
    """Stands for the local network's announcement: what each announcer announced."""

    def __init__(self) -> None:
        self.tables: list[tuple[str, str, str]] = []
        self.stopped = 0

    def __call__(self, name: str, port: int, game: str, encrypted: bool = False,
                 who: str = "") -> Any:
        heard = self

        class Announcer:
            def start(self) -> bool:
                heard.tables.append((name, game, who))
                return True

            def stop(self) -> None:
                heard.stopped += 1

        return Announcer()


def test_a_new_game_at_the_table_invites_its_friends_and_is_announced_as_itself(
        make_window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bo leaves Ada's Court of the Medici; Ada deals Les 7 Blasons for the computer and two new
    friends. Her table does not say they "left": it waits for them to join, shows the new
    codes at once, and the network hears Les 7 Blasons, not the game before."""
    heard = Heard()
    monkeypatch.setattr(remote.lan, "Announcer", heard)
    host = host_window(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert heard.tables == [("Ada's table", "court_of_the_medici", "Ada")]
    assert hosting.dialog is not None
    hosting.dialog.close()
    friend = join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible(), timeout=10000)
    friend.seating.joining().leave()
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    assert hosting.notice.title.text() == "Bo left the table"

    host.start(GameConfig("les_7_blasons", ["Aubigny", "Bellay", "Contades"], {}, 5,
                          ["normal", "remote", "remote"]))
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    assert hosting.notice.title.text() == "Waiting for Bellay, Contades to join"
    assert hosting.dialog.isVisible() and set(hosting.dialog.lines) == {1, 2}
    codes = host.seating.record.remotes()
    assert all(codes[seat] in hosting.dialog.lines[seat] for seat in (1, 2))
    assert heard.tables[-1] == ("Medici Table", "les_7_blasons", "")
    shot(host, "remote-seams-new-game-en")
    hosting.dialog.close()

    # Bellay joins and loses his line; Contades has not come yet: each is said as they are
    bellay = join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: "Contades" in hosting.notice.title.text()
                    and "Bellay" not in hosting.notice.title.text(), timeout=10000)
    told = bellay.seating.joining().notice  # Bellay is told Contades has not come yet
    qtbot.waitUntil(lambda: told.title.text() == "Waiting for Contades", timeout=10000)
    assert told.text.text() == "The game waits until they join the table."
    who = hosting._who
    assert who is not None and who.isVisible()
    assert "Connected: Bellay · Away: Contades" in who.text()
    hosting.dialog.close()
    qtbot.mouseClick(who, Qt.MouseButton.LeftButton, pos=who.rect().center())
    assert hosting.dialog.isVisible()  # the invitation, with Contades's code
    hosting.dialog.close()
    joiner = bellay.seating.joining().joiner
    assert joiner is not None
    bellay.seating.joining().retry.setInterval(600000)  # (not back before the host looks)
    joiner._loop.call_soon_threadsafe(joiner._ws.transport.abort)
    qtbot.waitUntil(lambda: "lost" in hosting.notice.title.text(), timeout=10000)
    assert hosting.notice.title.text() == ("Bellay lost the connection\n"
                                           "Waiting for Contades to join")
    assert isinstance(bellay.controller, RemoteController)
    assert "Away: Bellay, Contades" in who.text() and "Connected" not in who.text()
    hosting.show_invitation()  # Bellay was there and is gone; Contades has not come yet
    assert [hosting.dialog.states[s].text() for s in (1, 2)] == ["away", "not joined yet"]
    hosting.dialog.close()
    host.resize(1024, 768)
    shot(host, "remote-seams-lost-and-waiting-en")
    host.set_language("fr")
    assert hosting.notice.title.text() == ("Bellay a perdu la connexion\n"
                                           "La table attend Contades")
    shot(host, "remote-seams-lost-and-waiting-fr")
    assert "Absents : Bellay, Contades" in who.text()
    host.set_language("en")
    hosting.close()
    assert who.isHidden()


def join_by_the_dialog(qtbot: Any, friend: MainWindow, address: str, code: str) -> JoinDialog:
    """Game → Join a game…: the address and the code typed over what is there; Join."""
    dialog = friend.join_dialog()
    for edit, text in ((dialog.address, address), (dialog.code, code)):
        edit.selectAll()
        qtbot.keyClicks(edit, text)
    click(qtbot, dialog.join)
    return dialog


def test_a_wrong_code_is_typed_again_in_the_dialog_which_keeps_the_last_one(
        make_window: Any, qtbot: Any) -> None:
    """Bo, on his welcome screen, types a wrong code: the notice says why over a table that
    shows nothing of his own (it is not the host's game), offers to change the code; the
    dialog comes back with the address and the code he typed and why it failed. He joins,
    leaves; his welcome screen offers no game to resume (he played none here); the next
    evening the dialog still holds his address and code."""
    host = host_window(make_window, qtbot, ["person", "remote"])
    port = host.seating.hosting().server.port
    code = host.seating.record.remotes()[1]
    friend = make_window()
    friend.show_welcome()
    join_by_the_dialog(qtbot, friend, f"127.0.0.1:{port}", "7KQF-2M9X-TP4DR")
    joining = friend.seating.joining()
    notice = joining.notice
    qtbot.waitUntil(lambda: notice.title.text() == "This table cannot be joined", timeout=10000)
    assert notice.opaque  # Bo's own untouched game is not shown as if it were Ada's
    shot(friend, "remote-seams-wrong-code-en")
    click(qtbot, notice.buttons["change"])
    again = [d for d in friend.findChildren(JoinDialog) if d.isVisible()][-1]
    assert again.address.text() == f"127.0.0.1:{port}"
    assert again.code.text() == "7KQF-2M9X-TP4DR"
    assert "No seat at this table has that code" in again.problem.text()
    qtbot.waitExposed(again)
    shot(again, "remote-seams-join-again-dialog-en")
    again.code.selectAll()
    qtbot.keyClicks(again.code, code)
    click(qtbot, again.join)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController), timeout=10000)
    assert not notice.isVisible()

    menu_action(friend, "Game", "Leave this table").trigger()
    qtbot.waitUntil(lambda: friend.welcome is not None and friend.welcome.isVisible())
    assert friend.welcome.resume_bar.isHidden()  # no "unfinished game" he never played
    shot(friend, "remote-seams-welcome-after-leaving-en")
    later = friend.join_dialog()
    assert later.address.text() == f"127.0.0.1:{port}" and later.code.text() == code
    later.reject()


def test_a_table_closed_by_its_host_is_joined_again_when_it_opens_again(
        make_window: Any, qtbot: Any) -> None:
    """Ada closes her table; Bo's notice offers to join again: he does at once, his program
    tries until her table is open again, then he is back in the game where it was."""
    port = free_port()
    host = hosting_window(make_window, qtbot, port)
    host.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 11, ["person", "remote"]))
    qtbot.waitUntil(lambda: host.seating.hosting_running())
    hosting = host.seating.hosting()
    friend = join(make_window, qtbot, host, 1)
    joining = friend.seating.joining()
    hosting.close()
    qtbot.waitUntil(lambda: joining.notice.title.text() == "The table has closed",
                    timeout=10000)
    assert not joining.notice.opaque  # his game at Ada's table, as it was left
    shot(friend, "remote-seams-table-closed-en")
    qtbot.waitUntil(lambda: port_free(port), timeout=5000)
    click(qtbot, joining.notice.buttons["again"])
    qtbot.waitUntil(lambda: "lost" in joining.notice.title.text(), timeout=10000)
    assert joining.retry.isActive()  # tried again every few seconds
    hosting.follow(host.seating.record)  # Ada's table is open again (the same port and code)
    qtbot.waitUntil(lambda: not joining.notice.isVisible() and not hosting.notice.isVisible(),
                    timeout=15000)
    fc = friend.controller
    assert isinstance(fc, RemoteController)
    assert fc.state == fc.rules.view(host.controller.state, 1)


def test_no_table_at_the_address_is_said_in_words_a_player_acts_on(
        make_window: Any, qtbot: Any) -> None:
    port = free_port()
    friend = make_window()
    join_by_the_dialog(qtbot, friend, f"127.0.0.1:{port}", "7KQF-2M9X-TP4DR")
    notice = friend.seating.joining().notice
    qtbot.waitUntil(lambda: notice.title.text() == "This table cannot be joined", timeout=10000)
    assert notice.text.text().startswith(f"Nobody answered at 127.0.0.1, port {port}. Check")
    friend.resize(1024, 768)
    shot(friend, "remote-seams-nobody-answered-en")
    friend.set_language("fr")
    assert notice.text.text().startswith(f"Personne n'a répondu à 127.0.0.1, port {port}.")
    assert friend.status_label.text() == "Impossible de rejoindre cette table."
    shot(friend, "remote-seams-nobody-answered-fr")
    friend.set_language("en")


@pytest.mark.parametrize(("exc", "start"), [
    (ConnectionRefusedError(111, "Connect call failed"), "Nobody answered at h, port 1."),
    (OSError("Multiple exceptions: [Errno 111] Connect call failed"), "Nobody answered at h"),
    (TimeoutError(), "No answer from h, port 1."),
    (__import__("socket").gaierror(-2, "Name or service not known"),
     "This computer does not know the address h."),
    (OSError(errno.ENETUNREACH, "Network is unreachable"), "This computer cannot reach h. "),
    (OSError(errno.EHOSTUNREACH, "No route to host"), "This computer cannot reach h."),
    (OSError(errno.EACCES, "Permission denied"), "Could not reach h:1"),
])
def test_why_a_table_was_not_reached(exc: BaseException, start: str) -> None:
    said = unreachable(exc, "h", 1)
    assert said["en"].startswith(start) and said["fr"]


def test_a_table_heard_on_the_network_is_listed_in_the_joiners_words(
        make_window: Any, qtbot: Any) -> None:
    """Ada's table (a person hosts it) is said in Bo's language; a table where only computers
    sit at the host's is listed by its game and address, not by a name in the host's tongue."""
    from medici_table.net.lan import Table

    friend = make_window()
    friend.set_language("fr")
    dialog = JoinDialog("", friend)
    dialog.show_tables([Table("Ada's table", "192.168.1.12", 41790, "court_of_the_medici", 1,
                              who="Ada"),
                        Table("Medici Table", "192.168.1.13", 41790, "les_7_blasons", 1),
                        Table("x", "192.168.178.123", 41790, "court_of_the_medici", 1, True,
                              "Bartolomea Ammannati")])
    assert [dialog.heard.item(i).text() for i in range(dialog.heard.count())][:2] == [
        "La table de Ada — Court of the Medici — 192.168.1.12:41790",
        "Les 7 Blasons — 192.168.1.13:41790"]
    dialog.show()
    qtbot.waitExposed(dialog)
    long = dialog.heard.item(2)
    assert long.text().endswith("— chiffrée")
    assert dialog.heard.visualItemRect(long).right() <= dialog.heard.viewport().width()
    shot(dialog, "remote-seams-tables-heard-fr")
    dialog.reject()
    friend.set_language("en")


@pytest.mark.parametrize("kinds", [["normal", "remote", "remote"],
                                   ["normal", "person", "remote"]])
def test_the_host_is_never_asked_to_pass_the_computer_to_a_friend_elsewhere(
        make_window: Any, qtbot: Any, kinds: list[str]) -> None:
    """Les 7 Blasons with the computer first to play: the host's table is not covered with
    'Pass the computer to Bellay' — Bellay is at his own computer (with one person here,
    Bellay's seat is not one to hand the table to either)."""
    host = host_window(make_window, qtbot, kinds, game="les_7_blasons",
                       names=("Aubigny", "Bellay", "Contades"))
    assert host.controller.to_act() == 0  # the computer decides first at this deal
    assert host.table.curtain.isHidden() and "curtain" not in host.table.sequencer.kinds()
    for seat in (1, 2):
        if kinds[seat] == "remote":
            join(make_window, qtbot, host, seat)
    hosting = host.seating.hosting()
    qtbot.waitUntil(lambda: not hosting.notice.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: host.controller.to_act() != 0, timeout=15000)  # it played
    assert host.table.curtain.isHidden()
    assert "Pass the computer" not in host.status_label.text()
    shot(host, f"remote-seams-no-curtain-{'-'.join(kinds)}")


def test_a_hosted_game_closed_before_its_first_move_is_offered_again_with_its_codes(
        make_window: Any, qtbot: Any) -> None:
    """Ada deals Les 7 Blasons for the computer and two friends and closes her window before
    anyone played (the friends are told the game is kept): at her next start the welcome
    screen offers it, not begun yet, and resumed it is hosted again with the same codes."""
    from pathlib import Path

    from tests.ui.journeys import welcomed

    port = free_port()
    host = hosting_window(make_window, qtbot, port)
    host.start(GameConfig("les_7_blasons", ["Aubigny", "Bellay", "Contades"], {}, 5,
                          ["normal", "remote", "remote"]))
    qtbot.waitUntil(lambda: host.seating.hosting_running())
    assert host.controller.to_act() == 1  # Bellay first: nothing is played before he joins
    codes = host.seating.record.remotes()
    folder = Path(host.settings.fileName()).parent
    host.close()
    qtbot.waitUntil(lambda: port_free(port), timeout=5000)

    again = welcomed(qtbot, folder)
    welcome = again.welcome
    assert welcome is not None and welcome.resume_bar.isVisible()
    assert ("Les 7 Blasons with Aubigny (the computer), Bellay (on another computer) and "
            "Contades (on another computer): not begun yet") in welcome.resume_label.text()
    shot(again, "remote-seams-resume-not-begun-en")
    click(qtbot, welcome.resume_button)
    qtbot.waitUntil(lambda: again.seating.hosting_running())
    assert again.seating.record.remotes() == codes
    assert again.seating.record.computers() == {0: "normal"}  # Aubigny is still the computer
    assert again.status_label.text().startswith("Resumed: the game had not begun.")


def test_the_invitation_never_sends_a_friend_to_their_own_computer(
        make_window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table only this computer can reach (no network, or opened on the loopback) says so
    instead of 'your friends join at 127.0.0.1'; once the computer is on a network, the
    invitation opened again gives its address, in the line copied for each friend too."""
    host = host_window(make_window, qtbot, ["person", "remote"], lang="fr")
    hosting = host.seating.hosting()
    dialog = hosting.dialog
    assert dialog is not None
    assert dialog.where.text().startswith("Seul Medici Table sur ce même ordinateur")
    qtbot.waitExposed(dialog)
    shot(dialog, "remote-seams-invitation-alone-fr")
    dialog.close()
    monkeypatch.setattr(remote.lan, "local_addresses", lambda: ["192.168.1.12"])
    host.settings.setValue("net/bind", "")  # (it listens where it did; the address is asked)
    hosting.show_invitation()
    port = hosting.server.port
    assert "192.168.1.12</b>, port <b>" in dialog.where.text()
    assert dialog.lines[1].startswith(f"192.168.1.12:{port} ")
    dialog.close()
    host.set_language("en")


def test_a_friend_whose_seat_goes_to_the_computer_is_told_so_not_that_the_table_closed(
        make_window: Any, qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["person", "remote"])
    friend = join(make_window, qtbot, host, 1)
    friend.set_language("fr")
    joining = friend.seating.joining()
    host.seating.hosting().give_to_computer([1])
    qtbot.waitUntil(lambda: joining.notice.isVisible(), timeout=10000)
    assert joining.notice.title.text() == "L'hôte a donné votre place à l'ordinateur"
    assert joining.notice.text.text().startswith("L'ordinateur joue votre place désormais")
    assert list(joining.notice.buttons) == ["leave"]  # no "join again" that cannot work
    shot(friend, "remote-seams-seat-to-computer-fr")
    friend.set_language("en")
    assert joining.notice.title.text() == "The host gave your seat to the computer"


def test_who_is_connected_never_widens_a_1024_pixel_window(make_window: Any,
                                                            qtbot: Any) -> None:
    names = ("Bartolomea Ammannati", "Cosimo il Vecchio de' Medici",
             "Lucrezia Tornabuoni", "Giuliano della Rovere")
    host = host_window(make_window, qtbot, ["person", "remote", "remote", "remote"],
                       game="courtisans", names=names)
    hosting = host.seating.hosting()
    hosting.dialog.close()
    host.resize(1024, 768)
    qtbot.waitUntil(lambda: host.width() == 1024)
    join(make_window, qtbot, host, 1)
    host.set_language("fr")  # (one language for the whole program: the friend's was English)
    who = hosting._who
    qtbot.waitUntil(lambda: "Connectés : Cosimo" in who.text(), timeout=10000)
    assert "Absents : Lucrezia Tornabuoni, Giuliano della Rovere" in who.toolTip()
    QApplication.processEvents()
    assert host.width() == 1024 and who.geometry().right() <= host.width()
    card = hosting.notice.card  # and the notice's buttons are seen whole, one above the other
    for button in hosting.notice.buttons.values():
        assert button.sizeHint().width() <= button.width()
        assert card.rect().contains(button.geometry())
    shot(host, "remote-seams-who-1024-fr")
    host.set_language("en")


def test_a_friend_is_told_whether_the_other_is_awaited_back_or_to_join(
        make_window: Any, qtbot: Any) -> None:
    host = host_window(make_window, qtbot, ["normal", "remote", "remote"],
                       game="les_7_blasons", names=("Aubigny", "Bellay", "Contades"))
    bellay = join(make_window, qtbot, host, 1)
    told = bellay.seating.joining().notice
    qtbot.waitUntil(lambda: told.text.text() == "The game waits until they join the table.",
                    timeout=10000)
    contades = join(make_window, qtbot, host, 2)
    qtbot.waitUntil(lambda: not told.isVisible(), timeout=10000)
    contades.seating.joining().leave()
    qtbot.waitUntil(lambda: told.isVisible(), timeout=10000)
    assert told.title.text() == "Waiting for Contades"
    assert told.text.text() == "The game waits until they are back at the table."
