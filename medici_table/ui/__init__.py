"""The Qt table of Medici Table: a view of the engine's states and a source of its moves.

PySide6 6.12.0 drops a reference to `None` (and to `True`/`False`) on every call of a method
that returns nothing, which aborts CPython 3.11 after a few thousand calls ("deallocating
None"); `pyproject.toml` therefore asks for PySide6 < 6.12, and `tests/ui/test_binding.py`
fails if the installed binding leaks such references again.
"""

from __future__ import annotations

import sys
from types import ModuleType


def _pyside_skips_our_sources() -> None:
    """PySide looks for `from __feature__ import ...` in every module imported after it, by
    reading the module's whole source (`inspect.getsource`): the ~45 modules of the welcome
    screen's first frame cost it 10-12 ms, and the ~35 modules of Python's own library that
    they import (`typing`, `inspect`, `dataclasses`... each read whole) as much again. None of
    ours uses a feature: each is entered in PySide's table as its reading would find it — 0
    ("no feature") for the table's modules, -1 ("not PySide's") for the engine, rules and files,
    which import no Qt, and for Python's own modules (PySide's reading finds no "PySide6" in
    them: -1). Anything else goes to PySide as before; a PySide without that hook
    (`shibokensupport.feature`) is left alone."""
    try:
        import PySide6  # noqa: F401 (sets up the hook)
        from shibokensupport import feature  # type: ignore[import-not-found]
    except ImportError:
        return
    table, original = getattr(feature, "pyside_feature_dict", None), feature.feature_imported
    if not isinstance(table, dict) or getattr(original, "ours", False):
        return
    python_own = sys.stdlib_module_names

    def imported(module: ModuleType) -> None:
        name = getattr(module, "__name__", "")
        if not isinstance(name, str) or name in table:
            original(module)
        elif name.startswith("medici_table."):
            table[name] = 0 if name.startswith(__name__ + ".") else -1
        elif name.partition(".")[0] in python_own:
            table[name] = -1
        else:
            original(module)

    imported.ours = True  # type: ignore[attr-defined]
    feature.feature_imported = imported


_pyside_skips_our_sources()
