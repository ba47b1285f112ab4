"""The words for who sits at a seat, without the records that use them (`app/record.py`): the
new-game settings (`ui/gameconfig.py`) name them at every start, before the first frame, and the
records, their dataclasses and the deal's generator are not needed for it."""

from __future__ import annotations

PERSON, COMPUTER, UNKNOWN = "person", "computer", "unknown"
REMOTE = "remote"  # a friend on another computer, who joins with the seat's code (net/)
