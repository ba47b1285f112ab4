"""What every game's state validator shares (`Rules.validate_state`, games/<id>/validate.py).

A validator reads a state that came from outside — a save, a position file, the autosave, later
a message from another computer — and raises a `DataError` at the first thing no game could
reach: a component missing, twice or unknown, a number out of its range, a list of the wrong
length, a seat that does not exist, a phase that contradicts the rest. Its messages are in
English and French and name the field (`hands[1]`, `seats[0].gold`); the door the state came in
by says which file (`DataError.moved`).

After a game's own checks, `exercise` runs the contract itself on the state (legal moves, every
player's view, scores, prompts, descriptions): whatever a game's checks missed is refused here
rather than crashing the table later, and a state where nobody can move is refused too.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NoReturn

from medici_table.engine.errors import DataError

if TYPE_CHECKING:
    from medici_table.engine.rules import Rules

WHERE = "state"  # the "file" of a validator's error, until the door names the real one
MAX_CHOICES = 5_000  # legal moves at one decision: more would not fit any list on the table
RNG_LIMIT = 1 << 64
UNBOUNDED = 1_000_000  # the top of counters no rule bounds (none comes near it in a game)


def fail(field: str, en: str, fr: str) -> NoReturn:
    raise DataError(WHERE, None, field, en, fr)


def need(ok: bool, field: str, en: str, fr: str) -> None:
    if not ok:
        fail(field, en, fr)


def number(value: Any, field: str, low: int, high: int) -> int:
    """A whole number from `low` to `high`."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        fail(field, f"must be a whole number from {low} to {high}, not {value!r}",
             f"doit être un nombre entier de {low} à {high}, pas {value!r}")
    return value


def seat(value: Any, n: int, field: str) -> int:
    """A seat of the table: 0 to n-1."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        fail(field, f"must be a seat of the table (0 to {n - 1}), not {value!r}",
             f"doit être une place de la table (0 à {n - 1}), pas {value!r}")
    return value


def seat_or(value: Any, n: int, field: str, nobody: Any) -> None:
    """A seat, or `nobody` (None, -1, ...)."""
    if value != nobody or isinstance(value, bool):
        seat(value, n, field)


def to_act(value: Any, over: bool, n: int, field: str = "to_act") -> None:
    """A seat while the game goes on, None once it is over."""
    if over and value is not None:
        fail(field, f"the game is over, yet seat {value} is to act",
             f"la partie est finie, et pourtant la place {value} doit jouer")
    if not over:
        if value is None:
            fail(field, "nobody is to act, yet the game is not over",
                 "personne ne doit jouer, et pourtant la partie n'est pas finie")
        seat(value, n, field)


def decides(value: Any, expected: Any, who_en: str, who_fr: str, field: str = "to_act") -> None:
    """The seat to act is the one the step under way asks (`who`: "the auctioneer", ...)."""
    if value != expected:
        fail(field, f"seat {value} is to act, but {who_en} is seat {expected}",
             f"la place {value} doit jouer, mais {who_fr} est la place {expected}")


def length(items: Sequence[Any], n: int, field: str) -> None:
    if len(items) != n:
        fail(field, f"has {len(items)} entries where the game has {n}",
             f"a {len(items)} entrées là où le jeu en a {n}")


def at_most(items: Sequence[Any], n: int, field: str) -> None:
    if len(items) > n:
        fail(field, f"has {len(items)} entries, at most {n} are possible",
             f"a {len(items)} entrées, {n} au plus sont possibles")


def one_of(value: Any, allowed: Iterable[Any], field: str) -> None:
    choices = tuple(allowed)
    if value not in choices:
        listed = ", ".join(str(c) for c in choices)
        fail(field, f"{value!r} is not one of: {listed}", f"{value!r} n'est pas l'un de : {listed}")


def unique(items: Sequence[Any], field: str) -> None:
    seen: set[Any] = set()
    for x in items:
        if x in seen:
            fail(field, f"{x!r} is listed twice", f"{x!r} figure deux fois")
        seen.add(x)


def within(items: Iterable[Any], allowed: Iterable[Any] | set[Any], field: str,
           en: str = "does not belong here", fr: str = "n'a rien à faire ici") -> None:
    """Every item of `items` is one of `allowed`."""
    pool = allowed if isinstance(allowed, set | frozenset | dict) else set(allowed)
    for x in items:
        if x not in pool:
            fail(field, f"{x!r} {en}", f"{x!r} {fr}")


def rng(value: Any, field: str = "rng") -> None:
    """The state of the seeded generator: 64 bits."""
    number(getattr(value, "state", None), f"{field}.state", 0, RNG_LIMIT - 1)


class Inventory:
    """Where each component lies, to compare with a fresh game's and name the place at fault."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.places: defaultdict[str, list[str]] = defaultdict(list)

    def add(self, field: str, ids: Iterable[str]) -> None:
        for cid in ids:
            self.counts[cid] += 1
            self.places[cid].append(field)

    def add_count(self, field: str, cid: str, k: int) -> None:
        self.counts[cid] += k
        self.places[cid].append(field)

    def check(self, expected: Counter[str]) -> None:
        """Every component exactly as often as in a fresh game; raise naming the first fault."""
        for cid, k in self.counts.items():
            where = self.places[cid]
            if cid not in expected:
                fail(where[0], f"'{cid}' is not a component of this game",
                     f"« {cid} » n'est pas un élément de ce jeu")
            if k > expected[cid]:
                places = ", ".join(dict.fromkeys(where))
                fail(where[-1], f"'{cid}' is there {k} times (in {places}); the game has "
                     f"{expected[cid]}", f"« {cid} » est là {k} fois (dans {places}) ; le jeu "
                     f"en a {expected[cid]}")
        for cid, k in expected.items():
            if self.counts[cid] < k:
                found = self.places.get(cid)
                field = found[0] if found else "components"
                fail(field, f"'{cid}' is missing: {self.counts[cid]} of {k} lie on the table",
                     f"« {cid} » manque : {self.counts[cid]} sur {k} sont sur la table")


@lru_cache(maxsize=64)
def _fresh_components(rules: Rules[Any], players: tuple[str, ...],
                      options: tuple[tuple[str, Any], ...]) -> Counter[str]:
    return rules.components(rules.new_game(list(players), dict(options), 0))


def players(rules: Rules[Any], names: Sequence[str]) -> None:
    """As many players as the game takes."""
    low, high = rules.meta.min_players, rules.meta.max_players
    if not low <= len(names) <= high:
        fail("players", f"{rules.name()} is played by {low} to {high} players, not {len(names)}",
             f"{rules.name('fr')} se joue de {low} à {high} joueurs, pas {len(names)}")


def fresh_components(rules: Rules[Any], names: Sequence[str],
                     options: dict[str, Any]) -> Counter[str]:
    """The components of a new game of the same players and options (what must be conserved)."""
    players(rules, names)
    return Counter(_fresh_components(rules, tuple(names), tuple(sorted(options.items()))))


def exercise(rules: Rules[Any], state: Any) -> None:
    """Run the contract on `state`; refuse it if any part fails or nobody could move."""
    over = rules.is_over(state)
    try:
        moves = rules.legal_moves(state)
        if len(moves) > MAX_CHOICES:
            fail("state", f"{len(moves)} possible moves at one decision: no game reaches that",
                 f"{len(moves)} coups possibles à une même décision : aucune partie n'y arrive")
        for p in range(len(rules.players(state))):
            rules.view(state, p)
            rules.secret_ids(state, p)
        rules.scores(state)
        rules.winners(state)
        for lang in ("en", "fr"):
            rules.prompt(state, lang)
            for m in moves[:20] + moves[-20:]:
                rules.describe(state, m, lang)
        if not over and not moves:
            fail("to_act", "nobody can move, yet the game is not over",
                 "personne ne peut jouer, et pourtant la partie n'est pas finie")
        for m in dict.fromkeys((moves[0], moves[len(moves) // 2], moves[-1]) if moves else ()):
            after = rules.apply(state, m)  # one step on: a reachable state never dead-ends
            if not rules.is_over(after) and not rules.legal_moves(after):
                fail("to_act", f"after {m} nobody can move, yet the game is not over",
                     f"après {m} personne ne peut jouer, et pourtant la partie n'est pas finie")
    except DataError:
        raise
    except Exception as exc:  # whatever a game's own checks missed: refused, never a crash
        fail("state", f"this position cannot be played ({type(exc).__name__}: {exc})",
             f"cette position ne peut pas être jouée ({type(exc).__name__} : {exc})")
