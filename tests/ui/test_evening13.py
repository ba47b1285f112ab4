"""Seams a French-speaking player met in whole evenings in a real window (27 November: Louis XIV
against a normal and a strong computer at 1366×768, Les 7 Blasons two people and two computers
switched to French mid-game, Médicis at 1024×768 resized): each test walks the same path with
real mouse clicks and drags, offscreen."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from journeys import person_move, welcomed, window
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QFileDialog, QListWidget
from tablebot import SHOTS, card_centre, drag, shot, zone_point

from medici_table.app.position import load_position_text
from medici_table.app.record import PERSON
from medici_table.engine import Move
from medici_table.ui import matching
from medici_table.ui.dialogs import NewGameDialog
from medici_table.ui.games.louis_xiv_art import ArmsArt
from medici_table.ui.scoresheet import ScoreSheetDialog
from medici_table.ui.window import MainWindow

SCREEN = (1366, 768)  # the laptop of the evening: the side panels fold into the drawer

#: Louis XIV, round 1, influence: Carine to play a card, her coats of arms of five kinds
ARMS = """
game: louis_xiv
players: [Carine, Michel, Sybille]
seed: 7
position:
  round: 1
  phase: influence
  first: Carine
  seats:
    Carine:
      influence: [influence.6.1, influence.5.1, influence.1.1, influence.9.1, influence.joker.1]
      arms: [arms.A.1, arms.B.1, arms.D.1, arms.D.2, arms.F.1, arms.F.2, arms.E.3]
"""


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR", raising=False)


def _active(qtbot: Any, w: MainWindow) -> None:
    w.activateWindow()  # the keyboard goes to the active window
    qtbot.waitUntil(w.isActiveWindow)


# --- the seat played at this computer ----------------------------------------------------------
def _new_game_for_three(qtbot: Any, tmp_path: Path, lang: str) -> tuple[Any, Any]:
    """The welcome screen's Louis XIV against the computer, then Ctrl+N: the New game dialog,
    set for three."""
    w = welcomed(qtbot, tmp_path, lang, SCREEN)
    assert w.welcome is not None
    qtbot.mouseClick(w.welcome.tile("louis_xiv").buttons["computer"], Qt.MouseButton.LeftButton)
    _active(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(NewGameDialog) if d.isVisible())
    dialog.count.setValue(3)
    return w, dialog


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_played_here_is_not_nobody_in_french(qtbot: Any, tmp_path: Path,
                                                    lang: str) -> None:
    """Game → New game, Louis XIV for three: the seats read "Carine — Personne", "Sybille —
    Personne" — in French *personne* alone is "nobody", beside "Ordinateur (normal)" and "Un ami
    sur un autre ordinateur". A seat played at this computer is "Humain"."""
    w, dialog = _new_game_for_three(qtbot, tmp_path, lang)
    combo = dialog.kinds[2]
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)  # the list of who may sit there
    qtbot.waitUntil(combo.view().isVisible)
    words = [combo.itemText(i) for i in range(combo.count())]
    shot(dialog, f"evening13_seat_kinds_{lang}")
    combo.hidePopup()
    if lang == "fr":
        assert words[0] == "Humain" and "Personne" not in words, words
        assert "Ordinateur (fort)" in words
    else:
        assert words[0] == "Person"
    dialog.reject()


# --- the Moves drawer opened by its tab --------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_moves_drawer_opened_by_its_tab_plays_with_enter(qtbot: Any, tmp_path: Path,
                                                             lang: str) -> None:
    """At 1366×768 the Moves panel is a tab of the drawer. Clicked, it opened with its first
    move lit — and Enter did nothing, nor the arrows: the keyboard stayed on the drawer's frame.
    The list has it now; Escape still closes the drawer."""
    w = window(qtbot, tmp_path, "louis_xiv", [PERSON, "normal", "strong"], seed=7, n=3,
               lang=lang)
    w.resize(*SCREEN)
    qtbot.waitUntil(lambda: w.folding.folded)
    _active(qtbot, w)
    c = w.controller
    assert c.to_act() == 0
    tab = w.folding.buttons[w.moves_dock]
    qtbot.mouseClick(tab, Qt.MouseButton.LeftButton)
    assert w.folding.is_open(w.moves_dock)
    moves = w.moves_dock.list
    assert QApplication.focusWidget() is moves
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    chosen = moves.currentItem().data(Qt.ItemDataRole.UserRole)
    assert isinstance(chosen, Move)
    shot(w, f"evening13_moves_drawer_{lang}")
    with qtbot.waitSignal(c.move_applied, check_params_cb=lambda m: m == chosen):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not w.folding.is_open()


# --- the Moves list while a sheet waits --------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_moves_list_says_read_the_sheet_not_wait_for_the_computer(qtbot: Any, tmp_path: Path,
                                                                      lang: str) -> None:
    """A Louis XIV count's sheet up, the next decision a computer's: the Moves drawer said
    "Sybille est joué par l'ordinateur : attendez son coup" — wrong twice: the computer waits
    for the person to read the sheet, and Sybille is a woman. It says to read the sheet; a
    computer's turn is said "L'ordinateur joue pour Sybille"."""
    w = window(qtbot, tmp_path, "louis_xiv", [PERSON, "normal", "strong"], seed=7, n=3,
               lang=lang)
    w.resize(*SCREEN)
    _active(qtbot, w)
    c, t = w.controller, w.table
    rng = random.Random(4)
    said_wait = {"en": "Sybille is played by the computer", "fr": "Sybille est joué"}[lang]
    seen_sheet = seen_computer = False
    for _ in range(400):
        if t.interlude.isVisible() and t.bot_turn():
            seen_sheet = True
            qtbot.mouseClick(w.folding.buttons[w.moves_dock], Qt.MouseButton.LeftButton)
            why = w.moves_dock.why_shown
            assert why == {"en": "Read what the table shows first (click it or its button).",
                           "fr": "Lisez d'abord ce que montre la table (cliquez dessus ou sur "
                                 "son bouton)."}[lang], why
            shot(w, f"evening13_moves_under_a_sheet_{lang}")
            qtbot.mouseClick(w.folding.buttons[w.moves_dock], Qt.MouseButton.LeftButton)
            break
        if t.interlude.isVisible():
            qtbot.mouseClick(t.interlude.next_button, Qt.MouseButton.LeftButton)
        elif t.bot_turn():
            if c.to_act() == 2 and not seen_computer:
                seen_computer = True
                w.folding.reveal(w.moves_dock)
                why = w.moves_dock.why_shown
                assert said_wait not in why
                assert why == {"en": "Sybille is played by the computer: wait for its move.",
                               "fr": "L'ordinateur joue pour Sybille : attendez son coup."}[
                    lang], why
                w.folding.close()
            qtbot.waitUntil(lambda: t.interlude.isVisible() or not t.bot_turn(), timeout=20000)
        else:
            person_move(qtbot, w, rng)
    assert seen_sheet


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_while_a_computers_move_travels_the_moves_list_says_it_plays(qtbot: Any, tmp_path: Path,
                                                                     lang: str) -> None:
    """Médicis against the computer: while a computer's bid travelled from its seat, the Moves
    drawer said "Lisez d'abord ce que montre la table" — there was nothing to read. It says the
    computer plays."""
    from PySide6.QtCore import QSettings

    from medici_table.ui import theme
    from medici_table.ui.dialogs import GameConfig
    from medici_table.ui.sequencer import MOTION

    theme.load_fonts()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameConfig("medici", ["Lorenzo", "Cosimo", "Giovanni"], {}, 5,
                              [PERSON, "normal", "normal"]), settings, anim_ms=600, lang=lang)
    qtbot.addWidget(w)
    w.bots.delay_ms = 0
    w.bots.budget = 0.02
    w.resize(1024, 768)
    w.show()
    qtbot.waitExposed(w)
    _active(qtbot, w)
    t = w.table
    travelled = []

    def held() -> str | None:
        first = t.sequencer.holding()
        return first.kind if first is not None else None

    rng = random.Random(2)
    for _ in range(60):
        if held() == MOTION and t.bot_turn():
            w.folding.reveal(w.moves_dock)
            travelled.append(w.moves_dock.why_shown)
            w.folding.close()
            break
        if t.interlude.isVisible():
            qtbot.mouseClick(t.interlude.next_button, Qt.MouseButton.LeftButton)
        elif t.bot_turn() or held() is not None:
            qtbot.wait(20)
        else:
            person_move(qtbot, w, rng)
    assert travelled, "a computer's move travelled"
    said = travelled[0]
    assert {"en": "is played by the computer: wait for its move.",
            "fr": "L'ordinateur joue pour "}[lang] in said, said
    w.close()


# --- Louis XIV: the coats of arms' kinds -------------------------------------------------------
def _painted(art: ArmsArt, scale: float) -> tuple[int, int]:
    """What `art` paints at `scale` (the table's): the pixels outside its own size (the table
    keeps it in a picture of that size: what falls there is cut), and those under its shield
    (the kinds written)."""
    w, h = art.size
    margin = 80
    image = QImage(int((w + 2 * margin) * scale), int((h + 2 * margin) * scale),
                   QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.scale(scale, scale)
    art.paint(p, QRectF(margin, margin, w, h))
    p.end()
    inside = QRectF((margin - 1) * scale, (margin - 1) * scale, (w + 2) * scale,
                    (h + 2) * scale)
    under = (margin + ArmsArt.SHIELD_BOX - 6) * scale
    outside = below = 0
    for x in range(image.width()):
        for y in range(image.height()):
            if image.pixelColor(x, y).alpha() == 0:
                continue
            if not inside.contains(x, y):
                outside += 1
            elif y > under:
                below += 1
    return outside, below


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_louis_coats_of_arms_kinds_are_read_whole(qtbot: Any, make_window: Any,
                                                  lang: str) -> None:
    """Carine's coats of arms, face down, with their kinds written under the shield for her:
    "1 B1 D2 F" — the line was wider than the piece and cut at both ends (A1 B1 D2 F2: the kinds
    decide the majorities of the end). Three kinds a line, inside the piece."""
    names = ["Carine", "Michel", "Sybille"]
    w = make_window(game="louis_xiv", names=names, seed=7, position=ARMS, size=SCREEN)
    w.set_language(lang)
    c = w.controller
    card = c.state.seats[0].influence[0]
    with qtbot.waitSignal(c.move_applied):  # Carine plays a card by dragging it
        drag(qtbot, w, card_centre(w, card), zone_point(w, matching.PLAY, .5, .5))
    item = w.table.scene.cards["arms.0"]
    art = item.piece.face
    assert isinstance(art, ArmsArt)
    assert art.kinds.split() == ["A1", "B1", "D2", "E1", "F2"]
    assert ArmsArt.kind_lines(art.kinds) == ["A1 B1 D2", "E1 F2"]
    scale = item.piece.scale * w.table.view.transform().m11()
    outside, written = _painted(art, scale)
    assert outside == 0 and written > 40, (outside, written, scale)
    box = item.mapToScene(item.boundingRect()).boundingRect().adjusted(-120, -20, 120, 20)
    corner = w.table.view.mapFromScene(box.topLeft())
    end = w.table.view.mapFromScene(box.bottomRight())
    shot(w, f"evening13_louis_arms_kinds_{lang}")
    grab = w.table.view.viewport().grab().copy(corner.x(), corner.y(), end.x() - corner.x(),
                                               end.y() - corner.y())
    grab = grab.scaled(grab.width() * 3, grab.height() * 3)
    assert grab.save(str(SHOTS / f"evening13_louis_arms_{lang}.png"))


# --- the score sheet's list ---------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_score_sheets_titles_are_read_whole(qtbot: Any, tmp_path: Path, lang: str) -> None:
    """Game → Score sheet at the end of a Louis XIV evening at 1366×768: the list on the left
    read "Tour 2 : personnage…", every title cut, a scroll bar under them to read the rest. The
    list is as wide as its titles."""
    w = window(qtbot, tmp_path, "louis_xiv", [PERSON, "normal", "strong"], seed=7, n=3,
               lang=lang)
    w.resize(*SCREEN)
    _active(qtbot, w)
    t = w.table
    rng = random.Random(4)
    for _ in range(400):  # the first rounds counted ("Tour 1 : personnages 5–12", ...)
        if len(t.scorings()) >= 6 and not t.interlude.isVisible():
            break
        if t.interlude.isVisible():
            qtbot.mouseClick(t.interlude.next_button, Qt.MouseButton.LeftButton)
        elif t.bot_turn():
            qtbot.waitUntil(lambda: t.interlude.isVisible() or not t.bot_turn(), timeout=20000)
        else:
            person_move(qtbot, w, rng)
    _active(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in w.findChildren(ScoreSheetDialog) if d.isVisible())
    titles: QListWidget = dialog.list
    texts = [titles.item(i).text() for i in range(titles.count())]
    assert len(texts) >= 6 and all(x.startswith(("Round", "Tour")) for x in texts), texts
    shot(dialog, f"evening13_score_sheet_{lang}")
    room = titles.viewport().width() - 12  # (the items' padding)
    line = titles.fontMetrics().lineSpacing()
    for row, text in enumerate(texts):  # each whole: on its line, or wrapped onto two
        need = titles.fontMetrics().horizontalAdvance(text)
        height = titles.visualItemRect(titles.item(row)).height()
        assert need <= room or height >= 2 * line, (text, need, room, height)
    assert titles.width() >= min(dialog.width() // 4, 230)
    dialog.reject()


# --- names said in a sentence -----------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_unfinished_game_names_its_players_as_a_sentence(qtbot: Any, tmp_path: Path,
                                                            lang: str) -> None:
    """The welcome screen's offer to resume: "Louis XIV avec Carine, Michel, Sybille : 23
    coups" — a list, not a sentence. "Carine, Michel et Sybille"."""
    w = window(qtbot, tmp_path, "louis_xiv", [PERSON, "normal", "strong"], seed=7, n=3,
               lang=lang)
    _active(qtbot, w)
    person_move(qtbot, w, random.Random(1))
    w.close()
    again = welcomed(qtbot, tmp_path, lang, SCREEN)
    assert again.welcome is not None
    qtbot.waitUntil(lambda: again.welcome.resume_bar.isVisible())
    said = again.welcome.resume_label.text()
    shot(again, f"evening13_resume_offer_{lang}")
    joined = {"en": "Carine, Michel (the computer) and Sybille (the computer)",
              "fr": "Carine, Michel (l'ordinateur) et Sybille (l'ordinateur)"}[lang]
    assert joined in said, said
    from medici_table.ui.i18n import names_said

    assert names_said(["Ada"]) == "Ada"


def test_a_position_of_the_tests_loads() -> None:
    rules, state = load_position_text(ARMS)
    assert rules.legal_moves(state)


# --- a save against the computer ---------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_save_against_the_computer_asks_no_one_to_be_kept_from_it(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Louis XIV, one person and two computers, Ctrl+S: a box said "Gardez-la hors de vue des
    autres joueurs" — the other players were the computer. It is said when two people share the
    table."""
    from journeys import save_with_ctrl_s, saves_of

    from medici_table.ui.saves import NOTICE_KEY

    w = window(qtbot, tmp_path / "solo", "louis_xiv", [PERSON, "normal", "strong"], seed=7,
               n=3, lang=lang)
    _active(qtbot, w)
    person_move(qtbot, w, random.Random(1))
    save_with_ctrl_s(qtbot, w, tmp_path / "solo.medici.json", monkeypatch)
    message = saves_of(w).message
    assert message is None or not message.isVisible()
    assert not w.settings.value(NOTICE_KEY, False, type=bool)  # (kept for a table of people)
    people = window(qtbot, tmp_path / "friends", "louis_xiv", [PERSON, PERSON, "normal"], seed=7,
                    n=3, lang=lang)
    _active(qtbot, people)
    if people.table.curtain.isVisible():
        qtbot.mouseClick(people.table.curtain, Qt.MouseButton.LeftButton)
    person_move(qtbot, people, random.Random(1))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "friends.medici.json"), ""))
    _active(qtbot, people)
    qtbot.keyClick(people, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    told = saves_of(people).message
    assert told is not None and told.isVisible()
    assert {"en": "other players' sight", "fr": "hors de vue des autres joueurs"}[lang] \
        in told.text()
    told.accept()


# --- the replay bar in a small window ----------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_of_the_last_game_keeps_a_small_window_as_it_is(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Médicis finished in a 921×691 window (a 1024×768 screen), Play again, then Game → Replay
    the last finished game: the window grew to 958 pixels — "Relecture — la dernière partie
    terminée" and the bar's buttons asked for more. The title gives way ('…', whole in its
    tooltip); every button stays in the window."""
    from test_finished import one_move_from_the_end

    from medici_table.ui.saves import SaveManager

    w = window(qtbot, tmp_path / "w", "medici", seed=2, n=3, kinds=[PERSON] * 3, lang=lang)
    w.resize(921, 691)
    qtbot.waitUntil(lambda: w.width() == 921)
    one_move_from_the_end(qtbot, w, "medici", tmp_path, monkeypatch)
    dialog = w.game_over_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    manager = w.findChild(SaveManager, "saves")
    assert manager is not None
    manager.replay_last_action.trigger()
    bar = manager.replay_bar
    assert bar.isVisible()
    QApplication.processEvents()
    shot(w, f"evening13_replay_bar_921_{lang}")
    assert w.width() == 921, w.width()
    for button in (*bar.buttons.values(), bar.continue_button, bar.close_button):
        right = button.mapTo(w, button.rect().topRight()).x()
        assert button.isVisible() and right < w.width(), (button.text(), right)
    assert bar.title.text().startswith({"en": "Replay", "fr": "Relecture"}[lang])
    qtbot.mouseClick(bar.buttons["next"], Qt.MouseButton.LeftButton)
    assert manager.replay is not None and manager.replay.index == 1
    assert w.width() == 921


# --- Les 7 Blasons, variant 1: the tricks still to look at counted in words -------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tricks_left_to_consult_are_counted_in_words(qtbot: Any, make_window: Any,
                                                         lang: str) -> None:
    """Variant 1 (the burghers consult), Aubigny's grande card: the table said "consultez
    encore jusqu'à 4 pli(s)" — a form to fill in, though it knows how many: "4 plis", "3
    plis"... (and "encore un pli": test_l7b_variants)."""
    from gestures import make
    from tablebot import lift_curtain

    text = (Path(__file__).resolve().parents[1] / "games" / "les_7_blasons" / "positions"
            / "bourgeois4.yaml").read_text(encoding="utf-8")
    text = text.replace("options: {}", "options: {bourgeois_consult: true}")
    w = make_window(game="les_7_blasons", names=["Aubigny", "Bellay", "Contades", "Grandbois"],
                    position=text, size=SCREEN)
    w.set_language(lang)
    c = w.controller
    trick = ("aubigny.bourgeoise", "bellay.religieux", "contades.bourgeoise",
             "grandbois.bourgeois")
    moves = [Move("bourgeoisie", card="bourgeoisie.grande", choice="consult")]
    moves += [Move("play", card=card) for card in trick]
    for move in moves:
        lift_curtain(qtbot, w)
        legal = [m for m in c.legal_moves() if m.kind == move.kind and m.card == move.card]
        assert legal, (move, c.legal_moves())
        make(qtbot, w, legal[0])
    lift_curtain(qtbot, w)
    while c.state.phase != "bourgeois":  # the taker's coat, taken with the mouse
        make(qtbot, w, c.legal_moves()[0])
        lift_curtain(qtbot, w)
    said = []
    for target in ("pile.1.0", "pile.0.0", "pile.1.1"):
        said.append(w.status_label.text())
        make(qtbot, w, Move("consult", target=target))
        lift_curtain(qtbot, w)
    said.append(w.status_label.text())
    shot(w, f"evening13_blasons_consult_{lang}")
    assert not any("(s)" in line for line in said), said
    many = {"en": "Aubigny: look at up to {} more tricks, or stop.",
            "fr": "Aubigny : consultez encore jusqu'à {} plis, ou arrêtez."}[lang]
    assert said[:3] == [many.format(n) for n in (4, 3, 2)], said


# --- Médicis: Lucrezia, the poorest, the richest -------------------------------------------------
LUCREZIA = """
game: medici
players: [Lorenzo, Lucrezia, Cosimo]
position:
  season: 1
  auctioneer: Lorenzo
  money: {Lorenzo: 30, Lucrezia: 20, Cosimo: 30}
  boats: {Lorenzo: [swords.5.1, wheat.5.1, grapes.5.1, diamonds.5.1]}
  deck: [porcelain.0.1]
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lucrezia_is_not_le_plus_pauvre(qtbot: Any, make_window: Any, lang: str) -> None:
    """Médicis' names include Lucrezia and Clarice: the season's last page said "Lucrezia, le
    plus pauvre, ouvre la saison 2", and the final window "Lucrezia est le marchand le plus
    riche de Florence". Said of anyone: "la plus petite fortune", "la plus grande fortune"."""
    from dataclasses import replace

    from gestures import make

    from medici_table.ui import games as tables

    w = make_window(game="medici", names=("Lorenzo", "Lucrezia", "Cosimo"), position=LUCREZIA,
                    size=(1024, 768))
    w.set_language(lang)
    c = w.controller
    for move in (Move("turn"), Move("start_auction"), Move("pass"), Move("pass"), Move("pass")):
        make(qtbot, w, move)  # the last card finds no buyer: the season ends
    sheet = w.table.interlude
    qtbot.waitUntil(sheet.isVisible)
    assert c.state.players[c.state.auctioneer] == "Lucrezia"
    note = sheet.pages[-1].note
    assert note == {"en": "Lucrezia, the poorest, opens season 2.",
                    "fr": "Lucrezia, la plus petite fortune, ouvre la saison 2."}[lang], note
    while sheet.isVisible():
        qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    shot(w, f"evening13_medici_lucrezia_{lang}")
    won = replace(c.state, to_act=None, money=(40, 90, 60))
    said = tables.get("medici").result_text(c.rules, won, lang)
    assert said == {"en": "Lucrezia is the richest merchant of Florence, with 90 florins.",
                    "fr": "Lucrezia a la plus grande fortune de Florence : 90 deniers."}[lang]


# --- the drawer's tabs in another language -----------------------------------------------------
@pytest.mark.parametrize("first", ["fr", "en"])
def test_the_drawer_tabs_are_read_whole_after_a_change_of_language(qtbot: Any, tmp_path: Path,
                                                                   first: str) -> None:
    """Médicis at 1024×768 in French, then View → Language → English: the tab "Journal" became
    "Game log" in the room of "Journal", cut at both ends ("ame lo")."""
    w = window(qtbot, tmp_path, "medici", [PERSON, "normal", "normal"], seed=7, n=3,
               lang=first)
    w.resize(1024, 768)
    qtbot.waitUntil(lambda: w.folding.folded)
    w.set_language("en" if first == "fr" else "fr")
    QApplication.processEvents()
    shot(w, f"evening13_tabs_after_{first}")
    for button in w.folding.tabs.buttons:
        need = button.fontMetrics().horizontalAdvance(button.text()) + 2 * 10  # its padding
        assert button.width() >= need, (button.text(), button.width(), need)
        assert button.mapTo(w, button.rect().topRight()).x() <= w.width()


# --- "Play against the computer" keeps each computer's level ------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_play_against_the_computer_keeps_a_strong_computer_strong(qtbot: Any, tmp_path: Path,
                                                                  lang: str) -> None:
    """Louis XIV set up for three — Carine, a normal and a strong computer — then, the next
    evening, the welcome screen's "Jouer contre l'ordinateur": Sybille was a normal computer,
    the strong one forgotten. Each computer keeps its level."""
    from PySide6.QtWidgets import QDialogButtonBox

    w, dialog = _new_game_for_three(qtbot, tmp_path, lang)
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("strong"))
    ok = dialog.findChildren(QDialogButtonBox)[0].button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert [s.level for s in w.seating.record.seats] == [None, "normal", "strong"]
    w.close()
    again = welcomed(qtbot, tmp_path, lang, SCREEN)  # the next evening
    assert again.welcome is not None
    qtbot.mouseClick(again.welcome.tile("louis_xiv").buttons["computer"],
                     Qt.MouseButton.LeftButton)
    assert [s.level for s in again.seating.record.seats] == [None, "normal", "strong"]
    assert again.seating.record.players == ["Carine", "Michel", "Sybille"]
