"""The tournament's report keeps its hand-written reading: `TOURNAMENT.md` is written by
`python -m benchmarks.bots_tournament` from the results and `TOURNAMENT-reading.md`, so a paragraph
written into the report alone would be lost at the next run (two were, once)."""

from __future__ import annotations

from benchmarks.bots_tournament import READING, REPORT


def test_the_report_ends_with_the_whole_hand_written_reading() -> None:
    reading = READING.read_text(encoding="utf-8")
    report = REPORT.read_text(encoding="utf-8")
    assert len(reading) > 1000
    assert report.endswith("\n" + reading), "a paragraph was written into TOURNAMENT.md only: " \
        "write it into TOURNAMENT-reading.md"
