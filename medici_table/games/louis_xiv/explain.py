"""Why a move is refused: a sentence for the player and the anchor of the rule it breaks."""

from __future__ import annotations

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.games.louis_xiv.data import neighbours, tables
from medici_table.games.louis_xiv.moves import board_of, first_tiles, matches
from medici_table.games.louis_xiv.state import LouisState, Task

# The moves each decision accepts, and the rule that decision stands on.
EXPECTED: dict[str, tuple[tuple[str, ...], str]] = {
    "turn": (("influence", "pay_pass", "swap_influence"), "influence"),
    "card": (("place", "recover", "end_path"), "placing"),
    "place": (("place", "pass"), "income"),
    "supply_choice": (("supply",), "mission-cards"),
    "token_for_card": (("supply",), "mission-cards"),
    "intrigue": (("intrigue",), "intrigue"),
    "first_place": (("first_place",), "mission-cards"),
    "bribe": (("bribe",), "money-condition"),
    "missions": (("mission", "swap_tile", "end_missions"), "missions"),
    "pay": (("mission",), "missions"),
    "draw_mission": (("draw_mission",), "missions"),
    "keep": (("keep",), "keep-tile"),
    "swap_missions": (("return_mission", "end_swap"), "mission-cards"),
}


def _e(en: str, rule: str) -> IllegalMove:
    return IllegalMove(en, rule)


def _path(s: LouisState, t: Task, m: Move) -> IllegalMove:
    seat = s.seats[t.player]
    b = board_of(m.target)
    if m.kind == "recover" and s.path:
        return _e("One card either places tokens or takes them back, not both.", "recovering")
    if m.kind == "end_path" and not s.path:
        return _e("Place a token or take tokens back with this card first.", "placing")
    if m.kind != "place":
        return _e("That move is not part of playing an influence card.", "placing")
    if seat.personal == 0:
        return _e("You have no token left in your personal reserve.", "placing")
    if not 1 <= b <= 12:
        return _e("Tokens go on one of the twelve character boards.", "placing")
    if not s.path:
        return _e(f"This card places its first token on character {t.board}.", "placing")
    if t.count == 0:
        return _e("This card places no more tokens.", "placing")
    last = s.path[-1]
    if t.need == "joker4":
        return _e("The 4-token joker puts all its tokens on one character.", "mission-cards")
    if b in s.path:
        return _e("A token path never goes back to a board it has left.", "token-path")
    if b not in neighbours(last):
        return _e(f"From character {last} a path goes on only to a diagonal neighbour "
                  f"({', '.join(str(x) for x in sorted(neighbours(last)))}), in one direction.",
                  "token-path")
    return _e("That placement is not allowed.", "token-path")


def _mission(s: LouisState, t: Task, m: Move) -> IllegalMove:
    seat = s.seats[t.player]
    missions = tables().missions
    if m.kind == "swap_tile":
        return _e("Exchanging a tile for a crown needs the mission card, 2 gold, a crown in the "
                  "supply, and is done once per missions phase.", "mission-cards")
    if m.card not in missions or (t.kind == "missions" and m.card not in seat.missions):
        return _e("That mission card is not in your hand.", "missions")
    if t.kind == "pay":
        if m.card != t.card:
            return _e("Finish the mission you started first.", "missions")
        if not matches(m.token or "", t.need):
            return _e("That tile does not fit this mission (a crown replaces any tile).",
                      "missions")
    elif m.token not in first_tiles(seat.tiles, missions[m.card].needs):
        return _e("You cannot hand in the two tiles this mission asks for with that tile "
                  "(a crown replaces any tile).", "missions")
    return _e("You do not hold that tile.", "missions")


def explain(s: LouisState, m: Move) -> IllegalMove:
    if s.to_act is None or not s.queue:
        return IllegalMove("The game is over.", "end")
    t = s.queue[0]
    kinds, rule = EXPECTED[t.kind]
    if m.kind not in kinds:
        return _e(f"Now {s.players[t.player]} must decide something else.", rule)
    if t.kind == "card":
        return _path(s, t, m)
    if t.kind in ("missions", "pay") and m.kind in ("mission", "swap_tile"):
        return _mission(s, t, m)
    if t.kind == "turn":
        seat = s.seats[t.player]
        if m.card not in seat.influence and m.kind != "pay_pass":
            return _e("That influence card is not in your hand.", "influence")
        return _e("That mission power is not available now (once per round, and it may "
                  "cost gold).", "mission-cards")
    if t.kind == "bribe":
        if board_of(m.target) != t.board:
            return _e(f"Only the board being counted ({t.board}) can be bribed now.",
                      "money-condition")
        return _e(f"Answer yes or no: bribing costs {t.count} gold.", "money-condition")
    if t.kind == "intrigue":
        return _e("An intrigue card adds 1 token from the general reserve or 1-2 from the "
                  "personal reserve, never both.", "intrigue")
    return _e("That move is not allowed now.", rule)
