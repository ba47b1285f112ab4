"""rules_data/courtisans: schema and meaning checks name the file, line and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from medici_table.engine import DataError
from medici_table.engine.data import game_dir
from medici_table.games.courtisans.data import load


def _folder(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A copy of the game's data where `old` is replaced by `new` in file `name`."""
    for f in ("cards.yaml", "missions.yaml"):
        shutil.copy(game_dir("courtisans") / f, tmp_path / f)
    text = (tmp_path / name).read_text(encoding="utf-8")
    assert old in text
    (tmp_path / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


def _line(path: Path, fragment: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if fragment in line)


def test_the_shipped_data_loads() -> None:
    data = load()
    assert len(data.cards) == 90 and len(data.missions) == 20


@pytest.mark.parametrize(("name", "old", "new", "field", "words"), [
    ("cards.yaml", 'colour: "#798842"', 'colour: "green"', "families[1].colour", "pattern"),
    ("cards.yaml", "count: 4\n    weight: 2", "count: four\n    weight: 2", "roles[0].count",
     "expected integer"),
    ("cards.yaml", "id: guard", "id: jester", "roles[3].id", "not one of"),
    ("missions.yaml", "condition: at_most_favoured", "condition: most_loved",
     "missions[6].condition", "not one of"),
])
def test_schema_errors_are_located(tmp_path: Path, name: str, old: str, new: str,
                                   field: str, words: str) -> None:
    folder = _folder(tmp_path, name, old, new)
    with pytest.raises(DataError) as err:
        load(folder)
    assert err.value.file.endswith(name) and err.value.field == field
    assert err.value.line == _line(folder / name, new.splitlines()[0])
    assert words in err.value.message


@pytest.mark.parametrize(("name", "old", "new", "field", "words"), [
    ("cards.yaml", "{id: toad,", "{id: butterfly,", "families[1].id", "listed twice"),
    ("cards.yaml", "spy_column_after: bird", "spy_column_after: owl",
     "queen_table.spy_column_after", "unknown family 'owl'"),
    ("cards.yaml", "{players: 3, removed: 18}", "{players: 3, removed: 80}",
     "removed_by_players[1].removed", "too few"),
    ("cards.yaml", "{players: 4, removed: 6}", "{players: 3, removed: 6}",
     "removed_by_players[2].players", "listed twice"),
    ("missions.yaml", "family: each\n    condition: family_in_disgrace",
     "family: owl\n    condition: family_in_disgrace", "missions[5].family",
     "unknown family 'owl'"),
    ("missions.yaml", "condition: at_least_disgraced\n    count: 2",
     "condition: at_least_disgraced", "missions[7].count", "needs count"),
    ("missions.yaml", "id: white.guards", "id: white.nobles", "missions[3].id", "listed twice"),
])
def test_meaning_errors_are_located(tmp_path: Path, name: str, old: str, new: str,
                                    field: str, words: str) -> None:
    folder = _folder(tmp_path, name, old, new)
    with pytest.raises(DataError) as err:
        load(folder)
    assert err.value.file.endswith(name) and err.value.field == field, err.value
    assert err.value.line is not None and words in err.value.message


def test_a_role_the_rules_need_cannot_be_left_out(tmp_path: Path) -> None:
    """The guards' protection is code: a deck without guards is refused, not ignored."""
    text = (game_dir("courtisans") / "cards.yaml").read_text(encoding="utf-8")
    start, end = text.index("  - id: guard\n"), text.index("  - id: plain\n")
    folder = _folder(tmp_path, "cards.yaml", text[start:end], "")
    with pytest.raises(DataError) as err:
        load(folder)
    assert err.value.field == "roles" and "the role 'guard' is missing" in err.value.message
