"""`medici-table`: the table (default), `simulate` random or bot games, `tournament` of bot
levels, `validate` data files."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from medici_table.engine.errors import DataError


def _simulate(args: argparse.Namespace) -> int:
    from medici_table import games
    from medici_table.engine.sim import default_players, random_playout

    rules = games.get(args.game)
    n = args.players or rules.meta.min_players
    players = default_players(rules, n)
    options: dict[str, Any] = {}
    for item in args.option or []:
        key, _, raw = item.partition("=")
        value: Any = {"true": True, "false": False}.get(raw.lower(), raw)
        if isinstance(value, str) and value.lstrip("-").isdigit():
            value = int(value)
        options[key] = value
    if args.seats:
        from medici_table.bots.commands import simulate_seats

        return simulate_seats(args, options)
    wins = [0.0] * n
    totals = [0] * n
    move_count = 0
    start = time.perf_counter()
    for g in range(args.games):
        result = random_playout(rules, players, options, args.seed + g)
        move_count += len(result.moves)
        winners = rules.winners(result.final)
        for w in winners:
            wins[w] += 1 / len(winners)
        for i, s in enumerate(rules.scores(result.final)):
            totals[i] += s
    elapsed = time.perf_counter() - start
    print(f"{rules.name()} — {args.games} random games, {n} players, seed {args.seed}")
    for i, name in enumerate(players):
        print(f"  {name:<12} wins {wins[i]:7.1f} ({100 * wins[i] / args.games:5.1f}%)"
              f"  average score {totals[i] / args.games:7.2f}")
    print(f"  moves per game {move_count / args.games:.1f}; "
          f"{args.games / elapsed:.1f} games/s; {move_count / elapsed:,.0f} moves/s")
    return 0


def _validate(args: argparse.Namespace) -> int:
    from medici_table.app.validate import validate_paths

    problems = validate_paths([Path(p) for p in args.paths])
    for p in problems:
        print(p, file=sys.stderr)
    if not problems:
        print("All data files are valid.")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--smoke-test"]:
        from medici_table.smoke import main as smoke_test

        return smoke_test(argv[1:])
    if not argv or argv[0] not in ("simulate", "validate", "tournament", "-h", "--help"):
        import gc

        gc.disable()  # (Qt's modules too: the start-up's objects are collected after its first
        # frame, `ui/app.py`)
        from medici_table.ui.app import run  # the table: nothing of the commands is loaded

        return run(argv)
    parser = argparse.ArgumentParser(prog="medici-table", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play random games headless and summarise them")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int, default=0)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", metavar="NAME=VALUE")
    from medici_table.bots.commands import add_arguments

    add_arguments(sim, sub)
    val = sub.add_parser("validate", help="check data files (default: all of rules_data/)")
    val.add_argument("paths", nargs="*")
    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "tournament":
            from medici_table.bots.commands import tournament

            return tournament(args)
        return _validate(args)
    except (DataError, KeyError, ValueError) as exc:
        print(f"medici-table: {exc}", file=sys.stderr)
        return 2
