"""Where a game of Courtisans is heading, for the strong bot's judgement of a position.

A family's lead at the Queen's table may still move by the cards to come there; its chance of
ending in favour or in disgrace is read from a normal spread of that movement. A player's
domain counts each card by its family's expected sign, and each mission by its chance of being
fulfilled at the end (seed 002, Fin de la partie / Compter les points), so a plan that brings a
mission closer is worth more than one that leaves it where it was.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from medici_table.games.courtisans import scoring
from medici_table.games.courtisans.data import Card, court
from medici_table.games.courtisans.state import CourtisansState

#: how far a family's lead is expected to move, in the spread of the cards still to come to
#: its column laid up or down at random (at 3 players, planner alone over 300 games: 0.6 won
#: 39%, 1 and 1.5 both 46%)
SOFTNESS = 1.0
#: a player lays about this many times a role's share of cards of that role in their own domain
#: (they pick one of the three cards in hand; the cards received from others are random)
ROLE_PULL = 1.5
#: a player steers towards the missions they know (their own) on every turn still to come,
#: which a random future does not see: while cards remain, a known mission's chance counts
#: this many times, so a plan that brings it closer is worth what it is. At 3 players, the
#: turn planner alone against normal over 600 games won 38% with ×0.6, 40% ×1, 42% ×1.6,
#: 48% ×2.5 and 48% ×4
MISSION_PULL = 3.0
#: the pull at 2 players, where the game is a duel: each turn's third card goes into the one
#: opponent's domain, and a plan that gives up domain points for a mission's chance loses
#: them to that opponent (against normal, ×3 fulfilled 89% of its missions and its domain
#: came out 0.4 points below normal's; ×1.5 79% and 0.85 points above). The turn planner
#: alone against normal, 2 players, seeds 5000-5599: ×3 won 53.3% of 600 games, ×1.5 59.7%
#: (×1 51% of 200, ×6 50% of 200); at 3-5 players the pull stays `MISSION_PULL`
MISSION_PULL_DUEL = 1.5


@dataclass(frozen=True)
class Horizon:
    """What may still happen: per family, the cards still to come to the Queen's table and the
    spread of its lead; per player, the cards still to come to their domain."""

    table_cards: float
    spread: float
    domain_cards: float


@cache
def _weight_square() -> float:
    """The mean squared weight of a family's cards (a noble counts two)."""
    data = court()
    return sum(c.weight ** 2 for c in data.cards.values()) / len(data.cards)


@cache
def _role_share(role: str) -> float:
    data = court()
    return data.roles[role].count / sum(r.count for r in data.roles.values())


def horizon(state: CourtisansState) -> Horizon:
    data = court()
    to_come = len(state.deck) + sum(len(h) for h in state.hands)
    turns = to_come / data.cards_per_turn
    table = turns / len(data.families)
    spread = SOFTNESS * math.sqrt(table * _weight_square())
    return Horizon(table, spread, 2 * turns / len(state.players))


def _phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def standing(lead: int, h: Horizon) -> tuple[float, float]:
    """The chances that a family with `lead` ends in favour and in disgrace."""
    if h.spread <= 1e-9:
        return float(lead > 0), float(lead < 0)
    return _phi((lead - 0.5) / h.spread), _phi((-lead - 0.5) / h.spread)


def _count_at_least(chances: Sequence[float], k: int) -> float:
    """The chance that at least `k` of independent events with these chances happen."""
    dist = [1.0]
    for p in chances:
        nxt = [0.0] * (len(dist) + 1)
        for i, q in enumerate(dist):
            nxt[i] += q * (1 - p)
            nxt[i + 1] += q * p
        dist = nxt
    return sum(dist[k:]) if k > 0 else 1.0


def _poisson_at_least(mean: float, k: int) -> float:
    """The chance that a Poisson count of this mean reaches `k`."""
    if k <= 0:
        return 1.0
    term = math.exp(-mean)
    below = 0.0
    for i in range(k):
        below += term
        term *= mean / (i + 1)
    return max(0.0, 1.0 - below)


@dataclass(frozen=True)
class Board:
    """What the missions read, counted once per position: each family's chances of favour
    and disgrace and its cards below the Queen's table; each player's domain by family and
    by role (a noble counts as one card here)."""

    fav: dict[str, float]
    dis: dict[str, float]
    below: dict[str, int]
    domains: list[list[Card]]
    families: list[Counter[str]]
    roles: list[Counter[str]]
    horizon: Horizon


def board(state: CourtisansState) -> Board:
    data = court()
    h = horizon(state)
    table = scoring.queen_table(state)
    fav, dis = {}, {}
    for fam, v in scoring.leads(table).items():
        fav[fam], dis[fam] = standing(v, h)
    domains = [[data.cards[c] for c in scoring.domain_cards(state, p)]
               for p in range(len(state.players))]
    return Board(fav, dis, {f: len(cs) for f, cs in table.below.items()}, domains,
                 [Counter(c.family for c in cards) for cards in domains],
                 [Counter(c.role for c in cards) for cards in domains], h)


def mission_chance(b: Board, p: int, mid: str) -> float:
    """The chance that player `p` fulfils mission `mid` at the end."""
    m = court().missions[mid]
    cond, h = m.condition, b.horizon
    if cond == "family_in_disgrace":
        return b.dis[m.family or ""]
    if cond == "at_most_favoured":
        return 1.0 - _count_at_least(list(b.fav.values()), m.count + 1)
    if cond == "at_least_disgraced":
        return _count_at_least(list(b.dis.values()), m.count)
    if cond in ("one_family_below_at_least", "every_family_below_at_least"):
        each = [_poisson_at_least(h.table_cards / 2, m.count - n) for n in b.below.values()]
        if cond == "every_family_below_at_least":
            return math.prod(each)
        return 1.0 - math.prod(1 - c for c in each)
    if cond == "at_least_in_domain":
        return _poisson_at_least(h.domain_cards * _role_share(m.role or "") * ROLE_PULL,
                                 m.count - b.roles[p][m.role or ""])
    if cond == "fewer_than_left_neighbour":
        fam = m.family or ""
        gap = b.families[scoring.left_neighbour(p, len(b.families))][fam] - b.families[p][fam]
        drift = math.sqrt(2 * h.domain_cards / len(court().families))
        return float(gap > 0) if drift <= 1e-9 else _phi((gap - 0.5) / drift)
    raise ValueError(f"unknown mission condition '{cond}'")


def _unseen(state: CourtisansState) -> dict[str, list[str]]:
    """The missions nobody at this position has seen, by colour."""
    data = court()
    seen = {m for held in state.missions for m in held} | set(state.unused_missions)
    out: dict[str, list[str]] = {}
    for mid in sorted(data.missions):
        if mid not in seen:
            out.setdefault(data.missions[mid].colour, []).append(mid)
    return out


#: the conditions whose chance depends on whose mission it is (the others read only the table)
_PERSONAL = ("at_least_in_domain", "fewer_than_left_neighbour")


def _mean_chance(b: Board, p: int, pool: list[str], memo: dict[tuple[int, str], float]) -> float:
    """The mean chance of the missions of `pool` for player `p`; a chance that reads only the
    table is worked out once for every player (`memo`)."""
    missions = court().missions
    total = 0.0
    for mid in pool:
        key = (p if missions[mid].condition in _PERSONAL else -1, mid)
        if key not in memo:
            memo[key] = mission_chance(b, p, mid)
        total += memo[key]
    return total / len(pool)


def mission_pull(players: int) -> float:
    """How many times a known mission's chance counts while cards remain, at this table."""
    return MISSION_PULL_DUEL if players == 2 else MISSION_PULL


def outlook(state: CourtisansState) -> list[float]:
    """Each player's expected score at the end: domain cards by their family's expected sign,
    missions by their chance (a known one pulled by `mission_pull` while cards remain). A
    mission still face down counts as the mean chance of the unseen missions of its colour (a
    white then a blue, seed 002, Mise en place); any unseen one with two random missions.
    At the end with every mission known it is the score itself."""
    data = court()
    b = board(state)
    unseen: dict[str, list[str]] | None = None
    memo: dict[tuple[int, str], float] = {}
    pull = mission_pull(len(state.players)) if b.horizon.table_cards > 0 else 1.0
    out = []
    for p, cards in enumerate(b.domains):
        domain = sum((b.fav[c.family] - b.dis[c.family]) * c.weight for c in cards)
        missions = 0.0
        for slot, mid in enumerate(state.missions[p]):
            if not mid.startswith("?"):
                missions += pull * mission_chance(b, p, mid)
                continue
            unseen = unseen if unseen is not None else _unseen(state)
            pool = (unseen.get(("white", "blue")[slot % 2])
                    if state.mission_points == data.points["default"] else None)
            pool = pool or [m for ids in unseen.values() for m in ids]
            missions += _mean_chance(b, p, pool, memo)
        out.append(domain + state.mission_points * missions)
    return out
