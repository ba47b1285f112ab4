"""Learning at the table: a game's guided first game and its puzzles, played on the real table.

A lesson (`app/learn/tutorial.py`) and a puzzle (`app/learn/puzzles.py`) come onto the table
through the seats' one entrance (`ui/seating.py`), each with a controller of its own: the
table plays every move through it as through any game's controller, and it decides what
becomes of the move.

* `LessonController`: the move the step teaches is played, then what follows it (a draw, the
  other players' replies), and the step waits for "Next step"; any other move changes nothing
  and is explained in the refusal banner (the game's refusal, or the step's own words, with a
  rule of the rules text). The table lights only the taught move (`TableScene.taught`).
* `PuzzleController`: the player's moves are played, the other seats answer with their best
  defence, and once the goal can be judged the engine's verdict is said, with how many of the
  ways to play solve it.

The other seats are played by the lesson or the puzzle (`scripted`: the computer players wait).
The panel beside the table that says all this is `ui/coachpanel.py`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal

from medici_table.app.learn import puzzles as puzzle_files
from medici_table.app.learn import tutorial as tutorial_files
from medici_table.app.learn.patterns import aliases
from medici_table.app.learn.puzzles import Attempt, Puzzle
from medici_table.app.learn.solver import best_reply
from medici_table.app.learn.tutorial import Lesson, Verdict, say
from medici_table.app.record import COMPUTER, GameRecord, Seat
from medici_table.engine import IllegalMove, Move
from medici_table.engine.session import GameSession
from medici_table.ui.controller import GameController
from medici_table.ui.i18n import tr

LEARNING_LEVEL = "random"  # the computer that sits at a lesson's other seats: a beginner


class LessonController(GameController):
    """A tutorial followed at the table (see the module's words)."""

    judged = Signal(object, object)  # the move taught was made: the move, its Verdict
    step_set = Signal()  # a step's table is set (the first, or after "Next step")

    scripted = True

    def __init__(self, lesson: Lesson, lang: str) -> None:
        super().__init__(lesson.rules, lesson.state, lang)
        self.lesson = lesson
        self.waiting = False  # the step's move was made: "Next step" is awaited

    # --- what the table may do ---------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return [] if self.waiting else super().legal_moves()

    def taught(self) -> list[Move]:
        """The moves the step teaches (lit on the table); none once it is made."""
        return [] if self.waiting or self.lesson.finished else self.lesson.expected()

    def can_undo(self) -> bool:
        return False  # a lesson goes forward; a wrong move was never played

    def can_redo(self) -> bool:
        return False

    # --- a move ------------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        if self.waiting or self.lesson.finished:
            self.move_rejected.emit(move, IllegalMove(tr("This step is done: click Next step."),
                                                      ""))
            return False
        verdict: Verdict = self.lesson.judge(move, self.lang)
        if not verdict.ok:
            self.move_rejected.emit(move, self.explain(move))
            return False
        self.waiting = True  # the table redrawn after this move offers nothing more
        super().play(move)
        for k in range(len(self.lesson.step.then)):
            super().play(self.lesson.then_move(self.state, k))
        self.judged.emit(move, verdict)
        return True

    # --- why not: one line in the table's banner, the whole of it in the panel -------------------
    def explain(self, move: Move) -> IllegalMove:
        """The banner's line for a move the step does not teach: the game's refusal, else the
        step's words for that move, else what the step teaches (in today's language)."""
        if self.waiting or self.lesson.finished:
            return IllegalMove(tr("This step is done: click Next step."), "")
        lesson, step = self.lesson, self.lesson.step
        verdict = lesson.judge(move, self.lang)
        if not verdict.legal:
            return IllegalMove(lesson.refusal(move, self.lang).reason, verdict.rule)
        names = aliases(self.state)
        said = next((say(w.say, self.lang) for w in step.wrong if w.when.matches(move, names)),
                    say(step.why, self.lang))
        return IllegalMove(said, verdict.rule)

    def explain_fully(self, move: Move) -> IllegalMove:
        """The panel's words for that move: why not, then what the step teaches."""
        if self.waiting or self.lesson.finished:
            return self.explain(move)
        verdict = self.lesson.judge(move, self.lang)
        return IllegalMove(verdict.text, verdict.rule)

    def explain_drop(self, piece: str, target: str | None) -> IllegalMove:
        """A piece dropped where no move puts it: the game's words (the banner's line)."""
        if self.waiting or self.lesson.finished:
            return IllegalMove(tr("This step is done: click Next step."), "")
        exc = super().explain_drop(piece, target)
        return IllegalMove(exc.reason, exc.rule or self.lesson.step.rule)

    def explain_drop_fully(self, piece: str, target: str | None) -> IllegalMove:
        """The panel's words for that drop: the game's, then what the step teaches."""
        exc = self.explain_drop(piece, target)
        if self.waiting or self.lesson.finished:
            return exc
        return IllegalMove(f"{exc.reason} {say(self.lesson.step.why, self.lang)}", exc.rule)

    def next_step(self) -> None:
        """On to the next step: its position sets the table afresh, else play goes on from
        the table the step left."""
        if not self.waiting:
            return
        self.waiting = False
        self.lesson.advance(self.state)
        if self.lesson.finished:
            self.state_changed.emit("step")
        elif self.lesson.step.position is not None:
            self.new_game(self.lesson.rules, self.lesson.state)
        else:
            self.state_changed.emit("step")
        self.step_set.emit()


class PuzzleController(GameController):
    """A puzzle tried at the table (see the module's words)."""

    solved = Signal(bool, str)  # whether the goal was reached, the verdict in words

    scripted = True

    def __init__(self, puzzle: Puzzle, lang: str) -> None:
        self.attempt = Attempt(puzzle)
        super().__init__(self.attempt.rules, self.attempt.start, lang)

    @property
    def puzzle(self) -> Puzzle:
        return self.attempt.puzzle

    @property
    def finished(self) -> bool:
        return self.attempt.finished

    def legal_moves(self) -> list[Move]:
        return [] if self.attempt.finished else super().legal_moves()

    def can_undo(self) -> bool:
        return False  # "Try again" sets the puzzle again

    def can_redo(self) -> bool:
        return False

    def play(self, move: Move) -> bool:
        a = self.attempt
        if a.finished:
            self.move_rejected.emit(move, IllegalMove(tr("This puzzle is over: try it again or "
                                                         "choose another."), ""))
            return False
        if not super().play(move):
            return False
        a.state = self.state
        a.moves.append(move)
        while not a.finished and self.to_act() != a.learner and not self.is_over():
            reply = best_reply(a.rules, a.start, a.state, a.learner, a.puzzle.goal)
            super().play(reply)
            a.state = self.state
            a.moves.append(reply)
        if a.finished:
            self.state_changed.emit("step")  # nothing more to play: the table says so
            self.solved.emit(a.solved, a.verdict(self.lang))
        return True

    def restart(self) -> None:
        self.attempt.restart()
        self.new_game(self.attempt.rules, self.attempt.start)


# --- onto the table ------------------------------------------------------------------------------
def learning_record(rules: Any, state: Any, learner: int, options: dict[str, Any],
                    lang: str) -> GameRecord:
    """The record of a lesson's or a puzzle's table: the learner a person, the others a
    beginner computer (played by the lesson itself while it lasts)."""
    names = rules.players(state)
    seats = tuple(Seat(n) if i == learner else Seat(n, COMPUTER, LEARNING_LEVEL)
                  for i, n in enumerate(names))
    return GameRecord(GameSession(rules, state, lang), seats, dict(options))


def start_lesson(window: Any, game: str) -> LessonController | None:
    """The guided first game of `game` on the table, its panel beside it (None: none)."""
    from medici_table.ui.coachpanel import coach_panel

    if not tutorial_files.available(game):
        return None
    lesson = tutorial_files.lesson(game)
    c = LessonController(lesson, window.lang)
    learner = lesson.tutorial.learner
    window.seating.play(learning_record(lesson.rules, lesson.state, learner, lesson.options,
                                        window.lang), controller=c)
    coach_panel(window).follow_lesson(c)
    return c


def start_puzzle(window: Any, puzzle: Puzzle) -> PuzzleController:
    """`puzzle` on the table, its panel beside it."""
    from medici_table.ui.coachpanel import coach_panel

    c = PuzzleController(puzzle, window.lang)
    window.seating.play(learning_record(c.rules, c.attempt.start, c.attempt.learner,
                                        c.attempt.options, window.lang), controller=c)
    coach_panel(window).follow_puzzle(c)
    return c


def show_puzzles(window: Any, game: str) -> None:
    """The puzzles of `game`, the first one on the table."""
    found = puzzle_files.puzzles_of(game)
    if found:
        start_puzzle(window, found[0])


def start_finale(window: Any, game: str) -> None:
    """After the lesson: a real game against the beginner computer, as the tutorial sets it."""
    from medici_table.app.record import deal, seats_of

    fin = tutorial_files.load(game).finale
    window.seating.play(deal(game, seats_of(fin.players, fin.seats), fin.options, None,
                             window.lang))
