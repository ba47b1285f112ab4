"""Real mouse drags on the table: plays, refusals, alliances, conspiracies, powers, Jesters."""

from __future__ import annotations

from typing import Any

from tablebot import POSITION, card_centre, click, drag, shot, zone_point

from medici_table.engine import Move

SCULPTOR = "della_rovere.sculptor.1"
COUNT = "della_rovere.count.1"


def test_legal_play_to_the_outer_court(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m == Move("outer", card=COUNT,
                                                              target="outer.0")):
        drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert window.controller.state.outer[0][-1] == (COUNT,)
    assert window.controller.state.phase == "draw"
    # the card now lies in the Outer Court on the table too
    item = window.table.scene.card_item(COUNT)
    assert item is not None and item.piece.target == COUNT


def test_small_movement_is_not_a_drag(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    start = card_centre(window, COUNT)
    end = start + start.__class__(1, 1)
    drag(qtbot, window, start, end)
    assert window.controller.session.history == []
    assert window.table.scene.drag.selected is not None  # a click selects instead


def test_refused_play_returns_the_card_and_says_why(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    item = window.table.scene.card_item(COUNT)
    home = item.pos()
    with qtbot.waitSignal(window.controller.move_rejected) as blocker:
        drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    move, exc = blocker.args
    assert move.target == "outer.1" and exc.rule == "outer-court"
    assert item.pos() == home
    bar = window.table.message
    assert bar.isVisible() and "in front of its player" in bar.label.text()
    assert "Outer Court" in bar.label.toolTip()
    assert window.controller.session.history == []
    shot(window, "refused_move")


def test_alliance_on_a_single_card(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, COUNT), card_centre(window, "della_rovere.banker.1"))
    state = window.controller.state
    assert ("della_rovere.banker.1", COUNT) in state.first_circle
    badge = window.table.scene.badges["della_rovere.banker.1"]
    assert badge.text == "16"


def test_conspiracy_with_its_target_chosen(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, SCULPTOR), card_centre(window, "gonzaga.friar.1"))
    prompt = window.table.prompt
    assert prompt.isVisible()  # Alliance or Conspiracy?
    labels = [b.text() for b in prompt.buttons]
    conspire = next(i for i, t in enumerate(labels) if "onspir" in t)
    qtbot.mouseClick(prompt.buttons[conspire], qtbot_left())
    state = window.controller.state
    assert state.phase == "eliminate"
    # the stacks worth 5 glow; click the Scholar to eliminate it
    assert window.table.scene.zones["gonzaga.scholar.1"].lit
    click(qtbot, window, card_centre(window, "gonzaga.scholar.1"))
    state = window.controller.state
    assert all("gonzaga.scholar.1" not in s for s in state.first_circle)
    assert "gonzaga.scholar.1" in state.discards[1]
    assert ("gonzaga.friar.1", SCULPTOR) in state.first_circle


def test_minister_eliminates_the_stack(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    minister = "della_rovere.minister.1"
    drag(qtbot, window, card_centre(window, minister), card_centre(window, "gonzaga.painter.1"))
    _choose(qtbot, window, " allies ")
    state = window.controller.state
    assert (minister,) in state.first_circle
    assert "gonzaga.painter.1" in state.discards[1]
    assert "della_rovere.playwright.1" in state.discards[0]


def test_lady_in_waiting_breaks_the_alliance_up(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    lady = "della_rovere.lady.1"
    drag(qtbot, window, card_centre(window, lady), card_centre(window, "gonzaga.painter.1"))
    _choose(qtbot, window, " allies ")
    circle = window.controller.state.first_circle
    for card in ("gonzaga.painter.1", "della_rovere.playwright.1", lady):
        assert (card,) in circle
    assert "gonzaga.painter.1" not in window.table.scene.badges


def test_jester_value_prompt(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    jester = "della_rovere.jester.1"
    drag(qtbot, window, card_centre(window, jester), zone_point(window, "outer.0"))
    prompt = window.table.prompt
    assert prompt.isVisible() and window.controller.state.phase == "jester_value"
    assert [b.text() for b in prompt.buttons] == [str(v) for v in range(1, 11)]
    assert prompt.cancel_button is None  # the value must be given
    shot(window, "jester_value_prompt")
    qtbot.mouseClick(prompt.buttons[6], qtbot_left())
    assert dict(window.controller.state.jesters)[jester] == 7
    item = window.table.scene.card_item(jester)
    assert item is not None and item.piece.face is not None and item.piece.face.current == "7"


def _choose(qtbot: Any, window: Any, fragment: str) -> None:
    """Pick the prompt's choice whose text holds `fragment`, if a prompt was needed."""
    prompt = window.table.prompt
    if not prompt.isVisible():
        return
    labels = [b.text() for b in prompt.buttons]
    index = next(i for i, t in enumerate(labels) if fragment in t)
    qtbot.mouseClick(prompt.buttons[index], qtbot_left())


def qtbot_left() -> Any:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_a_jester_at_court_is_revalued_by_a_click(qtbot: Any, make_window: Any) -> None:
    position = POSITION.replace("outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]",
                                "outer: [[della_rovere.knight.1], [gonzaga.merchant.1]]\n"
                                "  jesters: {gonzaga.jester.2: 4}")
    position = position.replace("della_rovere.banker.1]", "[della_rovere.banker.1, "
                                "gonzaga.jester.2]]")
    window = make_window(position=position)
    assert window.table.scene.badges["della_rovere.banker.1"].text == "10"
    click(qtbot, window, card_centre(window, "gonzaga.jester.2"))
    prompt = window.table.prompt
    assert prompt.isVisible() and prompt.cancel_button is not None
    qtbot.mouseClick(prompt.buttons[[b.text() for b in prompt.buttons].index("9")], qtbot_left())
    assert dict(window.controller.state.jesters)["gonzaga.jester.2"] == 9
    assert window.table.scene.badges["della_rovere.banker.1"].text == "15"
    # then the player still plays a noble: an Alliance on that stack
    drag(qtbot, window, card_centre(window, COUNT), card_centre(window, "gonzaga.jester.2"))
    if window.table.prompt.isVisible():
        _choose(qtbot, window, " allies ")
    assert window.table.scene.badges["della_rovere.banker.1"].text == "25"


def test_redraw_phase_by_clicks_and_the_action_bar(qtbot: Any, make_window: Any) -> None:
    from medici_table import games

    window = make_window(seed=3)
    rules = games.get("court_of_the_medici")
    state = rules.new_game(["Ada", "Bo"], {"redraw_duplicates": True}, 3)
    assert state.phase == "redraw" and state.to_act == 1
    window.controller.new_game(rules, state)
    from tablebot import lift_curtain

    lift_curtain(qtbot, window)
    bar = window.table.action_bar
    assert bar.isVisible() and len(bar.buttons) == 1  # keep the First Circle
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m.kind == "redraw"):
        click(qtbot, window, card_centre(window, "gonzaga.scholar.1"))
    while bar.isVisible() and not window.table.curtain.isVisible():
        bar.buttons[0].click()
    assert window.controller.state.phase != "redraw" or window.table.curtain.isVisible()


def test_animated_slide_does_not_block(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    window.table.scene.anim_ms = 120
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    item = window.table.scene.card_item(COUNT)
    assert window.controller.state.phase == "draw"  # the move is made at once
    qtbot.waitUntil(lambda: not item.animating, timeout=2000)
    assert item.pos().x() == item.piece.x and item.pos().y() == item.piece.y


def test_legal_targets_light_up_while_dragging(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import QPoint, Qt
    from tablebot import shot, view_point

    window = make_window(position=POSITION)
    viewport = window.table.view.viewport()
    start = view_point(window, card_centre(window, SCULPTOR))
    over = view_point(window, card_centre(window, "gonzaga.friar.1"))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + QPoint(10, -10))
    qtbot.mouseMove(viewport, pos=over)
    zones = window.table.scene.zones
    lit = {z for z, item in zones.items() if item.lit}
    assert lit == {"outer.0", "deck.0", "gonzaga.friar.1", "gonzaga.painter.1",
                   "gonzaga.scholar.1", "della_rovere.banker.1", "della_rovere.knight.1",
                   "gonzaga.merchant.1"}
    assert zones["gonzaga.friar.1"].hover
    shot(window, "dragging")
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=over)
    assert window.table.prompt.isVisible()
    shot(window, "prompt")


def test_the_rule_link_of_a_refusal_opens_the_rule(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    bar = window.table.message
    assert 'href="rule:outer-court"' in bar.label.text()
    bar.label.linkActivated.emit("rule:outer-court")
    panel = window.rules_dock.panel()
    assert window.rules_dock.isVisible() and panel.anchor == "outer-court"
    assert panel.contents.currentItem().text(0) == "Send a noble to the Outer Court"
    shown = panel.browser.cursorForPosition(panel.browser.viewport().rect().topLeft())
    assert "Outer Court" in shown.block().text()  # scrolled to the rule's heading


def test_prepare_the_future_by_dropping_on_ones_own_deck(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    # the opponent's deck is no place for it
    drag(qtbot, window, card_centre(window, COUNT), card_centre(window, "deck.1"))
    assert window.table.message.isVisible()
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m == Move("prepare", card=SCULPTOR,
                                                              target="deck.0")):
        drag(qtbot, window, card_centre(window, SCULPTOR), card_centre(window, "deck.0"))
    assert window.controller.state.prepared[0] == 1
    assert window.table.scene.card_item(SCULPTOR) is None  # face down under the deck now
    assert not window.table.message.isVisible()
    # now it is time to draw: the hand cannot be picked up
    item = window.table.scene.card_item(COUNT)
    home = item.pos()
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert item.pos() == home and window.controller.state.phase == "draw"
    said = window.table.message.label.text()  # the game says why, with its rule
    assert "Draw a card from your deck first." in said and 'href="rule:draw"' in said


def test_a_legal_drop_that_asks_takes_an_earlier_refusal_away(qtbot: Any,
                                                              make_window: Any) -> None:
    """Seen playing under Xvfb: a refused drop's reason stayed over the table while the next,
    legal drop asked "Alliance or Conspiracy?", as if that question were refused too."""
    window = make_window(position=POSITION)
    bar = window.table.message
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    assert bar.isVisible() and bar.attempt
    drag(qtbot, window, card_centre(window, SCULPTOR), card_centre(window, "gonzaga.friar.1"))
    prompt = window.table.prompt
    assert prompt.isVisible() and not bar.isVisible()
    shot(window, "asked_after_a_refusal")
    qtbot.mouseClick(prompt.cancel_button, qtbot_left())
    assert not prompt.isVisible() and not bar.isVisible()
    assert window.controller.session.history == []
