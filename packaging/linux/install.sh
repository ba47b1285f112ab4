#!/bin/sh
# Medici Table, from the .tar.gz: add it to your applications menu (no administrator rights).
#   ./install.sh            menu entry and icon for you, pointing at this folder
#   ./install.sh --remove   take them away again (then delete this folder)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps=${XDG_DATA_HOME:-$HOME/.local/share}/applications
icons=${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps
if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/medici-table.desktop" "$icons/medici-table.png"
  echo "Medici Table removed from the menu. You can now delete $here"
  exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/medici-table.png" "$icons/medici-table.png"
sed -e "s|^Exec=.*|Exec=\"$here/medici-table\"|" -e "s|^Icon=.*|Icon=$here/medici-table.png|" \
  "$here/medici-table.desktop" > "$apps/medici-table.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
echo "Medici Table is in your applications menu (Games). Or run: $here/medici-table"
