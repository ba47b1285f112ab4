"""What the remote-play tests share: tables with remote seats, and the privacy check of
everything a joiner received (like the conformance suite's check of views)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from medici_table import games
from medici_table.app.record import COMPUTER, REMOTE, GameRecord, Seat, deal
from medici_table.net.codes import new_code

SEED = 1_234_567_890_123  # large: its digits cannot turn up in a message by chance


def table(game: str, kinds: Sequence[str], seed: int = SEED) -> GameRecord:
    """A game whose seat i is kinds[i]: "remote", "person" or a computer's level."""
    seats = []
    for i, kind in enumerate(kinds):
        name = f"Player {i + 1}"
        if kind == REMOTE:
            seats.append(Seat(name, REMOTE, code=new_code()))
        elif kind == "person":
            seats.append(Seat(name))
        else:
            seats.append(Seat(name, COMPUTER, kind))
    return deal(game, seats, {}, seed)


def strings(obj: Any) -> set[str]:
    found: set[str] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            found.add(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


@dataclass
class Witness:
    """What each seat must not learn at the moment each message was sent to it: the ids of
    the components hidden from it (others' hands, the deck's order), the generator's state
    and the seed. Filled by the host (`HostCore.witness`), read against what joiners got."""

    record: GameRecord
    secrets: dict[tuple[int, int], frozenset[str]] = field(default_factory=dict)
    rngs: set[str] = field(default_factory=set)

    def __call__(self, seat: int, message: dict[str, Any], state: Any) -> None:
        rules = self.record.session.rules
        self.secrets[seat, message["seq"]] = rules.secret_ids(state, seat)
        rng = getattr(state, "rng", None)
        if rng is not None:
            self.rngs.add(str(rng.state))

    def check(self, seat: int, received: Sequence[str]) -> int:
        """Assert that no message `seat` received names what it may not know; return how
        many were checked."""
        assert received, f"seat {seat} received nothing"
        forbidden_numbers = self.rngs | {str(self.record.seed)}
        checked = 0
        for raw in received:
            doc = json.loads(raw)
            hidden = self.secrets[seat, doc["seq"]]
            leaked = strings(doc) & hidden
            assert not leaked, f"seat {seat} was sent {sorted(leaked)[:5]} in a {doc['type']}"
            for number in forbidden_numbers:
                assert number not in raw, f"seat {seat} was sent the generator or the seed"
            checked += 1
        return checked


def fullest(game: str) -> int:
    return games.get(game).meta.max_players
