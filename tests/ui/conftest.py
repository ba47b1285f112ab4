"""Fixtures for the table tests: a main window on a fixed deal (no animation delays)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the helpers in tablebot.py

from tablebot import lift_curtain  # noqa: E402

from medici_table.app.position import load_position_text  # noqa: E402
from medici_table.ui import theme  # noqa: E402
from medici_table.ui.dialogs import GameConfig  # noqa: E402
from medici_table.ui.window import MainWindow  # noqa: E402


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., MainWindow]]:
    """A main window on a fixed deal of any game: `make(game=..., names=..., seed=...,
    options=..., position=...)`; each window has its own settings file (so its own saves)."""
    made: list[MainWindow] = []

    def make(seed: int = 3, position: str | None = None, lift: bool = True,
             game: str = "court_of_the_medici", names: tuple[str, ...] | list[str] = ("Ada", "Bo"),
             options: dict[str, Any] | None = None, size: tuple[int, int] = (1500, 950),
             anim_ms: int = 0) -> MainWindow:
        theme.load_fonts()
        folder = tmp_path / f"window{len(made)}"  # its settings, and so its autosave, apart
        folder.mkdir()
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(GameConfig(game, list(names), options or {}, seed), settings,
                            anim_ms=anim_ms)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        if position is not None:
            rules, state = load_position_text(position)
            window.controller.new_game(rules, state)
        if lift:
            lift_curtain(qtbot, window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()

