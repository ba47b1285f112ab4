"""Save position → load position gives the same position back, for every game (issue 22).

Seeded random games of all five games are stopped at many decisions; the position written
whole loads back to the same state (its generator too, so the game plays on identically), and
the position written as the deciding player sees it loads back to a state that player sees
exactly as before. History that is no part of a position (Medici's scorings of past seasons,
Les 7 Blasons' breakdown of the last round) and the numbering of face-down Courtisans spies are
left out of the comparison.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from medici_table import games
from medici_table.app.position import load_position_text, position_text, save_position
from medici_table.engine.sim import default_players

Normal = Callable[[dict[str, Any]], dict[str, Any]]


def _drop(*names: str) -> Normal:
    def normal(d: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in d.items() if k not in names}
    return normal


def _courtisans(d: dict[str, Any]) -> dict[str, Any]:
    """Face-down spies are numbered in the order they were laid; a loaded position numbers
    them in the order it reads them. Compare the cards behind the handles instead."""
    spies = d["spies"]

    def real(c: str) -> str:
        return spies[int(c[len("?spy."):])] + "(face down)" if c.startswith("?spy.") else c

    out = dict(d)
    for key in ("above", "below", "domains"):
        out[key] = [[real(c) for c in pile] for pile in d[key]]
    out["discard"] = [real(c) for c in d["discard"]]
    out["spies"] = sorted(spies)
    return out


def _blasons(d: dict[str, Any]) -> dict[str, Any]:
    """The coats' token ids are handed out afresh at every deal: compare the coats without."""
    out = _drop("round_detail", "round_coats", "round_values")(d)
    out["coats"] = sorted(json.dumps({k: v for k, v in c.items() if k != "id"}, sort_keys=True)
                          for c in d["coats"])
    return out


NORMAL: dict[str, Normal] = {
    "court_of_the_medici": _drop(),
    "medici": _drop("ledger"),
    "courtisans": _courtisans,
    "louis_xiv": _drop(),
    "les_7_blasons": _blasons,
}


def _sorted_out(d: dict[str, Any], game: str) -> dict[str, Any]:
    """Piles whose order is no part of the game (unseen cards out of play) compared as sets."""
    out = NORMAL[game](d)
    for key in {"medici": ("aside",), "court_of_the_medici": ("removed",),
                "courtisans": ("unused_missions",)}.get(game, ()):
        out[key] = sorted(out[key])
    return out


def _moves(rules: Any, state: Any) -> list[Any]:
    """The legal moves, a face-down Courtisans spy named by the card behind its handle, a Les 7
    Blasons coat by its face and place rather than its token id."""
    real = getattr(state, "real", None)
    if real is not None:
        return [(m.kind, real(m.card) if m.card else None, m.target, m.choice)
                for m in rules.legal_moves(state)]
    coats = {c.id: (c.face, c.at, c.up) for c in getattr(state, "coats", ())}
    if coats:
        return sorted(str((m.kind, m.card, coats.get(m.token or ""),
                           coats.get(m.target or "", m.target), m.choice))
                      for m in rules.legal_moves(state))
    return list(rules.legal_moves(state))


def _cases() -> list[Any]:
    out = []
    for gid in games.available():
        rules = games.get(gid)
        sizes = sorted({rules.meta.min_players, rules.meta.max_players})
        option_sets: list[dict[str, Any]] = [{}]
        for opt in rules.options():
            if opt.type == "bool":
                option_sets.append({opt.id: not opt.default})
        for n in sizes:
            for opts in option_sets:
                label = ",".join(opts) or "defaults"
                # the variants and the largest tables with the long checks (the quick suite
                # keeps each game's smallest table)
                marks = [pytest.mark.slow] if opts or n != sizes[0] else []
                out.append(pytest.param(gid, n, opts, id=f"{gid}-{n}p-{label}", marks=marks))
    return out


def _decision_kind(state: Any) -> tuple[Any, ...]:
    queue = getattr(state, "queue", ())
    return (getattr(state, "phase", None), queue[0].kind if queue else None,
            getattr(state, "pending", None) is not None, bool(getattr(state, "played", ())))


def _random_states(game: str, n: int, options: dict[str, Any], seed: int, every: int
                   ) -> list[Any]:
    rules = games.get(game)
    chooser = random.Random(seed)
    state = rules.new_game(default_players(rules, n), options, seed)
    found, kinds = [], set()
    for step in range(5000):
        if rules.is_over(state):
            break
        kind = _decision_kind(state)
        if step % every == 0 or kind not in kinds:  # every kind of decision at least once
            found.append(state)
            kinds.add(kind)
        state = rules.apply(state, chooser.choice(rules.legal_moves(state)))
    return found


@pytest.mark.parametrize(("game", "n", "options"), _cases())
def test_a_saved_position_loads_back_the_same(game: str, n: int, options: dict[str, Any]) -> None:
    rules = games.get(game)
    checked = 0
    for seed in (1, 2):
        for state in _random_states(game, n, options, seed, every=3 if game != "louis_xiv" else 7):
            text = position_text(rules, state, options)
            loaded_rules, loaded = load_position_text(text, "saved.yaml")
            assert loaded_rules is rules
            assert _sorted_out(loaded.to_dict(), game) == _sorted_out(state.to_dict(), game), text
            assert _moves(rules, loaded) == _moves(rules, state)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize(("game", "n", "options"), _cases())
def test_a_position_saved_as_a_player_sees_it_shows_that_player_the_same(
        game: str, n: int, options: dict[str, Any]) -> None:
    rules = games.get(game)
    checked = 0
    for seed in (3,):
        for state in _random_states(game, n, options, seed, every=4 if game != "louis_xiv" else 9):
            me = state.to_act
            text = position_text(rules, state, options, viewer=me, seed=checked)
            _, loaded = load_position_text(text, "seen.yaml")
            seen = _sorted_out(rules.view(loaded, me).to_dict(), game)
            assert seen == _sorted_out(rules.view(state, me).to_dict(), game), text
            mine = sorted(map(str, _moves(rules, rules.view(loaded, me))))
            assert mine == sorted(map(str, _moves(rules, rules.view(state, me))))
            checked += 1
    assert checked > 5


def test_save_position_writes_a_file_that_loads(tmp_path: Any) -> None:
    rules = games.get("court_of_the_medici")
    state = rules.new_game(["Ada", "Bo"], {}, 5)
    path = tmp_path / "court.yaml"
    save_position(path, rules, state, {}, title="A first turn")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("title: A first turn\ngame: court_of_the_medici\n")
    assert not list(tmp_path.glob("*.part"))
    from medici_table.app.position import load_position

    assert load_position(path)[1] == state


def test_a_finished_game_has_no_position_to_save() -> None:
    rules = games.get("court_of_the_medici")
    state = rules.new_game(["Ada", "Bo"], {}, 5)
    chooser = random.Random(0)
    while not rules.is_over(state):
        state = rules.apply(state, chooser.choice(rules.legal_moves(state)))
    with pytest.raises(ValueError, match="over"):
        position_text(rules, state, {})
