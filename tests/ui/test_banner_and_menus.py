"""The refusal banner and the menus (issue 19): a banner names its rule with a Why? link (Medici
said only "Not now." with a missing glyph), leaves when the next move is made or taken back, and
follows a change of language; a disabled action looks disabled and says why."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMenu
from tablebot import POSITION, card_centre, click, drag, lift_curtain, shot, zone_point
from test_glyphs import drawn

COUNT = "della_rovere.count.1"
SCULPTOR = "della_rovere.sculptor.1"


def test_a_medici_card_pulled_from_the_block_says_why_with_its_rule(make_window: Any,
                                                                    qtbot: Any) -> None:
    window = make_window(game="medici", names=["Ada", "Bo", "Cy"], seed=7, lift=False)
    c, t = window.controller, window.table
    with qtbot.waitSignal(c.move_applied):  # a card turned up onto the block
        drag(qtbot, window, card_centre(window, "deck.top"), zone_point(window, "block", 0.2))
    lot = c.state.lot[0]
    with qtbot.waitSignal(c.move_rejected) as blocker:
        drag(qtbot, window, card_centre(window, lot), zone_point(window, "block", 0.9, 0.9))
    _move, exc = blocker.args
    label = t.message.label.text()
    assert exc.rule == "turning" and 'href="rule:turning"' in label and "Why?" in label
    assert "Not now." not in label and "ⓘ" not in label
    assert all(drawn(ch) for ch in t.message.label.text() if ch.isprintable())
    shot(window, "medici_refusal_en")


def test_the_banner_leaves_when_the_next_move_is_made_or_taken_back(make_window: Any,
                                                                    qtbot: Any) -> None:
    window = make_window(position=POSITION)
    bar, c = window.table.message, window.controller
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    assert bar.isVisible()
    with qtbot.waitSignal(c.move_applied):  # the next move: the banner goes with it
        drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert not bar.isVisible()
    drag(qtbot, window, card_centre(window, SCULPTOR), zone_point(window, "outer.0"))
    assert bar.isVisible() and "Draw a card" in bar.reason  # now Ada must draw
    window.undo_action.trigger()  # taken back: the refusal was about a position gone
    assert c.state.phase == "play" and not bar.isVisible()
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    assert bar.isVisible()
    window.new_game_dialog().reject()
    window.start(window.config)  # a new game: nothing of the last one stays
    assert not bar.isVisible()


def test_the_banner_follows_a_change_of_language(make_window: Any, qtbot: Any) -> None:
    window = make_window(position=POSITION)
    bar = window.table.message
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    assert "in front of its player" in bar.label.text()
    window.set_language("fr")
    assert bar.isVisible() and "devant son joueur" in bar.label.text()
    assert "Pourquoi" in bar.label.text() and 'href="rule:outer-court"' in bar.label.text()
    shot(window, "court_refusal_fr")
    window.set_language("en")
    assert "in front of its player" in bar.label.text()


def test_the_curtain_and_a_sheet_follow_a_change_of_language(make_window: Any,
                                                             qtbot: Any) -> None:
    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    click(qtbot, window, card_centre(window, "deck.0"))
    curtain = window.table.curtain
    assert curtain.isVisible() and "Pass the computer to Bo" in curtain.text
    window.set_language("fr")
    assert curtain.isVisible() and curtain.text == "Passez l'ordinateur à Bo"
    # the same words for Bo as for Isabella (it read "quand vous êtes prêt", said to everyone)
    assert curtain.sub == "Cliquez pour découvrir la table"
    window.set_language("en")
    lift_curtain(qtbot, window)


def _darkest(image: QImage, rect: Any) -> int:
    """The darkest pixel's lightness in `rect` of `image` (the ink of the item's words)."""
    return min(QColor(image.pixel(x, y)).lightness()
               for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom()))


def test_a_disabled_action_looks_disabled_and_says_why(make_window: Any, qtbot: Any) -> None:
    window = make_window(position=POSITION)
    undo, redo = window.undo_action, window.redo_action
    assert not undo.isEnabled()
    assert undo.toolTip() == "Undo: no move has been played yet" == undo.statusTip()
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    assert undo.isEnabled() and not redo.isEnabled()
    assert redo.toolTip() == "Redo: no move was undone"
    # the Edit menu, drawn: the disabled Redo's words are lighter than the enabled Undo's
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    assert isinstance(edit, QMenu)
    edit.popup(window.mapToGlobal(QPoint(60, 30)))
    qtbot.waitExposed(edit)
    image = edit.grab().toImage()
    enabled, disabled = _darkest(image, edit.actionGeometry(undo)), _darkest(
        image, edit.actionGeometry(redo))
    assert disabled - enabled > 60, (enabled, disabled)
    # pointing at the disabled item says why in the status line
    qtbot.mouseMove(edit, edit.actionGeometry(redo).center())
    assert window.statusBar().currentMessage() == "Redo: no move was undone"
    edit.close()
    click(qtbot, window, card_centre(window, "deck.0"))  # a draw: undo would show the card
    lift_curtain(qtbot, window)
    assert not undo.isEnabled()
    assert undo.toolTip() == "Undo: a card was drawn or turned up since — undoing would show it"


def test_a_disabled_actions_reason_in_french_has_its_space_before_the_colon(
        make_window: Any, qtbot: Any) -> None:
    """French typography: « Annuler : … », and the menus' own names translated (they are named
    one by one in the code, so that lupdate keeps their translations)."""
    window = make_window(position=POSITION)
    window.set_language("fr")
    undo = window.undo_action
    assert undo.toolTip().startswith("Annuler : ") and undo.toolTip() == undo.statusTip()
    assert ": " not in undo.toolTip().replace(" : ", "")
    assert [a.text() for a in window.menuBar().actions()][:4] == [
        "&Partie", "&Édition", "&Affichage", "Aid&e"]
    window.set_language("en")
    assert undo.toolTip().startswith("Undo: ")


def test_a_disabled_button_looks_disabled(make_window: Any, qtbot: Any) -> None:
    window = make_window(position=POSITION)
    from PySide6.QtWidgets import QPushButton

    on, off = QPushButton("Continue", window), QPushButton("Continue", window)
    off.setEnabled(False)
    for b in (on, off):
        b.resize(140, 36)
        b.show()
    a, b = on.grab().toImage(), off.grab().toImage()
    assert QColor(a.pixel(70, 4)).name() != QColor(b.pixel(70, 4)).name()
    assert _darkest(b, off.rect().adjusted(10, 8, -10, -8)) > _darkest(
        a, on.rect().adjusted(10, 8, -10, -8)) + 40


def test_the_rules_panel_finds_no_word_of_the_program(qtbot: Any) -> None:
    """Searching the rules found position-file YAML, "The engine always asks…" and "Example
    (seed 003)"; the rules panel now holds rules, examples and how to play."""
    from medici_table.ui.rules_panel import RulesPanel

    panel = RulesPanel()
    qtbot.addWidget(panel)
    for game in ("court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons"):
        for lang in ("en", "fr"):
            panel.load(game, lang)
            for word in ("yaml", "seed", "engine", "moteur", "position:"):
                panel.search_box.setText(word)
                assert not panel.hits, (game, lang, word)
            panel.search_box.setText("turn" if lang == "en" else "tour")
            assert panel.hits  # the search itself works
    panel.search_box.clear()
