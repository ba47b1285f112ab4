"""The twelve characters of the court of Louis XIV, each with a portrait of its own (drawn by
`ui/portraits`) and the short name printed on its board and influence cards (the full name is
in the tooltip).

Told apart first by the head: Anne's crown on a widow's veil, Marie-Thérèse's crown on wide
Spanish hair, Mazarin's red biretta, Turenne's plumed hat, Colbert's black skullcap,
Maintenon's black hood, the great wigs of Philippe (with ribbons), the Dauphin and Louvois
(powdered); then by what they hold: a rose, a fan, the dolphin, a mirror, a sword, a quill, a
book, a lily, a marshal's baton, a cannon.
"""

from __future__ import annotations

from medici_table.ui import portraits
from medici_table.ui.portraits import Sitter

BLOND = "#c9a35a"
DARK = "#3a2818"
BROWN = "#6a4424"

SITTERS: dict[int, Sitter] = {
    1: Sitter(coat="#1e1a1c", dress="gown", collar="lace", hair="parted", hair_colour=BROWN,
              hat="veil_crown", hat_colour="#17141a", woman=True, old=True, jewel="pearls cross",
              trim="#3a3034", field="#d9c9a8"),
    2: Sitter(coat="#c0587e", dress="coat", collar="jabot", hair="wig", hair_colour="#231a16",
              hat="bows", hat_colour="#f08cb4", prop="rose", jewel="earring patch",
              trim="#f1d98a", field="#e6d6c0"),
    3: Sitter(coat="#7a1f3a", dress="gown", collar="", hair="spanish", hair_colour="#d8c078",
              hat="small_crown", woman=True, prop="fan", jewel="pearls", trim="#e8c860",
              hat_colour="#2f4f8e", field="#d8d0e0"),
    4: Sitter(coat="#aeb6bf", dress="armour", collar="jabot", hair="wig", hair_colour="#7a5028",
              prop="dolphin", sash="#2f5fb0", trim="#d9b03c", field="#cfdbe6"),
    5: Sitter(coat="#2f5fa8", dress="gown", collar="", hair="curls", hair_colour=BLOND,
              hat="aigrette", woman=True, prop="mirror", jewel="pearls patch",
              trim="#f1d98a", field="#e8d6dc"),
    6: Sitter(coat="#aeb6bf", dress="armour", collar="lace", hair="long", hair_colour=DARK,
              prop="sword", nose="large", trim="#d9b03c", field="#e0cfb0"),
    7: Sitter(coat="#1c1a1e", dress="coat", collar="rabat", hair="long", hair_colour=DARK,
              hat="calotte", beard="moustache", prop="quill", trim="#3a3638",
              field="#d8ccb0"),
    8: Sitter(coat="#2a2024", dress="gown", collar="high", hair="parted", hair_colour=DARK,
              hat="veil", hat_colour="#141216", woman=True, prop="book", jewel="cross",
              trim="#4a4044", field="#d0c8bc"),
    9: Sitter(coat="#8fb8de", dress="gown", collar="lace", hair="ringlets",
              hair_colour="#d8b86a", woman=True, prop="lily", jewel="pearls",
              trim="#f7f2e8", field="#dbe6d4"),
    10: Sitter(coat="#aeb6bf", dress="armour", collar="rabat", hair="long", hair_colour=BROWN,
               hat="plumed_hat", hat_colour="#2a2220", beard="moustache", prop="baton",
               trim="#d9b03c", field="#d6d8c4", old=False),
    11: Sitter(coat="#b3202a", dress="cape", collar="rabat", hair="short", hair_colour=BROWN,
               hat="biretta", hat_colour="#b3202a", beard="goatee", jewel="cross",
               trim="#f1d98a", field="#e6d2c0"),
    12: Sitter(coat="#24305a", dress="coat", collar="jabot", hair="wig", hair_colour="#d9d4cc",
               prop="cannon", trim="#d9b03c", field="#d4d0c4", old=True),
}

# the name printed on a board or a card, short enough to be read at the table's usual zoom
SHORT = {1: ("Anne", "Anne"), 2: ("Philippe", "Philippe"), 3: ("Maria Theresa", "Marie-Thérèse"),
         4: ("The Dauphin", "Le Dauphin"), 5: ("Montespan", "Montespan"), 6: ("Condé", "Condé"),
         7: ("Colbert", "Colbert"), 8: ("Maintenon", "Maintenon"),
         9: ("La Vallière", "La Vallière"), 10: ("Turenne", "Turenne"),
         11: ("Mazarin", "Mazarin"), 12: ("Louvois", "Louvois")}


def portrait(number: int) -> str:
    """The portrait's name of character `number` (for `portraits.draw`)."""
    return f"louis_xiv.{number}"


def short_name(number: int, lang: str) -> str:
    en, fr = SHORT[number]
    return fr if lang == "fr" else en


for _number, _sitter in SITTERS.items():
    portraits.register(portrait(_number), _sitter)
