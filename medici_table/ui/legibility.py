"""The legibility floor: no text that tells the game is drawn smaller than `MIN_PX` logical
pixels on the screen. A drawing asks `readable(p, px)` before writing a line of `px` table
units; where the line would be smaller, it draws an icon instead and the text stays in the
piece's tooltip (and shows on the card when the table is zoomed in).

Text drawn as a path (the large numbers, outlined names) reports itself through `note`, so a
test can watch every text painted (`watching`), with `QPainter.drawText` for the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtGui import QPainter

from medici_table.ui.pixcache import scale_of

MIN_PX = 9.0  # logical pixels: the smallest text a player is asked to read

Probe = Callable[[str, float], None]  # (text, its size in logical pixels on the screen)
_probes: list[Probe] = []


def on_screen(p: QPainter, px: float) -> float:
    """The size in logical pixels of a `px` text drawn under `p`."""
    return px * scale_of(p)


def readable(p: QPainter, px: float) -> bool:
    """Whether a `px` text drawn under `p` reaches the floor (a hair under it is rounding)."""
    return on_screen(p, px) >= MIN_PX - 0.01


def note(p: QPainter, px: float, text: str) -> None:
    """Tell whoever watches that `text` is drawn at `px` table units under `p`."""
    for probe in _probes:
        probe(text, on_screen(p, px))


@contextmanager
def watching(probe: Probe) -> Iterator[None]:
    """Call `probe(text, logical px)` for every text drawn as a path while inside."""
    _probes.append(probe)
    try:
        yield
    finally:
        _probes.remove(probe)
