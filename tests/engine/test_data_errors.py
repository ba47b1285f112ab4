"""Fifty broken data files, each refused with one clear message naming its file and line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from medici_table.engine import DataError
from medici_table.engine.data import load_file
from medici_table.engine.resources import rules_data
from medici_table.games.court_of_the_medici.data import load_deck

DECK = rules_data("court_of_the_medici", "deck.yaml").read_text(encoding="utf-8")
GAME = rules_data("court_of_the_medici", "game.yaml").read_text(encoding="utf-8")
CARD_LINES = [i for i, line in enumerate(DECK.splitlines()) if line.strip().startswith("- {kind:")]


def _with_line(text: str, index: int, new: str) -> str:
    lines = text.splitlines()
    lines[index] = new
    return "\n".join(lines) + "\n"


def _mutations() -> list[tuple[str, str, str]]:
    """(name, file name, text) for 50 broken files."""
    out: list[tuple[str, str, str]] = []
    lines = DECK.splitlines()
    for n, i in enumerate(CARD_LINES[:10]):  # missing field
        new = re.sub(r"value: \d+, ", "", lines[i])
        out.append((f"missing-value-{n}", "deck.yaml", _with_line(DECK, i, new)))
    for n, i in enumerate(CARD_LINES[10:20]):  # wrong type
        new = re.sub(r"count: \d+", 'count: "two"', lines[i])
        out.append((f"wrong-type-{n}", "deck.yaml", _with_line(DECK, i, new)))
    for n, i in enumerate(CARD_LINES[:6]):  # unknown card role
        new = lines[i].replace("name:", "role: wizard, name:")
        out.append((f"unknown-role-{n}", "deck.yaml", _with_line(DECK, i, new)))
    for n, i in enumerate(CARD_LINES[6:10]):  # unknown field
        new = lines[i].replace("name:", "colour: red, name:")
        out.append((f"unknown-field-{n}", "deck.yaml", _with_line(DECK, i, new)))
    for n, i in enumerate(CARD_LINES[2:12]):  # duplicate card kind (duplicate id)
        dup = lines[:i + 1] + [lines[i]] + lines[i + 1:]
        out.append((f"duplicate-kind-{n}", "deck.yaml", "\n".join(dup) + "\n"))
    for n, i in enumerate(CARD_LINES[:5]):  # YAML syntax: unclosed flow mapping
        out.append((f"syntax-{n}", "deck.yaml", _with_line(DECK, i, lines[i].rstrip("}"))))
    game_lines = GAME.splitlines()
    kept = [line for line in game_lines if not line.startswith("players")]
    out.append(("game-no-players", "game.yaml", "\n".join(kept) + "\n"))
    out.append(("game-bad-min", "game.yaml", GAME.replace("min: 2", "min: two")))
    out.append(("game-bad-option-type", "game.yaml", GAME.replace("type: bool", "type: toggle", 1)))
    out.append(("game-tab-indent", "game.yaml", GAME.replace("  - id: dukes", "\t- id: dukes")))
    twice = GAME.replace("data_version: 1", "data_version: 1\ndata_version: 2")
    out.append(("game-duplicate-key", "game.yaml", twice))
    return out


MUTATIONS = _mutations()


def test_there_are_fifty_mutations() -> None:
    assert len(MUTATIONS) == 50


@pytest.mark.parametrize(("name", "file", "text"), MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_a_broken_file_gets_one_clear_located_message(
    tmp_path: Path, name: str, file: str, text: str
) -> None:
    path = tmp_path / file
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as exc:
        if file == "deck.yaml":
            load_deck(path)
        else:
            load_file(path, "game")
    err = exc.value
    assert err.file == str(path)
    assert err.line is not None and 1 <= err.line <= len(text.splitlines()) + 1
    message = str(err)
    assert message.startswith(f"{path}, line {err.line}")
    assert "Traceback" not in message and len(message.splitlines()) == 1


def test_the_shipped_data_is_valid() -> None:
    load_deck()
    load_file(rules_data("court_of_the_medici", "game.yaml"), "game")


@pytest.mark.parametrize("key", ["three", '"0"', '"3 "', "3.5", "true", "[3]"])
def test_a_wrong_player_count_in_a_table_s_seats_is_located(tmp_path: Path, key: str) -> None:
    """table.yaml's `seats` are keyed by player count ("3": [near, nw, ne]): any other key is
    refused at its line, never a traceback when the table reads it as a number."""
    text = rules_data("les_7_blasons", "table.yaml").read_text(encoding="utf-8")
    assert '\n  "4": [near, w, n, e]\n' in text
    path = tmp_path / "table.yaml"
    path.write_text(text.replace('\n  "4": [near, w, n, e]\n', f"\n  {key}: [near, w, n, e]\n"),
                    encoding="utf-8")
    line = text.splitlines().index('  "4": [near, w, n, e]') + 1
    with pytest.raises(DataError) as refused:
        load_file(path, "table")
    assert refused.value.line == line and "seats" in str(refused.value)


def test_a_player_count_written_as_a_bare_number_still_reads(tmp_path: Path) -> None:
    """`3: [...]` (YAML's number) is the same player count as `"3": [...]`."""
    text = rules_data("les_7_blasons", "table.yaml").read_text(encoding="utf-8")
    path = tmp_path / "table.yaml"
    path.write_text(text.replace('\n  "4": ', "\n  4: "), encoding="utf-8")
    seats = load_file(path, "table").data["seats"]
    assert seats[4] == ["near", "w", "n", "e"] and seats["5"] == ["near", "w", "nw", "ne", "e"]
