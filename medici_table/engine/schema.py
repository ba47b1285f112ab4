"""A small validator for the JSON Schema subset our data files use.

Supported keywords: type, properties, required, additionalProperties, items, enum, const,
minimum, maximum, minItems, maxItems, minLength, pattern, propertyNames (each key of a mapping,
checked like a value and located at its line), oneOf (by `type`), $ref to `#/definitions/...`.
Errors name the file, line and field through a LineMap.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from medici_table.engine.errors import DataError
from medici_table.engine.yamlload import LineMap, PathKey

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}


def _is(value: Any, t: str) -> bool:
    if t in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, _TYPES[t])


_FR_TYPES = {"object": "un tableau associatif", "array": "une liste", "string": "un texte",
             "integer": "un nombre entier", "number": "un nombre", "boolean": "vrai/faux",
             "null": "rien"}


def _describe(value: Any, lang: str = "en") -> str:
    fr = lang == "fr"
    if isinstance(value, bool):
        return "vrai/faux" if fr else "true/false"
    if isinstance(value, dict):
        return "un tableau associatif" if fr else "a mapping"
    if isinstance(value, list):
        return "une liste" if fr else "a list"
    if value is None:
        return "rien" if fr else "nothing"
    if isinstance(value, int):
        return f"le nombre {value}" if fr else f"the number {value}"
    if isinstance(value, str):
        return f"« {value} »" if fr else f"'{value}'"
    return repr(value)


def validate(value: Any, schema: dict[str, Any], lm: LineMap, root: dict[str, Any] | None = None,
             path: PathKey = ()) -> None:
    """Raise DataError at the first place `value` breaks `schema`."""
    root = root if root is not None else schema
    while "$ref" in schema:
        schema = _target(root, schema["$ref"])
    if "oneOf" in schema:
        for option in schema["oneOf"]:
            t = option.get("type")
            kinds = [t] if isinstance(t, str) else (t or [])
            if t is None or any(_is(value, x) for x in kinds):
                validate(value, option, lm, root, path)
                return
        raise lm.error(path, f"{_describe(value)} is not allowed here",
                       f"{_describe(value, 'fr')} n'est pas permis ici")
    t = schema.get("type")
    if t is not None and not (_is(value, t) if t.__class__ is str else
                              any(_is(value, x) for x in t)):
        allowed = [t] if isinstance(t, str) else t
        raise lm.error(path, f"expected {' or '.join(allowed)}, found {_describe(value)}",
                       f"attendu : {' ou '.join(_FR_TYPES.get(a, a) for a in allowed)}, "
                       f"trouvé : {_describe(value, 'fr')}")
    if "const" in schema and value != schema["const"]:
        raise lm.error(path, f"must be {schema['const']!r}", f"doit valoir {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        choices = ", ".join(str(c) for c in schema["enum"])
        raise lm.error(path, f"{_describe(value)} is not one of: {choices}",
                       f"{_describe(value, 'fr')} n'est pas l'un de : {choices}")
    # (one branch per kind of value: a value is only ever one of them, so the checks a value
    # meets, and the first it fails, are those of the one list of checks this was)
    kind = value.__class__
    if kind not in _PLAIN:  # (a subclass, never read from a file: checked as its base class)
        kind = next((base for base in (str, dict, list) if isinstance(value, base)),
                    float if isinstance(value, int | float) and not isinstance(value, bool)
                    else bool)
    if kind is str:
        if "minLength" in schema and len(value) < schema["minLength"]:
            raise lm.error(path, "must not be empty", "ne doit pas être vide")
        if "pattern" in schema and not _pattern(schema["pattern"])(value):
            raise lm.error(path, f"'{value}' does not match the pattern {schema['pattern']}",
                           f"« {value} » ne suit pas le modèle {schema['pattern']}")
    elif kind is dict:
        for name in schema.get("required", ()):
            if name not in value:
                raise lm.error(path, f"missing required field '{name}'",
                               f"il manque le champ obligatoire « {name} »")
        names = schema.get("propertyNames")
        if names is not None:
            for key in value:
                validate(key, names, lm, root, path + (key,))
        props = schema.get("properties", _NONE)
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                validate(item, props[key], lm, root, path + (key,))
            elif extra is False:
                known = ", ".join(props) or "none"
                raise lm.error(path + (key,), f"unknown field '{key}' (known: {known})",
                               f"champ inconnu « {key} » (connus : {known})")
            elif isinstance(extra, dict):
                validate(item, extra, lm, root, path + (key,))
    elif kind is list:
        if "minItems" in schema and len(value) < schema["minItems"]:
            raise lm.error(path, f"needs at least {schema['minItems']} item(s)",
                           f"demande au moins {schema['minItems']} élément(s)")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            raise lm.error(path, f"takes at most {schema['maxItems']} item(s)",
                           f"prend au plus {schema['maxItems']} élément(s)")
        if "items" in schema:
            items = schema["items"]
            for i, item in enumerate(value):
                validate(item, items, lm, root, path + (i,))
    elif kind is int or kind is float:
        _check_number(value, schema, lm, path)


def _check_number(value: float, schema: dict[str, Any], lm: LineMap, path: PathKey) -> None:
    if "minimum" in schema and value < schema["minimum"]:
        raise lm.error(path, f"must be at least {schema['minimum']}, found {value}",
                       f"doit valoir au moins {schema['minimum']}, trouvé {value}")
    if "maximum" in schema and value > schema["maximum"]:
        raise lm.error(path, f"must be at most {schema['maximum']}, found {value}",
                       f"doit valoir au plus {schema['maximum']}, trouvé {value}")


_PLAIN = frozenset({str, dict, list, int, float, bool, type(None)})
_NONE: dict[str, Any] = {}
_targets: dict[tuple[int, str], tuple[dict[str, Any], Any]] = {}  # (root, $ref) -> its schema
_patterns: dict[str, Callable[[str], Any]] = {}


def _target(root: dict[str, Any], ref: str) -> Any:
    """The schema `ref` (`#/definitions/...`) names in `root`, looked up once."""
    found = _targets.get((id(root), ref))
    if found is not None and found[0] is root:  # (the root kept with it: its id stays its own)
        return found[1]
    target: Any = root
    for part in ref.lstrip("#/").split("/"):
        target = target[part]
    _targets[(id(root), ref)] = (root, target)
    return target


def _pattern(pattern: str) -> Callable[[str], Any]:
    """`re.fullmatch` of `pattern`, compiled once."""
    match = _patterns.get(pattern)
    if match is None:
        match = _patterns[pattern] = re.compile(pattern).fullmatch
    return match


def check(condition: bool, lm: LineMap, path: PathKey, message: str) -> None:
    """Raise a located DataError unless `condition` holds (semantic checks after the schema)."""
    if not condition:
        raise lm.error(path, message)


__all__ = ["validate", "check", "DataError"]
