"""`questboard` with no command: the desktop window (launcher, table). With no display it
says so in one line and names the commands that need none."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

NO_DISPLAY = ("questboard: no display to open a window on (set DISPLAY, or run under a "
              "desktop); headless commands: 'questboard text' to play in the terminal, "
              "'questboard screenshot' to render a screen to a PNG")


def configure(parser: argparse.ArgumentParser) -> None:  # not a subcommand: main runs it bare
    pass


def has_display() -> bool:
    """Whether SDL can open a window here (a real video driver, not the dummy one)."""
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")):
        return False
    return True


def run(args: argparse.Namespace) -> int:
    if not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from questboard.ui import app as ui_app  # sets the SDL hints, then imports pygame

    pygame = ui_app.pygame

    try:
        ui_app.init()
    except pygame.error:
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    extra = tuple(Path(p) for p in getattr(args, "adventures", ()) or ())
    app = ui_app.App(extra_adventures=extra)
    if getattr(args, "table_window", False):
        from questboard.ui.table_window.window import open_table_window

        open_table_window(app)
    return app.run()
