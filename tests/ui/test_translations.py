"""Every word the table shows is translated: tr() around each user-visible string of
`medici_table/ui/`, a finished French translation in the .ts for each, and the window switching
language live."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from medici_table.ui import i18n

UI = Path(i18n.__file__).parent
SETTERS = {"setText", "setWindowTitle", "setToolTip", "setStatusTip", "setPlaceholderText",
           "addAction", "addMenu", "setTitle", "setTabText", "addTab", "setHeaderLabels",
           "setLabelText", "showMessage", "setWhatsThis", "addRow", "addItem", "QLabel",
           "QPushButton", "QAction", "QCheckBox", "QGroupBox", "QRadioButton", "QMenu",
           "QToolBar", "QDockWidget", "QMessageBox", "getOpenFileName", "getSaveFileName",
           "information", "warning", "critical", "question", "cover", "ask", "show_note"}
# not words to translate: the program's name and the language menu, written in both languages
ALLOWED = {"Medici Table — ", "Medici Table", "Language / Langue"}  # the program's name
FIELD = re.compile(r"\{(\w+)\}")


def _ts(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """source -> (translation, type) of the .ts."""
    out = {}
    for m in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
        t = m.find("translation")
        assert t is not None
        out[m.findtext("source") or ""] = (t.text or "", t.get("type", ""))
    return out


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    if isinstance(node, ast.BinOp):
        return (_literal(node.left) or "") + (_literal(node.right) or "")
    return None


def _name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _calls() -> list[tuple[str, ast.Call]]:
    return [(f"{p.name}:{node.lineno}", node) for p in i18n.sources()
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call)]


def test_every_marked_string_has_a_finished_french_translation() -> None:
    ts = _ts()
    marked = {(where, node.args[0].value) for where, node in _calls()
              if _name(node) in ("tr", "noop") and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}
    assert len(marked) > 80
    missing = sorted(f"{where}: {text!r}" for where, text in marked if text not in ts)
    assert not missing, "run `python -m medici_table.ui.i18n update`, then translate:\n" + \
        "\n".join(missing)
    unfinished = sorted(s for s, (t, kind) in ts.items() if kind == "unfinished" or not t)
    assert not unfinished, f"untranslated in the .ts: {unfinished}"
    for source, (translation, _kind) in ts.items():
        assert set(FIELD.findall(translation)) <= set(FIELD.findall(source)), source


def test_no_user_visible_literal_bypasses_tr() -> None:
    bare = []
    for where, node in _calls():
        if _name(node) not in SETTERS:
            continue
        for arg in node.args:
            text = _literal(arg)
            words = re.sub(r"<[^>]*>", "", text or "")  # a tag's attributes are no words
            if text and re.search(r"[A-Za-z]{2}", words) and text not in ALLOWED:
                bare.append(f"{where}: {text!r}")
    assert not bare, "wrap in tr():\n" + "\n".join(bare)


def test_no_tr_hides_inside_an_f_string() -> None:
    """lupdate does not read f-strings: a tr("...") there is never collected."""
    hidden: list[str] = []
    for p in i18n.sources():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                hidden += [f"{p.name}:{node.lineno}" for sub in ast.walk(node)
                           if isinstance(sub, ast.Call) and _name(sub) in ("tr", "noop")]
    assert not hidden, hidden


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None
                    and not Path(i18n._tool("pyside6-lupdate") or "").is_file(),
                    reason="pyside6-lupdate is not installed")
def test_the_ts_source_is_what_lupdate_finds_today(tmp_path: Path) -> None:
    copy = tmp_path / "fr.ts"
    shutil.copy(i18n.ts_path("fr"), copy)
    tool = i18n._tool("pyside6-lupdate")
    assert tool is not None
    out = subprocess.run([tool, *map(str, i18n.sources()), "-tr-function-alias",
                          "QT_TR_NOOP+=noop", "-locations", "none", "-no-obsolete", "-ts",
                          str(copy)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"\(0 new and", out), out


def test_the_catalogue_is_compiled_and_loaded(qapp: Any, tmp_path: Path) -> None:
    try:
        i18n.set_lang("fr")
        assert i18n.tr("&Undo") == "&Annuler"
        assert i18n.tr("{name} wins!", name="Ada") == "Ada gagne !"
    finally:
        i18n.set_lang("en")
    assert i18n.tr("&Undo") == "&Undo"
    assert i18n.ts_catalogue("fr")["&Undo"] == "&Annuler"  # the fallback without lrelease


def test_switching_language_retranslates_the_open_window(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    panel = window.rules_dock.open_at("jester")
    try:
        window.lang_actions["fr"].trigger()
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles[:2] == ["&Partie", "&Édition"] and "Aid&e" in titles
        assert window.rules_dock.windowTitle() == "Règles"
        assert panel.tabs.tabText(1) == "Aide-mémoire"
        assert panel.search_box.placeholderText() == "Chercher dans les règles…"
        assert "Que puis-je faire" in window.what_now.text()
        assert panel.anchor == "jester"
        assert panel.contents.currentItem().text(0) == "Le Bouffon"  # the French text, same place
        assert any(a.text() == "&Enregistrer" for a in _all_actions(window))
        dialog = window.new_game_dialog()  # Qt's own words too (qtbase_fr)
        buttons = [b.text() for b in dialog.findChildren(QDialogButtonBox)[0].buttons()]
        assert "Annuler" in buttons and dialog.windowTitle() == "Nouvelle partie"
        dialog.reject()
        window.lang_actions["en"].trigger()
        assert window.menuBar().actions()[0].text() == "&Game"
        assert panel.contents.currentItem().text(0) == "The Jester"
    finally:
        i18n.set_lang("en")


def _all_actions(window: Any) -> list[Any]:
    out = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if menu is not None:
            out += menu.actions()
    return out


def test_no_english_is_left_in_the_french_window(qtbot: Any, make_window: Any) -> None:
    """Every menu entry, panel title and tab of the open window is French after the switch."""
    window = make_window()
    panel = window.rules_dock.open_at()
    english = {s for s, (t, _kind) in _ts().items() if t and t != s}
    try:
        window.lang_actions["fr"].trigger()
        shown = [a.text() for a in window.menuBar().actions()] + \
            [a.text() for a in _all_actions(window)] + \
            [d.windowTitle() for d in (window.log_dock, window.score_dock, window.moves_dock,
                                       window.rules_dock)] + \
            [panel.tabs.tabText(i) for i in range(panel.tabs.count())]
        left = [text for text in shown if text in english]
        assert not left, f"still in English: {left}"
        assert len(shown) > 25
    finally:
        i18n.set_lang("en")
