"""Courtisans at 2 players: the turn planner's judge fitted to games instead of set by hand
(issue 23; tried on 27 November and not kept: see the Courtisans section of TOURNAMENT.md).

Seeded 2-player games (the planner with the hand-set judge against the normal level, seats
alternating, and normal against normal); at every end of a turn (the three cards laid, the
draw to come) the outlook's terms for the player whose turn it was, read from that player's
view on one deal (`duel_terms`), and the game's final margin and win for that player. A
least-squares fit of the margin on the terms (plain normal equations, a small ridge; or a
logistic fit of the win, Newton's steps) gives weights; `measure` plays strong@80 against
normal with the planner judging an end of turn at 2 players by those weights (3-5 players
untouched). The runs recorded in TOURNAMENT.md:

    python -m benchmarks.courtisans_fit data --first 20000 --games 600 --out planner.jsonl
    python -m benchmarks.courtisans_fit data --first 30000 --games 300 --normal --out n1.jsonl
    python -m benchmarks.courtisans_fit data --first 30300 --games 100 --normal --out n2.jsonl
    # A: one weight a side's missions, no nobles / moment / exposed terms
    python -m benchmarks.courtisans_fit fit planner.jsonl n1.jsonl n2.jsonl --one-colour \
        --drop nobles moment exposed_open
    # B: every term (planner.jsonl n1.jsonl --holdout 0); C: A's terms, --win;
    # D: A's terms, --level planner (the planner's own ends of turn only)
    python -m benchmarks.courtisans_fit measure --first 5000 --games 400 --weights W,W,...
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from medici_table import games
from medici_table.bots.base import NormalBot
from medici_table.bots.games import courtisans_outlook as outlook
from medici_table.bots.games.courtisans import ADAPTER
from medici_table.bots.tournament import run_series
from medici_table.engine.move import Move
from medici_table.engine.sim import default_players
from medici_table.games.courtisans import scoring
from medici_table.games.courtisans.data import Card, court
from medici_table.games.courtisans.state import CourtisansState

RIDGE = 1e-3


#: the names of `duel_terms`, in order (the fitted judge's weights follow them)
DUEL_TERMS = ("domain", "domain_open", "nobles", "mine_white", "mine_white_open", "mine_blue",
              "mine_blue_open", "theirs_white", "theirs_blue", "theirs_open", "moment",
              "exposed_open")


def duel_terms(state: CourtisansState, me: int) -> tuple[float, ...]:
    """What the outlook reads at 2 players, term by term, for `me` against the other player
    (`DUEL_TERMS`): the domains' expected worth (`me`'s less the other's), and that of their
    nobles alone; `me`'s own missions by their plain chance (no pull), white and blue apart,
    and the other's face-down ones by the mean chance of what they may be, each in points; the
    domains' worth by the families' standing of the moment (a lead is favour); and the cards
    not guards, which assassins may still take. A term `_open` is the one before it (for
    `theirs_open`, both of the other's) times the turns still to come to each family's column
    (0 at the end), so a fitted weight can change as the game runs out."""
    data = court()
    b = outlook.board(state)
    other = 1 - me
    table = scoring.queen_table(state)
    sign = {fam: (v > 0) - (v < 0) for fam, v in scoring.leads(table).items()}

    def worth(cards: list[Card]) -> float:
        return sum((b.fav[c.family] - b.dis[c.family]) * c.weight for c in cards)

    def apart(keep: Callable[[Card], bool]) -> float:
        return (worth([c for c in b.domains[me] if keep(c)])
                - worth([c for c in b.domains[other] if keep(c)]))

    domain = worth(b.domains[me]) - worth(b.domains[other])
    moment = (sum(sign[c.family] * c.weight for c in b.domains[me])
              - sum(sign[c.family] * c.weight for c in b.domains[other]))
    unseen: dict[str, list[str]] | None = None
    memo: dict[tuple[int, str], float] = {}
    missions = {(p, colour): 0.0 for p in (me, other) for colour in ("white", "blue")}
    for p in (me, other):
        for slot, mid in enumerate(state.missions[p]):
            colour = ("white", "blue")[slot % 2]
            if not mid.startswith("?"):
                missions[p, data.missions[mid].colour] += outlook.mission_chance(b, p, mid)
                continue
            unseen = unseen if unseen is not None else outlook._unseen(state)
            pool = (unseen.get(colour) if state.mission_points == data.points["default"]
                    else None)
            pool = pool or [m for ids in unseen.values() for m in ids]
            missions[p, colour] += outlook._mean_chance(b, p, pool, memo)
    points = {k: state.mission_points * v for k, v in missions.items()}
    left = b.horizon.table_cards
    white, blue = points[me, "white"], points[me, "blue"]
    theirs_white, theirs_blue = points[other, "white"], points[other, "blue"]
    return (domain, domain * left, apart(lambda c: c.role == "noble"), white, white * left,
            blue, blue * left, theirs_white, theirs_blue, (theirs_white + theirs_blue) * left,
            moment, apart(lambda c: c.role != "guard") * left)


class HandSetPlanner:
    """The strong level's turn planner alone, with the hand-set judge (the outlook's lead)."""

    level = "planner"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, me: int, moves: Sequence[Move], budget: float) -> Move:
        if len(moves) == 1:
            return moves[0]
        return ADAPTER._best_plan(view, me, moves, self.rng, ADAPTER._lead)


def play(seed: int, planner_seat: int | None) -> list[dict[str, Any]]:
    """One seeded 2-player game; a row per end of turn: the seat, its level, the terms, and
    (once the game is over) that seat's final margin and win."""
    rules = games.get("courtisans")
    state = rules.new_game(default_players(rules, 2), {}, seed)
    bots: list[Any] = [HandSetPlanner(seed * 31 + i) if i == planner_seat
                       else NormalBot(rules, seed * 31 + i) for i in range(2)]
    deal = random.Random(seed)
    rows: list[dict[str, Any]] = []
    while not rules.is_over(state):
        me = state.to_act
        moves = rules.legal_moves(state)
        if all(m.kind == "draw" for m in moves):
            guess = ADAPTER.sample_hidden(rules.view(state, me), me, deal)
            rows.append({"seed": seed, "seat": me,
                         "level": "planner" if me == planner_seat else "normal",
                         "terms": list(duel_terms(guess, me))})
        move = bots[me].choose(rules.view(state, me), me, list(moves), 1.0)
        state = rules.apply(state, move)
    scores = rules.scores(state)
    won = rules.winners(state)
    for row in rows:
        me = row["seat"]
        row["margin"] = scores[me] - scores[1 - me]
        row["win"] = 1.0 / len(won) if me in won else 0.0
    return rows


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def least_squares(xs: list[list[float]], ys: list[float]) -> list[float]:
    """Weights (the intercept last) minimising the squared error, with a small ridge."""
    rows = [x + [1.0] for x in xs]
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) + (RIDGE * len(rows) if i == j < k - 1 else 0.0)
          for j in range(k)] for i in range(k)]
    b = [sum(r[i] * y for r, y in zip(rows, ys, strict=True)) for i in range(k)]
    return solve(a, b)


#: the terms `--one-colour` adds to the white one (and weighs as it)
SAME_WEIGHT = {"mine_blue": "mine_white", "mine_blue_open": "mine_white_open",
               "theirs_blue": "theirs_white"}


def merged(terms: list[float]) -> list[float]:
    """The terms with each blue mission term added to its white one (and left at 0)."""
    out = list(terms)
    for blue, white in SAME_WEIGHT.items():
        i, j = DUEL_TERMS.index(blue), DUEL_TERMS.index(white)
        out[j] += out[i]
        out[i] = 0.0
    return out


def unmerged(weights: list[float]) -> list[float]:
    """Weights fitted on `merged` terms, for the terms as they are."""
    out = list(weights)
    for blue, white in SAME_WEIGHT.items():
        out[DUEL_TERMS.index(blue)] = out[DUEL_TERMS.index(white)]
    return out


def logistic(xs: list[list[float]], ys: list[float], rounds: int = 12) -> list[float]:
    """Weights (the intercept last) of a logistic regression of a win (0-1, a shared win
    counts half) on the terms: Newton's steps on the log-likelihood, with a small ridge."""
    rows = [x + [1.0] for x in xs]
    k = len(rows[0])
    w = [0.0] * k
    for _ in range(rounds):
        ps = [1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, r,
                                                                             strict=True))))))
              for r in rows]
        grad = [sum((y - p) * r[i] for r, y, p in zip(rows, ys, ps, strict=True))
                - (RIDGE * len(rows) * w[i] if i < k - 1 else 0.0) for i in range(k)]
        hess = [[sum(p * (1 - p) * r[i] * r[j] for r, p in zip(rows, ps, strict=True))
                 + (RIDGE * len(rows) if i == j < k - 1 else 0.0) for j in range(k)]
                for i in range(k)]
        w = [a + b for a, b in zip(w, solve(hess, grad), strict=True)]
    return w


def hand_set(terms: Sequence[float]) -> float:
    """The kept judge's lead in the same terms: the domains, one's own missions pulled ×1.5
    while cards remain (×1 at the end), less the other's."""
    t = dict(zip(DUEL_TERMS, terms, strict=True))
    pull = outlook.MISSION_PULL_DUEL if t["domain_open"] or t["theirs_open"] \
        else 1.0
    return (t["domain"] + pull * (t["mine_white"] + t["mine_blue"])
            - t["theirs_white"] - t["theirs_blue"])


def report(rows: list[dict[str, Any]], weights: list[float], win: bool = False) -> str:
    """Mean squared error of the fit (of the margin; none for a fit of the win) and of the
    hand-set lead (refitted by scale and shift), and how often each picks the side that
    won."""
    ys: list[float] = [r["margin"] for r in rows]
    fit = [sum(w * t for w, t in zip(weights, r["terms"] + [1.0], strict=True)) for r in rows]
    hand = [hand_set(r.get("raw", r["terms"])) for r in rows]
    s, c = least_squares([[h] for h in hand], ys)
    hand_fit = [s * h + c for h in hand]

    def mse(p: list[float]) -> float:
        return sum((a - b) ** 2 for a, b in zip(p, ys, strict=True)) / len(ys)

    def right(p: list[float]) -> float:
        return sum(bool(a > 0) == bool(r["win"] > 0.5) for a, r in zip(p, rows, strict=True)) / len(ys)

    var = mse([sum(ys) / len(ys)] * len(ys))
    fitted = "a fit of the win" if win else f"fitted mse {mse(fit):.2f}"
    return (f"{len(rows)} positions: variance {var:.2f}; {fitted} "
            f"(picks the winner {right(fit):.1%}); hand-set mse {mse(hand_fit):.2f} "
            f"({right(hand_fit):.1%}, scale {s:.2f})")


def use_weights(weights: Sequence[float] | None) -> None:
    """The strong level's turn planner judges an end of turn at 2 players by these weights of
    the outlook's terms (None: the hand-set lead); at 3-5 players it is left as it is."""
    if weights is None:
        ADAPTER.__dict__.pop("strong_move", None)
        return
    rules = ADAPTER.rules()

    def judge(state: Any, me: int) -> float:
        if rules.is_over(state):
            return ADAPTER._lead(state, me)
        terms = duel_terms(state, me)
        return sum(w * t for w, t in zip(weights, terms, strict=True))

    def strong_move(view: Any, player: int, moves: Sequence[Move],
                    rng: random.Random) -> Move | None:
        return ADAPTER._best_plan(view, player, moves, rng,
                                  judge if len(view.players) == 2 else ADAPTER._lead)

    ADAPTER.__dict__["strong_move"] = strong_move


def measure(first: int, n_games: int, weights: Sequence[float] | None) -> None:
    """strong@80 against normal at 2 players on seeds `first`..., 25 games a line."""
    use_weights(weights)
    wins, played = 0.0, 0
    for seed in range(first, first + n_games, 25):
        s = run_series("courtisans", 2, "strong", "normal", min(25, first + n_games - seed),
                       seed, iterations=80)
        wins, played = wins + s.wins, played + s.games
        print(f"{seed}: {s.wins}/{s.games}, so far {wins}/{played} = {wins / played:.1%} "
              f"({s.seconds / s.games:.2f} s a game, the longest decision {s.max_think:.2f} s)",
              flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    data = sub.add_parser("data")
    data.add_argument("--first", type=int, required=True)
    data.add_argument("--games", type=int, required=True)
    data.add_argument("--normal", action="store_true", help="normal against normal")
    data.add_argument("--out", type=Path, required=True)
    series = sub.add_parser("measure")
    series.add_argument("--first", type=int, default=5000)
    series.add_argument("--games", type=int, default=400)
    series.add_argument("--weights", default="hand",
                        help="the terms' weights, comma-separated, or 'hand' (the kept lead)")
    fit = sub.add_parser("fit")
    fit.add_argument("files", type=Path, nargs="+")
    fit.add_argument("--level", choices=("planner", "normal", "all"), default="all")
    fit.add_argument("--holdout", type=float, default=0.25, help="share of games held out")
    fit.add_argument("--win", action="store_true",
                     help="a logistic fit of the win instead of least squares on the margin")
    fit.add_argument("--one-colour", action="store_true",
                     help="one weight for white and blue missions (each side's sum)")
    fit.add_argument("--drop", nargs="*", default=[], choices=DUEL_TERMS,
                     help="terms left out (weight 0)")
    args = ap.parse_args()
    if args.cmd == "data":
        start = time.perf_counter()
        with args.out.open("w") as out:
            for g in range(args.games):
                seed = args.first + g
                for row in play(seed, None if args.normal else g % 2):
                    out.write(json.dumps(row) + "\n")
                out.flush()
        print(f"{args.games} games in {time.perf_counter() - start:.0f} s")
        return
    if args.cmd == "measure":
        measure(args.first, args.games, None if args.weights == "hand"
                else [float(w) for w in args.weights.split(",")])
        return
    rows = [json.loads(line) for f in args.files for line in f.open()]
    rows = [r for r in rows if args.level == "all" or r["level"] == args.level]
    kept = [i for i, n in enumerate(DUEL_TERMS) if n not in args.drop]
    for r in rows:
        r["raw"] = r["terms"]
        r["terms"] = [t if i in kept else 0.0 for i, t in enumerate(r["terms"])]
        if args.one_colour:
            r["terms"] = merged(r["terms"])
    seeds = sorted({r["seed"] for r in rows})
    held = set(seeds[int(len(seeds) * (1 - args.holdout)):])
    train = [r for r in rows if r["seed"] not in held]
    test = [r for r in rows if r["seed"] in held]
    fit = logistic if args.win else least_squares
    target = "win" if args.win else "margin"
    names = DUEL_TERMS + ("intercept",)
    weights = fit([r["terms"] for r in train], [r[target] for r in train])
    print(f"{target} weights (train):", ", ".join(
        f"{n} {w:.3f}" for n, w in zip(names, weights, strict=True)))
    print("train:", report(train, weights, args.win))
    if test:
        print("held out:", report(test, weights, args.win))
    every = fit([r["terms"] for r in rows], [r[target] for r in rows])[:-1]
    if args.one_colour:
        every = unmerged(every)
    print("weights of every position, for `measure --weights`:",
          ",".join(f"{w:.3f}" for w in every))


if __name__ == "__main__":
    main()
