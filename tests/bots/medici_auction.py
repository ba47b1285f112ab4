"""A Medici game brought to its first auction, for the bots' bidding tests."""

from __future__ import annotations

from medici_table import games
from medici_table.engine import Move
from medici_table.engine.sim import default_players
from medici_table.games.medici.state import BID, MediciState


def first_auction(players: int, seed: int) -> MediciState:
    """A seeded game where the first auctioneer turns up one card and opens the bidding."""
    rules = games.get("medici")
    state: MediciState = rules.new_game(default_players(rules, players), {}, seed)
    while state.phase != BID:
        moves = rules.legal_moves(state)
        state = rules.play(state, Move("turn") if Move("turn") in moves and not state.lot
                           else Move("start_auction") if Move("start_auction") in moves
                           else moves[0])
    return state
