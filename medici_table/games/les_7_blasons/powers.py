"""The characters' powers over the coats of arms (seed 004, Présentation des pouvoirs).

Every power names the coat token it acts on (`token`, a coat id such as "coat.07") and where it
goes (`target`: "coats.<seat>", "pool", or, for the Intendant, the other coat's id). A coat
always moves "en l'état": face up or face down as it lay. The trick winner's free action lives
here too, as it also acts on coats.
"""

from __future__ import annotations

from dataclasses import replace

from medici_table.engine.move import Move
from medici_table.games.les_7_blasons.state import POOL, BlasonsState, Coat

COAT_POWERS = ("manant", "menetrier", "magistrat", "intendant", "religieux")


def zone(seat: int) -> str:
    """The zone id of the coats in front of `seat` ("pool" for the pool)."""
    return "pool" if seat == POOL else f"coats.{seat}"


def seat_of_zone(target: str | None) -> int | None:
    if target == "pool":
        return POOL
    if target and target.startswith("coats."):
        tail = target[6:]
        if tail.isdigit():
            return int(tail)
    return None


def power_moves(state: BlasonsState, power: str, seat: int) -> list[Move]:
    """Every way `seat` may use `power` now; [] when the power is impossible (then skipped)."""
    coats = state.coats
    if power == "manant":  # takes a coat from the pool into his own display
        here = zone(seat)
        return [Move("manant", token=c.id, target=here) for c in coats if c.at == POOL]
    if power == "menetrier":  # turns up a coat: any display, his own, or the pool
        return [Move("menetrier", token=c.id) for c in coats if not c.up]
    if power == "magistrat":  # removes a coat from another player's display to the pool
        return [Move("magistrat", token=c.id, target="pool")
                for c in coats if c.at != POOL and c.at != seat]
    if power == "intendant":  # swaps a displayed coat with one of another display or the pool
        return [Move("intendant", token=a.id, target=b.id)
                for a in coats if a.at != POOL for b in coats if b.at != a.at]
    if power == "religieux":  # moves a displayed coat to another display (variant 4)
        return [Move("religieux", token=a.id, target=zone(s))
                for a in coats if a.at != POOL for s in range(state.n) if s != a.at]
    return []


def winner_moves(state: BlasonsState, seat: int) -> list[Move]:
    """The trick winner's free action (seed 004, Déroulement): reveal a displayed coat, or take
    one from the pool as it lies."""
    here = zone(seat)
    out = [Move("reveal", token=c.id) for c in state.coats if c.at != POOL and not c.up]
    out.extend(Move("take", token=c.id, target=here) for c in state.coats if c.at == POOL)
    return out


def _index(state: BlasonsState, coat_id: str | None) -> int:
    for i, c in enumerate(state.coats):
        if c.id == coat_id:
            return i
    raise ValueError(f"no coat {coat_id!r}")


def _set(state: BlasonsState, *changes: tuple[int, Coat]) -> BlasonsState:
    coats = list(state.coats)
    for i, c in changes:
        coats[i] = c
    return replace(state, coats=tuple(coats))


def apply_coat_move(state: BlasonsState, move: Move) -> BlasonsState:
    """The coats after a power or the winner's action (the move is known to be legal)."""
    i = _index(state, move.token)
    coat = state.coats[i]
    if move.kind in ("menetrier", "reveal"):
        return _set(state, (i, replace(coat, up=True, seen=())))
    if move.kind == "intendant":
        j = _index(state, move.target)
        other = state.coats[j]
        return _set(state, (i, replace(coat, at=other.at)), (j, replace(other, at=coat.at)))
    dest = seat_of_zone(move.target)
    if dest is None:
        raise ValueError(f"no zone {move.target!r}")
    return _set(state, (i, replace(coat, at=dest)))
