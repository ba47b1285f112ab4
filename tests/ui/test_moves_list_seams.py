"""The Moves list on an evening's table (journey of 27 November): rows that read alike, the list
empty while a question waited on the table, and what it says when it has no move.

A person opens the Moves panel, reads its lines, picks one with the arrow keys and Enter."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from journeys import hot_seat_count, names
from PySide6.QtCore import Qt
from tablebot import card_centre, click, lift_curtain, shot
from test_moves_panel import open_moves

from medici_table import games
from medici_table.ui import matching
from medici_table.ui.window import MainWindow

JOKERS = ("influence.joker.6", "influence.joker.3", "influence.joker.1")


def three_jokers(window: MainWindow) -> None:
    """Louis XIV: Carine to play with three jokers in hand (two taken from the deck, two cards
    of her hand put there instead: nothing made or lost)."""
    rules = games.get("louis_xiv")
    s = rules.new_game(["Carine", "Michel"], {}, 3)
    seat = s.seats[0]
    hand = ("influence.joker.6", "influence.joker.3", "influence.joker.1", "influence.3.2",
            "influence.7.2")
    gone = [c for c in seat.influence if c not in hand]
    deck = tuple(gone) + tuple(c for c in s.influence_deck if c not in hand)
    s = replace(s, seats=(replace(seat, influence=hand), *s.seats[1:]), influence_deck=deck)
    assert rules.components(s) == rules.components(rules.new_game(["Carine", "Michel"], {}, 3))
    window.controller.new_game(rules, s)


@pytest.mark.parametrize("size", [(921, 691), (1500, 950)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_jokers_read_once_in_the_moves_list(qtbot: Any, make_window: Any, lang: str,
                                                  size: tuple[int, int]) -> None:
    window = make_window(game="louis_xiv", names=("Carine", "Michel"), size=size)
    window.set_language(lang)
    three_jokers(window)
    lift_curtain(qtbot, window)
    listing = open_moves(qtbot, window)
    lines = [listing.item(i).text() for i in range(listing.count())]
    joker = {"en": "Carine plays a joker", "fr": "Carine joue un joker"}[lang]
    assert lines.count(joker) == 1, lines
    assert len(lines) == len(set(lines)), "no two lines alike"
    assert len(lines) == 3  # the joker once, and the two other cards of her hand
    shot(window, f"moves_three_jokers_{lang}_{size[0]}")
    listing.setFocus()
    listing.setCurrentRow(lines.index(joker))
    qtbot.keyClick(listing, Qt.Key.Key_Return)
    played = window.controller.session.history[-1].move
    assert played.kind == "influence" and played.card in JOKERS


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_louis_xiv_choices_that_differ_read_apart(qtbot: Any, lang: str) -> None:
    """Which card is discarded, which mission card goes back or is completed: named in the
    list (the deciding player knows them), never in the log's words."""
    rules = games.get("louis_xiv")
    rng, seen = random.Random(2), set()
    for seed in range(4):
        s = rules.new_game(["Carine", "Michel", "Sybille"], {}, seed)
        while not rules.is_over(s):
            moves = rules.legal_moves(s)
            view = rules.view(s, s.to_act)
            lines = [rules.describe_choice(view, m, lang) for m in moves]
            for kind in ("swap_influence", "return_mission"):
                chosen = [(m.card, t) for m, t in zip(moves, lines, strict=True) if m.kind == kind]
                cards = {alike(c or "") for c, _ in chosen}
                if len(cards) > 1:
                    seen.add(kind)  # as many lines as cards to choose from (jokers are alike)
                    assert len({t for _, t in chosen}) == len(cards), chosen
            s = rules.apply(s, rng.choice(moves))
    assert seen == {"swap_influence", "return_mission"}


def alike(card: str) -> str:
    """What a Louis XIV card is, whichever copy: 'influence.7' for both 7s, the mission's
    effect for two cards of one effect, 'joker' for every joker."""
    if ".joker." in card:
        return "joker"
    head, _, tail = card.rpartition(".")
    return head if tail.isdigit() else card


def seek_question(qtbot: Any, window: MainWindow, rng: random.Random, steps: int) -> bool:
    """Random moves made until a question waits on the table for a person (True)."""
    c = window.controller
    for _ in range(steps):
        lift_curtain(qtbot, window)
        if window.table.prompt.isVisible() or ambiguous_click(qtbot, window):
            return True
        if c.is_over():
            return False
        moves = c.legal_moves()
        c.play(moves[rng.randrange(len(moves))])
    return False


def ambiguous_click(qtbot: Any, window: MainWindow) -> bool:
    """A click on a piece of several moves, some of the time: "Which move do you mean?"."""
    actions = matching.piece_actions(window.controller.legal_moves())
    for piece, moves in sorted(actions.items()):
        if len(moves) > 1 and window.table.scene.card_item(piece) is not None:
            click(qtbot, window, card_centre(window, piece))
            return window.table.prompt.isVisible()
    return False


@pytest.mark.parametrize("game", ["court_of_the_medici", "louis_xiv", "les_7_blasons"])
def test_a_question_on_the_table_is_answered_from_the_moves_list(qtbot: Any, make_window: Any,
                                                                 game: str) -> None:
    """Every game's questions on the table — a Jester's value (Court of the Medici), a bribe,
    a tile to keep, an intrigue card (Louis XIV), the Malandrin's value or power (Les 7
    Blasons): the Moves list lists their choices, and Enter on one answers it. (Courtisans and
    Medici ask nothing on the table: a bid is the number bar's, a card goes where it is
    dropped.)"""
    n = hot_seat_count(game)
    window = make_window(game=game, names=names(game, n), seed=7, size=(1500, 950))
    rng = random.Random(7)
    asked = 0
    for _ in range(3):
        if not seek_question(qtbot, window, rng, 400):
            break
        asked += 1
        prompt = window.table.prompt
        listing = open_moves(qtbot, window)
        lines = [listing.item(i).text() for i in range(listing.count())]
        if asked == 1:
            shot(window, f"moves_list_beside_a_question_{game}")
        choices = set(prompt.values)
        assert choices <= set(window.moves_dock.moves) or lines, lines
        legal = window.controller.legal_moves()
        assert set(window.moves_dock.moves) <= set(legal) and window.moves_dock.moves
        before = len(window.controller.session.history)
        listing.setFocus()
        listing.setCurrentRow(listing.count() - 1)
        qtbot.keyClick(listing, Qt.Key.Key_Return)
        assert len(window.controller.session.history) == before + 1, "answered from the list"
        c = window.controller
        if not c.is_over():
            c.play(rng.choice(c.legal_moves()))
    assert asked, f"no question came in {game}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_empty_moves_list_says_why(qtbot: Any, make_window: Any, lang: str) -> None:
    window = make_window(game="court_of_the_medici", names=("Ada", "Bo"), size=(1500, 950))
    window.set_language(lang)
    window.moves_dock.raise_()
    c = window.controller
    while c.to_act() == 0:
        c.play(c.legal_moves()[0])
    qtbot.waitUntil(lambda: window.table.curtain.isVisible())
    listing = window.moves_dock.list
    said = {"en": "The table is covered", "fr": "La table est couverte"}[lang]
    assert window.moves_dock.moves == [] and said in window.moves_dock.why_shown
    assert listing.count() == 1 and not listing.item(0).flags() & Qt.ItemFlag.ItemIsEnabled
    shot(window.moves_dock, f"moves_list_covered_{lang}")
    qtbot.keyClick(listing, Qt.Key.Key_Return)  # Enter on the reason plays nothing
    lift_curtain(qtbot, window)
    assert window.moves_dock.moves and not window.moves_dock.why_shown
