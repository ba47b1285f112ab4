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
    """A data, position or save file that cannot be used, located to its file, line and field.

    `message` is English; `fr`, when given, is the same problem in French. `text(lang)` says
    the whole refusal (where, then what) in the player's language.
    """

    def __init__(self, file: str, line: int | None, field: str, message: str,
                 fr: str = "") -> None:
        self.file = file
        self.line = line
        self.field = field
        self.message = message
        self.fr = fr
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The refusal in `lang` ("fr" or "en"): file, line and field, then the problem."""
        if lang == "fr":
            where = self.file if self.line is None else f"{self.file}, ligne {self.line}"
            at = f", champ « {self.field} »" if self.field else ""
            return f"{where}{at} : {self.fr or self.message}"
        where = self.file if self.line is None else f"{self.file}, line {self.line}"
        at = f", field '{self.field}'" if self.field else ""
        return f"{where}{at}: {self.message}"

    def moved(self, file: str, line: int | None = None, prefix: str = "") -> DataError:
        """The same problem, said of `file` (at `line`), its field under `prefix`."""
        field = f"{prefix}.{self.field}" if prefix and self.field else prefix or self.field
        return DataError(file, line, field, self.message, self.fr)
