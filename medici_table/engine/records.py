"""Records: frozen dataclasses made without compiling most of their methods at import (their
`__init__`, `__eq__` and `__hash__` are written by `engine/codekeep.py`'s `compiled`, the one way
the engine writes a function for a class from its field names)."""

from __future__ import annotations

import dataclasses
import sys
import typing
from _thread import get_ident
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, field, fields
from typing import Any, TypeVar, dataclass_transform, overload

from medici_table.engine.codekeep import compiled

T = TypeVar("T")
_set = object.__setattr__


# --- records: frozen dataclasses without compiling five of their methods at import -------------
# `dataclass` writes and compiles the source of six methods for every frozen class it makes
# (`__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__`, `__delattr__`): about 2.5 M
# instructions a class, and a table's first frame defines some 45 of them (~8 % of its start).
# `record` makes the same class: `dataclasses` lays out its fields (so `fields`, `replace`,
# `asdict` and the codec see a dataclass), `__init__` is written as `dataclass` writes it but only
# when the first object is made, and the other methods are shared functions over the field names.

@overload
def record(cls: type[T], /) -> type[T]: ...
@overload
def record(*, slots: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def record(cls: type[T] | None = None, /, *, slots: bool = False) -> Any:
    """`@dataclass(frozen=True)` (`slots=True` if asked): the same class, fields and behaviour
    (tests/engine/test_records.py compares them), for a class of plain fields (defaults and
    default factories; no `InitVar`, `ClassVar` or keyword-only fields)."""
    def wrap(klass: type[T]) -> type[T]:
        return _record(klass, slots)

    return wrap if cls is None else wrap(cls)


def _record(cls: type[T], slots: bool) -> type[T]:
    own = cls.__dict__
    class_hash = own.get("__hash__", MISSING)
    explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in own))
    # `dataclasses` refuses a class that is not frozen over a frozen base (a game's state over
    # `GameState`, a card's drawing over `CardFace`): the bases say they are not, meanwhile
    bases: list[Any] = [getattr(b, "__dataclass_params__", None) for b in cls.__mro__[1:]]
    frozen_bases = [params for params in bases if getattr(params, "frozen", False)]
    for params in frozen_bases:
        params.frozen = False
    # (a class with no doc string of its own gets its signature as one, without `inspect`)
    undocumented = not own.get("__doc__")
    if undocumented:
        cls.__doc__ = "(record)"
    annotations, named = _plain_annotations(cls)
    try:
        made: Any = dataclasses.dataclass(cls, init=False, repr=False, eq=False, frozen=False,
                                          slots=slots)
    finally:
        for params in frozen_bases:
            params.frozen = True
        annotations.update(named)
    for f in made.__dataclass_fields__.values():
        if f.type is _PLAIN:
            f.type = named[f.name]
    every = fields(made)  # (the fields proper: not a ClassVar nor an InitVar)
    if len(every) != len(made.__dataclass_fields__) or any(f.kw_only is True or not f.init
                                                           for f in every):
        raise TypeError(f"{cls.__name__}: a record has plain fields only")
    names = tuple(f.name for f in every)
    _check_order(made, every)
    if undocumented:
        made.__doc__ = made.__name__ + _signature(every)
    params = made.__dataclass_params__
    params.init = params.repr = params.eq = params.frozen = True
    if "__init__" not in own:
        made.__init__ = _lazy_init(made)
    if "__repr__" not in own:
        made.__repr__ = _repr_of(tuple(f.name for f in every if f.repr))
    if "__eq__" not in own:
        compared = [f.name for f in every if f.compare]
        made.__eq__ = _lazy(made, "__eq__", (
            f"def __eq__(self, other):\n    if other.__class__ is self.__class__:\n"
            f"        return {_tuple('self', compared)}=={_tuple('other', compared)}\n"
            f"    return NotImplemented\n"))
    if not explicit_hash:
        hashed = [f.name for f in every if (f.compare if f.hash is None else f.hash)]
        made.__hash__ = _lazy(made, "__hash__", (
            f"def __hash__(self):\n    return hash({_tuple('self', hashed)})\n"))
    if "__setattr__" in own or "__delattr__" in own:
        raise TypeError(f"Cannot overwrite attribute __setattr__ in class {cls.__name__}")
    made.__setattr__, made.__delattr__ = _frozen_stores(made, names)
    if slots:  # (pickling and copying a frozen slotted class, as `dataclass` gives it)
        if "__getstate__" not in own:
            made.__getstate__ = _getstate
        if "__setstate__" not in own:
            made.__setstate__ = _setstate
    result: type[T] = made
    return result


# `dataclass` reads each annotation written as text (all of ours: `from __future__ import
# annotations`) three times over with a regular expression, to tell a ClassVar, an InitVar or
# KW_ONLY (a quarter of what a record costs to make). `_plain_annotations` tells them once, as it
# does (the annotation's first name, looked up in the class's module), and when there are none
# lets `dataclass` read a stand-in for the text, each field's own text given back afterwards.
_PLAIN = object()  # (no ClassVar, InitVar nor KW_ONLY: a plain field)
_NAMES = getattr(dataclasses, "_MODULE_IDENTIFIER_RE", None)
_FIRST: dict[str, tuple[str | None, str] | None] = {}  # annotation -> (module, name) it starts with


def _plain_annotations(cls: type) -> tuple[dict[str, Any], dict[str, str]]:
    """The class's own annotations, and those of its text annotations now replaced by `_PLAIN`
    (none when one may be a ClassVar, an InitVar or KW_ONLY: `dataclass` reads them itself)."""
    annotations = cls.__dict__.get("__annotations__")
    module = sys.modules.get(cls.__module__)
    if not isinstance(annotations, dict) or _NAMES is None or module is None:
        return {}, {}
    named = {name: a for name, a in annotations.items() if isinstance(a, str)}
    if any(_special(a, module.__dict__) for a in named.values()):
        return {}, {}
    for name in named:
        annotations[name] = _PLAIN
    return annotations, named


def _special(annotation: str, scope: dict[str, Any]) -> bool:
    """Whether `dataclass` takes the text `annotation` of a class of the module `scope` for a
    ClassVar, an InitVar or KW_ONLY (its `_is_type`, for the three at once)."""
    if annotation not in _FIRST:
        match = _NAMES.match(annotation) if _NAMES is not None else None
        _FIRST[annotation] = (match.group(1), match.group(2)) if match else None
    first = _FIRST[annotation]
    if first is None:
        return False
    module, name = first
    if module is None:
        found = scope.get(name)
    elif scope.get(module) is typing:
        found = typing.__dict__.get(name)
    elif scope.get(module) is dataclasses:
        found = dataclasses.__dict__.get(name)
    else:
        return False
    generic: Any = getattr(typing, "_GenericAlias", None)  # (what `ClassVar[int]` is)
    return (found is typing.ClassVar or found is dataclasses.InitVar
            or found is dataclasses.KW_ONLY or type(found) is dataclasses.InitVar
            or (type(found) is generic and getattr(found, "__origin__", None) is typing.ClassVar))


def _check_order(cls: type, every: tuple[Field[Any], ...]) -> None:
    seen_default = False
    for f in every:
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
        if f.name == "self":
            raise TypeError(f"{cls.__name__}: a record has no field named 'self'")


def _signature(every: tuple[Field[Any], ...]) -> str:
    """`__init__`'s signature as `inspect` writes it, "(a: 'int', b: 'str' = 'x')" (the
    annotations are strings)."""
    params = []
    for f in every:
        text = f"{f.name}: {f.type!r}" if isinstance(f.type, str) else f.name
        if f.default_factory is not MISSING:
            text += " = <factory>"
        elif f.default is not MISSING:
            text += f" = {f.default!r}"
        params.append(text)
    return f"({', '.join(params)})"


def _lazy_init(cls: type) -> Callable[..., None]:
    """An `__init__` that writes the class's own the first time it is called (a class defined
    at start but not used before the first frame costs nothing)."""
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init = _init_of(cls)
        cls.__init__ = init  # type: ignore[misc]
        init(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _init_of(cls: type) -> Callable[..., None]:
    """`__init__` as `dataclass` writes it for a frozen class: each field stored past the frozen
    `__setattr__`, a default factory called when its field is not given, then `__post_init__`."""
    scope: dict[str, Any] = {"__name__": cls.__module__, "__dataclass_builtins_object__": object,
                             "_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY}
    params, lines = ["self"], []
    for f in fields(cls):
        value = f.name
        if f.default_factory is not MISSING:
            scope[f"_dflt_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_HAS_DEFAULT_FACTORY")
            value = f"_dflt_{f.name}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}"
        elif f.default is not MISSING:
            scope[f"_dflt_{f.name}"] = f.default
            params.append(f"{f.name}=_dflt_{f.name}")
        else:
            params.append(f.name)
        lines.append(f"    __dataclass_builtins_object__.__setattr__(self,{f.name!r},{value})")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = (f"def __init__({','.join(params)}):\n" + ("\n".join(lines) or "    pass") + "\n")
    init: Callable[..., None] = compiled("__init__", source, scope)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


class _HasDefaultFactory:
    def __repr__(self) -> str:
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HasDefaultFactory()
_repr_running: set[tuple[int, int]] = set()


def _tuple(name: str, fields: list[str]) -> str:
    """"(self.a,self.b,)": the fields of `name` as a tuple, as `dataclass` writes it."""
    return f"({','.join(f'{name}.{field}' for field in fields)},)" if fields else "()"


def _lazy(cls: type, name: str, source: str) -> Callable[..., Any]:
    """The method `name` of `cls`, written as `dataclass` writes it (`source`) the first time it
    is called (equality and hashing: most records are never compared before the first frame)."""
    def method(self: Any, *args: Any) -> Any:
        made: Callable[..., Any] = compiled(name, source, {"__name__": cls.__module__})
        made.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, made)
        return made(self, *args)

    method.__qualname__ = f"{cls.__qualname__}.{name}"
    return method


def _repr_of(names: tuple[str, ...]) -> Callable[[Any], str]:
    def __repr__(self: Any) -> str:
        running = id(self), get_ident()
        if running in _repr_running:  # (an object inside itself, as `dataclass` shows it)
            return "..."
        _repr_running.add(running)
        try:
            inside = ", ".join([f"{name}={getattr(self, name)!r}" for name in names])
        finally:
            _repr_running.discard(running)
        return f"{self.__class__.__qualname__}({inside})"

    return __repr__


def _frozen_stores(owner: type, names: tuple[str, ...]) -> tuple[Callable[..., None],
                                                               Callable[..., None]]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is owner or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(owner, self).__setattr__(name, value)  # type: ignore[arg-type]

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is owner or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(owner, self).__delattr__(name)  # type: ignore[arg-type]

    return __setattr__, __delattr__


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, f.name) for f in fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for f, value in zip(fields(self), state, strict=False):
        _set(self, f.name, value)
