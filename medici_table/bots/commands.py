"""The bots' command-line entries: `simulate --seats` and `tournament` (wired in cli.py)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from medici_table import games
from medici_table.bots.base import LEVELS
from medici_table.bots.match import play_game, seat_bots, wilson
from medici_table.bots.mcts import StrongBot
from medici_table.bots.tournament import PAIRINGS, Series, iterations_for, run_series, table


def add_arguments(sim: argparse.ArgumentParser, sub: Any) -> None:
    """`--seats`/`--budget`/`--iterations` on simulate; the `tournament` sub-command."""
    sim.add_argument("--seats", metavar="LEVEL,LEVEL,...",
                     help=f"a bot per seat ({', '.join(LEVELS)}); seats rotate between games")
    sim.add_argument("--budget", type=float, default=1.0, help="strong bot: seconds a decision")
    sim.add_argument("--iterations", type=int, default=0,
                     help="strong bot: search iterations a decision (0: only the budget)")
    tour = sub.add_parser("tournament", help="bot levels against each other, for every game")
    tour.add_argument("--games", type=int, default=20, help="games per pairing and table size")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--iterations", type=int, default=None,
                      help="strong bot: search iterations a decision (default: the game's, "
                      "80 but Court of the Medici's 300)")
    tour.add_argument("--game", action="append", help="only this game (repeatable)")
    tour.add_argument("--all-counts", action="store_true",
                      help="every player count (default: the smallest and the largest)")
    tour.add_argument("--out", default="TOURNAMENT.md", help="Markdown table written here")


def simulate_seats(args: argparse.Namespace, options: dict[str, Any]) -> int:
    """Games between bots; each level's win share with its 95% confidence interval."""
    rules = games.get(args.game)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    n = len(levels)
    rules.check_players([str(i) for i in range(n)])
    wins = [0.0] * n
    start = time.perf_counter()
    for g in range(args.games):
        shift = g % n  # seat i plays levels[(i + shift) % n]: every level sits everywhere
        seated = [levels[(i + shift) % n] for i in range(n)]
        bots = seat_bots(rules, seated, args.seed + g)
        for bot in bots:
            if isinstance(bot, StrongBot):
                bot.iterations = args.iterations or None
        record = play_game(rules, bots, args.seed + g, args.budget, options)
        for i in range(n):
            wins[(i + shift) % n] += record.shares[i]
    elapsed = time.perf_counter() - start
    print(f"{rules.name()} — {args.games} games, seats {','.join(levels)}, seed {args.seed}")
    for k, level in enumerate(levels):
        lo, hi = wilson(wins[k], args.games)
        print(f"  seat {k + 1} {level:<7} wins {wins[k]:6.1f} ({100 * wins[k] / args.games:5.1f}%,"
              f" 95% CI {100 * lo:.0f}–{100 * hi:.0f}%)  fair share {100 / n:.0f}%")
    print(f"  {elapsed / max(1, args.games):.2f} s a game")
    return 0


def tournament(args: argparse.Namespace) -> int:
    """Every pairing of levels for every game (and player count); writes the table."""
    rows: list[Series] = []
    for game in args.game or games.available():
        meta = games.get(game).meta
        counts = range(meta.min_players, meta.max_players + 1) if args.all_counts \
            else sorted({meta.min_players, meta.max_players})
        for n in counts:
            for level, against, _, _ in PAIRINGS:
                s = run_series(game, n, level, against, args.games, args.seed,
                               iterations_for(game, args.iterations), budget=10.0)
                rows.append(s)
                print(table([s]).splitlines()[-1], flush=True)
    Path(args.out).write_text("# Bots' tournament\n\n" + table(rows) + "\n")
    print(f"written {args.out}")
    return 0
