"""Courtisans (seed 002): setup, the Rules contract (wired to `turn`, `scoring` and the
state's views) and what a player reads: log lines and prompts in French and English."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from medici_table.engine import IllegalMove, Move, Rng, Rules, text
from medici_table.engine.reshuffle import deal_again
from medici_table.engine.state import drafted
from medici_table.engine.yamlload import LineMap
from medici_table.games.courtisans import scoring, turn
from medici_table.games.courtisans.data import SPIES, court
from medici_table.games.courtisans.state import (
    ZONE_OTHER,
    ZONE_OWN,
    ZONE_QUEEN,
    CourtisansState,
    Pile,
    components,
    is_handle,
    secret_ids,
    view,
)


def deal_missions(rng: Rng, n: int, random_missions: bool) -> tuple[tuple[Pile, ...], Pile, Rng]:
    """One white and one blue mission each (published game), or two drawn from all twenty
    (option "two random missions"). The rest go back to the box unseen."""
    missions = court().missions
    if random_missions:
        pool, rng = rng.shuffle(sorted(missions))
        return tuple(pool[2 * p : 2 * p + 2] for p in range(n)), pool[2 * n :], rng
    whites, rng = rng.shuffle(sorted(m for m in missions if missions[m].colour == "white"))
    blues, rng = rng.shuffle(sorted(m for m in missions if missions[m].colour == "blue"))
    return tuple((whites[p], blues[p]) for p in range(n)), whites[n:] + blues[n:], rng


# --- what a player reads: log lines and prompts, in French and English ---------------------


def card_label(cid: str, lang: str) -> str:
    """'the Toad guard' / 'le garde Crapaud'; a face-down spy stays anonymous."""
    if is_handle(cid) or cid not in court().cards:
        return text(lang, "a face-down spy", "un espion face cachée")
    return turn.card_label_fr(cid) if lang == "fr" else "the " + court().card_name(cid, lang)


def _de(name: str) -> str:
    """French 'de Bo' / 'd'Ada' (elision before a vowel)."""
    return f"d'{name}" if name[:1].upper() in "AEIOUYÉÈ" else f"de {name}"


def _where(state: CourtisansState, target: str, lang: str) -> str:
    """Where a card is laid: the card's own column needs no naming, the spy column does."""
    if target.startswith("queen."):
        _, column, side = target.split(".")
        up = side == "above"
        where = text(lang, f"{'above' if up else 'below'} the Queen's table",
                     f"{'au-dessus' if up else 'au-dessous'} de la table de la Reine")
        if column == SPIES:
            return text(lang, "in the spy column, ", "dans la colonne des espions, ") + where
        return where
    p = int(target[7:])
    if p == state.to_act:
        return text(lang, "in their own domain", "dans son domaine")
    owner = state.players[p]
    return text(lang, f"in {owner}'s domain", f"dans le domaine {_de(owner)}")


def _killed_where(state: CourtisansState, lang: str) -> str:
    """Where the assassin just laid strikes (' at the Queen's table', ' in Bo's domain')."""
    if state.pending is None:
        return ""
    if state.pending == ZONE_QUEEN:
        return text(lang, " at the Queen's table", " à la table de la Reine")
    return " " + _where(state, state.pending, lang)


def describe_move(state: CourtisansState, move: Move, lang: str = "en") -> str:
    """One line for the game log. A spy is never named, even to the player who laid it."""
    me = state.to_act
    name = state.players[me] if me is not None else "?"
    if move.kind == "place" and move.card and move.target:
        where = _where(state, move.target, lang)
        if court().cards.get(move.card) is not None and court().cards[move.card].role == "spy":
            return text(lang, f"{name} lays a spy face down {where}",
                        f"{name} pose un espion face cachée {where}")
        label = card_label(move.card, lang)
        return text(lang, f"{name} places {label} {where}", f"{name} pose {label} {where}")
    if move.kind == "kill" and move.card:
        where = _killed_where(state, lang)
        return text(lang, f"{name}'s assassin eliminates {card_label(move.card, lang)}{where}",
                    f"L'assassin {_de(name)} élimine {card_label(move.card, 'fr')}{where}")
    if move.kind == "draw" and me is not None:
        drawn = min(len(state.deck), max(0, state.hand_size - len(state.hands[me])))
        if drawn == 0:
            return text(lang, f"{name} ends the turn (nothing to draw)",
                        f"{name} termine son tour (rien à piocher)")
        return text(lang, f"{name} draws {drawn} card{'s' if drawn > 1 else ''}",
                    f"{name} pioche {drawn} carte{'s' if drawn > 1 else ''}")
    if move.kind == "spare":
        return text(lang, f"{name}'s assassin spares everybody",
                    f"L'assassin {_de(name)} n'élimine personne")
    return f"{name}: {move}"


def _zones_left(state: CourtisansState, lang: str) -> str:
    other = text(lang, "in an opponent's domain", "dans le domaine d'un adversaire")
    if len(state.players) == 2 and state.to_act is not None:  # one opponent: named
        rival = state.players[1 - state.to_act]
        other = text(lang, f"in {rival}'s domain", f"dans le domaine {_de(rival)}")
    names = {
        ZONE_QUEEN: text(lang, "at the Queen's table", "à la table de la Reine"),
        ZONE_OWN: text(lang, "in your domain", "dans votre domaine"),
        ZONE_OTHER: other,
    }
    return _listed([names[z] for z in (ZONE_QUEEN, ZONE_OWN, ZONE_OTHER)
                    if z not in state.played], lang)


def _listed(items: list[str], lang: str) -> str:
    """'a', 'a or b', 'a, b or c' (French 'ou')."""
    joiner = text(lang, " or ", " ou ")
    return ", ".join(items[:-1]) + joiner + items[-1] if len(items) > 1 else items[0]


def _points(n: int, lang: str) -> str:
    """'1 point', '3 points'; in French the singular also for 0 ('0 point'); a score below
    zero with the minus sign the score sheets write ('−1 point', not '-1')."""
    one = abs(n) < 2 if lang == "fr" else abs(n) == 1
    figure = f"−{-n}" if n < 0 else str(n)
    return f"{figure} point" if one else f"{figure} points"


def prompt_text(state: CourtisansState, lang: str, scores: list[int], winners: list[int]) -> str:
    me = state.to_act
    if me is None:
        who = [state.players[w] for w in winners]
        names = ", ".join(who[:-1]) + text(lang, " and ", " et ") + who[-1] if len(who) > 1 \
            else "".join(who)
        best = _points(scores[winners[0]] if winners else 0, lang)
        if len(winners) > 1:
            return text(lang, f"The game is over: {names} share the victory with {best}.",
                        f"La partie est finie : {names} partagent la victoire avec {best}.")
        return text(lang, f"The game is over: {names} wins with {best}.",
                    f"La partie est finie : {names} gagne avec {best}.")
    name = state.players[me]
    if state.pending is not None:
        return text(lang, f"{name}: eliminate a card with your assassin, or spare them all.",
                    f"{name} : éliminez une carte avec votre assassin, ou n'éliminez personne.")
    if turn.turn_complete(state):
        return text(lang, f"{name}: draw from the deck to end your turn.",
                    f"{name} : piochez pour terminer votre tour.")
    return text(lang, f"{name}: play a card {_zones_left(state, lang)}.",
                f"{name} : jouez une carte {_zones_left(state, lang)}.")


class CourtisansRules(Rules[CourtisansState]):
    id = "courtisans"
    state_type = CourtisansState
    option_ids = ("hand_of_5", "random_missions")
    fuzz_scale = 1.0

    # --- setup (seed 002, Mise en place) ---------------------------------------------------
    def new_game(self, players: list[str], options: dict[str, Any] | None = None,
                 seed: int = 0) -> CourtisansState:
        names = self.check_players(players)
        opts = self.resolve_options(options)
        data = court()
        n = len(names)
        rng = Rng.from_seed(seed)
        cards, rng = rng.shuffle(data.card_ids)
        out = data.removed[n]
        removed, cards = cards[:out], cards[out:]
        size = data.hand_size["hand_of_5" if opts["hand_of_5"] else "default"]
        hands = tuple(cards[p * size : (p + 1) * size] for p in range(n))
        missions, unused, rng = deal_missions(rng, n, bool(opts["random_missions"]))
        first, rng = rng.below(n)
        empty = ((),) * len(data.columns)
        return CourtisansState(
            players=names, to_act=first, rng=rng, hand_size=size,
            mission_points=data.points["random_missions" if opts["random_missions"]
                                       else "default"],
            deck=cards[n * size :], removed=removed, hands=hands, above=empty, below=empty,
            domains=((),) * n, discard=(), spies=(), missions=missions, unused_missions=unused,
        )

    # --- moves -------------------------------------------------------------------------------
    def legal_moves(self, state: CourtisansState) -> list[Move]:
        return turn.legal_moves(state)

    def apply(self, state: CourtisansState, move: Move) -> CourtisansState:
        """Validate with the same check `explain` gives, without building the move list."""
        problem = turn.refusal(state, move)
        if problem is not None:
            raise problem
        return drafted(turn.play, state, move)  # the move changes its own copy in place

    def play(self, state: CourtisansState, move: Move) -> CourtisansState:
        return drafted(turn.play, state, move)  # the move changes its own copy in place

    def explain(self, state: CourtisansState, move: Move) -> IllegalMove:
        """Why `move` is refused; a `drop` asks why a card cannot go to a place."""
        return self.explain_in(state, move, "en")

    def explain_in(self, state: CourtisansState, move: Move, lang: str) -> IllegalMove:
        return turn.refusal(state, move, lang) or IllegalMove(
            text(lang, "That move is not allowed now.", "Ce coup n'est pas permis maintenant."),
            "turn")

    def explain_drop(self, state: CourtisansState, piece: str, target: str | None,
                     lang: str = "en") -> IllegalMove:
        """A card dropped on a place (None: lifted): the checks of a play, asked as a drop."""
        return self.explain_in(state, Move(turn.DROP, card=piece, target=target or ""), lang)

    # --- the end -----------------------------------------------------------------------------
    def scores(self, state: CourtisansState) -> list[int]:
        return scoring.scores(state)

    # --- what players see --------------------------------------------------------------------
    def view(self, state: CourtisansState, player: int) -> CourtisansState:
        return view(state, player)

    def secret_ids(self, state: CourtisansState, player: int) -> frozenset[str]:
        return secret_ids(state, player)

    def reshuffle_hidden(self, state: CourtisansState, rng: Rng) -> CourtisansState:
        """The draw pile and the cards set aside unseen at setup, gathered and dealt back (any
        may now be drawn); the missions left in the box shuffled among themselves."""
        (deck, removed), rng = deal_again((state.deck, state.removed), rng)
        unused, rng = rng.shuffle(state.unused_missions)
        return replace(state, deck=deck, removed=removed, unused_missions=unused, rng=rng)

    def components(self, state: CourtisansState) -> Counter[str]:
        return components(state)

    def check_state(self, state: CourtisansState) -> None:
        from medici_table.games.courtisans import validate  # (a state from outside)

        validate.check(self, state)

    def describe(self, state: CourtisansState, move: Move, lang: str = "en") -> str:
        return describe_move(state, move, lang)

    def phase_anchor(self, state: CourtisansState) -> str:
        """The section of the rules text about the decision expected now."""
        kinds = {m.kind for m in self.legal_moves(state)}
        return "refill" if "draw" in kinds else "assassins" if "kill" in kinds else "turn"

    def prompt(self, state: CourtisansState, lang: str = "en") -> str:
        over = self.is_over(state)
        return prompt_text(state, lang, self.scores(state) if over else [], self.winners(state))

    # --- position files ----------------------------------------------------------------------
    def from_position(self, players: tuple[str, ...], options: dict[str, Any], seed: int,
                      position: dict[str, Any], lines: LineMap) -> CourtisansState:
        from medici_table.games.courtisans.position import from_position

        return from_position(self, players, options, seed, position, lines)

    def to_position(self, state: CourtisansState) -> dict[str, Any]:
        from medici_table.games.courtisans.position import write

        return write(state)
