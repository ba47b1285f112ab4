from medici_table.cli import main

raise SystemExit(main())
