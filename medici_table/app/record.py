"""The record of a game on the table: its session, who sits where, its options and seed (no Qt).

Who sits where is part of the game. Everything that puts a game on the table — a new deal, Open,
Resume, a replay's "Continue from here" (or on with the hidden cards shuffled anew), Play again
— makes a `GameRecord`; saves, autosaves and the archive of finished games are written from one
(`to_save`) and read back into one (`from_save`), seats included. The table has one entrance
that builds the running table from a record and attaches the computer players from its seats
(`ui/seating.py`).

Light on purpose (the window imports it before its first frame): the save format is imported
only when a record is written or read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field, replace
from typing import TYPE_CHECKING, Any

from medici_table.app import seatwords
from medici_table.engine.records import record
from medici_table.engine.rng import Rng, fresh_seed

if TYPE_CHECKING:  # (the session is imported with a game: the seats' words need none of it)
    from medici_table.app.savefile import SaveData
    from medici_table.engine.session import GameSession

# the seats' words (`app/seatwords.py`: the new-game settings read them without the records)
PERSON, COMPUTER, UNKNOWN = seatwords.PERSON, seatwords.COMPUTER, seatwords.UNKNOWN
REMOTE = seatwords.REMOTE


@record
class Seat:
    """Who sits at a place of the table: a person, a computer player of a `level` (one of
    `bots.base.LEVELS`), a friend on another computer who joins with the seat's secret `code`
    (`net/codes.py`), or — a seat of an older save — not known yet (then asked)."""

    name: str
    kind: str = PERSON
    level: str | None = None
    code: str | None = None

    @property
    def computer(self) -> bool:
        return self.kind == COMPUTER

    @property
    def remote(self) -> bool:
        return self.kind == REMOTE

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        if self.code is not None:
            out["code"] = self.code
        return out


def seats_of(names: Sequence[str], kinds: Sequence[str] = (),
             before: Sequence[Seat] = ()) -> tuple[Seat, ...]:
    """Seats from the names and, per seat, "person", "remote" or a computer's level (the
    new-game dialog's words; a missing kind is a person). A remote seat gets a new code,
    unless the same seat of `before` was remote already (its friend keeps the code)."""
    out = []
    for i, name in enumerate(names):
        kind = kinds[i] if i < len(kinds) else PERSON
        if kind == REMOTE:
            kept = before[i].code if i < len(before) and before[i].remote else None
            out.append(Seat(name, REMOTE, code=kept or _new_code()))
        else:
            out.append(Seat(name) if kind in (PERSON, "") else
                       Seat(name, UNKNOWN) if kind == UNKNOWN else Seat(name, COMPUTER, kind))
    return tuple(out)


def _new_code() -> str:
    from medici_table.net.codes import new_code

    return new_code()


def kind_of(seat: Seat) -> str:
    """The new-game dialog's word for a seat: "person", "remote", "unknown" or the computer's
    level."""
    return (seat.level or PERSON) if seat.computer else seat.kind


@record
class GameRecord:
    """A game on the table: the session (state, history, undo) and what it was set up with."""

    session: GameSession
    seats: tuple[Seat, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None

    def __post_init__(self) -> None:
        names = list(self.session.rules.players(self.session.initial))
        if [s.name for s in self.seats] != names:
            raise ValueError(f"the seats {[s.name for s in self.seats]} are not the game's "
                             f"players {names}")
        self.session.people = self.people()  # undo protects what the people saw

    @property
    def game(self) -> str:
        return self.session.rules.id

    @property
    def players(self) -> list[str]:
        return [s.name for s in self.seats]

    def computers(self) -> dict[int, str]:
        """The computer players: seat -> level."""
        return {i: s.level or "normal" for i, s in enumerate(self.seats) if s.computer}

    def people(self) -> frozenset[int]:
        """The seats played by people, here or from another computer (an unknown seat counts
        as a person until told)."""
        return frozenset(i for i, s in enumerate(self.seats) if not s.computer)

    def remotes(self) -> dict[int, str]:
        """The seats friends play from other computers: seat -> code."""
        return {i: s.code for i, s in enumerate(self.seats) if s.remote and s.code}

    def here(self) -> frozenset[int]:
        """The seats played by people at this computer."""
        return frozenset(i for i, s in enumerate(self.seats) if not s.computer and not s.remote)

    @property
    def seats_known(self) -> bool:
        return all(s.kind != UNKNOWN for s in self.seats)

    def with_seats(self, seats: Sequence[Seat]) -> GameRecord:
        return replace(self, seats=tuple(seats))

    def continued(self, session: GameSession) -> GameRecord:
        """The same table (seats, options, seed) playing on with `session`."""
        return replace(self, session=session)

    def may_continue_from(self, index: int) -> bool:
        """Whether play may go on from the position after `index` moves of this (whole) game:
        the rule of undo (`GameSession.may_return_to`: no later move showed a person a secret),
        or the game is over (every hand was shown at its end)."""
        session = self.session
        return session.rules.is_over(session.state) or session.may_return_to(index,
                                                                             self.people())

    def continued_anew(self, session: GameSession, seed: int | None = None) -> GameRecord:
        """The same table playing on from `session`'s position with its hidden part shuffled
        anew (`Rules.reshuffle_hidden`, from `seed` or 64 bits of fresh entropy) — the way on
        from before a move that showed a card (`may_continue_from` refuses it), so that card
        does not come again by design. The shuffled position is the new game's start: neither
        undo nor a replay of it can go back behind the shuffle to the order that was seen."""
        from medici_table.engine.session import GameSession

        rules = session.rules
        rng = Rng.from_seed(fresh_seed() if seed is None else seed)
        state = rules.reshuffle_hidden(session.state, rng)
        return replace(self, session=GameSession(rules, state, session.lang), seed=None)

    def first_continuable(self) -> int:
        """The earliest move after which play may go on (`may_continue_from`)."""
        return next(i for i in range(len(self.session.history) + 1) if self.may_continue_from(i))

    # --- files ----------------------------------------------------------------------------------
    def to_save(self, session: GameSession | None = None) -> SaveData:
        """The save of this game (or of `session`, the same table at another moment)."""
        from medici_table.app import savefile

        return savefile.from_session(session or self.session, self.options, self.seed,
                                     self.seats)

    @classmethod
    def from_save(cls, data: SaveData, session: GameSession) -> GameRecord:
        return cls(session, tuple(data.seats), dict(data.options), data.seed)


def deal(game: str, seats: Sequence[Seat], options: dict[str, Any] | None = None,
         seed: int | None = None, lang: str = "en") -> GameRecord:
    """A new game of `game` for `seats`, dealt from `seed` (a fresh random one if None)."""
    from medici_table import games
    from medici_table.engine.session import GameSession

    rules = games.get(game)
    if seed is None:
        seed = fresh_seed()  # 64 bits of the system's entropy: no deal to guess
    opts = rules.resolve_options(options)
    state = rules.new_game([s.name for s in seats], dict(opts), seed)
    return GameRecord(GameSession(rules, state, lang), tuple(seats), opts, seed)
