"""Fixtures of the Les 7 Blasons tests."""

from __future__ import annotations

import pytest
from l7b_table import Table


@pytest.fixture
def t() -> Table:
    return Table()
