"""The command line read without argparse at a plain start (`ui/app._plain`): the same options
as the parser gives, and everything unusual left to the parser (issue 24, start-up)."""

from __future__ import annotations

import argparse

import pytest

from medici_table.ui import app


def parsed_by_argparse(argv: list[str]) -> argparse.Namespace:
    """What `parse` gave before the plain reading: the parser alone."""
    plain = app._plain
    try:
        app._plain = lambda _argv: None  # type: ignore[assignment]
        return app.parse(argv)
    finally:
        app._plain = plain  # type: ignore[assignment]


@pytest.mark.parametrize("argv", [
    [], ["--settings", "/tmp/a.ini"], ["--game", "medici", "--settings", "a", "--seed", "7"],
    ["--players", "Ada,Bo", "--seats", "person,normal"], ["--lang", "fr", "--position", "p.yaml"],
    ["--seed", "0"], ["--game", "louis_xiv", "--game", "medici"], ["--lang", ""],
])
def test_a_plain_command_line_reads_as_the_parser_reads_it(argv: list[str]) -> None:
    assert app._plain(argv) is not None
    assert app.parse(argv) == parsed_by_argparse(argv)


@pytest.mark.parametrize("argv", [
    ["--help"], ["--game=medici"], ["--gam", "medici"], ["--seed", "x"], ["--seed", "-3"],
    ["--lang", "de"], ["-style", "fusion"], ["--settings"], ["--seed", "\u0663"],
    ["--game", "medici", "-platform", "offscreen"],
])
def test_anything_else_is_left_to_the_parser(argv: list[str]) -> None:
    assert app._plain(argv) is None


def test_a_seat_word_the_table_does_not_know_is_refused_with_the_words_it_knows(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`--seats computer,computer` started a game of two people nobody played (found playing):
    the parser now says which word it does not know and which it does."""
    assert app._plain(["--seats", "computer,normal"]) is None  # left to the parser
    with pytest.raises(SystemExit) as refused:
        app.parse(["--game", "courtisans", "--seats", "computer,normal"])
    assert refused.value.code == 2
    said = capsys.readouterr().err
    assert "'computer' is not a seat" in said and "person, random, normal, strong" in said
    assert app.parse(["--seats", "person, strong"]).seats == "person, strong"
    assert app.parse([]).seats == ""
