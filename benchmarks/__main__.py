from benchmarks.engine_bench import main

raise SystemExit(main())
