"""The bundle's entry point: the same `medici-table` command as the installed package."""

from medici_table.cli import main

raise SystemExit(main())
