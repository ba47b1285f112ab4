"""The README says what the program shows: its menu paths and shortcuts are the window's, and
each game has one name per language — the title it was published under in that language —
in the program (`game.yaml`), the README (English), the rules texts, the quick references and the
menu entry of the installers (issue 21)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtGui import QKeySequence

from medici_table import games

ROOT = Path(__file__).resolve().parent.parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
PATH = re.compile(r"\*\*([^*]+?) → ([^*]+?)\*\*(?:\s*\(([^)]*)\))?")
# The README is English; only its paragraph about the names themselves quotes the French ones.
ENGLISH_ONLY = re.sub(r"\nEach game is called by the title.*?\n\n", "\n", README, flags=re.DOTALL)
KEY = re.compile(r"\b(?:(?:Ctrl|Shift|Alt)\+)*(?:F\d+|[A-Z0-9])\b")


def _plain(text: str) -> str:
    return text.replace("&", "").replace("…", "").strip()


def _menus(window: Any) -> dict[str, dict[str, str]]:
    """menu title -> {entry -> its shortcut}, submenus' titles included, as a person reads them."""
    menus: dict[str, dict[str, str]] = {}
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        menus[_plain(top.text())] = {
            _plain(a.text()): a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
            for a in menu.actions() if not a.isSeparator()}
    return menus


def test_every_menu_path_in_the_readme_is_the_windows(make_window: Any) -> None:
    window = make_window()
    menus = _menus(window)
    play = README[README.index("## How to play on the table"):]
    paths = PATH.findall(play)
    assert len(paths) >= 4, paths
    for menu, entries, keys in [[" ".join(part.split()) for part in path] for path in paths]:
        assert menu in menus, f"README: **{menu} → {entries}**, but the menus are {list(menus)}"
        names = [entries] if entries in menus[menu] else entries.split(" / ")
        shortcuts = KEY.findall(keys or "")
        for i, name in enumerate(names):
            assert name in menus[menu], f"README: {menu} → {name}; {menu} holds {list(menus[menu])}"
            if i < len(shortcuts):
                assert menus[menu][name] == shortcuts[i], (menu, name, menus[menu][name])


def test_each_game_has_one_name_per_language_everywhere() -> None:
    desktop = (ROOT / "packaging" / "linux" / "medici-table.desktop").read_text(encoding="utf-8")
    comments = dict(re.findall(r"^Comment(\[fr\])?=(.*)$", desktop, re.MULTILINE))
    for gid in games.available():
        rules = games.get(gid)
        english, french = rules.name("en"), rules.name("fr")
        assert f"**{english}**" in README, f"the README does not name {english}"
        for other in {french} - {english}:
            assert other not in ENGLISH_ONLY, f"the README says {other}, the program in English {english}"
        assert english in comments[""] and french in comments["[fr]"], (english, french)
        for lang, name in (("en", english), ("fr", french)):
            folder = ROOT / "rules_data" / gid
            title = (folder / f"rules.{lang}.md").read_text(encoding="utf-8").splitlines()[0]
            assert re.sub(r"\s*\{#[\w-]+\}$", "", title) == f"# {name}", (gid, lang, title)
            quick = folder / f"quickref.{lang}.md"
            if quick.exists():
                assert quick.read_text(encoding="utf-8").startswith(f"# {name} — "), (gid, lang)


def test_each_screenshot_in_the_readme_is_captioned_with_its_games_english_name() -> None:
    english = [games.get(gid).name("en") for gid in games.available()]
    shots = re.findall(r"!\[([^\]]+)\]\((docs/[^)]+\.png)\)", README)
    assert len(shots) == len(english), shots
    for caption, path in shots:
        assert (ROOT / path).is_file(), path
        assert any(caption.startswith(name) for name in english), caption
