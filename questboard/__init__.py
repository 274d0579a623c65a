"""questboard: Quest – A Time of Heroes on screen."""

import os

# pygame prints a "pygame-ce 2.x (SDL …)" banner when first imported unless this is set;
# every module of the package that imports pygame comes after this line.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
