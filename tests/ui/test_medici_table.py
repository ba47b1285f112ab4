"""The Medici table: auctions played with the mouse (a drag or a click turns a card up, the
number bar bids, a bid past one's money is refused with its reason), no curtain between
bidders, won cards in the boat, the season's scoring page by page, a seeded game to the end."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from tablebot import card_centre, drag, shot, view_point, zone_point

from medici_table.games.medici import cargo
from medici_table.games.medici.state import BID, TURN
from medici_table.ui.games.medici_board import Plaque
from medici_table.ui.interlude import Page
from medici_table.ui.window import MainWindow

NAMES = ["Ada", "Bo", "Cy", "Dee", "Eli", "Flo"]
SPECIAL_SEED = 1


@pytest.fixture
def medici(make_window: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    def make(players: int = 3, seed: int = 7, options: dict[str, Any] | None = None,
             anim_ms: int = 0) -> MainWindow:
        return make_window(game="medici", names=NAMES[:players], seed=seed, options=options,
                           lift=False, anim_ms=anim_ms)

    return make


def plaque(window: MainWindow, seat: int) -> Plaque:
    item = window.table.scene.cards[f"plaque.{seat}"]
    art = item.piece.face
    assert isinstance(art, Plaque)
    return art


def button(buttons: list[QPushButton], text: str, exact: bool = False) -> QPushButton:
    found = [b for b in buttons if (text == b.text() if exact else text in b.text())]
    assert len(found) == 1, f"no single button with '{text}' in {[b.text() for b in buttons]}"
    return found[0]


def click(qtbot: Any, window: MainWindow, widget: QPushButton, kind: str) -> None:
    """Click a button of the table and wait for the move it plays."""
    with qtbot.waitSignal(window.controller.move_applied, timeout=2000,
                          check_params_cb=lambda m: m.kind == kind):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def turn_by_drag(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitSignal(window.controller.move_applied, timeout=2000,
                          check_params_cb=lambda m: m.kind == "turn"):
        drag(qtbot, window, card_centre(window, "deck.top"), zone_point(window, "block", 0.2))


def inside_zone(window: MainWindow, card: str, zone: str) -> bool:
    item = window.table.scene.card_item(card)
    assert item is not None
    z = window.table.scene.zones[zone].zone
    pos = item.pos()
    return z.x <= pos.x() <= z.x + z.w and z.y <= pos.y() <= z.y + z.h


def test_a_full_auction_through_the_table(medici: Callable[..., MainWindow], qtbot: Any) -> None:
    w = medici(3)
    c = w.controller
    table = w.table
    auctioneer = c.state.auctioneer
    assert not table.curtain.isVisible() and c.state.to_act == auctioneer
    assert plaque(w, auctioneer).status == "auctioneer" and plaque(w, auctioneer).active
    # the first card by a drag of the deck's top card onto the block, which glows meanwhile
    viewport = table.view.viewport()
    start = view_point(w, card_centre(w, "deck.top"))
    end = view_point(w, zone_point(w, "block", 0.3))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(viewport, pos=start + (end - start) * (i / 5))
    assert table.scene.zones["block"].hover
    QApplication.processEvents()
    shot(w, "medici_dragging")
    with qtbot.waitSignal(c.move_applied, timeout=2000,
                          check_params_cb=lambda m: m.kind == "turn"):
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    first = c.state.lot[0]
    assert inside_zone(w, first, "block")
    # the second by the button, which does not name the face-down card before it is turned
    turn = button(table.action_bar.buttons, "turns up")
    assert "face-down card" in turn.text() and c.state.deck[0] not in turn.text()
    click(qtbot, w, turn, "turn")
    lot = c.state.lot
    assert len(lot) == 2 and all(inside_zone(w, card, "block") for card in lot)
    click(qtbot, w, button(table.action_bar.buttons, "up for auction"), "start_auction")
    assert c.state.phase == BID
    first_bidder, second_bidder = c.state.bidders[0], c.state.bidders[1]
    # the number bar: quick amounts never above what the bidder owns, then a bid of 3
    bar = table.number_bar
    assert bar.isVisible() and not table.action_bar.isVisible()
    assert max(int(b.text()) for b in bar.quick) == c.state.money[first_bidder] == 30
    assert bar.title.text() == f"{NAMES[first_bidder]} bids …"
    click(qtbot, w, button(bar.quick, "3", exact=True), "bid")
    assert c.state.high_bid == 3
    assert (plaque(w, first_bidder).status, plaque(w, first_bidder).bid) == ("bids", "3")
    assert not table.curtain.isVisible()  # bids are public: no curtain between bidders
    assert table.scene.zones["block"].zone.badge == "3"
    # a typed bid above one's money is refused with the engine's reason; nothing changes
    assert plaque(w, second_bidder).active and plaque(w, second_bidder).status == "to bid…"
    assert bar.box.top == 30
    bar.box.stepBy(100)
    assert bar.box.value() == 30  # the arrows stop at what the bidder owns
    bar.box.lineEdit().selectAll()
    qtbot.keyClicks(bar.box.lineEdit(), "45")
    with qtbot.waitSignal(c.move_rejected, timeout=2000):
        qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    assert table.message.isVisible()
    assert "You have only 30 florins" in table.message.reason
    assert table.message.rule == "bidding"  # with a link to the rule it breaks
    QApplication.processEvents()
    shot(w, "medici_refused_bid")
    assert c.state.high_bid == 3 and c.state.to_act == second_bidder
    # a typed bid within one's money is played with the keyboard, then the others pass
    bar.box.lineEdit().selectAll()
    qtbot.keyClicks(bar.box.lineEdit(), "7")
    assert bar.play.text() == f"{NAMES[second_bidder]} bids 7"
    with qtbot.waitSignal(c.move_applied, timeout=2000):  # Enter bids what is typed
        qtbot.keyClick(bar.box.lineEdit(), Qt.Key.Key_Return)
    assert plaque(w, second_bidder).bid == "7" and plaque(w, second_bidder).leading
    outbid = plaque(w, first_bidder)  # an overbid offer stays shown, in a pale seal
    assert (outbid.status, outbid.bid, outbid.leading) == ("outbid", "3", False)
    third = c.state.to_act
    click(qtbot, w, button(bar.others, "passes"), "pass")
    assert plaque(w, third).status == "passed"
    click(qtbot, w, button(bar.others, "passes"), "pass")
    # the lot is sold to the second bidder: it lies in their boat, their money went down
    assert c.state.money[second_bidder] == 23 and c.state.boats[second_bidder] == lot
    assert all(inside_zone(w, card, f"boat.{second_bidder}") for card in lot)
    assert c.state.phase == TURN and not bar.isVisible()
    assert table.scene.zones[f"boat.{second_bidder}"].zone.badge == str(
        sum(int(card.split(".")[1]) if card != "ten.1" else 10 for card in lot))


def passed(state: Any) -> list[int]:
    """Seats that could bid on the lot but passed."""
    return [p for p in range(len(state.players)) if cargo.can_take(state, p, state.lot)
            and p not in state.bidders and p != state.high_bidder]


def test_won_cards_slide_into_the_boat(medici: Callable[..., MainWindow], qtbot: Any) -> None:
    """Another merchant decides after every bid, yet the table (the same for everyone) keeps
    its pieces and slides them: the sold lot glides from the block to the buyer's boat."""
    w = medici(3, anim_ms=180)
    c = w.controller
    click(qtbot, w, button(w.table.action_bar.buttons, "turns up"), "turn")
    w.table.scene.finish_animations()
    click(qtbot, w, button(w.table.action_bar.buttons, "up for auction"), "start_auction")
    buyer = c.state.to_act
    click(qtbot, w, button(w.table.number_bar.quick, "1", exact=True), "bid")
    card = c.state.lot[0]
    for _ in range(2):
        click(qtbot, w, button(w.table.number_bar.others, "passes"), "pass")
    assert c.state.boats[buyer] == (card,)
    item = w.table.scene.card_item(card)
    assert item is not None and item.animating  # on its way, not jumped
    w.table.scene.finish_animations()
    assert inside_zone(w, card, f"boat.{buyer}")


def test_a_bid_shows_the_auction_to_everyone(medici: Callable[..., MainWindow],
                                             qtbot: Any) -> None:
    """Screenshots of auctions at 3 and 6 players, some boats loaded, each seat saying what
    it did: a bid in a gold seal, 'passed' in red, the bidder to speak framed in gold."""
    for players in (3, 6):
        w = medici(players, seed=11)
        c = w.controller
        rng = random.Random(players)
        decisions = 0
        while not (sum(len(b) for b in c.state.boats) >= players + 2 and c.state.phase == BID
                   and c.state.high_bidder is not None and passed(c.state)):
            play_one(qtbot, w, rng)
            read_interlude(qtbot, w, [], shoot=False)
            decisions += 1
            assert decisions < 400
        state = c.state
        for seat in range(players):
            said = plaque(w, seat)
            assert said.active == (seat == state.to_act)
            if seat == state.high_bidder:
                assert (said.status, said.bid) == ("bids", str(state.high_bid))
            elif seat in passed(state):
                assert said.status == "passed"
        for seat, boat in enumerate(state.boats):
            assert all(inside_zone(w, card, f"boat.{seat}") for card in boat)
        assert not w.table.curtain.isVisible()
        QApplication.processEvents()  # the bars' new buttons laid out, as a person sees them
        shot(w, f"medici_auction_{players}p")


def play_one(qtbot: Any, w: MainWindow, rng: random.Random) -> None:
    """One decision made with the mouse the way a person would."""
    c, table = w.controller, w.table
    state = c.state
    if state.phase == TURN:
        can_turn = any(m.kind == "turn" for m in c.legal_moves())
        if can_turn and (not state.lot or rng.random() < 0.4):
            if rng.random() < 0.5:
                turn_by_drag(qtbot, w)
            else:
                click(qtbot, w, button(table.action_bar.buttons, "turns up"), "turn")
        else:
            click(qtbot, w, button(table.action_bar.buttons, "for "), "start_auction")
        return
    if state.phase != BID:  # a special card's decision: click the card it is about
        moves = c.legal_moves()
        card = moves[rng.randrange(len(moves))].card
        assert card is not None
        with qtbot.waitSignal(c.move_applied, timeout=2000):
            qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=view_point(w, card_centre(w, card)))
            if table.prompt.isVisible():  # buy back or let go, keep or discard, which good
                options = table.prompt.buttons
                qtbot.mouseClick(options[rng.randrange(len(options))], Qt.MouseButton.LeftButton)
        return
    bar = table.number_bar
    if not bar.isVisible():  # one amount or none left: plain buttons
        chosen = table.action_bar.buttons[rng.randrange(len(table.action_bar.buttons))]
        click(qtbot, w, chosen, "pass" if "passes" in chosen.text() else "bid")
    elif rng.random() < 0.45:
        click(qtbot, w, button(bar.others, "passes"), "pass")
    else:
        pick = bar.quick[rng.randrange(min(3, len(bar.quick)))]
        click(qtbot, w, pick, "bid")


def read_interlude(qtbot: Any, w: MainWindow, pages: list[Page], shoot: bool) -> None:
    interlude = w.table.interlude
    while interlude.isVisible():
        pages.append(interlude.pages[interlude.index])
        assert interlude.title.text() == pages[-1].title
        if shoot:
            QApplication.processEvents()
            shot(w, f"medici_scoring_{len(pages)}")
        qtbot.mouseClick(interlude.next_button, Qt.MouseButton.LeftButton)


def test_a_seeded_three_player_game_to_the_end(medici: Callable[..., MainWindow],
                                               qtbot: Any) -> None:
    w = medici(3, seed=2024)
    c = w.controller
    rng = random.Random(5)
    pages: list[Page] = []
    decisions = 0
    while not c.is_over():
        assert not w.table.curtain.isVisible()
        play_one(qtbot, w, rng)
        read_interlude(qtbot, w, pages, shoot=len(pages) == 0)
        decisions += 1
        assert decisions < 1500
    ledger = c.state.ledger
    assert len(ledger) == 3 and len(pages) == 12  # four pages after each season
    assert pages[0].title == "Season 1: the weight of the boats"
    assert pages[3].title == "Season 1: what each merchant earned"
    assert pages[-1].title == "Season 3: what each merchant earned"
    for k, entry in enumerate(ledger):  # the scoring shown is the engine's ledger
        earned = {row[0]: int(row[4]) for row in pages[4 * k + 3].rows}
        assert earned == {name: entry.total(seat) for seat, name in enumerate(NAMES[:3])}
    final = {row[0]: int(row[-1]) for row in pages[-1].rows}
    assert final == {name: c.state.money[seat] for seat, name in enumerate(NAMES[:3])}
    qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=2000)
    assert w.game_over_dialog is not None
    assert "richest merchant" in w.game_over_dialog.result_label.text() or \
        "Shared victory" in w.game_over_dialog.result_label.text()


@pytest.mark.slow  # a long journey through a variant: CI runs it (pytest -m slow)
def test_the_special_cards_through_the_table(medici: Callable[..., MainWindow],
                                             qtbot: Any) -> None:
    """The advanced rule: a card is clicked to put it up again, to buy it back or let it go,
    to keep or discard it, to pick the Mystery 5's good; the Over-stock opens a sixth place."""
    w = medici(4, seed=SPECIAL_SEED, options={"special_cards": True})
    c = w.controller
    rng = random.Random(SPECIAL_SEED)
    phases: set[str] = set()
    slots: set[int] = set()
    decisions = 0
    while not c.is_over():
        if c.state.phase == "pick" and "pick" not in phases:
            QApplication.processEvents()
            shot(w, "medici_new_auction")
        phases.add(c.state.phase)
        slots.update(len(hull.piece.face.slots) for key, hull in w.table.scene.cards.items()
                     if key.startswith("hull."))  # type: ignore[union-attr]
        play_one(qtbot, w, rng)
        read_interlude(qtbot, w, [], shoot=False)
        decisions += 1
        assert decisions < 1500
    assert {"pick", "mystery"} <= phases and phases & {"buy_back", "no_bid"}
    assert slots == {5, 6}


def test_a_click_on_the_deck_turns_its_top_card_up(medici: Callable[..., MainWindow],
                                                   qtbot: Any) -> None:
    """The lesson says 'Click the deck to turn up its top card' (seed 001, the auctioneer turns
    cards up one by one): a click did only light the deck, as a piece picked up to drop."""
    from tablebot import click as click_at

    w = medici(3)
    c = w.controller
    for turned in (1, 2):
        with qtbot.waitSignal(c.move_applied, timeout=2000,
                              check_params_cb=lambda m: m.kind == "turn"):
            click_at(qtbot, w, card_centre(w, "deck.top"))
        assert len(c.state.lot) == turned and inside_zone(w, c.state.lot[-1], "block")
    assert w.table.scene.drag.selected is None  # nothing left in hand


def test_the_medici_lesson_is_played_as_it_says_a_click_on_the_deck(
        make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    from tablebot import click as click_at

    from medici_table.ui.learning import start_lesson

    window = make_window()
    lesson = start_lesson(window, "medici")
    assert lesson is not None and "Click the deck" in window.coach.do.text()
    with qtbot.waitSignal(lesson.move_applied, timeout=2000,
                          check_params_cb=lambda m: m.kind == "turn"):
        click_at(qtbot, window, card_centre(window, "deck.top"))
    assert lesson.waiting and len(lesson.state.lot) == 1  # the step is done: Next step


def test_a_rules_sheet_too_small_to_read_shows_its_title_and_tells_its_text(
        make_window: Any, qtbot: Any) -> None:
    """At a laptop's window with the lesson beside the table (921x691: the table at 0.32 of its
    size), the season's reminder ("Each season") cannot be read: it was an empty parchment. Its
    title is now written in its middle, as large as it must be to be read, and its whole text is
    the sheet's tooltip."""
    from PySide6.QtGui import QColor

    from medici_table.ui.learning import start_lesson

    window = make_window(size=(921, 691))
    window.set_language("fr")
    start_lesson(window, "medici")
    qtbot.wait(100)
    view = window.table.view
    assert view.transform().m11() < 0.35
    note = next(z for z in window.table.scene.zones.values() if z.zone.kind == "note")
    head, _, body = note.zone.label.partition("\n")
    assert head == "À chaque saison" and note.toolTip().startswith(head + "\n\n" + body[:40])
    box = view.mapFromScene(note.sceneBoundingRect()).boundingRect().adjusted(4, 4, -4, -4)
    image = view.viewport().grab(box).toImage()
    ink = sum(1 for x in range(image.width()) for y in range(image.height())
              if QColor(image.pixel(x, y)).lightness() < 120)
    assert ink > 40, "the sheet is empty"
    shot(window, "medici_note_small_fr")


def test_a_full_boat_is_called_full_in_an_auction_as_between_auctions() -> None:
    """Seen playing an evening: a full boat read 'pas de place' in an auction, 'bateau plein'
    between them. Full is now said 'bateau plein' in both; a boat with room, but not for the
    lot on the block, still reads 'pas de place' (seed 001, Enchères: a full boat buys nothing)."""
    from dataclasses import replace

    from medici_table import games
    from medici_table.games.medici.data import tables
    from medici_table.ui.games.medici import said

    rules = games.get("medici")
    state, chooser = rules.new_game(["Ada", "Bo", "Cy", "Di"], {}, 5), random.Random(5)
    while not (state.phase == BID and len(state.lot) == 2):
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[chooser.randrange(len(moves))])
    others = [s for s in range(4) if s not in state.bidders and s != state.seller
              and s != state.high_bidder and s != state.to_act]
    assert others
    seat, size = others[0], tables().boat_size
    filler = tuple(c for c in state.deck if c not in state.lot)
    boats = list(state.boats)
    boats[seat] = filler[:size]
    full = replace(state, boats=tuple(boats), specials=tuple(() for _ in state.specials))
    assert said(rules.view(full, seat), seat, "fr")[0] == "bateau plein"
    assert said(rules.view(full, seat), seat, "en")[0] == "boat full"
    boats[seat] = filler[:size - 1]
    one_left = replace(state, boats=tuple(boats), specials=tuple(() for _ in state.specials))
    assert said(rules.view(one_left, seat), seat, "fr")[0] == "pas de place"
