"""Court of the Medici (Richard James, 2009): the Rules object."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.reshuffle import shuffle_each
from medici_table.engine.rng import Rng
from medici_table.engine.rules import Rules
from medici_table.engine.state import drafted
from medici_table.engine.yamlload import LineMap
from medici_table.games.court_of_the_medici import court as ct
from medici_table.games.court_of_the_medici import moves as mv
from medici_table.games.court_of_the_medici import setup, text
from medici_table.games.court_of_the_medici.data import deck
from medici_table.games.court_of_the_medici.state import CourtState


class CourtRules(Rules[CourtState]):
    id = "court_of_the_medici"
    state_type = CourtState
    option_ids = ("dukes", "english_end", "redraw_duplicates")

    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> CourtState:
        names = self.check_players(players)
        return setup.lay_out(names, self.resolve_options(options), seed)

    def legal_moves(self, state: CourtState) -> list[Move]:
        return mv.legal_moves(state)

    def apply(self, state: CourtState, move: Move) -> CourtState:
        """`Rules.apply` (the game over, the move legal, then played) in one call."""
        if state.to_act is None:
            raise IllegalMove("The game is over.", "end")
        if not mv.is_legal(state, move):
            raise text.explain(state, move)
        return drafted(mv.play, state, move)

    def is_legal(self, state: CourtState, move: Move) -> bool:
        return mv.is_legal(state, move)

    def play(self, state: CourtState, move: Move) -> CourtState:
        return drafted(mv.play, state, move)  # the move changes its own copy in place

    def explain(self, state: CourtState, move: Move) -> IllegalMove:
        return text.explain(state, move)

    def explain_in(self, state: CourtState, move: Move, lang: str) -> IllegalMove:
        return text.explain(state, move, lang)

    def explain_drop(self, state: CourtState, piece: str, target: str | None,
                     lang: str = "en") -> IllegalMove:
        return text.explain_drop(state, piece, target, lang)

    # --- scoring (seed 000, Fin du jeu) ------------------------------------------------------
    def house_cards_at_court(self, state: CourtState, seat: int) -> list[str]:
        house = state.houses[seat]
        return [c for c in ct.court_cards(state) if deck().cards[c].house == house]

    def scores(self, state: CourtState) -> list[int]:
        """Each House's printed influence at court, whichever side; a Jester counts 1."""
        return [sum(deck().cards[c].value for c in self.house_cards_at_court(state, s))
                for s in range(len(state.players))]

    def tie_break(self, state: CourtState) -> str:
        """Which rule decided the game: "score", "cards", "draw" or "prepared"."""
        if state.result == "prepared":
            return "prepared"
        s = self.scores(state)
        if s[0] != s[1]:
            return "score"
        n = [len(self.house_cards_at_court(state, p)) for p in (0, 1)]
        return "cards" if n[0] != n[1] else "draw"

    def winners(self, state: CourtState) -> list[int]:
        if not self.is_over(state):
            return []
        how = self.tie_break(state)
        if how in ("prepared", "draw"):
            return [0, 1]
        if how == "score":
            s = self.scores(state)
        else:
            s = [len(self.house_cards_at_court(state, p)) for p in (0, 1)]
        return [0] if s[0] > s[1] else [1]

    # --- hidden information -----------------------------------------------------------------
    def secret_ids(self, state: CourtState, player: int) -> frozenset[str]:
        hidden = {c for d in state.decks for c in d}
        for seat, hand in enumerate(state.hands):
            if seat != player:
                hidden.update(c for c in hand if c not in state.shown)
        return frozenset(hidden)

    def view(self, state: CourtState, player: int) -> CourtState:
        decks = tuple(tuple(f"?{state.houses[s]}" for _ in d) for s, d in enumerate(state.decks))
        hands = tuple(
            hand if seat == player
            else tuple(c if c in state.shown else f"?{state.houses[seat]}" for c in hand)
            for seat, hand in enumerate(state.hands)
        )
        # the generator goes too: stepping it back would replay the shuffle of the decks
        return replace(state, decks=decks, hands=hands, rng=Rng(0))

    def reshuffle_hidden(self, state: CourtState, rng: Rng) -> CourtState:
        """Each House's deck shuffled on its own: they are all that no seat has seen (the
        hands are seen by their holders, the courts, discards and cards set aside by all)."""
        decks, rng = shuffle_each(state.decks, rng)
        return replace(state, decks=decks, rng=rng)

    def components(self, state: CourtState) -> Counter[str]:
        cards: Counter[str] = Counter(state.removed)
        for group in (state.decks, state.hands, state.discards, state.first_circle):
            for pile in group:
                cards.update(pile)
        for side in state.outer:
            for stack in side:
                cards.update(stack)
        return cards

    def check_state(self, state: CourtState) -> None:
        from medici_table.games.court_of_the_medici import validate  # (a state from outside)

        validate.check(self, state)

    # --- words ------------------------------------------------------------------------------
    def describe(self, state: CourtState, move: Move, lang: str = "en") -> str:
        return text.describe(state, move, lang)

    def describe_choice(self, view: CourtState, move: Move, lang: str = "en") -> str:
        return text.describe_choice(view, move, lang)

    def phase_anchor(self, state: CourtState) -> str:
        """The section of the rules text about the decision expected now."""
        anchors = {"redraw": "optional-redraw", "jester_value": "jester", "eliminate": "conspiracy",
                   "draw": "draw", "announce": "last-card"}
        return anchors.get(state.phase, "turn")

    def prompt(self, state: CourtState, lang: str = "en") -> str:
        return text.prompt(state, lang)

    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position_data: dict[str, Any], lines: LineMap) -> CourtState:
        from medici_table.games.court_of_the_medici import position

        return position.build(players, options, seed, position_data, lines)

    def to_position(self, state: CourtState) -> dict[str, Any]:
        from medici_table.games.court_of_the_medici import position

        return position.write(state)
