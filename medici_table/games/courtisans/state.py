"""The Courtisans game state (plain frozen data, shared between moves, never deep-copied),
what each player may know of it, and the count of every component.

Face-down spies are kept under anonymous handles: a spy laid anywhere becomes `?spy.<k>` in
the zone where it lies, and `spies[k]` remembers which card it is. A view simply hides
`spies[k]`, so the table looks the same to everybody and nobody, its owner included, can tell
which spy it is (seed 002, Les espions).
"""

from __future__ import annotations

from collections import Counter

from medici_table.engine import GameState, Rng
from medici_table.engine.records import record
from medici_table.engine.state import evolve
from medici_table.games.courtisans.data import court

SPY_HANDLE = "?spy."
ZONE_QUEEN = "queen"  # the three zones a turn fills (seed 002, Ce que vous faites à votre tour)
ZONE_OWN = "own"
ZONE_OTHER = "other"
ZONES = (ZONE_QUEEN, ZONE_OWN, ZONE_OTHER)

Pile = tuple[str, ...]


def spy_handle(k: int) -> str:
    return f"{SPY_HANDLE}{k}"


def is_handle(cid: str) -> bool:
    return cid.startswith(SPY_HANDLE)


def handle_index(handle: str) -> int:
    return int(handle[len(SPY_HANDLE) :])


@record
class CourtisansState(GameState):
    players: tuple[str, ...]
    to_act: int | None  # the player whose turn it is (every decision of a turn is theirs)
    rng: Rng
    hand_size: int  # 3, or 5 with the "hand of 5" option
    mission_points: int  # 3 each, or 2 with the "two random missions" option
    deck: Pile  # draws are taken from the front
    removed: Pile  # set aside unseen at setup
    hands: tuple[Pile, ...]
    above: tuple[Pile, ...]  # the Queen's table, one pile per column (the spy column included)
    below: tuple[Pile, ...]
    domains: tuple[Pile, ...]
    discard: Pile  # cards eliminated by assassins (a spy stays a handle: never revealed)
    spies: Pile  # spies[k] is the card behind the handle ?spy.k
    missions: tuple[Pile, ...]
    unused_missions: Pile  # back in the box, unseen
    played: tuple[str, ...] = ()  # zones already filled this turn (queen, own, other)
    pending: str | None = None  # where a just-laid assassin waits for its decision
    assassin: str | None = None  # that assassin's card id
    revealed: bool = False  # the end: spies turned up and moved to their family's column

    def real(self, cid: str) -> str:
        """The card behind a handle (itself for a face-up card); '?spy' in a view."""
        return self.spies[handle_index(cid)] if is_handle(cid) else cid

    def zone_cards(self, zone: str) -> Pile:
        """The cards of a zone an assassin can reach: `queen` (the whole Queen's table,
        every column, both sides) or `domain.<p>`."""
        if zone == ZONE_QUEEN:
            return tuple(c for pile in self.above + self.below for c in pile)
        return self.domains[int(zone[len("domain.") :])]

    def location(self, cid: str) -> str | None:
        """Where a card or handle lies, named like a move's target (`queen.toad.above`,
        `domain.1`) or a pile (`hand.0`, `deck`, `removed`, `discard`); None if nowhere."""
        columns = court().columns
        for side, piles in (("above", self.above), ("below", self.below)):
            for col, pile in enumerate(piles):
                if cid in pile:
                    return f"queen.{columns[col]}.{side}"
        for name, groups in (("domain", self.domains), ("hand", self.hands)):
            for p, pile in enumerate(groups):
                if cid in pile:
                    return f"{name}.{p}"
        for name, pile in (("deck", self.deck), ("removed", self.removed),
                           ("discard", self.discard)):
            if cid in pile:
                return name
        return None


# --- what each player may know (seed 002, Mise en place / Les espions) ---------------------

CARD_BACK = "?card"
SPY_BACK = "?spy"
MISSION_BACK = "?mission"


def hidden_spies(state: CourtisansState) -> set[int]:
    """Indices k of spies still face down: all of them until the end, then those eliminated."""
    if not state.revealed:
        return set(range(len(state.spies)))
    return {handle_index(c) for c in state.discard if is_handle(c)}


def secret_ids(state: CourtisansState, p: int) -> frozenset[str]:
    out: set[str] = set(state.deck) | set(state.removed) | set(state.unused_missions)
    for q in range(len(state.players)):
        if q != p:
            out.update(state.hands[q])
            if not state.revealed:
                out.update(state.missions[q])
    out.update(state.spies[k] for k in hidden_spies(state))
    return frozenset(out)


def view(state: CourtisansState, p: int) -> CourtisansState:
    """The same table with what `p` may not know turned face down. The player to act can
    compute their legal moves from their own view (bots are given views)."""
    hidden = hidden_spies(state)
    hands = tuple(h if q == p else (CARD_BACK,) * len(h) for q, h in enumerate(state.hands))
    missions = tuple(m if q == p or state.revealed else (MISSION_BACK,) * len(m)
                     for q, m in enumerate(state.missions))
    return evolve(
        state,
        deck=(CARD_BACK,) * len(state.deck),
        removed=(CARD_BACK,) * len(state.removed),
        hands=hands,
        spies=tuple(SPY_BACK if k in hidden else s for k, s in enumerate(state.spies)),
        missions=missions,
        unused_missions=(MISSION_BACK,) * len(state.unused_missions),
        rng=Rng(0),  # the generator could replay the shuffle that made the deck
    )


def components(state: CourtisansState) -> Counter[str]:
    """Every courtier card and mission card, wherever it lies (spies counted as themselves)."""
    out: Counter[str] = Counter()
    piles = (state.deck, state.removed, state.discard, state.unused_missions,
             *state.hands, *state.above, *state.below, *state.domains, *state.missions)
    for pile in piles:
        out.update(state.real(c) for c in pile)
    return out
