"""A rule summary for every piece on the table that its game's table left without one (no Qt).

A piece's id names what it is ("gonzaga.jester.1", "coat.grandbois.2", "board.7"): the first
part of it that is a section of the game's rules text (`{#jester}`), or a term of its glossary,
gives the first sentences of that section or the term's definition.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from medici_table.ui import rulestext
from medici_table.ui.layout import TableLayout
from medici_table.ui.rulestext import read_text

_LIMIT = 260
# what a table's generic pieces stand for, when their id names no section itself
_ALIASES = {
    "hand": ("hidden-information", "turn"),
    "deck": ("draw", "refill", "setup"),
    "pile": ("mission-cards", "draw"),
    "hull": ("boats",), "boat": ("boats",),
    "gold": ("income", "scoring"), "money": ("income", "scoring"),
    "plaque": ("scoring", "status", "weight"), "board": ("goods", "components"),
    "tally": ("scoring",), "banner": ("scoring",),
    "court": ("scoring",), "score": ("scoring",),
}


def _short(text: str) -> str:
    first = text.split("\n\n")[0]
    sentences = re.split(r"(?<=[.!?;:])\s+", first)
    out = ""
    for s in sentences:
        if out and (len(out) + len(s) > _LIMIT or s.endswith(":")):
            break  # a list announced by a colon does not fit in a tooltip
        out = f"{out} {s}".strip()
    return out if len(out) <= _LIMIT + 40 else out[:_LIMIT].rsplit(" ", 1)[0] + "…"


@cache
def _glossary(game: str, lang: str) -> dict[str, tuple[str, str]]:
    """slug of a term -> (term, definition), read from the rules text's glossary."""
    out: dict[str, tuple[str, str]] = {}
    for line in read_text(game, f"rules.{lang}.md").splitlines():
        m = re.match(r"^\s*[-*]\s+\*\*(.+?)\*\*\s*:?\s*(.*)$", line)
        if m is not None:
            out.setdefault(rulestext.slug(m.group(1)), (m.group(1), m.group(2).lstrip(": ")))
    return out


@cache
def summary(game: str, piece_id: str, lang: str) -> str:
    """What the rules say about the thing `piece_id` names, in a sentence or two ('' if nothing)."""
    sections = rulestext.sections(game, lang)
    glossary = _glossary(game, lang)
    parts = [p for p in re.split(r"[._:/-]", piece_id.lower()) if p and not p.isdigit()]
    for part in parts:
        for key in (part, part.rstrip("s"), part + "s"):
            section = sections.get(key)
            if section is not None and key not in ("top", "turn", "glossary"):
                return f"{section.title}\n{_short(section.text)}"
            if key in glossary:
                term, definition = glossary[key]
                return f"{term}\n{definition}"
    for part in parts:  # "queen" -> {#queen-table}; then what generic pieces stand for
        for anchor in (*(a for a in sections if a.startswith(f"{part}-")), *_ALIASES.get(part, ())):
            section = sections.get(anchor)
            if section is not None:
                return f"{section.title}\n{_short(section.text)}"
    return ""


def fill_tooltips(layout: TableLayout, game: str, lang: str) -> TableLayout:
    """`layout` with a rule summary on each piece that has no tooltip of its own."""
    if all(p.tooltip for p in layout.pieces):
        return layout
    pieces = tuple(p if p.tooltip else replace(p, tooltip=summary(game, p.id, lang))
                   for p in layout.pieces)
    return replace(layout, pieces=pieces)
