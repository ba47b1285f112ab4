"""Seed 003, Les cartons personnage (income), Les cartes complot, Retourner les cartons, and
Le jeu à deux joueurs (the neutral courtier)."""

from __future__ import annotations

from typing import Any

import pytest

from medici_table.app.position import load_position_text
from medici_table.engine import IllegalMove, Move
from medici_table.engine.resources import rules_data
from medici_table.games.louis_xiv.data import tables

from .conftest import POSITIONS, moves_of, place, play, position, targets, task, tiles

CARINE, MICHEL, SYBILLE = range(3)


def test_boards_5_to_12_pay_their_income_in_turn(rules: Any) -> None:
    """Seed 003, Les cartons personnage: Montespan a crown; Condé an arm then a token from the
    general reserve on any board, in turn — an upcoming board (7-12) to change its majority,
    or a counted one (1-6) for later; Colbert 5 gold; Maintenon two tokens on board 5 and one
    token back; Turenne two arms; Mazarin an influence card; Louvois an arm and an intrigue
    card."""
    _, s = position("income_boards")
    assert tiles(s, CARINE) == {"crown": 1}  # Montespan, first place
    assert [len(x.arms) for x in s.seats] == [1, 0, 0]  # Condé: Carine first, then Michel
    assert s.to_act == CARINE and task(s) == "place"
    assert targets(rules, s) == {f"board.{b}" for b in range(1, 13)}
    s = rules.apply(s, place(7))  # Carine ties Michel on Colbert
    assert s.to_act == MICHEL and len(s.seats[MICHEL].arms) == 1
    s = rules.apply(s, place(1))  # Michel prepares the next round
    assert s.seats[MICHEL].gold == 5 and s.sides[6] == 0  # 1 against 1 on Colbert: no gold
    assert s.boards[0][MICHEL] == 1
    assert s.to_act == SYBILLE and task(s) == "place"  # Maintenon's first token, board 5
    assert targets(rules, s) == {"board.5"}
    s = play(rules, s, place(5), place(5))
    assert s.boards[4][SYBILLE] == 2
    assert (s.seats[SYBILLE].general, s.seats[SYBILLE].personal) == (6 + 2 - 2 - 1, 8 + 1)
    assert len(s.seats[SYBILLE].arms) == 0 and s.sides[9] == 0  # Turenne: 2 tokens, too few
    assert len(s.seats[CARINE].influence) == 1  # Mazarin
    assert len(s.seats[MICHEL].arms) == 2 and len(s.seats[MICHEL].intrigue) == 1  # Louvois
    assert s.sides[5] == 1 and s.sides[4] == 1 and s.sides[6] == 0
    assert s.phase == "missions"


def test_conde_and_maintenon_placements_are_optional(rules: Any) -> None:
    """Seed 003: the players "peuvent placer" — they may decline."""
    _, s = position("income_boards")
    s = play(rules, s, Move("pass"), Move("pass"))
    assert s.to_act == SYBILLE and moves_of(rules, s, "pass") == [Move("pass")]
    s = rules.apply(s, Move("pass"))
    assert s.boards[4][SYBILLE] == 0 and s.seats[SYBILLE].personal == 8 + 1


def test_an_intrigue_card_adds_tokens_before_the_count(rules: Any) -> None:
    """Seed 003, Les cartes complot: just before the board is counted its holder may add 1
    token from the general reserve or 1-2 from the personal one; the card goes under the
    intrigue pile."""
    _, s = position("intrigue")
    assert s.to_act == CARINE and task(s) == "intrigue"
    assert [(m.choice, m.amount) for m in rules.legal_moves(s)] == [
        ("general", 1), ("personal", 1), ("personal", 2), ("keep", None)]
    s = rules.apply(s, Move("intrigue", card="intrigue.3", choice="personal", amount=2))
    assert tiles(s, CARINE) == {"ring": 1}  # 3 against 2: Carine has the majority
    assert s.intrigue_deck[-1] == "intrigue.3" and s.seats[CARINE].intrigue == ("intrigue.9",)
    assert s.to_act == MICHEL and task(s) == "bribe"


def test_an_intrigue_card_never_mixes_the_two_reserves(rules: Any) -> None:
    """Seed 003: "on ne peut pas cumuler les jetons des deux réserves"; keeping it is allowed
    (it is worth a coat of arms at the end)."""
    _, s = position("intrigue")
    with pytest.raises(IllegalMove) as exc:
        rules.apply(s, Move("intrigue", card="intrigue.3", choice="general", amount=2))
    assert exc.value.rule == "intrigue"
    s = rules.apply(s, Move("intrigue", card="intrigue.3", choice="keep"))
    assert s.seats[CARINE].intrigue == ("intrigue.3", "intrigue.9") and tiles(s, MICHEL) == {
        "ring": 1}


def test_the_neutral_courtier_wins_majorities_but_receives_nothing(rules: Any) -> None:
    """Seed 003, Le jeu à deux: if the neutral player has the majority it receives no income;
    the board turns (a majority was won); the others may still bribe; its tokens go back."""
    _, s = position("neutral_majority")
    assert tiles(s, CARINE) == {} and s.to_act == CARINE and task(s) == "bribe"
    s = rules.apply(s, Move("bribe", target="board.4", choice="yes"))
    assert tiles(s, CARINE) == {"helmet": 1} and s.sides[3] == 1
    assert tiles(s, MICHEL) == {} and s.sides[8] == 1  # La Vallière: first place, neutral wins
    assert s.neutral == 8 and s.phase == "missions"


def test_two_players_neutral_tokens_at_the_start_of_each_influence_phase(rules: Any) -> None:
    """Seed 003, Le jeu à deux: 2 neutral tokens on Louis XIV's board, then the top three
    character cards are revealed (jokers discarded and replaced), 2 tokens on each; all the
    revealed cards are discarded."""
    s = rules.new_game(["Carine", "Michel"], {}, seed=21)
    neutral = [row[2] for row in s.boards]
    assert sum(neutral) == 8 and s.neutral == 0
    assert neutral[s.louis - 1] >= 2
    shown = [c for c in s.influence_played if "joker" not in c]
    assert len(shown) == 3
    for card in shown:
        assert neutral[int(card.split(".")[1]) - 1] >= 2


def test_a_tokens_board_turns_only_if_someone_received(rules: Any) -> None:
    """Seed 003, Retourner les cartons: a tokens board turns if at least one player received
    its income (Turenne with 2 tokens stays; Condé with 3 turns)."""
    _, s = position("income_boards")
    s = play(rules, s, Move("pass"), Move("pass"), Move("pass"))
    assert s.sides[5] == 1 and s.sides[9] == 0


def test_the_neutral_courtier_on_the_louis_board_leaves_second_place_to_a_player(
        rules: Any) -> None:
    """Seed 003, Le jeu à deux with Le marqueur Louis XIV: the neutral courtier's majority
    receives nothing (no tile, no crown); Carine, alone in second place, receives the letter
    and takes her tokens back; Michel may still bribe (money side); the board turns and the
    marker goes back beside the bank."""
    _, s = position("neutral_louis")
    assert tiles(s, CARINE) == {"letter": 1} and s.seats[CARINE].personal == 16 - 5 - 1
    assert s.to_act == MICHEL and task(s) == "bribe" and s.queue[0].count == 3
    s = rules.apply(s, Move("bribe", target="board.2", choice="yes"))
    assert tiles(s, MICHEL) == {"letter": 1}
    assert s.sides[1] == 1 and s.louis == 0 and s.boards[1] == (0, 0, 0)


def test_a_tie_with_the_neutral_courtier_on_the_louis_board_gives_the_tile_only(
        rules: Any) -> None:
    """Seed 003, Le marqueur Louis XIV, Attention: several majorities receive the character's
    tile and no crown, and discard their tokens — the neutral courtier among them receives
    nothing (Le jeu à deux)."""
    text = (POSITIONS / "neutral_louis.yaml").read_text(encoding="utf-8")
    _, s = load_position_text(text.replace("neutral: 4, Carine: 2", "neutral: 2, Carine: 2"))
    assert tiles(s, CARINE) == {"letter": 1}
    assert s.seats[CARINE].general == 5 + 2
    assert s.to_act == MICHEL and task(s) == "bribe"


def test_a_player_receives_a_tile_even_when_its_supply_is_empty(rules: Any) -> None:
    """Seed 003, Remarques: "Il n'est pas prévu que l'argent, les tuiles missions et les
    blasons ne suffisent pas ... le matériel manquant doit être temporairement remplacé".
    All six sceptres are held; Bleu's majority on Anne still gives a sceptre, and so does
    Jaune's bribe (the supply counts the substitutes below zero until tiles come back)."""
    _, s = position("tiles_run_out")
    sceptre = tables().tiles.index("sceptre")
    assert tiles(s, 3) == {"sceptre": 1} and s.tile_supply[sceptre] == -1
    assert s.to_act == 0 and task(s) == "bribe"
    s = rules.apply(s, Move("bribe", target="board.1", choice="yes"))
    assert tiles(s, 0) == {"sceptre": 3} and s.tile_supply[sceptre] == -2
    assert rules.components(s)["tile.sceptre"] == 6


def test_on_a_tokens_board_everyone_takes_their_tokens_back(rules: Any) -> None:
    """Seed 003, Jetons d'influence: "On ne remet jamais ses jetons dans la réserve générale" —
    Turenne (tokens, 3 or more) with Carine 4 and Michel 3: both receive, and both take every
    token back, the most too; the quick reference says so in both languages (issue 23: it sent
    the winners' tokens to the general reserve whatever the condition)."""
    _, s = load_position_text("""
game: louis_xiv
players: [Carine, Michel, Sybille]
position:
  round: 1
  phase: scoring
  first: Carine
  board: 10
  boards: {10: {Carine: 4, Michel: 3}}
""")
    assert s.boards[9] == (0, 0, 0) and s.sides[9] == 1
    assert [len(x.arms) for x in s.seats] == [2, 2, 0]
    assert [x.general for x in s.seats] == [5, 5, 6]  # the setup's: nothing went there
    assert [x.personal for x in s.seats] == [11, 11, 10]
    for lang, says in (("en", "on a tokens board everyone takes their tokens back"),
                       ("fr", "sur un carton jetons, chacun reprend ses jetons")):
        ref = rules_data("louis_xiv", f"quickref.{lang}.md").read_text(encoding="utf-8")
        assert says in " ".join(ref.replace("**", "").split())
