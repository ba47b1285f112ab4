"""A season's scoring, page by page, for the table's interlude: the weight of each boat and its
place, the goods tracks, the bonus spaces, then what each merchant earned and now owns.

Everything shown is read from the engine's ledger (what each seat earned, the weight of each
boat and of its cards as they were scored, and the Captain's holder) and from the goods tracks,
which the next season's deal leaves where the scoring put them.
"""

from __future__ import annotations

from typing import Any

from medici_table.games.medici import season
from medici_table.games.medici.data import deck, tables
from medici_table.games.medici.state import OVER
from medici_table.games.medici.text import of
from medici_table.ui.games.medici_art import SEAT_COLOURS
from medici_table.ui.interlude import Page, Scoring, ranks


def _t(lang: str, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


def ordinal(n: int, lang: str) -> str:
    if lang == "fr":
        return "1er" if n == 1 else f"{n}e"
    return f"{n}{({1: 'st', 2: 'nd', 3: 'rd'}).get(n, 'th')}"


def season_pages(after: Any, lang: str) -> list[Page]:
    """The pages of the scoring of the season that `after`'s last ledger entry records."""
    income = after.ledger[-1]
    names = after.players
    n = len(names)
    colours = tuple(SEAT_COLOURS[s % len(SEAT_COLOURS)] for s in range(n))
    captain = income.captain
    head = _t(lang, f"Season {income.season}", f"Saison {income.season}")
    who = _t(lang, "Merchant", "Marchand")
    pages = [_weights(names, income, captain, head, who, colours, lang),
             _goods(after, income, captain, head, who, colours, lang),
             _bonus(after, income, head, who, colours, lang)]
    order = sorted(range(n), key=lambda s: -after.money[s])
    rows = tuple((names[s], f"+{income.weight[s]}", f"+{income.goods[s]}",
                  f"+{income.bonus[s]}", f"+{income.total(s)}", str(after.money[s]))
                 for s in order)
    if after.phase == OVER:
        note = _t(lang, "That was the last season: the richest merchant wins.",
                  "C'était la dernière saison : le marchand le plus riche gagne.")
    else:
        note = _opener(after, lang)
    pages.append(Page(_t(lang, f"{head}: what each merchant earned",
                         f"{head} : ce que chacun gagne"),
                      (who, _t(lang, "Weight", "Poids"), _t(lang, "Goods", "Marchandises"),
                       _t(lang, "Bonus", "Bonus"), _t(lang, "Season", "Saison"),
                       _t(lang, "Fortune", "Fortune")),
                      rows, tuple(colours[s] for s in order), note))
    return pages


def _opener(after: Any, lang: str) -> str:
    """Who opens the next season: the poorest; among several as poor, the one the draw named
    (RULINGS; the rules text, "Next season") — "Bo, the poorest" left Cy, as poor, asking
    why not him."""
    names, first = after.players, after.auctioneer
    poorest = min(after.money)
    tied = [names[s] for s, m in enumerate(after.money) if m == poorest]
    if len(tied) < 2:  # (of Lucrezia or Clarice too: "le plus pauvre" was said of everyone)
        return _t(lang, f"{names[first]}, the poorest, opens season {after.season}.",
                  f"{names[first]}, la plus petite fortune, ouvre la saison {after.season}.")
    both = _t(lang, ", ".join(tied[:-1]) + f" and {tied[-1]}",
              ", ".join(tied[:-1]) + f" et {tied[-1]}")
    return _t(lang, f"{both} are the poorest ({poorest} each): the draw names {names[first]}, "
              f"who opens season {after.season}.", f"{both} sont les plus pauvres ({poorest} "
              f"chacun) : le sort désigne {names[first]}, qui ouvre la saison {after.season}.")


def _weights(names: tuple[str, ...], income: Any, captain: int | None, head: str, who: str,
             colours: tuple[str, ...], lang: str) -> Page:
    weights = list(income.boat_weight)
    ranks = {p: (place + 1, shared) for p, (place, shared)
             in season.places(weights, captain, least=0).items()}
    order = sorted(range(len(names)), key=lambda s: (ranks.get(s, (99, False))[0], s))
    rows = []
    for s in order:
        place, shared = ranks.get(s, (0, False))
        where = "—" if not place else ("=" if shared else "") + ordinal(place, lang)
        cards = sorted(income.card_weights[s], reverse=True)
        rows.append((names[s], " + ".join(str(v) for v in cards) or "—", str(weights[s]),
                     where, f"+{income.weight[s]}"))
    prizes = " · ".join(str(p) for p in tables().weight_bonus[len(names)])
    note = _t(lang, f"Prizes by place: {prizes}. Tied boats add the prizes of the places they "
                    "take and share them, rounded down; an empty boat ranks too, at weight 0.",
              f"Primes par rang : {prizes}. Les ex aequo additionnent les primes de leurs "
              "places et les partagent, arrondi à l'entier inférieur ; un bateau vide est "
              "classé aussi, à poids 0.")
    if captain is not None:
        note += _t(lang, f" {names[captain]}'s Captain wins the ties.",
                   f" Le Capitaine {of(names[captain])} l'emporte dans les égalités.")
    return Page(_t(lang, f"{head}: the weight of the boats", f"{head} : le poids des bateaux"),
                (who, _t(lang, "Cards in the boat", "Cartes du bateau"), _t(lang, "Weight", "Poids"),
                 _t(lang, "Place", "Rang"), _t(lang, "Florins", "Deniers")),
                tuple(rows), tuple(colours[s] for s in order), note)


def _goods(scored: Any, income: Any, captain: int | None, head: str, who: str,
           colours: tuple[str, ...], lang: str) -> Page:
    names = scored.players
    goods = deck().goods
    prizes = [season.split_prizes([row[g] for row in scored.tracks], tables().goods_prizes,
                                  captain) for g in range(len(goods))]
    rows = []
    for s, name in enumerate(names):
        cells = [str(scored.tracks[s][g]) + (f" (+{prizes[g][s]})" if prizes[g][s] else "")
                 for g in range(len(goods))]
        rows.append((name, *cells, f"+{income.goods[s]}"))
    first, second = tables().goods_prizes[0], tables().goods_prizes[1]
    note = _t(lang, f"Each card moved its good's marker one space up. On each track the most "
                    f"advanced marker earns {first}, the next {second}; ties share, rounded "
                    "down; a marker at 0 earns nothing.",
              f"Chaque carte a fait monter d'une case le pion de sa marchandise. Sur chaque "
              f"piste, le pion le plus avancé gagne {first}, le suivant {second} ; les ex aequo "
              "partagent, arrondi à l'entier inférieur ; un pion à 0 ne gagne rien.")
    header = (who, *(g.name.get(lang, g.name["en"]).capitalize() for g in goods),
              _t(lang, "Florins", "Deniers"))
    return Page(_t(lang, f"{head}: the goods tracks", f"{head} : les marchandises"), header,
                tuple(rows), colours, note)


def _bonus(scored: Any, income: Any, head: str, who: str, colours: tuple[str, ...],
           lang: str) -> Page:
    bonus = tables().track_bonus
    top = len(bonus) - 1
    paying = [space for space in range(top + 1) if bonus[space]]
    rows = tuple((name, *(str(sum(1 for v in scored.tracks[s] if v == space))
                          for space in paying), f"+{income.bonus[s]}")
                 for s, name in enumerate(scored.players))
    header = (who, *(_t(lang, f"On {space} (+{bonus[space]})", f"Sur {space} (+{bonus[space]})")
                     for space in paying), _t(lang, "Florins", "Deniers"))
    note = _t(lang, "Markers on the bonus spaces pay at every season's scoring.",
              "Les pions sur les cases bonus rapportent à chaque décompte.")
    return Page(_t(lang, f"{head}: the bonus spaces", f"{head} : les cases bonus"), header,
                rows, colours, note)


def season_scoring(before: Any, after: Any, lang: str) -> Scoring | None:
    """What a move that ended a season scored: its four pages, and a line for the log."""
    if len(after.ledger) <= len(before.ledger):
        return None
    income = after.ledger[-1]
    head = _t(lang, f"Season {income.season}", f"Saison {income.season}")
    parts = ", ".join(
        _t(lang, f"{name} +{income.total(s)} (boat {income.weight[s]}, goods {income.goods[s]}, "
                 f"bonus {income.bonus[s]})",
           f"{name} +{income.total(s)} (bateau {income.weight[s]}, marchandises "
           f"{income.goods[s]}, bonus {income.bonus[s]})")
        for s, name in enumerate(after.players))
    summary = _t(lang, f"{head} scored: {parts}.", f"{head}, décompte : {parts}.")
    return Scoring(head, summary, tuple(season_pages(after, lang)))


def final_sheet(rules: Any, state: Any, lang: str) -> Page:
    """The merchants by fortune, with what each season earned them."""
    names = state.players
    colours = tuple(SEAT_COLOURS[s % len(SEAT_COLOURS)] for s in range(len(names)))
    order = ranks([(state.money[s],) for s in range(len(names))])
    seasons = [income.season for income in state.ledger]
    rows = tuple((place, names[s], *(f"+{income.total(s)}" for income in state.ledger),
                  str(state.money[s])) for s, place in order)
    header = (_t(lang, "Rank", "Rang"), _t(lang, "Merchant", "Marchand"),
              *(_t(lang, f"Season {n}", f"Saison {n}") for n in seasons),
              _t(lang, "Fortune", "Fortune"))
    note = _t(lang, "The richest merchant wins. Each season's florins came from the boats, the "
                    "goods tracks and the bonus spaces; the bids were paid out of the fortune.",
              "Le marchand le plus riche gagne. Les deniers de chaque saison viennent des "
              "bateaux, des marchandises et des cases bonus ; les enchères ont été payées sur la "
              "fortune.")
    return Page(_t(lang, "Final scores", "Scores finaux"), header, rows,
                tuple(colours[s] for s, _ in order), note, name_column=1)
