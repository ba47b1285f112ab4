"""Who decides, as each table reads it when that seat is played elsewhere: "thinking…" only for a
computer; a person at the host's computer, a friend at theirs and a friend who left are each
said as they are — at the host's table and at every friend's. Windows of one process, real
sockets on loopback (the helpers of test_remote.py)."""

from __future__ import annotations

from typing import Any

from tablebot import shot

from medici_table.ui.window import MainWindow
from tests.ui.test_remote import host_window, join

NAMES = ("Lorenzo", "Bo", "Cy", "Dee")


def said(window: MainWindow) -> str:
    return window.status_label.text()


def play_for(qtbot: Any, window: MainWindow, host: MainWindow) -> None:
    """The seat of `window` plays its first move (the host checks it arrived)."""
    c = window.controller
    n = len(host.controller.session.history)
    qtbot.waitUntil(lambda: bool(c.legal_moves()) and not window.table.busy(), timeout=10000)
    assert window.table.play_move(c.legal_moves()[0])
    qtbot.waitUntil(lambda: len(host.controller.session.history) > n, timeout=10000)


def test_each_table_says_who_decides_as_they_are(make_window: Any, qtbot: Any) -> None:
    """Courtisans at four: Lorenzo at the host's computer, Bo and Cy at theirs, Dee the host's
    computer. Bo and Cy never read that Lorenzo "is thinking"; only Dee thinks."""
    host = host_window(make_window, qtbot, ["person", "remote", "remote", "normal"],
                       game="courtisans", names=NAMES)
    host.bots.delay_ms = 600000  # Dee thinks as long as the test looks at the tables
    hosting = host.seating.hosting()
    assert hosting.dialog is not None
    hosting.dialog.close()
    bo = join(make_window, qtbot, host, 1)
    cy = join(make_window, qtbot, host, 2)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible(), timeout=10000)
    c = host.controller
    guests = {1: bo, 2: cy}

    def everyone_reads(decider: int, words: dict[int, str]) -> None:
        qtbot.waitUntil(lambda: c.to_act() == decider and all(
            w.controller.to_act() == decider for w in guests.values()), timeout=10000)
        for seat, window in ((0, host), *guests.items()):
            if seat in words:
                qtbot.waitUntil(lambda w=window, t=words[seat]: said(w) == t, timeout=5000)

    assert c.to_act() == 0  # Lorenzo decides first at this seed
    everyone_reads(0, {1: "Waiting for Lorenzo (at the host's table)…",
                       2: "Waiting for Lorenzo (at the host's table)…"})
    shot(bo, "remote-turns-host-person-en")
    assert "thinking" not in said(bo) and "thinking" not in said(cy)
    while c.to_act() == 0:
        assert host.table.play_move(c.legal_moves()[0])
    everyone_reads(1, {0: "Waiting for Bo (at their own computer)…",
                       2: "Waiting for Bo (at their own computer)…"})
    while c.to_act() == 1:
        play_for(qtbot, bo, host)
    everyone_reads(2, {0: "Waiting for Cy (at their own computer)…",
                       1: "Waiting for Cy (at their own computer)…"})
    while c.to_act() == 2:
        play_for(qtbot, cy, host)
    everyone_reads(3, {0: "Dee is thinking…", 1: "Dee is thinking…", 2: "Dee is thinking…"})
    shot(bo, "remote-turns-computer-en")

    # in French (the language is the program's: every window speaks it here)
    host.set_language("fr")
    try:
        bo.table._say_status()
        assert said(bo) == "Dee réfléchit…"
        c_bo = bo.controller
        assert c_bo.seat_kind(0) == "host" and c_bo.seat_kind(2) == "remote"
        host.bots.cancel()  # Dee decides at once now
        host.bots.delay_ms = 0
        host.bots.poll()
        everyone_reads(0, {1: "En attente de Lorenzo (à la table de l'hôte)…",
                           2: "En attente de Lorenzo (à la table de l'hôte)…"})
        shot(cy, "remote-turns-host-person-fr")
    finally:
        host.set_language("en")

    # Cy leaves: Bo and Lorenzo read that the game waits for her, not that she thinks
    host.bots.delay_ms = 600000
    cy.seating.joining().leave()
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: bo.controller.seat_kind(2) == "away", timeout=10000)
    qtbot.waitUntil(lambda: said(bo) == "Waiting for Cy.", timeout=10000)
    assert said(host) == "The game waits for Cy."

    # Lorenzo gives Cy's seat to the computer: Bo's table now says the computer thinks there
    hosting.give_to_computer([2])
    qtbot.waitUntil(lambda: bo.controller.seat_kind(2) == "computer", timeout=10000)
    assert bo.controller.table.kinds[2] == "computer"


def test_the_notice_the_table_waits_on_is_not_left_under_the_side_drawer(
        make_window: Any, qtbot: Any) -> None:
    """At 1350 pixels the side panels fold into a drawer over the table's right side: Ada reads
    the Moves there when Bo leaves; the notice that the game waits for him (with its buttons)
    is not half under the drawer: the drawer closes, as it does for a score sheet."""
    host = host_window(make_window, qtbot, ["person", "remote"])
    host.resize(1350, 855)
    hosting = host.seating.hosting()
    assert hosting.dialog is not None
    hosting.dialog.close()
    bo = join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: host.folding.folded)
    host.folding.reveal(host.moves_dock)
    assert host.folding.is_open()
    bo.seating.joining().leave()
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    assert hosting.notice.title.text() == "Bo left the table"
    assert not host.folding.is_open()
    shot(host, "remote-turns-left-no-drawer-en")


def test_no_move_is_offered_at_the_host_while_the_table_waits(make_window: Any,
                                                               qtbot: Any) -> None:
    """While Bo is away, Ada's Moves panel lists nothing she could not play anyway (a move
    chosen there was refused: "The game waits for Bo."); back, her moves are offered again
    and her turn is said."""
    host = host_window(make_window, qtbot, ["person", "remote"])
    hosting = host.seating.hosting()
    assert hosting.dialog is not None
    hosting.dialog.close()
    c = host.controller
    assert c.to_act() == 0 and c.rules.legal_moves(c.state)
    assert c.legal_moves() == [] and host.moves_dock.moves == []
    assert not host.table.scene.moves
    bo = join(make_window, qtbot, host, 1)
    qtbot.waitUntil(lambda: not hosting.notice.isVisible(), timeout=10000)
    assert c.legal_moves() == c.rules.legal_moves(c.state)
    assert host.moves_dock.moves and host.table.scene.moves
    assert host.table.banner.label.text().startswith("Your turn, Ada")
    bo.seating.joining().leave()
    qtbot.waitUntil(lambda: hosting.notice.isVisible(), timeout=10000)
    assert host.moves_dock.moves == [] and not host.table.scene.moves
