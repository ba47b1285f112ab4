"""Learning at the table, without Qt: each game's guided first game (tutorial.py) and its
puzzles (puzzles.py), read from `rules_data/<game>/tutorial/` and `rules_data/<game>/puzzles/`,
with what they stand on — move patterns (patterns.py), the goals the engine checks (goals.py)
and the exhaustive search that proves a puzzle solvable and counts its solutions (solver.py).
The table shows them (ui/learn.py, ui/puzzles.py); the tests walk them."""
