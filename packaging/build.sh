#!/usr/bin/env bash
# Build Medici Table for Linux: the one-folder bundle, a .tar.gz and a .deb.
#
#   packaging/build.sh [OUTDIR]          (default OUTDIR: dist/ in the checkout)
#
# Writes OUTDIR/medici-table/ (the bundle: run OUTDIR/medici-table/medici-table),
# OUTDIR/medici-table-VERSION-linux-ARCH.tar.gz and OUTDIR/medici-table_VERSION_DEBARCH.deb.
# Needs a Python 3.11+ with the project installed (PYTHON, default python3; PyInstaller from the
# `package` extra is installed into it if missing), binutils (PyInstaller reads and strips the
# libraries) and dpkg-deb. Windows and macOS are built by .github/workflows/installers.yml.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(realpath -m "${1:-$ROOT/dist}")
PYTHON=${PYTHON:-python3}
WORK=$OUT/.work

read -r NAME VERSION < <("$PYTHON" -c 'import sys, tomllib
p = tomllib.load(open(sys.argv[1], "rb"))["project"]; print(p["name"], p["version"])' \
  "$ROOT/pyproject.toml")
ARCH=$(uname -m)
DEBARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
for tool in objdump dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "build.sh: '$tool' is missing (apt-get install binutils dpkg)" >&2; exit 1; }
done
if ! "$PYTHON" -c 'import PyInstaller' 2>/dev/null; then
  echo "== installing PyInstaller (the 'package' extra)"
  "$PYTHON" -m pip install -q -e "$ROOT[package]"
fi
seconds() { echo "$(( $(date +%s%N) / 1000000 ))"; }

echo "== bundle: $OUT/$NAME"
t0=$(seconds)
rm -rf "$WORK" "${OUT:?}/$NAME"
mkdir -p "$WORK"
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN --distpath "$OUT" \
  --workpath "$WORK/pyinstaller" "$ROOT/packaging/medici_table.spec"
t1=$(seconds)
ICON_PNG=$WORK/pyinstaller/medici_table/icons/medici-table.png  # drawn by the spec

echo "== tar.gz"
TARDIR=$WORK/tar/$NAME-$VERSION
mkdir -p "$TARDIR"
cp -a "$OUT/$NAME/." "$TARDIR/"
cp "$ROOT/packaging/linux/medici-table.desktop" "$ICON_PNG" "$ROOT/packaging/linux/install.sh" \
  "$TARDIR/"
TARBALL=$OUT/$NAME-$VERSION-linux-$ARCH.tar.gz
tar -C "$WORK/tar" --owner=0 --group=0 -czf "$TARBALL" "$NAME-$VERSION"
t2=$(seconds)

echo "== deb"
DEB=$WORK/deb
mkdir -p "$DEB/DEBIAN" "$DEB/opt" "$DEB/usr/bin" "$DEB/usr/share/applications" \
  "$DEB/usr/share/icons/hicolor/256x256/apps" "$DEB/usr/share/icons/hicolor/scalable/apps" \
  "$DEB/usr/share/doc/$NAME"
cp -a "$OUT/$NAME" "$DEB/opt/$NAME"
# Relative, so the command also works from a `dpkg-deb -x` extraction (the packaging test).
ln -s "../../opt/$NAME/$NAME" "$DEB/usr/bin/$NAME"
cp "$ROOT/packaging/linux/medici-table.desktop" "$DEB/usr/share/applications/"
cp "$ICON_PNG" "$DEB/usr/share/icons/hicolor/256x256/apps/medici-table.png"
cp "$ROOT/assets/icons/medici-table.svg" "$DEB/usr/share/icons/hicolor/scalable/apps/"
cat > "$DEB/usr/share/doc/$NAME/copyright" <<EOF
Medici Table $VERSION — GPL-3.0-or-later (see /usr/share/common-licenses/GPL-3).
The EB Garamond fonts in /opt/$NAME/_internal/assets/fonts are under the SIL Open Font
License 1.1 (OFL.txt beside them). Qt and PySide6 are under the LGPL-3.0; Python under the PSF
License. The rules texts and drawings are this project's own.
EOF
cat > "$DEB/DEBIAN/control" <<EOF
Package: $NAME
Version: $VERSION
Architecture: $DEBARCH
Maintainer: Medici Table developers <medici-table@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$DEB" | cut -f1)
Depends: libc6 (>= 2.28), libgl1, libegl1, libxcb1, libxcb-icccm4, libxcb-keysyms1, libwayland-client0, libwayland-cursor0, libwayland-egl1
Section: games
Priority: optional
Homepage: https://github.com/medici-table/medici-table
Description: five Renaissance-court card and board games, rules enforced
 Play Court of the Medici, Medici, Courtisans, Louis XIV and Les 7 Blasons on
 one computer with the mouse, hot seat: cards move by drag and drop, an illegal
 move is refused with the rule it breaks, each player sees only their own hand.
 Self-contained: Python and Qt are bundled in /opt/$NAME.
EOF
DEBFILE=$OUT/${NAME}_${VERSION}_$DEBARCH.deb
dpkg-deb --root-owner-group -Zgzip -z6 --build "$DEB" "$DEBFILE" >/dev/null
t3=$(seconds)
rm -rf "$WORK/tar" "$WORK/deb"

echo "== done"
printf '%-60s %s\n' "$OUT/$NAME/ (bundle, unpacked)" "$(du -sh "$OUT/$NAME" | cut -f1)" \
  "$TARBALL" "$(du -sh "$TARBALL" | cut -f1)" "$DEBFILE" "$(du -sh "$DEBFILE" | cut -f1)"
echo "times: bundle $(( (t1 - t0) / 1000 )).$(( (t1 - t0) % 1000 / 100 ))s," \
  "tar.gz $(( (t2 - t1) / 1000 )).$(( (t2 - t1) % 1000 / 100 ))s," \
  "deb $(( (t3 - t2) / 1000 )).$(( (t3 - t2) % 1000 / 100 ))s"
