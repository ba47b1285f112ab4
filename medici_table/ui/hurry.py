"""How fast the table goes, in the View menu (remembered):

* **Show every scoring step** — each scoring sheet waits for a click before play goes on. On by
  default at a table with people; off by default when only computers play (the evening's demo
  runs on). When off, a scoring is only noted in the banner, and kept in the game log and on the
  score sheet: never lost, only not shown at once.
* **Fast play** — cards slide in a third of the time and the computers play at once instead of
  pausing so a person can follow.
* **Show the computers' moves travel** — what a computer plays travels from its seat to its
  place (half a second; a sixth with Fast play), the table held until it arrives. Off, it
  appears at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction

from medici_table.ui.i18n import noop, tr

KEYS = {"people": "view/every_step", "computers": "view/every_step_computers"}
DEFAULTS = {"people": True, "computers": False}
FAST_KEY = "view/fast"
TRAVEL_KEY = "view/travel"
FAST_FACTOR = 3  # animations last a third; the computers' pause goes


def _flag(value: Any, default: bool) -> bool:
    if value is None:
        return default
    return value not in (False, "false", "0", 0)


class Hurry:
    """The two settings, their menu actions, and what they change on the table and the bots."""

    def __init__(self, window: Any, menu: Any) -> None:
        self.window = window
        self.table: Any = None  # the window's table, once built (`attach`)
        self.base_ms = 0
        settings = window.settings
        self.every = self._action(menu, noop("Show every &scoring step"), self._every_toggled)
        self.fast = self._action(menu, noop("&Fast play"), self._fast_toggled)
        self.fast.setChecked(_flag(settings.value(FAST_KEY), False))
        self.travel = self._action(menu, noop("Show the computers' moves &travel"),
                                   self._travel_toggled)
        self.travel.setChecked(_flag(settings.value(TRAVEL_KEY), True))
        self.every.setChecked(_flag(settings.value(KEYS["people"]), DEFAULTS["people"]))
        self.follow()

    def attach(self, table: Any) -> None:
        """The window's table is built (behind the welcome screen, when a game is chosen or
        after the first frame): it takes the remembered settings."""
        self.table = table
        for who, key in KEYS.items():
            table.every_step[who] = _flag(self.window.settings.value(key), DEFAULTS[who])
        self.base_ms = table.scene.anim_ms
        table.travel_on = self.travel.isChecked()
        self.apply_fast()
        self.follow()
        table.changed.connect(self.follow)

    def _action(self, menu: Any, text: str, slot: Any) -> QAction:
        action = QAction(tr(text), self.window)
        action.setCheckable(True)
        action.triggered.connect(lambda _=False: slot())
        self.window._labels.append((action, text))  # said again in a new language
        menu.addAction(action)
        return action

    def who(self) -> str:
        """Whose setting applies: the table's people, or (none seated) its computers."""
        return "people" if self.table is None or self.table.people() else "computers"

    def follow(self) -> None:
        """The menu shows the setting of the table now on screen (people or computers)."""
        tip = tr("Each scoring sheet waits for a click; when off, it is kept on the score "
                 "sheet and in the game log.")
        if self.every.toolTip() != tip:
            self.every.setToolTip(tip)
            self.every.setStatusTip(tip)
        table = self.table
        if table is None:  # (the welcome screen: no table yet)
            return
        bots = getattr(self.window, "bots", None)
        if bots is not None:  # the runner comes after the first frame (ui/window.py)
            bots.fast = self.fast.isChecked()
        on = table.every_step[self.who()]
        if self.every.isChecked() != on:
            self.every.setChecked(on)

    def _every_toggled(self) -> None:
        who = self.who()
        if self.table is not None:
            self.table.every_step[who] = self.every.isChecked()
        self.window.settings.setValue(KEYS[who], self.every.isChecked())

    def _fast_toggled(self) -> None:
        self.window.settings.setValue(FAST_KEY, self.fast.isChecked())
        self.apply_fast()

    def _travel_toggled(self) -> None:
        self.window.settings.setValue(TRAVEL_KEY, self.travel.isChecked())
        if self.table is not None:
            self.table.travel_on = self.travel.isChecked()

    def apply_fast(self) -> None:
        fast = self.fast.isChecked()
        if self.table is not None:
            self.table.scene.anim_ms = self.base_ms // FAST_FACTOR if fast else self.base_ms
        bots = getattr(self.window, "bots", None)
        if bots is not None:
            bots.fast = fast


def install_hurry(window: Any, menu: Any) -> Hurry:
    hurry = Hurry(window, menu)
    window.hurry = hurry
    return hurry
