"""The eight characters every house of Les 7 Blasons holds, each with its portrait (drawn by
`ui/portraits`), on a ground of its house's colour.

Told apart by the head and what they hold: the Malandrin's hood and dagger, the Manant's straw
hat and pitchfork, the Ménétrier's feathered cap and fiddle, the Magistrat's mortier and scales,
the Religieux's mitre and crosier, the Intendant's chaperon and ledger, the Bourgeoise's coif and
keys, the Bourgeois's beret and purse.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QColor

from medici_table.games.les_7_blasons.data import components
from medici_table.ui import portraits
from medici_table.ui.portraits import Sitter

SITTERS: dict[str, Sitter] = {
    "malandrin": Sitter(coat="#3a3a34", dress="doublet", hair="short", hair_colour="#2a1e16",
                        hat="hood", hat_colour="#34302c", beard="moustache", prop="dagger",
                        trim="#6a6258", jewel="eyemask"),
    "manant": Sitter(coat="#8a6a44", dress="habit", hair="short", hair_colour="#8a5a2a",
                     hat="straw", beard="full", prop="pitchfork"),
    "menetrier": Sitter(coat="#c8342c", dress="motley", collar="", hair="long",
                        hair_colour="#b07a3a", hat="feathered_cap", hat_colour="#2f6b3a",
                        prop="fiddle", trim="#2f6b3a"),
    "magistrat": Sitter(coat="#8a1c22", dress="robe", collar="ermine", hair="short",
                        hair_colour="#8a8480", hat="mortier", beard="pointed", prop="scales",
                        trim="#d9b03c", old=True),
    "religieux": Sitter(coat="#5a2a6a", dress="cape", collar="", hair="short",
                        hair_colour="#8a8480", hat="mitre", prop="crosier", trim="#d9b03c",
                        jewel="cross", old=True),
    "intendant": Sitter(coat="#2f4a3a", dress="robe", collar="fur", hair="short",
                        hair_colour="#4a3020", hat="chaperon", hat_colour="#1e2a44",
                        prop="ledger", trim="#7a5636", jewel="chain"),
    "bourgeoise": Sitter(coat="#6b3a5a", dress="gown", collar="square", hair="parted",
                         hair_colour="#7a4a24", hat="coif", woman=True, prop="keys",
                         trim="#c8a860"),
    "bourgeois": Sitter(coat="#4a5a7a", dress="doublet", collar="fur", hair="short",
                        hair_colour="#5a3a20", hat="beret", hat_colour="#2a2420",
                        beard="full", prop="purse", trim="#c8a860"),
}


def portrait(character: str, house: str) -> str:
    """The portrait's name of a house's character (for `portraits.draw`)."""
    return f"les_7_blasons.{character}.{house}"


def _ground(colour: str) -> str:
    """A pale ground of the house's colour behind its portraits."""
    c = QColor(colour)
    return QColor.fromHslF(c.hslHueF(), min(c.hslSaturationF(), 0.45), 0.86).name()


def register_all() -> None:
    """Register every character's portrait for every house of the game's data."""
    for house, spec in components().houses.items():
        for character, who in SITTERS.items():
            portraits.register(portrait(character, house), replace(who, field=_ground(spec.colour)))


register_all()
