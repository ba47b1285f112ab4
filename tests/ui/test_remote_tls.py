"""An encrypted table, by clicks: Ada ticks "Encrypt the table" in the new-game dialog (it shows
only once a seat is a friend's), her invitation gives Bo the long code — his seat's code and the
pin of her computer's certificate — and Bo, in his own window, pastes the invitation into the
join dialog and plays over TLS. A code with another pin is refused with the warning that
someone may be in between, and nothing is sent. English and French, windows of 1024×700; every
step shot (tests/screenshots/remote-tls-*.png)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from tablebot import shot

from medici_table.app.record import REMOTE
from medici_table.net import codes, lan, tls
from medici_table.net.protocol import VERSION
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.remote_controller import RemoteController
from medici_table.ui.remote_dialogs import JoinDialog
from medici_table.ui.window import MainWindow
from tests.ui.test_remote_journey import (
    MENU,
    SIZE,
    button,
    click,
    hosting_window,
    menu_action,
    play_moves,
)

WORDS = {"en": {"copy": "Copy the invitation", "close": "Close", "secure": "Encrypted table",
                "refused": "This table cannot be joined", "between": "someone may be in between",
                "box": "Encrypt the table", "encrypted": "encrypted"},
         "fr": {"copy": "Copier l'invitation", "close": "Fermer", "secure": "Table chiffrée",
                "refused": "Impossible de rejoindre cette table",
                "between": "quelqu'un s'est peut-être interposé", "box": "Chiffrer la table",
                "encrypted": "chiffrée"}}


def host_encrypted(qtbot: Any, host: MainWindow, lang: str) -> Any:
    """Ada's Game → New game…: Bo's seat is a friend's; the encryption box appears, ticked."""
    menu_action(host, *MENU[lang]["new"]).trigger()
    dialog = [d for d in host.findChildren(NewGameDialog) if d.isVisible()][-1]
    dialog.game.setCurrentIndex(dialog.game.findData("court_of_the_medici"))
    dialog.count.setValue(2)
    for edit, name in zip(dialog.names, ("Ada", "Bo"), strict=True):
        edit.selectAll()
        qtbot.keyClicks(edit, name)
    assert not dialog.encrypt.isVisible()  # no friend's seat yet: nothing to encrypt
    combo = dialog.kinds[1]
    combo.setCurrentIndex(combo.findData(REMOTE))
    qtbot.waitUntil(dialog.encrypt.isVisible)
    assert dialog.encrypt.text().startswith(WORDS[lang]["box"]) and not dialog.encrypt.isChecked()
    click(qtbot, dialog.encrypt)
    assert dialog.encrypt.isChecked()
    qtbot.waitExposed(dialog)
    shot(dialog, f"remote-tls-01-host-new-game-{lang}")
    click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: host.seating.hosting_running())
    invite = host.seating.hosting().dialog
    assert invite is not None
    qtbot.waitExposed(invite)
    return invite


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_encrypted_table_is_joined_by_pasting_its_invitation(make_window: Any, qtbot: Any,
                                                                lang: str) -> None:
    host = hosting_window(make_window, qtbot, 0)
    host.set_language(lang)
    invite = host_encrypted(qtbot, host, lang)
    hosting = host.seating.hosting()
    server = hosting.server
    assert server is not None and server.tls is not None and server.pin
    # the certificate is this user's, kept in the data folder beside the autosave
    assert server.tls.cert.parent.name == tls.FOLDER
    bo_code = codes.with_pin(host.seating.record.remotes()[1], server.pin)
    assert invite.secure.text() == WORDS[lang]["secure"]
    assert invite.lines[1].endswith(bo_code)
    shot(invite, f"remote-tls-02-host-invitation-{lang}")
    click(qtbot, button(invite, WORDS[lang]["copy"]))
    assert QApplication.clipboard().text() == invite.lines[1]
    click(qtbot, button(invite, WORDS[lang]["close"]))

    friend = make_window(size=SIZE)
    friend.set_language(lang)
    menu_action(friend, *MENU[lang]["join"]).trigger()
    join = [d for d in friend.findChildren(JoinDialog) if d.isVisible()][-1]
    join.address.clear()
    join.address.setFocus()
    qtbot.keyClick(join.address, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)  # paste
    assert join.address.text() == f"127.0.0.1:{server.port}" and join.code.text() == bo_code
    assert join.invitation().pin == server.pin
    # the table as the local network would announce it: encrypted, its pin never told
    join.show_tables([lan.Table("Ada's table", "127.0.0.1", server.port, "court_of_the_medici",
                                VERSION, encrypted=True)])
    assert join.heard.item(0).text().endswith(" — " + WORDS[lang]["encrypted"])
    qtbot.waitExposed(join)
    shot(join, f"remote-tls-03-joiner-join-dialog-{lang}")
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: isinstance(friend.controller, RemoteController), timeout=10000)
    joining = friend.seating.joining()
    assert joining.joiner is not None and joining.joiner.uri.startswith("wss://")
    qtbot.waitUntil(lambda: not hosting.notice.isVisible())
    fc = friend.controller
    assert fc.state == fc.rules.view(host.controller.state, 1)
    play_moves(qtbot, host, friend, 3)
    assert friend.controller.state == fc.rules.view(host.controller.state, 1)
    shot(friend, f"remote-tls-04-joiner-table-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_code_with_another_pin_is_refused_and_the_table_says_why(make_window: Any,
                                                                  qtbot: Any, lang: str,
                                                                  tmp_path: Any) -> None:
    host = hosting_window(make_window, qtbot, 0)
    host.set_language(lang)
    invite = host_encrypted(qtbot, host, lang)
    click(qtbot, button(invite, WORDS[lang]["close"]))
    hosting = host.seating.hosting()
    port = hosting.server.port
    other = tls.host_certificate(tmp_path / "someone-else").pin  # the table in between's
    friend = make_window(size=SIZE)
    friend.set_language(lang)
    friend.seating.joining().join(codes.Invitation("127.0.0.1", port,
                                                   host.seating.record.remotes()[1], other))
    joining = friend.seating.joining()
    qtbot.waitUntil(lambda: joining.notice.title.text() == WORDS[lang]["refused"],
                    timeout=10000)
    assert WORDS[lang]["between"] in joining.notice.text.text()
    assert hosting.core is not None and hosting.core.links == {}  # nothing reached the host
    assert not joining.retry.isActive()  # not tried again
    shot(friend, f"remote-tls-05-joiner-wrong-pin-{lang}")


def test_the_host_switches_encryption_between_games_and_is_told_when_it_fails(
        make_window: Any, qtbot: Any, monkeypatch: Any) -> None:
    """A plain table, then a new game with the box ticked: the table is opened again
    encrypted. When this computer cannot make the certificate (a data folder it cannot write),
    the notice says so and offers to host without encryption, which a click does."""
    from medici_table.ui.dialogs import GameConfig
    from medici_table.ui.gameconfig import ENCRYPT
    from medici_table.ui.remote import Hosting
    from tests.ui.test_remote import host_window as plain_host

    host = plain_host(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert hosting.server is not None and hosting.server.tls is None
    host.settings.setValue(ENCRYPT, True)
    host.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 12, ["person", "remote"]))
    qtbot.waitUntil(lambda: hosting.server is not None and hosting.server.tls is not None)

    def cannot(self: Hosting) -> None:  # as tls.host_certificate in a folder it cannot write
        if self.encrypted_wanted():
            raise PermissionError("[Errno 13] Permission denied: 'table-key'")

    monkeypatch.setattr(Hosting, "certificate", cannot)
    host.settings.setValue(ENCRYPT, False)
    host.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 13, ["person", "remote"]))
    qtbot.waitUntil(lambda: hosting.server is not None and hosting.server.tls is None)
    host.settings.setValue(ENCRYPT, True)  # the box ticked again; the folder still refuses
    host.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 14, ["person", "remote"]))
    qtbot.waitUntil(lambda: hosting.notice.isVisible()
                    and hosting.notice.title.text() == "The table could not be encrypted")
    assert "Permission denied" in hosting.notice.text.text()
    assert hosting.server is None
    assert host.status_label.text() == "The table could not be encrypted."
    shot(host, "remote-tls-06-host-cannot-encrypt-en")
    click(qtbot, hosting.notice.buttons["plain"])
    qtbot.waitUntil(lambda: hosting.server is not None and hosting.server.tls is None)
    assert host.settings.value(ENCRYPT) in (False, "false")
