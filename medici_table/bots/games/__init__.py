"""Per-game bot knowledge: each module `<game id>.py` exposes `ADAPTER` (a GameAdapter)."""
