"""Is a Courtisans state one a game could reach? (`Rules.validate_state`)

Every courtier card and mission once, spies face down under their handles until the end, each
card of the Queen's table in its family's column, two missions a player, hands no larger than
the hand size, and the turn under way (zones filled, an assassin waiting) consistent with whose
turn it is (seed 002; RULINGS "Courtisans").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from medici_table.engine import validation as v
from medici_table.games.courtisans.data import court
from medici_table.games.courtisans.state import (
    SPY_HANDLE,
    ZONE_QUEEN,
    ZONES,
    CourtisansState,
    is_handle,
)

if TYPE_CHECKING:
    from medici_table.games.courtisans.rules import CourtisansRules

MISSIONS_EACH = 2


def check(rules: CourtisansRules, s: CourtisansState) -> None:
    data = court()
    n = len(s.players)
    for name in ("hands", "domains", "missions"):
        v.length(getattr(s, name), n, name)
    for name in ("above", "below"):
        v.length(getattr(s, name), len(data.columns), name)
    v.one_of(s.hand_size, sorted(set(data.hand_size.values())), "hand_size")
    v.one_of(s.mission_points, sorted(set(data.points.values())), "mission_points")
    v.rng(s.rng)
    _handles(s)
    _components(rules, s)
    for p, hand in enumerate(s.hands):
        v.at_most(hand, s.hand_size, f"hands[{p}]")
    for p, held in enumerate(s.missions):
        v.length(held, MISSIONS_EACH, f"missions[{p}]")
    _queen(s)
    _turn(s)


def _handles(s: CourtisansState) -> None:
    """`?spy.k` names spies[k]; each lies in one place; a spy is never laid face up before the
    end, and a handle lies only where a spy can be laid."""
    cards = court().cards
    for k, spy in enumerate(s.spies):
        v.need(spy in cards and cards[spy].role == "spy", f"spies[{k}]",
               f"'{spy}' is not a spy card", f"« {spy} » n'est pas une carte d'espion")
    laid = [(f"{name}[{i}]", pile) for name in ("above", "below", "domains")
            for i, pile in enumerate(getattr(s, name))] + [("discard", s.discard)]
    seen: set[str] = set()
    for field, pile in laid:
        for c in pile:
            if not is_handle(c):
                continue
            tail = c[len(SPY_HANDLE):]
            v.need(tail.isascii() and tail.isdigit() and tail == str(int(tail))
                   and int(tail) < len(s.spies), field, f"'{c}' names no spy",
                   f"« {c} » ne désigne aucun espion")
            v.need(c not in seen, field, f"the spy '{c}' lies twice", f"l'espion « {c} » est là deux fois")
            v.need(not s.revealed or field == "discard", field,
                   "a spy is still face down after the end, when spies are turned up",
                   "un espion est encore face cachée après la fin, où les espions sont retournés")
            seen.add(c)
    for field, pile in (("deck", s.deck), ("removed", s.removed)) + tuple(
            (f"hands[{p}]", h) for p, h in enumerate(s.hands)):
        for c in pile:
            v.need(not is_handle(c), field, f"a face-down spy ('{c}') cannot lie here",
                   f"un espion face cachée (« {c} ») ne peut pas être ici")
    if not s.revealed:
        v.need(len(seen) == len(s.spies), "spies",
               f"{len(s.spies)} spies were laid but {len(seen)} lie face down",
               f"{len(s.spies)} espions ont été posés mais {len(seen)} sont face cachée")
        for field, pile in laid:
            for c in pile:
                v.need(is_handle(c) or cards.get(c) is None or cards[c].role != "spy", field,
                       f"the spy '{c}' lies face up before the end",
                       f"l'espion « {c} » est face visible avant la fin")


def _components(rules: CourtisansRules, s: CourtisansState) -> None:
    inv = v.Inventory()
    groups = [("deck", s.deck), ("removed", s.removed), ("discard", s.discard),
              ("unused_missions", s.unused_missions)]
    for name in ("hands", "above", "below", "domains", "missions"):
        groups += [(f"{name}[{i}]", pile) for i, pile in enumerate(getattr(s, name))]
    for field, pile in groups:
        inv.add(field, (s.real(c) for c in pile))
    data = court()
    options = {"hand_of_5": s.hand_size == data.hand_size["hand_of_5"]
               and data.hand_size["hand_of_5"] != data.hand_size["default"],
               "random_missions": s.mission_points == data.points["random_missions"]
               and data.points["random_missions"] != data.points["default"]}
    inv.check(v.fresh_components(rules, s.players, options))
    cards = set(data.cards)
    for field, pile in groups:
        mission_pile = field.startswith(("missions", "unused_missions"))
        for c in pile:
            v.need((s.real(c) in cards) != mission_pile, field,
                   f"'{s.real(c)}' does not belong here", f"« {s.real(c)} » n'a rien à faire ici")


def _queen(s: CourtisansState) -> None:
    """A card in its family's column; the spy column holds face-down spies only (none after
    the end, when they join their families)."""
    data = court()
    for side in ("above", "below"):
        for col, pile in enumerate(getattr(s, side)):
            column = data.columns[col]
            for c in pile:
                field = f"{side}[{col}]"
                if col == data.spy_column:
                    v.need(is_handle(c), field, f"'{c}' lies in the spy column, which takes "
                           "only face-down spies", f"« {c} » est dans la colonne des espions, "
                           "qui ne reçoit que des espions face cachée")
                else:
                    v.need(not is_handle(c) and data.cards[c].family == column, field,
                           f"'{c}' does not belong in the {column} column",
                           f"« {c} » n'a rien à faire dans la colonne {column}")


def _turn(s: CourtisansState) -> None:
    n = len(s.players)
    v.to_act(s.to_act, s.revealed, n)
    if s.revealed:
        v.need(not s.played and s.pending is None and s.assassin is None, "played",
               "the game is over (spies revealed), yet a turn is under way",
               "la partie est finie (espions révélés), et pourtant un tour est en cours")
        return
    me = v.seat(s.to_act, n, "to_act")
    v.unique(s.played, "played")
    v.within(s.played, ZONES, "played", "is not a zone (queen, own, other)",
             "n'est pas une zone (queen, own, other)")
    v.need((s.pending is None) == (s.assassin is None), "assassin",
           "an assassin waiting and its zone go together: one of them is missing",
           "un assassin en attente et sa zone vont ensemble : l'un des deux manque")
    if s.pending is None or s.assassin is None:
        return
    zones = [ZONE_QUEEN] + [f"domain.{p}" for p in range(n)]
    v.one_of(s.pending, zones, "pending")
    v.need(s.assassin in court().cards and court().cards[s.assassin].role == "assassin"
           and s.assassin in s.zone_cards(s.pending), "assassin",
           f"'{s.assassin}' is not an assassin lying in {s.pending}",
           f"« {s.assassin} » n'est pas un assassin posé dans {s.pending}")
    zone = ZONE_QUEEN if s.pending == ZONE_QUEEN else "own" if s.pending == f"domain.{me}" else "other"
    v.need(zone in s.played, "played", "the assassin's zone is not among those filled this turn",
           "la zone de l'assassin n'est pas parmi celles remplies ce tour-ci")
