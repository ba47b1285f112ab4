"""A bare PySide6 window: the size baseline a Medici Table bundle is compared with."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel


def main() -> int:
    app = QApplication(sys.argv)
    label = QLabel("Hello")
    label.show()
    QTimer.singleShot(0, app.quit)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
