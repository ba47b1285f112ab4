"""Saves: exact round trips of every game, a version-1 file migrated, 200 damaged files refused,
atomic writes, and the autosave that finds an interrupted game again."""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.autosave import Autosaver
from medici_table.app.autosave_paths import folder_from_env
from medici_table.engine import DataError, GameSession, Move
from medici_table.engine.sim import default_players

V1_FIXTURE = Path(__file__).parent / "saves" / "v1_court_of_the_medici.medici.json"


def played(game_id: str, n: int, seed: int, moves: int | None = None) -> GameSession:
    """A session of a seeded game with `moves` random moves played (all of them if None)."""
    rules = games.get(game_id)
    session = GameSession(rules, rules.new_game(default_players(rules, n), {}, seed))
    chooser = random.Random(seed)
    while not rules.is_over(session.state) and (moves is None or len(session.history) < moves):
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    return session


def whole_length(game_id: str, n: int, seed: int) -> int:
    return len(played(game_id, n, seed).history)


@pytest.mark.parametrize("game_id", games.available())
def test_save_and_load_at_random_points_reproduce_the_game_exactly(game_id: str,
                                                                   tmp_path: Path) -> None:
    rules = games.get(game_id)
    picker = random.Random(game_id)
    for n in sorted({rules.meta.min_players, rules.meta.max_players}):
        for seed in (1, 2):
            total = whole_length(game_id, n, seed)
            for cut in sorted({0, total, *picker.sample(range(total + 1), 3)}):
                session = played(game_id, n, seed, cut)
                path = tmp_path / f"{game_id}-{n}-{seed}-{cut}{sf.SUFFIX}"
                sf.write(path, sf.from_session(session, {}, seed))
                data, loaded = sf.load(path)
                assert data.start is None, "a seeded deal is saved as its seed"
                assert loaded.state == session.state
                assert loaded.state.to_dict() == session.state.to_dict()
                assert loaded.moves() == session.moves()
                assert loaded.log() == session.log()
                assert [s.barrier for s in loaded.history] == [s.barrier for s in session.history]
                assert loaded.initial == session.initial


def _variants() -> list[Any]:
    out = []
    for game_id in games.available():
        for opt in games.get(game_id).options():
            value = True if opt.type == "bool" else next(c for c in opt.choices if c != opt.default)
            out.append(pytest.param(game_id, {opt.id: value}, id=f"{game_id}-{opt.id}"))
    return out


@pytest.mark.parametrize(("game_id", "options"), _variants())
def test_every_option_is_saved_and_replayed(game_id: str, options: dict[str, Any],
                                            tmp_path: Path) -> None:
    rules = games.get(game_id)
    players = default_players(rules, rules.meta.max_players)
    session = GameSession(rules, rules.new_game(players, options, 21))
    chooser = random.Random(21)
    for _ in range(40):
        if rules.is_over(session.state):
            break
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    path = tmp_path / f"variant{sf.SUFFIX}"
    sf.write(path, sf.from_session(session, options, 21))
    data, loaded = sf.load(path)
    assert data.options == rules.resolve_options(options) and data.start is None
    assert loaded.state == session.state and loaded.moves() == session.moves()


@pytest.mark.parametrize("game_id", games.available())
def test_a_game_started_from_a_position_is_saved_with_its_start(game_id: str,
                                                                tmp_path: Path) -> None:
    rules = games.get(game_id)
    middle = played(game_id, rules.meta.min_players, 5, 9).state
    session = GameSession(rules, middle)
    chooser = random.Random(3)
    for _ in range(7):
        if rules.is_over(session.state):
            break
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    path = tmp_path / "position.medici.json"
    sf.write(path, sf.from_session(session, {}, seed=None))
    data, loaded = sf.load(path)
    assert data.seed is None and data.start == middle.to_dict()
    assert loaded.initial == middle and loaded.state == session.state


def test_checkpoints_locate_where_a_replay_goes_astray() -> None:
    session = played("court_of_the_medici", 2, 4, 45)
    data = sf.from_session(session, {}, 4)
    assert [i for i, _ in data.checkpoints] == [20, 40]
    doc = json.loads(data.to_json())
    doc["checkpoints"][0][1] = "0" * 16
    with pytest.raises(DataError, match="after move 20 the game differs"):
        sf.replay(sf.parse(json.dumps(doc)))


def test_a_version_1_file_is_migrated_and_replays() -> None:
    doc = json.loads(V1_FIXTURE.read_text())
    assert doc["version"] == 1 and "players" in doc and "seats" not in doc
    data, session = sf.load(V1_FIXTURE)
    assert [s.to_dict() for s in data.seats] == [{"name": "Ada", "kind": "unknown"},
                                                 {"name": "Bo", "kind": "unknown"}]
    assert data.start is None and data.seed == 11 and data.options["dukes"] is True
    assert len(session.history) == 12
    assert session.log()[0] == "Bo prepares the future (a card under the deck)"
    resaved = json.loads(data.to_json())
    assert resaved["version"] == sf.VERSION and resaved["seats"][1]["name"] == "Bo"


@pytest.mark.parametrize("game_id", games.available())
def test_every_game_migrates_from_version_1(game_id: str) -> None:
    session = played(game_id, games.get(game_id).meta.min_players, 8, 15)
    doc = json.loads(sf.from_session(session, {}, 8).to_json())
    v1 = {k: doc[k] for k in ("format", "game", "data_version", "options", "seed", "moves",
                              "snapshot")}
    v1 |= {"version": 1, "players": [s["name"] for s in doc["seats"]]}
    assert sf.replay(sf.parse(json.dumps(v1))).state == session.state


def test_a_newer_format_is_refused_with_a_request_to_update() -> None:
    doc = json.loads(V1_FIXTURE.read_text()) | {"version": sf.VERSION + 1}
    with pytest.raises(DataError, match="newer Medici Table .* please update"):
        sf.parse(json.dumps(doc), "future.medici.json")


# --- 200 damaged files ------------------------------------------------------------------------------

def _leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _leaves(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _leaves(v, (*path, i))
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(doc, path[:-1])[path[-1]] = value


def _other_type(value: Any, rng: random.Random) -> Any:
    choices: list[Any] = [None, 7, "x", True, [], {"k": 1}, 2.5]
    return rng.choice([c for c in choices if type(c) is not type(value)])


def mutate(text: str, kind: str, rng: random.Random) -> bytes:
    """One damaged copy of a save, of the named kind."""
    raw = text.encode()
    doc = json.loads(text)
    if kind == "truncated":
        return raw[: rng.randrange(len(raw) - 2)]
    if kind == "flipped":
        i = rng.randrange(len(raw))
        return raw[:i] + bytes([raw[i] ^ (1 << rng.randrange(8))]) + raw[i + 1:]
    if kind == "wrong type":
        path = rng.choice(_leaves(doc)[1:])
        _set(doc, path, _other_type(_get(doc, path), rng))
    elif kind == "illegal move":
        i = rng.randrange(len(doc["moves"]))
        j = rng.choice([j for j in range(len(doc["moves"])) if doc["moves"][j] != doc["moves"][i]])
        doc["moves"][i] = doc["moves"][j]
    elif kind == "missing move":
        del doc["moves"][rng.randrange(len(doc["moves"]))]
    elif kind == "tampered snapshot":
        path = rng.choice([p for p in _leaves(doc["snapshot"]) if p
                           and isinstance(_get(doc["snapshot"], p), int | str)])
        old = _get(doc["snapshot"], path)
        _set(doc["snapshot"], path, old + 1 if isinstance(old, int) else old + "x")
    elif kind == "unknown game":
        doc["game"] = rng.choice(["chess", "court_of_the_medic", "../../etc/passwd", ""])
    elif kind == "newer version":
        doc["version"] = sf.VERSION + rng.randrange(1, 50)
    elif kind == "missing field":
        del doc[rng.choice(list(doc))]
    elif kind == "extra field":
        doc[rng.choice(["__class__", "code", "exec", "version2"])] = "print('owned')"
    else:
        raise AssertionError(kind)
    return json.dumps(doc).encode()


KINDS = ["truncated", "flipped", "wrong type", "illegal move", "missing move", "tampered snapshot",
         "unknown game", "newer version", "missing field", "extra field"]


def test_two_hundred_damaged_saves_are_each_refused_with_a_message(tmp_path: Path) -> None:
    rng = random.Random(2024)
    bases = []
    for game_id in games.available():
        session = played(game_id, games.get(game_id).meta.min_players, 12, 30)
        bases.append(sf.from_session(session, {}, 12).to_json())
    refused: dict[str, int] = {}
    for i in range(200):
        kind = KINDS[i % len(KINDS)]
        base = bases[(i // len(KINDS)) % len(bases)]
        damaged = mutate(base, kind, rng)
        assert damaged != base.encode()
        path = tmp_path / f"damaged-{i}{sf.SUFFIX}"
        path.write_bytes(damaged)
        with pytest.raises(DataError) as caught:
            sf.load(path)
        message = str(caught.value)
        assert message.startswith(str(path)) and len(caught.value.message) > 15, message
        assert "Traceback" not in message
        refused[kind] = refused.get(kind, 0) + 1
    assert sum(refused.values()) == 200 and set(refused) == set(KINDS)


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe", b"[]", b"null", b"{}", b"1e999999",
                                     b"[" * 100_000, b'{"format": "medici-table-save"}',
                                     b'{"format": "medici-table-save", "version": NaN}'])
def test_junk_is_refused(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "junk.medici.json"
    path.write_bytes(content)
    with pytest.raises(DataError):
        sf.load(path)


def test_a_missing_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read the file"):
        sf.load(tmp_path / "nowhere.medici.json")


def test_a_doctored_start_position_is_refused_not_crashed() -> None:
    session = played("court_of_the_medici", 2, 3, 4)
    doc = json.loads(sf.from_session(session, {}, None).to_json())
    doc["start"]["hands"] = [[], []]
    with pytest.raises(DataError):
        sf.replay(sf.parse(json.dumps(doc)))


# --- writing ----------------------------------------------------------------------------------------

def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.medici.json"
    sf.atomic_write_text(path, "old")

    def broken(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        sf.atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.medici.json"]


# --- autosave ---------------------------------------------------------------------------------------

def test_an_interrupted_game_is_set_aside_and_offered(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    session = played("courtisans", 3, 6, 17)
    saver.save(sf.from_session(session, {}, 6))
    restarted = Autosaver(tmp_path)
    moved = restarted.set_aside()
    assert moved is not None and moved.name.startswith("interrupted-")
    assert not restarted.current.exists()
    offer = restarted.offer()
    assert offer is not None and offer.session.state == session.state and offer.moves == 17
    restarted.resumed(offer)
    assert restarted.current.exists() and restarted.interrupted() == []


def test_the_journal_newer_than_the_save_is_folded_in_at_the_next_start(tmp_path: Path) -> None:
    whole = played("court_of_the_medici", 2, 4, 15)
    session = GameSession(whole.rules, whole.initial)
    saver = Autosaver(tmp_path)
    for i, move in enumerate(whole.moves(), 1):
        session.play(move)
        if i == 10:
            saver.save(sf.from_session(session, {}, 4))
        elif i > 10:
            saver.journal(i, move)
    assert len(sf.read(saver.current).moves) == 10
    restarted = Autosaver(tmp_path)
    restarted.set_aside()
    offer = restarted.offer()
    assert offer is not None and offer.moves == 15 and offer.session.state == whole.state
    assert not restarted.journal_path.exists()


def test_a_torn_last_journal_line_and_lines_out_of_order_are_ignored(tmp_path: Path) -> None:
    whole = played("courtisans", 3, 8, 12)
    moves = whole.moves()
    session = GameSession(whole.rules, whole.initial)
    for move in moves[:8]:
        session.play(move)
    saver = Autosaver(tmp_path)
    saver.save(sf.from_session(session, {}, 8))
    for i in (7, 8, 9, 10):  # 7 and 8 are already in the save (a crash before the journal went)
        saver.journal(i, moves[i - 1])
    line = json.dumps({"n": 11, "move": moves[10].to_dict()})
    with open(saver.journal_path, "a", encoding="utf-8") as f:
        f.write(line[: len(line) // 2])  # killed while writing move 11
    assert saver.fold_journal() == 2
    data, loaded = sf.load(saver.current)
    assert len(data.moves) == 10 and loaded.moves() == moves[:10]
    assert not saver.journal_path.exists()
    saver.journal(12, moves[11])  # a gap: move 11 is missing, nothing after it is taken
    assert saver.fold_journal() == 0 and len(sf.read(saver.current).moves) == 10
    saver.journal(11, Move("no_such_move"))  # nor a move the game refuses
    assert saver.fold_journal() == 0 and len(sf.read(saver.current).moves) == 10


def test_a_whole_save_empties_the_journal(tmp_path: Path) -> None:
    session = played("medici", 3, 2, 6)
    saver = Autosaver(tmp_path)
    saver.save(sf.from_session(session, {}, 2))
    saver.journal(7, Move("anything"))
    saver.save(sf.from_session(session, {}, 2))  # the whole game, journal included
    assert not saver.journal_path.exists()
    saver.journal(7, Move("anything"))
    saver.save(sf.from_session(session, {}, 2), extends=False)  # an undo, a new game
    assert not saver.journal_path.exists()
    saver.journal(1, Move("anything"))  # a journal without a save is dropped
    saver.clear()
    assert not saver.journal_path.exists() and not saver.current.exists()
    saver.journal(1, Move("anything"))
    assert saver.fold_journal() == 0 and not saver.journal_path.exists()


def test_the_autosave_is_written_on_one_line_and_its_folder_looked_for_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After every move: the whole autosave is compact JSON (Python's indenting encoder took
    5 ms of a 300-move game), read back as the indented file a player saves; the journal's
    folder is made once, and made again if it went meanwhile."""
    session = played("les_7_blasons", 4, 3, 40)
    data = sf.from_session(session, {}, 3)
    saver = Autosaver(tmp_path / "autosave")
    saver.save(data)
    text = saver.current.read_text(encoding="utf-8")
    assert text.count("\n") == 1 and sf.read(saver.current) == data
    assert json.loads(text) == json.loads(data.to_json())
    made: list[Path] = []
    original = Path.mkdir

    def mkdir(path: Path, *args: Any, **kwargs: Any) -> None:
        made.append(path)
        original(path, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", mkdir)
    fresh = Autosaver(tmp_path / "fresh")
    for n in range(1, 6):
        fresh.journal(n, Move("anything"))
    assert made == [tmp_path / "fresh"]
    fresh.journal_path.unlink()
    fresh.folder.rmdir()
    fresh.journal(6, Move("anything"))
    assert fresh.journal_path.read_text(encoding="utf-8").count("\n") == 1


def test_finished_empty_and_damaged_autosaves_are_never_offered(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "autosave")
    saver.save(sf.from_session(played("medici", 3, 2), {}, 2))
    assert saver.set_aside() is None and not saver.current.exists()
    kept = saver.archive.newest()  # a finished game goes to the finished games
    assert kept is not None and sf.load(kept)[1].state == played("medici", 3, 2).state
    kept.unlink()
    saver.save(sf.from_session(played("medici", 3, 2, 0), {}, 2))
    assert saver.set_aside() is None
    saver.current.write_text('{"format": "medici-table-save", "vers')
    assert saver.set_aside() is None
    assert [p.name.startswith("damaged-") for p in saver.folder.iterdir()] == [True]
    assert saver.offer() is None and saver.archive.paths() == []


def test_only_the_newest_interrupted_games_are_kept(tmp_path: Path) -> None:
    data = sf.from_session(played("louis_xiv", 2, 1, 5), {}, 1)
    saver = Autosaver(tmp_path, keep=3)
    for i in range(5):
        saver.save(data)
        os.utime(saver.current, (1_000_000 + i, 1_000_000 + i))
        saver.set_aside()
    assert len(saver.interrupted()) == 3


KILLED_WRITER = """
import sys
from pathlib import Path
from medici_table.app.autosave import Autosaver
from medici_table.app.savefile import atomic_write_text
texts = [Path(p).read_text() for p in sys.argv[2:]]
saver = Autosaver(sys.argv[1])
i = 0
while True:
    atomic_write_text(saver.current, texts[i % len(texts)])
    if i == 0:
        print("ready", flush=True)
    i += 1
"""


def test_a_writer_killed_at_any_moment_leaves_a_whole_save(tmp_path: Path) -> None:
    """SIGKILL a process that rewrites the autosave in a loop: the file is always one save."""
    sources = []
    for i, game_id in enumerate(("les_7_blasons", "court_of_the_medici")):
        path = tmp_path / f"source{i}{sf.SUFFIX}"
        sf.write(path, sf.from_session(played(game_id, 3 if i == 0 else 2, 6, 60 * (1 - i) + 5),
                                       {}, 6))
        sources.append(path)
    folder = tmp_path / "autosave"
    expected = {p.read_text() for p in sources}
    for attempt in range(4):
        child = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(folder),
                                  *map(str, sources)], stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        time.sleep(0.05 + 0.07 * attempt)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        saver = Autosaver(folder)
        assert saver.current.read_text() in expected
        assert sf.load(saver.current)[1].history
        moved = saver.set_aside()
        assert moved is not None and [p.name for p in folder.glob(".*.tmp")] == []
        moved.unlink()


def test_the_data_folder_can_be_set_by_the_environment(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEDICI_TABLE_DATA_DIR", str(tmp_path))
    assert folder_from_env(Path("/elsewhere")) == tmp_path / "autosave"
    monkeypatch.delenv("MEDICI_TABLE_DATA_DIR")
    assert folder_from_env(Path("/elsewhere")) == Path("/elsewhere")


def test_replaying_a_save_leaves_its_data_untouched() -> None:
    session = played("les_7_blasons", 3, 9, 11)
    data = sf.from_session(session, {}, 9)
    before = copy.deepcopy(data.snapshot)
    sf.replay(data)
    assert data.snapshot == before and session.state.to_dict() == before


LOUIS_BEFORE_RECORD = [Path(__file__).parent / "saves" / name for name in
                       ("v2_louis_xiv_bribe.medici.json",
                        "v2_louis_xiv_from_position.medici.json")]


@pytest.mark.parametrize("path", LOUIS_BEFORE_RECORD, ids=lambda p: p.stem)
def test_a_louis_xiv_save_written_before_the_scoring_record_still_opens(path: Path,
                                                                       tmp_path: Path) -> None:
    """Saved by main before the state kept its scoring record (issue 23): its snapshot, its
    checkpoints and (begun from a position) its start lack `court.scored`. It opens, replays to
    the same bribe question, and the replayed state holds the record: board 11 was counted on
    the side it showed then (it has turned since) with 4 tokens of Carine's."""
    doc = json.loads(path.read_text())
    assert "scored" not in doc["snapshot"]["court"] and doc["checkpoints"]
    assert doc["start"] is None or "scored" not in doc["start"]["court"]
    data, session = sf.load(path)
    state = session.state
    assert state.queue[0].kind == "bribe" and state.queue[0].board == 11
    record = state.scored_board(11)
    assert record is not None and record.turned and record.counts[:2] == (4, 1)
    assert state.sides[10] == 1 - record.side  # the board turned before the bribe question
    assert [r.board for r in state.scored] == list(range(1, 12))
    again = tmp_path / "resaved.medici.json"
    sf.write(again, sf.from_session(session, data.options, data.seed, data.seats))
    assert "scored" in json.loads(again.read_text())["snapshot"]["court"]
    assert sf.load(again)[1].state == state


def test_a_snapshot_missing_a_field_the_game_does_not_migrate_is_refused(tmp_path: Path) -> None:
    """Only a field the game's state knows to have added may be missing (Louis XIV's record);
    any other missing field is damage."""
    doc = json.loads(V1_FIXTURE.read_text())
    del doc["snapshot"]["limits"]
    path = tmp_path / "damaged.medici.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(DataError, match="snapshot"):
        sf.load(path)
