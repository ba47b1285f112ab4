"""What a move scored at the court of Louis XIV, shown page by page (the table's interlude).

Boards are scored from 1 to 12 without anyone deciding, except for intrigue cards, bribes,
ties won with a mission card and Condé's and Maintenon's placements; a move that lets the
scoring run on settles several boards at once. The pages show, for each board the move let
the scoring count, its condition and the tokens that stood on it, as the state recorded them
(`LouisState.scored`), then what every player received. Only what all players see is shown:
tokens, gold, tiles, and how many arms and cards.
"""

from __future__ import annotations

from typing import Any

from medici_table.engine import Move, Rules, text
from medici_table.games.louis_xiv.data import tables
from medici_table.games.louis_xiv.scoring import score
from medici_table.games.louis_xiv.state import LouisState, Scored
from medici_table.ui.games.louis_xiv_art import COLOURS
from medici_table.ui.interlude import Page, Scoring, ranks


def counted(before: LouisState, after: LouisState) -> tuple[Scored, ...]:
    """The boards the move counted, as the state recorded them (`LouisState.scored`): those
    recorded after it and not before (a new scoring phase starts a new record)."""
    old, new = before.scored, after.scored
    return new[len(old):] if new[:len(old)] == old else new


def _condition(record: Scored, lang: str) -> str:
    side = tables().characters[record.board].sides[record.side]
    if side.condition == "money":
        return text(lang, f"money ({side.cost})", f"argent ({side.cost})")
    if side.condition == "tokens":
        return text(lang, f"tokens (≥{side.threshold})", f"jetons (≥{side.threshold})")
    return text(lang, "first place", "1re place")


def _name(board: int, lang: str) -> str:
    name = tables().characters[board].name
    return f"{board} {name.get(lang) or name['en']}"


def _who(s: LouisState, c: int, lang: str) -> str:
    return s.players[c] if c < s.n else text(lang, "neutral", "neutre")


def _received(before: LouisState, after: LouisState, p: int, lang: str) -> tuple[str, ...]:
    """What `p` gained: gold, tiles by name, arms, cards (counts only: they are secret)."""
    b, a = before.seats[p], after.seats[p]
    names = tables().tile_names
    tiles = [f"+{k1 - k0} {names[t][lang if lang == 'fr' else 'en']}"
             for t, k0, k1 in zip(tables().tiles, b.tiles, a.tiles, strict=True) if k1 > k0]
    gold = a.gold - b.gold
    arms = len(a.arms) + a.spare_arms - len(b.arms) - b.spare_arms
    cards = len(a.influence) - len(b.influence) + len(a.intrigue) - len(b.intrigue)
    return (f"{gold:+d}" if gold else "–", ", ".join(tiles) or "–",
            f"+{arms}" if arms > 0 else "–", f"+{cards}" if cards > 0 else "–")


def scoring_pages(rules: Rules[Any], before: LouisState, move: Move, after: LouisState,
                  lang: str) -> list[Page]:
    """The pages shown after `move` when it settled boards (none otherwise)."""
    records = counted(before, after)
    if not records:
        return []
    rows = []
    for r in records:
        tokens = " · ".join(f"{_who(before, c, lang)} {k}" for c, k in enumerate(r.counts) if k)
        rows.append((_name(r.board, lang) + (" (Louis XIV)" if r.louis else ""), _condition(r, lang),
                     tokens or "–"))
    first, last = records[0].board, records[-1].board
    span = str(first) if first == last else f"{first}–{last}"
    title = text(lang, f"Scoring: board {span}" if first == last else f"Scoring: boards {span}",
                 f"Comptage : personnage {span}" if first == last
                 else f"Comptage : personnages {span}")
    note = text(lang, "(Louis XIV): the board of the Louis XIV marker — its majority also takes "
                      "a crown, the second place the character's tile.",
                "(Louis XIV) : le personnage du marqueur Louis XIV — la majorité prend aussi une "
                "couronne, la deuxième place la tuile du personnage.")
    if not any(r.louis for r in records):
        note = ""
    pages = [Page(title, (text(lang, "Character", "Personnage"),
                          text(lang, "condition", "condition"),
                          text(lang, "tokens", "jetons")), tuple(rows), note=note)]
    gains = [(before.players[p], *_received(before, after, p, lang)) for p in range(after.n)]
    colours = tuple(_colour(p) for p in range(after.n))
    if any(any(cell != "–" for cell in row[1:]) for row in gains):
        bribe = bribed(rules, before, move, lang)
        pages.append(Page(text(lang, "What the court gave", "Ce que la cour a donné"),
                          (text(lang, "Player", "Joueur"), text(lang, "gold", "or"),
                           text(lang, "tiles", "tuiles"), text(lang, "arms", "blasons"),
                           text(lang, "cards", "cartes")), tuple(gains), colours,
                          text(lang, f"With the bribe that let the count go on: {bribe}.",
                               f"Avec le pot-de-vin qui a relancé le comptage : {bribe}.")
                          if bribe else ""))
    return pages


def bribed(rules: Rules[Any], before: LouisState, move: Move, lang: str) -> str:
    """The bribe `move` paid, in words, if it paid one: its gold and tile are among what the
    boards counted after it gave (the board it bought from was counted, and shown, before)."""
    return rules.describe(before, move, lang) if move.kind == "bribe" and move.choice == "yes" \
        else ""


def _colour(p: int) -> str:
    return COLOURS[str(tables().colours[p]["id"])]


def board_scoring(rules: Rules[Any], before: LouisState, move: Move, after: LouisState,
                  lang: str) -> Scoring | None:
    """The boards `move` settled: the sheet's pages, and what each player received for the
    log (gold, tiles, arms and cards, counted: the cards are secret)."""
    pages = scoring_pages(rules, before, move, after, lang)
    if not pages:
        return None
    boards = [r.board for r in counted(before, after)]
    span = str(boards[0]) if len(boards) == 1 else f"{boards[0]}–{boards[-1]}"
    title = text(lang, f"Round {before.round}: board {span}" if len(boards) == 1
                 else f"Round {before.round}: boards {span}",
                 f"Tour {before.round} : personnage {span}" if len(boards) == 1
                 else f"Tour {before.round} : personnages {span}")
    labels = (text(lang, "gold", "or"), "", text(lang, "arms", "blasons"),
              text(lang, "cards", "cartes"))
    gains = []
    for p in range(after.n):
        got = _received(before, after, p, lang)
        said = [f"{cell} {label}".strip() if label else cell
                for cell, label in zip(got, labels, strict=True) if cell != "–"]
        if said:
            gains.append(f"{before.players[p]} {', '.join(said)}")
    received = text(lang, "; ", " ; ").join(gains) or text(lang, "nobody received anything",
                                        "personne n'a rien reçu")
    bribe = bribed(rules, before, move, lang)
    if bribe:
        received += text(lang, f" (with the bribe: {bribe})", f" (avec le pot-de-vin : {bribe})")
    return Scoring(title, f"{title} — {received}.", tuple(pages))


def final_sheet(rules: Rules[Any], state: LouisState, lang: str) -> Page:
    """The players by points: coats of arms (1 each) and missions (5 each); a tie is broken by
    the tokens left in the personal reserve."""
    points = int(tables().c["mission_points"])
    keys = [(score(state, p), state.seats[p].personal) for p in range(state.n)]
    order = ranks(keys)
    rows = []
    for p, place in order:
        seat = state.seats[p]
        arms = len(seat.arms) + seat.spare_arms
        rows.append((place, state.players[p], str(arms), f"{len(seat.done)} × {points}",
                     str(score(state, p)), str(seat.personal)))
    header = (text(lang, "Rank", "Rang"), text(lang, "Player", "Joueur"),
              text(lang, "Coats of arms", "Blasons"), text(lang, "Missions", "Missions"),
              text(lang, "Points", "Points"), text(lang, "Tokens left", "Jetons restants"))
    note = text(lang, f"A coat of arms is worth 1 point, a completed mission {points}. Tied "
                      "players are separated by the tokens left in their personal reserve.",
                f"Un blason vaut 1 point, une mission accomplie {points}. Les ex aequo sont "
                "départagés par les jetons restés dans leur réserve personnelle.")
    return Page(text(lang, "Final scores", "Scores finaux"), header, tuple(rows),
                tuple(_colour(p) for p, _ in order), note, name_column=1)
