"""One thing at a time over the table: the order in which the table presents what is not play.

A scoring sheet, the curtain between two people, a question and the final dialog each wait for
the person they concern. They come one at a time, in the order the game produced them (the
sheets of a move, then the final dialog or the curtain of the next person, then that person's
question), and while one is up nothing behind it acts: no drag, no button of the action or
number bar, no line of the Moves list (but a question's choices, legal moves, are in the list
too: it may be answered from there), no computer player (their runner is `held`:
`ui/seating.py`). When the last one goes, `idle` tells the table to take moves again.

A banner ("Your turn, Ada — play a noble") takes its turn like the others — never over a sheet
or a curtain — but holds nothing: play may start while it shows, and it goes at the first
press, after a few seconds, or as soon as anything that holds the table comes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

SHEET = "sheet"  # what a move scored, page by page (ui/interlude.py)
FINAL = "final"  # the end of the game: ranks and the breakdown (GameOverDialog)
CURTAIN = "curtain"  # "Pass the computer to Bo"
QUESTION = "question"  # a choice the deciding person is asked on the table
MOTION = "motion"  # a computer's move travelling from its seat to its place (held a moment)
BANNER = "banner"  # "Your turn, Ada — play a noble": a few seconds, holding nothing


def _nothing() -> None:
    return None


class Showing:
    """One thing to present: `show` puts it up when its turn comes, `withdraw` takes it away
    unanswered (an undo, a new game), shown or not. `widget` is raised above the others while
    it is the first. (A plain class: a table's first frame defines it.)"""

    def __init__(self, kind: str, show: Callable[[], None],
                 withdraw: Callable[[], None] = _nothing, widget: QWidget | None = None,
                 title: str = "", holds: bool = True) -> None:
        self.kind = kind
        self.show = show
        self.withdraw = withdraw
        self.widget = widget
        self.title = title  # what it is about, for the status line and the tests
        self.holds = holds  # while it is up, nothing behind it acts (False: a banner)
        self.shown = False
        self.retitle: Callable[[], str] | None = None  # its title in the table's new language

    def __repr__(self) -> str:
        return (f"{self.__class__.__qualname__}(kind={self.kind!r}, show={self.show!r}, "
                f"withdraw={self.withdraw!r}, widget={self.widget!r}, title={self.title!r}, "
                f"holds={self.holds!r}, shown={self.shown!r})")


class Sequencer(QObject):
    """The queue of what waits to be presented; the first is shown, the others wait."""

    changed = Signal()  # something came or went
    idle = Signal()  # nothing waits any more: play goes on

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.queue: list[Showing] = []

    def busy(self) -> bool:
        """Something that holds the table is up (or waits): the table behind takes no move."""
        return any(item.holds for item in self.queue)

    def current(self) -> Showing | None:
        return self.queue[0] if self.queue else None

    def holding(self) -> Showing | None:
        """The first item, if it holds the table (a banner does not)."""
        first = self.current()
        return first if first is not None and first.holds else None

    def kinds(self) -> list[str]:
        return [item.kind for item in self.queue]

    def has(self, kind: str) -> bool:
        return any(item.kind == kind for item in self.queue)

    def add(self, item: Showing) -> Showing:
        """Queue `item`; it is shown at once if nothing is before it. A banner up goes when
        something that holds the table comes (it is never shown over one)."""
        first = self.current()
        if item.holds and first is not None and not first.holds:
            self.queue.remove(first)
            first.withdraw()
        self.queue.append(item)
        if len(self.queue) == 1:
            self._show(item)
        else:
            self.restack()
        self.changed.emit()
        return item

    def done(self, item: Showing) -> None:
        """`item` was answered (or read): the next one comes, or play goes on."""
        if item not in self.queue:
            return
        first = self.queue[0] is item
        self.queue.remove(item)
        if first and self.queue:
            self._show(self.queue[0])
        self.changed.emit()
        if item.holds and not self.busy():
            self.idle.emit()

    def clear(self, *kinds: str) -> None:
        """Withdraw the items of `kinds` (every item when none is named), unanswered."""
        gone = [item for item in self.queue if not kinds or item.kind in kinds]
        if not gone:
            return
        first = self.queue[0]
        self.queue = [item for item in self.queue if item not in gone]
        for item in gone:  # withdrawn even if not shown yet (a curtain drawn early)
            item.withdraw()
        if self.queue and self.queue[0] is not first:
            self._show(self.queue[0])
        self.changed.emit()
        if any(item.holds for item in gone) and not self.busy():
            self.idle.emit()

    def _show(self, item: Showing) -> None:
        if not item.shown:
            item.shown = True
            item.show()
        self.restack()

    def restack(self) -> None:
        """The first item's widget above every other (a curtain drawn early lies under the
        sheet that comes before it)."""
        first = self.queue[0] if self.queue else None
        if first is not None and first.widget is not None and first.widget.isVisible():
            first.widget.raise_()
