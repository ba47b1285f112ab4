#!/usr/bin/env bash
# Medici Table for macOS: "Medici Table.app" (made by the PyInstaller spec) in a .dmg.
#
#   pyinstaller --noconfirm packaging/medici_table.spec     # -> dist/Medici Table.app
#   packaging/macos/make_dmg.sh [DISTDIR]                   # -> DISTDIR/medici-table-VERSION-macos-ARCH.dmg
#
# The .app is signed ad hoc, which lets it run on the machine that built it and, after the
# player right-clicks Open once, on others. For a download that opens without a warning, set
# MACOS_SIGN_IDENTITY ("Developer ID Application: ...") and notarise the .dmg afterwards with
# `xcrun notarytool submit --wait` and `xcrun stapler staple` (needs an Apple developer account).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DIST=$(cd "${1:-$ROOT/dist}" && pwd)
APP="$DIST/Medici Table.app"
[ -d "$APP" ] || { echo "make_dmg.sh: $APP not found; run pyinstaller packaging/medici_table.spec first" >&2; exit 1; }
VERSION=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$ROOT/pyproject.toml")
ARCH=$(uname -m)

IDENTITY=${MACOS_SIGN_IDENTITY:--}
if [ "$IDENTITY" = "-" ]; then
  codesign --force --deep --sign - "$APP"
else
  codesign --force --deep --options runtime --timestamp --sign "$IDENTITY" "$APP"
fi
codesign --verify --deep --strict "$APP"

# The .dmg shows the app beside a link to /Applications: drag one onto the other to install.
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$DIST/medici-table-$VERSION-macos-$ARCH.dmg"
rm -f "$DMG"
hdiutil create -volname "Medici Table $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
echo "$DMG"
