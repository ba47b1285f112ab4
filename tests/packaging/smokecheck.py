"""Run `--smoke-test` and read its log: shared by the source and the bundle tests."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from medici_table import games


def run_smoke(command: list[str], log: Path, *extra: str,
              home: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`command --smoke-test` offscreen; `home` stands in for the player's home folder."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if home is not None:
        env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
                   XDG_CONFIG_HOME=str(home / ".config"))
        env.pop("MEDICI_TABLE_DATA_DIR", None)
    return subprocess.run([*command, "--smoke-test", "--log", str(log), *extra], env=env,
                          capture_output=True, text=True, timeout=240)


def check_smoke_log(result: subprocess.CompletedProcess[str], log: Path) -> list[str]:
    """The run passed, and its log says so for every registered game; the log's lines."""
    lines = log.read_text(encoding="utf-8").splitlines()
    assert result.returncode == 0, result.stdout + result.stderr + "\n".join(lines)
    assert not [line for line in lines if " ERROR " in line or "Traceback" in line], lines
    assert lines[-1].split()[1:] == ["RESULT", "OK"], lines[-1]
    for game in games.available():
        assert any(" OK " in line and f" {game}: " in line for line in lines), \
            f"{game} was not played: {lines}"
    assert any(" OK " in line and "remote play over loopback" in line and " over TLS " in line
               for line in lines), \
        f"remote play (websockets, TLS with cryptography, zeroconf) was not checked: {lines}"
    return lines
