"""Courtisans for bots: face-down spies dealt from the unseen spy cards, then the deck, the
cards set aside and the other hands from the rest, missions from the unseen missions; a
position is worth the score the table would show if the game ended now."""

from __future__ import annotations

import random
from typing import Any

from medici_table.bots.adapter import GameAdapter
from medici_table.bots.determinise import fill_placeholders
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import CARD_BACK, MISSION_BACK, SPY_BACK


def _spy_pool(s: str) -> str | None:
    if s.startswith("?"):
        return "spy" if s == SPY_BACK else None
    card = court().cards.get(s)
    return "spy" if card is not None and card.role == "spy" else None


def _pool(s: str) -> str | None:
    if s.startswith("?"):
        return {CARD_BACK: "card", MISSION_BACK: "mission"}.get(s)
    if s in court().cards:
        return "card"
    return "mission" if s in court().missions else None


class CourtisansAdapter(GameAdapter):
    game_id = "courtisans"
    scale = 3.0
    #: short play-outs: random players scatter cards, so beyond the current turns the
    #: position's score says more than a random continuation (measured at 5 players)
    rollout_depth = 4

    def sample_hidden(self, view: Any, player: int, rng: random.Random) -> Any:
        """Two deals: which unseen spy cards lie face down, then everything else. Missions
        are dealt from all unseen missions (their colour is not kept: a small liberty)."""
        data = court()
        state = fill_placeholders(view, data.cards, _spy_pool, rng)
        return fill_placeholders(state, [*data.cards, *data.missions], _pool, rng)

    def evaluate(self, state: Any) -> list[float]:
        """The score if the game ended now: favoured families in one's domain, missions."""
        return [float(s) for s in self.rules().scores(state)]


ADAPTER = CourtisansAdapter()
