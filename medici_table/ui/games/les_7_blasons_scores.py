"""Les 7 Blasons' scoring on the table: the viewer's round so far beside their seat, and each
round's scoring per player and house, shown between rounds (and under the end-of-game dialog).

Seed 004, Décompte des points: per house other than one's own, the face-up coats of that house
in front of the player times the values of that house's cards in their tricks; the best counts.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from medici_table.engine.records import record
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.rounds import totals
from medici_table.games.les_7_blasons.state import NOBODY, BlasonsState
from medici_table.ui import cardart, legibility, theme
from medici_table.ui.games.les_7_blasons_art import Shield, colour, emblem, heavy_text
from medici_table.ui.interlude import Page, Scoring, ranks
from medici_table.ui.layout import CardBack, Piece
from medici_table.ui.tablespec import ZoneSpec


def _t(lang: str, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


@record
class Tally(CardBack):
    """What one's display and tricks are worth now, per house: face-up coats x values."""

    title: str = ""
    entries: tuple[tuple[str, str, int, str, str], ...] = ()  # colour, emblem, coats, sum, pts
    best: int = -1
    size: tuple[float, float] = (740.0, 110.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p.setBrush(QColor(0, 0, 0, 60))
        p.setPen(QPen(QColor(212, 175, 55, 110), 1.5))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 10, 10)
        # (grown to the legibility floor on a small table, as tall as its 22 units allow)
        legibility.line(p, QRectF(rect.x() + 12, rect.y() + 4, rect.width() - 24, 22),
                        self.title, 17, theme.GOLD_PALE, italic=True,
                        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        w = min(180.0, (rect.width() - 16) / max(1, len(self.entries)))
        for i, (tint, charge, coats, total, pts) in enumerate(self.entries):
            box = QRectF(rect.x() + 8 + i * w, rect.y() + 30, w - 6, rect.height() - 36)
            if i == self.best:
                p.setBrush(QColor(255, 213, 74, 60))
                p.setPen(QPen(theme.HIGHLIGHT, 2))
                p.drawRoundedRect(box, 8, 8)
            Shield(tint, charge, up=coats > 0, known=coats == 0, eye=False).paint(
                p, QRectF(box.x() + 4, box.y() + 6, 40, 48))
            legibility.line(p, QRectF(box.x() + 48, box.y() + 2, box.width() - 50, 26),
                            f"{coats} × {total}", 19, theme.GOLD_PALE,
                            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            cardart.draw_number(p, pts, QRectF(box.x() + 48, box.y() + 30, box.width() - 50, 34),
                                30, QColor("#fff8e0"), centre=False)


@record
class ScoreRow:
    name: str
    colour: str
    emblem: str
    cells: tuple[str, ...]  # points per house ("—" for the player's own house)
    best: int  # the column that counts, or -1
    points: str
    total: str


@record
class ScoreBoard(CardBack):
    """A round's scoring: for each player, the points of each house (face-up coats of that
    house times the values of its cards in their tricks); only the best one counts."""

    title: str = ""
    footer: str = ""
    houses: tuple[tuple[str, str, str], ...] = ()  # colour, emblem, name
    rows: tuple[ScoreRow, ...] = ()
    heads: tuple[str, str, str] = ("", "", "")  # player, round, total
    size: tuple[float, float] = (900.0, 440.0)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        from PySide6.QtCore import Qt  # (Qt's namespace, 93 enums: not before the first frame)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(rect.translated(5, 7), 16, 16)
        p.setBrush(cardart.parchment(rect))
        p.setPen(QPen(theme.WALNUT, 4))
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 16, 16)
        p.setPen(QPen(theme.GOLD, 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(9, 9, -9, -9), 11, 11)
        heavy_text(p, QRectF(rect.x() + 20, rect.y() + 14, rect.width() - 40, 40), self.title, 30,
                   theme.INK, centre=True)
        n = len(self.houses)
        name_w, num_w = 230.0, 100.0
        col = (rect.width() - 40 - name_w - 2 * num_w) / max(1, n)
        top = rect.y() + 62
        line = (rect.height() - 62 - 52) / (len(self.rows) + 1)
        left = rect.x() + 20
        p.setFont(theme.pixel_font(15, italic=True))
        p.setPen(theme.INK)
        p.drawText(QRectF(left, top, name_w, line), Qt.AlignmentFlag.AlignVCenter, self.heads[0])
        for h, (tint, charge, _name) in enumerate(self.houses):
            box = QRectF(left + name_w + h * col, top, col, line)
            side = min(col, line) * 0.9
            Shield(tint, charge).paint(p, QRectF(box.center().x() - side * 0.42,
                                                   box.y() + (line - side) / 2, side * 0.84, side))
        for i, head in enumerate(self.heads[1:]):
            p.setPen(theme.INK)
            p.drawText(QRectF(left + name_w + n * col + i * num_w, top, num_w, line),
                       Qt.AlignmentFlag.AlignCenter, head)
        for r, row in enumerate(self.rows):
            y = top + (r + 1) * line
            ink_of = QColor(row.colour)
            if r % 2 == 0:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(74, 44, 23, 22))
                p.drawRect(QRectF(left - 6, y, rect.width() - 28, line))
            cardart.draw_emblem(p, row.emblem, QRectF(left, y + line * 0.1, line * 0.8, line * 0.8),
                                ink_of, theme.PARCHMENT)
            heavy_text(p, QRectF(left + line + 4, y, name_w - line - 8, line), row.name,
                       min(24.0, line * 0.55), ink_of.darker(140))
            for h, cell in enumerate(row.cells):
                box = QRectF(left + name_w + h * col, y, col, line)
                if h == row.best:
                    p.setPen(QPen(theme.WALNUT, 2.5))
                    p.setBrush(theme.GOLD_PALE)
                    p.drawEllipse(box.center(), min(col, line) * 0.46, line * 0.44)
                ink = theme.INK if cell not in ("0", "—") else QColor(43, 29, 18, 110)
                cardart.draw_number(p, cell, box, min(26.0, line * 0.62), ink)
            for i, value in enumerate((row.points, row.total)):
                box = QRectF(left + name_w + n * col + i * num_w, y, num_w, line)
                cardart.draw_number(p, value, box, min(34.0, line * 0.8),
                                    theme.INK if i else ink_of.darker(130))
        p.setPen(theme.INK)
        p.setFont(theme.pixel_font(16, italic=True))
        p.drawText(QRectF(rect.x() + 20, rect.bottom() - 50, rect.width() - 40, 36),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.footer)


def tally_piece(state: BlasonsState, spec: ZoneSpec, seat: int, lang: str) -> Piece:
    """The viewer's round so far: per other house, face-up coats × values in their tricks
    (those they may read); the best one is what the round would score now."""
    comp = components()
    up = {h: 0 for h in state.houses}
    sums = {h: 0 for h in state.houses}
    unread = 0
    for c in state.coats:
        if c.at == seat and c.up:
            up[comp.coat_house[c.face]] += 1
    for pile in state.piles[seat]:
        for card in pile.cards:
            if card in comp.card_house:
                sums[comp.card_house[card]] += comp.card_value[card]
            else:
                unread += 1
    others = [h for h in state.houses if h != state.houses[seat]]
    points = [up[h] * sums[h] for h in others]
    best = points.index(max(points)) if points and max(points) > 0 else -1
    title = _t(lang, "Your round so far — face-up coats × values in your tricks:",
               "Votre manche — blasons visibles × valeurs dans vos plis :")
    if unread:
        title += _t(lang, f" ({unread} cards you may not look at)",
                    f" ({unread} cartes que vous ne pouvez pas regarder)")
    entries = tuple((colour(h), emblem(h), up[h], str(sums[h]), str(p))
                    for h, p in zip(others, points, strict=True))
    return Piece("tally", spec.x, spec.y, 2, back=Tally("#000000", title=title,
                                                        entries=entries, best=best,
                                                        size=(spec.w, spec.h)))


def board_piece(state: BlasonsState, spec: ZoneSpec, lang: str) -> Piece | None:
    """The last round's scoring on the table once the game is over (the rounds before it were
    shown by the interlude, before play went on)."""
    if state.phase != "over" or not state.round_scores or not state.round_detail:
        return None  # (not behind a round's sheet either: `as_scored` decides for no one)
    comp = components()
    done = len(state.round_scores)
    total = totals(state)
    rows = []
    for s in range(state.n):
        cells = state.round_detail[s]
        best = max(cells)
        rows.append(ScoreRow(state.players[s], colour(state.houses[s]), emblem(state.houses[s]),
                             tuple("—" if h == s else str(v) for h, v in enumerate(cells)),
                             cells.index(best) if best > 0 else -1,
                             str(state.round_scores[-1][s]), str(total[s])))
    houses = tuple((colour(h), emblem(h), comp.houses[h].name) for h in state.houses)
    title = _t(lang, f"Round {done} scored — the game is over",
               f"Décompte de la manche {done} — la partie est terminée")
    footer = _t(lang, "Per house: its face-up coats in front of you × the values of its cards in "
                "your tricks; only your best house counts.",
                "Par maison : ses blasons visibles devant vous × les valeurs de ses cartes dans "
                "vos plis ; seule votre meilleure maison compte.")
    heads = (_t(lang, "Player", "Joueur"), _t(lang, "Round", "Manche"), "Total")
    board = ScoreBoard("#000000", title=title, footer=footer, houses=houses,
                       rows=tuple(rows), heads=heads,
                       size=(spec.w, min(spec.h, 170 + 52 * state.n)))
    return Piece("scores", spec.x, spec.y, 6000, back=board)


def _factor_cells(state: BlasonsState, seat: int) -> tuple[str, ...]:
    """`seat`'s last round per house, as the rulebook counts it: "2 × 8 = 16" (face-up coats ×
    values of the house's cards in their tricks); "—" for their own house."""
    coats, values = state.round_coats[seat], state.round_values[seat]
    return tuple("—" if h == seat else f"{coats[h]} × {values[h]} = {points}"
                 for h, points in enumerate(state.round_detail[seat]))


def round_pages(before: BlasonsState, after: BlasonsState, lang: str) -> list[Page]:
    """The sheet after a move that ended a round (the last one too, before the end-of-game
    dialog): each player's points per house, the round and the total."""
    if len(after.round_scores) <= len(before.round_scores):
        return []
    comp = components()
    done = len(after.round_scores)
    total = totals(after)
    header = (_t(lang, "Player", "Joueur"), *(comp.houses[h].name for h in after.houses),
              _t(lang, "Round", "Manche"), "Total")
    rows = tuple((after.players[s], *_factor_cells(after, s),
                  str(after.round_scores[-1][s]), str(total[s])) for s in range(after.n))
    note = _t(lang, "Per house: its face-up coats in front of you × the values of its cards in "
              "your tricks; only your best house counts.",
              "Par maison : ses blasons visibles devant vous × les valeurs de ses cartes dans "
              "vos plis ; seule votre meilleure maison compte.")
    leader = after.players[after.leader]
    if after.to_act is None:
        note += _t(lang, " That was the last round.", " C'était la dernière manche.")
    elif after.tied and done == 3:
        tied = " & ".join(after.players[s] for s in after.tied)
        note += _t(lang, f" {tied} are tied: one more round decides. {leader} leads.",
                   f" {tied} sont à égalité : une manche de plus départage. {leader} entame.")
    elif before.last_winner == NOBODY and not any(before.piles) \
            and after.leader == before.leader:  # no trick taken all round (RULINGS)
        note += _t(lang, f" No trick was taken this round: {leader}, who led the last one, "
                   f"leads round {done + 1}.", f" Aucun pli n'a été fait dans cette manche : "
                   f"{leader}, qui a entamé le dernier tour, entame la manche {done + 1}.")
    else:  # seed 004: "c'est le joueur qui a fait le dernier pli qui fera l'entame"
        note += _t(lang, f" {leader} took the last trick won and leads round {done + 1}.",
                   f" {leader} a fait le dernier pli remporté et entame la manche {done + 1}.")
    title = _t(lang, f"Round {done} scored", f"Décompte de la manche {done}")
    colours = tuple(colour(h) for h in after.houses)
    return [Page(title, header, rows, colours, note)]


def round_scoring(before: BlasonsState, after: BlasonsState, lang: str) -> Scoring | None:
    """A round's sheet, and its line for the game log."""
    pages = round_pages(before, after, lang)
    if not pages:
        return None
    done = len(after.round_scores)
    total = totals(after)
    parts = ", ".join(f"{name} {after.round_scores[-1][s]} ({_t(lang, 'total', 'total')} "
                      f"{total[s]})" for s, name in enumerate(after.players))
    head = _t(lang, f"Round {done}", f"Manche {done}")
    return Scoring(head, _t(lang, f"{head} scored: {parts}.", f"{head}, décompte : {parts}."),
                   tuple(pages))


def final_sheet(rules: Any, state: BlasonsState, lang: str) -> Page:
    """The players by total, with each round's points (the extra round of a tie too)."""
    total = totals(state)
    extra = state.round_scores[-1] if state.tied else ()
    keys = [(total[s], extra[s] if s in state.tied else -1) for s in range(state.n)]
    order = ranks(keys)
    header = (_t(lang, "Rank", "Rang"), _t(lang, "Player", "Joueur"),
              *(_t(lang, f"Round {r + 1}", f"Manche {r + 1}")
                for r in range(len(state.round_scores))), "Total")
    rows = tuple((place, state.players[s], *(str(scores[s]) for scores in state.round_scores),
                  str(total[s])) for s, place in order)
    note = _t(lang, "Most points after three rounds wins; players tied for the lead play one "
                    "more round, and the best of them in it wins.",
              "Le plus de points après trois manches gagne ; les joueurs à égalité en tête "
              "jouent une manche de plus, et le meilleur d'entre eux l'emporte.")
    return Page(_t(lang, "Final scores", "Scores finaux"), header, rows,
                tuple(colour(state.houses[s]) for s, _ in order), note, name_column=1)
