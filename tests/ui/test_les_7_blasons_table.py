"""The Les 7 Blasons table: seats around the oval, a trick whose powers are used by drag and
click (a Malandrin's choice included), a seeded game played to the end with the mouse alone,
and the screenshots a person looks at."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from tablebot import card_centre, click, drag, lift_curtain, read_sheets, shot, zone_point

from medici_table import games
from medici_table.app.position import load_position_text
from medici_table.engine import Move
from medici_table.ui.games import get
from medici_table.ui.games.les_7_blasons_art import Plaque, Shield
from medici_table.ui.games.les_7_blasons_scores import ScoreBoard
from medici_table.ui.items import CardItem
from medici_table.ui.window import MainWindow

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]

# Ada led her Malandrin, Bo followed with his Intendant; Cy has still to play (seat 2).
TRICK = """
game: les_7_blasons
players: [Ada, Bo, Cy]
seed: 1
position:
  leader: Ada
  trick: [aubigny.malandrin, bellay.intendant]
  coats:
    Ada: {up: [contades.blason.1], down: [bellay.blason.1, bellay.blason.2]}
    Bo: {up: [aubigny.blason.1], down: [contades.blason.2, contades.blason.3]}
    Cy: {up: [bellay.blason.3], down: [aubigny.blason.2, aubigny.blason.3]}
"""


@pytest.fixture
def blasons(make_window: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    def make(players: int = 3, seed: int = 7, position: str | None = None,
             options: dict[str, Any] | None = None) -> MainWindow:
        return make_window(game="les_7_blasons", names=NAMES[:players], seed=seed, position=position,
                           options=options, size=(1600, 1000))

    return make


def coat(window: MainWindow, face: str) -> str:
    """The token id of the coat of arms `face` (ids are dealt afresh, faces are not)."""
    return next(c.id for c in window.controller.state.coats if c.face == face)


def spot(window: MainWindow, piece: str) -> QPointF:
    """A point of `piece` that no other piece covers (coats overlap when a display is full)."""
    scene = window.table.scene
    item = scene.card_item(piece)
    assert item is not None, f"{piece} is not on the table"
    box = item.boundingRect().adjusted(10, 10, -10, -14)
    for fx in (0.5, 0.25, 0.1, 0.75):
        for fy in (0.4, 0.2, 0.6):
            pt = item.mapToScene(QPointF(box.x() + box.width() * fx, box.y() + box.height() * fy))
            top = next(i for i in scene.items(pt) if isinstance(i, CardItem))
            if top is item:
                return pt
    raise AssertionError(f"{piece} is covered")


def played(qtbot: Any, window: MainWindow, kind: str) -> Any:
    return qtbot.waitSignal(window.controller.move_applied, timeout=1000,
                            check_params_cb=lambda m: m.kind == kind)


def test_seats_sit_around_the_oval_and_hide_what_they_must() -> None:
    adapter = get("les_7_blasons")
    rules = games.get("les_7_blasons")
    for n in (3, 7):
        state = rules.new_game(NAMES[:n], {}, seed=4)
        me = state.to_act
        layout = adapter.layout(rules, rules.view(state, me), me, "en")
        plaques = {p.id: p for p in layout.pieces if isinstance(p.back, Plaque)}
        assert len(plaques) == n
        mine = plaques[f"plaque.{me}"]
        assert all(p.y < mine.y for pid, p in plaques.items() if p is not mine)  # viewer below
        left, right = plaques[f"plaque.{(me + 1) % n}"], plaques[f"plaque.{(me - 1) % n}"]
        assert left.x < right.x  # play goes clockwise: the next player sits on the left
        boxes = [(p.x, p.y, p.x + p.back.size[0], p.y + p.back.size[1])  # type: ignore[union-attr]
                 for p in plaques.values()]
        assert all(0 <= x0 and x1 <= layout.width for x0, _y0, x1, _y1 in boxes)
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
        shields = {p.id: p.back for p in layout.pieces if isinstance(p.back, Shield)}
        assert len(shields) == len(state.coats)
        for c in state.coats:  # a face-down coat shows nothing, not even to its holder
            assert shields[c.id].up == c.up  # type: ignore[union-attr]
            assert (shields[c.id].emblem == "") == (not c.up)  # type: ignore[union-attr]
        faces = {p.id for p in layout.pieces if p.face is not None}
        assert set(state.hands[me]) <= faces
        assert not any(c in faces for s, h in enumerate(state.hands) if s != me for c in h)
        emblems = {adapter.seat_style(state, s)[1] for s in range(n)}
        assert len(emblems) == n  # every house its own charge, not only its own colour
        french = adapter.layout(rules, rules.view(state, me), me, "fr")
        assert any("Pioche des blasons" in z.label for z in french.zones)


def test_a_full_hand_leaves_its_label_in_sight() -> None:
    """A hand of eight spread its first cards over "Hand of Ada" at the zone's top (seen on a
    1024x700 screen): the cards lie below the label, inside the zone, glow included."""
    from medici_table.ui.layout import CARD_H

    rules = games.get("les_7_blasons")
    state = rules.new_game(NAMES[:3], {}, seed=1)
    layout = get("les_7_blasons").layout(rules, rules.view(state, 0), 0, "en")
    zone = next(z for z in layout.zones if z.id == "hand.0")
    cards = [p for p in layout.pieces if p.id in state.hands[0]]
    assert len(cards) == 8 and zone.label == "Hand of Ada"
    for card in cards:
        assert card.y >= zone.y + 30  # the label's line, descenders included
        assert card.y + CARD_H * card.scale + 4 <= zone.y + zone.h  # the glow inside


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_no_two_places_overlap_at_any_number_of_players(n: int) -> None:
    rules = games.get("les_7_blasons")
    state = rules.new_game(NAMES[:n], {}, seed=n)
    layout = get("les_7_blasons").layout(rules, rules.view(state, 0), 0, "en")
    areas = [z for z in layout.zones if z.kind == "area"]
    assert {f"coats.{s}" for s in range(n)} | {"trick", "pool", "hand.0"} == {z.id for z in areas}
    for i, a in enumerate(areas):
        assert 0 <= a.x and a.x + a.w <= layout.width and 0 <= a.y and a.y + a.h <= layout.height
        for b in areas[i + 1:]:
            apart = (a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y
                     or b.y + b.h <= a.y)
            assert apart, (a.id, b.id)


def test_a_trick_with_powers_played_by_drag_and_click(qtbot: Any, blasons: Any) -> None:
    window = blasons(position=TRICK)
    c, table = window.controller, window.table
    assert c.to_act() == 2 and table.viewer == 2
    # Cy drags his Ménétrier from his hand into the trick: the powers begin, Ada's Malandrin first
    with played(qtbot, window, "play"):
        drag(qtbot, window, card_centre(window, "contades.menetrier"),
             zone_point(window, "trick", 0.85, 0.6))
    assert table.curtain.isVisible() and "Ada" in table.curtain.text
    lift_curtain(qtbot, window)
    assert "takes the value or the power" in table.scene.cards["banner"].piece.back.text  # type: ignore[union-attr]
    # the Malandrin picks Bo's Intendant, then "power" rather than "value"
    click(qtbot, window, card_centre(window, "bellay.intendant"))
    assert table.prompt.isVisible()
    choices = {m.choice: b for b, m in zip(table.prompt.buttons, table.prompt.values, strict=True)}
    assert set(choices) == {"value", "power"}
    shot(window, "les_7_blasons_malandrin_choice")
    with played(qtbot, window, "malandrin"):
        choices["power"].click()
    assert c.state.power_of[1] == 0  # Ada now uses the Intendant's power, at its turn
    line = table.scene.cards["banner"].piece.back.text  # type: ignore[union-attr]
    assert "Swaps a coat of arms" in line
    mine, theirs = coat(window, "contades.blason.1"), coat(window, "bellay.blason.3")
    assert table.scene.card_item(mine).hint  # the coats she may use light up
    shot(window, "les_7_blasons_trick_3p")
    # the Intendant swaps coats: a coat dropped on the pool itself slides back, and says why
    drag(qtbot, window, spot(window, mine), zone_point(window, "pool", 0.8, 0.5))
    assert table.message.isVisible() and "Intendant swaps" in table.message.reason
    assert c.state.coat(mine).at == 0 and len(c.session.history) == 2
    # the Intendant by two clicks: Ada's face-up coat, then Cy's face-up coat (itself movable)
    click(qtbot, window, spot(window, mine))
    assert table.scene.drag.selected is not None
    with played(qtbot, window, "intendant"):
        click(qtbot, window, spot(window, theirs))
    assert c.state.coat(mine).at == 2 and c.state.coat(theirs).at == 0
    # Cy's Ménétrier: a click turns up a face-down coat in Bo's display
    lift_curtain(qtbot, window)
    hidden = coat(window, "contades.blason.2")
    with played(qtbot, window, "menetrier"):
        click(qtbot, window, spot(window, hidden))
    assert c.state.coat(hidden).up
    # Ada's Malandrin holds no value: Bo's 5 beats Cy's 2; Bo takes a coat from the pool by drag
    lift_curtain(qtbot, window)
    assert c.state.phase == "winner" and c.to_act() == 1
    taker = table.scene.card_item("bellay.intendant")
    assert taker is not None and taker.piece.face.taker  # type: ignore[union-attr]
    pool = next(k.id for k in c.state.coats if k.at == -1)
    with played(qtbot, window, "take"):
        drag(qtbot, window, spot(window, pool), zone_point(window, "coats.1", 0.5, 0.6))
    state = c.state
    assert state.coat(pool).at == 1 and not state.trick and state.leader == 1
    assert [set(p.cards) for p in state.piles[1]] == [
        {"aubigny.malandrin", "bellay.intendant", "contades.menetrier"}]
    assert [m.kind for m in (s.move for s in c.session.history)] == [
        "play", "malandrin", "intendant", "menetrier", "take"]
    # Bo opens the trick he won: a click on the pile lists its cards
    click(qtbot, window, spot(window, "pile.1.0"))
    sheet = table.interlude
    assert sheet.isVisible() and sheet.title.text() == "Trick 1 of Bo"
    assert [row[2] for row in sheet.pages[0].rows] == ["*", "5", "2"]
    shot(window, "les_7_blasons_trick_opened")
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible() and len(c.session.history) == 5


def _do(qtbot: Any, window: MainWindow, move: Move) -> None:
    """Make `move` with the mouse, as a player would: drag, click, or click then choose."""
    piece = move.card or move.token
    table = window.table
    if move.kind == "play":
        drag(qtbot, window, card_centre(window, str(piece)), zone_point(window, "trick", 0.5, 0.7))
    elif piece is None and move.target is None:  # a button ("done")
        button = next(b for b in table.action_bar.buttons if b.text() == window.controller
                      .describe(move))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif piece is None:  # a place chosen alone (a won trick to consult)
        click(qtbot, window, spot(window, str(move.target)))
    elif move.target is None:
        click(qtbot, window, spot(window, str(piece)))
        if table.prompt.isVisible():
            table.prompt.buttons[table.prompt.values.index(move)].click()
    elif move.target in table.scene.zones:
        drag(qtbot, window, spot(window, str(piece)), zone_point(window, move.target, 0.5, 0.55))
    else:  # a coat onto another coat (the Intendant)
        drag(qtbot, window, spot(window, str(piece)), spot(window, move.target))


def _play_to_the_end(qtbot: Any, window: MainWindow, rng: random.Random,
                     first_interlude: str = "") -> list[Any]:
    """Every decision made with the mouse until the end-of-game dialog; the interludes read."""
    c, table = window.controller, window.table
    read: list[Any] = []
    for _ in range(4000):
        if window.game_over_dialog is not None:
            break
        if table.interlude.isVisible():  # a round's scoring, read before play goes on
            page = table.interlude.pages[table.interlude.index]
            read.append(page)
            assert [row[-1] for row in page.rows] == [str(s) for s in c.rules.scores(c.state)]
            if len(read) == 1 and first_interlude:
                shot(window, first_interlude)
            qtbot.mouseClick(table.interlude.next_button, Qt.MouseButton.LeftButton)
            continue
        if table.curtain.isVisible():
            lift_curtain(qtbot, window)
            continue
        assert "scores" not in table.scene.cards  # the sheet lies on the table at the end only
        before = len(c.session.history)
        move = rng.choice(c.legal_moves())
        _do(qtbot, window, move)
        assert len(c.session.history) == before + 1, (move, c.prompt())
        assert c.session.history[-1].move == move
    return read


def test_a_seeded_three_player_game_to_the_end_with_the_mouse(qtbot: Any, blasons: Any) -> None:
    window = blasons(players=3, seed=21)
    c, table = window.controller, window.table
    read = _play_to_the_end(qtbot, window, random.Random(21), "les_7_blasons_round_interlude")
    dialog = window.game_over_dialog
    assert dialog is not None and c.is_over(), "the game did not end"
    kinds = {step.move.kind for step in c.session.history}
    assert {"play", "malandrin", "manant", "menetrier", "magistrat", "intendant"} <= kinds
    rounds = len(c.state.round_scores)
    assert rounds >= 3  # each round but the last was read before play went on...
    assert [p.title for p in read] == [f"Round {r} scored" for r in range(1, rounds)]
    # the last round's sheet is up, the end waits behind it: the table shows that round's last
    # trick until the sheet is read, then the final scoring lies under the dialog
    assert table.interlude.isVisible() and "scores" not in table.scene.cards
    assert read_sheets(qtbot, window) >= 1 and dialog.isVisible()
    final = table.scene.cards["scores"].piece.back
    assert isinstance(final, ScoreBoard) and "over" in final.title
    assert [r.total for r in final.rows] == [str(s) for s in c.rules.scores(c.state)]
    shot(window, "les_7_blasons_final_scoring")
    assert dialog.result_label.text().endswith(".")
    winners = c.rules.winners(c.state)
    assert winners and any(NAMES[w] in dialog.result_label.text() for w in winners)
    shot(dialog, "les_7_blasons_game_over_dialog")


def test_seven_players_resolving_a_trick(qtbot: Any, blasons: Any) -> None:
    window = blasons(players=7, seed=5)
    c = window.controller
    rng = random.Random(2)
    def stolen(state: Any) -> bool:  # a Malandrin took a card's value; powers still to come
        return state.phase == "resolve" and state.round_scores != () and any(
            v not in (p.seat, -1) for v, p in zip(state.value_of, state.trick, strict=True))

    while not stolen(c.state):
        c.play(rng.choice(c.legal_moves()))
    sheet = window.table.interlude
    assert sheet.isVisible() and sheet.title.text() == "Round 1 scored"  # still to be read
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    lift_curtain(qtbot, window)
    scene = window.table.scene
    acting = [i for i in scene.cards.values() if getattr(i.piece.face, "acting", False)]
    assert len(acting) == 1 and len(c.state.trick) == 7
    robbed = [i for i in scene.cards.values() if "value" in getattr(i.piece.face, "robbed", "")]
    assert len(robbed) >= 1
    assert len([i for i in scene.cards.values() if isinstance(i.piece.back, Plaque)]) == 7
    shot(window, "les_7_blasons_trick_7p")


# Variants 1 and 2: Ada holds the grande bourgeoisie card; nobody may read won tricks unless
# a bourgeoisie card lets them.
VARIANT = """
game: les_7_blasons
players: [Ada, Bo, Cy]
seed: 3
options: {bourgeois_consult: true, bourgeois_serve: true}
position:
  leader: Ada
  piles:
    Ada: [[aubigny.manant, bellay.manant, contades.manant]]
    Bo: [[aubigny.menetrier, bellay.menetrier, contades.menetrier]]
  bourgeoisie: {Ada: grande}
  coats:
    Ada: {up: [bellay.blason.1], down: [contades.blason.1]}
"""


def test_a_bourgeoisie_card_is_activated_and_a_trick_consulted_by_click(
        qtbot: Any, blasons: Any) -> None:
    window = blasons(position=VARIANT)
    c, table = window.controller, window.table
    scene = table.scene
    assert not scene.cards["pile.1.0"].piece.back.cards  # type: ignore[union-attr]
    click(qtbot, window, spot(window, "pile.0.0"))  # variant 1: not even one's own tricks
    assert table.interlude.isVisible() and "do not let you look" in table.interlude.note.text()
    qtbot.mouseClick(table.interlude.next_button, Qt.MouseButton.LeftButton)
    # the card lights up with the hand; a click asks which of the two variants' actions
    assert scene.card_item("bourgeoisie.grande").hint
    click(qtbot, window, spot(window, "bourgeoisie.grande"))
    wanted = Move("bourgeoisie", card="bourgeoisie.grande", choice="consult")
    with played(qtbot, window, "bourgeoisie"):
        table.prompt.buttons[table.prompt.values.index(wanted)].click()
    for who, card in ((0, "aubigny.bourgeois"), (1, "bellay.bourgeoise"),
                      (2, "contades.religieux")):
        lift_curtain(qtbot, window)
        assert c.to_act() == who
        with played(qtbot, window, "play"):
            drag(qtbot, window, card_centre(window, card), zone_point(window, "trick", 0.5, 0.7))
    # Ada's 7 takes the trick: she turns up a coat, then her card acts before the gathering
    lift_curtain(qtbot, window)
    hidden = next(k.id for k in c.state.coats if k.at == 0 and not k.up)
    with played(qtbot, window, "reveal"):
        click(qtbot, window, spot(window, hidden))
    assert c.state.phase == "bourgeois" and "look at up to 4" in c.prompt()
    assert scene.zones["pile.1.0"].lit
    with played(qtbot, window, "consult"):
        click(qtbot, window, spot(window, "pile.1.0"))
    listed = scene.cards["pile.1.0"].piece.back.cards  # type: ignore[union-attr]
    assert len(listed) == 3  # Bo's trick lies open to Ada now
    done = table.action_bar.buttons[0]
    qtbot.waitUntil(done.isVisible)  # the button is shown by the next turn of the event loop
    shot(window, "les_7_blasons_bourgeoisie")
    assert "done" in done.text()
    with played(qtbot, window, "done"):
        done.click()
    assert c.state.leader == 0 and len(c.state.piles[0]) == 2


def test_every_variant_at_once_four_players_to_the_end_with_the_mouse(qtbot: Any,
                                                                      blasons: Any) -> None:
    options = {"bourgeois_consult": True, "bourgeois_serve": True, "bourgeois_curious": True,
               "active_religieux": True}
    window = blasons(players=4, seed=8, options=options)
    c = window.controller
    _play_to_the_end(qtbot, window, random.Random(8))
    assert window.game_over_dialog is not None and c.is_over()
    kinds = {step.move.kind for step in c.session.history}
    assert {"bourgeoisie", "religieux", "done"} <= kinds
    assert kinds & {"consult", "peek", "serve"}


def test_the_tie_break_round_is_named_on_the_table() -> None:
    rules, state = load_position_text("""
game: les_7_blasons
players: [Ada, Bo, Cy]
seed: 2
position:
  round: 4
  scores: [[10, 12, 12], [0, 5, 5], [3, 0, 0]]
  tied: [Bo, Cy]
  leader: Bo
""")
    layout = get("les_7_blasons").layout(rules, rules.view(state, 1), 1, "en")
    trick = next(z for z in layout.zones if z.id == "trick")
    assert "extra round for Bo & Cy, trick 1 of 8" in trick.label
    plaques = {p.id: p.back for p in layout.pieces if isinstance(p.back, Plaque)}
    assert [plaques[f"plaque.{s}"].score for s in range(3)] == ["13", "17", "17"]  # type: ignore[union-attr]


def test_changing_parts_are_painted_over_kept_pictures() -> None:
    """A plaque whose note changes, the banner's text, a trick card's owner and marks: the
    picture under them (`base`) stays the same, so it is drawn once and kept."""
    from medici_table.ui import items
    from medici_table.ui.games.les_7_blasons_art import Banner, Plaque, TrickFace
    from medici_table.ui.layout import CardFace, Piece

    one = Plaque("#aa0000", "blason_lis", name="Ada", house="Aubigny", score="3", note="decides",
                 acting=True)
    two = Plaque("#aa0000", "blason_lis", name="Ada", house="Aubigny", score="3", note="leads")
    assert one.base == Plaque("#aa0000", "blason_lis", name="Ada", house="Aubigny", score="3",
                              acting=True, bare=True)
    assert one.base != two.base  # the light around the deciding seat is in the picture
    assert Banner("#000000", text="Ada: play a card.").base == Banner("#000000", text="Bo").base
    face = TrickFace("4", "Religieux", "#ccaa00", "blason_sun", "Bellay", "", "", owner="Bo",
                     acting=True)
    assert face.base == CardFace("4", "Religieux", "#ccaa00", "blason_sun", "Bellay")
    piece = Piece("c", 0, 0, face=face, scale=0.8)
    plain = Piece("c", 0, 0, face=face.base, scale=0.8)
    w, h = items.piece_size(piece)
    # the card of the trick shares its picture with the same card's plain face
    assert items.drawing_key(piece, w, h) == items.drawing_key(plain, w, h)


def test_the_deciders_cards_are_drawn_ahead_as_they_will_lie_in_the_trick() -> None:
    """`ahead` gives the decider's cards as the trick will print them: the card played shares
    its picture with one drawn while its player decided."""
    from medici_table.ui import items

    rules, state = load_position_text(TRICK)
    adapter = get("les_7_blasons")
    seat = state.to_act
    ahead = {p.id: p for p in adapter.ahead(rules, rules.view(state, seat), seat, "en")}
    assert set(ahead) == set(state.hands[seat])
    move = next(m for m in rules.legal_moves(state) if m.kind == "play")
    after = rules.play(state, move)
    layout = adapter.layout(rules, rules.view(after, seat), seat, "en")
    played = next(p for p in layout.pieces if p.id == move.card)
    drawn = ahead[move.card]
    assert played.scale == drawn.scale
    assert items.drawing_key(played, *items.piece_size(played)) == \
        items.drawing_key(drawn, *items.piece_size(drawn))
    other = (seat + 1) % state.n  # a seat that does not decide has nothing to draw ahead
    assert adapter.ahead(rules, rules.view(state, other), other, "en") == []
