"""Help → About: version and commit, Python/Qt/PySide6, the licences of the fonts and art, and the
data folders with a button that opens each (issue 21); in English and French, with screenshots."""

from __future__ import annotations

import json
import platform
import subprocess
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

import PySide6
from PySide6.QtCore import QUrl, qVersion
from PySide6.QtWidgets import QApplication

from medici_table import __version__
from medici_table.app import buildinfo
from medici_table.app.autosave_paths import ENV_FOLDER
from medici_table.engine.resources import asset, project_root
from medici_table.ui import about
from medici_table.ui.i18n import set_lang
from medici_table.ui.startup import autosave_folder

SHOTS = Path(__file__).resolve().parent.parent / "screenshots"


def _open_about(window: Any) -> about.AboutDialog:
    help_menu = window.menuBar().actions()[-1].menu()
    entry = next(a for a in help_menu.actions() if "Medici Table" in a.text())
    entry.trigger()
    dialog = window.findChild(about.AboutDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_about_tells_which_program_this_is_and_where_the_data_lives(make_window: Any,
                                                                   monkeypatch: Any) -> None:
    monkeypatch.delenv(ENV_FOLDER, raising=False)
    window = make_window()
    dialog = _open_about(window)
    opened: list[QUrl] = []
    dialog.open_url = lambda url: opened.append(url) or True
    details = dialog.details.text()
    for part in (__version__, f"Python {platform.python_version()}", f"Qt {qVersion()}",
                 f"PySide6 {PySide6.__version__}", "GPL-3.0-or-later"):
        assert part in details, part
    commit = buildinfo.commit()
    if (project_root() / ".git").exists():
        assert commit and f"commit {commit}" in details
    credits = dialog.credits.toPlainText()
    assert "EB Garamond" in credits and "SIL Open Font License 1.1" in credits
    assert "github.com/octaviopardo/EBGaramond12" in credits and "CREDITS.md" in credits
    assert "Les 7 Blasons" in credits and "Michel Pinon" in credits
    folder = autosave_folder(window.settings)
    dialog.open_buttons["Autosave"].click()
    assert opened[-1].toLocalFile() == str(about.existing(folder))
    dialog.open_buttons["Settings"].click()
    assert opened[-1].toLocalFile() == str(Path(window.settings.fileName()).parent)
    dialog.open_buttons["Saved games"].click()
    assert Path(opened[-1].toLocalFile()).is_dir()
    dialog.copy_button.click()
    assert QApplication.clipboard().text().startswith(f"Medici Table {buildinfo.version_line()}")
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "about-en.png"))


def test_about_in_french(make_window: Any) -> None:
    window = make_window()
    try:
        window.lang_actions["fr"].trigger()
        dialog = _open_about(window)
        assert dialog.windowTitle() == "À propos de Medici Table"
        assert "Logiciel libre sous licence GPL-3.0-or-later." in dialog.details.text()
        assert "Icône de l'application" in dialog.credits.toPlainText()
        assert dialog.open_buttons["Autosave"].text() == "Ouvrir"
        dialog.grab().save(str(SHOTS / "about-fr.png"))
    finally:
        set_lang("en")


def test_saves_open_in_the_folder_of_the_last_save(qapp: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    saved = tmp_path / "games" / "court.medici.json"
    folders = about.data_folders(settings, [str(saved)])
    assert folders[0][1] == tmp_path / "games"
    assert about.existing(tmp_path / "games" / "not" / "yet") == tmp_path


def test_credits_name_every_file_under_assets() -> None:
    rows = about.credits()
    named = [pattern for row in rows for pattern in row.files]
    files = [f"assets/{p.relative_to(asset()).as_posix()}" for p in asset().rglob("*") if p.is_file()]
    missing = [f for f in files if f != "assets/CREDITS.md"
               and not any(fnmatch(f, pattern) or f in pattern for pattern in named)]
    assert not missing, f"assets/CREDITS.md does not name {missing}"
    assert len(rows) >= 3
    for row in rows:
        assert row.work and row.files and row.source and row.licence, row
        assert row.work in about.CREDIT_NAMES or row.work == "EB Garamond", \
            f"{row.work!r}: add it to about.CREDIT_NAMES and translate it"


def test_the_build_records_its_commit_and_a_checkout_asks_git(tmp_path: Path) -> None:
    info = buildinfo.write(tmp_path / buildinfo.FILE)
    assert json.loads((tmp_path / buildinfo.FILE).read_text(encoding="utf-8")) == info
    assert buildinfo.commit(tmp_path) == info["commit"]
    assert buildinfo.git_commit(tmp_path / "nowhere") == ""
    root = project_root()
    if (root / ".git").exists():
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "--short=10", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        assert info["commit"].startswith(head)
        assert buildinfo.version_line().startswith(f"{__version__} (commit {head}")
