"""Court of the Medici on the table: hands, decks, discards, Outer Courts and the First Circle.

Seen from the deciding player ("near", bottom); the opponent sits "far" (top). Zone ids are the
move targets of the rules: `outer.<seat>`, `deck.<seat>`, and a stack's bottom card id.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from medici_table.engine import Rules
from medici_table.games.court_of_the_medici.data import DECK
from medici_table.ui.games import court_of_the_medici_art as art
from medici_table.ui.games.court_of_the_medici_scoring import final_sheet
from medici_table.ui.games.seat_names import same_name, seat_label
from medici_table.ui.interlude import Page
from medici_table.ui.layout import CARD_H, CARD_W, CardBack, CardFace, Piece, TableLayout, Zone
from medici_table.ui.tablespec import (
    TableSpec,
    ZoneSpec,
    fit_stacks,
    label_lead,
    load_table,
    row_xs,
    stack_top,
)

GAME_ID = "court_of_the_medici"


def _t(lang: str, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


@cache  # the deck never changes: a face is made once (a layout asks for ~35 a move)
def card_face(card_id: str, lang: str, jester_value: int | None = None) -> CardFace:
    card = DECK.cards[card_id]
    house = DECK.houses[card.house]
    value = "X" if card.role == "jester" else str(card.value)
    return CardFace(
        value=value,
        title=card.title(lang),
        colour=house.colour,
        emblem=house.emblem,
        house=house.name.get(lang, house.name["en"]),
        text=card.power.get(lang, card.power.get("en", "")) if card.power else "",
        current="" if jester_value is None else str(jester_value),
        portrait=art.portrait(card.kind, card.house),
        icon=art.POWER_ICONS.get(card.role, ""),
    )


def card_back(house_id: str) -> CardBack:
    house = DECK.houses.get(house_id)
    if house is None:
        return CardBack("#555555")
    return CardBack(house.colour, house.emblem)


def _house_of_placeholder(ph: str, fallback: str) -> str:
    name = ph.lstrip("?").split(".")[0]
    return name if name in DECK.houses else fallback


def card_value(card_id: str, jesters: dict[str, int]) -> int:
    if card_id in jesters:
        return jesters[card_id]
    return DECK.cards[card_id].value


def _tooltip(card_id: str, lang: str, jesters: dict[str, int]) -> str:
    card = DECK.cards[card_id]
    house = DECK.houses[card.house].name.get(lang, card.house)
    value = f"X = {jesters[card_id]}" if card_id in jesters else str(card.value)
    power = card.power.get(lang, card.power.get("en", "")) if card.power else ""
    head = f"{card.title(lang)} — {house}, {value}"
    return f"{head}\n{power}" if power else head


class CourtAdapter:
    game_id = GAME_ID

    def layout(self, rules: Rules[Any], view: Any, viewer: int | None,
               lang: str) -> TableLayout:
        table = load_table(GAME_ID)
        near = viewer if viewer is not None else 0
        seats = {"near": near, "far": 1 - near}
        jesters = dict(view.jesters)
        zones: list[Zone] = []
        pieces: list[Piece] = []
        for role, seat in seats.items():
            self._seat(table, view, role, seat, lang, jesters, zones, pieces)
        spec = table.get("first_circle", "shared")
        zones.append(_area("first_circle", spec, spec.text(lang)))
        self._stacks(table, spec, view.first_circle, lang, jesters, zones, pieces)
        decider = f"hand.{view.to_act}" if view.to_act is not None else ""
        return TableLayout(table.width, table.height, tuple(zones), tuple(pieces),
                           decider=decider)

    def _seat(self, table: TableSpec, view: Any, role: str, seat: int, lang: str,
              jesters: dict[str, int], zones: list[Zone], pieces: list[Piece]) -> None:
        house_id = view.houses[seat]
        house = DECK.houses[house_id]
        fields = {"name": view.players[seat], "house": house.name.get(lang, house_id)}
        # the hand: faces for what the viewer may see, backs for placeholders
        spec = table.get("hand", role)
        # "{name} — {house}", or the name once when the player is named after the House
        label = fields["name"] if same_name(**fields) else spec.text(lang, **fields)
        limit = view.limits[seat] if seat < len(view.limits) else None
        if limit is not None:
            label += _t(lang, f" · plays up to {limit}", f" · joue jusqu'à {limit}")
        zones.append(Zone(f"hand.{seat}", spec.x, spec.y, spec.w, spec.h, label, "area",
                          target=False))
        hand = view.hands[seat]
        xs = row_xs(spec, len(hand), table.gap, label_lead(label))  # (not over the label)
        y = spec.y + (spec.h - CARD_H * spec.scale) / 2 + (8 if role == "far" else 0)
        for i, (cid, x) in enumerate(zip(hand, xs, strict=True)):
            if cid in DECK.cards:
                own = role == "near"  # a card the opponent showed is seen, never moved
                pieces.append(Piece(cid, x, y, 100 + i, card_face(cid, lang), scale=spec.scale,
                                    card=cid if own else None,
                                    tooltip=_tooltip(cid, lang, jesters)))
            else:
                back = card_back(_house_of_placeholder(cid, house_id))
                pieces.append(Piece(f"hand.{seat}.{i}", x, y, 100 + i, None, back,
                                    scale=spec.scale))
        # the deck: one back and its count
        spec = table.get("deck", role)
        count = len(view.decks[seat])
        zones.append(Zone(f"deck.{seat}", spec.x, spec.y, spec.w, spec.h, spec.text(lang),
                          "pile", badge=str(count), badge_colour=house.colour, z=-8))
        if count:
            pieces.append(Piece(f"deck.{seat}", spec.x, spec.y, 1, None, card_back(house_id),
                                scale=spec.scale, target=f"deck.{seat}",
                                tooltip=_t(lang, f"{count} cards", f"{count} cartes")))
        # the discards of this seat's House: the top card, face up
        spec = table.get("discard", role)
        discards = view.discards[seat]
        zones.append(Zone(f"discard.{house_id}", spec.x, spec.y, spec.w, spec.h,
                          spec.text(lang), "pile", badge=str(len(discards)) if discards else "",
                          badge_colour=house.colour, target=False, z=-8))
        for i, cid in enumerate(discards[-2:]):
            pieces.append(Piece(cid, spec.x, spec.y, 1 + i, card_face(cid, lang),
                                scale=spec.scale, tooltip=_tooltip(cid, lang, jesters)))
        # the Outer Court in front of this seat
        spec = table.get("outer", role)
        zones.append(_area(f"outer.{seat}", spec, spec.text(lang, **fields)))
        self._stacks(table, spec, view.outer[seat], lang, jesters, zones, pieces)

    def _stacks(self, table: TableSpec, spec: ZoneSpec, stacks: tuple[tuple[str, ...], ...],
                lang: str, jesters: dict[str, int], zones: list[Zone],
                pieces: list[Piece]) -> None:
        fit = fit_stacks(spec, table, [len(s) for s in stacks])
        top = stack_top(spec)
        w, h = CARD_W * fit.scale, CARD_H * fit.scale
        for x, step, side, stack in zip(fit.xs, fit.steps, fit.sides, stacks, strict=True):
            bottom = stack[0]
            total = sum(card_value(c, jesters) for c in stack)
            height = h + step * (len(stack) - 1)
            wide = w + side * (len(stack) - 1)  # a tall stack fans out sideways
            badge = str(total) if len(stack) > 1 else ""  # a lone Jester shows its seal
            zones.append(Zone(bottom, x - 6, top - 6, wide + 12, height + 12, "", "stack",
                              badge=badge, badge_colour="#4a2c17", z=-5))
            for i, cid in enumerate(stack):
                face = card_face(cid, lang, jesters.get(cid))
                pieces.append(Piece(cid, x + i * side, top + i * step, 10 + i, face,
                                    scale=fit.scale,
                                    card=cid, target=bottom,
                                    tooltip=_tooltip(cid, lang, jesters)))

    def seat_style(self, state: Any, seat: int) -> tuple[str, str]:
        """The colour and emblem of a seat's House (the curtain shows whose turn comes)."""
        house = DECK.houses[state.houses[seat]]
        return house.colour, house.emblem

    # --- the score panel and the end --------------------------------------------------------------
    def score_lines(self, rules: Rules[Any], state: Any,
                    lang: str) -> list[tuple[str, str, str]]:
        scores = rules.scores(state)
        out = []
        for seat, house_id in enumerate(state.houses):
            house = DECK.houses[house_id]
            name = seat_label(state.players[seat], house.name.get(lang, house_id))
            out.append((name, str(scores[seat]), house.colour))
        return out

    def final_sheet(self, rules: Rules[Any], state: Any, lang: str) -> Page:
        """The Houses by influence, with their cards at court (court_of_the_medici_scoring)."""
        return final_sheet(rules, state, lang)

    def result_text(self, rules: Rules[Any], state: Any, lang: str) -> str:
        """How the game ended, then which rule decided it (score, cards at court, draw)."""
        scores = rules.scores(state)
        names = [DECK.houses[h].name.get(lang, h) for h in state.houses]
        counts = [len(rules.house_cards_at_court(state, p)) for p in (0, 1)]  # type: ignore[attr-defined]
        how = rules.tie_break(state)  # type: ignore[attr-defined]
        ending = _ENDINGS.get(state.result, ("", ""))
        head = _t(lang, *ending)
        if how == "prepared":
            return head
        if how == "draw":
            tail = _t(lang, f"Draw: equal influence ({scores[0]}) and as many cards at court "
                            f"({counts[0]}).",
                      f"Égalité : même influence ({scores[0]}) et autant de cartes à la cour "
                      f"({counts[0]}).")
        elif how == "cards":
            w = rules.winners(state)[0]
            tail = _t(lang, f"Equal influence ({scores[0]}): {names[w]} wins the tie-break with "
                            f"more cards at court ({counts[w]} to {counts[1 - w]}).",
                      f"Influence égale ({scores[0]}) : {names[w]} l'emporte avec plus de cartes "
                      f"à la cour ({counts[w]} contre {counts[1 - w]}).")
        else:
            w = rules.winners(state)[0]
            who = seat_label(state.players[w], names[w])
            tail = _t(lang, f"{who} wins, {scores[w]} to {scores[1 - w]}.",
                      f"{who} gagne, {scores[w]} à {scores[1 - w]}.")
        return f"{head} {tail}".strip()


_ENDINGS = {
    "first_circle_empty": ("The First Circle is empty.", "Le 1er Cercle est vide."),
    "house_out": ("A House has no card left in the First Circle.",
                  "Une Maison n'a plus de carte dans le 1er Cercle."),
    "no_play": ("Neither player can play any more.", "Plus aucun joueur ne peut jouer."),
    "prepared": ("Both Houses prepared the future three times: the game is a draw.",
                 "Les deux Maisons ont préparé l'avenir trois fois : partie nulle."),
}


def _area(zone_id: str, spec: ZoneSpec, label: str) -> Zone:
    return Zone(zone_id, spec.x, spec.y, spec.w, spec.h, label, "area")


ADAPTER = CourtAdapter()
