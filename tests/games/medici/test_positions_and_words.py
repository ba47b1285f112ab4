"""Position files, hidden information, components and the words of the game (fr/en)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

import pytest

from medici_table.app.position import load_position, load_position_text
from medici_table.engine import DataError, IllegalMove, Move
from medici_table.engine.resources import rules_data

from .conftest import POSITIONS, play, table

FOUR = ["Ada", "Bo", "Cy", "Di"]


def test_a_broken_position_names_its_file_line_and_field() -> None:
    with pytest.raises(DataError) as exc:
        load_position(POSITIONS / "bad_boat.yaml")
    e = exc.value
    assert e.file.endswith("bad_boat.yaml") and e.line == 6
    assert e.field == "position.boats.Red" and "at most 5" in e.message


@pytest.mark.parametrize(("body", "line", "words"), [
    ("  boats: {Ada: [swords.9.1]}\n", 4, "unknown card"),
    ("  boats: {Ada: [swords.5.1]}\n  lot: [swords.5.1]\n", 5, "placed twice"),
    ("  specials: {Ada: [captain.1]}\n", 4, "special_cards"),
    ("  money: {Zed: 4}\n", 4, "unknown player"),
    ("  tracks: {Ada: {wheat: 8}}\n", 4, "0 to 7"),
    ("  lot: [swords.5.1, swords.4.1, swords.3.1, swords.2.1]\n", 4, "at most 3"),
    ("  boats: {Ada: [swords.5.1, swords.4.1, swords.3.1, swords.2.1, swords.1.1]}\n", 3,
     "boat is full"),
    ("  lot: [swords.5.1]\n  bidding: {to_bid: [Bo], high_bid: 3}\n", 5, "high bidder"),
    ("  seasons: 2\n", 4, "unknown field"),
    ("  boats: {Ada: [swords.5.1, swords.4.1, swords.3.1]}\n  lot: [ten.1, wheat.0.1, wheat.1.1]\n",
     5, "Ada's boat can take"),
    ("  lot: [swords.5.1]\n  bidding: {to_bid: [Bo, Bo]}\n", 5, "listed once"),
])
def test_position_mistakes_are_located(body: str, line: int, words: str) -> None:
    text = f"game: medici\nplayers: [Ada, Bo, Cy]\nposition:\n{body}"
    with pytest.raises(DataError) as exc:
        load_position_text(text)
    assert exc.value.line == line and words in exc.value.message


def test_a_lot_that_exactly_fills_the_auctioneers_boat_is_a_position() -> None:
    s = load_position_text("game: medici\nplayers: [Ada, Bo, Cy]\nposition:\n"
                           "  boats: {Ada: [swords.5.1, swords.4.1, swords.3.1]}\n"
                           "  lot: [ten.1, wheat.0.1]\n")[1]
    assert s.phase == "turn" and s.to_act == 0 and s.lot == ("ten.1", "wheat.0.1")


def test_nobody_sees_the_deck_or_the_cards_set_aside(rules: Any) -> None:
    """RULINGS: the season's deck and the set-aside cards are unseen; money and boats are public."""
    s = play(table(FOUR, {"auctioneer": "Ada", "boats": {"Bo": ["ten.1"]}, "money": {"Cy": 12},
                          "deck": 5}), "turn")
    for p in range(4):
        v = rules.view(s, p)
        assert v.deck == ("?card",) * 4 and set(v.aside) == {"?card"}
        assert v.lot == s.lot and v.boats == s.boats and v.money == s.money
        assert rules.secret_ids(s, p) == frozenset(s.deck + s.aside)
        assert not any(c in json.dumps(v.to_dict()) for c in s.deck + s.aside)
    assert rules.describe(rules.view(s, 2), Move("turn")) == "Ada turns up a face-down card"
    # the generator that shuffled the deck would replay the shuffle: a view does not carry it
    assert rules.view(s, 0).rng != s.rng


def test_every_card_and_marker_is_counted_wherever_it_lies(rules: Any) -> None:
    """Components: the 36 cards (40 with the advanced rule) and 5 markers a merchant, never money."""
    s = rules.new_game(FOUR, {"special_cards": True}, seed=3)
    c = rules.components(s)
    assert sum(n for k, n in c.items() if not k.startswith("markers.")) == 40
    assert c["markers.0"] == 5 and len(c) == 40 + 4
    s2 = play(s, "turn", "start", "pass", "pass", "pass", "pass")
    assert rules.components(s2) == c


def test_a_state_round_trips_through_json_in_the_middle_of_a_re_auction(rules: Any) -> None:
    s = table(FOUR, {"auctioneer": "Ada", "boats": {"Bo": ["diamonds.5.1"]},
                     "deck": ["new_auction.1", "ten.1"]}, {"special_cards": True})
    s = play(s, "turn", "start", "pass", "pass", "pass", 1, Move("reauction", card="diamonds.5.1"))
    again = type(s).from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s and again.seller == 1 and again.holder == 0


@pytest.mark.parametrize(("move", "en", "fr"), [
    (Move("bid", amount=12), "Ada bids 12", "Ada enchérit à 12"),
    (Move("pass"), "Ada passes", "Ada passe"),
])
def test_bids_and_passes_are_told_in_both_languages(rules: Any, move: Move, en: str, fr: str) -> None:
    s = play(table(FOUR, {"auctioneer": "Di", "deck": ["diamonds.5.1", "swords.0.1"]}), "turn")
    assert rules.describe(s, Move("turn")) == "Di turns up the 0 of swords"
    assert rules.describe(s, Move("turn"), "fr") == "Di retourne le 0 d'épées"
    s = play(s, "start")
    assert rules.describe(s, move) == en and rules.describe(s, move, "fr") == fr


def test_every_decision_is_told_and_prompted_in_both_languages(rules: Any) -> None:
    s = table(FOUR, {"auctioneer": "Ada", "boats": {"Bo": ["diamonds.5.1"]},
                     "deck": ["new_auction.1", "wheat.5.1", "ten.1"]}, {"special_cards": True})
    seen: list[str] = []
    script = [Move("turn"), Move("turn"), Move("start_auction"), Move("pass"), Move("pass"),
              Move("pass"), Move("bid", amount=2), Move("reauction", card="diamonds.5.1"),
              Move("bid", amount=4), Move("pass"), Move("pass"),
              Move("release", card="diamonds.5.1")]
    for m in script:
        for lang in ("en", "fr"):
            seen.append(rules.prompt(s, lang))
            seen.append(rules.describe(s, m, lang))
        s = rules.apply(s, m)
    assert "Ada puts the New auction and the 5 of wheat up for auction" in seen
    assert "Ada met aux enchères la Nouvelle enchère et le 5 de blé" in seen
    assert "Ada puts Bo's card up for auction again: the 5 of diamonds" in seen
    assert "Bo lets Cy have the 5 of diamonds for 4" in seen
    assert "Bo laisse le 5 de diamant à Cy pour 4" in seen
    assert any(p.startswith("Bo: buy back the 5 of diamonds for 4") for p in seen)
    assert all(x and "None" not in x for x in seen)


def test_a_lot_only_the_auctioneer_can_take_is_told_as_such(rules: Any) -> None:
    """Seed 001: alone able to take the lot, the auctioneer "emporte alors l'enchère pour 1"."""
    s = table(FOUR, {"auctioneer": "Ada",
                     "boats": {"Bo": ["swords.0.1", "swords.1.1", "swords.2.1", "swords.3.1"],
                               "Cy": ["grapes.0.1", "grapes.1.1", "grapes.2.1", "grapes.3.1",
                                      "grapes.4.1"],
                               "Di": ["wheat.0.1", "wheat.1.1", "wheat.2.1", "wheat.3.1",
                                      "wheat.4.1"]},
                     "lot": ["swords.4.1", "diamonds.5.1"], "deck": 2})
    assert rules.describe(s, Move("start_auction")) == (
        "Ada takes the 4 of swords and the 5 of diamonds for 1 florin: no other boat has room "
        "enough")
    assert rules.describe(s, Move("start_auction"), "fr") == (
        "Ada prend le 4 d'épées et le 5 de diamant pour 1 denier : aucun autre bateau n'a assez "
        "de place")
    # Bo still has a place, but not two: "le seul à pouvoir enchérir sur ce nombre de cartes"
    s = table(FOUR, {"auctioneer": "Ada", "money": {"Ada": 0},
                     "boats": {"Bo": ["swords.0.1", "swords.1.1", "swords.2.1", "swords.3.1"],
                               "Cy": ["grapes.0.1", "grapes.1.1", "grapes.2.1", "grapes.3.1",
                                      "grapes.4.1"],
                               "Di": ["wheat.0.1", "wheat.1.1", "wheat.2.1", "wheat.3.1",
                                      "wheat.4.1"]},
                     "lot": ["ten.1", "diamonds.5.1"], "deck": 2})
    assert rules.describe(s, Move("start_auction")) == (
        "Ada takes the 10 and the 5 of diamonds for nothing: no other boat has room enough")
    assert rules.describe(s, Move("start_auction"), "fr") == (
        "Ada prend le 10 et le 5 de diamant pour rien : aucun autre bateau n'a assez de place")


def anchors(lang: str) -> set[str]:
    return set(re.findall(r"\{#([a-z-]+)\}", rules_data("medici", f"rules.{lang}.md").read_text()))


def test_both_rules_texts_carry_the_same_anchors() -> None:
    assert anchors("en") == anchors("fr")
    assert {"turn", "end", "bidding", "new-auction"} <= anchors("en")


def test_every_refusal_points_at_an_anchor_of_the_rules_text(rules: Any) -> None:
    known = anchors("en")
    s = table(FOUR, {"auctioneer": "Ada", "boats": {"Bo": ["diamonds.5.1"]},
                     "deck": ["new_auction.1", "wheat.5.1", "ten.1", "swords.0.1"]},
              {"special_cards": True})
    probes = [Move("bid", amount=3), Move("start_auction"), Move("fly"), Move("turn", amount=2),
              Move("reauction", card="ten.1"), Move("choose_good", choice="gold"),
              Move("buy_back", card="x", amount=1), Move("keep", card="x")]
    states = [s, play(s, "turn", "turn", "turn"), play(s, "turn", "start"),
              play(s, "turn", "start", "pass", "pass", "pass", 1)]
    rules_seen = set()
    for st in states:
        for m in probes + [Move("bid", amount=99), Move("bid", amount=0), Move("bid")]:
            if m in rules.legal_moves(st):
                continue
            with pytest.raises(IllegalMove) as exc:
                rules.apply(st, m)
            assert exc.value.rule in known and exc.value.reason
            fr = rules.explain_in(st, m, "fr")
            assert fr.rule == exc.value.rule and fr.reason
            rules_seen.add(exc.value.rule)
    assert {"turn", "turning", "bidding", "new-auction"} <= rules_seen
    over = rules.new_game(FOUR, {}, seed=1)
    while not rules.is_over(over):
        over = rules.apply(over, rules.legal_moves(over)[-1])
    with pytest.raises(IllegalMove) as exc:
        rules.apply(over, Move("pass"))
    assert exc.value.rule == "end" and "end" in known


def test_the_mystery_5_choice_and_names_read_as_french(rules: Any) -> None:
    """Seed 001, Le 5 mystère: "choisir librement la marchandise qu'elle représente" — told as
    a French player says it: "du 5 mystère", "d'épées", "d'Ada" (elision before a vowel)."""
    s = table(["Ada", "Bo", "Émile"], {"auctioneer": "Bo", "money": {"Ada": 30},
                                        "boats": {"Ada": ["mystery.1", "wheat.0.1"]},
                                        "lot": ["swords.3.1"],
                                        "bidding": {"high_bid": 4, "high_bidder": "Ada",
                                                    "to_bid": ["Émile", "Bo", "Ada"]}},
              {"special_cards": True})
    assert rules.prompt(s, "fr").startswith("Émile : enchérissez au-dessus de 4 (offre d'Ada)")
    assert rules.prompt(s, "en").startswith("Émile: bid more than 4 (Ada's bid)")
    pick = Move("choose_good", card="mystery.1", choice="swords")
    fr = rules.describe(replace(s, to_act=0), pick, "fr")
    assert fr == "Ada fait du 5 mystère une carte d'épées"
    assert rules.describe(replace(s, to_act=0), pick) == "Ada makes the Mystery 5 a card of swords"
    grapes = Move("choose_good", card="mystery.1", choice="grapes")
    assert rules.describe(replace(s, to_act=0), grapes, "fr") == (
        "Ada fait du 5 mystère une carte de raisin")
    again = Move("reauction", card="wheat.0.1")
    assert rules.describe(replace(s, to_act=1), again, "fr") == (
        "Bo remet aux enchères une carte d'Ada : le 0 de blé")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_texts_rank_an_empty_boat_at_weight_0_everywhere(lang: str) -> None:
    """Seed 001, Décompte du poids ("Les meilleurs gagnent des deniers de bonus suivant ce
    tableau": paid by rank) and RULINGS (Medici): an empty boat ranks at weight 0. Neither the
    rules text (its house rulings included) nor the quick reference may say it earns nothing."""
    for name in (f"rules.{lang}.md", f"quickref.{lang}.md"):
        words = " ".join(rules_data("medici", name).read_text().split())
        assert "weighing 0 earns no" not in words and "poids 0 ne reçoit pas" not in words
        assert ("an empty one" if lang == "en" else "même vide") in words, name


@pytest.mark.parametrize(("money", "bidding", "en", "fr"), [
    (1, "  bidding: {high_bid: 3, high_bidder: Ada, to_bid: [Bo, Cy]}\n",
     "Bo: you cannot bid more than 3 (Ada's bid) with 1 florin: pass.",
     "Bo : vous ne pouvez pas enchérir au-dessus de 3 (offre d'Ada) avec 1 denier : passez."),
    (0, "  bidding: {to_bid: [Bo, Cy, Ada]}\n",
     "Bo: you have 0 florins, nothing to bid with: pass.",
     "Bo : vous avez 0 denier, rien pour enchérir : passez."),
])
def test_a_bidder_who_can_only_pass_is_told_so(money: int, bidding: str, en: str,
                                               fr: str) -> None:
    """Seed 001, Enchères: each bids higher or passes, bids no more than their money — one who
    cannot outbid was still asked to 'bid more than 3 or pass'."""
    text = ("game: medici\nplayers: [Ada, Bo, Cy]\nseed: 2\nposition:\n  auctioneer: Cy\n"
            f"  money: {{Ada: 20, Bo: {money}, Cy: 12}}\n  lot: [wheat.3.1]\n" + bidding)
    rules, state = load_position_text(text)
    assert [m.kind for m in rules.legal_moves(state)] == ["pass"]
    assert rules.prompt(state, "en") == en and rules.prompt(state, "fr") == fr
