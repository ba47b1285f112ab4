"""Every kind of forgery the outside test found, refused at the door with its file, field and
problem — never accepted into an impossible game, never a crash, never a hang (issue 26).

Saves are forged the hard way (`forge.forged_save`): the start is edited, the moves replayed
from it, the snapshot and checkpoints recomputed.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from medici_table.app import savefile as sf
from medici_table.app.autosave import Autosaver
from medici_table.app.position import load_position_text
from medici_table.app.validate import validate_paths
from medici_table.engine import DataError
from medici_table.engine.resources import rules_data
from medici_table.engine.yamlload import load_yaml_text
from tests.app.forge import HUGE, UNKNOWN, forged_save, game_at


def refused_save(tmp_path: Path, game_id: str, n: int, edit: Any, steps: int = 12,
                 replay: int = 25) -> DataError:
    """The refusal of a save of `game_id` whose start (after `steps` moves) `edit` changed,
    forged with `replay` moves replayed from it."""
    session = game_at(game_id, n, 5, steps + replay)
    start = session.history[steps - 1].after if steps else session.initial
    doc = start.to_dict()
    edit(doc)
    more = [s.move for s in session.history[steps:]]
    path = tmp_path / f"forged{sf.SUFFIX}"
    path.write_text(forged_save(session, doc, more), encoding="utf-8")
    with pytest.raises(DataError) as refused:
        sf.load(path)
    exc = refused.value
    assert exc.file == str(path) and exc.field.startswith("start"), exc
    assert exc.fr and exc.text("fr") != exc.text("en")
    return exc


def test_a_card_twice_is_refused_naming_both_places(tmp_path: Path) -> None:
    def twice(doc: dict[str, Any]) -> None:
        doc["decks"][0][0] = doc["hands"][0][0]  # one card in the hand and on the deck
    exc = refused_save(tmp_path, "court_of_the_medici", 2, twice)
    assert "2 times" in exc.message and "hands[0]" in exc.message and "decks[0]" in exc.message
    assert "2 fois" in exc.text("fr") and "champ « start." in exc.text("fr")


def test_an_extra_copy_is_refused(tmp_path: Path) -> None:
    def extra(doc: dict[str, Any]) -> None:
        doc["deck"].append(doc["deck"][0])
    exc = refused_save(tmp_path, "courtisans", 3, extra)
    assert exc.field == "start.deck" and "2 times" in exc.message


def test_an_unknown_card_is_refused(tmp_path: Path) -> None:
    def forged(doc: dict[str, Any]) -> None:
        doc["hands"][1][0] = UNKNOWN
    exc = refused_save(tmp_path, "les_7_blasons", 4, forged)
    assert exc.field == "start.hands[1]" and UNKNOWN in exc.message
    assert "n'est pas un élément de ce jeu" in exc.text("fr")


@pytest.mark.parametrize(("game_id", "n", "where", "field"), [
    ("louis_xiv", 3, ("seats", 1, "gold"), "start.seats[1].gold"),
    ("louis_xiv", 2, ("seats", 0, "personal"), "start.seats[0].personal"),
    ("medici", 4, ("money", 2), "start.money[2]"),
    ("court_of_the_medici", 2, ("prepared", 1), "start.prepared[1]"),
    ("les_7_blasons", 5, ("tricks_done",), "start.tricks_done"),
])
def test_negative_counters_are_refused(tmp_path: Path, game_id: str, n: int,
                                       where: tuple[Any, ...], field: str) -> None:
    def negative(doc: dict[str, Any]) -> None:
        target = doc
        for key in where[:-1]:
            target = target[key]
        target[where[-1]] = -3
    exc = refused_save(tmp_path, game_id, n, negative)
    assert exc.field == field and "-3" in exc.message


def test_huge_money_is_refused_at_once_with_its_ceiling(tmp_path: Path) -> None:
    """Medici money set to 10⁹ made the replay list every bid: refused before any move."""
    def rich(doc: dict[str, Any]) -> None:
        doc["money"][0] = HUGE
    began = time.perf_counter()
    exc = refused_save(tmp_path, "medici", 3, rich)
    assert time.perf_counter() - began < 5
    assert exc.field == "start.money[0]" and "0 to 580" in exc.message


def test_a_seat_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    def nobody(doc: dict[str, Any]) -> None:
        doc["to_act"] = 7
    exc = refused_save(tmp_path, "courtisans", 2, nobody)
    assert exc.field == "start.to_act"


def test_a_forged_autosave_is_never_offered(tmp_path: Path) -> None:
    session = game_at("medici", 3, 2, 6)
    doc = session.history[2].after.to_dict()
    doc["money"][1] = HUGE
    folder = tmp_path / "autosave"
    folder.mkdir()
    more = [step.move for step in session.history[3:]]
    (folder / "autosave.medici.json").write_text(forged_save(session, doc, more),
                                                 encoding="utf-8")
    saver = Autosaver(folder)
    saver.set_aside()
    assert saver.offer() is None
    assert [p.name.split("-")[0] for p in folder.iterdir()] == ["damaged"]


def test_a_position_with_impossible_money_or_gold_is_refused() -> None:
    medici = ("game: medici\nplayers: [Ada, Bo, Cy]\nposition:\n  money: {Bo: 1000000000}\n")
    with pytest.raises(DataError) as refused:
        load_position_text(medici)
    assert refused.value.field == "position.money[1]" and refused.value.line == 3
    louis = ("game: louis_xiv\nplayers: [Ada, Bo]\nposition:\n  seats: {Ada: {gold: -4}}\n")
    with pytest.raises(DataError) as refused:
        load_position_text(louis)
    assert refused.value.field == "position.seats[0].gold"


BOMB = """game: medici
players: &p [Ada, Bo, Cy]
a: &a [*p, *p, *p, *p, *p, *p, *p, *p, *p]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
position: {}
"""


def test_an_alias_bomb_is_refused_at_its_line() -> None:
    began = time.perf_counter()
    with pytest.raises(DataError) as refused:
        load_position_text(BOMB, "bomb.yaml")
    assert time.perf_counter() - began < 2
    assert refused.value.line == 7 and "aliases" in refused.value.message


@pytest.mark.parametrize("text", [
    "a: " + "[" * 2000 + "]" * 2000 + "\n",
    "a: " + "{b: " * 2000 + "1" + "}" * 2000 + "\n",
    "- " * 2000 + "x\n",
    "".join("  " * i + "k:\n" for i in range(300)) + "  " * 300 + "v\n",
], ids=["lists", "mappings", "dashes", "indented"])
def test_deep_nesting_is_refused_with_its_line_not_a_recursion_error(text: str) -> None:
    with pytest.raises(DataError) as refused:
        load_yaml_text(text, "deep.yaml")
    assert refused.value.line is not None and "nested more than" in refused.value.message


def test_a_count_of_99999999_is_refused_by_validate_with_its_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "rules_data"
    for folder in ("schema", "court_of_the_medici"):  # with its lessons' and puzzles' folders
        shutil.copytree(rules_data(folder), copy / folder)
    deck = copy / "court_of_the_medici" / "deck.yaml"
    text = deck.read_text(encoding="utf-8")
    deck.write_text(text.replace("value: 10, count: 2,", "value: 10, count: 99999999,", 1),
                    encoding="utf-8")
    monkeypatch.setenv("MEDICI_TABLE_RULES_DATA", str(copy))
    began = time.perf_counter()
    problems = validate_paths([deck])
    assert time.perf_counter() - began < 5
    assert problems == [f"{deck}, line 30, field 'houses[0].cards[10].count': must be at most 4, "
                        "found 99999999"]


def test_validate_never_raises_on_junk(tmp_path: Path) -> None:
    files = {
        "binary.yaml": bytes(range(256)) * 4,
        "huge.yaml": b"a: 1\n" * 500_000,
        "deep.yaml": ("a: " + "[" * 3000 + "]" * 3000).encode(),
        "bomb.yaml": BOMB.encode(),
        "list.yaml": b"- 1\n- 2\n",
        "kind.yaml": b"kind: ../../etc/passwd\n",
        "position.yaml": b"game: medici\nplayers: 3\nposition: []\n",
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    problems = validate_paths([tmp_path / name for name in files] + [tmp_path / "missing.yaml"])
    assert len(problems) == len(files) + 1
    for name, problem in zip([*files, "missing.yaml"], problems, strict=True):
        assert problem.startswith(str(tmp_path / name)), problem


def test_the_refusal_of_a_save_reads_in_french(tmp_path: Path) -> None:
    path = tmp_path / f"x{sf.SUFFIX}"
    session = game_at("medici", 3, 1, 3)
    doc = json.loads(sf.from_session(session).to_json())
    doc["moves"][1] = {"kind": "bid", "amount": 10**6}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError) as refused:
        sf.load(path)
    assert refused.value.text("fr").startswith(f"{path}, champ « moves[1] » : le coup 2")


def test_a_state_from_another_computer_goes_through_the_same_door() -> None:
    """What a remote-play message will call: plain JSON in, a checked state out, or a refusal
    naming the message and the field."""
    from medici_table import games
    from medici_table.app.incoming import state_from_dict

    rules = games.get("courtisans")
    state = game_at("courtisans", 3, 4, 9).state
    assert state_from_dict(rules, state.to_dict(), "message from Bo") == state
    forged = state.to_dict()
    forged["spies"] = forged["spies"] + ["toad.spy.1"]
    with pytest.raises(DataError) as refused:
        state_from_dict(rules, forged, "message from Bo")
    assert refused.value.file == "message from Bo" and refused.value.field.startswith("state.")
    with pytest.raises(DataError) as refused:
        state_from_dict(rules, {"players": "Ada"}, "message from Bo")
    assert "not a position of Courtisans" in refused.value.message
