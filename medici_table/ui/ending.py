"""The end of a game in the window: the finished game kept, the final dialog (players by rank,
how it was decided, Score sheet / Play again / Close), and the score sheet of every scoring so
far. One per window (`MainWindow.ending`); the window's own `game_over_dialog`,
`show_score_sheet` and `close_final_dialog` are these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QTimer

from medici_table.ui import games as tables
from medici_table.ui import theme
from medici_table.ui.i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from medici_table.ui.dialogs import GameOverDialog
    from medici_table.ui.window import MainWindow


class Ending:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.dialog: GameOverDialog | None = None  # the final dialog, while it is open
        self.due: tuple[Any, Any] | None = None  # (controller, state): the end to tell

    def show_score_sheet(self) -> QDialog:
        """Every scoring of the game so far (Game → Score sheet, a banner's link, the final
        dialog): each season, round or board of the court, then the end of the game."""
        from medici_table.ui.scoresheet import ScoreSheetDialog

        w = self.window
        c = w.controller
        dialog = ScoreSheetDialog(w.table.scorings(), c.rules.name(w.lang), w)
        dialog.setStyleSheet(theme.APP_STYLE)
        w.score_sheet = dialog
        dialog.open()
        return dialog

    def game_over(self) -> None:
        """The game has just ended. Its keeping among the finished games and the final dialog
        come at the next turn of the event loop: the frame of the last move shows the table
        (30-50 ms less in that frame). Read before then, `final` makes them at once; a new
        game or the window closing keeps the finished one first."""
        c = self.window.controller
        self.due = (c, c.state)
        QTimer.singleShot(0, self.now)

    def final(self) -> GameOverDialog | None:
        """The final dialog of the game on the table (None: not ended, or closed)."""
        self.now()
        return self.dialog

    def now(self, dialog: bool = True) -> None:
        """What the end of the game waits for, if it still waits: the game kept, then (with
        `dialog`) the final dialog, after the sheets of the last move (ui/sequencer.py): players
        by rank with what made their score. Deleted when closed: an evening of games keeps
        none. Nothing if the end was taken back or another game came since."""
        due, self.due = self.due, None
        w = self.window
        c = w.controller
        if due is None or due[0] is not c or due[1] is not c.state or not c.is_over():
            return
        w.game_finished.emit()  # kept at once, before anything is asked
        if not dialog:
            return
        from medici_table.ui.dialogs import GameOverDialog

        final = GameOverDialog(*self.words(), w)
        final.setStyleSheet(theme.APP_STYLE)
        final.play_again.connect(w.play_again)
        final.score_sheet.connect(self.show_score_sheet)
        final.destroyed.connect(lambda _=None: self._forget(final))
        final.again.setVisible(not getattr(c, "remote", False))  # the host deals again
        self.dialog = final
        w.table.present_final(final)

    def words(self) -> tuple[str, Any, str]:
        """The final dialog's title, ranking and result, in the table's language."""
        w = self.window
        c = w.controller
        players, winners = c.players(), c.rules.winners(c.state)
        if len(winners) != 1:
            title = tr("A draw")
        elif w.table.people() == winners:  # the one person at this computer (against the
            title = tr("You win!")  # computer, or a friend's seat at a table hosted elsewhere)
        else:
            title = tr("{name} wins!", name=players[winners[0]])
        return (title, w.table.scorings()[-1].pages[0],
                tables.get(c.rules.id).result_text(c.rules, c.state, c.lang))

    def retranslate(self) -> None:
        """An open final dialog and score sheet speak the new language too."""
        w = self.window
        final = self.dialog
        if final is not None and shiboken6.isValid(final) and final.isVisible():
            final.fill(*self.words())
        sheet = getattr(w, "score_sheet", None)
        if sheet is not None and shiboken6.isValid(sheet) and sheet.isVisible():
            sheet.fill(w.table.scorings(), w.controller.rules.name(w.lang),
                       sheet.list.currentRow())

    def _forget(self, dialog: Any) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def close_final(self) -> None:
        """The final dialog of the game leaving the table goes (deleted: one an evening's game
        would otherwise stay in memory); a game that ended just now is kept first."""
        self.now(dialog=False)
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()

    def window_closing(self) -> None:
        """The window closes: a game that ended just now is kept; its final dialog goes."""
        self.now(dialog=False)
        if self.dialog is not None:
            from PySide6.QtWidgets import QDialog

            self.dialog.done(QDialog.DialogCode.Rejected)
