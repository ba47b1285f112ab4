"""Louis XIV through the engine contract: moves, views, components, scores."""

from __future__ import annotations

from collections import Counter
from typing import Any

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.reshuffle import deal_again, shuffle_each
from medici_table.engine.rng import Rng
from medici_table.engine.rules import Rules
from medici_table.engine.state import drafted
from medici_table.engine.yamlload import LineMap
from medici_table.games.louis_xiv import drops
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.flow import new_game
from medici_table.games.louis_xiv.moves import is_legal, task_moves
from medici_table.games.louis_xiv.play import step
from medici_table.games.louis_xiv.scoring import score
from medici_table.games.louis_xiv.state import LouisState, Task, upd
from medici_table.games.louis_xiv.text import describe, describe_choice, explain, prompt


def _hide(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Anonymous backs: `?influence`, `?intrigue`, `?light`, `?arms`, `?money`..."""
    return tuple("?" + c.split(".")[0] for c in cards)


class LouisXIVRules(Rules[LouisState]):
    id = "louis_xiv"
    state_type = LouisState

    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> LouisState:
        self.resolve_options(options)
        return new_game(self.check_players(players), seed)

    def legal_moves(self, state: LouisState) -> list[Move]:
        if state.to_act is None:
            return []
        return task_moves(state, state.queue[0])

    def apply(self, state: LouisState, move: Move) -> LouisState:
        """`Rules.apply` (the game over, the move legal, then played) in one call."""
        if state.to_act is None:
            raise IllegalMove("The game is over.", "end")
        if not is_legal(state, move):
            raise explain(state, move)
        return drafted(step, state, move)

    def is_legal(self, state: LouisState, move: Move) -> bool:
        return state.to_act is not None and is_legal(state, move)

    def play(self, state: LouisState, move: Move) -> LouisState:
        return drafted(step, state, move)

    def explain(self, state: LouisState, move: Move) -> IllegalMove:
        return explain(state, move)

    def explain_in(self, state: LouisState, move: Move, lang: str) -> IllegalMove:
        return explain(state, move, lang)

    def explain_drop(self, state: LouisState, piece: str, target: str | None,
                     lang: str = "en") -> IllegalMove:
        return drops.explain_drop(state, piece, target, lang)

    def scores(self, state: LouisState) -> list[int]:
        return [score(state, p) for p in range(state.n)]

    def winners(self, state: LouisState) -> list[int]:
        """Most points; tie -> most tokens in the personal reserve; still tied -> shared."""
        if not self.is_over(state):
            return []
        key = [(score(state, p), state.seats[p].personal) for p in range(state.n)]
        best = max(key)
        return [p for p in range(state.n) if key[p] == best]

    # --- hidden information ---------------------------------------------------------------------
    def view(self, state: LouisState, player: int) -> LouisState:
        over = state.to_act is None
        seats = []
        for p, seat in enumerate(state.seats):
            if p != player:
                seat = upd(seat, influence=_hide(seat.influence),
                           intrigue=_hide(seat.intrigue), missions=_hide(seat.missions),
                           arms=seat.arms if over else _hide(seat.arms))
            seats.append(seat)
        secret = self.secret_ids(state, player)
        queue = tuple(upd(t, card="?" + t.card.split(".")[0]) if t.card in secret else t
                      for t in state.queue)
        return upd(
            state, rng=Rng(0), seats=tuple(seats), queue=queue,
            arms_pool=_hide(state.arms_pool), influence_deck=_hide(state.influence_deck),
            intrigue_deck=_hide(state.intrigue_deck),
            mission_piles=tuple(_hide(p) for p in state.mission_piles),
            money_deck=_hide(state.money_deck), money_removed=_hide(state.money_removed),
        )

    def secret_ids(self, state: LouisState, player: int) -> frozenset[str]:
        out: set[str] = set(state.arms_pool) | set(state.influence_deck)
        out |= set(state.intrigue_deck) | set(state.money_deck) | set(state.money_removed)
        for pile in state.mission_piles:
            out |= set(pile)
        for p, seat in enumerate(state.seats):
            if p != player:
                out |= set(seat.influence) | set(seat.intrigue) | set(seat.missions)
                if state.to_act is not None:
                    out |= set(seat.arms)
        return frozenset(out)

    def reshuffle_hidden(self, state: LouisState, rng: Rng) -> LouisState:
        """The decks (influence, intrigue, coats of arms, each mission pile) shuffled on their
        own; the money deck and the money cards set aside unseen gathered and dealt back."""
        arms, rng = rng.shuffle(state.arms_pool)
        influence, rng = rng.shuffle(state.influence_deck)
        intrigue, rng = rng.shuffle(state.intrigue_deck)
        missions, rng = shuffle_each(state.mission_piles, rng)
        (money, removed), rng = deal_again((state.money_deck, state.money_removed), rng)
        return upd(state, arms_pool=arms, influence_deck=influence, intrigue_deck=intrigue,
                   mission_piles=missions, money_deck=money, money_removed=removed, rng=rng)

    def components(self, state: LouisState) -> Counter[str]:
        t = tables()
        c: Counter[str] = Counter()
        for p, seat in enumerate(state.seats):
            colour = t.colours[p]["id"]
            c[f"tokens.{colour}"] += seat.personal + seat.general + sum(r[p] for r in state.boards)
            c.update(seat.influence + seat.intrigue + seat.missions + seat.done + seat.arms)
            for i, k in enumerate(seat.tiles):
                c[f"tile.{t.tiles[i]}"] += k
        if len(state.boards[0]) > state.n:
            c["tokens.neutral"] += state.neutral + sum(r[state.n] for r in state.boards)
        for i, k in enumerate(state.tile_supply):
            c[f"tile.{t.tiles[i]}"] += k
        c.update(state.arms_pool + state.influence_deck + state.influence_played
                 + state.intrigue_deck + state.money_deck + state.money_shown
                 + state.money_removed)
        for pile in state.mission_piles:
            c.update(pile)
        return c

    def check_state(self, state: LouisState) -> None:
        from medici_table.games.louis_xiv import validate  # (a state from outside)

        validate.check(self, state)

    # --- text -----------------------------------------------------------------------------------
    def describe(self, state: LouisState, move: Move, lang: str = "en") -> str:
        return describe(state, move, lang)

    def describe_choice(self, view: LouisState, move: Move, lang: str = "en") -> str:
        return describe_choice(view, move, lang)

    def phase_anchor(self, state: LouisState) -> str:
        """The section of the rules text about the decision expected now."""
        kinds = {m.kind for m in self.legal_moves(state)}
        for kind, anchor in (("bribe", "money-condition"), ("intrigue", "intrigue"),
                             ("keep", "keep-tile"), ("end_path", "token-path")):
            if kind in kinds:
                return anchor
        return state.phase if state.phase in ("supply", "influence", "scoring", "missions") else "turn"

    def prompt(self, state: LouisState, lang: str = "en") -> str:
        return prompt(state, lang)

    def task(self, state: LouisState) -> Task | None:
        """The decision being asked (for the table and the tests)."""
        return state.queue[0] if state.to_act is not None else None

    def colour(self, p: int, lang: str = "en") -> str:
        return str(tables().colours[p][lang if lang in ("fr", "en") else "en"])

    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position: dict[str, Any], lines: LineMap) -> LouisState:
        from medici_table.games.louis_xiv import position as pos

        return pos.from_position(players, seed, position, lines)

    def to_position(self, state: LouisState) -> dict[str, Any]:
        from medici_table.games.louis_xiv.position_write import write

        return write(state)
