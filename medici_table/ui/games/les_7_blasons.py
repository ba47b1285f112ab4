"""Les 7 Blasons on the table: seats around an oval, coats of arms, the trick, the pool.

Seen from the deciding player ("near", bottom); the others sit clockwise from their left, in
the seats `table.yaml` lists for their number. Zone ids are the move targets of the rules:
`trick`, `pool`, `coats.<seat>` (a display), `pile.<seat>.<k>` (a won trick, variant 1); a coat
is named by its token id, which is also its target (the Intendant swaps two coats).
"""

from __future__ import annotations

import math
from typing import Any

from medici_table.engine import Rules
from medici_table.games.les_7_blasons import moves as rule_moves
from medici_table.games.les_7_blasons.data import components
from medici_table.games.les_7_blasons.rounds import TRICKS, totals
from medici_table.games.les_7_blasons.state import HIDDEN_COAT, NOBODY, POOL, BlasonsState
from medici_table.games.les_7_blasons.text import card_name, watching
from medici_table.ui.games.les_7_blasons_art import (
    POWERS,
    Banner,
    Plaque,
    Shield,
    TrickFace,
    TrickPile,
    colour,
    emblem,
)
from medici_table.ui.games.les_7_blasons_portraits import portrait
from medici_table.ui.games.les_7_blasons_scores import (
    board_piece,
    final_sheet,
    round_scoring,
    tally_piece,
)
from medici_table.ui.games.seat_names import same_name, seat_label
from medici_table.ui.interlude import Page, Scoring
from medici_table.ui.layout import CARD_H, CARD_W, CardFace, Piece, TableLayout, Zone
from medici_table.ui.tablespec import ZoneSpec, load_table, row_xs

GAME_ID = "les_7_blasons"
PLAQUE_H = 52.0
HAND_LABEL_ROOM = 34.0  # the hand zone's label over its cards (their glow included)
LABEL_ROOM = 29.0  # "Your coats of arms" over one's coats: its line (22 covered its foot)
_HOW = {  # how a decision is made on this table, after what it does
    "manant": ("Drag a lit coat from the pool to your coats (or click it, then your coats).",
               "Faites glisser un blason éclairé de la pioche vers vos blasons (ou cliquez-le, "
               "puis vos blasons)."),
    "menetrier": ("Click a lit face-down coat.", "Cliquez un blason caché éclairé."),
    "magistrat": ("Drag a lit coat to the pool (or click it, then the pool).",
                  "Faites glisser un blason éclairé vers la pioche (ou cliquez-le, puis la "
                  "pioche)."),
    "intendant": ("Drag a lit coat onto the coat it swaps with (or click one, then the other).",
                  "Faites glisser un blason éclairé sur celui qu'il remplace (ou cliquez l'un, "
                  "puis l'autre)."),
    "religieux": ("Drag a lit coat to another player's coats.",
                  "Faites glisser un blason éclairé vers les blasons d'un autre joueur."),
    "winner": ("Click a lit face-down coat, or drag a coat from the pool to your coats.",
               "Cliquez un blason caché éclairé, ou faites glisser un blason de la pioche vers "
               "les vôtres."),
    "consult": ("Click a lit trick to look at it.", "Cliquez un pli éclairé pour le consulter."),
    "peek": ("Click a lit face-down coat to look at it.",
             "Cliquez un blason caché éclairé pour le regarder."),
    "serve": ("Click the card of the trick to take it.", "Cliquez la carte du tour à prendre."),
}


def _t(lang: str, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


def card_face(card: str, lang: str) -> CardFace:
    comp = components()
    ch = comp.characters[comp.card_character[card]]
    house = comp.card_house[card]
    # the Religieux's power acts only in variant 4: no picture of it, its text says so
    icon = f"blason_power_{ch.power}" if ch.power in POWERS and not ch.requires_option else ""
    return CardFace(value="*" if ch.star else str(ch.value), title=ch.name[lang],
                    colour=colour(house), emblem=emblem(house), house=comp.houses[house].name,
                    text=ch.text[lang], portrait=portrait(ch.id, house), icon=icon)


def _trick_face(card: str, lang: str, **marks: Any) -> TrickFace:
    """`card` as the trick shows it: its printed face without the power text, and `marks`
    (the other `TrickFace` fields: its value's seal, whose it is, what the powers did to it)."""
    f = card_face(card, lang)
    return TrickFace(f.value, f.title, f.colour, f.emblem, f.house, portrait=f.portrait,
                     icon=f.icon, **marks)


def _tooltip(card: str, lang: str) -> str:
    comp = components()
    ch = comp.characters[comp.card_character[card]]
    return f"{card_name(card, lang, whose=True)}\n{ch.text[lang]}"


class BlasonsAdapter:
    game_id = GAME_ID
    tells_how = True  # its banner says how to play a card or use a power: not in a replay

    def layout(self, rules: Rules[Any], view: Any, viewer: int | None,
               lang: str, how: bool = True) -> TableLayout:
        """`how`: the banner tells the deciding player how to act here (not in a replay)."""
        table = load_table(GAME_ID)
        state: BlasonsState = view
        near = viewer if viewer is not None else 0
        zones: list[Zone] = []
        pieces: list[Piece] = []
        scores = totals(state)
        for i, slot in enumerate(table.seat_names(state.n)):
            seat = (near + i) % state.n
            self._seat(state, table.get("seat", slot), seat, seat == near, str(scores[seat]),
                       lang, zones, pieces)
        spec = table.get("hand", "near")
        self._hand(state, spec, near, lang, zones, pieces)
        pieces.append(tally_piece(state, table.get("tally", "near"), near, lang))
        self._trick(state, table.get("trick", "shared"), lang, zones, pieces)
        self._pool(state, table.get("pool", "shared"), lang, zones, pieces)
        spec = table.get("banner", "shared")
        line = self._line(rules, state, viewer, lang, how)  # (whole in its tooltip, where it is
        pieces.append(Piece("banner", spec.x, spec.y, 400,  # cut short on a small table)
                            back=Banner("#000000", text=line,
                                        short=self._line(rules, state, viewer, lang, how=False),
                                        size=(spec.w, spec.h)), tooltip=line))
        board = board_piece(state, table.get("scores", "shared"), lang)
        if board is not None:
            pieces.append(board)
        decider = f"plaque.{state.to_act}" if state.to_act is not None else ""
        return TableLayout(table.width, table.height, tuple(zones), tuple(pieces),
                           decider=decider)

    # --- a seat: name plaque, coats of arms, won tricks -------------------------------------------
    def _seat(self, state: BlasonsState, spec: ZoneSpec, seat: int, mine: bool, score: str,
              lang: str, zones: list[Zone], pieces: list[Piece]) -> None:
        house = state.houses[seat]
        comp = components()
        cards = len(state.hands[seat])
        notes = []
        if state.to_act == seat:
            notes.append(_t(lang, "decides", "décide"))
        elif state.phase == "play" and state.leader == seat:
            notes.append(_t(lang, "leads", "entame"))
        if not mine:
            notes.append(_t(lang, f"{cards} in hand", f"{cards} en main"))
        won = len(state.piles[seat])
        if won:
            notes.append(_t(lang, f"{won} trick{'s' if won > 1 else ''}",
                            f"{won} pli{'s' if won > 1 else ''}"))
        pieces.append(Piece(f"plaque.{seat}", spec.x, spec.y, 300, back=Plaque(
            colour(house), emblem(house), name=state.players[seat],
            house="" if same_name(state.players[seat], comp.houses[house].name)
            else comp.houses[house].name, score=score, note=" · ".join(notes),
            acting=state.to_act == seat, size=(spec.w, PLAQUE_H))))
        s = spec.scale
        top = spec.y + PLAQUE_H + 6
        coats_w = spec.w * (0.62 if mine else 0.58)
        label = _t(lang, "Your coats of arms", "Vos blasons") if mine else ""
        zones.append(Zone(f"coats.{seat}", spec.x, top, coats_w, spec.y + spec.h - top, label))
        here = [c for c in state.coats if c.at == seat]
        below = LABEL_ROOM if mine else 4  # under "Your coats of arms" (its box: items.label_box)
        self._coats(here, spec.x, top + below, coats_w, spec.y + spec.h - top - below, s, lang,
                    pieces, state.to_act is None)
        self._piles(state, seat, spec.x + coats_w + 8, top, spec.w - coats_w - 8,
                    spec.y + spec.h - top, s, lang, zones, pieces)

    def _coats(self, coats: list[Any], x: float, y: float, w: float, h: float, s: float,
               lang: str, pieces: list[Piece], over: bool = False) -> None:
        """Coats in rows of shields; when there are too many they overlap (at the end of the
        game every coat is shown, face-down ones darkened)."""
        cw, ch = Shield("").size
        cw, ch = cw * s, ch * s
        gap = 6.0
        per_row = max(1, int((w - 8 + gap) // (cw + gap)))
        rows = max(1, int((h - 4 + gap) // (ch + gap)))
        if len(coats) > per_row * rows:
            per_row = math.ceil(len(coats) / rows)
        step = min(cw + gap, (w - 8 - cw) / max(1, per_row - 1))
        for i, coat in enumerate(coats):
            r, c = divmod(i, per_row)
            pieces.append(Piece(coat.id, x + 4 + c * step, y + 2 + r * (ch + gap), 20 + i,
                                back=self._shield(coat, over), scale=s, card=coat.id, target=coat.id,
                                tooltip=self._coat_tip(coat, lang)))

    @staticmethod
    def _shield(coat: Any, over: bool) -> Shield:
        if coat.face == HIDDEN_COAT:
            return Shield("#3b3f46", "", up=False)
        house = components().coat_house[coat.face]
        return Shield(colour(house), emblem(house), up=coat.up, known=not coat.up,
                      eye=not over)

    @staticmethod
    def _coat_tip(coat: Any, lang: str) -> str:
        if coat.face == HIDDEN_COAT:
            return _t(lang, "A face-down coat of arms: nobody may look at it.",
                      "Un blason face cachée : personne ne peut le regarder.")
        comp = components()
        house = comp.houses[comp.coat_house[coat.face]]
        name = f"{house.name} ({house.colour_name[lang]})"
        if coat.up:
            return _t(lang, f"Coat of arms of {name}", f"Blason {name}")
        return _t(lang, f"Coat of arms of {name}, face down (you looked at it)",
                  f"Blason {name}, face cachée (vous l'avez regardé)")

    def _piles(self, state: BlasonsState, seat: int, x: float, y: float, w: float, h: float,
               s: float, lang: str, zones: list[Zone], pieces: list[Piece]) -> None:
        """Won tricks side by side; one the viewer may read lists its cards."""
        comp = components()
        pw, ph = TrickPile("").size
        pw, ph = pw * s, ph * s
        piles = state.piles[seat]
        held = [c for c, h in zip(_bourgeoisie_cards(state), state.bourgeoisie, strict=False)
                if h == seat]
        bw = CARD_W * 0.6 * s
        w -= len(held) * (bw + 6)  # the bourgeoisie cards keep the right end
        step = min(pw + 6, (w - pw) / max(1, len(piles) - 1)) if piles else 0.0
        for k, pile in enumerate(piles):
            px, py = x + k * step, y + 4
            pid = f"pile.{seat}.{k}"
            readable = all(c in comp.card_house for c in pile.cards)
            listed = tuple((colour(comp.card_house[c]), emblem(comp.card_house[c]),
                            "*" if comp.characters[comp.card_character[c]].star
                            else str(comp.card_value[c])) for c in pile.cards) if readable else ()
            tip = "\n".join(card_name(c, lang, whose=True) for c in pile.cards) if readable \
                else _t(lang, f"A won trick of {len(pile.cards)} cards, face down",
                        f"Un pli de {len(pile.cards)} cartes, face cachée")
            zones.append(Zone(pid, px - 3, py - 3, pw + 6, ph + 6, "", "pile", z=-4))
            pieces.append(Piece(pid, px, py, 10 + k, back=TrickPile(
                "#000000", cards=listed), scale=s, target=pid,
                tooltip=tip))
        for i, card in enumerate(held):
            b = comp.bourgeoisie_card(card)
            used = card in state.used
            serve = comp.characters[b.serve].name[lang]
            does = _t(lang, f"{b.consult_tricks} tricks / the {serve} / {b.peek_coats} coats",
                      f"{b.consult_tricks} plis / le {serve} / {b.peek_coats} blasons")
            face = CardFace(value=str(b.rank), title=b.name[lang], colour="#8a6d3b",
                            emblem="blason_key", text=_t(lang, "Used this round.",
                                                         "Utilisée à cette manche.")
                            if used else does)
            tip = _t(lang, f"{b.name[lang]}: once a round, at your turn to play, before the "
                     f"last trick — look at up to {b.consult_tricks} tricks (variant 1), take "
                     f"the {serve} of the trick (variant 2), look at up to {b.peek_coats} "
                     "face-down coats (variant 3).",
                     f"{b.name[lang]} : une fois par manche, à votre tour de jouer, avant le "
                     f"dernier pli — consulter jusqu'à {b.consult_tricks} plis (variante 1), "
                     f"prendre le {serve} du pli (variante 2), regarder jusqu'à "
                     f"{b.peek_coats} blasons cachés (variante 3).")
            pieces.append(Piece(card, x + w + 6 + i * (bw + 6), y + 2, 30 + i, face,
                                scale=0.6 * s, card=card, tooltip=tip))

    # --- the middle of the table -------------------------------------------------------------------
    def _hand(self, state: BlasonsState, spec: ZoneSpec, seat: int, lang: str,
              zones: list[Zone], pieces: list[Piece]) -> None:
        fields = {"name": state.players[seat], "house": state.houses[seat]}
        zones.append(Zone(f"hand.{seat}", spec.x, spec.y, spec.w, spec.h, spec.text(lang, **fields),
                          target=False))
        hand = state.hands[seat]
        xs = row_xs(spec, len(hand), 14)
        # below the zone's label: a full hand's first cards hid "Hand of …" at the zone's top
        y = spec.y + max((spec.h - CARD_H * spec.scale) / 2 + 6, HAND_LABEL_ROOM)
        for i, (card, x) in enumerate(zip(hand, xs, strict=True)):
            if card in components().card_house:
                pieces.append(Piece(card, x, y, 100 + i, card_face(card, lang), scale=spec.scale,
                                    card=card, tooltip=_tooltip(card, lang)))

    def _trick(self, state: BlasonsState, spec: ZoneSpec, lang: str, zones: list[Zone],
               pieces: list[Piece]) -> None:
        trick = min(state.tricks_done + 1, TRICKS)
        if state.tied:  # the round that breaks a tie after three (RULINGS)
            names = " & ".join(state.players[s] for s in state.tied)
            which = _t(lang, f"extra round for {names}", f"manche de départage ({names})")
        else:
            which = _t(lang, f"round {state.round}", f"manche {state.round}")
        label = spec.text(lang) + _t(lang, f" — {which}, trick {trick} of {TRICKS}",
                                     f" — {which}, pli {trick} sur {TRICKS}")
        if state.set_aside:
            label += _t(lang, f" · {len(state.set_aside)} cards set aside",
                        f" · {len(state.set_aside)} cartes écartées")
        zones.append(Zone("trick", spec.x, spec.y, spec.w, spec.h, label))
        n = len(state.trick)
        scale = _trick_scale(spec, state.n)
        fitted = ZoneSpec(spec.zone, spec.seat, spec.layout, spec.x, spec.y, spec.w, spec.h,
                          scale, spec.label)
        xs = row_xs(fitted, n, 12)
        y = spec.y + 34 + (spec.h - 40 - CARD_H * scale) / 2
        values = components().card_value
        for t, (played, x) in enumerate(zip(state.trick, xs, strict=True)):
            seat, card = played.seat, played.card
            vholder = state.value_of[t] if t < len(state.value_of) else NOBODY
            pholder = state.power_of[t] if t < len(state.power_of) else NOBODY
            robbed = []
            if vholder not in (seat, NOBODY):
                robbed.append("value")
            if pholder not in (seat, NOBODY):
                robbed.append("power")
            held = [values[state.trick[u].card] for u, h in enumerate(state.value_of)
                    if h == seat and u != t]
            acting = state.phase == "resolve" and t == state.resolving
            taker = state.phase in ("winner", "bourgeois") and seat == state.winner
            face = _trick_face(card, lang, current=str(held[0]) if held else "",
                               owner=state.players[seat], robbed=" ".join(robbed), acting=acting,
                               taker=taker, user=state.players[pholder] if "power" in robbed else "")
            tip = _tooltip(card, lang)
            if "value" in robbed:
                tip += _t(lang, f"\nIts value counts for {state.players[vholder]}.",
                          f"\nSa valeur compte pour {state.players[vholder]}.")
            if "power" in robbed:
                tip += _t(lang, f"\nIts power is used by {state.players[pholder]}.",
                          f"\nSon pouvoir est employé par {state.players[pholder]}.")
            pieces.append(Piece(card, x, y, 50 + t, face, scale=scale, card=card, tooltip=tip))

    def ahead(self, rules: Rules[Any], view: Any, viewer: int | None,
              lang: str) -> list[Piece]:
        """What the decider's move may show, drawn in idle time while they decide (the table
        asks, `ui/table.py`): their cards' faces as they would lie in the trick, so the card
        played is not drawn anew at the move."""
        state: BlasonsState = view
        if state.phase != "play" or viewer is None or state.to_act != viewer:
            return []
        scale = _trick_scale(load_table(GAME_ID).get("trick", "shared"), state.n)
        out = []
        for card in state.hands[viewer]:
            if card in components().card_house:  # the printed face, as `_trick` keeps it
                out.append(Piece(card, 0, 0, face=_trick_face(card, lang).base, scale=scale))
        return out

    def _pool(self, state: BlasonsState, spec: ZoneSpec, lang: str, zones: list[Zone],
              pieces: list[Piece]) -> None:
        pool = [c for c in state.coats if c.at == POOL]
        zones.append(Zone("pool", spec.x, spec.y, spec.w, spec.h,
                          f"{spec.text(lang)} ({len(pool)})"))
        self._coats(pool, spec.x + 6, spec.y + 30, spec.w - 12, spec.h - 34, spec.scale, lang,
                    pieces, state.to_act is None)

    def _line(self, rules: Rules[Any], state: BlasonsState, viewer: int | None,
              lang: str, how: bool = True) -> str:
        """The engine's prompt, with what the power being used does and how to do it here
        (not without `how`); seen from another seat than the decider's (a friend's at a hosted
        table, a person's while a computer plays), who decides and what they are doing."""
        if state.to_act is not None and viewer is not None and viewer != state.to_act:
            return watching(state, lang)
        line = rules.prompt(state, lang)
        if state.to_act is None or not how:
            return line
        if state.phase == "play":
            return line + _t(lang, " Drag a card from your hand to the trick.",
                             " Faites glisser une carte de votre main vers le tour de table.")
        if state.phase == "resolve":
            power = rule_moves.current_power(state)
            if power == "malandrin":
                return line + _t(lang, " Click a card of the trick, then choose.",
                                 " Cliquez une carte du tour, puis choisissez.")
            ch = next(c for c in components().characters.values() if c.power == power)
            return f"{line} {ch.text[lang]} {_t(lang, *_HOW[power])}"
        if state.phase == "winner":
            return f"{line} {_t(lang, *_HOW['winner'])}"
        if state.pending:
            return f"{line} {_t(lang, *_HOW[state.pending[0].action])}"
        return line

    def scoring(self, rules: Rules[Any], before: Any, move: Any, after: Any,
                lang: str) -> Scoring | None:
        """A round's scoring, when `move` ended a round: read before play goes on."""
        return round_scoring(before, after, lang)

    def final_sheet(self, rules: Rules[Any], state: Any, lang: str) -> Page:
        return final_sheet(rules, state, lang)

    def inspect(self, rules: Rules[Any], view: Any, viewer: int | None, piece: str,
                lang: str) -> list[Page]:
        """A won trick, opened by a click: its cards, if the view lets the viewer read them."""
        parts = piece.split(".")
        if len(parts) != 3 or parts[0] != "pile" or not parts[1].isdigit() \
                or not parts[2].isdigit():
            return []
        state: BlasonsState = view
        seat, k = int(parts[1]), int(parts[2])
        if seat >= state.n or k >= len(state.piles[seat]):
            return []
        cards = state.piles[seat][k].cards
        who = state.players[seat]
        title = _t(lang, f"Trick {k + 1} of {who}", f"Pli {k + 1} de {who}")
        comp = components()
        if not all(c in comp.card_house for c in cards):
            return [Page(title, (), (), (), _t(
                lang, f"{len(cards)} cards, face down: the rules do not let you look at them.",
                f"{len(cards)} cartes face cachée : les règles ne vous permettent pas de les "
                "regarder."))]
        houses = [comp.card_house[c] for c in cards]
        rows = tuple((card_name(c, lang), comp.houses[h].name,
                      "*" if comp.characters[comp.card_character[c]].star
                      else str(comp.card_value[c])) for c, h in zip(cards, houses, strict=True))
        sums = {h: sum(comp.card_value[c] for c in cards if comp.card_house[c] == h)
                for h in dict.fromkeys(houses)}
        note = _t(lang, "Values by house: ", "Valeurs par maison : ") + ", ".join(
            f"{comp.houses[h].name} {v}" for h, v in sums.items())
        header = (_t(lang, "Card", "Carte"), _t(lang, "House", "Maison"),
                  _t(lang, "Value", "Valeur"))
        return [Page(title, header, rows, tuple(colour(h) for h in houses), note)]

    # --- the curtain, the score panel and the end ---------------------------------------------------
    def seat_style(self, state: Any, seat: int) -> tuple[str, str]:
        house = state.houses[seat]
        return colour(house), emblem(house)

    def score_lines(self, rules: Rules[Any], state: Any,
                    lang: str) -> list[tuple[str, str, str]]:
        scores = rules.scores(state)
        houses = components().houses
        return [(seat_label(state.players[s], houses[h].name), str(scores[s]), colour(h))
                for s, h in enumerate(state.houses)]

    def result_text(self, rules: Rules[Any], state: Any, lang: str) -> str:
        scores = rules.scores(state)
        winners = rules.winners(state)
        names = " & ".join(state.players[w] for w in winners)
        if state.tied:
            tied = " & ".join(state.players[s] for s in state.tied)
            extra = state.round_scores[-1]
            head = _t(lang, f"{tied} were tied after three rounds; the extra round decides "
                      f"({', '.join(f'{state.players[s]} {extra[s]}' for s in state.tied)}).",
                      f"{tied} étaient à égalité après trois manches ; la manche de plus "
                      f"départage ({', '.join(f'{state.players[s]} {extra[s]}' for s in state.tied)}).")
        else:
            head = ""
        if len(winners) == 1:
            w = winners[0]
            tail = _t(lang, f"{names} wins with {scores[w]} points.",
                      f"{names} gagne avec {scores[w]} points.")
        else:
            tail = _t(lang, f"Shared victory: {names}.", f"Victoire partagée : {names}.")
        return f"{head} {tail}".strip()


def _trick_scale(spec: ZoneSpec, players: int) -> float:
    """The cards' scale in the trick: every player's card fits in one row."""
    return min(spec.scale, (spec.w - 16 - 12 * (players - 1)) / (players * CARD_W))


def _bourgeoisie_cards(state: BlasonsState) -> tuple[str, ...]:
    return tuple(b.id for b in components().bourgeoisie_for(state.n))[: len(state.bourgeoisie)]


ADAPTER = BlasonsAdapter()
