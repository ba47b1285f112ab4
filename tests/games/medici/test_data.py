"""The data files: the deck and the tables load, and mistakes name their file, line and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from medici_table.engine import DataError
from medici_table.engine.resources import rules_data
from medici_table.games.medici.data import load_deck, load_tables


def broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    for f in ("deck.yaml", "tables.yaml"):
        shutil.copy(rules_data("medici", f), tmp_path / f)
    path = tmp_path / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


def test_the_shipped_data_loads(tmp_path: Path) -> None:
    d = load_deck()
    assert len(d.base) == 36 and len(d.specials) == 4
    assert d.cards["diamonds.5.2"].name == {"fr": "le 5 de diamant", "en": "the 5 of diamonds"}
    assert d.cards["swords.0.1"].name["fr"] == "le 0 d'épées"
    t = load_tables()
    assert (t.seasons, t.boat_size, t.max_lot, t.goods_prizes) == (3, 5, 3, (10, 5))


def line_of(folder: Path, name: str, needle: str) -> int:
    lines = (folder / name).read_text(encoding="utf-8").splitlines()
    return next(i for i, x in enumerate(lines, 1) if needle in x)


def test_a_good_listed_twice_is_refused(tmp_path: Path) -> None:
    folder = broken(tmp_path, "deck.yaml", "- id: grapes", "- id: swords")
    with pytest.raises(DataError) as exc:
        load_deck(folder)
    e = exc.value
    assert e.field == "goods[1].id" and "twice" in e.message
    assert e.line == line_of(folder, "deck.yaml", "- id: swords") + 5


def test_an_unknown_special_card_is_refused_by_the_schema(tmp_path: Path) -> None:
    folder = broken(tmp_path, "deck.yaml", "- id: captain", "- id: admiral")
    with pytest.raises(DataError) as exc:
        load_deck(folder)
    assert exc.value.field == "special_cards[1].id" and "admiral" in exc.value.message
    assert exc.value.line == line_of(folder, "deck.yaml", "admiral")


def test_a_missing_player_count_in_the_weight_bonus_is_refused(tmp_path: Path) -> None:
    folder = broken(tmp_path, "tables.yaml", "  - {players: 5, prizes: [30, 20, 10, 5]}\n", "")
    with pytest.raises(DataError) as exc:
        load_tables(folder)
    assert exc.value.field == "weight_bonus" and "5 players" in exc.value.message


def test_prizes_that_grow_are_refused(tmp_path: Path) -> None:
    folder = broken(tmp_path, "tables.yaml", "[30, 20, 10]", "[30, 10, 20]")
    with pytest.raises(DataError) as exc:
        load_tables(folder)
    assert exc.value.field == "weight_bonus[1].prizes"
    assert exc.value.line == line_of(folder, "tables.yaml", "[30, 10, 20]")


def test_a_track_bonus_beyond_the_top_space_is_refused(tmp_path: Path) -> None:
    folder = broken(tmp_path, "tables.yaml", "{space: 7, money: 20}", "{space: 9, money: 20}")
    with pytest.raises(DataError) as exc:
        load_tables(folder)
    assert exc.value.field == "track_bonus[1].space" and "7" in exc.value.message


def test_a_misspelt_field_is_named(tmp_path: Path) -> None:
    folder = broken(tmp_path, "tables.yaml", "boat_size: 5", "boat_sise: 5")
    with pytest.raises(DataError) as exc:
        load_tables(folder)
    assert exc.value.message == "missing required field 'boat_size'" and exc.value.line == 2
