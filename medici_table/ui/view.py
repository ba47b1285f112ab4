"""The view of the table: fills the window, keeps the table fitted, zooms with the wheel.

Fitted (the default, and after Ctrl+0), the whole table is shown as large as the window allows,
and stays so whatever changes its size or the table's: a resize of the window, a panel folded
or unfolded, a new game whose table is larger (`sceneRectChanged`: a game started under a
curtain is fitted when its table is first drawn, not left cut off until Ctrl+0)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # a viewport made here, as Qt's own (a plain widget of that name): Qt's, handed to Python
        # at its first `viewport()`, made PySide look through every widget class for its type,
        # making ~60 of their enums (~10 ms before the table's first frame)
        own = QWidget()
        own.setObjectName("qt_scrollarea_viewport")
        self.setViewport(own)
        # no SmoothPixmapTransform: items are cached at device resolution, and filtering their
        # pixmaps at sub-pixel positions made each drag step 4x slower (7.6 -> 1.7 ms)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._scrollbars(False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMouseTracking(True)
        self.fitted = True
        self.zoom = 1.0
        scene.sceneRectChanged.connect(lambda _rect: self._refit())

    def fit(self) -> None:
        """Show the whole table, as large as the window allows."""
        self.fitted = True
        self.zoom = 1.0
        self._refit()

    def _scrollbars(self, on: bool) -> None:
        # ScrollBarAsNeeded (0) or ScrollBarAlwaysOff (1), by value: a table's first frame names
        # no enum of Qt's namespace (its 93 are made at once, ~22 ms); a bool, as an int makes
        # QByteArray's two
        self.setProperty("horizontalScrollBarPolicy", not on)
        self.setProperty("verticalScrollBarPolicy", not on)

    def _refit(self) -> None:
        self._scrollbars(self.zoom > 1.0)
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        if self.zoom == 1.0 and self.transform() == self._fit_transform(rect.adjusted(-12, -12, 12, 12)):
            # the scale stays: a transform reset and set again (the curtain lifted, the layout
            # given the same size) made Qt throw away the cached background and paint the whole
            # table again (3-5 ms a move in the hot seat)
            self.centerOn(rect.center())
            self._tell_scale()
            return
        self.resetTransform()
        # what `fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)` does, without naming the
        # mode (Qt's namespace): the scale, then the rectangle's centre in the middle
        shown = rect.adjusted(-12, -12, 12, 12)
        if not self.viewport().rect().adjusted(2, 2, -2, -2).isEmpty():
            self.setTransform(self._fit_transform(shown))
            self.centerOn(shown.center())
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)
        self._tell_scale()

    def _tell_scale(self) -> None:
        """Tell the table its scale (its items' bounds are made whole device pixels at it)."""
        tell = getattr(self.scene(), "set_view_scale", None)
        if tell is not None:
            tell(self.transform().m11())

    def _fit_transform(self, rect: QRectF) -> QTransform:
        """The transform `fitInView(rect, KeepAspectRatio)` gives from no transform, worked out
        as Qt works it out (its margin of 2 pixels), without setting it."""
        view = self.viewport().rect().adjusted(2, 2, -2, -2)
        if view.isEmpty() or rect.isEmpty():
            return QTransform()
        ratio = min(view.width() / rect.width(), view.height() / rect.height())
        return QTransform.fromScale(ratio, ratio)

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Zoom in or out (never smaller than the whole table), keeping `anchor` in place."""
        before = self.mapToScene(anchor) if anchor is not None else None
        self.zoom = max(1.0, min(4.0, self.zoom * factor))
        self.fitted = self.zoom == 1.0
        self._refit()
        if before is not None and anchor is not None and not self.fitted:
            centre = self.mapToScene(self.viewport().rect().center())
            self.centerOn(centre - (self.mapToScene(anchor) - before))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._refit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15 ** steps, event.position().toPoint())
        event.accept()
