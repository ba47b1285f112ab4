"""Small state changes shared by every phase: tokens, tiles, arms and cards changing hands.

Every helper conserves components: what a player gains leaves a supply, a deck or a reserve.
"""

from __future__ import annotations

from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.state import LouisState, add_tokens, bump, upd, with_seat


def effect_cards(s: LouisState, p: int, effect: str) -> tuple[str, ...]:
    """The completed missions of `p` with this effect (several copies all work)."""
    missions = tables().missions
    return tuple(m for m in s.seats[p].done if missions[m].effect == effect)


def unused_card(s: LouisState, p: int, effect: str) -> str | None:
    """A completed mission of `p` with `effect` not yet used this round, if any."""
    used = s.seats[p].used
    return next((m for m in effect_cards(s, p, effect) if m not in used), None)


def mark_used(s: LouisState, p: int, card: str) -> LouisState:
    return with_seat(s, p, used=s.seats[p].used + (card,))


def draw_arms(s: LouisState, p: int, k: int = 1) -> LouisState:
    """`p` draws `k` coats of arms face down; past the last one a spare counts 1 point
    (seed 003: missing material is replaced by something appropriate)."""
    take = min(k, len(s.arms_pool))
    seat = s.seats[p]
    drawn, pool = s.arms_pool[:take], s.arms_pool[take:]
    s = upd(s, arms_pool=pool)
    return with_seat(s, p, arms=seat.arms + drawn, spare_arms=seat.spare_arms + k - take)


def give_tile(s: LouisState, p: int, tile: str) -> LouisState:
    """`p` takes a tile from the supply (nothing if that supply is empty)."""
    i = tables().tiles.index(tile)
    if s.tile_supply[i] == 0:
        return s
    s = upd(s, tile_supply=bump(s.tile_supply, i, -1))
    return with_seat(s, p, tiles=bump(s.seats[p].tiles, i, 1))


def return_tile(s: LouisState, p: int, i: int) -> LouisState:
    s = upd(s, tile_supply=bump(s.tile_supply, i, 1))
    return with_seat(s, p, tiles=bump(s.seats[p].tiles, i, -1))


def draw_influence(s: LouisState, p: int) -> LouisState:
    if not s.influence_deck:
        return s
    card, deck = s.influence_deck[0], s.influence_deck[1:]
    s = upd(s, influence_deck=deck)
    return with_seat(s, p, influence=s.seats[p].influence + (card,))


def draw_intrigue(s: LouisState, p: int) -> LouisState:
    if not s.intrigue_deck:
        return s
    card, deck = s.intrigue_deck[0], s.intrigue_deck[1:]
    s = upd(s, intrigue_deck=deck)
    return with_seat(s, p, intrigue=s.seats[p].intrigue + (card,))


def recover(s: LouisState, p: int, k: int) -> LouisState:
    """Up to `k` of `p`'s tokens go from the general reserve back to the personal one."""
    seat = s.seats[p]
    k = min(k, seat.general)
    return with_seat(s, p, general=seat.general - k, personal=seat.personal + k) if k else s


def gain_gold(s: LouisState, p: int, k: int) -> LouisState:
    return with_seat(s, p, gold=s.seats[p].gold + k)


def can_place_from_general(s: LouisState, p: int) -> bool:
    seat = s.seats[p]
    return seat.general > 0 or seat.personal > 0


def place_from_general(s: LouisState, p: int, board: int) -> LouisState:
    """A token from the general reserve onto `board`; from the personal reserve when the
    general reserve holds none of `p`'s tokens (seed 003, Remarques)."""
    seat = s.seats[p]
    if seat.general > 0:
        s = with_seat(s, p, general=seat.general - 1)
    else:
        s = with_seat(s, p, personal=seat.personal - 1)
    return add_tokens(s, board, p, 1)


def place_from_personal(s: LouisState, p: int, board: int, k: int = 1) -> LouisState:
    s = with_seat(s, p, personal=s.seats[p].personal - k)
    return add_tokens(s, board, p, k)


def neutral_index(s: LouisState) -> int | None:
    """The neutral colour's column on the boards (two players), else None."""
    return s.n if len(s.boards[0]) > s.n else None
