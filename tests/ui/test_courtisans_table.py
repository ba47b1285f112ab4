"""The Courtisans table: turns played by real mouse drags, an assassin's victim clicked on the
table, a refused second card in one zone, a seeded game to the final scores, and screenshots of
the table at 2 and 4 players for a person to look at."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget
from tablebot import card_centre, click, drag, lift_curtain, view_point, zone_point
from tablebot import shot as save_shot

from medici_table import games
from medici_table.app.position import load_position_text
from medici_table.engine import Move
from medici_table.games.courtisans.data import court
from medici_table.ui import matching
from medici_table.ui.games import get
from medici_table.ui.layout import CARD_H, CARD_W
from medici_table.ui.window import MainWindow

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]

POSITION = """
game: courtisans
players: [Ada, Bo]
seed: 4
position:
  turn: Ada
  hands:
    Ada: [toad.noble.1, fish.plain.1, hare.assassin.1]
    Bo: [butterfly.plain.1, butterfly.plain.2, butterfly.plain.3]
  queen:
    toad: {above: [toad.plain.1], below: [toad.guard.1]}
    spies: {above: [hare.spy.1]}
  domains:
    Ada: [stag.noble.1]
    Bo: [bird.guard.1, bird.plain.2, fish.spy.1]
  missions:
    Ada: [white.nobles, blue.disgrace.toad]
    Bo: [white.guards, blue.light]
"""


@pytest.fixture
def table(make_window: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    def make(players: int = 2, seed: int = 7, position: str | None = None,
             options: dict[str, Any] | None = None) -> MainWindow:
        return make_window(game="courtisans", names=NAMES[:players], seed=seed, position=position,
                           options=options)

    return make


def shot(widget: QWidget, name: str) -> Path:
    """The screenshot once pending layouts are done (a new button is placed on the next pass)."""
    QApplication.processEvents()
    path: Path = save_shot(widget, name)
    return path


def _play_by_drag(qtbot: Any, window: MainWindow, card: str, target: str) -> None:
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m == Move("place", card=card,
                                                              target=target)):
        drag(qtbot, window, card_centre(window, card), zone_point(window, target, 0.5, 0.5))


def test_a_whole_turn_by_dragging_then_drawing(qtbot: Any, table: Any) -> None:
    window = table(position=POSITION)
    c = window.controller
    viewport = window.table.view.viewport()
    # while the noble is in hand, the places still open this turn light up, nothing else
    start = view_point(window, card_centre(window, "toad.noble.1"))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + QPoint(12, -12))
    over = view_point(window, zone_point(window, "queen.toad.above", 0.5, 0.5))
    qtbot.mouseMove(viewport, pos=over)
    zones = window.table.scene.zones
    assert {z for z, item in zones.items() if item.lit} == {
        "queen.toad.above", "queen.toad.below", "domain.0", "domain.1"}
    assert zones["queen.toad.above"].hover
    shot(window, "courtisans_dragging")
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=over)
    assert c.state.above[court().columns.index("toad")][-1] == "toad.noble.1"
    # the Queen's table is filled: now only the two domains light up
    _play_by_drag(qtbot, window, "fish.plain.1", "domain.0")
    assert "fish.plain.1" in c.state.domains[0]
    _play_by_drag(qtbot, window, "hare.assassin.1", "domain.1")
    assert window.table.action_bar.isVisible()  # the assassin may spare everybody
    window.table.action_bar.buttons[0].click()
    assert c.state.played == ("queen", "own", "other") and c.state.pending is None
    assert window.table.scene.zones["deck"].lit
    deck = len(c.state.deck)
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "draw"):
        click(qtbot, window, zone_point(window, "deck", 0.5, 0.5))
    assert len(c.state.deck) == deck - 3 and len(c.state.hands[0]) == 3
    assert c.state.to_act == 1 and window.table.curtain.isVisible()  # Bo's turn: covered
    lift_curtain(qtbot, window)
    pieces = {item.piece.id: item.piece for item in window.table.scene.cards.values()}
    assert not set(c.state.hands[0]) & set(pieces)  # Ada's new cards are backs for Bo
    assert all(pieces[f"hand.0.{i}"].face is None for i in range(3))
    assert all(pieces[f"mission.0.{i}"].face is None for i in range(2))
    assert window.table.scene.zones["missions.1"].zone.kind == "note"  # Bo reads his own
    # the strip of buttons stays (empty): a refusal lies in it rather than over the table
    strip, bar = window.table.controls, window.table.message
    assert strip.isVisible() and window.table.action_bar.isHidden()
    with qtbot.waitSignal(c.move_rejected):
        drag(qtbot, window, card_centre(window, c.state.hands[1][0]),
             zone_point(window, "deck", 0.5, 0.5))
    assert bar.isVisible() and bar.geometry().top() == strip.geometry().top()
    assert bar.geometry().height() >= strip.height()
    shot(window, "courtisans_refusal_in_the_strip")


def test_the_assassin_victim_is_clicked_on_the_table(qtbot: Any, table: Any) -> None:
    window = table(position=POSITION)
    c = window.controller
    _play_by_drag(qtbot, window, "hare.assassin.1", "domain.1")
    assert c.state.pending == "domain.1"
    scene = window.table.scene
    spy = next(cid for cid in c.state.domains[1] if cid.startswith("?spy."))
    # the victims are ringed; the guard is not, and clicking it eliminates nobody
    assert scene.card_item("bird.plain.2").hint and scene.card_item(spy).hint
    assert not scene.card_item("bird.guard.1").hint
    bar = window.table.action_bar
    assert [b.text() for b in bar.buttons] == ["Ada's assassin spares everybody"]
    shot(window, "courtisans_assassin")
    guard = scene.card_item("bird.guard.1")  # under the courtier: click its visible top
    click(qtbot, window, guard.mapToScene(QPointF(CARD_W / 2, 14)))
    assert c.state.pending == "domain.1" and "bird.guard.1" in c.state.domains[1]
    with qtbot.waitSignal(c.move_applied,
                          check_params_cb=lambda m: m == Move("kill", card="bird.plain.2")):
        click(qtbot, window, card_centre(window, "bird.plain.2"))
    assert "bird.plain.2" in c.state.discard and "bird.plain.2" not in c.state.domains[1]
    assert c.state.pending is None
    face = scene.card_item("bird.plain.2").piece.face  # shown face up on the discard
    assert face is not None and face.title == "Courtier"


QUEEN_ASSASSIN = """
game: courtisans
players: [Ada, Bo]
seed: 4
position:
  turn: Ada
  hands:
    Ada: [bird.assassin.1, stag.plain.1, fish.guard.1]
    Bo: [butterfly.plain.1, butterfly.plain.2, butterfly.plain.3]
  queen:
    toad: {above: [toad.plain.1, toad.guard.1], below: [toad.noble.1]}
    spies: {above: [hare.spy.1]}
    fish: {below: [fish.plain.1]}
  domains: {Ada: [stag.noble.1], Bo: [bird.plain.1]}
"""


def test_an_assassin_at_the_queen_s_table_removes_a_spy_unseen(qtbot: Any,
                                                                table: Any) -> None:
    window = table(position=QUEEN_ASSASSIN)
    c = window.controller
    _play_by_drag(qtbot, window, "bird.assassin.1", "queen.bird.below")
    assert c.state.pending == "queen"
    scene = window.table.scene
    spy = c.state.above[court().spy_column][0]
    ringed = {item.piece.card for item in scene.cards.values() if item.hint}
    # any card of the Queen's table, every column and both sides, but the guard
    assert ringed == {"toad.plain.1", "toad.noble.1", "fish.plain.1", spy}
    shot(window, "courtisans_assassin_queen")
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.card == spy):
        click(qtbot, window, card_centre(window, spy))
    assert c.state.discard == (spy,) and not c.state.above[court().spy_column]
    gone = scene.cards[spy].piece  # on the discard, still a back with the spy's mask
    assert gone.face is None and gone.back is not None and gone.back.emblem == "mask"


def test_a_second_card_into_the_same_zone_is_refused_with_its_reason(qtbot: Any,
                                                                     table: Any) -> None:
    window = table(position=POSITION)
    c = window.controller
    _play_by_drag(qtbot, window, "fish.plain.1", "domain.0")
    item = window.table.scene.card_item("toad.noble.1")
    home = item.pos()
    with qtbot.waitSignal(c.move_rejected) as blocker:
        drag(qtbot, window, card_centre(window, "toad.noble.1"),
             zone_point(window, "domain.0", 0.5, 0.5))
    move, exc = blocker.args
    assert move.target == "domain.0" and exc.rule == "turn"
    bar = window.table.message
    assert bar.isVisible() and "already played a card in your domain" in bar.label.text()
    assert item.pos() == home and c.state.hands[0] == ("toad.noble.1", "hare.assassin.1")
    shot(window, "courtisans_refused")


def test_a_refused_drop_is_explained_in_french(qtbot: Any, table: Any) -> None:
    """Seed 002, Ce que vous faites à votre tour / La table de la Reine: a French player
    reads why a card slides back, in French, under the rule it breaks."""
    window = table(position=POSITION)
    c = window.controller
    _play_by_drag(qtbot, window, "fish.plain.1", "domain.0")
    try:
        window.set_language("fr")
        for card, target, rule, words in (
                ("toad.noble.1", "domain.0", "turn",
                 "Vous avez déjà posé une carte dans votre domaine ce tour-ci"),
                ("toad.noble.1", "queen.hare.above", "queen-table",
                 "le noble Crapaud va dans la colonne de la famille Crapaud")):
            with qtbot.waitSignal(c.move_rejected) as blocker:
                drag(qtbot, window, card_centre(window, card), zone_point(window, target, 0.5, 0.5))
            assert blocker.args[1].rule == rule
            assert words in window.table.message.label.text()
    finally:
        window.set_language("en")
    assert c.state.hands[0] == ("toad.noble.1", "hare.assassin.1")


def test_a_spy_goes_face_down_to_the_spy_column_only(qtbot: Any, table: Any) -> None:
    window = table(position=POSITION.replace("fish.plain.1, hare", "fish.spy.2, hare"))
    c = window.controller
    with qtbot.waitSignal(c.move_rejected) as blocker:
        drag(qtbot, window, card_centre(window, "fish.spy.2"),
             zone_point(window, "queen.fish.above", 0.5, 0.5))
    assert blocker.args[1].rule == "spies"
    assert "spy goes face down in the middle column" in window.table.message.label.text()
    _play_by_drag(qtbot, window, "fish.spy.2", "queen.spies.below")
    laid = c.state.below[court().spy_column][0]
    item = window.table.scene.card_item(laid)
    assert laid.startswith("?spy.") and item is not None and item.piece.face is None
    assert window.table.scene.card_item("fish.spy.2") is None  # its family shows nowhere
    assert "fish" not in item.piece.tooltip.lower()


def _ui_step(qtbot: Any, window: MainWindow, rng: random.Random) -> None:
    """One decision made with the mouse alone: the curtain, a victim or sparing, a drag, the
    deck."""
    t = window.table
    if t.curtain.isVisible():
        qtbot.mouseClick(t.curtain, Qt.MouseButton.LeftButton)
        return
    moves = t.scene.moves
    victims = list(matching.piece_actions(moves))
    if victims:
        if rng.random() < 0.6:
            click(qtbot, window, card_centre(window, rng.choice(sorted(victims))))
        else:
            t.action_bar.buttons[0].click()
        return
    if "deck" in matching.target_actions(moves):
        click(qtbot, window, zone_point(window, "deck", 0.5, 0.5))
        return
    card = rng.choice(sorted(matching.movable(moves)))
    target = rng.choice(sorted(matching.targets_for(moves, card)))
    drag(qtbot, window, card_centre(window, card), zone_point(window, target, 0.5, 0.5))


def test_a_seeded_two_player_game_to_the_final_scores(qtbot: Any, table: Any) -> None:
    window = table(players=2, seed=21)
    c = window.controller
    rng = random.Random(21)
    shot_taken = False
    for _ in range(400):
        if window.game_over_dialog is not None:
            break
        before = len(c.session.history)
        covered = window.table.curtain.isVisible()
        _ui_step(qtbot, window, rng)
        assert covered or len(c.session.history) == before + 1, c.prompt()
        fresh = not c.is_over() and c.state.played == () and not window.table.curtain.isVisible()
        if not shot_taken and len(c.session.history) >= 50 and fresh:  # a full hand to play
            shot(window, "courtisans_mid_game_2p")
            shot_taken = True
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible(), "the game did not end"
    assert shot_taken
    state = c.state
    assert c.is_over() and not state.deck and not any(state.hands) and state.revealed
    scores = c.rules.scores(state)
    said = dialog.result_label.text()  # who won, once: the breakdown is the ranking's columns
    assert (" wins with " in said or " share the victory " in said) and "\n" not in said, said
    assert "Domain" in dialog.ranking.header
    # the table now shows everything: spies revealed into their families, missions face up
    pieces = [item.piece for item in window.table.scene.cards.values()]
    assert not any(p.id.startswith("?spy.") for p in pieces if p.id not in state.discard)
    assert window.table.scene.zones["domain.0"].zone.badge
    read_out = window.table.scene.zones["missions.1"].zone  # Bo's missions, shown to all
    assert read_out.kind == "note" and read_out.label.startswith("Missions of Bo")
    assert read_out.label.count("\n") == len(state.missions[1])
    lines = get("courtisans").score_lines(c.rules, state, "en")
    assert [int(v) for _l, v, _c in lines] == scores
    shot(window, "courtisans_final_table")
    shot(dialog, "courtisans_final_dialog")


def test_four_players_sit_around_the_queen_s_table(qtbot: Any, table: Any) -> None:
    window = table(players=4, seed=9)
    c = window.controller
    rng = random.Random(9)
    while len(c.session.history) < 70:  # played with the mouse, to the side domains too
        _ui_step(qtbot, window, rng)
    while c.state.played or window.table.curtain.isVisible():
        _ui_step(qtbot, window, rng)
    assert len({m.target for s in c.session.history for m in [s.move]
                if m.target and m.target.startswith("domain.")}) == 4
    me = c.state.to_act
    zones = window.table.scene.zones
    # the deciding player sits at the bottom, the next clockwise on the left
    assert zones[f"domain.{me}"].zone.y > zones["queen"].zone.y
    assert zones[f"domain.{(me + 1) % 4}"].zone.x < zones["queen"].zone.x
    assert zones[f"domain.{(me + 3) % 4}"].zone.x > zones["queen"].zone.x
    shot(window, "courtisans_mid_game_4p")


def test_spies_and_missions_stay_hidden_on_the_table() -> None:
    rules = games.get("courtisans")
    adapter = get("courtisans")
    _rules, state = load_position_text(POSITION)
    for seat in (0, 1):
        layout = adapter.layout(rules, rules.view(state, seat), seat, "en")
        spies = [p for p in layout.pieces if p.id.startswith("?spy.")]
        assert len(spies) == 2  # one at the Queen's table, one in Bo's domain
        for p in spies:
            assert p.face is None and p.back is not None and p.back.emblem == "mask"
            assert "hare" not in p.tooltip.lower() and "fish" not in p.tooltip.lower()
        ids = {p.id for p in layout.pieces}
        assert not {"hare.spy.1", "fish.spy.1"} & ids
        other = 1 - seat
        hidden = [p for p in layout.pieces if p.id.startswith(f"mission.{other}.")]
        assert len(hidden) == 2 and all(p.face is None for p in hidden)
        own = next(z for z in layout.zones if z.id == f"missions.{seat}")
        mine = state.missions[seat]
        assert own.kind == "note"
        assert all(court().mission_text(m, "en") in own.label for m in mine)


def test_five_seats_and_the_queen_s_table_do_not_overlap() -> None:
    rules = games.get("courtisans")
    adapter = get("courtisans")
    state = rules.new_game(NAMES, {}, 3)
    layout = adapter.layout(rules, rules.view(state, 2), 2, "fr")
    boxes = [z for z in layout.zones
             if z.id == "queen" or z.id.split(".")[0] in ("domain", "hand", "missions")]
    assert len(boxes) == 16
    for i, a in enumerate(boxes):
        assert 0 <= a.x and a.x + a.w <= layout.width and a.y + a.h <= layout.height, a.id
        for b in boxes[i + 1:]:
            apart = (a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y
                     or b.y + b.h <= a.y)
            assert apart, (a.id, b.id)
    headers = [p for p in layout.pieces if p.id.startswith("status.")]
    assert [getattr(p.face, "word", "") for p in headers] == ["Neutre"] * 3 + ["Espions"] + \
        ["Neutre"] * 3  # nobody at the Queen's table yet


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_card_stays_inside_its_place_to_the_end(players: int) -> None:
    """Long piles at the Queen's table and in the domains shrink or close up; none spills."""
    rules = games.get("courtisans")
    adapter = get("courtisans")
    for seed in range(6):
        state = rules.new_game(NAMES[:players], {"hand_of_5": seed % 2 == 0}, seed)
        rng = random.Random(seed)
        last_turn = state
        while not rules.is_over(state):
            last_turn = state
            state = rules.apply(state, rng.choice(rules.legal_moves(state)))
        for shown, viewer in ((rules.view(last_turn, last_turn.to_act), last_turn.to_act),
                              (state, None)):
            layout = adapter.layout(rules, shown, viewer, "en")
            zones = {z.id: z for z in layout.zones}
            placed = [p for p in layout.pieces if p.target in zones]
            assert placed
            for p in placed:
                z = zones[p.target or ""]
                w, h = CARD_W * p.scale, CARD_H * p.scale
                assert z.x <= p.x and p.x + w <= z.x + z.w, (players, seed, p.id)
                assert z.y <= p.y and p.y + h <= z.y + z.h, (players, seed, p.id)
