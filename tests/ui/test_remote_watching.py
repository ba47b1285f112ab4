"""What a friend sees at a hosted table while someone else decides, and what the host's status
line says while it waits after opening a save — English and French, two windows on loopback."""

from __future__ import annotations

from typing import Any

import pytest
from tablebot import read_sheets, shot

from tests.ui.test_remote import host_window, join

WATCHING = {"en": ("is choosing a card to play", "Drag a card", "play a card"),
            "fr": ("choisit une carte à jouer", "Faites glisser", "jouez une carte")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_friend_watching_les_7_blasons_reads_who_decides_not_their_instruction(
        make_window: Any, qtbot: Any, lang: str) -> None:
    """Les 7 Blasons' line over the trick speaks to the decider ("Ada: play a card. Drag a card
    from your hand to the trick."); on Bo's table, while Ada or the computer decides, it says
    who decides and what they are doing ("Ada is choosing a card to play."), and when Bo
    decides, his own instruction (seed 001's rules: a trick, each plays a card in turn)."""
    host = host_window(make_window, qtbot, ["person", "remote", "random"],
                       game="les_7_blasons", names=("Ada", "Bo", "Cy"), lang=lang)
    host.bots.delay_ms = 0
    friend = join(make_window, qtbot, host, 1, lang)
    c, fc = host.controller, friend.controller
    watching, how, instruction = WATCHING[lang]
    seen = {"watching": False, "deciding": False}

    def line() -> str:
        text: str = friend.table.scene.cards["banner"].piece.back.text
        return text

    def step() -> bool:
        for window in (host, friend):
            read_sheets(qtbot, window)
        if fc.table.at == len(c.session.history) and not friend.table.presenting() \
                and friend.table.drawn_for == 1:  # (a watcher's table is never idle: "busy")
            decider = fc.to_act()
            text = line()
            if decider is not None and decider != 1 and fc.state.phase == "play":
                name = fc.players()[decider]
                assert text.startswith(f"{name} {watching}"), text
                assert how not in text and instruction not in text, text
                if not seen["watching"]:
                    shot(friend, f"remote-watching-7-blasons-{lang}")
                seen["watching"] = True
            elif decider == 1 and fc.state.phase == "play":
                assert instruction in text and how in text, text
                seen["deciding"] = True
        if c.to_act() == 0 and not host.table.busy():
            host.table.play_move(c.legal_moves()[0])
        elif fc.legal_moves() and not friend.table.busy():
            friend.table.play_move(fc.legal_moves()[0])
        return all(seen.values()) and len(c.session.history) >= 8

    qtbot.waitUntil(step, timeout=60000)


OPENED = {"en": ("Opened evening.medici: ", "The game waits for Bo."),
          "fr": ("evening.medici ouvert", "La partie attend Bo.")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_host_who_opens_a_save_reads_that_the_game_waits_for_the_friends(
        make_window: Any, qtbot: Any, tmp_path: Any, lang: str) -> None:
    """Ada opens a hosted game she saved: the status line says it was opened and that the game
    waits for Bo (it said only "Opened …" for a few seconds over the waiting); Bo joins and the
    status line moves on to the game."""
    first = host_window(make_window, qtbot, ["person", "remote"], lang=lang)
    path = tmp_path / "evening.medici"
    assert first.completed_saves().save_to(path)
    first.close()
    host = make_window(size=(1024, 700))
    host.settings.setValue("net/port", 0)
    host.settings.setValue("net/bind", "127.0.0.1")
    host.set_language(lang)
    assert host.completed_saves().open_file(path)
    qtbot.waitUntil(lambda: host.seating.hosting_running())
    opened, waits = OPENED[lang]
    status = host.status_label.text()
    assert opened in status and status.endswith(waits), status
    assert host.statusBar().currentMessage() == ""  # nothing laid over it
    shot(host, f"remote-host-opened-waits-{lang}")
    friend = join(make_window, qtbot, host, 1, lang)
    qtbot.waitUntil(lambda: not host.seating.hosting().notice.isVisible(), timeout=10000)
    assert waits not in host.status_label.text() and opened not in host.status_label.text()
    assert friend.controller.table.at == 0
