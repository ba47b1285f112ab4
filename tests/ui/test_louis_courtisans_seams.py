"""Seams a person met playing whole evenings of Louis XIV (French, 1024×768) and Courtisans
(English, 1500×950) in a real window (journeys of 27 November): each test walks the same path
with real mouse clicks and drags, offscreen, in both languages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from journeys import persons_turn, welcomed
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
from tablebot import card_centre, click, drag, shot, zone_point
from test_courtisans_table import POSITION as COURTISANS_ASSASSIN
from test_louis_xiv_table import BRIBE, MISSIONS

from medici_table.app.position import load_position_text
from medici_table.engine import Move
from medici_table.games.louis_xiv.data import tables
from medici_table.ui import matching
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.saves import SaveManager
from medici_table.ui.window import MainWindow

LAPTOP = (1024, 768)  # the side panels fold into the drawer (below 1440 pixels)

TIE = """
game: louis_xiv
players: [Carine, Michel, Sybille]
seed: 18
position:
  round: 1
  phase: scoring
  first: Carine
  board: 2
  boards: {2: {Carine: 2, Michel: 2}}
  seats:
    Carine: {gold: 5}
    Michel: {gold: 5}
"""


def _louis(qtbot: Any, make_window: Callable[..., MainWindow], lang: str,
           position: str | None = None, size: tuple[int, int] = LAPTOP,
           seed: int = 7) -> MainWindow:
    names = ["Carine", "Michel", "Sybille"]
    window = make_window(game="louis_xiv", names=names, seed=seed, position=position, size=size)
    window.set_language(lang)
    window.activateWindow()  # the keyboard goes to the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _tab(window: MainWindow, dock: Any) -> QPushButton:
    button = window.folding.buttons[dock]
    assert window.folding.folded and button.isVisible()
    return button


# --- a scoring sheet shown while the drawer is open -------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_sheet_comes_out_from_under_the_drawer_and_enter_reads_it(
        qtbot: Any, make_window: Any, lang: str) -> None:
    """At 1024×768 with the game log open in the drawer, a bribe answered let the count run on:
    its sheet lay under the drawer (its Next button hidden), and Enter, once the drawer was
    closed, went nowhere."""
    window = _louis(qtbot, make_window, lang, BRIBE)
    c, t = window.controller, window.table
    qtbot.mouseClick(_tab(window, window.log_dock), Qt.MouseButton.LeftButton)
    assert window.folding.is_open(window.log_dock)
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "bribe", target="board.2", choice="yes")):
        qtbot.mouseClick(t.prompt.buttons[0], Qt.MouseButton.LeftButton)  # Michel bribes
    sheet = t.interlude
    assert sheet.isVisible() and not window.folding.is_open()
    assert QApplication.focusWidget() is sheet.next_button
    shot(window, f"louis_xiv_sheet_out_of_the_drawer_{lang}")
    # the status line says what is read ('lisez-la', of a masculine 'Tour 1', read wrong)
    assert window.status_label.text() == (
        "Round 1: boards 3–12 — read it to its last page; then play goes on." if lang == "en"
        else "Tour 1 : personnages 3–12 — lisez la feuille jusqu'à sa dernière page ; la "
             "partie reprend ensuite.")
    qtbot.keyClick(sheet.next_button, Qt.Key.Key_Return)  # the boards counted → what they gave
    assert sheet.isVisible() and sheet.index == 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not sheet.isVisible()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_answers_the_question_when_the_drawer_closes(qtbot: Any, make_window: Any,
                                                           lang: str) -> None:
    """The drawer opened and closed by its tab while a bribe was asked: the keyboard came back
    to nothing, and Enter on a question's button did nothing (only Space did)."""
    window = _louis(qtbot, make_window, lang, BRIBE)
    c, t = window.controller, window.table
    tab = _tab(window, window.moves_dock)
    qtbot.mouseClick(tab, Qt.MouseButton.LeftButton)
    assert window.folding.is_open()
    qtbot.mouseClick(tab, Qt.MouseButton.LeftButton)
    assert not window.folding.is_open()
    assert QApplication.focusWidget() is t.prompt.buttons[0]
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "bribe", target="board.2", choice="yes")):
        qtbot.keyClick(t.prompt.buttons[0], Qt.Key.Key_Return)


# --- what the court gave, a bribe included -----------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [LAPTOP, (1500, 950)])
def test_what_the_court_gave_names_the_bribe_it_includes(qtbot: Any, make_window: Any,
                                                         lang: str, size: tuple[int, int]) -> None:
    """Michel bribed board 2 (−3 gold, +1 letter) and the count ran on to boards 3–12: their
    page 'What the court gave' showed Michel −3, +1 letter as if boards 3–12 had given it."""
    window = _louis(qtbot, make_window, lang, BRIBE, size=size)
    c, t = window.controller, window.table
    with qtbot.waitSignal(c.move_applied):
        qtbot.mouseClick(t.prompt.buttons[0], Qt.MouseButton.LeftButton)  # Michel bribes
    sheet = t.interlude
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    gave = sheet.pages[1]
    bribe = "Michel bribes 2 Philippe I of Orléans" if lang == "en" else \
        "Michel soudoie 2 Philippe Ier d'Orléans"
    said = "With the bribe that let the count go on" if lang == "en" else \
        "Avec le pot-de-vin qui a relancé le comptage"
    assert gave.note == f"{said} : {bribe}.".replace(" :", ":" if lang == "en" else " :")
    # (its last two words held together by a no-break space)
    assert sheet.note.isVisible() and sheet.note.text().replace("\u00a0", " ") == gave.note
    gold, letter = ("-3", "+1 letter") if lang == "en" else ("-3", "+1 lettre")
    assert {row[0]: row[1:3] for row in gave.rows}["Michel"] == (gold, letter)
    shot(window, f"louis_xiv_court_gave_with_a_bribe_{lang}_{size[0]}")
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    line = next(x for x in reversed(window.log_dock.texts) if "3–12" in x)
    assert (f"(with the bribe: {bribe})" if lang == "en" else f"(avec le pot-de-vin : {bribe})") \
        in line, line
    assert ("+1 letter; Sybille +5 gold" if lang == "en" else "+1 lettre ; Sybille +5 or") \
        in line, line  # (French: a space before the semicolon)


# --- the bank's note on a tied board -----------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tied_board_says_nobody_received_its_income_free(qtbot: Any, make_window: Any,
                                                           lang: str) -> None:
    """Carine and Michel tied on Philippe: the note read 'The majority received the income.
    Carine had tokens here: bribe … to receive it too?' — nobody had received it."""
    window = _louis(qtbot, make_window, lang, TIE)
    c, t = window.controller, window.table
    asked = c.state.queue[0]
    assert asked.kind == "bribe" and asked.board == 2
    note = t.scene.zones["status"].zone.label
    tie = "A tie for the majority: nobody received the income free." if lang == "en" else \
        "Égalité pour la majorité : personne n'a reçu le revenu gratuitement."
    assert tie in note and ("too?" not in note and "aussi ?" not in note), note
    shot(window, f"louis_xiv_tie_note_{lang}")
    first = c.state.to_act
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.choice == "no"):
        qtbot.mouseClick(t.prompt.buttons[1], Qt.MouseButton.LeftButton)
    if t.curtain.isVisible():
        qtbot.mouseClick(t.curtain, Qt.MouseButton.LeftButton)
    if c.state.queue and c.state.queue[0].kind == "bribe" and c.state.queue[0].board == 2:
        assert c.state.to_act != first  # the other tied player is asked too, and told the same
        assert tie in t.scene.zones["status"].zone.label


# --- the path note counts its tokens in words --------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_path_note_counts_its_tokens_in_words(qtbot: Any, make_window: Any,
                                                  lang: str) -> None:
    """'Chemin : pas commencé ; encore 3 jeton(s).' — the table knows how many."""
    window = _louis(qtbot, make_window, lang)
    c = window.controller
    card = next(cid for cid in c.state.seats[0].influence if tables().influence_board(cid))
    board = tables().influence_board(card)
    with qtbot.waitSignal(c.move_applied):
        drag(qtbot, window, card_centre(window, card), zone_point(window, matching.PLAY, .5, .5))
    left = c.state.queue[0].count

    def note() -> str:
        return str(window.table.scene.zones["status"].zone.label)

    word = ("token" if left == 1 else "tokens") if lang == "en" else \
        ("jeton" if left == 1 else "jetons")
    assert "(s)" not in note() and f"{left} {word}" in note()
    with qtbot.waitSignal(c.move_applied):
        drag(qtbot, window, card_centre(window, matching.ANY_PIECE),
             zone_point(window, f"board.{board}", 0.5, 0.5))
    word = ("token" if left - 1 == 1 else "tokens") if lang == "en" else \
        ("jeton" if left - 1 < 2 else "jetons")
    assert "(s)" not in note() and f"{left - 1} {word}" in note(), note()
    # the bank says the rulebook's word for a round: 'tour', as the scoring sheets do
    bank = str(window.table.scene.zones["bank"].zone.label)
    assert ("round 1 of 4" if lang == "en" else "tour 1 sur 4") in bank, bank


# --- another seat's decision is told, not asked ----------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_another_seats_missions_are_told_not_asked(qtbot: Any, make_window: Any,
                                                   lang: str) -> None:
    """'Michel : piochez une carte mission dans le tas de votre choix (les boutons au-dessus de
    la table)' — said to the person at the table while the computer Michel drew: the note in
    the bank gives the turn's clicks and drags to the person deciding only."""
    from medici_table.ui.games import get

    window = make_window(game="louis_xiv", names=["Michel", "Carine"], position=MISSIONS,
                         size=LAPTOP)
    window.set_language(lang)
    c = window.controller
    assert c.state.to_act == 0 and c.state.phase == "missions"  # Michel's missions

    def note(viewer: int) -> str:
        layout = get("louis_xiv").layout(c.rules, c.rules.view(c.state, viewer), viewer, lang)
        return str(next(z.label for z in layout.zones if z.id == "status"))

    mine, theirs = note(0), note(1)  # as Michel reads it, as Carine (or a computer's
    # opponent) reads it
    assert mine == str(window.table.scene.zones["status"].zone.label)
    assert ("drag two tiles" if lang == "en" else "glissez deux tuiles") in mine
    assert theirs.splitlines()[1] == ("Michel may complete missions, two tiles each." if lang ==
                                      "en" else "Michel peut accomplir des missions, deux "
                                      "tuiles chacune.")
    # Michel ends his missions by the button above the table: he is asked to draw, by buttons
    bar = window.table.action_bar
    end = next(b for b in bar.buttons if b.text().startswith("Michel"))
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "end_missions"):
        qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
    if c.state.to_act == 0 and c.state.queue[0].kind == "draw_mission":
        assert "(" in note(0) and note(1).splitlines()[1] == (
            "Michel draws a new mission card." if lang == "en" else
            "Michel pioche une nouvelle carte mission.")


# --- Courtisans: an assassin's line says where it struck ---------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_assassins_log_line_says_where_it_struck(qtbot: Any, make_window: Any,
                                                    lang: str) -> None:
    """'Isabella's assassin eliminates a face-down spy' — from whose domain, or the Queen's
    table, the line did not say."""
    window = make_window(game="courtisans", names=["Ada", "Bo"], position=COURTISANS_ASSASSIN)
    window.set_language(lang)
    c = window.controller
    with qtbot.waitSignal(c.move_applied):
        drag(qtbot, window, card_centre(window, "hare.assassin.1"),
             zone_point(window, "domain.1", 0.5, 0.5))
    assert c.state.pending == "domain.1"
    with qtbot.waitSignal(c.move_applied,
                          check_params_cb=lambda m: m == Move("kill", card="bird.plain.2")):
        click(qtbot, window, card_centre(window, "bird.plain.2"))
    line = window.log_dock.texts[-1]
    assert line.endswith("Ada's assassin eliminates the Bird courtier in Bo's domain"
                         if lang == "en" else
                         "L'assassin d'Ada élimine le courtisan Oiseau dans le domaine de Bo"), line


# --- the rules panel's search, the replay's title ----------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_search_counts_in_words_and_the_replay_names_this_game(
        qtbot: Any, make_window: Any, lang: str) -> None:
    """The search said '15 trouvé(s)'; Game → Replay this game said 'Replay — This game'."""
    window = _louis(qtbot, make_window, lang, size=(1500, 950))
    panel = window.rules_dock.open_at()
    qtbot.mouseClick(panel.search_box, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.search_box, "soudoy" if lang == "fr" else "bribe")
    n = len(panel.hits)
    assert n > 1 and panel.hits_label.text() == (f"{n} found" if lang == "en" else f"{n} trouvés")
    panel.search_box.clear()
    qtbot.keyClicks(panel.search_box, "zzqx")
    assert panel.hits_label.text() == ("nothing found" if lang == "en" else "aucun résultat")
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    bar = window.findChild(SaveManager, "saves").replay_bar  # type: ignore[union-attr]
    assert bar.isVisible()
    assert bar.title.text() == ("Replay — this game" if lang == "en" else
                                "Relecture — cette partie")


# --- Game → New game: fewer seats leave no band under OK ---------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_fewer_seats_keep_ok_and_cancel_where_they_were(qtbot: Any, make_window: Any,
                                                        lang: str) -> None:
    """Courtisans set up for 3, then for 2 hot-seat people: OK and Cancel jumped up under the
    pointer and an empty band stayed under them."""
    window = make_window(game="courtisans", names=["Isabella", "Lorenzo", "Lucrezia"])
    window.set_language(lang)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    ok = dialog.findChild(QDialogButtonBox)
    assert ok is not None

    def where() -> Any:
        QApplication.processEvents()
        return ok.mapTo(dialog, ok.rect().bottomRight())

    qtbot.mouseClick(dialog.count, Qt.MouseButton.LeftButton)
    while dialog.count.value() < 3:
        qtbot.keyClick(dialog.count, Qt.Key.Key_Up)
    dialog.resize(dialog.sizeHint())  # (as a window on the screen: it keeps its size)
    before = where()
    assert dialog.height() - before.y() < 24  # at the bottom
    qtbot.keyClick(dialog.count, Qt.Key.Key_Down)  # two seats
    assert dialog.count.value() == 2 and len(dialog.kinds) == 2
    assert where() == before and dialog.height() - where().y() < 24, (dialog.size(), before)
    shot(dialog, f"new_game_two_seats_{lang}")
    options = dialog.form.labelForField(dialog.options_box)
    assert options is not None and options.isVisible() and dialog.options_box.isVisible()
    # Louis XIV has no options: no 'Options' label beside nothing
    qtbot.mouseClick(dialog.game, Qt.MouseButton.LeftButton)
    qtbot.keyClick(dialog.game.view(), Qt.Key.Key_End)  # (listed: … Louis XIV, Medici)
    qtbot.keyClick(dialog.game.view(), Qt.Key.Key_Up)
    qtbot.keyClick(dialog.game.view(), Qt.Key.Key_Return)
    assert dialog.game.currentData() == "louis_xiv"
    assert not options.isVisible() and not dialog.options_box.isVisible()
    shot(dialog, f"new_game_louis_xiv_{lang}")
    dialog.reject()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_from_the_welcome_screen_the_drawer_gives_way_to_the_sheet(qtbot: Any, tmp_path: Any,
                                                                   lang: str) -> None:
    """Louis XIV chosen on the welcome screen at 1024×768, the journey's way in: a press on the
    table closes the Moves drawer, and the count a computer's answer lets run comes out from
    under it, Next under the keyboard."""
    window = welcomed(qtbot, tmp_path, lang, LAPTOP)
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.tile("louis_xiv").buttons["computer"],
                     Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    persons_turn(qtbot, window)
    t = window.table
    qtbot.mouseClick(_tab(window, window.moves_dock), Qt.MouseButton.LeftButton)
    assert window.folding.is_open()
    click(qtbot, window, zone_point(window, "bank", 0.5, 0.05))  # a press on the table
    assert not window.folding.is_open()
    rules, state = load_position_text(BRIBE.replace("[Carine, Michel, Sybille]",
                                                    "[Carine, Michel]").replace(
                                                        ", 7: {Sybille: 1}", ""))
    qtbot.mouseClick(_tab(window, window.moves_dock), Qt.MouseButton.LeftButton)
    assert window.folding.is_open()
    window.controller.new_game(rules, state)  # (as Game → Open position: the computer Michel
    # is asked a bribe, which lets the count run on)
    qtbot.waitUntil(t.interlude.isVisible, timeout=20000)
    assert not window.folding.is_open()
    assert QApplication.focusWidget() is t.interlude.next_button
    shot(window, f"louis_xiv_welcome_sheet_out_of_the_drawer_{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_two_the_status_line_names_the_one_opponents_domain(qtbot: Any, make_window: Any,
                                                               lang: str) -> None:
    """Hot seat at two: 'jouez une carte dans le domaine d'un adversaire' — there is one, and
    the table knows her name."""
    window = make_window(game="courtisans", names=["Ada", "Bo"], position=COURTISANS_ASSASSIN)
    window.set_language(lang)
    c = window.controller
    assert window.status_label.text() == (
        "Ada: play a card at the Queen's table, in your domain or in Bo's domain." if lang ==
        "en" else "Ada : jouez une carte à la table de la Reine, dans votre domaine ou dans le "
                  "domaine de Bo.")
    with qtbot.waitSignal(c.move_applied):
        drag(qtbot, window, card_centre(window, "toad.noble.1"),
             zone_point(window, "domain.0", 0.5, 0.5))
    assert window.status_label.text() == (
        "Ada: play a card at the Queen's table or in Bo's domain." if lang == "en" else
        "Ada : jouez une carte à la table de la Reine ou dans le domaine de Bo.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_mission_begun_says_which_waits_for_its_second_tile(qtbot: Any, make_window: Any,
                                                              lang: str) -> None:
    """A ring dragged onto 'ring + ?': the note still said 'drag two tiles onto a mission card',
    and the card showed nothing of the tile given."""
    window = make_window(game="louis_xiv", names=["Michel", "Carine"], position=MISSIONS,
                         size=LAPTOP)
    window.set_language(lang)
    c = window.controller
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == Move(
            "mission", card="medium.gold2.2", token="sceptre")):
        drag(qtbot, window, card_centre(window, "sceptre"), card_centre(window, "medium.gold2.2"))
    assert c.state.queue[0].kind == "pay"
    note = str(window.table.scene.zones["status"].zone.label)
    begun = "« Supply: gold or tokens » (sceptre + ring)" if lang == "en" else \
        "« Ravitaillement : or ou jetons » (sceptre + bague)"
    assert (f"Michel: one tile handed in for {begun}; drag the second onto it." if lang ==
            "en" else f"Michel : une tuile rendue pour {begun} ; glissez-y la seconde.") \
        in note, note
    shot(window, f"louis_xiv_mission_begun_{lang}")
    from medici_table.ui.games import get  # Carine's table: Michel's card is hidden from her

    seen = get("louis_xiv").layout(c.rules, c.rules.view(c.state, 1), 1, lang)
    said = next(z.label for z in seen.zones if z.id == "status").splitlines()[1]
    assert said == ("Michel hands in the second tile for a mission." if lang == "en" else
                    "Michel rend la seconde tuile pour une mission.")


EMPTY_RESERVE = """
game: louis_xiv
players: [Carine, Michel]
seed: 6
position:
  round: 1
  phase: influence
  first: Carine
  seats:
    Carine: {influence: [influence.6.1, influence.5.1], personal: 0, general: 16}
    Michel: {influence: [influence.1.1, influence.2.1]}
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_played_with_an_empty_reserve_says_so(qtbot: Any, make_window: Any,
                                                     lang: str) -> None:
    """Round 4, every token on the boards: 'Chemin : pas commencé ; encore 3 jetons' — there
    were none to place (only 'take tokens back' was offered)."""
    window = make_window(game="louis_xiv", names=["Carine", "Michel"], position=EMPTY_RESERVE,
                         size=LAPTOP)
    window.set_language(lang)
    c = window.controller
    with qtbot.waitSignal(c.move_applied):
        drag(qtbot, window, card_centre(window, "influence.6.1"),
             zone_point(window, matching.PLAY, 0.5, 0.5))
    assert c.state.queue[0].kind == "card" and c.state.seats[0].personal == 0
    note = str(window.table.scene.zones["status"].zone.label).splitlines()[1]
    assert note == ("Path: not begun; no token left in Carine's personal reserve." if lang ==
                    "en" else "Chemin : pas commencé ; plus de jeton dans la réserve personnelle "
                    "de Carine.")
    assert [b.text() for b in window.table.action_bar.buttons] == [
        "Carine takes tokens back from the general reserve" if lang == "en" else
        "Carine reprend des jetons dans la réserve générale"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_sheet_read_while_the_language_changes_is_named_in_the_new_one(
        qtbot: Any, make_window: Any, lang: str) -> None:
    """View → Language while the count's sheet was up: the sheet spoke the new language, the
    status line still named it in the old ('Tour 1 : personnages 3–12 — read it to its last
    page')."""
    other = "fr" if lang == "en" else "en"
    window = _louis(qtbot, make_window, other, BRIBE)
    t = window.table
    with qtbot.waitSignal(window.controller.move_applied):
        qtbot.mouseClick(t.prompt.buttons[0], Qt.MouseButton.LeftButton)
    assert t.interlude.isVisible()
    window.lang_actions[lang].trigger()  # (the menu's entry)
    title = "Scoring: boards 3–12" if lang == "en" else "Comptage : personnages 3–12"
    assert t.interlude.title.text() == title
    assert window.status_label.text() == (
        "Round 1: boards 3–12 — read it to its last page; then play goes on." if lang == "en"
        else "Tour 1 : personnages 3–12 — lisez la feuille jusqu'à sa dernière page ; la "
             "partie reprend ensuite.")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["louis_xiv", "courtisans", "court_of_the_medici"])
def test_the_final_log_line_gives_each_players_points(qapp: Any, game: str, lang: str) -> None:
    """'◆ Scores finaux: Carine 8, Sybille 7, Michel 5' — Louis XIV's tokens left (the sheet's
    last column), with no space before the colon; Court of the Medici's names ('Gonzaga
    (Ada)') came without their points."""
    import random

    from medici_table import games
    from medici_table.ui.games import get
    from medici_table.ui.i18n import set_lang
    from medici_table.ui.scoresheet import final_scoring

    rules = games.get(game)
    state = rules.new_game(list(rules.meta.default_names[:rules.meta.min_players]), {}, 5)
    rng = random.Random(5)
    while not rules.is_over(state):
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[rng.randrange(len(moves))])
    set_lang(lang)
    try:
        said = final_scoring(get(game), rules, state, lang).summary
    finally:
        set_lang("en")
    assert said.startswith("Final scores: " if lang == "en" else "Scores finaux : "), said
    for seat, name in enumerate(state.players):
        assert f"{name}) {rules.scores(state)[seat]}" in said or \
            f"{name} {rules.scores(state)[seat]}" in said, said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_missions_mark_keeps_its_points_on_its_line(qtbot: Any, make_window: Any,
                                                      lang: str) -> None:
    """The game over at 1024×768: '— réussie :' ended a line of the missions note and '+3'
    began the next."""
    import random

    from test_courtisans_table import _ui_step

    window = make_window(game="courtisans", names=["Isabella", "Lorenzo"], seed=21, size=LAPTOP)
    window.set_language(lang)
    rng = random.Random(21)
    for _ in range(400):
        if window.game_over_dialog is not None:
            break
        _ui_step(qtbot, window, rng)
    assert window.controller.is_over()
    notes = [str(item.zone.label) for item in window.table.scene.zones.values()
             if item.zone.kind == "note" and "•" in str(item.zone.label)]
    marks = [line.rsplit("—", 1)[1] for note in notes for line in note.splitlines()[1:]]
    assert marks and all(mark.startswith("\u00a0") and " " not in mark for mark in marks), marks
    assert any(("fulfilled" if lang == "en" else "réussie") in m or
               ("failed" if lang == "en" else "manquée") in m for m in marks)


LAST_TURN = """
game: courtisans
players: [Ada, Bo]
position:
  turn: Ada
  hands:
    Ada: [stag.plain.1, hare.plain.1, toad.plain.2]
  queen:
    hare: {above: [hare.plain.2]}
    toad: {above: [toad.plain.1]}
  domains:
    Ada: [hare.noble.1]
    Bo: [toad.noble.1]
  missions:
    Ada: [white.spies, blue.disgrace.toad]
    Bo: [white.fewer.bird, blue.all_below]
  deck: []
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_missions_read_out_at_the_end_say_cards(qtbot: Any, make_window: Any,
                                                   lang: str) -> None:
    """The game's last three cards laid by drags: Bo's missions were read out 'Moins de Oiseau
    que le voisin de gauche' / 'Fewer Bird than the left neighbour'."""
    window = make_window(game="courtisans", names=["Ada", "Bo"], position=LAST_TURN)
    window.set_language(lang)
    c = window.controller
    for card, zone in (("stag.plain.1", "domain.0"), ("hare.plain.1", "domain.1")):
        with qtbot.waitSignal(c.move_applied):
            drag(qtbot, window, card_centre(window, card), zone_point(window, zone, 0.5, 0.5))
    with qtbot.waitSignal(c.move_applied):
        drag(qtbot, window, card_centre(window, "toad.plain.2"),
             zone_point(window, "queen.toad.above", 0.5, 0.5))
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "draw"):
        click(qtbot, window, zone_point(window, "deck", 0.5, 0.5))  # the turn ends: nothing left
    qtbot.waitUntil(c.is_over)
    bo = str(window.table.scene.zones["missions.1"].zone.label)
    assert ("Fewer Bird cards than the left neighbour" if lang == "en" else
            "Moins de cartes Oiseau que le voisin de gauche") in bo, bo


LAST_TURN_AT_THREE = """
game: courtisans
players: [Ada, Bo, Cy]
position:
  turn: Ada
  hands:
    Ada: [stag.plain.1, hare.plain.1, toad.plain.2]
  queen:
    hare: {above: [hare.plain.2]}
    toad: {above: [toad.plain.1]}
  domains:
    Ada: [hare.noble.1]
    Bo: [toad.noble.1]
    Cy: [bird.plain.1]
  missions:
    Ada: [white.spies, blue.disgrace.toad]
    Bo: [white.fewer.bird, blue.all_below]
    Cy: [white.fewer.stag, blue.light]
  deck: []
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_others_missions_read_out_take_their_empty_hands_room(qtbot: Any, make_window: Any,
                                                                  lang: str) -> None:
    """Three at 1024×768, the game over: Lucrezia's missions, read out in their small place,
    were too small to read — only 'Missions de Lucrezia' showed; her hand's place above lay
    empty."""
    from medici_table.ui.tablespec import load_table

    window = make_window(game="courtisans", names=["Ada", "Bo", "Cy"],
                         position=LAST_TURN_AT_THREE, size=LAPTOP)
    window.set_language(lang)
    c = window.controller
    for card, zone in (("stag.plain.1", "domain.0"), ("hare.plain.1", "domain.1"),
                       ("toad.plain.2", "queen.toad.above")):
        with qtbot.waitSignal(c.move_applied):
            drag(qtbot, window, card_centre(window, card), zone_point(window, zone, 0.5, 0.5))
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m.kind == "draw"):
        click(qtbot, window, zone_point(window, "deck", 0.5, 0.5))
    qtbot.waitUntil(c.is_over)
    table, zones = load_table("courtisans"), window.table.scene.zones
    for p, seat in ((1, "far_left"), (2, "far_right")):
        hand, missions = table.get("hand", seat), table.get("missions", seat)
        note = zones[f"missions.{p}"].zone
        assert note.kind == "note" and f"hand.{p}" not in zones
        assert (note.y, note.y + note.h) == (hand.y, missions.y + missions.h)
    shot(window, f"courtisans_missions_read_out_{lang}")
