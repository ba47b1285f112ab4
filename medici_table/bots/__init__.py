"""Computer opponents (random, heuristic, search). They see only views.

* `base.py` — the `Bot` protocol (`choose(view, me, moves, budget) -> Move`), the random and
  normal levels, `make_bot(level, rules, seed)` and `ask_bot`, the one place a view is made.
* `mcts.py` — the strong level: information-set MCTS over the engine contract.
* `adapter.py` — what a game tells its bots; `games/<id>.py` holds each game's `ADAPTER`:
  `sample_hidden(view, player, rng)` (a full state consistent with the view, usually one
  call of `determinise.fill_placeholders`), `evaluate(state)` (points per player), and
  optionally `normal_move`, `rollout_move` and `candidates`.
* `match.py`, `tournament.py`, `commands.py` — headless games between bots, win shares with
  confidence intervals, `medici-table simulate --seats` and `medici-table tournament`.

A new game gets bots by adding `games/<id>.py`; the tests in `tests/bots/` then cover it, and
its normal level must avoid the blunders of `tests/bots/positions/blunders/<id>/`.
"""
