"""Who sits where is part of the game: seats in saves (format 3, the previous formats migrated
with their seats unknown), the record of a game on the table, the rule that no going back
crosses a card shown to a person, and the finished games kept (no Qt)."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest

from medici_table import games
from medici_table.app import savefile as sf
from medici_table.app.archive import Archive, archive_folder, fingerprint
from medici_table.app.autosave import LAST_FINISHED, Autosaver
from medici_table.app.record import COMPUTER, PERSON, UNKNOWN, GameRecord, Seat, deal, seats_of
from medici_table.engine import DataError, GameSession

SAVES = Path(__file__).parent / "saves"
GAMES = games.available()


def finish(record: GameRecord, seed: int = 1, moves: int | None = None) -> GameRecord:
    """Play random moves (all of them, or `moves`) in the record's session."""
    session = record.session
    chooser = random.Random(seed)
    while not session.rules.is_over(session.state) and (moves is None
                                                        or len(session.history) < moves):
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    return record


def solo(game: str, seed: int = 7, level: str = "normal") -> GameRecord:
    """One person and computers at the smallest table of `game`."""
    rules = games.get(game)
    n = rules.meta.min_players
    names = list(rules.meta.default_names[:n])
    return deal(game, seats_of(names, [PERSON] + [level] * (n - 1)), {}, seed)


@pytest.mark.parametrize("game", GAMES)
def test_a_format_2_save_opens_with_its_seats_unknown(game: str) -> None:
    """Format 2 wrote every seat "human", computers too: the seats come back unknown (the table
    asks once), the game replays to the same last state, and it is saved again as format 3."""
    path = SAVES / f"v2_{game}.medici.json"
    doc = json.loads(path.read_text())
    assert doc["version"] == 2 and {s["kind"] for s in doc["seats"]} == {"human"}
    data, session = sf.load(path)
    assert [s.kind for s in data.seats] == [UNKNOWN] * len(doc["seats"])
    assert data.players == [s["name"] for s in doc["seats"]]
    # the snapshot read by the game as a state: Louis XIV's gained its scoring record since
    # (issue 23; LouisState.from_dict migrates a state without it)
    assert session.state == session.rules.state_type.from_dict(doc["snapshot"])
    assert sf.first_difference(sf.shaped(session.state.to_dict(), doc["snapshot"]),
                               doc["snapshot"]) is None
    record = GameRecord.from_save(data, session)
    assert not record.seats_known and record.computers() == {}
    assert record.people() == frozenset(range(len(data.seats)))  # people until told
    again = json.loads(record.to_save().to_json())
    assert again["version"] == sf.VERSION == 3
    assert {s["kind"] for s in again["seats"]} == {UNKNOWN}  # still to be asked, not guessed


def test_a_format_2_bot_seat_written_by_hand_stays_a_computer() -> None:
    doc = json.loads((SAVES / "v2_court_of_the_medici.medici.json").read_text())
    doc["seats"][1] = {"name": doc["seats"][1]["name"], "kind": "bot", "bot": "strong"}
    data = sf.parse(json.dumps(doc))
    assert data.seats[1] == Seat(doc["seats"][1]["name"], COMPUTER, "strong")
    assert data.seats[0].kind == UNKNOWN


@pytest.mark.parametrize("game", GAMES)
def test_seats_survive_a_save_and_its_replay(game: str, tmp_path: Path) -> None:
    record = finish(solo(game, level="strong"), moves=12)
    path = tmp_path / "solo.medici.json"
    sf.write(path, record.to_save())
    data, session = sf.load(path)
    back = GameRecord.from_save(data, session)
    assert back.seats == record.seats and back.seats_known
    assert back.computers() == {i: "strong" for i in range(1, len(record.seats))}
    assert back.people() == frozenset({0})
    assert session.state == record.session.state and back.seed == record.seed


@pytest.mark.parametrize(("seat", "message"), [
    ({"name": "Bo", "kind": "computer"}, "a computer's level is one of random, normal, strong"),
    ({"name": "Bo", "kind": "computer", "level": "genius"}, "not 'genius'"),
    ({"name": "Bo", "kind": "person", "level": "normal"}, "only a computer's seat has a level"),
    ({"name": "Bo", "kind": "human"},
     "a seat's kind is one of person, computer, remote, unknown"),
    ({"name": "Bo", "kind": "person", "bot": "normal"}, "a seat is {name, kind}"),
    ({"name": "Bo", "kind": "remote"}, "a remote friend's seat needs its code"),
    ({"name": "Bo", "kind": "remote", "code": "12"}, "a remote friend's seat needs its code"),
    ({"name": "Bo", "kind": "person", "code": "7KQF-2M9X-TP4DR"},
     "only a remote friend's seat has a code"),
])
def test_a_seat_that_makes_no_sense_is_refused_where_it_is(seat: dict[str, str],
                                                           message: str) -> None:
    record = solo("court_of_the_medici")
    doc = json.loads(record.to_save().to_json())
    doc["seats"][1] = seat
    with pytest.raises(DataError) as refused:
        sf.parse(json.dumps(doc), "bad.medici.json")
    assert refused.value.field == "seats[1]" and message in str(refused.value)


def test_a_record_is_the_game_players_in_order() -> None:
    record = solo("medici")
    with pytest.raises(ValueError, match="are not the game's players"):
        GameRecord(record.session, tuple(reversed(record.seats)))


# --- no going back past a card shown to a person ------------------------------------------------

def court_after_a_draw(seats: tuple[Seat, ...]) -> GameRecord:
    """Court of the Medici after Ada's first move and her draw (seed 000, "Piocher")."""
    record = deal("court_of_the_medici", seats, {}, 3)
    session = record.session
    session.play(next(m for m in session.legal_moves() if m.kind == "outer"))
    session.play(next(m for m in session.legal_moves() if m.kind == "draw"))
    assert session.history[-1].barrier
    return record


def test_play_may_not_go_on_from_before_a_card_a_person_drew() -> None:
    """Seed 000, "Piocher": the card drawn was seen; undo refuses to take it back, and so does
    "continue from here" in a replay (the same rule: `GameSession.may_return_to`)."""
    record = court_after_a_draw(seats_of(["Ada", "Bo"]))
    session = record.session
    assert not session.can_undo()
    assert not record.may_continue_from(1) and not record.may_continue_from(0)
    assert record.may_continue_from(2) and record.first_continuable() == 2


def test_a_card_only_a_computer_saw_may_be_taken_back() -> None:
    """At a table of one person and computers, a card only a computer drew is forgotten with
    the position: undo and "continue from here" may go back past it."""
    record = court_after_a_draw(seats_of(["Ada", "Bo"], ["normal", PERSON]))
    assert record.people() == frozenset({1}) and record.session.people == frozenset({1})
    assert record.session.can_undo() and record.may_continue_from(0)
    seen = court_after_a_draw(seats_of(["Ada", "Bo"], [PERSON, "normal"]))
    assert not seen.session.can_undo() and not seen.may_continue_from(1)


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_may_be_continued_from_any_move(game: str) -> None:
    """Every hand is shown at the end of a game (its replay shows them): going back is open."""
    record = finish(solo(game), seed=3)
    session = record.session
    assert session.rules.is_over(session.state)
    assert all(record.may_continue_from(i) for i in (0, len(session.history) // 2))


def test_the_rule_is_the_undo_rule_at_every_move() -> None:
    rules = games.get("courtisans")
    session = GameSession(rules, rules.new_game(["Ada", "Bo", "Cy"], {}, 5))
    record = GameRecord(session, seats_of(["Ada", "Bo", "Cy"]))
    finish(record, seed=5, moves=40)
    for index in range(len(session.history) + 1):
        expected = not any(step.barrier for step in session.history[index:])
        assert record.may_continue_from(index) == expected


# --- finished games kept ------------------------------------------------------------------------

def test_a_finished_game_is_kept_once_with_its_result(tmp_path: Path) -> None:
    record = finish(solo("court_of_the_medici"), seed=4)
    archive = Archive(tmp_path / "finished")
    data = record.to_save()
    path = archive.keep(data, ended=time.mktime((2025, 3, 1, 21, 30, 5, 0, 0, -1)))
    assert path.name == f"20250301-213005-court_of_the_medici-{fingerprint(data)}.medici.json"
    assert archive.keep(data) == path and archive.paths() == [path]  # kept once
    (entry,) = archive.entries()
    rules = games.get("court_of_the_medici")
    assert entry.players == tuple(record.players) and entry.moves == len(data.moves)
    assert list(entry.scores) == rules.scores(record.session.state)
    assert list(entry.winners) == rules.winners(record.session.state)
    assert time.localtime(entry.ended)[:6] == (2025, 3, 1, 21, 30, 5)
    loaded = GameRecord.from_save(*sf.load(path))
    assert loaded.seats == record.seats and loaded.session.moves() == record.session.moves()


def test_the_list_is_newest_first_and_leaves_out_damaged_files(tmp_path: Path) -> None:
    archive = Archive(tmp_path)
    older = archive.keep(finish(solo("medici", seed=1), seed=1).to_save(), ended=1e9)
    newer = archive.keep(finish(solo("courtisans", seed=2), seed=2).to_save(), ended=2e9)
    (tmp_path / "20990101-000000-medici-0000000000.medici.json").write_text("{not a save")
    assert [e.path for e in archive.entries()] == [newer, older]
    assert archive.newest() == newer


def test_a_finished_autosave_and_an_old_last_finished_file_go_to_the_archive(
        tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    autosaver = Autosaver(folder)
    assert autosaver.archive.folder == archive_folder(folder) == tmp_path / "finished"
    first = finish(solo("court_of_the_medici", seed=5), seed=5).to_save()
    second = finish(solo("les_7_blasons", seed=6), seed=6).to_save()
    folder.mkdir()
    sf.write(folder / LAST_FINISHED, first)  # where earlier versions kept one finished game
    autosaver.save(second)
    autosaver.set_aside()
    assert not autosaver.current.exists() and not (folder / LAST_FINISHED).exists()
    kept = sorted(e.game for e in autosaver.archive.entries())
    assert kept == ["court_of_the_medici", "les_7_blasons"]
    autosaver.save(second)  # the same game found again (archived at its end, then here)
    autosaver.set_aside()
    assert len(autosaver.archive.paths()) == 2


def test_an_archive_that_cannot_be_written_keeps_the_game_in_the_autosave_folder(
        tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    autosaver = Autosaver(folder)
    autosaver.save(finish(solo("court_of_the_medici", seed=5), seed=5).to_save())
    (tmp_path / "finished").write_text("a file where the folder would be")
    if os.name == "nt":
        pytest.skip("POSIX folders")
    autosaver.set_aside()
    assert [p.name.startswith("finished-") for p in folder.glob("*.medici.json")] == [True]


def test_a_hosted_game_left_before_its_first_move_is_kept_for_the_friends(
        tmp_path: Path) -> None:
    """The host closed the table before anyone played: the friends were told the game is kept
    and to join again with their codes, so it is offered at the next start, codes and all; a
    game with no friend and no move is still dropped."""
    autosaver = Autosaver(tmp_path / "autosave")
    hosted = deal("les_7_blasons", seats_of(["Aubigny", "Bellay", "Contades"],
                                            ["normal", "remote", "remote"]), {}, 5)
    autosaver.save(hosted.to_save())
    assert autosaver.set_aside() is not None
    offer = autosaver.offer()
    assert offer is not None and not offer.data.moves
    assert [s.code for s in offer.data.seats] == [s.code for s in hosted.seats]
    autosaver.discard(offer)
    autosaver.save(solo("les_7_blasons").to_save())
    assert autosaver.set_aside() is None and autosaver.offer() is None
