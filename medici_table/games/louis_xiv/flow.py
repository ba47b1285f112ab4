"""The round: automatic steps run until a player has a decision to make.

Round = supply, influence, scoring (boards 1 to 12), missions (seed 003, Déroulement).
Each step is a task; a step expands into the tasks that follow it, so the whole game is the
queue in `LouisState.queue`.
"""

from __future__ import annotations

from collections.abc import Callable

from medici_table.engine.rng import Rng
from medici_table.engine.state import DRAFT, drafted
from medici_table.games.louis_xiv.data import LEVELS, tables
from medici_table.games.louis_xiv.moves import NEVER_EMPTY, has_moves
from medici_table.games.louis_xiv.scoring import count_boards, final, income, resolve, settle
from medici_table.games.louis_xiv.state import (
    LouisState,
    Seat,
    Task,
    add_tokens,
    draw_arms,
    draw_intrigue,
    effect_cards,
    gain_gold,
    neutral_index,
    new_state,
    recover,
    task,
    then,
    upd,
)

Step = Callable[[LouisState, Task], LouisState]
_set = object.__setattr__

START_EFFECTS = ("token_on_1", "token_on_2", "token_on_3", "token_on_4", "token_on_5",
                 "token_on_9", "token_on_louis")


def push(s: LouisState, *tasks: Task) -> LouisState:
    return upd(s, queue=tasks + s.queue)


def _supply(s: LouisState, t: Task) -> LouisState:
    """Step 1 of the supply: the money card gives everyone gold and places Louis XIV."""
    card = tables().money[s.court.money_deck[0]]
    seats = tuple(task("supply_seat", p) for p in s.order())
    return then(s, *seats, task("deal"), task("influence_start"),
                money_deck=s.court.money_deck[1:], money_shown=s.court.money_shown + (card.id,),
                louis=card.character, phase="supply",
                seats=tuple(upd(x, gold=x.gold + card.gold, used=()) for x in s.seats))


def _supply_seat(s: LouisState, t: Task) -> LouisState:
    """Step 2: the supply actions of a player's completed missions (seed 003, Cartes mission)."""
    p = t.player
    s = recover(s, p, len(effect_cards(s, p, "supply_token")))
    s = recover(s, p, 3 * len(effect_cards(s, p, "supply_tokens3")))
    s = gain_gold(s, p, len(effect_cards(s, p, "supply_gold"))
                  + 3 * len(effect_cards(s, p, "supply_gold3")))
    for _ in effect_cards(s, p, "supply_arms"):
        s = draw_arms(s, p)
    for _ in effect_cards(s, p, "supply_intrigue"):
        s = draw_intrigue(s, p)
    tasks = [task("supply_choice", p, card=m) for m in effect_cards(s, p, "gold2")]
    tasks += [task("token_for_card", p, card=m) for m in effect_cards(s, p, "token_for_card")]
    return then(s, *tasks)


def _deal(s: LouisState, t: Task) -> LouisState:
    """Step 3: five influence cards each, in secret (fewer if the deck runs out)."""
    order = s.order()
    dealt = s.influence_deck[:tables().c["hand_size"] * s.n]
    seats = list(s.seats)
    for i, p in enumerate(order):
        seats[p] = upd(seats[p], influence=seats[p].influence + dealt[i::s.n])
    return then(s, seats=tuple(seats), influence_deck=s.influence_deck[len(dealt):])


def _influence_start(s: LouisState, t: Task) -> LouisState:
    s = upd(s, phase="influence")
    neutral = neutral_index(s)
    if neutral is not None:
        s = _neutral_tokens(s, neutral)
    tasks = []
    for p in s.order():
        for m in s.seats[p].done:
            effect = tables().missions[m].effect
            if effect in START_EFFECTS:
                board = s.court.louis if effect == "token_on_louis" else int(effect.split("_")[-1])
                if board:
                    tasks.append(task("place", p, card=m, count=1, boards=(board,)))
    return then(s, *tasks, task("turns", s.court.first))


def _neutral_tokens(s: LouisState, neutral: int) -> LouisState:
    """Two players: the neutral colour takes 2 tokens on Louis XIV's board and 2 on each of
    three revealed character cards; jokers are discarded and replaced (seed 003, p. 15)."""
    two = tables().c["two_players"]

    def drop(s: LouisState, board: int, k: int) -> LouisState:
        k = min(k, s.court.neutral)
        return add_tokens(upd(s, neutral=s.court.neutral - k), board, neutral, k) if k else s

    if s.court.louis:
        s = drop(s, s.court.louis, two["neutral_on_louis"])
    shown = 0
    while shown < two["cards_revealed"] and s.influence_deck:
        card = s.influence_deck[0]
        s = upd(s, influence_deck=s.influence_deck[1:],
                influence_played=s.influence_played + (card,))
        board = tables().influence_board(card)
        if board:
            s = drop(s, board, two["neutral_per_card"])
            shown += 1
    return s


def _turns(s: LouisState, t: Task) -> LouisState:
    """The next player clockwise who still holds two cards or more plays."""
    for p in s.order(t.player):
        if len(s.seats[p].influence) >= 2:
            return then(s, task("turn", p), task("turns", (p + 1) % s.n))
    ends = [task("place", p, card=m, count=1, boards=tuple(range(1, 13)))
            for p in s.order() for m in effect_cards(s, p, "extra_token_end")]
    return then(s, *ends, task("rebuild"))


def _rebuild(s: LouisState, t: Task) -> LouisState:
    """End of the influence phase: every card not in a hand is shuffled into the deck."""
    deck, rng = s.rng.shuffle(s.influence_deck + s.influence_played)
    return then(s, task("board", board=1), influence_deck=deck, influence_played=(), rng=rng,
                phase="scoring", scored=())


def _missions_start(s: LouisState, t: Task) -> LouisState:
    return then(s, *(task("missions", p) for p in s.order()), task("swap_start"),
                task("round_end"), phase="missions")


def _swap_start(s: LouisState, t: Task) -> LouisState:
    return then(s, *(task("swap_missions", p, card=m) for p in s.order()
                     for m in effect_cards(s, p, "swap_missions")))


def _round_end(s: LouisState, t: Task) -> LouisState:
    """The first-player marker passes on; after round 4 the game ends. With three players the
    first player of round 4 draws an intrigue card (seed 003, 4e phase)."""
    if s.court.round >= tables().c["rounds"]:
        return then(s, task("final"))
    s = upd(s, round=s.court.round + 1, first=(s.court.first + 1) % s.n)
    if s.n == 3 and s.court.round == 4:
        s = draw_intrigue(s, s.court.first)
    return then(s, task("supply"))


AUTO: dict[str, Step] = {
    "supply": _supply, "supply_seat": _supply_seat, "deal": _deal,
    "influence_start": _influence_start, "turns": _turns, "rebuild": _rebuild,
    "board": count_boards, "resolve": resolve, "settle": settle, "income": income,
    "missions_start": _missions_start, "swap_start": _swap_start, "round_end": _round_end,
    "final": final,
}


def advance(s: LouisState) -> LouisState:
    """Run automatic tasks; stop at the first decision that has a legal move."""
    while s.queue:
        t = s.queue[0]
        step = AUTO.get(t.kind)
        if step is None:
            if t.kind in NEVER_EMPTY or has_moves(s, t):
                if s.to_act != t.player:
                    draft: LouisState | None = DRAFT.state
                    if s is draft:  # the move's own copy
                        _set(s, "to_act", t.player)
                        return s
                    return upd(s, to_act=t.player)
                return s
            s = upd(s, queue=s.queue[1:])
            continue
        s = step(s, t)  # a step replaces its own task by what follows from it
    return upd(s, to_act=None, phase="over")


# --- a new game (seed 003, Préparation du jeu) ----------------------------------------------

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
    state = new_state(
        players=players, to_act=None, rng=rng, round=1, phase="supply", first=0,
        seats=tuple(seats), boards=((0,) * colours(n),) * 12, sides=(0,) * 12, louis=0,
        neutral=c["neutral_tokens"] if n == 2 else 0, tile_supply=t.tile_counts,
        arms_pool=arms, influence_deck=influence, influence_played=(),
        intrigue_deck=intrigue, mission_piles=(light[n:], medium[n:], dark),
        money_deck=money[len(removed):], money_shown=(), money_removed=removed,
        queue=(task("supply"),),
    )
    # the first round's supply runs in a draft, as a move's steps do: this state is new and
    # nobody else holds it, so its ~25 changes need no copy each
    return drafted(_started, state, None)


def _started(s: LouisState, _: None) -> LouisState:
    return advance(s)
