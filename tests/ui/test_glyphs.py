"""Every character a player may read is drawn by the bundled fonts (issue 19): the table's
words and their French translations, the games' sentences and names (code and data), and the
rules texts, quick references and the guide to the table. A character the fonts lack is drawn
from whatever font the system has — or as an empty box ("Not now." came with one)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtGui import QRawFont

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "medici_table"


@cache
def _fonts() -> tuple[QRawFont, ...]:
    """The fonts the program bundles, read from assets/fonts (the program's own check,
    `theme.has_glyph`, is not what this test trusts)."""
    return tuple(QRawFont(str(f), 12.0) for f in sorted((ROOT / "assets" / "fonts").glob("*.ttf")))


def drawn(ch: str) -> bool:
    """Whether a bundled font draws `ch` (a QGuiApplication must exist)."""
    return ch.isspace() or any(f.supportsCharacter(ord(ch)) for f in _fonts())


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstrings of `tree` (for developers, never shown)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


@cache
def player_texts() -> dict[str, str]:
    """Where -> text, for every text a player may read."""
    texts: dict[str, str] = {}
    for py in sorted([*(CODE / "ui").rglob("*.py"), *(CODE / "games").rglob("*.py")]):
        tree = ast.parse(py.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        texts[str(py.relative_to(ROOT))] = "\n".join(
            node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs)
    for f in sorted((ROOT / "rules_data").rglob("*")):
        if f.suffix in (".md", ".yaml"):
            texts[str(f.relative_to(ROOT))] = f.read_text(encoding="utf-8")
    for ts in sorted((CODE / "ui" / "translations").glob("*.ts")):
        texts[str(ts.relative_to(ROOT))] = "\n".join(
            el.text or "" for el in ElementTree.parse(ts).iter()
            if el.tag in ("source", "translation"))
    return texts


def test_the_fonts_are_read_and_know_the_plain_letters(qtbot: object) -> None:
    assert len(_fonts()) >= 2 and all(f.isValid() for f in _fonts())
    assert all(drawn(ch) for ch in "Aaéèàçœ0123456789«»—…×")
    assert not drawn("✗") and not drawn("ⓘ")  # (what the banner used to borrow)


@pytest.mark.parametrize("where", sorted(player_texts()))
def test_every_character_a_player_reads_is_in_the_bundled_fonts(where: str,
                                                                  qtbot: object) -> None:
    text = player_texts()[where]
    missing = sorted({ch for ch in text if ch.isprintable() and not drawn(ch)})
    assert not missing, f"{where}: {', '.join(f'{ch!r} (U+{ord(ch):04X})' for ch in missing)}"
