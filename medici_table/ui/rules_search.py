"""Full-text search in a rules text that ignores case and accents ("epee" finds "épée") (no Qt)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from medici_table.ui.rulestext import Section

_VARIANTS = {
    "a": "aàâäáã", "c": "cç", "e": "eéèêë", "i": "iîïíì", "o": "oôöóò", "u": "uùûüú",
    "y": "yÿ", "n": "nñ", "oe": "œ", "ae": "æ",
}


def fold(text: str) -> str:
    """Lower case without accents, œ as oe: what a search compares."""
    text = text.lower().replace("œ", "oe").replace("æ", "ae")
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def pattern(query: str) -> str:
    """A case-insensitive regular expression matching `query` with or without its accents."""
    out: list[str] = []
    for ch in fold(query.strip()):
        if ch in _VARIANTS:
            out.append(f"[{_VARIANTS[ch]}{_VARIANTS[ch].upper()}]")
        elif ch.isspace():
            out.append(r"\s+")
        else:
            out.append(re.escape(ch))
    return "".join(out).replace("[oôöóòOÔÖÓÒ][eéèêëEÉÈÊË]", "(?:[oO][eE]|[œŒ])")


def plain(markdown: str) -> str:
    """Markdown as the words a reader sees (links, code marks, list dashes and tables gone)."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"[`*|]", "", text)
    text = re.sub(r"(^|\n)\s*(?:[-]+\s+|\d+\.\s+)", r"\1", text)
    return re.sub(r"-{3,}", "", text)


@dataclass(frozen=True)
class Hit:
    anchor: str
    title: str
    count: int
    excerpt: str


def search(sections: dict[str, Section], query: str) -> list[Hit]:
    """Sections whose title or text holds `query`, most hits first, each with an excerpt."""
    needle = fold(query.strip())
    if len(needle) < 2:
        return []
    hits: list[Hit] = []
    for section in sections.values():
        title, body = fold(section.title), fold(section.text)
        count = title.count(needle) * 3 + body.count(needle)
        if count:
            text = plain(section.text)
            at = fold(text).find(needle)
            start = max(0, at - 40)
            start = text.rfind(" ", 0, start) + 1 if start else 0  # from a word's start
            excerpt = text[start: at + len(needle) + 60] if at >= 0 else text[:100]
            excerpt = " ".join(excerpt.split()).replace(" - ", " · ")
            hits.append(Hit(section.anchor, section.title, count, excerpt))
    return sorted(hits, key=lambda h: -h.count)  # stable: rulebook order among equals
