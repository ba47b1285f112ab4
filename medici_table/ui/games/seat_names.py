"""A seat's player and House in one label, without saying the name twice: the games where each
seat is a House (Court of the Medici, Les 7 Blasons) offer the Houses' names as the players'
names, and "Aubigny (Aubigny)" read like a stammer."""

from __future__ import annotations

import unicodedata
from functools import lru_cache


@lru_cache(maxsize=256)  # a table asks for each seat at every layout
def _key(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name.casefold())
    return " ".join("".join(ch for ch in plain if not unicodedata.combining(ch)).split())


def same_name(name: str, house: str) -> bool:
    """Whether the player is named after the House (case, accents and spacing aside)."""
    return _key(name) == _key(house)


def seat_label(player: str, house: str) -> str:
    """"House (player)", or the name once when the player is named after the House."""
    return house if same_name(player, house) else f"{house} ({player})"
