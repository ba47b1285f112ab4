"""`medici_table.engine` imports its parts when a name is first asked for (issue 24, start-up):
a module that needs one part (the data files' paths, an error type) does not import the rules,
the session and their records — the welcome screen's first frame goes without them."""

import subprocess
import sys

import pytest

import medici_table.engine as engine


def test_importing_the_package_imports_none_of_its_parts() -> None:
    code = (
        "import sys\n"
        "import medici_table.engine\n"
        "from medici_table.engine import DataError\n"
        "from medici_table.engine.resources import rules_data\n"
        "parts = sorted(m for m in sys.modules if m.startswith('medici_table.engine.'))\n"
        "print(' '.join(parts))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True)
    assert out.stdout.split() == ["medici_table.engine.errors", "medici_table.engine.resources"]


def test_every_name_of_the_package_is_the_one_of_its_module() -> None:
    from medici_table.engine import move, rules, session

    assert engine.Move is move.Move and engine.Rules is rules.Rules
    assert engine.GameSession is session.GameSession and engine.text is rules.text
    for name in engine.__all__:
        assert getattr(engine, name) is not None
    assert set(engine.__all__) <= set(dir(engine))


def test_a_name_the_package_does_not_have_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="NoSuchThing"):
        engine.NoSuchThing  # type: ignore[attr-defined]  # noqa: B018
