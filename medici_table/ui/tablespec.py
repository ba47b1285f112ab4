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
    """How a row of stacks fits its zone: card scale, offset between cards, left edges; and,
    per stack, the offset down (`steps`) and sideways (`sides`: 0 but for a fanned stack)."""

    scale: float
    step: float
    xs: list[float]
    steps: list[float] = field(default_factory=list)
    sides: list[float] = field(default_factory=list)


MIN_FIT_SCALE = 0.5
#: a tall stack shrinks its zone's cards down to this scale; past it, it fans out sideways
FAN_SCALE = 0.75
#: card units: how far right each card of a fanned stack lies — its value, and a role's mark
#: before it, stay whole where the next card's offset down would hide their lower part
FAN_SIDE = 60.0


def fit_stacks(spec: ZoneSpec, table: TableSpec, lengths: list[int]) -> StackFit:
    """Shrink a crowded court until every stack fits its zone with every value showing (seed
    000: a stack's cards are offset so that each one's value can always be read).

    Cards keep the full offset while they fit; past that they shrink, down to `FAN_SCALE`. A
    stack still too tall then fans out: each card lies a little lower and `FAN_SIDE` to the
    right, its value whole and as large as the others' — a court of 7 cards shrank every card
    to 0.6 and wrote each covered value in 8 pixels at 1024x768. Only when the row is too wide
    for the zone do the cards shrink further (down to half size) and the stacks overlap."""
    n = len(lengths)
    tallest = max(lengths, default=1)
    room_h = spec.h - 34
    room_w = spec.w - 16
    offset = table.stack_offset
    scale = spec.scale
    if tallest > 1:
        scale = min(scale, max(FAN_SCALE, room_h / (CARD_H + offset * (tallest - 1))))

    def upright(length: int, scale: float) -> bool:
        return (CARD_H + offset * (length - 1)) * scale <= room_h + 1e-6

    def width(scale: float) -> float:
        fanned = sum(FAN_SIDE * (k - 1) for k in lengths if not upright(k, scale))
        return (n * CARD_W + fanned + max(0, n - 1) * table.gap) * scale

    for _ in range(4):  # (fanned stacks turn upright as the cards shrink: a few rounds)
        if width(scale) <= room_w or scale <= MIN_FIT_SCALE:
            break
        scale = max(MIN_FIT_SCALE, scale * room_w / width(scale))
    steps, sides = [], []
    for k in lengths:
        if upright(k, scale) or k < 2:
            steps.append(offset * scale)
            sides.append(0.0)
        else:  # what the height allows, the values whole beside the next card
            steps.append(max(0.0, room_h - CARD_H * scale) / (k - 1))
            sides.append(FAN_SIDE * scale)
    widths = [CARD_W * scale + side * (k - 1) for k, side in zip(lengths, sides, strict=True)]
    gap = table.gap * scale
    if n > 1 and sum(widths) + gap * (n - 1) > room_w:  # the stacks overlap sideways
        gap = (room_w - sum(widths)) / (n - 1)
    total = sum(widths) + gap * max(0, n - 1)
    left = spec.x + (spec.w - total) / 2
    xs = []
    for w in widths:
        xs.append(left)
        left += w + gap
    step = min(steps, default=offset * scale)
    return StackFit(scale, step, xs, steps, sides)


def stack_top(spec: ZoneSpec) -> float:
    """Where the bottom card of each stack lies (below the zone's label)."""
    return spec.y + 30
