"""Medici (Reiner Knizia; French edition 2005): the Rules object."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.reshuffle import deal_again
from medici_table.engine.rng import Rng
from medici_table.engine.rules import Rules
from medici_table.engine.state import drafted
from medici_table.engine.yamlload import LineMap
from medici_table.games.medici import auction, season, specials, text
from medici_table.games.medici.data import deck
from medici_table.games.medici.state import (
    BID,
    BUY_BACK,
    MYSTERY,
    NO_BID,
    PICK,
    TURN,
    MediciState,
)

HIDDEN = "?card"  # a face-down card in a view


class MediciRules(Rules[MediciState]):
    id = "medici"
    state_type = MediciState
    option_ids = ("start_money", "original_auction", "special_cards")

    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> MediciState:
        names = self.check_players(players)
        return season.new_game(names, self.resolve_options(options), seed)

    # --- decisions ----------------------------------------------------------------------------
    def legal_moves(self, state: MediciState) -> list[Move]:
        if state.to_act is None:
            return []
        phase = state.phase
        if phase == BID:
            return auction.bid_moves(state)
        if phase == TURN:
            return auction.turn_moves(state)
        if phase == PICK:
            return specials.pick_moves(state)
        if phase == BUY_BACK:
            return specials.buy_back_moves(state)
        if phase == NO_BID:
            return specials.no_bid_moves(state)
        if phase == MYSTERY:
            return specials.mystery_moves(state)
        return []

    def apply(self, state: MediciState, move: Move) -> MediciState:
        """As `Rules.apply`, but a bid is checked without listing every amount."""
        if self.is_over(state):
            raise IllegalMove("The game is over.", "end")
        if state.phase == BID and move.kind == "bid":
            legal = auction.is_bid_legal(state, move)
        else:
            legal = move in self.legal_moves(state)
        if not legal:
            raise self.explain(state, move)
        return drafted(self._play, state, move)

    def play(self, state: MediciState, move: Move) -> MediciState:
        return drafted(self._play, state, move)  # the move changes its own copy in place

    def as_scored(self, state: MediciState, move: Move) -> MediciState | None:
        """When `move` ends a season: its boats full, the markers moved, the block cleared,
        before the money is paid and the next season dealt (seed 001, Décomptes); no one
        decides while it is counted."""
        with season.HOLD.holding() as scored:
            counted = self.play(state, move)
        return replace(counted, to_act=None) if scored else None

    def _play(self, state: MediciState, move: Move) -> MediciState:
        k = move.kind
        if k == "bid":
            return auction.place_bid(state, move.amount or 0)
        if k == "pass":
            return auction.pass_bid(state)
        if k == "turn":
            return auction.turn_up(state)
        if k == "start_auction":
            return auction.start(state)
        if k == "reauction":
            return specials.put_up_again(state, move.card or "")
        if k == "buy_back":
            return specials.buy_back(state)
        if k == "release":
            return specials.release(state)
        if k == "keep":
            return specials.keep(state)
        if k == "discard":
            return specials.discard(state)
        if k == "choose_good":
            return specials.choose_good(state, move.choice or "")
        raise self.explain(state, move)

    def explain(self, state: MediciState, move: Move) -> IllegalMove:
        return text.explain(state, move)

    def explain_in(self, state: MediciState, move: Move, lang: str) -> IllegalMove:
        return text.explain(state, move, lang)

    def explain_drop(self, state: MediciState, piece: str, target: str | None,
                     lang: str = "en") -> IllegalMove:
        return text.explain_drop(state, piece, target, lang)

    # --- the end (seed 001; RULINGS: most money wins, a tie is a shared victory) -------------
    def scores(self, state: MediciState) -> list[int]:
        return list(state.money)

    # --- hidden information: the season's deck and the cards set aside -----------------------
    def secret_ids(self, state: MediciState, player: int) -> frozenset[str]:
        return frozenset(state.deck) | frozenset(state.aside)

    def view(self, state: MediciState, player: int) -> MediciState:
        """Face-down cards become `?card`; the generator is replaced too, because stepping a
        splitmix64 generator backwards would replay the shuffle that made the deck."""
        return replace(state, deck=(HIDDEN,) * len(state.deck),
                       aside=(HIDDEN,) * len(state.aside), rng=Rng.from_seed(0))

    def reshuffle_hidden(self, state: MediciState, rng: Rng) -> MediciState:
        """The season's deck and the cards set aside unseen, gathered and dealt back: any of
        them may now be the next card turned up."""
        (deck_, aside), rng = deal_again((state.deck, state.aside), rng)
        return replace(state, deck=deck_, aside=aside, rng=rng)

    def components(self, state: MediciState) -> Counter[str]:
        """Every card wherever it lies, and each merchant's goods markers (money is the bank's)."""
        found: Counter[str] = Counter(state.deck)
        found.update(state.aside)
        found.update(state.discard)
        found.update(state.lot)
        for seat in range(len(state.players)):
            found.update(state.boats[seat])
            found.update(state.specials[seat])
            found[f"markers.{seat}"] += len(state.tracks[seat])
        return found

    def check_state(self, state: MediciState) -> None:
        from medici_table.games.medici import validate  # (a state from outside)

        validate.check(self, state)

    # --- words ------------------------------------------------------------------------------
    def describe(self, state: MediciState, move: Move, lang: str = "en") -> str:
        return text.describe(state, move, lang)

    def consequence(self, state: MediciState, move: Move, lang: str = "en") -> str:
        """The bid or pass that ends an auction: who buys, and a last boat filled free."""
        return text.consequence(state, move, lang)

    def phase_anchor(self, state: MediciState) -> str:
        """The section of the rules text about the decision expected now."""
        return {"turn": "turning", "bid": "bidding", "pick": "new-auction",
                "buy_back": "new-auction", "no_bid": "new-auction",
                "mystery": "mystery-five"}.get(state.phase, "turn")

    def prompt(self, state: MediciState, lang: str = "en") -> str:
        return text.prompt(state, lang)

    def card_name(self, card: str, lang: str = "en") -> str:
        return text.card_name(card, lang)

    def goods(self) -> tuple[str, ...]:
        return deck().good_ids

    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position_data: dict[str, Any], lines: LineMap) -> MediciState:
        from medici_table.games.medici import position

        return position.build(players, options, seed, position_data, lines)

    def to_position(self, state: MediciState) -> dict[str, Any]:
        from medici_table.games.medici import position

        return position.write(state)
