"""Seams of a seven-player evening of Les 7 Blasons, each played with the mouse: the game log
tells who takes a trick, or that nobody does (seed 004, Déroulement)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tablebot import card_centre, drag, lift_curtain, shot, zone_point

from medici_table.ui.window import MainWindow

NAMES7 = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]

# RULINGS' example: 5, 5 then Cy's 3 — the fives cancel and the 3 takes the trick. The coats all
# lie in the pool, so no power has anything to act on: the last card settles the trick.
TIE = """
game: les_7_blasons
players: [Ada, Bo, Cy]
seed: 1
position:
  houses: [grandbois, guilloux, bellay]
  leader: Ada
  trick: [grandbois.intendant, guilloux.intendant]
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_tells_who_takes_the_trick_and_why(qtbot: Any, lang: str,
                                                   make_window: Callable[..., MainWindow]) -> None:
    window = make_window(game="les_7_blasons", names=["Ada", "Bo", "Cy"], position=TIE,
                         size=(1024, 768))
    window.set_language(lang)
    lift_curtain(qtbot, window)
    with qtbot.waitSignal(window.controller.move_applied, timeout=2000):
        drag(qtbot, window, card_centre(window, "bellay.magistrat"),
             zone_point(window, "trick", 0.5, 0.5))
    want = {"en": "Cy plays the Magistrat (3) — Cy takes the trick with the 3 "
                  "(the 5s cancel out)",
            "fr": "Cy joue : Magistrat (3) — Cy fait le pli avec le 3 (les 5 s'annulent)"}[lang]
    qtbot.waitUntil(lambda: any(line.endswith(want) for line in window.log_dock.texts))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_seven_seats_keep_the_new_game_dialog_inside_the_screen(qtbot: Any, tmp_path: Any,
                                                                lang: str) -> None:
    """Game → New game over a three-player table, the count raised to 7 with the keyboard: the
    seats go two a row and the dialog grew from its left edge past the screen's right one
    ('Play against the computer' and Cancel cut off in a 1024x768 screen)."""
    from journeys import window
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    from medici_table.ui.dialogs import NewGameDialog

    w = window(qtbot, tmp_path / "w", game="les_7_blasons", n=3, lang=lang)
    screen = w.screen().availableGeometry()
    w.setGeometry(screen)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(NewGameDialog) if d.isVisible())
    dialog.move(screen.right() - dialog.frameGeometry().width() - 10, screen.top() + 40)
    narrow = dialog.frameGeometry().width()
    qtbot.mouseClick(dialog.count, Qt.MouseButton.LeftButton)
    for _ in range(4):
        qtbot.keyClick(dialog.count, Qt.Key.Key_Up)
    assert len(dialog.names) == 7
    qtbot.waitUntil(lambda: dialog.frameGeometry().width() > narrow)
    qtbot.waitUntil(lambda: screen.contains(dialog.frameGeometry()))
    cancel = dialog.findChildren(QDialogButtonBox)[0].button(
        QDialogButtonBox.StandardButton.Cancel)
    assert screen.contains(cancel.mapToGlobal(cancel.rect().bottomRight()))
    assert screen.contains(dialog.vs_computer.mapToGlobal(dialog.vs_computer.rect().topRight()))
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turn_banner_keeps_its_sentence_on_one_line_when_there_is_room(
        qtbot: Any, lang: str, make_window: Callable[..., MainWindow]) -> None:
    """Medici at three (nothing hidden, no curtain) at 1500x950: a turn of the action bar's
    buttons, the next person's turn begins — the banner broke 'À vous, Clarice — faites une
    offre ou passez (vous avez 30 deniers)' over two lines over a table with room for it (and
    'Your turn, Aubigny — play a card' at Les 7 Blasons at 1024x768)."""
    from PySide6.QtCore import Qt

    from medici_table.ui.sequencer import BANNER

    window = make_window(game="medici", names=["Ada", "Bo", "Cy"], seed=5, size=(1500, 950))
    window.set_language(lang)
    table = window.table
    c = window.controller
    first = c.to_act()
    bar = table.action_bar
    while c.to_act() == first:
        qtbot.waitUntil(lambda: bool(bar.buttons) and bar.isVisible(), timeout=2000)
        with qtbot.waitSignal(c.move_applied, timeout=2000):
            qtbot.mouseClick(bar.buttons[-1], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.sequencer.has(BANNER), timeout=2000)
    label = table.banner.label
    assert label.text().startswith({"en": "Your turn, ", "fr": "À vous, "}[lang])
    assert label.height() < 1.6 * label.fontMetrics().lineSpacing(), label.text()
    assert table.banner.width() < table.width()
    shot(window, f"evening-banner-one-line-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_seven_players_finished_list_keeps_inside_a_small_screen(qtbot: Any, tmp_path: Any,
                                                                  lang: str) -> None:
    """A seven-player game finished, Game → Finished games (Ctrl+Shift+F) in an 800-pixel
    screen: the dialog (820 pixels) ran past the screen's edge, Close cut off, and the players
    with their scores pushed the result out of sight."""
    from journeys import played, saves_of, window
    from PySide6.QtCore import Qt

    w = window(qtbot, tmp_path / "w", game="les_7_blasons", n=3, lang=lang)
    screen = w.screen().availableGeometry()
    archive = saves_of(w).autosaver.archive
    record = played("les_7_blasons", ["person"] + ["random"] * 6, 10**6, seed=31)
    archive.keep(record.to_save(), ended=1_740_000_000)
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    listing = saves_of(w).finished_list
    assert listing is not None and listing.isVisible()
    assert screen.contains(listing.frameGeometry()), (listing.frameGeometry(), screen)
    tree = listing.list
    row = tree.topLevelItem(0)
    assert row is not None and all(name in row.text(2) for name in record.players)
    header = tree.header()
    assert header.sectionViewportPosition(3) + header.sectionSize(3) <= tree.viewport().width()
    shot(listing, f"finished_games_seven_{lang}")
    qtbot.mouseClick(listing.findChildren(type(listing.replay_button))[-1],
                     Qt.MouseButton.LeftButton)


# Round 1's last trick: Ada's and Bo's Bourgeois (7) are down and cancel; every other card of
# the round was set aside. Cy's Bourgeoise (6) takes it.
LAST_TRICK = """
game: les_7_blasons
players: [Ada, Bo, Cy]
seed: 4
position:
  leader: Ada
  last_winner: Bo
  trick: [aubigny.bourgeois, bellay.bourgeois]
  set_aside: [aubigny.malandrin, aubigny.manant, aubigny.menetrier, aubigny.magistrat,
               aubigny.religieux, aubigny.intendant, aubigny.bourgeoise, bellay.malandrin,
               bellay.manant, bellay.menetrier, bellay.magistrat, bellay.religieux,
               bellay.intendant, bellay.bourgeoise, contades.malandrin, contades.manant,
               contades.menetrier, contades.magistrat, contades.religieux, contades.intendant,
               contades.bourgeois]
"""


def last_card_laid(qtbot: Any, make_window: Callable[..., MainWindow], lang: str,
                   size: tuple[int, int]) -> MainWindow:
    """`LAST_TRICK` on the table in `lang`, its last card dragged onto the trick."""
    window = make_window(game="les_7_blasons", names=["Ada", "Bo", "Cy"], position=LAST_TRICK,
                         size=size)
    window.set_language(lang)
    lift_curtain(qtbot, window)
    with qtbot.waitSignal(window.controller.move_applied, timeout=2000):
        drag(qtbot, window, card_centre(window, "contades.bourgeoise"),
             zone_point(window, "trick", 0.5, 0.5))
    return window


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_round_sheet_says_why_its_leader_leads(qtbot: Any, lang: str,
                                                   make_window: Callable[..., MainWindow]) -> None:
    """Seed 004: "A la manche suivante, c'est le joueur qui a fait le dernier pli qui fera
    l'entame" — the sheet said only "Cy leads round 2"."""
    from gestures import make

    window = last_card_laid(qtbot, make_window, lang, (1024, 768))
    c = window.controller
    assert c.state.phase == "winner" and c.to_act() == 2
    make(qtbot, window, c.legal_moves()[0])  # Cy's free action: a coat from the pool
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.pages[-1].note.endswith(
        {"en": " Cy took the last trick won and leads round 2.",
         "fr": " Cy a fait le dernier pli remporté et entame la manche 2."}[lang])
    shot(window, f"evening-blasons-round-sheet-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ones_own_coats_leave_their_label_in_sight(qtbot: Any, lang: str,
                                                   make_window: Callable[..., MainWindow]) -> None:
    """In an 800x600 window the shields of 'Your coats of arms' covered the label's foot."""
    from medici_table.ui.games.les_7_blasons_art import Shield
    from medici_table.ui.items import label_box

    window = make_window(game="les_7_blasons", names=NAMES7, seed=3, size=(800, 600))
    window.set_language(lang)
    lift_curtain(qtbot, window)
    scene = window.table.scene
    me = window.controller.to_act()
    zone = scene.zones[f"coats.{me}"]
    assert zone.zone.label == {"en": "Your coats of arms", "fr": "Vos blasons"}[lang]
    label_foot = zone.mapToScene(label_box(zone.zone).bottomLeft()).y()
    mine = [item for item in scene.cards.values() if isinstance(item.piece.back, Shield)
            and zone.sceneBoundingRect().contains(item.sceneBoundingRect().center())]
    assert mine and all(item.pos().y() >= label_foot for item in mine), \
        ([item.pos().y() for item in mine], label_foot)
    shot(window, f"evening-blasons-800-{lang}")
