"""Hosting has its own way in, as joining has: "Host a game…" on the welcome screen and "Host a
game for other computers…" in the Game menu open the new-game dialog with every seat but the
host's a friend's; OK hosts the table and shows the invitation. The welcome screen keeps its
heading whole, from an 800x600 window to a 1500x950 one, in French and in English."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from journeys import welcomed
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from tablebot import shot

from medici_table.app.record import PERSON, REMOTE
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.window import MainWindow
from tests.ui.test_remote_journey import click, menu_action

HOST = {"en": "Host a game…", "fr": "Héberger une partie…"}


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def host_button(w: MainWindow, lang: str) -> Any:
    assert w.welcome is not None
    found = [b for b in w.welcome.head_buttons if b.text() == HOST[lang]]
    assert len(found) == 1
    return found[0]


def seats(dialog: NewGameDialog) -> list[str]:
    return [str(c.currentData()) for c in dialog.kinds]


@pytest.mark.parametrize("size", [(720, 540), (800, 600), (1500, 950)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_welcome_screen_offers_to_host_with_its_heading_whole(
        qtbot: Any, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    w = welcomed(qtbot, tmp_path, lang, size=size)
    welcome = w.welcome
    assert welcome is not None
    QApplication.processEvents()
    host = host_button(w, lang)
    texts = [b.text() for b in welcome.head_buttons]
    assert texts.index(host.text()) + 1 == texts.index(
        {"en": "Join a game…", "fr": "Rejoindre une partie…"}[lang]), "side by side"
    bar = welcome.scroller.verticalScrollBar()
    window = QRect(0, 0, welcome.width() - (bar.width() if bar.isVisible() else 0),
                   welcome.height())
    for widget in (welcome.title, welcome.sub, *welcome.head_buttons):
        seen = QRect(widget.mapTo(welcome, widget.rect().topLeft()), widget.size())
        assert window.contains(seen), f"{widget} out of sight at {size}"
        assert widget.sizeHint().width() <= widget.width() or widget is welcome.sub
    # narrow, the buttons go under the words (beside them they pushed the games off the edge)
    assert welcome.stacked == (size[0] < 900)
    # in French an 800x600 screen's window (720 pixels) has them two a row
    assert welcome.per_row == (2 if size[0] < 800 and lang == "fr" else 4)
    tiles = [t.mapTo(welcome, t.rect().topRight()).x() for t in welcome.tiles]
    assert max(tiles) < window.right(), "the games are not cut at the right"
    shot(w, f"remote-host-welcome-{size[0]}-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_host_a_game_from_the_welcome_screen_seats_friends_and_hosts(
        qtbot: Any, tmp_path: Path, lang: str) -> None:
    w = welcomed(qtbot, tmp_path, lang, size=(1024, 768))
    w.settings.setValue("net/port", 0)  # any free port, on loopback only
    w.settings.setValue("net/bind", "127.0.0.1")
    click(qtbot, host_button(w, lang))
    dialog = [d for d in w.findChildren(NewGameDialog) if d.isVisible()][-1]
    assert dialog.windowTitle() == {"en": "Host a game for other computers",
                                    "fr": "Héberger une partie pour d'autres ordinateurs"}[lang]
    dialog.game.setCurrentIndex(dialog.game.findData("louis_xiv"))  # another game: still hosted
    dialog.count.setValue(3)
    assert seats(dialog) == [PERSON, REMOTE, REMOTE]
    assert dialog.encrypt.isVisible()
    assert dialog.vs_computer.isHidden()  # (it would seat computers where friends are wanted)
    dialog.count.setValue(4)  # a seat added is a friend's too
    assert seats(dialog) == [PERSON, REMOTE, REMOTE, REMOTE]
    dialog.count.setValue(3)
    qtbot.waitExposed(dialog)
    shot(dialog, f"remote-host-dialog-{lang}")
    box = dialog.findChild(QDialogButtonBox)
    click(qtbot, box.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: w.seating.hosting_running())
    assert w.welcome is None and w.seating.record.game == "louis_xiv"
    assert list(w.seating.record.remotes()) == [1, 2]
    invite = w.seating.hosting().dialog
    assert invite is not None and invite.isVisible() and set(invite.lines) == {1, 2}
    invite.close()


def test_the_game_menu_hosts_the_game_on_the_table(make_window: Any, qtbot: Any) -> None:
    """At a Courtisans table of three people: Game → Host a game for other computers… opens
    the dialog at Courtisans, the two other seats friends'; Cancel leaves the table as it was."""
    w = make_window(game="courtisans", names=("Ada", "Bo", "Cy"))
    before = w.seating.record
    menu_action(w, "Game", "Host a game for other computers…").trigger()
    dialog = [d for d in w.findChildren(NewGameDialog) if d.isVisible()][-1]
    assert dialog.game.currentData() == "courtisans"
    assert [e.text() for e in dialog.names] == ["Ada", "Bo", "Cy"]
    assert seats(dialog) == [PERSON, REMOTE, REMOTE]
    dialog.reject()
    assert w.seating.record is before and not w.seating.hosting_running()
