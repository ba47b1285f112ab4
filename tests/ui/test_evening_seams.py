"""Seams a person met playing a whole evening in a real window (journey of 27 November): each
test walks the same path with real mouse drags and clicks, offscreen."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from gestures import make
from journeys import open_with_ctrl_o, persons_turn, welcomed, window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from tablebot import MEDICI_EMPTY_BOATS, MEDICI_SEASON_END, lift_curtain, shot

from medici_table.app import savefile as sf
from medici_table.app.record import PERSON, deal, seats_of
from medici_table.engine import Move
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.window import MainWindow


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


# --- Game → New game at the table's game -----------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_from_a_medici_table_opens_at_medici_as_it_is_set(qtbot: Any, tmp_path: Path,
                                                                   lang: str) -> None:
    """Médicis started with "Play against the computer", a move made by the mouse: Game → New
    game (Ctrl+N) opened at Court of the Medici, every seat a person."""
    w = welcomed(qtbot, tmp_path, lang, (1024, 768))
    assert w.welcome is not None
    qtbot.mouseClick(w.welcome.tile("medici").buttons["computer"], Qt.MouseButton.LeftButton)
    c = w.controller
    persons_turn(qtbot, w)
    before = len(c.session.history)
    make(qtbot, w, c.legal_moves()[0])  # the deck dragged to the stall, or a bid
    assert len(c.session.history) > before
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(NewGameDialog) if d.isVisible())
    assert dialog.game.currentData() == "medici"
    assert dialog.config().seats == [PERSON, "normal", "normal"]
    shot(dialog, f"evening_new_game_at_medici_{lang}")
    dialog.reject()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_after_opening_a_save_is_set_up_as_that_table(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """A saved Médicis (a strong and a random computer, 40 florins to start) opened with Ctrl+O
    at a Court of the Medici table, then Ctrl+N: the dialog showed Médicis as it was last set up
    in the dialog (three people, 30 florins), not the table on the screen. It opens at the
    table's set-up with a new deal; another game still opens as it was last set up."""
    record = deal("medici", seats_of(["Ada", "Bo", "Cy"], [PERSON, "strong", "random"]),
                  {"start_money": 40}, 11)
    path = tmp_path / "medici.medici"
    sf.write(path, record.to_save())
    w = window(qtbot, tmp_path / "w", lang=lang)
    open_with_ctrl_o(qtbot, w, path, monkeypatch)
    assert w.controller.rules.id == "medici"
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(NewGameDialog) if d.isVisible())
    shot(dialog, f"evening_new_game_after_open_{lang}")
    config = dialog.config()
    assert (config.game, config.players, config.seats) == (
        "medici", ["Ada", "Bo", "Cy"], [PERSON, "strong", "random"])
    assert config.options["start_money"] == 40 and dialog.seed.text() == ""
    dialog.game.setCurrentIndex(dialog.game.findData("courtisans"))
    assert dialog.config().seats == [PERSON, PERSON]  # as Courtisans was last set up: never
    dialog.game.setCurrentIndex(dialog.game.findData("medici"))
    assert dialog.config().seats == [PERSON, "strong", "random"]  # the table's again
    qtbot.mouseClick(dialog.findChildren(QDialogButtonBox)[0].button(
        QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    new = w.seating.record
    assert [s.level for s in new.seats] == [None, "strong", "random"]
    assert new.session.state is not record.session.state and new.options["start_money"] == 40


# --- a scoring sheet: one size for every page, and it fits -----------------------------------


def _clipped(widget: Any) -> list[str]:
    """The labels of `widget` whose text is wider than the label shows."""
    return [lab.text() for lab in widget.findChildren(QLabel)
            if lab.isVisible() and not lab.wordWrap() and lab.text()
            and lab.width() < lab.fontMetrics().horizontalAdvance(lab.text())]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_next_stays_under_the_pointer_through_a_seasons_pages(qtbot: Any, make_window: Any,
                                                              lang: str) -> None:
    """A Medici season's four pages (weights, goods, bonus squares, the season) each sized its
    own sheet: the Next button jumped about the table from page to page."""
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS,
                         size=(1024, 768))
    window.set_language(lang)
    c = window.controller
    make(qtbot, window, Move("turn"))  # dragged from the deck to the stall
    for move in (Move("start_auction"), Move("pass"), Move("pass"), Move("pass")):
        make(qtbot, window, move)
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    assert len(sheet.pages) == 4 and c.state.season == 2
    clicked = None  # where the pointer pressed Next on the page before
    for i in range(4):
        QApplication.processEvents()
        button = sheet.next_button
        here = button.rect().translated(button.mapTo(window, button.rect().topLeft()))
        assert clicked is None or here.contains(clicked), f"page {i + 1}: {here} {clicked}"
        assert not _clipped(sheet.sheet), f"page {i + 1}"
        shot(window, f"evening_medici_season_page{i + 1}_{lang}")
        clicked = here.center()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()


def test_a_window_resized_under_a_sheet_builds_no_page_again(qtbot: Any, make_window: Any) -> None:
    """Dragging the window's edge with a Medici season's sheet open built all four pages again
    at every step (some 50 ms a step: the edge stuttered). A page's size does not depend on the
    window: each is measured once for these pages, and the sheet is only moved and sized while
    its numbers' scale stays (which still follows the room:
    `test_seven_houses_round_sheet_fits_the_table`)."""
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=MEDICI_EMPTY_BOATS,
                         size=(1500, 950))
    for move in MEDICI_SEASON_END():
        make(qtbot, window, move)
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    body, size = sheet.body, sheet.sheet.size()
    for step in range(1, 8):  # the edge dragged in steps
        window.resize(1500 - 20 * step, 950 - 10 * step)
        QApplication.processEvents()
        assert sheet.body is body and sheet.sheet.size() == size, f"step {step}"
        assert sheet.rect().contains(sheet.sheet.geometry())
    window.resize(760, 600)  # the smallest window: the sheet still fits, nothing cut
    QApplication.processEvents()
    assert sheet.rect().contains(sheet.sheet.geometry()) and not _clipped(sheet.sheet)
    window.resize(1500, 950)
    QApplication.processEvents()
    assert sheet.sheet.size() == size and not _clipped(sheet.sheet)
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    assert sheet.index == 1 and sheet.sheet.size() == size


def _to_the_round_end(window: MainWindow, seed: int) -> Move:
    """Random moves up to the last of round 1; that move (to be made by the mouse)."""
    c = window.controller
    rules, rng = c.rules, random.Random(seed)
    while True:
        moves = c.legal_moves()
        move = moves[rng.randrange(len(moves))]
        if rules.apply(c.state, move).round > c.state.round:
            return move
        assert c.play(move)


@pytest.mark.parametrize(("lang", "size", "rules_open"),
                         [("en", (1500, 950), True), ("fr", (1500, 950), True),
                          ("en", (1024, 768), False), ("fr", (1024, 768), False)])
def test_seven_houses_round_sheet_fits_the_table(qtbot: Any, make_window: Any, lang: str,
                                                 size: tuple[int, int], rules_open: bool) -> None:
    """Les 7 Blasons at seven: the round's sheet (a column per house) was cut at both ends
    beside the rules panel at 1500×950 — "2 × 8 = 1(", "Rochebrun" — and at 1024×768."""
    names = ("Ada", "Bo", "Contades", "Grandbois", "Guilloux", "La Ferté", "Rochebrune")
    window = make_window(game="les_7_blasons", names=names, size=size)
    window.set_language(lang)
    if rules_open:
        window.show_rule("")  # Help → Rules of the game
        qtbot.waitUntil(window.rules_dock.isVisible)
    last = _to_the_round_end(window, seed=4)
    lift_curtain(qtbot, window)  # the next person clicks the curtain away
    make(qtbot, window, last)
    sheet = window.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    QApplication.processEvents()
    assert len(sheet.pages[0].header) == 10  # a player, seven houses, the round, the total
    assert not _clipped(sheet.sheet)
    inside = sheet.rect().contains(sheet.sheet.geometry())
    assert inside, (sheet.sheet.geometry(), sheet.rect())
    shot(window, f"evening_7_blasons_round_sheet_{size[0]}_{lang}")


# --- the side panels after the welcome screen ------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_scores_leave_the_side_to_the_log_and_the_rules(qtbot: Any, tmp_path: Path,
                                                            lang: str) -> None:
    """Les 7 Blasons chosen on the welcome screen at 1500×950: the scores took half the side
    (three short lines over 530 pixels) and the rules, opened beside the game log, had a box
    150 pixels tall to be read in."""
    w = welcomed(qtbot, tmp_path, lang, (1500, 950))
    assert w.welcome is not None
    qtbot.mouseClick(w.welcome.tile("les_7_blasons").buttons["computer"],
                     Qt.MouseButton.LeftButton)
    c = w.controller
    persons_turn(qtbot, w)
    before = len(c.session.history)
    make(qtbot, w, c.legal_moves()[-1])  # a card dragged from the hand to the trick
    assert len(c.session.history) > before
    w.show_rule("")  # Help → Rules of the game
    qtbot.waitUntil(w.rules_dock.isVisible)
    QApplication.processEvents()
    scores, rules = w.score_dock, w.rules_dock
    assert scores.height() <= scores.minimumSizeHint().height() + 24, scores.height()
    assert rules.height() > 2 * scores.height(), (rules.height(), scores.height())
    shot(w, f"evening_side_panels_{lang}")


# --- the log of a Malandrin that keeps its star ----------------------------------------------
def _to_a_malandrin_keeping_its_star(window: MainWindow, seed: int) -> Move:
    """Random moves until a Malandrin may keep its own star; that move (for the mouse)."""
    c = window.controller
    rng = random.Random(seed)
    for _ in range(400):
        state = c.state
        for move in c.legal_moves():
            if move.kind == "malandrin" and move.choice == "value" \
                    and move.card == state.trick[state.resolving].card:
                return move
        moves = c.legal_moves()
        assert c.play(moves[rng.randrange(len(moves))])
    raise AssertionError("no Malandrin kept its star")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_says_a_malandrin_keeps_its_star(qtbot: Any, make_window: Any,
                                                 lang: str) -> None:
    """The log read "Guilloux's Malandrin takes the value of Guilloux's Malandrin (*)" for a
    Malandrin that chose its own card (rules: A Malandrin choosing itself)."""
    window = make_window(game="les_7_blasons", names=("Ada", "Bo", "Cy"), seed=2)
    window.set_language(lang)
    move = _to_a_malandrin_keeping_its_star(window, seed=3)
    lift_curtain(qtbot, window)
    make(qtbot, window, move)  # the Malandrin's own card clicked, the value chosen
    assert window.controller.session.history[-1].move == move
    lines = window.log_dock.texts
    said = {"en": "'s Malandrin keeps its star (*): below every other card",
            "fr": " garde son étoile (*) : sous toute autre carte"}[lang]
    assert any(said in line for line in lines), lines[-3:]
    assert not any("Malandrin (*)" in line and ("value of" in line or "la valeur" in line)
                   for line in lines)
    shot(window, f"evening_malandrin_keeps_its_star_{lang}")


# --- French "de" before a vowel ----------------------------------------------------------------
@pytest.mark.parametrize(("game", "names", "zone", "label"), [
    ("court_of_the_medici", ("Lorenzo", "Isabella"), "outer.", "Cour Extérieure d'Isabella"),
    ("medici", ("Ada", "Bo", "Cy"), "boat.", "Bateau d'Ada"),
    ("les_7_blasons", ("Ada", "Ugo", "Ines"), "hand.", "Main d'"),
])
def test_french_labels_elide_de_before_a_vowel(qtbot: Any, make_window: Any, game: str,
                                               names: tuple[str, ...], zone: str,
                                               label: str) -> None:
    """The table read "Cour Extérieure de Isabella", "Bateau de Ada", "Main de Ada"."""
    window = make_window(game=game, names=names, size=(1024, 768))
    window.set_language("fr")
    c = window.controller
    persons_turn(qtbot, window)
    lift_curtain(qtbot, window)
    before = len(c.session.history)
    make(qtbot, window, c.legal_moves()[-1])  # a move by the mouse; the table is drawn again
    assert len(c.session.history) > before
    lift_curtain(qtbot, window)
    labels = [item.zone.label for zid, item in window.table.scene.zones.items()
              if zid.startswith(zone)]
    assert any(lab.startswith(label) for lab in labels), labels
    assert not any(f" de {n}" in lab for lab in labels for n in names if n[0] in "AIU"), labels
    shot(window, f"evening_elided_de_{game}")


def test_the_log_elides_de_before_isabella(qtbot: Any, make_window: Any) -> None:
    """A conspiracy against a card in Isabella's Outer Court: "… de la Cour Extérieure
    d'Isabella" (was "de Isabella")."""
    import dataclasses

    from medici_table.games.court_of_the_medici import text as court_text

    window = make_window(game="court_of_the_medici", names=("Lorenzo", "Isabella"))
    state = window.controller.state
    isabella = state.players.index("Isabella")
    first = state.first_circle  # its first card laid in Isabella's Outer Court
    outer = tuple((first[0],) if seat == isabella else stacks
                  for seat, stacks in enumerate(state.outer))
    moved = dataclasses.replace(state, first_circle=first[1:], outer=outer)
    line = court_text._stack_name(moved, first[0][0], "fr")
    assert line.endswith("de la Cour Extérieure d'Isabella"), line


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_widened_mid_game_the_scores_stay_short(qtbot: Any, make_window: Any, lang: str) -> None:
    """Court of the Medici: the window made small (the panels fold into the drawer), a card
    played by a drag, then made large: the panels came back with two score lines over half
    the side and the game log squeezed below them."""
    window = make_window(game="court_of_the_medici", size=(1024, 700))
    window.set_language(lang)
    assert window.folding.folded
    c = window.controller
    before = len(c.session.history)
    make(qtbot, window, next(m for m in c.legal_moves() if m.kind == "outer"))
    assert len(c.session.history) > before
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: not window.folding.folded and window.log_dock.isVisible())
    QApplication.processEvents()
    scores, log = window.score_dock, window.log_dock
    assert scores.height() <= scores.minimumSizeHint().height() + 24, scores.height()
    assert log.height() > 2 * scores.height(), (log.height(), scores.height())
    shot(window, f"evening_widened_mid_game_{lang}")


# --- a Jester's value asked without hiding the court -------------------------------------------
def _to_a_jester_played(window: MainWindow, seed: int) -> Move:
    """Random moves until the deciding person may play a Jester whose value is then asked."""
    c = window.controller
    rules, rng = c.rules, random.Random(seed)
    for _ in range(400):
        for move in c.legal_moves():
            after = rules.apply(c.state, move)
            later = rules.legal_moves(after)
            if later and all(m.kind == "jester_value" for m in later) \
                    and after.first_circle and move.kind == "alliance":
                return move
        moves = c.legal_moves()
        assert c.play(moves[rng.randrange(len(moves))])
    raise AssertionError("no Jester to play")


@pytest.mark.parametrize(("lang", "size", "via"), [("en", (1500, 950), "moves"),
                                                   ("fr", (1500, 950), "moves"),
                                                   ("fr", (1024, 768), "drag")])
def test_a_jesters_value_is_asked_over_the_hand_not_the_first_circle(
        qtbot: Any, make_window: Any, lang: str, size: tuple[int, int], via: str) -> None:
    """Court of the Medici: a Jester played onto a stack from the Moves panel, the table asked
    its value in the middle of the table, over the First Circle, whose stacks (what a Jester's
    value is weighed against) were hidden while the player chose (a drag happened to leave the
    question beside its drop)."""
    window = make_window(game="court_of_the_medici", names=("Lorenzo", "Isabella"), seed=1,
                         size=size)
    window.set_language(lang)
    move = _to_a_jester_played(window, seed=2)
    lift_curtain(qtbot, window)
    c = window.controller
    if via == "drag":
        make(qtbot, window, move)  # the Jester dragged onto the stack (the table may ask which)
    else:  # picked in the Moves panel, Enter (the way without a drag)
        window.moves_dock.raise_()
        window.moves_dock.list.setCurrentRow(window.moves_dock.moves.index(move))
        qtbot.keyClick(window.moves_dock.list, Qt.Key.Key_Return)
    assert all(m.kind == "jester_value" for m in c.legal_moves())
    prompt = window.table.prompt
    qtbot.waitUntil(prompt.isVisible)
    QApplication.processEvents()
    view = window.table.view
    circle = window.table.scene.zones["first_circle"].sceneBoundingRect()
    top, bottom = view.mapFromScene(circle.topLeft()), view.mapFromScene(circle.bottomRight())
    asked = prompt.geometry()
    assert asked.top() >= bottom.y() or asked.bottom() <= top.y(), (asked, top, bottom)
    shot(window, f"evening_jester_value_asked_{via}_{lang}")
    qtbot.mouseClick(prompt.buttons[0], Qt.MouseButton.LeftButton)
    assert c.session.history[-1].move.kind == "jester_value"


# --- the Medici log says who bought the lot, and the boat filled free --------------------------
LAST_ROOM = """
game: medici
players: [Ada, Bo, Cy]
position:
  season: 1
  auctioneer: Ada
  boats:
    Ada: [swords.5.1, wheat.5.1, grapes.5.1, diamonds.5.1]
    Bo: [swords.4.1, wheat.4.1, grapes.4.1, diamonds.4.1, porcelain.4.1]
  deck: [porcelain.0.1, wheat.1.1, swords.2.1, grapes.3.1, diamonds.3.1, wheat.2.1]
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_says_who_bought_and_whose_boat_filled_free(qtbot: Any, make_window: Any,
                                                            lang: str) -> None:
    """Ada turns a card up by a drag, Cy and Ada bid on the number bar, Cy passes: the log read
    "Cy passes" and then a season's sheet where Cy's boat was suddenly full — not that Ada
    bought the lot for 2, nor that Cy's boat, the last with room, filled free from the deck
    (seed 001, Achat des marchandises)."""
    window = make_window(game="medici", names=("Ada", "Bo", "Cy"), position=LAST_ROOM,
                         size=(1024, 768))
    window.set_language(lang)
    c = window.controller
    width = window.width()
    for move in (Move("turn"), Move("start_auction"), Move("bid", amount=1),
                 Move("bid", amount=2), Move("pass")):
        if move.kind == "pass":  # the number bar names the move, not what it settles
            assert [b.text() for b in window.table.number_bar.others] == [
                {"en": "Cy passes", "fr": "Cy passe"}[lang]]
        make(qtbot, window, move)
        assert c.session.history[-1].move == move
    assert window.width() == width
    qtbot.waitUntil(window.table.interlude.isVisible)
    lines = window.log_dock.texts
    said = {"en": ("Cy passes — Ada buys the 0 of porcelain for 2 florins; Cy's boat, the last "
                   "with room, fills free from the deck: the 1 of wheat, the 2 of swords, the 3 "
                   "of grapes, the 3 of diamonds and the 2 of wheat"),
            "fr": ("Cy passe — Ada achète le 0 de vaisselle pour 2 deniers ; le bateau de Cy, le "
                   "dernier à avoir de la place, se remplit gratuitement de la pioche : le 1 de "
                   "blé, le 2 d'épées, le 3 de raisin, le 3 de diamant et le 2 de blé")}[lang]
    assert any(line.endswith(said) for line in lines), lines[-3:]
    shot(window, f"evening_medici_log_free_fill_{lang}")


@pytest.mark.parametrize("size", [(921, 691), (800, 600)])
def test_the_bids_never_widen_a_narrow_window(qtbot: Any, make_window: Any,
                                              size: tuple[int, int]) -> None:
    """Medici in French on a 1024×768 screen: when the bids came ("Cosimo enchérit à … 1 2 3 6
    11 30", the box, "Cosimo enchérit à 1", "Cosimo passe"), the window grew wider by itself.
    The bar keeps the window's width and leaves out the quick amounts it has no room for (the
    lowest and the whole amount stay); what it shows lies whole inside it and plays."""
    from medici_table.ui.numberbar import NumberBar

    window = make_window(game="medici", names=("Lorenzo il Magnifico", "Cosimo", "Giovanni"),
                         size=size)
    window.set_language("fr")
    make(qtbot, window, Move("turn"))  # the deck dragged to the stall
    make(qtbot, window, Move("start_auction"))
    persons_turn(qtbot, window)
    bar = window.findChild(NumberBar)
    assert bar is not None and bar.isVisible()
    QApplication.processEvents()
    assert window.width() == size[0]
    shown = [b for b in bar.quick if b.isVisible()]
    assert shown[0] is bar.quick[0] and shown[-1] is bar.quick[-1]
    for widget in [*shown, bar.box, bar.play, *bar.others]:
        place = widget.geometry().translated(widget.parentWidget().mapTo(bar, widget.pos()) -
                                             widget.pos())
        assert bar.rect().contains(place), widget
    shot(window, f"evening_bids_{size[0]}")
    c = window.controller
    before = len(c.session.history)
    qtbot.mouseClick(shown[0], Qt.MouseButton.LeftButton)
    assert len(c.session.history) == before + 1 and c.session.history[-1].move.kind == "bid"
