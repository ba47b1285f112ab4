"""Medici on the table: the board, the auction block, the deck and the merchants' boats.

Everything but the deck is public, so the seats stay put whoever decides (`table.yaml`), no
curtain falls between bidders, and won cards slide from the block into their boat. Bids are
free moves differing only in `amount`: the table's number bar offers them. The deck's top card
dragged onto the block turns it up (`TableLayout.drags`). A season's scoring is shown page by
page (`scoring`) before the next season starts; its pages live in `medici_scoring.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from medici_table.engine import Move, Rules
from medici_table.games.medici import cargo
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import BID, TURN
from medici_table.ui.games.medici_art import SEAT_COLOURS, GoodsCard
from medici_table.ui.games.medici_board import Board, GoodsColumn, Hull, Plaque
from medici_table.ui.games.medici_scoring import final_sheet, season_scoring
from medici_table.ui.interlude import Page, Scoring
from medici_table.ui.layout import CARD_H, CARD_W, CardBack, Piece, TableLayout, Zone
from medici_table.ui.tablespec import TableSpec, load_table

GAME_ID = "medici"
BACK = CardBack("#5a1f17", "giglio")
SPECIAL_EMBLEMS = {"mystery": "mystery", "captain": "captain", "overstock": "overstock",
                   "new_auction": "gavel"}
PLAQUE_W = 136.0
HULL_W, HULL_H = 396.0, 136.0


def _t(lang: str, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


def _bare(name: str) -> str:
    """'the Mystery 5' -> 'Mystery 5' (a banner has no room for the article)."""
    for article in ("the ", "le ", "la ", "l'"):
        if name.lower().startswith(article):
            return name[len(article):]
    return name


def card_art(card_id: str, lang: str) -> GoodsCard:
    c = deck().cards[card_id]
    if c.good is not None:
        good = next(g for g in deck().goods if g.id == c.good)
        title = good.name.get(lang, good.name["en"])
        return GoodsCard(str(c.weight), title[:1].upper() + title[1:], good.colour, good.emblem)
    if c.special is not None:
        weight = str(c.weight) if c.takes_slot else ""
        title = _bare(c.name.get(lang, c.name["en"]))
        return GoodsCard(weight, title[:1].upper() + title[1:], "#5a1f17",
                         SPECIAL_EMBLEMS[c.special])
    return GoodsCard(str(c.weight), _t(lang, "Bale", "Ballot"), "#8a6d3b", "bale")


def tooltip(card_id: str, lang: str) -> str:
    c = deck().cards[card_id]
    name = c.name.get(lang, c.name["en"])
    head = f"{name[:1].upper()}{name[1:]} — " + _t(lang, f"weight {c.weight}", f"poids {c.weight}")
    text = c.text.get(lang, c.text.get("en", "")) if c.text else ""
    if c.good is None and c.special is None:  # the 10 (seed 001: it moves no marker)
        text = _t(lang, "It belongs to no good: it weighs, but moves no marker.",
                  "Il n'appartient à aucune marchandise : il pèse, mais n'avance aucun pion.")
    return f"{head}\n{text}" if text else head


OUT_WORDS = {"passed", "passe", "no room", "pas de place", "boat full", "bateau plein",
             "has spoken", "a parlé"}


def spoken(played: Sequence[tuple[int | None, Move]]) -> dict[int, int | None]:
    """Each seat's last word in the auction under way: the amount it bid, or None if it passed."""
    out: dict[int, int | None] = {}
    for seat, move in reversed(played):
        if move.kind in ("start_auction", "reauction"):
            break
        if seat is not None and seat not in out and move.kind in ("bid", "pass"):
            out[seat] = move.amount if move.kind == "bid" else None
    return out


def _plaque_tip(name: str, money: int, status: str, bid: str, lang: str) -> str:
    """The plaque in words, the name whole (a small table cuts it short: 'Giova.')."""
    words = f"{name} — {money} {_t(lang, 'florins', 'deniers')}"
    return f"{words} — {status} {bid}".rstrip() if status else words


def said(view: Any, seat: int, lang: str,
         words: dict[int, int | None] | None = None) -> tuple[str, str]:
    """What a seat shows in the auction: a word, and the amount it bid (large). `words`, the
    auction's bids and passes so far, tells an overbid seat's offer from a pass."""
    if view.to_act is None:
        return "", ""
    if view.phase == TURN:
        if seat == view.auctioneer:
            return _t(lang, "auctioneer", "commissaire-priseur"), ""
        return (_t(lang, "boat full", "bateau plein"), "") if cargo.room(view, seat) == 0 \
            else ("", "")
    if seat == view.high_bidder:
        return _t(lang, "bids", "offre"), str(view.high_bid)
    if view.phase != BID:
        if seat == view.to_act:
            return _t(lang, "decides…", "décide…"), ""
        return (_t(lang, "seller", "vendeur"), "") if seat == view.seller else ("", "")
    offer = words.get(seat) if words else None  # an offer since overbid
    if seat == view.to_act:
        return _t(lang, "to bid…", "à vous…"), "" if offer is None else str(offer)
    if offer is not None:
        return _t(lang, "outbid", "dépassé"), str(offer)
    if seat in view.bidders:
        return _t(lang, "waiting", "attend"), ""
    if seat == view.seller:
        return _t(lang, "seller", "vendeur"), ""
    if not cargo.can_take(view, seat, view.lot):  # full: said as between auctions
        return (_t(lang, "boat full", "bateau plein") if cargo.room(view, seat) == 0
                else _t(lang, "no room", "pas de place")), ""
    if view.original_auction and not words:  # one word each: a pass or an overbid offer
        return _t(lang, "has spoken", "a parlé"), ""
    return _t(lang, "passed", "passe"), ""


class MediciAdapter:
    game_id = GAME_ID
    shows_moves = True  # bids are said aloud: every seat shows its last one

    def layout(self, rules: Rules[Any], view: Any, viewer: int | None, lang: str,
               played: Sequence[tuple[int | None, Move]] = ()) -> TableLayout:
        table = load_table(GAME_ID)
        zones: list[Zone] = []
        pieces: list[Piece] = []
        words = spoken(played) if view.phase == BID else {}
        for seat, place in enumerate(table.seat_names(len(view.players))):
            self._seat(table, view, seat, place, lang, words, zones, pieces)
        self._centre(table, view, lang, zones, pieces)
        drags = (("deck.top", "block", "turn"),) if view.deck else ()
        decider = f"plaque.{view.to_act}" if view.to_act is not None else ""
        return TableLayout(table.width, table.height, tuple(zones), tuple(pieces), drags=drags,
                           decider=decider,
                           seats=tuple(f"plaque.{s}" for s in range(len(view.players))))

    def _seat(self, table: TableSpec, view: Any, seat: int, place: str, lang: str,
              words: dict[int, int | None], zones: list[Zone], pieces: list[Piece]) -> None:
        spec = table.get("seat", place)
        name = view.players[seat]
        status, bid = said(view, seat, lang, words)
        pieces.append(Piece(f"plaque.{seat}", spec.x, spec.y, 1,
                            Plaque(seat, name, view.money[seat], status, bid,
                                   seat == view.to_act, status in OUT_WORDS,
                                   seat == view.high_bidder,
                                   seat == view.auctioneer and view.to_act is not None,
                                   _t(lang, "florins", "deniers"),
                                   (PLAQUE_W, spec.h)),
                            tooltip=_plaque_tip(name, view.money[seat], status, bid, lang)))
        boat = view.boats[seat]
        weight = cargo.weight(boat)
        bx = spec.x + PLAQUE_W + 10
        label = spec.text(lang, name=name)
        # the weight in a seal at the boat's corner, kept inside the seat (the next one is close)
        seal = QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)]).darker(170).name()
        zones.append(Zone(f"boat.{seat}", bx, spec.y, spec.w - PLAQUE_W - 30, spec.h, label,
                          "area", badge=str(weight) if boat else "", badge_colour=seal,
                          target=False))
        hx, hy = bx + 4, spec.y + 32
        cw, ch, gap = CARD_W * spec.scale, CARD_H * spec.scale, 3.0
        size = cargo.capacity(view, seat)
        left = (HULL_W - (size * cw + (size - 1) * gap)) / 2
        top = HULL_H * 0.18 + 6
        slots = tuple(QRectF(left + i * (cw + gap), top, cw, ch) for i in range(size))
        pieces.append(Piece(f"hull.{seat}", hx, hy, 0.5, Hull(slots, (HULL_W, HULL_H))))
        for i, cid in enumerate(boat):
            pieces.append(Piece(cid, hx + left + i * (cw + gap), hy + top, 2 + i,
                                card_art(cid, lang), scale=spec.scale, card=cid,
                                tooltip=tooltip(cid, lang)))
        for i, cid in enumerate(view.specials[seat]):  # cards that take no place in the boat
            pieces.append(Piece(cid, hx + 8 + i * 52, hy + HULL_H + 6, 2 + i, card_art(cid, lang),
                                scale=0.42, card=cid, tooltip=tooltip(cid, lang)))

    def _centre(self, table: TableSpec, view: Any, lang: str, zones: list[Zone],
                pieces: list[Piece]) -> None:
        t = tables()
        spec = table.get("board", "shared")
        goods = tuple(GoodsColumn(g.name.get(lang, g.name["en"]), g.colour, g.emblem)
                      for g in deck().goods)
        title = spec.text(lang, season=str(view.season), seasons=str(t.seasons))
        pieces.append(Piece("board", spec.x, spec.y, 0,
                            Board(tuple(view.players), tuple(view.money), tuple(view.tracks),
                                  goods, t.track_bonus, title, (spec.w, spec.h))))
        # the auction block, the high bid in a seal
        spec = table.get("block", "shared")
        label = spec.text(lang)
        if view.high_bidder is not None:
            by = view.players[view.high_bidder]
            label += _t(lang, f" — high bid {view.high_bid}, {by}",
                        f" — meilleure offre {view.high_bid}, {by}")
        elif view.lot:
            label += _t(lang, f" — a lot of {len(view.lot)}", f" — un lot de {len(view.lot)}")
        zones.append(Zone("block", spec.x, spec.y, spec.w, spec.h, label, "area",
                          badge=str(view.high_bid) if view.high_bidder is not None else "",
                          badge_colour="#7a1f12"))
        cw, gap = CARD_W * spec.scale, 18.0
        left = spec.x + (spec.w - (len(view.lot) * cw + (len(view.lot) - 1) * gap)) / 2
        y = spec.y + (spec.h - CARD_H * spec.scale) / 2 + 10
        for i, cid in enumerate(view.lot):
            pieces.append(Piece(cid, left + i * (cw + gap), y, 5 + i, card_art(cid, lang),
                                scale=spec.scale, card=cid, tooltip=tooltip(cid, lang)))
        # the deck (its top card may be dragged onto the block) and the discard
        spec = table.get("deck", "shared")
        count = len(view.deck)
        zones.append(Zone("deck", spec.x, spec.y, spec.w, spec.h, spec.text(lang), "pile",
                          badge=str(count), badge_colour="#5a1f17", target=False, z=-8))
        if count > 1:  # the rest of the deck stays while its top card is dragged away
            pieces.append(Piece("deck.rest", spec.x + 3, spec.y + 3, 0.5, None, BACK))
        if count:
            pieces.append(Piece("deck.top", spec.x, spec.y, 1, None, BACK, card="deck.top",
                                tooltip=_t(lang, f"{count} cards left this season",
                                           f"{count} cartes restent cette saison")))
        spec = table.get("discard", "shared")
        zones.append(Zone("discard", spec.x, spec.y, spec.w, spec.h, spec.text(lang), "pile",
                          badge=str(len(view.discard)) if view.discard else "",
                          target=False, z=-8))
        for i, cid in enumerate(view.discard[-2:]):
            pieces.append(Piece(cid, spec.x, spec.y, 1 + i, card_art(cid, lang),
                                tooltip=tooltip(cid, lang)))
        spec = table.get("note", "shared")
        zones.append(Zone("note", spec.x, spec.y, spec.w, spec.h,
                          f"{spec.text(lang)}\n{_reminder(len(view.players), lang)}", "note",
                          target=False))

    def seat_style(self, state: Any, seat: int) -> tuple[str, str]:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)], "giglio"

    # --- the score panel, the end and the seasons' scoring -------------------------------------
    def score_lines(self, rules: Rules[Any], state: Any,
                    lang: str) -> list[tuple[str, str, str]]:
        return [(name, str(state.money[seat]), SEAT_COLOURS[seat % len(SEAT_COLOURS)])
                for seat, name in enumerate(state.players)]

    def result_text(self, rules: Rules[Any], state: Any, lang: str) -> str:
        winners = rules.winners(state)
        best = state.money[winners[0]]
        names = " & ".join(state.players[w] for w in winners)
        if len(winners) == 1:  # (not "le marchand le plus riche": Lucrezia may win)
            return _t(lang, f"{names} is the richest merchant of Florence, with {best} florins.",
                      f"{names} a la plus grande fortune de Florence : {best} deniers.")
        return _t(lang, f"Shared victory: {names}, {best} florins each.",
                  f"Victoire partagée : {names}, {best} deniers chacun.")

    def scoring(self, rules: Rules[Any], before: Any, move: Any, after: Any,
                lang: str) -> Scoring | None:
        """A season's scoring, when `move` ended a season (medici_scoring.py)."""
        return season_scoring(before, after, lang)

    def final_sheet(self, rules: Rules[Any], state: Any, lang: str) -> Page:
        return final_sheet(rules, state, lang)


def _reminder(players: int, lang: str) -> str:
    t = tables()
    prizes = " · ".join(str(p) for p in t.weight_bonus[players])
    first, second = t.goods_prizes[0], t.goods_prizes[1]
    six, seven = t.track_bonus[6], t.track_bonus[7]
    return _t(lang,
              f"The heaviest boats earn {prizes} florins ({players} players). On each goods "
              f"track the leader earns {first}, the second {second}; ties share, rounded down. "
              f"A marker on space 6 earns {six}, on space 7 {seven}, every season. "
              f"The richest after season {t.seasons} wins.",
              f"Les bateaux les plus lourds gagnent {prizes} deniers ({players} joueurs). Sur "
              f"chaque marchandise, le premier gagne {first}, le deuxième {second} ; les "
              f"ex aequo partagent, arrondi en dessous. Un pion sur la case 6 rapporte {six}, "
              f"sur la case 7 {seven}, à chaque saison. Le plus riche après la saison "
              f"{t.seasons} gagne.")


ADAPTER = MediciAdapter()
