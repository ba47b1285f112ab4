"""Louis XIV on the table: the court of twelve character boards on the diagonal grid, the
bank (general reserve, decks, money card), every player's seat.

Seen from the deciding player ("near", bottom); the others sit in the column on the right
(`seats` in table.yaml). Zone ids are the move targets of the rules: `board.N` and, for a
tile handed in, the mission card's id. Influence cards are dropped on the `play` square in
the middle; the personal reserve (the general one for Condé's and Maintenon's placements)
is a stand-in token dragged onto the boards, one token a drop.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from medici_table.engine import Rules, text
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.state import LouisState, Task
from medici_table.games.louis_xiv.text import tokens
from medici_table.ui import matching
from medici_table.ui.games import generic_result
from medici_table.ui.games.louis_xiv_art import COLOURS, SHAPES, TileArt
from medici_table.ui.games.louis_xiv_board import (
    BOARD,
    BoardArt,
    CourtArt,
    PathArt,
    board_rect,
    cell_rect,
    gains,
    income_text,
)
from medici_table.ui.games.louis_xiv_scoring import board_scoring, final_sheet
from medici_table.ui.games.louis_xiv_seat import (
    bank,
    char_name,
    influence_face,
    mission_words,
    seat_far,
    seat_near,
    take_back,
)
from medici_table.ui.interlude import Page, Scoring
from medici_table.ui.layout import Piece, TableLayout, Zone
from medici_table.ui.tablespec import ZoneSpec, load_table, of_name

GAME_ID = "louis_xiv"
# the tile supplies lie in the squares between the boards, each beside a board that gives it
TILE_SQUARES = {"crown": (1, 1), "helmet": (2, 2), "sceptre": (2, 4), "ring": (4, 2),
                "letter": (4, 4)}
# decisions answered by a question the table asks at once (yes / no, which reserve, ...)
ASKED = frozenset({"bribe", "intrigue", "first_place", "supply_choice", "token_for_card",
                   "keep"})


def colour_of(view: LouisState, p: int) -> str:
    """A column's colour id: a player's, or the neutral grey (two players)."""
    return str(tables().colours[p]["id"]) if p < view.n else str(tables().neutral["id"])


@lru_cache(maxsize=512)
def _court_places(x0: float, y0: float) -> tuple[dict[int, tuple[float, float]],
                                                 tuple[tuple[float, float, float, float], ...],
                                                 dict[int, tuple[float, float]]]:
    """The court's geometry, the same at every layout: each board's centre, the links between
    neighbours (from the court's corner) and each board's corner."""
    chars = tables().characters
    rects = {n: board_rect(x0, y0, n) for n in chars}
    centre = {n: (r.center().x(), r.center().y()) for n, r in rects.items()}
    local = tuple((centre[a][0] - x0, centre[a][1] - y0, centre[b][0] - x0, centre[b][1] - y0)
                  for a in chars for b in chars[a].neighbours if a < b)
    return centre, local, {n: (r.x(), r.y()) for n, r in rects.items()}


@lru_cache(maxsize=4096)
def _board_tip(players: tuple[str, ...], n_players: int, counts_on: tuple[int, ...], n: int,
               shown: int, lang: str) -> str:
    """A board's tooltip: its character, side, income and who has tokens there (made once
    per what it says: twelve boards at every layout)."""
    char = tables().characters[n]
    sd = char.sides[shown]
    cond = {"money": text(lang, f"money: the majority takes it free, the others may bribe "
                                f"for {sd.cost} gold",
                          f"argent : la majorité l'a gratis, les autres peuvent soudoyer "
                          f"pour {sd.cost} Louis d'or"),
            "first_place": text(lang, "first place: only the majority receives",
                                "première place : seule la majorité reçoit"),
            "tokens": text(lang, f"tokens: everyone with {sd.threshold} or more receives",
                           f"jetons : quiconque en a {sd.threshold} ou plus reçoit")}
    counts = ", ".join(f"{players[c] if c < n_players else text(lang, 'neutral', 'neutre')}"
                       f" {k}" for c, k in enumerate(counts_on) if k)
    head = f"{n} {char.name.get(lang) or char.name['en']} — {cond[sd.condition]}"
    income = text(lang, "income: ", "revenu : ") + income_text(char, lang).replace(
        "+1 influence", "+1 " + text(lang, "influence card", "carte d'influence"))
    if char.tile:
        income = f"{income} {tables().tile_names[char.tile].get(lang, char.tile)}"
    head = f"{head}\n{income}"
    return f"{head}\n{counts}" if counts else head


class LouisAdapter:
    game_id = GAME_ID
    tells_how = True  # its notes say how to complete a mission or place a token: not in a replay

    def layout(self, rules: Rules[Any], view: Any, viewer: int | None,
               lang: str, how: bool = True) -> TableLayout:
        """`how`: the notes tell the deciding player how to act here (not in a replay)."""
        table = load_table(GAME_ID)
        near = viewer if viewer is not None else 0
        task = view.queue[0] if view.to_act is not None and view.queue else None
        zones: list[Zone] = []
        pieces: list[Piece] = []
        court = table.get("court", "shared")
        self._court(view, task, court.x, court.y, lang, zones, pieces)
        spec = table.get("bank", "shared")
        bank(view, task, spec, lang, zones, pieces)
        status_note(view, task, spec, lang, zones, viewer, how)
        seats = table.seat_names(view.n)
        for p in range(view.n):
            spec = table.get("seat", seats[(p - near) % view.n])
            if p == near:
                seat_near(view, p, viewer, task, spec, lang, zones, pieces)
            else:
                seat_far(view, p, task, spec, lang, zones, pieces)
        ask, beside = "", ""
        if task is not None and task.kind in ASKED and viewer is not None:
            ask = rules.prompt(view, lang)
            beside = f"board.{task.board}" if task.board else ""
        drags: tuple[tuple[str, str, str], ...] = ()
        taker = take_back(view, task)
        if taker is not None:  # "take back": the general reserve's tokens pulled home
            drags = ((f"general.{colour_of(view, taker)}", f"reserve.{taker}", "recover"),)
        decider = f"seat.{view.to_act}" if view.to_act is not None else ""
        return TableLayout(table.width, table.height, tuple(zones), tuple(pieces),
                           drags=drags, ask=ask, ask_beside=beside, decider=decider)

    # --- the court ---------------------------------------------------------------------------
    def _court(self, view: LouisState, task: Any, x0: float, y0: float, lang: str,
               zones: list[Zone], pieces: list[Piece]) -> None:
        chars = tables().characters
        centre, local, corners = _court_places(x0, y0)
        pieces.append(Piece("court", x0, y0, 0, CourtArt(local)))
        scoring_now = task.board if task is not None and view.phase == "scoring" else 0
        for n, char in chars.items():
            rx, ry = corners[n]
            shown = view.sides[n - 1]
            record = view.scored_board(n) if task is not None and task.kind == "bribe" \
                and task.board == n else None
            turning = record is not None and record.turned
            if record is not None:  # its bribes are asked on the side it was counted on
                shown = record.side
            sd = char.sides[shown]
            counts = view.boards[n - 1]
            tokens = tuple((colour_of(view, c), k) for c, k in enumerate(counts) if k)
            art = BoardArt(
                number=n, name=char.name.get(lang) or char.name["en"], side=shown,
                condition=sd.condition, amount=sd.cost if sd.condition == "money"
                else sd.threshold, income=gains(char),
                tokens=tokens, louis=view.louis == n, scoring=scoring_now == n,
                scored=view.phase == "scoring" and scoring_now != n  # the record says so
                and view.scored_board(n) is not None, turning=turning,
                lang=lang)
            zones.append(Zone(f"board.{n}", rx - 6, ry - 6, BOARD + 12, BOARD + 12, "",
                              "stack", z=1))
            pieces.append(Piece(f"board.{n}", rx, ry, 2, art, target=f"board.{n}",
                                tooltip=_board_tip(view.players, view.n, view.boards[n - 1],
                                                   n, shown, lang)))
        if view.path and view.to_act is not None:
            pts = tuple((centre[b][0] - x0, centre[b][1] - y0) for b in view.path)
            pieces.append(Piece("path", x0, y0, 60, PathArt(pts, colour_of(view, view.to_act))))
        self._tiles(view, x0, y0, lang, pieces)
        self._play(view, x0, y0, lang, zones, pieces)

    def _tiles(self, view: LouisState, x0: float, y0: float, lang: str,
               pieces: list[Piece]) -> None:
        names = tables().tile_names
        for i, tile in enumerate(tables().tiles):
            r = cell_rect(x0, y0, *TILE_SQUARES[tile])
            name = names[tile].get(lang, tile)
            art = TileArt(tile, view.tile_supply[i], name)
            pieces.append(Piece(f"supply.{tile}", r.center().x() - 32 * 1.5,
                                r.center().y() - 39 * 1.5, 3, art, scale=1.5,
                                tooltip=text(lang, f"Supply: {view.tile_supply[i]} {name} tiles",
                                             f"Réserve : {view.tile_supply[i]} tuiles {name}")))

    def _play(self, view: LouisState, x0: float, y0: float, lang: str, zones: list[Zone],
              pieces: list[Piece]) -> None:
        """The middle square: influence cards are played there, face up."""
        r = cell_rect(x0, y0, 3, 3).adjusted(8, 8, -8, -8)
        label = text(lang, "Influence played", "Influence jouée")
        zones.append(Zone(matching.PLAY, r.x(), r.y(), r.width(), r.height(), label, "area",
                          z=1))
        played = view.influence_played[-6:]
        w = 110 * 0.72
        for i, cid in enumerate(played):
            x = r.x() + 8 + i * (r.width() - 16 - w) / max(1, len(played) - 1) \
                if len(played) > 1 else r.center().x() - w / 2
            pieces.append(Piece(cid, x, r.y() + 34 + (i % 2) * 6, 10 + i,
                                influence_face(cid, lang), scale=0.72))

    def scoring(self, rules: Rules[Any], before: Any, move: Any, after: Any,
                lang: str) -> Scoring | None:
        """The boards `move` let the scoring settle, and what each player received."""
        return board_scoring(rules, before, move, after, lang)

    def final_sheet(self, rules: Rules[Any], state: Any, lang: str) -> Page:
        return final_sheet(rules, state, lang)

    # --- the curtain, the scores, the end ------------------------------------------------------
    def seat_style(self, state: Any, seat: int) -> tuple[str, str]:
        colour = colour_of(state, seat)
        return COLOURS[colour], f"louis_{SHAPES[colour]}"

    def score_lines(self, rules: Rules[Any], state: Any,
                    lang: str) -> list[tuple[str, str, str]]:
        """Points so far: a coat of arms 1, a mission 5 (every player sees the count)."""
        out = []
        for p, name in enumerate(state.players):
            colour = colour_of(state, p)
            out.append((f"{name} ({rules.colour(p, lang)})",  # type: ignore[attr-defined]
                        str(rules.scores(state)[p]), COLOURS[colour]))
        return out

    def result_text(self, rules: Rules[Any], state: Any, lang: str) -> str:
        """The winner; a tie on points is broken by the tokens left in the personal reserve."""
        scores = rules.scores(state)
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        head = generic_result(rules, state, lang)
        points = tables().c["mission_points"]
        for p in rules.winners(state):
            seat = state.seats[p]
            arms, done = len(seat.arms) + seat.spare_arms, len(seat.done)
            head += text(lang, f" {state.players[p]}: {arms} coats of arms and {done} "
                               f"missions × {points} = {scores[p]} points.",
                         f" {state.players[p]} : {arms} blasons et {done} missions × {points}"
                         f" = {scores[p]} points.")
        if len(tied) > 1:
            reserve = ", ".join(f"{state.players[p]} {state.seats[p].personal}" for p in tied)
            head += text(lang, f" Tied on {best} points; tokens in the personal reserve: "
                               f"{reserve}.",
                         f" Égalité à {best} points ; jetons en réserve personnelle : "
                         f"{reserve}.")
        return head


def status_note(view: LouisState, task: Task | None, spec: ZoneSpec, lang: str,
                zones: list[Zone], viewer: int | None = None, how: bool = True) -> None:
    """A parchment note in the bank: what is happening now (the board being scored, the path
    laid, the missions) and, to the person deciding, how to do it on the table (another
    seat's decision, a computer's, a replay's, is told, not asked)."""
    if task is None:
        return
    who = view.players[task.player] if task.player >= 0 else ""
    mine = how and (viewer is None or viewer == task.player)
    if view.phase == "scoring" and task.board:
        title = text(lang, f"Scoring {task.board} {char_name(task.board, lang)}",
                     f"Comptage : {task.board} {char_name(task.board, lang)}")
        counts = ", ".join(f"{view.players[c] if c < view.n else text(lang, 'neutral', 'neutre')}"
                           f": {k}" for c, k in enumerate(view.boards[task.board - 1]) if k)
        body = text(lang, f"Tokens — {counts or 'none'}. {who} decides.",
                    f"Jetons — {counts or 'aucun'}. {who} décide.")
        if task.kind == "bribe":
            body = _bribe_note(view, task, who, lang)
        elif task.kind == "intrigue":
            body += text(lang, " An intrigue card may add tokens before the count.",
                         " Une carte complot peut ajouter des jetons avant le comptage.")
    elif task.kind == "card":
        path = " → ".join(str(b) for b in view.path) or text(lang, "not begun", "pas commencé")
        title = text(lang, f"{who} lays a token path", f"{who} pose un chemin de jetons")
        left = min(task.count, view.seats[task.player].personal)  # (as many as there are)
        body = text(lang, f"Path: {path}; {tokens(left, 'en')} left to place.",
                    f"Chemin : {path} ; encore {tokens(left, 'fr')}.") if left else text(
            lang, f"Path: {path}; no token left in {who}'s personal reserve.",
            f"Chemin : {path} ; plus de jeton dans la réserve personnelle {of_name(who)}.")
    elif task.kind == "swap_missions":
        title = text(lang, "Change missions", "Changer de missions")
        body = text(lang, f"{who}: click up to 2 mission cards in hand to put them back, then "
                          "the completed « Change missions » card to draw as many.",
                    f"{who} : cliquez jusqu'à 2 cartes mission en main pour les remettre, puis "
                    "la carte accomplie « Changer de missions » pour en piocher autant.") \
            if mine else text(lang, f"{who} may put up to 2 mission cards back and draw as many.",
                              f"{who} peut remettre jusqu'à 2 cartes mission et en piocher "
                              "autant.")
    elif view.phase == "missions":
        title = text(lang, "Missions", "Missions")
        body = text(lang, f"{who}: drag two tiles onto a mission card to complete it.",
                    f"{who} : glissez deux tuiles sur une carte mission pour l'accomplir.")
        if task.kind == "pay":  # one tile given: which mission waits for the second
            begun = text(lang, "a mission", "une mission")  # (another's, unseen)
            if (task.card or "") in tables().missions:
                short, needs = mission_words(task.card or "", lang)
                begun = f"« {short} » ({needs})"
            body = text(lang, f"{who}: one tile handed in for {begun}; drag the second onto it.",
                        f"{who} : une tuile rendue pour {begun} ; glissez-y la seconde.") \
                if mine else text(lang, f"{who} hands in the second tile for {begun}.",
                                  f"{who} rend la seconde tuile pour {begun}.")
        elif not mine:
            body = text(lang, f"{who} may complete missions, two tiles each.",
                        f"{who} peut accomplir des missions, deux tuiles chacune.")
            if task.kind == "draw_mission":
                body = text(lang, f"{who} draws a new mission card.",
                            f"{who} pioche une nouvelle carte mission.")
        elif task.kind == "draw_mission":
            body = text(lang, f"{who}: draw a new mission card from the pile of your choice "
                              "(the buttons above the table).",
                        f"{who} : piochez une carte mission dans le tas de votre choix (les "
                        "boutons au-dessus de la table).")
    elif task.kind == "place":
        title = text(lang, f"{who} places a token", f"{who} place un jeton")
        body = text(lang, "From the general reserve: click a lit board, or drag the token "
                          "there.",
                    "De la réserve générale : cliquez un personnage éclairé, ou glissez-y le "
                    "jeton.") if mine else text(lang, "From the general reserve.",
                                                "De la réserve générale.")
    else:
        return
    zones.append(Zone("status", spec.x + 16, spec.y + spec.h - 190, spec.w - 32, 170,
                      f"{title}\n{body}", "note", target=False, z=-8))


def _bribe_note(view: LouisState, task: Task, who: str, lang: str) -> str:
    """Who received the board's income free, as the count recorded it (`LouisState.scored`):
    its majority, or nobody on a tie (then everyone present may bribe)."""
    record = next((r for r in reversed(view.scored) if r.board == task.board), None)
    if record is not None and record.winner < 0:
        return text(lang, f"A tie for the majority: nobody received the income free. {who} had "
                          f"tokens here: bribe for {task.count} gold to receive it?",
                    f"Égalité pour la majorité : personne n'a reçu le revenu gratuitement. {who} "
                    f"avait des jetons ici : soudoyer pour {task.count} Louis d'or et le "
                    "recevoir ?")
    return text(lang, f"The majority received the income. {who} had tokens here: bribe for "
                      f"{task.count} gold to receive it too?",
                f"La majorité a reçu le revenu. {who} avait des jetons ici : soudoyer pour "
                f"{task.count} Louis d'or et le recevoir aussi ?")


ADAPTER = LouisAdapter()
