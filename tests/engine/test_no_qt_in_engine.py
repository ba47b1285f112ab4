"""The rules engine must run headless: engine, games, bots and the application layer never
import Qt or the UI; and the engine, the game-agnostic core, never imports a game."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "medici_table" / "engine"


def test_engine_games_bots_and_app_import_without_qt() -> None:
    code = (
        "import sys\n"
        "import medici_table.engine, medici_table.games as g, medici_table.engine.sim\n"
        "import medici_table.bots\n"
        "import medici_table.app.savefile, medici_table.app.autosave, medici_table.app.position\n"
        "import medici_table.app.validate\n"
        "for gid in g.available(): g.get(gid)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'medici_table.ui'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_engine_knows_no_game() -> None:
    """DESIGN.md, "The engine knows no game": saves, positions and validation, which need the
    registry, live in medici_table/app; no module of engine/ imports medici_table.games (nor
    the layers above it), not even inside a function."""
    above = ("medici_table.games", "medici_table.app", "medici_table.bots", "medici_table.ui")
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            found += [f"{path.name}: {n}" for n in names if n.startswith(above)]
    assert found == []
    # and a check that the scan sees imports at all: engine/__init__ imports its own modules
    assert "medici_table.engine.errors" in (ENGINE / "__init__.py").read_text(encoding="utf-8")
