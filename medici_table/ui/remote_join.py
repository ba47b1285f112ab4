"""Game → Join a game…: the join dialog, with the tables heard on the local network listed
while it is open, and the seat joined once the address and code are given."""

from __future__ import annotations

from typing import Any

from medici_table.net import lan
from medici_table.ui import theme
from medici_table.ui.remote import Mailbox
from medici_table.ui.remote_dialogs import JoinDialog


def open_join_dialog(window: Any) -> JoinDialog:
    """Open the join dialog over `window`; joining starts when it is accepted."""
    settings = window.settings
    dialog = JoinDialog(str(settings.value("net/last_address", "") or ""), window)
    dialog.setStyleSheet(theme.APP_STYLE)
    mailbox = Mailbox(dialog)
    finder = lan.Finder(lambda tables: mailbox.post(lambda: dialog.show_tables(tables)))
    finder.start()

    def accepted() -> None:
        invitation = dialog.invitation()
        settings.setValue("net/last_address", dialog.address.text().strip())
        window.seating.joining().join(invitation)

    dialog.accepted.connect(accepted)
    dialog.finished.connect(lambda _result: finder.stop())
    dialog.open()
    return dialog
