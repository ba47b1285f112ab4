"""A game state that comes from outside the program, checked at the door (no Qt).

Every door a state comes in by — the start of a save, its replay's checkpoints, the autosave and
its journal, a position file, later a message from another computer — goes through here: the
plain data is decoded into the game's state (types checked field by field) and the game's
validator (`Rules.validate_state`) refuses an impossible one. The refusal is a `DataError` that
names the file, the field and the problem, in English and French.
"""

from __future__ import annotations

from typing import Any

from medici_table.engine.errors import DataError
from medici_table.engine.rules import Rules


def check_state(rules: Rules[Any], state: Any, source: str, field: str = "",
                line: int | None = None) -> None:
    """Refuse `state` if no game of `rules` could reach it; the error names `source` and
    the field under `field`."""
    try:
        rules.validate_state(state)
    except DataError as exc:
        raise exc.moved(source, line, field) from None
    except Exception as exc:  # a validator's own slip: refused, never a crash
        raise DataError(source, line, field,
                        f"this position cannot be checked ({type(exc).__name__}: {exc})",
                        f"cette position ne peut pas être vérifiée ({type(exc).__name__} : "
                        f"{exc})") from None


def state_from_dict(rules: Rules[Any], data: Any, source: str, field: str = "state") -> Any:
    """The state of `rules` that `data` (plain JSON) describes, once checked; else DataError.

    This is what a remote-play message will call: it trusts nothing in `data`."""
    try:
        state = rules.state_type.from_dict(data)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise DataError(source, None, field, f"not a position of {rules.name()}: {exc}",
                        f"pas une position de {rules.name('fr')} : {exc}") from None
    check_state(rules, state, source, field)
    return state
