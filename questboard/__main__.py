from questboard.cli.main import main

raise SystemExit(main())
