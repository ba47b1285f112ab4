"""`engine.records.record` makes the class `@dataclass(frozen=True)` makes (`slots=True` too):
the same fields, constructor, equality, hash, repr, frozen stores, pickling and copying, and
`fields`/`replace`/`asdict` work on it. Checked on small classes that use each feature, and on
every record of the program against a dataclass made from the same fields."""

from __future__ import annotations

import copy
import dataclasses
import importlib
import pickle
import pkgutil
import typing
from dataclasses import KW_ONLY, FrozenInstanceError, InitVar, asdict, dataclass, field, fields, replace
from typing import Any, ClassVar

import pytest

import medici_table
from medici_table.engine.records import record


@record
class Plain:
    a: int
    b: str = "b"
    c: tuple[int, ...] = field(default_factory=tuple)
    d: float = field(default=1.5, compare=False)
    e: str = field(default="hidden", repr=False)


@dataclass(frozen=True)
class PlainDC:
    a: int
    b: str = "b"
    c: tuple[int, ...] = field(default_factory=tuple)
    d: float = field(default=1.5, compare=False)
    e: str = field(default="hidden", repr=False)


@record(slots=True)
class Slotted:
    x: int
    y: Any = None


@dataclass(frozen=True, slots=True)
class SlottedDC:
    x: int
    y: Any = None


@record(slots=True)
class Base:
    pass


@record(slots=True)
class Child(Base):
    n: int
    tag: str = ""


@record
class OwnEq:
    v: int

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OwnEq) and abs(self.v - other.v) < 2

    def __hash__(self) -> int:
        return 0


@record
class Checked:
    n: int
    made: list[int] = field(default_factory=list, compare=False, hash=False)

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("n must be at least 0")
        self.made.append(self.n)


def _same(ours: Any, theirs: Any) -> None:
    """Two objects made alike behave alike: repr (with the class's name swapped), hash,
    equality with a copy and with a changed object, frozen stores, pickling and copying."""
    assert repr(ours) == repr(theirs).replace(type(theirs).__qualname__,
                                              type(ours).__qualname__, 1)
    assert hash(ours) == hash(theirs)
    names = [f.name for f in fields(ours)]
    assert names == [f.name for f in fields(theirs)]
    assert asdict(ours) == asdict(theirs)
    assert ours == copy.copy(ours) == pickle.loads(pickle.dumps(ours)) == copy.deepcopy(ours)
    for name in names:
        with pytest.raises(FrozenInstanceError, match=f"cannot assign to field '{name}'"):
            setattr(ours, name, 1)
        with pytest.raises(FrozenInstanceError, match=f"cannot delete field '{name}'"):
            delattr(ours, name)


def test_a_record_is_the_dataclass_it_stands_for() -> None:
    for args in ((1,), (2, "x"), (3, "y", (1, 2), 9.0, "z")):
        _same(Plain(*args), PlainDC(*args))
    assert Plain(1, d=2.0) == Plain(1, d=3.0)  # (not compared)
    assert "e=" not in repr(Plain(1))
    assert Plain(1) != PlainDC(1) and Plain(1).__eq__(PlainDC(1)) is NotImplemented
    assert Plain(1).c is not Plain(1).c or Plain(1).c == ()
    assert replace(Plain(1, "q"), a=5) == Plain(5, "q")
    assert Plain.__match_args__ == PlainDC.__match_args__
    assert Plain.__doc__ == PlainDC.__doc__.replace("PlainDC", "Plain")  # (its signature)
    assert Slotted.__doc__ == SlottedDC.__doc__.replace("SlottedDC", "Slotted")
    assert dataclasses.is_dataclass(Plain) and Plain.__dataclass_params__.frozen
    with pytest.raises(TypeError):
        Plain()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Plain(1, 2, 3, 4, 5, 6)  # type: ignore[call-arg]


def test_slotted_records_inherit_and_hold_no_dict() -> None:
    _same(Slotted(1, (2, 3)), SlottedDC(1, (2, 3)))
    assert Slotted.__slots__ == SlottedDC.__slots__ and not hasattr(Slotted(1), "__dict__")
    child = Child(4, "t")
    assert isinstance(child, Base) and [f.name for f in fields(child)] == ["n", "tag"]
    assert repr(child) == "Child(n=4, tag='t')" and child == Child(4, "t") != Child(4)
    with pytest.raises(FrozenInstanceError):
        child.n = 5  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(child)) == child
    assert repr(Base()) == "Base()" and Base() == Base() and hash(Base()) == hash(())


def test_a_records_own_methods_and_post_init_are_kept() -> None:
    assert OwnEq(1) == OwnEq(2) and hash(OwnEq(7)) == 0
    assert Checked(3).made == [3]
    with pytest.raises(ValueError, match="at least 0"):
        Checked(-1)


def test_a_record_inside_itself_repr() -> None:
    box: list[Any] = []
    held = Slotted(1, box)
    box.append(held)
    assert repr(held) == "Slotted(x=1, y=[...])"


def _records() -> list[type]:
    found = []
    for info in pkgutil.walk_packages(medici_table.__path__, "medici_table."):
        if ".net" in info.name or info.name.endswith("__main__"):
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # (a module whose optional dependency is absent)
            continue
        for value in vars(module).values():
            if (isinstance(value, type) and value.__module__ == module.__name__
                    and dataclasses.is_dataclass(value)
                    and value.__repr__.__module__ == "medici_table.engine.records"):
                found.append(value)
    return found


def test_every_record_of_the_program_behaves_as_its_dataclass() -> None:
    """Each record against a frozen dataclass with its fields (and slots), made from the same
    values: one value per field, then the same with one field changed."""
    records = _records()
    assert len(records) >= 40
    for cls in records:
        if hasattr(cls, "__post_init__"):
            continue  # (checks its values: its own tests make it)
        own = fields(cls)
        twin = dataclasses.make_dataclass(
            cls.__name__, [(f.name, f.type, field(default=f.default,
                                                   default_factory=f.default_factory,
                                                   repr=f.repr, compare=f.compare, hash=f.hash))
                           for f in own],
            frozen=True, slots="__slots__" in vars(cls))
        values = [f"v{i}" for i in range(len(own))]
        ours, theirs = cls(*values), twin(*values)
        assert repr(ours) == repr(theirs), cls
        if "__eq__" not in vars(cls) or cls.__eq__.__module__ == "medici_table.engine.records":
            assert hash(ours) == hash(theirs), cls
            for i in range(len(values)):
                changed = values[:i] + ["other"] + values[i + 1:]
                assert (ours == cls(*changed)) == (theirs == twin(*changed)), (cls, i)
        assert [f.name for f in own] == [f.name for f in fields(twin)], cls
        if own:
            with pytest.raises(FrozenInstanceError):
                setattr(ours, own[0].name, 0)


def test_the_plain_classes_a_first_frame_defines_behave_as_their_dataclasses() -> None:
    """`LineMap` (the welcome screen's) and the table's `Showing` are written by hand: the same
    constructor, equality, hash and repr as the dataclasses they were."""
    from medici_table.engine.yamlload import LineMap
    from medici_table.ui.sequencer import Showing

    @dataclass
    class LineMapDC:
        file: str
        lines: dict[Any, int] = field(default_factory=dict)

    ours, theirs = LineMap("a.yaml", {("k",): 3}), LineMapDC("a.yaml", {("k",): 3})
    assert repr(ours) == "LineMap" + repr(theirs).split("LineMapDC", 1)[1]
    assert ours == LineMap("a.yaml", {("k",): 3}) != LineMap("a.yaml")
    assert LineMap("b").lines == {} and LineMap("b").lines is not LineMap("b").lines
    assert LineMap.__hash__ is None is LineMapDC.__hash__
    ours.lines[("j",)] = 4
    assert ours.line(("j", 0)) == 4

    def show() -> None:
        return None

    item = Showing("sheet", show, title="Scores")
    assert (item.kind, item.show, item.widget, item.title, item.holds, item.shown) == (
        "sheet", show, None, "Scores", True, False)
    assert item.withdraw() is None and item != Showing("sheet", show, title="Scores")
    assert repr(item).startswith("Showing(kind='sheet', show=<function")
    assert repr(item).endswith("title='Scores', holds=True, shown=False)")


CV = ClassVar  # (an alias: `dataclass` takes `x: CV[int]` for a ClassVar too)
IV = InitVar


def test_a_field_s_text_annotation_and_the_markers_read_as_dataclass_reads_them() -> None:
    """`record` tells a ClassVar, an InitVar or KW_ONLY by the annotation's first name, looked
    up in the class's module, as `dataclass` does: a record refuses each (plain fields only,
    ClassVar included), aliases and `typing.`/`dataclasses.` names too; a plain field keeps its
    annotation's text, in `fields` and in `__annotations__`."""
    class Typed:
        a: int
        b: tuple[str, ...] = ()
        c: dict[str, CV] | None = None  # (not a ClassVar: CV is not its first name)

    made = record(Typed)
    assert [(f.name, f.type) for f in fields(made)] == [
        ("a", "int"), ("b", "tuple[str, ...]"), ("c", "dict[str, CV] | None")]
    assert made.__annotations__ == {"a": "int", "b": "tuple[str, ...]",
                                    "c": "dict[str, CV] | None"}

    class WithClassVar:
        a: int
        n: ClassVar[int] = 3

    class WithAlias:
        a: int
        n: CV[int] = 3

    class WithModule:
        a: int
        n: typing.ClassVar[int] = 3

    class WithInitVar:
        a: int
        n: IV[int] = 3

    class WithModuleInitVar:
        a: int
        n: dataclasses.InitVar[int] = 3

    class WithKwOnly:
        a: int
        _: KW_ONLY
        n: int = 3

    for cls in (WithClassVar, WithAlias, WithModule, WithInitVar, WithModuleInitVar,
                WithKwOnly):
        with pytest.raises(TypeError):
            record(cls)
    made_slotted = record(slots=True)(type("S", (), {"__annotations__": {"a": "int"}}))
    assert fields(made_slotted)[0].type == "int" and made_slotted.__annotations__ == {"a": "int"}
