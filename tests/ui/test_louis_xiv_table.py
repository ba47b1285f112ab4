"""The Louis XIV table: an influence card played and a token path laid by real mouse drags, a
board scored with a bribe asked at once, a mission completed by dragging tiles onto its card
(a wrong tile refused with its reason), a seeded 3-player game played to the end with the
mouse alone, and screenshots of the court, a scoring step and the missions phase."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from tablebot import card_centre, click, drag, lift_curtain, shot, view_point, zone_point

from medici_table import games
from medici_table.engine import Move
from medici_table.games.louis_xiv.data import neighbours, tables
from medici_table.ui import matching
from medici_table.ui.games import get
from medici_table.ui.games.louis_xiv_board import BoardArt, PathArt
from medici_table.ui.window import MainWindow

NAMES = ["Ada", "Bo", "Cy", "Di"]

BRIBE = """
game: louis_xiv
players: [Carine, Michel, Sybille]
seed: 18
position:
  round: 1
  phase: scoring
  first: Carine
  board: 2
  boards: {2: {Carine: 2, Michel: 1}, 7: {Sybille: 1}}
  seats:
    Michel: {gold: 5}
"""

INCOME = """
game: louis_xiv
players: [Carine, Michel, Sybille]
seed: 13
position:
  round: 1
  phase: scoring
  first: Carine
  board: 5
  boards:
    5: {Carine: 2}
    6: {Carine: 3, Michel: 3, Sybille: 1}
    7: {Michel: 1}
    8: {Sybille: 2}
"""

INTRIGUE = """
game: louis_xiv
players: [Carine, Michel, Sybille]
seed: 14
position:
  round: 1
  phase: scoring
  first: Carine
  board: 3
  boards: {3: {Michel: 2, Carine: 1}}
  seats:
    Carine: {intrigue: [intrigue.3, intrigue.9]}
"""

MISSIONS = """
game: louis_xiv
players: [Michel, Carine]
seed: 11
position:
  round: 1
  phase: missions
  first: Michel
  seats:
    Michel:
      tiles: {sceptre: 2, ring: 1}
      missions: [medium.gold2.2, light.supply_gold.2]
      done: [light.token_on_1]
    Carine:
      tiles: {helmet: 1}
"""


@pytest.fixture
def table(make_window: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    def make(players: int = 3, seed: int = 7, position: str | None = None,
             options: dict[str, Any] | None = None) -> MainWindow:
        return make_window(game="louis_xiv", names=NAMES[:players], seed=seed, position=position,
                           options=options)

    return make


def _lit(window: MainWindow) -> set[str]:
    return {z for z, item in window.table.scene.zones.items() if item.lit}


def _drag_token_to(qtbot: Any, window: MainWindow, board: int) -> None:
    with qtbot.waitSignal(window.controller.move_applied,
                          check_params_cb=lambda m: m == Move("place", target=f"board.{board}")):
        drag(qtbot, window, card_centre(window, matching.ANY_PIECE),
             zone_point(window, f"board.{board}", 0.5, 0.5))


def test_an_influence_card_and_a_token_path_by_dragging(qtbot: Any, table: Any) -> None:
    window = table(players=3, seed=7)
    c = window.controller
    hand = c.state.seats[0].influence
    card = next(cid for cid in hand if tables().influence_board(cid))
    board = tables().influence_board(card)
    # the influence card is dragged to the middle of the court
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move("influence",
                                                                              card=card)):
        drag(qtbot, window, card_centre(window, card),
             zone_point(window, matching.PLAY, 0.5, 0.5))
    assert card in c.state.influence_played and c.state.queue[0].kind == "card"
    # picking up the personal reserve lights the card's character only
    viewport = window.table.view.viewport()
    start = view_point(window, card_centre(window, matching.ANY_PIECE))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + QPoint(10, -10))
    over = view_point(window, zone_point(window, f"board.{board}", 0.5, 0.5))
    qtbot.mouseMove(viewport, pos=over)
    assert _lit(window) == {f"board.{board}"}
    with qtbot.waitSignal(c.move_applied):
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=over)
    personal = c.state.seats[0].personal
    # the next token: the same board or a diagonal neighbour, which light up
    step = min(neighbours(board))
    assert _lit(window) == {f"board.{board}"} | {f"board.{b}" for b in neighbours(board)}
    _drag_token_to(qtbot, window, step)
    assert c.state.path == (board, step) and c.state.seats[0].personal == personal - 1
    scene = window.table.scene
    path = scene.cards["path"].piece.face
    assert isinstance(path, PathArt) and len(path.points) == 2
    art = scene.cards[f"board.{step}"].piece.face
    assert isinstance(art, BoardArt) and ("red", 1) in art.tokens
    # going back, or jumping to a board that is no neighbour, is refused with its reason
    far = next(b for b in range(1, 13) if b not in neighbours(step) and b not in (board, step))
    with qtbot.waitSignal(c.move_rejected) as blocker:
        drag(qtbot, window, card_centre(window, matching.ANY_PIECE),
             zone_point(window, f"board.{far}", 0.5, 0.5))
    move, exc = blocker.args
    assert move == Move("drop", card=matching.ANY_PIECE, target=f"board.{far}")
    assert exc.rule == "token-path"
    assert window.table.message.isVisible() and "neighbour" in window.table.message.reason
    assert c.state.path == (board, step)
    shot(window, "louis_xiv_court")
    # "end path" is a button; the table then passes to Bo behind the curtain
    bar = window.table.action_bar
    assert [b.text() for b in bar.buttons] == ["Ada ends the token path"]
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "end_path"):
        bar.buttons[0].click()
    assert c.state.to_act == 1 and window.table.curtain.isVisible()


def test_take_back_is_the_alternative_to_placing(qtbot: Any, table: Any) -> None:
    window = table(players=3, seed=7)
    c = window.controller
    card = c.state.seats[0].influence[0]
    with qtbot.waitSignal(c.move_applied):
        click(qtbot, window, card_centre(window, card))  # a click plays it as well
    if window.table.prompt.isVisible():  # a joker with a mission power would ask which
        window.table.prompt.buttons[0].click()
    seat, count = c.state.seats[0], c.state.queue[0].count
    bar = window.table.action_bar
    texts = [b.text() for b in bar.buttons]
    assert texts == ["Ada takes tokens back from the general reserve"]  # a button, or...
    # ...Ada's tokens in the general reserve dragged home onto her personal reserve
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move("recover")):
        drag(qtbot, window, card_centre(window, "general.red"),
             zone_point(window, "reserve.0", 0.5, 0.5))
    taken = min(count, seat.general)
    assert c.state.seats[0].general == seat.general - taken
    assert c.state.seats[0].personal == seat.personal + taken


def test_a_board_scored_with_a_bribe_asked_at_once(qtbot: Any, table: Any) -> None:
    window = table(position=BRIBE)
    c = window.controller
    t = window.table
    # Carine's majority on Philippe (board 2) was paid; Michel, behind the curtain, is asked
    assert c.state.to_act == 1 and c.state.queue[0].kind == "bribe"
    assert t.prompt.isVisible()
    # (the board's number kept with its name, the price with its number: no-break spaces)
    assert "bribe" in t.prompt.title.text() and "3\u00a0gold" in t.prompt.title.text()
    assert "(2\u00a0Philippe I of Orléans" in t.prompt.title.text()
    labels = [b.text() for b in t.prompt.buttons]
    assert labels == ["Michel bribes 2 Philippe I of Orléans",
                      "Michel does not bribe 2 Philippe I of Orléans"]
    art = t.scene.cards["board.2"].piece.face
    assert isinstance(art, BoardArt) and art.scoring and art.condition == "money"
    assert not t.scene.cards["board.7"].piece.face.scoring  # type: ignore[union-attr]
    note = t.scene.zones["status"].zone
    assert note.label.startswith("Scoring 2 Philippe I of Orléans")
    shot(window, "louis_xiv_bribe")
    letter = tables().tiles.index("letter")
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "bribe", target="board.2", choice="yes")):
        t.prompt.buttons[0].click()
    seat = c.state.seats[1]
    assert seat.gold == 2 and seat.tiles[letter] == 1
    assert c.state.sides[1] == 1  # the board turned over after its majority was paid
    # the answer let the scoring run on: boards 3 to 12 are shown, then what each received
    sheet = t.interlude
    assert sheet.isVisible() and sheet.title.text() == "Scoring: boards 3–12"
    rows = {row[0]: row for row in sheet.pages[0].rows}
    assert rows["7 Jean-Baptiste Colbert"][1:] == ("first place", "Sybille 1")
    assert rows["3 Maria Theresa of Spain"][2] == "–"
    shot(window, "louis_xiv_scored")
    sheet.next_button.click()
    gains = {row[0]: row[1:] for row in sheet.pages[1].rows}
    assert gains["Sybille"][0] == "+5" and gains["Michel"][:2] == ("-3", "+1 letter")
    sheet.next_button.click()
    assert not sheet.isVisible()


def test_conde_and_maintenon_placements_by_clicking_boards(qtbot: Any, table: Any) -> None:
    window = table(position=INCOME)
    c = window.controller
    t = window.table
    # Condé's income: Carine places a token from the general reserve on any board
    assert c.state.to_act == 0 and c.state.queue[0].kind == "place"
    assert _lit(window) == {f"board.{b}" for b in range(1, 13)}
    assert [b.text() for b in t.action_bar.buttons] == ["Carine places no token"]
    general = c.state.seats[0].general
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "place", target="board.7")):
        click(qtbot, window, zone_point(window, "board.7", 0.5, 0.3))
    assert c.state.boards[6][0] == 1 and c.state.seats[0].general == general - 1
    lift_curtain(qtbot, window)  # Michel's turn to place
    with qtbot.waitSignal(c.move_applied):
        t.action_bar.buttons[0].click()  # he declines
    lift_curtain(qtbot, window)
    # Maintenon's income: Sybille's two tokens go on Montespan (5) only
    assert c.state.to_act == 2 and _lit(window) == {"board.5"}
    with qtbot.waitSignal(c.move_applied):  # the general reserve's token dragged there
        drag(qtbot, window, card_centre(window, matching.ANY_PIECE),
             zone_point(window, "board.5", 0.5, 0.5))
    assert c.state.boards[4][2] == 1


def test_an_intrigue_card_is_offered_before_its_board_is_counted(qtbot: Any,
                                                                 table: Any) -> None:
    window = table(position=INTRIGUE)
    c = window.controller
    t = window.table
    assert c.state.to_act == 0 and t.prompt.isVisible()
    assert "intrigue" in t.prompt.title.text()
    assert [b.text() for b in t.prompt.buttons] == [
        "Carine plays an intrigue card: 1 token from the general reserve",
        "Carine plays an intrigue card: 1 token from the personal reserve",
        "Carine plays an intrigue card: 2 tokens from the personal reserve",
        "Carine keeps an intrigue card"]
    art = t.scene.cards["board.3"].piece.face
    assert isinstance(art, BoardArt) and art.scoring and ("red", 1) in art.tokens
    shot(window, "louis_xiv_scoring")
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.amount == 2):
        t.prompt.buttons[2].click()
    assert c.state.seats[0].tiles[tables().tiles.index("ring")] == 1  # 3 against 2


def test_a_mission_completed_by_dragging_tiles_onto_it(qtbot: Any, table: Any) -> None:
    window = table(position=MISSIONS)
    c = window.controller
    t = window.table
    scene = t.scene
    # a sceptre cannot start the helmet mission (no helmet, no crown to replace it): refused
    with qtbot.waitSignal(c.move_rejected) as blocker:
        drag(qtbot, window, card_centre(window, "sceptre"),
             card_centre(window, "light.supply_gold.2"))
    move, exc = blocker.args
    assert move == Move("drop", card="sceptre", target="light.supply_gold.2")
    assert exc.rule == "missions" and "cannot hand in" in exc.reason
    assert t.message.isVisible()
    # while a sceptre is in hand, only the mission it can start lights up
    viewport = t.view.viewport()
    start = view_point(window, card_centre(window, "sceptre"))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + QPoint(10, -10))
    assert _lit(window) == {"medium.gold2.2"}
    shot(window, "louis_xiv_missions")
    end = view_point(window, card_centre(window, "medium.gold2.2"))
    qtbot.mouseMove(viewport, pos=end)
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "mission", card="medium.gold2.2", token="sceptre")):
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert c.state.queue[0].kind == "pay"
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "mission", card="medium.gold2.2", token="ring")):
        drag(qtbot, window, card_centre(window, "ring"), card_centre(window, "medium.gold2.2"))
    assert "medium.gold2.2" in c.state.seats[0].done
    assert scene.card_item("medium.gold2.2") is not None  # face up among the completed
    # a new card is drawn from a pile of the player's choice (buttons)
    bar = t.action_bar
    assert [b.text() for b in bar.buttons][0] == "Michel draws a light blue mission card"
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "draw_mission"):
        bar.buttons[0].click()
    assert len(c.state.seats[0].missions) == 2
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "end_missions"):
        next(b for b in bar.buttons if "no more missions" in b.text()).click()
    assert c.state.to_act == 1 and t.curtain.isVisible()  # Carine's turn, behind the curtain


def test_hands_and_coats_of_arms_stay_hidden_from_the_others() -> None:
    rules = games.get("louis_xiv")
    adapter = get("louis_xiv")
    state = rules.new_game(NAMES[:3], {}, 5)
    seat_1 = state.seats[1]
    layout = adapter.layout(rules, rules.view(state, 0), 0, "en")
    ids = {p.id for p in layout.pieces}
    assert set(state.seats[0].influence) <= ids and set(state.seats[0].missions) <= ids
    assert not (set(seat_1.influence) | set(seat_1.missions)) & ids
    hidden = [p for p in layout.pieces if p.id.startswith("mission.1.")]
    assert len(hidden) == 2 and all(p.face is None for p in hidden)
    # the deciding player sits at the bottom, the others in the column on the right
    zones = {z.id: z for z in layout.zones}
    assert zones["seat.0"].y > zones["board.10"].y
    assert zones["seat.1"].x > zones["board.8"].x and zones["seat.2"].x > zones["board.8"].x


def _answer(qtbot: Any, window: MainWindow, move: Move) -> None:
    """Choose `move` in the prompt the table shows."""
    prompt = window.table.prompt
    assert prompt.isVisible() and move in prompt.values, (move, prompt.title.text())
    prompt.buttons[prompt.values.index(move)].click()


def _ui_play(qtbot: Any, window: MainWindow, move: Move) -> None:
    """Make `move` the way a player would: a drag, a click on the table, a button, a prompt."""
    t = window.table
    if t.prompt.isVisible():
        _answer(qtbot, window, move)
        return
    history = window.controller.session.history
    before = len(history)
    moves = t.scene.moves
    piece = matching.piece_of(move)
    if matching.carried(move):  # a tile onto its mission card
        drag(qtbot, window, card_centre(window, move.token or ""),
             card_centre(window, move.card or ""))
    elif piece is not None and move.target is not None:  # a card onto a board
        drag(qtbot, window, card_centre(window, piece),
             zone_point(window, move.target, 0.5, 0.5))
    elif move.target is not None:  # a token from the reserve onto a board
        drag(qtbot, window, card_centre(window, matching.ANY_PIECE),
             zone_point(window, move.target, 0.5, 0.5))
    elif piece is not None:  # an influence card to the middle, a completed mission clicked
        if piece.startswith("influence."):
            drag(qtbot, window, card_centre(window, piece),
                 zone_point(window, matching.PLAY, 0.5, 0.5))
        else:
            click(qtbot, window, card_centre(window, piece))
    else:  # end the path, take tokens back, draw a mission card...: a button
        bar = t.action_bar
        texts = [b.text() for b in bar.buttons]
        bar.buttons[texts.index(window.controller.describe(move))].click()
        return
    if len(history) == before:  # the drop or click matched several moves: a prompt asks
        _answer(qtbot, window, move)
    assert move in moves


def _pick(rng: random.Random, moves: list[Move]) -> Move:
    """A player who lays paths and completes missions rather than passing at once."""
    busy = [m for m in moves if m.kind in ("place", "mission", "influence", "bribe")]
    if busy and rng.random() < 0.85:
        return rng.choice(busy)
    return rng.choice(moves)


def test_a_seeded_three_player_game_to_the_end_through_the_table(qtbot: Any,
                                                                  table: Any) -> None:
    window = table(players=3, seed=31)
    c = window.controller
    rng = random.Random(31)
    kinds: set[str] = set()
    mid_game = False
    interludes = 0
    for _ in range(3000):
        if window.game_over_dialog is not None:
            break
        if window.table.interlude.isVisible():  # what the move scored, page by page
            interludes += 1
            window.table.interlude.next_button.click()
            continue
        if window.table.curtain.isVisible():
            lift_curtain(qtbot, window)
            continue
        if not mid_game and c.state.round >= 2 and len(c.state.influence_played) >= 8 \
                and len(c.state.path) == 2:
            shot(window, "louis_xiv_mid_game")  # a court full of tokens, a path being laid
            mid_game = True
        before = len(c.session.history)
        move = _pick(rng, c.legal_moves())
        _ui_play(qtbot, window, move)
        assert len(c.session.history) == before + 1, (move, c.prompt())
        assert c.session.history[-1].move == move
        kinds.add(move.kind)
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible(), "the game did not end"
    assert c.is_over() and c.state.round == 4
    assert {"influence", "place", "end_path", "mission", "draw_mission"} <= kinds
    assert mid_game and interludes >= 4  # every round's scoring was shown
    lines = get("louis_xiv").score_lines(c.rules, c.state, "en")
    assert [int(v) for _l, v, _c in lines] == c.rules.scores(c.state)
    assert "coats of arms and" in dialog.result_label.text()
    # the log's last line gives each player's points (it gave the tokens left, the sheet's
    # last column)
    final = next(t for t in window.log_dock.texts if "Final scores:" in t)
    for seat, name in enumerate(c.state.players):
        assert f"{name} {c.rules.scores(c.state)[seat]}" in final, final
    shot(window, "louis_xiv_final_table")
    shot(dialog, "louis_xiv_final_dialog")



@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_seats_fit_around_the_court(players: int) -> None:
    rules = games.get("louis_xiv")
    adapter = get("louis_xiv")
    state = rules.new_game(NAMES[:players], {}, 3)
    for lang in ("en", "fr"):
        layout = adapter.layout(rules, rules.view(state, 1), 1, lang)
        zones = {z.id: z for z in layout.zones}
        seats = [zones[f"seat.{p}"] for p in range(players)]
        court = [zones[f"board.{b}"] for b in range(1, 13)]
        for z in seats + court + [zones["bank"]]:
            assert 0 <= z.x and z.x + z.w <= layout.width and z.y + z.h <= layout.height
        for a in seats:
            assert all(a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y
                       or b.y + b.h <= a.y for b in seats + court if b is not a)
        assert zones["seat.1"].y > zones["board.10"].y  # the deciding player at the bottom
        ids = {p.id for p in layout.pieces}
        # two players: the neutral grey courtier's supply lies in the bank
        assert ("general.grey" in ids) == (players == 2)
