"""Load YAML safely while remembering the line of every value, for errors people can act on.

Parsing uses libyaml (PyYAML's C parser) when it is installed: the values and their lines are
the same as with the pure-Python parser, about eight times faster (a game's files at start-up:
30 ms -> 4 ms). A file the C parser refuses is parsed again in Python, so a syntax error reads
the same with or without libyaml. PyYAML itself (15 ms to import) is imported on the first
parse: the bundled data usually comes from `engine.data`'s cache.

Input is bounded before it is built: a file over `MAX_BYTES`, nesting deeper than `MAX_DEPTH`,
or aliases that would expand to more than `MAX_VALUES` values (an "alias bomb") is refused
with the line where the limit is crossed — never a RecursionError or a machine out of memory.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from medici_table.engine.errors import DataError

if TYPE_CHECKING:
    import yaml

PathKey = tuple[str | int, ...]
MAX_BYTES = 2_000_000  # the largest data file is ~9 kB, a position file ~2 kB
MAX_DEPTH = 40  # mappings and lists inside each other; the data goes 7 deep
MAX_VALUES = 200_000  # values once aliases are expanded; the data has a few thousand


class LineMap:
    """Where each value of a loaded document stands: path -> 1-based line. (A plain class, as
    `@dataclass` would make it: the welcome screen's first frame defines it.)"""

    __hash__ = None  # type: ignore[assignment]  # (a changing value: not a key)

    def __init__(self, file: str, lines: dict[PathKey, int] | None = None) -> None:
        self.file = file
        self._lines: dict[PathKey, int] = {} if lines is None else lines
        self._later: Callable[[], dict[PathKey, int]] | None = None

    @classmethod
    def later(cls, file: str, lines: Callable[[], dict[PathKey, int]]) -> LineMap:
        """The map of `file` whose lines are worked out by `lines()` when first asked for (a
        cached file's: most are never asked)."""
        made = cls(file)
        made._later = lines
        return made

    @property
    def lines(self) -> dict[PathKey, int]:
        """path -> 1-based line."""
        if self._later is not None:
            self._lines, self._later = self._later(), None
        return self._lines

    @lines.setter
    def lines(self, lines: dict[PathKey, int]) -> None:
        self._lines, self._later = lines, None

    def __reduce__(self) -> tuple[Any, ...]:  # (pickled, copied: with its lines worked out)
        return (self.__class__, (self.file, self.lines))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.file, self.lines) == (other.file, other.lines)

    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(file={self.file!r}, lines={self.lines!r})"

    def line(self, path: PathKey) -> int | None:
        """The line of `path`, or of its nearest ancestor that exists."""
        p = tuple(path)
        while p:
            if p in self.lines:
                return self.lines[p]
            p = p[:-1]
        return self.lines.get((), None)

    def error(self, path: PathKey, message: str, fr: str = "") -> DataError:
        return DataError(self.file, self.line(path), dotted(path), message, fr)


def dotted(path: PathKey) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _build(node: yaml.Node, path: PathKey, lm: LineMap, loader: Any) -> Any:
    import yaml

    lm.lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int) or isinstance(key, bool):
                raise DataError(lm.file, key_node.start_mark.line + 1, dotted(path),
                                f"a key must be a name, not {key!r}",
                                f"une clé doit être un nom, pas {key!r}")
            if key in out:
                raise DataError(lm.file, key_node.start_mark.line + 1, dotted(path + (key,)),
                                f"'{key}' is given twice", f"« {key} » est donné deux fois")
            out[key] = _build(value_node, path + (str(key),), lm, loader)
            lm.lines[path + (str(key),)] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(v, path + (i,), lm, loader) for i, v in enumerate(node.value)]
    return loader.construct_object(node, deep=True)


def load_yaml_text(text: str, file: str) -> tuple[Any, LineMap]:
    """Parse `text` with the safe loader; raise DataError (file, line) on bad syntax."""
    import yaml

    if len(text) > MAX_BYTES:
        raise DataError(file, None, "", f"the file is larger than {MAX_BYTES:,} bytes: no data or "
                        "position file is", f"le fichier dépasse {MAX_BYTES:,} octets : aucun "
                        "fichier de données ou de position n'est si gros")
    fast_loader: type[Any] | None = getattr(yaml, "CSafeLoader", None)  # None without libyaml
    if fast_loader is not None:
        try:
            _measure(text, file, fast_loader)
            fast = fast_loader(text)
            try:
                node = fast.get_single_node()
                lm = LineMap(file)
                return (None, lm) if node is None else (_build(node, (), lm, fast), lm)
            finally:
                fast.dispose()
        except yaml.YAMLError:
            pass  # said again below by the Python parser, in its words
    return _load_python(text, file)


def _measure(text: str, file: str, loader_type: type[Any]) -> None:
    """Walk the parser's events (no recursion, nothing built) and refuse nesting deeper than
    MAX_DEPTH or aliases that expand past MAX_VALUES, naming the line."""
    import yaml

    sizes: dict[str, int] = {}  # anchor -> values it stands for
    frames: list[list[Any]] = [[None, 0]]  # open collections: [anchor, values inside so far]
    total = 0
    loader = loader_type(text)
    try:
        while loader.check_event():
            event = loader.get_event()
            line = event.start_mark.line + 1 if event.start_mark is not None else None
            if isinstance(event, yaml.CollectionStartEvent):
                if len(frames) > MAX_DEPTH:
                    raise DataError(file, line, "", f"values nested more than {MAX_DEPTH} deep",
                                    f"des valeurs imbriquées sur plus de {MAX_DEPTH} niveaux")
                frames.append([event.anchor, 1])
                total += 1
            elif isinstance(event, yaml.CollectionEndEvent):
                anchor, count = frames.pop()
                if anchor is not None:
                    sizes[anchor] = count
                frames[-1][1] += count
            elif isinstance(event, yaml.ScalarEvent | yaml.AliasEvent):
                count = sizes.get(event.anchor or "", 1) if isinstance(event, yaml.AliasEvent) else 1
                if isinstance(event, yaml.ScalarEvent) and event.anchor is not None:
                    sizes[event.anchor] = 1
                frames[-1][1] += count
                total += count
            if total > MAX_VALUES:
                raise DataError(file, line, "", f"more than {MAX_VALUES:,} values once its "
                                "aliases are expanded", f"plus de {MAX_VALUES:,} valeurs une "
                                "fois ses alias développés")
    finally:
        loader.dispose()


def _load_python(text: str, file: str) -> tuple[Any, LineMap]:
    import yaml

    lm = LineMap(file)
    try:
        _measure(text, file, yaml.SafeLoader)
        loader = yaml.SafeLoader(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return None, lm
            return _build(node, (), lm, loader), lm
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        msg = f"{exc.problem or 'syntax error'}" + (f" ({exc.context})" if exc.context else "")
        raise DataError(file, line, "", f"YAML syntax error: {msg}",
                        f"erreur de syntaxe YAML : {msg}") from None
    except yaml.YAMLError as exc:
        raise DataError(file, None, "", f"YAML error: {exc}", f"erreur YAML : {exc}") from None


def load_yaml_file(path: Path) -> tuple[Any, LineMap]:
    try:
        if path.stat().st_size > MAX_BYTES:
            raise DataError(str(path), None, "", f"the file is larger than {MAX_BYTES:,} bytes: "
                            "no data or position file is", f"le fichier dépasse {MAX_BYTES:,} "
                            "octets : aucun fichier de données ou de position n'est si gros")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(str(path), None, "", "file not found", "fichier introuvable") from None
    except OSError as exc:
        raise DataError(str(path), None, "", f"cannot read the file: {exc.strerror or exc}",
                        f"impossible de lire le fichier : {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise DataError(str(path), None, "", f"not UTF-8 text ({exc.reason})",
                        f"pas du texte UTF-8 ({exc.reason})") from None
    return load_yaml_text(text, str(path))
