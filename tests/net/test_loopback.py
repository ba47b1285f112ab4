"""Whole games over real sockets on loopback: a host and 2–7 joiners (some in processes of
their own) play each of the five games with computer and remote seats, and every message
each joiner received is checked: none names a card hidden from that seat, the deck's order,
the generator or the seed (the check of the conformance suite, on the wire)."""

from __future__ import annotations

from pathlib import Path

import pytest

from medici_table.app.record import REMOTE
from medici_table.net.client import AutoPlayer
from medici_table.net.headless import HeadlessHost
from tests.net.helpers import Witness, autoplay, lines, table

R = REMOTE


def play_hosted(game: str, kinds: list[str], tmp_path: Path,
                in_processes: tuple[int, ...] = ()) -> None:
    record = table(game, kinds)
    host = HeadlessHost(record)
    witness = Witness(record)
    host.core.witness = witness
    port = host.start()
    here: dict[int, AutoPlayer] = {}
    apart = {}
    for seat, code in record.remotes().items():
        if seat in in_processes:
            apart[seat] = (autoplay(port, code, tmp_path / f"seat{seat}.jsonl", seed=seat),
                           tmp_path / f"seat{seat}.jsonl")
        else:
            here[seat] = AutoPlayer("127.0.0.1", port, code, seed=seat, keep=[]).start()
    try:
        assert host.finished.wait(300), "the game did not finish"
        for player in here.values():
            assert player.done.wait(30)
        for proc, _ in apart.values():
            assert proc.wait(60) == 0
    finally:
        host.stop()
        for player in here.values():
            player.stop()
        for proc, _ in apart.values():
            proc.kill()
    session = record.session
    assert session.rules.is_over(session.state)
    received = {seat: p.joiner.keep or [] for seat, p in here.items()}
    received.update({seat: lines(path) for seat, (_, path) in apart.items()})
    for seat, got in received.items():
        assert witness.check(seat, got) >= 2
    for seat, player in here.items():
        t = player.table
        assert t.over and t.at == len(session.history) and not player.refused
        assert session.rules.scores(t.view) == session.rules.scores(session.state)
        mine = [s for s in session.history if s.player == seat]
        assert mine, f"seat {seat} never played"


def test_two_friends_play_court_of_the_medici_one_from_a_process_of_its_own(
        tmp_path: Path) -> None:
    play_hosted("court_of_the_medici", [R, R], tmp_path, in_processes=(1,))


@pytest.mark.slow
@pytest.mark.parametrize(("game", "kinds", "apart"), [
    ("court_of_the_medici", [R, R], (0,)),
    ("medici", [R, "random", R, R, "normal", R], (2,)),
    ("courtisans", [R, R, "random", R, "random"], (3,)),
    ("louis_xiv", [R, "random", R, R], (0,)),
    ("les_7_blasons", [R, R, R, "random", R, R, R], (1, 5)),
    ("les_7_blasons", [R, R, R, R, R, R, R], (0, 3, 6)),
    ("medici", [R, R, "random"], (1,)),
])
def test_whole_games_of_all_five_games_with_computer_and_remote_seats(
        game: str, kinds: list[str], apart: tuple[int, ...], tmp_path: Path) -> None:
    play_hosted(game, kinds, tmp_path, apart)
