"""`medici-table validate`: check YAML data files and position files, every problem located."""

from __future__ import annotations

from pathlib import Path

from medici_table.app.position import load_position
from medici_table.engine.data import load_file
from medici_table.engine.errors import DataError
from medici_table.engine.resources import rules_data
from medici_table.engine.yamlload import load_yaml_file


def validate_file(path: Path) -> None:
    """Raise DataError if `path` (a data file or a position file) cannot be used."""
    data, _ = load_yaml_file(path)
    if isinstance(data, dict) and "position" in data and "kind" not in data:
        load_position(path)
        return
    load_file(path)
    if path.name == "game.yaml" and isinstance(data, dict):
        _load_game(str(data.get("id", "")), path)
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind in ("tutorial", "puzzles"):  # their positions and rule links too
        from medici_table.app.learn import puzzles, tutorial

        (tutorial.read if kind == "tutorial" else puzzles.read)(path)


def _load_game(game_id: str, path: Path) -> None:
    """Load a registered game's data through its own loader (semantic checks)."""
    from medici_table import games

    if game_id not in games.available():
        raise DataError(str(path), None, "id", f"no game '{game_id}' is registered")
    rules = games.get(game_id)
    rules.__dict__.pop("meta", None)  # re-read, in case the file changed
    rules.new_game(list(rules.meta.default_names[: rules.meta.min_players])
                   or [f"P{i}" for i in range(rules.meta.min_players)], {}, 0)


def validate_paths(paths: list[Path]) -> list[str]:
    """Every problem found, one line each; [] when all is well."""
    if not paths:
        paths = [rules_data()]
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            files.extend(sorted(f for f in p.rglob("*.yaml")))
        else:
            files.append(p)
    problems = []
    for f in files:
        try:
            validate_file(f)
        except DataError as exc:
            problems.append(str(exc))
    return problems
