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
from medici_table.engine.resources import rules_data
from tests.app.forge import (
    BOMB,
    DEEP,
    MUTATIONS,
    Tally,
    get,
    judge,
    leaves,
    mutate,
    position_forgeries,
    position_sources,
    put,
    save_forgeries,
)

SEEDS = int(os.environ.get("MEDICI_FUZZ_SEEDS", "2"))
ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "benchmarks" / "out" / "fuzz.txt"


def _report(tally: Tally, what: str) -> None:
    line = tally.line(what) + f" — by kind: {dict(sorted(tally.kinds.items()))}"
    print(line)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("a", encoding="utf-8") as f:
        f.write(line + "\n")
    faults = tally.faults()
    assert not faults, f"{line}\n" + "\n".join(faults[:20])


# --- saves ------------------------------------------------------------------------------------------
@pytest.mark.slow
def test_forged_saves_are_refused_or_play_to_their_end(tmp_path: Path) -> None:
    tally = Tally()
    for game_id in games.available():
        rules = games.get(game_id)
        for n in sorted({rules.meta.min_players, rules.meta.max_players}):
            for seed in range(SEEDS):
                for kind, what, text, impossible in save_forgeries(game_id, n, seed):
                    path = tmp_path / f"{game_id}-{n}-{seed}-{kind}{sf.SUFFIX}"
                    path.write_text(text, encoding="utf-8")
                    tally.kinds[kind] += 1
                    judge(tally, f"{path.name} ({what})",
                          lambda p=path, g=rules: (g, sf.load(p)[1].state), impossible, seed=seed)
    _report(tally, "saves")


# --- position files ---------------------------------------------------------------------------------
@pytest.mark.slow
def test_mutated_position_files_are_refused_or_play_to_their_end() -> None:
    tally = Tally()
    for source in position_sources():
        for seed in range(SEEDS):
            for kind, what, text, impossible in position_forgeries(source, seed):
                tally.kinds[kind] += 1
                judge(tally, f"{source.name} ({what})",
                      lambda t=text: load_position_text(t, "forged.yaml"), impossible, seed=seed)
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
