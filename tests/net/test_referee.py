"""The host is the referee (no network): each seat is sent only its view, its moves when it
decides and log lines worded from its view; a joiner's move is played only if it is its
seat's decision on the position it saw and the rules allow it — else refused to it alone."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from medici_table.app import savefile as sf
from medici_table.app.record import REMOTE, GameRecord, Seat, seats_of
from medici_table.engine import Move
from medici_table.net.client import SeatTable
from medici_table.net.host import HostCore, sealed
from medici_table.net.protocol import VERSION, Hello, Played, encode, read_host
from tests.net.helpers import Witness, table


class Wire:
    """Stands for the server: every message each link was sent, and which were closed."""

    def __init__(self) -> None:
        self.sent: dict[int, list[str]] = {}
        self.closed: set[int] = set()

    def __call__(self, link: int, message: dict[str, Any], close: bool) -> None:
        self.sent.setdefault(link, []).append(encode(message))
        if close:
            self.closed.add(link)

    def last(self, link: int, kind: str) -> dict[str, Any]:
        docs = [json.loads(m) for m in self.sent.get(link, [])]
        found = [d for d in docs if d["type"] == kind]
        assert found, f"link {link} was sent no {kind}"
        return found[-1]

    def kinds(self, link: int) -> list[str]:
        return [json.loads(m)["type"] for m in self.sent.get(link, [])]


def hosted(record: GameRecord) -> tuple[HostCore, Wire, Witness]:
    wire = Wire()
    core = HostCore(record, wire)
    witness = Witness(record)
    core.witness = witness
    for seat, code in record.remotes().items():
        core.hello(seat, Hello(VERSION, code))
    return core, wire, witness


def test_a_seat_gets_its_view_its_moves_and_its_log_never_the_whole_state() -> None:
    record = table("courtisans", [REMOTE, REMOTE, "random"])
    core, wire, witness = hosted(record)
    session = record.session
    chooser = random.Random(3)
    for _ in range(90):  # the host plays every seat here: what matters is what is sent
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    for seat in (0, 1):
        state = wire.last(seat, "state")
        rules = session.rules
        assert state["view"] == json.loads(json.dumps(sealed(rules.view(session.state,
                                                                        seat)).to_dict()))
        deciding = session.state.to_act == seat
        assert bool(state["moves"]) == deciding
        assert witness.check(seat, wire.sent[seat]) > 30
    # a spy laid face down: the others' log names no card, their move carries none
    docs = [json.loads(m) for m in wire.sent[1] if json.loads(m)["type"] == "state"]
    steps = [s for d in docs for s in d["steps"]]
    spies = [s for s in steps if "lays a spy" in s["line"]["en"] and s["player"] != 1]
    assert spies
    for step in spies:
        assert "card" not in step["move"], step


def test_every_message_a_joiner_gets_makes_its_table() -> None:
    record = table("les_7_blasons", [REMOTE, "random", REMOTE])
    core, wire, _ = hosted(record)
    session = record.session
    chooser = random.Random(5)
    seen = SeatTable()
    while not session.rules.is_over(session.state):
        legal = session.legal_moves()
        session.play(legal[chooser.randrange(len(legal))])
    for raw in wire.sent[2]:
        seen.take(read_host(raw))
    assert seen.over and seen.seat == 2 and seen.at == len(session.history)
    assert [s.line["en"] for s in seen.steps] == [
        session.rules.logged(session.rules.view(s.before, 2), s.move, "en")
        for s in session.history]  # (a trick's taker told after the card that settles it)
    assert session.rules.scores(seen.view) == session.rules.scores(session.state)


def test_a_move_is_refused_to_its_sender_alone_with_the_reason_and_the_rule() -> None:
    record = table("court_of_the_medici", [REMOTE, REMOTE])
    core, wire, _ = hosted(record)
    session = record.session
    mover = session.state.to_act
    other = 1 - mover
    before = len(wire.sent[other])
    legal = session.legal_moves()
    # another seat's move: sent by the seat that does not decide
    core.receive(other, Played(0, legal[0]))
    refusal = wire.last(other, "refused")
    assert "not your turn" in refusal["reason"]["en"] and "pas votre tour" in refusal["reason"]["fr"]
    assert len(session.history) == 0
    # a move the rules refuse: the game's own reason and rule, in both languages
    core.receive(mover, Played(0, Move("play", card="nonsense.card", target="nowhere")))
    refusal = wire.last(mover, "refused")
    assert refusal["rule"] and refusal["reason"]["en"] and refusal["reason"]["fr"]
    assert len(session.history) == 0
    # the same legal move, stale: made on an earlier position
    core.receive(mover, Played(0, legal[0]))
    assert len(session.history) == 1
    nxt = session.state.to_act
    core.receive(nxt, Played(0, session.legal_moves()[0]))
    assert "earlier position" in wire.last(nxt, "refused")["reason"]["en"]
    assert len(session.history) == 1
    # nobody else heard of the refusals
    others = [json.loads(m)["type"] for m in wire.sent[other][before:]]
    assert others.count("refused") == (1 if nxt == other else 0) + 1


def test_the_table_waits_for_a_seat_that_is_away() -> None:
    record = table("court_of_the_medici", [REMOTE, REMOTE])
    wire = Wire()
    core = HostCore(record, wire)
    codes = record.remotes()
    core.hello(10, Hello(VERSION, codes[0]))
    assert core.paused and core.absent() == [1]
    assert wire.last(10, "presence")["absent"] == [1]
    mover = record.session.state.to_act
    if mover == 0:
        core.receive(10, Played(0, record.session.legal_moves()[0]))
        assert "waits for Player 2" in wire.last(10, "refused")["reason"]["en"]
        assert not record.session.history
    core.hello(11, Hello(VERSION, codes[1]))
    assert not core.paused and wire.last(10, "presence")["absent"] == []
    core.gone(11)
    assert core.absent() == [1] and wire.last(10, "presence")["absent"] == [1]
    # back with the same code: the current view, the whole log
    core.hello(12, Hello(VERSION, codes[1]))
    assert wire.last(12, "state")["since"] == 0 and not core.paused


def test_a_wrong_code_or_version_is_refused_and_cut() -> None:
    record = table("court_of_the_medici", [REMOTE, REMOTE])
    wire = Wire()
    core = HostCore(record, wire)
    core.hello(1, Hello(VERSION, "7KQF-2M9X-TP4DR"))
    assert wire.kinds(1) == ["error"] and 1 in wire.closed
    assert "No seat at this table has that code" in wire.last(1, "error")["message"]["en"]
    core.hello(2, Hello(VERSION + 1, record.remotes()[0]))
    error = wire.last(2, "error")
    assert error["reason"] == "version" and 2 in wire.closed
    assert f"version {VERSION}" in error["message"]["en"] and "même version" in error["message"]["fr"]
    assert not core.links


def test_joining_again_replaces_the_old_connection() -> None:
    record = table("court_of_the_medici", [REMOTE, REMOTE])
    core, wire, _ = hosted(record)
    core.hello(7, Hello(VERSION, record.remotes()[0].lower().replace("-", " ")))
    assert wire.last(0, "bye")["reason"] == "elsewhere" and 0 in wire.closed
    assert core.by_seat[0] == 7 and core.absent() == []


def test_a_seat_given_to_the_computer_is_told_and_its_code_goes() -> None:
    record = table("court_of_the_medici", [REMOTE, REMOTE])
    core, wire, _ = hosted(record)
    seats = list(record.seats)
    seats[1] = Seat(seats[1].name, "computer", "random")
    core.rebind(record.with_seats(seats))
    assert "The computer plays your seat" in wire.last(1, "bye")["message"]["en"]
    assert wire.last(1, "bye")["reason"] == "computer"
    assert 1 not in core.remote_seats() and not core.paused


def test_remote_seats_and_their_codes_are_kept_by_a_save() -> None:
    record = table("louis_xiv", [REMOTE, "normal", REMOTE])
    data = sf.parse(record.to_save().to_json(), "hosted.medici.json")
    assert data.seats == record.seats and data.seats[0].code == record.seats[0].code
    back = GameRecord.from_save(data, record.session)
    assert back.remotes() == record.remotes() and back.computers() == {1: "normal"}
    assert back.people() == frozenset({0, 2}) and back.here() == frozenset()
    # the new-game dialog's answer keeps a friend's code when the seat stays remote
    again = seats_of(back.players, ["remote", "normal", "person"], back.seats)
    assert again[0].code == record.seats[0].code and again[2] == Seat("Player 3")


@pytest.mark.parametrize("game", ["court_of_the_medici", "medici", "courtisans", "louis_xiv",
                                  "les_7_blasons"])
def test_a_view_sent_carries_no_generator_that_could_replay_a_shuffle(game: str) -> None:
    from tests.net.helpers import fullest

    record = table(game, [REMOTE] * fullest(game))
    core, wire, witness = hosted(record)
    state = record.session.state
    for seat in record.remotes():
        view = wire.last(seat, "state")["view"]
        if "rng" in view:
            assert view["rng"] != json.loads(json.dumps(state.to_dict()))["rng"]
        witness.check(seat, wire.sent[seat])


def test_play_again_keeps_the_friends_and_new_codes_send_them_away() -> None:
    from medici_table.app.record import deal

    record = table("court_of_the_medici", [REMOTE, REMOTE])
    core, wire, _ = hosted(record)
    record.session.play(record.session.legal_moves()[0])
    again = deal(record.game, record.seats, record.options, 99)  # "Play again": same seats
    core.rebind(again)
    for seat in (0, 1):
        kinds = wire.kinds(seat)
        assert kinds[-3:] == ["welcome", "state", "presence"]
        state = wire.last(seat, "state")
        assert state["at"] == 0 and state["since"] == 0 and not state["steps"]
    seen = SeatTable()
    for raw in wire.sent[0]:
        seen.take(read_host(raw))
    assert seen.at == 0 and not seen.steps and seen.view == again.session.rules.view(
        again.session.state, 0)
    fresh = seats_of(again.players, ["remote", "remote"])  # a new game: new codes
    core.rebind(deal(record.game, fresh, record.options, 98))
    assert "new codes" in wire.last(0, "bye")["message"]["en"] and not core.links
    assert wire.last(0, "bye")["reason"] == "codes"


def test_a_goodbye_says_why_so_the_joiner_offers_what_fits() -> None:
    """The table closes ("closed": join again when it opens), or the host deals a game where
    a friend's seat is played here ("another": no code of theirs will do)."""
    from medici_table.app.record import deal

    record = table("court_of_the_medici", [REMOTE, REMOTE])
    core, wire, _ = hosted(record)
    alone = deal(record.game, seats_of(record.players, ["person", "remote"]), {}, 5)
    core.rebind(alone)
    assert wire.last(0, "bye")["reason"] == "another"
    assert "without a seat for you" in wire.last(0, "bye")["message"]["en"]
    assert wire.last(1, "bye")["reason"] == "codes"  # (its seat has a new code there)
    core, wire, _ = hosted(table("court_of_the_medici", [REMOTE, REMOTE]))
    core.close({"en": "closed", "fr": "fermée"})
    assert [wire.last(seat, "bye")["reason"] for seat in (0, 1)] == ["closed", "closed"]


def test_a_seat_dealt_anew_with_a_new_code_is_not_said_to_have_left() -> None:
    """Bo left the table; the host deals another game whose seat 1 has a new code: that seat
    waits for a friend to join, nobody "left" it. Play again (the same codes) keeps it."""
    from medici_table.app.record import deal

    record = table("court_of_the_medici", [REMOTE, REMOTE])
    core, _, _ = hosted(record)
    core.gone(1, left=True)
    assert core.left == {1}
    again = deal(record.game, record.seats, record.options, 99)  # Play again: same codes
    core.rebind(again)
    assert core.left == {1}
    fresh = seats_of(again.players, ["remote", "remote"])  # a new game: new codes
    core.rebind(deal(record.game, fresh, record.options, 98))
    assert core.left == set() and core.absent() == [0, 1]
