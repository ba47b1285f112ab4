"""`medici-table validate`: check YAML data files and position files, every problem located.

It never raises and never hangs: every file is bounded on the way in (size, nesting, aliases:
`engine.yamlload`), each file's problem is one line, and an unexpected failure of a game's
loader is reported as a problem of that file rather than a traceback. Data files are read
afresh (not from the cache of bundled files), and their cache entries renewed: what the table
plays with is what `validate` checked.
"""

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
    load_file(path, fresh=True)
    if path.name == "game.yaml" and isinstance(data, dict):
        _load_game(str(data.get("id", "")), path)
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind in ("tutorial", "puzzles"):  # their positions and rule links too
        from medici_table.app.learn import puzzles, tutorial

        (tutorial.read if kind == "tutorial" else puzzles.read)(path)


def _load_game(game_id: str, path: Path) -> None:
    """Load a registered game's data through its own loader (semantic checks)."""
    from medici_table import games
    from medici_table.app.catalogue import check_game

    if game_id not in games.available():
        raise DataError(str(path), None, "id", f"no game '{game_id}' is registered")
    problem = check_game(game_id, again=True)
    if problem is not None:
        raise problem


def validate_paths(paths: list[Path]) -> list[str]:
    """Every problem found, one line each; [] when all is well."""
    if not paths:
        paths = [rules_data()]
    files: list[Path] = []
    problems = []
    for p in paths:
        try:
            if p.is_dir():
                files.extend(sorted(f for f in p.rglob("*.yaml")))
            else:
                files.append(p)
        except OSError as exc:
            problems.append(f"{p}: cannot be read ({exc.strerror or exc})")
    for f in files:
        try:
            validate_file(f)
        except DataError as exc:
            problems.append(str(exc))
        except (Exception, RecursionError) as exc:  # never a traceback: the file is at fault
            problems.append(f"{f}: cannot be checked ({type(exc).__name__}: {exc})")
    return problems
