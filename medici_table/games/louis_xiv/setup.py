"""A new game of Louis XIV (seed 003, Préparation du jeu)."""

from __future__ import annotations

from medici_table.engine.rng import Rng
from medici_table.games.louis_xiv.data import LEVELS, tables
from medici_table.games.louis_xiv.flow import advance
from medici_table.games.louis_xiv.state import LouisState, Seat, Task


def colours(n: int) -> int:
    """Columns on each board: one per player, plus the neutral colour with two players."""
    return n + 1 if n == 2 else n


def shuffled_piles(rng: Rng) -> tuple[tuple[tuple[str, ...], ...], Rng]:
    piles = []
    for level in LEVELS:
        ids = sorted(m for m, c in tables().missions.items() if c.level == level)
        pile, rng = rng.shuffle(ids)
        piles.append(pile)
    return tuple(piles), rng


def new_game(players: tuple[str, ...], seed: int) -> LouisState:
    """Boards on their red-number side, shuffled decks, four money cards set aside unseen,
    16 tokens, 5 gold and a light and a medium mission each; seats 1-4 put 5/5/6/7 tokens
    (two players: 5/6) in the general reserve. The first seat starts (the eldest player)."""
    t = tables()
    c = t.c
    n = len(players)
    rng = Rng.from_seed(seed)
    money, rng = rng.shuffle(sorted(t.money))
    removed = money[:c["money_cards_removed"]]
    influence, rng = rng.shuffle(t.influence_ids)
    intrigue, rng = rng.shuffle(t.intrigue_ids)
    arms, rng = rng.shuffle(t.arms_ids)
    piles, rng = shuffled_piles(rng)
    light, medium, dark = piles
    seats = []
    for p, general in enumerate(c["general_at_start"][str(n)]):
        seats.append(Seat(
            gold=c["start_gold"], personal=c["tokens_per_colour"] - general, general=general,
            influence=(), intrigue=(), missions=(light[p], medium[p]), done=(),
            tiles=(0,) * len(t.tiles), arms=(),
        ))
    state = LouisState(
        players=players, to_act=None, rng=rng, round=1, phase="supply", first=0,
        seats=tuple(seats), boards=((0,) * colours(n),) * 12, sides=(0,) * 12, louis=0,
        neutral=c["neutral_tokens"] if n == 2 else 0, tile_supply=t.tile_counts,
        arms_pool=arms, influence_deck=influence, influence_played=(),
        intrigue_deck=intrigue, mission_piles=(light[n:], medium[n:], dark),
        money_deck=money[len(removed):], money_shown=(), money_removed=removed,
        queue=(Task("supply"),),
    )
    return advance(state)
