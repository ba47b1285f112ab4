"""The rules panel: opened at a refused move's rule, searched, followed back and forth, with the
quick reference and this table's guide; and a hover on a piece that shows its rule."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from tablebot import POSITION, card_centre, drag, shot, view_point, zone_point

from medici_table import games
from medici_table.engine.sim import default_players
from medici_table.ui import games as tables
from medici_table.ui import i18n, rules_render, rules_search, rules_tips, rulestext
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.rules_panel import RulesPanel, read_text

COUNT = "della_rovere.count.1"
JESTER = "della_rovere.jester.1"


def _shown_heading(panel: RulesPanel) -> str:
    """The text of the first block at the top of the rules view (what the reader sees first)."""
    cursor = panel.browser.cursorForPosition(panel.browser.viewport().rect().topLeft() + QPoint(2, 2))
    return cursor.block().text()


def test_a_refused_moves_why_link_opens_the_panel_at_its_rule(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    assert not window.rules_dock.built  # nothing is built until someone asks for a rule
    window.rules_dock.toggleViewAction().trigger()  # View → Rules
    assert window.rules_dock.built and window.rules_dock.widget().isVisible()
    window.rules_dock.toggleViewAction().trigger()
    assert not window.rules_dock.isVisible()
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    bar = window.table.message
    assert bar.isVisible() and 'href="rule:outer-court"' in bar.label.text()
    assert "Why?" in bar.label.text()
    bar.label.linkActivated.emit("rule:outer-court")
    panel = window.rules_dock.panel()
    assert window.rules_dock.isVisible() and panel.tabs.currentIndex() == 0
    assert panel.anchor == "outer-court"
    assert _shown_heading(panel) == "Send a noble to the Outer Court"
    panel.open("jester")  # a link in the text; then back and forward
    assert _shown_heading(panel) == "The Jester"
    panel.back()
    assert panel.anchor == "outer-court" and panel.forward_button.isEnabled()
    panel.forward()
    assert panel.anchor == "jester" and not panel.forward_button.isEnabled()


def test_f1_after_a_refusal_opens_at_its_rule(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.1"))
    help_rules = next(a for a in window.menuBar().actions()[-1].menu().actions()
                      if a.text() == "&Rules of the game")
    help_rules.trigger()
    assert window.rules_dock.panel().anchor == "outer-court"
    window.rules_dock.panel().open("jester")
    help_rules.trigger()  # the refusal was answered: F1 now leaves the panel where it is
    assert window.rules_dock.panel().anchor == "jester"


def test_search_finds_a_term_and_highlights_every_hit(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    panel = window.rules_dock.open_at()
    panel.search_box.setText("lady-in-waiting")
    hits = panel.browser.extraSelections()
    assert len(hits) == len(panel.hits) >= 2  # (the position-file syntax went to docs/)
    assert all(h.cursor.selectedText().lower() == "lady-in-waiting" for h in hits)
    assert hits[0].format.background().color().name() == "#ffd54a"
    assert panel.hits_label.text() == f"{len(hits)} found"
    assert panel.results.isVisible() and not panel.contents.isVisible()
    QApplication.processEvents()  # the search row lays itself out again
    assert panel.results.height() > 100 and panel.hits_label.width() >= \
        panel.hits_label.sizeHint().width()
    first = panel.results.item(0)
    assert first.data(Qt.ItemDataRole.UserRole) == "lady"  # its own section first
    panel._result_clicked(first)
    assert panel.anchor == "lady"
    QApplication.processEvents()
    shot(window, "rules_panel_search_en")
    panel.search_box.clear()
    assert not panel.browser.extraSelections() and panel.contents.isVisible()


def test_search_ignores_accents_and_capitals(qtbot: Any) -> None:
    panel = RulesPanel()
    qtbot.addWidget(panel)
    panel.load("les_7_blasons", "fr")
    panel.search_box.setText("MENETRIER")
    found = {h.cursor.selectedText() for h in panel.browser.extraSelections()}
    assert "Ménétrier" in found
    assert panel.results.item(0).data(Qt.ItemDataRole.UserRole) == "menetrier"


def test_what_can_i_do_now_opens_the_rule_of_the_current_decision(qtbot: Any,
                                                                  make_window: Any) -> None:
    window = make_window(position=POSITION)
    window.what_now.linkActivated.emit("now")
    assert window.rules_dock.panel().anchor == "turn"
    drag(qtbot, window, card_centre(window, COUNT), zone_point(window, "outer.0"))
    window.show_phase_rule()  # now the card is played: drawing is what is expected
    assert window.rules_dock.panel().anchor == "draw"


@pytest.fixture
def english_after() -> Any:
    yield
    i18n.set_lang("en")


@pytest.mark.parametrize("game", games.available())
def test_every_game_has_its_panel_in_both_languages(qtbot: Any, game: str,
                                                     english_after: Any) -> None:
    rules = games.get(game)
    panel = RulesPanel()
    qtbot.addWidget(panel)
    panel.resize(560, 820)
    panel.show()
    qtbot.waitExposed(panel)
    for lang in ("en", "fr"):
        i18n.set_lang(lang)
        panel.retranslate()
        panel.load(game, lang)
        assert panel.contents.topLevelItemCount() >= 1
        html = rules_render.render(read_text(game, f"rules.{lang}.md")).html
        names = set(re.findall(r'<a name="([^"]+)"', html))
        links = set(re.findall(r'href="#([^"]+)"', html))
        assert "glossary" in names and any(n.startswith("term-") for n in links)
        assert links <= names, f"{game} {lang}: links to nowhere {links - names}"
        # no glossary link inside a code block (the rules texts hold none now: position-file
        # syntax went to docs/)
        assert all("term-" not in block.split("</pre>")[0] for block in html.split("<pre")[1:])
        quickref = panel.quickref.toPlainText()
        assert len(quickref) > 400 and "{#" not in quickref
        assert len(panel.howto.toPlainText()) > 1000
        state = rules.new_game(default_players(rules, rules.meta.min_players), {}, 1)
        assert rules.phase_anchor(state) in names
        panel.tabs.setCurrentIndex(1)
        shot(panel, f"rules_quickref_{game}_{lang}")
        panel.tabs.setCurrentIndex(0)
        panel.open("glossary")
        qtbot.waitUntil(panel.browser.laid_out)
        shot(panel, f"rules_glossary_{game}_{lang}")


def test_a_hover_shows_a_cards_rule_summary(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    view = window.table.view
    item = window.table.scene.card_item(JESTER)
    tip = item.toolTip()
    assert tip.startswith("Jester") and "chosen 1–10 when played" in tip, tip
    at = view_point(window, card_centre(window, JESTER))
    event = QHelpEvent(QHelpEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
    QApplication.sendEvent(view.viewport(), event)
    assert QToolTip.text() == tip  # what the player reads after resting the pointer there
    QToolTip.hideText()


def test_a_pieces_rule_is_looked_up_when_hovered_in_the_tables_language(
        qtbot: Any, make_window: Any) -> None:
    """The rule a piece without a tooltip of its own tells (an opponent's hidden card) is not
    written on every piece at every redraw (the first frame read the rules text for that): Qt
    holds none until the pointer rests on the piece; the hover then shows it, and after a change
    of language the other language's."""
    from PySide6.QtWidgets import QGraphicsItem

    window = make_window(position=POSITION)
    view, scene = window.table.view, window.table.scene
    item = next(i for i in scene.cards.values() if not i.piece.tooltip and i.isVisible())
    assert QGraphicsItem.toolTip(item) == ""  # (Qt's own: nothing looked up yet)
    said = []
    for lang in ("en", "fr"):
        window.set_language(lang)
        item = scene.cards[item.piece.id]
        at = view.mapFromScene(item.sceneBoundingRect().center())
        assert scene.itemAt(view.mapToScene(at), view.transform()) is item  # (on top)
        event = QHelpEvent(QHelpEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
        QApplication.sendEvent(view.viewport(), event)
        said.append(QToolTip.text())
        assert said[-1] == rules_tips.summary("court_of_the_medici", item.piece.id, lang) != ""
        QToolTip.hideText()
    assert said[0] != said[1], said


@pytest.mark.parametrize("game", tables.available())
def test_every_piece_of_every_table_says_what_it_is(qapp: Any, game: str) -> None:
    rules, adapter = games.get(game), tables.get(game)
    n = rules.meta.min_players
    state = rules.new_game(default_players(rules, n), {}, 3)
    for lang in ("en", "fr"):
        layout = rules_tips.fill_tooltips(adapter.layout(rules, rules.view(state, 0), 0, lang),
                                          game, lang)
        bare = [p.id for p in layout.pieces if not p.tooltip.strip()]
        assert not bare, f"{game} {lang}: no tooltip on {bare}"


def test_the_panel_in_both_languages_screenshots(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    try:
        panel = window.rules_dock.open_at("conspiracy")
        window.resizeDocks([window.rules_dock], [560], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        shot(window, "rules_panel_en")
        shot(window.rules_dock, "rules_panel_dock_en")
        window.lang_actions["fr"].trigger()
        QApplication.processEvents()
        assert _shown_heading(panel) == "Conspirer"
        shot(window.rules_dock, "rules_panel_dock_fr")
        panel.tabs.setCurrentIndex(1)
        shot(window.rules_dock, "rules_quickref_fr")
        panel.tabs.setCurrentIndex(2)
        shot(window.rules_dock, "rules_howto_fr")
        panel.tabs.setCurrentIndex(0)
        panel.search_box.setText("bouffon")
        assert panel.hits
        QApplication.processEvents()  # the search row laid out again before the picture
        shot(window, "rules_panel_search_fr")
    finally:
        i18n.set_lang("en")



def test_a_new_game_brings_its_own_rules(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    panel = window.rules_dock.open_at("jester")
    window.start(GameConfig("les_7_blasons", ["Ada", "Bo", "Cy"], {}, 2))
    assert panel.game == "les_7_blasons" and panel.anchor == ""
    assert panel.contents.topLevelItem(0).text(0) == "Les 7 Blasons"
    assert not panel.back_button.isEnabled()  # no going back into another game's rules
    window.show_phase_rule()
    assert panel.anchor == "playing"


def test_a_game_opened_from_a_file_brings_its_rules(qtbot: Any, make_window: Any) -> None:
    window = make_window(position=POSITION)
    panel = window.rules_dock.open_at("jester")
    rules = games.get("courtisans")
    window.table.adapter = tables.get("courtisans")  # as opening a save does (ui/saves.py)
    window.controller.new_game(rules, rules.new_game(["Ada", "Bo"], {}, 4))
    assert panel.game == "courtisans"
    panel.search_box.setText("espion")
    assert not panel.hits  # English rules: no French word
    window.lang_actions["fr"].trigger()
    try:
        assert panel.hits and panel.lang == "fr"
    finally:
        i18n.set_lang("en")


def test_a_search_of_several_words_finds_the_sections_that_hold_them_all(qtbot: Any) -> None:
    """'espion assassin' found nothing (the words were looked for side by side) while the text
    showed both words everywhere: each word is looked for, and a section must hold them all."""
    panel = RulesPanel()
    qtbot.addWidget(panel)
    panel.load("courtisans", "fr")
    qtbot.keyClicks(panel.search_box, "Espion  ASSASSIN")
    anchors = [panel.results.item(i).data(Qt.ItemDataRole.UserRole)
               for i in range(panel.results.count())]
    assert anchors and "assassins" in anchors
    texts = rulestext.sections("courtisans", "fr")
    for anchor in anchors:
        held = rules_search.fold(texts[anchor].title + " " + texts[anchor].text)
        assert "espion" in held and "assassin" in held
    shown = {rules_search.fold(h.cursor.selectedText()) for h in panel.browser.extraSelections()}
    assert shown == {"espion", "assassin"}  # every word lit, each where it stands
    assert panel.hits_label.text() == f"{len(panel.hits)} found" and len(panel.hits) > 10
    assert rules_search.search(texts, "espion zzz") == []  # a word nowhere: no section
