"""The YAML components: schemas and meaning checks that name the file, line and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from medici_table.engine import DataError
from medici_table.engine.data import load_file
from medici_table.engine.resources import rules_data
from medici_table.games.les_7_blasons import data

SOURCE = rules_data("les_7_blasons")


def broken_copy(tmp_path: Path, name: str, old: str, new: str) -> Path:
    for f in SOURCE.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    path = tmp_path / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.fixture
def from_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Make the loader read the game's files from tmp_path."""
    monkeypatch.setattr(data, "load_game_file",
                        lambda game, name, kind=None: load_file(tmp_path / name, kind))
    return tmp_path


def test_the_shipped_files_load() -> None:
    comp = data.load_components()
    assert len(comp.houses) == 7 and len(comp.characters) == 8 and len(comp.bourgeoisie) == 4
    assert comp.deal == {3: (2, 1), 4: (2, 1), 5: (1, 1), 6: (1, 1), 7: (1, 1)}


def test_schema_errors_name_line_and_field(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "characters.yaml", "value: 5", "value: five")
    with pytest.raises(DataError) as err:
        load_file(path)
    assert err.value.field == "characters[5].value" and err.value.line == 45
    path = broken_copy(tmp_path, "houses.yaml", 'colour: "#d9b82f"', 'colour: "yellow"')
    with pytest.raises(DataError) as err:
        load_file(path)
    assert err.value.field == "houses[1].colour"


def test_a_house_listed_twice_is_refused(from_tmp: Path) -> None:
    broken_copy(from_tmp, "houses.yaml", "id: contades", "id: bellay")
    with pytest.raises(DataError) as err:
        data.load_components()
    assert err.value.field == "houses[2].id" and "twice" in err.value.message


def test_a_repeated_colour_is_refused(from_tmp: Path) -> None:
    broken_copy(from_tmp, "houses.yaml", '"#2f5f9e"', '"#d9b82f"')
    with pytest.raises(DataError) as err:
        data.load_components()
    assert err.value.field == "houses[2].colour"


def test_a_power_tied_to_an_unknown_option_is_refused(from_tmp: Path) -> None:
    broken_copy(from_tmp, "characters.yaml", "requires_option: active_religieux",
                "requires_option: active_monk")
    with pytest.raises(DataError) as err:
        data.load_components()
    assert err.value.field == "characters[4].requires_option"
    assert err.value.file.endswith("characters.yaml") and err.value.line is not None


def test_a_bourgeoisie_card_serving_an_unknown_character_is_refused(from_tmp: Path) -> None:
    broken_copy(from_tmp, "bourgeoisie.yaml", "serve: magistrat", "serve: bishop")
    with pytest.raises(DataError) as err:
        data.load_components()
    assert err.value.field == "cards[1].serve"


def test_bourgeoisie_cards_must_rise_in_rank(from_tmp: Path) -> None:
    broken_copy(from_tmp, "bourgeoisie.yaml", "rank: 3", "rank: 1")
    with pytest.raises(DataError) as err:
        data.load_components()
    assert err.value.field == "cards[2].rank"


def test_a_deal_with_more_coats_than_exist_is_refused(from_tmp: Path) -> None:
    broken_copy(from_tmp, "houses.yaml", "{players: 3, face_down: 2, face_up: 1}",
                "{players: 3, face_down: 4, face_up: 1}")
    with pytest.raises(DataError) as err:
        data.load_components()
    assert err.value.field == "deal[0]"
