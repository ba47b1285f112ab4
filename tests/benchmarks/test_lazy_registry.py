"""Start-up: the game registry lists games without importing them, and imports only the one asked."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
from medici_table import games
listed = games.available()
before = {m.split('.')[2] for m in sys.modules if m.startswith('medici_table.games.')}
games.get('medici')
after = {m.split('.')[2] for m in sys.modules if m.startswith('medici_table.games.')}
print(len(listed), sorted(before), sorted(after))
"""


def test_listing_imports_no_game_and_get_imports_one() -> None:
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                         check=True).stdout.split(" ", 1)
    assert int(out[0]) >= 5
    assert out[1].strip() == "[] ['medici']"
