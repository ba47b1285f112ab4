"""The sections of a game's rules text (`rules_data/<id>/rules.<lang>.md`) by anchor (no Qt)."""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from medici_table.engine.records import record
from medici_table.engine.resources import rules_data

_HEADING = re.compile(r"^(#+)\s+(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$")


def slug(text: str) -> str:
    """An anchor made of `text`: lower case, without accents, words joined by '-'."""
    plain = "".join(c for c in unicodedata.normalize("NFD", text.lower())
                    if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "section"


def read_text(*parts: str) -> str:
    """A Markdown file of rules_data in the wanted language, else English, else empty."""
    path = rules_data(*parts)
    if not path.is_file():
        path = path.with_name(path.name.replace(".fr.", ".en."))
    return path.read_text(encoding="utf-8") if path.is_file() else ""


@record
class Section:
    anchor: str
    title: str
    text: str


@cache
def sections(game_id: str, lang: str = "en") -> dict[str, Section]:
    """Every anchored heading with the text up to the next heading (empty if no file)."""
    path = rules_data(game_id, f"rules.{lang}.md")
    if not path.is_file():
        path = rules_data(game_id, "rules.en.md")
        if not path.is_file():
            return {}
    out: dict[str, Section] = {}
    current: tuple[str, str] | None = None
    body: list[str] = []
    fenced = False  # inside a ``` block a '#' starts a comment, not a heading
    for line in path.read_text(encoding="utf-8").splitlines() + ["# {#end-of-file}"]:
        if line.lstrip().startswith("```"):
            fenced = not fenced
        m = None if fenced else _HEADING.match(line)
        if fenced:
            body.append(line)
            continue
        if m is not None or (line.startswith("#") and current is not None):
            if current is not None:
                out[current[0]] = Section(current[0], current[1], _clean("\n".join(body)))
            current = (m.group(3), m.group(2)) if m is not None else None
            body = []
        elif current is not None:
            body.append(line)
    return out


def _clean(text: str) -> str:
    text = re.sub(r"\*\*(.*?)\*\*", r"\1", text)
    text = re.sub(r"\*(.*?)\*", r"\1", text)
    paragraphs = [" ".join(p.split()) for p in text.strip().split("\n\n")]
    return "\n\n".join(p for p in paragraphs if p)


def section(game_id: str, anchor: str, lang: str = "en") -> Section | None:
    return sections(game_id, lang).get(anchor)
