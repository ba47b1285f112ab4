"""The Qt table of Medici Table. Importing it applies the one binding workaround we need.

PySide6 6.12 on CPython 3.11 drops a reference to `None` on every call of a method that returns
nothing (`painter.setPen`, `item.setPos`, ...), and some calls drop one to `True`/`False`: these
are immortal from Python 3.12 on, not before, so after a few thousand calls the interpreter aborts
with "none_dealloc: deallocating None" (or "bool_dealloc"). On Python < 3.12 we give these three
singletons a reference count they can never exhaust, which is what 3.12 does.
"""

from __future__ import annotations

import sys


def _pin_none() -> None:
    if sys.version_info >= (3, 12):
        return
    import ctypes

    for singleton in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is the first field
        if refcnt.value < 1 << 40:
            refcnt.value += 1 << 40


_pin_none()
