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


def words(query: str) -> list[str]:
    """The words of `query` a search looks for, folded: two letters or more each."""
    return [w for w in fold(query).split() if len(w) >= 2]


def _word_pattern(word: str) -> str:
    out: list[str] = []
    for ch in word:
        if ch in _VARIANTS:
            out.append(f"[{_VARIANTS[ch]}{_VARIANTS[ch].upper()}]")
        else:
            out.append(re.escape(ch))
    return "".join(out).replace("[oôöóòOÔÖÓÒ][eéèêëEÉÈÊË]", "(?:[oO][eE]|[œŒ])")


def pattern(query: str) -> str:
    """A case-insensitive regular expression matching every word of `query` (or the whole of
    it, spaces and all, when it is one word of one letter), with or without its accents."""
    found = words(query) or [fold(query.strip())]
    return "|".join(_word_pattern(w) for w in found)


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
    """Sections whose title or text holds every word of `query`, most hits first (the words
    side by side as typed count double), each with an excerpt from the first of them."""
    found = words(query)
    if not found:
        return []
    phrase = " ".join(found)
    hits: list[Hit] = []
    for section in sections.values():
        title, body = fold(section.title), " ".join(fold(section.text).split())
        counts = [title.count(w) * 3 + body.count(w) for w in found]
        if not all(counts):
            continue
        count = sum(counts) + (2 * (title.count(phrase) * 3 + body.count(phrase))
                               if len(found) > 1 else 0)
        text = " ".join(plain(section.text).split())
        folded = fold(text)  # (the same length as `text`: one letter for one)
        at = folded.find(phrase)
        needle = phrase if at >= 0 else found[0]
        at = at if at >= 0 else folded.find(needle)
        start = max(0, at - 40)
        start = text.rfind(" ", 0, start) + 1 if start else 0  # from a word's start
        excerpt = text[start: at + len(needle) + 60] if at >= 0 else text[:100]
        hits.append(Hit(section.anchor, section.title, count, excerpt.replace(" - ", " · ")))
    return sorted(hits, key=lambda h: -h.count)  # stable: rulebook order among equals
