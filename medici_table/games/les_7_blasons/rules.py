"""Les 7 Blasons (Michel Pinon, 2007): the Rules object."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rng import Rng
from medici_table.engine.rules import Rules
from medici_table.engine.state import drafted
from medici_table.engine.yamlload import LineMap
from medici_table.games.les_7_blasons import bourgeois, moves, outcome, rounds, text
from medici_table.games.les_7_blasons.state import (
    HIDDEN_CARD,
    HIDDEN_COAT,
    BlasonsState,
    Coat,
    Pile,
    evolve,
)


def _coat_hidden(coat: Coat, player: int) -> bool:
    return not coat.up and player not in coat.seen


class BlasonsRules(Rules[BlasonsState]):
    id = "les_7_blasons"
    state_type = BlasonsState
    option_ids = ("bourgeois_consult", "bourgeois_serve", "bourgeois_curious", "active_religieux")
    fuzz_scale = 0.5  # a game is 24 tricks of up to 7 cards and their powers

    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> BlasonsState:
        names = self.check_players(players)
        return rounds.new_game(names, self.resolve_options(options), seed)

    def legal_moves(self, state: BlasonsState) -> list[Move]:
        return moves.legal_moves(state)

    def apply(self, state: BlasonsState, move: Move) -> BlasonsState:
        """`Rules.apply` (the game over, the move legal, then played) in one call."""
        if state.to_act is None:
            raise IllegalMove("The game is over.", "end")
        if not moves.is_legal(state, move):
            raise text.explain(state, move)
        return drafted(moves.play, state, move)

    def is_legal(self, state: BlasonsState, move: Move) -> bool:
        return moves.is_legal(state, move)

    def play(self, state: BlasonsState, move: Move) -> BlasonsState:
        return drafted(moves.play, state, move)  # the move changes its own copy in place

    def as_scored(self, state: BlasonsState, move: Move) -> BlasonsState | None:
        """When `move` ends a round: its last trick gathered, every coat as it lies, before
        the round's points are added and the next round dealt (seed 004, Décompte des
        points); no one decides while it is counted."""
        with rounds.HOLD.holding() as scored:
            counted = self.play(state, move)
        return counted if scored else None

    def explain(self, state: BlasonsState, move: Move) -> IllegalMove:
        return text.explain(state, move)

    def explain_in(self, state: BlasonsState, move: Move, lang: str) -> IllegalMove:
        return text.explain(state, move, lang)

    def explain_drop(self, state: BlasonsState, piece: str, target: str | None,
                     lang: str = "en") -> IllegalMove:
        return text.explain_drop(state, piece, target, lang)

    # --- scoring (seed 004, Décompte des points) ----------------------------------------------
    def scores(self, state: BlasonsState) -> list[int]:
        """Points of every round played, added up."""
        return list(rounds.totals(state))

    def winners(self, state: BlasonsState) -> list[int]:
        """Most points after 3 rounds; players tied for the lead play one more round, and the
        one of them who scores most in it wins (still tied: a shared victory)."""
        if not self.is_over(state):
            return []
        if state.tied:
            extra = state.round_scores[-1]
            best = max(extra[s] for s in state.tied)
            return [s for s in state.tied if extra[s] == best]
        return super().winners(state)

    # --- hidden information -----------------------------------------------------------------
    def secret_ids(self, state: BlasonsState, player: int) -> frozenset[str]:
        """Other players' hands; face-down coats (secret to their holder too); won tricks the
        player may not consult. Nothing once the game is over."""
        if state.to_act is None:
            return frozenset()
        hidden: set[str] = set()
        for s, hand in enumerate(state.hands):  # (loops, not generators: the session asks
            if s != player:  # every seat after every move, twice)
                hidden.update(hand)
        for coat in state.coats:
            if not coat.up and player not in coat.seen:
                hidden.add(coat.face)
        for piles in state.piles:
            for pile in piles:
                if player not in pile.seen:
                    hidden.update(pile.cards)
        return frozenset(hidden)

    def view(self, state: BlasonsState, player: int) -> BlasonsState:
        if state.to_act is None:
            return state
        hands = tuple(hand if s == player else tuple(f"?{state.houses[s]}" for _ in hand)
                      for s, hand in enumerate(state.hands))
        # (made directly: `replace` looks the fields up again for each of ~28 coats, at every
        # view the table asks for after a move)
        coats = tuple(Coat(c.id, HIDDEN_COAT, c.up, c.at, c.seen) if _coat_hidden(c, player)
                      else c for c in state.coats)
        piles = tuple(
            tuple(p if player in p.seen else Pile((HIDDEN_CARD,) * len(p.cards), p.seen)
                  for p in row)
            for row in state.piles
        )
        return evolve(state, hands=hands, coats=coats, piles=piles, rng=Rng(0))

    def reshuffle_hidden(self, state: BlasonsState, rng: Rng) -> BlasonsState:
        """The coats lying face down that no seat has looked at trade faces among themselves
        (each token stays where it lies); every card in play is in a hand or was seen."""
        hidden = [i for i, c in enumerate(state.coats) if not c.up and not c.seen]
        faces, rng = rng.shuffle([state.coats[i].face for i in hidden])
        coats = list(state.coats)
        for i, face in zip(hidden, faces, strict=True):
            coats[i] = replace(coats[i], face=face)
        return evolve(state, coats=tuple(coats), rng=rng)

    def components(self, state: BlasonsState) -> Counter[str]:
        found: Counter[str] = Counter(state.set_aside)
        for hand in state.hands:
            found.update(hand)
        found.update(p.card for p in state.trick)
        for row in state.piles:
            for pile in row:
                found.update(pile.cards)
        found.update(c.face for c in state.coats)
        found.update(bourgeois.cards_in_play(state))
        return found

    def check_state(self, state: BlasonsState) -> None:
        from medici_table.games.les_7_blasons import validate  # (a state from outside)

        validate.check(self, state)

    # --- words ------------------------------------------------------------------------------
    def describe(self, state: BlasonsState, move: Move, lang: str = "en") -> str:
        return text.describe(state, move, lang)

    def consequence(self, state: BlasonsState, move: Move, lang: str = "en") -> str:
        """Who takes the trick this move completes, or that nobody does (`outcome`)."""
        return outcome.trick_settled(state, move, lang)

    def phase_anchor(self, state: BlasonsState) -> str:
        """The section of the rules text about the decision expected now."""
        if state.phase == "resolve":  # a power: its own section (manant, intendant, ...)
            kinds = {m.kind for m in self.legal_moves(state)}
            return kinds.pop() if len(kinds) == 1 else "powers"
        anchors = {"play": "playing", "winner": "taking-the-trick", "bourgeois": "bourgeoisie"}
        return anchors.get(state.phase, "turn")

    def prompt(self, state: BlasonsState, lang: str = "en") -> str:
        return text.prompt(state, lang)

    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position_data: dict[str, Any], lines: LineMap) -> BlasonsState:
        from medici_table.games.les_7_blasons import position

        return position.build(players, options, seed, position_data, lines)

    def to_position(self, state: BlasonsState) -> dict[str, Any]:
        from medici_table.games.les_7_blasons.position_write import write

        return write(state)
