"""The new-game dialog (generated from `rules.options()`) and the game-over dialog.

`GameConfig` and `default_config` live in `ui/gameconfig.py` (the table starts without this
module); they are importable from here too.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt, Signal
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
from medici_table.ui import theme
from medici_table.ui.botrunner import SeatChoices
from medici_table.ui.gameconfig import GameConfig, default_config, playable, restore
from medici_table.ui.i18n import tr

__all__ = ["GameConfig", "GameOverDialog", "NewGameDialog", "default_config", "playable", "restore"]


class NewGameDialog(QDialog):
    """Game, number of players, names, options and an optional seed; remembers the last ones."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 lang: str = "en") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.settings = settings
        self.lang = lang
        self.form = QFormLayout(self)
        self.game = QComboBox()
        for gid in playable():
            self.game.addItem(games.get(gid).name(lang), gid)
        self.count = QSpinBox()
        self.names_box = QWidget()
        self.names_layout = QVBoxLayout(self.names_box)
        self.names: list[QLineEdit] = []
        self.seat_kinds = SeatChoices()
        self.options_box = QWidget()
        self.options_layout = QVBoxLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(tr("random"))
        self.form.addRow(tr("Game"), self.game)
        self.form.addRow(tr("Players"), self.count)
        self.form.addRow(tr("Names"), self.names_box)
        self.form.addRow(tr("Seats"), self.seat_kinds)
        self.form.addRow(tr("Options"), self.options_box)
        self.form.addRow(tr("Seed"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.form.addRow(buttons)
        self.game.currentIndexChanged.connect(lambda _: self._load(default_config(
            self.settings, self.game.currentData())))
        self.count.valueChanged.connect(self._names)
        self._load(default_config(settings))

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
        self._names(len(config.players), config.players)
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

    def _names(self, count: int, given: list[str] | None = None) -> None:
        current = given or [e.text() for e in self.names]
        for e in self.names:
            _drop_widget(e)
        self.names = []
        fallback = self._defaults + [tr("Player {n}", n=i + 1) for i in range(8)]
        for i in range(count):
            edit = QLineEdit(current[i] if i < len(current) and current[i] else fallback[i])
            self.names_layout.addWidget(edit)
            self.names.append(edit)
        self.seat_kinds.set_count(count)

    def config(self) -> GameConfig:
        options: dict[str, Any] = {}
        for oid, w in self.option_widgets.items():
            options[oid] = w.isChecked() if isinstance(w, QCheckBox) else w.currentData()  # type: ignore[attr-defined]
        text = self.seed.text().strip()
        seed = int(text) if text.lstrip("-").isdigit() else None
        names = [e.text().strip() or tr("Player {n}", n=i + 1) for i, e in enumerate(self.names)]
        return GameConfig(self.game.currentData(), names, options, seed, self.seat_kinds.values())

    def accept(self) -> None:
        c = self.config()
        self.settings.setValue("new_game/game", c.game)
        self.settings.setValue("new_game/count", len(c.players))
        self.settings.setValue("new_game/names", c.players)
        for oid, v in c.options.items():
            self.settings.setValue(f"new_game/option/{oid}", v)
        super().accept()


def _drop_widget(widget: QWidget) -> None:
    """Take a widget out of its dialog now (deleteLater alone leaves it drawn until idle)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


class GameOverDialog(QDialog):
    """Final scores, how the game was decided, and Play again."""

    play_again = Signal()

    def __init__(self, title: str, lines: list[tuple[str, str, str]], result: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Game over"))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        head = QLabel(title)
        head.setFont(theme.font(26, bold=True))
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(head)
        grid = QGridLayout()
        for i, (label, value, colour) in enumerate(lines):
            swatch = theme.on_walnut(colour).name() if colour else theme.GOLD_PALE.name()
            name = QLabel(label)
            name.setFont(theme.font(16))
            name.setStyleSheet(f"color: {swatch};")
            score = QLabel(value)
            score.setFont(theme.number_font(40))
            score.setStyleSheet(f"color: {swatch};")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, i, 0)
            grid.addWidget(score, i, 1)
        layout.addLayout(grid)
        self.result_label = QLabel(result)
        self.result_label.setWordWrap(True)
        self.result_label.setFont(theme.font(14, italic=True))
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.result_label)
        row = QHBoxLayout()
        self.again = QPushButton(tr("Play again"))
        self.again.setFont(theme.font(14, bold=True))
        self.again.clicked.connect(self._again)
        close = QPushButton(tr("Close"))
        close.setFont(theme.font(14))
        close.clicked.connect(self.reject)
        row.addStretch(1)
        row.addWidget(self.again)
        row.addWidget(close)
        layout.addLayout(row)

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()
