"""The table's own words in French and English, with Qt's translation tools.

Every user-visible string of `medici_table/ui/` goes through `tr("text", field=...)` (or is
marked with `noop("text")` where it is stored and translated later). `pyside6-lupdate` collects
them into `translations/medici_table_<lang>.ts` (the sources, in the repository); the `.qm`
catalogue Qt loads is the one shipped beside the `.ts` (the installer's build step makes it), or
else compiled by `pyside6-lrelease` on first use into the user's cache folder — never into the
program's own folder — so a fresh `pip install -e .` speaks French at once. Without
`pyside6-lrelease` the `.ts` is read directly. Game text (cards, boards, the rules' sentences)
comes from the YAML and the games in both languages instead.

    python -m medici_table.ui.i18n update    # after changing strings: refresh the .ts sources
    python -m medici_table.ui.i18n release   # compile the .qm (the installer's build step)
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from medici_table.engine.resources import user_cache

LANGS = ("en", "fr")  # English is the source language
TRANSLATIONS = Path(__file__).with_name("translations")
CONTEXT = ""  # `tr()` outside a class: lupdate files every string under the empty context
_LANG = ["en"]
_installed: list[QTranslator] = []  # the table's catalogue
_qt_own: list[QTranslator] = []  # Qt's catalogue (qtbase_<lang>.qm, shipped with PySide6)


def noop(text: str) -> str:
    """Mark `text` for translation where it is kept to be translated later by `tr(text)`."""
    return text


def system_lang() -> str:
    """The language of the system locale if the table speaks it, else English."""
    code = QLocale.system().name()[:2]
    return code if code in LANGS else "en"


def ts_path(lang: str) -> Path:
    return TRANSLATIONS / f"medici_table_{lang}.ts"


def _tool(name: str) -> str | None:
    import shutil  # this module's tools run when the catalogue is built, not at start-up

    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.is_file() else shutil.which(name)


def compile_qm(lang: str, out_dir: Path | None = None) -> Path | None:
    """`pyside6-lrelease` the .ts of `lang` into `out_dir` (default: beside it); None if it can't."""
    import subprocess

    tool = _tool("pyside6-lrelease")
    ts = ts_path(lang)
    if tool is None or not ts.is_file():
        return None
    qm = (out_dir or TRANSLATIONS) / ts.with_suffix(".qm").name
    part = qm.with_name(f"{qm.name}.{os.getpid()}.part")  # another process may read qm meanwhile
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([tool, "-silent", str(ts), "-qm", str(part)], check=True,
                       capture_output=True, timeout=60)
        os.replace(part, qm)
    except (OSError, subprocess.SubprocessError):
        part.unlink(missing_ok=True)
        return None
    return qm if qm.is_file() else None


def cache_folder(ts: Path) -> Path:
    """Where a catalogue compiled from `ts` is kept in medici-table's cache folder: one folder per
    content of the .ts, so that another checkout's or version's catalogue is never taken for it."""
    import hashlib

    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16] if ts.is_file() else "none"
    return user_cache("translations", digest)


def qm_file(lang: str) -> Path | None:
    """The compiled catalogue of `lang`: the one shipped beside its .ts, else one built in the
    user's cache (now, if missing or older than the .ts). Nothing is written beside the code."""
    ts = ts_path(lang)
    built_here = cache_folder(ts)
    for folder in (TRANSLATIONS, built_here):
        qm = folder / ts.with_suffix(".qm").name
        if qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime):
            return qm
    return compile_qm(lang, built_here)


@cache
def ts_catalogue(lang: str) -> dict[str, str]:
    """source -> translation read from the .ts itself (when no .qm can be built)."""
    import xml.etree.ElementTree as ET  # noqa: N817 (the usual name)

    ts = ts_path(lang)
    if not ts.is_file():
        return {}
    out: dict[str, str] = {}
    for message in ET.parse(ts).getroot().iter("message"):
        source, translation = message.findtext("source"), message.find("translation")
        if source and translation is not None and translation.text \
                and translation.get("type") not in ("unfinished", "vanished", "obsolete"):
            out[source] = translation.text
    return out


# Qt's own catalogue misses a few words its dialogs show (Qt's file dialog, where the system
# has none of its own: Linux without a desktop's theme): (context, source) -> the words
QT_GAPS: dict[str, dict[tuple[str, str], str]] = {
    "fr": {("QFileDialog", "&Look in:"): "&Voir dans\u00a0:",
           ("QFileDialog", "Files of &type:"): "&Fichiers de type\u00a0:"},
}


class QtGaps(QTranslator):
    """The words of `QT_GAPS` for one language: asked last, when Qt's catalogue has none."""

    def __init__(self, words: dict[tuple[str, str], str], parent: QCoreApplication) -> None:
        super().__init__(parent)
        self.words = words

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return not self.words

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return self.words.get((context, source), "")


def set_lang(lang: str) -> None:
    """Speak `lang` from now on (Qt's translators are swapped: open widgets get a LanguageChange)."""
    _LANG[0] = lang if lang in LANGS else "en"
    app = QCoreApplication.instance()
    if app is None:
        return
    for old in (*_installed, *_qt_own):
        app.removeTranslator(old)
    _installed.clear()
    _qt_own.clear()
    if _LANG[0] == "en":
        return
    gaps = QtGaps(QT_GAPS.get(_LANG[0], {}), app)  # installed first: asked last
    app.installTranslator(gaps)
    _qt_own.append(gaps)
    qm = qm_file(_LANG[0])
    translator = QTranslator(app)
    if qm is not None and translator.load(str(qm)):
        app.installTranslator(translator)
        _installed.append(translator)
    qt_words = QTranslator(app)  # Qt's own words: the OK/Cancel of dialogs, a line edit's menu
    if qt_words.load(f"qtbase_{_LANG[0]}",
                     QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_words)
        _qt_own.append(qt_words)


def lang() -> str:
    return _LANG[0]


def tr(text: str, **fields: object) -> str:
    """`text` in the table's language, with `{fields}` filled in."""
    out = text
    if _LANG[0] != "en":
        if _installed:
            out = QCoreApplication.translate(CONTEXT, text)
        else:
            out = ts_catalogue(_LANG[0]).get(text, text)
    return out.format(**fields) if fields else out


def names_said(names: list[str]) -> str:
    """Names as a sentence says them: "Ada, Bo and Cy", "Carine, Michel et Sybille"."""
    if len(names) < 2:
        return "".join(names)
    return tr("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])


def moment(seconds: float, lang: str) -> str:
    """A date and time in the table's language, one way everywhere ("27 Nov 2026, 13:42", "27
    nov. 2026, 13:42"): the list of finished games, the offer to resume a game."""
    from PySide6.QtCore import QDateTime  # (its type: made when a date is first written)

    locale = QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English,
                     QLocale.Country.France if lang == "fr" else QLocale.Country.UnitedKingdom)
    day, _, time = locale.toString(QDateTime.fromSecsSinceEpoch(int(seconds)),
                                   "d MMM yyyy, HH:mm").partition(", ")
    # the date held together: a line broken within it read "le 27" then "nov. 2026, 16:51"
    return day.replace(" ", "\u00a0") + (", " + time if time else "")


def sources() -> list[Path]:
    """The modules whose strings are the table's own (the per-game tables speak for themselves)."""
    return sorted(Path(__file__).parent.glob("*.py"))


def update() -> None:
    """Run `pyside6-lupdate` over the table's modules into every translated language's .ts."""
    import subprocess

    tool = _tool("pyside6-lupdate")
    if tool is None:
        raise SystemExit("pyside6-lupdate not found (it comes with PySide6)")
    root = Path(__file__).parent
    for code in LANGS[1:]:
        subprocess.run([tool, *[str(p.relative_to(root)) for p in sources()],
                        "-tr-function-alias", "QT_TR_NOOP+=noop", "-locations", "none",
                        "-no-obsolete", "-target-language", f"{code}_FR" if code == "fr" else code,
                        "-source-language", "en", "-ts", str(ts_path(code).relative_to(root))],
                       check=True, cwd=root)


def release() -> None:
    for code in LANGS[1:]:
        if compile_qm(code) is None:
            raise SystemExit(f"could not compile {ts_path(code)} (is pyside6-lrelease installed?)")


if __name__ == "__main__":
    {"update": update, "release": release}[sys.argv[1] if len(sys.argv) > 1 else "release"]()
