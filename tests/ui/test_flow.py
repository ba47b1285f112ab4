"""The flow of a game on the table: curtain, undo, clicks instead of drags, careless input."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from tablebot import POSITION, card_centre, click, drag, lift_curtain, shot, zone_point

from medici_table.engine import Move

COUNT = "della_rovere.count.1"


def _play_and_draw(qtbot: Any, window: Any) -> None:
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert window.controller.state.phase == "draw"
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m.kind == "draw"):
        click(qtbot, window, card_centre(window, "deck.0"))


def test_curtain_covers_the_table_until_the_next_player_clicks(qtbot: Any,
                                                                make_window: Any) -> None:
    window = make_window(position=POSITION)
    _play_and_draw(qtbot, window)
    table = window.table
    assert table.curtain.isVisible()
    assert "Pass the computer to Bo" in table.curtain.text
    # behind the curtain nothing of Bo's hand is drawn yet, and the table takes no input
    assert "gonzaga.poet.1" not in table.scene.cards
    assert not table.scene.interactive
    assert not window.moves_dock.moves and "covered" in window.moves_dock.why_shown
    shot(window, "curtain")
    lift_curtain(qtbot, window)
    assert table.viewer == 1
    assert "gonzaga.poet.1" in table.scene.cards  # Bo now sees his own hand...
    assert not any(c.startswith("della_rovere") and c in window.controller.state.hands[0]
                   for c in table.scene.cards)  # ...and not Ada's
    assert "Bo" in window.status_label.text()
    # what Ada did is ringed for Bo, who did not see it happen
    assert table.scene.card_item(COUNT).recent
    assert not table.scene.cards["deck.0"].recent
    shot(window, "after_curtain")


def test_undo_takes_back_a_play_but_not_a_draw(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    state = window.controller.state
    assert COUNT in state.hands[0] and state.phase == "play"
    item = window.table.scene.card_item(COUNT)
    assert item is not None and item.piece.card == COUNT  # back in the hand, movable again
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert window.controller.state.phase == "draw"
    click(qtbot, window, card_centre(window, "deck.0"))
    lift_curtain(qtbot, window)
    assert not window.undo_action.isEnabled()  # the draw showed Ada a card
    window.undo()
    assert window.controller.state.to_act == 1


def test_click_then_click_instead_of_dragging(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    click(qtbot, window, card_centre(window, COUNT))
    scene = window.table.scene
    assert scene.drag.selected is not None
    assert scene.zones["outer.0"].lit and scene.zones["della_rovere.banker.1"].lit
    assert not scene.zones["outer.1"].lit
    with qtbot.waitSignal(window.controller.move_applied):
        click(qtbot, window, zone_point(window, "outer.0"))
    assert window.controller.state.outer[0][-1] == (COUNT,)


def test_moves_panel_plays_by_keyboard(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    listing = window.moves_dock.list
    texts = [listing.item(i).text() for i in range(listing.count())]
    row = next(i for i, t in enumerate(texts) if "Count" in t and "Outer Court" in t)
    listing.setCurrentRow(row)
    with qtbot.waitSignal(window.controller.move_applied):
        qtbot.keyClick(listing, Qt.Key.Key_Return)
    assert window.controller.state.phase == "draw"


def test_careless_input_is_harmless(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    scene = window.table.scene
    # the opponent's cards cannot be picked up
    back = scene.cards["hand.1.0"]
    home = back.pos()
    drag(qtbot, window, back.mapToScene(back.boundingRect().center()),
         zone_point(window, "outer.1"))
    assert back.pos() == home and window.controller.session.history == []
    # a drop outside every zone sends the card home without a word
    item = scene.card_item(COUNT)
    home = item.pos()
    drag(qtbot, window, card_centre(window, COUNT), QPointF(8, 600))
    assert item.pos() == home
    assert not window.table.message.isVisible()
    # while a prompt is up, the table takes no move
    drag(qtbot, window, card_centre(window, "della_rovere.jester.1"), zone_point(window, "outer.0"))
    assert window.table.prompt.isVisible()
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert window.controller.state.phase == "jester_value"
    # resizing mid-drag loses nothing
    window.table.prompt.buttons[2].click()
    click(qtbot, window, card_centre(window, "deck.0"))
    lift_curtain(qtbot, window)
    viewport = window.table.view.viewport()
    start = window.table.view.mapFromScene(card_centre(window, "gonzaga.poet.1"))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + start.__class__(20, -20))
    window.resize(1200, 800)
    qtbot.mouseMove(viewport, pos=window.table.view.mapFromScene(zone_point(window, "outer.1")))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                       pos=window.table.view.mapFromScene(zone_point(window, "outer.1")))
    assert window.controller.session.history[-1].move == Move(
        "outer", card="gonzaga.poet.1", target="outer.1")


def test_a_click_during_a_slide_only_settles_the_cards(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    scene = window.table.scene
    scene.anim_ms = 5000  # long enough that the click surely comes during the slide
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert scene.animating()
    click(qtbot, window, card_centre(window, "deck.0"))  # would draw, were it not sliding
    assert not scene.animating()
    assert window.controller.state.phase == "draw"
    scene.anim_ms = 0


def test_escape_puts_a_selected_card_down(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    click(qtbot, window, card_centre(window, COUNT))
    assert window.table.scene.drag.selected is not None
    qtbot.keyClick(window.table.view.viewport(), Qt.Key.Key_Escape)
    assert window.table.scene.drag.selected is None
    assert not window.table.scene.zones["outer.0"].lit


def test_run_starts_and_quits(qtbot: Any, tmp_path: Any) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from medici_table.ui.app import run
    from medici_table.ui.window import MainWindow

    def close() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                   and w.isVisible()]
        assert windows and windows[0].controller.players() == ("Ada", "Bo")
        for w in windows:
            w.close()
            w.deleteLater()
        QApplication.quit()

    QTimer.singleShot(0, close)
    assert run(["--players", "Ada,Bo", "--seed", "4",
                "--settings", str(tmp_path / "s.ini")]) == 0


def test_the_table_speaks_french(qtbot: Any, tmp_path: Any) -> None:
    from PySide6.QtCore import QSettings

    from medici_table.ui import i18n
    from medici_table.ui.dialogs import GameConfig
    from medici_table.ui.window import MainWindow

    settings = QSettings(str(tmp_path / "fr.ini"), QSettings.Format.IniFormat)
    try:
        window = MainWindow(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 3), settings,
                            anim_ms=0, lang="fr")
        qtbot.addWidget(window)
        assert window.table.curtain.text == "Passez l'ordinateur à Ada"
        assert window.log_dock.windowTitle() == "Journal"
        window.table.curtain.lift()
        assert "Ada" in window.status_label.text()
    finally:
        i18n.set_lang("en")


def test_wheel_zooms_and_fit_restores_even_mid_drag(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window = make_window(position=POSITION)
    view = window.table.view
    viewport = view.viewport()
    fitted = view.transform().m11()
    start = view.mapFromScene(card_centre(window, COUNT))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + QPoint(15, -15))
    wheel = QWheelEvent(QPointF(start), QPointF(viewport.mapToGlobal(start)), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    under = view.mapToScene(start)
    QApplication.sendEvent(viewport, wheel)
    assert view.transform().m11() > fitted * 1.2
    moved = view.mapToScene(start) - under
    assert abs(moved.x()) < 3 and abs(moved.y()) < 3  # zoomed about the pointer
    end = view.mapFromScene(zone_point(window, "outer.0", 0.1, 0.5))
    qtbot.mouseMove(viewport, pos=end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert window.controller.state.outer[0][-1] == (COUNT,)
    view.fit()
    assert abs(view.transform().m11() - fitted) < 1e-6


def test_hints_off_lights_nothing_until_a_card_is_picked(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    scene = window.table.scene
    assert scene.card_item(COUNT).hint
    window.hints_action.trigger()
    assert not scene.card_item(COUNT).hint
    click(qtbot, window, card_centre(window, COUNT))
    assert scene.zones["outer.0"].lit  # the targets of a chosen card always light up
    assert window.settings.value("view/hints") in (False, "false")


def test_language_switches_live_and_is_remembered(qtbot: Any, make_window: Any) -> None:
    from medici_table.ui import i18n

    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    try:
        window.lang_actions["fr"].trigger()
        assert window.undo_action.text() == "&Annuler"
        assert window.log_dock.windowTitle() == "Journal"
        assert "Comte" in window.log_dock.list.item(0).text()
        assert window.table.scene.zones["first_circle"].zone.label == "1er Cercle"
        assert window.settings.value("view/lang") == "fr"
        window.lang_actions["en"].trigger()
        assert window.undo_action.text() == "&Undo"
        assert "Count" in window.log_dock.list.item(0).text()
    finally:
        i18n.set_lang("en")


LAST_CARD = """
game: court_of_the_medici
players: [Ada, Bo]
position:
  turn: 0
  phase: draw
  hands: [[della_rovere.count.1, della_rovere.sculptor.1], [gonzaga.poet.1, gonzaga.friar.2]]
  first_circle: [gonzaga.friar.1, della_rovere.banker.1]
  outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]
  decks: [[della_rovere.jester.2], [gonzaga.cardinal.1, gonzaga.lord.1]]
"""


def test_a_jester_drawn_last_is_announced_and_limits_the_hand(qtbot: Any,
                                                              make_window: Any) -> None:
    window = make_window(position=LAST_CARD)
    click(qtbot, window, card_centre(window, "deck.0"))
    prompt = window.table.prompt
    assert window.controller.state.phase == "announce" and prompt.isVisible()
    assert prompt.cancel_button is None
    qtbot.mouseClick(prompt.buttons[[b.text() for b in prompt.buttons].index("6")],
                     Qt.MouseButton.LeftButton)
    assert window.controller.state.limits[0] == 6
    lift_curtain(qtbot, window)  # Bo's turn; Ada's hand label tells him her limit
    label = window.table.scene.zones["hand.0"].zone.label
    assert label.endswith("plays up to 6")


def test_a_slide_ends_in_place_and_its_animation_is_let_go(qtbot: Any,
                                                          make_window: Any) -> None:
    """The pieces are plain graphics items (no QObject each: the first frame made ~120): a
    piece slides by an animation its scene holds, lands where the layout puts it, and the
    animation is let go once it ends, or when the slide is cut short — none piles up over a
    game."""
    from PySide6.QtCore import QCoreApplication, QEvent, QVariantAnimation
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

    window = make_window(position=POSITION)
    scene = window.table.scene
    item = scene.card_item(COUNT)
    assert isinstance(item, QGraphicsItem) and not isinstance(item, QGraphicsObject)

    def held() -> list[Any]:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        return scene.findChildren(QVariantAnimation)

    scene.anim_ms = 60
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert scene.animating() and held()
    qtbot.waitUntil(lambda: not scene.animating(), timeout=3000)
    assert item.pos() == item.home and not held()
    scene.anim_ms = 5000  # cut short: a click settles the cards at once
    undo = window.controller.undo
    undo()
    assert scene.animating()
    click(qtbot, window, card_centre(window, "deck.0"))
    assert not scene.animating() and not held()
    assert all(i.pos() == i.home for i in scene.cards.values())
    scene.anim_ms = 0
