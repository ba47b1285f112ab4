"""The Rules protocol every game implements, with the one guard path all moves go through."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import field
from functools import cached_property
from typing import Any, Generic, TypeVar, cast

from medici_table.engine import reshuffle
from medici_table.engine.data import load_game_file
from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.records import record
from medici_table.engine.rng import Rng
from medici_table.engine.state import GameState
from medici_table.engine.yamlload import LineMap

S = TypeVar("S", bound=GameState)


@record
class Option:
    """One choice offered when a game is set up (variant, beginner setup, ...)."""

    id: str
    type: str  # "bool" | "choice"
    default: Any
    label: dict[str, str]
    help: dict[str, str] = field(default_factory=dict)
    choices: tuple[Any, ...] = ()
    choice_labels: tuple[dict[str, str], ...] = ()

    def check(self, value: Any) -> Any:
        if self.type == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option '{self.id}' takes true or false, not {value!r}")
        elif value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise ValueError(f"option '{self.id}' takes one of {allowed}, not {value!r}")
        return value


@record
class GameMeta:
    id: str
    name: dict[str, str]
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    default_names: tuple[str, ...]
    data_version: int


def text(lang: str, en: str, fr: str) -> str:
    """Pick the French or English sentence (the two languages of the application)."""
    return fr if lang == "fr" else en


class Rules(ABC, Generic[S]):
    """A game: an immutable description that makes and advances states."""

    id: str = ""
    state_type: type[GameState] = GameState
    option_ids: tuple[str, ...] = ()  # the options the game's code reads: game.yaml defines each

    # --- metadata, from rules_data/<id>/game.yaml -------------------------------------------
    @cached_property
    def meta(self) -> GameMeta:
        f = load_game_file(self.id, "game.yaml", "game")
        d = f.data
        opts = tuple(
            Option(
                id=o["id"],
                type=o["type"],
                default=o["default"],
                label=o["label"],
                help=o.get("help", {}),
                choices=tuple(o.get("choices", ())),
                choice_labels=tuple(o.get("choice_labels", ())),
            )
            for o in d.get("options", [])
        )
        defined = {o.id for o in opts}
        for oid in self.option_ids:
            if oid not in defined:
                raise f.lines.error(("options",), f"the option '{oid}' is missing: the rules of "
                                    "this game read it", f"il manque l'option « {oid} » : les "
                                    "règles de ce jeu la lisent")
        for i, o in enumerate(opts):
            if o.type == "choice" and o.default not in o.choices:
                raise f.lines.error(("options", i, "default"), "the default is not a choice")
            if o.type == "bool" and not isinstance(o.default, bool):
                raise f.lines.error(("options", i, "default"), "a bool option needs true or false")
        return GameMeta(
            id=d["id"],
            name=d["name"],
            min_players=d["players"]["min"],
            max_players=d["players"]["max"],
            options=opts,
            default_names=tuple(d.get("default_names", ())),
            data_version=d.get("data_version", 1),
        )

    def name(self, lang: str = "en") -> str:
        return self.meta.name.get(lang) or self.meta.name["en"]

    def options(self) -> list[Option]:
        return list(self.meta.options)

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Every option at its given value or default; unknown names or bad values raise."""
        given = dict(options or {})
        known = {o.id: o for o in self.meta.options}
        unknown = set(given) - set(known)
        if unknown:
            raise ValueError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        return {oid: o.check(given[oid]) if oid in given else o.default for oid, o in known.items()}

    def check_players(self, players: list[str] | tuple[str, ...]) -> tuple[str, ...]:
        n = len(players)
        if not self.meta.min_players <= n <= self.meta.max_players:
            raise ValueError(
                f"{self.name()} is played by {self.meta.min_players}"
                f"–{self.meta.max_players} players, not {n}"
            )
        return tuple(str(p) for p in players)

    # --- the contract -------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> S: ...

    @abstractmethod
    def legal_moves(self, state: S) -> list[Move]: ...

    def apply(self, state: S, move: Move) -> S:
        """The new state after `move`; `state` is unchanged. Raises IllegalMove with a reason."""
        if self.is_over(state):
            raise IllegalMove("The game is over.", "end")
        if not self.is_legal(state, move):
            raise self.explain(state, move)
        return self.play(state, move)

    def is_legal(self, state: S, move: Move) -> bool:
        """Whether `move` is in `legal_moves(state)`; games may answer faster."""
        return move in self.legal_moves(state)

    @abstractmethod
    def play(self, state: S, move: Move) -> S:
        """Apply a move already known to be legal."""

    def explain(self, state: S, move: Move) -> IllegalMove:
        """Why `move` is refused; games override to name the broken rule.

        `Move("drop", card=..., target=...)` asks why a piece cannot go to a place at all.
        """
        return IllegalMove("That move is not allowed now.", "turn")

    def explain_in(self, state: S, move: Move, lang: str) -> IllegalMove:
        """`explain` in the player's language; games that speak French override it."""
        return self.explain(state, move)

    def explain_drop(self, state: S, piece: str, target: str | None,
                     lang: str = "en") -> IllegalMove:
        """Why dropping `piece` on `target` is no move now, naming the rule the drop breaks.

        `piece` is what the table let the deciding player pick up: an id moves name as `card`
        or `token`, `DROP_ANY` for one more token taken from a reserve, or a piece a game's
        table drags for a move that names none (the deck's top card). `target` is where it
        was dropped: an id moves name as `target` (or the card a token is put on, or `DROP_PLAY`,
        the place where a card is played); None when the piece cannot be moved at all now.
        The table never asks about a drop that matches a legal move. This default answers from
        the decision expected now; each game overrides it to name the rule actually broken.
        """
        if self.is_over(state):
            return IllegalMove(text(lang, "The game is over.", "La partie est terminée."), "end")
        expected = self.prompt(state, lang).rstrip(".")
        if target is None or not any(piece in (m.card, m.token)
                                     for m in self.legal_moves(state)):
            return IllegalMove(text(lang, f"Not now — {expected}.", f"Pas maintenant — {expected}."),
                               self.phase_anchor(state))
        return IllegalMove(text(lang, f"That cannot go there — {expected}.",
                                f"Cela ne va pas là — {expected}."), self.phase_anchor(state))

    def is_over(self, state: S) -> bool:
        return getattr(state, "to_act") is None  # noqa: B009

    @abstractmethod
    def scores(self, state: S) -> list[int]: ...

    def winners(self, state: S) -> list[int]:
        """Indices of the winners (several for a shared victory); [] while the game goes on."""
        if not self.is_over(state):
            return []
        s = self.scores(state)
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    @abstractmethod
    def view(self, state: S, player: int) -> S: ...

    @abstractmethod
    def describe(self, state: S, move: Move, lang: str = "en") -> str: ...

    def describe_choice(self, view: S, move: Move, lang: str = "en") -> str:
        """`move` in words for the deciding player choosing it (the Moves list, a question's
        buttons), from their `view`: it may name what only they know and `describe` — also the
        game log's words, read by every player — keeps quiet (which card of their hand goes),
        so that two moves that differ never read alike. By default, `describe`."""
        return self.describe(view, move, lang)

    def consequence(self, state: S, move: Move, lang: str = "en") -> str:
        """What `move` settles beyond itself, for the game log after `describe`'s line (" — Ada
        buys the lot for 12"); "" when nothing. Kept out of `describe`, whose words also name
        the move on buttons and in lists."""
        return ""

    def as_scored(self, state: S, move: Move) -> S | None:
        """The position a scoring that `move` brings counts — the move made, its scoring's
        results not yet (no money paid, no next round dealt) — for a table to show behind the
        scoring's sheet; None (the default) when the position before the move serves."""
        return None

    def logged(self, state: S, move: Move, lang: str = "en") -> str:
        """The game log's line for `move`: what it is, then what it settles."""
        return self.describe(state, move, lang) + self.consequence(state, move, lang)

    @abstractmethod
    def prompt(self, state: S, lang: str = "en") -> str:
        """What is expected of the deciding player now, in a sentence."""

    def phase_anchor(self, state: S) -> str:
        """The anchor of the rules text that explains the decision expected now ("turn")."""
        return "turn"

    # --- checks the conformance suite and undo stand on ---------------------------------------
    @abstractmethod
    def components(self, state: S) -> Counter[str]:
        """Every physical component in the state (cards, tokens, coins): conserved by moves."""

    @abstractmethod
    def secret_ids(self, state: S, player: int) -> frozenset[str]:
        """Component ids whose identity `player` may not know in `state`."""

    def reshuffle_hidden(self, state: S, rng: Rng) -> S:
        """`state` with its hidden part shuffled anew by `rng`, which becomes its generator.

        The hidden part is what no seat has seen (`reshuffle.unseen`): decks, cards set aside
        unseen, pieces face down that nobody looked at. Every seat's `view` is the same before
        and after, the components too, and the result passes `validate_state`. A replay goes
        on this way from before a move that showed a card, so that card does not come again
        by design (`app.record.GameRecord.continued_anew`). This default shuffles each field
        that is a pile (or a tuple of piles) of unseen ids; games whose cards set aside may
        become the next card, or whose hidden pieces are not plain piles, override it."""
        return cast(S, reshuffle.shuffle_unseen_piles(self, state, rng))

    # --- states that come from outside (saves, positions, the autosave, another computer) ----
    def validate_state(self, state: S) -> None:
        """Raise a DataError naming the field if `state` is impossible in this game; return
        None if it is legal. The game's own checks (`check_state`), then the contract run on
        the state (`validation.exercise`): a state that passes plays without a crash."""
        from medici_table.engine import validation  # (states from outside only)

        if not isinstance(state, self.state_type):
            validation.fail("state", f"not a state of {self.name()}",
                            f"pas une position de {self.name('fr')}")
        self.check_state(state)
        validation.exercise(self, state)

    @abstractmethod
    def check_state(self, state: S) -> None:
        """The game's checks of an outside state (games/<id>/validate.py): every component
        exactly once, numbers in range, per-seat lists, the seat to act, the phase."""

    # --- position files -----------------------------------------------------------------------
    @abstractmethod
    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position: dict[str, Any], lines: LineMap) -> S:
        """A mid-game state from a position file's `position:` mapping (errors via `lines`)."""

    @abstractmethod
    def to_position(self, state: S) -> dict[str, Any]:
        """The `position:` mapping that sets `state` up again through `from_position` (its
        inverse). On a view, what the viewer may not know is written `?` (or a count), and
        `from_position` deals it at random from the cards nobody can see."""

    def players(self, state: S) -> tuple[str, ...]:
        result: tuple[str, ...] = getattr(state, "players")  # noqa: B009
        return result
