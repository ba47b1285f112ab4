"""Courtisans on the table: the Queen's table as a mat (six family columns and the spy column,
above and below), every player's domain grouped by family, hands, secret missions, the deck.

Seen from the deciding player ("near", bottom); the others sit clockwise around the mat
(`seats` in table.yaml). Zone ids are the move targets of the rules: `queen.<column>.<side>`,
`domain.<p>`, `deck`; a face-down spy is a card back under its anonymous handle (`?spy.k`),
which is also what an assassin's `kill` move names, so victims are clicked on the table.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from PySide6.QtGui import QColor

from medici_table.engine import Rules, text
from medici_table.games.courtisans import scoring
from medici_table.games.courtisans.data import SPIES, court
from medici_table.games.courtisans.state import CourtisansState, is_handle
from medici_table.ui.games.courtisans_art import Mat, Plaque  # also registers emblems
from medici_table.ui.games.courtisans_scoring import final_sheet
from medici_table.ui.interlude import Page
from medici_table.ui.layout import CARD_H, CARD_W, CardBack, CardFace, Piece, TableLayout, Zone
from medici_table.ui.tablespec import TableSpec, ZoneSpec, load_table, row_xs

GAME_ID = "courtisans"
BACK = "#6b2334"  # the court's burgundy: deck, hands, hidden missions
SPY = "#3b2f4a"  # a face-down spy: a violet no family wears
SEATS = ("#8a5a2b", "#2f5d7c", "#7a2f4f", "#4f6b2f", "#5b4a8a")  # the curtain, per seat
MARKS = {"noble": "crown", "spy": "mask", "assassin": "dagger", "guard": "shield"}
STATUS = {scoring.FAVOURED: ("In favour", "En faveur"),
          scoring.DISGRACED: ("In disgrace", "En disgrâce"),
          scoring.NEUTRAL: ("Neutral", "Neutre")}


def _of(name: str) -> str:
    """French 'de Bo' / 'd'Ada' (elision before a vowel)."""
    return f"d'{name}" if name[:1].upper() in "AEIOUYÉÈ" else f"de {name}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


@cache  # the court's cards never change: a face is made once (a table lays out ~100 a move)
def card_face(cid: str, lang: str) -> CardFace:
    """A courtier: role mark (and a noble's weight) top left, family emblem top right."""
    data = court()
    card = data.cards[cid]
    fam = data.family(card.family)
    role = data.roles[card.role]
    return CardFace(value="2" if card.weight > 1 else "", title=role.name.get(lang, role.id),
                    colour=fam.colour, emblem=fam.emblem, house=data.family_name(fam.id, lang),
                    mark=MARKS.get(card.role, ""))


@cache
def spy_back(lang: str) -> CardBack:
    """A face-down spy: the spy's mask, never its family."""
    return CardBack(SPY, "mask", text(lang, "Spy", "Espion"))


@cache
def _tooltip(cid: str, lang: str) -> str:
    if is_handle(cid) or cid not in court().cards:
        return text(lang, "A spy, face down: nobody knows its family until the end.",
                    "Un espion face cachée : nul ne connaît sa famille avant la fin.")
    data = court()
    role = data.roles[data.cards[cid].role]
    return f"{data.card_name(cid, lang)}\n{role.text.get(lang, role.text['en'])}"


class CourtisansAdapter:
    game_id = GAME_ID

    def layout(self, rules: Rules[Any], view: Any, viewer: int | None,
               lang: str) -> TableLayout:
        table = load_table(GAME_ID)
        n = len(view.players)
        near = viewer if viewer is not None else 0
        seats = table.seat_names(n)
        status = scoring.statuses(view)
        zones: list[Zone] = []
        pieces: list[Piece] = []
        self._queen(table, view, status, lang, zones, pieces)
        for p in range(n):
            seat = seats[(p - near) % n]
            self._domain(table, view, p, seat, status, lang, zones, pieces)
            self._hand(table, view, p, seat, lang, zones, pieces)
            self._missions(table, view, p, seat, viewer, status, lang, zones, pieces)
        self._piles(table, view, lang, zones, pieces)
        decider = f"domain.{view.to_act}" if view.to_act is not None else ""
        return TableLayout(table.width, table.height, tuple(zones), tuple(pieces),
                           decider=decider)

    # --- the Queen's table ---------------------------------------------------------------------
    def _queen(self, table: TableSpec, view: CourtisansState, status: dict[str, str],
               lang: str, zones: list[Zone], pieces: list[Piece]) -> None:
        data = court()
        sides = {"left", "right"} & set(table.seat_names(len(view.players)))
        spec = table.get("queen", "shared" if sides else "wide")
        label = spec.text(lang) + text(lang, "  ·  above: favour  ·  below: disgrace",
                                       "  ·  au-dessus : faveur  ·  au-dessous : disgrâce")
        zones.append(Zone("queen", spec.x, spec.y, spec.w, spec.h, label, "area",
                          target=False, z=-12))
        col_w = (spec.w - 20) / len(data.columns)
        tile_w = col_w - 10
        tile_h = min(104.0, tile_w * 0.8)
        top = spec.y + 32
        side_h = (spec.h - 32 - tile_h - 28) / 2
        mid = top + side_h + 10
        mat = Mat((spec.w, spec.h), (mid - 6 - spec.y, tile_h + 12))
        pieces.append(Piece("queen.mat", spec.x, spec.y, -20, mat))
        tallest = max(len(pile) for pile in view.above + view.below)
        scale = min(spec.scale, (col_w - 16) / CARD_W,  # long piles shrink every card alike
                    (side_h - 12) / (CARD_H + table.min_stack_offset * max(0, tallest - 1)))
        h = CARD_H * scale
        table_data = scoring.queen_table(view)
        for c, col in enumerate(data.columns):
            x = spec.x + 10 + c * col_w
            cx = x + (col_w - CARD_W * scale) / 2
            pieces.append(self._header(col, status, table_data, view, lang, x + 5, mid,
                                       (tile_w, tile_h)))
            for side, piles, y0 in (("above", view.above, top),
                                    ("below", view.below, mid + tile_h + 10)):
                zid = f"queen.{col}.{side}"
                zones.append(Zone(zid, x + 3, y0, col_w - 6, side_h, "", "area", z=-11))
                pile = piles[c]
                step = _step(table, scale, len(pile), side_h - 12)
                first = y0 + side_h - 6 - h - step * (len(pile) - 1) if side == "above" \
                    else y0 + 6
                for i, cid in enumerate(pile):
                    pieces.append(self._laid(cid, cx, first + i * step, 10 + i, scale, zid,
                                             lang))

    def _header(self, col: str, status: dict[str, str], table_data: scoring.Table,
                view: CourtisansState, lang: str, x: float, y: float,
                size: tuple[float, float]) -> Piece:
        """A family's plaque between its two piles: emblem, standing and the weight margin."""
        data = court()
        if col == SPIES:
            plaque = Plaque(SPY, "mask", "", "spies", text(lang, "Spies", "Espions"), size)
            tip = text(lang, "The spy column: spies lie face down until the end, then join "
                             "their family's column on the same side.",
                       "La colonne des espions : face cachée jusqu'à la fin, puis ils "
                       "rejoignent leur famille, du même côté.")
            return Piece(f"status.{col}", x, y, 5, plaque, tooltip=tip)
        fam = data.family(col)
        up = scoring.weight(data, table_data.above[col])
        down = scoring.weight(data, table_data.below[col])
        word = text(lang, *STATUS[status[col]])
        plaque = Plaque(fam.colour, fam.emblem, _signed(up - down), status[col], word, size)
        tip = text(lang, f"{data.family_name(col, lang)}: {up} above, {down} below (a noble "
                         f"counts two) — {word.lower()}",
                   f"{data.family_name(col, lang)} : {up} au-dessus, {down} au-dessous (un "
                   f"noble compte deux) — {word.lower()}")
        return Piece(f"status.{col}", x, y, 5, plaque, tooltip=tip)

    def _laid(self, cid: str, x: float, y: float, z: float, scale: float, target: str,
              lang: str) -> Piece:
        """A card on the table: a face, or a spy's back; clickable when an assassin aims."""
        hidden = is_handle(cid) or cid not in court().cards
        return Piece(cid, x, y, z, None if hidden else card_face(cid, lang),
                     spy_back(lang) if hidden else None, scale=scale, card=cid, target=target,
                     tooltip=_tooltip(cid, lang))

    # --- a player's seat -----------------------------------------------------------------------
    def _domain(self, table: TableSpec, view: CourtisansState, p: int, seat: str,
                status: dict[str, str], lang: str, zones: list[Zone],
                pieces: list[Piece]) -> None:
        """The domain, one offset pile per family (spies face down apart), each with its
        points under the current standings, and the domain's provisional total."""
        data = court()
        spec = table.get("domain", seat)
        label = spec.text(lang, name=view.players[p], of_name=_of(view.players[p]))
        points = scoring.domain_points(view, p, status)
        if view.to_act == p:
            label += text(lang, "  — playing", "  — joue")
        elif view.revealed:
            total = scoring.scores(view)[p]
            final = str(total).replace("-", "\u2212")
            label += text(lang, f"  — final score {final} (domain {_signed(points)}, missions "
                                f"+{total - points})",
                          f"  — score final {final} (domaine {_signed(points)}, missions "
                          f"+{total - points})")
        zid = f"domain.{p}"
        zones.append(Zone(zid, spec.x, spec.y, spec.w, spec.h, label, "area",
                          badge=_signed(points), badge_colour="#4a2c17", label_h=DOMAIN_LABEL))
        by_family: dict[str, list[str]] = {}  # in the domain's order, in one look
        spies: list[str] = []
        for c in view.domains[p]:
            if is_handle(c) or c not in data.cards:
                spies.append(c)
            else:
                by_family.setdefault(data.cards[c].family, []).append(c)
        groups = [(fam.id, by_family[fam.id]) for fam in data.families if fam.id in by_family]
        if spies:
            groups.append((SPIES, spies))
        if not groups:
            return
        scale, step, places = _fit_groups(spec, table, [len(g) for _f, g in groups])
        w, h = CARD_W * scale, CARD_H * scale
        sign = {scoring.FAVOURED: 1, scoring.DISGRACED: -1, scoring.NEUTRAL: 0}
        for (x, top), (fam_id, cards) in zip(places, groups, strict=True):
            height = h + step * (len(cards) - 1)
            badge = "" if fam_id == SPIES else _signed(
                sign[status[fam_id]] * scoring.weight(data, cards))
            colour = "#4a2c17" if fam_id == SPIES else _family_colour(fam_id)
            zones.append(Zone(f"group.{p}.{fam_id}", x - 4, top - 4, w + 8, height + 8, "",
                              "stack", badge=badge, badge_colour=_deep(colour), target=False,
                              z=-5))
            for i, cid in enumerate(cards):
                pieces.append(self._laid(cid, x, top + i * step, 10 + i, scale, zid, lang))

    def _hand(self, table: TableSpec, view: CourtisansState, p: int, seat: str, lang: str,
              zones: list[Zone], pieces: list[Piece]) -> None:
        spec = table.get("hand", seat)
        hand = view.hands[p]
        if _read_out_in_hand(view, p, seat):
            return  # the game over, its empty place lends its room to the missions read out
        label = spec.text(lang, name=view.players[p], of_name=_of(view.players[p]))
        if seat != "near":
            label += text(lang, f" · {len(hand)} in hand", f" · {len(hand)} en main")
        zones.append(Zone(f"hand.{p}", spec.x, spec.y, spec.w, spec.h, label, "area",
                          target=False))
        if seat == "near" and len(hand) > 1:  # a hand of 5 shrinks rather than overlaps
            fits = (spec.w - 16 - (len(hand) - 1) * table.gap) / (len(hand) * CARD_W)
            spec = replace(spec, scale=min(spec.scale, fits))
        xs = row_xs(spec, len(hand), table.gap)
        y = spec.y + max(26.0, (spec.h - CARD_H * spec.scale) / 2 + 10)
        for i, (cid, x) in enumerate(zip(hand, xs, strict=True)):
            if cid in court().cards:
                pieces.append(Piece(cid, x, y, 100 + i, card_face(cid, lang), scale=spec.scale,
                                    card=cid, tooltip=_tooltip(cid, lang)))
            else:
                pieces.append(Piece(f"hand.{p}.{i}", x, y, 100 + i, None, CardBack(BACK, "crown"),
                                    scale=spec.scale))

    def _missions(self, table: TableSpec, view: CourtisansState, p: int, seat: str,
                  viewer: int | None, status: dict[str, str], lang: str, zones: list[Zone],
                  pieces: list[Piece]) -> None:
        """The viewer's own missions in words, with how they stand now; others' face down
        until the end, when everybody's are read out with what each earned."""
        spec = table.get("missions", seat)
        data = court()
        missions = view.missions[p]
        known = [m for m in missions if m in data.missions]
        if known and (seat == "near" or view.revealed):
            note = _mission_note(view, p, seat == "near", known, status, lang)
            if _read_out_in_hand(view, p, seat):  # (too small alone at 1024×768: its title
                h = table.get("hand", seat)      # only was shown): the two places as one
                x, y = min(h.x, spec.x), min(h.y, spec.y)
                spec = replace(spec, x=x, y=y, w=max(h.x + h.w, spec.x + spec.w) - x,
                               h=max(h.y + h.h, spec.y + spec.h) - y)
            zones.append(Zone(f"missions.{p}", spec.x, spec.y, spec.w, spec.h, note, "note",
                              target=False))
            return
        zones.append(Zone(f"missions.{p}", spec.x, spec.y, spec.w, spec.h, spec.text(lang),
                          "area", target=False))
        xs = row_xs(spec, len(missions), table.gap)
        y = spec.y + max(26.0, (spec.h - CARD_H * spec.scale) / 2 + 10)
        for i, x in enumerate(xs):
            pieces.append(Piece(f"mission.{p}.{i}", x, y, 100 + i, None, CardBack(BACK, "seal"),
                                scale=spec.scale,
                                tooltip=text(lang, "A secret mission", "Une mission secrète")))

    # --- deck and discard ------------------------------------------------------------------------
    def _piles(self, table: TableSpec, view: CourtisansState, lang: str, zones: list[Zone],
               pieces: list[Piece]) -> None:
        spec = table.get("deck", "shared")
        count = len(view.deck)
        zones.append(Zone("deck", spec.x, spec.y, spec.w, spec.h, spec.text(lang), "pile",
                          badge=str(count), badge_colour=BACK, z=-8))
        if count:
            pieces.append(Piece("deck", spec.x, spec.y, 1, None, CardBack(BACK, "crown"),
                                scale=spec.scale, target="deck",
                                tooltip=text(lang, f"{count} cards: click to draw",
                                             f"{count} cartes : cliquez pour piocher")))
        spec = table.get("discard", "shared")
        gone = view.discard
        zones.append(Zone("discard", spec.x, spec.y, spec.w, spec.h, spec.text(lang), "pile",
                          badge=str(len(gone)) if gone else "", badge_colour="#4a2c17",
                          target=False, z=-8))
        for i, cid in enumerate(gone[-2:]):
            hidden = is_handle(cid) or cid not in court().cards
            pieces.append(Piece(cid, spec.x, spec.y, 1 + i,
                                None if hidden else card_face(cid, lang),
                                spy_back(lang) if hidden else None, scale=spec.scale,
                                tooltip=_tooltip(cid, lang)))

    # --- the curtain, the score panel and the end ------------------------------------------------
    def seat_style(self, state: Any, seat: int) -> tuple[str, str]:
        return SEATS[seat % len(SEATS)], "crown"

    def score_lines(self, rules: Rules[Any], state: Any,
                    lang: str) -> list[tuple[str, str, str]]:
        """Final totals at the end; before it, each domain's points under the standings all
        can see (face-down spies and secret missions left out)."""
        if rules.is_over(state):
            return [(name, str(s), SEATS[p % len(SEATS)])
                    for p, (name, s) in enumerate(zip(state.players, rules.scores(state),
                                                      strict=True))]
        public = rules.view(state, 0)
        status = scoring.statuses(public)
        return [(text(lang, f"{name} — domain", f"{name} — domaine"),
                 _signed(scoring.domain_points(public, p, status)), SEATS[p % len(SEATS)])
                for p, name in enumerate(state.players)]

    def final_sheet(self, rules: Rules[Any], state: Any, lang: str) -> Page:
        """The players by points, domain and missions (courtisans_scoring.py)."""
        return final_sheet(rules, state, lang, SEATS)

    def result_text(self, rules: Rules[Any], state: Any, lang: str) -> str:
        """Who won, with how many points (or who share the victory). Each player's domain and
        missions are the final sheet's columns, beside it: written again under it, they were
        the same figures twice."""
        head = rules.prompt(state, lang).split(": ", 1)[-1]
        return head[:1].upper() + head[1:]


SHORT = {  # a mission in a few words, by its condition (missions.yaml)
    "fewer_than_left_neighbour": ("Fewer {family} cards than the left neighbour",
                                  "Moins de cartes {family} que le voisin de gauche"),
    "at_least_in_domain": ("{count} {role} or more", "Au moins {count} {role}"),
    "family_in_disgrace": ("{family} in disgrace", "{family} en disgrâce"),
    "at_most_favoured": ("At most {count} families in favour",
                         "Au plus {count} familles en faveur"),
    "at_least_disgraced": ("At least {count} families in disgrace",
                           "Au moins {count} familles en disgrâce"),
    "one_family_below_at_least": ("{count} of one family below", "{count} d'une famille dessous"),
    "every_family_below_at_least": ("Every family below", "Chaque famille dessous"),
}


def _short(mid: str, lang: str) -> str:
    data = court()
    m = data.missions[mid]
    if m.condition not in SHORT:
        return data.mission_text(mid, lang)
    role = data.roles[m.role].name.get(lang, m.role).lower() if m.role else ""
    role = role[:-1] + "ies" if role.endswith("y") else role + "s" if role else ""
    family = data.family_name(m.family, lang) if m.family else ""
    return text(lang, *SHORT[m.condition]).format(family=family, count=m.count, role=role)


def _mission_note(view: CourtisansState, p: int, own: bool, missions: list[str],
                  status: dict[str, str], lang: str) -> str:
    """A title line, then one line a mission: in full for the player who holds them (how it
    stands so far), in a few words with the points it earned for the others at the end."""
    data = court()
    worth = view.mission_points
    if own:
        title = text(lang, "Missions", "Missions") if view.revealed else \
            text(lang, "Secret missions", "Missions secrètes")
        lines = [title + text(lang, f" — {worth} points each", f" — {worth} points chacune")]
    else:
        lines = [text(lang, f"Missions of {view.players[p]}", f"Missions {_of(view.players[p])}")]
    for m in missions:
        done = scoring.mission_done(view, p, m, status)
        if not own:
            lines.append(f"{'+' + str(worth) if done else '0'}  ·  {_short(m, lang)}")
            continue
        if view.revealed:
            mark = text(lang, f"fulfilled: +{worth}", f"réussie : +{worth}") if done \
                else text(lang, "failed", "manquée")
        else:
            mark = text(lang, "done so far", "réussie pour l'instant") if done \
                else text(lang, "not yet", "pas encore")
        nobreak = mark.replace(" ", "\u00a0")  # (never 'réussie :' and '+3' on two lines)
        lines.append(f"•  {data.mission_text(m, lang)}  —\u00a0{nobreak}")
    return "\n".join(lines)


def _read_out_in_hand(view: CourtisansState, p: int, seat: str) -> bool:
    """Another player's missions read out at the end take the room of their hand, empty."""
    return seat != "near" and view.revealed and not view.hands[p]


def _step(table: TableSpec, scale: float, count: int, room: float) -> float:
    """The offset between the cards of a pile: full while they fit `room`, then narrower."""
    step = table.stack_offset * scale
    if count > 1:
        step = min(step, max(table.min_stack_offset * scale,
                             (room - CARD_H * scale) / (count - 1)))
    return step


#: table units of a domain's label line: at 800x600 (0.37 pixels a unit) whose domain it is is
#: written 9 pixels high, 25 units, and its letters' tails need the rest; the cards lie below
DOMAIN_LABEL = 36.0


def _fit_groups(spec: ZoneSpec, table: TableSpec,
                lengths: list[int]) -> tuple[float, float, list[tuple[float, float]]]:
    """Scale, offset and top-left corners of a domain's family piles: cards as large as the
    zone allows, the offset narrowing (down to `min_stack_offset`) before the cards shrink.
    A tall domain (at the side of the Queen's table) takes its piles in two rows."""
    n, tallest = len(lengths), max(lengths)
    rows = 2 if spec.h > spec.w * 0.8 and n > 3 else 1
    per_row = -(-n // rows)
    top = spec.y + DOMAIN_LABEL + 6  # under the label: whose domain, never under the cards
    row_h = (spec.h - DOMAIN_LABEL - 10) / rows - 22  # the family badges below each row
    scale = min(spec.scale, (spec.w - 16) / (per_row * CARD_W + (per_row - 1) * table.gap),
                row_h / (CARD_H + table.min_stack_offset * (tallest - 1)))
    step = _step(table, scale, tallest, row_h)
    places: list[tuple[float, float]] = []
    for r in range(rows):
        count = min(per_row, n - r * per_row)
        xs = row_xs(replace(spec, scale=scale), count, table.gap * scale)
        places += [(x, top + r * (row_h + 22)) for x in xs]
    return scale, step, places


@cache
def _family_colour(fam_id: str) -> str:
    return court().family(fam_id).colour


@cache
def _deep(colour: str) -> str:
    return QColor(colour).darker(150).name()


ADAPTER = CourtisansAdapter()
