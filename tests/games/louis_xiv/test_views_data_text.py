"""Hidden information, position files and data files refused with file/line/field, texts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from medici_table.app.position import load_position, load_position_text
from medici_table.engine import DataError, Move
from medici_table.engine.data import load_file
from medici_table.engine.resources import rules_data
from medici_table.games.louis_xiv import data as lx_data
from medici_table.games.louis_xiv import text as explain
from medici_table.games.louis_xiv.data import tables

from .conftest import POSITIONS, play, position

HEAD = "game: louis_xiv\nplayers: [Carine, Michel, Sybille]\nposition:\n"


def test_views_hide_hands_decks_and_arms(rules: Any) -> None:
    """Seed 003, Préparation and Comptage: mission and influence hands, intrigue cards and
    face-down arms are secret to the others; decks and removed money cards to everyone."""
    s = rules.new_game(["Carine", "Michel", "Sybille"], {}, seed=30)
    s = play(rules, s, Move("influence", card=s.seats[0].influence[0]), Move("recover"))
    v = rules.view(s, 1)
    assert v.seats[1] == s.seats[1]
    assert set(v.seats[0].influence) == {"?influence"}
    assert [m[1:] for m in v.seats[0].missions] == ["light", "medium"]  # backs show the pile
    assert set(v.influence_deck) == {"?influence"} and set(v.arms_pool) == {"?arms"}
    assert set(v.money_removed) == {"?money"} and v.money_shown == s.money_shown
    assert v.rng.state == 0 and v.influence_played == s.influence_played


def test_a_mission_being_paid_stays_secret(rules: Any) -> None:
    """The card a player is completing is still in their hand: others see its back only."""
    _, s = position("michel_missions")
    s = rules.apply(s, Move("mission", card="medium.gold2.2", token="sceptre"))
    assert rules.view(s, 1).queue[0].card == "?medium"
    assert rules.view(s, 0).queue[0].card == "medium.gold2.2"


@pytest.mark.parametrize(("body", "field", "words"), [
    ("  seats: {Zoé: {gold: 3}}\n", "position.seats.Zoé", "unknown player"),
    ("  seats: {Carine: {influence: [influence.13.1]}}\n", "position.seats.Carine.influence[0]",
     "unknown card"),
    ("  seats: {Carine: {intrigue: [intrigue.2]}, Michel: {intrigue: [intrigue.2]}}\n",
     "position.seats.Michel.intrigue[0]", "placed twice"),
    ("  seats: {Carine: {personal: 3}}\n", "position.seats.Carine", "16 tokens"),
    ("  sides: {6: money}\n", "position.sides.6", "shows one of"),
    ("  phase: lunch\n", "position.phase", "the phase is one of"),
    ("  round: 5\n", "position.round", "up to 4"),
    ("  boards: {3: {Michel: -1}}\n", "position.boards.3.Michel", "0 to 16"),
    ("  seats: {Carine: {used: [dark.joker4]}}\n", "position.seats.Carine.used",
     "only completed missions"),
])
def test_broken_position_files_name_the_field(rules: Any, body: str, field: str,
                                              words: str) -> None:
    """Position files (docs/position-files.md): mistakes name the file, line and field."""
    with pytest.raises(DataError) as exc:
        load_position_text(HEAD + body, "broken.yaml")
    assert exc.value.field == field and words in exc.value.message
    assert exc.value.line is not None and exc.value.file == "broken.yaml"


def test_tiles_held_past_the_supply_load_as_substitutes(rules: Any) -> None:
    """Seed 003, Remarques: missing material is replaced by something appropriate — an empty
    supply lends substitutes and counts below zero, so a saved game can hold 11 crowns."""
    s = load_position_text(HEAD + "  seats: {Carine: {tiles: {crown: 11}}}\n", "crowns.yaml")[1]
    crown = tables().tiles.index("crown")
    assert s.seats[0].tiles[crown] == 11
    assert s.tile_supply[crown] == tables().tile_counts[crown] - 11


def _load_with(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    real = lx_data.load_game_file

    def fake(game_id: str, file: str, kind: str | None = None) -> Any:
        return load_file(path, kind) if file == name else real(game_id, file, kind)

    monkeypatch.setattr(lx_data, "load_game_file", fake)
    lx_data.tables.cache_clear()


def test_a_board_with_a_non_diagonal_neighbour_is_refused(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    """RULINGS: neighbours touch corner to corner; the loader checks every edge."""
    text = rules_data("louis_xiv", "characters.yaml").read_text(encoding="utf-8")
    text = text.replace("neighbours: [4, 6]", "neighbours: [4, 6, 7]", 1)
    _load_with(monkeypatch, tmp_path, "characters.yaml", text)
    try:
        with pytest.raises(DataError) as exc:
            lx_data.tables()
        assert exc.value.field == "characters[4].neighbours[2]"
        assert "not diagonal neighbours" in exc.value.message and exc.value.line
    finally:
        monkeypatch.undo()
        lx_data.tables.cache_clear()


def test_a_mission_with_an_unknown_effect_or_tile_is_refused(monkeypatch: pytest.MonkeyPatch,
                                                             tmp_path: Path) -> None:
    """Missions name an effect of the list and tiles that exist."""
    text = rules_data("louis_xiv", "missions.yaml").read_text(encoding="utf-8")
    text = text.replace("effect: supply_gold3,", "effect: supply_gold4,", 1)
    _load_with(monkeypatch, tmp_path, "missions.yaml", text)
    try:
        with pytest.raises(DataError) as exc:
            lx_data.tables()
        assert exc.value.field == "cards[33].effect" and "unknown effect" in exc.value.message
    finally:
        monkeypatch.undo()
        lx_data.tables.cache_clear()


def test_a_mission_effect_no_rule_plays_is_refused(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    """Effects are behaviour: data may only name the ones the rules module plays."""
    text = rules_data("louis_xiv", "missions.yaml").read_text(encoding="utf-8")
    text = text.replace("effects:\n", "effects:\n  fly: {phase: supply, fr: Voler, en: Fly}\n")
    _load_with(monkeypatch, tmp_path, "missions.yaml", text)
    try:
        with pytest.raises(DataError) as exc:
            lx_data.tables()
        assert exc.value.field == "effects.fly" and "no rule plays" in exc.value.message
    finally:
        monkeypatch.undo()
        lx_data.tables.cache_clear()


def test_reconstructed_data_is_marked_unverified() -> None:
    """RULINGS: reconstructed data stays in YAML with `verified: false`."""
    for name in ("money.yaml", "missions.yaml"):
        assert "verified: false" in rules_data("louis_xiv", name).read_text(encoding="utf-8")
    chars = yaml.safe_load(rules_data("louis_xiv", "characters.yaml").read_text("utf-8"))
    flags = [side["verified"] for c in chars["characters"] for side in c["sides"]]
    assert flags.count(True) == 8 and flags.count(False) == 16


def test_every_refusal_names_an_anchor_of_both_rules_texts() -> None:
    """Every IllegalMove.rule the engine raises is an anchor of rules.en.md and rules.fr.md."""
    source = Path(explain.__file__).read_text(encoding="utf-8")
    used = set(re.findall(r'\.",\s+"([a-z][a-z0-9-]+)"\)', source))  # reason, rule)
    assert {"token-path", "placing", "missions", "end"} <= used
    used |= {rule for _, rule in explain.EXPECTED.values()}
    for lang in ("en", "fr"):
        text = rules_data("louis_xiv", f"rules.{lang}.md").read_text(encoding="utf-8")
        anchors = set(re.findall(r"\{#([a-z0-9-]+)\}", text))
        assert used <= anchors, used - anchors


def test_describe_and_prompt_speak_french_and_english(rules: Any) -> None:
    """The log and the prompt in both languages of the application."""
    _, s = position("conde_placement")
    m = Move("influence", card="influence.6.1")
    assert rules.describe(s, m, "en") == "Carine plays 6 The Grand Condé"
    assert rules.describe(s, m, "fr") == "Carine joue 6 Le Grand Condé"
    assert rules.prompt(s, "fr") == "Carine : jouez une carte d'influence"
    s = rules.apply(s, m)
    assert rules.describe(s, Move("place", target="board.6"), "en") == (
        "Carine places a token on 6 The Grand Condé")


def test_supply_choices_read_as_sentences(rules: Any) -> None:
    """The '+2 gold' mission's three choices, in words."""
    _, s = position("powers_supply")
    said = [rules.describe(s, m, "en") for m in rules.legal_moves(s)]
    assert said == ["Carine takes 2 gold", "Carine takes 1 gold and 1 token back",
                    "Carine takes 2 tokens back"]
    assert rules.describe(s, rules.legal_moves(s)[0], "fr") == "Carine prend 2 Louis d'or"


@pytest.mark.parametrize("path", sorted(POSITIONS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_position_file_holds_the_whole_box(rules: Any, path: Path) -> None:
    """Position files (docs/position-files.md): whatever a file does not name lies in its
    deck, supply or reserve, so a position has exactly the components of a new game, and it
    round-trips through JSON."""
    _, s = load_position(path)
    fresh = rules.new_game(list(s.players), {}, seed=1)
    assert rules.components(s) == rules.components(fresh)
    assert type(s).from_dict(s.to_dict()) == s


def test_every_move_and_prompt_of_a_game_reads_in_both_languages(rules: Any) -> None:
    """The log dock and the prompt line speak French and English for every kind of move."""
    import random

    chooser = random.Random(8)
    s = rules.new_game(["Carine", "Michel", "Sybille"], {}, seed=8)
    kinds = set()
    while not rules.is_over(s):
        m = chooser.choice(rules.legal_moves(s))
        en, fr = rules.describe(s, m, "en"), rules.describe(s, m, "fr")
        assert en.startswith(s.players[s.to_act]) and fr.startswith(s.players[s.to_act])
        assert "=" not in en + fr  # never the raw move
        assert rules.prompt(s, "en") != rules.prompt(s, "fr")
        kinds.add(m.kind)
        s = rules.apply(s, m)
    assert rules.prompt(s, "fr") == "La partie est terminée."
    assert {"influence", "place", "bribe", "mission", "draw_mission", "end_missions"} <= kinds


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_documented_position_file_loads(rules: Any, lang: str) -> None:
    """The example of docs/position-files.md (and its French twin) is a working position file."""
    docs = Path(__file__).resolve().parents[3] / "docs"
    name = "position-files.md" if lang == "en" else "position-files.fr.md"
    text = (docs / name).read_text(encoding="utf-8")
    block = text.split("{#louis_xiv}")[1].split("```yaml\n")[1].split("```")[0]
    _, s = load_position_text(block, name)
    assert s.round == 2 and s.louis == 4 and s.to_act == 0
    assert s.seats[0].done == ("dark.first_place",) and s.boards[3][:2] == (3, 2)


def test_refusals_and_sentences_speak_french(rules: Any) -> None:
    """A French player reads a refused move in French, with the same rule anchor; tiles take
    their article ("garde une tuile bague")."""
    _, s = position("conde_placement")
    s = rules.apply(s, Move("influence", card="influence.6.1"))
    s = rules.apply(s, Move("place", target="board.6"))
    bad = Move("place", target="board.7")
    en, fr = rules.explain_in(s, bad, "en"), rules.explain_in(s, bad, "fr")
    assert en.reason == rules.explain(s, bad).reason and en.rule == fr.rule == "token-path"
    assert fr.reason == ("Depuis le personnage 6, on ne continue que vers un voisin en "
                         "diagonale (1, 5), dans une seule direction.")
    wrong = Move("bribe", target="board.1", choice="yes")
    assert rules.explain_in(s, wrong, "fr").reason == (
        "Carine doit maintenant décider autre chose.")
    keep = Move("keep", token="ring")
    assert rules.describe(s, keep, "fr") == (
        "Carine garde une tuile bague ; les autres deviennent des blasons")


def test_the_prompt_says_what_each_kind_of_influence_card_places(rules: Any) -> None:
    """Seed 003, 2e phase and Les cartes mission: a joker places up to 2 tokens (the first
    anywhere), the 4-token joker up to 4 on one character — the prompt says so, in both
    languages, instead of the character card's path."""
    _, s = position("powers_influence")
    s = play(rules, s, Move("pass"), Move("pass"), Move("pass"))
    s = play(rules, s, Move("influence", card=s.seats[0].influence[0]), Move("recover"))
    s = rules.apply(s, Move("influence", card=s.seats[1].influence[0], choice="joker4"))
    assert rules.prompt(s, "en") == (
        "Michel: place up to 4 tokens on one character of your choice, or take up to 4 back")
    assert rules.prompt(s, "fr") == ("Michel : placez jusqu'à 4 jetons sur un personnage de "
                                     "votre choix, ou reprenez-en jusqu'à 4")
    _, s = position("conde_placement")
    s = rules.apply(s, Move("influence", card="influence.joker.1"))
    assert rules.prompt(s, "en").startswith("Carine: place up to 2 tokens, the first on any")
