"""Every kind of wrong drop, in every game, with the mouse (issue 19): each piece kind the
player can lift, dropped onto each kind of place where it has no move — and each piece the game
names pulled when it has no move at all — is refused with the rule actually broken (this file's
own reading of the rules decides which), a Why? link that opens that rule, and the piece back
home. Positions come from seeded games played at random, taken every few moves."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from sequence import put
from tablebot import lift_curtain, shot, view_point

from medici_table import games
from medici_table.engine import DROP_ANY, DROP_PLAY, Move, Rules
from medici_table.games.courtisans.data import SPIES, court
from medici_table.games.les_7_blasons.moves import current_power
from medici_table.games.louis_xiv.data import tables as louis
from medici_table.games.louis_xiv.moves import board_of
from medici_table.games.medici import auction
from medici_table.ui import matching, rulestext
from medici_table.ui.items import CardItem
from medici_table.ui.window import MainWindow

LIFT = "<lift>"  # no place: the piece was pulled but cannot move

# --- each game's kinds of pieces and places, and the rule a wrong drop breaks -----------------


def court_kinds(s: Any, piece: str, target: str | None) -> tuple[str, str]:
    me = s.to_act
    p = "hand" if piece in s.hands[me] else "court"
    if target is None:
        return p, LIFT
    if target.startswith(("outer.", "deck.")):
        return p, target.split(".")[0] + (".own" if target.endswith(str(me)) else ".other")
    return p, "first_circle" if target == "first_circle" else "stack"


def court_rule(s: Any, piece: str, target: str | None) -> set[str]:
    phase = s.phase
    if phase != "play":
        return {{"redraw": "optional-redraw", "jester_value": "jester", "eliminate": "conspiracy",
                 "draw": "draw", "announce": "last-card"}[phase]}
    what, where = court_kinds(s, piece, target)
    if what == "court":
        return {"turn"}  # only a card of one's hand is played (seed 000, Marche du jeu)
    if where == LIFT:
        return {"last-card"}
    return {"outer.other": {"outer-court"}, "deck.other": {"prepare"},
            "first_circle": {"alliance"},
            "deck.own": {"prepare"} if s.limits[s.to_act] is not None else {"jester"},
            "stack": {"last-card", "conspiracy"}}[where]


def medici_kinds(s: Any, piece: str, target: str | None) -> tuple[str, str]:
    p = "deck" if piece == "deck.top" else "lot" if piece in s.lot else "boat"
    return p, LIFT if target is None else "block"


def medici_rule(s: Any, piece: str, target: str | None) -> set[str]:
    what, _ = medici_kinds(s, piece, target)
    if what == "boat":
        return {"boats"}
    if s.phase == "bid":
        return {"bidding"}
    if what == "deck" and s.phase == "turn":
        limit = auction.turn_limit(s)
        return {"boats"} if limit == "boat" else {"original-auction"} if limit == "nobody" \
            else {"turning"}
    return {"turning"} if s.phase == "turn" else {"new-auction", "mystery-five"}


def courtisans_kinds(s: Any, piece: str, target: str | None) -> tuple[str, str]:
    p = "hand" if piece in s.hands[s.to_act] else "laid"
    if target is None:
        return p, LIFT
    if target.startswith("queen."):
        return p, "queen.spies" if target.startswith(f"queen.{SPIES}.") else "queen.family"
    if target.startswith("domain."):
        return p, "domain.own" if target == f"domain.{s.to_act}" else "domain.other"
    return p, target


def courtisans_rule(s: Any, piece: str, target: str | None) -> set[str]:
    what, where = courtisans_kinds(s, piece, target)
    if s.pending is not None:
        return {"assassins"}  # the assassin's decision comes first
    if len(s.played) == 3 or not s.hands[s.to_act]:
        return {"refill"}
    if what == "laid" or where in (LIFT, "deck"):
        return {"turn"}
    zone = {"queen.spies": "queen", "queen.family": "queen", "domain.own": "own",
            "domain.other": "other"}[where]
    if zone in s.played:
        return {"turn"}  # one card into each zone a turn
    spy = court().cards[piece].role == "spy"
    return {"spies"} if spy or where == "queen.spies" else {"queen-table"}


def blasons_kinds(s: Any, piece: str, target: str | None) -> tuple[str, str]:
    if piece.startswith("coat."):
        p = "coat"
    elif piece.startswith("bourgeoisie."):
        p = "bourgeoisie"
    else:
        p = "trick" if any(t.card == piece for t in s.trick) else "hand"
    if target is None:
        return p, LIFT
    return p, target.split(".")[0]


def blasons_rule(s: Any, piece: str, target: str | None) -> set[str]:
    what, _ = blasons_kinds(s, piece, target)
    if s.phase == "play":
        return {"coat": {"powers"}, "bourgeoisie": {"bourgeoisie"}, "trick": {"taking-the-trick"},
                "hand": {"playing"}}[what]
    if s.phase == "resolve":
        power = current_power(s)
        return {"malandrin", "malandrin-self"} if power == "malandrin" else {power}
    return {"winner": {"taking-the-trick"}, "bourgeois": {"bourgeoisie"}}[s.phase]


def louis_kinds(s: Any, piece: str, target: str | None) -> tuple[str, str]:
    if piece == DROP_ANY:
        p = "token"
    elif piece.startswith("general."):
        p = "general"
    elif piece.startswith(("influence.", "intrigue.")):
        p = piece.split(".")[0]
    else:
        p = "mission" if piece in louis().missions else "tile"
    if target is None:
        return p, LIFT
    if board_of(target):
        return p, "board"
    if target == DROP_PLAY:
        return p, "play"
    return p, "reserve" if target.startswith("reserve.") else "mission"


def louis_rule(s: Any, piece: str, target: str | None) -> set[str]:
    t = s.queue[0]
    what, where = louis_kinds(s, piece, target)
    seat = s.seats[t.player]
    if what == "influence":
        return {"influence"}
    if what == "intrigue":
        return {"intrigue"}
    if what == "general":
        return {"recovering"}
    if what == "tile":
        return {"keep-tile"} if t.kind == "keep" else {"missions"}
    if what == "mission":
        return {"missions", "mission-cards", "supply", "income", "intrigue", "keep-tile",
                "money-condition", "first-place-condition", "placing", "influence"}
    # a token from a reserve
    if t.kind == "place":
        return {"income"} if where == "board" else {"placing"}
    if where != "board" or not s.path or t.count == 0 or seat.personal == 0:
        return {"placing"}
    return {"mission-cards"} if t.need == "joker4" else {"token-path"}


def situation(state: Any) -> str:
    """The decision expected: a wrong drop is met again in each (its rule may differ)."""
    if hasattr(state, "queue"):
        return str(state.queue[0].kind)  # Louis XIV
    if hasattr(state, "pending") and hasattr(state, "played"):  # Courtisans
        return "assassin" if state.pending is not None else str(len(state.played))
    if getattr(state, "phase", "") == "resolve":
        return f"resolve.{current_power(state)}"
    return str(getattr(state, "phase", ""))


Kinds = Callable[[Any, str, str | None], tuple[str, str]]
Rule = Callable[[Any, str, str | None], set[str]]

GAMES: dict[str, tuple[list[str], Kinds, Rule, set[tuple[str, str]]]] = {
    # the pairs each game must meet at least (what a player can do wrong there)
    "court_of_the_medici": (["Ada", "Bo"], court_kinds, court_rule, {
        ("hand", "outer.other"), ("hand", "deck.other"), ("hand", "first_circle"),
        ("hand", LIFT), ("court", LIFT)}),
    "medici": (["Ada", "Bo", "Cy"], medici_kinds, medici_rule, {
        ("lot", LIFT), ("boat", LIFT), ("deck", LIFT)}),
    "courtisans": (["Ada", "Bo", "Cy"], courtisans_kinds, courtisans_rule, {
        ("hand", "queen.family"), ("hand", "queen.spies"), ("hand", "domain.own"),
        ("hand", "domain.other"), ("hand", "deck"), ("hand", LIFT)}),
    "les_7_blasons": (["Ada", "Bo", "Cy", "Di"], blasons_kinds, blasons_rule, {
        ("hand", "coats"), ("hand", "pool"), ("hand", "pile"), ("coat", "trick"),
        ("coat", "coats"), ("coat", LIFT), ("trick", LIFT)}),
    "louis_xiv": (["Ada", "Bo", "Cy"], louis_kinds, louis_rule, {
        ("influence", "board"), ("influence", "mission"), ("influence", LIFT),
        ("token", "play"), ("token", "mission"), ("token", "board"), ("tile", "board"),
        ("tile", "play"), ("tile", "mission"), ("tile", LIFT), ("intrigue", LIFT)}),
}


# --- driving the table -------------------------------------------------------------------------
def seen(window: MainWindow, pt: QPointF) -> bool:
    """Whether `pt` of the table lies in the view (a hand can point at it)."""
    viewport = window.table.view.viewport()
    return viewport.rect().adjusted(2, 2, -2, -2).contains(view_point(window, pt))


def spot(window: MainWindow, item: CardItem) -> QPointF | None:
    """A point of `item` no other piece covers."""
    scene = window.table.scene
    box = item.boundingRect().adjusted(6, 6, -6, -6)
    for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fy in (0.5, 0.3, 0.7, 0.15):
            pt = item.mapToScene(QPointF(box.x() + box.width() * fx,
                                         box.y() + box.height() * fy))
            top = next((i for i in scene.items(pt) if isinstance(i, CardItem)), None)
            if top is item and seen(window, pt):
                return pt
    return None


def place_point(window: MainWindow, target: str, held: CardItem) -> QPointF | None:
    """A point where a drop of `held` lands on `target` and nowhere else."""
    scene = window.table.scene
    points = []
    zone = scene.zones.get(target)
    if zone is not None:
        z = zone.zone
        points += [QPointF(z.x + z.w * fx, z.y + z.h * fy)
                   for fx in (0.5, 0.2, 0.8, 0.05, 0.95) for fy in (0.5, 0.15, 0.85)]
    for item in scene.cards.values():
        if item.piece.target == target and item is not held:
            here = spot(window, item)
            if here is not None:
                points.append(here)
    for pt in points:
        if scene.drag.target_at(pt, held) == target and seen(window, pt):
            return pt
    return None


def drag(qtbot: Any, window: MainWindow, start: QPointF, end: QPointF | None) -> None:
    viewport = window.table.view.viewport()
    a = view_point(window, start)
    b = view_point(window, end) if end is not None else a + QPoint(40, -40)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 6):
        p = a + (b - a) * (i / 5)
        qtbot.mouseMove(viewport, pos=QPoint(int(p.x()), int(p.y())))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def states(game: str, names: list[str], seed: int, every: int, count: int) -> list[Any]:
    rules = games.get(game)
    state = rules.new_game(names, {}, seed)
    rng = random.Random(seed)
    out: list[Any] = []
    step = 0
    while len(out) < count:
        if rules.is_over(state):
            state = rules.new_game(names, {}, rng.randrange(10**6))
        if step % every == 0:
            out.append(state)
        state = rules.apply(state, rng.choice(rules.legal_moves(state)))
        step += 1
    return out


def check_refusal(qtbot: Any, window: MainWindow, item: CardItem, start: QPointF,
                  end: QPointF | None, allowed: set[str], said: list[str]) -> str:
    """Drop (or pull) `item`: refused, with an allowed rule, its Why? link, the piece home."""
    c, t = window.controller, window.table
    home = item.home
    with qtbot.waitSignal(c.move_rejected, timeout=1000) as blocker:
        drag(qtbot, window, start, end)
    move, exc = blocker.args
    assert move.kind == "drop"
    assert exc.rule in allowed, f"{move}: {exc.reason} ({exc.rule}; expected {allowed})"
    assert type(c.rules).explain_drop is not Rules.explain_drop  # the game's own reasons
    for lang in ("en", "fr"):  # the rule exists in both rules texts
        assert rulestext.section(c.rules.id, exc.rule, lang) is not None, (exc.rule, lang)
    label = t.message.label.text()
    assert t.message.isVisible() and f'href="rule:{exc.rule}"' in label
    assert item.pos() == home  # never stranded
    assert c.session.history == []
    said.append(exc.reason)
    return str(exc.rule)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_kind_of_wrong_drop_names_its_rule(game: str, make_window: Any,
                                                 qtbot: Any) -> None:
    names, kinds, rule, must = GAMES[game]
    window = make_window(game=game, names=names, size=(1700, 1050), lift=False)
    covered: dict[tuple[str, str, str], str] = {}
    said: list[str] = []
    rules = games.get(game)
    for state in states(game, names, seed=3, every=7, count=45):
        if state.to_act is None:
            continue
        put(window, rules, state)
        lift_curtain(qtbot, window)
        scene = window.table.scene
        play = matching.PLAY in scene.zones
        for item in list(scene.cards.values()):
            piece = item.piece.card
            t = window.table
            if t.prompt.isVisible() or t.interlude.isVisible() or t.curtain.isVisible():
                break  # a question asked at once (a bribe, an intrigue card): no drag now
            if piece is None or window.controller.state is not state:
                continue
            start = spot(window, item)
            if start is None:
                continue
            if not matching.draggable(scene.moves, piece, play):  # pulled, with no move
                key = (*kinds(state, piece, None), situation(state))
                if key not in covered:
                    covered[key] = check_refusal(qtbot, window, item, start, None,
                                                 rule(state, piece, None), said)
                continue
            targets = {z for z, zi in scene.zones.items() if zi.zone.target}
            targets |= {i.piece.target for i in scene.cards.values() if i.piece.target}
            for target in sorted(targets):
                if matching.matching(scene.moves, piece, target):
                    continue
                key = (*kinds(state, piece, target), situation(state))
                if key in covered or item.piece.target == target:
                    continue
                end = place_point(window, target, item)
                if end is None or (end - start).manhattanLength() < 30:
                    continue  # (a drop where the piece lies is no drop: a click)
                covered[key] = check_refusal(qtbot, window, item, start, end,
                                             rule(state, piece, target), said)
    missing = must - {(what, where) for what, where, _ in covered}
    assert not missing, f"{game}: never met {sorted(missing)}"
    # the Why? link of a refusal opens that very rule in the panel
    window.table.message.label.linkActivated.emit(f"rule:{covered[sorted(covered)[0]]}")
    panel = window.rules_dock.panel()
    assert window.rules_dock.isVisible() and panel.anchor == covered[sorted(covered)[0]]
    assert all(said), "a refusal said nothing"


def test_a_drop_on_empty_felt_says_nothing_and_strands_nothing(make_window: Any,
                                                               qtbot: Any) -> None:
    from tablebot import POSITION, card_centre

    window = make_window(position=POSITION)
    count = "della_rovere.count.1"
    item = window.table.scene.card_item(count)
    home = item.pos()
    felt = QPointF(window.table.scene.sceneRect().right() - 5,
                   window.table.scene.sceneRect().center().y())
    assert window.table.scene.drag.target_at(felt, item) is None
    drag(qtbot, window, card_centre(window, count), felt)
    assert item.pos() == home and not window.table.message.isVisible()
    assert window.controller.session.history == []


def test_a_louis_xiv_influence_card_on_a_board_is_told_where_influence_is_played(
        make_window: Any, qtbot: Any) -> None:
    """The case of the issue: it said "That mission power is not available now"."""
    window = make_window(game="louis_xiv", names=["Ada", "Bo", "Cy"], seed=7)
    c = window.controller
    card = c.state.seats[0].influence[0]
    item = window.table.scene.card_item(card)
    end = place_point(window, "board.1", item)
    with qtbot.waitSignal(c.move_rejected) as blocker:
        drag(qtbot, window, spot(window, item), end)
    move, exc = blocker.args
    assert move == Move("drop", card=card, target="board.1")
    assert exc.rule == "influence" and "mission power" not in exc.reason
    assert "middle of the court" in exc.reason
    assert "Why? Playing an influence card" in window.table.message.label.text() or \
        'href="rule:influence"' in window.table.message.label.text()


@pytest.mark.parametrize("size", [(920, 690), (1500, 950)])
def test_a_long_refusal_in_a_narrow_window_wraps_and_keeps_its_why(
        make_window: Any, qtbot: Any, size: tuple[int, int]) -> None:
    """Seen playing in French in a 1024×768 screen: Louis XIV's refusal of an influence card
    on a board ran past the window's edge, cut mid-word, its "Why?" link out of sight."""
    window = make_window(game="louis_xiv", names=["Carine", "Michel"], seed=7, size=size)
    window.set_language("fr")
    c = window.controller
    card = c.state.seats[0].influence[0]
    item = window.table.scene.card_item(card)
    with qtbot.waitSignal(c.move_rejected):
        drag(qtbot, window, spot(window, item), place_point(window, "board.1", item))
    bar, label = window.table.message, window.table.message.label
    assert bar.isVisible() and "Pourquoi" in label.text()
    assert bar.geometry().right() <= window.table.width()
    assert label.heightForWidth(label.width()) <= label.height()  # every line of it shown
    if size[0] > 1000:
        assert bar.height() < 2 * label.fontMetrics().height() + 16  # one line when it fits
    shot(window, f"refusal_fr_{size[0]}")
