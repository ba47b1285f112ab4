"""A game's `table.yaml` (zones per seat) and the geometry of rows, stacks and piles (no Qt)."""

from __future__ import annotations

from dataclasses import field
from functools import cache

from medici_table.engine.data import load_game_file
from medici_table.engine.records import record
from medici_table.ui.layout import CARD_H, CARD_W


@record
class ZoneSpec:
    zone: str
    seat: str  # near | far | shared, or any seat named in `seats`
    layout: str  # row | stacks | pile
    x: float
    y: float
    w: float
    h: float
    scale: float
    label: dict[str, str]

    def text(self, lang: str, **fields: str) -> str:
        """The label in `lang` with its fields filled; beside {name}, {of_name} is French "de"
        with the name, elided before a vowel ("Cour Extérieure d'Isabella", "de Lorenzo")."""
        raw = self.label.get(lang) or self.label.get("en", "")
        if "name" in fields:
            fields.setdefault("of_name", of_name(fields["name"]))
        return raw.format(**fields) if raw else ""


def of_name(name: str) -> str:
    """French "de Bo" / "d'Ada": "de" elided before a vowel (a mute h is not guessed)."""
    return f"d'{name}" if name[:1].lower() in "aeiouyàâäéèêëîïôöùûü" else f"de {name}"


@record
class TableSpec:
    width: float
    height: float
    stack_offset: float
    min_stack_offset: float
    gap: float
    zones: dict[tuple[str, str], ZoneSpec]  # (zone, seat) -> spec
    seats: dict[int, tuple[str, ...]] = field(default_factory=dict)  # players -> seats

    def get(self, zone: str, seat: str) -> ZoneSpec:
        return self.zones[(zone, seat)]

    def seat_names(self, players: int) -> tuple[str, ...]:
        """The seats of `players` players, clockwise from the deciding player's ("near")."""
        return self.seats.get(players, ("near", "far")[:players])


@cache
def load_table(game_id: str) -> TableSpec:
    """The validated table layout of a game (`rules_data/<game>/table.yaml`)."""
    data = load_game_file(game_id, "table.yaml", "table").data
    zones: dict[tuple[str, str], ZoneSpec] = {}
    for z in data["zones"]:
        x, y, w, h = (float(v) for v in z["rect"])
        spec = ZoneSpec(z["zone"], z["seat"], z["layout"], x, y, w, h,
                        float(z.get("scale", 1.0)), z.get("label", {}))
        zones[(spec.zone, spec.seat)] = spec
    return TableSpec(
        width=float(data["size"][0]),
        height=float(data["size"][1]),
        stack_offset=float(data.get("stack_offset", 36)),
        min_stack_offset=float(data.get("min_stack_offset", 22)),
        gap=float(data.get("gap", 16)),
        zones=zones,
        seats={int(n): tuple(names) for n, names in data.get("seats", {}).items()},
    )


def row_xs(spec: ZoneSpec, n: int, gap: float, lead: float = 0.0) -> list[float]:
    """Left edges of `n` cards in a centred row, overlapping when the zone is too narrow.
    `lead`: the zone's first units hold its label; a row that would cover it starts after it
    instead, as far as the zone allows (`label_lead`)."""
    if n == 0:
        return []
    w = CARD_W * spec.scale
    step = w + gap
    if n > 1 and (n - 1) * step + w > spec.w - 16:
        step = (spec.w - 16 - w) / (n - 1)
    total = (n - 1) * step + w
    left = spec.x + (spec.w - total) / 2
    if lead:
        left = max(left, min(spec.x + lead, spec.x + spec.w - 8 - total))
    return [left + i * step for i in range(n)]


#: the width of a zone's label in table units, a character at a time: the labels are written
#: at 17 units in the table's italic (EB Garamond: 6.5-7.5 units a character in names and
#: words; capitals are wider), from 12 units in (`items.label_box`), and larger in a small
#: window, where they grow to stay legible (20 units in a 1024x768 screen's window)
LABEL_UNITS_A_CHARACTER = 9.0


def label_lead(label: str) -> float:
    """How far into its zone a label reaches, with a little room after it (`row_xs`'s lead)."""
    return 12 + len(label) * LABEL_UNITS_A_CHARACTER + 10 if label else 0.0


@record
class StackFit:
    """How a row of stacks fits its zone: card scale, offset between cards, left edges."""

    scale: float
    step: float
    xs: list[float]


MIN_FIT_SCALE = 0.5


def fit_stacks(spec: ZoneSpec, table: TableSpec, lengths: list[int]) -> StackFit:
    """Shrink a crowded court until every stack fits its zone with every value showing.

    Cards keep the full offset while they fit; past that they shrink (down to half size) before
    the offset narrows (down to `min_stack_offset`) or the stacks overlap sideways.
    """
    n = len(lengths)
    tallest = max(lengths, default=1)
    room_h = spec.h - 34
    room_w = spec.w - 16
    scale = spec.scale
    if tallest > 1:
        scale = min(scale, room_h / (CARD_H + table.stack_offset * (tallest - 1)))
    if n > 1:
        scale = min(scale, room_w / (n * CARD_W + (n - 1) * table.gap))
    scale = max(MIN_FIT_SCALE, min(spec.scale, scale))
    step = table.stack_offset * scale
    if tallest > 1:
        fits = (room_h - CARD_H * scale) / (tallest - 1)
        step = max(table.min_stack_offset * scale, min(step, fits))
    shrunk = ZoneSpec(spec.zone, spec.seat, spec.layout, spec.x, spec.y, spec.w, spec.h, scale,
                      spec.label)
    return StackFit(scale, step, row_xs(shrunk, n, table.gap * scale))


def stack_top(spec: ZoneSpec) -> float:
    """Where the bottom card of each stack lies (below the zone's label)."""
    return spec.y + 30
