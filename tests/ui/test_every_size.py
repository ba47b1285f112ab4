"""Every game's fullest table at a laptop's 1024x700, a 1366x768 and a 1920x1080 window: the
table keeps at least 70% of the window (the side panels fold into a drawer when it is narrow),
every seat's panel and hand is inside the visible table, the deciding seat is lit; the table
is fitted again after a new game, and keeps its size when the action bar comes and goes; the
new-game dialog with the most seats fits a 1024x700 screen with its OK button in sight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton, QWidget
from sequence import game_ends, just_before, put
from tablebot import lift_curtain, read_sheets, shot
from test_legibility import painted_texts

from benchmarks.fullest import find
from benchmarks.ui_table import show_fullest
from medici_table import games
from medici_table.ui.dialogs import GameConfig, NewGameDialog
from medici_table.ui.window import MainWindow

GAMES = ("court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons")
SIZES = ((1024, 700), (1366, 768), (1920, 1080))
TABLE_SHARE = 0.70


def visible_rect(window: MainWindow) -> QRect:
    """The part of the window where the table is seen: the view, less an open drawer."""
    view = window.table.view
    top_left = view.viewport().mapTo(window, view.viewport().rect().topLeft())
    return QRect(top_left, view.viewport().size())


def on_window(window: MainWindow, rect: QRectF) -> QRect:
    view = window.table.view
    box = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapTo(window, box.topLeft()), box.size())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_table_keeps_the_window_and_every_seat_is_in_sight(
        make_window: Callable[..., MainWindow], game: str, size: tuple[int, int]) -> None:
    full = find(game)
    window = make_window(game=game, names=full.players, size=size)
    show_fullest(window, full)
    QApplication.processEvents()
    seen = visible_rect(window)
    share = seen.width() * seen.height() / (window.width() * window.height())
    assert share >= TABLE_SHARE, f"{game} at {size}: the table has {share:.0%} of the window"
    assert window.folding.folded == (size[0] < 1440)
    assert window.table.view.fitted
    layout = window.table.scene.layout_
    assert layout is not None
    inside = seen.adjusted(-1, -1, 1, 1)
    for zone in layout.zones:  # every seat's panel, hand, pile and board
        box = on_window(window, QRectF(zone.x, zone.y, zone.w, zone.h))
        assert inside.contains(box), f"{game} at {size}: {zone.id} {box} is outside {seen}"
    for item in window.table.scene.cards.values():
        box = on_window(window, item.mapRectToScene(QRectF(0, 0, item.w, item.h)))
        assert inside.contains(box), f"{game} at {size}: {item.piece.id} is outside {seen}"
    shot(window, f"size-{game}-{size[0]}x{size[1]}")


@pytest.mark.parametrize("game", GAMES)
def test_the_deciding_seat_is_lit_on_the_table(make_window: Callable[..., MainWindow],
                                               game: str) -> None:
    full = find(game)
    window = make_window(game=game, names=full.players, size=(1366, 768))
    show_fullest(window, full)
    scene = window.table.scene
    layout = scene.layout_
    assert layout is not None and layout.decider, f"{game} names no deciding seat"
    seat = window.controller.to_act()
    assert str(seat) in layout.decider
    if layout.decider in scene.zones:  # a zone: framed by the table's gold light
        z = scene.zones[layout.decider].zone
        panel = QRectF(z.x, z.y, z.w, z.h)
    else:  # a seat's plaque
        item = scene.cards[layout.decider]
        panel = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
    assert scene.seat_light.isVisible()
    assert scene.seat_light.sceneBoundingRect().contains(panel)


def test_a_new_game_is_fitted_whatever_the_zoom_was(make_window: Callable[..., MainWindow],
                                                    qtbot: Any) -> None:
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), size=(1024, 700))
    view = window.table.view
    view.zoom_by(2.0)
    assert not view.fitted
    window.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 5))  # under a curtain
    assert window.table.curtain.isVisible()
    lift_curtain(qtbot, window)
    assert view.fitted
    table = view.mapFromScene(window.table.scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(table)


def test_the_next_person_sees_the_whole_table_after_the_curtain(
        make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    """Ada zoomed in on her hand; the table is passed to Bo: he sees it whole."""
    window = make_window(size=(1024, 700))
    view, c = window.table.view, window.controller
    view.zoom_by(2.5)
    assert not view.fitted
    while c.to_act() == 0:
        window.table.play_move(c.legal_moves()[0])
    assert window.table.curtain.isVisible()
    lift_curtain(qtbot, window)
    assert view.fitted
    table = view.mapFromScene(window.table.scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(table)


@pytest.mark.parametrize("game", GAMES)
def test_the_table_does_not_jump_when_the_action_bar_comes_and_goes(
        make_window: Callable[..., MainWindow], qtbot: Any, game: str) -> None:
    """Twenty moves of a three-person game: the table keeps its place and scale whether the
    action or number bar is up or not."""
    window = make_window(game=game, names=("Ada", "Bo", "Cy")[:games.get(game).meta.max_players],
                         size=(1024, 700))
    view, table = window.table.view, window.table
    QApplication.processEvents()  # the side panels folded (a 1024-pixel window)
    before = (view.viewport().geometry(), view.transform().m11())
    heights, bars = set(), set()
    for _ in range(20):
        if window.controller.is_over():
            break
        bars.add(not table.action_bar.isHidden() or not table.number_bar.isHidden())
        table.play_move(window.controller.legal_moves()[-1])
        read_sheets(qtbot, window)
        lift_curtain(qtbot, window)
        heights.add((view.viewport().geometry().getRect(), round(view.transform().m11(), 6)))
    assert heights == {(before[0].getRect(), round(before[1], 6))}, f"bars {bars}"


@pytest.mark.parametrize("game", GAMES)
def test_the_new_game_dialog_with_every_seat_fits_a_laptop(qtbot: Any, game: str,
                                                           tmp_path: Any) -> None:
    from PySide6.QtCore import QSettings
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings, None, "fr", game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(games.get(game).meta.max_players)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.adjustSize()
    assert dialog.width() <= 1024 and dialog.height() <= 700 - 60, \
        f"{game}: the dialog is {dialog.width()}x{dialog.height()}"
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    at = ok.mapTo(dialog, ok.rect().topLeft())
    assert dialog.rect().contains(QRect(at, ok.size())) and ok.isVisible()
    for widget in (*dialog.names, *dialog.kinds):
        assert isinstance(widget, QWidget) and widget.isVisible()
    if game == "les_7_blasons":
        shot(dialog, f"new-game-{game}-{len(dialog.names)}-seats")


def test_the_final_window_of_seven_players_fits_a_laptop(make_window: Callable[..., MainWindow],
                                                        qtbot: Any) -> None:
    """Les 7 Blasons at seven: the ranking and its buttons inside a 1024x700 screen."""
    names = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]
    window = make_window(game="les_7_blasons", names=names, size=(1024, 700))
    rules, state, move = just_before("les_7_blasons", names, 5, game_ends)
    put(window, rules, state)
    lift_curtain(qtbot, window)
    assert window.table.play_move(move)
    read_sheets(qtbot, window)
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    frame = dialog.frameGeometry()
    assert frame.width() <= 1024 and frame.height() <= 700, f"{frame.size()}"
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():
            at = button.mapTo(dialog, button.rect().topLeft())
            assert dialog.rect().contains(QRect(at, button.size())), button.text()
    shot(dialog, "final-7-players-1024x700")


@pytest.mark.parametrize("game", GAMES)
def test_the_final_window_writes_every_word_whole_on_an_800_pixel_screen(
        make_window: Callable[..., MainWindow], qtbot: Any, game: str) -> None:
    """Qt sizes a window whose words wrap at two thirds of the screen at most: on an 800-pixel
    screen (the tests' own) Louis XIV's final window at four was 533 pixels wide and cut
    "Coats of arms" and "Guillaume" short. It is now as wide as its ranking."""
    n = games.get(game).meta.max_players
    names = ["Guillaume", "Ada", "Bo", "Cy", "Di", "Ed", "Flo"][:n]
    window = make_window(game=game, names=names, size=(760, 560))
    rules, state, move = just_before(game, names, 5, game_ends)
    put(window, rules, state)
    lift_curtain(qtbot, window)
    assert window.table.play_move(move)
    read_sheets(qtbot, window)
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    for label in dialog.ranking_frame.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap():
            assert label.width() >= label.sizeHint().width(), (label.text(), label.width())
    assert dialog.frameGeometry().width() <= 800
    shot(dialog, f"final-{game}-{n}-players-800")


@pytest.mark.parametrize("size", [(760, 560), (700, 520), (760, 480)])
def test_no_written_sheet_is_left_blank_at_the_end_of_five_players_in_a_small_window(
        make_window: Callable[..., MainWindow], qtbot: Any, size: tuple[int, int]) -> None:
    """Courtisans at five, the game over, in an 800x600 screen's window: every player's
    missions are shown on a sheet, and one of them was an empty parchment (its text and then
    its title, "Missions de Lucrezia", too long for a line there). A sheet that cannot hold its
    text shows its title, on two lines if need be."""
    from medici_table.ui.items import zone_scene_rect

    names = ["Isabella", "Lorenzo", "Lucrezia", "Cosimo", "Beatrice"]
    window = make_window(game="courtisans", names=names, size=size)
    window.set_language("fr")
    rules, state, move = just_before("courtisans", names, 5, game_ends)
    put(window, rules, state)
    lift_curtain(qtbot, window)
    assert window.table.play_move(move)
    read_sheets(qtbot, window)
    if window.game_over_dialog is not None:
        window.game_over_dialog.reject()
    QApplication.processEvents()
    layout = window.table.scene.layout_
    assert layout is not None
    sheets = [z for z in layout.zones if z.kind == "note"]
    assert len(sheets) >= 5
    view = window.table.view
    image = view.viewport().grab().toImage()
    for zone in sheets:
        box = view.mapFromScene(zone_scene_rect(zone)).boundingRect().adjusted(4, 4, -4, -4)
        ink = sum(1 for x in range(box.left(), box.right(), 2) for y in range(box.top(),
                  box.bottom(), 2) if image.pixelColor(x, y).value() < 90)
        assert ink > 20, f"{zone.label.partition(chr(10))[0]!r} is an empty sheet"
    written = {text for text, px in painted_texts(window) if px >= 9 - 0.01}
    for zone in sheets:  # its title or its text, whole and readable
        head, _, body = zone.label.partition("\n")
        assert head in written or body in written, zone.label
    shot(window, "courtisans-5-end-800")


def test_the_score_sheet_stays_whole_on_an_800_by_600_screen(
        make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    """The score sheet opened at 1000 x 640 pixels: on an 800 x 600 screen (the tests' own) its
    Close button lay past the screen's edge."""
    from tablebot import MEDICI_EMPTY_BOATS, MEDICI_SEASON_END

    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS,
                         size=(760, 560))
    for move in MEDICI_SEASON_END():
        assert window.table.play_move(move)
    read_sheets(qtbot, window)
    sheet = window.show_score_sheet()
    qtbot.waitUntil(sheet.isVisible)
    free = sheet.screen().availableGeometry()
    assert free.contains(sheet.frameGeometry()), (free, sheet.frameGeometry())
    close = sheet.close_button
    at = close.mapToGlobal(close.rect().center())
    assert free.contains(at)
    assert sheet.list.count() == 1 and not sheet.list.isVisible()  # one: nothing to choose
    shot(sheet, "score-sheet-800x600")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()
