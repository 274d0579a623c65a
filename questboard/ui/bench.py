"""`questboard bench ui`: the window's costs at 1920x1080, software rendering. Prints
numbers; the targets of issue 11 are beside them, never asserted in tests."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from questboard.play import new_game
from questboard.play.bench import every_location_set_out

# pygame and the window's modules are imported inside the functions: run() sets SDL's
# environment first, and the app its hints, before pygame is loaded.
TARGETS = {"frame_ms": 8, "idle_frame_ms": 1, "startup_s": 1.5, "paragraph_ms": 50}
STARTUP = ("import time, sys; t0 = float(sys.argv[1]);"
           "from questboard.ui.app import App; app = App(size=(1920, 1080), hidden=True);"
           "app.frame(); print(time.time() - t0)")


def _table(app):
    from questboard.ui.table.scene import Table

    game = new_game("the-harbor-treasure", ("karomin", "alondis", "cessair", "krzzzt"), 7)
    every_location_set_out(game)  # for the picture only
    table = Table(app, game)
    app.show(table)
    return table


def median_ms(fn, n: int) -> float:
    """The median of `n` timings of `fn()`, in ms."""
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return round(statistics.median(times), 3)


def run(repeat: int = 40) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    import pygame

    from questboard.ui.app import App

    app = App(size=(1920, 1080), hidden=True)
    table = _table(app)
    for _ in range(3):
        app.frame(1 / 60)
    pos = [0]

    def moving_frame() -> None:  # the mouse moves over the console: a frame is drawn
        pos[0] = (pos[0] + 7) % 400
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1300 + pos[0], 600), rel=(7, 0),
                                             buttons=(0, 0, 0), window=app.window))
        app.frame(1 / 60)

    frame_ms = median_ms(moving_frame, repeat)
    for _ in range(60):  # let the last input's redraws run out
        app.frame(1 / 60)
    idle_ms = median_ms(lambda: app.frame(1 / 60), repeat)

    def turn() -> None:  # one option chosen: a new paragraph laid out and drawn
        c = next((c for _, c in table.buttons if c.key == "1" and c.do is not None), None)
        if c is None:
            return
        table.do(c)
        app.frame(1 / 60)

    paragraph_ms = median_ms(turn, 1)
    app.close()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    starts = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", STARTUP, repr(time.time())], capture_output=True,
                             text=True, env=env, check=True)
        starts.append(float(out.stdout.strip().splitlines()[-1]))
    return {"frame_ms": frame_ms, "idle_frame_ms": idle_ms, "startup_s": round(min(starts), 3),
            "paragraph_ms": paragraph_ms, "targets": TARGETS}


if __name__ == "__main__":
    import json

    print(json.dumps({"bench": "ui", **run()}))
