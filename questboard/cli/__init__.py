"""questboard.cli: the command line."""
