"""The rules engine must run headless: engine, games and bots never import Qt or the UI."""

import subprocess
import sys


def test_engine_games_and_bots_import_without_qt() -> None:
    code = (
        "import sys\n"
        "import medici_table.engine, medici_table.games as g, medici_table.engine.sim\n"
        "import medici_table.bots\n"
        "for gid in g.available(): g.get(gid)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'medici_table.ui'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
