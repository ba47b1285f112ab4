"""Why an action of the menus cannot be taken now, said where a player looks: a disabled action
looks disabled (the theme) and its tooltip and status tip say why ("Undo: a card was drawn
since — undoing would show it")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject

if TYPE_CHECKING:  # (importing QAction makes its enums: not before the first frame)
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QStatusBar

from medici_table.ui.i18n import tr


def held_reason(kind: str | None) -> str:
    """What the table waits for, when something is presented over it."""
    from medici_table.ui.sequencer import CURTAIN, FINAL, MOTION, QUESTION, SHEET  # (the table's)

    return {SHEET: tr("first read the score sheet to its last page"),
            CURTAIN: tr("the table is covered until the next player clicks"),
            QUESTION: tr("first answer the question on the table"),
            FINAL: tr("first close the end-of-game window"),
            MOTION: tr("wait a moment: a computer's move is reaching its place")}.get(kind or "", "")


def undo_refusal(controller: Any, held: str | None) -> str:
    """Why Undo cannot be used now ("" when it can); `held` is the kind of what the table
    presents (None when nothing is)."""
    session = controller.session
    if getattr(controller, "steps", None) is not None:  # a replay (ui/replay.py)
        return tr("a replay takes no move back — continue from here first")
    if getattr(controller, "scripted", False):  # a lesson or a puzzle (ui/learning.py)
        return tr("a lesson goes on step by step, a puzzle starts again with Try again")
    if held:
        return held_reason(held)
    if getattr(controller, "several_computers", False):  # ui/remote.py, ui/remote_controller.py
        return tr("a game played from several computers takes no move back")
    if not session.history:
        return tr("no move has been played yet")
    if not controller.can_undo():
        return tr("a card was drawn or turned up since — undoing would show it")
    return ""


def redo_refusal(controller: Any, held: str | None) -> str:
    if getattr(controller, "steps", None) is not None:
        return tr("a replay takes no move back — continue from here first")
    if getattr(controller, "scripted", False):
        return tr("a lesson goes on step by step, a puzzle starts again with Try again")
    if held:
        return held_reason(held)
    if getattr(controller, "several_computers", False):
        return tr("a game played from several computers takes no move back")
    if not controller.can_redo():
        return tr("no move was undone")
    return ""


def say_why(action: QAction, name: str, why: str) -> None:
    """Enable `action` when `why` is empty; else disable it and say why in its tooltip and the
    status line (Qt shows a disabled menu item's status tip when it is hovered)."""
    action.setEnabled(not why)
    tip = tr("{name}: {why}", name=name, why=why) if why else ""  # (French: « Nom : raison »)
    if action.toolTip() != tip:
        action.setToolTip(tip or name)
        action.setStatusTip(tip)


class SayWhyDisabled(QObject):
    """A menu's disabled items say why in the status line when they are pointed at or clicked
    (Qt shows nothing for them: a click on a greyed item would otherwise say nothing)."""

    def __init__(self, menu: QMenu, status: QStatusBar) -> None:
        super().__init__(menu)
        self.menu, self.status = menu, status
        menu.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease):
            pos = event.position().toPoint()  # type: ignore[attr-defined]
            action = self.menu.actionAt(pos)
            if action is not None and not action.isEnabled() and action.statusTip():
                self.status.showMessage(action.statusTip(), 8000)
        return False
