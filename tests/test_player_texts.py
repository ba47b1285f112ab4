"""What a player reads speaks to players (issue 19): the rules texts, the quick references, the
guide to the table and the table's own words (with their French) name no piece of the program
— no engine, seed, YAML or data file; those live in docs/ (position files, data notes)."""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORDS = re.compile(r"\b(engine|moteur|seed|graine|yaml|json|python|rules_data|verified|schema|"
                   r"position files?|fichiers? de position|developers?|développeurs?|"
                   r"traceback|stack trace)\b|\.py\b|\.yaml\b", re.IGNORECASE)


def texts() -> dict[str, str]:
    out = {str(f.relative_to(ROOT)): f.read_text(encoding="utf-8")
           for f in sorted((ROOT / "rules_data").rglob("*.md"))}
    for ts in sorted((ROOT / "medici_table" / "ui" / "translations").glob("*.ts")):
        out[str(ts.relative_to(ROOT))] = "\n".join(
            el.text or "" for el in ElementTree.parse(ts).iter()
            if el.tag in ("source", "translation"))
    return out


def test_the_player_texts_are_all_read() -> None:
    found = texts()
    for game in ("court_of_the_medici", "medici", "courtisans", "louis_xiv", "les_7_blasons"):
        for kind in ("rules", "quickref"):
            for lang in ("en", "fr"):
                assert f"rules_data/{game}/{kind}.{lang}.md" in found
    assert "rules_data/howto.en.md" in found
    assert any(name.endswith("_fr.ts") for name in found)


@pytest.mark.parametrize("where", sorted(texts()))
def test_a_player_reads_no_word_of_the_program(where: str) -> None:
    text = texts()[where]
    said = [f"line {text.count(chr(10), 0, m.start()) + 1}: {m.group(0)!r}"
            for m in WORDS.finditer(text)]
    assert not said, f"{where}: {', '.join(said)}"


def test_the_developers_texts_are_in_docs_and_linked_from_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for doc in ("docs/position-files.md", "docs/position-files.fr.md", "docs/data-notes.md"):
        assert (ROOT / doc).is_file() and doc in readme
