"""Per-game table adapters: one module per game id, exposing `ADAPTER` (a GameAdapter).

An adapter maps a game's `view` to zones and pieces and draws its cards; everything else
(dragging, prompts, refusals, curtain, log, undo, new-game dialog) is generic. To give a game
its table:

1. write `rules_data/<id>/table.yaml` (zones per seat, validated by `table.schema.json`);
2. add `medici_table/ui/games/<id>.py` with `ADAPTER`, whose `layout()` returns a
   `TableLayout`: one `Zone` per place a move names as `target` (same id), one `Piece` per
   card or token, with `card=` set to the id moves name as `card`/`token` when it may be moved
   or clicked, and `target=` set when dropping on it means its stack;
3. optionally `seat_style(state, seat) -> (colour, emblem)` for the curtain,
   `scoring(rules, before, move, after, lang) -> Scoring | None` (`ui/interlude.py`) for what a
   move settled (a season's scoring): its sheet is read page by page before play goes on, and
   the game log and the score sheet keep it; `final_sheet(rules, state, lang) -> Page`, the
   players by rank with what made their score (the final dialog, the score sheet's last
   entry); and `inspect(rules, view, viewer, piece_id, lang) -> list[Page]` to show what a
   piece with no move holds when it is clicked (a pile of won tricks one may look through).

An adapter with `shows_moves = True` also gets `played=` in `layout()`: the (seat, Move) pairs
played so far, as the game log shows them (who bid what in the current auction). One with
`tells_how = True` gets `how=`: False in a replay, where its notes tell what happens, not how
to drag or click (no one plays there).

A move that names no piece and no place is a button (moves differing only in a number share
the number bar: quick amounts, a spin box); `TableLayout.drags` lets a drag make it too.

Drops, clicks and prompts then match legal moves by those ids alone (`ui/matching.py`).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # (listing the tables imports no rules and no layout)
    from medici_table.engine import Rules
    from medici_table.ui.layout import TableLayout


class GameAdapter(Protocol):
    game_id: str

    def layout(self, rules: Rules[Any], view: Any, viewer: int | None,
               lang: str) -> TableLayout:
        """Zones and pieces for `view`, seen from the seat `viewer` (None: everything open)."""

    def score_lines(self, rules: Rules[Any], state: Any,
                    lang: str) -> list[tuple[str, str, str]]:
        """(label, score, colour) rows for the score panel."""

    def result_text(self, rules: Rules[Any], state: Any, lang: str) -> str:
        """How the finished game was decided (winner, tie-break, draw)."""


def available() -> list[str]:
    """Games with a table: an adapter module named after the game id (nothing is imported)."""
    from medici_table import games

    modules = _modules()
    return sorted(gid for gid in games.available() if gid in modules)


@cache
def _modules() -> frozenset[str]:
    """The modules of this package, listed once (reading the folder at every move, as the docks
    ask for the table of the game, cost 0.2-0.4 ms)."""
    from medici_table.games import modules_in  # (listed as the games are, without `pkgutil`)

    return frozenset(name for name, _package in modules_in(__path__))


@cache
def _load(game_id: str) -> GameAdapter:
    module = importlib.import_module(f"{__name__}.{game_id}")
    adapter: GameAdapter | None = getattr(module, "ADAPTER", None)
    if adapter is None or adapter.game_id != game_id:
        raise TypeError(f"{__name__}.{game_id} must define ADAPTER, the table of '{game_id}'")
    return adapter


def get(game_id: str) -> GameAdapter:
    """The table adapter of `game_id`, imported on first use."""
    if game_id not in available():
        raise KeyError(f"no table for game '{game_id}' (have: {', '.join(available())})")
    return _load(game_id)


def generic_scores(rules: Rules[Any], state: Any) -> list[tuple[str, str, str]]:
    players = rules.players(state)
    scores = rules.scores(state)
    return [(name, str(s), "") for name, s in zip(players, scores, strict=False)]


def generic_result(rules: Rules[Any], state: Any, lang: str) -> str:
    players = rules.players(state)
    winners = rules.winners(state)
    names = ", ".join(players[i] for i in winners)
    if len(winners) == 1:
        return f"{names} gagne." if lang == "fr" else f"{names} wins."
    return f"Égalité : {names}." if lang == "fr" else f"Shared victory: {names}."
