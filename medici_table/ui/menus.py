"""The main window's menus: their entries, shortcuts and submenus, made once, after the first
frame (or as soon as a menu is opened: `MainWindow._menus`). The window keeps the actions it
enables and disables (`new_action`, `undo_action`, ...) as its own attributes."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMenu

from medici_table.ui.i18n import noop, tr


def fill_menus(window: Any) -> None:
    """The entries of `window`'s four menus (its `_bar`), and the table's part in them."""
    from PySide6.QtGui import QActionGroup, QKeySequence

    from medici_table.ui.hurry import install_hurry

    w, keys = window, QKeySequence.StandardKey
    game, edit, view, helping = w._bar
    w.new_action = w._action(game, noop("&New game…"), keys.New, w.new_game_dialog)
    w.sheet_action = w._action(game, noop("Score &sheet…"), "Ctrl+K", w.show_score_sheet)
    w._action(game, noop("&Host a game for other computers…"), None, w.host_dialog)
    w._action(game, noop("&Join a game…"), "Ctrl+J", w.join_dialog)
    w.invite_action = w._action(game, noop("&Invitation to this table…"), None,
                                lambda: w.seating.hosting().show_invitation())
    w.leave_table_action = w._action(game, noop("&Leave this table"), None,
                                     lambda: w.seating.joining().leave())
    game.addSeparator()
    w._action(game, noop("Open &position…"), None, w.open_position_dialog)
    w.save_position_action = w._action(game, noop("Save p&osition…"), None,
                                       w.save_position_dialog)
    game.addSeparator()
    quitting = w._action(game, noop("&Quit"), keys.Quit if QKeySequence.keyBindings(keys.Quit)
                         else "Ctrl+Q", w.close)  # (a system without a desktop has no binding)
    quitting.setObjectName("quit")  # (ui/saves.py puts the files' entries before it)
    w.undo_action = w._action(edit, noop("&Undo"), keys.Undo, w.undo)
    w.redo_action = w._action(edit, noop("&Redo"), keys.Redo, w.redo)
    for action in (w.undo_action, w.redo_action, w.invite_action, w.leave_table_action):
        action.setEnabled(False)  # until the table says otherwise (_refresh)
    w.hints_action = w._action(view, noop("&Hints"), "Ctrl+H", w._hints)
    w.hints_action.setCheckable(True)
    w.hints_action.setChecked(w._hints_setting())
    w._action(view, noop("&Fit to window"), "Ctrl+0", lambda: w.table.view.fit())
    w._action(view, noop("Zoom &in"), keys.ZoomIn, lambda: w.table.view.zoom_by(1.2))
    w._action(view, noop("Zoom &out"), keys.ZoomOut, lambda: w.table.view.zoom_by(1 / 1.2))
    view.addSeparator()
    language = view.addMenu("Language / Langue")
    group = QActionGroup(w)
    w.lang_actions = {}
    for code, name in (("en", "English"), ("fr", "Français")):
        action = language.addAction(name)
        action.setCheckable(True)
        action.setChecked(code == w.lang)
        action.triggered.connect(lambda _=False, c=code: w.set_language(c))
        group.addAction(action)
        w.lang_actions[code] = action
    view.addSeparator()
    w.hurry = install_hurry(w, view)  # show every scoring step, fast play (ui/hurry.py)
    view.addSeparator()  # the docks' entries and the drawer's follow (`_build_docks`)
    w._action(helping, noop("&Rules of the game"), keys.HelpContents, lambda: w.show_rule(""))
    w._action(helping, noop("&Quick reference"), "Shift+F1",
              lambda: w.rules_dock.open_at(tab=1))
    w._action(helping, noop("How to play on this &table"), None,
              lambda: w.rules_dock.open_at(tab=2))
    w._action(helping, noop("&What can I do now?"), "Ctrl+F1", w.show_phase_rule)
    helping.addSeparator()
    for text, what in ((noop("&Learn to play"), "learn"), (noop("&Puzzles"), "puzzles")):
        sub = helping.addMenu(tr(text))
        w._labels.append((sub, text))
        sub.aboutToShow.connect(lambda m=sub, k=what: fill_learning(w, m, k))
    helping.addSeparator()
    w._action(helping, noop("&About Medici Table"), None, w.about_dialog)
    if w._table is not None:  # a table's first frame went without them (`--game`)
        w.hurry.attach(w._table)
        w._refreshed = None  # (the actions follow the table: `_refresh`)
        w._refresh()


def fill_learning(window: Any, menu: QMenu, what: str) -> None:
    """Help → Learn to play / Puzzles: one entry per game (named when first opened)."""
    from medici_table.ui.gamefacts import facts

    menu.clear()
    for game in facts():
        action = menu.addAction(game.title(window.lang))
        action.triggered.connect(lambda _=False, g=game.id: window._welcome_chose(what, g))
