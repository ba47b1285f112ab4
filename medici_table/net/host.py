"""The referee's side of remote play: who is connected as which seat, and what each is sent
(no Qt; the game thread only — the server hands it every checked message there).

A remote seat is a seat of the game record whose kind is `remote`, with its code. The host
sends each connected seat only what `view(state, seat)` shows, its legal moves when it
decides, and the log lines worded from that seat's view of the position before each move, in
English and French (the joiner shows its own language; the rest — prompts of the moves, score
lines, the rules — the joiner words itself from its view). A move is also sent with the log
line, less any field naming a card still hidden from that seat (a spy laid face down), so the
joiner's table can point at what changed. Never the whole state, the deck's order, the seed
or the random generator: the view replaces the generator.

While a remote seat is away (not joined yet, or its connection dropped) the table waits: a
joiner's move is refused with who is awaited, and the host's own table and its computers
wait too (`paused`). A joiner's move is applied only if it comes from the seat that decides,
for the position it was made on (`at`, the number of moves played), and passes the rules'
own guard; a refusal goes to that player alone, with the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from medici_table.app.record import REMOTE, GameRecord
from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rng import Rng
from medici_table.engine.session import GameSession, Step
from medici_table.engine.state import evolve
from medici_table.net import codes
from medici_table.net.protocol import VERSION, Hello, Played, words

Send = Callable[[int, dict[str, Any], bool], None]  # (link, message, close after it)
Witness = Callable[[int, dict[str, Any], Any], None]  # (seat, message, state): tests' hook


def sealed(view: Any) -> Any:
    """`view` with no random generator: games replace theirs while anything is hidden, some
    give the real one back once the game is over; stepped back it would replay every shuffle
    of the game, so a remote seat never gets it."""
    if isinstance(getattr(view, "rng", None), Rng):
        return evolve(view, rng=Rng(0))
    return view


@dataclass
class Link:
    """A connection that said hello with a seat's code."""

    id: int
    seat: int
    code: str = ""  # the code it joined with
    seq: int = 0
    sent: list[Step] = field(default_factory=list)  # the history steps this joiner has


class HostCore:
    """The host's referee for one game record; `send` delivers a message to a link."""

    def __init__(self, record: GameRecord, send: Send,
                 play: Callable[[Move], Any] | None = None,
                 later: Callable[[Callable[[], None]], None] | None = None) -> None:
        """`play` applies a checked move (the table's controller; else the session itself);
        `later` runs a function on the game thread after what is running now (the others'
        messages are made there, after the decider's is sent; else at once)."""
        self.send = send
        self.later = later
        self._dirty: set[int] = set()  # links whose new position is still to be sent
        self._numbers: dict[int, int] = {}  # seat -> the number of its last message
        self.links: dict[int, Link] = {}
        self.by_seat: dict[int, int] = {}
        self.left: set[int] = set()  # seats whose player left the table (not a dropped line)
        self.listeners: list[Callable[[], None]] = []  # presence changed (the host's table)
        self.witness: Witness | None = None
        self._play_hook = play
        self.record = record
        self.session: GameSession = record.session
        self.session.subscribe(self._changed)

    # --- the game on the table -----------------------------------------------------------------
    def rebind(self, record: GameRecord) -> None:
        """Referee `record` from now on (a seat given to the computer, another game): links
        whose seat is no longer remote, or whose code changed, are told goodbye; the others
        are welcomed to the new game when it is another one ("Play again" keeps the codes)."""
        another = record.session is not self.session
        if another:
            self.session.unsubscribe(self._changed)
            self.session = record.session
            self.session.subscribe(self._changed)
        before = self.remote_seats()
        self.record = record
        remote = self.remote_seats()
        # a seat whose code changed is another friend's: the one who left it has not
        self.left = {s for s in self.left
                     if s in remote and s in before and codes.same(before[s], remote[s])}
        for link in list(self.links.values()):
            if link.seat not in remote and another:
                self._drop(link, words("The host dealt a new game without a seat for you.",
                                       "L'hôte a lancé une nouvelle partie, sans place pour "
                                       "vous."), "another")
            elif link.seat not in remote:
                self._drop(link, words(
                    "The computer plays your seat from now on: your code no longer opens it. "
                    "Ask the host if you want it back.",
                    "L'ordinateur joue votre place désormais : votre code ne l'ouvre plus. "
                    "Demandez-la à l'hôte si vous voulez la reprendre."), "computer")
            elif not codes.same(link.code, remote[link.seat]):
                self._drop(link, words("The host dealt a new game with new codes.",
                                       "L'hôte a lancé une nouvelle partie avec de nouveaux "
                                       "codes."), "codes")
        for link in list(self.links.values()):
            link.sent = []
            if another:
                self._welcome(link)
            self._push(link)
        self._presence()

    def remote_seats(self) -> dict[int, str]:
        """Seat -> code of every seat a friend plays from another computer."""
        return {i: s.code for i, s in enumerate(self.record.seats)
                if s.kind == REMOTE and s.code}

    def absent(self) -> list[int]:
        """The remote seats no one is connected as: the table waits for them."""
        return [s for s in self.remote_seats() if s not in self.by_seat]

    @property
    def paused(self) -> bool:
        return bool(self.absent()) and not self.session.rules.is_over(self.session.state)

    def close(self, message: dict[str, str]) -> None:
        """The table closes: every joiner is told, then cut."""
        for link in list(self.links.values()):
            self._drop(link, message, "closed")
        self.session.unsubscribe(self._changed)

    # --- connections ---------------------------------------------------------------------------
    def hello(self, link_id: int, hello: Hello) -> None:
        """A new connection introduces itself: welcomed as its seat, or refused and cut."""
        if hello.version != VERSION:
            self.send(link_id, {"type": "error", "reason": "version", "message": words(
                f"This table speaks version {VERSION} of the protocol and your program "
                f"version {hello.version}: both players need the same version of "
                "Medici Table.",
                f"Cette table parle la version {VERSION} du protocole et votre programme la "
                f"version {hello.version} : il faut la même version de Medici Table des "
                "deux côtés.")}, True)
            return
        seat = self._seat_of(hello.code)
        if seat is None:
            self.send(link_id, {"type": "error", "reason": "code", "message": words(
                "No seat at this table has that code. Check it with the host.",
                "Aucune place de cette table n'a ce code. Vérifiez-le avec l'hôte.")}, True)
            return
        old = self.by_seat.get(seat)
        if old is not None and old in self.links:  # the same friend again: the newer wins
            self._drop(self.links[old], words("You joined again from another connection.",
                                              "Vous avez rejoint depuis une autre connexion."),
                       "elsewhere")
        link = Link(link_id, seat, self.remote_seats()[seat])
        self.links[link_id] = link
        self.by_seat[seat] = link_id
        self.left.discard(seat)
        self._welcome(link)
        self._push(link)
        self._presence()

    def _welcome(self, link: Link) -> None:
        rules = self.session.rules
        self._send(link, {"type": "welcome", "protocol": VERSION, "game": rules.id,
                          "seat": link.seat, "players": list(rules.players(self.session.state)),
                          "kinds": [s.kind for s in self.record.seats]})

    def gone(self, link_id: int, left: bool = False) -> None:
        """A connection closed (or was cut); `left`: its player left the table."""
        link = self.links.pop(link_id, None)
        if link is None:
            return
        if self.by_seat.get(link.seat) == link_id:
            del self.by_seat[link.seat]
            if left:
                self.left.add(link.seat)
        self._presence()

    def _seat_of(self, typed: str) -> int | None:
        try:
            code = codes.normalize(typed)
        except ValueError:
            return None
        found = None
        for seat, known in self.remote_seats().items():
            if codes.same(code, known):  # every code compared: the time says nothing
                found = seat
        return found

    # --- moves -----------------------------------------------------------------------------------
    def receive(self, link_id: int, played: Played) -> None:
        """A joiner's move: played if it is that seat's decision now, else refused to it."""
        link = self.links.get(link_id)
        if link is None:
            return
        session, rules = self.session, self.session.rules
        state = session.state
        names = rules.players(state)
        if rules.is_over(state):
            return self._refuse(link, played.move, words("The game is over.",
                                                          "La partie est finie."), "end")
        away = self.absent()
        if away:
            who = ", ".join(names[s] for s in away)
            return self._refuse(link, played.move, words(
                f"The table waits for {who} to join.", f"La table attend que {who} rejoigne."),
                "turn")
        if state.to_act != link.seat:
            other = names[state.to_act]
            return self._refuse(link, played.move, words(
                f"It is not your turn: {other} decides now.",
                f"Ce n'est pas votre tour : c'est à {other} de décider."), "turn")
        if played.at != len(session.history):
            return self._refuse(link, played.move, words(
                "That move was made on an earlier position; here is the table as it is now.",
                "Ce coup visait une position dépassée ; voici la table telle qu'elle est."),
                "turn")
        move = played.move
        if not rules.is_legal(state, move):
            try:
                en = rules.explain(state, move)
                fr = rules.explain_in(state, move, "fr")
            except Exception:  # a move the game cannot even explain (nonsense ids)
                en = IllegalMove("That move is not allowed now.", "turn")
                fr = IllegalMove("Ce coup n'est pas permis maintenant.", "turn")
            return self._refuse(link, move, words(en.reason, fr.reason), en.rule)
        if self._play_hook is not None:
            self._play_hook(move)
        else:
            session.play(move)

    def _refuse(self, link: Link, move: Move, reason: dict[str, str], rule: str) -> None:
        self._send(link, {"type": "refused", "reason": reason, "rule": rule,
                          "move": move.to_dict()})
        self._push(link)  # the joiner's table goes back to the position as it is

    # --- what each seat is sent -------------------------------------------------------------
    def _changed(self, session: GameSession, what: str) -> None:
        """Every joiner is sent the new position: the one who decides at once, the others
        just after (`later`), so the decider's answer is not kept waiting behind their views
        (a joiner sent a position late gets the moves since in one message)."""
        decider = getattr(session.state, "to_act", None)
        first = [link for link in self.links.values() if link.seat == decider]
        for link in first:
            self._push(link)
        others = {link.id for link in self.links.values() if link.seat != decider}
        if self.later is None:
            self._dirty |= others
            self._flush()
        elif others:
            if not self._dirty:
                self.later(self._flush)
            self._dirty |= others

    def _flush(self) -> None:
        dirty, self._dirty = self._dirty, set()
        for link_id in sorted(dirty):
            link = self.links.get(link_id)
            if link is not None:
                self._push(link)

    def _push(self, link: Link) -> None:
        self._dirty.discard(link.id)
        self._send(link, self.state_for(link))

    def state_for(self, link: Link) -> dict[str, Any]:
        """The `state` message for `link`: its seat's view, its moves if it decides, and the
        steps of the history it has not been sent yet (all of them after an undo or a reset
        changed what it had)."""
        session, rules, seat = self.session, self.session.rules, link.seat
        state = session.state
        history = session.history
        since, most = 0, min(len(link.sent), len(history))
        while since < most and link.sent[since] is history[since]:
            since += 1
        hidden = rules.secret_ids(state, seat)
        steps = [self._step(step, seat, hidden) for step in history[since:]]
        link.sent = list(history)
        over = rules.is_over(state)
        deciding = not over and state.to_act == seat
        moves = [m.to_dict() for m in rules.legal_moves(state)] if deciding else []
        prompt = words(rules.prompt(state, "en"), rules.prompt(state, "fr")) if deciding else None
        return {"type": "state", "at": len(history), "since": since, "steps": steps,
                "view": sealed(rules.view(state, seat)).to_dict(), "moves": moves, "prompt": prompt,
                "absent": self.absent(), "over": over}

    def _step(self, step: Step, seat: int, hidden: frozenset[str]) -> dict[str, Any]:
        """One move as `seat` may know it: its log line worded from that seat's view of the
        position before it, the move less any field naming a card still hidden from it."""
        rules = self.session.rules
        seen = rules.view(step.before, seat)
        lines = words(rules.logged(seen, step.move, "en"), rules.logged(seen, step.move, "fr"))
        shown = {name: value for name, value in step.move.to_dict().items()
                 if not (isinstance(value, str) and value in hidden)}
        return {"player": step.player, "move": shown, "line": lines}

    def _presence(self) -> None:
        away = self.absent()
        for link in list(self.links.values()):
            self._send(link, {"type": "presence", "absent": away,
                              "kinds": [s.kind for s in self.record.seats]})
        for listener in list(self.listeners):
            listener()

    def _send(self, link: Link, message: dict[str, Any], close: bool = False) -> None:
        """Send `message` to `link`, numbered: a seat's messages are numbered on from one
        connection to the next."""
        self._numbers[link.seat] = link.seq = self._numbers.get(link.seat, 0) + 1
        message["seq"] = link.seq
        if self.witness is not None:
            self.witness(link.seat, message, self.session.state)
        self.send(link.id, message, close)

    def _drop(self, link: Link, message: dict[str, str], reason: str) -> None:
        """Say goodbye to `link` and cut it; `reason` ("closed", "computer", "another",
        "codes" or "elsewhere") lets the joiner offer what fits (join again, another code)."""
        self._send(link, {"type": "bye", "reason": reason, "message": message}, True)
        self.links.pop(link.id, None)
        if self.by_seat.get(link.seat) == link.id:
            del self.by_seat[link.seat]
