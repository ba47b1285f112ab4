"""The table as each move of the decider would leave it, worked out in idle time so that its new
pictures are drawn before the move is made.

After a move, what is new on the table is mostly words and numbers: the next decider's plaque
("decides", its frame lit), the line over the trick, a pile's count, the banner, a won trick's
faces, a score board at the end of a round. Each was drawn at the move (1-3 ms each, 17 ms for
Les 7 Blasons' round board). While a person decides (or a computer thinks), the table plays
each legal move on a copy of the position, lays the table out as it would then be shown, and
draws into the shared pixmaps (`ui/pixcache.py`) what is not there yet. Nothing is shown and
nothing is kept but those pictures: the move made is then a matter of copying pixels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from medici_table.engine import Move
from medici_table.ui.layout import TableLayout

if TYPE_CHECKING:
    from medici_table.ui.table import TableWidget

# moves looked at per position at most (each: the rules play it, the table is laid out, about
# 1-2 ms, and whatever it shows that is new is drawn): in idle time, one move a turn of the loop
OUTCOMES = 60


def outcomes(table: TableWidget) -> list[Move]:
    """The moves whose outcome is drawn ahead: the position's legal moves (at most `OUTCOMES`),
    none at a table hosted elsewhere (its position is the host's)."""
    c = table.controller
    if c.is_over() or getattr(c, "log_lines", None) is not None:
        return []
    return c.legal_moves()[:OUTCOMES]


def viewer_after(table: TableWidget, state: Any) -> int | None:
    """The seat the table would be seen from after a move that leads to `state` (as
    `TableWidget.sync` chooses it): the next person to decide, else the person watching."""
    c = table.controller
    if c.rules.is_over(state):
        seat: int | None = getattr(c, "seat", None)
        return seat
    decider: int | None = getattr(state, "to_act", None)
    if decider in table.bot_seats:
        viewer = table.viewer
        if viewer is None or viewer in table.bot_seats:
            people = table.people()
            viewer = people[0] if people else None
        return viewer
    return decider


class Foreseen(NamedTuple):
    """The table a move would leave (`layout`), for the position it leads to (`state`), seen
    by `viewer` in `lang`: when that move is made, its frame takes this layout instead of
    laying the table out again (`TableWidget.redraw`), if all three are still so."""

    state: Any
    viewer: int | None
    lang: str
    layout: TableLayout


def outcome_layout(table: TableWidget, move: Move) -> TableLayout | None:
    """The table as `move` would leave it, seen as it would be seen then; None if the rules
    could not play it (a slip here must never reach the player: nothing is drawn). It is kept
    in `table.foreseen` under `move` for that move's frame."""
    c = table.controller
    try:
        state = c.rules.play(c.state, move)
        viewer = viewer_after(table, state)
        played = [(step.player, step.move) for step in c.session.history] + [(c.to_act(), move)] \
            if getattr(table.adapter, "shows_moves", False) else []
        view = state if viewer is None else c.rules.view(state, viewer)
        layout = table.layout_of(view, viewer, played)
    except Exception:  # noqa: BLE001 (drawing ahead is a guess: a failed guess draws nothing)
        return None
    table.foreseen[move] = Foreseen(state, viewer, c.lang, layout)
    return layout
