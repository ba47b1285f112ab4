"""Which Medici Table this is: the version and the commit it was built from.

The installers' build writes `build-info.json` (commit, date) into the bundle beside `assets/`
(`packaging/medici_table.spec` runs this module); a source checkout asks git; an installed
package without either says it does not know. No Qt.

    python -m medici_table.app.buildinfo OUT.json      # what the installers' build runs
"""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from medici_table import __version__
from medici_table.engine.resources import project_root

FILE = "build-info.json"


def git_commit(root: Path) -> str:
    """The checkout's commit (short), with "+changes" when files differ from it; "" without git."""
    if not (root / ".git").exists():
        return ""
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "--short=10", "HEAD"],
                              capture_output=True, text=True, timeout=10)
        if head.returncode != 0:
            return ""
        dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain",
                                "--untracked-files=no"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return ""
    return head.stdout.strip() + ("+changes" if dirty.stdout.strip() else "")


def commit(root: Path | None = None) -> str:
    """The commit this program was built from: the bundle's record, else git's; "" if unknown."""
    root = project_root() if root is None else root
    try:
        recorded = json.loads((root / FILE).read_text(encoding="utf-8"))
        return str(recorded.get("commit", ""))
    except (OSError, ValueError, AttributeError):
        return git_commit(root)


def version_line(root: Path | None = None) -> str:
    """ "0.1.0 (commit 1a2b3c4d5e)" or "0.1.0"."""
    found = commit(root)
    return f"{__version__} (commit {found})" if found else __version__


def write(out: Path, root: Path | None = None) -> dict[str, str]:
    """Record the checkout's commit and today's date in `out` (the installers' build step)."""
    info = {"version": __version__, "commit": git_commit(project_root() if root is None else root),
            "built": datetime.now(UTC).strftime("%Y-%m-%d")}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")
    return info


if __name__ == "__main__":
    print(write(Path(sys.argv[1] if len(sys.argv) > 1 else FILE)))
