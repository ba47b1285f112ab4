"""Fuzz (issue 26): seeded mutations and forgeries of saves, position files and data files of
every game. Each file tried is refused with a located error, or accepted and then played to its
end with every move checked; the run counts files tried, refused and accepted, and fails on any
crash, hang (a time limit per case) or impossible state accepted.

Long: `-m slow` runs them; MEDICI_FUZZ_SEEDS=<n> tries more seeds per case. The counts are
printed (`-s`) and written to benchmarks/out/fuzz.txt.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.position import load_position_text
from medici_table.engine import DataError
from medici_table.engine.resources import rules_data
from tests.app.forge import (
    IMPOSSIBLE_KINDS,
    MUTATIONS,
    Tally,
    changes_components,
    component_ids,
    forged_save,
    game_at,
    get,
    judge,
    leaves,
    mutate,
    put,
)

SEEDS = int(os.environ.get("MEDICI_FUZZ_SEEDS", "2"))
ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "benchmarks" / "out" / "fuzz.txt"
BOMB = "bomb0: &b0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"bomb{i}: &b{i} [{', '.join([f'*b{i - 1}'] * 10)}]\n" for i in range(1, 8))
DEEP = "deep: " + "[" * 2000 + "]" * 2000 + "\n"


def _report(tally: Tally, what: str) -> None:
    line = tally.line(what) + f" — by kind: {dict(sorted(tally.kinds.items()))}"
    print(line)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("a", encoding="utf-8") as f:
        f.write(line + "\n")
    faults = tally.faults()
    assert not faults, f"{line}\n" + "\n".join(faults[:20])


def _text_mutations(text: str, r: random.Random) -> list[tuple[str, str]]:
    """Naive damage: cut short, a byte changed, a line lost."""
    lines = text.split("\n")
    cut = r.randrange(1, max(2, len(text)))
    at = r.randrange(len(text))
    lost = r.randrange(len(lines))
    return [("cut", text[:cut]),
            ("byte", text[:at] + chr(r.randrange(33, 127)) + text[at + 1:]),
            ("line", "\n".join(lines[:lost] + lines[lost + 1:]))]


# --- saves ------------------------------------------------------------------------------------------
@pytest.mark.slow
def test_forged_saves_are_refused_or_play_to_their_end(tmp_path: Path) -> None:
    tally = Tally()
    for game_id in games.available():
        rules = games.get(game_id)
        for n in sorted({rules.meta.min_players, rules.meta.max_players}):
            for seed in range(SEEDS):
                r = random.Random(f"{game_id}{n}{seed}")
                steps = r.randrange(0, 80)
                session = game_at(game_id, n, seed, steps + 40)
                steps = min(steps, len(session.history))
                start = session.history[steps - 1].after if steps else session.initial
                more = [s.move for s in session.history[steps:]]
                ids = component_ids(rules, start)
                for kind in MUTATIONS:
                    made = mutate(start.to_dict(), kind, r, ids, n)
                    if made is None:
                        continue
                    doc, what = made
                    impossible = kind in IMPOSSIBLE_KINDS or changes_components(rules, start, doc)
                    path = tmp_path / f"{game_id}-{n}-{seed}-{kind}{sf.SUFFIX}"
                    path.write_text(forged_save(session, doc, more), encoding="utf-8")
                    tally.kinds[kind] += 1
                    judge(tally, f"{path.name} ({what})",
                          lambda p=path, g=rules: (g, sf.load(p)[1].state), impossible, seed=seed)
                honest = sf.from_session(session).to_json()
                for kind, text in _text_mutations(honest, r):
                    path = tmp_path / f"{game_id}-{n}-{seed}-{kind}{sf.SUFFIX}"
                    path.write_text(text, encoding="utf-8")
                    tally.kinds[kind] += 1
                    judge(tally, path.name, lambda p=path, g=rules: (g, sf.load(p)[1].state), False,
                          seed=seed)
    _report(tally, "saves")


# --- position files ---------------------------------------------------------------------------------
POSITION_IMPOSSIBLE = frozenset({"unknown", "huge", "negative", "duplicate", "extra"})


def _positions() -> list[Path]:
    return sorted(ROOT.glob("tests/**/positions/*.yaml"))


@pytest.mark.slow
def test_mutated_position_files_are_refused_or_play_to_their_end() -> None:
    tally = Tally()
    for source in _positions():
        text = source.read_text(encoding="utf-8")
        try:
            rules, state = load_position_text(text, str(source))
        except DataError:
            continue  # a test's example of a bad file: mutating it proves nothing more
        data = yaml.safe_load(text)
        ids = component_ids(rules, state) | set(getattr(state, "players", ()))
        n = len(rules.players(state))
        for seed in range(SEEDS):
            r = random.Random(f"{source.name}{seed}")
            for kind in ("duplicate", "extra", "unknown", "drop", "negative", "huge", "jitter",
                         "swap", "type", "flip"):
                made = mutate(data["position"], kind, r, ids - set(data["players"]), n)
                if made is None:
                    continue
                position, what = made
                forged = {**data, "position": position}
                label = f"{source.name} ({what})"
                tally.kinds[kind] += 1
                judge(tally, label, lambda f=forged: load_position_text(
                    yaml.safe_dump(f, allow_unicode=True), "forged.yaml"),
                    kind in POSITION_IMPOSSIBLE, seed=seed)
            names = [p for p, v in leaves(data["position"]) if v in data["players"]]
            if names:
                forged = json.loads(json.dumps(data))
                put(forged["position"], r.choice(names), "Nobody")
                tally.kinds["player"] += 1
                judge(tally, f"{source.name} (an unknown player)", lambda f=forged:
                      load_position_text(yaml.safe_dump(f), "forged.yaml"), True, seed=seed)
            for kind, damaged in _text_mutations(text, r) + [("bomb", BOMB + text),
                                                             ("deep", text + DEEP)]:
                tally.kinds[kind] += 1
                judge(tally, f"{source.name} ({kind})",
                      lambda t=damaged: load_position_text(t, "forged.yaml"),
                      kind in ("bomb", "deep"), seed=seed)
    _report(tally, "position files")


# --- data files -------------------------------------------------------------------------------------
DATA_KINDS = ("huge", "negative", "jitter", "type", "drop", "swap", "flip", "delete", "repeat",
              "string")


def _data_mutation(doc: Any, kind: str, r: random.Random) -> tuple[Any, str] | None:
    """A mutated copy of a data file's content (whatever its kind)."""
    if kind in MUTATIONS and kind != "drop":
        return mutate(doc, kind, r, set(), 0)
    out = json.loads(json.dumps(doc))
    containers = [(p, v) for p, v in leaves(out) if isinstance(v, dict | list) and v]
    strings = [p for p, v in leaves(out) if isinstance(v, str) and p and p[-1] != "kind"]
    if kind == "drop":
        lists = [p for p, v in containers if isinstance(v, list)]
        if not lists:
            return None
        at = r.choice(lists)
        del get(out, at)[r.randrange(len(get(out, at)))]
        return out, f"an item of {'.'.join(map(str, at))} removed"
    if kind == "delete":
        maps = [p for p, v in containers if isinstance(v, dict) and p]
        if not maps:
            return None
        at = r.choice(maps)
        key = r.choice(sorted(get(out, at)))
        del get(out, at)[key]
        return out, f"{'.'.join(map(str, at + (key,)))} deleted"
    if kind == "repeat":
        lists = [p for p, v in containers if isinstance(v, list)]
        if not lists:
            return None
        at = r.choice(lists)
        items = get(out, at)
        items.append(json.loads(json.dumps(r.choice(items))))
        return out, f"an item of {'.'.join(map(str, at))} repeated"
    if kind == "string" and len(strings) >= 2:
        a, b = r.sample(strings, 2)
        put(out, a, get(out, b))
        return out, f"{'.'.join(map(str, a))} := {get(out, b)!r}"
    return None


def _cases() -> list[tuple[str, Path, str]]:
    root = rules_data()
    files = sorted(p for gid in games.available() for p in (root / gid).glob("*.yaml"))
    return [(f.parent.name, f, kind) for f in files
            for kind in (*DATA_KINDS, "count", "bomb", "deep", "cut")]


def _mutated_text(source: Path, kind: str, r: random.Random) -> tuple[str, str] | None:
    text = source.read_text(encoding="utf-8")
    if kind == "bomb":
        return BOMB + text, "alias bomb"
    if kind == "deep":
        return text + DEEP, "nesting 2,000 deep"
    if kind == "cut":
        return text[:r.randrange(1, len(text))], "cut short"
    doc = yaml.safe_load(text)
    if kind == "count":
        spots = [p for p, v in leaves(doc) if p and p[-1] in ("count", "per_character", "jokers")
                 and isinstance(v, int)]
        if not spots:
            return None
        at = r.choice(spots)
        put(doc, at, 99_999_999)
        return yaml.safe_dump(doc, allow_unicode=True), f"{'.'.join(map(str, at))} := 99999999"
    if kind == "huge":
        made = mutate(doc, "huge", r, set(), 0)
    else:
        made = _data_mutation(doc, kind, r)
    if made is None:
        return None
    return yaml.safe_dump(made[0], allow_unicode=True), made[1]


@pytest.mark.slow
def test_mutated_data_files_disable_their_game_or_play(tmp_path: Path) -> None:
    """Each case in its own process (memory capped, 120 s at most), on a copy of rules_data/
    with one file mutated: validate never raises, the catalogue names the broken game's file,
    and a game that still loads plays two games to their end."""
    tally = Tally()
    copy = tmp_path / "rules_data"
    env = {**os.environ, "MEDICI_TABLE_RULES_DATA": str(copy), "MEDICI_TABLE_DATA_CACHE": "0",
           "PYTHONPATH": str(ROOT)}
    for game_id, source, kind in _cases():
        for seed in range(max(1, SEEDS // 2)):
            r = random.Random(f"{source.name}{kind}{seed}")
            made = _mutated_text(source, kind, r)
            if made is None:
                continue
            text, what = made
            subprocess.run(["rm", "-rf", str(copy)], check=True)
            subprocess.run(["cp", "-r", str(rules_data()), str(copy)], check=True)
            (copy / game_id / source.name).write_text(text, encoding="utf-8")
            label = f"{game_id}/{source.name} ({what})"
            tally.tried += 1
            tally.kinds[kind] += 1
            try:
                done = subprocess.run([sys.executable, "-m", "tests.app.datacase", game_id],
                                      env=env, cwd=ROOT, capture_output=True, text=True,
                                      timeout=120)
            except subprocess.TimeoutExpired:
                tally.hangs.append(f"{label}: more than 120 s")
                continue
            if done.returncode != 0:
                tally.crashes.append(f"{label}: exit {done.returncode}: {done.stderr[-600:]}")
                continue
            out = json.loads(done.stdout.strip().splitlines()[-1])
            if out["broken"] is None and out["played"] != "ok":
                tally.impossible.append(f"{label}: accepted, then {out['played']}")
            elif not out["located"]:
                tally.crashes.append(f"{label}: an error without its file: {out['broken']}")
            elif out["broken"] is not None:
                assert out["problems"], f"{label}: the game is set aside but validate is content"
                tally.refused += 1
                if not out["line"]:
                    tally.kinds["refused without a line"] += 1
                    print(f"  no line: {label}: {out['broken'][-160:]}")
            else:
                tally.accepted += 1
    _report(tally, "data files")
