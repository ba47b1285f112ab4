"""The Qt table of Medici Table: a view of the engine's states and a source of its moves.

PySide6 6.12.0 drops a reference to `None` (and to `True`/`False`) on every call of a method
that returns nothing, which aborts CPython 3.11 after a few thousand calls ("deallocating
None"); `pyproject.toml` therefore asks for PySide6 < 6.12, and `tests/ui/test_binding.py`
fails if the installed binding leaks such references again.
"""
