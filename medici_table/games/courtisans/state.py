"""The Courtisans game state: plain frozen data, shared between moves (never deep-copied).

Face-down spies are kept under anonymous handles: a spy laid anywhere becomes `?spy.<k>` in
the zone where it lies, and `spies[k]` remembers which card it is. A view simply hides
`spies[k]`, so the table looks the same to everybody and nobody, its owner included, can tell
which spy it is (seed 002, Les espions).
"""

from __future__ import annotations

from dataclasses import dataclass

from medici_table.engine import GameState, Rng

SPY_HANDLE = "?spy."
ZONE_QUEEN = "queen"  # the three zones a turn fills (seed 002, Ce que vous faites à votre tour)
ZONE_OWN = "own"
ZONE_OTHER = "other"
ZONES = (ZONE_QUEEN, ZONE_OWN, ZONE_OTHER)

Pile = tuple[str, ...]


def spy_handle(k: int) -> str:
    return f"{SPY_HANDLE}{k}"


def is_handle(cid: str) -> bool:
    return cid.startswith(SPY_HANDLE)


def handle_index(handle: str) -> int:
    return int(handle[len(SPY_HANDLE) :])


@dataclass(frozen=True, slots=True)
class CourtisansState(GameState):
    players: tuple[str, ...]
    to_act: int | None  # the player whose turn it is (every decision of a turn is theirs)
    rng: Rng
    hand_size: int  # 3, or 5 with the "hand of 5" option
    mission_points: int  # 3 each, or 2 with the "two random missions" option
    deck: Pile  # draws are taken from the front
    removed: Pile  # set aside unseen at setup
    hands: tuple[Pile, ...]
    above: tuple[Pile, ...]  # the Queen's table, one pile per column (the spy column included)
    below: tuple[Pile, ...]
    domains: tuple[Pile, ...]
    discard: Pile  # cards eliminated by assassins (a spy stays a handle: never revealed)
    spies: Pile  # spies[k] is the card behind the handle ?spy.k
    missions: tuple[Pile, ...]
    unused_missions: Pile  # back in the box, unseen
    played: tuple[str, ...] = ()  # zones already filled this turn (queen, own, other)
    pending: str | None = None  # where a just-laid assassin waits for its decision
    assassin: str | None = None  # that assassin's card id
    revealed: bool = False  # the end: spies turned up and moved to their family's column

    def real(self, cid: str) -> str:
        """The card behind a handle (itself for a face-up card); '?spy' in a view."""
        return self.spies[handle_index(cid)] if is_handle(cid) else cid
