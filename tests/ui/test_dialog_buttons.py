"""The dialogs' buttons are the table's parchment buttons, words only: on a Linux desktop Qt gave
OK a green tick, Cancel a red cross and Close an icon of its own, beside buttons of the same
dialog that had none ("Play against the computer", "Replay the game")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from journeys import saves_of, window
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox, QProxyStyle
from PySide6.QtWidgets import QStyle as S


class IconsOnButtons(QProxyStyle):
    """The desktop's style as a Linux desktop gives it: icons on a dialog's buttons."""

    def styleHint(self, hint: S.StyleHint, *args: Any) -> int:  # noqa: N802 (Qt API)
        if hint == S.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, *args)


@pytest.fixture
def desktop_style() -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.style().name()
    QApplication.setStyle(IconsOnButtons(before))
    try:
        yield
    finally:
        QApplication.setStyle(before)


@pytest.mark.usefixtures("desktop_style")
def test_no_dialog_button_carries_an_icon(qtbot: Any, tmp_path: Path) -> None:
    w = window(qtbot, tmp_path / "w", lang="fr")
    opened: list[QDialog] = [w.new_game_dialog(), w.about_dialog(), w.show_score_sheet()]
    saves_of(w).show_finished()
    listing = saves_of(w).finished_list
    assert listing is not None
    opened.append(listing)
    notice = QMessageBox(QMessageBox.Icon.Information, "Medici Table", "…",
                         QMessageBox.StandardButton.Ok, w)
    opened.append(notice)
    notice.show()
    for dialog in opened:
        boxes = dialog.findChildren(QDialogButtonBox)
        buttons = [b for box in boxes for b in box.buttons()]
        assert buttons, type(dialog).__name__
        assert all(b.icon().isNull() for b in buttons), \
            [(type(dialog).__name__, b.text()) for b in buttons if not b.icon().isNull()]
        dialog.close()
