"""Load and validate the YAML data of a game (`rules_data/<game>/*.yaml`).

Every component file names its `kind`; the kind picks the JSON Schema in
`rules_data/schema/<kind>.schema.json`. Errors name the file, line and field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from medici_table.engine.errors import DataError
from medici_table.engine.resources import rules_data
from medici_table.engine.schema import validate
from medici_table.engine.yamlload import LineMap, load_yaml_file


@dataclass(frozen=True)
class DataFile:
    path: Path
    data: Any
    lines: LineMap


@cache
def load_schema(kind: str) -> dict[str, Any]:
    path = rules_data("schema", f"{kind}.schema.json")
    if not path.is_file():
        raise DataError(str(path), None, "kind", f"no schema for kind '{kind}'")
    result: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return result


def load_file(path: Path, expected_kind: str | None = None) -> DataFile:
    """Load one YAML data file and validate it against the schema its `kind` names."""
    data, lm = load_yaml_file(path)
    if not isinstance(data, dict):
        raise DataError(str(path), lm.line(()), "", "the file must be a mapping of fields")
    kind = data.get("kind")
    if not isinstance(kind, str):
        raise lm.error((), "missing required field 'kind' (what sort of file this is)")
    if expected_kind is not None and kind != expected_kind:
        raise lm.error(("kind",), f"expected kind '{expected_kind}', found '{kind}'")
    try:
        schema = load_schema(kind)
    except DataError:
        raise lm.error(("kind",), f"unknown kind '{kind}'") from None
    validate(data, schema, lm)
    return DataFile(path, data, lm)


def game_dir(game_id: str) -> Path:
    return rules_data(game_id)


def load_game_file(game_id: str, name: str, kind: str | None = None) -> DataFile:
    return load_file(game_dir(game_id) / name, kind)
