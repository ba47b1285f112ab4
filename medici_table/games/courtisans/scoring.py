"""The end of the game: spies revealed, family statuses, domain points and missions (seed 002,
Fin de la partie / Compter les points).

Scoring reads the real card behind every spy, so on the full state it gives the score the
table would show if the game ended now; in a player's view unknown spies are left out.
"""

from __future__ import annotations

from medici_table.engine import text
from medici_table.engine.records import record
from medici_table.engine.state import evolve
from medici_table.games.courtisans.data import CourtData, court
from medici_table.games.courtisans.state import CourtisansState, handle_index

FAVOURED, DISGRACED, NEUTRAL = "favoured", "disgraced", "neutral"


@record
class Table:
    """The Queen's table with every known spy in its family's column."""

    above: dict[str, list[str]]
    below: dict[str, list[str]]


def reveal(state: CourtisansState) -> CourtisansState:
    """The end: every spy still in play is turned up; those at the Queen's table join their
    family's column on the same side (seed 002, Fin de la partie)."""
    data = court()
    above, below = list(state.above), list(state.below)
    for piles in (above, below):
        for handle in piles[data.spy_column]:
            card = state.spies[handle_index(handle)]
            col = data.cards[card].column
            piles[col] = piles[col] + (card,)
        piles[data.spy_column] = ()
    domains = tuple(tuple(state.real(c) for c in dom) for dom in state.domains)
    return evolve(state, above=tuple(above), below=tuple(below), domains=domains,
                   to_act=None, revealed=True, pending=None, assassin=None, played=())


def _known(state: CourtisansState, cid: str) -> str | None:
    real = state.real(cid)
    return None if real.startswith("?") else real


def queen_table(state: CourtisansState) -> Table:
    data = court()
    above: dict[str, list[str]] = {f.id: [] for f in data.families}
    below: dict[str, list[str]] = {f.id: [] for f in data.families}
    for piles, out in ((state.above, above), (state.below, below)):
        for pile in piles:
            for cid in pile:
                real = _known(state, cid)
                if real is not None:
                    out[data.cards[real].family].append(real)
    return Table(above, below)


def weight(data: CourtData, cards: list[str]) -> int:
    """Cards counted with nobles as two (seed 002, Les nobles)."""
    return sum(data.cards[c].weight for c in cards)


def statuses(state: CourtisansState) -> dict[str, str]:
    """Each family's standing with the Queen: more weight above → favoured, below →
    disgraced, equal → neutral (RULINGS, Courtisans)."""
    return {fam: status_of(lead) for fam, lead in leads(queen_table(state)).items()}


def leads(table: Table) -> dict[str, int]:
    """Each family's weight above the Queen's table minus its weight below."""
    data = court()
    return {f.id: weight(data, table.above[f.id]) - weight(data, table.below[f.id])
            for f in data.families}


def status_of(lead: int) -> str:
    """A family's standing from its lead at the Queen's table."""
    return FAVOURED if lead > 0 else DISGRACED if lead < 0 else NEUTRAL


def domain_cards(state: CourtisansState, p: int) -> list[str]:
    return [r for r in (_known(state, c) for c in state.domains[p]) if r is not None]


def domain_points(state: CourtisansState, p: int, status: dict[str, str]) -> int:
    """+1 a card (+2 a noble) of a favoured family, −1 (−2) of a disgraced one, else 0."""
    data = court()
    total = 0
    for cid in domain_cards(state, p):
        card = data.cards[cid]
        sign = {FAVOURED: 1, DISGRACED: -1, NEUTRAL: 0}[status[card.family]]
        total += sign * card.weight
    return total


def left_neighbour(p: int, players: int) -> int:
    """The player a "left neighbour" mission compares with: the next player clockwise
    (RULINGS, Courtisans)."""
    return (p + 1) % players


def mission_done(state: CourtisansState, p: int, mission: str,
                 status: dict[str, str] | None = None) -> bool:
    """Whether player `p` fulfils `mission`. Missions count cards, a noble as one."""
    data = court()
    m = data.missions[mission]
    status = status if status is not None else statuses(state)
    cond = m.condition
    if cond == "fewer_than_left_neighbour":
        left = left_neighbour(p, len(state.players))
        mine = sum(data.cards[c].family == m.family for c in domain_cards(state, p))
        theirs = sum(data.cards[c].family == m.family for c in domain_cards(state, left))
        return mine < theirs
    if cond == "at_least_in_domain":
        return sum(data.cards[c].role == m.role for c in domain_cards(state, p)) >= m.count
    if cond == "family_in_disgrace":
        return status[m.family or ""] == DISGRACED
    if cond == "at_most_favoured":
        return sum(s == FAVOURED for s in status.values()) <= m.count
    if cond == "at_least_disgraced":
        return sum(s == DISGRACED for s in status.values()) >= m.count
    below = queen_table(state).below
    if cond == "one_family_below_at_least":
        return any(len(cards) >= m.count for cards in below.values())
    if cond == "every_family_below_at_least":
        return all(len(cards) >= m.count for cards in below.values())
    raise ValueError(f"unknown mission condition '{cond}'")


def score_sheet(state: CourtisansState) -> list[tuple[int, tuple[bool, ...]]]:
    """For each player: domain points and, per mission held, whether it is fulfilled."""
    status = statuses(state)
    out = []
    for p in range(len(state.players)):
        done = tuple(not m.startswith("?") and mission_done(state, p, m, status)
                     for m in state.missions[p])
        out.append((domain_points(state, p, status), done))
    return out


def scores(state: CourtisansState) -> list[int]:
    return [pts + state.mission_points * sum(done) for pts, done in score_sheet(state)]


def score_lines(state: CourtisansState, lang: str = "en") -> list[str]:
    """One line per player for the score panel: domain, missions fulfilled, total."""
    out = []
    for p, (pts, done) in enumerate(score_sheet(state)):
        total = pts + state.mission_points * sum(done)
        out.append(text(lang, f"{state.players[p]}: domain {pts:+d}, missions {sum(done)} of "
                              f"{len(done)} (+{state.mission_points * sum(done)}) = {total}",
                        f"{state.players[p]} : domaine {pts:+d}, missions {sum(done)} sur "
                        f"{len(done)} (+{state.mission_points * sum(done)}) = {total}"))
    return out
