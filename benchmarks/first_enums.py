"""Where a start makes Qt's namespace, and which enum families it has made by its first frame.

    python -m benchmarks.first_enums welcome|resume|<game id> SETTINGS.ini [--list]

Naming `PySide6.QtCore.Qt` (an import, an attribute), or calling an overloaded Qt function
whose overloads PySide weighs against one of its enums (`QPainter.setPen`, `setBrush`,
`fillRect`, `QPen(QColor)`, `QBrush(QColor)`, `QColor(QColor)`, `QImage.fill`...), makes the
namespace's 93 enums at once (~22 ms, ~90 M instructions). The first frame of the welcome
screen and of a table (`--game`, the hot seat's curtain lifted, as `ui_startup.py` measures it)
should not need them. This child starts the program as `ui_startup.py` does, watches every
call with a profile hook (which slows the start about threefold: no timing here) and prints,
at the first painted frame:

    made: FILE:LINE <- CALLER:LINE ... | the line     (or `made: -` when it was not made)
    enums: N                                           (the enum classes made so far)

and, with `--list`, the names of those enum classes. Start it twice with the same cache
folder: the first start draws the table's pictures, the second reads them back, as a player's
every start after the first does. (`tests/ui/test_first_enums.py` keeps the table starts free
of the namespace.)
"""

from __future__ import annotations

import enum
import gc
import os
import sys
import traceback
from types import FrameType
from typing import Any

import PySide6.QtCore as core

_made: list[str] = []
_listed = "--list" in sys.argv


def _watch(frame: FrameType, event: str, arg: Any) -> None:
    if "Qt" in core.__dict__:  # (the namespace is entered into the module once made)
        sys.setprofile(None)
        ours = [f for f in traceback.extract_stack(frame) if "medici_table" in f.filename]
        where = " <- ".join(f"{f.filename.split('medici_table/')[-1]}:{f.lineno}"
                            for f in ours[::-1][:4])
        _made.append(f"{where} | {(ours[-1].line or '') if ours else ''}")


def _painted() -> None:
    """The first frame is painted: lift the curtain as `startup_trace` does, report, end."""
    sys.setprofile(None)
    from PySide6.QtWidgets import QApplication

    from medici_table.ui.window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.welcome is None:
            widget.table.curtain.lift()
            widget.table.view.viewport().repaint()
    if not _made and "Qt" in core.__dict__:  # (made by the repaint's last call)
        _made.append("? (the last call of the frame)")
    print(f"made: {_made[0] if _made else '-'}")
    names = sorted(t.__qualname__ for t in gc.get_objects() if isinstance(t, enum.EnumType))
    print(f"enums: {len(names)}")
    if _listed:
        print(" ".join(names))
    sys.stdout.flush()
    os._exit(0)


def main() -> int:
    import benchmarks.ui_startup as startup
    import medici_table.ui.startup_trace as trace

    trace.table_painted = _painted
    sys.argv = sys.argv[:3]
    sys.setprofile(_watch)
    return startup.main()


if __name__ == "__main__":
    raise SystemExit(main())
