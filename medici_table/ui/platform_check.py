"""Make the QApplication, or say in plain words why Qt's window plugin could not load.

When a system library of Qt's X11 plugin is missing, Qt prints a cryptic hint and aborts
(status 134). `create_application` lets Qt try as usual; only if Qt then reports that no
platform plugin could start does it look at the plugin's libraries (`app/sysreq.py`), print
which are missing and the line that installs them on this system, and exit with status 1.
A normal start costs nothing more than a message handler held during the constructor.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from PySide6.QtCore import QLibraryInfo, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from medici_table.ui.pixcache import paint_serially

if TYPE_CHECKING:
    from medici_table.app.sysreq import Diagnosis, Resolver


def requested_plugins(environ: dict[str, str]) -> list[str]:
    """The platform plugins Qt tries, in order: QT_QPA_PLATFORM's, else its default on Linux
    (Wayland first in a Wayland session, then X11)."""
    named = environ.get("QT_QPA_PLATFORM", "")
    if named:
        return [p.split(":", 1)[0] for p in named.split(";") if p]
    wayland = environ.get("XDG_SESSION_TYPE", "") == "wayland"
    return ["wayland", "xcb"] if wayland else ["xcb"]


def plugin_files(environ: dict[str, str]) -> list[Path]:
    """The library files of the requested plugins, where this Qt looks for them."""
    folders = [Path(p) for p in environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if p]
    folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms")
    files = []
    for name in requested_plugins(environ):
        found = next((f / f"libq{name}.so" for f in folders if (f / f"libq{name}.so").is_file()), None)
        if found is not None:
            files.append(found)
    return files


def explain(environ: dict[str, str], resolve: Resolver | None = None,
            os_release: dict[str, str] | None = None) -> Diagnosis:
    """Why no platform plugin loaded: the requested plugins' missing libraries, the system."""
    from medici_table.app.sysreq import diagnose  # only when Qt failed: nothing more at start-up

    merged: Diagnosis | None = None
    for plugin in plugin_files(environ) or [Path()]:
        found = diagnose(plugin, environ, resolve, os_release)
        if merged is None:
            merged = found
        else:
            merged.missing.extend(m for m in found.missing if m not in merged.missing)
    assert merged is not None
    return merged


def fail(diagnosis: Diagnosis | None, qt_said: list[str]) -> NoReturn:
    """Print the plain message (and, when it explains nothing, what Qt said) and exit 1."""
    if diagnosis is None or (not diagnosis.missing and diagnosis.display):
        sys.stderr.write("\n".join(qt_said) + "\n")
    if diagnosis is not None:
        sys.stderr.write(diagnosis.message() + "\n")
    sys.stderr.flush()
    os._exit(1)  # Qt is inside its constructor and would abort on return: nothing to clean up


def create_application(argv: list[str], resolve: Resolver | None = None) -> QApplication:
    """QApplication(argv); if Qt can start no platform plugin, `fail` with the reason instead
    of Qt's abort. Qt's other messages during the constructor are printed after it, as Qt would."""
    said: list[str] = []

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or "default"
        said.append(message if category == "default" else f"{category}: {message}")
        if mode == QtMsgType.QtFatalMsg:
            fail(explain(dict(os.environ), resolve) if "platform plugin" in message else None, said)

    paint_serially()  # Qt's painting thread pool costs more than it saves here (ui/pixcache.py)
    previous = qInstallMessageHandler(handler)
    try:
        app = QApplication(argv)
    finally:
        qInstallMessageHandler(previous)
    if said:
        sys.stderr.write("\n".join(said) + "\n")
    return app
