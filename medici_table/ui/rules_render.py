"""Our rules texts' Markdown as Qt rich text that keeps the `{#anchor}` of every heading (no Qt).

Qt's own `setMarkdown` drops those anchors, and the panel must open at one, so this small
renderer covers what the texts use: headings, paragraphs, lists, tables, emphasis, inline code
and links. Terms defined in the `{#glossary}` section link from the rest of the text.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from medici_table.engine.records import record
from medici_table.ui.rulestext import slug

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([A-Za-z0-9_-]+)\})?\s*$")
_BULLET = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")
_TERM = re.compile(r"^\s*[-*]\s+\*\*(.+?)\*\*")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_CODE = re.compile(r"`([^`]+)`")


@record
class Heading:
    level: int
    title: str
    anchor: str


@dataclass
class Rendered:
    """A rules text as rich text, its headings (the table of contents) and glossary terms."""

    html: str
    headings: list[Heading] = field(default_factory=list)
    terms: dict[str, str] = field(default_factory=dict)  # term -> its anchor


def glossary_terms(markdown: str) -> dict[str, str]:
    """`- **Term**: ...` lines of the `{#glossary}` section, each with an anchor of its own."""
    terms: dict[str, str] = {}
    inside = False
    for line in markdown.splitlines():
        m = _HEADING.match(line)
        if m is not None:
            inside = m.group(3) == "glossary"
            continue
        t = _TERM.match(line) if inside else None
        if t is not None:
            term = t.group(1).strip()
            terms[term] = f"term-{slug(term)}"
    return terms


def inline(text: str, terms: dict[str, str] | None = None, seen: set[str] | None = None) -> str:
    """Emphasis, code and links of one line of Markdown, as escaped rich text."""
    out = html.escape(text, quote=False)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _LINK.sub(lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', out)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", out)
    if terms:
        out = _link_terms(out, terms, seen if seen is not None else set())
    return out


def _link_terms(out: str, terms: dict[str, str], seen: set[str]) -> str:
    """Link a section's first use of each glossary term (not inside a tag or a link)."""
    if not terms:
        return out
    words = sorted(terms, key=len, reverse=True)
    pattern = re.compile(r"(<a\b.*?</a>|<[^>]+>)|\b(" + "|".join(re.escape(w) for w in words)
                         + r")\b")

    def repl(m: re.Match[str]) -> str:
        if m.group(1):
            return m.group(1)
        word = m.group(2)
        if word in seen:
            return word
        seen.add(word)
        return f'<a class="term" href="#{terms[word]}">{word}</a>'

    return pattern.sub(repl, out)


def render(markdown: str, link_terms: bool = True) -> Rendered:
    """The whole text as one HTML body; each heading carries its anchor as `<a name>`."""
    terms = glossary_terms(markdown)
    doc = Rendered("", [], terms)
    out: list[str] = []
    para: list[str] = []
    lists: list[str] = []  # open list tags
    table: list[list[str]] = []
    in_glossary = False
    seen: set[str] = set()

    def text_terms() -> dict[str, str] | None:
        return None if in_glossary or not link_terms else terms

    def flush_para() -> None:
        if para:
            out.append(f"<p>{inline(' '.join(para), text_terms(), seen)}</p>")
            para.clear()

    def close_lists() -> None:
        while lists:
            out.append(f"</li></{lists.pop()}>")

    def flush_table() -> None:
        if not table:
            return
        rows = [r for r in table if not all(re.fullmatch(r":?-+:?", c) for c in r)]
        body = []
        for i, row in enumerate(rows):
            tag = "th" if i == 0 else "td"
            cells = "".join(f"<{tag}>{inline(c, text_terms(), seen)}</{tag}>" for c in row)
            body.append(f"<tr>{cells}</tr>")
        out.append('<table class="grid" cellspacing="0" cellpadding="4">' + "".join(body)
                   + "</table>")
        table.clear()

    code: list[str] | None = None  # the lines of an open ``` block
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.lstrip().startswith("```"):
            if code is None:
                flush_para()
                close_lists()
                flush_table()
                code = []
            else:
                out.append('<pre class="code">' + html.escape("\n".join(code), quote=False)
                           + "</pre>")
                code = None
            continue
        if code is not None:
            code.append(raw)
            continue
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        if heading is not None:
            flush_para()
            close_lists()
            flush_table()
            level = len(heading.group(1))
            title = heading.group(2)
            anchor = heading.group(3) or slug(title)
            in_glossary = anchor == "glossary"
            if level <= 2:  # a term links once per chapter, not at every paragraph
                seen.clear()
            seen.update(t for t in terms if t in title)  # nor inside its own section
            doc.headings.append(Heading(level, title, anchor))
            out.append(f'<h{min(level + 1, 6)}><a name="{anchor}"></a>{inline(title)}'
                       f"</h{min(level + 1, 6)}>")
        elif line.lstrip().startswith("|"):
            flush_para()
            close_lists()
            table.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif line.startswith(">"):
            flush_para()
            close_lists()
            flush_table()
            out.append(f"<blockquote>{inline(line.lstrip('> '), text_terms(), seen)}</blockquote>")
        elif bullet is not None:
            flush_para()
            flush_table()
            depth = len(bullet.group(1)) // 2 + 1
            tag = "ol" if bullet.group(2)[0].isdigit() else "ul"
            if len(lists) < depth:
                out.append(f"<{tag}><li>")
                lists.append(tag)
            else:
                while len(lists) > depth:
                    out.append(f"</li></{lists.pop()}>")
                out.append("</li><li>")
            item = bullet.group(3)
            term = _TERM.match(line) if in_glossary else None
            if term is not None:
                out.append(f'<a name="{terms[term.group(1).strip()]}"></a>')
            out.append(inline(item, text_terms(), seen))
        elif not line.strip():
            flush_para()
            flush_table()
        elif lists and raw.startswith(" "):
            out.append(" " + inline(line.strip(), text_terms(), seen))
        else:
            close_lists()
            flush_table()
            para.append(line.strip())
    flush_para()
    close_lists()
    flush_table()
    doc.html = "\n".join(out)
    return doc


STYLE = """
body { font-size: 13pt; }
h1 { font-size: 22pt; color: #6b2a1a; margin-top: 4px; }
h2 { font-size: 17pt; color: #6b2a1a; margin-top: 18px; }
h3 { font-size: 14pt; color: #7a4a12; margin-top: 12px; }
h4 { font-size: 13pt; color: #7a4a12; }
a { color: #1f4f86; }
a.term { color: #5c3a1a; text-decoration: underline; }
code { font-family: monospace; font-size: 11pt; }
pre.code { font-family: monospace; font-size: 10pt; background: #efe2c0; margin: 6px 0;
           white-space: pre-wrap; }
table.grid { border-collapse: collapse; margin: 6px 0; }
table.grid td, table.grid th { border: 1px solid #b49a66; padding: 3px 6px; }
table.grid th { background: #e6d3a8; }
"""


def page(body: str) -> str:
    return f"<html><head><style>{STYLE}</style></head><body>{body}</body></html>"
