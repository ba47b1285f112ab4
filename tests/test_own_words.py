"""Our own words everywhere: no run of 12 or more consecutive words of a rulebook (the seeds in
`../shared/seeds`) appears in any text we ship — rules texts and quick references, the YAML data,
the strings of the program and its translations — case and punctuation aside. The rulebooks
belong to their publishers; the project writes its texts afresh (seeds/README.md).

`MEDICI_SEEDS` may point at the seeds when the checkout does not sit beside them (a worktree).
"""

from __future__ import annotations

import ast
import html
import os
import re
import unicodedata
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from medici_table.engine.resources import project_root

RUN = 12
SEEDS = Path(os.environ.get("MEDICI_SEEDS") or project_root().parent / "shared" / "seeds")
ROOT = project_root()
#: a break between two strings of a program: no run may cross it
GAP = "\x00"


def words(text: str) -> list[str]:
    """The words of `text`, lower case, without accents or punctuation (an apostrophe, a
    hyphen or a line break separates words like a space does)."""
    plain = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return re.findall(r"[^\W_]+|\x00", plain)


def runs(seq: list[str]) -> Iterator[tuple[str, ...]]:
    for i in range(len(seq) - RUN + 1):
        run = tuple(seq[i:i + RUN])
        if GAP not in run:
            yield run


@cache
def rulebook_runs() -> dict[tuple[str, ...], str]:
    """Every run of 12 words of every rulebook, with the file it comes from."""
    out: dict[tuple[str, ...], str] = {}
    for path in sorted(SEEDS.glob("*.txt")):
        for run in runs(words(path.read_text(encoding="utf-8"))):
            out.setdefault(run, path.name)
    return out


def python_strings(path: Path) -> str:
    """The string literals of a module (docstrings included), each apart from the next; the
    placeholders of an f-string break it."""
    parts: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            parts.append(node.value)
        elif isinstance(node, ast.FormattedValue):
            parts.append(GAP)
    return f" {GAP} ".join(parts)


def shipped() -> list[tuple[str, str]]:
    """(name, text) of everything a player may read: rules texts, quick references and data
    (rules_data), the program's strings (medici_table) and its translations."""
    out = []
    for path in sorted((ROOT / "rules_data").rglob("*")):
        if path.suffix in (".md", ".yaml", ".yml", ".json"):
            out.append((str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")))
    for path in sorted((ROOT / "medici_table").rglob("*.py")):
        out.append((str(path.relative_to(ROOT)), python_strings(path)))
    for path in sorted((ROOT / "medici_table").rglob("*.ts")):
        text = re.sub(r"<[^>]+>", f" {GAP} ", path.read_text(encoding="utf-8"))
        out.append((str(path.relative_to(ROOT)), html.unescape(text)))
    return out


def test_words_ignore_case_accents_and_punctuation() -> None:
    assert words("Les meilleurs « gagnent » l’ensemble—DES primes.") == \
        ["les", "meilleurs", "gagnent", "l", "ensemble", "des", "primes"]
    assert list(runs(words("un deux trois quatre cinq six sept huit neuf dix onze douze"))) \
        == [("un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
             "onze", "douze")]
    assert not list(runs(words(f"un deux trois quatre cinq six {GAP} sept huit neuf dix onze "
                               "douze treize")))


def test_the_program_is_searched_string_by_string(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('"""Doc."""\nx = f"a {1} b"\ny = ("c" "d")\n', encoding="utf-8")
    seq = words(python_strings(module))
    assert {"doc", "a", "b", "cd"} <= set(seq)
    assert seq[seq.index("a") + 1] == GAP, "a placeholder breaks the f-string"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the rulebooks (../shared/seeds) are not here")
def test_no_twelve_words_of_a_rulebook_in_anything_we_ship() -> None:
    book = rulebook_runs()
    assert len(book) > 10_000, "the rulebooks were not read"
    hits = []
    for name, text in shipped():
        seq = words(text)
        i = 0
        while i <= len(seq) - RUN:
            run = tuple(seq[i:i + RUN])
            if GAP not in run and run in book:
                end = i + RUN
                while end < len(seq) and tuple(seq[end - RUN + 1:end + 1]) in book:
                    end += 1
                hits.append(f"{name}: «{' '.join(seq[i:end])}» ({book[run]})")
                i = end
            else:
                i += 1
    assert not hits, "words of a rulebook, copied:\n" + "\n".join(hits)
