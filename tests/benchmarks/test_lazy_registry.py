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


DEAL = """
import sys
from medici_table import games
from medici_table.app.catalogue import check_game
for gid in games.available():
    assert check_game(gid, quick=True) is None, gid
print(' '.join(sorted(m for m in sys.modules if m.rsplit('.', 1)[-1] in
                      ('validate', 'validation', 'position', 'position_write', 'hidden'))))
"""


def test_dealing_a_game_imports_neither_its_state_checks_nor_its_position_reader() -> None:
    """The table's first frame deals a game (issue 24): the checks of a state from outside
    (`validate_state`) and the position files' reader are imported when first used."""
    out = subprocess.run([sys.executable, "-c", DEAL], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == []
    from medici_table import games
    from medici_table.engine.yamlload import LineMap

    for gid in games.available():  # (and each is there when asked for)
        rules = games.get(gid)
        names = [f"P{i}" for i in range(rules.meta.min_players)]
        state = rules.new_game(names, {}, 1)
        rules.validate_state(state)
        again = rules.from_position(tuple(names), rules.resolve_options({}), 1,
                                    rules.to_position(state), LineMap("p"))
        assert again.players == tuple(names)
