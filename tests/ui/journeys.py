"""Helpers for the journeys of an evening at the table: windows with computer seats, a person's
move made with the keyboard or a click, saves written and opened through the menus."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.record import PERSON, GameRecord, deal, seats_of
from medici_table.ui import theme
from medici_table.ui.dialogs import GameConfig
from medici_table.ui.saves import SaveManager
from medici_table.ui.window import MainWindow

GAMES = games.available()
FILTER_ANY = "All files (*)"


def names(game: str, n: int | None = None) -> list[str]:
    rules = games.get(game)
    return list(rules.meta.default_names[: n or rules.meta.min_players])


def solo_kinds(game: str, n: int | None = None, level: str = "normal") -> list[str]:
    """One person (the first seat), computers in the others."""
    count = n or games.get(game).meta.min_players
    return [PERSON] + [level] * (count - 1)


def hot_seat_count(game: str) -> int:
    """A table of people where every hand is a secret between them (at least 2, 3 if the
    game allows it)."""
    meta = games.get(game).meta
    return min(3, meta.max_players)


def window(qtbot: Any, folder: Path, game: str = "court_of_the_medici",
           kinds: list[str] | None = None, seed: int = 3, n: int | None = None,
           lang: str = "en") -> MainWindow:
    """A shown window with its own settings and autosave in `folder`; computers think fast and
    play at once."""
    theme.load_fonts()
    folder.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameConfig(game, names(game, n), {}, seed, kinds or []), settings,
                   anim_ms=0, lang=lang)
    quick(w)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # the menus' shortcuts (Ctrl+S, Ctrl+O, Ctrl+R) go to the active window
    qtbot.waitUntil(w.isActiveWindow)
    return w


def quick(w: MainWindow) -> None:
    w.bots.delay_ms = 0
    w.bots.budget = 0.02


def welcomed(qtbot: Any, folder: Path, lang: str = "en",
             size: tuple[int, int] = (1500, 950)) -> MainWindow:
    """The window as `medici-table` opens it with no game asked for (wide enough for the side
    panels: below 1440 pixels they fold into a drawer, ui/drawer.py)."""
    theme.load_fonts()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(None, settings, anim_ms=0, lang=lang, defer=True, welcome=True)
    qtbot.addWidget(w)
    w.resize(*size)
    with qtbot.waitSignal(w.completed, timeout=5000):
        w.show()
    qtbot.waitExposed(w)
    quick(w)
    return w


def saves_of(w: MainWindow) -> SaveManager:
    manager = w.findChild(SaveManager, "saves")
    assert isinstance(manager, SaveManager)
    return manager


def person_move(qtbot: Any, w: MainWindow, rng: random.Random) -> None:
    """The deciding person's move, as a person makes it: the curtain clicked away, then a
    button of the table's own question, or a move of the Moves panel and Enter."""
    table = w.table
    if table.curtain.isVisible():
        qtbot.mouseClick(table.curtain, Qt.MouseButton.LeftButton)
    before = len(w.controller.session.history)
    if table.prompt.isVisible():
        buttons = table.prompt.buttons
        qtbot.mouseClick(buttons[rng.randrange(len(buttons))], Qt.MouseButton.LeftButton)
    else:
        w.moves_dock.raise_()
        listed = w.moves_dock.moves
        assert listed, "the person is asked for a move"
        w.moves_dock.list.setCurrentRow(rng.randrange(len(listed)))
        qtbot.keyClick(w.moves_dock.list, Qt.Key.Key_Return)
    assert len(w.controller.session.history) == before + 1


def persons_turn(qtbot: Any, w: MainWindow, timeout: int = 20000) -> None:
    """Wait while the computers play, until a person decides or the game is over."""
    qtbot.waitUntil(lambda: w.controller.is_over() or not w.table.bot_turn(), timeout=timeout)


def save_with_ctrl_s(qtbot: Any, w: MainWindow, path: Path,
                     monkeypatch: pytest.MonkeyPatch) -> sf.SaveData:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), FILTER_ANY))
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    message = saves_of(w).message
    if message is not None and message.isVisible():  # "a save shows every hand", said once
        message.accept()
    return sf.read(path)


def open_with_ctrl_o(qtbot: Any, w: MainWindow, path: Path,
                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), FILTER_ANY))
    active(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)


def active(qtbot: Any, w: MainWindow) -> None:
    """The window active again, its shortcuts live (offscreen, a dialog closed leaves no
    window active)."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)


def played(game: str, kinds: list[str], moves: int, seed: int = 5,
           n: int | None = None) -> GameRecord:
    """A game of `game` with `moves` random moves played (fewer if it ends first)."""
    record = deal(game, seats_of(names(game, n or len(kinds)), kinds), {}, seed)
    session, chooser = record.session, random.Random(seed)
    while len(session.history) < moves and not session.rules.is_over(session.state):
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    return record


def answer_save_first(qtbot: Any, w: MainWindow, button: str = "dont_save") -> None:
    """"<Game> with <names> is not finished. Save it first?" answered with a click on
    `button` (`save`, `dont_save` or `cancel`, ui/unsaved.py)."""
    question = w.save_first
    assert question is not None and question.isVisible(), "asked to save the game first"
    qtbot.mouseClick(getattr(question, button), Qt.MouseButton.LeftButton)


def listed_once(c: Any) -> list[Any]:
    """The legal moves as the Moves list shows them: a line that reads like one before it is
    not listed again (three jokers, two copies of a card)."""
    from medici_table.ui.docks import unique_lines

    legal = c.legal_moves()
    return [m for m, _ in unique_lines(list(zip(legal, c.describe_all(legal), strict=True)))]
