"""questboard: Quest – A Time of Heroes on screen."""

__version__ = "0.1.0"
