"""The look of the table: bundled EB Garamond, colours of the baize, wood, parchment and gold."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QFontDatabase, QPainterPath

if TYPE_CHECKING:  # (its enums: with the table's numbers, not before the first frame)
    from PySide6.QtGui import QRawFont

from medici_table.engine.resources import asset

# EB Garamond as variable fonts (every weight, with accents and lining figures in each): the
# static bold some systems ship lacks é, è and à.
FONT_FILES = ("EBGaramond-Variable.ttf", "EBGaramond-Italic-Variable.ttf")
BUNDLED_FAMILY = "EB Garamond"
FALLBACK_FAMILY = "serif"

BAIZE = QColor("#1f4a33")
BAIZE_DARK = QColor("#10301f")
WALNUT = QColor("#4a2c17")
WALNUT_LIGHT = QColor("#6e4426")
GOLD = QColor("#d4af37")
GOLD_PALE = QColor("#f1d98a")
PARCHMENT = QColor("#f4e8c8")
PARCHMENT_DARK = QColor("#e2cd9a")
INK = QColor("#2b1d12")
HIGHLIGHT = QColor("#ffd54a")
REFUSE = QColor("#e0604f")
RECENT = QColor(190, 230, 255, 210)  # the opponent's last plays, seen after the curtain
# what cannot be used now: greyed, so it never looks like what can (a menu item, a button)
DISABLED_INK = QColor("#8a7a62")
DISABLED_FILL = QColor("#cdbf9f")


@cache
def load_fonts() -> str:
    """Register the bundled fonts once; the family name to use (a serif fallback if missing)."""
    family = ""
    for name in FONT_FILES:
        path = asset("fonts", name)
        if not path.is_file():
            continue
        fid = QFontDatabase.addApplicationFont(str(path))
        families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
        if families and not family:
            family = families[0]
    return family or FALLBACK_FAMILY


@cache
def _raw_fonts() -> tuple[QRawFont, ...]:
    from PySide6.QtGui import QRawFont

    return tuple(QRawFont(str(asset("fonts", name)), 12.0) for name in FONT_FILES
                 if asset("fonts", name).is_file())


def has_glyph(ch: str) -> bool:
    """Whether the bundled fonts draw `ch` themselves (else Qt borrows a system font, and a
    machine without one shows an empty box)."""
    return ch.isspace() or any(f.supportsCharacter(ord(ch)) for f in _raw_fonts())


def _lining(f: QFont) -> QFont:
    """Lining figures: EB Garamond's default old-style 1 and 10 read as I and IO."""
    f.setFeature(QFont.Tag("lnum"), 1)
    f.setFeature(QFont.Tag("onum"), 0)
    return f


def _face(f: QFont, bold: bool, italic: bool) -> QFont:
    """Bold and italic from our variable fonts, never from a system's static EB Garamond.

    The bundled faces are named "Regular" and "Italic"; asking for them by style name and
    setting the weight axis keeps a system's incomplete "12 Bold" from being chosen.
    """
    if f.family() == BUNDLED_FAMILY:
        f.setStyleName("Italic" if italic else "Regular")
        f.setVariableAxis(QFont.Tag("wght"), 700.0 if bold else 400.0)
    else:
        f.setBold(bold)
        f.setItalic(italic)
    return f


def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A table font in points (scene units when drawn on cards)."""
    f = _lining(QFont(load_fonts()))
    f.setPointSizeF(size)
    _face(f, bold, italic)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return f


def pixel_font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font sized in pixels: on cards, where sizes are scene units at any zoom."""
    f = _lining(QFont(load_fonts()))
    f.setPixelSize(max(1, round(px)))
    _face(f, bold, italic)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return f


def number_font(px: float) -> QFont:
    """Numbers that decide the game: the regular face, whose lining figures the bold lacks."""
    return pixel_font(px)


def number_path(text: str, px: float) -> QPainterPath:
    """A number as a path, so it can be filled and outlined (a heavier, crisp figure)."""
    path = QPainterPath()
    path.addText(0, 0, number_font(px), text)
    return path


def darker(colour: str | QColor, factor: int = 160) -> QColor:
    return QColor(colour).darker(factor)


def lighter(colour: str | QColor, factor: int = 150) -> QColor:
    return QColor(colour).lighter(factor)


def luminance(colour: str | QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour (0 black .. 1 white)."""
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: str | QColor, b: str | QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 .. 21); AA asks 4.5 for small text, 3 for large."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


AA = 4.5  # WCAG 2 AA contrast for small text
WHITE_INK = QColor("#fffdf6")
BLACK_INK = QColor("#140c06")


def _named(colour: str | QColor) -> str:
    """A colour's exact name (alpha included), to remember what was worked out for it."""
    return QColor(colour).name(QColor.NameFormat.HexArgb)


def ink_on(background: str | QColor) -> QColor:
    """The ink for text on `background`: the dark ink or the parchment if one reads at AA,
    else the pure white or black that reads best (worked out once per colour: badges, plaques
    and the score panel ask at every move)."""
    return QColor(_ink_on(_named(background)))


@cache
def _ink_on(background: str) -> str:
    for ink in (INK, PARCHMENT) if contrast(INK, background) >= contrast(PARCHMENT, background) \
            else (PARCHMENT, INK):
        if contrast(ink, background) >= AA:
            return _named(ink)
    return _named(max((WHITE_INK, BLACK_INK), key=lambda ink: contrast(ink, background)))


# a player's words in their colour on the walnut (the Scores panel): AA with a margin. At 4.5
# Rochebrune's brown (4.7:1) and Contades' blue (4.5:1) read dim there — brown on brown has no
# hue to set it apart, and the serif's strokes are thin
ON_WALNUT = 6.0


def on_walnut(colour: str | QColor) -> QColor:
    """A player's colour lightened until words of it read on the walnut panels (`ON_WALNUT`);
    the pieces on the table keep the colour itself."""
    return QColor(_on_walnut(_named(colour)))


@cache
def _on_walnut(colour: str) -> str:
    ink = QColor(colour).lighter(150)
    for _ in range(50):
        if contrast(ink, WALNUT) >= ON_WALNUT:
            break
        ink = QColor.fromHslF(ink.hslHueF(), ink.hslSaturationF(),
                              min(1.0, ink.lightnessF() + 0.02))
    return _named(ink)


def ink_of(colour: str | QColor) -> QColor:
    """A family's own colour, darkened until text of it reads on the parchment (AA, 4.5:1)."""
    ink = QColor(colour).darker(150)
    for _ in range(12):
        if contrast(ink, PARCHMENT_DARK) >= AA:
            break
        ink = ink.darker(115)
    return ink


SCROLL_TRACK = QColor("#3a2211")  # a scroll bar's groove: the walnut, a shade deeper

APP_STYLE = f"""
QMainWindow, QDialog {{ background: {WALNUT.name()}; }}
QMenuBar {{ background: {WALNUT.name()}; color: {GOLD_PALE.name()}; }}
QMenuBar::item:selected {{ background: {WALNUT_LIGHT.name()}; }}
QMenu {{ background: {PARCHMENT.name()}; color: {INK.name()}; }}
QMenu::item:selected {{ background: {GOLD_PALE.name()}; }}
QMenu::item:disabled {{ color: {DISABLED_INK.name()}; }}
QMenu::item:disabled:selected {{ background: {PARCHMENT_DARK.name()}; }}
QDockWidget {{ color: {GOLD_PALE.name()}; }}
QDockWidget::title {{ background: {WALNUT_LIGHT.name()}; padding: 4px; }}
QListWidget, QTextEdit, QTreeWidget {{ background: {PARCHMENT.name()}; color: {INK.name()}; }}
QListWidget, QTreeWidget, QTextEdit, QTextBrowser, QLineEdit, QAbstractSpinBox {{
  selection-background-color: {GOLD.name()}; selection-color: {INK.name()}; }}
QStatusBar {{ background: {WALNUT.name()}; color: {GOLD_PALE.name()}; }}
QLabel {{ color: {GOLD_PALE.name()}; }}
QCheckBox, QRadioButton {{ color: {GOLD_PALE.name()}; }}
QPushButton {{ background: {PARCHMENT.name()}; color: {INK.name()};
  border: 1px solid {GOLD.name()}; border-radius: 4px; padding: 4px 12px; }}
QPushButton:hover {{ background: {GOLD_PALE.name()}; }}
QPushButton:focus {{ border: 2px solid {HIGHLIGHT.name()}; }}
QPushButton:disabled {{ background: {DISABLED_FILL.name()}; color: {DISABLED_INK.name()};
  border: 1px dashed {DISABLED_INK.name()}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QScrollBar:vertical {{ background: {SCROLL_TRACK.name()}; width: 12px; margin: 0; }}
QScrollBar:horizontal {{ background: {SCROLL_TRACK.name()}; height: 12px; margin: 0; }}
QScrollBar::handle {{ background: {GOLD.name()}; border-radius: 4px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: 32px; }}
QScrollBar::handle:horizontal {{ min-width: 32px; }}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: {GOLD_PALE.name()}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
"""
