"""The new-game dialog (generated from `rules.options()`), the question of who plays each
seat of an older save, and the game-over dialog.

`GameConfig` and `default_config` live in `ui/gameconfig.py` (the table starts without this
module); they are importable from here too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from medici_table import games
from medici_table.app.catalogue import check_game, game_name
from medici_table.app.record import PERSON, REMOTE, UNKNOWN, Seat, kind_of, seats_of
from medici_table.ui import theme
from medici_table.ui.gameconfig import (
    ENCRYPT,
    SEAT_WORDS,
    GameConfig,
    against_computer,
    default_config,
    encrypting,
    hosted,
    listed,
    playable,
    remember,
    restore,
    with_friends,
)
from medici_table.ui.i18n import noop, tr
from medici_table.ui.interlude import Page
from medici_table.ui.scoresheet import sheet_frame

__all__ = ["GameConfig", "GameOverDialog", "NewGameDialog", "SeatsQuestion", "default_config",
           "playable", "restore"]


SEATS_IN_A_COLUMN = 4  # more seats than that: two a row


class SeatKinds:
    """The words of a seat's kind in the dialogs: a person or a computer of a level."""

    LABELS = {PERSON: noop("Person"), "random": noop("Computer (beginner)"),
              "normal": noop("Computer (normal)"), "strong": noop("Computer (strong)"),
              REMOTE: noop("A friend on another computer")}

    @staticmethod
    def combo(kind: str = PERSON) -> QComboBox:
        combo = QComboBox()
        combo.setFont(theme.font(12))
        for word in SEAT_WORDS:
            combo.addItem(tr(SeatKinds.LABELS[word]), word)
        combo.setCurrentIndex(max(0, combo.findData(kind)))
        # as wide as a person's or a computer's seat, not as 'A friend on another computer'
        # (shown whole in the list; it made seven seats, two a row, wider than an 800-pixel
        # screen)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        metrics = combo.fontMetrics()
        widest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())
                     if combo.itemData(i) != REMOTE)
        combo.setMinimumContentsLength(1)
        combo.setMinimumWidth(widest + 40)  # the arrow and the frame
        return combo


def _as_it_is(config: GameConfig) -> GameConfig:
    return config


class NewGameDialog(QDialog):
    """Game, players (name and kind of each seat), options and an optional seed. The game on
    the table (`table`: its set-up, as `MainWindow.config` gives it) opens as it is set up there,
    with a new deal; any other game as it was last set up. "Play against the computer" makes
    every seat but the first a computer."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 lang: str = "en", game: str = "", friends: bool = False,
                 table: GameConfig | None = None, hosting: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Host a game for other computers") if hosting
                            else tr("New game"))
        self.setFont(theme.font(12))
        self.settings = settings
        self.lang = lang
        self._table = table
        self.before_accept: Callable[[Callable[[], None]], None] | None = None
        column = QVBoxLayout(self)  # the form, then OK and Cancel kept at the bottom: fewer
        # seats leave the room above them, not an empty band under them
        self.form = QFormLayout()
        column.addLayout(self.form)
        column.addStretch(1)
        self.game = QComboBox()
        for gid in listed():
            broken = check_game(gid)
            name = game_name(gid, lang)
            self.game.addItem(name if broken is None else tr("{game} (set aside)", game=name), gid)
            model = self.game.model()
            if broken is not None and isinstance(model, QStandardItemModel):
                item = model.item(self.game.count() - 1)  # greyed, its error as tooltip
                item.setEnabled(False)
                item.setToolTip(broken.text(lang))
        self.count = QSpinBox()
        self.vs_computer = QPushButton(tr("Play against the computer"))
        self.vs_computer.setToolTip(tr("You in the first seat, the computer in every other"))
        self.vs_computer.setAutoDefault(False)
        self.vs_computer.clicked.connect(self._against_computer)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        count_row.addWidget(self.vs_computer)
        self.seats_box = QWidget()
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.options_box = QWidget()
        self.options_layout = QVBoxLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(tr("random"))
        # a table with friends' seats may be encrypted (net/tls.py): shown when there are some
        self.encrypt = QCheckBox(tr("Encrypt the table (recommended over the internet)"))
        self.encrypt.setToolTip(tr("What travels between the computers is encrypted; each "
                                   "friend's code gets longer (29 characters): it also proves "
                                   "to their program that it reached your computer."))
        self.encrypt.setChecked(encrypting(settings))
        self.form.addRow(tr("Game"), self.game)
        self.form.addRow(tr("Players"), count_row)
        self.form.addRow(tr("Seats"), self.seats_box)
        self.form.addRow("", self.encrypt)
        self.form.addRow(tr("Options"), self.options_box)
        self.form.addRow(tr("Game number"), self.seed)  # the same number deals the same game
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        # "with friends" (every seat a person) or hosting (every other seat a friend's) holds
        # for any game chosen in the dialog
        self._shaped = hosted if hosting else with_friends if friends else _as_it_is
        self._added = REMOTE if hosting else PERSON  # the kind of a seat added to the table
        self.vs_computer.setVisible(not hosting)  # (hosting: the other seats are friends')
        self.game.currentIndexChanged.connect(lambda _: self._load(self._shaped(self._set_up(
            self.game.currentData()))))
        self.count.valueChanged.connect(self._seats)
        self._load(self._shaped(self._set_up(game)))

    def _set_up(self, game: str) -> GameConfig:
        """`game` as the table has it (a new deal), else as it was last set up."""
        table = self._table
        if table is not None and (game or table.game) == table.game:
            return GameConfig(table.game, list(table.players), dict(table.options), None,
                              list(table.seats))
        return default_config(self.settings, game)

    def _load(self, config: GameConfig) -> None:
        self.game.blockSignals(True)
        self.game.setCurrentIndex(max(0, self.game.findData(config.game)))
        self.game.blockSignals(False)
        rules = games.get(config.game)
        self._defaults = list(rules.meta.default_names)
        self.count.blockSignals(True)
        self.count.setRange(rules.meta.min_players, rules.meta.max_players)
        self.count.setValue(len(config.players))
        self.count.blockSignals(False)
        self._seats(len(config.players), config.players, config.seats)
        for w in self.option_widgets.values():
            _drop_widget(w)
        self.option_widgets = {}
        for o in rules.options():
            label = o.label.get(self.lang) or o.label["en"]
            widget: QWidget
            if o.type == "bool":
                box = QCheckBox(label)
                box.setChecked(bool(config.options.get(o.id, o.default)))
                widget = box
            else:
                combo = QComboBox()
                for i, c in enumerate(o.choices):
                    text = o.choice_labels[i].get(self.lang, str(c)) if i < len(
                        o.choice_labels) else str(c)
                    combo.addItem(text, c)
                combo.setCurrentIndex(max(0, combo.findData(config.options.get(o.id))))
                widget = combo
            widget.setToolTip(o.help.get(self.lang, o.help.get("en", "")))
            self.options_layout.addWidget(widget)
            self.option_widgets[o.id] = widget
        self.form.setRowVisible(self.options_box, bool(self.option_widgets))  # (Louis XIV has
        # none: no 'Options' beside nothing)

    def _seats(self, count: int, names: list[str] | None = None,
               kinds: list[str] | None = None) -> None:
        """A seat is the player's name and who plays it (a person or the computer): one a row,
        or two a row past four seats (seven seats in one column made the dialog taller than a
        laptop's window)."""
        names = names or [e.text() for e in self.names]
        kinds = kinds or [str(c.currentData()) for c in self.kinds]
        for widget in (*self.names, *self.kinds):
            _drop_widget(widget)
        self.names, self.kinds = [], []
        fallback = self._defaults + [tr("Player {n}", n=i + 1) for i in range(8)]
        per_row = 1 if count <= SEATS_IN_A_COLUMN else 2
        # who plays each seat takes the room left, to the form's right edge
        self.seats_grid.setColumnStretch(1, 1)
        self.seats_grid.setColumnStretch(4, 1 if per_row == 2 else 0)
        self.seats_grid.setColumnMinimumWidth(2, 14 if per_row == 2 else 0)  # between two seats
        for i in range(count):
            edit = QLineEdit(names[i] if i < len(names) and names[i] else fallback[i])
            edit.setMinimumWidth(130)
            combo = SeatKinds.combo(kinds[i] if i < len(kinds) else self._added)
            row, column = divmod(i, per_row)
            self.seats_grid.addWidget(edit, row, 3 * column)
            self.seats_grid.addWidget(combo, row, 3 * column + 1)
            self.names.append(edit)
            self.kinds.append(combo)
            combo.currentIndexChanged.connect(self._friends)
        self._friends()
        if self.isVisible():  # grown to two seats a row: it kept its left edge and, in a
            # 1024-pixel screen, hid 'Play against the computer' and Cancel past the right edge
            QTimer.singleShot(0, self._on_screen)

    def _on_screen(self) -> None:
        """Take the size the seats need, and stay whole inside the screen."""
        from medici_table.ui.placement import inside_screen

        hint = self.sizeHint()  # grown only: fewer seats keep OK and Cancel where they were
        self.resize(max(self.width(), hint.width()), max(self.height(), hint.height()))
        inside_screen(self)

    def _friends(self, *_: object) -> None:
        """The encryption check box is there when a friend plays from another computer."""
        self.encrypt.setVisible(any(c.currentData() == REMOTE for c in self.kinds))

    def _against_computer(self) -> None:
        config = against_computer(self.config())
        for combo, kind in zip(self.kinds, config.seats, strict=True):
            combo.setCurrentIndex(max(0, combo.findData(kind)))

    def config(self) -> GameConfig:
        options: dict[str, Any] = {}
        for oid, w in self.option_widgets.items():
            options[oid] = w.isChecked() if isinstance(w, QCheckBox) else w.currentData()  # type: ignore[attr-defined]
        text = self.seed.text().strip()
        seed = int(text) if text.lstrip("-").isdigit() else None
        names = [e.text().strip() or tr("Player {n}", n=i + 1) for i, e in enumerate(self.names)]
        return GameConfig(self.game.currentData(), names, options, seed,
                          [str(c.currentData()) for c in self.kinds])

    def accept(self) -> None:
        """OK: the game under way is asked about first (`before_accept`, ui/unsaved.py), the
        dialog waiting as it is (Cancel there comes back to it); then the set-up is kept."""
        if self.before_accept is not None:
            self.before_accept(self._accepted)
        else:
            self._accepted()

    def _accepted(self) -> None:
        remember(self.settings, self.config())
        if any(c.currentData() == REMOTE for c in self.kinds):
            self.settings.setValue(ENCRYPT, self.encrypt.isChecked())
        super().accept()


class SeatsQuestion(QDialog):
    """Who sits where, asked once for a game from an older save, which did not note it
    (each seat a person unless told otherwise; closing the question keeps them people)."""

    answered = Signal(object)  # list[Seat]

    def __init__(self, seats: list[Seat], parent: QWidget | None = None, why: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Who plays each seat?"))
        self.setFont(theme.font(12))
        self.seats = seats
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)
        text = QLabel(why or tr("This game was saved by an earlier version of Medici Table, "
                                "which did not note who played each seat. Who plays them now?"))
        text.setWordWrap(True)
        text.setFont(theme.font(13))
        layout.addWidget(text)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        self.kinds: list[QComboBox] = []
        for i, seat in enumerate(seats):
            name = QLabel(seat.name)
            name.setFont(theme.font(13, bold=True))
            combo = SeatKinds.combo(kind_of(seat) if seat.kind != UNKNOWN else PERSON)
            grid.addWidget(name, i, 0)
            grid.addWidget(combo, i, 1)
            self.kinds.append(combo)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.finished.connect(self._finished)

    def _finished(self, _result: int) -> None:
        kinds = [str(c.currentData()) for c in self.kinds]
        self.answered.emit(list(seats_of([s.name for s in self.seats], kinds)))


def _drop_widget(widget: QWidget) -> None:
    """Take a widget out of its dialog now (deleteLater alone leaves it drawn until idle)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


class GameOverDialog(QDialog):
    """The end of the game: the players by rank with what made their score (the game's
    `final_sheet`), how it was decided, and Score sheet / Play again / Close. Close is the
    default button: Enter never starts another game. Deleted when closed."""

    play_again = Signal()
    score_sheet = Signal()

    def __init__(self, title: str, ranking: Page, result: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("Game over"))
        self.setMinimumWidth(520)
        self.ranking = ranking
        layout = QVBoxLayout(self)
        self.column = layout
        head = QLabel(title)
        head.setFont(theme.font(26, bold=True))
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(head)
        self.title_label = head
        self.ranking_frame = sheet_frame(ranking, big=0.9)
        layout.addWidget(self.ranking_frame)
        self.result_label = QLabel(result)
        self.result_label.setWordWrap(True)
        self.result_label.setFont(theme.font(14, italic=True))
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.result_label)
        row = QHBoxLayout()
        self.sheet = QPushButton(tr("Score sheet"))
        self.sheet.setFont(theme.font(14))
        self.sheet.setAutoDefault(False)
        self.sheet.clicked.connect(self.score_sheet)
        self.again = QPushButton(tr("Play again"))
        self.again.setFont(theme.font(14, bold=True))
        self.again.setAutoDefault(False)
        self.again.clicked.connect(self._again)
        close = QPushButton(tr("Close"))
        close.setFont(theme.font(14))
        close.setDefault(True)
        close.clicked.connect(self.reject)
        self.close_button = close
        row.addWidget(self.sheet)
        row.addStretch(1)
        row.addWidget(self.again)
        row.addWidget(close)
        layout.addLayout(row)
        self._wide_enough()

    def _wide_enough(self) -> None:
        """As wide as the ranking's table (within the screen): Qt sizes a window whose words
        wrap at two thirds of the screen at most, which on an 800-pixel screen cut Louis XIV's
        "Coats of arms" and "Guillaume" short."""
        margins = self.column.contentsMargins()
        wanted = self.ranking_frame.sizeHint().width() + margins.left() + margins.right()
        parent = self.parentWidget()
        screen = (parent or self).screen()
        room = screen.availableGeometry().width() - 40 if screen is not None else wanted
        self.setMinimumWidth(max(520, min(wanted, room)))

    def fill(self, title: str, ranking: Page, result: str) -> None:
        """Say it all again (in a new language): the title, the ranking, the result, the buttons."""
        self.setWindowTitle(tr("Game over"))
        self.title_label.setText(title)
        self.ranking = ranking
        frame = sheet_frame(ranking, big=0.9)
        self.column.replaceWidget(self.ranking_frame, frame)
        self.ranking_frame.deleteLater()
        self.ranking_frame = frame
        self._wide_enough()
        self.result_label.setText(result)
        self.sheet.setText(tr("Score sheet"))
        self.again.setText(tr("Play again"))
        self.close_button.setText(tr("Close"))

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()
