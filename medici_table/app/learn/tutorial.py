"""A game's guided first game: `rules_data/<game>/tutorial/tutorial.yaml` and its positions.

Each step sets the table (a position file beside the tutorial, or the table the previous step
left), says what to look at and what to do, and names the move it teaches as patterns. Another
move is explained: refused by the rules (the game's own refusal and rule), or allowed but not
what the step teaches (the step's words, with a rule of the rules text). After the expected
move, `then` plays what follows before the next step (a draw, the other players' replies). The
last step is followed by a real game against the computer (`finale`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from medici_table.app.learn.patterns import Pattern, aliases, any_matches
from medici_table.engine.data import load_file
from medici_table.engine.errors import DataError, IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.resources import rules_data
from medici_table.engine.rules import text

Text = dict[str, str]


def say(words: Text, lang: str) -> str:
    return words.get(lang) or words["en"]


@dataclass(frozen=True)
class Wrong:
    when: Pattern
    say: Text
    rule: str


@dataclass(frozen=True)
class Step:
    id: str
    title: Text
    position: Path | None  # None: the table the previous step left
    look: Text
    do: Text
    expect: tuple[Pattern, ...]
    rule: str
    why: Text
    wrong: tuple[Wrong, ...]
    after: Text | None
    then: tuple[Pattern, ...]
    teaches: tuple[str, ...]


@dataclass(frozen=True)
class Finale:
    text: Text
    players: tuple[str, ...]
    seats: tuple[str, ...]  # person | random | normal | strong
    options: dict[str, Any]


@dataclass(frozen=True)
class Tutorial:
    game: str
    title: Text
    intro: Text
    learner: int
    steps: tuple[Step, ...]
    finale: Finale


@dataclass(frozen=True)
class Verdict:
    """What the table says of a move in a step: `ok` (the move taught), else why not."""

    ok: bool
    text: str
    rule: str  # an anchor of the game's rules text ("" when none)
    legal: bool


@cache
def anchors(game: str) -> frozenset[str]:
    """The anchors of a game's rules text (both languages have the same)."""
    found: set[str] = set()
    for lang in ("en", "fr"):
        path = rules_data(game, f"rules.{lang}.md")
        found |= set(re.findall(r"\{#([a-z0-9-]+)\}", path.read_text(encoding="utf-8")))
    return frozenset(found)


def folder(game: str) -> Path:
    return rules_data(game, "tutorial")


def available(game: str) -> bool:
    return (folder(game) / "tutorial.yaml").is_file()


def load(game: str) -> Tutorial:
    return read(folder(game) / "tutorial.yaml", game)


def read(path: Path, game: str | None = None) -> Tutorial:
    """A tutorial from its file; DataError names the file, line and field of a mistake."""
    from medici_table import games

    f = load_file(path, "tutorial")
    d, lm = f.data, f.lines
    if d["game"] not in games.available() or (game is not None and d["game"] != game):
        raise lm.error(("game",), f"this folder holds {game}'s tutorial, not {d['game']}'s")
    rules = games.get(d["game"])
    known = anchors(d["game"])
    steps = []
    for i, s in enumerate(d["steps"]):
        at = ("steps", i)
        position = None
        if "position" in s:
            position = path.parent / s["position"]
            if not position.is_file():
                raise lm.error(at + ("position",), f"no position file {s['position']} beside "
                               "the tutorial")
        elif i == 0:
            raise lm.error(at, "the first step sets the table: give its position")
        for key, anchor in [("rule", s["rule"])] + [(("wrong", k, "rule"), w["rule"])
                                                     for k, w in enumerate(s.get("wrong", []))
                                                     if "rule" in w]:
            if anchor not in known:
                where = at + (key if isinstance(key, tuple) else (key,))
                raise lm.error(where, f"no section {{#{anchor}}} in the rules text")
        for k, p in enumerate(s["expect"]):
            if not p:
                raise lm.error(at + ("expect", k), "a pattern names at least the move's kind")
        steps.append(Step(
            id=s["id"], title=s["title"], position=position, look=s["look"], do=s["do"],
            expect=tuple(Pattern.of(p) for p in s["expect"]), rule=s["rule"], why=s["why"],
            wrong=tuple(Wrong(Pattern.of(w["when"]), w["say"], w.get("rule", s["rule"]))
                        for w in s.get("wrong", [])),
            after=s.get("after"), then=tuple(Pattern.of(p) for p in s.get("then", [])),
            teaches=tuple(s.get("teaches", [s["rule"]]))))
    fin = d["finale"]
    if len(fin["players"]) != len(fin["seats"]) or fin["seats"].count("person") != 1:
        raise lm.error(("finale", "seats"), "one seat per player, exactly one of them a person")
    try:
        rules.check_players(fin["players"])
        options = rules.resolve_options(fin.get("options", {}))
    except ValueError as exc:
        raise lm.error(("finale",), str(exc)) from None
    return Tutorial(d["game"], d["title"], d["intro"], d["learner"], tuple(steps),
                    Finale(fin["text"], tuple(fin["players"]), tuple(fin["seats"]), options))


class Lesson:
    """A tutorial being followed: the step, the table it set, and the judge of each move."""

    def __init__(self, tutorial: Tutorial) -> None:
        from medici_table import games

        self.tutorial = tutorial
        self.rules = games.get(tutorial.game)
        self.index = 0
        self.options: dict[str, Any] = {}
        self.state: Any = None
        self._set_table()

    # --- where we are ------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    def expected(self) -> list[Move]:
        """The legal moves this step teaches (the table lights them)."""
        names = aliases(self.state)
        return [m for m in self.rules.legal_moves(self.state)
                if any_matches(self.step.expect, m, names)]

    # --- a move -----------------------------------------------------------------------------
    def judge(self, move: Move, lang: str = "en") -> Verdict:
        """Whether `move` is the one this step teaches; if not, why (never raises)."""
        step = self.step
        names = aliases(self.state)
        legal = self.rules.is_legal(self.state, move)
        if legal and any_matches(step.expect, move, names):
            done = say(step.after, lang) if step.after else text(lang, "Well played.", "Bien joué.")
            return Verdict(True, done, step.rule, True)
        if not legal:
            refusal = self.refusal(move, lang)
            return Verdict(False, f"{refusal.reason} {say(step.why, lang)}",
                           refusal.rule or step.rule, False)
        for w in step.wrong:
            if w.when.matches(move, names):
                return Verdict(False, f"{say(w.say, lang)} {say(step.why, lang)}", w.rule, True)
        return Verdict(False, say(step.why, lang), step.rule, True)

    def refusal(self, move: Move, lang: str) -> IllegalMove:
        try:
            return self.rules.explain_in(self.state, move, lang)
        except Exception:  # an explanation must never cost the player the lesson
            return IllegalMove(text(lang, "That move is not allowed now.",
                                    "Ce coup n'est pas permis maintenant."), self.step.rule)

    def play(self, move: Move) -> Verdict:
        """Play the taught move and what follows it, then set the next step's table; another
        move changes nothing and is explained."""
        verdict = self.judge(move)
        if not verdict.ok:
            return verdict
        state = self.rules.apply(self.state, move)
        for k in range(len(self.step.then)):
            state = self.rules.apply(state, self.then_move(state, k))
        self.advance(state)
        return verdict

    def then_move(self, state: Any, k: int) -> Move:
        """The `k`-th move of what follows the taught move (`then`), at `state`: the one legal
        move its pattern names (ValueError if it names none or several)."""
        p = self.step.then[k]
        moves = p.among(self.rules.legal_moves(state), aliases(state))
        if len(moves) != 1:
            raise ValueError(f"step {self.step.id}: 'then' {p} names {len(moves)} moves")
        return moves[0]

    def advance(self, state: Any) -> None:
        """The step is done, the table at `state` (after its move and what follows): on to the
        next step, whose position, if it has one, sets the table afresh."""
        self.index += 1
        self.state = state
        if not self.finished:
            self._set_table()

    def restart_step(self) -> None:
        """Set this step's table again (a step without a position keeps the table it had)."""
        if self.step.position is not None:
            self._set_table()

    def _set_table(self) -> None:
        path = self.step.position
        if path is None:
            return
        from medici_table.app.position import read_position

        found = read_position(path)
        self.options, self.state = found.options, found.state


def lesson(game: str) -> Lesson:
    return Lesson(load(game))


__all__ = ["DataError", "Lesson", "Step", "Tutorial", "Verdict", "available", "lesson", "load",
           "read"]
