"""Errors a player or a data author can read: refused moves and broken files."""

from __future__ import annotations


class IllegalMove(Exception):
    """A refused move: `reason` is a sentence for the player, `rule` an anchor in the rules text."""

    def __init__(self, reason: str, rule: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.rule = rule

    def __repr__(self) -> str:
        return f"IllegalMove({self.reason!r}, rule={self.rule!r})"


class DataError(Exception):
    """A data, position or save file that cannot be used, located to its file, line and field."""

    def __init__(self, file: str, line: int | None, field: str, message: str) -> None:
        self.file = file
        self.line = line
        self.field = field
        self.message = message
        where = file if line is None else f"{file}, line {line}"
        at = f", field '{field}'" if field else ""
        super().__init__(f"{where}{at}: {message}")
