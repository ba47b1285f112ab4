"""How a forger edits saves, positions and data files, and how a forgery is judged.

Used by the quick forgery tests (`test_forgeries.py`) and the long fuzz runs (`test_fuzz.py`).

A save is forged as a person with a text editor and this program's source would: its starting
position is edited, then the moves are replayed from it (the rules' own `apply`, as far as they
go), and the snapshot and checkpoints are recomputed, so that only the game's validator stands
between the forgery and the table. A forgery the program accepts must then play to its end —
every move checked, nothing created or lost, every view drawn — or it was an impossible state
accepted.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import signal
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.position import load_position_text
from medici_table.engine import DataError, GameSession, Move, Rules
from medici_table.engine.sim import default_players

Path_ = tuple[str | int, ...]
ROOT = Path(__file__).resolve().parents[2]
BOMB = "bomb0: &b0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"bomb{i}: &b{i} [{', '.join([f'*b{i - 1}'] * 10)}]\n" for i in range(1, 8))
DEEP = "deep: " + "[" * 2000 + "]" * 2000 + "\n"
UNKNOWN = "forged.card.99"
HUGE = 10**9
# Mutations whose result no game can reach, whatever field they hit (rng state left out).
IMPOSSIBLE_KINDS = frozenset({"unknown", "huge", "negative", "seat"})


# --- finding what to edit ---------------------------------------------------------------------------
def leaves(doc: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    """Every value of a JSON tree with its path (containers too)."""
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from leaves(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from leaves(v, path + (i,))


def get(doc: Any, path: Path_) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def put(doc: Any, path: Path_, value: Any) -> None:
    get(doc, path[:-1])[path[-1]] = value


def _numbers(doc: Any, skip: tuple[str, ...] = ("rng",)) -> list[Path_]:
    return [p for p, v in leaves(doc) if isinstance(v, int) and not isinstance(v, bool)
            and not any(isinstance(x, str) and x in skip for x in p)]


def _pieces(doc: Any, ids: set[str]) -> list[Path_]:
    """Where component ids (and Courtisans' face-down spy handles) lie."""
    return [p for p, v in leaves(doc) if isinstance(v, str) and (v in ids or v.startswith("?spy."))]


# --- the mutations --------------------------------------------------------------------------------
Mutation = Callable[[Any, random.Random, set[str], int], str | None]


def _duplicate(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    spots = _pieces(doc, ids)
    if len(spots) < 2:
        return None
    a, b = r.sample(spots, 2)
    if get(doc, a) == get(doc, b):
        return None
    put(doc, a, get(doc, b))
    return f"{'.'.join(map(str, a))} := {get(doc, b)} (there twice)"


def _extra(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    spots = [p for p in _pieces(doc, ids) if isinstance(p[-1], int)]
    if not spots:
        return None
    a = r.choice(spots)
    copied = get(doc, r.choice(spots))
    get(doc, a[:-1]).append(copied)
    return f"one more {copied} in {'.'.join(map(str, a[:-1]))}"


def _unknown(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    spots = _pieces(doc, ids)
    if not spots:
        return None
    a = r.choice(spots)
    put(doc, a, UNKNOWN)
    return f"{'.'.join(map(str, a))} := {UNKNOWN}"


def _drop(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    spots = [p for p in _pieces(doc, ids) if isinstance(p[-1], int)]
    if not spots:
        return None
    a = r.choice(spots)
    del get(doc, a[:-1])[a[-1]]
    return f"{'.'.join(map(str, a))} removed"


def _set_number(value: Callable[[int, random.Random], int], label: str) -> Mutation:
    def mutate(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
        spots = _numbers(doc)
        if not spots:
            return None
        a = r.choice(spots)
        new = value(get(doc, a), r)
        if new == get(doc, a):
            return None
        put(doc, a, new)
        return f"{'.'.join(map(str, a))} := {new} ({label})"
    return mutate


def _seat(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    if not isinstance(doc, dict) or "to_act" not in doc:
        return None
    doc["to_act"] = n + r.randrange(3)
    return f"to_act := {doc['to_act']}"


def _swap(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    lists = [p for p, v in leaves(doc) if isinstance(v, list) and len(v) >= 2
             and not any(x == "rng" for x in p)]
    if not lists:
        return None
    a = r.choice(lists)
    items = get(doc, a)
    i, j = r.sample(range(len(items)), 2)
    if items[i] == items[j]:
        return None
    items[i], items[j] = items[j], items[i]
    return f"{'.'.join(map(str, a))}: items {i} and {j} swapped"


def _shorten(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    lists = [p for p, v in leaves(doc) if isinstance(v, list) and len(v) == n and p
             and all(isinstance(x, list | dict) for x in v)]
    if not lists:
        return None
    a = r.choice(lists)
    get(doc, a).pop()
    return f"{'.'.join(map(str, a))}: the last seat's entry removed"


def _retype(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    spots = [p for p, v in leaves(doc) if p and not isinstance(v, dict | list)]
    if not spots:
        return None
    a = r.choice(spots)
    old = get(doc, a)
    new: Any = "7" if isinstance(old, int) else 7 if isinstance(old, str) else [old]
    put(doc, a, new)
    return f"{'.'.join(map(str, a))} := {new!r} (wrong type)"


def _flip(doc: Any, r: random.Random, ids: set[str], n: int) -> str | None:
    spots = [p for p, v in leaves(doc) if isinstance(v, bool)]
    if not spots:
        return None
    a = r.choice(spots)
    put(doc, a, not get(doc, a))
    return f"{'.'.join(map(str, a))} flipped"


MUTATIONS: dict[str, Mutation] = {
    "duplicate": _duplicate, "extra": _extra, "unknown": _unknown, "drop": _drop,
    "negative": _set_number(lambda v, r: -5 - r.randrange(100), "negative"),
    "huge": _set_number(lambda v, r: HUGE, "huge"),
    "jitter": _set_number(lambda v, r: v + r.choice((-2, -1, 1, 2)), "jitter"),
    "seat": _seat, "swap": _swap, "shorten": _shorten, "type": _retype, "flip": _flip,
}


def mutate(doc: Any, kind: str, r: random.Random, ids: set[str], n: int) -> tuple[Any, str] | None:
    """A mutated copy of `doc` and what was done, or None when `kind` finds nothing to edit."""
    out = copy.deepcopy(doc)
    what = MUTATIONS[kind](out, r, ids, n)
    return None if what is None else (out, what)


# --- games to forge from ----------------------------------------------------------------------------
def game_at(game_id: str, n: int, seed: int, steps: int) -> GameSession:
    """A seeded game after `steps` random moves (fewer if it ends)."""
    rules = games.get(game_id)
    session = GameSession(rules, rules.new_game(default_players(rules, n), {}, seed))
    chooser = random.Random(seed)
    while not rules.is_over(session.state) and len(session.history) < steps:
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    return session


def component_ids(rules: Rules[Any], state: Any) -> set[str]:
    return set(rules.components(state))


def forged_save(session: GameSession, start: dict[str, Any], more: list[Move]) -> str:
    """The text of a save whose start is `start`: the forger replays `more` from it with the
    rules' own code (`play`, which trusts the move; as far as it goes, for at most a few
    seconds) and recomputes the snapshot and checkpoints."""
    rules = session.rules
    doc = json.loads(sf.from_session(session).to_json())
    moves: list[Move] = []
    states: list[Any] = []
    snapshot: Any = start
    with contextlib.suppress(Exception), time_limit(5):  # the forgery may trip its replay
        state = rules.state_type.from_dict(start)
        snapshot = state.to_dict()
        for m in more:
            if rules.is_over(state):
                break
            state = rules.play(state, m)
            moves.append(m)
            states.append(state)
            snapshot = state.to_dict()
    doc["start"], doc["seed"] = start, None
    doc["moves"] = [m.to_dict() for m in moves]
    doc["checkpoints"] = [[i, sf.digest(states[i - 1])]
                          for i in range(sf.CHECKPOINT_EVERY, len(states) + 1, sf.CHECKPOINT_EVERY)]
    doc["snapshot"] = snapshot
    return json.dumps(doc)


def save_forgeries(game_id: str, n: int, seed: int) -> Iterator[tuple[str, str, str, bool]]:
    """(kind, what was done, the save's text, whether no game could reach it) for every
    mutation of a seeded game's position somewhere in its course, then naive damage (cut
    short, a byte changed, a line lost) of the honest save."""
    rules = games.get(game_id)
    r = random.Random(f"{game_id}{n}{seed}")
    steps = r.randrange(0, 80)
    session = game_at(game_id, n, seed, steps + 40)
    steps = min(steps, len(session.history))
    start = session.history[steps - 1].after if steps else session.initial
    more = [s.move for s in session.history[steps:]]
    ids = component_ids(rules, start)
    for kind in MUTATIONS:
        made = mutate(start.to_dict(), kind, r, ids, n)
        if made is not None:
            doc, what = made
            impossible = kind in IMPOSSIBLE_KINDS or changes_components(rules, start, doc)
            yield kind, what, forged_save(session, doc, more), impossible
    honest = sf.from_session(session).to_json()
    for kind, text in text_mutations(honest, r):
        yield kind, kind, text, False


def text_mutations(text: str, r: random.Random) -> list[tuple[str, str]]:
    """Naive damage: cut short, a byte changed, a line lost."""
    lines = text.split("\n")
    cut = r.randrange(1, max(2, len(text)))
    at = r.randrange(len(text))
    lost = r.randrange(len(lines))
    return [("cut", text[:cut]),
            ("byte", text[:at] + chr(r.randrange(33, 127)) + text[at + 1:]),
            ("line", "\n".join(lines[:lost] + lines[lost + 1:]))]


POSITION_KINDS = ("duplicate", "extra", "unknown", "drop", "negative", "huge", "jitter", "swap",
                  "type", "flip")
# In a position a card placed twice or unknown, and numbers no game reaches, are impossible;
# a card left out is not (it lies in the deck or out of the game).
POSITION_IMPOSSIBLE = frozenset({"unknown", "huge", "negative", "duplicate", "extra"})


def position_sources() -> list[Path]:
    """The position files of the test suite that load (some are examples of bad files)."""
    out = []
    for source in sorted(ROOT.glob("tests/**/positions/*.yaml")):
        try:
            load_position_text(source.read_text(encoding="utf-8"), str(source))
        except DataError:
            continue
        out.append(source)
    return out


def position_forgeries(source: Path, seed: int) -> Iterator[tuple[str, str, str, bool]]:
    """(kind, what was done, the file's text, whether no game could reach it): the position's
    cards and numbers mutated, a player's name changed, then naive damage, an alias bomb and
    2,000-deep nesting."""
    text = source.read_text(encoding="utf-8")
    rules, state = load_position_text(text, str(source))
    data = yaml.safe_load(text)
    ids = component_ids(rules, state) - set(data["players"])
    n = len(rules.players(state))
    r = random.Random(f"{source.name}{seed}")
    for kind in POSITION_KINDS:
        made = mutate(data["position"], kind, r, ids, n)
        if made is not None:
            position, what = made
            forged = {**data, "position": position}
            yield kind, what, yaml.safe_dump(forged, allow_unicode=True), kind in POSITION_IMPOSSIBLE
    names = [p for p, v in leaves(data["position"]) if v in data["players"]]
    if names:
        forged = json.loads(json.dumps(data))
        put(forged["position"], r.choice(names), "Nobody")
        yield "player", "an unknown player", yaml.safe_dump(forged, allow_unicode=True), True
    for kind, damaged in text_mutations(text, r) + [("bomb", BOMB + text), ("deep", text + DEEP)]:
        yield kind, kind, damaged, kind in ("bomb", "deep")


# --- judging what the program accepted ---------------------------------------------------------------
class Hang(Exception):
    """A case ran past its time."""


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Raise Hang in this (main) thread after `seconds`."""
    def ring(signum: int, frame: Any) -> None:
        raise Hang(f"more than {seconds} s")
    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def changes_components(rules: Rules[Any], original: Any, forged: dict[str, Any]) -> bool:
    """Whether the forged state has other components than the original (or has none readable)."""
    try:
        state = rules.state_type.from_dict(forged)
    except Exception:
        return False  # not a state at all: refused by its decoding, not by the validator
    try:
        return bool(rules.components(state) != rules.components(original))
    except Exception:
        return True


Check = Callable[[Rules[Any], Any], None]


def play_out(rules: Rules[Any], state: Any, seed: int, limit: int = 20_000,
             each: Check | None = None) -> int:
    """Play `state` to its end at random, checking it all the way (and with `each`, if given,
    every state met); the moves played."""
    start = rules.components(state)
    chooser = random.Random(seed)
    n = len(rules.players(state))
    for played in range(limit):
        if each is not None:
            each(rules, state)
        if rules.is_over(state):
            rules.scores(state)
            rules.winners(state)
            return played
        legal = rules.legal_moves(state)
        assert legal, "no legal move but the game is not over"
        for p in range(n):
            rules.view(state, p)
        move = legal[chooser.randrange(len(legal))]
        rules.describe(state, move)
        state = rules.apply(state, move)
        assert rules.components(state) == start, f"components changed by {move}"
        rules.validate_state(state)
    raise AssertionError(f"no end after {limit} moves")


@dataclass
class Tally:
    """What a fuzz run found: files tried, refused, accepted and legal, and the faults."""

    tried: int = 0
    refused: int = 0
    accepted: int = 0
    crashes: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    impossible: list[str] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)

    def line(self, what: str) -> str:
        return (f"{what}: {self.tried} tried, {self.refused} refused, {self.accepted} accepted "
                f"and legal; {len(self.crashes)} crashes, {len(self.hangs)} hangs, "
                f"{len(self.impossible)} impossible accepted")

    def faults(self) -> list[str]:
        return self.crashes + self.hangs + self.impossible


def judge(tally: Tally, label: str, load: Callable[[], tuple[Rules[Any], Any]],
          impossible: bool, seconds: int = 30, seed: int = 0, each: Check | None = None) -> None:
    """Load a forgery and count it: refused (DataError), accepted and played to its end, or a
    fault (a crash, a hang, an impossible state accepted)."""
    tally.tried += 1
    try:
        with time_limit(seconds):
            try:
                rules, state = load()
            except DataError as exc:
                assert exc.file and exc.message, "a refusal names the file and the problem"
                tally.refused += 1
                return
            if impossible:
                tally.impossible.append(f"{label}: accepted")
                return
            try:
                play_out(rules, state, seed, each=each)
            except Hang:
                raise
            except Exception as exc:
                tally.impossible.append(f"{label}: accepted, then {type(exc).__name__}: {exc}")
                return
            tally.accepted += 1
    except Hang as exc:
        tally.hangs.append(f"{label}: {exc}")
    except Exception as exc:
        tally.crashes.append(f"{label}: {type(exc).__name__}: {exc}")
