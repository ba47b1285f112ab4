"""Courtisans (seed 002): setup and the Rules contract, wired to the turn, scoring and
hidden-information modules."""

from __future__ import annotations

from collections import Counter
from typing import Any

from medici_table.engine import IllegalMove, Move, Rng, Rules
from medici_table.engine.yamlload import LineMap
from medici_table.games.courtisans import hidden, scoring, turn
from medici_table.games.courtisans import text as words
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import CourtisansState, Pile


def deal_missions(rng: Rng, n: int, random_missions: bool) -> tuple[tuple[Pile, ...], Pile, Rng]:
    """One white and one blue mission each (published game), or two drawn from all twenty
    (option "two random missions"). The rest go back to the box unseen."""
    missions = court().missions
    if random_missions:
        pool, rng = rng.shuffle(sorted(missions))
        return tuple(pool[2 * p : 2 * p + 2] for p in range(n)), pool[2 * n :], rng
    whites, rng = rng.shuffle(sorted(m for m in missions if missions[m].colour == "white"))
    blues, rng = rng.shuffle(sorted(m for m in missions if missions[m].colour == "blue"))
    return tuple((whites[p], blues[p]) for p in range(n)), whites[n:] + blues[n:], rng


class CourtisansRules(Rules[CourtisansState]):
    id = "courtisans"
    state_type = CourtisansState
    fuzz_scale = 1.0

    # --- setup (seed 002, Mise en place) ---------------------------------------------------
    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> CourtisansState:
        names = self.check_players(players)
        opts = self.resolve_options(options)
        data = court()
        n = len(names)
        rng = Rng.from_seed(seed)
        cards, rng = rng.shuffle(data.card_ids)
        out = data.removed[n]
        removed, cards = cards[:out], cards[out:]
        size = data.hand_size["hand_of_5" if opts["hand_of_5"] else "default"]
        hands = tuple(cards[p * size : (p + 1) * size] for p in range(n))
        missions, unused, rng = deal_missions(rng, n, bool(opts["random_missions"]))
        first, rng = rng.below(n)
        empty = ((),) * len(data.columns)
        return CourtisansState(
            players=names, to_act=first, rng=rng, hand_size=size,
            mission_points=data.points["random_missions" if opts["random_missions"]
                                       else "default"],
            deck=cards[n * size :], removed=removed, hands=hands, above=empty, below=empty,
            domains=((),) * n, discard=(), spies=(), missions=missions, unused_missions=unused,
        )

    # --- moves -------------------------------------------------------------------------------
    def legal_moves(self, state: CourtisansState) -> list[Move]:
        return turn.legal_moves(state)

    def apply(self, state: CourtisansState, move: Move) -> CourtisansState:
        """Validate with the same check `explain` gives, without building the move list."""
        problem = turn.refusal(state, move)
        if problem is not None:
            raise problem
        return turn.play(state, move)

    def play(self, state: CourtisansState, move: Move) -> CourtisansState:
        return turn.play(state, move)

    def explain(self, state: CourtisansState, move: Move) -> IllegalMove:
        return turn.refusal(state, move) or IllegalMove("That move is not allowed now.", "turn")

    # --- the end -----------------------------------------------------------------------------
    def scores(self, state: CourtisansState) -> list[int]:
        return scoring.scores(state)

    # --- what players see --------------------------------------------------------------------
    def view(self, state: CourtisansState, player: int) -> CourtisansState:
        return hidden.view(state, player)

    def secret_ids(self, state: CourtisansState, player: int) -> frozenset[str]:
        return hidden.secret_ids(state, player)

    def components(self, state: CourtisansState) -> Counter[str]:
        return hidden.components(state)

    def describe(self, state: CourtisansState, move: Move, lang: str = "en") -> str:
        return words.describe(state, move, lang)

    def prompt(self, state: CourtisansState, lang: str = "en") -> str:
        over = self.is_over(state)
        return words.prompt(state, lang, self.scores(state) if over else [], self.winners(state))

    # --- position files ----------------------------------------------------------------------
    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position: dict[str, Any], lines: LineMap) -> CourtisansState:
        from medici_table.games.courtisans.position import from_position

        return from_position(self, players, options, seed, position, lines)
