"""What the window needs before its first frame from `ui/saves.py` and `ui/botrunner.py`, kept
here so that it imports neither (they cost ~10 ms each) while all three read one definition."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from medici_table.app.autosave_paths import folder_from_env

PERSON = "person"  # a seat played by a person; the others are computer players of a level


def autosave_folder(settings: QSettings) -> Path:
    """$MEDICI_TABLE_DATA_DIR/autosave; beside an explicit settings file; else the user data folder."""
    if settings.format() == QSettings.Format.IniFormat:
        default = Path(settings.fileName()).parent / "autosave"
    else:  # (its enums: only when asked)
        from PySide6.QtCore import QStandardPaths

        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        default = Path(base) / "autosave"
    return folder_from_env(default)
