"""Help → About: which Medici Table this is (version, commit, Python, Qt, PySide6), the fonts
and art it ships with their licences (`assets/CREDITS.md`), and where it keeps the player's
data — saved games, the autosave, finished games, the settings — each with a button that opens
its folder."""

from __future__ import annotations

import html
import platform
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import PySide6
from PySide6.QtCore import QObject, QSettings, Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QFontMetrics, QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from medici_table.app.archive import archive_folder
from medici_table.app.buildinfo import version_line
from medici_table.engine.resources import asset
from medici_table.ui import folders, theme
from medici_table.ui.i18n import noop, tr
from medici_table.ui.startup import autosave_folder

APP_NAME = "Medici Table"  # the program's name, the same in every language
LICENCE = "GPL-3.0-or-later"
PATH_WIDTH = 470  # pixels of a folder's path; longer ones lose their middle
UrlOpener = Callable[[QUrl], bool]


@dataclass(frozen=True)
class Credit:
    """One row of the table in `assets/CREDITS.md`: | asset (`paths`) | source | licence |."""

    work: str  # the asset's name, in English
    files: tuple[str, ...]  # the paths named in backquotes (its licence's file too)
    source: str
    licence: str

    @property
    def links(self) -> list[str]:
        return re.findall(r"https?://[^\s>)]+", self.source)


# The assets' names in assets/CREDITS.md, marked here so that their French is in the catalogue;
# a name not listed shows in English.
CREDIT_NAMES = (noop("Application icon"), noop("Portraits of the characters"),
                noop("Emblems, charges, tokens, boards, card faces and backs"))


def credits(path: Path | None = None) -> list[Credit]:
    """The rows of the table in `assets/CREDITS.md` (its header and rule left out)."""
    text = (path or asset("CREDITS.md")).read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) != 3 or cells[0] == "asset" \
                or set(cells[0]) <= set("-: "):
            continue
        work = re.sub(r"\s*\(`.*\)\s*$", "", cells[0])
        licence = re.sub(r"\s*\((?![^)]*[/.])[^)]*\)", "", cells[2])  # words aside, a path kept
        rows.append(Credit(work, tuple(re.findall(r"`([^`]+)`", line)), cells[1],
                           licence.replace("`", "")))
    return rows


def versions() -> str:
    """Python, Qt, PySide6 and the system, in one line."""
    return (f"Python {platform.python_version()} · Qt {qVersion()} · PySide6 {PySide6.__version__}"
            f" · {platform.system()} {platform.machine()}")


def data_folders(settings: QSettings, recent: list[str]) -> list[tuple[str, Path, Path]]:
    """(what, path shown, folder to open) for the saved games, the autosave, the finished games
    and the settings."""
    saves = Path(recent[0]).parent if recent else folders.documents()
    autosave = autosave_folder(settings)
    finished = archive_folder(autosave)
    settings_file = Path(settings.fileName())
    return [(noop("Saved games"), saves, saves), (noop("Autosave"), autosave, autosave),
            (noop("Finished games"), finished, finished),
            (noop("Settings"), settings_file, settings_file.parent)]


def existing(folder: Path) -> Path:
    """`folder`, or its nearest parent that exists (a folder not made yet opens where it will be)."""
    while not folder.is_dir() and folder.parent != folder:
        folder = folder.parent
    return folder


def link(url: str) -> str:
    """A web address as a link."""
    return f'<a href="{html.escape(url)}" style="color:#6e4426">{html.escape(url)}</a>'


class AboutDialog(QDialog):
    """About Medici Table; `open_url` opens a folder (QDesktopServices.openUrl, or a test's)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None, recent: list[str] | None = None,
                 lang: str = "en", open_url: UrlOpener | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(tr("About Medici Table"))
        self.setStyleSheet(theme.APP_STYLE + f"QGroupBox {{ color: {theme.GOLD_PALE.name()}; "
                           "margin-top: 14px; padding-top: 6px; } QGroupBox::title { "
                           "subcontrol-origin: margin; left: 8px; }")
        self.setFont(theme.font(12))
        self.open_url: UrlOpener = open_url or QDesktopServices.openUrl
        self.version = version_line()
        layout = QVBoxLayout(self)
        layout.addLayout(self._head())
        layout.addWidget(self._data_box(settings, recent or []))
        layout.addWidget(self._credits_box())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(tr("Copy these details"))
        self.copy_button.setToolTip(
            tr("For a bug report: the version, its commit and the libraries it runs on"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        for button in buttons.buttons():
            button.setFont(theme.font(12))
        layout.addWidget(buttons)
        self.resize(780, 680)

    def _head(self) -> QHBoxLayout:
        row = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(QIcon(str(asset("icons", "medici-table.svg"))).pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(icon)
        text = QVBoxLayout()
        title = QLabel(APP_NAME)
        title.setFont(theme.font(24, bold=True))
        text.addWidget(title)
        lines = [tr("Five Renaissance-court games on one computer, rules enforced."),
                 tr("Version {version}", version=self.version), versions(),
                 tr("Free software under the {licence} licence.", licence=LICENCE)]
        self.details = QLabel("<br>".join(html.escape(line) for line in lines))
        self.details.setFont(theme.font(12))
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text.addWidget(self.details)
        row.addLayout(text, 1)
        return row

    def _data_box(self, settings: QSettings, recent: list[str]) -> QGroupBox:
        box = QGroupBox(tr("Your data"))
        box.setFont(theme.font(13, bold=True))
        grid = QGridLayout(box)
        self.open_buttons: dict[str, QPushButton] = {}
        for i, (what, shown, folder) in enumerate(data_folders(settings, recent)):
            name = QLabel(tr(what))
            name.setFont(theme.font(12, bold=True))
            path = QLabel()
            path.setFont(theme.font(11))
            path.setText(QFontMetrics(path.font()).elidedText(  # the whole path in its tooltip
                str(shown), Qt.TextElideMode.ElideMiddle, PATH_WIDTH))
            path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            path.setToolTip(str(shown))
            button = QPushButton(tr("Open"))
            button.setFont(theme.font(11))
            button.setToolTip(tr("Show this folder in the file manager"))
            button.clicked.connect(lambda _=False, f=folder: self.open_folder(f))
            self.open_buttons[what] = button
            grid.addWidget(name, i, 0)
            grid.addWidget(path, i, 1)
            grid.addWidget(button, i, 2)
        grid.setColumnStretch(1, 1)
        return box

    def _credits_box(self) -> QGroupBox:
        box = QGroupBox(tr("Fonts and art"))
        box.setFont(theme.font(13, bold=True))
        layout = QVBoxLayout(box)
        self.credits = QTextBrowser()
        self.credits.setOpenExternalLinks(True)
        self.credits.setFont(theme.font(11))
        titles = [html.escape(tr(h)) for h in (noop("Work"), noop("Licence"))]
        head = "".join(f"<th align='left'>{title}</th>" for title in titles)
        rows = ""
        for c in credits():
            name = html.escape(tr(c.work))
            sources = "".join(f"<br><small>{link(url)}</small>" for url in c.links)
            rows += f"<tr><td><b>{name}</b>{sources}</td><td>{html.escape(c.licence)}</td></tr>"
        made = "".join(f"<li><b>{html.escape(name)}</b> — {html.escape(by)}</li>"
                       for name, by in game_credits(self.lang))
        note = html.escape(tr(RULES_NOTE))
        file = asset("CREDITS.md")
        target = f"<a href='{QUrl.fromLocalFile(str(file)).toString()}' style='color:#6e4426'>" \
                 f"{html.escape(str(file))}</a>"
        where = tr("Sources and details: {file}", file=target)
        self.credits.setHtml(f"<table cellpadding='4' cellspacing='0'><tr>{head}</tr>{rows}</table>"
                             f"<p>{where}</p><p>{note}</p><ul>{made}</ul>")
        layout.addWidget(self.credits)
        return box

    def open_folder(self, folder: Path) -> bool:
        return bool(self.open_url(QUrl.fromLocalFile(str(existing(folder)))))

    def copy_details(self) -> None:
        text = f"{APP_NAME} {self.version}\n{versions()}\n"
        QGuiApplication.clipboard().setText(text)
        self.copy_button.setText(tr("Copied"))


RULES_NOTE = noop("The rules texts are this project's own words; the games belong to their authors "
                  "and publishers:")


def game_credits(lang: str) -> list[tuple[str, str]]:
    """(name, "authors, publisher") of every game, from its game.yaml."""
    from medici_table import games
    from medici_table.engine.data import load_game_file

    out = []
    for gid in games.available():
        data = load_game_file(gid, "game.yaml", "game").data
        by = ", ".join(str(data[k]) for k in ("authors", "publisher") if data.get(k))
        out.append((games.get(gid).name(lang), by))
    return out


def open_about(window: QWidget, settings: QSettings) -> AboutDialog:
    """Show the About dialog over `window` (the saves' recent list tells where saves go)."""
    manager = window.findChild(QObject, "saves")
    recent = manager.recent() if manager is not None and hasattr(manager, "recent") else []
    dialog = AboutDialog(settings, window, recent, getattr(window, "lang", "en"))
    dialog.open()
    return dialog
