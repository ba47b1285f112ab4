"""Load YAML safely while remembering the line of every value, for errors people can act on.

Parsing uses libyaml (PyYAML's C parser) when it is installed: the values and their lines are
the same as with the pure-Python parser, about eight times faster (a game's files at start-up:
30 ms -> 4 ms). A file the C parser refuses is parsed again in Python, so a syntax error reads
the same with or without libyaml. PyYAML itself (15 ms to import) is imported on the first
parse: the bundled data usually comes from `engine.data`'s cache.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from medici_table.engine.errors import DataError

if TYPE_CHECKING:
    import yaml

PathKey = tuple[str | int, ...]


@dataclass
class LineMap:
    """Where each value of a loaded document stands: path -> 1-based line."""

    file: str
    lines: dict[PathKey, int] = field(default_factory=dict)

    def line(self, path: PathKey) -> int | None:
        """The line of `path`, or of its nearest ancestor that exists."""
        p = tuple(path)
        while p:
            if p in self.lines:
                return self.lines[p]
            p = p[:-1]
        return self.lines.get((), None)

    def error(self, path: PathKey, message: str) -> DataError:
        return DataError(self.file, self.line(path), dotted(path), message)


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
                                f"a key must be a name, not {key!r}")
            if key in out:
                raise DataError(lm.file, key_node.start_mark.line + 1, dotted(path + (key,)),
                                f"'{key}' is given twice")
            out[key] = _build(value_node, path + (str(key),), lm, loader)
            lm.lines[path + (str(key),)] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(v, path + (i,), lm, loader) for i, v in enumerate(node.value)]
    return loader.construct_object(node, deep=True)


def load_yaml_text(text: str, file: str) -> tuple[Any, LineMap]:
    """Parse `text` with the safe loader; raise DataError (file, line) on bad syntax."""
    import yaml

    fast_loader: type[Any] | None = getattr(yaml, "CSafeLoader", None)  # None without libyaml
    if fast_loader is not None:
        fast = fast_loader(text)
        try:
            node = fast.get_single_node()
            lm = LineMap(file)
            return (None, lm) if node is None else (_build(node, (), lm, fast), lm)
        except yaml.YAMLError:
            pass  # said again below by the Python parser, in its words
        finally:
            fast.dispose()
    return _load_python(text, file)


def _load_python(text: str, file: str) -> tuple[Any, LineMap]:
    import yaml

    lm = LineMap(file)
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, lm
        return _build(node, (), lm, loader), lm
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        msg = f"{exc.problem or 'syntax error'}" + (f" ({exc.context})" if exc.context else "")
        raise DataError(file, line, "", f"YAML syntax error: {msg}") from None
    except yaml.YAMLError as exc:
        raise DataError(file, None, "", f"YAML error: {exc}") from None
    finally:
        loader.dispose()


def load_yaml_file(path: Path) -> tuple[Any, LineMap]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(str(path), None, "", "file not found") from None
    except UnicodeDecodeError as exc:
        raise DataError(str(path), None, "", f"not UTF-8 text ({exc.reason})") from None
    return load_yaml_text(text, str(path))
