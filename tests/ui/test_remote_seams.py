"""Remote play's seams found by playing it with two and three programs: what the host's table
says and offers when one game follows another at the same table, what a friend's program keeps
between evenings and offers when the table cannot be reached or has closed. Windows of one
process, real sockets on loopback (the helpers of test_remote.py)."""

from __future__ import annotations

from typing import Any

import pytest
from tablebot import shot

from medici_table.ui import remote
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.remote_controller import RemoteController
from tests.ui.test_remote import host_window, join


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
    assert heard.tables[-1] == ("A table of Les 7 Blasons", "les_7_blasons", "")
    shot(host, "remote-seams-new-game-en")
    hosting.dialog.close()

    # Bellay joins and loses his line; Contades has not come yet: each is said as they are
    bellay = join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: "Contades" in hosting.notice.title.text()
                    and "Bellay" not in hosting.notice.title.text(), timeout=10000)
    joiner = bellay.seating.joining().joiner
    assert joiner is not None
    bellay.seating.joining().retry.setInterval(600000)  # (not back before the host looks)
    joiner._loop.call_soon_threadsafe(joiner._ws.transport.abort)
    qtbot.waitUntil(lambda: "lost" in hosting.notice.title.text(), timeout=10000)
    assert hosting.notice.title.text() == ("Bellay lost the connection\n"
                                           "Waiting for Contades to join")
    assert isinstance(bellay.controller, RemoteController)
    host.resize(1024, 768)
    shot(host, "remote-seams-lost-and-waiting-en")
    host.set_language("fr")
    assert hosting.notice.title.text() == ("Bellay a perdu la connexion\n"
                                           "La table attend Contades")
    shot(host, "remote-seams-lost-and-waiting-fr")
    host.set_language("en")
