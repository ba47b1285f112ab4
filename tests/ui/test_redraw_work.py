"""What a move's redraw leaves out: pictures drawn ahead while the player decides, a background
left alone where alike zones took each other's places, a log painted alone when it gains a line,
a card's copies kept at the scales it had, the status line measured once per change, the table
laid out ahead taken as it is.
(How long a redraw takes is the benchmark's business: `python -m benchmarks --parts ui`.)"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene

from medici_table.ui import pixcache

BLASONS = ("Ada", "Bo", "Cy", "Di", "Ed")


def _settle(window: Any) -> None:
    """The paint and the idle work after it (a person's time to decide)."""
    QApplication.processEvents()
    while window.table.drawing_ahead():
        QApplication.processEvents()


def test_the_pictures_a_move_shows_are_drawn_while_the_player_decides(
        make_window: Any, monkeypatch: Any) -> None:
    """Hot seat, Les 7 Blasons: the next decider's plaque, the line over the trick, the trick's
    cards are drawn in idle time from the table each legal move would leave (ui/ahead.py); the
    move's own frame copies pixels and draws nothing anew."""
    window = make_window(game="les_7_blasons", names=BLASONS, seed=4)
    made: list[object] = []
    original = pixcache._make

    def make(full: Any, *args: Any) -> Any:
        made.append(full[0])
        return original(full, *args)

    monkeypatch.setattr(pixcache, "_make", make)
    rng = random.Random(4)
    _settle(window)
    for _ in range(8):
        c = window.controller
        window.table.prompt.hide()
        moves = c.legal_moves()
        made.clear()
        c.play(moves[rng.randrange(len(moves))])
        window.table.curtain.lift()
        window.table.view.viewport().repaint()
        assert made == [], "drawn at the move instead of ahead"
        _settle(window)


def test_a_turning_table_paints_again_only_the_drawings_that_changed(make_window: Any) -> None:
    """When the table turns to the next person, each seat's areas move to the next seat's
    place, where alike areas were: only what differs (a hand's label, a pile) is repainted."""
    window = make_window(game="les_7_blasons", names=BLASONS, seed=4)
    table, scene = window.table, window.table.scene
    scene.apply_layout(table._layout_for(0), animate=False)
    painted: list[QRectF] = []
    original = scene.invalidate

    def invalidate(rect: QRectF, layers: Any = QGraphicsScene.SceneLayer.AllLayers) -> None:
        if layers == QGraphicsScene.SceneLayer.BackgroundLayer:
            painted.append(rect)
        original(rect, layers)

    scene.invalidate = invalidate  # type: ignore[method-assign]
    scene.apply_layout(table._layout_for(1), animate=False)
    zones = sum(z.zone.w * z.zone.h for z in scene.zones.values())
    again = sum(r.width() * r.height() for r in painted)
    assert 0 < again < zones / 3, (again, zones)


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[QObject] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.seen.append(obj)
        return False


def test_a_line_added_to_the_log_paints_the_log_alone(make_window: Any) -> None:
    """The log's viewport and its scroll bar's box fill themselves: a new line scrolls the
    log without painting its frame, its dock or the window under it."""
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), seed=4)
    log = window.log_dock
    _settle(window)
    for text in (f"{n}. A line long enough to be wrapped in the log's narrow dock, twice"
                 for n in range(60)):
        log.list.add_lines([text])
    log.list.scrollToBottom()
    _settle(window)
    paints = _Paints()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(paints)
    try:
        log.list.add_lines(["61. One more line"])
        log.list.scrollToBottom()
        QApplication.processEvents()
    finally:
        app.removeEventFilter(paints)
    assert log.list.viewport() in paints.seen
    assert log not in paints.seen and log.list not in paints.seen and window not in paints.seen


def test_only_moves_of_the_position_on_the_table_are_played_ahead(
        make_window: Any, monkeypatch: Any) -> None:
    """Moves played while a curtain is up (the table is not laid out again behind it): the
    outcomes planned for the position before are dropped, not played on the new position
    (where they are no moves; Les 7 Blasons' rules assume a legal move, and one looped)."""
    from medici_table.ui import ahead

    window = make_window(game="les_7_blasons", names=BLASONS[:3], seed=7)
    c = window.controller
    played: list[bool] = []
    original = ahead.outcome_layout

    def outcome(table: Any, move: Any) -> Any:
        played.append(move in c.rules.legal_moves(c.state))
        return original(table, move)

    monkeypatch.setattr(ahead, "outcome_layout", outcome)
    rng = random.Random(7)
    for _ in range(12):
        if c.is_over():
            break
        moves = c.legal_moves()
        c.play(moves[rng.randrange(len(moves))])  # as the Moves panel plays, curtain or not
        for _ in range(3):
            QApplication.processEvents()
        if window.table.curtain.isVisible():
            window.table.curtain.lift()
        window.table.prompt.hide()
    assert played and all(played)


def test_a_piece_that_only_moves_keeps_its_picture(make_window: Any, monkeypatch: Any) -> None:
    """Cards and badges are given bounds of whole device pixels (`items.whole_pixels`): one
    moved to any place within a pixel (the table turning, a card sliding or carried) keeps the
    picture Qt cached for it, instead of being painted again when its rounded size changed."""
    from medici_table.ui import cardart
    from medici_table.ui.items import BadgeItem, CardItem

    window = make_window(game="courtisans", names=("Ada", "Bo", "Cy", "Di"), seed=4)
    _settle(window)
    scene, view = window.table.scene, window.table.view
    scale = view.transform().m11()
    items: list[CardItem | BadgeItem] = [  # (a piece under a zone is painted in the background)
        *(c for c in scene.cards.values() if not c.backdrop), *scene.badges.values()]
    dropped = next(c for c in items if isinstance(c, CardItem))
    dropped.lift(True)  # carried, then dropped: its new place comes at its own scale
    dropped.apply(dropped.piece)
    for item in items:
        box = item.boundingRect()
        for side in (box.width(), box.height()):
            pixels = side * scale * item.scale()
            assert abs(pixels - round(pixels)) < 1e-6, (item, pixels)
    scene.seat_light.setVisible(False)  # (painted at every frame from its strips: no cache)
    view.viewport().repaint()
    painted: list[object] = []
    monkeypatch.setattr(pixcache, "copy_again", lambda p, copies, *a: painted.append(copies))
    monkeypatch.setattr(pixcache, "paint_cached", lambda *a, **k: painted.append(a))
    monkeypatch.setattr(cardart, "draw_number", lambda *a, **k: painted.append(a))  # a badge
    for step in range(1, 6):
        for item in items:
            item.setPos(item.pos() + QPointF(0.173 * step, 0.311 * step))
        view.viewport().repaint()
    assert painted == [], "a piece that only moved was painted again"


def test_the_place_under_the_pointer_is_the_scenes_hit_test(make_window: Any) -> None:
    """A carried piece looks for its place among the table's places alone (the cards that are
    places and the zones), top first: the same place as the scene's hit test of every item."""
    from medici_table.ui import matching
    from medici_table.ui.items import CardItem, ZoneItem

    window = make_window(game="courtisans", names=("Ada", "Bo", "Cy", "Di"), seed=4)
    scene = window.table.scene
    drag = scene.drag

    def hit_test(pos: QPointF, dragged: CardItem | None) -> str | None:
        piece = dragged.piece.card if dragged is not None else None
        legal = matching.targets_for(scene.moves, piece) if piece else set()
        legal |= set(matching.target_actions(scene.moves))
        found = [it.piece.target if isinstance(it, CardItem) else it.zone.id
                 for it in scene.items(pos) if it is not dragged
                 and ((isinstance(it, CardItem) and it.piece.target is not None)
                      or (isinstance(it, ZoneItem) and it.zone.target))]
        return next((t for t in found if t in legal), found[0] if found else None)

    cards = list(scene.cards.values())
    rect = scene.sceneRect()
    hits = 0
    for dragged in (None, cards[0], cards[len(cards) // 2]):
        for i in range(40):
            for j in range(30):
                pos = QPointF(rect.x() + rect.width() * i / 39, rect.y() + rect.height() * j / 29)
                expected = hit_test(pos, dragged)
                hits += expected is not None
                assert drag.target_at(pos, dragged) == expected, (pos, dragged)
    assert hits > 100


def test_the_curtain_paints_itself_alone(make_window: Any) -> None:
    """The hot seat's curtain, the frame a move shows the next person, fills every pixel of
    itself: the table under it is not painted first, and its striped ground is a tile laid
    over it (the same pixels as its stripes blended one by one)."""
    window = make_window(game="les_7_blasons", names=BLASONS, seed=4)
    curtain = window.table.curtain
    curtain.cover("Pass the computer to Bo", "Click when ready", "#884422", "")
    QApplication.processEvents()
    paints = _Paints()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(paints)
    try:
        curtain.repaint()
    finally:
        app.removeEventFilter(paints)
    assert paints.seen == [curtain]


def _to_the_last_move(window: Any, seed: int) -> Any:
    """Random moves until the next one ends the game; returns that move."""
    c = window.controller
    rng = random.Random(seed)
    while True:
        window.table.prompt.hide()
        moves = c.legal_moves()
        move = moves[rng.randrange(len(moves))]
        if c.rules.is_over(c.rules.play(c.state, move)):
            return move
        c.play(move)
        if window.table.curtain.isVisible():
            window.table.curtain.lift()


def test_the_end_of_a_game_comes_after_the_frame_of_its_last_move(make_window: Any) -> None:
    """The last move's frame shows the table; the game is kept among the finished games and
    the final dialog is made at the next turn of the event loop (they cost 30-50 ms)."""
    from medici_table.ui.dialogs import GameOverDialog

    window = make_window(seed=5)
    kept: list[object] = []
    window.game_finished.connect(lambda: kept.append(window.controller.state))
    last = _to_the_last_move(window, 5)
    c = window.controller
    c.play(last)
    window.table.curtain.lift()
    window.table.view.viewport().repaint()
    assert kept == [] and window.findChildren(GameOverDialog) == []
    QApplication.processEvents()
    assert kept == [c.state]
    (dialog,) = window.findChildren(GameOverDialog)
    assert window.game_over_dialog is dialog


def test_the_end_of_a_game_read_or_left_at_once_is_told_once(make_window: Any) -> None:
    """Read in the same turn, the final dialog is made then (and not again); a new game put on
    the table in that turn keeps the finished one first, and no dialog comes for it."""
    from medici_table.ui.dialogs import GameConfig, GameOverDialog

    window = make_window(seed=5)
    kept: list[object] = []
    window.game_finished.connect(lambda: kept.append(window.controller.state))
    c = window.controller
    c.play(_to_the_last_move(window, 5))
    dialog = window.game_over_dialog
    assert dialog is not None and kept == [c.state]
    QApplication.processEvents()
    assert window.findChildren(GameOverDialog) == [dialog] and len(kept) == 1
    window.close_final_dialog()
    window.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 6))
    window.table.curtain.lift()
    c = window.controller
    c.play(_to_the_last_move(window, 6))
    final = c.state
    window.start(GameConfig("court_of_the_medici", ["Ada", "Bo"], {}, 9))
    QApplication.processEvents()
    assert kept[1:] == [final] and window.game_over_dialog is None
    assert [d for d in window.findChildren(GameOverDialog) if d.isVisible()] == []


def test_a_move_tells_each_piece_its_marks_once(make_window: Any, monkeypatch: Any) -> None:
    """Hot seat, Les 7 Blasons, hints on: a move darkens the table, covers it, and lights it
    for the next person as the curtain is lifted. Each piece is told its marks once, what it
    shows after all that: none is darkened and lit again (its picture painted again for
    nothing), and under the curtain the marks of the last person stay, unseen."""
    from medici_table.ui.items import CardItem

    window = make_window(game="les_7_blasons", names=BLASONS, seed=4)
    assert window.table.scene.hints
    told: dict[int, list[tuple[bool, bool]]] = {}
    original = CardItem.set_marks

    def set_marks(item: CardItem, selected: bool, hint: bool) -> None:
        if (selected, hint) != (item.selected, item.hint):
            told.setdefault(id(item), [(item.selected, item.hint)]).append((selected, hint))
        original(item, selected, hint)

    monkeypatch.setattr(CardItem, "set_marks", set_marks)
    rng = random.Random(4)
    _settle(window)
    covered = kept = 0
    for _ in range(10):
        c = window.controller
        window.table.prompt.hide()
        moves = c.legal_moves()
        told.clear()
        c.play(moves[rng.randrange(len(moves))])
        if window.table.curtain.isVisible():
            covered += 1
            under = dict(told)
            window.table.curtain.lift()
            kept += not under  # the last person's marks stay under the curtain
        window.table.view.viewport().repaint()
        for changes in told.values():
            assert len(changes) == 2, changes  # (as it was, as it is): told once
        _settle(window)
    assert covered >= 5 and kept == covered




def _shield(key: Any) -> int | None:
    """The id of a coat's shield a drawing's key names, if it does (a coat's picture)."""
    art = key[1] if isinstance(key, tuple) and len(key) == 4 else None
    return id(art) if type(art).__name__ == "Shield" else None


def test_a_card_turned_back_to_a_scale_it_had_copies_what_it_copied_then(
        make_window: Any, monkeypatch: Any) -> None:
    """Hot seat, Les 7 Blasons: a seat's coats are larger when the table is their owner's and
    smaller when it turns on, and Qt paints them again at each new scale. A card keeps what it
    copied at the scales (and marks) it had lately, and copies that again without looking up
    the shared pixmaps (two or three lookups a card, 30-40 us)."""
    window = make_window(game="les_7_blasons", names=BLASONS, seed=4)
    table = window.table
    _settle(window)
    looked: list[int] = []
    again: list[int] = []
    original_cached, original_again = pixcache.paint_cached, pixcache.copy_again

    def cached(p: Any, box: Any, key: Any, *args: Any, **kwargs: Any) -> Any:
        coat = _shield(key)
        if coat is not None:
            looked.append(coat)
        return original_cached(p, box, key, *args, **kwargs)

    def copy_again(p: Any, copies: Any, *args: Any) -> None:
        coat = _shield(copies[0][0][0]) if copies else None
        if coat is not None:
            again.append(coat)
        original_again(p, copies, *args)

    monkeypatch.setattr(pixcache, "paint_cached", cached)
    monkeypatch.setattr(pixcache, "copy_again", copy_again)
    rng = random.Random(4)
    counts: list[tuple[int, int]] = []
    for _ in range(3 * len(BLASONS)):  # three times round the table
        c = window.controller
        table.prompt.hide()
        moves = c.legal_moves()
        c.play(moves[rng.randrange(len(moves))])
        table.curtain.lift()
        looked.clear()
        again.clear()
        table.view.viewport().repaint()
        counts.append((len(looked), len(again)))
        _settle(window)
    later = counts[2 * len(BLASONS):]  # each seat had the table twice before
    looked_n, again_n = sum(n for n, _ in later), sum(n for _, n in later)
    # (a coat ringed anew, or lit, is looked up: a new picture over it)
    assert again_n >= 2 * len(BLASONS) and looked_n * 2 < again_n, later


def test_the_status_line_is_measured_once_for_each_thing_it_says(
        make_window: Any, monkeypatch: Any) -> None:
    """A hot-seat move says the status 4-5 times (the curtain's words, then the next person's
    prompt, each said again as the curtain comes and goes): the line measures its words (to cut
    them with '…') only when they change."""
    from medici_table.ui.elided import ElidedLabel

    window = make_window(game="les_7_blasons", names=BLASONS, seed=4)
    _settle(window)
    measured: list[str] = []
    original = ElidedLabel._tip

    def tip(label: ElidedLabel) -> None:
        if label is window.status_label:
            measured.append(label.text())
        original(label)

    monkeypatch.setattr(ElidedLabel, "_tip", tip)
    rng = random.Random(4)
    said: list[str] = []
    window.table.status.connect(said.append)
    for _ in range(6):
        c = window.controller
        window.table.prompt.hide()
        moves = c.legal_moves()
        measured.clear()
        said.clear()
        c.play(moves[rng.randrange(len(moves))])
        window.table.curtain.lift()
        assert len(said) >= 3 and measured == [said[0], said[-1]] != [], (said, measured)
        assert window.status_label.text() == said[-1]
        _settle(window)


@pytest.mark.parametrize("game, names", [
    ("les_7_blasons", BLASONS), ("courtisans", ("Ada", "Bo", "Cy", "Di")),
    ("medici", ("Ada", "Bo", "Cy")), ("louis_xiv", ("Ada", "Bo", "Cy")),
    ("court_of_the_medici", ("Ada", "Bo"))])
def test_a_moves_frame_takes_the_table_laid_out_while_it_was_decided(
        make_window: Any, game: str, names: tuple[str, ...]) -> None:
    """While a person decides, the table is laid out as each legal move would leave it
    (`ui/ahead.py`, to draw its new pictures): the move's frame takes that layout, the same as
    one laid out anew, instead of laying the table out again (1-1.5 ms of the frame); the
    tables foreseen for the position before are let go after the frame."""
    window = make_window(game=game, names=names, seed=3)
    table = window.table
    fresh: list[object] = []
    original = table._layout_for

    def layout_for(viewer: int | None) -> Any:
        fresh.append(viewer)
        return original(viewer)

    table._layout_for = layout_for  # type: ignore[method-assign]
    _settle(window)
    rng = random.Random(3)
    taken = 0
    for _ in range(25):
        c = window.controller
        if c.is_over():
            break
        table.prompt.hide()
        moves = c.legal_moves()
        fresh.clear()
        c.play(moves[rng.randrange(len(moves))])
        if table.curtain.isVisible():
            table.curtain.lift()
        if not table.drawn_for == table.viewer or c.is_over():
            continue
        laid = table.scene.layout_
        assert laid is not None
        again = original(table.drawn_for)
        assert laid == again  # the same table as laid out now
        taken += not fresh
        # the tables foreseen for the position before are let go in idle time, not in the frame
        assert table._let_go or not fresh
        _settle(window)
        assert not table._let_go
    assert taken >= 15, taken
