"""What a game's adapter tells the table to draw: zones and pieces, as plain data (no Qt).

The scene turns a `TableLayout` into graphics items; items are reused by `Piece.id`, so a card
that moves between two layouts slides to its new place.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Protocol

from medici_table.engine.records import record

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

CARD_W = 110.0
CARD_H = 160.0


@record
class CardFace:
    """The printed face of a card, drawn in vector by `cardart`."""

    value: str  # the big number ("7", "X")
    title: str  # role or name, on the banner
    colour: str  # the House / family colour
    emblem: str = ""  # "tree", "lion", ... (a shape, so colour is never the only cue)
    house: str = ""  # House name, small
    text: str = ""  # power text
    current: str = ""  # a value that varies in play (a Jester's value), shown in a seal
    mark: str = ""  # an emblem in the value's corner (a role: crown, dagger...), before it
    portrait: str = ""  # a named character's portrait (`ui/portraits`), in place of the emblem
    icon: str = ""  # an emblem standing for the power's text when that is too small to read


@record
class CardBack:
    colour: str
    emblem: str = ""
    label: str = ""


class Drawing(Protocol):
    """A piece that draws itself (a game's token, plaque or board) instead of a printed card.

    The table calls `paint(painter, rect)` in a box of the drawing's `size`, a (w, h) in table
    units if it has one (a card's size if not). It may also have a `base` (a `CardFace` or a
    `Drawing` that changes seldom, kept as a picture) and `paint_over(painter, rect)`, the
    little that changes often, painted over it (`over_key`, if present, is what that depends
    on); see `items.layers`. It keys the table's shared pixmaps, so it is a hashable value (a
    frozen dataclass).
    """

    def paint(self, p: QPainter, rect: QRectF) -> None: ...


@record
class Piece:
    """One card or token on the table."""

    id: str  # a stable id (the card id; hidden cards get a stable seat-based id)
    x: float
    y: float
    z: float = 0.0
    face: CardFace | Drawing | None = None  # None: drawn face down
    back: CardBack | Drawing | None = None
    scale: float = 1.0
    card: str | None = None  # the card id moves name, if the viewer may move it
    target: str | None = None  # the move target it stands for when something is dropped on it
    tooltip: str = ""


@record
class Zone:
    """An area of the table: a drop target (`id` is what moves name as `target`)."""

    id: str
    x: float
    y: float
    w: float
    h: float
    label: str = ""
    kind: str = "area"  # area | stack | pile | note (a parchment sheet: title line, then text)
    badge: str = ""  # a number shown large (a stack total, a deck count)
    badge_colour: str = ""
    target: bool = True  # False: decoration only (the opponent's hand)
    z: float = -10.0
    # an area's label line, in table units: written up to ~95 % of it, larger in a small window
    # to stay legible (`items.label_box`); what lies in the area starts below it
    label_h: float = 26.0


@record
class TableLayout:
    width: float
    height: float
    zones: tuple[Zone, ...] = ()
    pieces: tuple[Piece, ...] = ()
    titles: tuple[tuple[str, float, float, float], ...] = field(default=())  # text, x, y, width
    # moves that name no piece and no place but may also be made by a drag: (piece id, zone
    # id, move kind), e.g. the deck's top card dropped on the auction block turns it up
    drags: tuple[tuple[str, str, str], ...] = field(default=())
    ask: str = ""  # a question the table asks at once, its answers every legal move (yes/no)
    ask_beside: str = ""  # the zone that question is about (the prompt leaves it in sight)
    # the deciding seat's panel, framed in gold on the table so whose turn it is shows at a
    # glance: a zone, or a piece (a seat's plaque)
    decider: str = ""
    # each seat's panel, in seat order, where a move that lays nothing shows (a bid, a pass:
    # said aloud on the seat's plaque); the turn's banner keeps those just said in sight
    seats: tuple[str, ...] = ()
