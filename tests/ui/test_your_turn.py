"""Your turn at a glance: a banner names the person whose decision begins (in English and in
French) and holds nothing; a computer's move travels from its seat to its place, one thing at
a time through the sequencer, and no one acts on the table while it moves."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from tablebot import card_centre, drag, read_sheets, shot, zone_point

from medici_table import games
from medici_table.ui import theme
from medici_table.ui.gameconfig import GameConfig
from medici_table.ui.hurry import FAST_FACTOR
from medici_table.ui.sequencer import BANNER, MOTION
from medici_table.ui.table import TRAVEL_FACTOR
from medici_table.ui.window import MainWindow

NAMES = ["Ada", "Bo", "Cy"]


def test_a_banner_says_whose_turn_it_is_and_goes_at_a_press(
        make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    """Medici: nothing hidden, no curtain between the players — the banner names the next."""
    window = make_window(game="medici", names=NAMES, size=(1024, 700))
    table = window.table
    c = window.controller
    while c.to_act() == 0:  # Ada's turn, to its end: then Bo decides
        table.play_move(c.legal_moves()[-1])
        read_sheets(qtbot, window)
    qtbot.waitUntil(lambda: table.sequencer.has(BANNER), timeout=2000)
    decider = window.controller.players()[window.controller.to_act()]
    assert table.banner.isVisible() and table.banner.label.text().startswith(
        f"Your turn, {decider} — ")
    assert not table.presenting() and table.scene.interactive  # it holds nothing
    shot(window, "banner-en")
    window.set_language("fr")
    assert table.banner.label.text().startswith(f"À vous, {decider} — "), \
        table.banner.label.text()
    shot(window, "banner-fr")
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.view.viewport().rect().topLeft() + QPointF(5, 5).toPoint())
    assert table.banner.isHidden() and not table.sequencer.has(BANNER), table.sequencer.kinds()


def _solo(qtbot: Any, tmp_path: Path, anim_ms: int) -> MainWindow:
    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 5,
                                   ["person", "random"]), settings, anim_ms=anim_ms)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: getattr(window, "bots", None) is not None)
    window.bots.delay_ms = 0
    return window


def _person_plays(qtbot: Any, window: MainWindow) -> None:
    """Ada drags a card of her hand to her Outer Court, as a hand would."""
    c = window.controller
    move = next(m for m in c.legal_moves() if m.kind == "outer")
    assert move.card is not None and move.target is not None
    drag(qtbot, window, card_centre(window, move.card), zone_point(window, move.target))
    while c.to_act() == 0:  # and ends her turn (she draws)
        window.table.play_move(c.legal_moves()[0])


def test_a_computers_move_travels_and_the_table_waits_for_it(qtbot: Any,
                                                             tmp_path: Path) -> None:
    window = _solo(qtbot, tmp_path, anim_ms=180)
    table, c = window.table, window.controller
    moved: list[Any] = []
    window.bots.played.connect(lambda seat, move: moved.append(move))
    _person_plays(qtbot, window)
    qtbot.waitUntil(lambda: bool(moved), timeout=10_000)
    assert table.sequencer.has(MOTION) and table.presenting()
    assert not table.scene.interactive  # no one acts on a table still moving
    played = moved[0].card
    item = table.scene.card_item(played) if played else None
    if item is not None:  # what it played left from Bo's seat, above the table
        assert item.animating and item.pos() != item.home and item.zValue() >= 9000
    history = len(c.session.history)
    assert c.to_act() == 0 or table.bot_turn()
    if c.to_act() == 0:  # Ada tries at once: her drag does nothing while the card moves
        move = next(m for m in c.legal_moves() if m.kind == "outer")
        assert move.card is not None and move.target is not None
        drag(qtbot, window, card_centre(window, move.card), zone_point(window, move.target))
        assert len(c.session.history) == history
    qtbot.waitUntil(lambda: not table.sequencer.has(MOTION), timeout=5000)
    assert not table.scene.animating()
    if item is not None:
        assert item.pos() == item.home and item.zValue() == item.piece.z
    qtbot.waitUntil(lambda: c.to_act() == 0 and table.scene.interactive, timeout=10_000)
    window.bots.detach()
    window.bots.shutdown()


def test_the_pace_follows_fast_play_and_travel_can_be_turned_off(qtbot: Any,
                                                                 tmp_path: Path) -> None:
    window = _solo(qtbot, tmp_path, anim_ms=180)
    table, hurry = window.table, window.hurry
    hurry.fast.trigger()  # Fast play: a third of the time
    assert table.scene.anim_ms * TRAVEL_FACTOR == 180 // FAST_FACTOR * TRAVEL_FACTOR
    hurry.travel.trigger()  # off: a computer's move appears at once
    assert not hurry.travel.isChecked() and not table.travel_on
    assert window.settings.value("view/travel") in (False, "false")
    moved: list[Any] = []
    window.bots.played.connect(lambda seat, move: moved.append(move))
    _person_plays(qtbot, window)
    qtbot.waitUntil(lambda: bool(moved), timeout=10_000)
    assert not table.sequencer.has(MOTION)
    window.bots.detach()
    window.bots.shutdown()


GAMES = ("court_of_the_medici", "courtisans", "les_7_blasons", "louis_xiv", "medici")


@pytest.mark.parametrize("game", GAMES)
def test_the_banner_keeps_the_cards_just_laid_in_sight(qtbot: Any, tmp_path: Path,
                                                        game: str) -> None:
    """Against the computer, 'Your turn, Isabella — …' lay over the middle of the table's top
    edge for three seconds, often over the cards the computer had just laid there (Courtisans:
    its domain). It still lies over the top edge, but moves aside, left or right, when that
    hides less of them."""
    from journeys import window

    n = games.get(game).meta.min_players
    w = window(qtbot, tmp_path, game=game, kinds=["person"] + ["normal"] * (n - 1), n=n)
    w.resize(1366, 768)
    table = w.table
    turns, aside = 0, 0
    while turns < 4 and not w.controller.is_over():
        while True:  # the computers play; a scoring sheet on the way is read
            qtbot.waitUntil(lambda: w.controller.is_over() or not table.bot_turn()
                            or table.interlude.isVisible(), timeout=20000)
            if not table.interlude.isVisible():
                break
            read_sheets(qtbot, w)
        qtbot.waitUntil(lambda: table.sequencer.has(BANNER) or not table.presenting(),
                        timeout=5000)
        if table.sequencer.has(BANNER):
            banner = table.banner
            middle = banner.geometry().translated(
                (table.stage.width() - banner.width()) // 2 - banner.x(), 0)
            hidden = table._fresh_under(banner.geometry())
            assert hidden <= table._fresh_under(middle)
            assert table.stage.rect().contains(banner.geometry())
            assert banner.y() == max(8, table.stage.height() // 14)  # over the top edge
            if banner.x() != middle.x():
                assert hidden < table._fresh_under(middle)
                aside += 1
                shot(w, f"banner_aside_{game}")
            turns += 1
        mine = w.controller.legal_moves()
        if not mine:
            break
        table.play_move(mine[0])
        read_sheets(qtbot, w)
    assert turns >= 1, f"{game}: the person's banner never came"
    if game == "courtisans":  # the computer lays a card in its domain, under the banner
        assert aside >= 1
