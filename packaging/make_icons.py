"""Render the application icon from its SVG with Qt itself: PNGs, a Windows .ico, a macOS .icns.

    python packaging/make_icons.py OUTDIR   # writes medici-table.png (256 px), .ico, .icns

No image library is needed: Qt draws the SVG, and the .ico/.icns containers simply hold PNGs
(both formats accept PNG entries: Windows Vista and later, macOS 10.7 and later).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

SVG = Path(__file__).resolve().parent.parent / "assets" / "icons" / "medici-table.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
              b"ic10": 1024}


def render_png(size: int) -> bytes:
    """The icon drawn at `size` x `size` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs want bytes, Qt a str
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICONDIR with one PNG-compressed entry per size (a size of 256 is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(pngs: dict[bytes, bytes]) -> bytes:
    """An 'icns' file of PNG elements, each an OSType, a big-endian length and the PNG."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    cache = {size: render_png(size) for size in {*ICO_SIZES, *ICNS_TYPES.values()}}
    (out / "medici-table.png").write_bytes(cache[256])
    (out / "medici-table.ico").write_bytes(ico({s: cache[s] for s in ICO_SIZES}))
    (out / "medici-table.icns").write_bytes(icns({k: cache[s] for k, s in ICNS_TYPES.items()}))
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
