"""Game → Join a game…: the join dialog, with the tables heard on the local network listed
while it is open, and the seat joined once the address and code are given."""

from __future__ import annotations

from typing import Any

from medici_table.net import lan
from medici_table.ui import theme
from medici_table.ui.remote import Mailbox
from medici_table.ui.remote_dialogs import JoinDialog

LAST_ADDRESS, LAST_CODE = "net/last_address", "net/last_code"


def open_join_dialog(window: Any, problem: str = "") -> JoinDialog:
    """Open the join dialog over `window`, with the address and the code last joined with (a
    friend who closed their program comes back with them); joining starts when it is
    accepted. `problem`: why the last try failed, said in the dialog."""
    settings = window.settings
    dialog = JoinDialog(str(settings.value(LAST_ADDRESS, "") or ""), window,
                        code=str(settings.value(LAST_CODE, "") or ""))
    if problem:
        dialog.say_problem(problem)
    dialog.setStyleSheet(theme.APP_STYLE)
    mailbox = Mailbox(dialog)
    finder = lan.Finder(lambda tables: mailbox.post(lambda: dialog.show_tables(tables)))
    finder.start()

    def accepted() -> None:
        invitation = dialog.invitation()
        settings.setValue(LAST_ADDRESS, dialog.address.text().strip())
        settings.setValue(LAST_CODE, invitation.seat_code)  # (this user's own settings)
        window.seating.joining().join(invitation)

    dialog.accepted.connect(accepted)
    dialog.finished.connect(lambda _result: finder.stop())
    dialog.open()
    return dialog
