"""The game log's lines: every move played, described in the table's language, each followed by
what it scored (`ui/docks.LogDock` shows them). Moves described before are not described again,
and the log is looked at again only when the game moved on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from medici_table.ui.controller import GameController
    from medici_table.ui.table import TableWidget


class GameLog:
    """What the log was made of at the last look, kept between looks."""

    def __init__(self) -> None:
        self._described: list[tuple[Any, tuple[str, str]]] = []  # (history step, log line)
        self._described_lang = ""
        self._logged: tuple[Any, ...] | None = None  # what the log showed last (`changed`)

    def changed(self, c: GameController) -> bool:
        """Whether the log may show other lines than at the last look. The table says it
        changed two to four times a move (the curtain comes and goes, a sheet is shown): the
        log was built and compared line by line each time (1-2 ms on a long game)."""
        if getattr(c, "log_lines", None) is not None:
            return True  # a table hosted elsewhere: its log comes from the host
        history = c.session.history
        now = (c.session, history[-1] if history else None, len(history), c.lang, c.is_over())
        last, self._logged = self._logged, now
        return last is None or last[0] is not now[0] or last[1] is not now[1] \
            or last[2:] != now[2:]

    def lines(self, c: GameController, table: TableWidget) -> list[tuple[str, str]]:
        """Every move played, described in today's language, each followed by what it scored;
        moves described before (the same steps of the history, in the same language) are not
        described again. A seat at a table hosted elsewhere has its log from the host, worded
        from its view."""
        from medici_table.ui.scoresheet import kept_steps  # (loaded with the table)

        remote_log = getattr(c, "log_lines", None)
        if remote_log is not None:
            return _with_scorings(c, table, remote_log())
        history = c.session.history
        known = self._described if self._described_lang == c.lang else []
        keep = kept_steps(known, history)
        players = c.players()
        known = known[:keep] + [(s, (players[s.player] if s.player is not None else "",
                                     c.rules.logged(s.before, s.move, c.lang)))
                                for s in history[keep:]]
        self._described, self._described_lang = known, c.lang
        return _with_scorings(c, table, [line for _step, line in known])


def _with_scorings(c: GameController, table: TableWidget,
                   described: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The log's lines, one a move of the history, each followed by what it scored."""
    from medici_table.ui.docks import SCORED

    scored = table.scorebook.by_step(c.session, table.adapter, c.lang)
    lines: list[tuple[str, str]] = []
    for line, scoring in zip(described, scored, strict=True):
        lines.append(line)
        if scoring is not None:
            lines.append((SCORED, scoring.summary))
    if c.is_over() and hasattr(table.adapter, "final_sheet"):
        lines.append((SCORED, table.scorings()[-1].summary))
    return lines
