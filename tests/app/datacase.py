"""One data-file fuzz case, in a process of its own (`python -m tests.app.datacase <game>`).

`MEDICI_TABLE_RULES_DATA` names a copy of rules_data/ with one file of <game> mutated. The case
runs `medici-table validate` over that game's folder, asks the catalogue whether the game loads,
and if it does plays two random games, every move checked by its validator. It prints one JSON
line: the problems validate found, the game's error, and how it played.
Memory is capped, so an input that would exhaust it is a failure of this case, not the machine.
"""

from __future__ import annotations

import json
import resource
import sys

MEMORY = 2_000_000_000  # bytes of address space


def main() -> int:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    from medici_table import games
    from medici_table.app.catalogue import check_game
    from medici_table.app.validate import validate_paths
    from medici_table.engine.resources import rules_data
    from medici_table.engine.sim import default_players
    from tests.app.forge import play_out

    game_id = sys.argv[1]
    problems = validate_paths([rules_data(game_id)])
    err = check_game(game_id)
    played = ""
    if err is None:
        rules = games.get(game_id)
        try:
            for seed in (1, 2):
                state = rules.new_game(default_players(rules, rules.meta.min_players), {}, seed)
                rules.validate_state(state)
                play_out(rules, state, seed)
            played = "ok"
        except Exception as exc:  # what the fuzz is looking for: reported, not raised
            played = f"{type(exc).__name__}: {exc}"[:500]
    print(json.dumps({"problems": problems, "broken": None if err is None else err.text("en"),
                      "located": err is None or bool(err.file),
                      "line": err is not None and err.line is not None, "played": played}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
