"""Remote play as people live it, by clicks: Ada hosts from the new-game dialog and copies
Bo's invitation; Bo, on the welcome screen of his own window (in French), clicks Join a game,
pastes it and clicks Join; they play by dragging cards; Bo's connection drops and comes back by
itself; Ada saves, closes her window (Bo is told), opens the save again the next evening and Bo
joins again from the Game menu with his code: the game goes on where it was. Each step of both
windows is shot (tests/screenshots/remote-*.png; a chosen set is kept in docs/screens/remote/).
Two windows of one process, real sockets on loopback."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QWidget
from tablebot import card_centre, drag, shot, zone_point

from medici_table.app.record import REMOTE
from medici_table.engine import Move
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.remote_controller import RemoteController
from medici_table.ui.remote_dialogs import InvitationDialog, JoinDialog
from medici_table.ui.window import MainWindow


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def button(parent: QWidget, text: str) -> QPushButton:
    """The button a person reads `text` on (the first shown)."""
    for b in parent.findChildren(QPushButton):
        if b.text().replace("&", "") == text and b.isVisible():
            return b
    raise AssertionError(f"no button {text!r} in {[b.text() for b in parent.findChildren(QPushButton)]}")


def cut_the_wire(joiner: Any) -> None:
    """The joiner's network goes: its connection is dropped without a word on either side."""
    loop, ws = joiner._loop, joiner._ws
    loop.call_soon_threadsafe(ws.transport.abort)


def click(qtbot: Any, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def menu_action(window: MainWindow, menu: str, entry: str) -> Any:
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == menu:
            for action in top.menu().actions():
                if action.text().replace("&", "") == entry:
                    return action
    raise AssertionError(f"no {menu} → {entry}")


SIZE = (1024, 700)  # a small laptop's window
MENU = {"en": {"new": ("Game", "New game…"), "join": ("Game", "Join a game…")},
        "fr": {"new": ("Partie", "Nouvelle partie…"), "join": ("Partie", "Rejoindre une partie…")}}


def hosting_window(make_window: Any, qtbot: Any, port: int) -> MainWindow:
    window = make_window(size=SIZE)
    window.settings.setValue("net/port", port)
    window.settings.setValue("net/bind", "127.0.0.1")  # loopback only: nothing leaves the machine
    return window


def host_by_clicks(qtbot: Any, host: MainWindow, lang: str = "en") -> InvitationDialog:
    """Ada's Game → New game…: Bo's seat is 'A friend on another computer'; OK."""
    menu_action(host, *MENU[lang]["new"]).trigger()
    dialog = [d for d in host.findChildren(NewGameDialog) if d.isVisible()][-1]
    dialog.game.setCurrentIndex(dialog.game.findData("court_of_the_medici"))
    dialog.count.setValue(2)
    for edit, name in zip(dialog.names, ("Ada", "Bo"), strict=True):
        edit.selectAll()
        qtbot.keyClicks(edit, name)
    combo = dialog.kinds[1]
    combo.setCurrentIndex(combo.findData(REMOTE))
    qtbot.waitExposed(dialog)
    shot(dialog, f"remote-01-host-new-game-{lang}")
    box = dialog.findChild(QDialogButtonBox)
    click(qtbot, box.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: host.seating.hosting_running())
    invite = host.seating.hosting().dialog
    assert invite is not None
    qtbot.waitExposed(invite)
    return invite


def play_as_a_person(qtbot: Any, window: MainWindow, move: Move) -> None:
    """Click the button of `move` when the table asks a question; drag its card to its place
    when it is a card dropped on a zone; else the table's own way (the action bar's)."""
    prompt = window.table.prompt  # a choice asked on the table: its button is clicked
    # the table has drawn the position and offers its moves (or asks its question)
    qtbot.waitUntil(lambda: prompt.isVisible() or bool(window.table.scene.moves))
    QApplication.processEvents()
    if prompt.isVisible() and move in prompt.values:
        click(qtbot, prompt.buttons[prompt.values.index(move)])
        return
    scene = window.table.scene
    card, target = getattr(move, "card", None), getattr(move, "target", None)
    if card and target and scene.card_item(card) is not None and target in scene.zones:
        drag(qtbot, window, card_centre(window, card), zone_point(window, target))  # its free end
        if prompt.isVisible() and move in prompt.values:  # the drop means more than one
            click(qtbot, prompt.buttons[prompt.values.index(move)])  # move: which is asked
    else:
        assert window.table.play_move(move)


def play_moves(qtbot: Any, host: MainWindow, friend: MainWindow, count: int) -> None:
    """Ada (seat 0, at the host) and Bo (seat 1, at his window) play `count` moves."""
    c = host.controller
    for _ in range(count):
        n = len(c.session.history)
        if c.to_act() == 0:
            play_as_a_person(qtbot, host, c.legal_moves()[0])
        else:
            fc = friend.controller
            qtbot.waitUntil(lambda fc=fc: bool(fc.legal_moves()), timeout=10000)
            play_as_a_person(qtbot, friend, fc.legal_moves()[0])
        try:
            qtbot.waitUntil(lambda n=n: len(c.session.history) == n + 1
                            and friend.controller.table.at == n + 1, timeout=10000)
        except Exception as exc:  # say where it stopped, and show both tables
            shot(friend, "remote-stuck-joiner")
            shot(host, "remote-stuck-host")
            info = (n, len(c.session.history), friend.controller.table.at, c.to_act(),
                    friend.status_label.text(), host.status_label.text(),
                    friend.controller.legal_moves()[:3])
            raise AssertionError(str(info)) from exc


def test_a_friend_joins_from_the_welcome_screen_plays_drops_and_the_host_leaves(
        make_window: Any, qtbot: Any) -> None:
    """In French (the language is one for the whole program: both windows speak it here)."""
    host = hosting_window(make_window, qtbot, 0)
    host.set_language("fr")
    invite = host_by_clicks(qtbot, host, "fr")
    shot(invite, "remote-02-host-invitation-fr")
    hosting = host.seating.hosting()
    assert hosting.notice.isVisible()
    assert hosting.notice.title.text() == "La table attend Bo"
    shot(host, "remote-03-host-waits-for-bo-fr")
    click(qtbot, button(invite, "Copier l'invitation"))
    pasted = QApplication.clipboard().text()
    assert host.seating.record.remotes()[1] in pasted
    click(qtbot, button(invite, "Fermer"))

    # Bo, on his welcome screen
    friend = make_window(size=SIZE)
    friend.set_language("fr")
    friend.show_welcome()
    shot(friend, "remote-04-joiner-welcome-fr")
    click(qtbot, button(friend.welcome, "Rejoindre une partie…"))
    join = friend.findChild(JoinDialog)
    assert join is not None and join.isVisible()
    join.code.setFocus()
    qtbot.keyClick(join.code, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)  # paste
    assert join.code.text() == host.seating.record.remotes()[1]
    assert join.address.text().startswith("127.0.0.1:")
    qtbot.waitExposed(join)
    shot(join, "remote-05-joiner-join-dialog-fr")
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController), timeout=10000)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible())
    assert friend.welcome is None
    fc = friend.controller
    assert fc.seat == 1 and fc.state == fc.rules.view(host.controller.state, 1)
    assert friend.windowTitle().endswith("Bo, chez Ada")
    shot(friend, "remote-06-joiner-table-fr")
    shot(host, "remote-07-host-table-fr")

    play_moves(qtbot, host, friend, 4)
    assert friend.controller.state == fc.rules.view(host.controller.state, 1)
    # what Bo may not do at a table hosted elsewhere: save it, take a move back
    assert not friend.completed_saves().save_action.isEnabled()
    assert not friend.undo_action.isEnabled()
    shot(friend, "remote-08-joiner-playing-fr")
    shot(host, "remote-09-host-playing-fr")

    # Bo's connection drops: both tables wait, then his window joins again by itself
    joining = friend.seating.joining()
    joining.retry.setInterval(600000)  # it tries again when the test says (below)
    assert joining.joiner is not None
    cut_the_wire(joining.joiner)
    qtbot.waitUntil(lambda: hosting.notice.isVisible() and joining.notice.isVisible(),
                    timeout=10000)
    assert hosting.notice.title.text() == "Bo a perdu la connexion"
    assert joining.notice.title.text() == "La connexion avec l'hôte est perdue"
    shot(host, "remote-10-host-bo-lost-fr")
    shot(friend, "remote-11-joiner-lost-fr")
    joining.retry.start(0)  # the time to try again has come
    qtbot.waitUntil(lambda: not hosting.notice.isVisible() and not joining.notice.isVisible()
                    and friend.controller.table.at == len(host.controller.session.history),
                    timeout=15000)
    play_moves(qtbot, host, friend, 1)

    # Ada closes her window: Bo is told, and his Close brings back his welcome screen
    host.close()
    qtbot.waitUntil(lambda: joining.notice.isVisible(), timeout=10000)
    assert joining.notice.title.text() == "La table est fermée"
    assert "rejoignez-la avec le même code" in joining.notice.text.text()
    shot(friend, "remote-12-joiner-host-left-fr")
    click(qtbot, joining.notice.buttons["leave"])
    assert not isinstance(friend.controller, RemoteController)
    qtbot.waitUntil(lambda: friend.welcome is not None and friend.welcome.isVisible())
    shot(friend, "remote-12b-joiner-welcome-again-fr")


def test_a_hosted_game_saved_and_opened_again_lets_the_friend_back_with_his_code(
        make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    port = free_port()
    host = hosting_window(make_window, qtbot, port)
    invite = host_by_clicks(qtbot, host)
    code = host.seating.record.remotes()[1]
    click(qtbot, button(invite, "Close"))

    # Bo (in English) joins from the Game menu of his window, typing the address and the code
    friend = make_window(size=SIZE)
    menu_action(friend, *MENU["en"]["join"]).trigger()
    join = friend.findChild(JoinDialog)
    assert join is not None
    join.address.clear()
    qtbot.keyClicks(join.address, f"127.0.0.1:{port}")
    qtbot.keyClicks(join.code, code.lower().replace("-", " "))  # as read aloud
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController), timeout=10000)
    play_moves(qtbot, host, friend, 3)
    played = [s.move for s in host.controller.session.history]

    # Ada saves and closes her window; Bo is told the table closed and goes back to his game
    path = tmp_path / "evening.medici"
    assert host.completed_saves().save_to(path)
    host.close()
    joining = friend.seating.joining()
    qtbot.waitUntil(lambda: joining.notice.isVisible(), timeout=10000)
    shot(friend, "remote-13-joiner-host-left-en")
    click(qtbot, joining.notice.buttons["leave"])
    assert friend.controller is friend.seating.live

    # the next evening: Ada opens the save; the table is hosted again with the same code
    qtbot.waitUntil(lambda: port_free(port))  # the first window's server has stopped
    again = hosting_window(make_window, qtbot, port)
    assert again.completed_saves().open_file(path)
    qtbot.waitUntil(lambda: again.seating.hosting_running())
    assert again.seating.hosting().server.port == port
    assert again.seating.record.remotes() == {1: code}
    assert [s.move for s in again.controller.session.history] == played
    hosting = again.seating.hosting()
    assert hosting.notice.title.text() == "Waiting for Bo to join"
    assert hosting.notice.text.text().startswith("The game goes on when every friend has joined")
    shot(again, "remote-14-host-reopened-en")
    if hosting.dialog is not None:
        click(qtbot, button(hosting.dialog, "Close"))

    # Bo joins again: the dialog remembers the address and his code (the last he joined with)
    menu_action(friend, *MENU["en"]["join"]).trigger()
    join = [d for d in friend.findChildren(JoinDialog) if d.isVisible()][-1]
    assert join.address.text() == f"127.0.0.1:{port}" and join.code.text() == code
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController)
                    and friend.controller.table.at == len(played)
                    and not hosting.notice.isVisible(), timeout=10000)
    assert friend.controller.state == friend.controller.rules.view(again.controller.state, 1)
    shot(friend, "remote-15-joiner-back-en")
    play_moves(qtbot, again, friend, 1)

    # Bo leaves the table from the Game menu: Ada's table waits for him, his game comes back
    assert friend.windowTitle().endswith("Bo, at Ada's table")
    assert not friend.completed_saves().save_action.isEnabled()
    menu_action(friend, "Game", "Leave this table").trigger()
    assert friend.controller is friend.seating.live
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    assert "Bo left the table" in hosting.notice.title.text()
    shot(again, "remote-16-host-bo-left-en")


def test_a_table_heard_on_the_network_is_joined_by_clicking_it(make_window: Any,
                                                               qtbot: Any) -> None:
    """The join dialog lists the tables heard on the local network (zeroconf; the suite sends
    no multicast, so the host is heard here as the finder would report it): a click fills the
    address, the code is typed, Join."""
    from medici_table.net import lan
    from medici_table.net.protocol import VERSION

    host = hosting_window(make_window, qtbot, 0)
    invite = host_by_clicks(qtbot, host)
    click(qtbot, button(invite, "Close"))
    port = host.seating.hosting().server.port
    friend = make_window(size=SIZE)
    menu_action(friend, *MENU["en"]["join"]).trigger()
    join = [d for d in friend.findChildren(JoinDialog) if d.isVisible()][-1]
    join.address.clear()
    # a host playing in French announced 'La table de Ada': this joiner says it in English
    join.show_tables([lan.Table("La table de Ada", "127.0.0.1", port, "court_of_the_medici",
                                VERSION, who="Ada")])
    qtbot.waitExposed(join)
    heard = join.heard.item(0)
    assert heard.text() == f"Ada's table — Court of the Medici — 127.0.0.1:{port}"
    rect = join.heard.visualItemRect(heard)
    qtbot.mouseClick(join.heard.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert join.address.text() == f"127.0.0.1:{port}"
    shot(join, "remote-join-dialog-heard-en")
    qtbot.keyClicks(join.code, host.seating.record.remotes()[1])
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController), timeout=10000)
    assert friend.windowTitle().endswith("Bo, at Ada's table")
